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
 * Index in `events` of the cue ball's first contact when it is with a cushion
 * the cue ball rested against before the stroke (`restingOn`), else -1. A ball
 * already touching a cushion and driven into it does not strike it (art. 3:
 * "κάνει κρούση", an impact), so that contact is no cushion for one- and
 * three-cushion (setting `restingCushionCounts`). **Choice**: only the first
 * contact is read so; a later contact with that cushion means the ball left
 * it and came back, and counts.
 */
export function restingCushionContact(events: readonly StrokeEvent[], cue: BallId, restingOn: readonly string[]): number {
  const first = events.findIndex((e) => (e.kind === 'ball-ball' || e.kind === 'cushion') && involves(e, cue));
  const e = events[first];
  return e?.kind === 'cushion' && restingOn.includes(e.cushion) ? first : -1;
}

/** `skip`: the index of a cushion contact that does not count (restingCushionContact), or -1. */
export function caromOf(events: readonly StrokeEvent[], cue: BallId, objects: readonly BallId[], skip = -1): CaromResult {
  const second = secondBallIndex(events, cue, objects);
  const counted = skip < 0 ? events : events.filter((_, i) => i !== skip);
  if (second < 0) {
    return { bothBalls: false, cushionsBeforeSecond: cushionsOf(counted, cue).length, secondBallAt: null };
  }
  const before = events.slice(0, second).filter((_, i) => i !== skip);
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
