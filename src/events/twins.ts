/**
 * One contact reported twice, or two meetings of a pair: the merging of
 * ball-ball reports that several rules found (a pair finding, a start's
 * cause, a hidden strike's hit) before the stroke's events are final
 * (split out of extract.ts, session 9).
 */
import type { BallBallEvent, StrokeEvent } from '../contracts/events.js';
import type { BallId } from '../contracts/ids.js';
import { SAME_CONTACT_S, pairGap, reapproached } from './contacts.js';
import type { BallHistory } from './history.js';
import type { Breaks } from './contacts.js';
import { TOGETHER_TWIN_S, stayedTogether } from './together.js';


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
 * apart by a traced-back start; up to AFTER_TOUCH_S for a weak report after
 * a sure one, `afterTouch`), or within TOGETHER_TWIN_S when the pair
 * stayed together between them (together.ts: one slow contact seen at two
 * minima); never across a cushion hit or a seen rail turn after which the
 * pair closed in again (`secondMeeting`, `turnedBetween`), nor across one
 * with the pair parted far between (`partedAcrossRail`), nor onto a second
 * push read after a rail turn (`pushedBack`: turned-back-push.ts, whose pair
 * only parts between its two touches). Events sorted by time; returns the pairs merged as one slow contact (railReturns skips them).
 */
export function dropTwins(events: StrokeEvent[], hs: readonly BallHistory[], R: number, turns: Breaks = new Map(), pushedBack: readonly BallBallEvent[] = []): Merged[] {
  const pair = (p: readonly BallId[]): [BallHistory, BallHistory] | null => {
    const a = hs.find((h) => h.id === p[0]), b = hs.find((h) => h.id === p[1]);
    return a && b ? [a, b] : null;
  };
  const again = (p: readonly BallId[], t1: number, t2: number): boolean => {
    const ab = pair(p);
    return ab !== null && reapproached(ab[0], ab[1], Math.min(t1, t2), Math.max(t1, t2), R);
  };
  const apart = (o: StrokeEvent, e: StrokeEvent): boolean => {
    const later = o.t > e.t ? o : e, t1 = Math.min(o.t, e.t);
    if (later.kind === 'ball-ball' && pushedBack.some((p) => p.t === later.t && samePair(p.balls, later.balls))) return true;
    const ab = pair(later.kind === 'ball-ball' ? later.balls : []);
    return (secondMeeting(events, later, t1) && !(ab !== null && readAcross(ab, t1, later.t))) || (ab !== null && (turnedBetween(turns, later, t1, ab, R) || partedAcrossRail(events, turns, later, t1, ab, R)));
  };
  // One slow contact seen at two minima (together.ts): no cushion hit of either ball between them, at any confidence.
  const together = (o: StrokeEvent, e: BallBallEvent): boolean => {
    const lo = Math.min(o.t, e.t), hi = Math.max(o.t, e.t), ab = pair(e.balls);
    if (hi - lo >= TOGETHER_TWIN_S || !ab || events.some((c) => c.kind === 'cushion' && e.balls.includes(c.ball) && c.t > lo && c.t < hi)) return false;
    return !e.balls.some((b) => (turns.get(b) ?? []).some((c) => c > lo && c < hi)) && stayedTogether(ab[0], ab[1], lo, hi, R);
  };
  const merged: Merged[] = [];
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind !== 'ball-ball') continue;
    const j = events.findIndex((o, k) => k !== i && o.kind === 'ball-ball' && samePair(o.balls, e.balls) && (o.confidence ?? 1) >= (e.confidence ?? 1)
      && (Math.abs(o.t - e.t) < TWIN_S || ((Math.abs(o.t - e.t) < SAME_CONTACT_S || afterTouch(o, e)) && !again(e.balls, o.t, e.t) && !apart(o, e))));
    if (j >= 0) { events.splice(i, 1); continue; }
    const k = events.findIndex((o, q) => q !== i && o.kind === 'ball-ball' && samePair(o.balls, e.balls) && (o.confidence ?? 1) >= (e.confidence ?? 1) && !apart(o, e) && together(o, e));
    if (k >= 0) { merged.push({ balls: e.balls, t: [e.t, events[k]!.t] }); events.splice(i, 1); }
  }
  return merged;
}

/**
 * A weak report (at most AFTER_TOUCH_MAX: a kink under KINK_Z, a pushed-apart
 * share, an overlap alone) up to AFTER_TOUCH_S after a report of the same
 * pair at AFTER_TOUCH_FIRST or more is that touch's aftermath when the pair
 * never closed in again and no rail turned either between (`dropTwins`'
 * `again`, `apart`): two balls parting slowly side by side, one curving on
 * its spin, fit pieces that meet within noise. A second touch needs one ball
 * to catch the other up (development libre #186 stroke 7 at 30 fps: the
 * yellow kissed the red, then the white; 0.13 s on, the pair 8-11 mm apart
 * all along, a 0.6 from the yellow's curve, one extra contact). Raising
 * AFTER_TOUCH_MAX merges better-proved second touches; a longer
 * AFTER_TOUCH_S reaches slow real ones that closed in by less than the
 * reapproach's rise. Ranges 0.55-0.8, 0.12-0.5, 0.8-0.99.
 */
const AFTER_TOUCH_MAX = 0.6, AFTER_TOUCH_S = 0.3, AFTER_TOUCH_FIRST = 0.8;

/** `e` follows `o` as its aftermath (see AFTER_TOUCH_MAX); the pair's parting is `dropTwins`' to check. */
function afterTouch(o: StrokeEvent, e: StrokeEvent): boolean {
  return o.t < e.t && e.t - o.t < AFTER_TOUCH_S && (e.confidence ?? 1) <= AFTER_TOUCH_MAX && (o.confidence ?? 1) >= AFTER_TOUCH_FIRST;
}

/** Two reports of a pair merged as one slow contact seen twice (`stayedTogether`): their times. */
export interface Merged { balls: readonly BallId[]; t: [number, number] }

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

/**
 * Points of a ball's own (s strictly between two reports of its pair) that a
 * later report's incoming piece needs to be read after the earlier one: a
 * fit takes at least two. With fewer for both balls, the later report's
 * pieces reach back across the earlier report and its kink is the first
 * touch's, seen again across the other ball's rail (development three-
 * cushion #79 stroke 7 at 30 fps: the yellow, struck by the rail, hit it
 * 10 ms after the touch; one frame between the cause's 0.75 and a 0.99
 * 40 ms later, whose 2-point pieces both begin before the touch). A real return into the
 * hitter this quick is beyond the frames either way. Raising it (3) merges
 * real returns read on a few points of their own; lowering it (1) keeps
 * reports whose pieces reach back across the touch. Range 2-3.
 */
const OWN_PIECE_POINTS = 2;

/** Neither ball of the pair was seen OWN_PIECE_POINTS times between t1 and t2: a report at t2 was read across t1. */
export function readAcross([a, b]: [BallHistory, BallHistory], t1: number, t2: number): boolean {
  const seen = (h: BallHistory): number => h.t.filter((t) => t > t1 && t < t2).length;
  return seen(a) < OWN_PIECE_POINTS && seen(b) < OWN_PIECE_POINTS;
}

/**
 * A later report of a pair at least this confident, after a rail turn of
 * either ball seen in its points (`seenRailTurns`, rail-turns.ts) since the
 * earlier one, is a second meeting: the ball pushed into a near rail came
 * back into its hitter, its cushion hit missed or timed before the first
 * touch (development libre #2 stroke 3 at 30 fps: the red back off the top
 * rail 64 ms later, the pair within 6 mm all along). Contacts by a rail are
 * capped at 0.85 before this (NEAR_RAIL_CONFIDENCE in extract.ts): 0.85 is a
 * path finding that reached 2R with a kink or a displacement. Raising it
 * merges these second meetings again; lowering it to 0.8 lets a doubtful
 * minimum after the turn count. Range 0.8-0.99.
 */
const TURN_MEETING_CONFIDENCE = 0.85;

/**
 * How much closer (mm) the pair must be seen, from a rail turn to the later
 * report, than at the turn: the ball came back towards the other. One touch
 * of a ball lying by a rail, reported twice either side of its turn, shows
 * the pair parting there (development three-cushion #14 stroke 6 at 30 fps:
 * 24 mm at the turn, 106 mm a frame later, a 0.85 report 17 ms after the
 * turn). The second meetings close by 4-45 mm (libre #2[3], #35[2], #50[3],
 * #79[4] at 30 fps). Raising it keeps slow returns merged; lowering it
 * towards 0 lets the noise of a pair lying together split one touch. Range 0-10.
 */
const TURN_CLOSING_MM = 3;

/**
 * `later` follows a seen rail turn of either of its balls since t1
 * (MEETINGS_APART_S inside both ends) after which the pair closed in
 * (TURN_CLOSING_MM, up to the first point at or after the later report),
 * and is TURN_MEETING_CONFIDENCE or more.
 */
export function turnedBetween(turns: Breaks, later: StrokeEvent, t1: number, [a, b]: [BallHistory, BallHistory], R: number): boolean {
  if (later.kind !== 'ball-ball' || (later.confidence ?? 1) < TURN_MEETING_CONFIDENCE) return false;
  const lo = t1 + MEETINGS_APART_S, hi = later.t - MEETINGS_APART_S;
  const gap = (t: number): number => pairGap(a, b, t, R);
  const ts = [...a.t, ...b.t].sort((x, y) => x - y), end = ts.find((t) => t >= later.t) ?? later.t;
  const closed = (c: number): boolean => ts.some((t) => t > c && t <= end && gap(t) < gap(c) - TURN_CLOSING_MM);
  return later.balls.some((id) => (turns.get(id) ?? []).some((c) => c > lo && c < hi && closed(c)));
}

/**
 * Rise (mm) of the pair's observed gap between two reports above its gap at
 * both that, with a cushion hit or a seen rail turn of either ball between,
 * makes them two meetings whatever the later report's confidence: the ball
 * went to the rail and came back into the other (development five-pins #20
 * stroke 7 at 60 fps: a 0.8 report 88 ms after a 0.99 one, the pair 10 mm
 * apart at both and 96 mm between, merged as one contact; libre #5 stroke 7
 * at 60 fps rose 27 mm, five-pins #71 stroke 1 at 30 fps 46 mm). One contact
 * seen twice only parts (its second report lies on the way apart), and the
 * detector's noise on a gap is 2-4 mm; but a ball bouncing off a near rail
 * past its hitter shows a frame 16 mm out between two near passes (three-
 * cushion #27 stroke 4 at 60 fps, no second touch: 15 made it one extra).
 * `reapproached` (contacts.ts) asks the pair back within 2R + 8 mm at a frame
 * instead, which a fast pair seen a frame after its touch is not. Raising it
 * merges slow returns again; lowering it lets a pass off the rail count as a
 * meeting. Range 8-40.
 */
export const PARTED_AGAIN_MM = 20;

/**
 * `later` follows a cushion hit (any confidence) or a seen rail turn of
 * either ball since t1, and between them the pair's gap rose PARTED_AGAIN_MM
 * over its gap at both reports (false where either is unknown).
 */
export function partedAcrossRail(events: readonly StrokeEvent[], turns: Breaks, later: StrokeEvent, t1: number, [a, b]: [BallHistory, BallHistory], R: number): boolean {
  if (later.kind !== 'ball-ball') return false;
  const lo = t1 + MEETINGS_APART_S, hi = later.t - MEETINGS_APART_S;
  const rail = events.some((c) => c.kind === 'cushion' && later.balls.includes(c.ball) && c.t > lo && c.t < hi)
    || later.balls.some((id) => (turns.get(id) ?? []).some((c) => c > lo && c < hi));
  if (!rail) return false;
  const ends = Math.max(pairGap(a, b, t1, R), pairGap(a, b, later.t, R));
  if (Number.isNaN(ends)) return false;
  return [...a.t, ...b.t].some((t) => t > t1 && t < later.t && pairGap(a, b, t, R) > ends + PARTED_AGAIN_MM);
}

/**
 * The hitter `by` hit a cushion strictly between a doubtful finding of its
 * pair at t1 and the start it caused at t2 (s): the start belongs to a later
 * meeting, off that rail, not to the finding (development five-pins #42
 * stroke 7 at 30 fps, seeds from 41: a pass 8 mm wide at 62.200 s took the
 * white's start at 62.308 as its confirmation, though the yellow hit the top
 * rail at 62.264 in between: one extra contact and one missed).
 */
export function hitterRailBetween(events: readonly StrokeEvent[], by: BallId, t1: number, t2: number): boolean {
  return events.some((c) => c.kind === 'cushion' && c.ball === by && c.t > t1 && c.t < t2);
}
