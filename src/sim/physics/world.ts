/**
 * The mutable bookkeeping of one simulation run: ball and pin histories as
 * lists of segments (one per motion state). Only simulate.ts mutates it, and
 * only by appending; the result it returns is read-only.
 */
import type { BallId, PinId } from '../../contracts/ids.js';
import { type Cloth, type Kin, type MotionState, classify, evolve, stateDuration } from './motion.js';
import type { PinSeg } from './pins.js';
import { type Quat, type V3, rotateBy } from './vec.js';

export type BallStatus = 'table' | 'pocketed' | 'off-table';

export interface BallSeg {
  t0: number;
  /** End of the motion state (Infinity at rest). */
  end: number;
  k: Kin;
  state: MotionState;
  status: BallStatus;
  q0: Quat;
  /** Orientation checkpoints every ORIENT_STEP from t0 (filled on demand). */
  qs: Quat[];
}

export interface BallTrack { id: BallId; segs: BallSeg[] }
export interface PinTrack { id: PinId; segs: PinSeg[] }

/** Orientation integration step, s: spots drift well under 0.1° per second at 60 rad/s. */
const ORIENT_STEP = 0.005;

export function newSeg(t0: number, k: Kin, cloth: Cloth, status: BallStatus, q0: Quat): BallSeg {
  const state: MotionState = status === 'table' ? classify(k, cloth) : 'stationary';
  const kk = state === 'stationary' ? { ...k, vx: 0, vy: 0, w: [0, 0, 0] as V3 } : k;
  return { t0, end: t0 + stateDuration(kk, state, cloth), k: kk, state, status, q0, qs: [q0] };
}

export function kinAt(s: BallSeg, cloth: Cloth, t: number): Kin {
  return evolve(s.k, s.state, cloth, Math.min(Math.max(t - s.t0, 0), s.end - s.t0));
}

function omegaAt(s: BallSeg, cloth: Cloth, tau: number): V3 {
  return evolve(s.k, s.state, cloth, Math.min(tau, s.end - s.t0)).w;
}

function step(s: BallSeg, cloth: Cloth, q: Quat, a: number, b: number): Quat {
  const wa = omegaAt(s, cloth, a), wb = omegaAt(s, cloth, b), h = (b - a) / 2;
  return rotateBy(q, [(wa[0] + wb[0]) * h, (wa[1] + wb[1]) * h, (wa[2] + wb[2]) * h]);
}

/** Orientation at time t inside segment s (trapezoidal integration of ω, exact for linear ω about a fixed axis). */
export function orientationAt(s: BallSeg, cloth: Cloth, t: number): Quat {
  if (s.state === 'stationary') return s.q0;
  const tau = Math.max(0, t - s.t0);
  const i = Math.floor(tau / ORIENT_STEP);
  while (s.qs.length <= i) {
    const j = s.qs.length - 1;
    s.qs.push(step(s, cloth, s.qs[j]!, j * ORIENT_STEP, (j + 1) * ORIENT_STEP));
  }
  return step(s, cloth, s.qs[i]!, i * ORIENT_STEP, tau);
}

export function lastOf<T>(xs: T[]): T {
  return xs[xs.length - 1]!;
}

/** The segment in force at time t (the last one starting at or before t). */
export function segAt<T extends { t0: number }>(segs: T[], t: number): T {
  let lo = 0, hi = segs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (segs[mid]!.t0 <= t) lo = mid; else hi = mid - 1;
  }
  return segs[lo]!;
}
