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

export function caromOf(events: readonly StrokeEvent[], cue: BallId, objects: readonly BallId[]): CaromResult {
  const second = secondBallIndex(events, cue, objects);
  if (second < 0) {
    return { bothBalls: false, cushionsBeforeSecond: cushionsOf(events, cue).length, secondBallAt: null };
  }
  return { bothBalls: true, cushionsBeforeSecond: cushionsOf(events.slice(0, second), cue).length, secondBallAt: events[second]!.t };
}

export function isPoint(result: CaromResult, cushionsRequired: number): boolean {
  return result.bothBalls && result.cushionsBeforeSecond >= cushionsRequired;
}

export function describeCarom(result: CaromResult, cushionsRequired: number): string {
  if (!result.bothBalls) return 'the cue ball did not touch both object balls';
  if (cushionsRequired === 0) return 'the cue ball touched both object balls';
  return `${result.cushionsBeforeSecond} cushion contact(s) before the second object ball (${cushionsRequired} needed)`;
}
