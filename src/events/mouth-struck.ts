/**
 * Russian pockets: a ball at rest near a mouth, struck (by the cue or a
 * ball) and gone down the pocket after one point seen moving. The mouth's
 * ray casts (mouths.ts) need a piece of three points on the way in; this
 * ball has its rest place and one point. The way from the rest place
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

/** The wall met by a ball struck from rest near a mouth and gone down it after one moving point, or none. */
export function struckIntoMouth(h: BallHistory, table: PyramidTable): CushionEvent[] {
  const k = h.t.length - 1;
  if (k < 3 || h.t[k]! - h.t[k - 1]! > STRUCK_GAP_S) return [];
  const rest = restBefore(h, h.t[k]!);
  if (!rest) return [];
  // The point before the moving one still at rest (else the ball was moving for longer: the mouth's ray casts read it).
  const off = (i: number): number => Math.hypot(h.x[i]! - rest[0], h.y[i]! - rest[1]);
  if (off(k - 1) > offRestMm(h) || off(k) < STRUCK_MIN_MM) return [];
  const dt = h.t[k]! - h.t[k - 1]!, v: Vec2 = [(h.x[k]! - rest[0]) / dt, (h.y[k]! - rest[1]) / dt];
  const reach = cushionReach(table);
  for (const m of mouthsOf(table)) {
    if (Math.hypot(rest[0] - m.centre[0], rest[1] - m.centre[1]) > STRUCK_NEAR_MM) continue;
    const meet = firstMeet(rest, v, m.walls, reach), fall = fallTau(rest, v, m);
    if (!meet || fall === null || fall < meet.tau) continue;
    // Timed as if it left at the frame before (its speed then a lower bound): never before the moving point's frame.
    return [{ t: Math.max(h.t[k - 1]!, h.t[k - 1]! + meet.tau), kind: 'cushion', ball: h.id, cushion: meet.wall.cushion, confidence: STRUCK_CONFIDENCE }];
  }
  return [];
}
