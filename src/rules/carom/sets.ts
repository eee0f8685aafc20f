/**
 * Set play in carom (a setting, `setPlay`, default off). The text (art. 3-4)
 * knows one distance only; some federations play three-cushion in sets (best
 * of `sets`, each set a race to `distance`). With `setPlay` each set is played
 * exactly as a match is (equalising inning and extensions as set), then:
 * - the set's winner gets a set; `floor(sets / 2) + 1` sets win the match;
 * - the next set starts at 0-0 from a fresh break (no position or contact
 *   calls, no re-spot, no balls-in-motion across it), opened by the player who
 *   did not open the set just finished (**Choice**: the text is silent; this
 *   is the five-pins rule 2003.7, and the usual set-play rule);
 * - innings and high runs run over the whole match (the federation's averages
 *   are per match).
 * docs/rules-carom.md, "Set play".
 */
import type { PlayerId } from '../../contracts/match.js';

/** Sets needed to win a match of `sets` sets (odd): 2 of 3, 3 of 5. */
export function setsToWin(sets: number): number {
  return Math.floor(sets / 2) + 1;
}

export interface SetEnd {
  sets: Record<PlayerId, number>;
  /** The match winner, or null when another set follows. */
  matchWinner: PlayerId | null;
  /** Who opens the next set; null when the match is over. */
  nextOpener: PlayerId | null;
}

/** A set has been won by `winner`; the set was opened by `setOpener`. */
export function endSet(players: readonly [PlayerId, PlayerId], sets: Readonly<Record<PlayerId, number>>, setCount: number, winner: PlayerId, setOpener: PlayerId): SetEnd {
  const won = { ...sets, [winner]: (sets[winner] ?? 0) + 1 };
  if ((won[winner] ?? 0) >= setsToWin(setCount)) return { sets: won, matchWinner: winner, nextOpener: null };
  return { sets: won, matchWinner: null, nextOpener: players[0] === setOpener ? players[1] : players[0] };
}
