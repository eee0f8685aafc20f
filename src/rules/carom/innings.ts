/**
 * How a carom match ends: the distance, the equalising inning, the 10 %
 * extensions and the one-inning extension rounds (carom-disciplines art. 4);
 * and, where a federation sets one, an innings limit (setting
 * `inningsLimit`: the text knows the distance only).
 */
import type { PlayerId } from '../../contracts/match.js';

export type Phase = 'regular' | 'equalising' | 'shootout-first' | 'shootout-second' | 'over';

export interface Race {
  players: readonly [PlayerId, PlayerId];
  opener: PlayerId;
  distance: number;
  target: number;
  extensions: number;
  phase: Phase;
  equalisingInning: boolean;
  /**
   * An extension is about to start and its order is drawn again (art. 4: "the
   * choice of who breaks is repeated the same way"): either player may open
   * it, and whoever plays its first stroke becomes its opener (openedBy).
   */
  lag?: boolean;
  /**
   * Setting `inningsLimit` (null or absent: none, the text's rule): after
   * this many innings each, counted from the race's first stroke, the
   * higher score wins. Extensions play without one.
   */
  inningsLimit?: number | null;
  /** Innings completed by the player who did not open the race: full rounds played. */
  rounds?: number;
}

export interface InningEnd {
  race: Race;
  next: PlayerId | null;
  winner: PlayerId | null;
}

const other = (race: Race, p: PlayerId): PlayerId => (race.players[0] === p ? race.players[1] : race.players[0]);

/** Extension size: 10 % of the original distance, rounded up, at least 1 (choice). */
export function extensionSize(distance: number): number {
  return Math.max(1, Math.ceil(distance * 0.1));
}

/** A tie: the next extension, `extensionSize` past `from` (the target reached, or the tied score at an innings limit). */
function extend(race: Race, from = race.target): InningEnd {
  const extensions = race.extensions + 1;
  const target = from + extensionSize(race.distance);
  const phase: Phase = extensions === 1 ? 'regular' : 'shootout-first';
  // The order is drawn again for every extension: no player is due (next null) until one opens it.
  return { race: { ...race, extensions, target, phase, lag: true, inningsLimit: null, rounds: 0 }, next: null, winner: null };
}

/**
 * The round is complete and it was the last one the innings limit allows:
 * the higher score wins; a tie is played off as art. 4 plays a tie at the
 * distance (**Choice**: an extension of 10 % of the distance from the tied
 * score, the order drawn again, then one inning each).
 */
function atInningsLimit(race: Race, score: Readonly<Record<PlayerId, number>>): InningEnd {
  const [a, b] = race.players;
  const sa = score[a] ?? 0, sb = score[b] ?? 0;
  return sa === sb ? extend(race, sa) : decided(race, sa > sb ? a : b);
}

/** The race as the stroke's shooter finds it: opening a freshly drawn extension makes him its opener. */
export function openedBy(race: Race, shooter: PlayerId): Race {
  return race.lag ? { ...race, opener: shooter, lag: false } : race;
}

function decided(race: Race, winner: PlayerId): InningEnd {
  return { race: { ...race, phase: 'over' }, next: null, winner };
}

/** The shooter's inning has ended with these scores: who plays next, or who has won. */
export function endInning(race: Race, shooter: PlayerId, score: Readonly<Record<PlayerId, number>>): InningEnd {
  const reached = (p: PlayerId) => (score[p] ?? 0) >= race.target;
  switch (race.phase) {
    case 'regular': {
      // The opener's opponent closes each round.
      const closesRound = shooter !== race.opener;
      const rounds = (race.rounds ?? 0) + (closesRound ? 1 : 0);
      if (!reached(shooter)) {
        if (closesRound && race.inningsLimit && rounds >= race.inningsLimit) return atInningsLimit(race, score);
        return { race: { ...race, rounds }, next: other(race, shooter), winner: null };
      }
      if (race.equalisingInning && shooter === race.opener) {
        return { race: { ...race, phase: 'equalising', rounds }, next: other(race, shooter), winner: null };
      }
      return decided(race, shooter);
    }
    case 'equalising':
      return reached(shooter) ? extend(race) : decided(race, race.opener);
    case 'shootout-first':
      return { race: { ...race, phase: 'shootout-second' }, next: other(race, shooter), winner: null };
    case 'shootout-second': {
      const [a, b] = race.players;
      if (reached(a) !== reached(b)) return decided(race, reached(a) ? a : b);
      if ((score[a] ?? 0) !== (score[b] ?? 0)) return decided(race, (score[a] ?? 0) > (score[b] ?? 0) ? a : b);
      return extend(race);
    }
    case 'over':
      return { race, next: null, winner: null };
  }
}
