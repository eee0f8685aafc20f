/**
 * A stroke's tracked frames rearranged per ball: the matched detections only
 * (predictions are never evidence), back-filled where the tracker confirmed a
 * ball late, plus each ball's moving runs and rest anchors.
 */
import type { BallId } from '../contracts/ids.js';
import type { TrackedFrame } from '../track/tracker.js';
import { median } from './fit.js';

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

export function histories(frames: readonly TrackedFrame[]): Map<BallId, BallHistory> {
  const pts = new Map<BallId, Map<number, [number, number]>>();
  const put = (id: BallId, t: number, x: number, y: number): void => {
    let m = pts.get(id);
    if (!m) pts.set(id, (m = new Map()));
    m.set(t, [x, y]);
  };
  for (const f of frames) {
    for (const b of f.backfill) for (const o of b.observations) put(b.id, o.t, o.x, o.y);
    for (const b of f.balls) if (b.observed) put(b.id, f.t, b.x, b.y);
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

/** Between points k and k+1 the ball jumped (put down by hand): faster than any roll. */
function jump(h: BallHistory, k: number): boolean {
  const dt = h.t[k + 1]! - h.t[k]!;
  return dt > 0 && Math.hypot(h.x[k + 1]! - h.x[k]!, h.y[k + 1]! - h.y[k]!) / dt > MAX_STEP_SPEED_MM_S;
}

function movingRuns(h: BallHistory): [number, number][] {
  const n = h.t.length, moving: boolean[] = [];
  for (let k = 0; k < n; k++) {
    let a = k, b = k;
    while (a > 0 && a > k - 2 && h.t[k]! - h.t[a - 1]! <= SPEED_SPAN_S && !jump(h, a - 1)) a--;
    while (b < n - 1 && b < k + 2 && h.t[b + 1]! - h.t[k]! <= SPEED_SPAN_S && !jump(h, b)) b++;
    const dt = h.t[b]! - h.t[a]!;
    moving.push(dt > 0 && Math.hypot(h.x[b]! - h.x[a]!, h.y[b]! - h.y[a]!) / dt > MOVING_SPEED_MM_S);
  }
  const runs: [number, number][] = [];
  for (let k = 0; k < n; k++) {
    if (!moving[k]) continue;
    const last = runs[runs.length - 1];
    if (last && k - last[1] <= RUN_MERGE_POINTS + 1) last[1] = k; else runs.push([k, k]);
  }
  return runs.filter(([a, b]) => b - a + 1 >= MIN_RUN_POINTS);
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
