/**
 * What a stroke did, read once from its events: the cue ball, the balls
 * potted (in order), the colour's drop, balls off the table. Pure.
 */
import type { BallId } from '../../contracts/ids.js';
import type { EventOf } from '../../contracts/events.js';
import type { Stroke } from '../../contracts/match.js';
import { byKind, contactsOf, firstStrike } from '../query.js';

export const COLOUR: BallId = 'colour';

export function isWhite(ball: BallId): boolean {
  return /^w[1-7]$/.test(ball);
}

export interface ShotFacts {
  /** The struck ball (the strike event's ball); null when no shot was taken (shot clock). */
  cueBall: BallId | null;
  /** Whites that dropped, in the order they dropped (each once). */
  whitesPotted: BallId[];
  /** The colour's drop, if it dropped. */
  colourDrop: EventOf<'pocket'> | null;
  /** Balls that left the table, each once. */
  offTable: BallId[];
  /** The cue ball touched no other ball. */
  miss: boolean;
  /** A ball was moved by hand, cue or sleeve (`moved`). */
  moved: BallId[];
}

function unique(balls: BallId[]): BallId[] {
  return [...new Set(balls)];
}

export function shotFacts(stroke: Stroke): ShotFacts {
  const events = stroke.events;
  const cueBall = firstStrike(events)?.ball ?? null;
  const drops = byKind(events, 'pocket');
  return {
    cueBall,
    whitesPotted: unique(drops.map((e) => e.ball).filter(isWhite)),
    colourDrop: drops.find((e) => e.ball === COLOUR) ?? null,
    offTable: unique(byKind(events, 'off-table').map((e) => e.ball)),
    miss: cueBall !== null && contactsOf(events, cueBall).length === 0,
    moved: unique(byKind(events, 'moved').map((e) => e.ball)),
  };
}

/** Every ball that went down or off the table on the stroke. */
export function ballsGone(facts: ShotFacts): BallId[] {
  const potted = facts.colourDrop ? [COLOUR, ...facts.whitesPotted] : facts.whitesPotted;
  return unique([...potted, ...facts.offTable]);
}
