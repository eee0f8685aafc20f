/**
 * A stroke's tracked frames rearranged per ball: the matched detections only
 * (predictions are never evidence), back-filled where the tracker confirmed a
 * ball late, plus each ball's moving runs and rest anchors.
 */
import type { BallId } from '../contracts/ids.js';
import type { TrackedFrame } from '../track/tracker.js';
import { type Piece, fitPiece, median, noiseFromSecondDiffs } from './fit.js';

export interface BallHistory {
  id: BallId;
  t: number[]; x: number[]; y: number[];
  /** Moving runs as [first, last] indices into t. */
  runs: [number, number][];
}

/**
 * Speed (mm/s) of a ±2-frame difference above which a point is moving.
 * Raising it misses slow pushes and the tail of a roll (rest comes early);
 * lowering it lets detector noise at rest look like motion. Range 10-500.
 */
export const MOVING_SPEED_MM_S = 60;
/** Half-span (s) of the speed estimate: neighbours across a longer gap (an occlusion) are not used. Range 0.02-0.2. */
const SPEED_SPAN_S = 0.075;
/** Shortest moving run (points): one noisy speed estimate is not motion. Range 1-10. */
const MIN_RUN_POINTS = 3;
/** Gaps (points) inside a moving run that do not split it: a flicker of the speed estimate. Range 0-10. */
const RUN_MERGE_POINTS = 3;

/** A straight fit (fit.ts `fitPiece`) over the ball's points at indices `idx` (causes, creep, extract, hitter-meeting, knockers and corner-between each wrote it out). */
export function fitPoints(h: BallHistory, idx: readonly number[]): Piece {
  return fitPiece(idx.map((k) => h.t[k]!), idx.map((k) => h.x[k]!), idx.map((k) => h.y[k]!));
}

export function histories(frames: readonly TrackedFrame[]): Map<BallId, BallHistory> {
  const pts = new Map<BallId, Map<number, [number, number]>>();
  const put = (id: BallId, t: number, x: number, y: number): void => {
    let m = pts.get(id);
    if (!m) pts.set(id, (m = new Map()));
    m.set(t, [x, y]);
  };
  for (const f of frames) {
    for (const b of f.backfill) for (const o of b.observations) put(b.id, o.t, o.x, o.y);
    // Under a rolling shutter a ball is kept where and when the camera saw it (`seen`, src/track/shutter.ts).
    for (const b of f.balls) if (b.observed) put(b.id, b.seen?.t ?? f.t, b.seen?.x ?? b.x, b.seen?.y ?? b.y);
  }
  const out = new Map<BallId, BallHistory>();
  for (const [id, m] of pts) {
    const ts = [...m.keys()].sort((a, b) => a - b);
    const h: BallHistory = { id, t: ts, x: ts.map((t) => m.get(t)![0]), y: ts.map((t) => m.get(t)![1]), runs: [] };
    h.runs = movingRuns(h);
    out.set(id, h);
  }
  return out;
}

/**
 * Fastest step (mm/s) between two consecutive points that is still rolling:
 * a faster one is a ball put down elsewhere by hand (a re-spot, a free ball)
 * and picked up again by the tracker, not motion. Range 5000-20000.
 */
const MAX_STEP_SPEED_MM_S = 12_000;

/** Length (mm) of the step from point k to point k + 1. */
export const stepLength = (h: BallHistory, k: number): number => Math.hypot(h.x[k + 1]! - h.x[k]!, h.y[k + 1]! - h.y[k]!);
/** Speed (mm/s) of that step: its chord over its time. */
export const stepSpeed = (h: BallHistory, k: number): number => stepLength(h, k) / (h.t[k + 1]! - h.t[k]!);

/** Between points k and k+1 the ball jumped (put down by hand): faster than any roll. */
function jump(h: BallHistory, k: number): boolean {
  return h.t[k + 1]! - h.t[k]! > 0 && stepSpeed(h, k) > MAX_STEP_SPEED_MM_S;
}

function movingRuns(h: BallHistory): [number, number][] {
  const n = h.t.length, moving: boolean[] = [];
  for (let k = 0; k < n; k++) moving.push(fasterAround(h, k, NARROW_POINTS));
  // The narrow estimate is trusted where this ball's own noise cannot reach the speed threshold over its span; a noisier
  // ball (a real camera may be twice the renders' noise) needs the wide estimate too, and a run by the narrow one alone
  // only when it moved the ball, rest on both sides (a slow nudge the wide estimate averages away).
  const sigma = restNoise(h) || shortRestNoise(h);
  const sure = moving.map((m, k) => m && (!noisy(h, k, sigma) || wideFaster(h, k) && wideBeyondNoise(h, k, sigma)));
  const runs = runsOf(sure);
  const nudges = runsOf(moving).filter(([a, b]) => !runs.some(([c, d]) => c <= b + SHIFT_POINTS && d >= a - SHIFT_POINTS) && shifted(h, a, b, runs));
  return [...runs, ...nudges].sort((p, q) => p[0] - q[0]);
}

/**
 * The narrow estimate's threshold, in units of its noise, under which a
 * point's speed is not trusted alone: over a span dt the difference of two
 * points has a noise σ√2 a axis, and its length passes 4 of those in 0.03 %
 * of points at rest (Rayleigh). `restNoise` reads ~0.75 of the true σ (the
 * points read moving, the largest deviations, are left out): 0.42-0.57 mm at
 * the renders' 0.6 (60 fps threshold 4 mm = 5-7 of them: trusted, nothing
 * changes), 0.82-1.08 at twice it (2.6-3.4: 6 % of resting points read
 * moving; the wide estimate decides). 30 fps spans 8 mm: trusted at both.
 * Lowering it lets noisier balls trust the narrow estimate. Range 2-6.
 */
const NARROW_TRUST_Z = 4;
function noisy(h: BallHistory, k: number, sigma: number): boolean {
  const [a, b] = span(h, k, NARROW_POINTS);
  return MOVING_SPEED_MM_S * (h.t[b]! - h.t[a]!) < NARROW_TRUST_Z * sigma * Math.SQRT2;
}

/**
 * This ball's position noise a axis at rest (mm): the median |second
 * difference| over 0.6745·√6 of its still points — those within
 * `STILL_SPAN_MM` of where they were `STILL_SPAN_POINTS` points before and
 * after. A slow roll is left out (30 mm/s covers 5 mm in 10 frames at
 * 60 fps): a camera's noise on a moving ball is larger (the renders'
 * twice) and would read a ball that rolls slowly for long as noisy at rest.
 * 0 with under 10 such points (nothing to judge: the narrow estimate stays).
 */
export function restNoise(h: BallHistory): number {
  const d: number[] = [];
  for (let k = STILL_SPAN_POINTS; k < h.t.length - STILL_SPAN_POINTS; k++) {
    const p = k - STILL_SPAN_POINTS, q = k + STILL_SPAN_POINTS;
    if (Math.hypot(h.x[q]! - h.x[p]!, h.y[q]! - h.y[p]!) >= STILL_SPAN_MM) continue;
    d.push(Math.abs(h.x[k + 1]! - 2 * h.x[k]! + h.x[k - 1]!), Math.abs(h.y[k + 1]! - 2 * h.y[k]! + h.y[k - 1]!));
  }
  return d.length < 10 ? 0 : noiseFromSecondDiffs(d);
}
/** See `restNoise`. Range 2-10 mm, 3-15 points. */
const STILL_SPAN_MM = 3, STILL_SPAN_POINTS = 5;

/**
 * The noise a axis (mm) of a history too short for `restNoise` (a ball seen
 * only in a stroke's pre-roll, or first seen late) whose points all lie
 * within SHORT_REST_REACH_MM of their median (the ball lay at one place),
 * from the second differences of its points, as lip-rest.ts does. With no
 * measured noise the narrow speed was trusted alone: at 1.0 mm a axis 16 of
 * 163 such histories of resting balls grew a moving run at 60 fps, at
 * 1.5 mm 88 of 191 (issue 6, session 60; test/events.history-noise-runs).
 * 0 under SHORT_NOISE_POINTS points or for a ball that moved: a slow roll
 * keeps the narrow speed alone (development libre #30[2], a yellow rolling
 * along a rail at ~50 mm/s: its runs, read against its noise, ended 8 points
 * early and its rail hit was dated 0.13 s late).
 */
function shortRestNoise(h: BallHistory): number {
  const n = h.t.length;
  if (n < SHORT_NOISE_POINTS) return 0;
  const mx = median(h.x), my = median(h.y);
  if (h.x.some((x, k) => Math.hypot(x - mx, h.y[k]! - my) > SHORT_REST_REACH_MM)) return 0;
  return secondDiffNoise(h, n);
}

/**
 * The noise a axis (mm) of ball h's points before `end`, from their second differences (noise; a roll at a steady
 * speed has none); 0 with fewer than 3 points. For a history too short for `restNoise` (here, lip-rest.ts).
 */
export function secondDiffNoise(h: BallHistory, end: number): number {
  const d: number[] = [];
  for (let k = 1; k < end - 1; k++) d.push(h.x[k + 1]! - 2 * h.x[k]! + h.x[k - 1]!, h.y[k + 1]! - 2 * h.y[k]! + h.y[k - 1]!);
  return d.length === 0 ? 0 : noiseFromSecondDiffs(d);
}
/**
 * Fewest points for `shortRestNoise`: 3 second differences a axis. Raising
 * it leaves more short histories unguarded (the narrow speed alone);
 * lowering it reads the noise from one or two differences. Range 4-10.
 */
const SHORT_NOISE_POINTS = 5;
/**
 * Farthest (mm) a short history's points may lie from their median for the
 * ball to have lain at one place (`shortRestNoise`): rest noise of 1.5 mm a
 * axis passes it once in ~10⁹ points. Raising it guards short histories of
 * balls that moved a little (their runs then need the wide speed too);
 * lowering it leaves a noisier camera's resting balls unguarded. Range 5-20.
 */
const SHORT_REST_REACH_MM = 10;

function runsOf(moving: readonly boolean[]): [number, number][] {
  const runs: [number, number][] = [];
  for (let k = 0; k < moving.length; k++) {
    if (!moving[k]) continue;
    const last = runs[runs.length - 1];
    if (last && k - last[1] <= RUN_MERGE_POINTS + 1) last[1] = k; else runs.push([k, k]);
  }
  return runs.filter(([a, b]) => b - a + 1 >= MIN_RUN_POINTS);
}

/** Points each side of a run whose median is its rest place next to it, before and after. */
const SHIFT_POINTS = 5;
/**
 * A run that moved its ball this far (mm, rest place after − before) is
 * motion however slow (a ball nudged a few mm at the end of a stroke).
 * Noise comes back to where it was: the medians of 5 points differ by
 * σ ≈ 0.5 mm at the simulator's rest noise, ≈ 1 mm at twice it; of 15
 * (`SHIFT_REST_S` at 60 fps) ≈ 0.3 and 0.6. Range 1-10.
 */
const SHIFT_MM = 3;
/**
 * Time (s) each side of a run over which its ball's rest places must show
 * the shift too (`restSides`: never into another run, never under
 * SHIFT_POINTS points). Over 5 points alone the medians of a real camera's
 * rest noise at 1.5 mm a axis lay 3 mm apart often enough that resting
 * balls grew a noise nudge every ~8 s through the tracker (103 in 200
 * scenes of three balls for 4 s, now 1), and where the noise is correlated
 * from frame to frame (the tracker's filter; a hall camera's shimmer,
 * rolling shutter, compression) 5 points hold fewer independent draws (555
 * in 200 scenes of 3 s, now 42 runs; issue 6, session 61;
 * test/events.nudge-rest-noise). Its cost: true pushes at the bar (a
 * kiss's 3 mm at 1.5 mm through the tracker: 37 → 29 of 100; 4-6 mm as
 * before). Raising it removes more noise nudges and more of those pushes;
 * lowering it brings the noise nudges back. Range 0.1-0.5.
 */
const SHIFT_REST_S = 0.25;
function shifted(h: BallHistory, a: number, b: number, runs: readonly [number, number][]): boolean {
  if (a - SHIFT_POINTS < 0 || b + SHIFT_POINTS >= h.t.length) return false;
  const [p, q] = restSides(h, a, b, runs);
  // A ball put down elsewhere by hand in between moved, but not by rolling: at twice the renders' noise the last
  // resting points before a re-spot made a run here, a strike and a false stroke (development five-pins #13[7], 60 fps).
  for (let k = p; k < q; k++) if (jump(h, k)) return false;
  // Both readings must show the shift: the 5 points next to the run, as before, and the longer sides. The longer sides
  // alone (tried first) moved development strokes at twice the renders' noise: 124 of 1 642, among them a pack's
  // contacts (Russian 60 fps #1[0], #10[0]: an extra touch) and a kiss's push lost (five-pins 60 fps #9[7]).
  const near = [anchor(h, a - SHIFT_POINTS, a - 1)!, anchor(h, b + 1, b + SHIFT_POINTS)!] as const;
  return apart(near[0], near[1]) && apart(anchor(h, p, a - 1)!, anchor(h, b + 1, q)!);
}
/** Two rest places lie more than SHIFT_MM apart. */
const apart = (u: [number, number], v: [number, number]): boolean => Math.hypot(v[0] - u[0], v[1] - u[1]) > SHIFT_MM;
/** First and last indices of run [a, b]'s rest places: SHIFT_REST_S each side, at least SHIFT_POINTS points, never into another of `runs`. */
function restSides(h: BallHistory, a: number, b: number, runs: readonly [number, number][]): [number, number] {
  const prev = Math.max(-1, ...runs.filter(([, d]) => d < a).map(([, d]) => d));
  const next = Math.min(h.t.length, ...runs.filter(([c]) => c > b).map(([c]) => c));
  let p = a - SHIFT_POINTS, q = b + SHIFT_POINTS;
  while (p - 1 > prev && h.t[a]! - h.t[p - 1]! <= SHIFT_REST_S) p--;
  while (q + 1 < next && h.t[q + 1]! - h.t[b]! <= SHIFT_REST_S) q++;
  return [p, q];
}

/** Points a and b lie farther apart than MOVING_SPEED_MM_S covers in `dt` (their time apart, unless told). */
function fasterThan(h: BallHistory, a: number, b: number, dt = h.t[b]! - h.t[a]!): boolean {
  return dt > 0 && Math.hypot(h.x[b]! - h.x[a]!, h.y[b]! - h.y[a]!) / dt > MOVING_SPEED_MM_S;
}

/** Points each side of the narrow speed estimate (the moving runs' own) and of the wide one (noisy balls, `NARROW_TRUST_Z`). */
export const NARROW_POINTS = 2;
const WIDE_POINTS = 4;
/** Indices around k, up to `points` a side within SPEED_SPAN_S and never across a jump. */
function span(h: BallHistory, k: number, points: number): [number, number] {
  const n = h.t.length;
  let a = k, b = k;
  while (a > 0 && a > k - points && h.t[k]! - h.t[a - 1]! <= SPEED_SPAN_S && !jump(h, a - 1)) a--;
  while (b < n - 1 && b < k + points && h.t[b + 1]! - h.t[k]! <= SPEED_SPAN_S && !jump(h, b)) b++;
  return [a, b];
}
/** The speed over the wide span: at 60 fps ±2 frames (4 mm at the threshold) are within reach of a noisy camera, ±4 (8 mm) are not. */
const wideFaster = (h: BallHistory, k: number): boolean => fasterAround(h, k, WIDE_POINTS);

/**
 * The speed around point k over its span (`span`) passes MOVING_SPEED_MM_S;
 * a span cut short by the history's first or last point (fewer points on
 * that side) is judged over twice its longer side: the displacement a whole
 * span would need. There (a stroke's first or last frames, a ball first or
 * last seen in them) the ±2-point span of the middle was cut to one side and
 * its bar shrank with it (2 mm at 60 fps against 4 in the middle): a real
 * camera's rest noise (p90 1 mm a axis) made moving runs of balls that never
 * moved (issue 6, sessions 59-60). A ball already running when first seen
 * passes at its first point from 2 × MOVING_SPEED_MM_S, at its next from
 * 1.5 ×. Spans cut by a gap (a missed frame, an occlusion) keep their own
 * time: judged so too, development strokes changed (events.ab: the rest of
 * balls rolling to a stop dated 30-500 ms apart, a cadre contact lost at
 * 60 fps, a first stroke's strike 0.4 s early at 0.95).
 */
function fasterAround(h: BallHistory, k: number, points: number): boolean {
  const [a, b] = span(h, k, points);
  const atEdge = (a === 0 && k - a < b - k) || (b === h.t.length - 1 && b - k < k - a);
  if (!atEdge) return fasterThan(h, a, b);
  return fasterThan(h, a, b, Math.max(h.t[b]! - h.t[a]!, 2 * Math.max(h.t[k]! - h.t[a]!, h.t[b]! - h.t[k]!)));
}
/**
 * The wide span's displacement is beyond the noise (`NARROW_TRUST_Z`): only
 * a span cut short tells — by a jump (the ball put down elsewhere by hand),
 * a gap or the history's end — which is no wider than the narrow one. At
 * twice the renders' noise the last resting points before the cue hid the
 * ball made a strike 0.4 s early, a stroke of its own (development five-pins
 * #8 stroke 7 at 30 fps, confidently wrong). A ball really running passes at
 * once (a 1 m/s start covers 33 mm in two frames).
 */
function wideBeyondNoise(h: BallHistory, k: number, sigma: number): boolean {
  const [a, b] = span(h, k, WIDE_POINTS);
  return Math.hypot(h.x[b]! - h.x[a]!, h.y[b]! - h.y[a]!) > NARROW_TRUST_Z * sigma * Math.SQRT2;
}

/** Median position of the points in [from, to] (indices, clamped): a ball's rest anchor. */
export function anchor(h: BallHistory, from: number, to: number): [number, number] | null {
  const a = Math.max(0, from), b = Math.min(h.t.length - 1, to);
  if (b < a) return null;
  return [median(h.x.slice(a, b + 1)), median(h.y.slice(a, b + 1))];
}

/** Observed points of a ball with time in [from, to]: indices. */
export function indicesIn(h: BallHistory, from: number, to: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < h.t.length; k++) if (h.t[k]! >= from && h.t[k]! <= to) out.push(k);
  return out;
}

/** The pair's gap (mm beyond touching, 2R) at t, from `positionAt`; NaN where either ball's place is unknown. R = 0: their centres' distance. */
export function pairGap(a: BallHistory, b: BallHistory, t: number, R: number): number {
  const p = positionAt(a, t), q = positionAt(b, t);
  return p && q ? Math.hypot(p[0] - q[0], p[1] - q[1]) - 2 * R : NaN;
}

/** Position by linear interpolation between observations (none across gaps longer than 0.3 s or outside them). */
export function positionAt(h: BallHistory, t: number): [number, number] | null {
  const ts = h.t;
  if (ts.length === 0 || t < ts[0]! || t > ts[ts.length - 1]!) return null;
  let lo = 0, hi = ts.length - 1;
  while (hi - lo > 1) { const mid = (lo + hi) >> 1; if (ts[mid]! <= t) lo = mid; else hi = mid; }
  if (ts[hi]! - ts[lo]! > 0.3) return null;
  const w = ts[hi]! === ts[lo]! ? 0 : (t - ts[lo]!) / (ts[hi]! - ts[lo]!);
  return [h.x[lo]! + w * (h.x[hi]! - h.x[lo]!), h.y[lo]! + w * (h.y[hi]! - h.y[lo]!)];
}
