/**
 * Each ball's position noise at rest, measured online for the events stage
 * (issue 6, session 16). The stage opens a stroke when a ball moves more than
 * a few mm over 0.2 s and closes it after 0.6 s with none doing so. A fixed
 * 5 mm suits the renders' detector (σ 0.6 mm at rest): two noisy points then
 * differ by more than 5 mm about once in 10⁸. A camera twice as noisy passes
 * 5 mm in ~1 % of a resting ball's frames: at 60 fps a stroke could not close
 * (a "moving" frame every ~0.4 s among three balls, two strokes merged) and
 * noise opened strokes between them (development five-pins at twice the
 * noise, 60 fps: 7 strokes unfound, 17 extra). The bar follows the noise the
 * ball itself shows at rest: `STILL_Z` of the noise of a difference of two
 * points, never under the fixed 5 mm (no change at the renders' noise) and
 * never over `STILL_CAP_MM` (a strike still opens its stroke at once).
 */
import type { BallId } from '../contracts/ids.js';
import { noiseFromSecondDiffs } from './fit.js';

/** Second differences kept per ball and axis (the last ~2-4 s of rest): old enough to be settled, recent enough to follow light or focus. Range 30-600. */
export const NOISE_SAMPLES = 120;
/** Fewer samples than this and the ball's noise is not known: the fixed bar stands. Range 10-100. */
export const MIN_NOISE_SAMPLES = 24;
/**
 * Standard deviations of a two-point difference a still ball must exceed to
 * count as moving. A difference of two resting points is Rayleigh with
 * σ·√2 a axis: beyond 5 of those once in ~3·10⁵ pairs. Lowering it opens
 * strokes on noise; raising it lets a ball creep longer before it counts.
 * Range 3-8.
 */
export const STILL_Z = 5;
/** The noise-scaled bar's ceiling (mm): 15 mm in 0.2 s is 75 mm/s, a ball a strike sends off passes it in its first frame. Range 8-30. */
export const STILL_CAP_MM = 15;

/** The displacement (mm) over the stage's window beyond which a ball with this rest noise is moving. */
export function stillBarMm(fixedMm: number, sigma: number): number {
  return Math.max(fixedMm, Math.min(STILL_CAP_MM, STILL_Z * sigma * Math.SQRT2));
}

interface Trail { x: number[]; y: number[]; dx: number[]; dy: number[]; sigma: number; fresh: number }

/** New samples between two recomputations of a ball's σ (a median of 240 values each frame for 8 balls is wasted work). */
const RECOMPUTE_EVERY = 8;

/** Online rest-noise meter: feed every frame's observed position and whether the ball was still by the stage's test. */
export class RestNoiseMeter {
  private readonly trails = new Map<BallId, Trail>();

  /** A ball seen at (x, y) in this frame; `still` adds its second difference to the noise samples. */
  seen(id: BallId, x: number, y: number, still: boolean): void {
    let tr = this.trails.get(id);
    if (!tr) this.trails.set(id, (tr = { x: [], y: [], dx: [], dy: [], sigma: 0, fresh: 0 }));
    tr.x.push(x); tr.y.push(y);
    if (tr.x.length > 3) { tr.x.shift(); tr.y.shift(); }
    if (!still || tr.x.length < 3) return;
    tr.dx.push(tr.x[2]! - 2 * tr.x[1]! + tr.x[0]!);
    tr.dy.push(tr.y[2]! - 2 * tr.y[1]! + tr.y[0]!);
    if (tr.dx.length > NOISE_SAMPLES) { tr.dx.shift(); tr.dy.shift(); }
    if (tr.dx.length >= MIN_NOISE_SAMPLES && ++tr.fresh >= RECOMPUTE_EVERY) {
      tr.sigma = noiseFromSecondDiffs([...tr.dx, ...tr.dy]);
      tr.fresh = 0;
    }
  }

  /** A ball not seen in this frame: its next second difference would span a gap. */
  unseen(id: BallId): void {
    const tr = this.trails.get(id);
    if (tr) { tr.x.length = 0; tr.y.length = 0; }
  }

  /** The ball's rest noise σ (mm a axis), 0 while it has too few samples. */
  sigma(id: BallId): number {
    return this.trails.get(id)?.sigma ?? 0;
  }
}
