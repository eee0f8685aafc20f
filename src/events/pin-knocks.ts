/**
 * Five-pins: pins knocked by pins (split out of pins.ts). A falling pin
 * slides along its fall, so the knocker of a pin no ball reached in time is
 * the pin that went down before it and whose fall points at its seat
 * (`aimedAt`, `between`); a ball that came late is set aside for it unless
 * no fall points straight at the pin.
 */
import type { BallId, PinId } from '../contracts/ids.js';
import { distance, dot } from '../geometry/vec.js';
import type { TrackedFrame } from '../track/tracker.js';
import { type Knock, knockedDirection } from './knockers.js';
import { FLIGHT_CONE_COS, flightDirection, onFlight, seenFlight } from './pin-flight.js';
import { median } from './fit.js';

/** A pin found down, with its knocker so far (a ball, or itself: none yet), and a ball set aside (late, or hidden under the cue). */
export interface Fallen {
  pin: PinId; t: number; by: BallId | PinId; confidence: number;
  /** The last time it was seen standing, and the first frame after (it was missing). */
  lastUp: number; goneAt: number;
  /** The last time it was seen standing at its rest place (`lastAtRest`): lastUp, or earlier when its last standing detections lie off it. */
  still: number; late?: Omit<Knock, 'reach' | 'at'> & Partial<Pick<Knock, 'at'>>; stood?: boolean;
  /** The way the ball that knocked it sent it (unit; seen knocking it, or late and credited): its flight when its lying body is not seen near its seat. */
  dir?: [number, number];
}

/**
 * Settles the knocker of a fallen pin no ball was seen reaching in time:
 * the late ball set aside when no pin's fall points straight at it, else
 * the pin whose fall points at it (or the nearest that fell before).
 * Mutates f. Call it in the order the pins went down: a pin's knocker
 * settled as a ball gives its fall's direction to the pins after it.
 */
export function creditKnocker(fallen: readonly Fallen[], f: Fallen, frames: readonly TrackedFrame[], seats: Record<PinId, readonly [number, number]>): void {
  if (f.by === f.pin && f.late && !aimedAt(fallen, f, frames, seats, LATE_BALL_AIM_COS)) {
    // No pin's fall points straight at it: the ball knocked it after all; a fall passing at an angle leaves the referee a doubt.
    const angled = aimedAt(fallen, f, frames, seats) !== undefined || unseenFallBeside(fallen, f, frames, seats);
    const dir = f.late.at ? knockedDirection({ at: f.late.at }, seats[f.pin]) : null;
    Object.assign(f, { by: f.late.by, t: f.late.t, confidence: angled ? Math.min(f.late.confidence, ANGLED_FALL_CONFIDENCE) : f.late.confidence, ...(dir ? { dir } : {}) });
  }
  if (f.by === f.pin) {
    // A falling pin slides along its fall: the knocker is the nearest pin that went down before whose fall points at this seat
    // (a pin further down the same line was stopped by the nearer one), else the nearest that fell before whose fall is not
    // seen going elsewhere (development five-pins #173 stroke 4 at 30 fps: the centre pin, seen flying 49 mm wide of the right
    // seat, took the right pin from the bottom one, whose flight was not seen near its seat), else the nearest that fell before.
    const aimed = aimedAt(fallen, f, frames, seats);
    const before = fallen.filter((g) => g.pin !== f.pin && g.t <= f.t && !creditedTo(g, f))
      .sort((a, b) => distance(seats[a.pin], seats[f.pin]) - distance(seats[b.pin], seats[f.pin]));
    const earlier = (aimed && between(fallen, aimed, f, frames, seats)) ?? aimed ?? before.find((g) => !aimOf(fallen, g, f, frames, seats).known) ?? before[0];
    f.by = earlier?.pin ?? f.pin;
    f.confidence = earlier ? 0.6 : 0.3;
  }
}

/**
 * g's fall is already credited to f: f cannot have knocked it and been
 * knocked by it. Two pins seen going down in the same frame (at 30 fps)
 * each pointed at the other, each took the other as its knocker, and the
 * ball that knocked the first was never asked (development five-pins #13[3]
 * at 30 fps under EVAL_CAMERA=cue: the bottom and centre pins, gone in one
 * frame, the yellow's knock of the bottom pin lost; a pins-first foul missed
 * with confidence 1). The second pin is left with no pin knocker and so,
 * with no ball found, goes to the referee with every ball as its candidate
 * (src/rules/five-pins/knockers.ts).
 */
function creditedTo(g: Fallen, f: Fallen): boolean {
  return g.by === f.pin;
}

/**
 * The pin that went down before f whose fall points most straight at f's
 * seat, within `cos` (undefined: none). Not the nearest: the centre pin's
 * fall passing 40° wide of a side pin took the credit from a corner pin's
 * fall pointing straight at it across the diagonal (development five-pins
 * #5 stroke 1, #79 stroke 2 at 60 fps). A nearer pin on the straight line
 * between stopped the farther one's fall: `between` passes the credit on.
 */
function aimedAt(fallen: readonly Fallen[], f: Fallen, frames: readonly TrackedFrame[], seats: Record<PinId, readonly [number, number]>, cos = FALL_AIM_COS): Fallen | undefined {
  return fallen.filter((g) => g.pin !== f.pin && g.t <= f.t + PIN_ORDER_SLACK_S && !creditedTo(g, f) && !flownBy(frames, g, f, seats))
    .map((g) => ({ g, c: aimOf(fallen, g, f, frames, seats).c }))
    .filter((a) => a.c >= cos)
    .sort((a, b) => b.c - a.c)[0]?.g;
}

/**
 * g's fall went by f: a lying body seen past f's seat on g's line in a frame
 * that still showed f standing (`flewPast`, up to f's last standing frame),
 * when no seat lies between theirs (across the centre seat the body past
 * may be the centre pin's own, flying on: development five-pins #107 stroke
 * 5, #17 stroke 2). Development five-pins #123 stroke 6 at 60 fps, noise x2:
 * the top pin flew off toward the centre seat and passed it 11 mm wide, its
 * body seen 31 mm past the centre seat in the centre pin's last standing
 * frame; the centre pin was credited to it (0.6), not to the white that ran
 * through the castle behind it.
 */
function flownBy(frames: readonly TrackedFrame[], g: Fallen, f: Fallen, seats: Record<PinId, readonly [number, number]>): boolean {
  const across = (Object.keys(seats) as PinId[]).some((h) => h !== g.pin && h !== f.pin && seatBetween(seats[h], seats[g.pin], seats[f.pin]));
  return !across && flewPast(frames, g, f, seats, f.lastUp);
}

/**
 * How straight g's fall points at f's seat (cosine; -1 unknown or passing
 * wide) and whether its way is seen (its lying body by its seat, or its
 * flying body on the line the ball sent it along), not only predicted.
 */
function aimOf(fallen: readonly Fallen[], g: Fallen, f: Fallen, frames: readonly TrackedFrame[], seats: Record<PinId, readonly [number, number]>): { c: number; known: boolean } {
  const seen = fallDirection(frames, seats, g, fallen);
  const flight = g.dir ? seenFlight(frames, seats[g.pin], g.goneAt, g.dir) : null;
  const c = aim(seen ?? flight ?? g.dir ?? null, seats[g.pin], seats[f.pin]);
  // A fall is a line: it hit f only if it passes f's seat within a pin's reach (wider for a body seen by its seat: its direction is
  // rougher), unless that body lies on its seen flight (`byFlight`).
  const bar = seen && !(flight && byFlight(seen, flight)) ? SEEN_PASS_MM : FLIGHT_PASS_MM;
  const wide = distance(seats[g.pin], seats[f.pin]) * Math.sqrt(Math.max(0, 1 - c * c)) > bar;
  return { c: wide ? -1 : c, known: seen !== null || flight !== null };
}

/**
 * The fall seen by its seat points along the flight seen on the line the
 * ball sent the pin along (within the flight's cone, FLIGHT_CONE_COS): the
 * body by the seat is the flying pin, its way as well known as a flight's
 * (FLIGHT_PASS_MM), not a body slid beside its seat (SEEN_PASS_MM).
 * Development five-pins #302 stroke 7 at 30 fps: the bottom pin, knocked
 * by the white, flew 11.5° off the castle's line, its body seen 28, 56 and
 * 79 mm out on it, 13 mm wide of the centre seat; read as a body by its
 * seat it passed SEEN_PASS_MM and took the centre pin from the white coming
 * behind (and the top pin went to the white, not the centre pin). A flight
 * sighting the seen fall does not point along is another pin's body
 * (development five-pins #5 stroke 1, #14 stroke 5): the seen fall's bar.
 */
function byFlight(seen: readonly [number, number], flight: readonly [number, number]): boolean {
  return dot(seen, flight) >= FLIGHT_CONE_COS;
}

/**
 * How far (mm) from f's seat the fall of a pin whose lying body is seen by
 * its own seat may pass and still have hit f: two pin bodies (10 mm) and
 * the direction's error from a body 11-25 mm out (a few degrees: ~10 mm
 * across the diagonal). Without it any fall within LATE_BALL_AIM_COS (26°,
 * 39 mm wide across the diagonal) passed (development five-pins #179
 * stroke 3 at 30 fps: the right pin's fall, 25° off the top seat, took the
 * top pin from the yellow coming out from under the cue). Raising it
 * credits falls passing by; lowering it under the direction's error hands
 * pins a fall knocked to a ball. Range 12-30.
 */
const SEEN_PASS_MM = 20;

/**
 * How far (mm) from a seat the line a ball sent a pin off along may pass and
 * still have hit that seat's pin: two pin bodies (5 mm radius) and the
 * line's error once the flying body is seen on it (`flightDirection`, a few
 * degrees: 3-5 mm across the diagonal; the knock's geometry alone was 1-12°
 * off on development five-pins). The lying body of a pin seen by its seat
 * gives a rougher direction (SEEN_PASS_MM). Raising it credits flights passing by
 * (development five-pins #47 stroke 3 at 60 fps: the top pin flew 20 mm
 * wide of the centre pin, which the white knocked a frame later); lowering
 * it under the line's error hands pins a flight knocked to the late ball.
 * Range 8-25.
 */
export const FLIGHT_PASS_MM = 12;

/**
 * A neighbouring pin (seat within NEIGHBOUR_MM) went down by then and where
 * it fell is not seen (no lying detection within FALLEN_NEAR_MM of its seat:
 * it flew off fast, or its body lies nearer another empty seat). It may
 * have knocked f as well as the late ball did: the referee looks
 * (development five-pins at 30 fps, 80 matches: 5 pins knocked by a pin
 * credited at 0.95 to a ball passing through the castle a frame later, e.g.
 * #64 stroke 2: the top pin, knocked by the white at 1.1 m/s, slid over the
 * centre seat and was first seen lying 48 mm from its own).
 */
function unseenFallBeside(fallen: readonly Fallen[], f: Fallen, frames: readonly TrackedFrame[], seats: Record<PinId, readonly [number, number]>): boolean {
  return fallen.some((g) => g.pin !== f.pin && g.t <= f.t + PIN_ORDER_SLACK_S && distance(seats[g.pin], seats[f.pin]) <= NEIGHBOUR_MM
    && fallDirection(frames, seats, g, fallen) === null);
}

/** Seats this close (mm) are neighbours: beside (63 mm) and across the diagonal (89 mm), not end to end (126 mm). Range 63-126. */
const NEIGHBOUR_MM = 95;

/**
 * A pin that fell between the aimed knocker and the knocked pin, on the line
 * joining their seats (bottom, centre, top): the aimed pin met it first, so
 * it passed the fall on (development 30 and 25 fps: the bottom
 * pin's fall points through the centre seat at the top pin, and the centre
 * pin's own lying detection was hidden behind the bottom pin's, sliding
 * into the centre seat). Null when none did.
 */
function between(fallen: readonly Fallen[], aimed: Fallen, f: Fallen, frames: readonly TrackedFrame[], seats: Record<PinId, readonly [number, number]>): Fallen | null {
  return fallen.find((g) => {
    if (g === aimed || g === f || g.t > f.t + PIN_ORDER_SLACK_S || g.t < aimed.t - PIN_ORDER_SLACK_S) return false;
    return seatBetween(seats[g.pin], seats[aimed.pin], seats[f.pin]) && !flewPast(frames, g, f, seats);
  }) ?? null;
}

/** Seat s lies on the straight line from seat a to seat b, between them (SEAT_ON_LINE_MM). */
export function seatBetween(s: readonly [number, number], a: readonly [number, number], b: readonly [number, number]): boolean {
  const l = distance(a, b), along = ((s[0] - a[0]) * (b[0] - a[0]) + (s[1] - a[1]) * (b[1] - a[1])) / l;
  const off = Math.abs((s[0] - a[0]) * (b[1] - a[1]) - (s[1] - a[1]) * (b[0] - a[0])) / l;
  return along > 0 && along < l && off < SEAT_ON_LINE_MM;
}

/**
 * How far (mm) beyond f's seat, seen from g's, a lying body must be for g's
 * flight to have passed f; within what cosine of the line g → f; and how
 * long (s) before f went down it must be seen there. A pin body lies 11-25
 * mm from the seat it stood on, so a body this far past f's seat is not f's
 * (nor lying against it); a standing detection lingering a frame after its
 * fall must not let a body sliding through count, hence the lead (a frame at
 * 30 fps). Raising the distance or the lead keeps more flights that passed;
 * lowering them lets the middle pin's own slide toward f (the chain the
 * `between` rule is for) look like a flight past it. Ranges 10-60, 0.5-0.95, 0.02-0.1.
 */
const PAST_MM = 20, PAST_CONE_COS = 0.8, PAST_LEAD_S = 0.03;

/**
 * g's lying body was seen past f's seat, on g's side of the castle's line to
 * f, while f still stood: g flew by f without knocking it, so it did not
 * pass a fall on to f later (development five-pins #17 stroke 2: the top pin
 * knocked the centre one, which flew off 20° wide and past the bottom seat
 * 50 ms before the bottom pin fell, knocked by the top pin sliding on;
 * #107 stroke 5 the same from the bottom pin, 100 ms before). Seen up to
 * `until`: PAST_LEAD_S before f was first missed (`between`), or f's last
 * standing frame (`flownBy`).
 */
function flewPast(frames: readonly TrackedFrame[], g: Fallen, f: Fallen, seats: Record<PinId, readonly [number, number]>, until = f.goneAt - PAST_LEAD_S): boolean {
  const s = seats[g.pin], l = distance(s, seats[f.pin]);
  const u = [(seats[f.pin][0] - s[0]) / l, (seats[f.pin][1] - s[1]) / l] as const;
  return frames.some((fr) => fr.t >= g.goneAt && fr.t <= until && fr.pinsFallen.some((p) => {
    const d = Math.hypot(p.x - s[0], p.y - s[1]);
    return d > l + PAST_MM && ((p.x - s[0]) * u[0] + (p.y - s[1]) * u[1]) / d >= PAST_CONE_COS;
  }));
}

/** A seat this close (mm) to the line between two others lies on it (the castle's seats are exactly collinear or 44.5 mm off). Range 1-30. */
const SEAT_ON_LINE_MM = 10;

/**
 * A pin knocked by a pin: a fallen pin whose fall direction is within this
 * cosine of the line to the knocked pin's seat is its knocker (a fallen pin
 * slides along its fall). Raising it falls back to the nearest fallen pin more
 * often; lowering it credits pins falling past. Range 0-1.
 */
const FALL_AIM_COS = 0.6;
/**
 * A pin's fall beats a ball that came late (`stillComing`) only when it
 * points at the knocked pin within this cosine: straight along the castle's
 * line (bottom, centre, top), not past it at 45° (development 30 fps: the
 * bottom pin falling toward the centre seat "aimed" at the left pin, which a
 * random miss of its standing detection a frame early had made look gone
 * before the yellow came; the yellow knocked it). Lowering it toward
 * FALL_AIM_COS hands such pins to the diagonal fall; raising it to 1 keeps
 * the late ball. Range FALL_AIM_COS-1.
 */
const LATE_BALL_AIM_COS = 0.9;
/** Confidence of that late ball's knock when a pin's fall passes at an angle (FALL_AIM_COS-LATE_BALL_AIM_COS) toward the pin: either may have done it. Range 0.3-0.9. */
const ANGLED_FALL_CONFIDENCE = 0.6;
/** How much later (s) than the knocked pin a knocker pin's own fall may be estimated (the fall times are a frame or two uncertain). Range 0-0.1. */
const PIN_ORDER_SLACK_S = 0.03;
/**
 * A lying pin seen this close (mm) to a seat just after that pin went down is
 * that pin; the window (s) it is looked for in. A body slides 11-25 mm, and
 * farther when struck hard (development five-pins #173 stroke 4 at 25 fps:
 * the bottom pin's body, the only lying one, 49.6 mm out pointing at the
 * right seat; at 45 mm its fall was unknown and the nearer centre pin got the
 * right pin). Raising it reads another pin's body for this pin's fall;
 * lowering it leaves more falls unknown (nearest-pin fallback). Ranges 15-60, 0.05-1.
 */
const FALLEN_NEAR_MM = 50, FALLEN_LOOK_S = 0.3;

/**
 * Direction pin g fell in, from its lying detections just after it went down
 * (null: none seen off its seat). A body on the flight of a pin a ball sent
 * off earlier, or in the same frame (`onFlight`), is that pin's, passing by:
 * not g's (development five-pins #47 stroke 3 at 60 fps: the top pin, knocked
 * at the centre by the white, flew past the centre seat as the centre pin
 * went down; its body there turned the centre pin's fall 27° off the bottom
 * pin it knocked. #48 stroke 0 at 50 fps: the centre and right pins first
 * missed in the same frame; the centre pin's body, flying off along the
 * white's line 46 mm from the right seat, made the right pin's fall point at
 * the top seat, and the right pin took the top pin from the white, 0.6).
 */
function fallDirection(frames: readonly TrackedFrame[], seats: Record<PinId, readonly [number, number]>, g: Fallen, fallen: readonly Fallen[]): [number, number] | null {
  const seat = seats[g.pin], goneAt = g.goneAt;
  const flights = fallen.filter((o) => o !== g && o.dir && o.goneAt <= goneAt).map((o) => ({ seat: seats[o.pin], dir: flightDirection(frames, seats[o.pin], o.goneAt, o.dir!) }));
  const xs: number[] = [], ys: number[] = [];
  for (const f of frames) {
    if (f.t < goneAt || f.t > goneAt + FALLEN_LOOK_S) continue;
    const near = f.pinsFallen.filter((p) => !flights.some((o) => onFlight(p, o.seat, o.dir)))
      .map((p) => ({ p, d: Math.hypot(p.x - seat[0], p.y - seat[1]) })).filter((q) => q.d < FALLEN_NEAR_MM).sort((a, b) => a.d - b.d)[0];
    if (near) { xs.push(near.p.x); ys.push(near.p.y); }
  }
  if (xs.length === 0) return null;
  const dx = median(xs) - seat[0], dy = median(ys) - seat[1], l = Math.hypot(dx, dy);
  return l < 3 ? null : [dx / l, dy / l];
}

/** Cosine between a fall direction from `from` and the line to `to` (-1 when unknown). */
function aim(dir: [number, number] | null, from: readonly [number, number], to: readonly [number, number]): number {
  if (!dir) return -1;
  const l = distance(from, to);
  return l > 0 ? (dir[0] * (to[0] - from[0]) + dir[1] * (to[1] - from[1])) / l : -1;
}
