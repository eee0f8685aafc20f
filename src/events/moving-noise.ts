/**
 * A ball's position noise while it moves (issue 6: a camera noisier than the
 * renders). The cushion rules read turns of a moving ball's points, and a
 * moving ball is seen noisier than a resting one (blur, a detector's error
 * growing with speed: the renders' σ is 0.6 mm at rest, 1.2 mm plus 0.4 mm
 * per m/s moving). `restNoise` (history.ts) measures the still points only:
 * few of them, and a noise that need not grow with the moving one as the
 * renders' does. This measures the moving points themselves: the median
 * |third difference| of four consecutive, evenly spaced points inside one
 * moving run, scaled to one point's σ (a third difference carries √20 σ).
 * A rolling ball's steady deceleration cancels in a third difference, and
 * the few large differences of a turn (a cushion, a ball) fall outside the
 * median.
 */
import { median } from './fit.js';
import type { BallHistory } from './history.js';

/** Fewest third differences (two, x and y, for each four points) for a figure; under it 0 (unknown). Range 10-60. */
const MIN_MOVING_DIFFS = 20;
/** The three steps of four points differ by at most this share in time: a missed frame between is no third difference. Range 0.05-0.5. */
const EVEN_STEP_SHARE = 0.25;

const memo = new WeakMap<BallHistory, number>();

/** The ball's measured noise while moving (mm, one axis; 0 where too few moving points), computed once per history. */
export function movingNoise(h: BallHistory): number {
  let s = memo.get(h);
  if (s === undefined) { s = measure(h); memo.set(h, s); }
  return s;
}

function measure(h: BallHistory): number {
  const d: number[] = [];
  for (const [a, b] of h.runs) {
    for (let k = a + 1; k + 1 < b; k++) {
      const d0 = h.t[k]! - h.t[k - 1]!, d1 = h.t[k + 1]! - h.t[k]!, d2 = h.t[k + 2]! - h.t[k + 1]!;
      if (Math.max(d0, d1, d2) - Math.min(d0, d1, d2) > EVEN_STEP_SHARE * Math.min(d0, d1, d2)) continue;
      d.push(third(h.x, k), third(h.y, k));
    }
  }
  return d.length < MIN_MOVING_DIFFS ? 0 : median(d.map(Math.abs)) / (0.6745 * Math.sqrt(20));
}

/** The third difference of c at points k − 1 … k + 2: four points' noise, σ·√20, and no term from a steady deceleration. */
const third = (c: readonly number[], k: number): number => c[k + 2]! - 3 * c[k + 1]! + 3 * c[k]! - c[k - 1]!;
