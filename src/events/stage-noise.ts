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

/**
 * A camera's error may be correlated frame to frame (video compression
 * repeats a still ball's image; session 17's hall camera model, `rest-ar`):
 * neighbouring frames then differ less than their spread, and their second
 * differences read the noise low (an AR(1) error of 60 ms at 60 fps: ~0.4 of
 * σ, so at twice the renders' noise the bar stayed at the fixed 5 mm and
 * resting balls kept strokes open: test/events.stage-correlated.test.ts),
 * while those of frames `WIDE_LAG_POINTS` apart, the correlation mostly
 * gone, read ~0.7-0.8 of it. Both read the same σ when the error is white
 * (each is three points' noise, σ√6): the wide figure is taken only when it
 * reads `CORRELATED_RATIO` above the narrow one. Lowering the ratio reads more
 * white balls by the wide figure (a σ still their own, a little high);
 * raising it leaves more correlated balls read low. Range 1.15-2, 3-10 frames.
 * Not in history.ts's `restNoise`: there a kiss's 0.6 mm step inside the
 * still span raised the wide figure 1.44× on white noise (a recorded thin
 * kiss lost, test/events.contacts-held-still.test.ts).
 */
const CORRELATED_RATIO = 1.3, WIDE_LAG_POINTS = 5;

/**
 * `x`, `y`: the last positions (up to 2·WIDE_LAG_POINTS + 1, consecutive
 * frames); `dx`, `dy`: second differences of neighbours; `wide`: of points
 * WIDE_LAG_POINTS apart, both axes (a correlated error reads low on the
 * first, not on these: `CORRELATED_RATIO`); `stillRun`: frames
 * still in a row.
 */
interface Trail { x: number[]; y: number[]; dx: number[]; dy: number[]; wide: number[]; stillRun: number; sigma: number; fresh: number }
const TRAIL_POINTS = 2 * WIDE_LAG_POINTS + 1;
/**
 * Wide values (both axes) before the meter may read a correlated error: as
 * many as the narrow figure needs (`MIN_NOISE_SAMPLES` a axis). A ball that
 * just stopped has only the frames since: with history.ts's 100 a correlated
 * ball kept a stroke open 0.2-0.4 s longer (test/events.stage-correlated.test.ts,
 * 60 fps seeds 4, 15; 30 fps 2 — 5 of 40 late against 3 of 40 with this).
 * A white ball read by the wide figure by chance (more often with fewer
 * values) reads a σ still its own, at most the ratio higher. Range 24-240.
 */
const WIDE_MIN_SAMPLES = 2 * MIN_NOISE_SAMPLES;

/** New samples between two recomputations of a ball's σ (a median of 240 values each frame for 8 balls is wasted work). */
const RECOMPUTE_EVERY = 8;

/** Online rest-noise meter: feed every frame's observed position and whether the ball was still by the stage's test. */
export class RestNoiseMeter {
  private readonly trails = new Map<BallId, Trail>();

  /** A ball seen at (x, y) in this frame; `still` adds its second difference to the noise samples. */
  seen(id: BallId, x: number, y: number, still: boolean): void {
    let tr = this.trails.get(id);
    if (!tr) this.trails.set(id, (tr = { x: [], y: [], dx: [], dy: [], wide: [], stillRun: 0, sigma: 0, fresh: 0 }));
    tr.x.push(x); tr.y.push(y);
    if (tr.x.length > TRAIL_POINTS) { tr.x.shift(); tr.y.shift(); }
    tr.stillRun = still ? tr.stillRun + 1 : 0;
    const n = tr.x.length;
    if (!still || n < 3) return;
    tr.dx.push(tr.x[n - 1]! - 2 * tr.x[n - 2]! + tr.x[n - 3]!);
    tr.dy.push(tr.y[n - 1]! - 2 * tr.y[n - 2]! + tr.y[n - 3]!);
    if (tr.dx.length > NOISE_SAMPLES) { tr.dx.shift(); tr.dy.shift(); }
    if (n === TRAIL_POINTS && tr.stillRun >= TRAIL_POINTS) {
      const L = WIDE_LAG_POINTS, k = n - 1 - L;
      tr.wide.push(tr.x[k + L]! - 2 * tr.x[k]! + tr.x[k - L]!, tr.y[k + L]! - 2 * tr.y[k]! + tr.y[k - L]!);
      if (tr.wide.length > 2 * NOISE_SAMPLES) tr.wide.splice(0, 2);
    }
    if (tr.dx.length >= MIN_NOISE_SAMPLES && ++tr.fresh >= RECOMPUTE_EVERY) {
      const narrow = noiseFromSecondDiffs([...tr.dx, ...tr.dy]);
      const wide = tr.wide.length >= WIDE_MIN_SAMPLES ? noiseFromSecondDiffs(tr.wide) : 0;
      tr.sigma = wide > CORRELATED_RATIO * narrow ? wide : narrow;
      tr.fresh = 0;
    }
  }

  /** A ball not seen in this frame: its next second difference would span a gap. */
  unseen(id: BallId): void {
    const tr = this.trails.get(id);
    if (tr) { tr.x.length = 0; tr.y.length = 0; tr.stillRun = 0; }
  }

  /** The ball's rest noise σ (mm a axis), 0 while it has too few samples. */
  sigma(id: BallId): number {
    return this.trails.get(id)?.sigma ?? 0;
  }
}
