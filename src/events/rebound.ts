/**
 * Cushion hits before a ball's first visible points. A cue ball lying near a
 * rail is hidden under the cue from before the strike until it leaves the
 * follow-through, and at 30 fps a ball hit into a near rail is first seen
 * already coming back: its first cushion (two, in a corner) has no incoming
 * side to fit, so the turn analysis (cushions.ts) cannot see it. The
 * geometry still can. A ball that left its rest place R0 straight has its
 * first visible line pass through R0; when that line passes wide of R0 but,
 * traced back, meets a cushion's contact line at C after the ball left its
 * rest, with R0 → C the mirror image of the line's direction (the angle of
 * incidence, give or take throw and spin), the ball hit that cushion at C,
 * at the time the line reaches it. A corner is the same unfolded twice.
 */
import type { CushionEvent } from '../contracts/events.js';
import type { Vec2 } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import { type CushionSide, inMouth, KNOWN_HIT_S, sides } from './cushions.js';
import { type Piece, fitPiece, pieceAt, rmsOf, speedOf } from './fit.js';
import { type BallHistory, indicesIn } from './history.js';
import { ballNoiseScale } from './cushion-noise.js';
import { pathClear, pathThroughBall } from './hidden-path.js';
import { segmentDistance } from '../geometry/segment.js';
import { distance, sub, unitOrNull } from '../geometry/vec.js';
import type { Start } from './starts.js';
import { LONG_OUT_POINTS, STRAIGHT_TOL_MM, acrossRms, leftStraight } from './straight-start.js';
import { LOOSE_BARS, LOOSE_HIT_CONFIDENCE, othersStarted, type ReboundBars } from './rebound-loose.js';

/**
 * Largest angle (degrees) between the way in (rest place to the contact
 * point) and the mirror image of the way out. Raising it accepts hits with
 * strong throw or side spin, and more wrong cushions; lowering it loses
 * them. Range 5-45.
 */
const MIRROR_TOL_DEG = 25;
/**
 * Below this distance (mm) from the rest place to the contact point the way
 * in has no measurable direction, and a ball struck away from a rail it lay
 * against (curving with side spin) would pass for a rebound: no hit is
 * reported (a ball this close hit into the rail is missed). Range 5-60.
 */
export const SHORT_WAY_MM = 25;
/** A pre-hit point seen on the way in lies within this distance (mm) of the segment rest → contact. Range 5-40. */
const WAY_IN_TOL_MM = 15;
/** The fitted way out is a straight line: rms (mm) at most. Range 2-15. */
const LINE_RMS_MM = 5;
/** Points fitted for the way out (fewer when another hit comes first). Range 2-8. */
const OUT_POINTS = 5;
/** Slowest way out (mm/s) looked at; slower ones are rolls off a rest, not rebounds. Range 50-1000. */
export const MIN_SPEED_MM_S = 300;
/**
 * ... or this slow (mm/s) when no other ball started while this one was
 * unseen: no contact can have bent its way out, so a first line wide of the
 * rest place was turned by a rail. A ball struck softly into a rail a hand's
 * width away leaves it at a third of its speed or less, and the cue hides it
 * until then: development libre 41-80 #67[4] and #47[3] at 30 fps, a white
 * and a yellow first seen leaving at 240-290 mm/s, their first lines 60 mm or
 * more wide of the rest place, were missed at MIN_SPEED_MM_S. With another
 * ball started the bar stays: a cue ball struck while frozen to its object
 * ball leaves along the tangent at under 300 mm/s, its line wide of its rest
 * (events.struck-beside). Lowering it towards a creep's speed lets a nudged
 * ball's short, noisy line claim a rail. Range 100-MIN_SPEED_MM_S.
 */
const ALONE_MIN_SPEED_MM_S = 200;
/**
 * The hit lies at most this long (s) before the first point of the way out:
 * a ball is hidden only near where it lay, and out of the cue's shadow a
 * frame or two after a rebound. Without it a hidden ball's line after a
 * ball contact, traced back far enough, meets some cushion. Range 0.03-0.3.
 */
const MAX_BACK_S = 0.1;
/**
 * ... or up to this long (s) when the ball was unseen from its rest to its
 * first visible point and that unseen path (rest → hits → first point)
 * passes every other ball clear (`pathClear`: no ball contact could bend
 * it). A ball struck straight into a rail comes back under the cue and is
 * hidden until 0.15 s after the strike: development three-cushion at 30 fps,
 * a white 110 mm from the top rail first seen 154 ms after hitting it, and
 * a yellow 129 mm from the right rail 112 ms after. Raising it reaches
 * further back where the unseen path may have met a moved ball; lowering it
 * to MAX_BACK_S gives those hits up. Held-out (measured once, not tuned):
 * +1 found in three-cushion at 60 fps, +1 extra in libre and the cadres at
 * 60 fps (a white struck in the open read as off the right rail, #70006[2]).
 * Range MAX_BACK_S-0.4.
 */
const CLEAR_BACK_S = 0.2;
/**
 * The way out reaching back that far must be this straight (rms, mm): a line
 * whose last point already follows a ball contact passes the rest place a
 * few mm wider and, traced back 0.11 s, met a cushion 300 mm behind a yellow
 * struck in the open (development three-cushion seed 9 stroke 1 at 30 fps:
 * rms 4.1 against 2.1-2.3 for the true rebounds above). Raising it lets bent
 * lines claim far hits; lowering it towards the detector's noise (~2 mm)
 * refuses true ones. Range 1.5-LINE_RMS_MM.
 */
const CLEAR_LINE_RMS_MM = 3;
/**
 * Longest way in (mm) from the rest place to the first hidden hit. The cue
 * hides a struck ball going forward only over the follow-through (a player's
 * 3-25 cm, cue-cover.ts) and the frames until it is next detected (a miss or
 * two more at 30 fps and 4 m/s: 130 mm each); the strip of cue and arm lies
 * behind it. A ball first seen far from where it lay, its line wide of that
 * place, was put down elsewhere by hand and struck from there under the
 * cover (development five-pins under EVAL_CAMERA=cue, session 55: a cue ball
 * placed on its spot 1 350-2 200 mm from where it lay and never seen there,
 * #8[7], #15[2], #15[7], #27[6], #34[6]; their far rails 1 600 mm or more
 * from the old place): a far rail's mirror read a hidden rebound and dated
 * the strike 0.75 s early, and the stroke went unfound. At 400 (the hidden
 * hitter's way, hidden-approach.ts HIDDEN_WAY_MM) a true hidden rail of plain
 * development three-cushion #33[5] at 30 fps was lost (a yellow struck into
 * the bottom rail 107 ms after the strike, its way in past 400 mm). Raising
 * it lets a re-spotted ball's line claim a far rail again; lowering it loses
 * long hidden ways in. Range 400-1500.
 */
const HIDDEN_WAY_IN_MM = 800;
/** The bars a reported-as-found rebound reaching back CLEAR_BACK_S passes. */
const SURE_BARS: ReboundBars = { lineRmsMm: CLEAR_LINE_RMS_MM, mirrorDeg: MIRROR_TOL_DEG };
/** Confidence of a hit seen only through the geometry: below the referee line, counted in the figures. Ranges 0.5-0.89. */
const ONE_HIT_CONFIDENCE = 0.85, CORNER_CONFIDENCE = 0.75;

export interface Rebound { events: CushionEvent[]; start: Start }

/**
 * The hidden cushion hits of each start (none when its first points trace
 * straight back to its rest), and the start corrected: its time from the
 * way in, its direction R0 → first contact. `known`: cushion events already
 * found (a hit found by its turn is not reported twice).
 */
export function hiddenRebounds(hs: readonly BallHistory[], starts: readonly Start[], table: TableModel, known: readonly CushionEvent[]): Rebound[] {
  const out: Rebound[] = [];
  for (const s of starts) {
    const h = hs.find((q) => q.id === s.id);
    if (!h) continue;
    const r = reboundOf(h, s, table, known.filter((e) => e.ball === s.id), hs.filter((q) => q.id !== s.id));
    if (r) out.push(r);
  }
  return out;
}

function reboundOf(h: BallHistory, s: Start, table: TableModel, known: readonly CushionEvent[], others: readonly BallHistory[]): Rebound | null {
  const k1 = h.t.findIndex((t) => t >= s.departT);
  if (k1 < 0) return null;
  // A first point still at the rest place lies on any line the way out makes: the next one is the pre-hit point (`atRest`).
  const k0 = atRest(h, k1, s.rest) ? k1 + 1 : k1;
  if (k0 >= h.t.length) return null;
  const lines = sides(table);
  for (const pre of k0 > k1 ? [1] : [0, 1]) {
    const way = wayOut(h, k0 + pre, known, others, table.ballRadius) ?? (pre === 0 ? twoBeforeMeeting(h, k0, known, others, table.ballRadius) : null);
    const slowest = othersStarted(others, s.lastRestT, h.t[k0 + pre]!) ? MIN_SPEED_MM_S : ALONE_MIN_SPEED_MM_S;
    if (!way || speedOf(way) < slowest) continue;
    // Traced back far, the short way out misses the rest place by its own error; the longest straight line of those points does not (straight-start.ts).
    const longWay = pre === 0 ? longWayOut(h, k0, known, others, table.ballRadius) : null;
    if (pre === 0 && leftStraight(s.rest, way, longWay, STRAIGHT_TOL_MM * ballNoiseScale(h))) return null;
    const prevT = Math.max(pre === 0 ? s.lastRestT : h.t[k0]!, h.t[k0 + pre]! - MAX_BACK_S);
    const p: [number, number] | null = pre === 1 ? [h.x[k0]!, h.y[k0]!] : null;
    const firstT = h.t[k0 + pre]!;
    const sure = unfold(way, s, p, prevT, firstT, lines, table) ?? (pre === 0 ? clearUnfold(way, s, firstT, lines, table, others) : cornerAround(way, s, p!, h.t[k0]!, prevT, firstT, lines, table));
    // Else, on the first points only, the loose reading (rebound-loose.ts): a hit the referee looks at.
    const found = sure ?? (pre === 0 && !othersStarted(others, s.lastRestT, firstT) ? clearUnfold(way, s, firstT, lines, table, others, LOOSE_BARS) : null);
    if (!found) continue;
    // The cue hides a ball's way in only near its rest: a farther rail is no hidden rebound (its first line came from elsewhere).
    if (distance(found.hits[0]!.at, s.rest) > HIDDEN_WAY_IN_MM) return null;
    // Two points cannot place a rail far behind them: read as a straight start, as leftStraight would.
    if (pre === 0 && beyondTwoPoints(h, way, found.hits, firstT)) return null;
    const confidence = !sure ? LOOSE_HIT_CONFIDENCE : found.hits.length > 1 ? CORNER_CONFIDENCE : ONE_HIT_CONFIDENCE;
    const first = found.hits[0]!;
    const t = p ? h.t[k0]! - distance(p, s.rest) / found.speed : first.t - distance(first.at, s.rest) / found.speed;
    const start = (dir: [number, number] | null): Start => ({ ...s, t: Math.max(s.lastRestT, Math.min(t, first.t)), dir: dir ?? s.dir, speed: found.speed });
    // The way in to the hits cannot run through a ball lying there: the line traced back is that ball's contact's way out, and
    // the ball went straight at it unseen (pathThroughBall): no hit, the start aimed at that ball (its departure seen is after the contact).
    const through = pathThroughBall([s.rest, ...found.hits.map((hit) => hit.at)], others, s.lastRestT, found.hits[found.hits.length - 1]!.t, table.ballRadius);
    if (through) return { events: [], start: start(unitOrNull(sub(through, s.rest))) };
    const events = found.hits
      .filter((hit) => !known.some((e) => e.cushion === hit.side.cushion && Math.abs(e.t - hit.t) < KNOWN_HIT_S))
      .map((hit): CushionEvent => ({ t: hit.t, kind: 'cushion', ball: h.id, cushion: hit.side.cushion, confidence }));
    if (events.length === 0) return null;
    // A start caught at its rest place (k0 > k1) was seen leaving: its time and direction stand (the causes read them).
    return { events, start: k0 > k1 ? s : start(unitOrNull(sub(first.at, s.rest))) };
  }
  return null;
}

/**
 * Fewest points a way out may be cut to when its OUT_POINTS do not make a
 * straight line: a ball contact a few frames after the rebound bends it (a
 * cue ball struck hard into a rail 170 mm away and back into the object ball
 * 90 ms later, at 30 fps: its first cushion missed, a confidently wrong
 * three-cushion "no point" on development seed 16). Lowering it to 2 lets
 * two noisy points make any line; raising it to OUT_POINTS gives up on such
 * strokes. Range 2-8.
 */
const MIN_OUT_POINTS = 3;

/**
 * A way out of only two points (`wayOut` cut by a ball met, MIN_OUT_POINTS
 * notwithstanding) reads a hidden rail at most this many of its spans (the
 * two points' distance apart) behind its first point. Two points fit a line
 * of rms 0 whatever their noise, so neither LINE_RMS_MM nor
 * CLEAR_LINE_RMS_MM can judge it, and traced back several spans its
 * direction error decides where, and whether, it meets a rail. Development
 * carom 1-80 (dev A/B): the two false rails read so lay 4.35 and 11 spans
 * back (five-pins #27[2] at 30 fps, a white struck hidden towards the yellow
 * and seen twice before meeting it, its right rail 348 mm behind at 0.85;
 * #57[3] at 60 fps, a yellow, its left rail 504 mm behind), each dating the
 * strike 180-250 ms early; every other two-point reading of the A/B
 * blocks lies 0.06-2.4 spans back, true ones among them (three-cushion
 * #49[6] at 60 fps 100 mm / 65, #54[5] at 30 fps 165 / 69; five-pins 81-120
 * #94[3] at 60 fps 54 / 27: balls lying near the rail they were struck
 * into; the largest, 2.43, a yellow of five-pins 41-80 at 66.28 s). A session 41 bar on the points alone (three at least) lost
 * #49[6]; one on the rest place's miss grown with its lever lost #54[5] and
 * #94[3] (their lines pass near their rest places, as a near rail's rebound
 * does).
 * Raising it lets two noisy points claim far rails again; lowering it
 * towards 2.4 loses the near ones. Range 2.5-4.
 */
const TWO_POINT_REACH = 3;

/** The way out is two points only, and its last hit lies more than TWO_POINT_REACH of their spans behind the first of them. */
function beyondTwoPoints(h: BallHistory, way: Piece, hits: readonly Hit[], firstT: number): boolean {
  if (indicesIn(h, way.from, way.to).length !== 2) return false;
  const span = speedOf(way) * (way.to - way.from);
  return distance(hits[hits.length - 1]!.at, pieceAt(way, firstT)) > TWO_POINT_REACH * span;
}

/**
 * A point of the way out within this distance (mm) beyond 2R of another
 * ball, seen in the same frame, lies at a ball contact: the way out ends
 * before it, two points then making the line. Its speed changed there, so
 * with it the first three points bend past LINE_RMS_MM (development
 * three-cushion #51 stroke 1 at 25 fps: a white struck under the cue into
 * the left rail, seen twice before it met the yellow 100 ms after the rail,
 * its third point 4 ms after that contact; the rail was missed, a
 * confidently wrong "no point"). Raising it cuts ways out that merely pass
 * a ball to two points (noisier directions); lowering it keeps the bent
 * point and loses such rails. Range 0-30.
 */
export const MEET_CUT_MM = 15;

/**
 * The straight line of the first points from k on (`points`, OUT_POINTS unless asked, down to MIN_OUT_POINTS when more bend;
 * none past a known hit, nor from a ball meeting on), or null when they do not make one. `acrossBar` (mm): the points are
 * straight when their rms, or their rms across the line alone (straight-start.ts `acrossRms`), is within it, instead of
 * rmsOf within LINE_RMS_MM.
 */
export function wayOut(h: BallHistory, k: number, known: readonly CushionEvent[], others: readonly BallHistory[] = [], R = 0, points = OUT_POINTS, acrossBar?: number): Piece | null {
  const nextHit = Math.min(Infinity, ...known.filter((e) => e.t > h.t[k]!).map((e) => e.t));
  const idx: number[] = [];
  for (let i = k; i < h.t.length && idx.length < points && h.t[i]! < nextHit && !(idx.length >= 2 && meets(h, i, others, R)); i++) idx.push(i);
  for (let n = idx.length; n >= Math.min(MIN_OUT_POINTS, idx.length) && n >= 2; n--) {
    const use = idx.slice(0, n);
    const piece = fitPiece(use.map((i) => h.t[i]!), use.map((i) => h.x[i]!), use.map((i) => h.y[i]!));
    const straight = acrossBar === undefined ? rmsOf(piece) <= LINE_RMS_MM : Math.min(rmsOf(piece), acrossRms(piece, use.map((i): Vec2 => [h.x[i]!, h.y[i]!]))) <= acrossBar;
    if (straight) return piece;
  }
  return null;
}

/**
 * The way out of a struck ball first seen after its hidden rail, when its
 * first points make no straight line because the second of them already
 * lies at a ball contact (`meets`): the first two points, the contact having
 * come between the second and the third. `wayOut` cuts at a meeting only
 * from the third point on, so a meeting at the second went unseen and the
 * third point, on the contact's way out, bent every line (development
 * three-cushion #16[2] at 30 fps under EVAL_CAMERA=cue: a yellow struck into
 * the right rail under a long follow-through, seen twice on its way back,
 * the second time 4 ms before it met the white; its rail was lost and
 * "no point" called with confidence 1). Asked only where `wayOut` found no
 * line; null when there is no third point or the second is not at a ball.
 * Two points fit any line: `beyondTwoPoints` still bounds how far back they
 * may place a rail. Only for a way out from the ball's first point off rest:
 * from a pre-hit point on, the start read from the way in moved a seen
 * contact (development three-cushion #21[7] at 30 fps under `cue`, a red's
 * bottom rail read again at 0.85: its first contact with the white lost).
 */
function twoBeforeMeeting(h: BallHistory, k: number, known: readonly CushionEvent[], others: readonly BallHistory[], R: number): Piece | null {
  const nextHit = Math.min(Infinity, ...known.filter((e) => e.t > h.t[k]!).map((e) => e.t));
  const idx = [k, k + 1, k + 2].filter((i) => i < h.t.length && h.t[i]! < nextHit);
  if (idx.length < MIN_OUT_POINTS || !meets(h, idx[1]!, others, R)) return null;
  const use = idx.slice(0, 2);
  return fitPiece(use.map((i) => h.t[i]!), use.map((i) => h.x[i]!), use.map((i) => h.y[i]!));
}

/** The long way out from point k (straight-start.ts): up to LONG_OUT_POINTS points, straight across within LINE_RMS_MM (times the ball's noise scale). */
export function longWayOut(h: BallHistory, k: number, known: readonly CushionEvent[], others: readonly BallHistory[], R: number): Piece | null {
  return wayOut(h, k, known, others, R, LONG_OUT_POINTS, LINE_RMS_MM * ballNoiseScale(h));
}

/** Point i of h lies within 2R + MEET_CUT_MM of another ball seen at the same instant. */
function meets(h: BallHistory, i: number, others: readonly BallHistory[], R: number): boolean {
  return others.some((o) => {
    const j = o.t.indexOf(h.t[i]!);
    return j >= 0 && Math.hypot(o.x[j]! - h.x[i]!, o.y[j]! - h.y[i]!) <= 2 * R + MEET_CUT_MM;
  });
}

/**
 * A first point off rest within this distance (mm) of the rest place was
 * caught right at the start (the struck ball a fraction of a ms after its
 * contact): any way out fitted through it passes the rest place, so the
 * straight-start test (`leftStraight`) always says "left straight", and the
 * point after it may still be on the way in. Such a start is read as pre = 1
 * one point on: its second point is the pre-hit point, its way out from the
 * third (its first points' readings, pre = 0, are not tried; its seen time
 * and direction stand):
 * development three-cushion 81-120 #85[7] at 60 fps, a white 10 mm off the
 * top rail struck by the yellow along it, first seen 2.8 mm off rest 0.2 ms
 * after the contact, then 4.6 mm short of the rail 6 ms before grazing it at
 * 7°: its rail was missed. Raising it reads true first points of the way out
 * as pre-hit points (their line then meets no rail: nothing found); lowering
 * it to the camera's noise gives such starts up. Range 2.5-10.
 */
const AT_REST_MM = 5;

/** Point k of h lies within AT_REST_MM of the rest place. */
function atRest(h: BallHistory, k: number, rest: Vec2): boolean {
  return distance([h.x[k]!, h.y[k]!], rest) <= AT_REST_MM;
}

interface Hit { side: CushionSide; t: number; at: [number, number] }

/** `unfold` reaching back CLEAR_BACK_S, kept only when the whole unseen path passes the other balls clear. */
function clearUnfold(way: Piece, s: Start, firstT: number, lines: readonly CushionSide[], table: TableModel, others: readonly BallHistory[], bars: ReboundBars = SURE_BARS): { hits: Hit[]; speed: number } | null {
  const found = rmsOf(way) <= bars.lineRmsMm ? unfold(way, s, null, Math.max(s.lastRestT, firstT - CLEAR_BACK_S), firstT, lines, table, bars.mirrorDeg) : null;
  if (!found) return null;
  const path = [s.rest, ...found.hits.map((hit) => hit.at), pieceAt(way, firstT)];
  return pathClear(path, others, s.lastRestT, firstT, table.ballRadius) ? found : null;
}

/**
 * Trace the way out back to the last contact line it crossed after prevT and
 * before `firstT`; accept it when the way in from the rest place (through
 * the pre-hit point, if any) mirrors it; else unfold once more (a corner).
 */
function unfold(way: Piece, s: Start, p: [number, number] | null, prevT: number, firstT: number, lines: readonly CushionSide[], table: TableModel, mirrorDeg = MIRROR_TOL_DEG): { hits: Hit[]; speed: number } | null {
  const speed = speedOf(way);
  const o = pieceAt(way, firstT);
  const v: [number, number] = [way.x.v, way.y.v];
  const last = crossing(o, v, firstT, prevT, lines, table);
  if (!last) return null;
  if (waysIn(s.rest, p, last, v, mirrorDeg)) return { hits: [last], speed };
  // Mirror the way out in the last cushion and trace it back again: a corner's first cushion.
  const w: [number, number] = last.side.axis === 0 ? [-v[0], v[1]] : [v[0], -v[1]];
  const before = crossing(last.at, w, last.t, prevT, lines, table, 1 - last.side.axis);
  if (!before || !waysIn(s.rest, p, before, w, mirrorDeg)) return null;
  return { hits: [before, last], speed };
}

/**
 * A corner whose first cushion came before the ball's first visible point
 * `p` (time tp) and its second after it: under the cue it hit the first,
 * was seen once on its way to the second, and hit that one unseen (a
 * dropped frame, or between frames). The way out traced back meets the
 * second cushion; its mirror image must pass through p (the way in to it);
 * traced back from p, that way in meets the first cushion after the ball
 * left its rest, and the rest → first cushion mirrors it. Both hits, or
 * neither: the ball comes out of a corner only off both (development
 * one-cushion #27 stroke 6 under EVAL_CAMERA=hall, 60 fps: a yellow struck
 * under the cue into the bottom and left rails 37 ms apart, seen once
 * between them, the frame of the left hit dropped; both hits missed, a
 * confidently wrong verdict).
 */
function cornerAround(way: Piece, s: Start, p: [number, number], tp: number, prevT: number, firstT: number, lines: readonly CushionSide[], table: TableModel): { hits: Hit[]; speed: number } | null {
  const speed = speedOf(way);
  const v: [number, number] = [way.x.v, way.y.v];
  const last = crossing(pieceAt(way, firstT), v, firstT, prevT, lines, table);
  if (!last) return null;
  const w: [number, number] = last.side.axis === 0 ? [-v[0], v[1]] : [v[0], -v[1]];
  const wu = unitOrNull(w);
  // p lies on the way in to the second hit: within WAY_IN_TOL_MM of the line through it along w, before it.
  if (!wu || Math.abs((p[0] - last.at[0]) * wu[1] - (p[1] - last.at[1]) * wu[0]) > WAY_IN_TOL_MM || (last.at[0] - p[0]) * wu[0] + (last.at[1] - p[1]) * wu[1] <= 0) return null;
  const first = crossing(p, w, tp, Math.max(s.lastRestT, tp - MAX_BACK_S), lines, table, 1 - last.side.axis);
  if (!first || !waysIn(s.rest, null, first, w)) return null;
  return { hits: [first, last], speed };
}

/**
 * A frame may catch the ball on the cushion itself: its first point then
 * lies on the contact line and the way out, traced back, crosses it up to a
 * few mm (the noise of the point, the ball pressed into the rubber) after
 * that point. Crossings this far (mm of travel along the normal) after the
 * first point, or before the last point allowed, are kept, timed at that
 * point (at 25 fps a yellow seen at the rail and twice going out, development
 * three-cushion seed 16 stroke 2, crossed 7 mm past it). Raising it lets a
 * way out that never reached the rail claim it; lowering it loses hits caught
 * on the frame. Range 0-20.
 */
const CROSS_SLACK_MM = 10;

/** The contact line (of `axis`, when given) a ball at `o` (time t1, velocity v) crossed last going back to t0: the latest crossing inside the table. */
function crossing(o: [number, number], v: [number, number], t1: number, t0: number, lines: readonly CushionSide[], table: TableModel, axis?: number): Hit | null {
  let best: Hit | null = null;
  for (const side of lines) {
    if (axis !== undefined && side.axis !== axis) continue;
    const u = side.sign * o[side.axis], du = side.sign * v[side.axis];
    if (du >= 0) continue; // moving towards this cushion: it did not just leave it
    const tLine = t1 + (side.line - u) / du, slack = CROSS_SLACK_MM / -du;
    if (tLine > t1 + slack || tLine < t0 - slack) continue;
    const at: [number, number] = [o[0] + v[0] * (tLine - t1), o[1] + v[1] * (tLine - t1)];
    const t = Math.min(t1, Math.max(t0, tLine));
    const other = lines.find((l) => l.axis !== side.axis)!;
    if (Math.abs(at[1 - side.axis]!) > other.line + 1 || inMouth(table, side, at[1 - side.axis]!)) continue;
    if (!best || t > best.t) best = { side, t, at };
  }
  return best;
}

/** The way in, rest → (pre-hit point) → hit, mirrors the way out within MIRROR_TOL_DEG. */
function waysIn(rest: [number, number], p: [number, number] | null, hit: Hit, vOut: [number, number], mirrorDeg = MIRROR_TOL_DEG): boolean {
  if (p && segmentDistance(p, rest, hit.at) > WAY_IN_TOL_MM) return false;
  const vin = unitOrNull(sub(hit.at, rest));
  if (!vin || distance(hit.at, rest) < SHORT_WAY_MM) return false;
  const m = unitOrNull(hit.side.axis === 0 ? [-vOut[0], vOut[1]] : [vOut[0], -vOut[1]])!;
  return vin[0] * m[0] + vin[1] * m[1] >= Math.cos((mirrorDeg * Math.PI) / 180);
}
