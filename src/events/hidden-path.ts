/**
 * Whether a ball's unseen path could have met another ball: the rebound
 * analysis (rebound.ts) traces a hidden ball's first visible line back to a
 * cushion, and the further back it goes the likelier it is that the ball met
 * a ball on the way unseen and the traced line is that contact's, not the
 * cushion's. A path that passes every other ball clear cannot have.
 */
import type { BallHistory } from './history.js';
import { segmentDistance } from '../geometry/segment.js';

/**
 * Clearance (mm) beyond touching (2R) between an unseen path and any other
 * ball's place for the path to be called clear. The path's corners are
 * known to the line fits' few mm; raising it refuses real paths that pass
 * near a ball, lowering it lets a graze of a ball through. Range 0-30.
 */
export const PATH_CLEARANCE_MM = 10;

/**
 * The polyline `path` (table mm) passes every other ball clear while it was
 * travelled (from → to, s): each other ball's observed places in that span,
 * or its last place before it when it was not seen then, lie over
 * 2R + PATH_CLEARANCE_MM from every segment.
 */
export function pathClear(path: readonly (readonly [number, number])[], others: readonly BallHistory[], from: number, to: number, R: number): boolean {
  const reach = 2 * R + PATH_CLEARANCE_MM;
  for (const o of others) {
    const inSpan = o.t.flatMap((t, k) => (t >= from && t <= to ? [k] : []));
    const before = o.t.findLastIndex((t) => t < from);
    const ks = inSpan.length > 0 ? inSpan : before >= 0 ? [before] : [];
    for (const k of ks) {
      const q: [number, number] = [o.x[k]!, o.y[k]!];
      for (let i = 1; i < path.length; i++) if (segmentDistance(q, path[i - 1]!, path[i]!) <= reach) return false;
    }
  }
  return true;
}

/**
 * Depth (mm) inside touching (2R) at which a hidden hit's way in would pass
 * through another ball lying still: more than the noise of the fitted way
 * out traced back (a few mm) and of the ball's rest place. A path that deep
 * into a resting ball is impossible (it would have met that ball, and the
 * traced line is that contact's way out, not a rail's). Development
 * three-cushion #27 stroke 5 at 25 fps: a yellow struck under the cue into
 * the white lying 5 mm off the left rail, first seen right after the
 * contact; its way out traced back "hit" the left rail 31 mm from the white's
 * centre (2R = 61.5). Raising it lets such paths through; lowering it
 * towards 0 refuses true hits whose way in grazes a ball. Range 3-30.
 */
export const PATH_OVERLAP_MM = 10;

/**
 * The polyline `path` (table mm), travelled from → to (s), runs through
 * another ball lying still there: a place of that ball seen at rest in the
 * span (or its last place before it) lies within 2R − PATH_OVERLAP_MM of a
 * segment. Moving places are left out: a ball rolling across the path may
 * have been elsewhere when the path was travelled. Returns that place (the
 * first found), or null when the path runs through none.
 */
export function pathThroughBall(path: readonly (readonly [number, number])[], others: readonly BallHistory[], from: number, to: number, R: number): [number, number] | null {
  const reach = 2 * R - PATH_OVERLAP_MM;
  for (const o of others) {
    const still = (k: number): boolean => !o.runs.some(([a, b]) => k >= a && k <= b);
    const inSpan = o.t.flatMap((t, k) => (t >= from && t <= to && still(k) ? [k] : []));
    const before = o.t.findLastIndex((t) => t < from);
    const ks = inSpan.length > 0 ? inSpan : before >= 0 && still(before) ? [before] : [];
    for (const k of ks) {
      const q: [number, number] = [o.x[k]!, o.y[k]!];
      for (let i = 1; i < path.length; i++) if (segmentDistance(q, path[i - 1]!, path[i]!) < reach) return q;
    }
  }
  return null;
}
