/**
 * A hitter pushed sideways by the ball it hit, back off a near rail (issue
 * 6, session 27). returns.ts proves the second touch from the hitter pushed
 * back along the line of centres n; a slow return hides under the draw a
 * sliding hitter may have (development libre #17[7] at 30 fps: a white at
 * 500 mm/s hits the red 7 mm from the top rail nearly full, the red comes
 * back 28 ms later at an angle and sends the white off sideways at 140 mm/s).
 *
 * The proof here is the hitter's velocity across n. One touch leaves A its
 * tangential velocity v_t (plus the throw, a few per cent of its normal
 * speed); after it, the cloth's friction acts against the slip of A's
 * contact point, v_t − c·v_in (c = 1 rolling in, 0 stunned, < 0 drawn),
 * which never has a component along v_t: friction only brings the tangential
 * speed towards (5 + 2c)/7 of v_t, between about 0 and v_t for any spin short
 * of a massé. A hitter seen crossing n faster than v_t, or the other way
 * than v_t, by more than the fit's noise and the line's angle error, took a
 * second impulse; with B by a rail it was sent into (returns.ts `byRail`)
 * and no rail or other ball near A (the caller's checks), that impulse is B
 * back off the rail. Never settled (RETURN_CONFIDENCE): a near miss leaves A
 * on its tangent (test/events.rail-meet.test.ts), a drawn hitter comes back
 * along n only (test/events.returns.test.ts `drawnCut`).
 */
import type { Piece } from './fit.js';

type P = readonly [number, number];

/**
 * Noise (mm/s) of a fitted way out's velocity across n (three or more
 * points at 30 fps, σ 1.2-2 mm: 15-40 mm/s), as returns.ts's
 * TURN_SPEED_TOL_MM_S. Raising it misses slow sideways pushes; lowering it
 * lets a jittery way out pass for one. Range 30-150.
 */
export const SIDE_SPEED_TOL_MM_S = 60;
/**
 * Error (rad) of the line of centres (from the hitter's fitted way in and
 * B's rest place: 1-2 mm over 2R), times the normal speed in and the speed
 * along n out: the tangential speed that error moves between the axes.
 * Raising it misses returns of fast hitters; lowering it lets a hitter's
 * own follow or draw along a slightly wrong n pass for a sideways push.
 * Range 0.02-0.15.
 */
export const SIDE_ANGLE_TOL = 0.05;
/**
 * Share of the normal speed the balls' friction at the touch (throw) can
 * add across n (ball-ball friction 0.03-0.08 of the normal impulse).
 * Range 0.03-0.1.
 */
export const THROW_SHARE = 0.06;

/**
 * How far (mm/s) the hitter's velocity out `vo` lies outside the tangential
 * speeds one touch allows (between 0 and v_t along v_t's side of n), over
 * its tolerance: > 1 proves a second impulse. `vIn`: the way in's velocity;
 * `n`: the unit line of centres (towards B).
 */
export function sideExcess(vIn: P, vo: P, n: P): number {
  const side: P = [-n[1], n[0]];
  const vn = vIn[0] * n[0] + vIn[1] * n[1];
  const tIn = vIn[0] * side[0] + vIn[1] * side[1], tOut = vo[0] * side[0] + vo[1] * side[1], nOut = vo[0] * n[0] + vo[1] * n[1];
  // Along v_t's side: beyond v_t, or back across n.
  const s = tIn >= 0 ? 1 : -1, along = s * tOut;
  const excess = Math.max(along - Math.abs(tIn), -along);
  const tol = SIDE_SPEED_TOL_MM_S + (SIDE_ANGLE_TOL + THROW_SHARE) * Math.abs(vn) + SIDE_ANGLE_TOL * Math.abs(nOut);
  return excess / tol;
}

/** The way out's velocity. */
export const velocityOf = (p: Piece): [number, number] => [p.x.v, p.y.v];
