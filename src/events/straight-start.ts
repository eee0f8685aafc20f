/**
 * A start that left its rest place straight, read on the longest straight
 * line its first points make (split out of rebound.ts: the hidden-rebound
 * reading asks this before it looks for a cushion behind the ball).
 *
 * rebound.ts fits the way out on its first OUT_POINTS points, a short span
 * whose direction is all the rebound geometry needs near the rail. Traced
 * back to a rest place far behind those points, that short line's error
 * grows with the distance: the Russian break's cue ball leaves at 5-8 m/s,
 * hidden under the cue, and is first seen 250-300 mm from its rest place,
 * with a detector σ of ~4 mm at that speed (1.2 mm plus 0.4 per m/s in the
 * renders). At 60 fps its first five points (three, when five bend past the
 * line's rms bar) span 270-530 mm, traced back 500 mm to the rest place: the
 * line missed it by 11-16 mm, beyond STRAIGHT_TOL_MM, and the bottom rail 330 mm
 * behind it mirrors the way out within MIRROR_TOL_DEG: a cushion hit at 0.85
 * that never happened (development Russian 60 fps 1-40: 6 of 32 false
 * cushions, #5[0], #9[0], #11[0], #19[0], #20[0], #40[0]). The ball runs
 * straight for 15 frames before it reaches the pack; the same line fitted
 * on them passes the rest place within a few mm. A true rebound's way out is
 * just as straight over those points, and its long line passes the rest
 * place as wide as its short one (2·d·sin φ off, d the rest place's distance
 * from the rail), so only the short line's error is taken away.
 *
 * The long line is straight on its points' rms, or their rms across it
 * alone (`acrossRms`), within rebound.ts's LINE_RMS_MM raised by the ball's
 * noise (`ballNoiseScale`), not on both axes' rms at the renders' noise
 * alone (across alone would refuse lines whose noise lies mostly across,
 * development Russian 60 fps #47[0], #70[0]): the fastest breaks (8.5 m/s) are
 * seen off along their path by ~7 mm rms (the blurred ball's centre; 4.8
 * across), which moves no line but cut it to the short one's points
 * (development Russian 60 fps 41-80 #65[0]), and at twice the noise the
 * unscaled bar cut 5 of 7 breaks' lines so (1-40 #3, #5, #9, #14, #19 [0]).
 */
import type { Vec2 } from '../contracts/ids.js';
import { type Piece, pieceAt } from './fit.js';
import { unitOrNull } from '../geometry/vec.js';

/**
 * A first visible line passing within this distance (mm) of the rest place
 * left it straight: no hidden hit. Raising it misses hits of balls lying
 * close to the rail (their rebound line passes near the rest place); lowering
 * it towards the noise of a fitted line calls spin curve a hit. Raised with
 * the ball's noise (cushion-noise.ts `ballNoiseScale`): a line fitted through
 * noisier points and traced back to the rest place passes it wider
 * (development libre 60 fps at twice the renders' noise: a yellow struck in
 * the open read as off the right rail, #19[3]). Also the bar of starts.ts's
 * `pastStrayHead` (a run after a stray head left the rest place straight).
 * Range 4-30.
 */
export const STRAIGHT_TOL_MM = 10;
/**
 * Most points of the long line (the way out's own cuts end it sooner: a
 * known hit, a ball met, its rms bar). More reaches further from the rest
 * place (a smaller error there while the path stays straight); OUT_POINTS
 * (rebound.ts, 5) gives the short line's error back. Range 6-20.
 */
export const LONG_OUT_POINTS = 12;

/**
 * The start left its rest place straight: its short way out, or its long
 * one (the first points fitted up to LONG_OUT_POINTS; null when they make
 * no line), passes the rest place within `tol` (mm).
 */
export function leftStraight(rest: Vec2, way: Piece, longWay: Piece | null, tol: number): boolean {
  return distanceToLine(rest, way) <= tol || (longWay !== null && distanceToLine(rest, longWay) <= tol);
}

/** Distance (mm) from q to the piece's line (Infinity for a piece with no direction). */
export function distanceToLine(q: Vec2, way: Piece): number {
  const v = unitOrNull([way.x.v, way.y.v]);
  if (!v) return Infinity;
  const o = pieceAt(way, way.x.t0);
  return Math.abs((q[0] - o[0]) * v[1] - (q[1] - o[1]) * v[0]);
}

/** Rms (mm) of the points' distances across the piece's line (n − 2 degrees of freedom, as fit.ts's rms): how far from straight they lie, whatever their spacing along it. */
export function acrossRms(way: Piece, pts: readonly Vec2[]): number {
  if (pts.length <= 2) return 0;
  return Math.sqrt(pts.reduce((a, q) => a + distanceToLine(q, way) ** 2, 0) / (pts.length - 2));
}
