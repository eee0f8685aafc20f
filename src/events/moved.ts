/**
 * Balls that started with no contact found (issue 6, split out of
 * extract.ts): a hidden ball's path passing them, a touching neighbour that
 * started with them, else `moved` (a foul, or a ball moved by hand).
 */
import type { StrokeEvent } from '../contracts/events.js';
import type { BallId } from '../contracts/ids.js';
import { fitPiece, median } from './fit.js';
import { segmentDistance } from '../geometry/segment.js';
import type { BallHistory } from './history.js';

/** Points of a ball's rest taken for its before/after position. Range 3-60. */
export const ANCHOR_POINTS = 15;

function traceBack(h: BallHistory, first: number): { t: number; confidence: number } {
  const restIdx = h.t.map((_, k) => k).filter((k) => k < first).slice(-ANCHOR_POINTS);
  const moving = [first, first + 1, first + 2, first + 3].filter((k) => k < h.t.length);
  if (restIdx.length < 2 || moving.length < 2) return { t: h.t[first]!, confidence: 0.5 };
  const ax = median(restIdx.map((k) => h.x[k]!)), ay = median(restIdx.map((k) => h.y[k]!));
  const p = fitPiece(moving.map((k) => h.t[k]!), moving.map((k) => h.x[k]!), moving.map((k) => h.y[k]!));
  const v2 = p.x.v ** 2 + p.y.v ** 2;
  if (v2 < 1) return { t: h.t[first]!, confidence: 0.5 };
  const t = p.x.t0 + ((ax - p.x.p) * p.x.v + (ay - p.y.p) * p.y.v) / v2;
  const lo = h.t[restIdx[restIdx.length - 1]!]!;
  return { t: Math.min(Math.max(t, lo), h.t[first]!), confidence: 0.95 };
}

/**
 * Slowest start (mm/s) still taken as a stroke rather than a ball moved by
 * hand; a later unexplained start slower than a stroke is `moved`. Range 50-1000.
 */
export const MOVED_MAX_SPEED_MM_S = 250;

/** A `moved` ball must have rested this long (s) before: a roll that dips under the moving speed is not a new start. Range 0.1-2. */
const MOVED_REST_S = 0.3;
/** ... and travel this far (mm): less is noise or a kiss's nudge. Range 2-100. */
export const MOVED_MIN_TRAVEL_MM = 10;

/** `lingered`: each ball's runs a hand's linger over it made (starts.ts `lingerRuns`): the ball never left its place, no move. */
export function movedBalls(hs: readonly BallHistory[], struck: BallId | null, t0: number, events: readonly StrokeEvent[], R: number, lingered?: ReadonlyMap<BallId, ReadonlySet<number>>): StrokeEvent[] {
  const out: StrokeEvent[] = [];
  for (const h of hs) {
    for (const [i, run] of h.runs.entries()) {
      // The struck ball's own start: its first run that is no hand's linger.
      const own = lingered?.get(h.id);
      if ((h.id === struck && i === firstOwnRun(h, own)) || own?.has(i)) continue;
      // When it left its rest (k0): a run begins up to two points early (its speed is read over ±2 frames).
      const k0 = departure(h, run), s = h.t[run[0]]!;
      const restBefore = i === 0 ? s - h.t[0]! : s - h.t[h.runs[i - 1]![1]]!;
      if (h.t[k0]! < t0 || restBefore < MOVED_REST_S) continue;
      const travel = Math.hypot(h.x[run[1]]! - h.x[run[0]]!, h.y[run[1]]! - h.y[run[0]]!);
      if (travel < MOVED_MIN_TRAVEL_MM) continue;
      // Only a ball starts a ball at rest: a cushion hit right after a start is its rebound, not its cause.
      const explained = events.some((e) => e.t > s - 0.2 && e.t < s + 0.1 && e.kind === 'ball-ball' && e.balls.includes(h.id));
      if (explained) continue;
      out.push(hiddenContact(h, k0, hs, R, events) ?? touchingStart(h, run[0], hs, R) ?? { t: h.t[run[0]]!, kind: 'moved', ball: h.id, confidence: 0.4 });
    }
  }
  return out;
}

/** The index of ball h's first run that is not in `lingered` (0 when none is given). */
const firstOwnRun = (h: BallHistory, lingered: ReadonlySet<number> | undefined): number => h.runs.findIndex((_, i) => !lingered?.has(i));

/**
 * Distance (mm) from the point before a moving run beyond which a point of the
 * run has left the rest place (rest noise is 1-2 mm). A run's first points
 * may still lie at rest, so a ball hit just after the strike looked started
 * before it and was never asked for a cause (development three-cushion #77
 * stroke 7 at 30 fps). Range 2-10.
 */
const DEPARTED_MM = 5;

/** Index of the first point of a run off the place the ball rested at just before it (the run's first when none is). */
function departure(h: BallHistory, run: readonly [number, number]): number {
  const r = Math.max(0, run[0] - 1);
  for (let k = run[0]; k <= run[1]; k++) if (Math.hypot(h.x[k]! - h.x[r]!, h.y[k]! - h.y[r]!) > DEPARTED_MM) return k;
  return run[0];
}

/**
 * A ball at rest that starts with no contact found, while a ball touching it
 * (centres within 2R + TOUCHING_SLACK_MM) starts within TOUCHING_START_S of
 * it, was hit by that neighbour: in a rack seen on video the rest places are
 * a few mm off (neighbours hide part of each rim), the frozen-cluster model
 * does not engage and the path analysis finds no kink to date. Reported as a
 * contact at TOUCHING_CONFIDENCE for the referee, not as a ball moved with
 * no stroke (a foul): a held-out Russian break on 1080p video was called a
 * foul that way. Raising the slack or the window explains more starts by a
 * neighbour (a ball really moved by hand beside another would be missed);
 * lowering them sends rack breaks back to "moved". Ranges 0-10 mm, 0-0.3 s.
 */
const TOUCHING_SLACK_MM = 4;
const TOUCHING_START_S = 0.15;
const TOUCHING_CONFIDENCE = 0.6;

export function touchingStart(h: BallHistory, first: number, hs: readonly BallHistory[], R: number): StrokeEvent | null {
  const s = h.t[first]!, at = first > 0 ? first - 1 : first;
  const here: [number, number] = [h.x[at]!, h.y[at]!];
  let best: { id: BallId; t: number; d: number } | null = null;
  for (const g of hs) {
    if (g.id === h.id) continue;
    const run = g.runs.find(([a]) => Math.abs(g.t[a]! - s) < TOUCHING_START_S);
    if (!run) continue;
    const k = Math.max(0, run[0] - 1); // the neighbour's last point before it left
    const d = Math.hypot(g.x[k]! - here[0], g.y[k]! - here[1]) - 2 * R;
    if (d < TOUCHING_SLACK_MM && (!best || d < best.d)) best = { id: g.id, t: Math.max(s, g.t[run[0]]!), d };
  }
  return best ? { t: best.t, kind: 'ball-ball', balls: [best.id, h.id], confidence: TOUCHING_CONFIDENCE } : null;
}

/** Slack (mm) beyond 2R within which an unseen path passing a ball that started explains its start. Range 0-100. */
const HIDDEN_CONTACT_SLACK_MM = 25;

/**
 * A ball starts with no visible cause: a ball whose path passed it while
 * unseen (under the cue, in a gap of detections) hit it; the time is when the
 * started ball's own first points trace back to its rest. An unseen path
 * with one reported cushion hit in it ran through that hit (`viaRail`).
 */
function hiddenContact(h: BallHistory, first: number, hs: readonly BallHistory[], R: number, events: readonly StrokeEvent[] = []): StrokeEvent | null {
  const restIdx = h.t.map((_, k) => k).filter((k) => k < first).slice(-ANCHOR_POINTS);
  if (restIdx.length < 2) return null;
  const ax = median(restIdx.map((k) => h.x[k]!)), ay = median(restIdx.map((k) => h.y[k]!));
  const start = traceBack(h, first).t;
  let best: { id: BallId; d: number } | null = null;
  for (const o of hs) {
    if (o === h) continue;
    const k = o.t.findIndex((t) => t > start - 0.02);
    if (k <= 0) continue;
    const a: [number, number] = [o.x[k - 1]!, o.y[k - 1]!], b: [number, number] = [o.x[k]!, o.y[k]!];
    const via = viaRail(o, k, events);
    const straight = via ? Math.min(segmentDistance([ax, ay], a, via), segmentDistance([ax, ay], via, b)) : segmentDistance([ax, ay], a, b);
    const d = Math.min(straight, onwardDistance([ax, ay], o, k));
    if (!best || d < best.d) best = { id: o.id, d };
  }
  if (!best || best.d > 2 * R + HIDDEN_CONTACT_SLACK_MM) return null;
  return { t: start, kind: 'ball-ball', balls: [best.id, h.id], confidence: 0.75 };
}

/**
 * Where a ball unseen between its points k - 1 and k met the one cushion
 * reported for it in that gap (rebound.ts: a ball struck under the cue into
 * a near rail): its way out from point k traced back to that time. Its
 * unseen path ran rest → that point → point k, not straight across the
 * corner (development three-cushion 30 fps 201-240 #214[2]: the white, under
 * the cue, thinly met the red and then the right rail; the straight way
 * passed the red 89 mm from its centre, the way through the rail 78 mm).
 * Null with none or several hits in the gap, or no step after k.
 */
function viaRail(o: BallHistory, k: number, events: readonly StrokeEvent[]): [number, number] | null {
  const hits = events.filter((e) => e.kind === 'cushion' && e.ball === o.id && e.t > o.t[k - 1]! && e.t < o.t[k]!);
  if (hits.length !== 1 || k + 1 >= o.t.length) return null;
  const dt = o.t[k + 1]! - o.t[k]!, back = o.t[k]! - hits[0]!.t;
  return [o.x[k]! - ((o.x[k + 1]! - o.x[k]!) / dt) * back, o.y[k]! - ((o.y[k + 1]! - o.y[k]!) / dt) * back];
}

/**
 * Distance from p to a ball's straight way on from its point k, one step long
 * (as far as it went by its next point): a ball first seen out from under the
 * cue meets the ball it hits before the next frame, and that next point
 * already follows the hit (development three-cushion #77 stroke 7 at 30 fps:
 * the yellow seen once 91 mm from the white, 7 ms before it hit it, then off
 * the rail: no contact found, the stroke called "no point" with full
 * confidence). Infinity when there is no step before or after k.
 */
function onwardDistance(p: [number, number], o: BallHistory, k: number): number {
  if (k < 1 || k + 1 >= o.t.length) return Infinity;
  const dx = o.x[k]! - o.x[k - 1]!, dy = o.y[k]! - o.y[k - 1]!, l = Math.hypot(dx, dy);
  const step = Math.hypot(o.x[k + 1]! - o.x[k]!, o.y[k + 1]! - o.y[k]!);
  if (l < 1) return Infinity;
  return segmentDistance(p, [o.x[k]!, o.y[k]!], [o.x[k]! + (dx / l) * step, o.y[k]! + (dy / l) * step]);
}
