/**
 * A fast ball's detection is less sure than a still one's: the camera smears
 * it along its path and the detector's centre wanders with the smear (the
 * simulated detector: σ = moving noise + `noisePerSpeedS` × speed). A filter
 * that trusts every detection of a break's cue ball at 6-8 m/s to 1.5 mm
 * turns a centre 20-30 mm off the line into a 10° turn of its velocity; the
 * prediction then meets the pack as a glancing hit, misses the true full
 * hit's detection, and the missed track's grown gate takes a racked ball's
 * (development Russian 30 fps at twice the noise, #180[0]; three times,
 * #9[0], #11[0]). The variance grows with the speed the detection itself
 * shows: how far it lies from the ball's last detection over the time since
 * (not the filter's speed: a racked ball the model sends off with a hit's
 * speed but seen still must still follow its detections). The tracker folds
 * it into the velocity only; the place follows the detection as before
 * (tracker.ts `observe`): moved toward the prediction too, a ball rattling
 * in a corner was held past the rail and lost (#186[5]), and the stroke's
 * history would read predictions as evidence.
 */
import { type Axis, updateAxis } from './kalman.js';

/**
 * Measurement variance (mm²) of a detection at `z` of a ball last seen at
 * `seen` `dt` s before: (base + perSpeedS × shown speed)².
 */
export function blurredVar(baseMm: number, perSpeedS: number, seen: { x: number; y: number }, z: { x: number; y: number }, dt: number): number {
  const speed = dt > 0 ? Math.hypot(z.x - seen.x, z.y - seen.y) / dt : 0;
  return (baseMm + perSpeedS * speed) ** 2;
}

/**
 * One axis folding in a detection z: the velocity (and the spreads) as for a
 * detection of variance `blurred`, the place as for one of variance r.
 */
export function updateBlurred(a: Axis, z: number, r: number, blurred: number): Axis {
  const sharp = updateAxis(a, z, r);
  // No blur term (a carom table, or no shown movement): one update, as before (this runs per ball per frame).
  return blurred === r ? sharp : { ...updateAxis(a, z, blurred), p: sharp.p };
}
