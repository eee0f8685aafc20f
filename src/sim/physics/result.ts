/** The read-only result of a simulation: events, duration, and the state at any time. */
import type { StrokeEvent } from '../../contracts/events.js';
import type { BallId, PinId, PinState } from '../../contracts/ids.js';
import { type MotionState, kineticEnergy } from './motion.js';
import { type PinPose, pinPose } from './pins.js';
import type { World } from './resolve.js';
import type { Quat, V3 } from './vec.js';
import { type BallStatus, kinAt, lastOf, orientationAt, segAt } from './world.js';

export interface BallAt {
  pos: [number, number];
  vel: [number, number];
  angVel: V3;
  /** Body-to-table rotation: the renderer turns the ball's spots with it. */
  orientation: Quat;
  /** The centre is moving (a ball spinning in place is not moving). */
  moving: boolean;
  motion: MotionState;
  status: BallStatus;
}

export interface PinAt {
  state: PinState;
  /** Base centre, velocity, heading of the tip (fallen pins), tilt from vertical (0 standing, π/2 lying). */
  pose: PinPose;
  /** Fallen pins: when the base left the cloth (the pin began to tip). */
  fallAt?: number;
}

export interface SimState { t: number; balls: Partial<Record<BallId, BallAt>>; pins: Partial<Record<PinId, PinAt>> }

export interface SimResult {
  events: StrokeEvent[];
  /** Strike time (t0) and the time the last spin stops (>= the rest event). */
  start: number;
  end: number;
  /** end − start, s. */
  duration: number;
  stateAt(t: number): SimState;
  /** Total kinetic energy of balls and sliding pins at t (g·mm²/s²); for checks. */
  energyAt(t: number): number;
}

export function makeResult(w: World, t0: number): SimResult {
  const restAt = Math.max(w.lastMotion, w.events.length ? lastOf(w.events).t : t0);
  const events = [...w.events, { t: restAt, kind: 'rest' as const }];
  let end = restAt;
  for (const b of w.balls) end = Math.max(end, lastOf(b.segs).t0);
  const stateAt = (t: number): SimState => {
    const balls: SimState['balls'] = {};
    for (const b of w.balls) {
      const s = segAt(b.segs, t), k = kinAt(s, w.cloth, t);
      const motion = t >= s.end ? 'stationary' : s.state;
      balls[b.id] = {
        pos: [k.px, k.py], vel: [k.vx, k.vy], angVel: [...k.w], orientation: orientationAt(s, w.cloth, Math.min(t, s.end)),
        moving: s.status === 'table' && (motion === 'sliding' || motion === 'rolling'), motion, status: s.status,
      };
    }
    const pins: SimState['pins'] = {};
    for (const p of w.pins) {
      const s = segAt(p.segs, t);
      pins[p.id] = { state: s.state, pose: pinPose(s, t), ...(s.fallAt !== undefined && s.state === 'fallen' ? { fallAt: s.fallAt } : {}) };
    }
    return { t, balls, pins };
  };
  const energyAt = (t: number): number => {
    let e = 0;
    for (const b of w.balls) {
      const s = segAt(b.segs, t);
      if (s.status === 'table') e += kineticEnergy(kinAt(s, w.cloth, t), w.params.ballMass, w.cloth.R);
    }
    for (const p of w.pins) {
      const v = pinPose(segAt(p.segs, t), t).vel;
      e += 0.5 * w.params.pin.mass * (v[0] * v[0] + v[1] * v[1]);
    }
    return e;
  };
  return Object.freeze({ events: Object.freeze(events) as StrokeEvent[], start: t0, end, duration: end - t0, stateAt, energyAt });
}
