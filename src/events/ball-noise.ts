/**
 * Thresholds that follow each ball's measured noise. A real hall's camera
 * may be twice as noisy as the renders' detector (σ 0.6 mm at rest); a fixed
 * mm threshold tuned at the renders' noise then reads noise as motion, as a
 * push or as a touch. `restNoise` (history.ts) measures a ball's own σ from
 * its still points (reading ~0.75 of the true σ: 0.42-0.57 mm at the
 * renders' noise, 0.82-1.08 at twice it); a rule keeps its tuned value as a
 * floor and rises with the noise only where that noise would reach it.
 */
import { type BallHistory, restNoise } from './history.js';

const memo = new WeakMap<BallHistory, number>();

/** The ball's measured rest noise (mm, one axis), computed once per history. */
export function ballNoise(h: BallHistory): number {
  let s = memo.get(h);
  if (s === undefined) { s = restNoise(h); memo.set(h, s); }
  return s;
}

/** A threshold (mm) that is `floor` at the renders' noise and `sigmas` × the ball's measured noise when that is larger. */
export function noiseScaled(h: BallHistory | undefined, floor: number, sigmas: number): number {
  return h ? Math.max(floor, sigmas * ballNoise(h)) : floor;
}
