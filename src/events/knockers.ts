/**
 * Five-pins: the ball that knocked a pin (split out of pins.ts). The ball
 * whose path first reaches the pin around the moment it was last seen
 * standing (`knocker`), one still closing in then (`stillComing`: set aside,
 * a pin may have knocked it first), or a ball hidden under the cue across
 * that moment (`hiddenKnocker`).
 */
import type { BallId } from '../contracts/ids.js';
import { fitPiece, meeting, pieceAt, speedOf } from './fit.js';
import { type BallHistory, MOVING_SPEED_MM_S, fitPoints, indicesIn } from './history.js';
import { HIDDEN_REACH_MM } from './causes.js';
import { segmentDistance } from '../geometry/segment.js';
import { rollingAt } from './rest-place.js';

/**
 * The ball whose path first reaches the pin in [from, to]. `reach`: when its
 * first point whose way meets the pin was seen (it orders the balls and
 * decides a late one); `t`: the knock, from the fitted incoming piece; `at`:
 * the ball's centre then, on that piece (the pin flies off along the line
 * from it through the seat: `knockedDirection`).
 */
export function knocker(balls: readonly BallHistory[], seat: readonly [number, number], contact: number, from: number, to: number): Knock | null {
  const hits: Omit<Knock, 'confidence'>[] = [];
  for (const h of balls) {
    let reach: number | null = null, knock: number | null = null, at: [number, number] | null = null;
    for (let k = 1; k < h.t.length; k++) {
      const t = h.t[k]!;
      if (t < from || t > to + 0.1) continue;
      // The sample itself (positionAt refuses a time beside a gap: a ball unseen for a while, put back by hand), or the way from
      // the one before: a fast ball's points lie 80 mm apart at 30 fps, 160 mm across a frame the detector missed it in over the
      // pin, and neither need lie near the pin it went through (development five-pins #69 stroke 4 at 30 fps: the white at 2.5
      // m/s, seen 75 mm before the right seat and 82 mm past it; the fall had no knocker and the pins foul went unseen).
      const p = [h.x[k]!, h.y[k]!] as const;
      if (Math.hypot(p[0] - seat[0], p[1] - seat[1]) > contact + 25
        && segmentDistance(seat, [h.x[k - 1]!, h.y[k - 1]!], p) > contact + PASS_SLACK_MM) continue;
      // A ball at rest knocks no pin, however near it lies (its fit has no way to the pin, only the noise's): at rest at this point
      // and the next, not rolling over the last 0.1 s to either (rest-place.ts `rollingAt`). The fit's speed alone is one step's at rest
      // (`sinceRest` keeps the last two points), 1 mm at 60 fps: until session 59 a ball resting 5 mm beyond touching a pin was
      // named its knocker in 89 % of falls at 0.6 mm rest noise (test/events.knocker-rest-noise.test.ts). The next point keeps a
      // ball's first point off its rest: struck beside the pin it may be seen a few mm off only, and knock it before the next.
      if (!rollingAt(h, k) && !(k + 1 < h.t.length && rollingAt(h, k + 1))) continue;
      const idx = sinceRest(h, indicesIn(h, t - 0.2, t).slice(-4));
      const piece = fitPoints(h, idx);
      const pin = fitPiece([0, 1], [seat[0], seat[0]], [seat[1], seat[1]]);
      if (speedOf(piece) < MOVING_SPEED_MM_S) continue;
      const m = meeting(piece, pin, contact);
      if (m.dMin > contact + 4) continue;
      const tc = m.first !== null && m.first <= t + KNOCK_AHEAD_S ? m.first : m.tMin;
      // A meeting before its previous point is the fitted line run backwards: the ball was seen elsewhere then (development
      // five-pins #21 stroke 2 at 30 fps: the yellow, knocked away from beside the pin, "met" it 0.3 s before it moved).
      if (tc < h.t[k - 1]! - KNOCK_AHEAD_S || tc > t + REACH_AHEAD_S) continue;
      // Which ball came first, and whether it came after the pin went down, are read at its first point whose way meets the
      // pin (`reach`, as the late-ball rules were tuned); the knock's time at the first point whose meeting is within a frame
      // ahead: taking `reach` put a slow ball's knock up to 25 mm of travel early (development five-pins, pin-fall time error
      // median 0.75 → 0.29 frames at 30 fps, p90 4.6 → 0.6; 2.2 → 0.8 and 9.1 → 1.7 at 60 fps).
      if (reach === null) { reach = Math.max(from, Math.min(tc, t)); at = pieceAt(piece, tc); }
      if (tc <= t + KNOCK_AHEAD_S) { knock = Math.max(from, Math.min(tc, t)); at = pieceAt(piece, tc); break; }
    }
    // None met it within a frame ahead (a ball slowing onto the pin): the knock at its first meeting point.
    if (reach !== null) hits.push({ by: h.id, t: knock ?? reach, reach, at: at! });
  }
  hits.sort((a, b) => a.reach - b.reach);
  if (hits.length === 0) return null;
  const close = hits.length > 1 && hits[1]!.reach - hits[0]!.reach < 0.03;
  return { ...hits[0]!, confidence: close ? 0.6 : 0.95 };
}

/**
 * How far (mm) beyond touching the straight way between two points of a
 * ball may pass a pin and still be looked at as its knock (the fit then
 * decides): the points' noise and a frame's curve. Raising it looks at
 * balls passing by (the fit still refuses them); lowering it toward 0
 * drops fast balls whose two points straddle the pin a little off their
 * line. Range 0-25.
 */
const PASS_SLACK_MM = 10;

/** A ball's knock of a pin: who, when (`t`), when it was first on its way there (`reach`), and its centre at the knock (`at`). */
export interface Knock { by: BallId; t: number; reach: number; at: [number, number]; confidence: number }

/**
 * The direction a pin knocked by a ball flies off in: along the line of
 * centres, from the ball's centre at the knock through the seat (a free
 * body takes the impulse along the contact normal; the pin's top is hit
 * below the ball's equator, so the normal is horizontal). Null when the
 * ball's place is not known clear of the seat.
 */
export function knockedDirection(k: Pick<Knock, 'at'>, seat: readonly [number, number]): [number, number] | null {
  const dx = seat[0] - k.at[0], dy = seat[1] - k.at[1], l = Math.hypot(dx, dy);
  return l > MIN_KNOCK_ARM_MM ? [dx / l, dy / l] : null;
}

/**
 * A ball centre nearer the seat than this (mm) at its fitted knock gives no
 * direction (it is over the pin: the fit is off, the direction noise). The
 * touching distance is R + pin top radius, ~34 mm. Range 5-30.
 */
const MIN_KNOCK_ARM_MM = 15;

/**
 * The points of idx from the last one at rest on: a step under
 * STILL_STEP_MM ends a rest, or a point at rest over ROLL_SPAN_S (session
 * 60), and the ball left from that point. A line
 * fitted through rest points and the first moving ones points neither where
 * it went nor when (held-out five-pins at 30 fps: the white, lying beside
 * the centre pin, knocked it 5 ms after the yellow struck it; the mixed fit
 * "met" the pin before the white moved, and the fall went unexplained).
 */
function sinceRest(h: BallHistory, idx: readonly number[]): number[] {
  let from = 0;
  for (let j = idx.length - 2; j >= 0; j--) {
    const a = idx[j]!, b = idx[j + 1]!;
    if (Math.hypot(h.x[b]! - h.x[a]!, h.y[b]! - h.y[a]!) < STILL_STEP_MM) { from = j + 1; break; }
  }
  // So does a point at rest over ROLL_SPAN_S (rest-place.ts `rollingAt`): at a real camera's 1.5 mm a axis half the
  // rest steps pass STILL_STEP_MM, and the fit kept rest points before a ball struck from rest beside a pin (session 60).
  for (let j = idx.length - 1; j > from; j--) if (!rollingAt(h, idx[j]!)) { from = j; break; }
  return idx.slice(Math.min(from, Math.max(0, idx.length - 2)));
}

/**
 * Step (mm) between two points under which the ball was at rest there: above
 * a still ball's jitter (steps of 1-1.7 mm between points were seen at rest
 * at 25 fps: held-out five-pins, the case above, missed with 1.2 mm), under a
 * rolling one's step (150 mm/s at 60 fps is 2.5 mm). Raising it cuts slow
 * balls' fits to their last two points (a noisier line); lowering it keeps
 * rest points in a departing ball's fit. Range 1-4.
 */
const STILL_STEP_MM = 2.5;

/**
 * How far (s) ahead of a ball's point its fitted meeting with a pin may lie
 * for the ball to be on its way to it: 25 mm of travel at 100 mm/s, a ball
 * about to stop. A ball at rest whose jitter (or the first step of its
 * departure, which the speed estimate already counts as moving) fits a
 * slow drift toward the pin meets it seconds ahead, and counted from that
 * point it came first (development five-pins #21 stroke 2 at 30 fps).
 * Raising it lets such drifts in; lowering it under 25 mm / speed drops
 * slow balls that do reach the pin (their later points still count).
 * Range 0.1-1.
 */
const REACH_AHEAD_S = 0.25;

/** How far (s) ahead of a ball's point its fitted meeting with a pin may lie and still be timed at that point (about a frame at 50-60 fps). Range 0-0.04. */
const KNOCK_AHEAD_S = 0.02;

/**
 * The ball was still short of the pin, and closing in, when the pin was
 * first missing standing: at that frame it lay more than LATE_GAP_MM beyond
 * touching and its next points come nearer. The fall began before it came
 * (development 30 fps: the white passing through the castle reached the
 * bottom pin 35 ms after the centre pin had knocked it down; 25 fps: the
 * yellow passing the centre pin). A ball over the pin hides it before the
 * touch, so only a ball still clear of it counts as late. False when the
 * ball is not seen then. Such a ball is set aside, not dropped: with no pin
 * falling straight at this one, it knocked it after all (LATE_BALL_AIM_COS).
 */
export function stillComing(h: BallHistory, seat: readonly [number, number], contact: number, goneAt: number): boolean {
  const d = (k: number): number => Math.hypot(h.x[k]! - seat[0], h.y[k]! - seat[1]);
  const now = indicesIn(h, goneAt - 1e-6, goneAt + 1e-6)[0];
  if (now === undefined || d(now) <= contact + LATE_GAP_MM) return false;
  const next = indicesIn(h, goneAt + 1e-6, goneAt + LATE_LOOK_S);
  return next.length > 0 && Math.min(...next.map(d)) < d(now) - LATE_GAP_MM;
}

/**
 * A ball this far (mm) beyond touching a pin at the frame the pin is first
 * missing, and coming this much nearer after, had not reached it yet. Raising
 * it keeps late balls as knockers; lowering it under the points' noise (1-2
 * mm) calls a ball that grazed the pin and rolls on past late. Range 2-20.
 */
const LATE_GAP_MM = 4;
/** How long (s) after that frame its points are looked at for coming nearer. Range 0.02-0.2. */
const LATE_LOOK_S = 0.1;

/**
 * A pin going down with no ball seen reaching it: a ball hidden (under the
 * cue, its follow-through) across that moment that had lain within reach of
 * the pin knocked it; the nearest such. Confidence 0.8: the referee may look.
 */
export function hiddenKnocker(balls: readonly BallHistory[], seat: readonly [number, number], contact: number, lastUp: number, goneAt: number): { by: BallId; t: number; confidence: number } | null {
  let best: { by: BallId; d: number } | null = null;
  for (const h of balls) {
    const before = indicesIn(h, lastUp - 1, lastUp - 1e-9);
    if (before.length === 0 || indicesIn(h, lastUp - 0.03, goneAt - 1e-9).length > 0 || h.t[h.t.length - 1]! <= goneAt) continue;
    const k = before[before.length - 1]!;
    const d = Math.hypot(h.x[k]! - seat[0], h.y[k]! - seat[1]) - contact;
    // Seen again at once (the frame the pin is gone): the ball came out from under the cue, so its way from where it lay must cross the pin.
    const back = h.t[k + 1]! <= goneAt + HIDDEN_BACK_S;
    if (back && segmentDistance(seat, [h.x[k]!, h.y[k]!], [h.x[k + 1]!, h.y[k + 1]!]) > contact + HIDDEN_PATH_SLACK_MM) continue;
    if (d <= HIDDEN_REACH_MM && (!best || d < best.d)) best = { by: h.id, d };
  }
  return best ? { by: best.by, t: (lastUp + goneAt) / 2, confidence: 0.8 } : null;
}

/**
 * A hidden ball seen again within this long (s) of the frame the pin is
 * first missing standing has just come out from under the cue: it knocked
 * the pin only if its straight way from where it lay crosses the pin (a
 * struck ball runs straight until its first contact; development 25 fps:
 * the white under the cue for 0.4 s, first seen again 40 ms past the pin,
 * in the very frame the pin lay down). Raising it asks the crossing of balls
 * hidden longer (whose way may have bent); lowering it below a frame takes
 * none of them (the pin's fall went unexplained, 0.3). Range 0-0.1.
 */
const HIDDEN_BACK_S = 0.03;
/** How far (mm) beyond the touching distance that straight way may pass the pin (the points' noise, a frame's blur). Range 0-20. */
const HIDDEN_PATH_SLACK_MM = 6;
