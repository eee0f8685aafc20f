/**
 * Starts of motion (issue 6): when and from where each ball left its rest
 * in a stroke, its departure direction and speed, and whether it left
 * unseen (under the cue, the player's arm). What caused each start is
 * causes.ts.
 */
import type { BallId } from '../contracts/ids.js';
import { fitPiece, median } from './fit.js';
import { segmentDistance } from '../geometry/segment.js';
import { type BallHistory, indicesIn } from './history.js';

export interface Start {
  id: BallId;
  /** Index of the first moving point, the traced-back start time, the rest place, the departure direction and speed. */
  first: number; t: number; rest: [number, number]; dir: [number, number]; speed: number;
  /** Unseen for a while right before its first moving point (under the cue, in a burst of misses). */
  hidden: boolean;
  lastRestT: number;
  /** Time of the first point off the rest place. */
  departT: number;
}




/** A ball unseen this long (s) right before its first moving point was hidden. Range 0.05-1. */
export const HIDDEN_GAP_S = 0.15;
/** A ball with no observation this close (s) before a start (half as much after) was unseen at it. Range 0.02-0.2. */
export const UNSEEN_S = 0.05;
/**
 * A hidden hitter is first seen moving within this (s) after the contact it
 * made (it came out from under the cue); a ball hidden there that leaves
 * later was lying under the cue, not moving. Range 0.1-2.
 */
export const HIDDEN_DEPART_S = 0.5;
/** Points of rest taken for the rest place. Range 3-60. */
const REST_POINTS = 15;
/** Moving points fitted for a start's departure. Range 2-8. */
export const DEPART_POINTS = 4;
/** A point this far (mm) from the rest place has left it (above the detector's noise at rest). Range 1-10. */
export const OFF_REST_MM = 2.5;

export function startsOf(hs: readonly BallHistory[]): Start[] {
  const out: Start[] = [];
  for (const h of hs) {
    const run = h.runs[0];
    const s = (run ? startOf(h, run[0]) : null);
    const moved = displacedUnseen(h, run ? h.t[run[0]]! : Infinity);
    // A ball shifted unseen (a hand over it) and struck well after it came back: the strike is its start; unless it moved another
    // ball meanwhile and its moving run is a later motion (traced back to after it was seen again, not the strike seen late).
    const struckUnseen = s !== null && moved !== null && s.t >= moved.departT && startedWhileHidden(moved, hs);
    if (moved && (!s || s.departT - moved.departT <= HIDDEN_DEPART_S || struckUnseen)) out.push(moved); else if (s) out.push(s);
  }
  return out.sort((a, b) => a.t - b.t);
}

/**
 * Reach (mm: 2R of the largest ball, 68, plus the blur of a first point)
 * within which another ball that started while a ball was unseen lay from
 * that ball's unseen way (its rest place to where it was seen again). A
 * cue ball struck under the cue into a ball 120 mm away and stopped dead
 * on it is seen again at rest beside it; when that ball comes back into it
 * a second later, its first moving run is that later hit, and the object
 * ball took the strike (a confident `wrong-ball`, development
 * three-cushion #30 stroke 0 at 30 and 25 fps). A ball shifted by hand
 * before the stroke moves nobody while unseen. Raising it lets a ball that
 * a third ball started pass for the unseen one's doing; lowering it under
 * 2R loses the hit. Range 60-120.
 */
export const UNSEEN_HIT_REACH_MM = 80;

/** Another ball's first moving run began while `moved`'s ball was unseen, beside the way it went: it moved that ball (it was struck). */
function startedWhileHidden(moved: Start, hs: readonly BallHistory[]): boolean {
  const seen = hs.find((g) => g.id === moved.id);
  const k = seen ? seen.t.indexOf(moved.departT) : -1;
  if (!seen || k < 0) return false;
  const to: [number, number] = [seen.x[k]!, seen.y[k]!];
  return hs.some((g) => {
    const run = g.id === moved.id ? undefined : g.runs[0];
    if (!run || g.t[run[0]]! < moved.lastRestT || g.t[run[0]]! > moved.departT + UNSEEN_S) return false;
    const at = Math.max(0, run[0] - 1);
    return segmentDistance([g.x[at]!, g.y[at]!], moved.rest, to) <= UNSEEN_HIT_REACH_MM;
  });
}

/**
 * A ball seen at rest again after a gap this far (mm) from where it lay
 * moved while unseen. Raising it misses a cue ball that stopped dead on its
 * object ball under the cue; lowering it towards the rest noise makes starts
 * of balls merely jostled. Range 3-30.
 */
const DISPLACED_MM = 8;

/**
 * A ball unseen for a while (under the cue) and seen again at rest
 * elsewhere, before its first moving run: it moved unseen (a cue ball that
 * stopped on its object ball in the cue's shadow). A hidden start, leaving
 * when it was last seen, its speed at least the distance over the gap.
 */
function displacedUnseen(h: BallHistory, before: number): Start | null {
  for (let k = 1; k < h.t.length && h.t[k]! < before; k++) {
    const gap = h.t[k]! - h.t[k - 1]!;
    if (gap < HIDDEN_GAP_S) continue;
    // Where it was seen again: its points at rest before its moving run only (the run's points pulled the median off a ball
    // that had stayed put: development three-cushion #76 stroke 0 at 30 fps, a yellow under the arm seen again on its spot
    // 0.1 s before the white hit it read as moved unseen and struck, a confident `wrong-ball`).
    const a = indicesIn(h, h.t[k - 1]! - 0.5, h.t[k - 1]!).slice(-REST_POINTS), b = indicesIn(h, h.t[k]!, Math.min(h.t[k]! + 0.5, before - 1e-9)).slice(0, REST_POINTS);
    if (a.length < 2 || b.length < 2) continue;
    const rest: [number, number] = [median(a.map((i) => h.x[i]!)), median(a.map((i) => h.y[i]!))];
    const to: [number, number] = [median(b.map((i) => h.x[i]!)), median(b.map((i) => h.y[i]!))];
    const d = Math.hypot(to[0] - rest[0], to[1] - rest[1]);
    if (d < DISPLACED_MM) continue;
    const lastRestT = h.t[k - 1]!;
    return { id: h.id, first: k, t: lastRestT, rest, dir: [(to[0] - rest[0]) / d, (to[1] - rest[1]) / d], speed: d / gap, hidden: true, lastRestT, departT: h.t[k]! };
  }
  return null;
}

function startOf(h: BallHistory, first: number): Start | null {
  const restIdx = indicesIn(h, -Infinity, h.t[first]! - 1e-9).slice(-REST_POINTS);
  if (restIdx.length < 2) return null;
  const rest: [number, number] = [median(restIdx.map((k) => h.x[k]!)), median(restIdx.map((k) => h.y[k]!))];
  // The last point still at the rest place, and the first one off it (the run's first points may still lie at rest, or points after a hidden departure before it).
  const off = (k: number): number => Math.hypot(h.x[k]! - rest[0], h.y[k]! - rest[1]);
  let lastRest = restIdx[restIdx.length - 1]!;
  while (lastRest > restIdx[0]! && off(lastRest) >= OFF_REST_MM) lastRest--;
  let k0 = lastRest + 1;
  while (k0 < h.t.length - 1 && k0 < first + 3 && off(k0) < OFF_REST_MM) k0++;
  const moving = Array.from({ length: DEPART_POINTS }, (_, i) => k0 + i).filter((k) => k < h.t.length);
  if (moving.length < 2) return null;
  const p = fitPiece(moving.map((k) => h.t[k]!), moving.map((k) => h.x[k]!), moving.map((k) => h.y[k]!));
  const speed = Math.hypot(p.x.v, p.y.v);
  if (speed < 1) return null;
  const dir: [number, number] = [p.x.v / speed, p.y.v / speed];
  const lastRestT = h.t[lastRest]!;
  const tBack = p.x.t0 + ((rest[0] - p.x.p) * dir[0] + (rest[1] - p.y.p) * dir[1]) / speed;
  const t = Math.min(Math.max(tBack, lastRestT), h.t[k0]!);
  return { id: h.id, first, t, rest, dir, speed, hidden: h.t[k0]! - lastRestT >= HIDDEN_GAP_S, lastRestT, departT: h.t[k0]! };
}
