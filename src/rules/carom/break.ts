/**
 * The opening stroke of a race (setting `breakOnRed`, session 34).
 *
 * Why a file of its own: the carom text (art. 3-5) says nothing of how the
 * break is played (art. 4 only repeats "the choice of who breaks"), so the
 * engine judges the break as any stroke by default. Federations playing the
 * UMB rules (art. 3.3: "the starting cannon must be played by direct attack
 * on the red ball") call a foul when the cue ball meets anything else first;
 * they turn the rule on with `breakOnRed`. docs/rules-carom.md, "Session 34".
 */
import type { BallId } from '../../contracts/ids.js';
import type { StrokeEvent } from '../../contracts/events.js';
import type { Race } from './innings.js';
import { firstContactOf } from './fouls.js';

/**
 * After a stroke, is the next one still (or again) the opening stroke? A new
 * race is broken afresh: a set's (no race yet, `next` null) or an extension's,
 * whose order was drawn again (art. 4: the extension starts from a fresh
 * break, `Race.lag`). Within a race the break is due until a stroke strikes a
 * ball: a foul before any strike (a ball moved by hand, a time foul) leaves
 * the starting position to the opponent, whose stroke is then the break
 * (**Choice**, as the Russian break not taken).
 */
export function breakStillDue(due: boolean, struck: boolean, next: Race | null): boolean {
  return next === null || next.lag === true || (due && !struck);
}

/**
 * The break did not attack the red directly: the cue ball's first contact is
 * not the red (a cushion, the other white, or nothing at all). **Choice**: a
 * cue ball that meets nothing did not attack the red either, so a miscue on
 * the break is this foul too.
 */
export function breakMissesRed(events: readonly StrokeEvent[], cue: BallId): boolean {
  const first = firstContactOf(events, cue);
  return !(first && 'ball' in first && first.ball === 'red');
}
