/**
 * A hidden claim beaten by a neighbour's first step (issue 6, Russian false
 * contacts). The cue ball, hidden under the cue, strikes a ball lying a few
 * mm in front (the colour); the colour runs on into a third ball a gap away
 * within the same frame and is turned by it. Its departure, fitted over its
 * first points, is the turned way, and it started within `CHAIN_S` of the
 * third ball, so causes.ts places it at its rest place (a frozen neighbour):
 * 86 mm from the third ball, out of reach, and the hidden cue ball, in reach,
 * takes the third ball's start (development Russian #43[1] at 30 fps: a false
 * cue ball + w6 contact at 0.75 for colour + w6). Its first point off rest
 * still lies on its way in: from the rest place through that point, the way
 * meets the third ball 2R from its rest, a few mm ahead, and the third ball
 * left along the line of centres from there. The frames show the colour on
 * its way into that ball; the hidden ball is only not excluded.
 */
import type { BallId } from '../contracts/ids.js';
import { firstOnCircle } from '../geometry/vec.js';
import { bentDeparture } from './causes.js';
import { type BallHistory } from './history.js';
import { PASSED_LINE_COS } from './hidden-passed.js';
import { blocked } from './hidden-way.js';
import { OFF_REST_MM, type Start } from './starts.js';

/**
 * How far (mm) the first point may lie past the place where its way meets
 * the ball asked about: the frame may fall just after the touch, with the
 * ball not yet turned (blur and the detector's noise, as causes.ts
 * RELAY_REACH_MM). Raising it lets a ball whose way ran through the other's
 * place take its start; lowering it under the noise of a first point loses
 * touches seen at the frame of the meeting. Range 2-15.
 */
const STEP_PAST_MM = 6;
/**
 * Where the way from `from` along unit `d` first comes 2R from `rest`: the
 * distance along the way, or null when it passes wide or the meeting lies
 * behind `from` (a frozen neighbour meets at once: the chain rule's case).
 */
export function meetingAlong(from: readonly [number, number], d: readonly [number, number], rest: readonly [number, number], R: number): number | null {
  const u = firstOnCircle(from, d, rest, 2 * R);
  return u !== null && u > OFF_REST_MM ? u : null;
}

/**
 * A ball other than `not` that left its rest no later than the started ball
 * `s` did, while `s` still lay at rest, whose first step (its rest place to
 * its first point off it) runs on, unblocked, to where it meets `s`'s ball
 * (that point no more than STEP_PAST_MM past the meeting), whose departure
 * then bent away from that step (causes.ts `bentDeparture`: it met
 * something), and from whose meeting place `s` left along the line of
 * centres (hidden-passed.ts PASSED_LINE_COS, read at call time: that file
 * calls this one). The contact is at `s`'s start; null when none.
 */
export function firstStepReacher(s: Start, not: readonly BallId[], hs: readonly BallHistory[], starts: readonly Start[], R: number): { id: BallId; t: number } | null {
  for (const q of starts) {
    if (not.includes(q.id) || q.id === s.id || q.departT > s.departT || q.departT < s.lastRestT) continue;
    const h = hs.find((g) => g.id === q.id), k = h ? h.t.indexOf(q.departT) : -1;
    if (!h || k < 0) continue;
    const p: [number, number] = [h.x[k]!, h.y[k]!], l = Math.hypot(p[0] - q.rest[0], p[1] - q.rest[1]);
    if (l < OFF_REST_MM) continue;
    const d: [number, number] = [(p[0] - q.rest[0]) / l, (p[1] - q.rest[1]) / l];
    const u = meetingAlong(q.rest, d, s.rest, R);
    if (u === null || l > u + STEP_PAST_MM) continue;
    const m: [number, number] = [q.rest[0] + d[0] * u, q.rest[1] + d[1] * u];
    const n = [(s.rest[0] - m[0]) / (2 * R), (s.rest[1] - m[1]) / (2 * R)] as const;
    if (n[0] * s.dir[0] + n[1] * s.dir[1] < PASSED_LINE_COS || !bentDeparture(q, hs) || blocked(q.rest, m, [q.id, s.id], s.t, hs, R)) continue;
    return { id: q.id, t: Math.max(s.t, q.t) };
  }
  return null;
}
