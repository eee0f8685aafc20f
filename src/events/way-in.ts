/**
 * The hitter's way into a ball at rest, for the near-rail returns (issue 6,
 * split out of rail-solve.ts in session 29): its fitted piece and when it
 * first came 2R from the rest place. A hitter by its own rail meets that
 * rail right after the touch, often before the ball hit is first seen off
 * its rest (development five-pins 50 fps, seeds 41-80: #59[2], #80[1]); its
 * way in then ends at that rail hit (`OWN_RAIL_EARLY_S`), and the solved
 * paths (rail-solve.ts) read whether it came back into the ball.
 */
import type { BallId } from '../contracts/ids.js';
import { type Piece, meeting, pieceAt, rmsOf, speedOf } from './fit.js';
import { dot, sub, unitOr } from '../geometry/vec.js';
import type { BallHistory } from './history.js';
import { straightSide } from './pieces.js';
import type { Start } from './starts.js';

/**
 * The hitter's way in: at least this fast (mm/s) and this straight (rms,
 * mm); two points will do (a hitter that itself left its rest a frame or
 * two before, development five-pins #3 stroke 5: the reversal then is
 * 15-40 mm, far above the line's error). Range 100-600, 2-8.
 */
export const MIN_IN_SPEED_MM_S = 300;
const IN_RMS_MM = 5;
/**
 * When the ball hit was missed by the detector in the frame after the
 * touch, its first point off its rest (`departT`) comes late and the
 * hitter's way up to it takes in its points after the touch: the straight
 * piece left is two of those (development five-pins #66[5] at 30 fps,
 * seeds 41+: the way in cut to 51.133-51.167, the touch at 51.107). Such a
 * way is then tried again up to b's traced start (`Start.t`) plus this (s),
 * the start's own timing error. Raising it lets a point after the touch in
 * again; lowering it below the start's error cuts the way's last true
 * point. Range 0-0.02.
 */
const TRACED_EDGE_S = 0.005;
/**
 * ... only when b was missed there, and the way so fitted has at least this
 * many points: a two-point way up to a traced start that was not cut by a
 * miss can be the hitter's turn off its own rail (development
 * three-cushion #26[2] at 30 fps: a settled false return). Range 2-5.
 */
const TRACED_MIN_POINTS = 3;
/**
 * The hitter's own rail hit found this long (s) before b's traced start
 * still cuts its way in (`ownRail`): the touch and the rail hit a few ms
 * apart are timed from different fits (development five-pins 50 fps #59[2]:
 * touch 18.4259, rail 18.4296, found at 18.4272, b traced from 18.4266).
 * Raising it takes a rail hit before the touch as the way's end (the way
 * is then the one before the rail, refused below); lowering it
 * to 0 loses a rail hit found a little before b's traced start. Range 0-0.02.
 */
const OWN_RAIL_EARLY_S = 0.01;
/**
 * ... and the way so cut must meet b's rest before that rail hit (the touch
 * came first: a way cut at a rail hit before the touch is the way before
 * the rail, traced past it; development three-cushion #26[2] at 30 fps, the
 * yellow's rail hit 14 ms before its touch read as a return), and no more
 * than this (s) before it: a hitter turned back into the ball it hit lay
 * within a few mm of its rail (true cases, found: 3-4 ms). A ball running along its rail meets it later
 * (three-cushion #26[2] at 30 fps: 21 ms, its two-point way cut there read
 * as a settled false return). Raising it takes hitters farther from their
 * rail; lowering it loses the fast returns' timing error. Range 0.005-0.03.
 */
export const OWN_RAIL_AFTER_S = 0.012;
/**
 * The hitter's way into b at rest (fitted up to b's first point off its
 * rest, or up to its traced start when that way fails: TRACED_EDGE_S) and
 * when it first came 2R from b's rest place; null when the way is too
 * short, slow or bent, or meets the rest place off its end. With `ownRail`,
 * a hitter rail hit of a's between b's traced start and its first point off
 * its rest ends the way there when the other ways fail (the touch before it).
 */
export function wayIn(ha: BallHistory, hb: BallHistory, s: Start, ka: readonly number[], R: number, ownRail = false, minSpeed = MIN_IN_SPEED_MM_S): { way: Piece; t1: number } | null {
  const upTo = (edge: number, least: number): { way: Piece; t1: number } | null => {
    const way = straightSide(ha, edge - 1e-6, -1, ka);
    if (!way || way.x.n < least || speedOf(way) < minSpeed || rmsOf(way) > IN_RMS_MM) return null;
    const at = (c: number): Piece['x'] => ({ t0: way.to, p: c, v: 0, rms: 0, n: 2 });
    const t1 = meeting(way, { x: at(s.rest[0]), y: at(s.rest[1]), from: way.to, to: way.to }, 2 * R).first;
    return t1 === null || t1 < way.to - 0.04 || t1 > s.departT + 0.005 ? null : { way, t1 };
  };
  const found = upTo(s.departT, 2) ?? (s.t + TRACED_EDGE_S < s.departT && missedBefore(hb, s.departT) ? upTo(s.t + TRACED_EDGE_S, TRACED_MIN_POINTS) : null) ?? nearestUpTo(ha, s, ka, upTo);
  if (found || !ownRail) return found;
  const cut = ka.find((c) => c > s.t - OWN_RAIL_EARLY_S && c < s.departT);
  const way = cut === undefined ? null : upTo(cut, 2);
  return way && way.t1 <= cut! && cut! - way.t1 <= OWN_RAIL_AFTER_S ? way : null;
}

/**
 * A ball lying against its rail, hit into it, hardly moves: the rail hands
 * the impulse straight back, through it, into the hitter within a
 * millisecond (a second touch), and the ball creeps off at 0.1 m/s, first
 * seen off its rest 40-60 ms later (development five-pins 50 fps #247[5]:
 * the white 1 mm from the right rail, the yellow in at 2.5 m/s and back at
 * 1.8 m/s, the white's first point off its rest 50 ms after the touch). The
 * hitter's way up to that point takes in its way back and fails; its way in
 * is then its points up to the one nearest b's rest (where the way into
 * the rest place ends, whatever came after), when that point lies at least
 * a frame before b's first point off its rest and no rail hit of the
 * hitter's lies between. Up to NEAREST_BEFORE_S before b's start: an older
 * nearest point is not this touch's.
 */
function nearestUpTo(ha: BallHistory, s: Start, ka: readonly number[], upTo: (edge: number, least: number) => { way: Piece; t1: number } | null): { way: Piece; t1: number } | null {
  let best = -1, bestD = Infinity;
  for (let k = 0; k < ha.t.length; k++) {
    const u = ha.t[k]!;
    if (u < s.t - NEAREST_BEFORE_S || u >= s.departT) continue;
    const d = Math.hypot(ha.x[k]! - s.rest[0], ha.y[k]! - s.rest[1]);
    if (d < bestD) { bestD = d; best = k; }
  }
  // The nearest point is the last one before b's departure: nothing of the hitter's way back lies in the first fit.
  if (best < 0 || !ha.t.some((u) => u > ha.t[best]! && u < s.departT)) return null;
  // A rail hit of the hitter's after its nearest point: its own rail may have turned it back (development five-pins 50 fps
  // #95[4]: the white off the bottom rail 7 ms before its touch read as a settled false return).
  if (ka.some((c) => c > ha.t[best]! && c < s.departT)) return null;
  return upTo(ha.t[best]! + 1e-6, NEAREST_MIN_POINTS);
}

/**
 * How long (s) before b's traced start the hitter's nearest point may lie
 * (b's traced start comes late when b creeps off: #247[5] 41 ms after the
 * touch). Raising it reaches a nearest point of an older pass; lowering it
 * loses late-traced starts. Range 0.03-0.15.
 */
const NEAREST_BEFORE_S = 0.08;
/** The way so fitted has at least this many points (it was not cut by the touch's noise). Range 2-5. */
const NEAREST_MIN_POINTS = 3;

/** b was missed by the detector in the frame(s) right before its point at t: the gap to its previous point is over 1.5 of its frame interval. */
function missedBefore(h: BallHistory, t: number): boolean {
  const k = h.t.indexOf(t);
  if (k < 2) return false;
  return h.t[k]! - h.t[k - 1]! > 1.5 * (h.t[k - 1]! - h.t[k - 2]!);
}

/**
 * A chain: the hitter was itself hit at rest a moment before (development
 * five-pins 50 fps #249[6]: the white into the yellow, the yellow into the
 * red 20 ms later, the red 1.8 mm off the top rail and back into the
 * yellow 1.7 ms after). Its way in is one point off its rest, too short to
 * fit. A ball hit at rest leaves along the line of centres of that touch
 * at (1 + e)/2 of its hitter's normal speed, so its way in is that line
 * from its rest place, from the first touch, read from its own hitter's
 * fitted way in (`wayIn`, one link only: the chain's first way is a fit).
 * No rail hit of the hitter's may lie between the first touch and b's
 * first point off its rest (a way bent there is no longer that line).
 */
export function chainedWayIn(ha: BallHistory, s: Start, hs: readonly BallHistory[], starts: readonly Start[], breaks: ReadonlyMap<BallId, readonly number[]>, R: number): { way: Piece; t1: number } | null {
  const sa = starts.find((q) => q.id === ha.id);
  if (!sa || sa.hidden || sa.t > s.t) return null;
  for (const hc of hs) {
    if (hc.id === ha.id || hc.id === s.id) continue;
    const first = wayIn(hc, ha, sa, breaks.get(hc.id) ?? [], R);
    if (!first || first.t1 >= s.t) continue;
    const n = unitOr(sub(sa.rest, pieceAt(first.way, first.t1)), [0, 0]), vn = dot([first.way.x.v, first.way.y.v], n);
    if (vn < MIN_IN_SPEED_MM_S || (breaks.get(ha.id) ?? []).some((c) => c > first.t1 && c < s.departT)) continue;
    // b's way along the line of centres from its rest, and a's ball lying still: pieces from the first touch.
    const line = (p: number, v: number): Piece['x'] => ({ t0: first.t1, p, v, rms: 0, n: 2 });
    const way: Piece = { x: line(sa.rest[0], CHAIN_SHARE * vn * n[0]), y: line(sa.rest[1], CHAIN_SHARE * vn * n[1]), from: first.t1, to: first.t1 };
    const t1 = meeting(way, { x: line(s.rest[0], 0), y: line(s.rest[1], 0), from: first.t1, to: first.t1 }, 2 * R).first;
    if (t1 !== null && t1 > first.t1 && t1 - first.t1 <= CHAIN_S && t1 <= s.departT + 0.005) return { way, t1 };
  }
  return null;
}

/**
 * The chain's second touch (where its line meets b's rest) at most this
 * long (s) after its first: two frames at 50 fps, one at 25 (b's traced
 * start is no measure: a ball crept off its rail is traced late).
 * Farther, the hitter's way in has points enough to be fitted, and a line
 * carried on from its rest strays with the cloth's pull and the first
 * touch's angle error. Range 0.02-0.06.
 */
const CHAIN_S = 0.04;
/**
 * The share of its hitter's normal speed a ball hit at rest leaves with,
 * (1 + e)/2 for a ball-ball restitution e about 0.94: only the chain's
 * touch time rests on it (1 mm over 20 ms at 2 m/s per 0.025). Range 0.85-1.
 */
const CHAIN_SHARE = 0.97;
