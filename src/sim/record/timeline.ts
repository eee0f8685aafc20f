/**
 * What is on the table at any instant of a planned recording: the stroke in
 * play (its physics), the re-spotting between strokes (a hand carries each
 * ball or pin that the next stroke starts from elsewhere), and the cue of
 * each stroke around its strike. Built once per recording; `at(t)` is pure.
 */
import type { BallId, PinId, PinState, Vec2 } from '../../contracts/ids.js';
import type { BallAt, PinAt, SimState } from '../physics/index.js';
import type { PlannedRecording, PlannedStroke } from '../plan.js';
import { CUE_LEAD_S } from '../plan.js';
import type { BallPose, Occluder, PinPose, Quat, SceneState } from '../render/scene.js';
import { CUE_AFTER_S, cueAt, handAt } from './gestures.js';

/**
 * A ball or pin the next stroke starts more than this far (mm) from where the
 * last one left it is carried there by hand. Lower makes hands appear for
 * rounding differences in a planner's positions; higher lets small re-spots
 * jump without a hand.
 */
export const PLACE_TOLERANCE_MM = 2;
/** Pause after the rest before the first hand comes in (s). */
const PLACE_DELAY_S = 0.4;
/** Time one placement takes at most (reach, lift, carry, put down, withdraw), s. */
const PLACE_SLOT_S = 1.0;
/** A falling pin is drawn lying once its tilt is this close to π/2 (rad). */
const LYING_TILT = 0.05;

const IDENTITY: Quat = [1, 0, 0, 0];

/** Hamilton product a·b ([w, x, y, z]). */
export function qmul(a: Quat, b: Quat): Quat {
  return [
    a[0] * b[0] - a[1] * b[1] - a[2] * b[2] - a[3] * b[3],
    a[0] * b[1] + a[1] * b[0] + a[2] * b[3] - a[3] * b[2],
    a[0] * b[2] - a[1] * b[3] + a[2] * b[0] + a[3] * b[1],
    a[0] * b[3] + a[1] * b[2] - a[2] * b[1] + a[3] * b[0],
  ];
}

export interface BallNow { pos: Vec2; v: Vec2; q: Quat; moving: boolean }
export interface PinNow { state: PinState; pos: Vec2; heading: number; tilt: number }

/** One instant: what the renderer draws and what truth.json records. */
export interface Moment {
  scene: SceneState;
  /** Balls on the cloth (pocketed, off-table and carried balls are absent). */
  balls: Partial<Record<BallId, BallNow>>;
  pins: Partial<Record<PinId, PinNow>>;
  occluders: Occluder[];
}

interface Move {
  /** One ball, or every pin that changes (stood up together). */
  kind: 'ball' | 'pins';
  ids: string[];
  from: Vec2 | null;
  to: Vec2 | null;
  start: number; pick: number; put: number; end: number;
}

export interface Timeline {
  duration: number;
  at(t: number): Moment;
  /** Placements by hand between strokes (for docs, tests and contact sheets). */
  moves: readonly Readonly<Move>[];
}

const restOf = (p: PlannedStroke): number => {
  const rest = p.sim.events.find((e) => e.kind === 'rest');
  return rest ? rest.t : p.sim.end;
};

function ballsOnCloth(s: SimState): Map<BallId, BallAt> {
  const out = new Map<BallId, BallAt>();
  for (const [id, b] of Object.entries(s.balls) as [BallId, BallAt][]) if (b.status === 'table') out.set(id, b);
  return out;
}

function pinNow(p: PinAt): PinNow {
  return { state: p.state, pos: [p.pose.pos[0], p.pose.pos[1]], heading: p.pose.heading, tilt: p.pose.tilt };
}

const far = (a: Vec2, b: Vec2): boolean => Math.hypot(a[0] - b[0], a[1] - b[1]) > PLACE_TOLERANCE_MM;

function mean(ps: readonly Vec2[]): Vec2 | null {
  if (ps.length === 0) return null;
  return [ps.reduce((s, p) => s + p[0], 0) / ps.length, ps.reduce((s, p) => s + p[1], 0) / ps.length];
}

/** Balls and pins that differ between a stroke's end and the next one's start, each given a time slot. */
function movesBetween(prev: PlannedStroke, next: PlannedStroke): Move[] {
  const end = prev.sim.stateAt(prev.sim.end);
  const start = next.sim.stateAt(next.sim.start);
  const a = ballsOnCloth(end), b = ballsOnCloth(start);
  const items: Omit<Move, 'start' | 'pick' | 'put' | 'end'>[] = [];
  for (const id of new Set([...a.keys(), ...b.keys()])) {
    const from = a.get(id)?.pos ?? null, to = b.get(id)?.pos ?? null;
    if (!from || !to || far(from, to)) items.push({ kind: 'ball', ids: [id], from, to });
  }
  // The referee stands the pins up in one go: one hand over the castle.
  const pins: string[] = [];
  const froms: Vec2[] = [], tos: Vec2[] = [];
  for (const [id, p] of Object.entries(start.pins) as [PinId, PinAt][]) {
    const q = end.pins[id];
    if (q && q.state === p.state && !far(q.pose.pos, p.pose.pos)) continue;
    pins.push(id);
    if (q && q.state !== 'removed') froms.push(q.pose.pos);
    if (p.state !== 'removed') tos.push(p.pose.pos);
  }
  if (pins.length) items.push({ kind: 'pins', ids: pins, from: mean(froms), to: mean(tos) });
  const t0 = restOf(prev) + PLACE_DELAY_S;
  const window = next.sim.start - CUE_LEAD_S - t0;
  const slot = items.length ? Math.max(0, Math.min(PLACE_SLOT_S, window / items.length)) : 0;
  return items.map((it, i) => {
    // No time to place (a stroke played while balls still roll): everything switches at the strike.
    const s = slot > 0 ? t0 + i * slot : next.sim.start;
    return { ...it, start: s, pick: s + 0.3 * slot, put: s + 0.7 * slot, end: s + slot };
  });
}

/** Pins as the renderer draws them: a falling pin leans, then lies. */
export function pinPose(id: PinId, p: PinNow): PinPose {
  if (p.state === 'removed') return { id, state: 'removed' };
  if (p.state === 'standing' || p.tilt <= 0) return { id, state: 'standing', pos: p.pos };
  if (p.tilt < Math.PI / 2 - LYING_TILT) return { id, state: 'standing', pos: p.pos, angle: p.heading, leanDeg: (p.tilt * 180) / Math.PI };
  return { id, state: 'fallen', pos: p.pos, angle: p.heading };
}

export function makeTimeline(plan: PlannedRecording): Timeline {
  const strokes = plan.strokes;
  if (strokes.length === 0) throw new Error(`recording "${plan.name}" has no strokes`);
  const transitions: Move[][] = strokes.slice(1).map((s, k) => movesBetween(strokes[k]!, s));
  const offsets = orientationOffsets(strokes);
  const cueStarts = strokes.map((s) => s.sim.stateAt(s.sim.start).balls[s.shot.ball as BallId]?.pos ?? null);

  const strokeState = (k: number, t: number): { balls: Map<BallId, BallNow>; pins: Map<PinId, PinNow> } => {
    const p = strokes[k]!;
    const before = t < p.sim.start;
    const s = p.sim.stateAt(Math.min(Math.max(t, p.sim.start), p.sim.end));
    const balls = new Map<BallId, BallNow>();
    for (const [id, b] of ballsOnCloth(s)) {
      const q = before ? offsets[k]!.get(id) ?? IDENTITY : qmul(b.orientation as Quat, offsets[k]!.get(id) ?? IDENTITY);
      balls.set(id, { pos: [b.pos[0], b.pos[1]], v: before ? [0, 0] : [b.vel[0], b.vel[1]], q, moving: !before && b.moving });
    }
    const pins = new Map<PinId, PinNow>();
    for (const [id, pin] of Object.entries(s.pins) as [PinId, PinAt][]) pins.set(id, pinNow(pin));
    return { balls, pins };
  };

  const at = (t: number): Moment => {
    let k = 0;
    while (k + 1 < strokes.length && strokes[k + 1]!.sim.start <= t) k++;
    const { balls, pins } = strokeState(k, t);
    const occluders: Occluder[] = [];
    const moves = t >= strokes[k]!.sim.start ? transitions[k] ?? [] : [];
    if (moves.length) applyMoves(moves, t, balls, pins, strokes[k + 1]!, occluders);
    for (const j of [k, k + 1]) {
      const s = strokes[j];
      const from = cueStarts[j];
      if (!s || !from) continue;
      const tau = t - s.sim.start;
      if (tau < -CUE_LEAD_S || tau > CUE_AFTER_S) continue;
      const now = tau > 0 ? s.sim.stateAt(t).balls[s.shot.ball as BallId]?.pos ?? from : from;
      const cue = cueAt({ at: from, direction: s.shot.direction, elevation: s.shot.elevation ?? 0, tau, ballNow: now, ballRadius: plan.table.ballRadius, half: [plan.table.length / 2, plan.table.width / 2] });
      if (cue) occluders.push(cue);
    }
    return momentOf(t, balls, pins, occluders);
  };
  return { duration: plan.duration, at, moves: transitions.flat() };
}

function applyMoves(moves: Move[], t: number, balls: Map<BallId, BallNow>, pins: Map<PinId, PinNow>, next: PlannedStroke, occluders: Occluder[]): void {
  const nextState = next.sim.stateAt(next.sim.start);
  for (const m of moves) {
    if (t < m.pick) continue;
    const carried = t < m.put;
    for (const id of m.ids) {
      if (m.kind === 'pins') {
        const p = nextState.pins[id as PinId];
        // In the hand: not on the cloth.
        if (carried || !p) pins.delete(id as PinId); else pins.set(id as PinId, pinNow(p));
        continue;
      }
      const b = nextState.balls[id as BallId];
      if (carried || !m.to || !b || b.status !== 'table') balls.delete(id as BallId);
      else balls.set(id as BallId, { pos: [m.to[0], m.to[1]], v: [0, 0], q: balls.get(id as BallId)?.q ?? IDENTITY, moving: false });
    }
  }
  for (const m of moves) {
    if (t < m.start || t > m.end) continue;
    const from = m.from ?? m.to!, to = m.to ?? m.from!;
    const u = Math.min(1, Math.max(0, (t - m.pick) / Math.max(1e-9, m.put - m.pick)));
    occluders.push(handAt([from[0] + (to[0] - from[0]) * u, from[1] + (to[1] - from[1]) * u]));
  }
}

/** Each stroke's simulation starts every ball at the identity orientation; carry the spots' turn over. */
function orientationOffsets(strokes: readonly PlannedStroke[]): Map<BallId, Quat>[] {
  const out: Map<BallId, Quat>[] = [new Map()];
  strokes.slice(0, -1).forEach((p, k) => {
    const end = p.sim.stateAt(p.sim.end);
    const next = new Map<BallId, Quat>();
    for (const [id, b] of Object.entries(end.balls) as [BallId, BallAt][]) {
      next.set(id, qmul(b.orientation as Quat, out[k]!.get(id) ?? IDENTITY));
    }
    out.push(next);
  });
  return out;
}

function momentOf(t: number, balls: Map<BallId, BallNow>, pins: Map<PinId, PinNow>, occluders: Occluder[]): Moment {
  const scene: SceneState = {
    t,
    balls: [...balls].map(([id, b]): BallPose => ({ id, pos: b.pos, v: b.v, q: b.q })),
    pins: [...pins].map(([id, p]) => pinPose(id, p)),
    occluders,
  };
  return { scene, balls: Object.fromEntries(balls), pins: Object.fromEntries(pins), occluders };
}
