/**
 * Walls of a pocket mouth met where no frame shows them (split out of
 * mouths.ts): after the last wall seen, the ball's way on (the bounce
 * modelled, or through the one point seen before the drop or before points
 * bent by it) meets another before the fall line; between two touches of a
 * corner rattle, the one point seen places the wall between. Each is read
 * at a lower confidence than a seen turn (the referee looks when a call
 * rests on it).
 */
import type { CushionEvent } from '../contracts/events.js';
import type { Vec2 } from '../contracts/ids.js';
import { dot, sub } from '../geometry/vec.js';
import { pieceAt, speedOf } from './fit.js';
import type { BallHistory } from './history.js';
import { type Meet, type Mouth, SAME_MEET_S, fallTau, firstMeet } from './mouth-walls.js';
import { type Span, LINE_DEV_MM, PIECE_GAP_S, offBy, pieceOn } from './mouth-pieces.js';
import { type Turn, MIN_SPEED_MM_S, ONE_SIDE_CONFIDENCE, backMeet, hitAt } from './mouth-turns.js';

/**
 * The pyramid cushions' restitution (docs/sim-physics.md, "Parameters"):
 * the normal speed a wall leaves a ball. Its friction's change of the speed
 * along the wall (0.20) is left out: ~2° of bend for a glancing hit
 * (steep ones are not modelled, RATTLE_MAX_NORMAL_SHARE). Range 0.6-0.95.
 */
const RATTLE_RESTITUTION = 0.82;
/**
 * Confidence of a wall met by the bounce off the first one, neither seen:
 * a model's path, not a turn (the referee looks when a call rests on it;
 * counted as found). Range 0.5-0.89.
 */
export const RATTLE_CONFIDENCE = 0.6;
/**
 * Largest share of the speed into wall A along its normal (cosine of the
 * incidence) for the bounce to be modelled: the cushion's friction takes
 * 0.2·(1 + e) of the normal speed off the speed along the wall (a bend of
 * ~8° at a share of 0.6 against ~2° at 0.3), the ball's spin more, and a
 * wrong way out decides between two walls a few mm apart. Development
 * Russian 30 fps, 40 matches:
 * the true second walls came off A at shares 0.09-0.44, the false ones
 * (the ball fell clean) 0.55-0.72 and one 0.23. Raising it reads second
 * walls off steep hits (false ones); lowering it loses glancing rattles.
 * Range 0.2-0.8.
 */
const RATTLE_MAX_NORMAL_SHARE = 0.5;

/**
 * A ball that met wall A of a mouth on its way in and was gone down the
 * pocket a frame later bounced off A first: its way out of A (the way in
 * mirrored in A's normal, the normal speed cut by RATTLE_RESTITUTION) meets
 * the mouth's other wall before the fall line, or passes it clean.
 * Development Russian 30 fps: 35 of 103 missed cushions were the last touch
 * 1-36 ms before the drop, most the other jaw after a found first one
 * (#8[2]: the left jaw point 21.687 found, the top jaw 21.692 missed,
 * potted 21.698). Any point seen after A must lie on that way out (else
 * something else turned it); the same cushion's wall counts only SAME_MEET_S
 * after A (a second touch, not A seen twice). Only a glancing hit on A
 * (RATTLE_MAX_NORMAL_SHARE). Development Russian 40 matches: cushions 30 fps
 * [1318,19,103] → [1323,20,98] (found #4[0], #8[2], #17[7], #19[2], #29[7];
 * false #34[7], a second jaw after a first one already false), 50 fps
 * [1331,21,90] → [1333,23,88] (found #4[0], #35[3]; false #24[4], #36[0]).
 */
export function rattleOn(h: BallHistory, m: Mouth, a: Meet, vIn: Vec2, tA: number, reach: number): CushionEvent | null {
  const vn = dot(vIn, a.n);
  if (-vn > RATTLE_MAX_NORMAL_SHARE * Math.hypot(vIn[0], vIn[1])) return null;
  const v: Vec2 = [vIn[0] - (1 + RATTLE_RESTITUTION) * vn * a.n[0], vIn[1] - (1 + RATTLE_RESTITUTION) * vn * a.n[1]];
  for (let i = 0; i < h.t.length; i++) {
    const dt = h.t[i]! - tA;
    if (dt > 0 && Math.hypot(h.x[i]! - (a.at[0] + v[0] * dt), h.y[i]! - (a.at[1] + v[1] * dt)) > LINE_DEV_MM) return null;
  }
  const b = firstMeet(a.at, v, m.walls.filter((w) => w !== a.wall), reach);
  if (!b || b.tau <= 0 || (b.wall.cushion === a.wall.cushion && b.tau < SAME_MEET_S)) return null;
  const fall = fallTau(a.at, v, m);
  if (fall !== null && fall < b.tau) return null;
  return hitAt(h, tA + b.tau, b.wall.cushion, RATTLE_CONFIDENCE);
}

/**
 * Shortest time (s) and way (mm) from the wall met to the one point seen
 * after it for that point to give the way out: the point's noise (σ 1-2 mm
 * moving, a fast ball's lag more) turns a shorter way anywhere. Raising them
 * loses balls seen just off the first wall; lowering them reads noise.
 * Ranges 0.003-0.02, 3-15.
 */
const WAY_OUT_MIN_S = 0.008, WAY_OUT_MIN_MM = 6;
/**
 * Confidence of the other jaw met by the way out through the one point seen
 * after a turn in the mouth: the way out is that point's direction, not a
 * push seen, and whether the ball touched the jaw or dropped a mm clear of
 * it the frames cannot settle (the referee looks). Range 0.5-0.75.
 */
const WAY_OUT_CONFIDENCE = 0.6;

/**
 * A ball turned by a wall of the mouth (seen: `turnAt`), seen once more and
 * gone down the pocket: its way out, from where the piece in met the wall
 * at the turn's time through that one point, meets another wall before the
 * fall line (the other jaw, mostly within a frame of the drop). Development
 * Russian 30 fps: #33[5] (top jaw point found 60.879, last point 60.900 in
 * the middle of the mouth heading for the right jaw, met 60.9115, dropped
 * 60.9155), #40[6], #16[2], #17[7]. A wall of the same cushion counts only
 * SAME_MEET_S after the turn (a second touch, not the turn seen again): a
 * middle pocket's other nose too (counting it at once found #35[2] at 30
 * fps but read #6[1] at 30 and 60 fps and #5[4] at 60 twice, 19-40 ms apart).
 * Development Russian, 40 matches (session 23, with mouth-struck.ts):
 * cushions 30 fps [1312,22,77] → [1317,22,72] (found #16[2], #17[7] ×2,
 * #33[5], #40[6], #12[3]); verdicts and contacts unchanged.
 */
export function lastWayOut(h: BallHistory, m: Mouth, piece: Span, turn: Turn, k: number, reach: number): CushionEvent | null {
  const way = wayThrough(h, m, piece, turn, k, reach);
  return way ? hitAt(h, way.tB, way.b.wall.cushion, WAY_OUT_CONFIDENCE) : null;
}

/** The way out of a turn's wall through point k (`lastWayOut`): where and when it left the wall, its velocity, and the next wall it meets before the fall line. */
function wayThrough(h: BallHistory, m: Mouth, piece: Span, turn: Turn, k: number, reach: number): { tA: number; at: Vec2; v: Vec2; b: Meet; tB: number } | null {
  // Where the way in touched the wall: as drawn, or (a jaw point passed up to NEAR_POINT_MM wide) its nearest pass; the slack cast's meet comes early.
  const t0 = h.t[piece.first]!, p0 = pieceAt(piece.fit, t0), vIn: Vec2 = [piece.fit.x.v, piece.fit.y.v];
  const drawn = firstMeet(p0, vIn, [turn.wall], reach);
  const tau = drawn ? drawn.tau : dot(sub(turn.wall.a, p0), vIn) / dot(vIn, vIn);
  const tA = t0 + tau, at: Vec2 = [p0[0] + vIn[0] * tau, p0[1] + vIn[1] * tau];
  const dt = h.t[k]! - tA, d: Vec2 = [h.x[k]! - at[0], h.y[k]! - at[1]];
  if (dt < WAY_OUT_MIN_S || Math.hypot(d[0], d[1]) < WAY_OUT_MIN_MM) return null;
  // Cast from the wall met, not from the point: a point seen against the other jaw lies up to its noise inside that jaw's reach.
  const v: Vec2 = [d[0] / dt, d[1] / dt];
  const b = firstMeet(at, v, m.walls.filter((w) => w !== turn.wall), reach);
  if (!b || (b.wall.cushion === turn.cushion && b.tau < SAME_MEET_S)) return null;
  const fall = fallTau(at, v, m);
  if (fall !== null && fall < b.tau) return null;
  return { tA, at, v, b, tB: tA + b.tau };
}

/**
 * How far (mm) along the second wall's normal the point after it must lie
 * off the way through the point before it (`bentWayOut`): the wall pushed
 * it. The way through one noisy point 7-15 mm from the wall is that
 * uncertain sideways a frame on. Raising it loses slow second touches;
 * lowering it reads a way drawn wrong as a touch. Range 0-6.
 */
const BENT_PUSH_MM = 2;
/** ... at a point seen at least this long (s) after that touch (a slower ball's way barely bends in the first ms). Range 0.004-0.02. */
const PUSH_SHOWN_S = 0.008;
/**
 * Longest time (s) from the first wall to the second for the way through the
 * one point to time it: the way is that point's direction drawn straight on,
 * and a ball slowing on the cloth lags it by ½·2500 mm/s²·t² (6 mm at 70 ms,
 * 16 mm at 113), a lag that points out of the jaw ahead and reads as its
 * push (development Russian 25 fps #109[6]: the bottom jaw point, one point
 * 48 ms on, the way met the left jaw 113 ms after the first, the next point
 * seen 80 ms before the real touch). The second touches found came 12-49 ms
 * after the first (rail-runners into a corner at 60 fps 24-25 ms). Raising it
 * reads slow balls' lag as touches; lowering it loses slower rail-runners.
 * Range 0.05-0.11.
 */
const BENT_MAX_S = 0.08;

/**
 * A ball turned by a wall of the mouth, seen once on its way out of it, then
 * on a way bent away from another wall: the way from the first wall through
 * that one point (`lastWayOut`) meets the other wall before the next point
 * and before the fall line, and the next point lies off that way on the
 * other wall's side. The ball ran along a rail into a corner, the far jaw
 * point sent it into the pocket and the near jaw sent it on, slowly, into
 * the pocket: development Russian 60 fps #16[6] (top jaw point 66.149, one
 * point at 66.167, right jaw 66.180, two points on the way out, dropped
 * 66.212), #30[4]. Before, the three points after the turn took one straight
 * fit (a slow ball's 4-6 mm a frame bend less than LINE_DEV_MM) whose cast
 * met nothing. Only within BENT_MAX_S of the first touch (a slow ball's
 * slowing reads as a push), and where the point after the second touch is
 * `reachable` from it. The second touch at WAY_OUT_CONFIDENCE, or null (the caller
 * takes the way on from the point after it). Development Russian (session
 * 35), cushions: 41-80 60 fps [1224,21,66] → [1228,21,62], 30 fps
 * [1229,13,61] unchanged (found #47[2], lost #75[4]: six touches in 180 ms,
 * the one point not between two of them); 81-120 60 [1253,26,68] →
 * [1255,26,66], 30 [1246,22,75] → [1248,22,73], 25 [1232,29,89] →
 * [1236,30,85] (false #109[6]: a slow ball 190 ms from the bottom to the
 * left jaw, the point after the way's meet seen before the touch), 50
 * [1255,26,66] → [1257,26,64], ×2 noise 60 [1221,61,100] → [1222,61,99],
 * 30 [1216,37,105] → [1218,39,103] (false #91[4], #82[7] a touch read
 * twice); 121-160 60 [1281,34,91] → [1283,34,89], 30 [1274,15,98] →
 * [1276,15,96] (lost #125[0], three touches in 51 ms); contacts unchanged.
 */
export function bentWayOut(h: BallHistory, m: Mouth, piece: Span, turn: Turn, k: number, reach: number): CushionEvent | null {
  const way = k + 1 < h.t.length ? wayThrough(h, m, piece, turn, k, reach) : null;
  if (!way || way.tB >= h.t[k + 1]! || way.tB - way.tA > BENT_MAX_S || !reachable(h, piece, way.b.at, way.tB, k + 1)) return null;
  // The first point far enough past the second touch for its push to show (#30[4]: the next point came 1.7 ms after it, 1.3 mm off).
  let j = k + 1;
  while (j + 1 < h.t.length && h.t[j]! < way.tB + PUSH_SHOWN_S && h.t[j + 1]! - h.t[j]! <= PIECE_GAP_S) j++;
  const dt = h.t[j]! - way.tA, off: Vec2 = [h.x[j]! - (way.at[0] + way.v[0] * dt), h.y[j]! - (way.at[1] + way.v[1] * dt)];
  if (h.t[j]! < way.tB + PUSH_SHOWN_S || dot(off, way.b.n) <= BENT_PUSH_MM) return null;
  // A wall sends the ball on (restitution 0.82); a ball seen creeping after it came to rest against the jaw, a touch throat.ts times from its reversal
  // (development Russian 30 fps #87[0]: left read here 16 ms early and there 20 ms late, one touch twice).
  const i = k + 1, creeping = i + 1 < h.t.length && h.t[i + 1]! - h.t[i]! <= PIECE_GAP_S && Math.hypot(h.x[i + 1]! - h.x[i]!, h.y[i + 1]! - h.y[i]!) < MIN_SPEED_MM_S * (h.t[i + 1]! - h.t[i]!);
  return creeping ? null : hitAt(h, way.tB, way.b.wall.cushion, WAY_OUT_CONFIDENCE);
}

/**
 * Point i could be where the ball was after touching a wall at `at` at time
 * t: no farther than the ball's speed on the piece in carries it since (a
 * wall only takes speed off; the next touch is the bend's own reading) plus
 * the points' noise (LINE_DEV_MM). A way drawn through one noisy point seen
 * just off the first wall points anywhere, and may meet another wall just
 * before a point seen far from it (development Russian 30 fps ×2 noise
 * #91[4]: a ball in at 2.4 m/s off the top jaw point straight back out; the
 * way through the point seen 10 ms after the touch met the right jaw 0.3 ms
 * before the next point, which lay 62 mm from that meet: a false right).
 */
function reachable(h: BallHistory, piece: Span, at: Vec2, t: number, i: number): boolean {
  const speed = speedOf(piece.fit);
  return Math.hypot(h.x[i]! - at[0], h.y[i]! - at[1]) <= speed * (h.t[i]! - t) + LINE_DEV_MM;
}

/** Fewest points of the straight way out after a rattle point for its trace back to be read (two noisy points point anywhere). Range 3-5. */
const RATTLE_OUT_POINTS = 3;

/**
 * Shortest time (s) from the first touch of a corner rattle to a touch of
 * the other nose placed midway (the ball left the nose it came back off):
 * nearer, the turn cast forward (early) and the way out traced back (late)
 * are one touch of that nose read twice, the point between a frame seen
 * just off it. Crossing the mouth's 4.5 mm free gap (72.5 mm opening, 68 mm
 * ball) both ways takes only a few ms, so the bound comes from the
 * readings' spread, not the geometry. Development Russian 40 matches: the
 * midway touches found sat 13.5 ms (50 fps #14[2]) and 19 ms (30 fps
 * #19[0]) after the first; the false one 5.7 ms (60 fps #14[1], one left
 * jaw touch read at 12.277 and 12.289). Raising it loses quick rattles;
 * lowering it reads one touch as three. Range 0.007-0.013. Development
 * Russian 40 matches, cushions 60 fps [1322,32,67] → [1322,30,67] (false
 * #14[1] top, #12[1] right gone); 50 fps [1320,25,69], 30 fps [1319,21,70], 25 fps
 * [1308,30,81] unchanged (never fired).
 */
const RATTLE_MIN_HALF_S = 0.01;

/**
 * A ball turned by a wall of the mouth, seen once off its way in and more
 * than LINE_DEV_MM off its way out, then leaving straight: that point lies
 * between two touches (a corner rattle, 10-30 ms from wall to wall, the
 * ball coming back out). Before, the way out was read from that point and
 * the next (two points: traced back, it met a wall before the first turn,
 * and the last touch was lost). The first touch is the turn; the last, the
 * way out from the point after, traced back to the wall it left (after the
 * point); between them the way from the first wall through the point met
 * another (`lastWayOut`), or, where the way out left the nose the way in
 * met, the other nose turned the ball back onto it (a convex nose sends a
 * ball away from itself): a touch the frames cannot time, placed midway at
 * RATTLE_CONFIDENCE. Development Russian 25 fps #3[4]: the colour along
 * the left rail into the bottom-left corner, left rail 39.906, bottom jaw
 * point 39.918, left jaw point 39.928 and out; one point at 39.92.
 * Development Russian 40 matches (session 24), cushions: 25 fps
 * [1306,30,83] → [1308,30,81] (found #19[0], #3[4]), 30 fps
 * [1318,21,71] → [1319,21,70] (found #19[0]; matches 41-80: [1229,13,61]
 * → [1230,13,60], #74[5]), 50 fps [1319,22,70] →
 * [1321,22,68] (#19[0], #14[2]), 60 fps [1322,28,67] → [1322,29,67]
 * (false: #14[1], a top at RATTLE/WAY_OUT_CONFIDENCE 4 ms after a left
 * jaw touch; the true top came 85 ms later: RATTLE_MIN_HALF_S).
 */
export function rattlePoint(h: BallHistory, m: Mouth, piece: Span, turn: Turn, k: number, reach: number): { hits: CushionEvent[]; out: Span } | null {
  const way = pieceOn(h, k + 1);
  if (!way || way.last - way.first + 1 < RATTLE_OUT_POINTS || offBy(h, way.fit, k) <= LINE_DEV_MM) return null;
  const last = backMeet(h, way, m, reach);
  if (!last || last.t <= h.t[k]! || last.t <= turn.t1) return null;
  const hits = [hitAt(h, turn.t1, turn.cushion, ONE_SIDE_CONFIDENCE)];
  const between = lastWayOut(h, m, piece, turn, k, reach);
  const sameNose = last.wall.a[0] === turn.wall.a[0] && last.wall.a[1] === turn.wall.a[1];
  const other = m.walls.find((w) => w.a[0] !== turn.wall.a[0] || w.a[1] !== turn.wall.a[1]);
  // Back at the same nose too soon for a touch of the other between: one touch read from both sides (the caller's path).
  if (!between && sameNose && (last.t - turn.t1) / 2 < RATTLE_MIN_HALF_S) return null;
  // A wall between naming the last one's cushion is that touch, timed through one point (development 60 fps #14[1]: a top 74 ms early).
  if (between && between.cushion !== last.cushion) hits.push(between);
  else if (!between && sameNose && other) hits.push(hitAt(h, (turn.t1 + last.t) / 2, other.cushion, RATTLE_CONFIDENCE));
  hits.push(hitAt(h, last.t, last.cushion, ONE_SIDE_CONFIDENCE));
  return { hits, out: way };
}
