/**
 * Five-pins: where a pin a ball knocked flew. The ball sends it off along
 * their line of centres (`knockedDirection`, knockers.ts), a line known to a
 * few degrees only (the ball's fitted place at the knock is a few mm off:
 * 8° on development five-pins #70 stroke 7 at 60 fps); a fast pin is seen
 * lying only far from its seat, on that line. Its lying detections there
 * date and place the flight better than the knock's geometry.
 */
import type { TrackedFrame } from '../track/tracker.js';

/**
 * A lying detection within this cosine of the predicted flight, seen from the
 * seat, is the flying pin (cos 20°: the prediction's error, not another pin
 * beside it, which lies 45° or more off on the castle's grid). Raising it
 * misses the flight when the prediction is off; lowering it takes other
 * pins' bodies. Range 0.8-0.99.
 */
export const FLIGHT_CONE_COS = 0.94;
/** Distances (mm) from the seat within which the flying pin's body is looked for: off its seat, not beyond the castle's reach. Range 5-60, 60-300. */
const FLIGHT_MIN_MM = 15, FLIGHT_MAX_MM = 160;
/** How long (s) after the pin was first missing standing its flight is looked for (a fast pin leaves the castle in 0.1 s). Range 0.03-0.3. */
const FLIGHT_LOOK_S = 0.1;

/** The flight direction (unit) from the seat: the lying detections on the predicted line just after goneAt, else the prediction. */
export function flightDirection(frames: readonly TrackedFrame[], seat: readonly [number, number], goneAt: number, predicted: readonly [number, number]): [number, number] {
  return seenFlight(frames, seat, goneAt, predicted) ?? [predicted[0], predicted[1]];
}

/**
 * The flight direction (unit) from the seat seen in the first frame after
 * goneAt with a lying detection on the predicted line (the one nearest the
 * line); null when none is seen. The first only: the flying pin is on the
 * line first, and a pin it passes (or one knocked beside it a frame later)
 * lies in the cone after (development five-pins #152 stroke 3 at 30 fps: the
 * bottom pin flew 14 mm wide of the right seat; the right pin, knocked by
 * the white a frame later, lay 20 mm from its seat inside the cone, and a
 * median over the frames turned the flight straight at it, which took the
 * credit from the white).
 */
export function seenFlight(frames: readonly TrackedFrame[], seat: readonly [number, number], goneAt: number, predicted: readonly [number, number]): [number, number] | null {
  return flightSighting(frames, seat, goneAt, predicted)?.u ?? null;
}

/** The flying pin's first sighting on the predicted line (`seenFlight`): its direction `u` from the seat, its distance `d` (mm) from it, and the frame's time `t`. */
export interface FlightSighting { u: [number, number]; d: number; t: number }

export function flightSighting(frames: readonly TrackedFrame[], seat: readonly [number, number], goneAt: number, predicted: readonly [number, number]): FlightSighting | null {
  for (const f of frames) {
    if (f.t < goneAt - 1e-9 || f.t > goneAt + FLIGHT_LOOK_S) continue;
    const best = f.pinsFallen.map((p) => {
      const dx = p.x - seat[0], dy = p.y - seat[1], d = Math.hypot(dx, dy);
      return { u: [dx / d, dy / d] as [number, number], d, c: d > 0 ? (dx * predicted[0] + dy * predicted[1]) / d : -1 };
    }).filter((q) => q.d >= FLIGHT_MIN_MM && q.d <= FLIGHT_MAX_MM && q.c >= FLIGHT_CONE_COS).sort((a, b) => b.c - a.c)[0];
    if (best) return { u: best.u, d: best.d, t: f.t };
  }
  return null;
}

/**
 * A lying detection at p lies on the flight of the pin from `seat` flying
 * along `dir`: that pin's body, not another's fallen beside it (the cone and
 * reach `flightDirection` looks in).
 */
export function onFlight(p: { x: number; y: number }, seat: readonly [number, number], dir: readonly [number, number]): boolean {
  const dx = p.x - seat[0], dy = p.y - seat[1], d = Math.hypot(dx, dy);
  return d >= FLIGHT_MIN_MM && d <= FLIGHT_MAX_MM && (dx * dir[0] + dy * dir[1]) / d >= FLIGHT_CONE_COS;
}
