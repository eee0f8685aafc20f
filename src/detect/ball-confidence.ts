/**
 * The confidence a verified ball reports to the tracker (session 58, issue 6;
 * split from detector.ts). The tracker takes a ball from `minConfidence` 0.4
 * (src/track/thresholds.ts); under it a detection is weak, and a weak
 * detection never holds a ball at rest (src/track/weak.ts, on purpose: a
 * ball half under a hand, whose centroid is pulled toward its seen side).
 *
 * The network's score alone was the confidence, so a ball the network doubts
 * but whose silhouette is a ball's all round stayed weak however plainly it
 * showed: the held-out one-cushion-60-7106 spotted white resting above the
 * broadcast score bar was found by the detector at 0.17 (full frames) and
 * 0.38 (tracked crops; raw peak 0.167, contrast 270, fill 0.99) and went
 * unseen 3.8 s in the tracked frames. A fitted whole rim is what weak.ts
 * asks for and a half-hidden ball lacks: a measured centre.
 */
import type { TableModel } from '../geometry/tables.js';
import { wholeRim, type BallEvidence } from './verify.js';

/**
 * A ball whose rim could not be fitted (too little of it seen: under a hand,
 * an arm, a cue; not a blur streak) keeps the centroid's position, which is
 * pulled toward the seen side: its confidence is scaled by this, so a tracker
 * (minConfidence 0.4) coasts on its prediction rather than take a centre off
 * by up to ~10 mm. Raising it keeps such balls in the track at their biased
 * centres.
 */
export const UNMEASURED_CONFIDENCE = 0.6;

/**
 * Least confidence of a ball whose rim alone makes it one (verify.ts
 * `wholeRim`: fitted on at least MIN_RIM_BESIDE of its circle, no ray beyond
 * it, no blur streak, a silhouette that passes), whatever the network's
 * score: above the tracker's `minConfidence` 0.4, so the tracker holds it
 * at rest, and under the re-spot's sure 0.7 (src/track/respot.ts), so such a
 * find alone never re-spots a lost ball at once. The same evidence already
 * admits a peak under the threshold as a ball (detector.ts `wholeWeak`,
 * search-missing.ts); only what the tracker makes of it changes. The vision
 * path's refinement ('touch-fit') fits the rim of the candidates under it
 * for this (ball-check.ts `wholeRimFit`). Raising it
 * toward 0.7 lets these finds re-spot lost balls at once; lowering it under
 * 0.4 is the old behaviour (such a ball held only while moving).
 */
export const WHOLE_RIM_CONFIDENCE = 0.5;

/**
 * The confidence of a verified ball: the network's `score`, lowered where the
 * rim fit could not measure the centre (UNMEASURED_CONFIDENCE), raised to
 * WHOLE_RIM_CONFIDENCE where the rim alone says "ball" on a carom table
 * (`floored`). Pure.
 */
export function ballConfidence(score: number, e: BallEvidence, kind?: TableModel['kind']): number {
  if (e.rim === 0 && !e.streak) return score * UNMEASURED_CONFIDENCE;
  return wholeRim(e) && floored(kind) ? Math.max(score, WHOLE_RIM_CONFIDENCE) : score;
}

/**
 * Tables whose doubted whole-rim balls get the floor (and, on the vision
 * path, the rim fit that shows it: ball-check.ts `wholeRimFit`): carom only.
 * On the bundled Russian break (pyramid, seven whites of one class) the
 * two gave the tracker three more rest positions, two of them far from the
 * truth's ball of that id (rest errors > 5 mm 0 → 2, p99 4.2 mm → 1.26 m;
 * the same verdicts): identities of the whites must never swap, and a carom
 * table has one ball per class. Widening it to 'pyramid' needs the
 * tracker's white identities made safe first.
 */
export function floored(kind: TableModel['kind'] | undefined): boolean {
  return kind === 'carom';
}
