/**
 * Weak detections (confidence from `weakConfidence` up to `minConfidence`):
 * what a detector makes of a ball too fast for a clean silhouette, a streak
 * it is unsure of. They are never a ball on their own: they may continue a
 * moving ball the tracker misses (a second association in its gate, the way
 * ByteTrack keeps low-score boxes for tracks the high-score ones left
 * unmatched), and chain into a path that only a missed ball may adopt. A
 * ball struck hard leaves its crop in one frame, and the real detector sees
 * its streak in the next full frames at 0.1-0.35 only (bundled five-pins
 * ball-jumps-off-table: the yellow struck at 5 m/s was never tracked, its
 * stroke read as the white's). A weak detection never extends a chain that
 * holds a confident one (tracker.ts `chain`; a confident one may extend a
 * weak chain): its label is the least sure, and at a white/spotted-white
 * contact the detector swapped the two (held-out one-cushion render, 30 fps:
 * the white's chain went on through the yellow read as a weak white, and
 * every verdict after was the other player's).
 */
import type { Candidate } from './adoption.js';
import type { DetectionFrame } from './detections.js';
import type { TrackerThresholds } from './thresholds.js';

/**
 * A chain of weak detections alone is confirmed after this many frames (a
 * chain with one confident detection: `confirmFrames`). Raising it picks a
 * fast ball up later (a short run to a pocket is lost); lowering it to
 * `confirmFrames` lets two weak false detections near a lost ball's place
 * take it. Range 2-10.
 */
export const WEAK_CONFIRM_FRAMES = 3;

/**
 * Distance (mm) a chain of weak detections alone must cover from its first
 * detection to its last: a weak detection is a streak, so the ball moves
 * fast; a still weak blob (a sleeve, a shadow, a ball half under a hand) is
 * not a ball running. Raising it needs faster balls; lowering it lets still
 * clutter through. Range 0-500.
 */
export const WEAK_MIN_TRAVEL_MM = 60;

/**
 * Filter speed (mm/s) above which a missed ball may take a weak detection in
 * its gate. A ball at rest whose detection turned weak is one the detector
 * could not measure (half under a hand: its centre is off by up to ~10 mm,
 * and the detector lowers its confidence so the tracker coasts). Range 0-2000.
 */
export const WEAK_TRACK_SPEED_MMS = 300;

/** Every detection of the chain is weak. */
export function allWeak(c: Candidate): boolean {
  return c.obs.every((o) => o.weak);
}

/** A chain ready to be paired with a ball: confident ones after `confirmFrames`, weak-only ones after WEAK_CONFIRM_FRAMES and a run. */
export function confirmed(c: Candidate, confirmFrames: number): boolean {
  if (!allWeak(c)) return c.obs.length >= confirmFrames;
  const a = c.obs[0]!, b = c.obs[c.obs.length - 1]!;
  return c.obs.length >= Math.max(confirmFrames, WEAK_CONFIRM_FRAMES) && Math.hypot(b.x - a.x, b.y - a.y) >= WEAK_MIN_TRAVEL_MM;
}

/**
 * Radii from a ball seen this frame within which a weak detection is taken for
 * that ball's own (its shadow, a second peak on it: both within a radius of
 * its centre). Not 2 (a diameter, until session 14): touching balls lie 2 r
 * apart, and in a 1080p Russian rack the detector's centres of touching balls
 * came 61 mm apart (68 mm balls), so the dim colour ball in the rack's middle
 * was thrown away beside its neighbours (dim.ts). Raising it to 2 loses weak
 * detections of balls touching a seen one; lowering it toward 1 lets a seen
 * ball's shadow chain. Range 1-2.
 */
export const WEAK_NEAR_SEEN_R = 1.5;

/**
 * Indices of the frame's unused weak detections of a class, leaving out those
 * within WEAK_NEAR_SEEN_R radii of a ball seen this frame.
 */
export function weakDetections(f: DetectionFrame, code: number, used: Uint8Array, seen: readonly { x: number; y: number }[], th: Pick<TrackerThresholds, 'weakConfidence' | 'minConfidence'>, radius: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < f.count; i++) {
    const c = f.confidence[i]!;
    if (used[i] || f.cls[i] !== code || c < th.weakConfidence || c >= th.minConfidence) continue;
    if (!seen.some((p) => Math.hypot(p.x - f.x[i]!, p.y - f.y[i]!) < WEAK_NEAR_SEEN_R * radius)) out.push(i);
  }
  return out;
}
