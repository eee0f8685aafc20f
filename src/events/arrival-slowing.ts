/**
 * The touch of a ball that rolls up to a rail slowing and stops against it
 * (issue 6, cushion timing). cushions.ts `arrival` dates it by a V pinned
 * on the contact line (grazes.ts `corner`): a straight way in and a way out.
 * The cloth slows a rolling ball as it comes in, so the straight way in runs
 * through its faster early points and its slower late ones and reaches the
 * line early (development Russian #1[6] at 30 fps: w1 into the left rail,
 * its normal speed falling 50 → 11 mm/s over the last 0.3 s, read 131 ms
 * early). Here the way in may slow, line − v·x − a·x² (x the time before the
 * touch), within what the cloth can take and what the ball's own speed
 * before the way in allows; that touch is taken only where it fits the
 * points clearly better than the straight way in.
 */
import { type Line, fitLine, median, slopeVar } from './fit.js';
import { cornerFit, type WayIn } from './grazes.js';

/**
 * The most the cloth takes from a rolling ball's speed (mm/s²): μr·g is
 * 98-128 on the renders' cloths; a normal component slows no faster than
 * the speed. Bounds the slowing way in's 2a and the speed a ball can have
 * lost since it was measured. Raising it lets the bent way bend more (a
 * glancing ball's noise read as slowing: development Russian 60 fps #19[7]
 * without it 66 ms late, session 61); lowering it below the cloths' own
 * deceleration leaves a slowing ball early. Range 100-250.
 */
export const ROLL_DECEL_MAX_MM_S2 = 150;

/**
 * How much better (in the ball's moving noise variance σ²) the slowing way
 * in must fit the points than the straight one over the same points to date
 * the touch: one parameter more, a 2σ bend. Lowering it reads glancing
 * arrivals late (the points' noise bent: development Russian 60 fps #30[5]
 * gains 3.1 σ², its slowing touch 85 ms late; 30 fps #36[2] 1.2 σ², 102 ms
 * late); raising it leaves slowing balls early (#1[6] and #2[3] at 30 fps
 * gain 45 and 44 σ²; development five-pins and Russian 60 fps arrivals
 * read nearer the truth 6-15 σ²). Range 2-8.
 */
export const SLOWING_GAIN_SIGMA2 = 4;

/**
 * Time (s) before the way in whose points measure the ball's normal speed
 * there (`speedBefore`): long enough for a slope against the noise, short
 * enough to stay on the last straight of the path. Raising it reaches back
 * past an earlier turn; lowering it leaves the bound loose. Range 0.1-0.4.
 */
export const SPEED_BEFORE_S = 0.25;

/** Points at least in SPEED_BEFORE_S to measure a speed from (fewer: no bound from it, the slowing way in is not tried). */
const SPEED_BEFORE_POINTS = 4;

/**
 * Standard errors of the speed measured before the way in by which the
 * slowing way in's speed there may differ from it. Raising it loosens the
 * bound (the held-out overshoot of session 61 came back); lowering it makes
 * the measured speed's own noise refuse true slowing. Range 1.5-4.
 */
const SPEED_Z = 2.5;

/** The ball's normal speed (mm/s, towards the rail) and its standard error, measured before the way in, at time `tAt`. */
export interface SpeedBefore { v: number; sd: number; tAt: number }

/**
 * The normal speed measured over SPEED_BEFORE_S before point `lo` (the way
 * in's first), `null` when too few points lie there or a gap splits them.
 */
export function speedBefore(t: readonly number[], u: readonly number[], lo: number, maxGapS: number): SpeedBefore | null {
  const idx: number[] = [];
  for (let i = lo - 1; i >= 0 && t[lo]! - t[i]! <= SPEED_BEFORE_S; i--) {
    if (t[idx[idx.length - 1] ?? lo]! - t[i]! > maxGapS) break;
    idx.push(i);
  }
  if (idx.length < SPEED_BEFORE_POINTS) return null;
  idx.reverse();
  const ts = idx.map((i) => t[i]!), f: Line = fitLine(ts, idx.map((i) => u[i]!));
  return { v: f.v, sd: Math.sqrt(slopeVar(f.rms, ts[ts.length - 1]! - ts[0]!, ts.length)), tAt: f.t0 };
}

/**
 * The slowing way in: y ≈ v·x + a·x² (y = line − u, x the time before the
 * touch at `tc`) with 0 ≤ 2a ≤ ROLL_DECEL_MAX_MM_S2 and v within what the
 * speed measured before allows: the cloth took at most ROLL_DECEL_MAX_MM_S2
 * since then (v ≥ vb − D·xb − z·sd), and the ball was not faster there than
 * measured (v + 2a·xb ≤ vb + z·sd). Returns the least squared error, or
 * Infinity where no such way fits.
 */
export function slowingFit(before: SpeedBefore, xs: readonly number[], ys: readonly number[], tc: number): { v: number; a: number; sse: number } {
  const none = { v: NaN, a: NaN, sse: Infinity };
  const xb = tc - before.tAt, slack = SPEED_Z * before.sd;
  const vMin = Math.max(0, before.v - ROLL_DECEL_MAX_MM_S2 * xb - slack), vMax = before.v + slack;
  if (vMax < vMin) return none;
  let sxx = 0, sx3 = 0, sx4 = 0, sxy = 0, sx2y = 0, syy = 0;
  xs.forEach((x, i) => { const y = ys[i]!, x2 = x * x; sxx += x2; sx3 += x2 * x; sx4 += x2 * x2; sxy += x * y; sx2y += x2 * y; syy += y * y; });
  const sse = (v: number, a: number): number => syy - 2 * v * sxy - 2 * a * sx2y + v * v * sxx + 2 * v * a * sx3 + a * a * sx4;
  // Feasible: vMin ≤ v, 0 ≤ a ≤ aMax, v + 2a·xb ≤ vMax. A convex quadratic: its least lies inside or on an edge.
  const aMax = ROLL_DECEL_MAX_MM_S2 / 2, ok = (v: number, a: number): boolean => v >= vMin - 1e-9 && a >= -1e-9 && a <= aMax + 1e-9 && v + 2 * a * xb <= vMax + 1e-9;
  const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
  const aOf = (v: number): number => (sx4 > 0 ? (sx2y - v * sx3) / sx4 : 0), vOf = (a: number): number => (sxx > 0 ? (sxy - a * sx3) / sxx : 0);
  const det = sxx * sx4 - sx3 * sx3;
  // The corners' reach on each edge: a ≤ aEdge keeps v = vMin (or the diagonal) above vMin.
  const aEdge = Math.min(aMax, (vMax - vMin) / (2 * xb)), vTop = (a: number): number => vMax - 2 * a * xb;
  const tries: [number, number][] = [[vMin, 0], [vMax, 0], [vMin, aEdge], [vTop(aEdge), aEdge]];
  if (det > 1e-12) tries.push([(sxy * sx4 - sx2y * sx3) / det, (sxx * sx2y - sx3 * sxy) / det]);
  tries.push([clamp(vOf(0), vMin, vMax), 0], [vMin, clamp(aOf(vMin), 0, aEdge)]);
  if (vTop(aMax) >= vMin) tries.push([clamp(vOf(aMax), vMin, vTop(aMax)), aMax]);
  // On the diagonal v = vMax − 2a·xb: a 1-D quadratic in a.
  const ax = -2 * xb, k2 = sx4 + 2 * ax * sx3 + ax * ax * sxx;
  if (k2 > 0) { const a = clamp((sx2y + ax * sxy - vMax * (sx3 + ax * sxx)) / k2, 0, aEdge); tries.push([vTop(a), a]); }
  let best = none;
  for (const [v, a] of tries) if (ok(v, a) && sse(v, a) < best.sse) best = { v, a, sse: sse(v, a) };
  return best;
}

/** `slowingFit` as a way in for `cornerFit`. */
export const slowingWayIn = (before: SpeedBefore): WayIn => (xs, ys, tc) => slowingFit(before, xs, ys, tc).sse;

/**
 * Time (s) the slowing way in may spend within the ball's rest level of the
 * line before its touch (`restBefore`): a longer creep says the ball was
 * read at rest before the fitted touch, its way in bent onto the noise of a
 * ball resting a mm short of the line (development Russian 30 fps #30[0]
 * and #30[5]: 122 and 117 ms, gains 5.8 and 7.1 σ², their slowing touches
 * 73 and 119 ms late; libre 60 fps #24[3]: 65 ms, 17 ms early → 33 ms
 * late; #1[6] and #2[3], slowing into the rail: 29 and 0 ms; the slowing
 * touches nearer the truth on development 1-40 creep 0-39 ms, but five-pins
 * 60 fps #40[5] 54 ms). Raising it lets such late touches through (60 fps
 * #30[5]: 62 ms, 85 ms late, kept out by the gain bar too); lowering it
 * refuses slowing balls whose rest level reads short in the noise or which
 * came back off the rail. Range 0.03-0.12.
 */
export const REST_BEFORE_TOUCH_S = 0.05;

/**
 * How long (s) before the touch at `tc` the slowing way in (v, a) is within
 * the ball's rest level of the line: the median of the points after the
 * touch up to point `hi` (0 where it rests on or past the line).
 */
export function restBefore(t: readonly number[], u: readonly number[], line: number, tc: number, hi: number, v: number, a: number): number {
  const after: number[] = [];
  for (let i = hi; i >= 0 && t[i]! > tc; i--) after.push(line - u[i]!);
  const short = after.length > 0 ? median(after) : 0;
  if (!(short > 0)) return 0;
  return a > 1e-9 ? (-v + Math.sqrt(v * v + 4 * a * short)) / (2 * a) : v > 0 ? short / v : Infinity;
}

/**
 * The arrival's touch in points [lo, hi] (lo the straight way in's first):
 * the V with the straight way in (grazes.ts `corner`), or the slowing way
 * in's (taken back SLOWING_WAY_S further, within the run from `runStart`),
 * where the ball's speed was measured before it, it fits those points
 * better than a straight way in by SLOWING_GAIN_SIGMA2·σ², and the ball was
 * not read at rest before its touch (REST_BEFORE_TOUCH_S). `sigma`: the
 * ball's moving noise (mm); `maxGapS`: the longest gap between points of a
 * way in.
 */
export function arrivalTouch(t: readonly number[], u: readonly number[], line: number, lo: number, hi: number, sigma: number, maxGapS: number, runStart = lo): number {
  const straight = cornerFit(t, u, line, lo, hi);
  const from = slowingFrom(t, lo, runStart, maxGapS);
  const before = speedBefore(t, u, from, maxGapS);
  if (before === null) return straight.tc;
  const slowing = cornerFit(t, u, line, from, hi, slowingWayIn(before));
  const plain = from === lo ? straight : cornerFit(t, u, line, from, hi);
  if (!(plain.sse - slowing.sse > SLOWING_GAIN_SIGMA2 * sigma * sigma)) return straight.tc;
  const xs: number[] = [], ys: number[] = [];
  for (let i = from; i <= hi && t[i]! < slowing.tc; i++) { xs.push(slowing.tc - t[i]!); ys.push(line - u[i]!); }
  const way = slowingFit(before, xs, ys, slowing.tc);
  return restBefore(t, u, line, slowing.tc, hi, way.v, way.a) <= REST_BEFORE_TOUCH_S ? slowing.tc : straight.tc;
}

/**
 * Time (s) by which the slowing fit's way in reaches back before the
 * straight one's first point: that takes at most 8 points (cushions.ts
 * MAX_SIDE_POINTS: 0.23 s at 30 fps, 0.12 s at 60), over which a ball
 * slowing at 120 mm/s² departs from a line by under a point's noise (0.2 mm
 * over 0.12 s). On the straight way in alone #2[3] at 30 fps gained 0.6 σ²
 * and stayed 169 ms early, and a synthetic ball slowing at 130 mm/s² to 20
 * mm/s at 60 fps was read within the reach in 7 of 20 draws (now 44 σ², 11
 * ms; 12 of 20). Raising it reaches back past an earlier turn (the run's
 * start and any gap still end it); lowering it leaves slowing unseen.
 * Range 0.1-0.4.
 */
export const SLOWING_WAY_S = 0.25;

/** The first point of the slowing fit's way in: back from `lo` up to SLOWING_WAY_S, within the run (from `runStart`), across no gap over `maxGapS`. */
function slowingFrom(t: readonly number[], lo: number, runStart: number, maxGapS: number): number {
  let i = lo;
  while (i - 1 >= runStart && t[lo]! - t[i - 1]! <= SLOWING_WAY_S && t[i]! - t[i - 1]! <= maxGapS) i--;
  return i;
}
