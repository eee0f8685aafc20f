/**
 * A ball on a pocket's lip that left its rest at its last point (vanish.ts: its pocket then names the ball that
 * reached it, `knockedIn`), read under rest noise (split out of vanish.ts, session 59).
 */
import { noiseFromSecondDiffs } from './fit.js';
import { type BallHistory, MOVING_SPEED_MM_S, NARROW_POINTS, anchor, restNoise } from './history.js';
import { MOVED_MIN_TRAVEL_MM } from './moved.js';

/**
 * Most points a ball on a lip may be seen off its rest before it vanished
 * down the pocket for its touch to be read as a ball never seen moving
 * (`knockedIn`: the ball that reached it then). One point gives no way off
 * to fit, so the path analysis cannot name its hitter; but at 30 and 60 fps
 * the speed estimate's span (history.ts, ±2 points within 75 ms) makes that
 * one step a moving run, which turned the reading off (development Russian
 * 30 fps #16[4]: w6 on the bottom-left lip, met by w7 at 41.394, seen once
 * 8.6 mm off its place at 41.400, then down: the pot found, the touch lost;
 * at 25 fps the span is ±1 and no run forms; at 60 fps w6 is seen twice
 * moving and the path analysis finds the touch). Only where that run is
 * too short for moved.ts to ask who started the ball (under
 * MOVED_MIN_TRAVEL_MM): a longer step gets its hidden hitter there, dated
 * by the ball's way off traced back to its rest, which this reading would
 * date a frame early (dev 30 fps #31[6], #56[4], #64[4]: 24-31 ms off the
 * truth against 3-9; #62[3] 12 against 21). Raising it to 2 hands balls with a two-point way off
 * to the first ball within reach rather than the one the path points at
 * (only where no touch of the ball was found); 0 turns this off. Range 0-2.
 */
const LIP_MOVED_POINTS = 1;

/**
 * The ball was at rest until its last LIP_MOVED_POINTS points: its last step rolls (a tail), the point before its
 * last `moved` lies at its rest place (`atRestPlace`), its only run the speed span around them, and that run shorter
 * than moved.ts reads (its travel as moved.ts measures it). Until session 59 "at rest" was the tail's per-step test (a
 * step under MOVING_SPEED_MM_S, 2 mm at 30 fps): rest noise passing it lengthened the tail and the touch was lost
 * (#16[4]'s rows with the lip ball's rest redrawn: found in 0.96 / 0.79 / 0.59 of draws at 0.6 / 1.0 / 1.5 mm).
 */
export function leftRestAtLast(h: BallHistory, tail: readonly number[]): boolean {
  const n = h.t.length, run = h.runs[0];
  if (!run || h.runs.length !== 1 || tail.length < 2 || run[1] !== n - 1) return false;
  let moved = 1;
  while (moved <= LIP_MOVED_POINTS && !atRestPlace(h, n - 1 - moved)) moved++;
  if (moved > LIP_MOVED_POINTS || run[0] < n - moved - NARROW_POINTS) return false;
  return Math.hypot(h.x[run[1]]! - h.x[run[0]]!, h.y[run[1]]! - h.y[run[0]]!) < MOVED_MIN_TRAVEL_MM;
}

/** Points before a point whose median is the rest place it is compared with (`atRestPlace`). Range 3-10. */
const REST_PLACE_POINTS = 5;
/**
 * How far a point may lie from that rest place and still be at it, in units of the ball's noise (`restNoise`, ~0.75
 * of the true σ; a point against a median of 5 has a noise of ~1.1 σ a axis): 4 of them pass in ~1 % of resting
 * points. Never under one step at MOVING_SPEED_MM_S (the old per-step bar, 2 mm at 30 fps). Raising it reads a first
 * step off the rest as rest (the ball then left at its last point: `knockedIn` names the ball that reached it);
 * lowering it lets rest noise read as a step off. Range 3-6.
 */
const REST_PLACE_Z = 4;

/**
 * Point k lies at the ball's rest place: within REST_PLACE_Z of its noise of the median of the REST_PLACE_POINTS
 * points before it. The noise is `restNoise`; a short history has none (under 10 still points: a lip ball seen 0.5 s
 * in a stroke's frames), and then it is read from the second differences of the points before k (noise; a roll at a
 * steady speed has none).
 */
function atRestPlace(h: BallHistory, k: number): boolean {
  if (k < 1) return k === 0;
  const place = anchor(h, k - REST_PLACE_POINTS, k - 1)!;
  const sigma = restNoise(h) || noiseBefore(h, k);
  const bar = Math.max(MOVING_SPEED_MM_S * (h.t[k]! - h.t[k - 1]!), REST_PLACE_Z * sigma);
  return Math.hypot(h.x[k]! - place[0], h.y[k]! - place[1]) <= bar;
}

/** The noise a axis (mm) of a ball's points before k, from their second differences (0 with fewer than 3 points). */
function noiseBefore(h: BallHistory, k: number): number {
  const d: number[] = [];
  for (let j = 1; j < k - 1; j++) d.push(h.x[j + 1]! - 2 * h.x[j]! + h.x[j - 1]!, h.y[j + 1]! - 2 * h.y[j]! + h.y[j - 1]!);
  return d.length === 0 ? 0 : noiseFromSecondDiffs(d);
}
