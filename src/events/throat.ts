/**
 * Russian pockets: a ball rattling in a mouth between its two jaws. A
 * corner throat leaves the centre ±3.75 mm of play (±8.75 in a middle one),
 * so a ball slowed in the mouth zigzags from jaw to jaw, touching one every
 * 15-40 ms, before it drops or comes back out. The pieces between touches are
 * a frame or two long: no straight piece to cast (mouths.ts) and no turn of a
 * table axis (cushions.ts) shows them. The coordinate across the mouth does:
 * only the jaws (and the jaw points at the mouth line) turn it there, so a
 * clear reversal of it, with the centre at the reversal near the wall on that
 * side, is a touch of that wall.
 *
 * What the frames cannot show (session 32, development Russian, truth against
 * the frames): a potted ball's chained jaw touches come mostly 11-30 ms apart
 * (median 18), under a frame at 25/30 fps, so the zigzag aliases into a slow
 * drift even in exact positions; two or more touches share one frame
 * interval, or the last shares it with the drop, for 85 of 127 such touches
 * at 30 fps (46 at 60). With one frame between touches the swing is the size
 * of the noise (across the throat, detected minus true σ 1.4-2.1 mm against a
 * true offset of σ 2.4-2.6 mm, ±3.75 of play). Where two frames each side
 * measure the direction, the touch is found (30 fps 9 of 11, 60 fps 11 of
 * 13). No reading here guesses the rest: modelled bounces were tried and lost
 * (docs/tracking-and-events.md "Pocket mouths", session 27 helper F).
 */
import type { CushionEvent } from '../contracts/events.js';
import type { PyramidTable } from '../geometry/tables.js';
import { dot } from '../geometry/vec.js';
import { cushionReach } from '../track/geometry.js';
import type { BallHistory } from './history.js';
import { mouthsOf } from './mouth-walls.js';
import { MIDDLE_SWING_MM, MIDDLE_THROAT_FROM_MM, middleClearance } from './throat-middle.js';
import { lastRattleTouches } from './throat-last.js';
import { toMouth, wallAt } from './mouth-frame.js';

/**
 * Deepest point (mm, before the line between the jaw points) where the
 * across-mouth coordinate is read: a jaw point's reach curves away from the
 * mouth line, and further out a turn may come from the rail, a ball or the
 * jaw point's far side (the ray cast's cases). Raising it reads turns made by
 * other causes as rattles; lowering it loses the first touch of a ball coming
 * in off-line. Range 0-25.
 */
const THROAT_FROM_MM = 15;
/**
 * Smallest move (mm) across the mouth into the reversal and out of it, each
 * side, for a first touch: well over the detector's noise (σ ≈ 1.2-1.5 mm
 * per point, a difference of two points ≈ 2 mm), under a rattle's swing (the
 * 7.5 mm of a corner throat, crossed between touches). Raising it loses
 * first touches; lowering it reads the noise of a ball rolling straight in
 * (hand-made straight pots, σ 1.2 mm, 60 fps: a touch in 6 % at 3 mm, under
 * 1 % at 4 with FIRST_CLEAR_MM). Range 1.5-6.
 */
const SWING_MM = 4;
/**
 * ... or this (mm) within RATTLE_S after a touch of one of the mouth's
 * cushions: a ball that met a jaw goes on rattling, its swing shrinking with
 * each touch (development Russian 60 fps: touches seen after a 2-2.6 mm swing
 * lost at SWING_MM). Range 1.5-SWING_MM, 0.05-0.4.
 */
const RATTLE_SWING_MM = 2, RATTLE_S = 0.15;
/**
 * The centre at the reversal lies this close (mm) to the wall on that side
 * (it is seen at a frame, up to half a frame's travel from the touch, with
 * noise). Raising it takes reversals of a ball centred in a middle throat;
 * lowering it loses touches seen a few mm before or after. Range 1-8.
 */
const WALL_CLEAR_MM = 3;
/**
 * ... for a first touch (see ARRIVAL_SPEED_MM_S): in a corner throat the
 * centre can only be 3.75 mm off the middle, so WALL_CLEAR_MM alone takes any
 * reversal on that side; a first touch must lie closer. With SWING_MM it
 * makes straight pots' noise a touch in under 1 % at 60 fps (σ 1.2 mm,
 * 200-600 mm/s, hand-made paths; 6 % at SWING_MM 3 and WALL_CLEAR_MM).
 * Range 1-WALL_CLEAR_MM.
 */
const FIRST_CLEAR_MM = 2;
/**
 * A first touch (no touch of the mouth's cushions in the RATTLE_S before)
 * needs the ball to come in at this speed (mm/s, its travel over the
 * ARRIVAL_POINTS points before the reversal): a slow ball crossing the mouth
 * spends many frames there, and its noise makes a SWING_MM reversal in one
 * straight slow pot in 4 at 60 fps (σ 1.2 mm, 100 mm/s, hand-made paths);
 * a ball that meets a jaw point first arrives fast enough to reach it off
 * line. Raising it loses first touches of balls slowed in the mouth;
 * lowering it reads slow pots' noise. Range 100-600, 2-6.
 */
const ARRIVAL_SPEED_MM_S = 250, ARRIVAL_POINTS = 3;

/** The ball's travel over the ARRIVAL_POINTS points up to k, per second. */
function arrivalSpeed(h: BallHistory, k: number): number {
  const j = Math.max(0, k - ARRIVAL_POINTS);
  return j === k ? 0 : Math.hypot(h.x[k]! - h.x[j]!, h.y[k]! - h.y[j]!) / (h.t[k]! - h.t[j]!);
}

/** Longest gap (s) between the three points of a reversal (one frame missed at 30 fps). Range 0.03-0.1. */
const POINT_GAP_S = 0.07;
/** Confidence: the wall's push is seen across a frame or two, its time only to within a frame; the referee looks. Range 0.6-0.89. */
export const THROAT_CONFIDENCE = 0.75;

/** Touches of the jaws (and jaw points) read from reversals across the mouth; none already in `known` (same cushion, within a frame). */
export function throatHits(h: BallHistory, table: PyramidTable, known: readonly CushionEvent[] = []): CushionEvent[] {
  const reach = cushionReach(table), out: CushionEvent[] = [];
  for (const m of mouthsOf(table)) {
    const jaws = m.walls.filter((w) => w.kind === 'point');
    const half = Math.hypot(jaws[0]!.a[0] - jaws[1]!.a[0], jaws[0]!.a[1] - jaws[1]!.a[1]) / 2;
    // The cushion on each side of the mouth's across coordinate.
    const sideOf = (s: 1 | -1) => jaws.find((w) => s * toMouth(m, w.a[0], w.a[1]).lat > 0)!.cushion;
    const cushions = new Set(jaws.map((w) => w.cushion));
    const lat = (i: number): number => toMouth(m, h.x[i]!, h.y[i]!).lat;
    // A middle throat is wider: its rattles swing far over the jaws' noise and are read with their own values (throat-middle.ts).
    const middle = m.pocket.startsWith('middle');
    for (let k = 1; k + 1 < h.t.length; k++) {
      const q = toMouth(m, h.x[k]!, h.y[k]!);
      if (q.ax < -(middle ? MIDDLE_THROAT_FROM_MM : THROAT_FROM_MM) || q.ax > m.fallAt - dot(m.centre, m.u) || Math.abs(q.lat) > half) continue;
      if (h.t[k]! - h.t[k - 1]! > POINT_GAP_S || h.t[k + 1]! - h.t[k]! > POINT_GAP_S) continue;
      const s: 1 | -1 = q.lat - lat(k - 1) >= 0 ? 1 : -1;
      // A local extreme across the mouth; the swing into and out of it over up to SWING_POINTS (a touch between frames leaves two points near the wall).
      if (s * (q.lat - lat(k + 1)) <= 0) continue;
      // A touch before the frame leading in (one in the same frame interval cannot have sent the ball across the throat yet).
      const rattling = [...known, ...out].some((e) => e.ball === h.id && cushions.has(e.cushion) && e.t < h.t[k - 1]! && e.t > h.t[k]! - RATTLE_S);
      if (!rattling && arrivalSpeed(h, k) < ARRIVAL_SPEED_MM_S) continue;
      const wall = wallAt(half, reach, q.ax), gap = wall - s * q.lat;
      // Near the jaw, the corner's values; farther from it or deeper, only a middle throat's fast, large swing (throat-middle.ts).
      const wide = q.ax < -THROAT_FROM_MM || gap > (rattling ? WALL_CLEAR_MM : FIRST_CLEAR_MM);
      if (wide && !middle) continue;
      const swing = wide ? MIDDLE_SWING_MM : rattling ? RATTLE_SWING_MM : SWING_MM;
      const a = swingFrom(h, k, -1, s, lat, swing), c = swingFrom(h, k, 1, s, lat, swing);
      if (a === null || c === null) continue;
      const across = Math.max(Math.abs(q.lat - lat(a)) / (h.t[k]! - h.t[a]!), Math.abs(q.lat - lat(c)) / (h.t[c]! - h.t[k]!));
      if (wide && gap > middleClearance(across, (h.t[k + 1]! - h.t[k - 1]!) / 2)) continue;
      const t = touchTime(h.t[a]!, h.t[k]!, h.t[c]!, lat(a), q.lat, lat(c), s * wall);
      const cushion = sideOf(s), frame = (h.t[k + 1]! - h.t[k - 1]!) / 2;
      if (known.some((e) => e.ball === h.id && e.cushion === cushion && Math.abs(e.t - t) < frame)) continue;
      out.push({ t, kind: 'cushion', ball: h.id, cushion, confidence: THROAT_CONFIDENCE });
    }
  }
  // The rattle's last touch, at the frame before the drop: no point after it shows the reversal (throat-last.ts).
  return [...out, ...lastRattleTouches(h, table, [...known, ...out])];
}

/** Points either side of a reversal its swing may be measured over. Range 1-3. */
const SWING_POINTS = 2;

/** The nearest point (up to SWING_POINTS from k, in direction dir, no gap over POINT_GAP_S) at least `swing` back from k's extreme, or null. */
function swingFrom(h: BallHistory, k: number, dir: -1 | 1, s: 1 | -1, lat: (i: number) => number, swing: number): number | null {
  const top = lat(k);
  for (let j = k + dir, n = 1; n <= SWING_POINTS && j >= 0 && j < h.t.length; j += dir, n++) {
    if (Math.abs(h.t[j]! - h.t[j - dir]!) > POINT_GAP_S || s * (lat(j) - top) > 0) return null;
    if (s * (top - lat(j)) >= swing) return j;
  }
  return null;
}

/**
 * When the centre reached the wall at `w` across the mouth: the way in
 * (points a, b) carried on to it and the way out (b, c) traced back to it,
 * averaged, kept between a and c.
 */
function touchTime(ta: number, tb: number, tc: number, a: number, b: number, c: number, w: number): number {
  const vin = (b - a) / (tb - ta), vout = (c - b) / (tc - tb);
  const tIn = ta + (w - a) / vin, tOut = tc - (c - w) / vout;
  return Math.min(tc, Math.max(ta, (tIn + tOut) / 2));
}
