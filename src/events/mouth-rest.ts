/**
 * A ball at rest in a pocket mouth (stopped on the lip, not dropped) makes
 * no touch. Partly hidden by the jaw's rubber and the pocket's shadow, its
 * detections there wander 1-3 mm from frame to frame; the speed estimate
 * then crosses the moving speed, runs open, and every reading of the mouth
 * (a turn pushed off a cushion, a reversal across the throat, a rattle
 * chained onto the last one) takes the wander for touches: a hand-made
 * ball resting 2 s in a corner mouth, σ 2 mm, gave ~11 touches a trial at
 * 60 fps (σ 3 mm: ~40). A resting ball is told by where it is, not how it
 * wiggles: the median places just before and just after a time lie
 * together, its points close around them. With this guard: none at σ 2 mm,
 * ~3 a trial at σ 3 mm (100 trials each).
 */
import type { CushionEvent } from '../contracts/events.js';
import type { PyramidTable } from '../geometry/tables.js';
import { median } from './fit.js';
import type { BallHistory } from './history.js';
import { mouthsOf } from './mouth-walls.js';
import { noPushSeen } from './mouth-evidence.js';

/**
 * Span (s) on each side of a time whose median place is compared: medians
 * of 7-15 points, steady under σ 3 mm; a ball creeping into the pocket at
 * 50 mm/s moves ~12 mm between them. At 0.15 s a ball creeping against a
 * jaw as it stopped (30-70 mm/s, development Russian #32[3] at 30 fps) read
 * as resting and its true touch was lost. Raising it keeps the touches of
 * the first moments of a rest; lowering it loses slow touches. Range 0.1-0.4.
 */
const STILL_SPAN_S = 0.25;
/** Fewest points on each side for the medians to be read (fewer: no verdict, the touch stands). Range 3-10. */
const STILL_POINTS = 4;
/**
 * Largest distance (mm) between the two medians of a ball at rest: with
 * σ 3 mm they differ by ~1.5-2.5 mm. Raising it takes a slow rattle for
 * rest (its touches lost); lowering it towards the medians' noise lets a
 * wandering resting ball through. Range 2-8.
 */
const STILL_MM = 4;
/**
 * ... and three in four of the points over both spans lie this close (mm)
 * to their joint median: a ball that ran into the jaw and straight back
 * out has equal medians before and after, spread over tens of mm. σ 3 mm
 * puts three in four points of a resting ball within 5 mm; a ball moving
 * at 60 mm/s spreads them over ±15 mm. Raising it takes a slow ball for a
 * resting one; lowering it towards 5 mm lets a noisy resting ball through.
 * Range 4-10.
 */
const STILL_SPREAD_MM = 6;
/**
 * A ball's last point this far (mm) from the median place of its points
 * around a touch left that place (a resting ball's points wander 1-3 mm, σ
 * 3 mm puts one beyond 15 mm a few times in 10⁶). Raising it keeps touches of
 * balls struck from a mouth out; lowering it lets a wandering ball's last
 * point through. Range 10-40.
 */
const LEFT_REST_MM = 15;
/** A touch this close (mm) to a mouth's centre is in the mouth (the throat and the jaw points). Range 30-100. */
const MOUTH_NEAR_MM = 60;

/**
 * Whether the ball lay still around time t: the medians over STILL_SPAN_S
 * before and after lie within STILL_MM, the points close around them. At
 * the end (or start) of the ball's points, where one side is short, the two
 * halves in time of the points there are compared instead: a ball resting
 * in the mouth to the stroke's end lies still; one that dropped was moving
 * in, its halves apart.
 */
export function stillAt(h: BallHistory, t: number): boolean {
  let before: number[] = [], after: number[] = [];
  h.t.forEach((tk, k) => {
    if (tk >= t - STILL_SPAN_S && tk < t) before.push(k);
    else if (tk >= t && tk <= t + STILL_SPAN_S) after.push(k);
  });
  if (before.length < STILL_POINTS || after.length < STILL_POINTS) {
    const all = [...before, ...after];
    if (all.length < 2 * STILL_POINTS) return false;
    before = all.slice(0, all.length >> 1);
    after = all.slice(all.length >> 1);
  }
  const at = (idx: number[]): [number, number] => [median(idx.map((k) => h.x[k]!)), median(idx.map((k) => h.y[k]!))];
  const p = at(before), q = at(after), c = at([...before, ...after]);
  if (Math.hypot(p[0] - q[0], p[1] - q[1]) >= STILL_MM) return false;
  // A touch after the ball's last point still where it lay, the last far from it and at most one point between: struck and gone down the pocket
  // after one or two moving points (mouth-struck.ts), not resting to the end (a ball seen moving longer is judged as before: development 60 fps #11[5]).
  const last = h.t.length - 1, away = (k: number): number => Math.hypot(h.x[k]! - c[0], h.y[k]! - c[1]);
  const lay = [last - 1, last - 2].find((k) => k >= 0 && away(k) < STILL_SPREAD_MM);
  if (lay !== undefined && t >= h.t[lay]! && away(last) > LEFT_REST_MM) return false;
  const off = [...before, ...after].map((k) => Math.hypot(h.x[k]! - c[0], h.y[k]! - c[1])).sort((a, b) => a - b);
  return off[Math.floor(off.length * 0.75)]! < STILL_SPREAD_MM;
}

/** The ball's place at time t (the nearest point at or after it). */
function placeAt(h: BallHistory, t: number): [number, number] {
  let k = 0;
  while (k < h.t.length - 1 && h.t[k]! < t) k++;
  return [h.x[k]!, h.y[k]!];
}

/**
 * The touches, without those read in a pocket mouth while the ball lay still
 * there or whose ball's path shows no push above its own noise there
 * (mouth-evidence.ts).
 */
export function withoutUnprovenMouthTouches(events: readonly CushionEvent[], h: BallHistory, table: PyramidTable): CushionEvent[] {
  const mouths = mouthsOf(table);
  return events.filter((e) => {
    const p = placeAt(h, e.t);
    if (!mouths.some((m) => Math.hypot(p[0] - m.centre[0], p[1] - m.centre[1]) < MOUTH_NEAR_MM)) return true;
    return !stillAt(h, e.t) && !noPushSeen(h, e.t);
  });
}
