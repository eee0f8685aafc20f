/**
 * A cushion hit seen in one frame: a ball sent into a near rail and back
 * between two frames (struck from rest, or turned again by a ball right
 * after) shows one point by the contact line with a far point either side.
 * The turn analysis needs two points a side on one line and finds nothing;
 * the three points alone settle it. Within a ball's width of the contact
 * line nothing but the cushion can send a ball back: no other ball fits
 * between it and the cushion.
 * Development Russian 30 fps (12 matches + scenarios): cushions 413/6/39 →
 * 414/6/38 (#7 stroke 3); development three-cushion 30 fps unchanged.
 */
import type { BallHistory } from './history.js';
import { rollingAt } from './rest-place.js';

/** A cushion's contact line seen along one coordinate: `sign`·coordinate `axis` reaches `line` at a hit (cushions.ts `sides`). */
interface Side { axis: 0 | 1; sign: 1 | -1; line: number }

/**
 * Farthest (mm) the lone point may lie short of the contact line. A ball at
 * 1.5 m/s moves 50 mm a frame at 30 fps, so the frame nearest the hit sees
 * it up to 25 mm off; the neighbours' depth (below) is what rules out a
 * turn elsewhere. Raising it reads a ball turned short of the rail by
 * another ball as a hit; lowering it loses fast hits timed between frames.
 * Range 3-25.
 */
const LONE_LINE_TOL_MM = 16;
/**
 * Each neighbour lies at least this much (mm) farther from the line than
 * the lone point: the ball clearly came in and went back out, well above
 * the detector's noise (~0.5 mm, a few mm for a mis-centred blob). Raising
 * it keeps only fast hits; lowering it reads noise by a rail as a turn.
 * Range 8-40.
 */
const LONE_DEPTH_MM = 20;
/**
 * Longest frame gap (s) either side: across a lost frame the ball may have
 * done two things (a ball contact, then the rail). 0.045 takes 25 fps and
 * faster, never a lost frame at 30 fps. Range 0.02-0.1.
 */
const LONE_GAP_S = 0.045;
/**
 * The lone point's coordinate along the cushion lies within this (mm) of the
 * neighbours' straight interpolation: a rail keeps the along motion (spin
 * bends it a little), a detection on another ball or a blob does not.
 * Raising it reads mis-associated detections as hits; lowering it towards
 * the bend of a spinning ball over two frames loses hits. Range 3-40.
 */
const LONE_ALONG_TOL_MM = 15;
/**
 * Confidence of a hit read from one point: the impulse is certain (nothing
 * else turns a ball there), its time is set by one point (within a third of
 * a frame); under the referee's line, since a lone mis-detection by a rail
 * would read the same. Range 0.6-0.89.
 */
export const LONE_TURN_CONFIDENCE = 0.8;

/**
 * The hit at point k, a peak of u (the coordinate towards the cushion) seen
 * alone: the time of the V pinned on the contact line through the three
 * points, the lone point on the way out (ball slower after the cushion than
 * before it) or on the way in, whichever the cushion allows; null when the
 * points do not show a hit.
 */
export function loneTurn(h: BallHistory, u: readonly number[], k: number, s: Side): { t: number; u: number; full: false; lone: true } | null {
  if (k < 1 || k + 1 >= u.length) return null;
  const t0 = h.t[k - 1]!, t1 = h.t[k]!, t2 = h.t[k + 1]!;
  if (t1 - t0 > LONE_GAP_S || t2 - t1 > LONE_GAP_S) return null;
  const d0 = s.line - u[k - 1]!, d1 = Math.max(0, s.line - u[k]!), d2 = s.line - u[k + 1]!;
  if (s.line - u[k]! > LONE_LINE_TOL_MM || d0 < d1 + LONE_DEPTH_MM || d2 < d1 + LONE_DEPTH_MM) return null;
  const along = s.axis === 0 ? h.y : h.x;
  const w = (t1 - t0) / (t2 - t0), mid = along[k - 1]! + w * (along[k + 1]! - along[k - 1]!);
  if (Math.abs(along[k]! - mid) > LONE_ALONG_TOL_MM) return null;
  // A ball struck from rest after the frame before came in faster than its three points say: which leg the lone point is on is then open.
  // At rest there is not rolling over its last 0.1 s (rest-place.ts `rollingAt`): until session 59 one step under MOVING_SPEED_MM_S, 1 mm at
  // 60 fps, which rest noise of 0.6 mm passes one time in two (the hit's time p90 3.7 -> 6.9 ms; test/events.lone-turn-noise.test.ts).
  const fromRest = k >= 2 && !rollingAt(h, k - 1);
  const tc = vTime(t0, t1, t2, d0, d1, d2, fromRest);
  return tc === null ? null : { t: tc, u: s.line, full: false, lone: true };
}

/**
 * The time of a V pinned on the line (distance 0 at tc) through three
 * points (t, d) with d the distance from the line: the middle point on the
 * way out (tc before it) or on the way in (tc after it). A cushion returns
 * the ball slower along its normal than it came (restitution under 1): the
 * reading with the ball leaving faster is refused. When both readings hold,
 * or the ball left its rest inside the first interval (`fromRest`: its
 * speed in is unknown), the midpoint: the two readings bracket the hit
 * (they differ by the lone point's distance over the speeds, a few ms when
 * it lies by the line).
 */
export function vTime(t0: number, t1: number, t2: number, d0: number, d1: number, d2: number, fromRest = false): number | null {
  const vOutA = (d2 - d1) / (t2 - t1), tcA = t1 - d1 / vOutA, vInA = d0 / (tcA - t0);
  const vInB = (d0 - d1) / (t1 - t0), tcB = t1 + d1 / vInB, vOutB = d2 / (t2 - tcB);
  const a = tcA > t0 && vInA >= vOutA, b = tcB < t2 && vInB >= vOutB;
  if (fromRest || (a && b)) return (tcA + tcB) / 2;
  return a ? tcA : b ? tcB : null;
}
