/**
 * Event-driven core (as in pooltool's simulate loop): keep, for every body and
 * pair of bodies, the time of its next event under the current motion states;
 * take the earliest, resolve it at that exact time, and recompute only what
 * involves the bodies it changed. Times are exact, not frame-sampled.
 */
import type { BallId, PinId } from '../../contracts/ids.js';
import { type Path, capsuleReach, discContact, lineContact, pocketFall, pointContact } from './detect.js';
import { type Cloth, positionPoly } from './motion.js';
import { type PinSeg, type PinShape, pinPoly, pinPose } from './pins.js';
import type { TableShape } from './table.js';
import { type BallTrack, type PinTrack, kinAt, lastOf } from './world.js';

export type Cand =
  | { t: number; kind: 'transition'; ball: number }
  | { t: number; kind: 'cushion'; ball: number; obstacle: number }
  | { t: number; kind: 'pocket'; ball: number; pocket: number }
  | { t: number; kind: 'ball-ball'; ball: number; other: number }
  | { t: number; kind: 'ball-pin'; ball: number; pin: number }
  | { t: number; kind: 'pin-stop'; pin: number }
  | { t: number; kind: 'pin-pin'; pin: number; other: number };

export interface EngineSetup {
  balls: BallTrack[];
  pins: PinTrack[];
  cloth: Cloth;
  shape: TableShape;
  pinShape: PinShape | null;
}

type Slot = Cand | null;

export class Candidates {
  private own: Slot[]; private pair: Slot[]; private ballPin: Slot[]; private pinOwn: Slot[]; private pinPair: Slot[];
  private dirtyBalls = new Set<number>(); private dirtyPins = new Set<number>();
  /** Pin pairs that have met once: a pin knocks a given neighbour at most once. */
  readonly metPins = new Set<string>();

  constructor(private readonly w: EngineSetup) {
    const nb = w.balls.length, np = w.pins.length;
    this.own = new Array<Slot>(nb).fill(null);
    this.pair = new Array<Slot>(nb * nb).fill(null);
    this.ballPin = new Array<Slot>(nb * np).fill(null);
    this.pinOwn = new Array<Slot>(np).fill(null);
    this.pinPair = new Array<Slot>(np * np).fill(null);
    for (let i = 0; i < nb; i++) this.dirtyBalls.add(i);
    for (let p = 0; p < np; p++) this.dirtyPins.add(p);
  }

  touchBall(i: number): void { this.dirtyBalls.add(i); }
  touchPin(p: number): void { this.dirtyPins.add(p); }

  /** Earliest pending event at or after `now`. */
  next(now: number): Cand | null {
    this.refresh(now);
    let best: Cand | null = null;
    for (const list of [this.own, this.pair, this.ballPin, this.pinOwn, this.pinPair]) {
      for (const c of list) if (c && (!best || c.t < best.t)) best = c;
    }
    return best;
  }

  private refresh(now: number): void {
    const nb = this.w.balls.length, np = this.w.pins.length;
    for (const i of this.dirtyBalls) {
      this.own[i] = this.ballOwn(i, now);
      for (let j = 0; j < nb; j++) if (j !== i) this.pair[Math.min(i, j) * nb + Math.max(i, j)] = this.ballBall(Math.min(i, j), Math.max(i, j), now);
      for (let p = 0; p < np; p++) this.ballPin[i * np + p] = this.ballPinCand(i, p, now);
    }
    for (const p of this.dirtyPins) {
      this.pinOwn[p] = this.pinStop(p, now);
      for (let i = 0; i < nb; i++) if (!this.dirtyBalls.has(i)) this.ballPin[i * np + p] = this.ballPinCand(i, p, now);
      for (let q = 0; q < np; q++) {
        if (q === p) continue;
        this.pinPair[p * np + q] = this.pinPinCand(p, q, now);
        this.pinPair[q * np + p] = this.pinPinCand(q, p, now);
      }
    }
    this.dirtyBalls.clear();
    this.dirtyPins.clear();
  }

  private ballPath(i: number, now: number): { path: Path; end: number } | null {
    const s = lastOf(this.w.balls[i]!.segs);
    if (s.status !== 'table') return null;
    return { path: positionPoly(kinAt(s, this.w.cloth, now), s.state, this.w.cloth), end: s.end };
  }

  private ballOwn(i: number, now: number): Slot {
    const s = lastOf(this.w.balls[i]!.segs);
    if (s.status !== 'table' || s.end === Infinity) return null;
    let best: Cand = { t: s.end, kind: 'transition', ball: i };
    if (s.state !== 'sliding' && s.state !== 'rolling') return best;
    const { path } = this.ballPath(i, now)!;
    const horizon = s.end - now, shape = this.w.shape;
    shape.obstacles.forEach((o, k) => {
      const dt = o.kind === 'line' ? lineContact(path, o, shape.reach, horizon) : pointContact(path, o, shape.reach, horizon);
      if (dt !== null && now + dt < best.t) best = { t: now + dt, kind: 'cushion', ball: i, obstacle: k };
    });
    shape.pockets.forEach((m, k) => {
      const dt = pocketFall(path, m, horizon);
      if (dt !== null && now + dt < best.t) best = { t: now + dt, kind: 'pocket', ball: i, pocket: k };
    });
    return best;
  }

  private ballBall(i: number, j: number, now: number): Slot {
    const a = this.ballPath(i, now), b = this.ballPath(j, now);
    if (!a || !b || (a.end === Infinity && b.end === Infinity)) return null;
    const dt = discContact(a.path, b.path, 2 * this.w.cloth.R, Math.min(a.end, b.end) - now);
    return dt === null ? null : { t: now + dt, kind: 'ball-ball', ball: i, other: j };
  }

  private standing(p: number): PinSeg | null {
    const s = lastOf(this.w.pins[p]!.segs);
    return s.state === 'standing' ? s : null;
  }

  private ballPinCand(i: number, p: number, now: number): Slot {
    const s = this.standing(p), a = this.ballPath(i, now);
    if (!s || !a || !this.w.pinShape) return null;
    const pinEnd = s.stop > now ? s.stop : Infinity;
    if (a.end === Infinity && pinEnd === Infinity) return null;
    const dt = discContact(a.path, pinPoly(s, now), this.w.pinShape.ballContactDistance, Math.min(a.end, pinEnd) - now);
    return dt === null ? null : { t: now + dt, kind: 'ball-pin', ball: i, pin: p };
  }

  private pinStop(p: number, now: number): Slot {
    const s = lastOf(this.w.pins[p]!.segs);
    return s.stop > now && s.speed > 0 ? { t: s.stop, kind: 'pin-stop', pin: p } : null;
  }

  /** A lying, sliding pin p reaching standing pin q. */
  private pinPinCand(p: number, q: number, now: number): Slot {
    const sp = lastOf(this.w.pins[p]!.segs), sq = this.standing(q);
    if (sp.state !== 'fallen' || !sq || sp.stop <= now || !this.w.pinShape) return null;
    if (this.metPins.has(pairKey(this.w.pins[p]!.id, this.w.pins[q]!.id))) return null;
    const pose = pinPose(sp, now), qPose = pinPose(sq, now);
    const v = Math.hypot(pose.vel[0], pose.vel[1]);
    const f: [number, number] = [Math.cos(sp.heading ?? 0), Math.sin(sp.heading ?? 0)];
    const dt = capsuleReach(pose.pos, f, v, sp.decel, this.w.pinShape.height, this.w.pinShape.bodyRadius, qPose.pos, sp.stop - now);
    return dt === null ? null : { t: now + dt, kind: 'pin-pin', pin: p, other: q };
  }
}

export function pairKey(a: PinId | BallId, b: PinId | BallId): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}
