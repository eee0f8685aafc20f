/**
 * A turn that ends before the strike (CEB B/7 3004.6 "he will have to quit
 * immediately"): what the referee lists and where he sets up the free ball.
 * Session 29 (docs/rules-five-pins.md "Session 29, round 9").
 *
 * Reading taken: the turn ended at the foul made before striking, so
 * - only the fouls a player can commit without striking are judged (one
 *   penalty however many, 4001.1); a code made in striking (leather tip, foot,
 *   push, jump, wrong ball, balls in motion, fair play) entered on a stroke
 *   that did not count belongs to no turn and is reported, not listed;
 * - with `strokeAfterTouchCounts` false the stroke played after the touch is
 *   void: the balls it moved are put back where they stood when the turn
 *   began (**Choice**: the camera gives no position at the touch itself;
 *   4002 is the text's model of the referee putting balls back "as exactly
 *   as possible"), and the free ball's half is read from there (3004.2: the
 *   offender's ball "keeps its position", the one it held when the turn ended).
 */
import type { FoulCode } from '../../contracts/codes.js';
import type { BallId, Vec2 } from '../../contracts/ids.js';
import type { Finding } from './fouls.js';

/**
 * Fouls a player commits without striking (4001.11, 4001.15, 4001.17, 3004.6: "touched", the ball or a pin
 * touched before the stroke, the free ball touched before the referee placed it): he quits at once and the
 * opponent plays free ball (3004.6); one penalty, however many (4001.1). "time" has its own rule (3009).
 */
export const FOULS_WITHOUT_STRIKE: readonly FoulCode[] = ['touched'];

/** The findings of a turn that ended before the strike: those judged, and the codes made in striking, set aside. */
export function findingsBeforeStrike(findings: readonly Finding[]): { judged: Finding[]; setAside: FoulCode[] } {
  const judged = findings.filter((f) => FOULS_WITHOUT_STRIKE.includes(f.code));
  const setAside = [...new Set(findings.filter((f) => !FOULS_WITHOUT_STRIKE.includes(f.code)).map((f) => f.code))];
  return { judged, setAside };
}

export function setAsideReason(codes: readonly FoulCode[]): string[] {
  return codes.length === 0 ? [] : [`${codes.join(', ')}: made in striking, and the turn ended before the strike: not judged (3004.6)`];
}

type Placed = Partial<Record<BallId, Vec2>>;

/**
 * The balls a void stroke moved, back where they stood when the turn began:
 * every ball but the incoming one, which the referee takes in hand for the
 * free ball (3004.2). Empty when the start position is unknown.
 */
export function putBack(before: Placed | undefined, incoming: BallId): Placed {
  return Object.fromEntries(Object.entries(before ?? {}).filter(([b]) => b !== incoming)) as Placed;
}
