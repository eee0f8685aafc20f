/**
 * A ball struck under the cue and seen once, just out from under it, before
 * it meets another (causes.ts): its speed is not measured (the traced start
 * under the cue can be far off), only its way, from its rest place through
 * that point. The ball its way first comes 2R from, within reach of a hard
 * stroke, is the one it hit, if nothing lay across the way and that ball
 * left away from it.
 */
import type { BallId } from '../contracts/ids.js';
import { segmentDistance } from '../geometry/segment.js';
import { firstOnCircle } from '../geometry/vec.js';
import { restBefore } from './cascade.js';
import type { BallHistory } from './history.js';
import type { Start } from './starts.js';

/** A ball's place at an instant, its speed and velocity; `unsure`: the speed is not measured, only bounded (`alongHiddenWay`). */
export interface Place { p: [number, number]; speed: number; v: [number, number]; unsure?: true; from?: [number, number] }

/**
 * Fastest a ball comes out from under the cue (mm/s): a hard break. A ball
 * seen once, just out from under the cue, before a contact: its speed is
 * not measured (the traced start under the cue can be far off: development
 * Russian at 30 fps, #21[1] 697 and #37[5] 672 mm/s read for cue balls that
 * met their object ball 7 and 16 ms after that one point, 45-60 mm on), only
 * its way (from its rest place through that point). Raising it lets a ball
 * seen far short of a contact point take the contact; lowering it under a
 * hard stroke leaves the contact unfound. Range 4000-12000.
 */
const HIDDEN_WAY_MAX_MM_S = 10_000;
/**
 * Least error (tolerance units) of a contact found on that way: its time is
 * not measured, so it is reported at 0.8 (extract.ts: error ≥ 0.5), under
 * the high-confidence line, for the referee to confirm. Range 0.5-1.
 */
const UNSURE_SPEED_ERROR = 0.5;

/**
 * Where a hidden ball's way out (from `from`, seen `dt` s before t, along
 * unit `d`) first comes 2R from `rest` (a ball at rest), when that is ahead
 * and no farther than HIDDEN_WAY_MAX_MM_S can carry it in dt; null otherwise.
 */
export function alongHiddenWay(from: [number, number], d: [number, number], dt: number, rest: [number, number], speed: number, R: number): Place | null {
  const u = dt > 0 ? firstOnCircle(from, d, rest, 2 * R) : null;
  if (u === null || u <= 0 || u > HIDDEN_WAY_MAX_MM_S * dt) return null;
  const s = Math.max(speed, u / dt);
  return { p: [from[0] + d[0] * u, from[1] + d[1] * u], speed: s, v: [d[0] * s, d[1] * s], unsure: true, from };
}

/**
 * Least cosine between a ball's departure and the line of centres from a
 * hidden hitter met on its way (`alongHiddenWay`): equal masses send it off
 * along that line, but its first points may already follow its next touch a
 * few ms later (development Russian #37[5]: the colour met a ball 7 ms after
 * the cue ball's hit), so only the side it left to is asked. Range 0-0.9.
 */
const HIDDEN_WAY_MIN_COS = 0.5;

/** A contact met on a hidden way: UNSURE_SPEED_ERROR when the ball left away from the hitter, else no cause (Infinity). */
export function unsureError(q: Place, s: Start): number {
  const n = [s.rest[0] - q.p[0], s.rest[1] - q.p[1]], l = Math.hypot(n[0]!, n[1]!) || 1;
  return (n[0]! * s.dir[0] + n[1]! * s.dir[1]) / l >= HIDDEN_WAY_MIN_COS ? UNSURE_SPEED_ERROR : Infinity;
}

/**
 * Overlap (mm under 2R) a way may make with a ball at rest before it counts
 * as passing through it: balls cannot, so a ball lying on the way would have
 * been met first (a cue ball, a colour and a third ball in a line: the cue
 * ball's way reaches the third ball's contact point only through the colour).
 * The slack is the rest places' noise and the way's (a mm or two). Range 0-5.
 */
const PASS_THROUGH_MM = 3;

/** A ball at rest at t (other than `not`) lies across the way from `a` to `b`. */
export function blocked(a: [number, number], b: [number, number], not: readonly BallId[], t: number, hs: readonly BallHistory[], R: number): boolean {
  return hs.some((g) => {
    const r = not.includes(g.id) ? null : restBefore(g, t);
    return r !== null && segmentDistance(r, a, b) < 2 * R - PASS_THROUGH_MM;
  });
}
