/**
 * A dim ball: one the detector sees only weakly while it lies still, never
 * confidently (weak.ts keeps weak detections for streaks of fast balls). On
 * development 1080p Russian renders (seeds 7101, 7102) the colour ball in the
 * rack's middle scored 0.15-0.32 in every frame before the break and one
 * racked white 0.38: the tracker, which starts balls from confident
 * detections only, held no colour ball, the break's touches of the colour
 * were never read, and a white it knocked was called moved without a touch
 * (a foul the truth does not have). A table holds each of its balls from the
 * start, so a class whose ball the tracker has never held (a free id) may
 * take a chain of weak detections that lies still long enough: clutter
 * (a sleeve, a shadow) does not lie in one place for DIM_HOLD_S with a ball's
 * measured rim (the detector reports a weak ball of a missing class only
 * when its silhouette fits a ball: search-missing.ts `searchMissing`). The ball so
 * taken goes on taking weak detections at rest until a confident one comes.
 */
import type { Candidate } from './adoption.js';
import { allWeak } from './weak.js';

/**
 * Seconds a still chain of weak detections must last before it becomes a
 * ball of a class with a free id. A ball lies for seconds before a stroke
 * (the rack before the break: ~1.7 s in the renders); a weak false detection
 * under a hand or a cue does not hold its place that long. Raising it takes a
 * dim ball later (a break struck sooner than that is read without it);
 * lowering it lets lingering clutter become a ball. Range 0.2-3.
 */
export const DIM_HOLD_S = 0.5;

/**
 * Distance (mm) every detection of the still chain may lie from its first:
 * the weak detections of a ball at rest scatter ~1-2 mm. Raising it takes
 * creeping clutter (a shadow moving with a player) as a ball; lowering it
 * under the detector's scatter never takes the dim ball. Range 2-20.
 */
export const DIM_STILL_MM = 6;

/** A chain of weak detections only that has lain still (DIM_STILL_MM) for DIM_HOLD_S. */
export function dimStill(c: Candidate): boolean {
  if (!allWeak(c)) return false;
  const a = c.obs[0]!, b = c.obs[c.obs.length - 1]!;
  return b.t - a.t >= DIM_HOLD_S && c.obs.every((o) => Math.hypot(o.x - a.x, o.y - a.y) <= DIM_STILL_MM);
}
