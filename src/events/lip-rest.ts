/**
 * A ball on a pocket's lip that left its rest at its last point (vanish.ts: its pocket then names the ball that
 * reached it, `knockedIn`), read under rest noise (split out of vanish.ts, session 59).
 */
import { type BallHistory, MOVING_SPEED_MM_S, anchor, restNoise, secondDiffNoise } from './history.js';
import { ANCHOR_POINTS, MOVED_MIN_TRAVEL_MM } from './moved.js';
import { restReach } from './rest-place.js';

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
 * last `moved` lies at its rest place (`atRestPlace`), every point before lies at its place (`restedThere`), and its
 * way off from that place is shorter than moved.ts reads; its moving runs are not asked (rest noise makes them, and
 * the speed span of a history's last points may read none). Until session 59 "at
 * rest" was the tail's per-step test (a step under MOVING_SPEED_MM_S, 2 mm at 30 fps): rest noise passing it
 * lengthened the tail and the touch was lost (#16[4]'s rows with the lip ball's rest redrawn: found in 0.96 / 0.79 /
 * 0.59 of draws at 0.6 / 1.0 / 1.5 mm). Until session 60 the ball's only run had to be the speed span around its last
 * points, and its way off was read from the run's first point: a run of rest noise, a run begun early or ended a
 * point short by noise (60 fps) or a noisy first point (30 fps: a true 8.9 mm step read past 10 mm) lost the touch,
 * and moved.ts, reading
 * the same step, found no hitter and called the ball moved (#16[4] redrawn at 1.5 mm: found in 0.87 of draws at
 * 30 fps, 0.80 at 60).
 */
export function leftRestAtLast(h: BallHistory, tail: readonly number[]): boolean {
  const n = h.t.length;
  if (tail.length < 2) return false;
  let moved = 1;
  while (moved <= LIP_MOVED_POINTS && !atRestPlace(h, n - 1 - moved)) moved++;
  if (moved > LIP_MOVED_POINTS) return false;
  const place = anchor(h, n - moved - ANCHOR_POINTS, n - moved - 1)!;
  if (!restedThere(h, n - moved, place)) return false;
  return Math.hypot(h.x[n - 1]! - place[0], h.y[n - 1]! - place[1]) < MOVED_MIN_TRAVEL_MM;
}

/**
 * No point before `end` lies farther from `place` (the median of the ANCHOR_POINTS before it) than a ball that never
 * left its place may (rest-place.ts `restReach`: 10 mm, more for a noisier ball). A ball that rolled onto the lip in the
 * stroke has points off it: its way is the path analysis's, not this reading's. A bar at a few σ of the noise, as for
 * one point, is passed by the largest of a dozen rest points (2-3 % of #16[4]'s draws at 0.3-1 mm, 60 fps).
 */
function restedThere(h: BallHistory, end: number, place: readonly [number, number]): boolean {
  const reach = restReach(h);
  for (let k = 0; k < end; k++) if (Math.hypot(h.x[k]! - place[0], h.y[k]! - place[1]) > reach) return false;
  return true;
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
 * points before it. The noise is `noiseAt`: `restNoise`, or where more, the second differences of the points before k
 * (noise; a roll at a steady speed has none), which a short history's `restNoise` may not see (a lip ball seen 0.5 s
 * in a stroke's frames).
 */
function atRestPlace(h: BallHistory, k: number): boolean {
  if (k < 1) return k === 0;
  const place = anchor(h, k - REST_PLACE_POINTS, k - 1)!;
  const bar = Math.max(MOVING_SPEED_MM_S * (h.t[k]! - h.t[k - 1]!), REST_PLACE_Z * noiseAt(h, k));
  return Math.hypot(h.x[k]! - place[0], h.y[k]! - place[1]) <= bar;
}

/**
 * The ball's noise a axis (mm) at rest before point k: the larger of `restNoise` and the second differences of its
 * points before k. `restNoise` reads ~0.75 of the true σ and, on a lip ball seen ~0.5 s in a stroke, picks its
 * stillest few points (0.4-0.7 mm at 1 mm a axis; 0 under 10 of them): until session 60 it alone set the bar, and
 * rest noise read as a step off in 1.5 % of #16[4]'s draws at 1 mm.
 */
function noiseAt(h: BallHistory, k: number): number {
  return Math.max(restNoise(h), secondDiffNoise(h, k));
}

