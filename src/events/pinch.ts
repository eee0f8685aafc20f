/**
 * Rail touches beside a ball contact that fall between frames (issue 6:
 * "contacts that happen between frames"). A ball X driven into a rail with
 * a ball Y lying near it is pinched: it touches the rail, meets Y a few ms
 * later, and Y's push sends it back into the rail (rail, ball, rail within
 * 20-40 ms). At 30 fps the turn analysis (cushions.ts) sees one turn where
 * there were two touches, and the three-cushion count is one short.
 *
 * The contact itself pins X down: Y left its rest along the line of
 * centres, so X was at P = rest(Y) − 2R·û at the contact (starts.ts). A
 * ball moves straight between touches, so
 * - **rail before the contact**: when X's straight way in does not pass
 *   through P (it passes Y clear and crosses a contact line first), and the
 *   leg from that crossing H to P mirrors the way in, X touched that rail at
 *   H before it met Y;
 * - **rail after the contact**: when X's straight way out, traced back,
 *   does not come from P but crosses a contact line after the contact, and
 *   the leg P → H mirrors the way out, X touched that rail after it met Y.
 * A turn already found on that side of the contact is not reported again.
 */
import type { CushionEvent } from '../contracts/events.js';
import type { TableModel } from '../geometry/tables.js';
import { type CushionSide, inMouth, KNOWN_HIT_S, sides, gapToLine } from './cushions.js';
import { type Piece, fitPiece, pieceAt, rmsOf, speedOf } from './fit.js';
import type { BallHistory } from './history.js';
import { segmentDistance } from '../geometry/segment.js';
import { sub, unitOrNull } from '../geometry/vec.js';
import type { Cause } from './causes.js';

/**
 * Least distance (mm) between P, where the hitter was at the contact, and
 * its straight way in (or out): closer, the straight way explains the
 * contact with no rail between. Development three-cushion at 30 fps: the
 * pinched balls' P lay 20-28 mm off their straight ways. Raising it gives
 * up pinches whose rail hit is near the contact; lowering it towards the
 * noise of P (the object ball's departure direction over a few points, a
 * few degrees: ~5 mm at 2R) lets a straight way with a noisy P claim a
 * rail. Range 5-30.
 */
export const OFF_LINE_MM = 10;
/**
 * Largest angle (degrees) between the leg H ↔ P and the mirror image of the
 * straight way in the rail: the angle of incidence, flattened by the rail's
 * restitution and bent by spin. Raising it accepts a rail the ball never
 * went near; lowering it loses steep hits (a ball in at 45° comes out at
 * ~27° with restitution 0.5). Range 10-45.
 */
export const PINCH_MIRROR_TOL_DEG = 30;
/** Points of the straight way in (or out) fitted, fewest and most, and its rms (mm) at most. Ranges 2-5, 3-8, 2-10. */
const MIN_POINTS = 3, MAX_POINTS = 5, LINE_RMS_MM = 5;
/** The way in (out) ends (begins) within this long (s) of the contact: a ball hidden longer may have met anything. Range 0.05-0.3. */
const NEAR_CONTACT_S = 0.12;
/** Slowest hitter (mm/s) looked at: a slow ball pressed against a rail settles there, its touches are `settled` (cushions.ts). Range 100-1000. */
const MIN_SPEED_MM_S = 300;
/**
 * Confidence of a rail touch inferred from a pinch: the touch follows from
 * geometry (a straight ball cannot reach P otherwise), its time from a line
 * traced through noisy points, and the contact point from the object ball's
 * first few points. Under the referee line: a call that rests on it is
 * looked at. Development three-cushion, 80 matches: cushions 3102/11/47 →
 * 3105/11/44 at 30 fps (verdicts 98.59 → 99.06 %, flagged unchanged),
 * 3093/8/56 → 3094/8/55 at 25. Range 0.5-0.89.
 */
export const PINCH_CONFIDENCE = 0.75;

/**
 * A contact found from a start, seen from its hitter X: X (a visible ball:
 * the cause's, or with no hitter on the departure line the nearest ball,
 * `weak`, whose way may have turned at the rail), the contact time, the line
 * of centres and the contact point, from the object ball's own departure
 * (not a mirrored one, nor the time a mirror gave: a pinch's object ball
 * leaves clear). Null when X is unknown or hidden, and when the cause was
 * found only through a mirror (`reflected`, causes.ts): Y lay by a rail and
 * its first points are its rebound off it, so its departure is not the line
 * of centres and P, cast back along it, lands on the wrong side of Y: by
 * Y's rail, where X never was (development libre #8 stroke 5 at 30 fps: the
 * yellow 30 mm off the right rail, hit into it by the white; P read on the
 * right rail's line, 84 mm from the white, and the white's way out off the
 * second meeting "mirrored" a right-rail touch it never made, a 0.75 extra).
 */
export function contactOf(c: Cause, hs: readonly BallHistory[], R: number): { x: BallHistory; tc: number; n: [number, number]; p: [number, number] } | null {
  const by = c.by ?? c.weak?.by;
  const x = by ? hs.find((h) => h.id === by) : undefined;
  if (!x || c.hiddenHitter || c.weak?.hiddenHitter || c.reflected || c.weak?.reflected) return null;
  const tc = c.start.t, n = c.start.dir;
  return { x, tc, n, p: [c.start.rest[0] - 2 * R * n[0], c.start.rest[1] - 2 * R * n[1]] };
}

/** The rail touches beside each contact found from a start (a visible hitter X, the started ball Y), not already in `known`. */
export function pinchHits(found: readonly Cause[], hs: readonly BallHistory[], table: TableModel, known: readonly CushionEvent[]): CushionEvent[] {
  const out: CushionEvent[] = [];
  const R = table.ballRadius, lines = sides(table);
  for (const c of found) {
    const at = contactOf(c, hs, R);
    if (!at) continue;
    const { x, tc, p } = at;
    const mine = known.filter((e) => e.ball === x.id);
    const before = wayIn(x, tc, mine), after = wayOut(x, tc, mine);
    const hits = [
      ...(before ? railBefore(before, p, c.start.rest, tc, R, lines, table) : []),
      ...(after ? railAfter(after, p, tc, lines, table) : []),
    ];
    for (const hit of hits) {
      const sameSide = (e: CushionEvent): boolean => (hit.t < tc ? e.t < tc && e.t > hit.t - KNOWN_HIT_S : e.t > tc && e.t < hit.t + KNOWN_HIT_S);
      if (mine.some((e) => e.cushion === hit.side.cushion && sameSide(e))) continue;
      if (out.some((e) => e.ball === x.id && e.cushion === hit.side.cushion && Math.abs(e.t - hit.t) < KNOWN_HIT_S)) continue;
      out.push({ t: hit.t, kind: 'cushion', ball: x.id, cushion: hit.side.cushion, confidence: PINCH_CONFIDENCE });
    }
  }
  return out;
}

interface Hit { side: CushionSide; t: number; at: [number, number] }

/** X's straight way in: its last points before tc (after its last known hit), or null. */
export function wayIn(h: BallHistory, tc: number, known: readonly CushionEvent[]): Piece | null {
  const lastHit = Math.max(-Infinity, ...known.filter((e) => e.t < tc).map((e) => e.t));
  const idx = h.t.flatMap((t, k) => (t < tc && t > lastHit && t > tc - 0.5 ? [k] : [])).slice(-MAX_POINTS);
  if (idx.length === 0 || tc - h.t[idx[idx.length - 1]!]! > NEAR_CONTACT_S) return null;
  return straight(h, idx, (n) => idx.slice(-n));
}

/** X's straight way out: its first points after tc (before its next known hit), or null. */
function wayOut(h: BallHistory, tc: number, known: readonly CushionEvent[]): Piece | null {
  const nextHit = Math.min(Infinity, ...known.filter((e) => e.t > tc).map((e) => e.t));
  const idx = h.t.flatMap((t, k) => (t > tc && t < nextHit && t < tc + 0.5 ? [k] : [])).slice(0, MAX_POINTS);
  if (idx.length === 0 || h.t[idx[0]!]! - tc > NEAR_CONTACT_S) return null;
  return straight(h, idx, (n) => idx.slice(0, n));
}

/** The longest run of the points (down to MIN_POINTS, nearest the contact kept) that makes a straight, fast line. */
function straight(h: BallHistory, idx: readonly number[], take: (n: number) => number[]): Piece | null {
  for (let n = idx.length; n >= MIN_POINTS; n--) {
    const use = take(n);
    const piece = fitPiece(use.map((k) => h.t[k]!), use.map((k) => h.x[k]!), use.map((k) => h.y[k]!));
    if (rmsOf(piece) <= LINE_RMS_MM) return speedOf(piece) >= MIN_SPEED_MM_S ? piece : null;
  }
  return null;
}

/** The rail the way in crossed before tc, clear of Y, when the leg from there to P mirrors it. */
function railBefore(way: Piece, p: [number, number], rest: [number, number], tc: number, R: number, lines: readonly CushionSide[], table: TableModel): Hit[] {
  const v: [number, number] = [way.x.v, way.y.v], o = pieceAt(way, way.to);
  if (lineDistance(p, o, v) < OFF_LINE_MM) return [];
  const hit = crossingAhead(o, v, way.to, tc, lines, table);
  if (!hit || segmentDistance(rest, o, hit.at) < 2 * R) return [];
  return mirrors(v, sub(p, hit.at), hit.side) ? [hit] : [];
}

/** The rail the way out, traced back, crossed after tc, when the leg from P to there mirrors it. */
function railAfter(way: Piece, p: [number, number], tc: number, lines: readonly CushionSide[], table: TableModel): Hit[] {
  const v: [number, number] = [way.x.v, way.y.v], o = pieceAt(way, way.from);
  if (lineDistance(p, o, v) < OFF_LINE_MM) return [];
  const back: [number, number] = [-v[0], -v[1]];
  const hit = crossingAhead(o, back, -way.from, -tc, lines, table);
  if (!hit) return [];
  const t = -hit.t;
  return mirrors(v, sub(hit.at, p), hit.side) ? [{ ...hit, t }] : [];
}

/** The first contact line a ball at o (time t0, velocity v) reaches before t1, inside the table. */
function crossingAhead(o: [number, number], v: [number, number], t0: number, t1: number, lines: readonly CushionSide[], table: TableModel): Hit | null {
  let best: Hit | null = null;
  for (const side of lines) {
    const du = side.sign * v[side.axis];
    if (du <= 0) continue;
    const t = t0 + Math.max(0, gapToLine(side, o)) / du;
    if (t >= t1) continue;
    const at: [number, number] = [o[0] + v[0] * (t - t0), o[1] + v[1] * (t - t0)];
    const other = lines.find((l) => l.axis !== side.axis)!;
    if (Math.abs(at[1 - side.axis]!) > other.line + 1 || inMouth(table, side, at[1 - side.axis]!)) continue;
    if (!best || t < best.t) best = { side, t, at };
  }
  return best;
}

/**
 * The leg (H → P before the contact, P → H after it) and the straight way
 * meet at the rail as a reflection: `leg` runs along the way's mirror image
 * in that rail, within PINCH_MIRROR_TOL_DEG.
 */
function mirrors(way: [number, number], leg: [number, number], side: CushionSide): boolean {
  const a = unitOrNull(side.axis === 0 ? [-way[0], way[1]] : [way[0], -way[1]]), b = unitOrNull(leg);
  if (!a || !b) return false;
  return a[0] * b[0] + a[1] * b[1] >= Math.cos((PINCH_MIRROR_TOL_DEG * Math.PI) / 180);
}

/** Distance (mm) of q from the line through o along v. */
function lineDistance(q: [number, number], o: [number, number], v: [number, number]): number {
  const u = unitOrNull(v);
  return u ? Math.abs((q[0] - o[0]) * u[1] - (q[1] - o[1]) * u[0]) : Infinity;
}
