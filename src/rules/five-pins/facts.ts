/**
 * What happened in a played stroke, in the words the articles use: who hit
 * what first, which pins fell and from which ball, the first cannon. Fouls and
 * points are both read from these facts.
 */
import type { PinId } from '../../contracts/ids.js';
import type { EventOf, StrokeEvent } from '../../contracts/events.js';
import type { Position } from '../../contracts/match.js';
import type { CaromTable } from '../../geometry/tables.js';
import { firstCannon, type Cannon } from './cannons.js';
import { leaningPins, pinsLeaningOn } from './leaning.js';
import { fallenBeforeStrike, inPlay, notFallenFalls, pinFalls, pinStatus, type PinFall } from './pins.js';
import { firstMeeting, type Roles } from './roles.js';

export interface StrokeFacts {
  events: readonly StrokeEvent[];
  strike: EventOf<'strike'>;
  strikeIndex: number;
  roles: Roles;
  /** Index of the cue ball's first contact with the object ball; Infinity when it never touched it. */
  objectHit: number;
  /** Index of the cue ball's first contact with the third ball (the red); Infinity when none. */
  thirdHit: number;
  /** Falls of pins in play, each traced back to a ball where possible. */
  falls: PinFall[];
  /** Pins seen falling that were not in play (covered, removed, already fallen): they count nothing. */
  ignoredFalls: PinId[];
  /**
   * Falls that do not count, each pin once: pins that fell off the cue ball
   * leaning on them as it was played away (3003.5), pins the referee rules
   * not fallen (`pinsNotFallen`, 3003.5 and 3003.7), pins whose fall is listed
   * before the strike (3003.7, fallen on their own), and every pin they knocked.
   */
  notFallen: PinId[];
  /** Pins taken off because a ball covered their seat at the start (3003.8). */
  covered: PinId[];
  cannon: Cannon | null;
}

export function factsOf(events: readonly StrokeEvent[], strikeIndex: number, roles: Roles, table: CaromTable, before?: Position, after?: Position, ruledNotFallen: readonly PinId[] = []): StrokeFacts {
  const status = pinStatus(table, before);
  const { counted, ignored } = pinFalls(events, inPlay(status));
  const leaning = leaningPins(counted, events, roles.cue, strikeIndex, table, before, after);
  // A pin the cue ball leans on falls at the attack, its time perhaps read a frame before the strike: 3003.5 judges it.
  const cueAt = before?.balls[roles.cue];
  const leansOnCue = cueAt ? pinsLeaningOn(table, cueAt, counted.map((f) => f.pin)) : [];
  const early = fallenBeforeStrike(counted, strikeIndex).filter((p) => !leansOnCue.includes(p));
  const notFallen = notFallenFalls(counted, events, [...early, ...leaning, ...ruledNotFallen]);
  const objectHit = firstMeeting(events, roles.cue, roles.object, strikeIndex);
  return {
    events,
    strike: events[strikeIndex] as EventOf<'strike'>,
    strikeIndex,
    roles,
    objectHit,
    thirdHit: firstMeeting(events, roles.cue, roles.third, strikeIndex),
    falls: counted.filter((f) => !notFallen.includes(f)),
    ignoredFalls: ignored,
    notFallen: notFallen.map((f) => f.pin),
    covered: (Object.keys(status) as PinId[]).filter((p) => status[p] === 'covered'),
    cannon: firstCannon(events, roles, objectHit),
  };
}

/** Falls whose chain starts at the cue ball, before (`'before'`) or after the object-ball hit. */
export function cueFalls(facts: StrokeFacts, when: 'before' | 'after'): PinFall[] {
  return facts.falls.filter((f) => f.root?.ball === facts.roles.cue && (when === 'before' ? f.root.index < facts.objectHit : f.root.index > facts.objectHit));
}
