/**
 * Which way a ball at rest was displaced across a candidate contact (issue 6,
 * a camera twice as noisy as the renders'). A kissed object ball takes no
 * spin from the contact: it leaves its rest along the line of centres, away
 * from the hitter. Noise that carries a resting ball's medians over the
 * displacement bar (rest-shift.ts `barAt`) points anywhere. On the renders'
 * noise a resting ball is seldom seen over the bar at all; at twice it, a
 * fast ball passing a few mm wide of a resting one found it "displaced"
 * 1.4 mm TOWARDS the pass (development libre #18 stroke 4 at 60 fps, a
 * contact at 0.6 that never happened). So a displacement counts as a
 * contact's evidence only when its share along the line of centres, away
 * from the hitter, passes the same bar.
 */
import type { Vec2 } from '../contracts/ids.js';
import { sub } from '../geometry/vec.js';
import { type Piece, pieceAt } from './fit.js';
import type { BallHistory } from './history.js';
import { placeAfter, restAt } from './contact-rests.js';
import { barAt } from './rest-shift.js';

/**
 * Displacements over this many bars are a ball sent well off its rest: its
 * place 0.25-0.6 s on (what `displaced` reads) may lie past a rail or a
 * second ball, so its direction says nothing about the contact, and a bar's
 * worth of noise cannot make such a displacement. Raising it reads the
 * direction of balls that may have turned since; lowering it towards 1
 * leaves noise-sized displacements unread. Range 2-10.
 */
const DIRECTION_BARS = 4;

/**
 * Ball h, at rest before tc, displaced across tc away from `hitter` (the
 * other ball's incoming piece) along their line of centres by more than its
 * bar, or displaced too far for its direction to matter; true too where no
 * place before or after is known (nothing to read against the other rules).
 */
export const pushedAway = (h: BallHistory, hitter: Piece, tc: number): boolean => pushedAwayFrom(h, pieceAt(hitter, tc), tc);

/**
 * `pushedAway`, the hitter's place at tc given as a point (a ball first seen
 * there, sighted-kiss.ts); `bars`: the DIRECTION_BARS past which the
 * direction is not read (Infinity: always read, for a ball that only crept
 * off with no ball near it to turn it).
 */
export function pushedAwayFrom(h: BallHistory, from: Vec2, tc: number, bars = DIRECTION_BARS): boolean {
  const rest = restAt(h, tc), after = placeAfter(h, tc);
  if (!rest || !after) return true;
  const bar = barAt(h, tc), d = sub(after, rest);
  if (Math.hypot(d[0], d[1]) > bars * bar) return true;
  const n = sub(rest, from), l = Math.hypot(n[0], n[1]);
  return l > 0 && (d[0] * n[0] + d[1] * n[1]) / l > bar;
}
