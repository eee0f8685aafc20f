/**
 * A ball sent into a near rail and back into its hitter, read from the two
 * balls' ways after a rail hit (issue 6, session 14). returns.ts proves the
 * second touch from the hitter pushed back; it refuses a hitter within 8 mm
 * of a rail (its own rail could have pushed it) and a hitter without a
 * usable way in (one struck under the cue), and a slow return hides under
 * its tolerances (development five-pins, 120 matches: about half the
 * missed contacts at 60 fps, and more at 30, are returns off a rail).
 *
 * Here the proof is that the two balls could not have passed each other
 * untouched. The ball hit, B, lay at rest until the first touch; one of the
 * pair hit a rail just after. Each ball runs straight from its last turn (a
 * touch, a rail hit) to the next; a piece fitted on its points after the
 * span, traced back, is its true way for as long as the traced place lies
 * inside the contact lines (a piece traced back across a rail is fictional
 * beyond it) and after the first touch (B seen clearly off its rest bounds
 * that). Two true ways of solid balls never come closer than 2R: when the
 * traced pieces overlap by more than their noise inside that span, the
 * balls met again there, and the pieces seen are the ones after that
 * meeting. The rail hit is what made a second meeting possible; the
 * overlap, after the pair had parted, is the evidence of it.
 */
import type { BallId } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import { centreBounds } from '../track/geometry.js';
import type { Breaks } from './contacts.js';
import { positionAt } from './contacts.js';
import { type Piece, meeting, pieceAt, rmsOf } from './fit.js';
import type { BallHistory } from './history.js';
import { straightSide } from './pieces.js';
import type { Start } from './starts.js';

/**
 * The returning ball's rail hit follows its first point off its rest (the
 * first touch sent it) by at most this (s). True
 * returns came back 2-55 ms after the first touch. Raising it reads farther
 * rail hits as part of the pair's meeting (a real second meeting that far
 * off is seen as its own distance minimum); lowering it loses the slow
 * returns. Range 0.03-0.15.
 */
const RAIL_NEAR_S = 0.08;
/**
 * How deep (mm) the traced pieces must overlap (2R less their closest
 * distance) inside the span where both are true ways: the error of two
 * pieces fitted on noisy points (σ 1.2-2 mm, traced back a frame or two: 2-4
 * mm on the distance) and a rail's throw bending the returning ball's way a
 * little. Raising it misses returns whose second touch came soon after the
 * rail hit (little span to overlap in); lowering it towards the noise lets a
 * ball coming off the rail just past its hitter pass for a touch. Range 3-15.
 */
const OVERLAP_MM = 6;
/**
 * The pieces fitted from this many of each ball's first frames after the
 * rail hit (the first is tried first): at 60 fps a second touch up to 40 ms
 * after the first can leave a frame or two between them. Range 1-4.
 */
const FIT_STARTS = 3;
/**
 * The pieces are traced back at most this far (s) before their first point:
 * a piece fitted as a straight line on a ball still sliding (slowing at up
 * to 2 m/s²) or curving off a rail with spin drifts off its true way the
 * further back it is traced (development five-pins #78 stroke 5 at 30 fps
 * with the detector's noise doubled: a single touch traced back 0.1 s
 * overlapped 6.8 mm). Raising it reaches returns seen a frame later;
 * lowering it below a frame at 30 fps (33 ms) reads none there. Range 0.03-0.1.
 */
const MAX_TRACE_S = 0.05;
/** At least this many points in each piece, and this straight (rms, mm): a bent or short piece traces back anywhere. Range 3-7 and 2-6. */
const MIN_POINTS = 4, MAX_RMS_MM = 3;
/** Another ball this close (mm) beyond 2R to either ball's traced way could have turned it: no claim. Range 0-40. */
const OTHER_BALL_CLEAR_MM = 10;
/** b's first point off its rest this close (s) to the report: the report is one of the touches (t2 − t1 up to 55 ms). Range 0.03-0.12. */
const SAME_TOUCH_S = 0.08;
/** The rail hit as found may lie this much (s) before b's traced start (the hit's timing error, a hitter's rail just before). Range 0-0.05. */
const RAIL_EARLY_S = 0.03;
/** How far (s) before b's traced start a's places are searched for its first touch (the start's timing error). Range 0.01-0.1. */
const REACH_BEFORE_S = 0.03;
/**
 * a came this close (mm) beyond 2R to b's rest: the touch that sent b was
 * a's (the chord between two frames cuts inside a's way; noise 1-2 mm).
 * Raising it credits a with a start another ball or a pin gave; lowering it
 * loses fast hitters seen a frame off. Range 3-30.
 */
const FIRST_TOUCH_SLACK_MM = 10;
/**
 * b's point this far (mm) from its rest is surely off it (3σ of a 2 mm
 * detector noise): the first touch lies before it. The start's own
 * threshold (2.5 mm) may be a noisy point of the rest, and a window reaching
 * back before the first touch would read that touch's own overlap as a
 * second. Raising it shortens the span searched (returns inside a frame of
 * the first touch are missed); lowering it risks that. Range 4-15.
 */
const OFF_REST_CLEAR_MM = 6;
/** Step (s) of the search for the closest traced approach. */
const STEP_S = 0.001;

/**
 * When the pair met again after a rail hit of either ball near a contact of
 * theirs reported at t: the two touches' times (t1 the first), or null. b
 * lay at rest until a touch of a (a's way reached its rest), one of them hit
 * a rail, and the pieces of both, traced back, overlap after that rail hit
 * and after b was first seen clearly off its rest (the first touch lies
 * before that point, so the overlap is another touch).
 */
export function metAfterRail(a: BallId, b: BallId, t: number, hs: readonly BallHistory[], starts: readonly Start[], table: TableModel, breaks: Breaks): { t1: number; t2: number } | null {
  const ha = hs.find((h) => h.id === a), hb = hs.find((h) => h.id === b), st = starts.find((q) => q.id === b);
  if (!ha || !hb || !st || Math.abs(st.departT - t) > SAME_TOUCH_S) return null;
  const kb = breaks.get(b) ?? [], ka = breaks.get(a) ?? [], R = table.ballRadius;
  const tc = [...ka, ...kb].filter((c) => c > st.t - RAIL_EARLY_S && c < st.departT + RAIL_NEAR_S).sort((x, y) => x - y)[0];
  const off = clearlyOff(hb, st);
  if (tc === undefined || off === null || !reached(ha, st, R)) return null;
  const lo = Math.max(tc, off);
  for (const s of hb.t.filter((u) => u > lo + 1e-3 && u <= lo + MAX_TRACE_S).slice(0, FIT_STARTS)) {
    const pa = straightSide(ha, s, 1, ka), pb = straightSide(hb, s, 1, kb);
    if (!usable(pa) || !usable(pb)) continue;
    const m = deepest(pa, pb, lo, s, table);
    if (m === null || m.d > 2 * R - OVERLAP_MM || crowded([a, b], [pa, pb], lo, s, hs, R)) continue;
    const met = meeting(pa, pb, 2 * R).last;
    return { t1: st.t, t2: met === null ? m.t : Math.min(Math.max(met, lo), s) };
  }
  return null;
}

/** Time of b's first point at least OFF_REST_CLEAR_MM from its rest after its start, or null when none within SAME_TOUCH_S. */
function clearlyOff(hb: BallHistory, st: Start): number | null {
  for (let k = 0; k < hb.t.length; k++) {
    const u = hb.t[k]!;
    if (u < st.departT) continue;
    if (u > st.departT + SAME_TOUCH_S) return null;
    if (Math.hypot(hb.x[k]! - st.rest[0], hb.y[k]! - st.rest[1]) >= OFF_REST_CLEAR_MM) return u;
  }
  return null;
}

/**
 * a's places (joined by straight lines between frames) came within 2R +
 * FIRST_TOUCH_SLACK_MM of b's rest around b's start: a sent it. A hitter
 * unseen there (under the cue) is not held against it: the pair's report
 * already puts it at b.
 */
export function reached(ha: BallHistory, st: Start, R: number): boolean {
  let seen = false;
  for (let u = st.t - REACH_BEFORE_S; u <= st.departT; u += STEP_S) {
    const p = positionAt(ha, u);
    if (p && Math.hypot(p[0] - st.rest[0], p[1] - st.rest[1]) < 2 * R + FIRST_TOUCH_SLACK_MM) return true;
    seen ||= p !== null;
  }
  return !seen;
}

const usable = (p: Piece | null): p is Piece => p !== null && p.x.n >= MIN_POINTS && rmsOf(p) <= MAX_RMS_MM;

/** The closest the traced pieces come (distance, time) over [lo, hi] where both traced places lie inside the contact lines; null when nowhere. */
function deepest(pa: Piece, pb: Piece, lo: number, hi: number, table: TableModel): { d: number; t: number } | null {
  const { halfX, halfY } = centreBounds(table);
  const inside = (p: [number, number]): boolean => Math.abs(p[0]) <= halfX && Math.abs(p[1]) <= halfY;
  let best: { d: number; t: number } | null = null;
  for (let u = hi; u >= lo; u -= STEP_S) {
    const p = pieceAt(pa, u), q = pieceAt(pb, u);
    // Going back in time, a place past a contact line stays past it: the piece is fictional from there on.
    if (!inside(p) || !inside(q)) break;
    const d = Math.hypot(p[0] - q[0], p[1] - q[1]);
    if (!best || d < best.d) best = { d, t: u };
  }
  return best;
}

/** A ball other than the pair's within 2R + OTHER_BALL_CLEAR_MM of either traced piece over [lo, hi]. */
function crowded(pair: readonly BallId[], pieces: readonly Piece[], lo: number, hi: number, hs: readonly BallHistory[], R: number): boolean {
  return hs.some((g) => {
    if (pair.includes(g.id)) return false;
    for (let u = lo; u <= hi; u += 4 * STEP_S) {
      const q = positionAt(g, u);
      if (q && pieces.some((p) => { const c = pieceAt(p, u); return Math.hypot(c[0] - q[0], c[1] - q[1]) < 2 * R + OTHER_BALL_CLEAR_MM; })) return true;
    }
    return false;
  });
}
