/**
 * Is the stroke a carom? Pure predicates over the stroke's events
 * (carom-disciplines art. 3: one-cushion, three-cushion).
 */
import type { BallId } from '../../contracts/ids.js';
import type { StrokeEvent } from '../../contracts/events.js';
import { cushionsOf, firstContacts } from '../query.js';

export interface CaromResult {
  /** The cue ball touched both object balls. */
  bothBalls: boolean;
  /** Cushion contacts of the cue ball before its first contact with the second object ball. */
  cushionsBeforeSecond: number;
  /** Time of the cue ball's first contact with the second object ball. */
  secondBallAt: number | null;
}

export function caromOf(events: readonly StrokeEvent[], cue: BallId, objects: readonly BallId[]): CaromResult {
  const contacts = firstContacts(events, cue).filter((c) => objects.includes(c.other));
  const second = contacts[1];
  if (!second) {
    return { bothBalls: false, cushionsBeforeSecond: cushionsOf(events, cue).length, secondBallAt: null };
  }
  return { bothBalls: true, cushionsBeforeSecond: cushionsOf(events, cue, second.t).length, secondBallAt: second.t };
}

export function isPoint(result: CaromResult, cushionsRequired: number): boolean {
  return result.bothBalls && result.cushionsBeforeSecond >= cushionsRequired;
}

export function describeCarom(result: CaromResult, cushionsRequired: number): string {
  if (!result.bothBalls) return 'the cue ball did not touch both object balls';
  if (cushionsRequired === 0) return 'the cue ball touched both object balls';
  return `${result.cushionsBeforeSecond} cushion contact(s) before the second object ball (${cushionsRequired} needed)`;
}
