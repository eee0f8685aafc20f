/**
 * When a ball that crept into a cushion as it stopped touched it
 * (settled.ts says that it did). A ball reaching the rail at a few tens of
 * mm/s comes back off it by a mm or so (the rail returns part of its last
 * normal speed) and stops there: its rest lies short of the contact line.
 * Timing the touch where the way in reached the rest level put it where
 * the way in crossed that level, 50-110 ms before the ball reached the
 * rail (development three-cushion 60 fps #20 stroke 2: 62 ms early, rest
 * 1.2 mm short at 20 mm/s; #7 stroke 1: 78 ms early). Here the way in runs
 * to the contact line itself, and after the touch the ball backs off
 * towards its rest.
 */
import { median } from './fit.js';

/** Points of the final rest (median) whose level the ball backs off to. Range 5-30. */
const REST_POINTS = 12;
/**
 * Speeds (mm/s) the ball may back off the rail at after the touch, tried
 * in turn (a slow ball leaves at about half its speed in or less; 0: it
 * stays on the line; a large one: it is back at its rest at once).
 */
const BACK_SPEEDS = [0, 5, 10, 20, 40, 1e6];

/**
 * The touch time tc in points [lo, hi] of normal coordinate `u` (towards
 * the cushion, contact line `line`) minimising the squared error of
 * u ≈ line − v·(tc − t) before it (v ≥ 0: the way in from `lo`, where the
 * ball was last clearly away from its rest) and
 * u ≈ line − min(back, w·(t − tc)) after it, `back` how far short of the
 * line the ball came to rest.
 */
export function settleTouch(t: readonly number[], u: readonly number[], line: number, lo: number, hi: number): number {
  const back = Math.max(0, line - median(u.slice(Math.max(lo, u.length - REST_POINTS))));
  let best = { tc: t[hi]!, sse: Infinity };
  for (let k = lo; k < hi; k++) {
    for (const f of [0, 0.25, 0.5, 0.75]) {
      const tc = t[k]! + f * (t[k + 1]! - t[k]!);
      const sse = wayInError(t, u, line, lo, k, tc) + backOffError(t, u, line, k + 1, hi, tc, back);
      if (sse < best.sse) best = { tc, sse };
    }
  }
  return best.tc;
}

/** Squared error of points [a, b] against the best line − v·(tc − t), v ≥ 0. */
function wayInError(t: readonly number[], u: readonly number[], line: number, a: number, b: number, tc: number): number {
  let sxy = 0, sxx = 0;
  for (let i = a; i <= b; i++) { const x = tc - t[i]!, y = line - u[i]!; sxy += x * y; sxx += x * x; }
  const v = sxx > 0 ? Math.max(0, sxy / sxx) : 0;
  let sse = 0;
  for (let i = a; i <= b; i++) sse += (line - u[i]! - v * (tc - t[i]!)) ** 2;
  return sse;
}

/** Squared error of points [a, b] against line − min(back, w·(t − tc)) for the best w of BACK_SPEEDS. */
function backOffError(t: readonly number[], u: readonly number[], line: number, a: number, b: number, tc: number, back: number): number {
  let best = Infinity;
  for (const w of BACK_SPEEDS) {
    let sse = 0;
    for (let i = a; i <= b; i++) sse += (line - u[i]! - Math.min(back, w * (t[i]! - tc))) ** 2;
    best = Math.min(best, sse);
  }
  return best;
}
