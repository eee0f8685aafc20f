/**
 * Five-pins pins as bodies (CEB art. 1001: 25 mm high, Ø 6 top, Ø 10 widest,
 * Ø 7 base). A standing pin is an obstacle for balls; struck with an impulse
 * above its toppling impulse it falls (pin-fall) in the impulse's direction,
 * otherwise it slides a little and stays up (pin-shift). A fallen pin slides
 * along its fall direction and knocks standing pins in its way; it is no
 * longer an obstacle for balls (a 5 g pin barely deflects a 210 g ball) and
 * lies as a 25 × 10 capsule.
 */
import type { PinId } from '../../contracts/ids.js';
import type { CaromTable } from '../../geometry/tables.js';
import type { PinParams } from './params.js';

type P2 = readonly [number, number];

export interface PinShape {
  height: number; bodyRadius: number;
  /** Horizontal centre distance at which a ball touches a standing pin, and the contact height. */
  ballContactDistance: number; ballContactHeight: number;
  /** Moment of inertia about the base edge (g·mm²) and the energy to tip over (g·mm²/s²). */
  edgeInertia: number; tipEnergy: number;
}

/** Pin radius at height z: linear from the base to the belly, then to the top. */
function pinRadius(t: CaromTable, belly: number, z: number): number {
  const c = t.castle;
  if (z <= belly) return c.pinBaseRadius + ((c.pinBodyRadius - c.pinBaseRadius) * z) / belly;
  return c.pinBodyRadius + ((c.pinTopRadius - c.pinBodyRadius) * (z - belly)) / (c.pinHeight - belly);
}

export function pinShape(table: CaromTable, p: PinParams, g: number): PinShape {
  const c = table.castle, R = table.ballRadius;
  let best = 0, at = 0;
  for (let i = 0; i <= 250; i++) {
    const z = (c.pinHeight * i) / 250;
    const ballR = z >= 2 * R ? 0 : Math.sqrt(R * R - (R - z) * (R - z));
    const d = ballR + pinRadius(table, p.bellyHeight, z);
    if (d > best) { best = d; at = z; }
  }
  const b = c.pinBaseRadius, hc = p.comHeight;
  const k2 = (c.pinHeight * c.pinHeight) / 12 + (c.pinBodyRadius * c.pinBodyRadius) / 4;
  return {
    height: c.pinHeight, bodyRadius: c.pinBodyRadius,
    ballContactDistance: best, ballContactHeight: at,
    edgeInertia: p.mass * (k2 + hc * hc + b * b),
    tipEnergy: p.mass * g * (Math.hypot(hc, b) - hc),
  };
}

/**
 * Rigid-body toppling impulse (g·mm/s) for a horizontal impulse at height
 * `lever`: it spins the pin about its base edge at ω = J·lever / I_edge, and
 * the pin falls when ½·I_edge·ω² lifts its centre of mass over the edge.
 * Scaled by the named threshold `toppleFactor`.
 */
export function toppleImpulse(s: PinShape, p: PinParams, lever: number): number {
  return (p.toppleFactor * Math.sqrt(2 * s.edgeInertia * s.tipEnergy)) / lever;
}

/** Tilt-versus-time of a falling pin: times (s) at tilts 0..π/2 in equal steps. */
export function fallProfile(s: PinShape, p: PinParams, g: number, omega0: number, baseRadius: number): number[] {
  const ell = Math.hypot(p.comHeight, baseRadius), beta = Math.atan2(baseRadius, p.comHeight);
  const steps = 32, dphi = Math.PI / 2 / steps;
  const times = [0];
  for (let i = 0; i < steps; i++) {
    const phi = (i + 0.5) * dphi;
    const w2 = omega0 * omega0 + ((2 * p.mass * g * ell) / s.edgeInertia) * (Math.cos(beta) - Math.cos(phi - beta));
    times.push(times[i]! + dphi / Math.sqrt(Math.max(w2, 1e-6)));
  }
  return times;
}

/** One stretch of a pin's life: its base slides along `dir` decelerating to a stop. */
export interface PinSeg {
  t0: number;
  state: 'standing' | 'fallen' | 'removed';
  pos: P2; dir: P2; speed: number; decel: number;
  /** Time the slide ends (t0 + duration). */
  stop: number;
  /** Fallen pins: heading of the tip (rad), fall start time, tilt profile. */
  heading?: number; fallAt?: number; fall?: number[];
}

export interface PinPose { pos: [number, number]; vel: [number, number]; heading: number; tilt: number }

export function pinPose(s: PinSeg, t: number): PinPose {
  const tau = Math.min(Math.max(t - s.t0, 0), s.stop - s.t0);
  const moving = t < s.stop;
  const d = s.speed * tau - 0.5 * s.decel * tau * tau;
  const v = moving ? s.speed - s.decel * tau : 0;
  const heading = s.heading ?? 0;
  return {
    pos: [s.pos[0] + s.dir[0] * d, s.pos[1] + s.dir[1] * d],
    vel: [s.dir[0] * v, s.dir[1] * v],
    heading,
    tilt: s.state === 'fallen' && s.fall && s.fallAt !== undefined ? tiltAt(s.fall, t - s.fallAt) : 0,
  };
}

function tiltAt(times: number[], t: number): number {
  const n = times.length - 1, dphi = Math.PI / 2 / n;
  if (t >= times[n]!) return Math.PI / 2;
  for (let i = 0; i < n; i++) {
    if (t < times[i + 1]!) return dphi * (i + (t - times[i]!) / (times[i + 1]! - times[i]!));
  }
  return Math.PI / 2;
}

/** Base position as a quadratic in (t − from): [[x0,x1,x2],[y0,y1,y2]], valid until s.stop. */
export function pinPoly(s: PinSeg, from: number): [number[], number[]] {
  const p = pinPose(s, from);
  if (from >= s.stop) return [[p.pos[0], 0, 0], [p.pos[1], 0, 0]];
  const v = Math.hypot(p.vel[0], p.vel[1]);
  return [
    [p.pos[0], s.dir[0] * v, -0.5 * s.decel * s.dir[0]],
    [p.pos[1], s.dir[1] * v, -0.5 * s.decel * s.dir[1]],
  ];
}

/** A new slide from `pos` at velocity `vel`, stopped early at the cushion (a pin cannot leave the table). */
export function slide(
  t0: number, state: PinSeg['state'], pos: P2, vel: P2, decel: number, bounds: P2, extra: Partial<PinSeg> = {},
): PinSeg {
  const speed = Math.hypot(vel[0], vel[1]);
  if (speed < 1e-9) return { t0, state, pos, dir: [1, 0], speed: 0, decel, stop: t0, ...extra };
  const dir: P2 = [vel[0] / speed, vel[1] / speed];
  let travel = (speed * speed) / (2 * decel);
  for (const i of [0, 1] as const) {
    if (Math.abs(dir[i]) > 1e-12) travel = Math.min(travel, Math.max(0, (Math.sign(dir[i]) * bounds[i] - pos[i]) / dir[i]));
  }
  const disc = Math.max(0, speed * speed - 2 * decel * travel);
  const stop = t0 + (speed - Math.sqrt(disc)) / decel;
  return { t0, state, pos, dir, speed, decel, stop, ...extra };
}

export type PinTable = Record<PinId, PinSeg[]>;
