/**
 * Which wall of a pocket mouth a straight piece met (split out of
 * mouths.ts): cast forward, the wall that turned the ball at the first
 * point after the piece (`turnAt`: the push seen on the wall's side); traced
 * back from a piece out, the last wall it left (`backMeet`). The confidences
 * of a hit read either way and the event built for it live here too.
 */
import type { CushionEvent } from '../contracts/events.js';
import type { Cushion, Vec2 } from '../contracts/ids.js';
import { distance, dot } from '../geometry/vec.js';
import { type Piece, pieceAt, speedOf } from './fit.js';
import type { BallHistory } from './history.js';
import { type Meet, type Mouth, type Wall, fallTau, firstMeet } from './mouth-walls.js';
import type { Span } from './mouth-pieces.js';

/** Points within this distance (mm) of a mouth's centre are in it. Range 80-250. */
export const MOUTH_ZONE_MM = 140;
/**
 * A straight path passing a jaw point this much (mm) wider than touching
 * it, and turning there, met it: the line through a few noisy points of a
 * moving ball (σ ≈ 2 mm) is that uncertain sideways. Raising it reads a
 * turn by other causes near a jaw point as its hit. Range 0-8.
 */
export const NEAR_POINT_MM = 3;
/**
 * A turn seen this long (s) before the first wall in the path's way is
 * something else (a ball, a wall not modelled): no mouth hit is read from
 * it. Range 0-0.05.
 */
export const TURN_EARLY_S = 0.012;
/**
 * Farthest (mm) the first point after a piece may lie from the wall's meet
 * beyond what the piece's speed covers between them: a ball turned by that
 * wall is never farther from it. Farther, something short of the wall
 * turned it, a frame before the meet (development Russian 30 fps #2[5]: w1,
 * slowed by its hit of the colour inside the piece, seen at 60.5000 81 mm
 * beyond a top jaw meet at 60.5084 that its 2454 mm/s allowed; the colour
 * back off its rail into it at 60.5018; a top read, an extra; 78 mm at x2
 * noise). Raising it lets a ball's turn short of the mouth read as a jaw
 * hit; lowering it loses hits whose piece's speed or meet is read off by
 * noise (30 lost development Russian 30 fps #57[3]'s true bottom jaw hit
 * of w4 at 33.7356: its next point 34 mm beyond, 37 at x2). Range 40-75.
 */
const TURN_REACH_MM = 60;
/** Slowest ball (mm/s) read by the mouth analysis (a ball creeping by a jaw point turns on noise). Range 20-300. */
export const MIN_SPEED_MM_S = 80;
/**
 * Confidences: a hit seen on both sides (the path in meets the wall, the
 * path out traced back meets it at the same time); a hit seen on one side
 * only (a turn after it, or the pocket); the referee looks below 0.9.
 */
export const BOTH_SIDES_CONFIDENCE = 0.9, ONE_SIDE_CONFIDENCE = 0.75;

/** A turn read in a mouth: when, whose, and the wall met. */
export interface Turn { t1: number; cushion: Cushion; wall: Wall }

export const hitAt = (h: BallHistory, t: number, cushion: Cushion, confidence: number): CushionEvent => ({ t, kind: 'cushion', ball: h.id, cushion, confidence });

/**
 * The wall `meet` turned the piece's ball at the first point after it: not
 * seen going on straight a frame past the meet, and that point off the line
 * on the wall's side (the wall pushes along its normal; else a ball or
 * another wall turned it). Its time and cushion, or null.
 */
function turnOff(h: BallHistory, piece: Span, m: Mouth, meet: Meet | null, frame: number): Turn | null {
  if (!meet || distance(meet.at, m.centre) > MOUTH_ZONE_MM) return null;
  const p = pieceAt(piece.fit, h.t[piece.first]!), fall = fallTau(p, [piece.fit.x.v, piece.fit.y.v], m);
  const t1 = h.t[piece.first]! + meet.tau, next = piece.last + 1;
  if ((fall !== null && fall < meet.tau) || t1 < h.t[piece.last]! - frame || h.t[next]! < t1 - TURN_EARLY_S) return null;
  // Seen farther from the meet than the piece's speed carries it in the time between: something short of the wall turned it.
  const beyond = distance([h.x[next]!, h.y[next]!], meet.at) - speedOf(piece.fit) * Math.abs(h.t[next]! - t1);
  if (beyond > TURN_REACH_MM) return null;
  return pushed(h, piece.fit, next, meet.n) ? { t1, cushion: meet.wall.cushion, wall: meet.wall } : null;
}

/**
 * Walls a piece can pass (seen going on straight past them) before the one
 * that turned it: the rail it runs along, a jaw point it passed a little
 * wide (the slack cast's). A soft touch of a wall passed that way is read
 * once only (SAME_MEET_S in throat.ts). Range 1-4.
 */
const PASSED_WALLS = 2;

/**
 * The wall that turned the piece's ball at the first point after it
 * (`turnOff`): the slack cast's (a jaw point passed up to NEAR_POINT_MM
 * wide), else the wall as drawn (a ball passing a jaw point into the other
 * jaw, #2[6] at 30 fps), each cast again without a wall the ball was seen
 * going on straight past (a ball running along a rail into the corner,
 * #14[4]).
 */
export function turnAt(h: BallHistory, piece: Span, m: Mouth, reach: number, frame: number): Turn | null {
  const p = pieceAt(piece.fit, h.t[piece.first]!), v: Vec2 = [piece.fit.x.v, piece.fit.y.v];
  let walls = m.walls;
  for (let passed = 0; passed <= PASSED_WALLS; passed++) {
    const slack = firstMeet(p, v, walls, reach, 0, NEAR_POINT_MM);
    const turn = turnOff(h, piece, m, slack, frame) ?? turnOff(h, piece, m, firstMeet(p, v, walls, reach), frame);
    if (turn) return turn;
    if (!slack || h.t[piece.first]! + slack.tau >= h.t[piece.last]! - frame) return null;
    walls = walls.filter((w) => w !== slack.wall);
  }
  return null;
}

/** Point k lies off the piece's straight line towards n (a wall facing n pushed it). */
function pushed(h: BallHistory, fit: Piece, k: number, n: Vec2): boolean {
  const q = pieceAt(fit, h.t[k]!);
  return dot([h.x[k]! - q[0], h.y[k]! - q[1]], n) > 0;
}

/** The last wall a piece out of the mouth met, traced back from its first point: its time, cushion and wall. */
export function backMeet(h: BallHistory, piece: { fit: Piece; first: number }, m: Mouth, reach: number): { t: number; cushion: Cushion; wall: Wall } | null {
  const t0 = h.t[piece.first]!, p = pieceAt(piece.fit, t0), v: Vec2 = [-piece.fit.x.v, -piece.fit.y.v];
  if (Math.hypot(v[0], v[1]) < MIN_SPEED_MM_S) return null;
  const meet = firstMeet(p, v, m.walls, reach, 0.5 / Math.hypot(v[0], v[1]));
  return meet ? { t: t0 - meet.tau, cushion: meet.wall.cushion, wall: meet.wall } : null;
}
