/**
 * A pin leaning against the cue ball (CEB B/7 3003.5): when it falls at the
 * moment the cue ball is played away from it, it is not considered fallen,
 * there is no foul, and the points it makes (pins it knocks, 3003.3) do not
 * count. A pin leaning against any other ball that falls as that ball moves
 * away is fallen as usual (3003.6): nothing to do here.
 *
 * The match file knows the pins' seats and the balls' places before the
 * stroke, not a leaning pin's tilt, so "leaning against the cue ball" is read
 * as "the cue ball rests against the pin at its seat", and "played away from
 * it" as "the cue ball's first contact lies on the other side of the ball
 * from the pin". Pure.
 */
import type { BallId, PinId, Vec2 } from '../../contracts/ids.js';
import { PINS } from '../../contracts/ids.js';
import type { StrokeEvent } from '../../contracts/events.js';
import type { Position } from '../../contracts/match.js';
import { type CaromTable, cushionLine } from '../../geometry/tables.js';
import { pinSeats, seatCovered } from '../../geometry/castle.js';
import { firstCueContact } from './roles.js';
import type { PinFall } from './pins.js';

/**
 * How far (mm) past touching the pin's widest part the cue ball may rest and
 * still be read as holding the pin: the spread of a resting ball's position
 * (about 1 mm from video, nothing in a hand-written file) plus the tilt of a
 * leaning pin (its widest part reaches a millimetre or two past its seat).
 * Raising it takes pins merely near the cue ball for leaning ones (their falls
 * excused); lowering it below the position error makes 3003.5 unreachable.
 * Range 0-5.
 */
export const PIN_LEAN_REACH_MM = 2;

/** Pins in `playing` whose seat the cue ball leans on before the stroke (touching, not covering: 3003.8 covers that). */
export function pinsLeaningOn(table: CaromTable, cueAt: Vec2, playing: readonly PinId[]): PinId[] {
  const seats = pinSeats(table);
  const reach = table.ballRadius + table.castle.pinBodyRadius + PIN_LEAN_REACH_MM;
  return PINS.filter((p) => playing.includes(p) && !seatCovered(table, seats[p], cueAt) && Math.hypot(seats[p][0] - cueAt[0], seats[p][1] - cueAt[1]) <= reach);
}

/** Where the cue ball first went: the ball or cushion it met first, else where it stopped; null when unknown. */
function firstHeading(events: readonly StrokeEvent[], cue: BallId, strikeIndex: number, table: CaromTable, before: Position, after?: Position): Vec2 | null {
  const from = before.balls[cue]!;
  const first = firstCueContact(events, cue, strikeIndex);
  if (first?.event.kind === 'ball-ball') {
    const other = first.event.balls[0] === cue ? first.event.balls[1] : first.event.balls[0];
    return before.balls[other] ?? null;
  }
  if (first?.event.kind === 'cushion') {
    // The point of the cushion's line square across from where the cue ball lay.
    const { axis, at } = cushionLine(table, first.event.cushion);
    return axis === 0 ? [at, from[1]] : [from[0], at];
  }
  return after?.balls[cue] ?? null;
}

/**
 * Pins excused by 3003.5: a pin the cue ball leaned on, its fall traced to
 * the cue ball and listed before the cue ball's first contact (the moment of
 * the attack), the cue ball heading away from it. What they knock counts
 * nothing either (3003.5 "according to point 3": notFallenFalls, pins.ts).
 */
export function leaningPins(falls: readonly PinFall[], events: readonly StrokeEvent[], cue: BallId, strikeIndex: number, table: CaromTable, before?: Position, after?: Position): PinId[] {
  const cueAt = before?.balls[cue];
  if (!before || !cueAt) return [];
  const leaning = pinsLeaningOn(table, cueAt, falls.map((f) => f.pin));
  if (leaning.length === 0) return [];
  const heading = firstHeading(events, cue, strikeIndex, table, before, after);
  if (!heading) return [];
  const seats = pinSeats(table);
  const firstContact = firstCueContact(events, cue, strikeIndex)?.index ?? Infinity;
  const away = (p: PinId): boolean => {
    const toPin = [seats[p][0] - cueAt[0], seats[p][1] - cueAt[1]];
    return (heading[0] - cueAt[0]) * toPin[0]! + (heading[1] - cueAt[1]) * toPin[1]! < 0;
  };
  return falls.filter((f) => leaning.includes(f.pin) && f.root?.ball === cue && f.root.index === f.index && f.index < firstContact && away(f.pin)).map((f) => f.pin);
}
