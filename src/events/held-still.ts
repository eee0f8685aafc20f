/**
 * A ball that stayed put was not pushed (issue 6, session 15). Equal masses:
 * a touch gives the ball hit the velocity the hitter loses along the line of
 * centres. A ball at rest that is seen at its place again after a candidate
 * (within KISS_DISPLACEMENT_MM, contacts.ts `stayed`) was sent off, if at
 * all, too slowly to roll that far: 1.2 mm of slide and roll is about
 * 20 mm/s on cloth (μs 0.2, μr 0.01). So a candidate whose own evidence
 * says it pushed that ball harder is contradicted by the ball itself, and
 * is reported as a doubt, never as a contact:
 * - the incoming pieces overlap deeper than their noise allows for a kiss
 *   that soft (scenario three-cushion "missed by 1 mm" at 60 fps, noise
 *   seed 1005: a slowing white's fits 6.5 mm into yellow, a contact at 0.95
 *   and a confidently wrong point);
 * - the other ball's velocity changed along the line of centres far more
 *   than its noise (a one-sided kink: the cue ball struck under the cue
 *   beside a resting ball, development three-cushion #78 stroke 3 at
 *   60 fps, a contact at 0.8 that never happened).
 * And where an overlap of the pieces is all the evidence (contacts.ts
 * OVERLAP_ONLY_CONFIDENCE, no kink, nothing displaced), a ball that stayed
 * put leaves it a doubt: a brush past it and a kiss it did not feel look
 * the same (development libre #120 stroke 4 at 30 fps: 2.6 mm of overlap,
 * noise 1.1 mm, red off 0.2 mm).
 * A ball frozen to a third ball passes a push on without moving (the third
 * one goes): it is left out (`free`), as a ball frozen to a rail would be,
 * which the pieces cannot tell (a rail behind it turns the hitter back as a
 * touch would): the cost of this rule is such a touch reported as a doubt.
 */
import { type Piece, pieceAt } from './fit.js';
import { type BallHistory, positionAt } from './history.js';
import { impliedPush } from './implied-push.js';
import type { PairPieces } from './pushed-apart.js';

/**
 * Speed (mm/s) of a push that a ball seen at its place again cannot have
 * had: a ball sent off at 30 mm/s slides and rolls about 2.4 mm, twice
 * KISS_DISPLACEMENT_MM. Raising it keeps more brushes with noisy overlaps
 * as contacts; lowering it towards 20 mm/s (1.2 mm of roll) turns thin kisses whose
 * fits overlap by noise into doubts. Range 20-60.
 */
export const STILL_PUSH_MM_S = 30;
/**
 * How many noise widths (the incoming pieces' rms) are taken off the fitted
 * overlap, and off the other ball's change of velocity (its standard
 * deviation), before the push they imply is held against STILL_PUSH_MM_S:
 * a true kiss soft enough to leave the ball in place overlaps its fits by
 * noise alone. Raising it spares more noisy overlaps (and passes more near
 * misses); lowering it makes noise itself a contradiction. Range 1-4.
 */
export const STILL_MARGIN_SIGMAS = 2;

/** The push (mm/s) the other ball's change of velocity along the line of centres gives the ball `still` (its side 'a' or 'b'), less its noise. */
function kinkPush(s: PairPieces, still: 'a' | 'b', variance: (p: Piece) => number): number {
  const pa = pieceAt(s.ba, s.tc), pb = pieceAt(s.bb, s.tc);
  const l = Math.hypot(pb[0] - pa[0], pb[1] - pa[1]) || 1;
  const u = [(pb[0] - pa[0]) / l, (pb[1] - pa[1]) / l] as const;
  // The mover's loss along the line towards the ball at rest is what the ball at rest gains.
  const [before, after, sign] = still === 'b' ? [s.ba, s.aa, 1] : [s.bb, s.ab, -1];
  const lost = sign * ((before.x.v - after.x.v) * u[0] + (before.y.v - after.y.v) * u[1]);
  return lost - STILL_MARGIN_SIGMAS * Math.sqrt(variance(before) + variance(after));
}

/**
 * A ball of the pair that stayed put and is free (`stillA`, `stillB`) would
 * have been pushed at STILL_PUSH_MM_S or more by the contact the pieces
 * describe: by their overlap less STILL_MARGIN_SIGMAS of their noise, or by
 * the other ball's change of velocity less its noise.
 */
export function pushedWhileStill(s: PairPieces, R: number, gap: number, noise: number, stillA: boolean, stillB: boolean, variance: (p: Piece) => number): boolean {
  if (!stillA && !stillB) return false;
  const byOverlap = impliedPush(s, R, Math.min(0, gap + STILL_MARGIN_SIGMAS * noise));
  if (byOverlap >= STILL_PUSH_MM_S) return true;
  return (stillA && kinkPush(s, 'a', variance) >= STILL_PUSH_MM_S) || (stillB && kinkPush(s, 'b', variance) >= STILL_PUSH_MM_S);
}

/**
 * Gap (mm) beyond 2R within which a third ball lies against the ball at
 * rest: a push passes through it (a frozen pair), and the ball hit need not
 * move. Raising it spares more balls merely near a third; lowering it below
 * the rest noise (1-2 mm) treats frozen balls as free. Range 1-10.
 */
export const FROZEN_TO_MM = 4;

/** No third ball (`others`, where seen at t) lies within FROZEN_TO_MM of touching a ball resting at `p`. */
export function free(p: readonly [number, number], others: readonly BallHistory[], t: number, R: number): boolean {
  return others.every((o) => {
    const q = positionAt(o, t);
    return !q || Math.hypot(q[0] - p[0], q[1] - p[1]) > 2 * R + FROZEN_TO_MM;
  });
}
