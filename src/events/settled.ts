/**
 * Settling against a rail: a ball that creeps into a cushion as it stops
 * (too slow for a turn, no run ending on the line) touched it where its
 * rest lies on the contact line (split out of cushions.ts).
 */
import { median } from './fit.js';
import type { BallHistory } from './history.js';

/**
 * A ball that moved in the stroke and came to rest with its centre this
 * close (mm) to a contact line rests against that cushion: it crept into it
 * after its last visible run (too slow for a turn, under the moving speed),
 * or rolled along the rail into its final place. The detector sees a ball
 * against the rail a mm or so short of the line. Raising it calls balls that
 * stopped a few mm short touches; lowering it misses balls that crept into
 * the rail. Range 0.5-4.
 */
const SETTLED_MM = 2;
/** Points of the final rest (median) and of the mean that times the approach. Ranges 5-30, 3-9. */
const SETTLED_POINTS = 12, SETTLED_MEAN_POINTS = 5;
/** The ball was away from the cushion before it settled there: its mean this far (mm) under its final place. Range 3-30. */
const SETTLED_AWAY_MM = 6;
/** Confidence of a touch read from where a ball came to rest: no impulse seen, the time loose; the referee looks. Range 0.5-0.89. */
export const SETTLED_CONFIDENCE = 0.6;

/**
 * A ball that ends the stroke at rest against the cushion, having been away
 * from it: the time it got there (its running mean first within SETTLED_MM
 * of its final place after it was last SETTLED_AWAY_MM away, `awayT`).
 */
export function settled(h: BallHistory, u: readonly number[], line: number): { t: number; awayT: number } | null {
  const n = u.length;
  if (h.runs.length === 0 || n < SETTLED_POINTS + SETTLED_MEAN_POINTS) return null;
  const still = median(u.slice(n - SETTLED_POINTS));
  if (Math.abs(still - line) > SETTLED_MM) return null;
  const mean = (k: number): number => { let m = 0; for (let i = k; i < k + SETTLED_MEAN_POINTS; i++) m += u[i]! / SETTLED_MEAN_POINTS; return m; };
  let away = -1;
  for (let k = n - SETTLED_MEAN_POINTS; k >= 0 && away < 0; k--) if (mean(k) < still - SETTLED_AWAY_MM) away = k;
  if (away < 0) return null;
  const from = away + (SETTLED_MEAN_POINTS >> 1);
  return { t: ramp(h.t, u, still, from, n - 1), awayT: h.t[from]! };
}

/**
 * The time tc in points [lo, hi] minimising the squared error of
 * u ≈ still − v·(tc − t) − a·(tc − t)² before it (v, a ≥ 0: a ball slowing
 * as it comes in) and u ≈ still after: where a creeping ball arrived.
 */
function ramp(t: readonly number[], u: readonly number[], still: number, lo: number, hi: number): number {
  let best = { tc: t[hi]!, sse: Infinity };
  for (let k = lo; k < hi; k++) {
    for (const w of [0, 0.25, 0.5, 0.75]) {
      const tc = t[k]! + w * (t[k + 1]! - t[k]!);
      const xs: number[] = [], ys: number[] = [];
      let sse = 0;
      for (let i = lo; i <= hi; i++) {
        if (t[i]! < tc) { xs.push(tc - t[i]!); ys.push(still - u[i]!); } else sse += (still - u[i]!) ** 2;
      }
      const [v, a] = slowing(xs, ys);
      for (let i = 0; i < xs.length; i++) sse += (ys[i]! - v * xs[i]! - a * xs[i]! ** 2) ** 2;
      if (sse < best.sse) best = { tc, sse };
    }
  }
  return best.tc;
}

/** Least squares y ≈ v·x + a·x² with v, a ≥ 0. */
function slowing(xs: readonly number[], ys: readonly number[]): [number, number] {
  let s11 = 0, s12 = 0, s22 = 0, b1 = 0, b2 = 0;
  for (let i = 0; i < xs.length; i++) { const x = xs[i]!, y = ys[i]!; s11 += x * x; s12 += x ** 3; s22 += x ** 4; b1 += x * y; b2 += x * x * y; }
  const det = s11 * s22 - s12 * s12;
  if (det > 1e-12) {
    const v = (b1 * s22 - b2 * s12) / det, a = (s11 * b2 - s12 * b1) / det;
    if (v >= 0 && a >= 0) return [v, a];
  }
  const vOnly = s11 > 0 ? Math.max(0, b1 / s11) : 0, aOnly = s22 > 0 ? Math.max(0, b2 / s22) : 0;
  let e1 = 0, e2 = 0;
  for (let i = 0; i < xs.length; i++) { e1 += (ys[i]! - vOnly * xs[i]!) ** 2; e2 += (ys[i]! - aOnly * xs[i]! ** 2) ** 2; }
  return e1 <= e2 ? [vOnly, 0] : [0, aOnly];
}

