/**
 * The proofs that a hitter was pushed back by the ball it hit (issue 6,
 * split out of returns.ts; the physics is returns.ts's comment): seen back
 * along the line of centres beyond the draw bound (`pushedBack`), its way
 * out's velocity back along the impulse (`turnedBack`), a back run that
 * stops (`stoppedBack`), a way out crossing the line of centres faster than
 * one touch allows (`pushedAside`). Each gives the time the hitter shows it
 * (te) and how many times its tolerance the reversal is (ratio; 0 for the
 * proofs that are never settled).
 */
import type { BallId } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import { SLIDE_DECEL_MM_S2 } from './cloth.js';
import { noiseScaled } from './ball-noise.js';
import { type BallHistory, indicesIn } from './history.js';
import { straightSide } from './pieces.js';
import { HITTER_RAIL_CLEAR_MM, crowded, pushingRailGap, railGap } from './rail-reach.js';
import { sideExcess, velocityOf } from './side-push.js';

/**
 * How far (mm) beyond that draw bound the hitter must be seen back along the
 * line of centres, at two successive points: the detector's noise on a
 * moving ball (σ 1.2-2 mm; 0.5 mm on a real table) and the contact point's
 * own error. Raising it misses slow returns; lowering it towards the noise
 * calls a jitter of the first points a second touch. Range 3-15.
 */
export const RETURN_EXCESS_MM = 6;
/**
 * Error (rad) taken for the line of centres (from the hitter's fitted way
 * in): the hitter's travel along the tangent after the touch, times this,
 * is added to RETURN_EXCESS_MM. Raising it misses returns of balls that
 * leave fast along the tangent; lowering it lets a curving way in's wrong
 * tangent pass for a return. Range 0.02-0.3.
 */
const LINE_ANGLE_TOL = 0.1;
/**
 * The hitter's points after the touch looked at (s): a ball lying up to
 * RAIL_REACH_MM off the rail comes back 50-70 ms after the touch and the
 * hitter shows it a frame or two later (#51[3] at 30 fps: back at 66 ms, the
 * second point past the tolerance 154 ms after the touch; 0.15 until session
 * 21). Raising it reads later pushes (the draw bound grows with it, and
 * other balls and rails end the window); lowering it loses the returns of
 * balls further off. Range 0.05-0.3.
 */
const WINDOW_S = 0.2;

/** A place moving at v (mm/s) from the hitter's place at the touch, and its error (mm) at a time: B's way in, caught up (chase-return.ts). */
export interface MovingFrame { v: readonly [number, number]; err: (t: number) => number }

/**
 * The first of two successive points of the hitter after t1 seen back along
 * −n beyond the draw bound: its time, and the largest excess over its
 * tolerance from the second on (while it stays back, in the window); null
 * when none. With `frame` (B caught up while moving: chase-return.ts), the
 * hitter's places are read against a place moving from pa at B's velocity,
 * whose error at each point widens the tolerance: one touch leaves the
 * hitter at least B's normal speed along n.
 */
export function pushedBack(h: BallHistory, b: BallId, pa: [number, number], n: [number, number], t1: number, ka: readonly number[], hs: readonly BallHistory[], table: TableModel, frame?: MovingFrame): { te: number; ratio: number } | null {
  const next = Math.min(t1 + WINDOW_S, ...ka.filter((c) => c > t1));
  const idx = indicesIn(h, t1 + 1e-3, next);
  // Only a rail that can push the hitter along the line of centres could have sent it back (ALONG_RAIL_COS).
  if (pushingRailGap(pa, n, table) < HITTER_RAIL_CLEAR_MM) return null;
  let run = 0, ratio = 0, te: number | null = null;
  for (const k of idx) {
    const p: [number, number] = [h.x[k]!, h.y[k]!], dt = h.t[k]! - t1;
    if (pushingRailGap(p, n, table) < HITTER_RAIL_CLEAR_MM || crowded([h.id, b], p, h.t[k]!, hs, table.ballRadius)) return te === null ? null : { te, ratio };
    const v = frame?.v ?? [0, 0], d = [p[0] - pa[0] - v[0] * dt, p[1] - pa[1] - v[1] * dt], along = d[0]! * n[0] + d[1]! * n[1];
    const tangent = Math.hypot(d[0]! - along * n[0], d[1]! - along * n[1]);
    const excess = -along - 0.5 * SLIDE_DECEL_MM_S2 * dt * dt, tol = RETURN_EXCESS_MM + LINE_ANGLE_TOL * tangent + (frame?.err(h.t[k]!) ?? 0);
    if (te !== null) {
      // Past the two points: the largest reversal while the hitter stays back.
      if (excess <= tol) break;
      ratio = Math.max(ratio, excess / tol);
      continue;
    }
    run = excess > tol ? run + 1 : 0;
    if (run === 2) { te = h.t[idx[idx.indexOf(k) - 1]!]!; ratio = excess / tol; }
  }
  return te === null ? null : { te, ratio };
}

/**
 * The hitter's velocity out of the touch runs back along the impulse it
 * received (session 13): the same proof as pushedBack's, with the line of
 * centres taken from the velocity change (way in minus way out: a touch's
 * impulse lies along it) rather than from the positions, whose angle error
 * (2 mm over 2R, more on a thin cut) times the hitter's travel along the
 * tangent hid slow returns of thin cuts (development five-pins #32 stroke 4
 * at 60 fps: 17 mm back over 220 mm along). One touch leaves the hitter
 * going forward along that line ((1 − e)/2 of its normal speed) less what a
 * draw pulls back by the middle of the fitted way out. A return found so is
 * never settled (RETURN_CONFIDENCE): the referee looks when it matters.
 */
export function turnedBack(h: BallHistory, b: BallId, vIn: readonly number[], t1: number, n: [number, number], ka: readonly number[], hs: readonly BallHistory[], table: TableModel): { te: number; ratio: number } | null {
  const out = straightSide(h, t1 + 1e-3, 1, ka);
  if (!out || out.x.n < TURN_MIN_POINTS) return null;
  const vo = [out.x.v, out.y.v], dv = [vIn[0]! - vo[0]!, vIn[1]! - vo[1]!], dl = Math.hypot(dv[0]!, dv[1]!);
  if (dl < 1) return null;
  const d = [dv[0]! / dl, dv[1]! / dl];
  if (d[0]! * n[0] + d[1]! * n[1] < TURN_LINE_COS) return null;
  const back = -(vo[0]! * d[0]! + vo[1]! * d[1]!), draw = SLIDE_DECEL_MM_S2 * ((out.from + out.to) / 2 - t1);
  // The line's direction error is the velocities' noise over the change: times the speed out, a false speed along it.
  const tol = TURN_SPEED_TOL_MM_S + Math.hypot(vo[0]!, vo[1]!) * TURN_SPEED_TOL_MM_S / dl;
  if (back - draw <= tol) return null;
  for (const k of indicesIn(h, t1 + 1e-3, out.to + 1e-6)) {
    const p: [number, number] = [h.x[k]!, h.y[k]!];
    if (railGap(p, table) < HITTER_RAIL_CLEAR_MM || crowded([h.id, b], p, h.t[k]!, hs, table.ballRadius)) return null;
  }
  return { te: out.from, ratio: 0 };
}
/**
 * The hitter's way out crosses the line of centres faster than one touch
 * allows (side-push.ts): a second impulse, with no rail nor other ball near
 * its points, and B able to reach its rail (at the least speed the touch
 * gives it) before the way out begins: the push came after B's return
 * (development libre #216[3] at 30 fps: a yellow curving off its own rail
 * 0.13 s before, its spin not along its way in, read 1.03 times the bar; the
 * white reached its rail 70 ms after the way out began). Never settled
 * (RETURN_CONFIDENCE).
 */
export function pushedAside(h: BallHistory, b: BallId, vIn: readonly number[], t1: number, n: [number, number], ka: readonly number[], railed: number, hs: readonly BallHistory[], table: TableModel): { te: number; ratio: number } | null {
  const out = straightSide(h, t1 + 1e-3, 1, ka);
  if (!out || out.x.n < TURN_MIN_POINTS || !(railed <= out.from)) return null;
  const r = sideExcess([vIn[0]!, vIn[1]!], velocityOf(out), n);
  if (r <= 1) return null;
  for (const k of indicesIn(h, t1 + 1e-3, out.to + 1e-6)) {
    const p: [number, number] = [h.x[k]!, h.y[k]!];
    if (railGap(p, table) < HITTER_RAIL_CLEAR_MM || crowded([h.id, b], p, h.t[k]!, hs, table.ballRadius)) return null;
  }
  return { te: out.from, ratio: 0 };
}

/** Least share of the hitter's normal speed B leaves with, for `pushedAside`'s time to B's rail (rail-solve.ts B_SHARE_MIN). Range 0.7-1. */
export const ASIDE_B_SHARE = 0.85;

/**
 * Noise (mm/s) of a fitted way out's velocity (7 points at 60 fps, σ 1.2-2
 * mm: 20-40 mm/s), taken both as the margin on the speed back and as the
 * error that tilts the impulse's direction. Development five-pins seeds
 * 1-120: 2 returns gained at 60 fps and 1 at 30, none added falsely; 30 gave the
 * same counts (most single touches by a rail show back speed − draw below
 * −100 mm/s). Raising it misses slow returns; lowering it lets a drawn
 * hitter pass for one. Range 20-150.
 */
const TURN_SPEED_TOL_MM_S = 60;
/** At least this many points fitted on the way out. Range 3-7. */
const TURN_MIN_POINTS = 3;
/** The impulse's direction within this cosine (20°) of the line of centres from the positions: else the pieces are not one touch's. Range 0.8-0.99. */
const TURN_LINE_COS = 0.94;

/**
 * A hitter seen running back along the line of centres that then stops
 * (session 22): draw cannot do that. After one touch the hitter keeps a
 * little of its normal speed forward; a draw's friction pulls it back
 * ever faster while it slides (the slip keeps its direction), and once it
 * rolls the cloth slows it by a few mm/s². A back speed that falls by more
 * than the noise was given by an impulse from B's side (the return) and is
 * then taken by the friction of a ball still spinning forward (development
 * five-pins at 30 fps, seeds 41+: #119[3], 229 → 43 mm/s; #98[2], 262 → 49:
 * both under the draw bound of `pushedBack` and `turnedBack`, which grows
 * with the time since the touch). The speeds are the along-line steps
 * between three of the hitter's points at least STOP_SPAN_S apart (any
 * frame rate); a speed difference cancels the line of centres' angle error
 * times the tangential speed, which the positions' tests must allow for.
 * Never settled (RETURN_CONFIDENCE).
 */
export function stoppedBack(h: BallHistory, b: BallId, pa: [number, number], n: [number, number], t1: number, ka: readonly number[], hs: readonly BallHistory[], table: TableModel): { te: number; ratio: number } | null {
  const next = Math.min(t1 + WINDOW_S, ...ka.filter((c) => c > t1));
  const pts: { t: number; back: number }[] = [];
  for (const k of indicesIn(h, t1 + 1e-3, next)) {
    const p: [number, number] = [h.x[k]!, h.y[k]!];
    if (railGap(p, table) < HITTER_RAIL_CLEAR_MM || crowded([h.id, b], p, h.t[k]!, hs, table.ballRadius)) break;
    pts.push({ t: h.t[k]!, back: -((p[0] - pa[0]) * n[0] + (p[1] - pa[1]) * n[1]) });
  }
  const least = noiseScaled(h, STOP_MM_S, STOP_PER_NOISE_S);
  const after = (i: number): number => pts.findIndex((q, j) => j > i && q.t - pts[i]!.t >= STOP_SPAN_S);
  for (let i = 0; i < pts.length; i++) {
    const j = after(i), k = j < 0 ? -1 : after(j);
    if (k < 0) break;
    const [p0, p1, p2] = [pts[i]!, pts[j]!, pts[k]!];
    const early = (p1.back - p0.back) / (p1.t - p0.t), late = (p2.back - p1.back) / (p2.t - p1.t);
    if (early > least && early - late > least) return { te: p1.t, ratio: 0 };
  }
  return null;
}
/**
 * Least back speed (mm/s) of the early span, and least fall to the late
 * span, for `stoppedBack`; rising with the hitter's measured noise (mm/s per
 * mm of rest σ) past the renders'. The fall's noise is √6·σ over a span
 * (σ 1.2-1.5 mm on a moving ball: 45-55 mm/s at 67 ms); true returns at 30
 * fps fall 186-213. Raising it misses slower returns; lowering it towards
 * twice the noise reads a jitter of the hitter's points as a touch. Ranges
 * 100-300, 150-400.
 */
const STOP_MM_S = 150, STOP_PER_NOISE_S = 250;
/** Least time (s) between the three points of `stoppedBack`: two frames at 30 fps, so that 60 fps spans as far. Range 0.05-0.1. */
const STOP_SPAN_S = 0.06;
