/**
 * Russian pockets: a ball at rest near a mouth, struck (by the cue or a
 * ball) and gone down the pocket after one or two points seen moving. The
 * mouth's ray casts (mouths.ts) need a piece of three points on the way in;
 * this ball has its rest place and one point (or two). The way from the rest place
 * through that point is its way in (a struck ball leaves straight; its
 * first frame of travel is tens of mm against the point's 2-3 mm of noise),
 * and that way meets a wall before the fall line or drops clean.
 * Development Russian 30 fps, 40 matches: #12[3] (w7 kissed 28 ms before
 * its left jaw touch, one point seen), #31[6], #16[4].
 */
import type { CushionEvent } from '../contracts/events.js';
import type { Vec2 } from '../contracts/ids.js';
import type { PyramidTable } from '../geometry/tables.js';
import { cushionReach } from '../track/geometry.js';
import { restBefore } from './cascade.js';
import type { BallHistory } from './history.js';
import { fallTau, firstMeet, mouthsOf } from './mouth-walls.js';
import { offRestMm } from './starts.js';
import { LINE_DEV_MM } from './mouth-pieces.js';
import { dot } from '../geometry/vec.js';

/**
 * Shortest way (mm) from the rest place to the one moving point for its
 * direction to be read: the point's noise (σ 1.5-3 mm moving, a struck
 * ball's blur more) turns the way by noise/length. Raising it loses balls
 * struck from near the jaws; lowering it casts ways turned by noise.
 * Range 10-60.
 */
const STRUCK_MIN_MM = 20;
/** Farthest (mm) from a mouth's centre the rest place may lie (a ball struck into that mouth from near it; farther, a frame's travel leaves it short of the mouth). Range 80-250. */
const STRUCK_NEAR_MM = 150;
/** Longest gap (s) between the last rest point and the moving one (one frame missed at 30 fps). Range 0.03-0.1. */
const STRUCK_GAP_S = 0.07;
/**
 * Confidence: a way from one moving point, a wall met or passed by a few
 * mm the frames cannot settle; the referee looks when a call rests on it.
 * Range 0.5-0.75.
 */
export const STRUCK_CONFIDENCE = 0.6;

/** The wall met by a ball struck from rest near a mouth and gone down it after one or two moving points, or none. */
export function struckIntoMouth(h: BallHistory, table: PyramidTable): CushionEvent[] {
  const k = h.t.length - 1;
  if (k < 3 || h.t[k]! - h.t[k - 1]! > STRUCK_GAP_S) return [];
  const hit = struckWay(h, table, k) ?? struckWay(h, table, k - 1);
  return hit ? [hit] : [];
}

/**
 * The wall met by the ball whose first moving point is j (the last, k, or
 * the one before it) on its way from the rest place through the last point.
 * Two moving points: struck within a frame of the one before them at 60 fps
 * (development Russian 60 fps #12[3]: kissed 1.7 ms before a frame, seen 16 mm
 * off its rest place there, the left jaw point 9 ms after the next and last
 * point); the first must lie on that way, their step gives the speed.
 */
function struckWay(h: BallHistory, table: PyramidTable, j: number): CushionEvent | null {
  const k = h.t.length - 1;
  if (j < 3 || h.t[k]! - h.t[j - 1]! > (k - j + 1) * STRUCK_GAP_S) return null;
  const rest = restBefore(h, h.t[j]!);
  if (!rest) return null;
  // The point before the first moving one still at rest (else the ball was moving for longer: the mouth's ray casts read it).
  const off = (i: number): number => Math.hypot(h.x[i]! - rest[0], h.y[i]! - rest[1]);
  if (off(j - 1) > offRestMm(h) || off(k) < STRUCK_MIN_MM) return null;
  const way: Vec2 = [h.x[k]! - rest[0], h.y[k]! - rest[1]], len = off(k);
  // Its speed: the step between the two moving points; from one, the way over a frame (a lower bound: it left after the frame before).
  const speed = j < k ? Math.hypot(h.x[k]! - h.x[j]!, h.y[k]! - h.y[j]!) / (h.t[k]! - h.t[j]!) : len / (h.t[k]! - h.t[k - 1]!);
  if (j < k && !onStruckWay(h, j, rest, way)) return null;
  const v: Vec2 = [(way[0] / len) * speed, (way[1] / len) * speed];
  // When it left its rest place: a frame before the one moving point, or the two points' speed back from the last.
  const left = j < k ? h.t[k]! - len / speed : h.t[k - 1]!;
  const reach = cushionReach(table);
  for (const m of mouthsOf(table)) {
    if (Math.hypot(rest[0] - m.centre[0], rest[1] - m.centre[1]) > STRUCK_NEAR_MM) continue;
    const meet = firstMeet(rest, v, m.walls, reach), fall = fallTau(rest, v, m);
    if (!meet || fall === null || fall < meet.tau) continue;
    // Never before the first moving point's frame before.
    return { t: Math.max(h.t[j - 1]!, left + meet.tau), kind: 'cushion', ball: h.id, cushion: meet.wall.cushion, confidence: STRUCK_CONFIDENCE };
  }
  return null;
}

/** The first of two moving points lies on the way from the rest place to the second: within LINE_DEV_MM across it, between the two. */
function onStruckWay(h: BallHistory, j: number, rest: Vec2, way: Vec2): boolean {
  const len = Math.hypot(way[0], way[1]), d: Vec2 = [h.x[j]! - rest[0], h.y[j]! - rest[1]];
  const along = dot(d, way) / len, across = Math.abs(d[0] * way[1] - d[1] * way[0]) / len;
  return across <= LINE_DEV_MM && along > 0 && along < len;
}
