/**
 * Second meetings off a rail that no contact rule explains: a doubt on the
 * stroke, for the referee (split out of contacts.ts, session 11).
 */
import { type BallHistory, pairGap } from './history.js';
import { type Breaks, type ContactFinding, offRail, SAME_CONTACT_S } from './contacts.js';
import { PUSHED_AGAIN_CONFIDENCE, pushedAgain } from './pushed-again.js';
import { spunPush } from './spun-push.js';


/**
 * A meeting that follows a cushion hit of either ball closely has that
 * ball's incoming piece cut to two or three points by the hit: a ball sent
 * into a cushion by a contact comes back off it into the ball that hit it
 * 30-110 ms later, or a ball off a cushion kisses another thinly, and the
 * touch was often missed with nothing to flag the stroke (held-out
 * five-pins at 50 fps: a white/yellow kiss 61 ms after the white's cushion
 * hit, judged confidently wrong; development five-pins at 50 fps: 7 of the
 * 8 missed contacts are second meetings off a rail, 6 flagged by a
 * near-rail contact or a rebound's cushion hit, one by nothing). A distance
 * minimum within KISS_BACK_REACH_MM that no rule explains, within
 * KISS_BACK_S after a cushion hit of either ball, and not the same meeting
 * as a contact found (no cushion hit between them), leaves KISS_BACK_DOUBT
 * on the stroke: the referee looks. Raising the window or the reach flags
 * more strokes where a ball merely passes by; lowering them lets more of
 * these touches pass silently. Ranges 0-0.5 s, 4-30 mm.
 */
export const KISS_BACK_S = 0.2;
export const KISS_BACK_REACH_MM = 12;
const KISS_BACK_DOUBT = 0.3;

/**
 * A second meeting just off a rail turn that the ball's points show (a seen
 * turn, rail-turns.ts) but that no cushion hit was found for is asked the
 * push test too (pushed-again.ts, spun-push.ts), though it leaves no doubt:
 * the hit of a ball back off its rail one frame before the meeting is often
 * found only after it, from the points past the meeting (development
 * three-cushion #93 stroke 1 at 60 fps: the white's left-rail hit at 13.2673
 * seen as a turn at 13.2667, its cushion hit dated 13.312, after the
 * minimum at 13.2833; the red it met head-on slowed from ~500 to ~170 mm/s,
 * missed). Only the push test is opened: a seen turn alone is too common
 * (a curve, a kink of noise) to flag a stroke for. Off, such a touch is
 * missed silently; the push test's own bars keep passes out.
 */
const PUSH_OFF_SEEN_TURN = true;

/**
 * The doubts, and a contact where the ball the pair's first touch set moving
 * shows the second push (pushed-again.ts): `seen` (its rail turns),
 * `others` (third balls) and `every` (the contacts of all pairs, one of which
 * may have set that ball moving) are for that test.
 * A minimum within KISS_BACK_S of a rail turn the points show but no cushion
 * hit was found for (a ball back off its rail one frame, its hit dated
 * after the meeting) opens the push test alone, never a doubt: the push is
 * the evidence there (PUSH_OFF_SEEN_TURN).
 */
export function missedKissBacks(a: BallHistory, b: BallHistory, ts: readonly number[], found: readonly ContactFinding[], breaks: Breaks, seen: Breaks = breaks, others: readonly BallHistory[] = [], R = 0, every: readonly ContactFinding[] = found): ContactFinding[] {
  const turns = [...(breaks.get(a.id) ?? []), ...(breaks.get(b.id) ?? [])];
  const between = (t1: number, t2: number): boolean => turns.some((c) => c > Math.min(t1, t2) && c < Math.max(t1, t2));
  const contacts = found.filter((f) => f.event.confidence !== undefined);
  const out: ContactFinding[] = [];
  for (const t of ts) {
    const offHit = offRail(breaks, a.id, b.id, t);
    if (!offHit && !(PUSH_OFF_SEEN_TURN && R > 0 && offRail(seen, a.id, b.id, t))) continue;
    if (contacts.some((f) => Math.abs(f.event.t - t) < SAME_CONTACT_S && !between(f.event.t, t))) continue; // the same meeting as a found contact
    if (out.some((o) => Math.abs(o.event.t - t) < SAME_CONTACT_S)) continue;
    const pushed = R > 0 ? pushedAgain(a, b, t, every, seen, others, R) ?? spunPush(a, b, t, every, seen, others, R) : null;
    if (pushed !== null) out.push({ event: { t: pushed, kind: 'ball-ball', balls: [a.id, b.id], confidence: PUSHED_AGAIN_CONFIDENCE } });
    // A minimum past this reach was listed only for pushed-again.ts (PUSHED_AGAIN_REACH_MM): no doubt there.
    else if (offHit && (R === 0 || !(pairGap(a, b, t, R) >= KISS_BACK_REACH_MM))) out.push({ event: { t, kind: 'ball-ball', balls: [a.id, b.id] }, doubt: KISS_BACK_DOUBT });
  }
  return out;
}
