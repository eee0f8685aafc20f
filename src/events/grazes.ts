/**
 * Grazes of a cushion (split out of cushions.ts): a ball running along a
 * rail at a shallow angle touches it with no turn to see, only its centre
 * reaching the contact line; and the V pinned on the line that times such
 * a touch (also an arrival's, cushions.ts).
 */
import type { BallHistory } from './history.js';
import { ballNoiseScale } from './cushion-noise.js';

/**
 * A rolling ball whose smoothed normal coordinate comes this close (mm) to
 * the contact line touched the cushion, turn or no turn: a ball running
 * along the rail at a shallow angle comes in and leaves at a few mm/s, far
 * under the noise of a turn, but its centre reaches the line. Raising it
 * calls balls passing a few mm from the rail touches; lowering it towards the
 * noise of a 5-point mean (~0.5 mm) misses grazes. Range 0.5-5.
 */
const GRAZE_MM = 1.5;
/**
 * A hall camera's fixed errors put a ball's seen centre off its true place
 * by a few mm that no noise figure shows: a light bias of up to 1.5 mm a
 * ball, a calibration error of up to 2 mm over the table, and a moving
 * ball's error correlated over ~60 ms, which a 5-point mean at 60 fps does
 * not average away. A ball whose mean comes this close (mm) to the line, but
 * not within GRAZE_MM, may have touched it: reported at
 * CAMERA_GRAZE_CONFIDENCE, a doubt for the referee (counted as found).
 * A ball rolling on along a rail it touched is that one contact
 * (cushions.ts). Development under EVAL_CAMERA=hall, 40 matches: missed
 * cushions five-pins 60 fps 19 → 13, 30 fps 11 → 8, libre 15 → 13 and
 * 16 → 15, no false one more; at the renders' noise five-pins 30 fps
 * missed 7 → 5, no false one more (session 18). Raising it calls balls
 * rolling past the rail a few mm off touches (at 3 mm without the
 * same-contact filter: 3 false ones more at the renders' noise, five-pins
 * 60 fps); lowering it to GRAZE_MM gives these up. Range GRAZE_MM-5.
 */
export const CAMERA_GRAZE_MM = 3;
/** Confidence of such a touch: under a graze's (GRAZE_CONFIDENCE), as a touch read through the camera's unknown offset. Range 0.5-GRAZE_CONFIDENCE. */
export const CAMERA_GRAZE_CONFIDENCE = 0.55;
/** Points averaged for the smoothed normal coordinate. Range 3-15. */
const GRAZE_POINTS = 5;
/** A graze this close (s) to a turn found on the same cushion is that turn. Range 0.05-0.5. */
export const GRAZE_APART_S = 0.15;
/** Confidence of a graze: a touch read from a position, not an impulse; the referee looks. Range 0.5-0.89. */
export const GRAZE_CONFIDENCE = 0.6;

/**
 * Times a moving ball grazed the contact line: its runs' mean of
 * GRAZE_POINTS points comes within GRAZE_MM of the line, and one touch lasts
 * until the mean leaves by GRAZE_LEAVE_MM (a ball rolling along the rail is
 * one touch, not one per noise wiggle). The time is the corner of a V pinned
 * on the line (way in and way out with their own normal speeds: a slow hit
 * leaves slower than it came) fitted to the touch and GRAZE_SIDE_POINTS
 * points either side.
 */
export function grazes(h: BallHistory, u: readonly number[], line: number, reach = GRAZE_MM): number[] {
  const out: number[] = [];
  const half = GRAZE_POINTS >> 1;
  // A touch ends farther out than it began: the leave bar keeps its margin over a wider reach.
  const leave = Math.max(GRAZE_LEAVE_MM * ballNoiseScale(h), reach + GRAZE_LEAVE_MM - GRAZE_MM);
  for (const [a, b] of h.runs) {
    let from = -1;
    for (let k = a + half; k <= b - half + 1; k++) {
      let m = -Infinity;
      if (k <= b - half) { m = 0; for (let i = k - half; i <= k + half; i++) m += u[i]! / GRAZE_POINTS; }
      if (from < 0 && m >= line - reach) from = k;
      else if (from >= 0 && m < line - leave) { out.push(corner(h.t, u, line, grazeSideEnd(h.t, Math.max(a, from - half), a, -1), grazeSideEnd(h.t, Math.min(b, k), b, 1))); from = -1; }
    }
  }
  return out;
}

/**
 * Mean (mm) below the line that ends a touch, raised with the ball's noise
 * (cushion-noise.ts `ballNoiseScale`): at twice the renders' noise a ball
 * rolling along the rail dipped its 5-point mean 4 mm in the noise and
 * touched again (development libre 60 fps ×2, 40 matches: false grazes
 * 8 → 6 with the bar at 6σ). Range GRAZE_MM-10.
 */
const GRAZE_LEAVE_MM = 4;
/**
 * Points, and time (s), beyond the touch on each side fitted for its time,
 * whichever reaches further: the V's slopes need points against the noise
 * and time for a slow graze to move (at 10 mm/s, 1 mm in 0.1 s). Six
 * points alone (0.1 s at 60 fps) timed slow grazes up to 130 ms off
 * (development three-cushion 60 fps #32 stroke 6: 57 ms early; 0.17 s:
 * 23 ms). Raising either lets the next event bend the V; at 30 fps more
 * than six points lost grazes on development one-cushion. Ranges 2-15,
 * 0.05-0.4.
 */
const GRAZE_SIDE_POINTS = 6, GRAZE_SIDE_S = 0.17;

/** The last index from `from` towards `limit` (dir ±1) within GRAZE_SIDE_POINTS points or GRAZE_SIDE_S of it. */
function grazeSideEnd(t: readonly number[], from: number, limit: number, dir: -1 | 1): number {
  let i = from;
  while (i !== limit && (Math.abs(i - from) < GRAZE_SIDE_POINTS || Math.abs(t[i + dir]! - t[from]!) <= GRAZE_SIDE_S)) i += dir;
  return i;
}

/** The time tc in points [lo, hi] minimising the squared error of u ≈ line − vIn·(tc − t) before and line − vOut·(t − tc) after. */
export function corner(t: readonly number[], u: readonly number[], line: number, lo: number, hi: number): number {
  return cornerFit(t, u, line, lo, hi).tc;
}

/** A way in to the touch at `tc`: its least squared error through the points (xs the times before tc, ys = line − u). */
export type WayIn = (xs: readonly number[], ys: readonly number[], tc: number) => number;

/** The straight way in, line − vIn·x with vIn ≥ 0 (and the way out, line − vOut·x after). */
export const straightWayIn: WayIn = (xs, ys) => {
  let sxy = 0, sxx = 0;
  xs.forEach((x, i) => { sxy += x * ys[i]!; sxx += x * x; });
  const v = sxx > 0 ? Math.max(0, sxy / sxx) : 0;
  let sse = 0;
  xs.forEach((x, i) => { const r = ys[i]! - v * x; sse += r * r; });
  return sse;
};

/** `corner`'s touch with a given way in (arrival-slowing.ts: one that may slow), and its squared error. */
export function cornerFit(t: readonly number[], u: readonly number[], line: number, lo: number, hi: number, wayIn: WayIn = straightWayIn): { tc: number; sse: number } {
  let best = { tc: (t[lo]! + t[hi]!) / 2, sse: Infinity };
  for (let k = lo; k < hi; k++) {
    for (const w of [0, 0.25, 0.5, 0.75]) {
      const tc = t[k]! + w * (t[k + 1]! - t[k]!);
      let sse = 0;
      for (const side of [-1, 1]) {
        const xs: number[] = [], ys: number[] = [];
        for (let i = lo; i <= hi; i++) if ((t[i]! - tc) * side > 0) { xs.push(Math.abs(t[i]! - tc)); ys.push(line - u[i]!); }
        sse += side < 0 ? wayIn(xs, ys, tc) : straightWayIn(xs, ys, tc);
      }
      if (sse < best.sse) best = { tc, sse };
    }
  }
  return best;
}
