/**
 * Russian pockets: a touch read in a pocket mouth must show the wall's push
 * above the noise of the ball's own points. A real camera's detections of a
 * ball in the jaws (rubber and the pocket's shadow over part of it) wander
 * 2-3 mm, against the simulator's ~1.2: the mouth readings (a turn pushed off
 * a cushion, a reversal across the throat, a ray cast of a bent piece) were
 * tuned on the simulator and take that wander for touches (hand-made clean
 * straight corner pots at σ 2 mm, 150 mm/s, 60 fps: 57 touches per 100
 * pots). A wall's push is a kink of the path: the velocity changes at one
 * time. So a touch stands only when a path with a kink near its time fits
 * the ball's points around it clearly better than one straight line, judged
 * against the noise measured on the ball's own recent points.
 */
import type { BallHistory } from './history.js';
import { median } from './fit.js';

/**
 * Time (s) on each side of a touch whose points are fitted: 9 frames at
 * 60 fps, 4 at 30. The evidence of a real push grows with the span (a slow
 * ball's 100 mm/s deflection bends a 0.07 s span by under 2 mm); the noise's
 * does not. Longer spans let other touches and the ball's slowing in
 * (a rattle's next touch only adds to the evidence against one straight
 * line). Development Russian 30 fps, with KINK_EVIDENCE: 0.07 s lost 17 true
 * touches, 0.12 s 3-6, 0.15 s 3. Range 0.05-0.25.
 */
const KINK_SPAN_S = 0.15;
/**
 * Fewest points on each side for a verdict (fewer, as a ball gone down the
 * pocket: the touch stands, the ray cast's geometry alone says it). At 3
 * the touches of a ball two frames from its drop are kept: development
 * Russian 30 fps kept 3 more true and 2 more false touches, the hand-made
 * σ 2 mm pots gave 46 false touches per 400 corner pots at 60 fps against
 * 23. Range 2-4.
 */
const KINK_SIDE_POINTS = 2;
/**
 * How much better (in units of the noise variance σ²) the kinked path must
 * fit than the straight one. For pure noise the gain is ~χ² with 2 degrees
 * of freedom (one velocity change per axis: above 10 one time in 150), but
 * the readings fire where the noise looks most like a push. Of the false
 * touches of hand-made σ 2 mm straight pots that could be judged, 144 of
 * 155 gained under 10 (0.07 s span); of the development touches in mouths,
 * 6 of 151. Development Russian, 40 matches (0.15 s span), true touches
 * lost at 60 / 30 fps against false touches left per 400 hand-made σ 2 mm
 * corner pots (100-600 mm/s; 149 / 50 without the test): 5 lost 0 / 0 for
 * 50 / 35, 10 lost 1 / 3 for 23 / 29, 15 lost 1 / 4 for 21 / 29.
 * Raising it loses soft real touches (a slow ball glancing off a jaw
 * point); lowering it lets the noise of a straight pot through. Range 5-30.
 */
const KINK_EVIDENCE = 10;
/**
 * Span (s) before a touch whose points measure the ball's noise (second
 * differences of evenly spaced points: a rolling ball's path is straight at
 * that scale; a touch among them changes only one or two, the median keeps
 * them out). Range 0.2-1.
 */
const NOISE_SPAN_S = 0.5;
/** Fewest second differences for a noise measure; fewer: NOISE_FLOOR_MM is used. Range 4-20. */
const NOISE_MIN_TRIPLES = 6;
/**
 * Smallest noise (mm, one axis) a judgement assumes: a few second
 * differences can come out tiny by chance, and a filtered track is smoother
 * than its detections. Range 0.3-1.5.
 */
const NOISE_FLOOR_MM = 0.8;

/**
 * The noise (mm, one axis) of the ball's points over [from, to): from the
 * median absolute second difference (its spread is √6 σ for independent
 * noise) of triples spaced evenly in time.
 */
export function ownNoise(h: BallHistory, from: number, to: number): number {
  const d: number[] = [];
  for (let k = 1; k + 1 < h.t.length; k++) {
    if (h.t[k - 1]! < from || h.t[k + 1]! >= to) continue;
    const a = h.t[k]! - h.t[k - 1]!, b = h.t[k + 1]! - h.t[k]!;
    if (Math.abs(a - b) > 0.25 * Math.min(a, b)) continue;
    d.push(Math.abs(h.x[k + 1]! - 2 * h.x[k]! + h.x[k - 1]!), Math.abs(h.y[k + 1]! - 2 * h.y[k]! + h.y[k - 1]!));
  }
  if (d.length < 2 * NOISE_MIN_TRIPLES) return NOISE_FLOOR_MM;
  return Math.max(NOISE_FLOOR_MM, median(d) / 0.6745 / Math.sqrt(6));
}

/** Least-squares residual of v ≈ Σ c_j·basis_j(t) (small normal equations). */
function sse(ts: readonly number[], vs: readonly number[], basis: ((t: number) => number)[]): number {
  const n = basis.length, A = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  ts.forEach((t, i) => {
    const f = basis.map((b) => b(t));
    for (let r = 0; r < n; r++) { for (let c = 0; c < n; c++) A[r]![c]! += f[r]! * f[c]!; A[r]![n]! += f[r]! * vs[i]!; }
  });
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[p]![c]!)) p = r;
    [A[c], A[p]] = [A[p]!, A[c]!];
    if (Math.abs(A[c]![c]!) < 1e-12) return Infinity;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const q = A[r]![c]! / A[c]![c]!;
      for (let k = c; k <= n; k++) A[r]![k]! -= q * A[c]![k]!;
    }
  }
  const coef = A.map((row, r) => row[n]! / row[r]!);
  return ts.reduce((s, t, i) => { const r = vs[i]! - basis.reduce((a, b, j) => a + coef[j]! * b(t), 0); return s + r * r; }, 0);
}

/**
 * How much better (σ² units) a path kinked within a frame of t fits the
 * points within KINK_SPAN_S of t than a straight one; null when a side has
 * too few points to judge.
 */
export function kinkEvidence(h: BallHistory, t: number): number | null {
  const idx: number[] = [];
  h.t.forEach((tk, k) => { if (Math.abs(tk - t) <= KINK_SPAN_S) idx.push(k); });
  const before = idx.filter((k) => h.t[k]! < t).length, after = idx.length - before;
  if (before < KINK_SIDE_POINTS || after < KINK_SIDE_POINTS) return null;
  const ts = idx.map((k) => h.t[k]! - t), xs = idx.map((k) => h.x[k]!), ys = idx.map((k) => h.y[k]!);
  const line = [(_: number) => 1, (s: number) => s];
  const straight = sse(ts, xs, line) + sse(ts, ys, line);
  const frame = (ts[ts.length - 1]! - ts[0]!) / (ts.length - 1);
  let kinked = Infinity;
  // The break anywhere within a frame of t, in quarter frames: a reading times its touch only to within a frame.
  for (let j = -4; j <= 4; j++) {
    const tb = (j / 4) * frame, basis = [...line, (s: number) => Math.max(0, s - tb)];
    kinked = Math.min(kinked, sse(ts, xs, basis) + sse(ts, ys, basis));
  }
  const sigma = ownNoise(h, t - NOISE_SPAN_S, t - KINK_SPAN_S);
  return (straight - kinked) / (sigma * sigma);
}

/** The touch at t shows no push above the ball's noise (a verdict could be made, and it says straight). */
export function noPushSeen(h: BallHistory, t: number): boolean {
  const e = kinkEvidence(h, t);
  return e !== null && e < KINK_EVIDENCE;
}
