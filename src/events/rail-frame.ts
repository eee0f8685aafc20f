/**
 * A contact inside the frame of one ball's rail hit (issue 6, session 42;
 * pyramid tables only). Two moving balls meet within one frame interval of
 * a rail hit of one of them (ball x): x's points between its rail and the
 * touch are one or none, so `split` has no piece on that side and neither
 * `refine` nor `kinkedWindow` (contacts.ts) can read the pair; at 30 fps the
 * frames never see them within 2R (development Russian 30 fps #34[4]: w6 off
 * its rail 35 ms before it met w4, the frames 13.5 mm beyond 2R either side;
 * #17[0]: w7 off its rail 13 ms before w5 met it). The other ball (y), with
 * no rail near, shows the touch alone: its way before and after turns by an
 * impulse directed away from where x was when the turn happened, x's place
 * read from x's own piece on the touch's side of its rail (both x's ways
 * into and out of the touch pass through the contact point).
 */
import type { BallHistory } from './history.js';
import { contactCandidates } from './candidates.js';
import { type Piece, meeting, pieceAt, speedOf, velocityVar } from './fit.js';
import { straightSide } from './pieces.js';
import { free } from './held-still.js';
import { sub, dot, unitOrNull, distance } from '../geometry/vec.js';
import type { Breaks, ContactFinding } from './contacts.js';
import { KINK_Z, SAME_CONTACT_S } from './contacts.js';
import { samePair } from './twins.js';

/**
 * Confidence of such a touch: one ball's impulse, the other's place
 * extrapolated over a rail's frame; the referee confirms it when it matters.
 * Range 0.55-0.85.
 */
export const RAIL_FRAME_CONFIDENCE = 0.8;
/**
 * Least cosine between y's change of velocity and the line of centres from
 * x to y at the turn: only a touch pushes a ball straight away from the
 * other's centre; a curve of its own (spin, a missed rail) turns it any
 * way. Development Russian 30 fps #34[4] reads 0.85 (y's way out, fitted
 * over 7 points, bends as its spin takes). Raising it loses touches whose
 * x place is read a few mm off; lowering it lets a curve near a passing
 * ball count. Range 0.7-0.98.
 */
const ALONG_COS = 0.8;
/**
 * Farthest (mm) x's extrapolated centre may lie from 2R of y's at the turn:
 * x's piece runs a frame or two past its rail, its noise a few mm, and a
 * ball at 1.5 m/s moves 5 mm in the 3 ms a turn's time is off. Raising it
 * lets a ball passing wide take a neighbour's turn; lowering it under the
 * extrapolation's error loses the touch. Range 5-25.
 */
const CENTRES_TOL_MM = 12;
/** Least change of y's velocity (mm/s): a touch that moves a ball's way by less is a graze the noise hides. Range 50-400. */
const MIN_PUSH_MM_S = 150;
/**
 * Longest span (mm) between y's two pieces at their nearest: one sharp
 * turn, not a bend over several frames (a curve). Range 2-15.
 */
const TURN_GAP_MM = 6;

/** The touches, for pairs no contact of `found` (a doubt is no contact) already names near that time. `breaks`: the cushion hits and seen rail turns. */
export function railFrameContacts(hs: readonly BallHistory[], R: number, times: readonly number[], breaks: Breaks, found: readonly ContactFinding[]): ContactFinding[] {
  const out: ContactFinding[] = [];
  for (let i = 0; i < hs.length; i++) {
    for (let j = i + 1; j < hs.length; j++) {
      const a = hs[i]!, b = hs[j]!, others = hs.filter((_, k) => k !== i && k !== j);
      for (const m of contactCandidates(a, b, R, times).at) {
        const t = times[m]!;
        if ([...found, ...out].some((f) => f.doubt === undefined && samePair(f.event.balls, [a.id, b.id]) && Math.abs(f.event.t - t) < SAME_CONTACT_S)) continue;
        const f = turnAtRailFrame(a, b, R, times, m, breaks, others) ?? turnAtRailFrame(b, a, R, times, m, breaks, others);
        if (f) out.push(f);
      }
    }
  }
  return out;
}

/** x hit a rail inside the frames around minimum m; y, no rail near, turned there away from x's centre: the touch. */
function turnAtRailFrame(x: BallHistory, y: BallHistory, R: number, times: readonly number[], m: number, breaks: Breaks, others: readonly BallHistory[]): ContactFinding | null {
  const lo = times[m - 1]!, hi = times[m + 1]!, kx = breaks.get(x.id) ?? [], ky = breaks.get(y.id) ?? [];
  const rail = kx.find((c) => c > lo && c < hi);
  const span = hi - lo;
  if (rail === undefined || ky.some((c) => Math.abs(c - times[m]!) < 1.5 * span)) return null;
  // The window whose two pieces meet closest: the one whose pieces lie wholly either side of the turn.
  let best: { tc: number; dMin: number; before: Piece; after: Piece } | null = null;
  for (const [l, h] of [[lo, times[m]!], [times[m]!, hi]] as const) {
    const before = straightSide(y, l, -1, ky), after = straightSide(y, h, 1, ky);
    // Three points a side at least: a two-point piece can span the turn itself and meet the other piece at its point.
    if (!before || !after || before.x.n < 3 || after.x.n < 3) continue;
    const turn = meeting(before, after, 0);
    if (turn.dMin > TURN_GAP_MM || turn.tMin < l - span / 2 || turn.tMin > h + span / 2) continue;
    if (!best || turn.dMin < best.dMin) best = { tc: turn.tMin, dMin: turn.dMin, before, after };
  }
  if (!best) return null;
  const { before, after } = best;
  // x's way on the touch's side of its rail (both its ways into and out of the touch pass the contact point): the touch is where
  // it comes within 2R of y's way in (or nearest it, the ways a few mm wide), near y's turn.
  const xp = rail < best.tc ? straightSide(x, hi, 1, kx) : straightSide(x, lo, -1, kx);
  if (!xp || speedOf(xp) < MIN_PUSH_MM_S) return null;
  const mt = meeting(xp, before, 2 * R), tc = mt.first ?? mt.tMin;
  if (Math.abs(tc - best.tc) > span / 2) return null;
  const px = pieceAt(xp, tc), py = pieceAt(before, tc);
  if (Math.abs(distance(px, py) - 2 * R) > CENTRES_TOL_MM || !free(py, others, tc, R)) return null;
  const n = unitOrNull(sub(py, px)), dv: [number, number] = [after.x.v - before.x.v, after.y.v - before.y.v], push = Math.hypot(dv[0], dv[1]);
  if (!n || push < MIN_PUSH_MM_S || dot(dv, n) < ALONG_COS * push) return null;
  if (dot(dv, n) / Math.sqrt(velocityVar(before) + velocityVar(after) + 1) <= KINK_Z) return null;
  return { event: { t: tc, kind: 'ball-ball', balls: [x.id, y.id], confidence: RAIL_FRAME_CONFIDENCE } };
}
