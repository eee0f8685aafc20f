/**
 * A ball pushed into a near rail comes back into its hitter (issue 6,
 * session 9). A ball B lying within a few centimetres of a rail, hit into
 * it by a ball A, rebounds and meets A again 2-80 ms after the first touch:
 * at 30 fps both touches and the rail hit fall between two frames (or one
 * frame apart), the pair's distance shows one minimum and one contact was
 * reported (development libre, seeds 1-40 at 30 fps: 9 of the 12 missed
 * contacts; five-pins 1-12: 4 of 4).
 *
 * The hitter shows the second touch. With equal masses one touch leaves A
 * along the tangent (plus (1 − e)/2 of its normal speed forward), and
 * nothing but an impulse moves a ball's centre faster than the cloth's
 * friction does: a hard draw pulls A back along the line of centres by at
 * most ½·μs·g·t² (μs 0.2: 1.1 mm a frame after the touch at 30 fps, 4.4 mm
 * two frames after). A seen further back than that, beyond its noise, was
 * pushed back by a second impulse from B's side; when B lay by a rail in
 * the direction it was sent and A was nowhere near a rail or another ball,
 * that impulse is B back off the rail: a second contact of the pair.
 */
import type { BallBallEvent, StrokeEvent } from '../contracts/events.js';
import type { BallId } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import { centreBounds } from '../track/geometry.js';
import type { Breaks } from './contacts.js';
import { positionAt } from './contacts.js';
import { type Piece, meeting, pieceAt } from './fit.js';
import { type BallHistory, indicesIn } from './history.js';
import { straightSide } from './pieces.js';
import { metAfterRail } from './rail-meet.js';
import { solvedReturn, wayIn } from './rail-solve.js';
import { SLIDE_DECEL_MM_S2 } from './cloth.js';
import { noiseScaled } from './ball-noise.js';
import { sideExcess, velocityOf } from './side-push.js';
import type { Start } from './starts.js';
import { type Merged, samePair } from './twins.js';

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
 * The ball hit lay this close (mm) to a rail's contact line, measured along
 * the line of centres: it reached the rail within a frame or two. Raising
 * it looks for returns of balls further off (a return is then slower and
 * seen apart, as a second distance minimum, which the one-report rule of
 * `railReturns` leaves alone); lowering it loses the slow ones still inside
 * one frame. 45 until session 21: development five-pins at 30 fps (seeds
 * 41+) #49[6] (a yellow in a corner, 47 mm along the line to the left rail,
 * 50 to the bottom) and #51[3] (a red 55 mm from the top rail) were missed.
 * Range 5-80.
 */
const RAIL_REACH_MM = 60;
/** ... and was sent into it: the cosine of the line of centres with the rail's normal at least this. Range 0.1-0.9. */
const INTO_RAIL_COS = 0.3;
/**
 * The hitter stays this far (mm) from every contact line, from the touch to
 * the points that show it pushed back: else its own rail may have pushed it.
 * Raising it drops returns near corners; lowering it lets a hitter's own
 * unseen rail hit pass for a return. Range 2-40.
 */
const HITTER_RAIL_CLEAR_MM = 8;
/** Another ball this close (mm) beyond 2R to the hitter's points could have pushed it: no claim. Range 0-40. */
const OTHER_BALL_CLEAR_MM = 10;
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
/**
 * Confidence of the touch inferred: an impulse between frames proves a
 * second touch, but its time comes from the pieces traced back and the
 * count inside one frame is the physics', not a measurement: the referee
 * looks when it matters. Range 0.5-0.89.
 */
export const RETURN_CONFIDENCE = 0.8;
/**
 * A reversal this many times its tolerance at both points is settled: the
 * hitter was pushed back by an impulse, and no other ball nor rail was near
 * it (the rules above), so the touch is reported at RETURN_SURE_CONFIDENCE,
 * not sent to the referee. Development seeds 1-40 at 30 fps: the 14 returns
 * found show 1.4-9 times; raising it sends more of them to the referee,
 * lowering it towards 1 trusts reversals within twice the noise. Range 1.5-5.
 */
const RETURN_SURE_RATIO = 2;
const RETURN_SURE_CONFIDENCE = 0.9;
/** Reports of the pair this close (s) around the touches are theirs (as SAME_CONTACT_S in contacts.ts). */
const SAME_CONTACT_S = 0.12;

/** A hitter `a` pushed back after touching `b` at rest by a rail: the two touches' times. */
export interface RailReturn { a: BallId; b: BallId; t1: number; t2: number; /** The reversal is RETURN_SURE_RATIO times its tolerance. */ sure: boolean }

/**
 * The second touches the reported ball-ball events miss: for each reported
 * contact whose ball at rest lay by a rail, when the hitter was seen pushed
 * back (see the file's comment), or the two seen meeting again after a rail
 * hit (rail-meet.ts), the touch the pair's reports lack (the
 * first when the one report lies nearer the second), at RETURN_CONFIDENCE,
 * or RETURN_SURE_CONFIDENCE when the reversal settles it.
 */
export function railReturns(events: readonly StrokeEvent[], hs: readonly BallHistory[], starts: readonly Start[], table: TableModel, breaks: Breaks, merged: readonly Merged[] = []): BallBallEvent[] {
  const out: BallBallEvent[] = [];
  const pairs = events.filter((e): e is BallBallEvent => e.kind === 'ball-ball');
  for (const e of pairs) {
    // Two reports merged as one slow contact seen twice (together.ts): the pair never parted, no second touch to add back.
    if (merged.some((m) => samePair(m.balls, e.balls) && m.t.some((t) => Math.abs(t - e.t) < SAME_CONTACT_S))) continue;
    for (const [a, b] of [e.balls, [e.balls[1], e.balls[0]]] as const) {
      const r = railReturn(a, b, e.t, hs, starts, table, breaks) ?? metReturn(a, b, e.t, hs, starts, table, breaks) ?? solved(a, b, e.t, hs, starts, table, breaks);
      if (!r) continue;
      const near = [...pairs, ...out].filter((o) => samePair(o.balls, e.balls) && o.t > r.t1 - SAME_CONTACT_S && o.t < r.t2 + SAME_CONTACT_S);
      if (near.length !== 1) continue;
      const first = near[0]!.t > (r.t1 + r.t2) / 2;
      out.push({ t: first ? r.t1 : r.t2, kind: 'ball-ball', balls: first ? [a, b] : [b, a], confidence: r.sure ? RETURN_SURE_CONFIDENCE : RETURN_CONFIDENCE });
    }
  }
  return out;
}

/** The pair met again after a rail hit of either ball (rail-meet.ts): a return, at RETURN_CONFIDENCE (never settled). */
function metReturn(a: BallId, b: BallId, t: number, hs: readonly BallHistory[], starts: readonly Start[], table: TableModel, breaks: Breaks): RailReturn | null {
  const m = metAfterRail(a, b, t, hs, starts, table, breaks);
  return m && { a, b, ...m, sure: false };
}

/** The single touch's solved paths meet again after a rail (rail-solve.ts): a return, settled when the solution says so. */
function solved(a: BallId, b: BallId, t: number, hs: readonly BallHistory[], starts: readonly Start[], table: TableModel, breaks: Breaks): RailReturn | null {
  const m = solvedReturn(a, b, t, hs, starts, table, breaks, SAME_CONTACT_S);
  return m && { a, b, t1: m.t1, t2: m.t2, sure: m.sure };
}

/** The return of `b` into `a` around a reported contact at t, or null when the frames do not show one. */
export function railReturn(a: BallId, b: BallId, t: number, hs: readonly BallHistory[], starts: readonly Start[], table: TableModel, breaks: Breaks): RailReturn | null {
  const ha = hs.find((h) => h.id === a), hb = hs.find((h) => h.id === b), s = starts.find((q) => q.id === b);
  if (!ha || !hb || !s || Math.abs(s.t - t) > SAME_CONTACT_S) return null;
  const R = table.ballRadius, ka = breaks.get(a) ?? [];
  const found = wayIn(ha, hb, s, ka, R);
  if (!found) return null;
  const { way, t1 } = found;
  const pa = pieceAt(way, t1), n = unit([s.rest[0] - pa[0], s.rest[1] - pa[1]]);
  if (!byRail(s.rest, n, table)) return null;
  const v = [way.x.v, way.y.v], vn = v[0]! * n[0] + v[1]! * n[1], tangent: [number, number] = [v[0]! - vn * n[0], v[1]! - vn * n[1]];
  // The earliest B can be back at its rail: its way there at the least share of the hitter's normal speed the touch gives it.
  const bRailed = vn > 0 ? t1 + railAlong(s.rest, n, table) / (ASIDE_B_SHARE * vn) : Infinity;
  const back = pushedBack(ha, b, pa, n, t1, ka, hs, table)
    ?? (railGap(pa, table) < HITTER_RAIL_CLEAR_MM ? null
      : turnedBack(ha, b, v, t1, n, ka, hs, table) ?? stoppedBack(ha, b, pa, n, t1, ka, hs, table) ?? pushedAside(ha, b, v, t1, n, ka, bRailed, hs, table));
  // A single touch sends the hitter along the tangent: where that path would meet a rail before the points, its own rail may have turned it.
  if (back === null || railGap(pieceAt(fixedPiece(pa, tangent, t1), back.te), table) < HITTER_RAIL_CLEAR_MM) return null;
  return { a, b, t1, t2: secondTouch(ha, hb, t1, back.te, ka, breaks.get(b) ?? [], R), sure: back.ratio >= RETURN_SURE_RATIO };
}

/**
 * The first of two successive points of the hitter after t1 seen back along
 * −n beyond the draw bound: its time, and the largest excess over its
 * tolerance from the second on (while it stays back, in the window); null
 * when none.
 */
function pushedBack(h: BallHistory, b: BallId, pa: [number, number], n: [number, number], t1: number, ka: readonly number[], hs: readonly BallHistory[], table: TableModel): { te: number; ratio: number } | null {
  const next = Math.min(t1 + WINDOW_S, ...ka.filter((c) => c > t1));
  const idx = indicesIn(h, t1 + 1e-3, next);
  if (railGap(pa, table) < HITTER_RAIL_CLEAR_MM) return null;
  let run = 0, ratio = 0, te: number | null = null;
  for (const k of idx) {
    const p: [number, number] = [h.x[k]!, h.y[k]!], dt = h.t[k]! - t1;
    if (railGap(p, table) < HITTER_RAIL_CLEAR_MM || crowded([h.id, b], p, h.t[k]!, hs, table.ballRadius)) return te === null ? null : { te, ratio };
    const d = [p[0] - pa[0], p[1] - pa[1]], along = d[0]! * n[0] + d[1]! * n[1];
    const tangent = Math.hypot(d[0]! - along * n[0], d[1]! - along * n[1]);
    const excess = -along - 0.5 * SLIDE_DECEL_MM_S2 * dt * dt, tol = RETURN_EXCESS_MM + LINE_ANGLE_TOL * tangent;
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
function turnedBack(h: BallHistory, b: BallId, vIn: readonly number[], t1: number, n: [number, number], ka: readonly number[], hs: readonly BallHistory[], table: TableModel): { te: number; ratio: number } | null {
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
function pushedAside(h: BallHistory, b: BallId, vIn: readonly number[], t1: number, n: [number, number], ka: readonly number[], railed: number, hs: readonly BallHistory[], table: TableModel): { te: number; ratio: number } | null {
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
const ASIDE_B_SHARE = 0.85;

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
function stoppedBack(h: BallHistory, b: BallId, pa: [number, number], n: [number, number], t1: number, ka: readonly number[], hs: readonly BallHistory[], table: TableModel): { te: number; ratio: number } | null {
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

/**
 * When the second touch happened: the later time the two balls' pieces from
 * te on, traced back, were 2R apart, kept between the ball's rail hit (when
 * one was found after the first touch) and te; the middle of that span when
 * they never were.
 */
function secondTouch(ha: BallHistory, hb: BallHistory, t1: number, te: number, ka: readonly number[], kb: readonly number[], R: number): number {
  const pa = straightSide(ha, te, 1, ka), pb = straightSide(hb, te, 1, kb);
  const lo = Math.max(t1 + 1e-3, ...kb.filter((c) => c > t1 && c < te)), mid = (lo + te) / 2;
  if (!pa || !pb) return mid;
  const t = meeting(pa, pb, 2 * R).last;
  return t === null ? mid : Math.min(Math.max(t, lo), te);
}

/** The rest place lies within RAIL_REACH_MM of a contact line along n, n pointing into that rail. */
function byRail(rest: [number, number], n: [number, number], table: TableModel): boolean {
  const { halfX, halfY } = centreBounds(table);
  const into = (c: number, half: number, nc: number): boolean => {
    const cos = Math.sign(c) * nc;
    return cos >= INTO_RAIL_COS && (half - Math.abs(c)) / cos <= RAIL_REACH_MM;
  };
  return into(rest[0], halfX, n[0]) || into(rest[1], halfY, n[1]);
}

/** Distance (mm) along n from the rest place to the first contact line n points into (Infinity: none). */
function railAlong(rest: [number, number], n: [number, number], table: TableModel): number {
  const { halfX, halfY } = centreBounds(table);
  const along = (c: number, half: number, nc: number): number => (nc === 0 ? Infinity : ((nc > 0 ? half : -half) - c) / nc);
  return Math.min(along(rest[0], halfX, n[0]), along(rest[1], halfY, n[1]));
}

/** Distance (mm) of a centre from the nearest contact line. */
function railGap(p: [number, number], table: TableModel): number {
  const { halfX, halfY } = centreBounds(table);
  return Math.min(halfX - Math.abs(p[0]), halfY - Math.abs(p[1]));
}

/** A ball other than the pair's within 2R + OTHER_BALL_CLEAR_MM of p at t. */
function crowded(pair: readonly BallId[], p: [number, number], t: number, hs: readonly BallHistory[], R: number): boolean {
  return hs.some((g) => {
    if (pair.includes(g.id)) return false;
    const q = positionAt(g, t);
    return q !== null && Math.hypot(q[0] - p[0], q[1] - p[1]) < 2 * R + OTHER_BALL_CLEAR_MM;
  });
}

/** A piece through p at t0 with velocity v (a path the ball would have taken). */
function fixedPiece(p: [number, number], v: [number, number], t0: number): Piece {
  return { x: { t0, p: p[0], v: v[0], rms: 0, n: 2 }, y: { t0, p: p[1], v: v[1], rms: 0, n: 2 }, from: t0, to: t0 };
}

const unit = (v: [number, number]): [number, number] => { const l = Math.hypot(v[0], v[1]) || 1; return [v[0] / l, v[1] / l]; };
