/**
 * The strict call (art. 7): the colour's actual route (its cushions, the chain
 * of balls from the cue ball to it, any other ball it touched) and the check
 * of that route against the declaration. Pure.
 */
import type { BallId, Pocket } from '../../contracts/ids.js';
import type { EventOf, StrokeEvent } from '../../contracts/events.js';
import type { Declaration } from '../../contracts/match.js';
import { jawCushions } from '../../geometry/tables.js';
import { byKind, contactsOf, firstStrike } from '../query.js';
import { placed, placeOf, type Placed } from './order.js';
import { COLOUR } from './shot.js';

/** Longest chain of balls traced back from the colour to the cue ball (8 balls on the table). */
const MAX_CHAIN = 7;

export interface ColourRoute {
  /** When the colour's route starts: its first ball contact, or the strike when it is the cue ball. Null: it never moved. */
  start: number | null;
  /** Place in the stroke's event list of that start (order is read from places, see order.ts). */
  startAt: number | null;
  /** Time of the colour's first ball contact (the one that set it moving, or its first object ball as cue ball). */
  firstContact: number | null;
  /** Place of that contact in the event list. */
  firstContactAt: number | null;
  /** Balls between the cue ball and the colour, in order, as played; null when the chain cannot be traced. */
  chain: BallId[] | null;
  /** The first ball the colour hit when it is itself the cue ball. */
  firstObject: BallId | null;
  /** The colour's cushion contacts on its route (listed after its start, before its drop), in order, with their places. */
  cushions: Placed<EventOf<'cushion'>>[];
  /** Ball contacts of the colour after the first one: never part of a call. */
  extraContacts: { t: number; at: number; other: BallId }[];
  drop: EventOf<'pocket'> | null;
}

/**
 * Balls between the cue ball and `hitter` (included), each set moving by the
 * one before it: a ball's first contact must be listed before the contact it
 * passes on (listed at `at`), even in the same frame.
 */
function traceChain(events: readonly StrokeEvent[], cueBall: BallId, hitter: BallId, at: number): BallId[] | null {
  const chain: BallId[] = [];
  let ball = hitter;
  let before = at;
  while (ball !== cueBall) {
    if (chain.includes(ball) || chain.length >= MAX_CHAIN) return null;
    chain.unshift(ball);
    const setMoving = contactsOf(events, ball)[0];
    const movedAt = setMoving ? placeOf(events, setMoving.event) : -1;
    if (!setMoving || movedAt >= before) return null;
    ball = setMoving.other;
    before = movedAt;
  }
  return chain;
}

const isColourCushion = (e: StrokeEvent): e is EventOf<'cushion'> => e.kind === 'cushion' && e.ball === COLOUR;

export function colourRoute(events: readonly StrokeEvent[], cueBall: BallId): ColourRoute {
  const drop = byKind(events, 'pocket').find((e) => e.ball === COLOUR) ?? null;
  const end = drop ? placeOf(events, drop) : events.length;
  const contacts = contactsOf(events, COLOUR)
    .map((c) => ({ ...c, at: placeOf(events, c.event) }))
    .filter((c) => c.at < end);
  const first = contacts[0];
  const asCueBall = cueBall === COLOUR;
  const startEvent = asCueBall ? firstStrike(events) : first?.event;
  const startAt = startEvent ? placeOf(events, startEvent) : null;
  const cushions = startAt === null ? [] : placed(events, isColourCushion).filter((c) => c.at > startAt && c.at < end);
  return {
    start: startEvent?.t ?? null,
    startAt,
    firstContact: first?.t ?? null,
    firstContactAt: first?.at ?? null,
    chain: asCueBall || !first ? [] : traceChain(events, cueBall, first.other, first.at),
    firstObject: asCueBall ? (first?.other ?? null) : null,
    cushions,
    extraContacts: contacts.slice(1).map((c) => ({ t: c.t, at: c.at, other: c.other })),
    drop,
  };
}

/**
 * How many of the route's last cushion contacts the jaw exception may ignore
 * (art. 7.5): touches of the pocket's own jaw cushions, listed after the
 * colour's last ball contact, within `windowS` (a duration: times) of the drop.
 */
export function jawTail(route: ColourRoute, pocket: Pocket, windowS: number): number {
  if (!route.drop) return 0;
  const jaws = jawCushions(pocket);
  const lastContact = route.extraContacts.at(-1)?.at ?? route.firstContactAt ?? -1;
  let n = 0;
  for (let i = route.cushions.length - 1; i >= 0; i--) {
    const c = route.cushions[i]!;
    if (!jaws.includes(c.cushion) || route.drop.t - c.t > windowS || c.at <= lastContact) break;
    n++;
  }
  return n;
}

export interface RouteCheck {
  ok: boolean;
  /** Final cushion contacts ignored under the jaw exception. */
  ignored: number;
  reasons: string[];
}

const list = (xs: readonly string[]) => `[${xs.join(', ')}]`;
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function viaFault(route: ColourRoute, declared: Declaration, cueBall: BallId): string | null {
  if (cueBall === COLOUR) {
    const allowed = declared.via.length === 0 || same(declared.via, route.firstObject ? [route.firstObject] : []);
    return allowed ? null : `called via ${list(declared.via)}, but the colour was the cue ball and hit ${route.firstObject ?? 'nothing'} first`;
  }
  if (route.chain === null) return 'the chain of balls from the cue ball to the colour cannot be traced';
  return same(route.chain, declared.via) ? null : `called via ${list(declared.via)}, played via ${list(route.chain)}`;
}

/** Cushions: exact, or exact once up to `tail` final jaw touches are dropped. Returns how many were dropped, or null. */
function matchCushions(route: ColourRoute, declared: Declaration, tail: number): number | null {
  const names = route.cushions.map((c) => c.cushion);
  for (let k = 0; k <= tail; k++) {
    if (same(names.slice(0, names.length - k), declared.cushions)) return k;
  }
  return null;
}

/** The colour dropped: does its route match the call exactly (art. 7.3-7.5)? */
export function checkCall(route: ColourRoute, declared: Declaration, cueBall: BallId, windowS: number): RouteCheck {
  const reasons: string[] = [];
  if (route.drop && route.drop.pocket !== declared.pocket) reasons.push(`colour dropped in ${route.drop.pocket}, called ${declared.pocket}`);
  const via = viaFault(route, declared, cueBall);
  if (via) reasons.push(via);
  for (const c of route.extraContacts) reasons.push(`colour touched ${c.other}, not in the call`);
  const ignored = matchCushions(route, declared, jawTail(route, declared.pocket, windowS));
  if (ignored === null) {
    reasons.push(`colour touched cushions ${list(route.cushions.map((c) => c.cushion))}, called ${list(declared.cushions)}`);
  }
  return { ok: reasons.length === 0, ignored: ignored ?? 0, reasons };
}

/** The colour did not drop: did it leave the called route (literal art. 7.4)? Cushions so far must begin the called sequence. */
export function leftCalledRoute(route: ColourRoute, declared: Declaration, cueBall: BallId): string[] {
  if (route.start === null) return [];
  const reasons: string[] = [];
  const via = viaFault(route, declared, cueBall);
  if (via) reasons.push(via);
  for (const c of route.extraContacts) reasons.push(`colour touched ${c.other}, not in the call`);
  const names = route.cushions.map((c) => c.cushion);
  if (!same(names, declared.cushions.slice(0, names.length))) {
    reasons.push(`colour touched cushions ${list(names)}, called ${list(declared.cushions)}`);
  }
  return reasons;
}
