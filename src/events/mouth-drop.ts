/**
 * Russian pockets: what the drop says of a jaw touch read from one point.
 * A ball turned at a jaw point (`turnAt`), seen once more and gone down the
 * pocket (mouths.ts, the 0.75 reading) rests on that one point lying off the
 * way in on the point's side; a fast ball's point wanders 2-2.5 mm each way
 * (σ 1.2 mm + 0.4 per m/s), and a way in that only grazes the jaw point's
 * reach is read against such a point as often as a real touch. The drop
 * weighs in: the physics takes the ball off the table where its centre
 * crosses the fall line, and a ball that touched a jaw comes there later than
 * the clean roll of its way in (slowed, turned). Gone within a few ms of the
 * clean roll's drop, and the way in only grazing the jaw point, the reading
 * is left out. Development Russian 60 fps, matches 1-80 (seen-once
 * readings): clean pots came off the table 3.4-5.9 ms after the straight way
 * in's drop (the cloth slows the ball under the fitted constant speed),
 * touched balls -3 to 23 ms after it (median 7.5, 13 of 31 under 6): the
 * drop alone does not decide, a way in that only grazes the jaw point with it.
 */
import type { Vec2 } from '../contracts/ids.js';
import { dot, sub, unitOrNull } from '../geometry/vec.js';
import { pieceAt } from './fit.js';
import type { BallHistory } from './history.js';
import type { Span } from './mouth-pieces.js';
import type { Turn } from './mouth-turns.js';
import { type Mouth, type Wall, fallTau, firstMeet } from './mouth-walls.js';

/**
 * A way in passing a jaw point's reach by less than this (mm) inside only
 * grazes it: the line through a fast ball's points is that uncertain
 * sideways. Development 60 fps, matches 1-80: the false seen-once readings'
 * ways came 0.7 mm inside to 2.9 mm outside the reach, the true ones up to
 * 30 mm inside. Raising it doubts hits that went deeper into the jaw point;
 * lowering it keeps more false readings.
 * Range 0.5-3.
 */
const JAW_GRAZE_MM = 1.5;
/**
 * Time (s) between the clean roll's drop and the first frame the ball was
 * missing under which the drop came where a clean roll puts it: a touch
 * would have kept it on the table longer. Development 60 fps, matches 1-80:
 * false readings 6.3-20 ms (5 of 9 under 11, all with a grazing way in),
 * true ones 2.6-25 ms, two under 11 (#33[5], 6.6 mm into the jaw point's
 * reach; #6[1], grazing but 48° across the throat: no clean roll); 30 fps:
 * never under 12. Raising it doubts
 * touches that slowed the ball little; lowering it keeps more clean pots'
 * readings. Range 0.005-0.016.
 */
const CLEAN_ROOM_S = 0.011;

/**
 * A ball read as turned by jaw point `wall` off the piece, seen once more at
 * point k (its last) and gone: its way in only grazes that jaw point, and
 * the straight way in's drop comes after point k and less than CLEAN_ROOM_S
 * before the frame after it.
 */
export function droppedClean(h: BallHistory, piece: Span, wall: Wall, m: Mouth, reach: number, k: number): boolean {
  if (wall.kind !== 'point' || k !== h.t.length - 1 || k < 1) return false;
  const t0 = h.t[piece.first]!, p = pieceAt(piece.fit, t0), v: Vec2 = [piece.fit.x.v, piece.fit.y.v], s = Math.hypot(v[0], v[1]);
  if (s < 1e-6) return false;
  // How far the way passes inside the jaw point's reach (negative: wide of it).
  const r: Vec2 = [wall.a[0] - p[0], wall.a[1] - p[1]], inside = reach - Math.abs(r[0] * v[1] - r[1] * v[0]) / s;
  if (inside > JAW_GRAZE_MM) return false;
  const fall = fallTau(p, v, m);
  if (fall === null) return false;
  // A clean roll must exist: the way in, cast as drawn, meets no other wall before the fall line (a way steep across the throat meets the far jaw).
  const other = firstMeet(p, v, m.walls.filter((w) => w.a[0] !== wall.a[0] || w.a[1] !== wall.a[1]), reach);
  if (other && other.tau < fall) return false;
  const clean = t0 + fall, missing = h.t[k]! + (h.t[k]! - h.t[k - 1]!);
  return clean >= h.t[k]! && missing - clean < CLEAN_ROOM_S;
}

/**
 * Smallest push (mm) of the one point seen after a turn in a mouth, off the
 * way in's straight line along the wall's normal, that shows the turn
 * (`pushShown`). The turn reading (mouth-turns.ts `turnAt`) only asks that
 * point to lie off the line on the wall's side, which the noise of a ball
 * rolling clean past a jaw point gives half the time (a moving ball's point:
 * σ 1.2 mm + 0.4 per m/s, 2-2.5 mm at 2-3 m/s). Below it, the ball is read
 * as gone after the piece with no turn seen (the way as drawn must meet the
 * wall before the fall line). Development Russian 30 fps, matches 1-80: the
 * 7 false touches read at 0.75 from one point (6 clean pots, 1 the other
 * jaw) had that point 0.1-12.2 ms after the reading's meet, the true ones
 * 3.5-53 ms. Dev A/B at 2 mm (1-40 ×1 and ×2, 41-80 ×1, 60 and 30 fps):
 * 3 extras gone (#3[1] 30, #64[3] 60, #77[5] 30), 2 true touches lost
 * (#59[2], #77[1] at 30, ways passing the jaw point inside the slack only).
 * No bar separates them: on dev 1-80 (60 and 30 fps) the readings pushed
 * 1.5-2 mm are true at 1.62, 1.98, 1.99 and false at 1.80 (#64[3] 60) and
 * 1.90 (#77[5] 30); 1.5 mm gave back #59[2] and #77[1] and both extras (dev
 * A/B 41-80, session 47). A point a few ms after the meet is pushed by noise.
 * Raising it sends more seen touches to the way-as-drawn reading (a way
 * passing a jaw point up to NEAR_POINT_MM wide is then lost); lowering it
 * keeps the noise's turns. Range 0-4.
 */
export const PUSH_SEEN_MM = 2;

/** Point k, the one seen after the turn, lies at least PUSH_SEEN_MM off the piece's straight line along the turn's wall normal. */
export function pushShown(h: BallHistory, piece: Span, turn: Turn, k: number): boolean {
  const at = pieceAt(piece.fit, turn.t1);
  const n = turn.wall.kind === 'point' ? unitOrNull(sub(at, turn.wall.a)) : turn.wall.n;
  if (!n) return true;
  const q = pieceAt(piece.fit, h.t[k]!);
  return dot([h.x[k]! - q[0], h.y[k]! - q[1]], n) >= PUSH_SEEN_MM;
}
