/**
 * The hitter's incoming line into a frozen cluster (cascade.ts): where and
 * how it meets the rack decides which member it strikes and how the model
 * splits the hit. A break's cue ball crosses the table in a quarter second
 * (7-8 m/s), so at 30 fps the last points before the hit (pieces.ts takes
 * up to 7 over 0.5 s) reach back to its rest place before the strike, and a
 * stray detection near the cue can be among them. Fitted through those, the
 * line came in 41 mm off the head ball's centre at 8.4 m/s with 0.5 m/s
 * across: the model split the rack as a thin cut, 3 contacts instead of 10
 * (development Russian #214's break at 30 fps; the cue ball's points
 * -1000 mm at rest, a stray one at -1073/-192, then 22, 271, 515 mm on one
 * line). So a point far off the line through the others is left out.
 */
import { type Piece, fitPiece, pieceAt } from './fit.js';
import { type BallHistory, indicesIn } from './history.js';

/** Points fitted before the hit, and the span (s) they are taken from: as pieces.ts `side` (SIDE_POINTS, 0.5 s). */
const INCOMING_POINTS = 7, INCOMING_SPAN_S = 0.5;
/**
 * Distance (mm) from the line through the other points beyond which a point
 * is not the hitter rolling in: a break cue ball's points scatter by σ ≈ 4
 * mm an axis at 7 m/s (the detector's 1.2 mm plus 0.4 ms of its speed), so
 * 20 is about five σ; its rest place before the strike lay 30 mm off (#214).
 * Raising it keeps such points in the line; lowering it towards the noise
 * drops true points of a fast ball and tilts the line. Range 12-60.
 */
export const INCOMING_OUTLIER_MM = 20;
/** Fewest points the line keeps: two would let one noisy point set the direction. Range 3-5. */
const INCOMING_MIN_POINTS = 3;

const lineOf = (h: BallHistory, ks: readonly number[]): Piece => fitPiece(ks.map((k) => h.t[k]!), ks.map((k) => h.x[k]!), ks.map((k) => h.y[k]!));

/**
 * The line of the hitter's last points before t (never across a cushion
 * hit in `breaks`), the farthest point off the line through the others left
 * out while it lies beyond INCOMING_OUTLIER_MM and more than
 * INCOMING_MIN_POINTS remain. With no such point it is pieces.ts `side`'s
 * piece. Null under two points.
 */
export function incomingLine(h: BallHistory, t: number, breaks: readonly number[]): Piece | null {
  const stop = Math.max(t - INCOMING_SPAN_S, ...breaks.filter((b) => b < t));
  let idx = indicesIn(h, stop, t - 1e-6).slice(-INCOMING_POINTS);
  if (idx.length < 2) return null;
  while (idx.length > INCOMING_MIN_POINTS) {
    const off = idx.map((k) => {
      const p = pieceAt(lineOf(h, idx.filter((j) => j !== k)), h.t[k]!);
      return Math.hypot(p[0] - h.x[k]!, p[1] - h.y[k]!);
    });
    const worst = off.indexOf(Math.max(...off));
    if (off[worst]! <= INCOMING_OUTLIER_MM) break;
    idx = idx.filter((_, i) => i !== worst);
  }
  return lineOf(h, idx);
}
