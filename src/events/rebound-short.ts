/**
 * A hidden rebound off a near rail (issue 6, session 32). Under
 * SHORT_WAY_MM of way in (rest place to contact point) rebound.ts cannot
 * measure the way in's direction and reports nothing, since a ball struck
 * away from a rail it lies by leaves the same kind of line. The way out
 * itself can still tell them apart where the rail is not too near: a ball
 * d from the rail's contact line struck into it at φ from the normal leaves
 * along the mirror of its way in, the rail point on its way out and its
 * rest place 2·d·sin φ off it; struck away along the same line it leaves
 * its rest place on the line and the rail point (rest → rail along the
 * mirror) as far off. Development three-cushion 30 fps 241-280 #274[2]: a
 * white 15 mm from the left rail, hidden under the cue, whose way out
 * passes the rail point 1.2 mm off and its rest place 23.3 mm off (way in
 * 22.2 mm): the hit was lost and only the rest's `cushion` doubt
 * (rail-doubt.ts, the same geometry) named it. Where the rest place's offset
 * beats the rail point's by the margin, the hit is reported at
 * LOOSE_HIT_CONFIDENCE (under the referee line: the verdict counts it and
 * the rules judge the stroke without it too); nearer, the doubt stays.
 */
import type { TableModel } from '../geometry/tables.js';
import { type CushionSide, inMouth } from './cushions.js';
import { type Piece, pieceAt, speedOf } from './fit.js';
import { pathClear } from './hidden-path.js';
import type { BallHistory } from './history.js';
import { CLEAR_BACK_S, type Hit, MIN_OUT_POINTS, SHORT_WAY_MM, STRAIGHT_TOL_MM } from './rebound.js';
import type { Start } from './starts.js';
import { unitOrNull } from '../geometry/vec.js';

/**
 * Below SHORT_WAY_MM of way in a rebound is still told from a straight
 * start when the rest place lies farther off the way out (traced back) than
 * the rail point by this much (mm, times the ball's noise scale): a ball d
 * from the rail struck into it at φ from the normal leaves its rest place
 * 2·d·sin φ off its way out and the rail point on it; a ball struck away
 * leaves the rail point that far off and its rest place on the line. The
 * straight tolerance itself (STRAIGHT_TOL_MM): the rest place lies beyond
 * what a straight start is allowed, and beyond the rail point by as much.
 * Measured on the strokes carrying that doubt (development three-cushion
 * 30 fps 1-80 and 201-280, 25 and 50 fps 1-40, 30 fps at twice the noise
 * 201-240, libre 30 fps 1-40, Russian 30 fps 1-20; 79 strokes): the rest
 * place's offset less the rail point's, over the noise scale, is at most
 * 3.3 on the 46 without a hit (but for a way out of two points, 12.9,
 * a line with no straightness to measure: MIN_OUT_POINTS), and 10.1 to 19.7 on the 7 of the 33 true hits this
 * reports (the next true one 7.0, #266[6]).
 * Lowering it takes a ball struck away and curving with spin for a rebound
 * (a false cushion in the verdict); raising it gives up rebounds from
 * nearer rails (the rest's `cushion` doubt, rail-doubt.ts, still names
 * them). Range 5-25.
 */
export const SHORT_REBOUND_MARGIN_MM = 10;

/**
 * A rebound with a way in under SHORT_WAY_MM (rail-doubt.ts's geometry):
 * the rail whose contact line the mirror of the way out from the rest place
 * meets under SHORT_WAY_MM, the way out traced back passing that point
 * within STRAIGHT_TOL_MM and the rest place SHORT_REBOUND_MARGIN_MM wider;
 * the way out of MIN_OUT_POINTS or more; the hit after the ball left its
 * rest, within CLEAR_BACK_S of its first point, and the unseen path clear
 * of the other balls. Reported only at LOOSE_HIT_CONFIDENCE (the caller):
 * the referee is asked where it decides.
 */
export function shortRebound(h: BallHistory, way: Piece, s: Start, firstT: number, lines: readonly CushionSide[], table: TableModel, others: readonly BallHistory[], noise: number): { hits: Hit[]; speed: number } | null {
  const v = unitOrNull([way.x.v, way.y.v]), speed = speedOf(way);
  // A line of two points has no straightness to measure: cut short at a ball met, it may be bent (development libre 30 fps #25[3]).
  if (!v || h.t.filter((t) => t >= way.from && t <= way.to).length < MIN_OUT_POINTS) return null;
  const o = pieceAt(way, firstT), tol = STRAIGHT_TOL_MM * noise;
  const restOff = offLine(s.rest, o, v);
  for (const side of lines) {
    const away = -side.sign * v[side.axis]!;
    const gap = Math.max(0, side.line - side.sign * s.rest[side.axis]!);
    if (away <= 0 || gap / away >= SHORT_WAY_MM) continue;
    const along = gap / away;
    const at: [number, number] = side.axis === 0 ? [s.rest[0] - v[0] * along, s.rest[1] + v[1] * along] : [s.rest[0] + v[0] * along, s.rest[1] - v[1] * along];
    const off = offLine(at, o, v);
    if (off > tol || restOff - off < SHORT_REBOUND_MARGIN_MM * noise || inMouth(table, side, at[1 - side.axis]!)) continue;
    const t = firstT - ((o[0] - at[0]) * v[0] + (o[1] - at[1]) * v[1]) / speed;
    if (t <= s.lastRestT || t < firstT - CLEAR_BACK_S || t > firstT) continue;
    if (!pathClear([s.rest, at, o], others, s.lastRestT, firstT, table.ballRadius)) continue;
    return { hits: [{ side, t, at }], speed };
  }
  return null;
}

/** Distance (mm) from q to the line through o along the unit vector v. */
function offLine(q: readonly [number, number], o: readonly [number, number], v: readonly [number, number]): number {
  return Math.abs((q[0] - o[0]) * v[1] - (q[1] - o[1]) * v[0]);
}
