/**
 * A ball caught up by another near its rail and back off that rail into it
 * (issue 6, session 32). Both balls move: A runs after B, catches it a few
 * cm from a rail, B is on the rail and back into A 10-20 ms later, and the
 * two touches fall inside a frame or two: one contact is reported
 * (development five-pins 50 fps, seeds 81-120: #102[4], the white catching
 * the yellow 4 mm from the top rail, back into it 20 ms later; #108[4]).
 * The returns of returns.ts read a ball hit at rest; this is the same proof
 * for a ball hit while moving.
 *
 * With equal masses a touch exchanges the normal speeds, less what the
 * restitution keeps: A leaves with between B's normal speed (e = 1) and the
 * mean of the two (e = 0), so at least B's normal speed along the line of
 * centres, and only the cloth can take from that (the draw bound of
 * return-proofs.ts). A seen behind a place moving from its touch at B's
 * velocity, beyond that bound and its noise, was pushed back by a second
 * impulse; with B by a rail along the line of centres and nothing else near
 * A, that impulse is B back off its rail. At rest (B's velocity 0) this is
 * `pushedBack` itself.
 */
import { type Piece, meeting, pieceAt, rmsOf, velocityVar } from './fit.js';
import { type BallHistory, indicesIn } from './history.js';
import { straightSide } from './pieces.js';
import { SLIDE_DECEL_MM_S2 } from './cloth.js';
import type { MovingFrame } from './return-proofs.js';

/**
 * B runs away from A along the line of centres at least this fast (mm/s):
 * A caught it up. A ball at rest or creeping off it is returns.ts's (its
 * way in from its rest place), and one coming at A is sent back by a single
 * touch; either, fitted as a way, can take in a point past the touch
 * (development five-pins 50 fps #102[4]: the yellow at rest "caught" by the
 * white, a false touch 18 ms after the first). Far above the speed noise of
 * a fitted way (tens of mm/s). Range 50-400.
 */
const CHASED_MIN_SPEED_MM_S = 150;
/**
 * The pair closes at least this fast (mm/s) along the line of centres: the
 * touch time, and so the line of centres, is the meeting of two nearly
 * parallel ways, whose error grows as the closing speed falls (2 mm of
 * noise at 300 mm/s: 7 ms, 10 mm along a 1.4 m/s way). #108[4] closes at
 * 0.3 m/s. Raising it loses gentle catches; lowering it reads a line of
 * centres tilted by the timing error. Range 100-600.
 */
const CLOSING_MIN_MM_S = 150;
/**
 * Both ways in: at least this many points and this straight (rms, mm, as
 * way-in.ts IN_RMS_MM): a short or bent way traces its meeting anywhere.
 * Range 3-7, 2-8.
 */
const MIN_POINTS = 3, IN_RMS_MM = 5;
/**
 * The ways' meeting lies no more than this (s) after their last points: a
 * frame or two at 50 fps, one at 25 (a ball missed by the detector in the
 * frame before the touch). Farther, the ways are an older pass's. Range 0.02-0.08.
 */
const AHEAD_S = 0.05;
/** The ways' last points are searched this far (s) around the report (the report's timing error: #108[4] 26 ms early). Range 0.03-0.12. */
const EDGE_SPAN_S = 0.06;
/** The error taken on B's fitted velocity is this many of its σ (an axis). Range 2-4. */
const FRAME_SIGMAS = 3;

/**
 * The first touch of a chase: when, where A and B were, the line of centres
 * (A to B), both ways' velocities, and B's way in carried on past the touch
 * (`frame`): one touch leaves A no farther back along n than that.
 */
export interface Chase { t1: number; pa: [number, number]; pb: [number, number]; n: [number, number]; va: [number, number]; vb: [number, number]; frame: MovingFrame }

/**
 * The chase behind a contact reported at t: A's and B's straight ways in,
 * fitted up to the latest of A's frames near t at which both ways meet
 * after their last points (within AHEAD_S) as a chase (B running away from
 * A, the pair closing); null when none. A frame past the touch bends the
 * ways or leaves them meeting before their ends; when it does neither (the
 * touch late between frames), its ways meet too late and too slowly and the
 * frame before is tried (#108[4]: the ways up to 40.58 meet at 40.610,
 * closing at 70 mm/s; up to 40.56 at 40.569, the true touch 40.566).
 */
export function chaseOf(ha: BallHistory, hb: BallHistory, t: number, ka: readonly number[], kb: readonly number[], R: number): Chase | null {
  const edges = indicesIn(ha, t - EDGE_SPAN_S, t + EDGE_SPAN_S).map((k) => ha.t[k]!).reverse();
  for (const edge of edges) {
    const wa = wayUpTo(ha, edge, ka), wb = wayUpTo(hb, edge, kb);
    if (!wa || !wb) continue;
    const t1 = meeting(wa, wb, 2 * R).first, end = Math.max(wa.to, wb.to);
    if (t1 === null || t1 <= end || t1 - end > AHEAD_S) continue;
    const c = chaseAt(wa, wb, t1);
    if (c) return c;
  }
  return null;
}

/** A straight way of at least MIN_POINTS up to edge, or null. */
function wayUpTo(h: BallHistory, edge: number, breaks: readonly number[]): Piece | null {
  const w = straightSide(h, edge + 1e-6, -1, breaks);
  return w && w.x.n >= MIN_POINTS && rmsOf(w) <= IN_RMS_MM ? w : null;
}

/** The chase of the two ways meeting at t1, or null when B is not running away from A or the pair closes too slowly. */
function chaseAt(wa: Piece, wb: Piece, t1: number): Chase | null {
  const pa = pieceAt(wa, t1), pb = pieceAt(wb, t1), d = Math.hypot(pb[0] - pa[0], pb[1] - pa[1]);
  const n: [number, number] = [(pb[0] - pa[0]) / d, (pb[1] - pa[1]) / d];
  const va: [number, number] = [wa.x.v, wa.y.v], vb: [number, number] = [wb.x.v, wb.y.v];
  const vbn = vb[0] * n[0] + vb[1] * n[1], closing = va[0] * n[0] + va[1] * n[1] - vbn;
  if (vbn < CHASED_MIN_SPEED_MM_S || closing < CLOSING_MIN_MM_S) return null;
  return { t1, pa, pb, n, va, vb, frame: { v: vb, err: wayError(wb) } };
}

/**
 * How far (mm) B's way in, carried on to t, may lie from where B would have
 * been there untouched: its velocity's noise (FRAME_SIGMAS σ) and the
 * cloth's pull (a sliding ball slows at up to μs·g: #102[4], the yellow hit
 * 0.14 s before, slowed 1.33 → 1.12 m/s over its fitted way), both from the
 * middle of the fitted way, where a straight fit is true to a slowing path
 * (a path bent by a constant pull leaves its line by half the pull times
 * the square of the time from there).
 */
function wayError(wb: Piece): (t: number) => number {
  const mid = (wb.from + wb.to) / 2, sv = FRAME_SIGMAS * Math.sqrt(velocityVar(wb));
  return (t) => sv * (t - mid) + 0.5 * SLIDE_DECEL_MM_S2 * (t - mid) ** 2;
}
