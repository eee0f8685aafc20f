/**
 * Who is who in a five-pins stroke (CEB B/7 2001.4, 2003.8): the cue ball is
 * the ball actually struck, the object ball the other white, the third ball
 * the red. With the wrong ball played (4001.3) the roles follow the struck
 * ball, so that the points it made can still be counted for the opponent.
 */
import type { BallId, CaromBall } from '../../contracts/ids.js';
import { CAROM_BALLS } from '../../contracts/ids.js';
import type { EventOf, StrokeEvent } from '../../contracts/events.js';
import { involves, otherBall } from '../query.js';

export interface Roles {
  /** The shooter's own ball (match `balls`). */
  own: BallId;
  /** The ball struck: the shooter's own ball unless the wrong ball was played. */
  cue: BallId;
  object: BallId;
  /** The red, or with the red played by mistake the shooter's own white. */
  third: BallId;
}

export function rolesOf(own: BallId, opponentBall: BallId, struck: BallId): Roles {
  const object = struck === opponentBall ? own : opponentBall;
  const third = CAROM_BALLS.find((b: CaromBall) => b !== struck && b !== object) ?? 'red';
  return { own, cue: struck, object, third };
}

/** Index of the first ball-ball event between `a` and `b` at or after `from`, or Infinity. */
export function firstMeeting(events: readonly StrokeEvent[], a: BallId, b: BallId, from = 0): number {
  for (let i = from; i < events.length; i++) {
    const e = events[i]!;
    if (e.kind === 'ball-ball' && involves(e, a) && otherBall(e, a) === b) return i;
  }
  return Infinity;
}

/** The cue ball's first contact after the strike (a ball or a cushion), with its index; null when none. */
export function firstCueContact(
  events: readonly StrokeEvent[],
  cue: BallId,
  from: number,
): { index: number; event: EventOf<'ball-ball'> | EventOf<'cushion'> } | null {
  for (let i = from; i < events.length; i++) {
    const e = events[i]!;
    if ((e.kind === 'ball-ball' && involves(e, cue)) || (e.kind === 'cushion' && e.ball === cue)) return { index: i, event: e };
  }
  return null;
}
