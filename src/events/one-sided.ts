/**
 * Each ball's share of a kink. A touch between two free balls is one
 * impulse, equal and opposite: the hitter loses along the line of centres
 * what the ball hit gains. `kink` in contacts.ts weighs both changes
 * together, so one ball's change alone can carry it past KINK_Z: a fast
 * ball still curving off its last rail (its slide and spin bend the way for
 * a few tenths of a second) crossing 2-6 mm from another, whose own way
 * runs straight through the window, made a 0.99 contact of a pass
 * (development three-cushion #53 stroke 3 at 30 fps: the yellow at
 * 2.2 m/s past the white at 0.6 m/s, true gap 5.7 mm, fitted overlap
 * 1.2 mm, kink 5.7σ, all of it the yellow's).
 */
import { type Piece, pieceAt } from './fit.js';
import type { PairPieces } from './pushed-apart.js';

/** Each ball's change of velocity away from the other along the line of centres at tc (mm/s) and its standard deviation. */
export interface Shares { a: number; b: number; sa: number; sb: number }

export function shares(s: PairPieces, variance: (p: Piece) => number): Shares {
  const pa = pieceAt(s.ba, s.tc), pb = pieceAt(s.bb, s.tc);
  const l = Math.hypot(pb[0] - pa[0], pb[1] - pa[1]) || 1;
  const u: [number, number] = [(pb[0] - pa[0]) / l, (pb[1] - pa[1]) / l];
  const change = (before: Piece, after: Piece): number => (after.x.v - before.x.v) * u[0] + (after.y.v - before.y.v) * u[1];
  return {
    a: -change(s.ba, s.aa), b: change(s.bb, s.ab),
    sa: Math.sqrt(variance(s.ba) + variance(s.aa)), sb: Math.sqrt(variance(s.bb) + variance(s.ab)),
  };
}

/**
 * The share of the stronger ball's change that the weaker one's must reach
 * (less ONE_SIDED_SIGMAS of its own noise) for the pair's kink to be one
 * impulse. Not 1: the hitter's spin bends its way out within the fit
 * window (a follow regains, over 0.1-0.2 s, up to ~2/7 of the normal speed
 * it gave up, a heavy one about half; a draw adds), so a true touch's two
 * shares differ (development three-cushion #53 stroke 3: 271 and 351 mm/s,
 * 4.7σ apart, a real touch). Raising it towards 1 takes spin for a
 * one-sided change; lowering it lets a curve pass for a touch again (the
 * false one above: 27 ± 14 mm/s against 133). Range 0.2-0.8.
 */
export const ONE_SIDED_SHARE = 0.5;
/** Noise widths (the weaker ball's standard deviation) granted to its share before it is held against ONE_SIDED_SHARE. Range 1-3. */
export const ONE_SIDED_SIGMAS = 2;

/** The pair's kink is all one ball's: the other's change away from it is short of ONE_SIDED_SHARE of it by more than its noise allows. */
export function oneSided(sh: Shares): boolean {
  const [weak, sw, strong] = sh.a < sh.b ? [sh.a, sh.sa, sh.b] : [sh.b, sh.sb, sh.a];
  return weak + ONE_SIDED_SIGMAS * sw < ONE_SIDED_SHARE * strong;
}
