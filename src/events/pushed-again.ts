/**
 * A ball pushed a second time by the ball that set it moving, that ball back
 * off a rail (issue 6, session 25). A ball hit by another leaves with no spin
 * of its own: until a rail turns it, it runs straight and only slows (its
 * slide ends at 5/7 of its speed, along its way). So when such a ball's
 * velocity changes by far more than its noise, in the direction pointing away
 * from that same hitter, just as the hitter comes back off a rail past it, the
 * hitter pushed it again. The pair's distance shows little of it: the hitter's
 * way out of the rail is one or two points, often lost against the ball it
 * meets, so the distance minimum is left unexplained (kiss-backs.ts).
 * Development three-cushion #77 stroke 3 at 30 fps: the yellow kissed the red
 * 80 mm off the right rail, turned there and caught the red again 79 ms
 * later; the red ran on at 1.17 m/s, then at 1.72 m/s in nearly the same
 * direction (a 47 % speed-up with no rail near).
 */
import { type Piece, fitPiece, pieceAt, speedOf, velocityVar } from './fit.js';
import { type BallHistory, anchor, indicesIn, positionAt } from './history.js';
import type { Breaks, ContactFinding } from './contacts.js';

/**
 * Span (s) of the pushed ball's points fitted on each side of the meeting.
 * Longer averages more noise out but lets the slide's slowing and a later
 * event in; shorter leaves two points a side. Range 0.06-0.3.
 */
const PUSH_SPAN_S = 0.15;

/**
 * Least velocity change (mm/s) of the pushed ball that counts: above what the
 * slide can take off over the gap between the two pieces (μs·g ≈ 2 m/s² over
 * ~0.1 s) and the velocity noise of two-point pieces (~50 mm/s an axis at 30 fps).
 * Raising it keeps only hard second pushes; lowering it lets a slowing ball
 * look pushed back. Range 100-500.
 */
const PUSH_MIN_MM_S = 200;

/**
 * And this many times its noise (the two pieces' velocity variances): two
 * points a side at 50 fps leave ~100 mm/s of noise per axis. Raising it
 * needs longer pieces; lowering it lets noise point the right way by chance. Range 2-6.
 */
const PUSH_Z = 3;

/**
 * The velocity change must point this close to the line of centres, away
 * from the hitter (cosine): a push along it, not a slowing along the ball's
 * own way. A thin second kiss's change is as square to the ball's way as
 * to the hitter. Lowering it accepts changes a rail or a third ball made;
 * raising it towards 1 asks more of the hitter's unseen place. Range 0.8-0.99.
 */
const PUSH_LINE_COS = 0.9;

/** A velocity change pointing back along the ball's own way more than this (cosine) is its slide ending, whatever the hitter's place. Range 0.5-0.9. */
const SLOWING_COS = 0.8;

/**
 * A ball whose last contact and last rail turn both lie this long (s) before
 * the meeting has ended its slide: it rolls straight and only the cloth's
 * rolling drag (tens of mm/s²) slows it. So a rail that long ago no longer
 * bends its way, and a drop along its own way cannot be its slide ending
 * (SLOWING_COS): any change beyond the noise is an impulse. A slide lasts
 * 2v/(7 μs g), under 0.45 s for a ball set off at 3 m/s, 0.7 s at 5 m/s.
 * Development three-cushion #93 stroke 1 at 30 fps: the red, set off by the
 * white at 10.86 and off the right rail at 11.22, was met head-on at 13.29
 * by the white 26 ms off its left rail; its velocity changed by 393 mm/s
 * (11 times its noise) along the line of centres (cosine 1.0), 515 → 169 mm/s,
 * and was refused as a rail since its contact and as a slide ending (a 0.7
 * kiss-back doubt). What the rail refusal keeps out, development libre,
 * five-pins and three-cushion 1-120 at 60 and 30 fps: of 164 calls, 133 have a
 * rail since the contact, its nearest under 0.3 s before the meeting in all but
 * 3 (median 0.07 s); with the rail (and the slowing test) set aside two more
 * pass, both with the rail ≤ 0.11 s before (libre #36[6], a touch found anyway;
 * five-pins #100[6], a pass); of the calls whose ball rolled on over 0.5 s, the
 * other (five-pins #73[6], 0.55 s) changes by 28 mm/s. Lowering it under a
 * fast ball's slide (0.7 s) lets a slide's end pass for a push; raising it
 * loses slow second meetings. Range 0.8-2.
 */
export const ROLLED_ON_S = 1;

/** A third ball's centre this close (mm) beyond 2R to the pushed ball around the meeting could have made the push. Range 10-60. */
const THIRD_BALL_MM = 30;

/**
 * The pushed ball's way before the second push starts at its first point this
 * far (mm) off its rest: a point dated before the first touch (by its fit's
 * noise) may already lie on its way; one at rest would halve its speed and
 * fake a speed-up. Above the rest noise (~1.2 mm), under a frame's roll. Range 2-8.
 */
const OFF_REST_MM = 3;

/**
 * The pair's distance minimum (mm beyond 2R) within which a second push is
 * looked for: wider than a kiss-back doubt's reach (kiss-backs.ts), since the
 * hitter back off the rail is often lost against the ball it meets, and its
 * place is interpolated across the frames it is missing (development
 * three-cushion #8 stroke 6 at 30 fps: 12.8 mm). The push itself is the
 * evidence; the reach only says the hitter was near. Range 12-40.
 */
export const PUSHED_AGAIN_REACH_MM = 25;

/** Confidence of a second push: an impulse the frames show, on a hitter they hardly show; the referee confirms it when it decides the stroke. Range 0.6-0.85. */
export const PUSHED_AGAIN_CONFIDENCE = 0.8;

/**
 * Time of the second touch of a and b at the unexplained minimum t, when one
 * of them (x) was set moving from rest by its last contact found before t
 * (`found`: every pair's), no rail turned x since (or none within
 * ROLLED_ON_S: x rolls straight again), and x's velocity jumps away from
 * the other ball at t (`pushedAway`); else null.
 * The contact that started x need not be with the other ball (session 26):
 * development three-cushion #129 stroke 2 at 30 fps, the red set off by the
 * yellow met the white just back off the left rail (the white's way out one
 * point) and was thrown back, 1.3 m/s across its way.
 */
export function pushedAgain(a: BallHistory, b: BallHistory, t: number, found: readonly ContactFinding[], seen: Breaks, others: readonly BallHistory[], R: number): number | null {
  for (const [x, y] of [[a, b], [b, a]] as const) {
    // x's last contact before t, with any ball: it must have set x off from rest (a ball hit while moving keeps its own spin and may curve).
    const first = lastContact(found, x, t);
    if (!first || !leftAt(x, first.event.t)) continue;
    const rails = (seen.get(x.id) ?? []).filter((c) => c > first.event.t - 0.02 && c < t + PUSH_SPAN_S);
    // A ball rolled on ROLLED_ON_S since its contact and its last rail runs straight again: those rails do not count.
    const rolled = Math.max(first.event.t, ...rails) <= t - ROLLED_ON_S;
    if (rails.length && !rolled) continue;
    const tc = pushedAway(x, y, t, first.event.t, others, R, rolled);
    if (tc !== null) return tc;
  }
  return null;
}

/** Ball h was at rest before tf and began a moving run within a frame or two of it: a contact at tf set it off (no spin of its own). */
function leftAt(h: BallHistory, tf: number): boolean {
  return h.runs.some(([s]) => Math.abs(h.t[s]! - tf) < 0.07) && indicesIn(h, tf - 0.3, tf - 0.01).length >= 3;
}

/**
 * Fits x before and after t (never back past its start tf), and returns the
 * time its two pieces join when its velocity changed by over PUSH_MIN_MM_S
 * along the line of centres from y, away from y, with no third ball near;
 * `rolled`: x's slide is long over (ROLLED_ON_S), so a slowing along its own
 * way is a push too.
 */
function pushedAway(x: BallHistory, y: BallHistory, t: number, tf: number, others: readonly BallHistory[], R: number, rolled: boolean): number | null {
  const rest = placeBefore(x, tf);
  const off = (k: number): boolean => rest !== null && Math.hypot(x.x[k]! - rest[0], x.y[k]! - rest[1]) > OFF_REST_MM;
  const before = pieceOf(x, indicesIn(x, Math.max(tf - 0.04, t - PUSH_SPAN_S), t).filter(off)), after = pieceOf(x, indicesIn(x, t + 0.001, t + PUSH_SPAN_S));
  const px = positionAt(x, t), py = positionAt(y, t);
  if (!before || !after || !px || !py) return null;
  if (thirdNear(x, t, others, R)) return null;
  const dv: [number, number] = [after.x.v - before.x.v, after.y.v - before.y.v], size = Math.hypot(dv[0], dv[1]);
  if (size < Math.max(PUSH_MIN_MM_S, PUSH_Z * Math.sqrt(velocityVar(before) + velocityVar(after)))) return null;
  const n = [px[0] - py[0], px[1] - py[1]], l = Math.hypot(n[0]!, n[1]!) || 1, v = speedOf(before) || 1;
  if ((dv[0] * n[0]! + dv[1] * n[1]!) / (l * size) < PUSH_LINE_COS) return null;
  if (!rolled && -(dv[0] * before.x.v + dv[1] * before.y.v) / (v * size) > SLOWING_COS) return null;
  return joinTime(before, after);
}

/** x's last contact found before t, with any ball (the found contacts that carry a confidence). */
export function lastContact(found: readonly ContactFinding[], x: BallHistory, t: number): ContactFinding | undefined {
  return found.filter((f) => f.event.confidence !== undefined && f.event.t < t && f.event.balls.includes(x.id))
    .reduce<ContactFinding | undefined>((l, f) => (l && l.event.t > f.event.t ? l : f), undefined);
}

/** A third ball comes within THIRD_BALL_MM of x (beyond 2R) from t to the end of x's piece after: it may have made the change. */
export function thirdNear(x: BallHistory, t: number, others: readonly BallHistory[], R: number): boolean {
  const ks = indicesIn(x, t - 0.04, t + PUSH_SPAN_S);
  return others.some((o) => ks.some((k) => { const q = positionAt(o, x.t[k]!); return q !== null && Math.hypot(q[0] - x.x[k]!, q[1] - x.y[k]!) < 2 * R + THIRD_BALL_MM; }));
}

/** Median place of h over the 0.3 s before tf. */
function placeBefore(h: BallHistory, tf: number): [number, number] | null {
  const idx = indicesIn(h, tf - 0.3, tf - 0.01);
  return idx.length < 3 ? null : anchor(h, idx[0]!, idx[idx.length - 1]!);
}

/** A piece fitted on h's points idx (at least 2). */
export function pieceOf(h: BallHistory, idx: readonly number[]): Piece | null {
  return idx.length < 2 ? null : fitPiece(idx.map((k) => h.t[k]!), idx.map((k) => h.x[k]!), idx.map((k) => h.y[k]!));
}

/** Where the two pieces come closest between the last point before and the first after: the push's time. */
export function joinTime(before: Piece, after: Piece): number {
  let best = before.to, bestD = Infinity;
  for (let k = 0; k <= 20; k++) {
    const t = before.to + ((after.from - before.to) * k) / 20;
    const p = pieceAt(before, t), q = pieceAt(after, t), d = Math.hypot(p[0] - q[0], p[1] - q[1]);
    if (d < bestD) { bestD = d; best = t; }
  }
  return best;
}
