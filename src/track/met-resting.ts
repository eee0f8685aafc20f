/**
 * A chain link that runs through a resting ball (tracker.ts `chain`): the
 * chain's ball would have met it. Equal masses: after a fuller-than-half hit
 * the striker keeps under ~3/4 of its speed and turns off by 40° or more
 * while the object ball leaves along the line of centres, so a detection
 * straight on past the resting ball is the object ball's, not the striker's.
 * Development Russian 30 fps (match #38 stroke 5): the hidden cue ball's
 * chain linked its last detection before a near-full hit to the struck
 * ball's first one after it, took the cue ball's id and left the struck
 * ball's own track missed (an identity swap).
 */

/**
 * Closest approach (in ball radii) of the link's straight path to a resting
 * ball's centre under which the link counts as a full hit. Contact is at 2
 * radii; 1.5 is a cut fuller than half (cut angle under ~49°). Raising it
 * towards 2 refuses links of thin cuts too (the striker then goes on almost
 * straight, and its chain would break for a frame); lowering it lets a
 * half-ball hit's striker chain onto the object ball's detection. Range 0.5-2.
 */
export const FULL_HIT_RADII = 1.5;

/**
 * A link starting within this many radii of the resting ball's centre is that
 * ball itself leaving its place (struck by a ball the tracker did not see), not
 * a striker coming at it (a striker's centre stays 2 radii off). Raising it
 * towards 2 lets a striker seen just short of contact link on; lowering it
 * towards the rest noise (~1 mm) refuses a knocked ball's own chain. Range 0.3-1.8.
 */
export const LEAVING_RADII = 1;

export interface Point { x: number; y: number }

/** Whether the link from `from` to `to` runs into the ball at rest at `rest` (ahead of `from`, passing within FULL_HIT_RADII). */
export function runsThrough(from: Point, to: Point, rest: Point, radius: number): boolean {
  const rx = rest.x - from.x, ry = rest.y - from.y;
  if (Math.hypot(rx, ry) <= LEAVING_RADII * radius) return false;
  const dx = to.x - from.x, dy = to.y - from.y, l2 = dx * dx + dy * dy;
  if (l2 === 0) return false;
  const s = (rx * dx + ry * dy) / l2;
  if (s <= 0) return false;
  const u = Math.min(s, 1);
  return Math.hypot(rx - u * dx, ry - u * dy) < FULL_HIT_RADII * radius;
}

/**
 * Whether a moving ball's straight (no-collision) prediction from `from` to
 * `to` runs into one of the balls at rest: it cannot have gone on straight
 * through a ball lying there, so that prediction is no hypothesis for it
 * (tracker.ts keeps it only for balls whose modelled hit may not have
 * happened). Development Russian 30 fps at twice the noise, #7[3]: the cue
 * ball turned by a hit the filter had not caught up with was predicted into
 * a resting white; the white was only kissed, and the cue ball's straight
 * prediction, 7 mm from the white's own detection, took it from the white
 * (an identity swap).
 */
export function passesThrough(from: Point, to: Point, rests: readonly Point[], radius: number): boolean {
  return rests.some((r) => runsThrough(from, to, r, radius));
}
