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
import { sub, unitOr } from '../geometry/vec.js';
import { type Breaks, SAME_CONTACT_S } from './contacts.js';
import { type Piece, meeting, pieceAt } from './fit.js';
import type { BallHistory } from './history.js';
import { straightSide } from './pieces.js';
import { metAfterRail } from './rail-meet.js';
import { pinnedStart } from './pinned-ball.js';
import { overdriven } from './own-rail.js';
import { HITTER_RAIL_CLEAR_MM, byRail, pushingRailGap, railAlong, railGap } from './rail-reach.js';
import { solvedReturn } from './rail-solve.js';
import { chainedWayIn, wayIn } from './way-in.js';
import { chaseOf } from './chase-return.js';
import { EXPECTED_RETURN_CONFIDENCE, expectedReturn } from './expected-return.js';
import { seenBack } from './seen-back.js';
import { ASIDE_B_SHARE, pushedAside, pushedBack, stoppedBack, turnedBack } from './return-proofs.js';
import type { Start } from './starts.js';
import { type Merged, samePair } from './twins.js';

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
 * it (return-proofs.ts), so the touch is reported at RETURN_SURE_CONFIDENCE,
 * not sent to the referee. Development seeds 1-40 at 30 fps: the 14 returns
 * found show 1.4-9 times; raising it sends more of them to the referee,
 * lowering it towards 1 trusts reversals within twice the noise. Range 1.5-5.
 */
const RETURN_SURE_RATIO = 2;
const RETURN_SURE_CONFIDENCE = 0.9;

/** A hitter `a` pushed back after touching `b` at rest by a rail: the two touches' times. */
export interface RailReturn { a: BallId; b: BallId; t1: number; t2: number; /** The reversal is RETURN_SURE_RATIO times its tolerance. */ sure: boolean; /** No frame shows it: the physics' return (expected-return.ts). */ expected?: true }

/**
 * The second touches the reported ball-ball events miss: for each reported
 * contact whose ball at rest lay by a rail, when the hitter was seen pushed
 * back (see the file's comment), or the two seen meeting again after a rail
 * hit (rail-meet.ts), or the hitter back off its own rail (own-rail.ts),
 * or, with none of these, B hit full into a rail a few mm away (expected-return.ts, EXPECTED_RETURN_CONFIDENCE),
 * the touch the pair's reports lack (the
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
      const r: { t1: number; t2: number; sure: boolean; expected?: true } | null = railReturn(a, b, e.t, hs, starts, table, breaks) ?? metReturn(a, b, e.t, hs, starts, table, breaks) ?? solved(a, b, e.t, hs, starts, table, breaks) ?? overdriven(a, b, e.t, hs, starts, table, breaks, SAME_CONTACT_S)
        ?? chaseReturn(a, b, e.t, hs, table, breaks) ?? expected(a, b, e.t, hs, starts, table, breaks) ?? seen(a, b, e.t, hs, starts, table, breaks);
      if (!r) continue;
      const near = [...pairs, ...out].filter((o) => samePair(o.balls, e.balls) && o.t > r.t1 - SAME_CONTACT_S && o.t < r.t2 + SAME_CONTACT_S);
      if (near.length !== 1) continue;
      const first = near[0]!.t > (r.t1 + r.t2) / 2;
      out.push({ t: first ? r.t1 : r.t2, kind: 'ball-ball', balls: first ? [a, b] : [b, a], confidence: r.expected ? EXPECTED_RETURN_CONFIDENCE : r.sure ? RETURN_SURE_CONFIDENCE : RETURN_CONFIDENCE });
    }
  }
  return out;
}

/** The pair met again after a rail hit of either ball (rail-meet.ts): a return, at RETURN_CONFIDENCE (never settled). */
function metReturn(a: BallId, b: BallId, t: number, hs: readonly BallHistory[], starts: readonly Start[], table: TableModel, breaks: Breaks): RailReturn | null {
  const m = metAfterRail(a, b, t, hs, starts, table, breaks);
  return m && { a, b, ...m, sure: false };
}

/** The second touch seen at a frame, the ball back behind its rest at 2R of its hitter (seen-back.ts). Pyramid only: not measured on carom. */
function seen(a: BallId, b: BallId, t: number, hs: readonly BallHistory[], starts: readonly Start[], table: TableModel, breaks: Breaks): RailReturn | null {
  const m = table.kind === 'pyramid' ? seenBack(a, b, t, hs, starts, table, breaks) : null;
  return m && { a, b, ...m, sure: false };
}

/** A ball by a rail hit full into it (expected-return.ts): the return the physics gives when no frame shows one. */
function expected(a: BallId, b: BallId, t: number, hs: readonly BallHistory[], starts: readonly Start[], table: TableModel, breaks: Breaks): RailReturn | null {
  const m = expectedReturn(a, b, t, hs, starts, table, breaks, SAME_CONTACT_S);
  return m && { a, b, ...m, sure: false, expected: true };
}

/** The single touch's solved paths meet again after a rail (rail-solve.ts): a return, settled when the solution says so. */
function solved(a: BallId, b: BallId, t: number, hs: readonly BallHistory[], starts: readonly Start[], table: TableModel, breaks: Breaks): RailReturn | null {
  const m = solvedReturn(a, b, t, hs, starts, table, breaks, SAME_CONTACT_S);
  return m && { a, b, t1: m.t1, t2: m.t2, sure: m.sure };
}

/** The return of `b` into `a` around a reported contact at t, or null when the frames do not show one. */
export function railReturn(a: BallId, b: BallId, t: number, hs: readonly BallHistory[], starts: readonly Start[], table: TableModel, breaks: Breaks): RailReturn | null {
  const ha = hs.find((h) => h.id === a), hb = hs.find((h) => h.id === b), traced = starts.find((q) => q.id === b);
  // A ball hit against its rail that never left its place has no start of its own (pinned-ball.ts).
  const s = traced && Math.abs(traced.t - t) <= SAME_CONTACT_S ? traced : hb && pinnedStart(hb, t, table);
  if (!ha || !hb || !s) return null;
  const R = table.ballRadius, ka = breaks.get(a) ?? [];
  const found = wayIn(ha, hb, s, ka, R) ?? chainedWayIn(ha, s, hs, starts, breaks, R);
  if (!found) return null;
  const { way, t1 } = found;
  const pa = pieceAt(way, t1), n = unitOr(sub(s.rest, pa), [0, 0]);
  const v = [way.x.v, way.y.v], vn = v[0]! * n[0] + v[1]! * n[1], tangent: [number, number] = [v[0]! - vn * n[0], v[1]! - vn * n[1]];
  if (!byRail(s.rest, n, table, vn)) return null;
  // The earliest B can be back at its rail: its way there at the least share of the hitter's normal speed the touch gives it.
  const bRailed = vn > 0 ? t1 + railAlong(s.rest, n, table) / (ASIDE_B_SHARE * vn) : Infinity;
  const back = pushedBack(ha, b, pa, n, t1, ka, hs, table)
    ?? (railGap(pa, table) < HITTER_RAIL_CLEAR_MM ? null
      : turnedBack(ha, b, v, t1, n, ka, hs, table) ?? stoppedBack(ha, b, pa, n, t1, ka, hs, table) ?? pushedAside(ha, b, v, t1, n, ka, bRailed, hs, table));
  // A single touch sends the hitter along the tangent: where that path would meet a rail before the points, its own rail may have turned it.
  if (back === null || pushingRailGap(pieceAt(fixedPiece(pa, tangent, t1), back.te), n, table) < HITTER_RAIL_CLEAR_MM) return null;
  return { a, b, t1, t2: secondTouch(ha, hb, t1, back.te, ka, breaks.get(b) ?? [], R), sure: back.ratio >= RETURN_SURE_RATIO };
}

/**
 * The return of `b` into `a` when `a` caught `b` up while it moved (chase-return.ts): `a` seen behind `b`'s normal speed
 * along the line of centres, `b` by a rail along it. As `railReturn`, a hitter whose one-touch path (`b`'s normal speed,
 * its own tangential) would be near a rail at the points that show it is refused: its own rail may have turned it.
 */
function chaseReturn(a: BallId, b: BallId, t: number, hs: readonly BallHistory[], table: TableModel, breaks: Breaks): RailReturn | null {
  const ha = hs.find((h) => h.id === a), hb = hs.find((h) => h.id === b);
  if (!ha || !hb) return null;
  const R = table.ballRadius, ka = breaks.get(a) ?? [], kb = breaks.get(b) ?? [];
  const c = chaseOf(ha, hb, t, ka, kb, R);
  if (!c) return null;
  const { n, va, vb } = c, van = va[0] * n[0] + va[1] * n[1], shed = van - (vb[0] * n[0] + vb[1] * n[1]);
  // B leaves the touch with up to A's normal speed: the reach to its rail is read at that speed.
  if (!byRail(c.pb, n, table, van)) return null;
  const back = pushedBack(ha, b, c.pa, n, c.t1, ka, hs, table, c.frame);
  const oneTouch: [number, number] = [va[0] - shed * n[0], va[1] - shed * n[1]];
  if (back === null || pushingRailGap(pieceAt(fixedPiece(c.pa, oneTouch, c.t1), back.te), n, table) < HITTER_RAIL_CLEAR_MM) return null;
  return { a, b, t1: c.t1, t2: secondTouch(ha, hb, c.t1, back.te, ka, kb, R), sure: back.ratio >= RETURN_SURE_RATIO };
}

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


/** A piece through p at t0 with velocity v (a path the ball would have taken). */
function fixedPiece(p: [number, number], v: [number, number], t0: number): Piece {
  return { x: { t0, p: p[0], v: v[0], rms: 0, n: 2 }, y: { t0, p: p[1], v: v[1], rms: 0, n: 2 }, from: t0, to: t0 };
}

