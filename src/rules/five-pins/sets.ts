/**
 * Distance, sets and the match award (CEB B/7 2001.1, 2003.7, 2004).
 */
import type { PlayerId } from '../../contracts/match.js';

/** Sets needed to win a match of `sets` sets (odd): 2 of 3, 3 of 5. */
export function setsToWin(sets: number): number {
  return Math.floor(sets / 2) + 1;
}

export interface Credit {
  player: PlayerId;
  points: number;
}

export interface CreditResult {
  score: Record<PlayerId, number>;
  /** What each player was actually credited, after the cap. */
  credited: Record<PlayerId, number>;
  /** The player who reached the distance, ending the set; null when the set goes on. */
  setWinner: PlayerId | null;
}

/**
 * Credit points in the order they were earned, each capped at the distance
 * (2001.1). The set ends the moment someone reaches the distance (2004.2-3a):
 * credits after that are dropped.
 */
export function creditPoints(score: Readonly<Record<PlayerId, number>>, distance: number, credits: readonly Credit[]): CreditResult {
  const next = { ...score };
  const credited: Record<PlayerId, number> = Object.fromEntries(Object.keys(score).map((p) => [p, 0]));
  let setWinner: PlayerId | null = null;
  for (const { player, points } of credits) {
    if (setWinner !== null) break;
    const gained = Math.max(0, Math.min(points, distance - (next[player] ?? 0)));
    next[player] = (next[player] ?? 0) + gained;
    credited[player] = (credited[player] ?? 0) + gained;
    if (next[player] >= distance) setWinner = player;
  }
  return { score: next, credited, setWinner };
}

/**
 * Match and set points once the match is decided (2004.4-5). The winner gets
 * 1 match point and (sets − the loser's sets) set points, the loser 0 and the
 * sets he won: 3 sets 2-0 → 3/0, 2-1 → 2/1; 5 sets 3-0 → 5/0, 3-1 → 4/1,
 * 3-2 → 3/2. Extrapolated to 1 and 7 sets by the same formula.
 */
export function matchAward(
  sets: number,
  won: Readonly<Record<PlayerId, number>>,
  winner: PlayerId,
  loser: PlayerId,
): { matchPoints: Record<PlayerId, number>; setPoints: Record<PlayerId, number> } {
  const loserSets = won[loser] ?? 0;
  return {
    matchPoints: { [winner]: 1, [loser]: 0 },
    setPoints: { [winner]: sets - loserSets, [loser]: loserSets },
  };
}

/** Who opens set `set` (1-based): the first opener on odd sets, the other player on even ones (2003.7). */
export function setOpener(firstOpener: PlayerId, other: PlayerId, set: number): PlayerId {
  return set % 2 === 1 ? firstOpener : other;
}
