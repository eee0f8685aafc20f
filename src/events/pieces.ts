/**
 * The fitted pieces of a ball's path on either side of a moment (a contact
 * candidate), never across its known turns and, when the path bends, cut to
 * the straight part next to the moment (split out of contacts.ts).
 */
import { type Piece, fitPiece, pieceAt, rmsOf } from './fit.js';
import { type BallHistory, indicesIn } from './history.js';

/**
 * Points fitted on each side of a contact: at most this many, never across
 * the ball's cushion hits (`breaks`). More averages noise (a glancing kink
 * between two moving balls needs it); fewer keeps unseen events out. Range 2-12.
 */
export const SIDE_POINTS = 7;

/** The SIDE_POINTS observations before (dir −1, t <= edge) or after (dir +1, t >= edge) the edge, never across a break, in time order. */
function sideIndices(h: BallHistory, edge: number, dir: -1 | 1, breaks: readonly number[], points = SIDE_POINTS): number[] {
  const stop = dir < 0 ? Math.max(edge - 0.5, ...breaks.filter((t) => t < edge)) : Math.min(edge + 0.5, ...breaks.filter((t) => t > edge));
  return dir < 0 ? indicesIn(h, stop, edge).slice(-points) : indicesIn(h, edge, stop).slice(0, points);
}

const pieceOf = (h: BallHistory, idx: readonly number[]): Piece | null =>
  idx.length < 2 ? null : fitPiece(idx.map((k) => h.t[k]!), idx.map((k) => h.x[k]!), idx.map((k) => h.y[k]!));

/** Fitted piece of the SIDE_POINTS observations before (dir −1, t <= edge) or after (dir +1, t >= edge) the edge. */
export function side(h: BallHistory, edge: number, dir: -1 | 1, breaks: readonly number[]): Piece | null {
  return pieceOf(h, sideIndices(h, edge, dir, breaks));
}

/**
 * A contact's piece stops, going away from the contact, at a point farther
 * than this (mm) from the line through the points nearer the contact: that
 * point lies beyond a turn no rule found (a ball hit into a rail 80 mm away
 * is seen on the rail once, so no cushion hit is found; its piece into its
 * hitter then ran through the rail, bent, and the second meeting was lost:
 * development three-cushion #8 stroke 5 at 30 fps). Raising it lets bent
 * pieces through again; lowering it towards the noise of a two-point
 * extrapolation (a few mm) cuts straight pieces short and weakens every
 * kink. Range 4-30.
 */
export const PIECE_LINE_TOL_MM = 10;

/**
 * Only a piece whose fit leaves this rms (mm) is cut (PIECE_LINE_TOL_MM): a
 * straight piece's rms is the detector's noise (1.2-2.4 mm), and cutting it
 * leaves two noisy points whose direction is anything (development
 * five-pins #5 stroke 0 at 30 fps: a slow ball passing 0.7 mm wide of
 * another fitted as a deep overlap, a confidently wrong contact). Raising
 * it keeps bent pieces whole; lowering it towards the noise cuts straight
 * ones. Range 3-10.
 */
export const PIECE_BENT_RMS_MM = 4;

/** `side`, cut where the path bends (PIECE_LINE_TOL_MM) when its fit shows a bend (PIECE_BENT_RMS_MM): the straight piece next to the edge. */
export function straightSide(h: BallHistory, edge: number, dir: -1 | 1, breaks: readonly number[], points = SIDE_POINTS): Piece | null {
  const idx = sideIndices(h, edge, dir, breaks, points);
  const whole = pieceOf(h, idx);
  if (!whole || rmsOf(whole) <= PIECE_BENT_RMS_MM) return whole;
  const outward = dir < 0 ? [...idx].reverse() : idx;
  const kept: number[] = [];
  for (const k of outward) {
    if (kept.length >= 2) {
      const p = pieceAt(pieceOf(h, kept)!, h.t[k]!);
      if (Math.hypot(p[0] - h.x[k]!, p[1] - h.y[k]!) > PIECE_LINE_TOL_MM) break;
    }
    kept.push(k);
  }
  return pieceOf(h, dir < 0 ? kept.reverse() : kept);
}
