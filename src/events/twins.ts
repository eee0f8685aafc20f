/**
 * One contact reported twice, or two meetings of a pair: the merging of
 * ball-ball reports that several rules found (a pair finding, a start's
 * cause, a hidden strike's hit) before the stroke's events are final
 * (split out of extract.ts, session 9).
 */
import type { StrokeEvent } from '../contracts/events.js';
import type { BallId } from '../contracts/ids.js';
import { reapproached } from './contacts.js';
import type { BallHistory } from './history.js';

/** Two findings of one pair closer than this (s) are one contact (as in contacts.ts). */
export const SAME_CONTACT_S = 0.12;

export const samePair = (p: readonly BallId[], q: readonly BallId[]): boolean => (p[0] === q[0] && p[1] === q[1]) || (p[0] === q[1] && p[1] === q[0]);

/**
 * Two reports of one pair closer than this (s) are one contact found by two
 * rules (a pair finding and a start's cause, the hidden strike's hit): the
 * more confident is kept. Real double touches this close (inside a rack) are
 * beyond any frame rate anyway. Range 0-0.05.
 */
const TWIN_S = 0.02;

/**
 * Removes, in place, the less confident of two ball-ball events of one pair
 * within TWIN_S, or within SAME_CONTACT_S when the pair did not part and
 * close in again between them (one contact found by two rules, its times
 * apart by a traced-back start) (events sorted by time).
 */
export function dropTwins(events: StrokeEvent[], hs: readonly BallHistory[], R: number): void {
  const again = (p: readonly BallId[], t1: number, t2: number): boolean => {
    const a = hs.find((h) => h.id === p[0]), b = hs.find((h) => h.id === p[1]);
    return a !== undefined && b !== undefined && reapproached(a, b, Math.min(t1, t2), Math.max(t1, t2), R);
  };
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind !== 'ball-ball') continue;
    const j = events.findIndex((o, k) => k !== i && o.kind === 'ball-ball' && samePair(o.balls, e.balls) && (o.confidence ?? 1) >= (e.confidence ?? 1)
      && (Math.abs(o.t - e.t) < TWIN_S || (Math.abs(o.t - e.t) < SAME_CONTACT_S && !again(e.balls, o.t, e.t) && !secondMeeting(events, o.t > e.t ? o : e, Math.min(o.t, e.t)))));
    if (j >= 0) events.splice(i, 1);
  }
}

/**
 * A cushion hit of either ball at least this long (s) after one report of a
 * pair and before the other: they are two meetings (a ball hit into a rail
 * 80 mm away comes back into its hitter 70 ms later), not one contact found
 * twice (development three-cushion #38 stroke 7 at 30 fps: the first touch,
 * found from the start it caused, was merged into the second and the ball
 * called moved with no contact, a foul). One contact whose ball went into a
 * rail is reported a second time within a few ms of that cushion hit (the
 * cause's time is the ball's first point off its rest): 0 split those too
 * (development three-cushion 40 matches, 5 extra contacts at 25/30 fps).
 * Raising it merges quick real second meetings; lowering it splits one
 * contact in two. Range 0-0.03.
 */
const MEETINGS_APART_S = 0.01;
/**
 * ... and the later report must be a path finding this confident (the pair
 * reached 2R with a kink or a displacement): a weaker one (0.8, from a
 * doubtful minimum) after a ball's cushion is the same contact's noise
 * (development three-cushion #8 stroke 6 at 30 fps: 0.8 and 0.8 either side
 * of a cushion, one extra). Range 0.8-0.99.
 */
const SECOND_MEETING_CONFIDENCE = 0.95;

/**
 * `later` (a ball-ball report) is a second meeting of its pair after an
 * earlier report at t1: a cushion hit of either ball between them, and
 * `later` itself confident.
 */
export function secondMeeting(events: readonly StrokeEvent[], later: StrokeEvent, t1: number): boolean {
  if (later.kind !== 'ball-ball' || (later.confidence ?? 1) < SECOND_MEETING_CONFIDENCE) return false;
  const lo = t1 + MEETINGS_APART_S, hi = later.t - MEETINGS_APART_S;
  return events.some((c) => c.kind === 'cushion' && later.balls.includes(c.ball) && c.t > lo && c.t < hi);
}
