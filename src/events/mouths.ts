/**
 * Russian pockets: cushion hits in a pyramid table's pocket mouths. A
 * Russian corner mouth is 72.5 mm wide for a 68 mm ball, so a ball that
 * drops or rattles out touches the jaw points (the noses' convex ends) and
 * the jaws (the noses running into the pocket) within a few ms, mostly
 * between two frames. No turn of one coordinate shows them; the walls do:
 * the straight path a ball comes in on (seen) meets the first wall in its
 * way at a time and place the geometry fixes, and a path it leaves on, traced
 * back, meets the last. The walls and their names: mouth-walls.ts; the
 * straight pieces: mouth-pieces.ts (a slow one cut where its points bend:
 * mouth-bend.ts); the wall a piece met, forward and back:
 * mouth-turns.ts; walls met unseen after the last seen one: mouth-rattles.ts;
 * a turn named by its push (read by cushions.ts): mouth-head-on.ts.
 */
import type { CushionEvent } from '../contracts/events.js';
import type { Vec2 } from '../contracts/ids.js';
import type { PyramidTable } from '../geometry/tables.js';
import { distance } from '../geometry/vec.js';
import { cushionReach } from '../track/geometry.js';
import { pieceAt } from './fit.js';
import type { BallHistory } from './history.js';
import { struckIntoMouth } from './mouth-struck.js';
import { type Meet, type Mouth, SAME_MEET_S, fallTau, firstMeet, mouthsOf } from './mouth-walls.js';
import { PIECE_GAP_S, type Span, fitOf, pieceAhead, pieceBefore, pieceFrom, pieceOn, pieceThrough } from './mouth-pieces.js';
import { BOTH_SIDES_CONFIDENCE, MIN_SPEED_MM_S, MOUTH_ZONE_MM, NEAR_POINT_MM, ONE_SIDE_CONFIDENCE, TURN_EARLY_S, backMeet, hitAt, turnAt } from './mouth-turns.js';
import { bentWayOut, lastWayOut, rattleOn, rattlePoint } from './mouth-rattles.js';
import { droppedClean, pushShown } from './mouth-drop.js';
import { cutAtBend } from './mouth-bend.js';


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
    const inZone = (k: number): boolean => distance([h.x[k]!, h.y[k]!], m.centre) < MOUTH_ZONE_MM;
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
  let piece = cutAtBend(h, pieceBefore(h, k, breaks, m, reach), breaks, k);
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
      if (distance(meet.at, m.centre) > MOUTH_ZONE_MM) break;
      out.push(...drawnWayHits(h, m, piece, t1, reach));
      break;
    }
    if (h.t[next]! - h.t[last]! > PIECE_GAP_S) break;
    // Turning before the first wall in its way: something else (a ball) turned it, or the piece ended at PIECE_POINTS; the way on may still meet a wall
    // before the drop (#20[4] at 30 fps: kissed 130 mm short of the mouth, then the bottom jaw).
    if (h.t[next]! < t1 - TURN_EARLY_S) {
      // ... unless too few points follow for a piece on and the next point lies on the way (noise ahead along it): the piece goes on to it.
      // ... or, where neither, the points after it that stay on the piece's line across its way (noise or the cloth's lag, no turn: `pieceThrough`).
      piece = cutAtBend(h, pieceOn(h, next), breaks) ?? pieceAhead(h, piece, next) ?? pieceThrough(h, piece, next);
      continue;
    }
    const turn = turnAt(h, piece, m, reach, frame);
    if (!turn) break;
    const after = cutAtBend(h, pieceFrom(h, next), breaks);
    if (!after && next === h.t.length - 1) {
      // Gone where the clean roll of a way in that only grazed the jaw point drops it: that one point off the way is as likely its noise (mouth-drop.ts).
      if (droppedClean(h, piece, turn.wall, m, reach, next)) break;
      // That one point pushed off the way by no more than its noise shows no turn: the ball went down as if unseen after the piece (mouth-drop.ts).
      if (!pushShown(h, piece, turn, next)) {
        out.push(...drawnWayHits(h, m, piece, turn.t1, reach));
        break;
      }
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
    // The piece after, traced back, meets the turn's wall at the turn's time: the touch is seen from both sides (whichever reading takes the way on).
    const same = back !== null && back.cushion === turn.cushion && Math.abs(back.t - turn.t1) < SAME_MEET_S;
    const turnHit = hitAt(h, turn.t1, turn.cushion, same ? BOTH_SIDES_CONFIDENCE : ONE_SIDE_CONFIDENCE);
    // One point seen on the way out of the turn, the ones after it bent by another wall (a slow ball into the pocket off the far jaw point): the way on is
    // theirs. Not where the piece after, traced back, already names that wall's cushion: that reading is timed from the way out too.
    const bent = after ? bentWayOut(h, m, piece, turn, next, reach) : null;
    if (bent && back?.cushion !== bent.cushion) {
      out.push(turnHit, bent);
      piece = cutAtBend(h, pieceOn(h, next + 1), breaks);
      continue;
    }
    out.push(turnHit);
    // The last wall met before the path out: another cushion's jaw any time after the first hit (a corner rattle, ms apart), the same cushion only once apart from it.
    if (back && !same && back.t > turn.t1 + (back.cushion === turn.cushion ? SAME_MEET_S : 0)) out.push(hitAt(h, back.t, back.cushion, ONE_SIDE_CONFIDENCE));
    piece = after;
  }
  return out;
}

/**
 * The hits of a ball gone down the pocket after the piece, no turn seen: only a path that meets the wall as drawn (no slack) met it;
 * a clean pot passes 3.75 mm from each jaw point. `t1`: when the slack cast met the first wall.
 */
function drawnWayHits(h: BallHistory, m: Mouth, piece: Span, t1: number, reach: number): CushionEvent[] {
  const { fit, first, last } = piece, out: CushionEvent[] = [];
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
  return out;
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
