/**
 * A rail the struck ball may have met unseen (issue 6, session 32): a
 * `cushion` rest doubt. A ball lying a short way from a rail and struck into
 * it comes back along the mirror of its way in, and its rest place lies off
 * that way out by 2·d·sin φ (d: rest to the rail's contact line, φ: the way
 * out's angle from the rail's normal). Under SHORT_WAY_MM of way in that
 * offset is within the noise of a way out traced back (rebound.ts's
 * STRAIGHT_TOL_MM), and the same line is what a ball struck straight away
 * from the rail, curving a little with spin, leaves: the frames cannot say
 * which, and rebound.ts reports no hit by design (development three-cushion
 * 30 fps 241-280 #266[6]: a white 9 mm from the right rail, hidden under the
 * cue, met it 2 ms after the strike and was first seen 48 ms later; its rest
 * lay 8.5 mm off the way out, the rail was lost and "no point" called with
 * confidence 1). Reporting the hit would put it in the primary verdict, a
 * loss wherever the ball was struck away; so the rest names it, and the
 * rules judge the stroke with that cushion too (src/rules/doubt-readings.ts):
 * the referee looks only where that rail changes the call.
 */
import type { CushionEvent, RestDoubt } from '../contracts/events.js';
import type { TableModel } from '../geometry/tables.js';
import { dot, unitOrNull } from '../geometry/vec.js';
import { type CushionSide, KNOWN_HIT_S, inMouth, sides, gapToLine } from './cushions.js';
import { ballNoiseScale } from './cushion-noise.js';
import { type Piece, pieceAt, rmsOf, speedOf } from './fit.js';
import type { BallHistory } from './history.js';
import { MIN_SPEED_MM_S, SHORT_WAY_MM, longWayOut, wayOut } from './rebound.js';
import { STRAIGHT_TOL_MM } from './straight-start.js';
import type { Start } from './starts.js';

/**
 * Confidence of a rail met unseen: how likely the stroke as reported (no
 * hit) is. Under DOUBT_CONFIDENCE (0.9) so the rules judge it both ways; it
 * only orders the alternatives and dates nothing. A ball this close to a
 * rail is as often played away from it as into it. Range 0.3-0.85.
 */
export const UNSEEN_RAIL_CONFIDENCE = 0.6;

/** The doubt's hit lies at least this long (s) after the strike: the reading must have the ball moving. Range 1e-4-1e-2. */
const AFTER_STRIKE_S = 1e-3;

/** How well a way out's line fits a rail: its distance (mm) from the point where a ball struck from the rest place into that rail along the line's mirror would have met it (`off`), and from the rest place itself (`restOff`). */
export interface RailFit { off: number; restOff: number }

/**
 * A rail the struck ball may have met unseen, with how well the way out fits
 * it (`off`, `restOff`: rebound.ts's short way out of OUT_POINTS points) and
 * how well the long way out does (`long`, straight-start.ts: the first points
 * fitted up to LONG_OUT_POINTS; null when no longer than the short one or
 * not leaving that rail); `scale`, the ball's noise scale (cushion-noise.ts);
 * `unseenS`, the time from the strike to the first point seen, over which
 * the way out is traced back.
 */
export interface RailReading extends RailFit { doubt: Extract<RestDoubt, { reason: 'cushion' }>; long: RailFit | null; scale: number; unseenS: number }

/**
 * The `cushion` doubts of the struck ball `s` (its start; `strikeT` the
 * strike's time): one for each rail whose contact line lies under
 * SHORT_WAY_MM from its rest place along the mirror of its way out, which
 * that way out leaves, and which the way out, traced back, passes within
 * STRAIGHT_TOL_MM (the ball's noise scaled) of the point where a ball struck
 * from the rest place into that rail along that mirror would have met it,
 * and no farther from that point than from the rest place (give or take
 * the rms of the way out's points): the rebound explains the way out at
 * least as well as a straight start. Where the line runs clearly nearer the
 * rest place the frames say the ball was struck away (development
 * three-cushion 30 fps 241-280: without this bar 12 strokes carried the
 * doubt, 4 of them true hits; with it 9, the same 4). None for a rail
 * already reported hit at the start (KNOWN_HIT_S), or in a pocket's mouth.
 * `known`: the ball's cushion events. Those whose way out misses the rest
 * place by several mm are hits, not doubts (struck-rail.ts).
 */
export function railReadings(h: BallHistory, s: Start, strikeT: number, table: TableModel, known: readonly CushionEvent[], others: readonly BallHistory[]): RailReading[] {
  const k0 = h.t.findIndex((t) => t >= s.departT);
  if (k0 < 0) return [];
  const way = wayOut(h, k0, known, others, table.ballRadius);
  const v = way && speedOf(way) >= MIN_SPEED_MM_S ? unitOrNull([way.x.v, way.y.v]) : null;
  if (!way || !v) return [];
  // The long way out (straight-start.ts), when it reaches past the short one's points.
  const longWay = longWayOut(h, k0, known, others, table.ballRadius);
  const longer = longWay && longWay.to > way.to ? longWay : null;
  const firstT = h.t[k0]!, o = pieceAt(way, firstT), scale = ballNoiseScale(h), tol = STRAIGHT_TOL_MM * scale;
  const out: RailReading[] = [];
  for (const side of sides(table)) {
    const gap = Math.max(0, gapToLine(side, s.rest));
    const hit = railHit(v, s.rest, side, gap);
    if (!hit) continue;
    // The way out passes that point within the tolerance, and no farther than it passes the rest place (a straight start),
    // give or take the noise of its own points (a head-on rebound and a straight start leave along one line).
    const off = wide(hit, o, v), restOff = wide(s.rest, o, v);
    if (off > tol || off > restOff + rmsOf(way) || inMouth(table, side, hit[1 - side.axis]!)) continue;
    if (known.some((e) => e.cushion === side.cushion && Math.abs(e.t - s.t) < KNOWN_HIT_S)) continue;
    // When the way out, traced back, passed that point; kept between the strike and the first point seen.
    const tHit = firstT - dot([o[0] - hit[0], o[1] - hit[1]], v) / speedOf(way);
    const t = Math.min(firstT, Math.max(tHit, strikeT + AFTER_STRIKE_S));
    const long = longer ? railFit(longer, firstT, s.rest, side, gap) : null;
    out.push({ doubt: { reason: 'cushion', confidence: UNSEEN_RAIL_CONFIDENCE, t, ball: h.id, cushion: side.cushion }, off, restOff, long, scale, unseenS: firstT - strikeT });
  }
  return out;
}

/**
 * Where a ball struck from the rest place into the rail `side` (its contact
 * line `gap` mm away) along the mirror of the direction `v` meets that
 * line; null when `v` does not leave that rail, or the way in is not short
 * (SHORT_WAY_MM).
 */
function railHit(v: readonly [number, number], rest: readonly [number, number], side: CushionSide, gap: number): [number, number] | null {
  const away = -side.sign * v[side.axis]!; // the way out's speed share away from this rail
  if (away <= 0 || gap / away >= SHORT_WAY_MM) return null;
  const along = gap / away;
  const inward: [number, number] = side.axis === 0 ? [-v[0], v[1]] : [v[0], -v[1]];
  return [rest[0] + inward[0] * along, rest[1] + inward[1] * along];
}

/** The way out's fit to that rail, by its own direction (null when it does not leave the rail). */
function railFit(way: Piece, firstT: number, rest: readonly [number, number], side: CushionSide, gap: number): RailFit | null {
  const v = unitOrNull([way.x.v, way.y.v]);
  const hit = v ? railHit(v, rest, side, gap) : null;
  if (!v || !hit) return null;
  const o = pieceAt(way, firstT);
  return { off: wide(hit, o, v), restOff: wide(rest, o, v) };
}

/** Distance (mm) from q to the line through o along the unit vector v. */
function wide(q: readonly [number, number], o: readonly [number, number], v: readonly [number, number]): number {
  return Math.abs((q[0] - o[0]) * v[1] - (q[1] - o[1]) * v[0]);
}
