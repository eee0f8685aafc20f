/**
 * Plain arithmetic on 2-D vectors (table mm, mm/s): one copy for the event
 * rules, which had ten local ones. Inputs are readonly Vec2 (a tuple from a
 * history, a fit or a literal all pass); results are fresh mutable pairs so a
 * caller typed `[number, number]` keeps its type. Each function computes
 * exactly the expression the copies did, so moving a rule onto them changes
 * no result bit for bit.
 *
 * Two ways to make a unit vector, kept apart by name because callers differ
 * on the zero vector: `unitOrNull` says "no direction" (the caller must
 * decide what a ball without a way means), `unitOr` substitutes a given
 * direction (the caller has one that is harmless for a zero-length way).
 */
import type { Vec2 } from '../contracts/ids.js';

/**
 * Shortest length `unitOrNull` gives a direction for by default: below it
 * the components are rounding error, not a way. Raising it (to the mm of a
 * noisy step, as a caller may) calls short real ways directionless; lowering
 * it to 0 divides rounding error up into a direction. Range 0-1e-6.
 */
export const UNIT_MIN_LENGTH = 1e-9;

/** a − b. */
export function sub(a: Vec2, b: Vec2): [number, number] {
  return [a[0] - b[0], a[1] - b[1]];
}

/** The dot product a·b. */
export function dot(a: Vec2, b: Vec2): number {
  return a[0] * b[0] + a[1] * b[1];
}

/** Euclidean distance between two points. */
export function distance(a: Vec2, b: Vec2): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** v scaled to length 1, or null when v is no longer than `minLength` (no direction to speak of). */
export function unitOrNull(v: Vec2, minLength = UNIT_MIN_LENGTH): [number, number] | null {
  const l = Math.hypot(v[0], v[1]);
  return l > minLength ? [v[0] / l, v[1] / l] : null;
}

/**
 * The least s with |p + v·s − c| = r: where a point moving from p along v
 * first meets a circle (a ball's centre reaching 2R of another's). Negative
 * when p is already inside or the meeting lies behind; null when the line
 * misses the circle or v is (near) zero.
 */
export function firstOnCircle(p: Vec2, v: Vec2, c: Vec2, r: number): number | null {
  const d = sub(p, c), a = dot(v, v), b = 2 * dot(d, v), disc = b * b - 4 * a * (dot(d, d) - r * r);
  return a < UNIT_MIN_LENGTH || disc < 0 ? null : (-b - Math.sqrt(disc)) / (2 * a);
}

/** v scaled to length 1, or a copy of `fallback` when v has length 0 (or is not a number). */
export function unitOr(v: Vec2, fallback: Vec2): [number, number] {
  const l = Math.hypot(v[0], v[1]);
  return l > 0 ? [v[0] / l, v[1] / l] : [fallback[0], fallback[1]];
}
