/**
 * Geometric aims: where to send the cue ball so that, on an ideal table, it
 * does what a scenario or a player wants. The physics (throw, spin, cushion
 * rebound) moves the result off these lines; the search samples around them.
 * Pure; angles in rad in the table frame.
 */
import type { Cushion, Pocket, Vec2 } from '../../contracts/ids.js';
import { type TableModel, cushionLine, pocketEnd } from '../../geometry/tables.js';

export function angleTo(from: Vec2, to: Vec2): number {
  return Math.atan2(to[1] - from[1], to[0] - from[0]);
}

export function dist(a: Vec2, b: Vec2): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** Ghost-ball aim: the cue ball's direction that sends `object` from its place towards `target`. */
export function ghostAim(cue: Vec2, object: Vec2, target: Vec2, R: number): number {
  const a = angleTo(object, target);
  const ghost: Vec2 = [object[0] - 2 * R * Math.cos(a), object[1] - 2 * R * Math.sin(a)];
  return angleTo(cue, ghost);
}

/** Cut angle (rad) of a ghost-ball aim: 0 full ball, π/2 the thinnest. */
export function cutAngle(cue: Vec2, object: Vec2, target: Vec2, R: number): number {
  const d = ghostAim(cue, object, target, R), a = angleTo(object, target);
  return Math.abs(Math.atan2(Math.sin(a - d), Math.cos(a - d)));
}

/**
 * Direction that makes the cue ball pass `object` with its centre at
 * `fraction` × 2R beside the object's centre (0 full ball, ±1 a graze;
 * positive: the object ball's left seen from the cue ball).
 */
export function offsetAim(cue: Vec2, object: Vec2, fraction: number, R: number): number {
  const d = dist(cue, object);
  const s = Math.max(-1, Math.min(1, (fraction * 2 * R) / Math.max(d, 2 * R)));
  return angleTo(cue, object) + Math.asin(s);
}

/**
 * One-cushion bank: aim at the mirror image of `to` across the line the ball
 * centre rebounds from (one ball radius off the cushion nose).
 */
export function bankAim(from: Vec2, to: Vec2, cushion: Cushion, table: TableModel): number {
  const line = cushionLine(table, cushion);
  const c = line.at - Math.sign(line.at) * table.ballRadius;
  const image: Vec2 = line.axis === 0 ? [2 * c - to[0], to[1]] : [to[0], 2 * c - to[1]];
  return angleTo(from, image);
}

/** Where a ball centre is aimed to drop in a pocket: a little inside the mouth, on the pocket's axis. */
export function pocketTarget(table: TableModel, pocket: Pocket): Vec2 {
  const hx = table.length / 2, hy = table.width / 2;
  const sx = pocketEnd(pocket);
  const sy = pocket.endsWith('left') ? 1 : -1;
  return sx === 0 ? [0, sy * (hy + 10)] : [sx * (hx + 5), sy * (hy + 5)];
}

/** Evenly spread directions: `n` angles over the full turn, offset by `phase` (rad). */
export function fan(n: number, phase = 0): number[] {
  return Array.from({ length: n }, (_, i) => phase + (2 * Math.PI * i) / n);
}

/** The corner point a ball centre reaches when it touches both cushions of a corner at once. */
export function cornerPoint(table: TableModel, sx: 1 | -1, sy: 1 | -1): Vec2 {
  const r = table.ballRadius;
  return [sx * (table.length / 2 - r), sy * (table.width / 2 - r)];
}

/**
 * Carom aims by the 90° rule: a stun cue ball leaves the first object ball
 * along the tangent line, so the ghost ball must sit where the angle between
 * the first and the second object ball is 90° (Thales' circle on o1-o2) and
 * 2R from o1. The directions from the cue ball to each such ghost (0 to 2).
 */
export function tangentAims(cue: Vec2, o1: Vec2, o2: Vec2, R: number): number[] {
  const d = dist(o1, o2);
  if (d <= 2 * R) return [];
  // Angle at o1 between o1→o2 and o1→ghost: cos = 2R / d (right angle at the ghost).
  const base = angleTo(o1, o2), off = Math.acos((2 * R) / d);
  return [base + off, base - off]
    .map((a): Vec2 => [o1[0] + 2 * R * Math.cos(a), o1[1] + 2 * R * Math.sin(a)])
    .filter((g) => dist(cue, g) > 2 * R && dist(cue, o1) > dist(cue, g) - 1e-9)
    .map((g) => angleTo(cue, g));
}
