/**
 * The straight pieces of path a ball comes into and leaves a pocket mouth on
 * (split out of mouths.ts): which points one straight fit takes, where it
 * ends (a point off its line: the ball turned), and how far a point may lag
 * behind the fit for sliding friction before it counts as turned. The ray
 * casts of mouths.ts, mouth-turns.ts and mouth-rattles.ts start from these.
 */
import type { Vec2 } from '../contracts/ids.js';
import { dot, sub } from '../geometry/vec.js';
import { type Piece, fitPiece, pieceAt, rmsOf } from './fit.js';
import type { BallHistory } from './history.js';
import { SLIDE_DECEL_MM_S2 } from './cloth.js';
import type { Mouth } from './mouth-walls.js';

/** Points fitted for a straight piece of path into or out of a mouth (the first or last taken). Range 3-8. */
export const PIECE_POINTS = 8;
/**
 * A point within this (mm) of a piece's extrapolated line continues the
 * piece; farther, the ball turned. Raising it lets a piece run past a soft
 * jaw touch (its time then comes late); lowering it towards the detector's
 * noise while moving (~1 mm) cuts pieces at noise. Range 2-15.
 */
export const LINE_DEV_MM = 7;
/** Longest gap (s) between two points of one piece (a ball unseen longer may have turned unseen). Range 0.05-0.3. */
export const PIECE_GAP_S = 0.1;

/** A straight piece of one ball's path: its fit and the indices of its first and last points. */
export interface Span { fit: Piece; first: number; last: number }

/** The straight piece a ball comes into a mouth on: up to PIECE_POINTS ending at point k (none before a known hit), extended over the points that stay on its line (`onLine`). */
export function pieceBefore(h: BallHistory, k: number, breaks: readonly number[], m: Mouth, reach: number): Span | null {
  let first = k;
  // Never back across a cushion hit already found (a rail hit just before the mouth bends the line).
  const floor = Math.max(-Infinity, ...breaks.filter((b) => b < h.t[k]!));
  while (first > 0 && k - first + 1 < PIECE_POINTS && h.t[first]! - h.t[first - 1]! <= PIECE_GAP_S && h.t[first - 1]! > floor) first--;
  // Drop the oldest points while they bend the line (the ball came off a rail or a ball just before).
  let fit = fitOf(h, first, k);
  while (k - first >= 3 && rmsOf(fit) > LINE_DEV_MM / 2) fit = fitOf(h, ++first, k);
  if (k - first < 2) return null;
  let last = k;
  // Three points still bent (a ball struck or hit a frame before it reached the zone): the piece starts a point later and takes the next one.
  if (rmsOf(fit) > LINE_DEV_MM / 2 && last + 1 < h.t.length && h.t[last + 1]! - h.t[last]! <= PIECE_GAP_S) {
    const later = fitOf(h, first + 1, last + 1);
    if (rmsOf(later) < rmsOf(fit) / 2) { fit = later; first++; last++; }
  }
  while (last + 1 < h.t.length && h.t[last + 1]! - h.t[last]! <= PIECE_GAP_S && onLine(h, fit, last + 1, m, reach)) {
    last++;
    fit = fitOf(h, Math.max(first, last - PIECE_POINTS + 1), last);
  }
  return { fit, first, last };
}

/** The straight piece a ball leaves a wall on: from point k, while the points stay on a line (at least 2). */
export function pieceFrom(h: BallHistory, k: number): Span | null {
  let last = k;
  while (last + 1 < h.t.length && last - k + 1 < PIECE_POINTS && h.t[last + 1]! - h.t[last]! <= PIECE_GAP_S) {
    if (last - k >= 1 && offBy(h, fitOf(h, k, last), last + 1) > LINE_DEV_MM) break;
    last++;
  }
  return last > k ? { fit: fitOf(h, k, last), first: k, last } : null;
}

/** The straight piece a ball goes on from point k after a turn: from pieceFrom, with at least 3 points (a ray cast off 2 noisy points points anywhere). */
export function pieceOn(h: BallHistory, k: number): Span | null {
  const p = pieceFrom(h, k);
  return p && p.last - p.first >= 2 ? p : null;
}

/**
 * How far (mm) ahead along its way a fast ball's point may lie and still be
 * on the piece (`pieceAhead`): nothing in a mouth pushes a ball forward, so a
 * point ahead of the fit is the detector's noise along the way (σ 1.2 mm +
 * 0.4 mm per m/s, 2-2.6 mm at 2-3.5 m/s, and the blur's lead), not a turn.
 * Raising it takes a point of another ball or a tracking fault as the way on;
 * lowering it to LINE_DEV_MM gives such points up. Range LINE_DEV_MM-25.
 */
const AHEAD_MM = 14;
/**
 * ... for a ball at least this fast (mm/s): the noise along the way grows
 * with speed; a slow ball's piece cut at PIECE_POINTS beside a jaw is a ball
 * creeping in, whose touches throat.ts reads from its reversals (development
 * Russian ×2 noise 60 fps #105[4], #118[1]: 170-310 mm/s, false jaw touches).
 * Raising it loses slower balls' touches before the drop; lowering it reads
 * a creeping ball's noise. Range 250-1000.
 */
const AHEAD_SPEED_MM_S = 500;
/**
 * The piece of a fast ball carried on to point k (the point after it) where
 * k lies ahead of it along its way (within LINE_DEV_MM across it and
 * AHEAD_MM along), or null. Development Russian 60 fps #22[6]: a ball in at
 * 2.2 m/s, the piece ended at PIECE_POINTS, the next point 6.7 mm ahead on
 * the line (7.1 mm off the fit) read as turned 12.6 ms before the bottom jaw
 * point, and the two points left made no piece: the jaw touch 2.5 ms after
 * that point, 6 ms before the drop, was lost.
 */
export function pieceAhead(h: BallHistory, piece: Span, k: number): Span | null {
  if (k >= h.t.length || h.t[k]! - h.t[k - 1]! > PIECE_GAP_S) return null;
  const v: Vec2 = [piece.fit.x.v, piece.fit.y.v], s = Math.hypot(v[0], v[1]);
  if (s < AHEAD_SPEED_MM_S) return null;
  const { along, side } = offWay(h, piece.fit, k);
  // Never behind the fit: a wall only slows a ball (development ×2 noise 60 fps #106[0]: 5.9 mm behind, a wrong jaw read).
  if (side > LINE_DEV_MM || along < 0 || along > AHEAD_MM) return null;
  return { fit: fitOf(h, Math.max(piece.first, k - PIECE_POINTS + 1), k), first: piece.first, last: k };
}

/**
 * The piece carried on from point k over the points after it that stay
 * within LINE_DEV_MM across its way, each further along it than the one
 * before, or null where k itself lies off. For a piece seen turning before
 * the first wall in its way: nothing in a mouth turns a ball short of its
 * walls but another ball, and a turn shows across the way (a wall or a ball
 * pushes along its normal); a point cut off the extrapolated fit by its
 * lag along the way (the cloth's slowing, which `onLine` allows only clear
 * of the walls) or by noise was no turn. Development Russian 60 fps #29[2]:
 * w6 along the right rail at 1.7 m/s into the middle pocket, a point 7.5 mm
 * off the fit (6.5 across, the rest lag) 43 ms before the cast met the far
 * jaw point; the two points after it made no piece on, and the jaw touch at
 * 22.799 that the way out shows was lost. The points up to the bounce lie 1.7-3.9
 * mm across the way; the one after it, 15.6.
 */
export function pieceThrough(h: BallHistory, piece: Span, k: number): Span | null {
  // A way drawn through two noisy points points anywhere (pieceOn's rule): no line to carry on (development ×2 noise 60 fps #9[2]: the 2-point way
  // out of a slow ball's right rail hit by the middle pocket carried over its creep along the nose, the rail read again 64 ms later).
  if (piece.last - piece.first < 2) return null;
  const v: Vec2 = [piece.fit.x.v, piece.fit.y.v];
  let last = k - 1;
  for (let j = k; j < h.t.length && h.t[j]! - h.t[j - 1]! <= PIECE_GAP_S; j++) {
    const onward = (h.x[j]! - h.x[j - 1]!) * v[0] + (h.y[j]! - h.y[j - 1]!) * v[1] > 0;
    if (!onward || offWay(h, piece.fit, j).side > LINE_DEV_MM) break;
    last = j;
  }
  return last < k ? null : { fit: fitOf(h, Math.max(piece.first, last - PIECE_POINTS + 1), last), first: piece.first, last };
}

export function fitOf(h: BallHistory, a: number, b: number): Piece {
  const idx = Array.from({ length: b - a + 1 }, (_, i) => a + i);
  return fitPiece(idx.map((i) => h.t[i]!), idx.map((i) => h.x[i]!), idx.map((i) => h.y[i]!));
}

/*
 * The cloth's largest slowing of a sliding ball, SLIDE_DECEL_MM_S2 (cloth.ts,
 * μs·g with a margin), also bounds how far a ball just struck falls behind
 * a straight fit of its points at a constant speed: at 30 fps it runs over
 * LINE_DEV_MM behind the fit a frame later, though it never turned. Here a
 * larger value lets a piece run on past a jaw that only took speed off
 * (5000 lost touches on development); 0 cuts a sliding ball's piece before
 * the mouth (no ray cast).
 */

/**
 * Point k carries on the piece's line: within LINE_DEV_MM of where the
 * fit puts it, allowing it to lag behind by what sliding friction could
 * take off since the fit's mean time (a straight fit of a uniformly slowed
 * path is exact at its mean time and over its points' spread). Only a
 * wall slows a ball abruptly: the lag is allowed only where the way from the
 * point before kept WALL_CLEAR_MM clear of every wall of the mouth.
 */
function onLine(h: BallHistory, fit: Piece, k: number, m: Mouth, reach: number): boolean {
  const v: Vec2 = [fit.x.v, fit.y.v], s = Math.hypot(v[0], v[1]);
  const q = pieceAt(fit, h.t[k]!), d: Vec2 = [h.x[k]! - q[0], h.y[k]! - q[1]];
  if (s < 1e-6) return Math.hypot(d[0], d[1]) <= LINE_DEV_MM;
  const n = fit.x.n, span = fit.to - fit.from, dt = h.t[k]! - fit.x.t0;
  const spread = n > 1 ? (span * span * (n + 1)) / (12 * (n - 1)) : 0;
  const clear = k > 0 && clearance([h.x[k - 1]!, h.y[k - 1]!], [h.x[k]!, h.y[k]!], m, reach) >= WALL_CLEAR_MM;
  const lag = clear ? 0.5 * SLIDE_DECEL_MM_S2 * Math.max(0, dt * dt - spread) : 0;
  const { along, side } = offWay(h, fit, k);
  const behind = along < 0 ? Math.min(0, along + lag) : along;
  return Math.hypot(side, behind) <= LINE_DEV_MM;
}

/** A centre this far (mm) from touching every wall (several σ of a moving ball's noise) touched none. Range 2-15. */
const WALL_CLEAR_MM = 5;

/** How far (mm) the centre's straight way from a to b keeps from touching any wall of the mouth (the walls' own reach subtracted). */
function clearance(a: Vec2, b: Vec2, m: Mouth, reach: number): number {
  let best = Infinity;
  for (const w of m.walls) {
    if (w.kind === 'point') {
      const ab: Vec2 = sub(b, a), l2 = dot(ab, ab);
      const s = l2 > 0 ? Math.min(1, Math.max(0, dot(sub(w.a, a), ab) / l2)) : 0;
      best = Math.min(best, Math.hypot(a[0] + s * ab[0] - w.a[0], a[1] + s * ab[1] - w.a[1]) - reach);
    } else {
      for (const p of [a, b]) {
        const r: Vec2 = sub(p, w.a), along = dot(r, w.d);
        if (along >= -reach && along <= w.len + reach) best = Math.min(best, dot(r, w.n) - reach);
      }
    }
  }
  return best;
}

/** Point k's offset (mm) from where the fit puts it: along the fit's way (ahead > 0) and across it (unsigned). */
function offWay(h: BallHistory, fit: Piece, k: number): { along: number; side: number } {
  const v: Vec2 = [fit.x.v, fit.y.v], s = Math.hypot(v[0], v[1]);
  const q = pieceAt(fit, h.t[k]!), d: Vec2 = [h.x[k]! - q[0], h.y[k]! - q[1]];
  return { along: dot(d, v) / s, side: Math.abs(d[0] * v[1] - d[1] * v[0]) / s };
}
export function offBy(h: BallHistory, fit: Piece, k: number): number {
  const q = pieceAt(fit, h.t[k]!);
  return Math.hypot(h.x[k]! - q[0], h.y[k]! - q[1]);
}
