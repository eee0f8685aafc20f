/**
 * Russian pockets: the last touch of a rattle, at the frame before the drop.
 * A ball that met one jaw crosses the throat (±3.75 mm of play in a corner)
 * and meets the other within a frame or two, often just short of the fall
 * line: it is seen once more against that jaw and is gone. The reversal
 * across the mouth that throat.ts reads needs a point after the touch; here
 * there is none. The frames still prove it: the ball came off a touch of
 * the mouth moments before, crossed towards a jaw, and its last point lies
 * against that jaw. Only the jaw stops it there (the ball cannot pass it),
 * so it touched it as it went down. Development Russian, 40 matches:
 * cushions 1327/20/94 → 1336/23/85 at 60 fps, 1299/18/122 → 1310/18/111 at
 * 30 (the extras: a ball dropping before its crossing reached the jaw, one
 * chained onto a false touch); hand-made σ 1-3 mm clean pots: no more false
 * touches (.tmp/J/noise.test.ts's table unchanged).
 */
import type { CushionEvent } from '../contracts/events.js';
import type { PyramidTable } from '../geometry/tables.js';
import { cushionReach } from '../track/geometry.js';
import type { BallHistory } from './history.js';
import { SAME_MEET_S, mouthsOf } from './mouth-walls.js';
import { cushionOnSide, halfMouth, toMouth, wallAt } from './mouth-frame.js';
import { noPushSeen } from './mouth-evidence.js';

/**
 * The rattle: a touch of one of the mouth's cushions this long (s) before
 * the ball's next-to-last point. A clean pot's noise can put its last point
 * against a jaw; only a ball already rattling is read (hand-made clean
 * straight pots carry no touch before). Raising it reads balls that met a
 * jaw long before (their last point then less surely at a wall); lowering
 * it loses slow rattles. Range 0.05-0.3.
 */
const LAST_RATTLE_S = 0.15;
/**
 * Smallest move (mm) across the mouth into the last point, towards the jaw
 * it lies against, over the one or two points before it: a rattle crosses
 * the throat's 7.5 mm between touches; the noise of two points differs by
 * ~2 mm (σ 1.2-1.5). Raising it loses touches of a ball that crossed in
 * two frames; lowering it reads the jitter of a ball rolling along a jaw.
 * Range 1.5-6.
 */
const LAST_SWING_MM = 2;
/** Span (s) before the rattle whose points give the ball's speed coming in (see LAST_SPEED_RATIO). Range 0.2-1. */
const SPEED_SPAN_S = 0.5;
/**
 * Fastest crossing (its move into the last point per second) against the
 * ball's speed before the rattle: a jaw only turns a ball and takes speed
 * off it, so a rattle crosses no faster than the ball came in; a noisy
 * last point can jump across the throat in one frame at any speed
 * (hand-made σ 2 mm pots at 150 mm/s: 5-10 mm in a frame, 300-600 mm/s).
 * Raising it reads such jumps of slow balls; lowering it below 1 loses
 * rattles of balls that came straight in fast. Range 0.8-2.
 */
const LAST_SPEED_RATIO = 1;
/**
 * The last point lies this close (mm) to the jaw, on either side of it (past it, the noise):
 * it is seen up to a frame from the touch. Raising it takes a ball in the
 * middle of the throat; lowering it loses touches a few mm after the frame.
 * Range 1-5.
 */
const LAST_CLEAR_MM = 3;
/**
 * Depths (mm, along the mouth's axis from the line between the jaw points)
 * where the last point is read: from the jaw points' curve (the throat's
 * reading starts there too) to a little past the fall line (the last point
 * before the drop; the detector's noise and lag along the path put it up
 * to a few mm past). Range 0-25, 0-10.
 */
const LAST_FROM_MM = 15, LAST_PAST_FALL_MM = 5;
/** Longest gap (s) between the last points (one frame missed at 30 fps). Range 0.03-0.1. */
const LAST_GAP_S = 0.07;
/**
 * Confidence: the wall's push is not seen (no point after it), only that
 * nothing else could have stopped the ball there; its time only to within a
 * frame. The referee looks when a call rests on it. Range 0.5-0.75.
 */
export const LAST_TOUCH_CONFIDENCE = 0.6;

/** The last touch of a rattle whose ball was last seen against a jaw of the mouth (none already in `known`, same cushion within a frame or SAME_MEET_S). */
export function lastRattleTouches(h: BallHistory, table: PyramidTable, known: readonly CushionEvent[]): CushionEvent[] {
  const k = h.t.length - 1;
  if (k < 2 || h.t[k]! - h.t[k - 1]! > LAST_GAP_S) return [];
  const reach = cushionReach(table), out: CushionEvent[] = [];
  for (const m of mouthsOf(table)) {
    const q = toMouth(m, h.x[k]!, h.y[k]!), half = halfMouth(m);
    if (q.ax < -LAST_FROM_MM || q.ax > m.fallAt - (m.centre[0] * m.u[0] + m.centre[1] * m.u[1]) + LAST_PAST_FALL_MM || Math.abs(q.lat) > half) continue;
    const lat = (i: number): number => toMouth(m, h.x[i]!, h.y[i]!).lat;
    const s: 1 | -1 = q.lat - lat(k - 1) >= 0 ? 1 : -1;
    const from = swingStart(h, k, s, lat);
    // A jaw only turns the ball: it crosses no faster than it came in (the jaws take speed off), a noisy point's jump can.
    if (from === null || s * (q.lat - lat(from)) / (h.t[k]! - h.t[from]!) > LAST_SPEED_RATIO * speedBefore(h, h.t[k]! - SPEED_SPAN_S, h.t[k]! - LAST_RATTLE_S)) continue;
    const cushions = new Set(m.walls.map((w) => w.cushion));
    // The touch before must itself show the wall's push above the ball's noise: the readings it comes from take a noisy pot's wander for touches (mouth-evidence.ts).
    const rattling = known.some((e) => e.ball === h.id && cushions.has(e.cushion) && e.t < h.t[k - 1]! && e.t > h.t[k - 1]! - LAST_RATTLE_S && !noPushSeen(h, e.t));
    const wall = wallAt(half, reach, q.ax);
    if (!rattling || Math.abs(wall - s * q.lat) > LAST_CLEAR_MM) continue;
    // Where the way across reaches the jaw: from the swing's start through the last point, kept between the point before and half a frame after.
    const v = (q.lat - lat(from)) / (h.t[k]! - h.t[from]!), frame = h.t[k]! - h.t[k - 1]!;
    const t = Math.min(h.t[k]! + frame / 2, Math.max(h.t[k - 1]!, h.t[k]! + (s * wall - q.lat) / v));
    const cushion = cushionOnSide(m, s);
    if (known.some((e) => e.ball === h.id && e.cushion === cushion && Math.abs(e.t - t) < Math.max(frame, SAME_MEET_S))) continue;
    out.push({ t, kind: 'cushion', ball: h.id, cushion, confidence: LAST_TOUCH_CONFIDENCE });
  }
  return out;
}

/** The ball's speed (mm/s) over [from, to): its move from the first point there to the last, per second (0 with fewer than two points). */
function speedBefore(h: BallHistory, from: number, to: number): number {
  let a = -1, b = -1;
  h.t.forEach((t, i) => { if (t >= from && t < to) { if (a < 0) a = i; b = i; } });
  return a < 0 || b <= a ? 0 : Math.hypot(h.x[b]! - h.x[a]!, h.y[b]! - h.y[a]!) / (h.t[b]! - h.t[a]!);
}

/** The nearest of the one or two points before k from which the ball moved LAST_SWING_MM or more towards side s without turning back, or null. */
function swingStart(h: BallHistory, k: number, s: 1 | -1, lat: (i: number) => number): number | null {
  for (let j = k - 1; j >= Math.max(0, k - 2); j--) {
    if (h.t[j + 1]! - h.t[j]! > LAST_GAP_S || s * (lat(j + 1) - lat(j)) < 0) return null;
    if (s * (lat(k) - lat(j)) >= LAST_SWING_MM) return j;
  }
  return null;
}
