/**
 * Where and when a hitter met a ball lying at rest, from the hitter's own way
 * in: the line it came along, fitted over its last points before the
 * contact, first comes 2R from the ball's rest place there. A ball struck
 * between two frames is first seen already off its rest place, so its own
 * points date the contact no earlier than that first point, or by a
 * departure traced back through a rail's or a third ball's turn; the
 * hitter's way in was seen straight up to the touch. Used for the touch of
 * a rail right after the contact (start-graze.ts, session 35) and for the
 * contact's own date where the start only bounds it (`metDated`, applied
 * in causes.ts and read by extract.ts, session 36).
 */
import type { Cause } from './causes.js';
import { pieceAt, rmsOf } from './fit.js';
import { firstOnCircle } from '../geometry/vec.js';
import { type BallHistory, fitPoints } from './history.js';

/** Points of the hitter's way in fitted (the last ones up to the contact, `wayInPoints`), and how far back (s). Ranges 2-8, 0.05-0.3. */
const WAY_IN_POINTS = 5, WAY_IN_S = 0.15;
/** The way in must be a straight line (rms, mm) and moving (mm/s). Ranges 1-10, 20-500. */
const WAY_IN_RMS_MM = 4, WAY_IN_MIN_SPEED = 50;

/**
 * Slack (mm) under 2R a hitter point may lie from the struck ball's rest place
 * and still count as its way in (the two blobs' centres read short when they
 * touch); nearer, the point is the contact's overlap, not the line. Range 1-10.
 */
const WAY_IN_OVERLAP_MM = 3;

/**
 * The hitter's way-in points up to the contact `tc`, before the struck ball's
 * first point off its rest (`departT`): the last WAY_IN_POINTS within WAY_IN_S,
 * ending with the last one still closing in on `rest` (a point no nearer than
 * the one before is already the hitter's way out). A cue ball just out from
 * under the cue shows one or two points before its contact, often after the
 * struck ball's last point at rest (blobs merged at the touch), so the way in
 * runs up to the contact, not that last point (#39[7], #203[3]).
 */
export function wayInPoints(h: BallHistory, tc: number, departT: number, rest: [number, number], R: number): number[] {
  const idx: number[] = [];
  const gap = (k: number): number => Math.hypot(h.x[k]! - rest[0], h.y[k]! - rest[1]);
  for (let k = h.t.length - 1; k >= 0 && idx.length < WAY_IN_POINTS; k--) {
    if (h.t[k]! > tc || h.t[k]! >= departT || h.t[k]! < tc - WAY_IN_S) continue;
    if (gap(k) < 2 * R - WAY_IN_OVERLAP_MM) continue;
    idx.unshift(k);
  }
  while (idx.length >= 2 && gap(idx[idx.length - 1]!) >= gap(idx[idx.length - 2]!)) idx.pop();
  return idx;
}

/** Where (`p`: the line of centres runs from it to the struck ball's rest) and when (s) the hitter met the ball, and its velocity then (mm/s). */
export interface Meeting { p: [number, number]; t: number; v: [number, number] }

/** The hitter's meeting with the ball at `rest`: where its fitted way in (`way`, from `wayInPoints`) first comes 2R from it, or null. */
export function meeting(h: BallHistory, way: readonly number[], rest: [number, number], R: number): Meeting | null {
  const idx = way.slice();
  if (idx.length < 2) return null;
  const fit = () => fitPoints(h, idx);
  let p = fit();
  // A bent end is the contact read late (`tc` after it): the last point is already slowed or turned by the touch.
  while (idx.length > 2 && rmsOf(p) > WAY_IN_RMS_MM) { idx.pop(); p = fit(); }
  const v: [number, number] = [p.x.v, p.y.v], sp = Math.hypot(v[0], v[1]);
  if (sp < WAY_IN_MIN_SPEED || rmsOf(p) > WAY_IN_RMS_MM) return null;
  // |q + v·s − rest| = 2R for the first s, q the fit at its last point.
  const tq = h.t[idx[idx.length - 1]!]!, q = pieceAt(p, tq), s = firstOnCircle(q, v, rest, 2 * R);
  if (s === null) return null;
  return { p: [q[0] + v[0] * s, q[1] + v[1] * s], t: tq + s, v };
}

/**
 * The cause `c` with its contact dated at its hitter's meeting (`met`), when
 * its date is the struck ball's first point off its rest place, the hitter
 * is seen (not hidden, not a relay that barely moved) and the meeting falls
 * between the ball's last point at rest and that first point, where the
 * touch has to lie; else `c` as it was. starts.ts traces a start back along
 * its departure and holds it within those two points: one that traced back
 * past the first point (a departure slowed or bent in its first frames by a
 * rail or the next ball) only says the touch came before it. A date traced
 * back inside the interval is the departure's own reading and stays: there
 * the meeting was no nearer the truth (development three-cushion 1-20 at
 * 25 fps #1[6] −3.2 → −6.8 ms, #12[1] −5.8 → −12.3). A field of its own,
 * not `t`: the rail touches read right after the contact keep their
 * reading (start-graze.ts takes the hitter's way in up to `t`; cut at the
 * meeting it lost the red's top-rail touch at three-cushion 41-60 30 fps
 * #49[6], the white's point 0.2 ms after the meeting read left out).
 */
export function metDated(c: Cause, hs: readonly BallHistory[], R: number): Cause {
  const s = c.start, tc = c.t ?? s.t, hitter = c.by && !c.hiddenHitter && !c.relay ? hs.find((h) => h.id === c.by) : undefined;
  if (!hitter || tc < s.departT) return c;
  const m = meeting(hitter, wayInPoints(hitter, tc, s.departT, s.rest, R), s.rest, R);
  return m && m.t >= s.lastRestT && m.t <= s.departT ? { ...c, met: m.t } : c;
}
