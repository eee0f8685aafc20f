/**
 * Pins (CEB B/7 2002.1, 3003): which are in play for a stroke, which fell,
 * what they are worth, and which ball is at the root of each fall.
 */
import type { BallId, PinId, Vec2 } from '../../contracts/ids.js';
import { PINS } from '../../contracts/ids.js';
import type { EventOf, StrokeEvent } from '../../contracts/events.js';
import type { Position } from '../../contracts/match.js';
import type { CaromTable } from '../../geometry/tables.js';
import { PIN_VALUE, pinSeats, seatCovered } from '../../geometry/castle.js';

/** Value of the centre pin when it falls alone, castle complete or not (2002.1c). */
export const CENTRE_ALONE_VALUE = 10;

/**
 * A pin's standing for one stroke: `in-play`; `covered` (standing, but a ball
 * covers its seat at the start: taken off for this stroke, 3003.8); `removed`
 * or `fallen` as `before.pins` says (not in play).
 */
export type PinStatus = 'in-play' | 'covered' | 'removed' | 'fallen';

export function pinStatus(table: CaromTable, before?: Position): Record<PinId, PinStatus> {
  const seats = pinSeats(table);
  const balls = Object.values(before?.balls ?? {}) as Vec2[];
  const status = (pin: PinId): PinStatus => {
    const given = before?.pins?.[pin] ?? 'standing';
    if (given !== 'standing') return given;
    return balls.some((b) => seatCovered(table, seats[pin], b)) ? 'covered' : 'in-play';
  };
  return Object.fromEntries(PINS.map((p) => [p, status(p)])) as Record<PinId, PinStatus>;
}

export function inPlay(status: Record<PinId, PinStatus>): PinId[] {
  return PINS.filter((p) => status[p] === 'in-play');
}

/** Points of the pins that fell: 2 each outer pin, 4 the centre, 10 the centre alone (2002.1). */
export function pinPoints(fallen: readonly PinId[]): number {
  const unique = [...new Set(fallen)];
  if (unique.length === 1 && unique[0] === 'centre') return CENTRE_ALONE_VALUE;
  return unique.reduce((sum, p) => sum + PIN_VALUE[p], 0);
}

export function isPin(id: BallId | PinId): id is PinId {
  return (PINS as readonly string[]).includes(id);
}

/** The ball a chain of pin falls starts from, and the index of the fall that ball caused. */
export interface Root {
  ball: BallId;
  index: number;
}

/**
 * The event that set pin `pin` moving in this stroke: its first fall, or else
 * a shift that names who moved it (`by`, session 23): a shifted pin stays in
 * the game (3003.4) and a pin it knocks over counts (3003.3), so the ball
 * behind the shift is the ball behind that fall. -1 when neither is listed.
 */
function moverIndex(events: readonly StrokeEvent[], pin: PinId): number {
  const fall = events.findIndex((x) => x.kind === 'pin-fall' && x.pin === pin);
  if (fall >= 0) return fall;
  return events.findIndex((x) => x.kind === 'pin-shift' && x.pin === pin && x.by !== undefined);
}

/**
 * Follow `by` from pin to pin back to a ball (3003.3: a pin knocked by another
 * pin counts), through a pin that only shifted when its shift names who moved
 * it. Null when the chain ends on a pin with no fall and no such shift in this
 * stroke (or a cycle): the knocker is then unknown.
 */
export function rootOf(events: readonly StrokeEvent[], index: number, seen: ReadonlySet<PinId> = new Set()): Root | null {
  const e = events[index];
  if (!e || (e.kind !== 'pin-fall' && e.kind !== 'pin-shift') || e.by === undefined) return null;
  if (!isPin(e.by)) return { ball: e.by, index };
  if (seen.has(e.by)) return null;
  const knocker = moverIndex(events, e.by);
  return knocker < 0 ? null : rootOf(events, knocker, new Set([...seen, e.pin]));
}

export interface PinFall {
  pin: PinId;
  index: number;
  event: EventOf<'pin-fall'>;
  root: Root | null;
}

/**
 * Falls that count: the first fall of each pin in play (a pin that falls and
 * stands up again counts once, 3003.2). Pins not in play are returned apart,
 * for the reasons.
 */
export function pinFalls(events: readonly StrokeEvent[], playing: readonly PinId[]): { counted: PinFall[]; ignored: PinId[] } {
  const counted: PinFall[] = [];
  const ignored = new Set<PinId>();
  events.forEach((event, index) => {
    if (event.kind !== 'pin-fall') return;
    if (!playing.includes(event.pin)) ignored.add(event.pin);
    else if (!counted.some((f) => f.pin === event.pin)) counted.push({ pin: event.pin, index, event, root: rootOf(events, index) });
  });
  return { counted, ignored: [...ignored] };
}

/** The pins on a fall's chain: the fallen pin, the pin that knocked it (fallen, or shifted by a named knocker), and so on back to a ball (or a pin with neither, or a cycle). */
export function chainPins(events: readonly StrokeEvent[], index: number): PinId[] {
  const out: PinId[] = [];
  for (let e = events[index]; (e?.kind === 'pin-fall' || e?.kind === 'pin-shift') && !out.includes(e.pin); ) {
    out.push(e.pin);
    const by = e.by;
    if (by === undefined || !isPin(by)) break;
    const k = moverIndex(events, by);
    e = events[k];
    if (k < 0) out.push(by);
  }
  return [...new Set(out)];
}

/**
 * Pins whose fall is listed before the stroke's strike (session 26): nothing
 * of the stroke can have knocked them (every ball still at rest), so they fell
 * on their own, a late fall of the last stroke's wobble or a touch: 3003.7,
 * "it is not considered to be knocked over and the points possibly realized
 * by that pin, regardless whether they are positive or negative, will not be
 * taken into consideration". Not the cue ball's "pins" before the object ball
 * (4001.5 is the cue ball knocking pins, which it cannot do before it moves).
 * A hand or cue that knocks a pin is "touched" (4001.17), seen as `moved` or
 * entered by the referee, not read from here.
 */
export function fallenBeforeStrike(falls: readonly PinFall[], strikeIndex: number): PinId[] {
  return falls.filter((f) => f.index < strikeIndex).map((f) => f.pin);
}

/**
 * Falls that do not count because a pin on their chain is not fallen
 * (3003.5, 3003.7: "the points possibly realized by that pin ... will not be
 * taken into consideration according to point 3"): the pin's own fall and
 * every fall it set off.
 */
export function notFallenFalls(falls: readonly PinFall[], events: readonly StrokeEvent[], notFallen: readonly PinId[]): PinFall[] {
  if (notFallen.length === 0) return [];
  return falls.filter((f) => chainPins(events, f.index).some((p) => notFallen.includes(p)));
}
