/**
 * A ball creeping to rest (split out of contacts.ts): below the moving-run
 * speed, still able to touch a ball at rest (issue 6, session 9).
 */
import { rmsOf, speedOf } from './fit.js';
import { type BallHistory, fitPoints, indicesIn } from './history.js';

/**
 * A ball rolling to rest, under MOVING_SPEED_MM_S, still touches: its moving
 * run ended a few frames before, and a contact in its last creep was never a
 * candidate (development five-pins #27 stroke 2 at 30 fps: the white at
 * 95 mm/s into the yellow, 20 ms after its run ended; #29 stroke 6: the
 * yellow at 35 mm/s onto the red, left flagged by the end-touch doubt, the
 * casin lost). A ball whose last CREEP_SPAN_S of points fits a straight line
 * (rms under CREEP_RMS_MM) at INCOMING_MIN_MM_S or more makes the distance
 * minimum a candidate. Raising the span asks a longer creep (fewer
 * candidates, contacts at the very end lost); lowering it lets the noise of
 * a few points at rest pass for a creep (σ 1-2 mm over 0.2 s: 5-10 mm/s).
 * Range 0.1-0.5 s; 1-5 mm.
 */
export const CREEP_SPAN_S = 0.2;
const CREEP_RMS_MM = 3;
/**
 * Confidence of a contact found in a creep with no impulse over KINK_Z: a
 * few mm of displacement or overlap between slow balls is the evidence, and
 * a ball stopping beside another gives both; the referee looks. Raising it
 * above 0.9 trusts slow overlaps that noise can make. Range 0.5-0.89.
 */
export const SLOW_TOUCH_CONFIDENCE = 0.8;

/** The points of h in the CREEP_SPAN_S up to t fit a slow straight roll (minSpeed, mm/s, or more: contacts.ts passes INCOMING_MIN_MM_S). */
export function creeping(h: BallHistory, t: number, minSpeed: number): boolean {
  const idx = indicesIn(h, t - CREEP_SPAN_S, t + 1e-6);
  if (idx.length < 4) return false;
  const p = fitPoints(h, idx);
  return speedOf(p) >= minSpeed && rmsOf(p) <= CREEP_RMS_MM;
}
