/**
 * How a carom match ends: the distance, the equalising inning, the 10 %
 * extensions and the one-inning extension rounds (carom-disciplines art. 4).
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

function extend(race: Race): InningEnd {
  const extensions = race.extensions + 1;
  const target = race.target + extensionSize(race.distance);
  const phase: Phase = extensions === 1 ? 'regular' : 'shootout-first';
  // The order is drawn again for every extension: no player is due (next null) until one opens it.
  return { race: { ...race, extensions, target, phase, lag: true }, next: null, winner: null };
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
    case 'regular':
      if (!reached(shooter)) return { race, next: other(race, shooter), winner: null };
      if (race.equalisingInning && shooter === race.opener) {
        return { race: { ...race, phase: 'equalising' }, next: other(race, shooter), winner: null };
      }
      return decided(race, shooter);
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
