/**
 * A ball already moving when its last contact came, pushed again by a ball
 * back off its rail (issue 6, session 30). pushed-again.ts reads a second
 * push only on a ball that its last contact set off from rest: such a ball
 * has no spin of its own and runs straight, so any change of way well above
 * the noise is an impulse. A ball that was moving (the hitter of that
 * contact, or a ball hit on the run) keeps the cue's spin and may curve or
 * draw, but the cloth bends its way at most at the sliding deceleration
 * (cloth.ts SLIDE_DECEL_MM_S2): a change of velocity far beyond what that
 * deceleration gives between its two fitted pieces, along the line of
 * centres away from the other ball, with no rail turn and no third ball
 * near, is the other ball's push.
 * Development five-pins 50 fps #231[3] (seeds 201-240): the yellow, 72 mm
 * off any rail, ran on at +0.93 m/s after hitting the white; the white,
 * back off its rail, met it between frames and went back into the rail; the
 * yellow left at -0.45 m/s. #85[6] (81-120): the white back off its rail
 * into the yellow that had just hit it, the yellow turned by 0.5 m/s square
 * to its way.
 */
import { velocityVar } from './fit.js';
import { type BallHistory, indicesIn, positionAt } from './history.js';
import type { Breaks, ContactFinding } from './contacts.js';
import { SLIDE_DECEL_MM_S2 } from './cloth.js';
// The same third-ball guard (THIRD_BALL_MM 30 over the same span), piece fit and join as a push off rest.
import { joinTime, lastContact, pieceOf, thirdNear } from './pushed-again.js';

/** Span (s) of the ball's points fitted on each side of the push (as pushed-again.ts PUSH_SPAN_S). Range 0.06-0.3. */
const SPUN_SPAN_S = 0.15;
/**
 * The push is looked for at the ball's points this far (s) before the pair's
 * unexplained distance minimum (and a frame after it): two balls going the
 * same way after the push close in again, so the minimum comes after the
 * touch (#231[3]: the touch 32.452, the minimum 32.50). Raising it lets an
 * older turn of the ball in; lowering it loses touches whose minimum came
 * late. Range 0.02-0.1.
 */
const SPUN_BACK_S = 0.06;
/** The ball's way before the push starts this long (s) after its last contact (that contact's own turn left out). Range 0.005-0.03. */
const AFTER_TOUCH_S = 0.01;
/**
 * Least velocity change (mm/s) beyond the cloth's share (SLIDE_DECEL_MM_S2
 * over the time between the two pieces' middles): the error of two short
 * pieces' velocities at 2 mm of noise (~100 mm/s an axis at 50 fps).
 * Raising it keeps only hard pushes; lowering it lets a spun ball's curve
 * pass for one. Range 150-500.
 */
const SPUN_MIN_MM_S = 200;
/** And this many times the two pieces' velocity noise. Range 2-6. */
const SPUN_Z = 3;
/** The change points this close (cosine) to the line of centres, away from the other ball (as pushed-again.ts PUSH_LINE_COS). Range 0.8-0.99. */
const SPUN_LINE_COS = 0.9;

/**
 * Time of a's and b's touch at their unexplained minimum t when one of them
 * (x), moving when its last contact found before t came (`found`: every
 * pair's contacts; a ball set off from rest there is pushed-again.ts's),
 * with no rail turn of its own since (`seen`), shows a push away from the
 * other beyond what the cloth can give a spinning ball; else null.
 */
export function spunPush(a: BallHistory, b: BallHistory, t: number, found: readonly ContactFinding[], seen: Breaks, others: readonly BallHistory[], R: number): number | null {
  for (const [x, y] of [[a, b], [b, a]] as const) {
    const first = lastContact(found, x, t);
    if (!first || !movingBefore(x, first.event.t)) continue;
    if ((seen.get(x.id) ?? []).some((c) => c > first.event.t - 0.02 && c < t + SPUN_SPAN_S)) continue;
    const tc = pushedOnRun(x, y, t, first.event.t + AFTER_TOUCH_S, others, R);
    if (tc !== null) return tc;
  }
  return null;
}

/**
 * How far back (s) from its last contact a ball's points are read to tell it
 * was moving then (not set off from rest there). It must hold two points at
 * every rate: 0.06 s held one at 30 fps whenever the contact was dated on a
 * frame, so a ball running at 3.5 m/s read as "not moving" and its push was
 * never looked for (development three-cushion #104 stroke 7 at 30 fps: the
 * yellow hit the red at 77.100, a frame time, and was thrown on at 2 m/s by
 * the red back off its corner 97 ms later; left a 0.7 doubt, found at 60 fps).
 * Raising it lets a stop or a rest just before the contact in (a ball that
 * lay still until tf still spans under 10 mm); lowering it under two frame
 * intervals at 25 fps (0.08 s) loses the test at low rates. Range 0.08-0.15.
 */
export const MOVING_BEFORE_S = 0.1;

/** h moved right before tf: its points over the MOVING_BEFORE_S before it span more than a rest's noise (it was not set off from rest at tf). */
function movingBefore(h: BallHistory, tf: number): boolean {
  const ks = indicesIn(h, tf - MOVING_BEFORE_S, tf - 0.001);
  if (ks.length < 2) return false;
  const k0 = ks[0]!, k1 = ks[ks.length - 1]!;
  return Math.hypot(h.x[k1]! - h.x[k0]!, h.y[k1]! - h.y[k0]!) > 10;
}

/** The strongest split of x's points near t (from `from` on) whose velocity change passes the tests: the push's time, or null. */
function pushedOnRun(x: BallHistory, y: BallHistory, t: number, from: number, others: readonly BallHistory[], R: number): number | null {
  let best: { tc: number; z: number } | null = null;
  for (const k of indicesIn(x, Math.max(from, t - SPUN_BACK_S), t + 0.021)) {
    const tk = x.t[k]!;
    const before = pieceOf(x, indicesIn(x, Math.max(from, tk - SPUN_SPAN_S), tk)), after = pieceOf(x, indicesIn(x, tk + 0.001, tk + SPUN_SPAN_S));
    if (!before || !after) continue;
    const dv: [number, number] = [after.x.v - before.x.v, after.y.v - before.y.v], size = Math.hypot(dv[0], dv[1]);
    const sigma = Math.sqrt(velocityVar(before) + velocityVar(after));
    const cloth = SLIDE_DECEL_MM_S2 * ((after.from + after.to) / 2 - (before.from + before.to) / 2);
    if (size < cloth + Math.max(SPUN_MIN_MM_S, SPUN_Z * sigma)) continue;
    const px = positionAt(x, tk), py = positionAt(y, tk);
    if (!px || !py) continue;
    const n = [px[0] - py[0], px[1] - py[1]], l = Math.hypot(n[0]!, n[1]!) || 1;
    if ((dv[0] * n[0]! + dv[1] * n[1]!) / (l * size) < SPUN_LINE_COS) continue;
    const z = size / (sigma || 1);
    if (!best || z > best.z) best = { tc: joinTime(before, after), z };
  }
  if (!best || thirdNear(x, best.tc, others, R)) return null;
  return best.tc;
}
