/**
 * The line of centres of a hitter that had no way in: it lay at rest beside
 * the ball it hit and was itself struck within the frame before (a chain
 * through two resting balls, Russian clusters). Its first points are its
 * way out, so hitter-meeting.ts has nothing to fit; but where it lay when
 * the struck ball was last seen at rest bounds where it met that ball: it
 * can have moved only the gap between the two (and a little sideways)
 * before they touched. Development Russian #30[6] (60 and 30 fps): the
 * colour, lying 12 mm from w3 (4 mm off the top rail), was struck by w2
 * and pushed w3 into the rail 13 ms later; w3's first point is already
 * off the rail, so neither its turn nor start-graze.ts read the touch.
 */
import { distance } from '../geometry/vec.js';
import type { Start } from './starts.js';
import type { BallHistory } from './history.js';

/**
 * Widest gap (mm) beyond 2R between the hitter's place at the struck ball's
 * last point at rest and that ball's rest place: the hitter travelled at least
 * this far before they touched, and each mm of it turns the line of centres
 * (`REST_MEET_SLACK`). Raising it reads lines a relay's long run has turned
 * far from the rest-to-rest line; lowering it under a chain's usual gap (a
 * few mm to a cm between balls lying side by side) drops the class.
 * Range 5-30.
 */
export const REST_MEET_GAP_MM = 15;
/**
 * How many times the straight-approach angle (the line turned by the gap
 * travelled along it) the line of centres may be off the rest-to-rest
 * line: the hitter was pushed its own way, not straight at the ball, so it
 * may have met it across. 2 covers a hitter sent off 60° from the
 * rest-to-rest line over a 15 mm gap. Raising it refuses more shallow
 * shares into the rail; lowering it to 1 trusts a straight approach.
 * Range 1-3.
 */
export const REST_MEET_SLACK = 2;

/** A line of centres read from where the hitter lay: `n` (unit, hitter → ball) and the angle (rad) it may be off by. */
export interface RestLine { n: [number, number]; slack: number }

/**
 * The line of centres of `hitter` (its start `hs`) into the ball `s` when the
 * hitter left its rest place no earlier than `s` was last seen at rest (so
 * no way in was seen) and lay within REST_MEET_GAP_MM beyond 2R of it there;
 * else null.
 */
export function restLine(hitter: BallHistory, hs: Start | undefined, s: Start, R: number): RestLine | null {
  if (!hs || hs.departT < s.lastRestT) return null;
  let k = -1;
  for (let i = 0; i < hitter.t.length && hitter.t[i]! <= s.lastRestT; i++) k = i;
  // Its first point off its rest place when that is the struck ball's last point at rest, else the rest place (a median: less noise).
  const p: [number, number] = k >= 0 && hitter.t[k]! >= hs.departT ? [hitter.x[k]!, hitter.y[k]!] : hs.rest;
  const d = distance(s.rest, p), gap = d - 2 * R;
  if (d === 0 || gap > REST_MEET_GAP_MM) return null;
  const slack = Math.asin(Math.min(1, (REST_MEET_SLACK * Math.max(0, gap)) / (2 * R)));
  return { n: [(s.rest[0] - p[0]) / d, (s.rest[1] - p[1]) / d], slack };
}

/** The least share (cosine) into a direction of unit normal component `into` once the line may be turned by `slack` rad. */
export const leastShare = (into: number, slack: number): number => Math.cos(Math.min(Math.PI, Math.acos(Math.max(-1, Math.min(1, into))) + slack));
