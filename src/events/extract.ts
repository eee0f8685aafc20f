/**
 * One stroke's events from its tracked frames (CONTRACTS vocabulary, each
 * with time, frame and confidence): strike and the ball struck, ball-ball
 * contacts, cushion contacts, pins, pockets and balls leaving the table,
 * balls moved with no contact, rest; plus the positions before and after.
 * A contact the evidence cannot settle is reported with a low confidence or,
 * when more likely absent, leaves its doubt on the stroke's `rest` event, so
 * `minConfidence` flags the stroke to the referee: never silently decided.
 */
import type { StrokeEvent } from '../contracts/events.js';
import type { BallId, Discipline, PinId, PinState, Vec2 } from '../contracts/ids.js';
import type { Position } from '../contracts/match.js';
import type { TableModel } from '../geometry/tables.js';
import type { TrackedFrame } from '../track/tracker.js';
import { ballContacts } from './contacts.js';
import { cushionContacts } from './cushions.js';
import { fitPiece, median } from './fit.js';
import { type BallHistory, histories } from './history.js';
import { pinEvents } from './pins.js';
import { vanished } from './vanish.js';

export interface StrokeContext { table: TableModel; discipline: Discipline }

export interface ExtractedStroke {
  events: StrokeEvent[];
  before: Position;
  after: Position;
  /** The ball the strike moved (null: nothing was struck in these frames). */
  struck: BallId | null;
}

/** Points of a ball's rest taken for its before/after position. Range 3-60. */
const ANCHOR_POINTS = 15;

export function extractStroke(frames: readonly TrackedFrame[], ctx: StrokeContext): ExtractedStroke {
  const hs = [...histories(frames).values()];
  const times = frames.map((f) => f.t);
  const R = ctx.table.ballRadius;
  const cushions = hs.flatMap((h) => cushionContacts(h, ctx.table));
  const breaks = new Map(hs.map((h) => [h.id, cushions.filter((c) => c.ball === h.id).map((c) => c.t)]));
  const contacts = ballContacts(hs, R, times, breaks);
  const strike = findStrike(hs, contacts.map((c) => c.event), R);
  const t0 = strike?.t ?? times[0]!;
  const events: StrokeEvent[] = [];
  let doubt = 1;
  if (strike) events.push({ t: strike.t, kind: 'strike', ball: strike.ball, confidence: strike.confidence });
  const hit = strike?.hit;
  if (strike && hit) events.push({ t: strike.t + 1e-3, kind: 'ball-ball', balls: [strike.ball, hit], confidence: strike.confidence });
  for (const c of contacts) {
    if (c.event.t < t0 - 0.02) continue;
    if (hit && c.event.balls.includes(hit) && c.event.balls.includes(strike.ball) && c.event.t < t0 + 0.1) continue;
    if (c.doubt !== undefined) doubt = Math.min(doubt, 1 - c.doubt); else events.push(c.event);
  }
  events.push(...cushions.filter((e) => e.t >= t0));
  const lastT = times[times.length - 1]!;
  for (const h of hs) events.push(...vanished(h, ctx.table, lastT, events));
  let pins: { before: Partial<Record<PinId, PinState>>; after: Partial<Record<PinId, PinState>> } | null = null;
  if (ctx.discipline === 'five-pins' && ctx.table.kind === 'carom') {
    const p = pinEvents(frames, ctx.table, hs, t0);
    events.push(...p.events);
    pins = p;
  }
  events.push(...movedBalls(hs, strike?.ball ?? null, t0, events, R));
  events.sort((a, b) => a.t - b.t);
  const restT = Math.max(restTime(hs), events.length ? events[events.length - 1]!.t : t0);
  events.push({ t: restT, kind: 'rest', confidence: doubt });
  return {
    events: events.map((e) => ({ ...e, frame: frameAt(frames, e.t) })),
    before: { balls: positions(hs, t0, 'before'), ...(pins ? { pins: pins.before } : {}) },
    after: { balls: positions(hs, lastT, 'after'), ...(pins ? { pins: pins.after } : {}) },
    struck: strike?.ball ?? null,
  };
}

/** The first ball to leave its rest with no contact to explain it; the time its first moving points trace back to its rest. */
function findStrike(hs: readonly BallHistory[], contacts: readonly { t: number; balls: [BallId, BallId] }[], R: number): { ball: BallId; t: number; confidence: number; hit?: BallId } | null {
  let best: { ball: BallId; t: number; confidence: number } | null = null;
  for (const h of hs) {
    const run = h.runs[0];
    if (!run) continue;
    const startT = h.t[run[0]]!;
    if (contacts.some((c) => c.balls.includes(h.id) && c.t < startT + 0.01 && c.t > startT - 0.15)) continue;
    const t = traceBack(h, run[0]);
    if (!best || t.t < best.t) best = { ball: h.id, ...t };
  }
  return best ? hiddenStriker(hs, best, R) : null;
}

/** A ball unseen this long (s) right before it was first seen moving was hidden (under the cue). Range 0.05-1. */
const HIDDEN_GAP_S = 0.15;

/**
 * The first ball seen moving may have been hit by the cue ball while the cue
 * hid it: when a ball that was hidden until after that start had lain within
 * reach of it and has moved too, that ball was struck and hit the other at once.
 */
function hiddenStriker(hs: readonly BallHistory[], seen: { ball: BallId; t: number; confidence: number }, R: number): { ball: BallId; t: number; confidence: number; hit?: BallId } {
  const x = hs.find((h) => h.id === seen.ball)!;
  const xr = anchorBefore(x, x.runs[0]![0]);
  if (!xr) return seen;
  for (const y of hs) {
    const run = y.runs[0];
    if (y === x || !run || run[0] === 0) continue;
    const gap = y.t[run[0]]! - y.t[run[0] - 1]!;
    const yr = anchorBefore(y, run[0]);
    if (gap < HIDDEN_GAP_S || y.t[run[0]]! < seen.t || y.t[run[0] - 1]! > seen.t || !yr) continue;
    if (Math.hypot(xr[0] - yr[0], xr[1] - yr[1]) <= 2 * R + HIDDEN_CONTACT_SLACK_MM) return { ball: y.id, t: seen.t - 1e-3, confidence: 0.75, hit: x.id };
  }
  return seen;
}

function anchorBefore(h: BallHistory, first: number): [number, number] | null {
  const idx = h.t.map((_, k) => k).filter((k) => k < first).slice(-ANCHOR_POINTS);
  return idx.length < 2 ? null : [median(idx.map((k) => h.x[k]!)), median(idx.map((k) => h.y[k]!))];
}

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
const MOVED_MIN_TRAVEL_MM = 10;

function movedBalls(hs: readonly BallHistory[], struck: BallId | null, t0: number, events: readonly StrokeEvent[], R: number): StrokeEvent[] {
  const out: StrokeEvent[] = [];
  for (const h of hs) {
    for (const [i, run] of h.runs.entries()) {
      if (h.id === struck && i === 0) continue;
      const s = h.t[run[0]]!;
      const restBefore = i === 0 ? s - h.t[0]! : s - h.t[h.runs[i - 1]![1]]!;
      if (s < t0 || restBefore < MOVED_REST_S) continue;
      const travel = Math.hypot(h.x[run[1]]! - h.x[run[0]]!, h.y[run[1]]! - h.y[run[0]]!);
      if (travel < MOVED_MIN_TRAVEL_MM) continue;
      const explained = events.some((e) => e.t > s - 0.2 && e.t < s + 0.1 && (e.kind === 'ball-ball' ? e.balls.includes(h.id) : e.kind === 'cushion' && e.ball === h.id));
      if (explained) continue;
      out.push(hiddenContact(h, run[0], hs, R) ?? { t: h.t[run[0]]!, kind: 'moved', ball: h.id, confidence: 0.4 });
    }
  }
  return out;
}

/** Slack (mm) beyond 2R within which an unseen path passing a ball that started explains its start. Range 0-100. */
const HIDDEN_CONTACT_SLACK_MM = 25;

/**
 * A ball starts with no visible cause: a ball whose path passed it while
 * unseen (under the cue, in a gap of detections) hit it; the time is when the
 * started ball's own first points trace back to its rest.
 */
function hiddenContact(h: BallHistory, first: number, hs: readonly BallHistory[], R: number): StrokeEvent | null {
  const restIdx = h.t.map((_, k) => k).filter((k) => k < first).slice(-ANCHOR_POINTS);
  if (restIdx.length < 2) return null;
  const ax = median(restIdx.map((k) => h.x[k]!)), ay = median(restIdx.map((k) => h.y[k]!));
  const start = traceBack(h, first).t;
  let best: { id: BallId; d: number } | null = null;
  for (const o of hs) {
    if (o === h) continue;
    const k = o.t.findIndex((t) => t > start - 0.02);
    if (k <= 0) continue;
    const d = segmentDistance([ax, ay], [o.x[k - 1]!, o.y[k - 1]!], [o.x[k]!, o.y[k]!]);
    if (!best || d < best.d) best = { id: o.id, d };
  }
  if (!best || best.d > 2 * R + HIDDEN_CONTACT_SLACK_MM) return null;
  return { t: start, kind: 'ball-ball', balls: [best.id, h.id], confidence: 0.75 };
}

function segmentDistance(p: [number, number], a: [number, number], b: [number, number]): number {
  const vx = b[0] - a[0], vy = b[1] - a[1], l2 = vx * vx + vy * vy;
  const u = l2 > 0 ? Math.min(1, Math.max(0, ((p[0] - a[0]) * vx + (p[1] - a[1]) * vy) / l2)) : 0;
  return Math.hypot(p[0] - a[0] - u * vx, p[1] - a[1] - u * vy);
}

/** Rolling deceleration (mm/s²) used to carry a ball from its last moving point to rest. Range 20-500. */
const ROLL_DECEL_MM_S2 = 100;

function restTime(hs: readonly BallHistory[]): number {
  let t = -Infinity;
  for (const h of hs) {
    const run = h.runs[h.runs.length - 1];
    if (!run) continue;
    const idx = [run[1] - 3, run[1] - 2, run[1] - 1, run[1]].filter((k) => k >= 0);
    const p = fitPiece(idx.map((k) => h.t[k]!), idx.map((k) => h.x[k]!), idx.map((k) => h.y[k]!));
    const v = Math.hypot(p.x.v, p.y.v);
    t = Math.max(t, h.t[run[1]]! + Math.min(v / ROLL_DECEL_MM_S2, 1.5));
  }
  return t;
}

function positions(hs: readonly BallHistory[], at: number, which: 'before' | 'after'): Partial<Record<BallId, Vec2>> {
  const out: Partial<Record<BallId, Vec2>> = {};
  for (const h of hs) {
    const idx = h.t.map((_, k) => k).filter((k) => (which === 'before' ? h.t[k]! < at : h.t[k]! > at - 0.6));
    const pick = which === 'before' ? idx.slice(-ANCHOR_POINTS) : idx.slice(-ANCHOR_POINTS);
    if (pick.length === 0) continue;
    if (which === 'after' && h.t[h.t.length - 1]! < at - 0.3) continue;
    out[h.id] = [median(pick.map((k) => h.x[k]!)), median(pick.map((k) => h.y[k]!))];
  }
  return out;
}

function frameAt(frames: readonly TrackedFrame[], t: number): number {
  let best = frames[0]!;
  for (const f of frames) if (Math.abs(f.t - t) < Math.abs(best.t - t)) best = f;
  return best.frame;
}
