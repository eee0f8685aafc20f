/**
 * Balls at rest frozen to another ball at rest (a Russian rack before the
 * break, balls left touching): a hit on one is absorbed by the pack (it
 * leaves at tens of mm/s where the tracker's equal-mass exchange sends it at
 * metres a second), so a predicted hit on such a ball is the weakest part of
 * the prediction (tracker.ts: its straight hypothesis is kept while it is
 * missed, and a detection where it lay wins over the hit). Development
 * Russian 25 fps breaks #13[0], #66[0], #106[0]: the cue ball predicted into
 * the head ball a frame early (missed once, or one detection 20 mm ahead)
 * gave the racked balls the model's velocities while they lay still, and at
 * the real touch two of them exchanged detections. In open play a moving
 * ball's hit at the frame's end is as likely real as not (development 30 fps
 * #33[7]: kept unhit, it lost its identity a frame later), so the rule is
 * held to racked balls.
 */
export interface Still { x: number; y: number; speed: number }

/**
 * Which of `balls` lie at rest (speed ≤ `restSpeed`) within `gapMm` of
 * touching (centres 2R apart) another ball at rest: the indices.
 */
export function frozenAtRest(balls: readonly Still[], radius: number, restSpeed: number, gapMm: number): Set<number> {
  const out = new Set<number>();
  balls.forEach((a, i) => {
    if (a.speed > restSpeed) return;
    if (balls.some((b, j) => j !== i && b.speed <= restSpeed && Math.hypot(b.x - a.x, b.y - a.y) - 2 * radius <= gapMm)) out.add(i);
  });
  return out;
}
