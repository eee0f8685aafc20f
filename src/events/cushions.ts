/**
 * Cushion contacts: a ball's coordinate towards a cushion peaks near the
 * cushion's contact line and turns back. The incoming and outgoing pieces are
 * fitted on that coordinate alone (a corner's two cushions are two axes, so a
 * double hit a few ms apart gives two contacts), and their intersection gives
 * the sub-frame time; where it lies against the contact line says how sure.
 */
import type { Cushion } from '../contracts/ids.js';
import type { CushionEvent } from '../contracts/events.js';
import type { TableModel } from '../geometry/tables.js';
import { pocketCentres } from '../geometry/tables.js';
import { cushionReach } from '../track/geometry.js';
import { type Line, at, fitLine } from './fit.js';
import type { BallHistory } from './history.js';

/**
 * Largest distance (mm) between the fitted contact and the cushion's contact
 * line still taken as a cushion hit. Raising it accepts turns caused by
 * something else near the cushion (a ball); lowering it below the detector's
 * bias near the rail loses real hits. Range 3-40.
 */
export const CUSHION_LINE_TOL_MM = 16;
/** Points fitted on each side of the contact. More averages noise, fewer keeps other events out. Range 2-8. */
const SIDE_POINTS = 3;
/** Longest side and the normal travel (mm) a side may widen over. Range 3-15, 5-60. */
const MAX_SIDE_POINTS = 8, WIDEN_MM = 20;
/**
 * A side of only two points (cut short by another turn) must move this far
 * (mm) along the normal: two noisy points a mm apart make any slope.
 * Raising it loses quick re-hits; lowering it makes hits of noise bumps near
 * a rail. Range 2-20.
 */
const TWO_POINT_TRAVEL_MM = 5;
const travels = (u: readonly number[], idx: readonly number[]): boolean =>
  idx.length > 2 || Math.abs(u[idx[idx.length - 1]!]! - u[idx[0]!]!) >= TWO_POINT_TRAVEL_MM;

/** Rise (mm) of the normal coordinate after a hit that ends its outgoing side (well above the noise of two points). Range 3-20. */
const REHIT_RISE_MM = 6;
/** Slowest normal speed (mm/s) a hit is looked for at: slower turns near a rail are noise. Range 5-200. */
const MIN_NORMAL_SPEED = 25;

interface CushionSide { cushion: Cushion; axis: 0 | 1; sign: 1 | -1; line: number }

function sides(table: TableModel): CushionSide[] {
  const reach = cushionReach(table), hx = table.length / 2 - reach, hy = table.width / 2 - reach;
  return [
    { cushion: 'top', axis: 0, sign: 1, line: hx }, { cushion: 'bottom', axis: 0, sign: -1, line: hx },
    { cushion: 'left', axis: 1, sign: 1, line: hy }, { cushion: 'right', axis: 1, sign: -1, line: hy },
  ];
}

export function cushionContacts(h: BallHistory, table: TableModel): CushionEvent[] {
  const all: CushionEvent[] = [];
  for (const s of sides(table)) {
    const out: CushionEvent[] = [];
    const u = (s.axis === 0 ? h.x : h.y).map((v) => s.sign * v);
    // An incoming side never reaches back past this cushion's previous hit (a ball sent the ball back onto it: two hits within a few frames).
    let floor = 0;
    for (let k = 1; k < u.length - 1; k++) {
      if (!(u[k]! >= u[k - 1]! && u[k]! > u[k + 1]!) || !inRun(h, k)) continue;
      const slack = Math.max(u[k]! - u[k - 1]!, u[k]! - u[k + 1]!) + 12;
      if (u[k]! < s.line - slack - CUSHION_LINE_TOL_MM) continue;
      const hit = bestSplit(h.t, u, k, s.line, floor);
      if (!hit || inPocketMouth(table, s, h, k)) continue;
      const off = Math.abs(hit.u - s.line);
      if (off > CUSHION_LINE_TOL_MM) continue;
      // Two points on a side (a second hit right after the first, a ball contact between) fit a line but not its noise.
      const confidence = off < CUSHION_LINE_TOL_MM / 2 && hit.full ? 0.98 : 0.75;
      out.push({ t: hit.t, kind: 'cushion', ball: h.id, cushion: s.cushion, confidence });
      while (floor < h.t.length && h.t[floor]! <= hit.t) floor++;
    }
    for (const run of h.runs) {
      const e = arrival(h.t, u, run, s.line);
      if (e !== null) out.push({ t: e, kind: 'cushion', ball: h.id, cushion: s.cushion, confidence: 0.75 });
    }
    all.push(...dedupe(out, h.t, u, s.line));
  }
  return all.sort((a, b) => a.t - b.t);
}

/** Same ball, same cushion, closer than this (s): one contact seen twice (two peaks of one turn). Range 0.005-0.2. */
const SAME_HIT_S = 0.06;
/**
 * ... unless the ball was seen this far (mm) off the contact line between
 * them: it came back (off a ball it met) and hit the cushion again. Raising
 * it merges quick real re-hits; lowering it towards the noise near the rail
 * splits one turn in two. Range 2-30.
 */
const REHIT_DIP_MM = 6;

function dedupe(es: CushionEvent[], t: readonly number[], u: readonly number[], line: number): CushionEvent[] {
  es.sort((a, b) => a.t - b.t);
  const out: CushionEvent[] = [];
  const dipped = (a: number, b: number): boolean => t.some((tk, k) => tk > a && tk < b && u[k]! < line - REHIT_DIP_MM);
  for (const e of es) {
    const prev = out.find((o) => Math.abs(o.t - e.t) < SAME_HIT_S && !dipped(Math.min(o.t, e.t), Math.max(o.t, e.t)));
    if (!prev) out.push(e); else if ((e.confidence ?? 1) > (prev.confidence ?? 1)) out[out.indexOf(prev)] = e;
  }
  return out;
}

/**
 * A ball that rolls up to a cushion and stops against it (the rebound too
 * slow to see): its run ends on the contact line after approaching it.
 */
function arrival(t: number[], u: number[], run: [number, number], lineAt: number): number | null {
  const [a, e] = run;
  const rest = u.slice(e + 1, e + 11);
  if (rest.length < 3) return null;
  const sorted = [...rest].sort((p, q) => p - q), still = sorted[sorted.length >> 1]!;
  if (Math.abs(still - lineAt) > ARRIVAL_TOL_MM) return null;
  const idx = widen(u, e, -1).filter((i) => i >= a);
  if (idx.length < 3) return null;
  const f = fitLine(idx.map((i) => t[i]!), idx.map((i) => u[i]!));
  if (f.v < MIN_NORMAL_SPEED) return null;
  const tc = f.t0 + (still - f.p) / f.v;
  return tc >= t[idx[0]!]! && tc <= t[Math.min(e + 10, t.length - 1)]! ? tc : null;
}

/** How close (mm) to the contact line a ball must come to rest to have stopped against the cushion. Range 1-10. */
const ARRIVAL_TOL_MM = 4;

/** The contact time: the peak point belongs to the incoming or the outgoing piece, whichever fits better. */
function bestSplit(t: number[], u: number[], k: number, lineAt: number, floor = 0): { t: number; u: number; full: boolean } | null {
  let best: { t: number; u: number; score: number; full: boolean } | null = null;
  for (const lastIn of [k, k - 1]) {
    if (lastIn < floor) continue;
    const inIdx = widen(u, lastIn, -1, floor), outIdx = widen(u, lastIn + 1, 1);
    if (inIdx.length < 2 || outIdx.length < 2 || !(travels(u, inIdx) && travels(u, outIdx))) continue;
    const a = fitLine(inIdx.map((i) => t[i]!), inIdx.map((i) => u[i]!));
    const b = fitLine(outIdx.map((i) => t[i]!), outIdx.map((i) => u[i]!));
    if (a.v < MIN_NORMAL_SPEED || b.v > -MIN_NORMAL_SPEED) continue;
    const tc = cross(a, b);
    if (tc < t[inIdx[0]!]! || tc > t[outIdx[outIdx.length - 1]!]!) continue;
    const uc = at(a, tc);
    const score = Math.abs(uc - lineAt) + a.rms + b.rms;
    if (!best || score < best.score) best = { t: tc, u: uc, score, full: inIdx.length > 2 && outIdx.length > 2 };
  }
  return best;
}

function cross(a: Line, b: Line): number {
  // a.p + a.v (t − a.t0) = b.p + b.v (t − b.t0)
  return (b.p - a.p + a.v * a.t0 - b.v * b.t0) / (a.v - b.v);
}

/** Only moving stretches can hit a cushion: a ball resting by a rail makes noise peaks. */
function inRun(h: BallHistory, k: number): boolean {
  return h.runs.some(([a, b]) => k >= a - 1 && k <= b + 1);
}

/**
 * Points of one side, from the contact outwards: at least SIDE_POINTS, more
 * (up to MAX_SIDE_POINTS) while they stay within WIDEN_MM of the rail, so a
 * slow ball gets a long enough baseline to fit.
 */
function widen(u: number[], from: number, dir: -1 | 1, floor = 0): number[] {
  const out: number[] = [];
  for (let i = from; i >= floor && i < u.length && out.length < MAX_SIDE_POINTS; i += dir) {
    if (out.length >= SIDE_POINTS && Math.abs(u[i]! - u[from]!) > WIDEN_MM) break;
    // Going out the normal coordinate only falls; a clear rise lies beyond the next turn (a ball sent it back onto the cushion).
    const last = out[out.length - 1];
    if (dir > 0 && out.length >= 2 && last !== undefined && u[i]! > u[last]! + REHIT_RISE_MM) break;
    out.push(i);
  }
  return dir < 0 ? out.reverse() : out;
}

/** Pocket tables: a turn at a pocket mouth is a jaw, not the straight cushion (jaws are not analysed yet). */
function inPocketMouth(table: TableModel, s: CushionSide, h: BallHistory, k: number): boolean {
  if (table.kind !== 'pyramid') return false;
  const along = s.axis === 0 ? h.y[k]! : h.x[k]!;
  const half = s.axis === 0 ? table.length / 2 : table.width / 2;
  for (const c of Object.values(pocketCentres(table))) {
    if (c[s.axis] !== s.sign * half) continue;
    if (Math.abs(along - c[1 - s.axis]!) < table.pocketOpening.middle / 2 + table.ballRadius) return true;
  }
  return false;
}
