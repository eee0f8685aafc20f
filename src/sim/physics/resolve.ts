/**
 * Resolving one event at its exact time: new motion segments for the bodies
 * involved, and the CONTRACTS events it produces.
 */
import type { BallId, PinId } from '../../contracts/ids.js';
import type { StrokeEvent } from '../../contracts/events.js';
import { ballBall, ballCushion, ballPinImpulse } from './collide.js';
import type { Cand, Candidates } from './engine.js';
import { pairKey } from './engine.js';
import { type Cloth, type Kin, endOfState } from './motion.js';
import type { PhysicsParams } from './params.js';
import { type PinSeg, type PinShape, fallProfile, pinPose, slide, toppleImpulse } from './pins.js';
import type { Rng } from './prng.js';
import type { TableShape } from './table.js';
import { type BallStatus, type BallTrack, type PinTrack, kinAt, lastOf, newSeg, orientationAt } from './world.js';

/**
 * Named threshold: a ball that comes back to the cushion it just left with a
 * normal speed under this (mm/s) is pressed along it by its own curve; those
 * re-contacts are resolved but not reported again. Raising it hides real
 * double hits on one cushion; lowering it reports dozens of micro-bounces.
 */
export const MICRO_BOUNCE_SPEED = 20;

/**
 * Named threshold: two balls whose last reported event was their own contact
 * and that meet again closing slower than this (mm/s) along their line of
 * centres are one touch settling (a ball creeping against another, the pair
 * bumping a few times as both roll out): resolved, not reported again. A
 * referee sees one touch; a camera cannot see a 1 mm/s re-contact. Raising it
 * hides a real slow second touch of the pair with nothing between (a follow
 * shot catching its object ball up); lowering it reports each micro-impact of
 * a creeping pair (development cadre 47/1 match 20 stroke 7: 14 contacts of
 * one pair at 2-15 mm/s). Range 0-50.
 */
export const MICRO_TOUCH_SPEED = 20;

export interface World {
  balls: BallTrack[];
  pins: PinTrack[];
  cloth: Cloth;
  shape: TableShape;
  pinShape: PinShape | null;
  params: PhysicsParams;
  cands: Candidates;
  events: StrokeEvent[];
  rng: Rng;
  jump: { probability: number; balls: Set<BallId> | null };
  /** Last moment anything translated (for the rest event). */
  lastMotion: number;
  /** Per ball: the cushion of its last reported event, when that event was a cushion. */
  lastCushion: Map<number, string>;
  /** Per ball: the other ball of its last reported event, when that event was a ball-ball contact. */
  lastTouch: Map<number, number>;
  pinBounds: readonly [number, number];
  pinBaseRadius: number;
}

function setBall(w: World, i: number, t: number, k: Kin, status: BallStatus = 'table'): void {
  const tr = w.balls[i]!, prev = lastOf(tr.segs);
  const q = orientationAt(prev, w.cloth, t);
  const seg = newSeg(t, k, w.cloth, status, q);
  if (seg.state === 'stationary' || seg.state === 'spinning' || status !== 'table') w.lastMotion = Math.max(w.lastMotion, t);
  tr.segs.push(seg);
  w.cands.touchBall(i);
}

function setPin(w: World, p: number, seg: PinSeg): void {
  w.pins[p]!.segs.push(seg);
  w.cands.touchPin(p);
}

export function resolve(w: World, c: Cand): void {
  switch (c.kind) {
    case 'transition': {
      const s = lastOf(w.balls[c.ball]!.segs);
      return setBall(w, c.ball, c.t, endOfState(s.k, s.state, w.cloth));
    }
    case 'cushion': return cushion(w, c.t, c.ball, c.obstacle);
    case 'pocket': {
      const k = kinAt(lastOf(w.balls[c.ball]!.segs), w.cloth, c.t);
      w.events.push({ t: c.t, kind: 'pocket', ball: w.balls[c.ball]!.id, pocket: w.shape.pockets[c.pocket]!.pocket });
      return setBall(w, c.ball, c.t, k, 'pocketed');
    }
    case 'ball-ball': return twoBalls(w, c.t, c.ball, c.other);
    case 'ball-pin': return ballPin(w, c.t, c.ball, c.pin);
    case 'pin-stop': {
      const s = lastOf(w.pins[c.pin]!.segs);
      w.lastMotion = Math.max(w.lastMotion, c.t);
      return setPin(w, c.pin, { ...s, t0: c.t, pos: pinPose(s, c.t).pos, speed: 0, stop: c.t });
    }
    case 'pin-pin': return pinPin(w, c.t, c.pin, c.other);
  }
}

function cushion(w: World, t: number, i: number, o: number): void {
  const ob = w.shape.obstacles[o]!, id = w.balls[i]!.id;
  const k = kinAt(lastOf(w.balls[i]!.segs), w.cloth, t);
  let n: [number, number];
  if (ob.kind === 'line') n = [ob.n[0], ob.n[1]];
  else {
    const d = Math.hypot(k.px - ob.at[0], k.py - ob.at[1]);
    n = [(k.px - ob.at[0]) / d, (k.py - ob.at[1]) / d];
  }
  const vn = -(k.vx * n[0] + k.vy * n[1]);
  if (!(w.lastCushion.get(i) === ob.cushion && vn < MICRO_BOUNCE_SPEED)) {
    w.events.push({ t, kind: 'cushion', ball: id, cushion: ob.cushion });
  }
  if (vn > w.params.offTableSpeed && (w.jump.balls?.has(id) ?? true) && w.jump.probability > 0 && w.rng() < w.jump.probability) {
    w.events.push({ t, kind: 'off-table', ball: id });
    return setBall(w, i, t, k, 'off-table');
  }
  setBall(w, i, t, ballCushion(k, n, w.params.ballMass, w.cloth.R, w.shape.theta, w.params.cushion));
  w.lastCushion.set(i, ob.cushion);
  w.lastTouch.delete(i);
}

function twoBalls(w: World, t: number, i: number, j: number): void {
  const a = kinAt(lastOf(w.balls[i]!.segs), w.cloth, t);
  const b = kinAt(lastOf(w.balls[j]!.segs), w.cloth, t);
  const [a2, b2] = ballBall(a, b, w.params.ballMass, w.cloth.R, w.params.ballBall);
  const [first, second] = Math.hypot(a.vx, a.vy) >= Math.hypot(b.vx, b.vy) ? [i, j] : [j, i];
  const d = Math.hypot(b.px - a.px, b.py - a.py) || 1;
  const closing = ((a.vx - b.vx) * (b.px - a.px) + (a.vy - b.vy) * (b.py - a.py)) / d;
  const settling = w.lastTouch.get(i) === j && w.lastTouch.get(j) === i && closing < MICRO_TOUCH_SPEED;
  if (!settling) w.events.push({ t, kind: 'ball-ball', balls: [w.balls[first]!.id, w.balls[second]!.id] });
  setBall(w, i, t, a2);
  setBall(w, j, t, b2);
  w.lastCushion.delete(i);
  w.lastCushion.delete(j);
  w.lastTouch.set(i, j);
  w.lastTouch.set(j, i);
}

/** A struck standing pin: topple (pin-fall) or slide a little (pin-shift); `by` is the ball or pin that struck it. */
function strikePin(w: World, t: number, p: number, J: number, dir: [number, number], lever: number, by: BallId | PinId): void {
  const s = lastOf(w.pins[p]!.segs), pose = pinPose(s, t), pp = w.params.pin, shape = w.pinShape!;
  const vel: [number, number] = [pose.vel[0] + (dir[0] * J) / pp.mass, pose.vel[1] + (dir[1] * J) / pp.mass];
  const decel = pp.slideFriction * w.params.gravity;
  const id = w.pins[p]!.id;
  if (J >= toppleImpulse(shape, pp, lever)) {
    const omega0 = (J * lever) / shape.edgeInertia;
    const fall = fallProfile(shape, pp, w.params.gravity, omega0, w.pinBaseRadius);
    const heading = Math.atan2(dir[1], dir[0]);
    // The lying pin keeps sliding along its own axis (the fall direction).
    const along = Math.max(0, vel[0] * dir[0] + vel[1] * dir[1]);
    setPin(w, p, slide(t, 'fallen', pose.pos, [dir[0] * along, dir[1] * along], decel, w.pinBounds, { heading, fallAt: t, fall }));
    w.events.push({ t, kind: 'pin-fall', pin: id, by });
  } else {
    setPin(w, p, slide(t, 'standing', pose.pos, vel, decel, w.pinBounds));
    // A slow ball nudges a pin many times as it rolls into it: one pin-shift per pin and stroke, naming the first that shifted
    // it (`by`, five-pins 3003.3-4: a pin it knocks over is that knocker's).
    if (!w.events.some((e) => e.kind === 'pin-shift' && e.pin === id)) w.events.push({ t, kind: 'pin-shift', pin: id, by });
  }
}

/**
 * Named threshold: closing speed (mm/s) under which a ball meeting a standing
 * pin again is taken as pushing it: the ball loses its speed towards the pin
 * (and its rolling spin with it) instead of bouncing off it again and again (a
 * 5 g pin stops on the cloth far sooner than the ball). Raising it ends slow
 * pushes earlier (the ball stops short by up to speed²/(2·μr·g)); lowering it
 * lets a push cost many tiny impacts.
 */
export const PIN_PUSH_SPEED = 5;

function ballPin(w: World, t: number, i: number, p: number): void {
  const seg = lastOf(w.balls[i]!.segs), k = kinAt(seg, w.cloth, t);
  const pinSeg = lastOf(w.pins[p]!.segs), pose = pinPose(pinSeg, t);
  const d = Math.hypot(k.px - pose.pos[0], k.py - pose.pos[1]);
  const n: [number, number] = [(k.px - pose.pos[0]) / d, (k.py - pose.pos[1]) / d];
  const closing = (pose.vel[0] - k.vx) * n[0] + (pose.vel[1] - k.vy) * n[1];
  w.lastCushion.delete(i);
  w.lastTouch.delete(i);
  if (closing < PIN_PUSH_SPEED && w.pins[p]!.segs.length > 1) {
    return setBall(w, i, t, stopPushing(k, n, closing, seg.state === 'rolling', w.cloth.R));
  }
  const { J, ball } = ballPinImpulse(k, pose.vel, n, w.params.ballMass, w.params.pin.mass, w.params.pin.restitution);
  setBall(w, i, t, ball);
  if (J > 0) strikePin(w, t, p, J, [-n[0], -n[1]], w.pinShape!.ballContactHeight, w.balls[i]!.id);
}

/** The ball after it stops pushing a pin: its velocity towards the pin removed (rolling spin kept consistent). */
function stopPushing(k: Kin, n: [number, number], closing: number, wasRolling: boolean, R: number): Kin {
  const vx = k.vx + Math.max(0, closing) * n[0], vy = k.vy + Math.max(0, closing) * n[1];
  return { ...k, vx, vy, w: wasRolling ? [-vy / R, vx / R, k.w[2]] : k.w };
}

function pinPin(w: World, t: number, p: number, q: number): void {
  const sp = lastOf(w.pins[p]!.segs), sq = lastOf(w.pins[q]!.segs);
  w.cands.metPins.add(pairKey(w.pins[p]!.id, w.pins[q]!.id));
  const a = pinPose(sp, t), b = pinPose(sq, t);
  const f: [number, number] = [Math.cos(a.heading), Math.sin(a.heading)];
  // Normal from the nearest point of the lying pin's axis to the standing pin.
  const L = w.pinShape!.height;
  const s = Math.min(L, Math.max(0, (b.pos[0] - a.pos[0]) * f[0] + (b.pos[1] - a.pos[1]) * f[1]));
  const nx = b.pos[0] - (a.pos[0] + s * f[0]), ny = b.pos[1] - (a.pos[1] + s * f[1]);
  const d = Math.hypot(nx, ny) || 1;
  const n: [number, number] = [nx / d, ny / d];
  const vn = (a.vel[0] - b.vel[0]) * n[0] + (a.vel[1] - b.vel[1]) * n[1];
  w.cands.touchPin(p);
  if (vn <= 0) return;
  const m = w.params.pin.mass, J = ((1 + w.params.pin.restitution) * vn * m) / 2;
  const after = Math.max(0, (a.vel[0] - (n[0] * J) / m) * f[0] + (a.vel[1] - (n[1] * J) / m) * f[1]);
  setPin(w, p, slide(t, 'fallen', a.pos, [f[0] * after, f[1] * after], sp.decel, w.pinBounds, {
    heading: sp.heading, fallAt: sp.fallAt, fall: sp.fall,
  }));
  strikePin(w, t, q, J, n, w.params.pin.pinPinContactHeight, w.pins[p]!.id);
}
