/**
 * Is the stroke a carom? Pure predicates over the stroke's events
 * (carom-disciplines art. 3: one-cushion, three-cushion).
 */
import type { BallId } from '../../contracts/ids.js';
import type { StrokeEvent } from '../../contracts/events.js';
import { cushionsOf, involves, otherBall } from '../query.js';

export interface CaromResult {
  /** The cue ball touched both object balls. */
  bothBalls: boolean;
  /** Cushion contacts of the cue ball before its first contact with the second object ball. */
  cushionsBeforeSecond: number;
  /** Time of the cue ball's first contact with the second object ball. */
  secondBallAt: number | null;
}

/**
 * Index in `events` of the cue ball's first contact with the second object
 * ball it meets, or -1. Order is read from the list (time order, ties as
 * listed), not from the times: a third cushion and the second ball in the
 * same frame carry the same time, and the list still says which came first.
 */
export function secondBallIndex(events: readonly StrokeEvent[], cue: BallId, objects: readonly BallId[]): number {
  const met = new Set<BallId>();
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.kind !== 'ball-ball' || !involves(e, cue)) continue;
    const other = otherBall(e, cue);
    if (!objects.includes(other)) continue;
    met.add(other);
    if (met.size === 2) return i;
  }
  return -1;
}

/**
 * Indices in `events` of the cue ball's first contacts while they are with
 * cushions it rested against before the stroke (`restingOn`), each cushion
 * once. A ball already touching a cushion and driven into it does not strike
 * it (art. 3: "κάνει κρούση", an impact), so those contacts are no cushions
 * for one- and three-cushion (setting `restingCushionCounts`). A ball frozen
 * in a corner rests on two cushions and is driven into both (session 31).
 * **Choice**: only the leading contacts are read so; a contact after the
 * ball met anything else means it left the cushion and came back, and counts.
 */
export function restingCushionContacts(events: readonly StrokeEvent[], cue: BallId, restingOn: readonly string[]): number[] {
  const skipped: number[] = [];
  const driven = new Set<string>();
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if ((e.kind !== 'ball-ball' && e.kind !== 'cushion') || !involves(e, cue)) continue;
    if (e.kind !== 'cushion' || !restingOn.includes(e.cushion) || driven.has(e.cushion)) break;
    driven.add(e.cushion);
    skipped.push(i);
  }
  return skipped;
}

/** `skip`: indices of cushion contacts that do not count (restingCushionContacts). */
export function caromOf(events: readonly StrokeEvent[], cue: BallId, objects: readonly BallId[], skip: readonly number[] = []): CaromResult {
  const second = secondBallIndex(events, cue, objects);
  const counted = events.filter((_, i) => !skip.includes(i));
  if (second < 0) {
    return { bothBalls: false, cushionsBeforeSecond: cushionsOf(counted, cue).length, secondBallAt: null };
  }
  const before = events.slice(0, second).filter((_, i) => !skip.includes(i));
  return { bothBalls: true, cushionsBeforeSecond: cushionsOf(before, cue).length, secondBallAt: events[second]!.t };
}

export function isPoint(result: CaromResult, cushionsRequired: number): boolean {
  return result.bothBalls && result.cushionsBeforeSecond >= cushionsRequired;
}

export function describeCarom(result: CaromResult, cushionsRequired: number): string {
  if (!result.bothBalls) return 'the cue ball did not touch both object balls';
  if (cushionsRequired === 0) return 'the cue ball touched both object balls';
  return `${result.cushionsBeforeSecond} cushion contact(s) before the second object ball (${cushionsRequired} needed)`;
}
