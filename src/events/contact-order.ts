/**
 * The order of the struck ball's touches when the frames cannot give
 * it (issue 6, session 31). A cue ball meeting two balls within one frame
 * interval is seen before both and after both: each contact's time comes
 * from fitting the pieces either side (a median error of 0.1-0.2 of a
 * frame), so two contacts much closer than a frame are ordered by that
 * error, not by what happened. The rules read that order (which ball the
 * cue ball met first: five-pins red-first, the carom and Russian first
 * object ball): such a pair goes to the referee, each contact at
 * ORDER_CONFIDENCE, and the decisive doubt (src/rules/doubt.ts) judges the
 * stroke with them the other way round (a contact a frame earlier or later);
 * where the order does not change the call nothing is flagged.
 * Development five-pins 50 fps, 241-280 #245[4]: the white met the yellow
 * and, 5 ms later, the red; the fits put the red 1 ms first, a confident
 * red-first foul on a valid stroke.
 */
import type { BallId } from '../contracts/ids.js';
import type { StrokeEvent } from '../contracts/events.js';

/**
 * Share of a frame interval under which two contacts of the struck ball
 * with two other balls are unordered. The difference of two fitted contact
 * times spreads about 1.4 times one time's error (~0.3 of a frame); at half
 * a frame the order read is right nearly always. Raising it sends more
 * near-simultaneous first touches to the referee; lowering it lets a close
 * pair's order stand on the fits. Range 0.1-1.
 */
const ORDER_FRAMES = 0.5;
/** Confidence of each contact of an unordered pair (the referee looks where the order decides the call). Range 0.5-0.89. */
const ORDER_CONFIDENCE = 0.8;

/**
 * The events with the struck ball's contacts capped at ORDER_CONFIDENCE
 * where another contact of it with another ball lies within ORDER_FRAMES of
 * a frame interval `frameS` (s).
 */
export function unorderedContacts(events: readonly StrokeEvent[], struck: BallId | null, frameS: number): StrokeEvent[] {
  const touches = events.filter((e): e is Extract<StrokeEvent, { kind: 'ball-ball' }> => e.kind === 'ball-ball' && struck !== null && e.balls.includes(struck));
  const other = (e: (typeof touches)[number]): BallId => (e.balls[0] === struck ? e.balls[1] : e.balls[0]);
  const close = new Set(touches.filter((e) => touches.some((o) => o !== e && other(o) !== other(e) && Math.abs(o.t - e.t) < ORDER_FRAMES * frameS)));
  return events.map((e) => (close.has(e as (typeof touches)[number]) ? { ...e, confidence: Math.min(e.confidence ?? 1, ORDER_CONFIDENCE) } : e));
}
