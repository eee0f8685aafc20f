/**
 * Closed-form ball motion on the cloth, per motion state (Leckie & Greenspan,
 * "An event-based pool physics simulator", 2006; the same equations as
 * pooltool's physics/evolve). Within one state the centre is a quadratic in t,
 * which is what makes exact event times possible (roots.ts).
 *
 * Contact point velocity u = v + ω × (−R ẑ). Sliding: friction μs·m·g opposes
 * û, so v' = −μs g û, ω̇xy = (5 μs g / 2R)(ẑ × û) and u decays at (7/2) μs g
 * along a fixed direction: the path is a parabola (massé curve) until u = 0 at
 * τ = 2|u₀| / (7 μs g). Rolling: v' = −μr g v̂ with ω tied to v. Spin about
 * the vertical decays at 5 μsp g / (2R) in every state.
 */
import type { V3 } from './vec.js';

export type MotionState = 'stationary' | 'spinning' | 'rolling' | 'sliding';

/** Kinematic state of a ball on the cloth: centre (x, y), velocity, angular velocity (3-D). */
export interface Kin {
  px: number; py: number;
  vx: number; vy: number;
  w: V3;
}

/** Cloth constants of one ball on one table, pre-multiplied. */
export interface Cloth {
  R: number;
  /** μs g, μr g (mm/s²), spin angular deceleration (rad/s²). */
  slideAcc: number;
  rollAcc: number;
  spinAcc: number;
}

/** Speeds below these are zero (mm/s, rad/s): far below anything a camera sees. */
export const V_EPS = 1e-6;
export const W_EPS = 1e-6;

export function makeCloth(R: number, g: number, slide: number, roll: number, spin: number): Cloth {
  return { R, slideAcc: slide * g, rollAcc: roll * g, spinAcc: (5 * spin * g) / (2 * R) };
}

export function slip(k: Kin, R: number): [number, number] {
  return [k.vx - R * k.w[1], k.vy + R * k.w[0]];
}

export function classify(k: Kin, c: Cloth): MotionState {
  const [ux, uy] = slip(k, c.R);
  if (Math.hypot(ux, uy) > V_EPS) return 'sliding';
  if (Math.hypot(k.vx, k.vy) > V_EPS) return 'rolling';
  if (Math.abs(k.w[2]) > W_EPS) return 'spinning';
  return 'stationary';
}

/** Time the ball stays in `state` (Infinity at rest). */
export function stateDuration(k: Kin, state: MotionState, c: Cloth): number {
  switch (state) {
    case 'sliding': return (2 * Math.hypot(...slip(k, c.R))) / (7 * c.slideAcc);
    case 'rolling': return Math.hypot(k.vx, k.vy) / c.rollAcc;
    case 'spinning': return Math.abs(k.w[2]) / c.spinAcc;
    case 'stationary': return Infinity;
  }
}

function decaySpin(wz: number, c: Cloth, t: number): number {
  const d = c.spinAcc * t;
  return Math.abs(wz) <= d ? 0 : wz - Math.sign(wz) * d;
}

/** Unit direction of the decelerating force (û sliding, v̂ rolling) and its magnitude. */
function decel(k: Kin, state: MotionState, c: Cloth): { dx: number; dy: number; acc: number } {
  if (state === 'sliding') {
    const [ux, uy] = slip(k, c.R);
    const n = Math.hypot(ux, uy);
    return { dx: ux / n, dy: uy / n, acc: c.slideAcc };
  }
  if (state === 'rolling') {
    const n = Math.hypot(k.vx, k.vy);
    return { dx: k.vx / n, dy: k.vy / n, acc: c.rollAcc };
  }
  return { dx: 0, dy: 0, acc: 0 };
}

/** State after time t (0 <= t <= stateDuration) in the same motion state. */
export function evolve(k: Kin, state: MotionState, c: Cloth, t: number): Kin {
  if (state === 'stationary' || t === 0) return k;
  const wz = decaySpin(k.w[2], c, t);
  if (state === 'spinning') return { px: k.px, py: k.py, vx: 0, vy: 0, w: [0, 0, wz] };
  const { dx, dy, acc } = decel(k, state, c);
  const vx = k.vx - acc * t * dx;
  const vy = k.vy - acc * t * dy;
  const px = k.px + k.vx * t - 0.5 * acc * t * t * dx;
  const py = k.py + k.vy * t - 0.5 * acc * t * t * dy;
  if (state === 'rolling') return { px, py, vx, vy, w: [-vy / c.R, vx / c.R, wz] };
  const a = (5 * c.slideAcc * t) / (2 * c.R);
  return { px, py, vx, vy, w: [k.w[0] - a * dy, k.w[1] + a * dx, wz] };
}

/** State at the end of `state`, with the constraint of the next state made exact (no drift). */
export function endOfState(k: Kin, state: MotionState, c: Cloth): Kin {
  const e = evolve(k, state, c, stateDuration(k, state, c));
  if (state === 'sliding') return { ...e, w: [-e.vy / c.R, e.vx / c.R, e.w[2]] };
  if (state === 'rolling') return { px: e.px, py: e.py, vx: 0, vy: 0, w: [0, 0, e.w[2]] };
  return { px: e.px, py: e.py, vx: 0, vy: 0, w: [0, 0, 0] };
}

/** Centre as a quadratic in t: [[x0, x1, x2], [y0, y1, y2]] (x0 + x1 t + x2 t²). */
export function positionPoly(k: Kin, state: MotionState, c: Cloth): [number[], number[]] {
  if (state === 'stationary' || state === 'spinning') return [[k.px, 0, 0], [k.py, 0, 0]];
  const { dx, dy, acc } = decel(k, state, c);
  return [[k.px, k.vx, -0.5 * acc * dx], [k.py, k.vy, -0.5 * acc * dy]];
}

/** Kinetic energy (translation + rotation) of a ball, g·mm²/s². */
export function kineticEnergy(k: Kin, mass: number, R: number): number {
  const I = 0.4 * mass * R * R;
  return 0.5 * mass * (k.vx * k.vx + k.vy * k.vy) + 0.5 * I * (k.w[0] ** 2 + k.w[1] ** 2 + k.w[2] ** 2);
}
