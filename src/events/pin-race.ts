/**
 * Five-pins: a flying pin beats a ball to a pin. A pin a ball knocks flies
 * off along their line of centres at up to twice the ball's speed, so a
 * pin on that line is often knocked by it before the ball, still rolling
 * behind, gets there. When a frame falls in between (25 fps, or a frame the
 * camera dropped), the second pin is first missed after both could have
 * reached it, and the ball, seen reaching it within that frame, took the
 * credit at full confidence (development five-pins #10 stroke 5 at 25 fps
 * and hall 30 fps: the white knocked the centre pin straight at the bottom
 * one, which went down 30 ms before the white came; #13 stroke 3 at 25 fps:
 * the bottom pin, knocked by the yellow, went through the centre seat 16 ms
 * before the yellow). The flying pin's first sighting on its line dates its
 * flight (`flightSighting`): from its knock at the seat to that point, at
 * the speed that gives, it reached the next seat on its line at `arrival`.
 */
import { PINS, type PinId } from '../contracts/ids.js';
import type { TrackedFrame } from '../track/tracker.js';
import { flightSighting } from './pin-flight.js';
import { FLIGHT_PASS_MM, type Fallen, seatBetween } from './pin-knocks.js';
import { distance } from '../geometry/vec.js';

/**
 * How much earlier (s) than the ball's knock the flying pin's arrival must
 * be to have knocked the pin first: the arrival's error (the knock's time,
 * a few ms; the body's place on a frame, 2-3 mm at 2 m/s) and the ball's.
 * The races above were won by 16-30 ms. Raising it keeps the ball in close
 * races the pin won; lowering it hands a ball's knock to a pin that flew
 * past just behind it. Range 0.004-0.03.
 */
const RACE_MARGIN_S = 0.01;
/**
 * The flight must be seen at least this long (s) after its knock: a sighting
 * at or before the fitted knock is a knock timed late, and gives no speed.
 * A pin seen far out within a few ms of its knock arrives just after it, as
 * the proportion (`arrival`) says, whatever the speed (development five-pins
 * #13 stroke 3 at 50 fps: the bottom pin seen 42 mm out 3-11 ms after the
 * yellow's fitted knock, by the window of frames the fit saw). Range 0-0.005.
 */
const MIN_FLIGHT_S = 0.001;
/** Confidence of a pin credited so: a race won on timing the frames do not show, as for the other pins knocked by pins. Range 0.5-0.9. */
const RACE_CONFIDENCE = 0.6;

/**
 * Hands each pin credited to a ball to a pin whose seen flight reached its
 * seat at least RACE_MARGIN_S before the ball's knock, while it still stood
 * at its place (`still`: seen there last before the arrival), with no
 * standing pin on the way (`blocked`; `standing`: the pins standing at the
 * strike). Mutates the fallen pins, in the order they went down. A standing
 * detection after the arrival that lies off the pin's place is the pin
 * already pushed, not still standing (development five-pins #201 stroke 7
 * at 30 fps, hall camera: the centre pin, seen 7.8 mm off its place 5 ms
 * after the left pin's flight arrived, went to the white rolling behind).
 */
export function flightsBeatBalls(fallen: readonly Fallen[], frames: readonly TrackedFrame[], seats: Record<PinId, readonly [number, number]>, reach: number, standing: readonly PinId[]): void {
  for (const f of [...fallen].sort((a, b) => a.goneAt - b.goneAt)) {
    if (isPin(f.by)) continue;
    const first = fallen.map((g) => ({ g, at: g === f || blocked(g, f, fallen, seats, standing) ? null : arrival(g, frames, seats, seats[f.pin], reach) }))
      .filter((a): a is { g: Fallen; at: number } => a.at !== null && a.at + RACE_MARGIN_S < f.t && a.at >= f.still)
      .sort((a, b) => a.at - b.at)[0];
    if (!first) continue;
    f.by = first.g.pin; f.t = Math.max(first.at, first.g.t); f.confidence = Math.min(f.confidence, RACE_CONFIDENCE);
    delete f.dir;
  }
}

/**
 * A pin standing at the strike whose seat lies on the line from g's seat to
 * f's, between them (the centre seat, end to end across the castle), and
 * that still stood when g was knocked (first missed after g's knock, or
 * never): g's flight met it first. A lying pin striking a standing one
 * keeps a fifth of its speed (restitution 0.6, equal masses), so g did not
 * fly on to f at the speed its first sighting gives; that sighting is often
 * the pin it struck, flying on (development five-pins #114 stroke 2 at 25
 * fps: the white knocked the bottom pin into the centre one and reached the
 * top pin 49 ms later; the centre pin's body, seen 86 mm from the bottom
 * seat 11 ms after the bottom pin's knock, raced the bottom pin to the top
 * seat and took the top pin from the white).
 */
function blocked(g: Fallen, f: Fallen, fallen: readonly Fallen[], seats: Record<PinId, readonly [number, number]>, standing: readonly PinId[]): boolean {
  return standing.some((h) => {
    const down = fallen.find((o) => o.pin === h);
    return h !== g.pin && h !== f.pin && !(down && down.goneAt <= g.t) && seatBetween(seats[h], seats[g.pin], seats[f.pin]);
  });
}

/**
 * When g's flight, knocked by a ball (its direction known) and seen on its
 * line, came within `reach` (mm, centre to centre) of `to`; null when its
 * line passes wider than FLIGHT_PASS_MM of that seat, points away, or is
 * not seen.
 */
function arrival(g: Fallen, frames: readonly TrackedFrame[], seats: Record<PinId, readonly [number, number]>, to: readonly [number, number], reach: number): number | null {
  if (!g.dir || isPin(g.by)) return null;
  const from = seats[g.pin], s = flightSighting(frames, from, g.goneAt, g.dir);
  if (!s || s.t - g.t < MIN_FLIGHT_S) return null;
  const along = (to[0] - from[0]) * s.u[0] + (to[1] - from[1]) * s.u[1];
  const off = Math.sqrt(Math.max(0, distance(from, to) ** 2 - along * along));
  if (along <= 0 || off > FLIGHT_PASS_MM) return null;
  const speed = s.d / (s.t - g.t);
  return g.t + Math.max(0, along - reach) / speed;
}

const isPin = (id: string): id is PinId => (PINS as readonly string[]).includes(id);
