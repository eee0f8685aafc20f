/**
 * Cue-stick model: what the tip gives the cue ball. The tip strikes along the
 * cue axis d (direction φ, elevation α down from horizontal) at a point offset
 * from the centre by `side` (to the player's right) and `height` (up, in the
 * plane across the cue), both as fractions of R. The impulse F along d gives
 * v = F/m and ω = (p × F)/I (p the offset). With the stick speed V, mass M and
 * tip restitution e: F = (1+e)·V / (1/M + 1/m_eff), 1/m_eff = (1 + 5|p|²/(2R²))/m
 * (Alciatore, "The Illustrated Principles of Pool and Billiards", TP A-30).
 * The vertical part of F goes into the cloth. Squirt and tip friction are not modelled.
 */
import { InputError } from '../../contracts/schema.js';
import type { Kin } from './motion.js';
import type { PhysicsParams } from './params.js';
import { type V3, cross, norm, scale } from './vec.js';

export interface Shot {
  ball: string;
  /** Cue-ball speed just after the strike, mm/s (give this or `cueSpeed`). */
  speed?: number;
  /** Stick speed at impact, mm/s: the cue model turns it into the ball's speed. */
  cueSpeed?: number;
  /** Direction of the cue in the table plane, rad (0 = +x, towards the top cushion). */
  direction: number;
  /** Tip offset as a fraction of R: side > 0 = right english, height > 0 = follow (top). */
  tip?: { side: number; height: number };
  /** Cue elevation, rad (0 = level; massé shots up to ~π/2). */
  elevation?: number;
  /** Angular velocity after the strike (rad/s, table frame), instead of `tip`. */
  spin?: V3;
}

export function cueAxes(direction: number, elevation: number): { d: V3; right: V3; up: V3 } {
  const ce = Math.cos(elevation);
  const d: V3 = [ce * Math.cos(direction), ce * Math.sin(direction), -Math.sin(elevation)];
  const r0 = cross(d, [0, 0, 1]);
  const right = scale(r0, 1 / norm(r0));
  return { d, right, up: cross(right, d) };
}

/** Velocity and spin of the cue ball after the strike. */
export function strike(shot: Shot, at: readonly [number, number], R: number, p: PhysicsParams): Kin {
  const alpha = shot.elevation ?? 0;
  if (!(alpha >= 0 && alpha < Math.PI / 2)) throw new InputError('shot.elevation', 'must be in [0, π/2) rad');
  const { d, right, up } = cueAxes(shot.direction, alpha);
  const side = shot.tip?.side ?? 0, height = shot.tip?.height ?? 0;
  const off = Math.hypot(side, height);
  if (off > p.cue.miscueOffset) {
    throw new InputError('shot.tip', `offset ${off.toFixed(2)} R is past the miscue limit ${p.cue.miscueOffset} R`);
  }
  const m = p.ballMass, I = 0.4 * m * R * R;
  const F = impulse(shot, off, m, p);
  const P = scale(d, F);
  const arm: V3 = [R * (side * right[0] + height * up[0]), R * (side * right[1] + height * up[1]), R * (side * right[2] + height * up[2])];
  const w = shot.spin ?? scale(cross(arm, P), 1 / I);
  return { px: at[0], py: at[1], vx: P[0] / m, vy: P[1] / m, w: [w[0], w[1], w[2]] };
}

/** Impulse magnitude along the cue axis, from the ball speed or the stick speed. */
function impulse(shot: Shot, off: number, m: number, p: PhysicsParams): number {
  const horiz = Math.cos(shot.elevation ?? 0);
  if (shot.speed !== undefined) {
    if (!(shot.speed >= 0 && Number.isFinite(shot.speed))) throw new InputError('shot.speed', 'must be a finite speed >= 0 (mm/s)');
    return (shot.speed * m) / horiz;
  }
  if (shot.cueSpeed === undefined || !(shot.cueSpeed >= 0)) throw new InputError('shot', 'give speed or cueSpeed (mm/s, >= 0)');
  const invEff = (1 + 2.5 * off * off) / m;
  return ((1 + p.cue.tipRestitution) * shot.cueSpeed) / (1 / p.cue.mass + invEff);
}

/** Ball speed from a stick speed (for docs and scenario authors). */
export function ballSpeedFromCue(cueSpeed: number, tipOffset: number, p: PhysicsParams): number {
  return impulse({ ball: '', direction: 0, cueSpeed }, tipOffset, p.ballMass, p) / p.ballMass;
}
