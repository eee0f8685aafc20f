/**
 * simulate(): one stroke, from the balls' (and pins') positions and the cue's
 * action to every event at its exact time and the state of everything at any
 * time. Deterministic: the same input and seed give the same output.
 */
import type { BallId, PinId, PinState, Vec2 } from '../../contracts/ids.js';
import { PINS } from '../../contracts/ids.js';
import { InputError } from '../../contracts/schema.js';
import { pinSeats } from '../../geometry/castle.js';
import type { TableModel } from '../../geometry/tables.js';
import { type Shot, strike } from './cue.js';
import { Candidates } from './engine.js';
import { type Kin, makeCloth } from './motion.js';
import { type PhysicsParams, physicsFor } from './params.js';
import { type PinSeg, pinShape } from './pins.js';
import { mulberry32 } from './prng.js';
import { type SimResult, makeResult } from './result.js';
import { type World, resolve } from './resolve.js';
import { tableShape } from './table.js';
import type { V3 } from './vec.js';
import { type BallTrack, type PinTrack, newSeg } from './world.js';
import { IDENTITY } from './vec.js';

export interface InitialBall { id: BallId; pos: Vec2; vel?: Vec2; spin?: V3 }
export type InitialPin = PinState | { state: PinState; pos?: Vec2; heading?: number };

export interface Initial {
  balls: InitialBall[];
  /** Five-pins: pin states (standing at their seats unless `pos` is given). Omit for no pins. */
  pins?: Partial<Record<PinId, InitialPin>>;
}

export interface SimOptions {
  /** Time of the strike, s (CONTRACTS times run from the start of the recording). Default 0. */
  t0?: number;
  /** Seed of the PRNG (jumps). Default 1. */
  seed?: number;
  /** Balls may leave the table at cushions hit faster than params.offTableSpeed, with this probability. */
  jump?: { probability: number; balls?: BallId[] };
  /** Safety cap on processed events (a bug, never a real shot, reaches it). Default 20000. */
  maxEvents?: number;
}

export type { Shot } from './cue.js';
export type { SimResult } from './result.js';

export function simulate(initial: Initial, shot: Shot | null, table: TableModel, params: PhysicsParams = physicsFor(table), opts: SimOptions = {}): SimResult {
  const t0 = opts.t0 ?? 0;
  const R = table.ballRadius;
  const cloth = makeCloth(R, params.gravity, params.cloth.slide, params.cloth.roll, params.cloth.spin);
  const shape = tableShape(table, params.pocketFallDepth);
  const balls = initialBalls(initial, shot, table, params, shape.reach);
  const pinsShape = table.kind === 'carom' && initial.pins ? pinShape(table, params.pin, params.gravity) : null;
  const pins = table.kind === 'carom' && initial.pins ? initialPins(initial.pins, table, t0) : [];
  const seen = new Set<string>();
  const tracks: BallTrack[] = balls.map((b, i) => {
    if (seen.has(b.id)) throw new InputError(`initial.balls[${i}].id`, `ball "${b.id}" given twice`);
    seen.add(b.id);
    return { id: b.id, segs: [newSeg(t0, b.k, cloth, 'table', IDENTITY)] };
  });
  const jumpBalls = opts.jump?.balls ? new Set(opts.jump.balls) : null;
  const w: World = {
    balls: tracks, pins, cloth, shape, pinShape: pinsShape, params, events: [],
    cands: new Candidates({ balls: tracks, pins, cloth, shape, pinShape: pinsShape }),
    rng: mulberry32(opts.seed ?? 1),
    jump: { probability: opts.jump?.probability ?? 0, balls: jumpBalls },
    lastMotion: t0, lastCushion: new Map(), lastTouch: new Map(),
    pinBounds: pinBoundsOf(table, shape.halfLength, shape.halfWidth),
    pinBaseRadius: table.kind === 'carom' ? table.castle.pinBaseRadius : 0,
  };
  if (shot) w.events.push({ t: t0, kind: 'strike', ball: shot.ball as BallId });
  run(w, t0, opts.maxEvents ?? 20000);
  return makeResult(w, t0);
}

function run(w: World, t0: number, maxEvents: number): void {
  let now = t0;
  for (let n = 0; ; n++) {
    const c = w.cands.next(now);
    if (!c) return;
    if (n >= maxEvents) throw new Error(`simulation did not settle within ${maxEvents} events (at t = ${now.toFixed(6)} s)`);
    now = Math.max(now, c.t);
    resolve(w, { ...c, t: now });
  }
}

function initialBalls(initial: Initial, shot: Shot | null, table: TableModel, params: PhysicsParams, reach: number): { id: BallId; k: Kin }[] {
  const R = table.ballRadius, hx = table.length / 2, hy = table.width / 2, tol = 1e-6;
  const out = initial.balls.map((b, i) => {
    const [x, y] = b.pos;
    if (!(Math.abs(x) <= hx - reach + tol && Math.abs(y) <= hy - reach + tol)) {
      throw new InputError(`initial.balls[${i}].pos`, `ball "${b.id}" at (${x}, ${y}) is not on the cloth (centre within ±${hx - reach}, ±${hy - reach})`);
    }
    const k: Kin = { px: x, py: y, vx: b.vel?.[0] ?? 0, vy: b.vel?.[1] ?? 0, w: b.spin ? [...b.spin] : [0, 0, 0] };
    return { id: b.id, k };
  });
  for (let i = 0; i < out.length; i++) {
    for (let j = i + 1; j < out.length; j++) {
      const a = out[i]!.k, b = out[j]!.k;
      if (Math.hypot(a.px - b.px, a.py - b.py) < 2 * R - tol) throw new InputError(`initial.balls[${j}].pos`, `ball "${out[j]!.id}" overlaps "${out[i]!.id}"`);
    }
  }
  if (shot) {
    const cue = out.find((b) => b.id === shot.ball);
    if (!cue) throw new InputError('shot.ball', `no ball "${shot.ball}" on the table`);
    cue.k = strike(shot, [cue.k.px, cue.k.py], R, params);
  }
  return out;
}

function initialPins(given: Partial<Record<PinId, InitialPin>>, table: TableModel & { kind: 'carom' }, t0: number): PinTrack[] {
  const seats = pinSeats(table);
  const out: PinTrack[] = [];
  for (const id of PINS) {
    const g = given[id];
    if (g === undefined) continue;
    const spec = typeof g === 'string' ? { state: g } : g;
    const pos = spec.pos ?? seats[id];
    const heading = 'heading' in spec ? spec.heading : undefined;
    const seg: PinSeg = { t0, state: spec.state, pos, dir: [1, 0], speed: 0, decel: 0, stop: t0, heading: heading ?? 0 };
    if (spec.state === 'fallen') { seg.fallAt = t0; seg.fall = [0, 0]; }
    out.push({ id, segs: [seg] });
  }
  return out;
}

/** How far a pin's base can slide before its body meets a cushion. */
function pinBoundsOf(table: TableModel, hx: number, hy: number): [number, number] {
  const r = table.kind === 'carom' ? table.castle.pinBodyRadius : 0;
  return [hx - r, hy - r];
}
