/**
 * A ball lying a few mm off a rail, struck along a line of centres with a
 * share into that rail, touches it within a few ms (Russian: balls come to
 * rest against the rails all the time). Its first points are already the
 * way off the rail: they run along it or away, so the turn analysis
 * (cushions.ts) has no way in to fit. Its cause was found straight on the
 * departure (causes.ts: the hitter lies near enough to the implied contact
 * point, so no mirror was tried), or through a mirror whose share into the
 * rail lay under `reflectedHits`' INTO_RAIL_MIN (rebound.ts: 0.15, where
 * the line is the departure mirrored and known to a few degrees); either
 * way no touch was read. The hitter's own way in says where it met the ball: the
 * line of centres there points into the rail while the ball's departure
 * does not, and the ball, a few mm from the rail, could not go that way
 * without touching it. Pyramid tables only (carom rows not measured).
 * Development Russian 30 fps 1-40: cushions [1319,21,70] → [1320,21,69]
 * (#27[5]); 201-240 identical. Left: the same class hit by a cue ball just
 * out from under the cue (#30[4], #39[7]: one point of way in, no line).
 */
import type { CushionEvent } from '../contracts/events.js';
import type { TableModel } from '../geometry/tables.js';
import type { Cause } from './causes.js';
import { inMouth, KNOWN_HIT_S, sides } from './cushions.js';
import { fitPiece, pieceAt, rmsOf } from './fit.js';
import type { BallHistory } from './history.js';

/**
 * Farthest (mm) from a cushion's contact line a struck ball may lie for the
 * rule to read a touch from its line of centres alone. Development Russian
 * 30 fps 1-40: the misses lay 2.0-4.2 mm off the line (a ball at rest
 * against a rail reads 0.5-1.5 mm short of it); farther out a ball sent in
 * at a shallow share travels far enough to be seen going in, and the turn
 * analysis reads it. Raising it reaches balls whose way in the frames show
 * (and whose direction is then less sure); lowering it under a rail rest's
 * noise loses the class. Range 2-15.
 */
export const START_GRAZE_GAP_MM = 6;
/**
 * Smallest share of the line of centres into the rail (cosine with its
 * inward normal) read as a push into it: the line is known to ~1-2° from
 * the hitter's fitted way in (0.02-0.035). Development: the misses had
 * 0.11-0.28 (a glancing hit along the rail) up to 0.96. Raising it misses
 * the shallow ones; lowering it towards the line's error reads a ball sent
 * along the rail as a touch. Range 0.03-0.3.
 */
export const START_GRAZE_INTO_MIN = 0.08;
/**
 * Largest share of the ball's measured departure into the rail, as a part of
 * the line of centres' share: the rail reverses the normal motion (the
 * ball leaves it at about −0.6 of the share it came in with), so a touched
 * ball departs along the rail or away; one that kept at least this part of
 * the push into the rail did not touch it yet (the turn analysis sees that
 * touch). Raising it reads touches off departures still heading in;
 * lowering it below 0 loses grazes whose reversed share is within the
 * departure's noise. Range −0.5-0.8.
 */
export const START_GRAZE_KEPT_MAX = 0.4;
/** Points of the hitter's way in fitted (the last ones before the struck ball's last point at rest), and how far back (s). Ranges 2-8, 0.05-0.3. */
const WAY_IN_POINTS = 5, WAY_IN_S = 0.15;
/** The way in must be a straight line (rms, mm) and moving (mm/s). Ranges 1-10, 20-500. */
const WAY_IN_RMS_MM = 4, WAY_IN_MIN_SPEED = 50;
/** Confidence: the touch follows from geometry read to a degree or two, between frames; under the referee line, counted as found. Range 0.5-0.89. */
export const START_GRAZE_CONFIDENCE = 0.7;

/** The hitter's place where its way in first comes 2R from `rest` (the line of centres runs from it to `rest`), or null. */
export function meetingPlace(h: BallHistory, before: number, rest: [number, number], R: number): [number, number] | null {
  const idx: number[] = [];
  for (let k = h.t.length - 1; k >= 0 && idx.length < WAY_IN_POINTS; k--) if (h.t[k]! <= before && h.t[k]! >= before - WAY_IN_S) idx.unshift(k);
  if (idx.length < 2) return null;
  const p = fitPiece(idx.map((k) => h.t[k]!), idx.map((k) => h.x[k]!), idx.map((k) => h.y[k]!));
  const v: [number, number] = [p.x.v, p.y.v], sp = Math.hypot(v[0], v[1]);
  if (sp < WAY_IN_MIN_SPEED || rmsOf(p) > WAY_IN_RMS_MM) return null;
  // |q + v·s − rest| = 2R for the first s, q the fit at its last point.
  const q = pieceAt(p, h.t[idx[idx.length - 1]!]!), d = [q[0] - rest[0], q[1] - rest[1]];
  const a = sp * sp, b = 2 * (d[0]! * v[0] + d[1]! * v[1]), c = d[0]! * d[0]! + d[1]! * d[1]! - 4 * R * R;
  const disc = b * b - 4 * a * c;
  if (disc < 0) return null;
  const s = (-b - Math.sqrt(disc)) / (2 * a);
  return [q[0] + v[0] * s, q[1] + v[1] * s];
}

/** Touches of a rail by struck balls lying within START_GRAZE_GAP_MM of it, read from the hitter's line of centres; `known`: cushion events found. */
export function startGrazes(found: readonly Cause[], hs: readonly BallHistory[], table: TableModel, known: readonly CushionEvent[]): CushionEvent[] {
  const out: CushionEvent[] = [];
  if (table.kind !== 'pyramid') return out;
  const R = table.ballRadius;
  for (const c of found) {
    const s = c.start, hitter = c.by ? hs.find((h) => h.id === c.by) : undefined;
    if (!hitter || c.hiddenHitter || c.relay) continue;
    const at = meetingPlace(hitter, s.lastRestT, s.rest, R);
    if (!at) continue;
    const l = Math.hypot(s.rest[0] - at[0], s.rest[1] - at[1]) || 1, n = [(s.rest[0] - at[0]) / l, (s.rest[1] - at[1]) / l];
    for (const side of sides(table)) {
      const gap = side.line - side.sign * s.rest[side.axis], into = side.sign * n[side.axis]!, kept = side.sign * s.dir[side.axis];
      if (gap > START_GRAZE_GAP_MM || into < START_GRAZE_INTO_MIN || kept > START_GRAZE_KEPT_MAX * into) continue;
      if (inMouth(table, side, s.rest[1 - side.axis]!)) continue;
      const tc = c.t ?? s.t;
      if ([...known, ...out].some((e) => e.ball === s.id && e.cushion === side.cushion && Math.abs(e.t - tc) < KNOWN_HIT_S)) continue;
      const t = Math.min(tc + Math.max(0, gap) / Math.max(s.speed * into, 1), Math.max(s.departT, tc));
      out.push({ t, kind: 'cushion', ball: s.id, cushion: side.cushion, confidence: START_GRAZE_CONFIDENCE });
    }
  }
  return out;
}
