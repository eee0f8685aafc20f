/**
 * Russian pockets: cushion hits in a pyramid table's pocket mouths. A
 * Russian corner mouth is 72.5 mm wide for a 68 mm ball, so a ball that
 * drops or rattles out touches the jaw points (the noses' convex ends) and
 * the jaws (the noses running into the pocket) within a few ms, mostly
 * between two frames. No turn of one coordinate shows them; the walls do:
 * the straight path a ball comes in on (seen) meets the first wall in its
 * way at a time and place the geometry fixes, and a path it leaves on, traced
 * back, meets the last. The walls and their names: mouth-walls.ts.
 */
import type { CushionEvent } from '../contracts/events.js';
import type { Cushion, Vec2 } from '../contracts/ids.js';
import type { PyramidTable } from '../geometry/tables.js';
import { cushionReach } from '../track/geometry.js';
import { type Piece, fitPiece, pieceAt, rmsOf } from './fit.js';
import type { BallHistory } from './history.js';
import { SLIDE_DECEL_MM_S2 } from './cloth.js';
import { struckIntoMouth } from './mouth-struck.js';
import { type Meet, type Mouth, type Wall, SAME_MEET_S, dot, fallTau, firstMeet, mouthsOf } from './mouth-walls.js';

/** Points within this distance (mm) of a mouth's centre are in it. Range 80-250. */
const MOUTH_ZONE_MM = 140;
/** Points fitted for a straight piece of path into or out of a mouth (the first or last taken). Range 3-8. */
const PIECE_POINTS = 8;
/**
 * A point within this (mm) of a piece's extrapolated line continues the
 * piece; farther, the ball turned. Raising it lets a piece run past a soft
 * jaw touch (its time then comes late); lowering it towards the detector's
 * noise while moving (~1 mm) cuts pieces at noise. Range 2-15.
 */
const LINE_DEV_MM = 7;
/**
 * A straight path passing a jaw point this much (mm) wider than touching
 * it, and turning there, met it: the line through a few noisy points of a
 * moving ball (σ ≈ 2 mm) is that uncertain sideways. Raising it reads a
 * turn by other causes near a jaw point as its hit. Range 0-8.
 */
const NEAR_POINT_MM = 3;
/** Longest gap (s) between two points of one piece (a ball unseen longer may have turned unseen). Range 0.05-0.3. */
const PIECE_GAP_S = 0.1;
/**
 * A turn seen this long (s) before the first wall in the path's way is
 * something else (a ball, a wall not modelled): no mouth hit is read from
 * it. Range 0-0.05.
 */
const TURN_EARLY_S = 0.012;
/** Slowest ball (mm/s) read by the mouth analysis (a ball creeping by a jaw point turns on noise). Range 20-300. */
const MIN_SPEED_MM_S = 80;
/**
 * Confidences: a hit seen on both sides (the path in meets the wall, the
 * path out traced back meets it at the same time); a hit seen on one side
 * only (a turn after it, or the pocket); the referee looks below 0.9.
 */
const BOTH_SIDES_CONFIDENCE = 0.9, ONE_SIDE_CONFIDENCE = 0.75;
/**
 * A hit read from a path that then vanished into the pocket: sure when the
 * path meets the wall this far (mm) inside its edge (a lateral shift that
 * would let it pass clean), else POT_EDGE_CONFIDENCE. Raising the margin
 * sends more pots to the referee. Range 0.5-10.
 */
const POT_MARGIN_MM = 3;
const POT_CONFIDENCE = 0.8, POT_EDGE_CONFIDENCE = 0.6;

/** Cushion hits of one ball in the pocket mouths of a pyramid table (none on a carom table). */
export function mouthHits(h: BallHistory, table: PyramidTable, known: readonly CushionEvent[] = []): CushionEvent[] {
  const breaks = known.filter((e) => e.ball === h.id).map((e) => e.t);
  const reach = cushionReach(table), out: CushionEvent[] = [];
  for (const m of mouthsOf(table)) {
    const inZone = (k: number): boolean => Math.hypot(h.x[k]! - m.centre[0], h.y[k]! - m.centre[1]) < MOUTH_ZONE_MM;
    for (let k = 0; k < h.t.length; k++) {
      if (!inZone(k) || (k > 0 && inZone(k - 1))) continue;
      out.push(...visit(h, m, k, reach, breaks));
    }
  }
  // A ball struck from rest near a mouth and gone after one moving point: no piece to cast (mouth-struck.ts).
  out.push(...struckIntoMouth(h, table));
  return out.sort((a, b) => a.t - b.t);
}

/**
 * The hits of one visit to a mouth, entered at point k: ray casts of the
 * pieces in and out. A piece turned before the first wall in its way (a
 * kiss short of the mouth) is followed by the piece after the turn
 * (`pieceOn`); a wall the slack cast met but the ball was seen going on
 * past gives way to the wall as drawn or the next one (`turnAt`); a piece
 * whose three points start at rest starts a point later (`pieceBefore`).
 * Development Russian, 40 matches (session 22): cushions 30 fps
 * [1323,20,98] → [1338,21,83] (found #2[6], #20[4], #23[6], #14[4],
 * #12[5] ×3, #34[4] ×3, #6[5], #9[6], #16[6], #29[2], #34[2]; false #12[5],
 * throat-last.ts chained onto a left jaw now found), 50 fps [1333,23,88] →
 * [1342,24,79] (found #2[6], #20[4], #34[4] ×2, #16[6] ×2, #19[2], #23[4],
 * #35[2], #9[6]; lost #20[7] one of three left touches in 26 ms; false
 * #34[4], a left jaw read here and by throat.ts 21 ms apart).
 */
function visit(h: BallHistory, m: Mouth, k: number, reach: number, breaks: readonly number[]): CushionEvent[] {
  const out: CushionEvent[] = [];
  let piece = pieceBefore(h, k, breaks, m, reach);
  for (let hits = 0; piece && hits < 4; hits++) {
    const { fit, first, last } = piece;
    // Cast from the piece's first point: a soft touch leaves the piece running on a little past the wall.
    const p = pieceAt(fit, h.t[first]!), v: Vec2 = [fit.x.v, fit.y.v], speed = Math.hypot(v[0], v[1]);
    if (speed < MIN_SPEED_MM_S) break;
    const meet = firstMeet(p, v, m.walls, reach, 0, NEAR_POINT_MM);
    const fall = fallTau(p, v, m);
    if (!meet || (fall !== null && fall < meet.tau)) break;
    const t1 = h.t[first]! + meet.tau, next = last + 1, frame = h.t[last]! - h.t[last - 1]!;
    if (next >= h.t.length) {
      if (Math.hypot(meet.at[0] - m.centre[0], meet.at[1] - m.centre[1]) > MOUTH_ZONE_MM) break;
      // Gone down the pocket, no turn seen: only a path that meets the wall as drawn (no slack) met it; a clean pot passes 3.75 mm from each jaw point.
      // Points past the meet (a soft touch a frame before the drop) bend the line: the way in is the points before it.
      let upTo = last;
      while (upTo - first > 2 && h.t[upTo]! > t1) upTo--;
      const f = upTo < last ? fitOf(h, first, upTo) : fit, q = pieceAt(f, h.t[first]!), w: Vec2 = [f.x.v, f.y.v];
      // The wall met as drawn decides, whichever wall the slack cast met first: a path 2.7 mm wide of one jaw point (inside NEAR_POINT_MM) met the
      // other (development Russian 30 fps: 6 lone touches before a drop were lost when the two casts named different walls, point and jaw of one cushion or two).
      const sure = firstMeet(q, w, m.walls, reach), drop = fallTau(q, w, m);
      if (sure && (drop === null || sure.tau < drop)) {
        const tA = h.t[first]! + sure.tau;
        out.push(hitAt(h, tA, sure.wall.cushion, potConfidence(q, w, m, sure, reach)));
        const b = rattleOn(h, m, sure, w, tA, reach);
        if (b) out.push(b);
      }
      break;
    }
    if (h.t[next]! - h.t[last]! > PIECE_GAP_S) break;
    // Turning before the first wall in its way: something else (a ball) turned it, or the piece ended at PIECE_POINTS; the way on may still meet a wall
    // before the drop (#20[4] at 30 fps: kissed 130 mm short of the mouth, then the bottom jaw).
    if (h.t[next]! < t1 - TURN_EARLY_S) {
      piece = pieceOn(h, next);
      continue;
    }
    const turn = turnAt(h, piece, m, reach, frame);
    if (!turn) break;
    const after = pieceFrom(h, next);
    if (!after && next === h.t.length - 1) {
      // Seen once after the turn, then gone down the pocket: the way from the wall through that point may meet the other jaw before the fall line.
      out.push(hitAt(h, turn.t1, turn.cushion, ONE_SIDE_CONFIDENCE));
      const b = lastWayOut(h, m, piece, turn, next, reach);
      if (b) out.push(b);
      break;
    }
    // One point seen between two touches (a corner rattle, the ball coming back out): the way out starts a point later.
    const mid = after && after.last === next + 1 ? rattlePoint(h, m, piece, turn, next, reach) : null;
    if (mid) {
      out.push(...mid.hits);
      piece = mid.out;
      continue;
    }
    const back = after ? backMeet(h, after, m, reach) : null;
    const same = back && back.cushion === turn.cushion && Math.abs(back.t - turn.t1) < SAME_MEET_S;
    out.push(hitAt(h, turn.t1, turn.cushion, same ? BOTH_SIDES_CONFIDENCE : ONE_SIDE_CONFIDENCE));
    // The last wall met before the path out: another cushion's jaw any time after the first hit (a corner rattle, ms apart), the same cushion only once apart from it.
    if (back && !same && back.t > turn.t1 + (back.cushion === turn.cushion ? SAME_MEET_S : 0)) out.push(hitAt(h, back.t, back.cushion, ONE_SIDE_CONFIDENCE));
    piece = after;
  }
  return out;
}

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
const RATTLE_CONFIDENCE = 0.6;
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
function rattleOn(h: BallHistory, m: Mouth, a: Meet, vIn: Vec2, tA: number, reach: number): CushionEvent | null {
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
function lastWayOut(h: BallHistory, m: Mouth, piece: Span, turn: Turn, k: number, reach: number): CushionEvent | null {
  // Where the way in touched the wall: as drawn, or (a jaw point passed up to NEAR_POINT_MM wide) its nearest pass; the slack cast's meet comes early.
  const t0 = h.t[piece.first]!, p0 = pieceAt(piece.fit, t0), vIn: Vec2 = [piece.fit.x.v, piece.fit.y.v];
  const drawn = firstMeet(p0, vIn, [turn.wall], reach);
  const tau = drawn ? drawn.tau : dot([turn.wall.a[0] - p0[0], turn.wall.a[1] - p0[1]], vIn) / dot(vIn, vIn);
  const tA = t0 + tau, at: Vec2 = [p0[0] + vIn[0] * tau, p0[1] + vIn[1] * tau];
  const dt = h.t[k]! - tA, d: Vec2 = [h.x[k]! - at[0], h.y[k]! - at[1]];
  if (dt < WAY_OUT_MIN_S || Math.hypot(d[0], d[1]) < WAY_OUT_MIN_MM) return null;
  // Cast from the wall met, not from the point: a point seen against the other jaw lies up to its noise inside that jaw's reach.
  const v: Vec2 = [d[0] / dt, d[1] / dt];
  const b = firstMeet(at, v, m.walls.filter((w) => w !== turn.wall), reach);
  if (!b || (b.wall.cushion === turn.cushion && b.tau < SAME_MEET_S)) return null;
  const fall = fallTau(at, v, m);
  if (fall !== null && fall < b.tau) return null;
  return hitAt(h, tA + b.tau, b.wall.cushion, WAY_OUT_CONFIDENCE);
}

/**
 * The wall `meet` turned the piece's ball at the first point after it: not
 * seen going on straight a frame past the meet, and that point off the line
 * on the wall's side (the wall pushes along its normal; else a ball or
 * another wall turned it). Its time and cushion, or null.
 */
function turnOff(h: BallHistory, piece: Span, m: Mouth, meet: Meet | null, frame: number): Turn | null {
  if (!meet || Math.hypot(meet.at[0] - m.centre[0], meet.at[1] - m.centre[1]) > MOUTH_ZONE_MM) return null;
  const p = pieceAt(piece.fit, h.t[piece.first]!), fall = fallTau(p, [piece.fit.x.v, piece.fit.y.v], m);
  const t1 = h.t[piece.first]! + meet.tau, next = piece.last + 1;
  if ((fall !== null && fall < meet.tau) || t1 < h.t[piece.last]! - frame || h.t[next]! < t1 - TURN_EARLY_S) return null;
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
function turnAt(h: BallHistory, piece: Span, m: Mouth, reach: number, frame: number): Turn | null {
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

/** The straight piece a ball goes on from point k after a turn: from pieceFrom, with at least 3 points (a ray cast off 2 noisy points points anywhere). */
function pieceOn(h: BallHistory, k: number): Span | null {
  const p = pieceFrom(h, k);
  return p && p.last - p.first >= 2 ? p : null;
}

/** Point k lies off the piece's straight line towards n (a wall facing n pushed it). */
function pushed(h: BallHistory, fit: Piece, k: number, n: Vec2): boolean {
  const q = pieceAt(fit, h.t[k]!);
  return dot([h.x[k]! - q[0], h.y[k]! - q[1]], n) > 0;
}

const hitAt = (h: BallHistory, t: number, cushion: Cushion, confidence: number): CushionEvent => ({ t, kind: 'cushion', ball: h.id, cushion, confidence });

/** The last wall a piece out of the mouth met, traced back from its first point: its time, cushion and wall. */
function backMeet(h: BallHistory, piece: { fit: Piece; first: number }, m: Mouth, reach: number): { t: number; cushion: Cushion; wall: Wall } | null {
  const t0 = h.t[piece.first]!, p = pieceAt(piece.fit, t0), v: Vec2 = [-piece.fit.x.v, -piece.fit.y.v];
  if (Math.hypot(v[0], v[1]) < MIN_SPEED_MM_S) return null;
  const meet = firstMeet(p, v, m.walls, reach, 0.5 / Math.hypot(v[0], v[1]));
  return meet ? { t: t0 - meet.tau, cushion: meet.wall.cushion, wall: meet.wall } : null;
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
function rattlePoint(h: BallHistory, m: Mouth, piece: Span, turn: Turn, k: number, reach: number): { hits: CushionEvent[]; out: Span } | null {
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

/**
 * Largest angle (degrees) between a turn's impulse and a cushion's inward
 * normal for the turn to be that cushion's in a mouth. Only the cushion's
 * own rail and jaw point push a ball along its normal: the other cushion's
 * jaw pushes at 45° to it (a corner) and its rail at 90°. Raising it names
 * the other cushion's jaw touches after this one; lowering it towards the
 * tilt friction and a jaw point's off-centre touch give the impulse loses
 * hits. Range 10-40. Development Russian 30 fps: cushions 414/6/38 →
 * 418/6/34 (a ball off the rail turned back by the other cushion's jaw
 * point two frames later, #6[0], #1[3]; a corner's second cushion, #3[4],
 * #12[5]), no extra.
 */
const HEAD_ON_DEG = 30;
/** Confidence of a turn read in a mouth: the push is seen, which wall of the cushion pushed (rail, jaw point) is not; the referee looks. Range 0.6-0.89. */
export const HEAD_ON_CONFIDENCE = 0.75;

/**
 * The velocity change across time t (two points each side: the velocities
 * just before and after) points along the inward normal of the cushion whose
 * contact line is `sign`·coordinate `axis`, within HEAD_ON_DEG.
 */
export function headOn(h: BallHistory, t: number, axis: 0 | 1, sign: 1 | -1): boolean {
  let b = 0;
  while (b < h.t.length && h.t[b]! <= t) b++;
  const a = b - 1;
  if (a < 1 || b + 1 >= h.t.length) return false;
  const vel = (i: number): Vec2 => { const dt = h.t[i + 1]! - h.t[i]!; return [(h.x[i + 1]! - h.x[i]!) / dt, (h.y[i + 1]! - h.y[i]!) / dt]; };
  const vin = vel(a - 1), vout = vel(b), dv: Vec2 = [vout[0] - vin[0], vout[1] - vin[1]];
  const inward = -sign * (axis === 0 ? dv[0] : dv[1]), size = Math.hypot(dv[0], dv[1]);
  return size > 0 && inward >= size * Math.cos((HEAD_ON_DEG * Math.PI) / 180);
}

/** A path that vanished into the pocket met the wall: how surely (the smallest sideways shift that changes the first wall met). */
function potConfidence(p: Vec2, v: Vec2, m: Mouth, meet: Meet, reach: number): number {
  const s = Math.hypot(v[0], v[1]), side: Vec2 = [-v[1] / s, v[0] / s];
  for (let d = 0.5; d < POT_MARGIN_MM; d += 0.5) {
    for (const sign of [1, -1]) {
      const q: Vec2 = [p[0] + sign * d * side[0], p[1] + sign * d * side[1]];
      const other = firstMeet(q, v, m.walls, reach, 0.5 / s), fall = fallTau(q, v, m);
      if (!other || (fall !== null && fall < other.tau) || other.wall.cushion !== meet.wall.cushion) return POT_EDGE_CONFIDENCE;
    }
  }
  return POT_CONFIDENCE;
}

interface Span { fit: Piece; first: number; last: number }
/** A turn read in a mouth: when, whose, and the wall met. */
interface Turn { t1: number; cushion: Cushion; wall: Wall }

/** The straight piece a ball comes into a mouth on: up to PIECE_POINTS ending at point k (none before a known hit), extended over the points that stay on its line (`onLine`). */
function pieceBefore(h: BallHistory, k: number, breaks: readonly number[], m: Mouth, reach: number): Span | null {
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
function pieceFrom(h: BallHistory, k: number): Span | null {
  let last = k;
  while (last + 1 < h.t.length && last - k + 1 < PIECE_POINTS && h.t[last + 1]! - h.t[last]! <= PIECE_GAP_S) {
    if (last - k >= 1 && offBy(h, fitOf(h, k, last), last + 1) > LINE_DEV_MM) break;
    last++;
  }
  return last > k ? { fit: fitOf(h, k, last), first: k, last } : null;
}

function fitOf(h: BallHistory, a: number, b: number): Piece {
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
  const along = dot(d, v) / s, side = (d[0] * v[1] - d[1] * v[0]) / s;
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
      const ab: Vec2 = [b[0] - a[0], b[1] - a[1]], l2 = dot(ab, ab);
      const s = l2 > 0 ? Math.min(1, Math.max(0, dot([w.a[0] - a[0], w.a[1] - a[1]], ab) / l2)) : 0;
      best = Math.min(best, Math.hypot(a[0] + s * ab[0] - w.a[0], a[1] + s * ab[1] - w.a[1]) - reach);
    } else {
      for (const p of [a, b]) {
        const r: Vec2 = [p[0] - w.a[0], p[1] - w.a[1]], along = dot(r, w.d);
        if (along >= -reach && along <= w.len + reach) best = Math.min(best, dot(r, w.n) - reach);
      }
    }
  }
  return best;
}

function offBy(h: BallHistory, fit: Piece, k: number): number {
  const q = pieceAt(fit, h.t[k]!);
  return Math.hypot(h.x[k]! - q[0], h.y[k]! - q[1]);
}
