/**
 * A slow ball's piece in a pocket mouth that runs on through a wall touch
 * (mouth-pieces.ts): at 100-300 mm/s a ball moves 2-5 mm a frame at 60 fps,
 * and a piece refitted over its last PIECE_POINTS bends with the points
 * after the touch, so none of them lies LINE_DEV_MM off it and the touch is
 * never cast (development Russian 60 fps #34[4]: w4's left jaw at 45.3219
 * between two top touches, 4 points a side on lines 75° apart, all within
 * one piece; #24[3]: the first of three touches of a middle pocket's left
 * jaw points, the way in bent 21°). Two straight lines,
 * split where they fit best, show the bend the single line hides: the piece
 * ends at the last point of the first line, and the mouth analysis casts the
 * rest as the way out.
 */
import { type Piece, speedOf } from './fit.js';
import type { BallHistory } from './history.js';
import { PIECE_POINTS, type Span, fitOf } from './mouth-pieces.js';
import { MIN_SPEED_MM_S } from './mouth-turns.js';

/**
 * Points each of the two lines takes at least. Raising it needs longer
 * pieces (slower balls, 60 fps: at 30 fps a mouth rarely holds 8 points);
 * at 3 the way out cut to 3 points was cast at noise (development Russian
 * 60 fps #32[3]: its back meet named the top jaw 26 ms before the touch, an
 * extra). Range 3-5.
 */
const BEND_SIDE_POINTS = 4;
/**
 * How many times the noise per point (estimated from the two lines' own
 * residuals, so the test follows a noisier camera) the squared residual must
 * drop by when the points are fitted by two lines instead of one (an F-like
 * ratio for 4 more parameters). With the speed and angle gates below, a
 * straight 8-point piece at 100-800 mm/s is cut 0-0.25 % of the time at the
 * renders' noise (σ 1.2 mm) and 0.1-0.7 % at twice it (simulated pieces,
 * rolling or not slowing; up to 4.7 % for a ball slowed at the full slide
 * friction to near rest within the 8 points, which a real slide does not
 * do: it ends at rolling speed). Raising it keeps more bends inside the piece
 * (touches lost as before); lowering it cuts pieces at noise, and a cut
 * piece's cast names a jaw the ball never met. #34[4]'s left jaw: 59.
 * Range 20-60.
 */
const BEND_RATIO = 30;
/**
 * The noise per point (mm) the ratio is taken against at least: 4 points a
 * line can fit noise too well to estimate it (the renders' moving noise is
 * 1.2 mm, its residual per point ~0.8). Raising it keeps sharper bends in
 * the piece; lowering it lets a few lucky points cut one. Range 0.5-1.5.
 */
const BEND_NOISE_FLOOR_MM = 0.8;
/**
 * Smallest angle (rad) between the two lines' ways: a wall turns a ball,
 * the cloth only slows it along its way (a sliding ball's two halves differ
 * in speed, hardly in direction: 0.00-0.24 on the pieces printed while
 * tuning, each far under the ratio).
 * Raising it keeps glancing jaw touches inside the piece (#24[3]'s first
 * left jaw point: 0.37); lowering it cuts a curving ball's piece. Range
 * 0.2-0.6.
 */
const BEND_MIN_ANGLE = 0.3;

/** Sum of squared residuals (mm²) of a piece's fit, both coordinates. */
const squares = (p: Piece): number => (p.x.rms ** 2 + p.y.rms ** 2) * Math.max(0, p.x.n - 2);

/** Angle (rad) between two pieces' ways. */
function angleBetween(a: Piece, b: Piece): number {
  const sa = speedOf(a), sb = speedOf(b);
  if (sa < 1e-6 || sb < 1e-6) return 0;
  const c = (a.x.v * b.x.v + a.y.v * b.y.v) / (sa * sb);
  return Math.acos(Math.min(1, Math.max(-1, c)));
}

/** The last point of the first line where the piece's points [first, last] bend (two straight lines explain them far better than one), or null. */
export function bendIn(h: BallHistory, first: number, last: number): number | null {
  const n = last - first + 1;
  if (n < 2 * BEND_SIDE_POINTS) return null;
  const one = squares(fitOf(h, first, last));
  let best: number | null = null, bestTwo = Infinity;
  for (let j = first + BEND_SIDE_POINTS - 1; j <= last - BEND_SIDE_POINTS; j++) {
    const two = squares(fitOf(h, first, j)) + squares(fitOf(h, j + 1, last));
    if (two < bestTwo) { bestTwo = two; best = j; }
  }
  if (best === null) return null;
  const noise = Math.max(bestTwo / (2 * (n - 4)), BEND_NOISE_FLOOR_MM ** 2);
  if (one - bestTwo < BEND_RATIO * noise) return null;
  const a = fitOf(h, first, best), b = fitOf(h, best + 1, last);
  // A ball stopping in the mouth: its still points' fitted way points anywhere (the mouth analysis reads no ball that slow).
  if (speedOf(a) < MIN_SPEED_MM_S || speedOf(b) < MIN_SPEED_MM_S) return null;
  return angleBetween(a, b) >= BEND_MIN_ANGLE ? best : null;
}

/**
 * A bend this close (s) to a cushion hit of the ball the turn analysis already
 * read is that hit (cushions.ts): a slow ball's bend is fitted up to a few
 * frames from its touch, and a second reading of it would be an extra
 * (development Russian 60 fps #4[7]: w2 rolling along the top rail into the
 * corner, its top hit read at 77.190, the bend at 77.267 read again at
 * 77.289). Raising it leaves more bends in the pieces (as before); lowering
 * it reads such hits twice. Range 0.05-0.2.
 */
const KNOWN_BEND_S = 0.1;

/**
 * The piece cut at its bend (its last point the bend's), where it bends at or after point `from` and no known hit of the
 * ball (`breaks`, s) lies within KNOWN_BEND_S of the bend's two points; else the piece.
 */
export function cutAtBend(h: BallHistory, piece: Span | null, breaks: readonly number[], from = -1): Span | null {
  if (!piece) return null;
  const j = bendIn(h, piece.first, piece.last);
  if (j === null || j < from) return piece;
  if (breaks.some((b) => b > h.t[j]! - KNOWN_BEND_S && b < h.t[j + 1]! + KNOWN_BEND_S)) return piece;
  // A piece that runs to the ball's last point (the drop): a touch just before it is read from the way in (mouths.ts `drawnWayHits`),
  // and a split fitted with the touch's few last points is placed early (development Russian 60 fps #64[6]: the top jaw lost).
  if (piece.last === h.t.length - 1) return piece;
  return { fit: fitOf(h, Math.max(piece.first, j - PIECE_POINTS + 1), j), first: piece.first, last: j };
}
