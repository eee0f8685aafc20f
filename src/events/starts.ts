/**
 * Starts of motion (issue 6): when and from where each ball left its rest
 * in a stroke, its departure direction and speed, and whether it left
 * unseen (under the cue, the player's arm). What caused each start is
 * causes.ts.
 */
import type { BallId } from '../contracts/ids.js';
import { fitPiece, median, speedOf } from './fit.js';
import { segmentDistance } from '../geometry/segment.js';
import { ballNoise } from './ball-noise.js';
import { type BallHistory, indicesIn, stepLength, stepSpeed } from './history.js';
import { STRAIGHT_TOL_MM, distanceToLine } from './straight-start.js';
import { ballNoiseScale } from './cushion-noise.js';
import { distance } from '../geometry/vec.js';
import type { TableModel } from '../geometry/tables.js';
import { seenOnce } from './seen-once.js';
import { LINGER_REACH_MM, homeOf, lingerBack, lingerBackHome, shiftedBeforeRun } from './linger.js';

export interface Start {
  id: BallId;
  /** Index of the first moving point, the traced-back start time, the rest place, the departure direction and speed. */
  first: number; t: number; rest: [number, number]; dir: [number, number]; speed: number;
  /** Unseen for a while right before its first moving point (under the cue, in a burst of misses). */
  hidden: boolean;
  lastRestT: number;
  /** Time of the first point off the rest place. */
  departT: number;
  /** Its moving run never left the rest place by more than the camera's noise (`faintRun`): no evidence that it moved at all. */
  faint?: boolean;
}




/**
 * Where the hitter's centre stood when it touched a started ball: 2R back from
 * the rest place against the departure (a ball struck by a ball leaves along
 * the line of centres). One expression for causes, extract and hidden-reach.
 */
export const touchPlace = (s: Start, R: number): [number, number] => [s.rest[0] - 2 * R * s.dir[0], s.rest[1] - 2 * R * s.dir[1]];

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
/**
 * ... or this many of the ball's own rest noise (`restNoise`, a axis), when
 * that is more: on a camera twice as noisy as the renders (σ 1.2 mm) a
 * resting point lies 2.5 mm off in ~11 % of frames (Rayleigh), so the last
 * point seen before a cue ball went under the cue read as its departure and
 * the strike was dated 0.4 s early, not hidden (development three-cushion
 * #10 stroke 4 at 30 fps, #24 stroke 0 at 60; #80 stroke 5 at 60: a
 * wrong-ball strike). `restNoise` reads ~0.75 of the true σ: 0.42-0.57 at
 * the renders' noise (4 of them ≤ 2.3 mm: OFF_REST_MM stays), 0.82-1.08 at
 * twice it (3.3-4.3 mm: 2 %-0.2 % of resting points). Raising it dates a
 * slow departure a frame later (its first point off rest); lowering it
 * lets noise date it early again. Range 3-6.
 */
const OFF_REST_Z = 4;
/** The distance (mm) off its rest place at which this ball's point has left it: OFF_REST_MM, or more on a noisy camera. */
export const offRestMm = (h: BallHistory): number => Math.max(OFF_REST_MM, OFF_REST_Z * ballNoise(h));

/** `table`: read a hand's linger over a resting ball (linger.ts) as no start; without it (callers testing other rules) it is not read. */
export function startsOf(hs: readonly BallHistory[], table?: TableModel): Start[] {
  const out: Start[] = [];
  for (const h of hs) {
    const { s, run } = firstStart(h, hs, table);
    const moved = displacedUnseen(h, run ? h.t[run[0]]! : Infinity);
    // A ball shifted unseen (a hand over it) and struck well after it came back: the strike is its start; unless it moved another
    // ball meanwhile and its moving run is a later motion (traced back to after it was seen again, not the strike seen late).
    const struckUnseen = s !== null && moved !== null && s.t >= moved.departT && startedWhileHidden(moved, hs);
    if (moved && !carried(moved, hs) && (!s || s.departT - moved.departT <= HIDDEN_DEPART_S || struckUnseen)) out.push(moved); else if (s) out.push(s);
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
 * Farthest (mm) a ball may lie, seen again at rest after a gap, from where it
 * lay before and still have rolled there unseen when no other ball started
 * while it was unseen: a cue ball struck under the cue is hidden for at most
 * the cue's follow-through and the player's hand past it (30-250 mm in
 * src/track/cue-cover.ts) and one that rolls on is seen rolling. Farther, a
 * hand carried it there (a re-spot, a ball in hand): no start (bundled
 * match-five-pins at 8.5-9.7 s: the yellow lifted 1065 mm right of the
 * castle and put down 1065 mm left of it, 1.2 s unseen, read as a strike at
 * 0.95, an extra stroke). Raising it lets a carried ball strike; lowering it
 * under the cover's reach loses a cue ball that stopped unseen with nothing
 * moving (a miss that dies under the cue). Range 300-1000.
 */
export const CARRIED_MM = 500;

/**
 * A hidden start whose ball came back at rest (`settledFrom`) farther than CARRIED_MM away, with no ball started while
 * it was unseen: carried by hand. A ball struck off the table under the cue, seen once on its way and put back on its
 * spot is not at rest where it is first seen again (development three-cushion #231 stroke 1 at 30 fps).
 */
function carried(moved: Start, hs: readonly BallHistory[]): boolean {
  const h = hs.find((g) => g.id === moved.id);
  const k = h ? h.t.indexOf(moved.departT) : -1;
  if (!h || k < 0 || !moved.hidden || !settledFrom(h, k)) return false;
  return Math.hypot(h.x[k]! - moved.rest[0], h.y[k]! - moved.rest[1]) > CARRIED_MM && !startedWhileHidden(moved, hs);
}

/** Point k and the FAINT_AFTER_POINTS − 1 after it, none a gap of HIDDEN_GAP_S or more apart, all within `stillReach` of point k: at rest there. */
function settledFrom(h: BallHistory, k: number): boolean {
  const last = k + FAINT_AFTER_POINTS - 1, reach = stillReach(h);
  if (last >= h.t.length) return false;
  for (let j = k + 1; j <= last; j++) {
    if (h.t[j]! - h.t[j - 1]! >= HIDDEN_GAP_S || Math.hypot(h.x[j]! - h.x[k]!, h.y[j]! - h.y[k]!) > reach) return false;
  }
  return true;
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

/**
 * Rest noises (`restNoise`, a axis) within which every point of a moving run
 * and of the points after it lies from the rest place when the run is the
 * noise of a ball that never moved. A noisy camera's resting ball grows
 * short runs (history.ts: a few points 4 mm off read over ±2 frames); one
 * that opened a stroke of its own was made its strike (development
 * three-cushion #69 stroke 6 at 60 fps and twice the noise: the yellow's
 * 8-point run, 4.3 mm at most from its rest, struck in a stroke of its own
 * 0.4 s before the white's, a confident `wrong-ball`). 6 of them is ~4.5
 * of the true σ (`restNoise` reads ~0.75 of it): a resting point lies that
 * far in 5·10⁻⁵ of frames; at the renders' noise it is ≤ 3.4 mm (a kiss's
 * nudge beyond that is still motion). Raising it takes small true nudges
 * for noise; lowering it lets noise runs strike. Range 4-10.
 */
const FAINT_Z = 6;
/** Points after a run that must also stay that near: a ball that went out of sight on its way did move. Range 0-15. */
const FAINT_AFTER_POINTS = 5;

/** A run (and the points right after it) within FAINT_Z rest noises (at least `offRestMm`) of the rest place: noise, not motion. */
function faintRun(h: BallHistory, run: readonly [number, number], rest: readonly [number, number]): boolean {
  const reach = Math.max(offRestMm(h), FAINT_Z * ballNoise(h)), last = run[1] + FAINT_AFTER_POINTS;
  if (last >= h.t.length) return false;
  for (let k = run[0]; k <= last; k++) if (Math.hypot(h.x[k]! - rest[0], h.y[k]! - rest[1]) > reach) return false;
  return true;
}

/**
 * Longest run (points) that can be a hand's pull on a resting ball's
 * detection: a hand reaching over a ball hides most of it, the detector's
 * centre on what is left lies 5-15 mm off for a frame or two, then the ball
 * is seen again on its rest place, after a gap under the hand (bundled
 * match-five-pins at 10.2 s: the white's one point 12 mm off, 0.4 s unseen,
 * back within 0.1 mm) or at once, the hand only passing over it (dev render
 * five-pins seed 569 at 60 fps: the hand carrying the yellow for a free
 * ball put the white's tracked place 7.4 mm off at 7.950 s, 3.4 mm the
 * frame after, then back within 0.4 mm; the yellow 5.2 mm at 16.717 s under
 * the hand carrying the white). Each read as a strike at 0.95, an extra
 * stroke. A ball really struck is never back on its rest place within a few
 * frames, gap or not: one struck into a cushion it lies against, or into a
 * ball, leaves again or comes to rest farther off. Raising it lets longer
 * excursions pass as a hand's pull; 0 turns the reading off. Range 0-4.
 */
const PULL_POINTS = 2;
/**
 * Farthest (mm) a hand's pull moves a resting ball's detection off its rest
 * place: the centre of the part of a ball a hand leaves visible lies within
 * a radius of its true centre (carom 30.75 mm); a struck ball seen on its
 * way a frame after the strike lies farther. A bound from that geometry, not
 * from a measured case: no development or held-out stroke changed with it.
 * Raising it lets a slow struck ball's first points pass for a pull;
 * lowering it under the bundled clip's 12 mm loses the reading. Range 15-35.
 */
const PULL_REACH_MM = 30;

/**
 * A run with PULL_POINTS points at most off the rest place (beyond
 * `stillReach`), none farther than PULL_REACH_MM, then the ball's next
 * FAINT_AFTER_POINTS points all back within `stillReach` of it, after a gap
 * or not: the ball never left (`PULL_POINTS`). Until session 59 the ball
 * had to be unseen HIDDEN_GAP_S or more before it was back; a hand passing
 * over it without hiding it made a strike (dev render five-pins 569).
 */
function excursion(h: BallHistory, run: readonly [number, number], rest: readonly [number, number]): boolean {
  const back = run[1] + 1, last = back + FAINT_AFTER_POINTS - 1;
  if (last >= h.t.length) return false;
  const reach = stillReach(h), away = (k: number) => Math.hypot(h.x[k]! - rest[0], h.y[k]! - rest[1]), off = (k: number) => away(k) > reach;
  let pulled = 0;
  for (let k = run[0]; k <= run[1]; k++) {
    if (away(k) > PULL_REACH_MM) return false;
    if (off(k)) pulled++;
  }
  if (pulled > PULL_POINTS) return false;
  for (let k = back; k <= last; k++) if (off(k)) return false;
  return true;
}

/**
 * The ball's start: from its first moving run, unless that run is noise — a
 * faint one (`faintRun`) with a later real run, or, with no rest seen
 * before it, the ball's first points lying together up to its next run
 * (`stillHead`): then from the next run. A noisy camera grows such runs on
 * resting balls; taken as the start they dated a cue ball's strike at its
 * noise, or left it with no start so that the ball it hit took the strike
 * (test/events.strike-noise.test.ts). A run a hand's linger made
 * (`lingerRuns`, session 60) is no start either. A ball whose every run is
 * faint keeps the first, marked faint: never the strike.
 */
function firstStart(h: BallHistory, hs: readonly BallHistory[], table?: TableModel): { s: Start | null; run: [number, number] | undefined } {
  let faint: { s: Start; run: [number, number] } | null = null;
  const lingered = lingerRuns(h, hs, table);
  for (const [i, run] of h.runs.entries()) {
    const s = startOf(h, pastStillHead(h, run), hs);
    if (s && !lingered.has(i) && !faintRun(h, run, s.rest) && !excursion(h, run, s.rest)) return { s, run };
    if (s) { faint ??= { s: { ...s, faint: true }, run }; continue; }
    if (lingered.has(i)) continue;
    if (i > 0 || !stillHead(h, h.runs[1])) break;
  }
  return faint ?? { s: null, run: h.runs[0] };
}

/**
 * The indices of ball h's runs that a hand's linger over it made (linger.ts): from a run that took it off its rest
 * place (or its home) to the point it lies there again, its way off and its way back (`lingerBack`, `lingerBackHome`);
 * a shift it lay still after until its next run (`shiftedBeforeRun`); the end of one begun before the frames
 * (`settledHead`). None without `table`.
 */
export function lingerRuns(h: BallHistory, hs: readonly BallHistory[], table?: TableModel): Set<number> {
  const out = new Set<number>();
  if (!table) return out;
  const reach = stillReach(h), home = homeOf(h, reach);
  let end = -1;
  for (const [i, run] of h.runs.entries()) {
    if (run[0] <= end) { out.add(i); continue; } // a run begun on the point it is back at is the way back's end (its speed is read over ±2 frames)
    const s = startOf(h, pastStillHead(h, run), hs);
    if (!s && i === 0 && settledHead(h, run, h.runs[1])) { out.add(i); continue; }
    let back = s ? lingerBack(h, run, s.rest, reach, hs, table) : -1;
    // Off its home before the run (where it lay before it, or its first point): the way back of a slide off that made no run.
    const before = s?.rest ?? [h.x[run[0]]!, h.y[run[0]]!];
    if (back < 0 && home && Math.max(Math.hypot(before[0] - home[0], before[1] - home[1]), Math.hypot(h.x[run[0]]! - home[0], h.y[run[0]]! - home[1])) > reach) back = lingerBackHome(h, run, home, reach, hs, table);
    if (back >= 0) { out.add(i); end = back; continue; }
    const next = h.runs[i + 1];
    if (s && next && shiftedBeforeRun(h, run, next, s.rest, reach, hs, table)) out.add(i);
  }
  return out;
}

/**
 * The ball's points up to its next run (`next`) lie together: within
 * `stillReach` of their median. Nothing was seen at rest before its first
 * run, so the noise cannot be judged from a rest place.
 */
function stillHead(h: BallHistory, next: readonly [number, number] | undefined): boolean {
  if (!next || next[0] < STILL_HEAD_POINTS) return false;
  const head = Array.from({ length: next[0] }, (_, i) => i);
  const c = [median(head.map((i) => h.x[i]!)), median(head.map((i) => h.y[i]!))];
  const reach = stillReach(h);
  return head.every((i) => Math.hypot(h.x[i]! - c[0]!, h.y[i]! - c[1]!) <= reach);
}
/**
 * A first run with nothing seen at rest before it (it began at the frames' head) after which the ball lies still up
 * to its next run (STILL_HEAD_POINTS or more, within `stillReach` of their median), never farther than LINGER_REACH_MM
 * from there: the end of a hand's linger, or of a settling, begun before the stroke's frames (the next stroke's
 * pre-roll began during the way back), so the next run is the start. Without it the ball had no start at all and
 * its strike was lost (the cue ball held off its place by the bridge hand until 0.6 s before a strike from under
 * the cue).
 */
function settledHead(h: BallHistory, run: readonly [number, number], next: readonly [number, number] | undefined): boolean {
  if (!next || next[0] - run[1] - 1 < STILL_HEAD_POINTS) return false;
  const still = Array.from({ length: next[0] - run[1] - 1 }, (_, i) => run[1] + 1 + i);
  const c = [median(still.map((i) => h.x[i]!)), median(still.map((i) => h.y[i]!))];
  const reach = stillReach(h), away = (i: number): number => Math.hypot(h.x[i]! - c[0]!, h.y[i]! - c[1]!);
  return still.every((i) => away(i) <= reach) && Array.from({ length: run[1] + 1 }, (_, i) => i).every((i) => away(i) <= LINGER_REACH_MM);
}
/** Fewest points before a ball's second run that can show it lay still (a tenth of a second at 60 fps). Range 3-15. */
const STILL_HEAD_POINTS = 6;
/** How far (mm) a resting ball's points may lie from where it rests: FAINT_Z of its rest noise, or DISPLACED_MM where that noise is unknown. */
function stillReach(h: BallHistory): number {
  const sigma = ballNoise(h);
  return sigma > 0 ? Math.max(offRestMm(h), FAINT_Z * sigma) : DISPLACED_MM;
}

/**
 * The first point of a run, or, when nothing was seen at rest before it and
 * it runs on across a gap the ball was unseen in (≥ HIDDEN_GAP_S), the
 * first point after that gap if the points before it lie together (within
 * DISPLACED_MM of their median): that head is the ball at rest, read moving
 * by noise and merged by index into the motion seen after the cue uncovered
 * it. Without it the ball had no start at all and could not be the hidden
 * hitter of the ball it struck (development three-cushion #72 stroke 0 at
 * 30 fps and twice the noise: a recording's first 0.17 s of the white, then
 * 0.5 s under the cue; the yellow it hit was given the strike at 0.95, a
 * `wrong-ball`).
 */
function pastStillHead(h: BallHistory, run: readonly [number, number]): number {
  const first = run[0];
  if (indicesIn(h, -Infinity, h.t[first]! - 1e-9).length >= 2) return first;
  for (let k = first + 2; k <= run[1]; k++) {
    if (h.t[k]! - h.t[k - 1]! < HIDDEN_GAP_S) continue;
    const head = Array.from({ length: k - first }, (_, i) => first + i);
    const c = [median(head.map((i) => h.x[i]!)), median(head.map((i) => h.y[i]!))];
    return head.every((i) => Math.hypot(h.x[i]! - c[0]!, h.y[i]! - c[1]!) <= DISPLACED_MM) ? k : first;
  }
  return first;
}

function startOf(h: BallHistory, first: number, hs: readonly BallHistory[]): Start | null {
  const restIdx = indicesIn(h, -Infinity, h.t[first]! - 1e-9).slice(-REST_POINTS);
  if (restIdx.length < 2) return null;
  const rest: [number, number] = [median(restIdx.map((k) => h.x[k]!)), median(restIdx.map((k) => h.y[k]!))];
  // The last point still at the rest place, and the first one off it (the run's first points may still lie at rest, or points after a hidden departure before it).
  const off = (k: number): number => Math.hypot(h.x[k]! - rest[0], h.y[k]! - rest[1]);
  const offRest = offRestMm(h);
  let lastRest = restIdx[restIdx.length - 1]!;
  while (lastRest > restIdx[0]! && off(lastRest) >= offRest) lastRest--;
  let k0 = lastRest + 1;
  while (k0 < h.t.length - 1 && k0 < first + 3 && off(k0) < offRest) k0++;
  k0 = pastStrayHead(h, k0, rest, hs);
  const moving = Array.from({ length: DEPART_POINTS }, (_, i) => k0 + i).filter((k) => k < h.t.length);
  const lastRestT = h.t[lastRest]!, hidden = h.t[k0]! - lastRestT >= HIDDEN_GAP_S;
  // Seen once on its way and lost (seen-once.ts): that point is its way out, left after the point before it (at rest).
  const once = moving.length === 1 && k0 > lastRest ? seenOnce(rest, h.t[k0 - 1]!, pointOf(h, k0), h.t[k0]!, h.t[k0]! - h.t[k0 - 1]! >= HIDDEN_GAP_S) : null;
  if (once) return { id: h.id, first, ...once, rest, lastRestT: h.t[k0 - 1]!, departT: h.t[k0]! };
  if (moving.length < 2) return null;
  const p = fitPiece(moving.map((k) => h.t[k]!), moving.map((k) => h.x[k]!), moving.map((k) => h.y[k]!));
  const speed = speedOf(p);
  if (speed < 1) return null;
  const dir: [number, number] = [p.x.v / speed, p.y.v / speed];
  const tBack = p.x.t0 + ((rest[0] - p.x.p) * dir[0] + (rest[1] - p.y.p) * dir[1]) / speed;
  const t = Math.min(Math.max(tBack, lastRestT), h.t[k0]!);
  return { id: h.id, first, t, rest, dir, speed, hidden, lastRestT, departT: h.t[k0]! };
}

/**
 * Most points at the head of a run that can be stray: points the tracker
 * gave a ball hidden under the cue that were not the ball (the cue, the
 * player's hand). Development five-pins #12[0] at 60 fps had two, #119[4]
 * at 30 fps one. More would let a longer true head go with them. Range 1-3.
 */
const STRAY_HEAD_POINTS = 2;
/**
 * A step from a head point this many times faster than the step right after
 * the head was not made by the ball: nothing but a ball met (a collision,
 * `departedIn`) takes two thirds of a ball's speed in a frame; a cushion
 * keeps most of it (restitution 0.82-0.85 in the renders), and a step
 * across a rail is its chord, slower than the path (`next` takes the
 * faster of two chords). The strays above made 6.3 and 8.0 m/s against
 * 1.06 and 0.95 after them; a true point on the
 * way in to a near rail (development one-cushion #15[2] at 30 fps) 1.9
 * against 2.3. Lowering it towards 1 drops the way in of a ball slowed by
 * a rail; raising it keeps slower strays. Range 2-6.
 */
const STRAY_SPEED_RATIO = 3;

/**
 * Shortest step (mm) from a stray head point to the next: the strays are
 * the cue or a hand, 105-261 mm from the ball's next point in the cases
 * above. Shorter steps are a slow ball's, a few frames' travel, where a
 * rail or a nudge takes most of the speed and the first point off the rest
 * carries its noise: at 3 the ratio read real starts as strays (development
 * five-pins #26[2], three-cushion #30[4] at 30 fps: 29-32 mm steps, a
 * contact and a rail lost). Raising it keeps near strays; lowering it
 * lets slow starts through. Range 30-100.
 */
const STRAY_STEP_MM = 50;

const pointOf = (h: BallHistory, k: number): [number, number] => [h.x[k]!, h.y[k]!];

/**
 * Ball g left where it lay before one of its runs within [from, to]: its
 * last point there lies before `to` and its first point off it at or after
 * `from` (it may have been unseen in between: development five-pins #98[1]
 * at 30 fps, a white struck by the hidden yellow and missed for a frame).
 */
function departedIn(g: BallHistory, from: number, to: number): boolean {
  return g.runs.some(([a, b]) => {
    const at = pointOf(g, Math.max(0, a - 1)), reach = offRestMm(g);
    for (let k = a; k <= b; k++) if (distance(pointOf(g, k), at) > reach) return g.t[Math.max(0, k - 1)]! < to && g.t[k]! >= from;
    return false;
  });
}

/**
 * The first point of the ball's way from its first point off its rest
 * (`k0`): past a stray head, the k0 + n (n ≤ STRAY_HEAD_POINTS) where a
 * step from the head (STRAY_STEP_MM at least) is STRAY_SPEED_RATIO times
 * faster than both steps after it (a rail between two points shortens one
 * chord: a fast ball seen just before a rail read as a stray, development
 * three-cushion 1-40) and no other ball left its rest meanwhile (from the
 * head to the point after it: a ball met slows it so). Two points go only
 * when the run after them left the rest place straight (its line within STRAIGHT_TOL_MM,
 * scaled by the ball's noise) and the second lies off that line, as in
 * #12[0]: a true point after a stray one stays, on the way in to a near
 * rail (off the line, which misses the rest place) or on the line itself
 * (development three-cushion #22[4] at 30 fps). Taken as the
 * start, such a head dated the strike 0.15-0.3 s early, and rebound.ts
 * found a rail behind it (#12[0]: a white:bottom at 0.75; #119[4]:
 * white:left and white:top at 0.75).
 */
function pastStrayHead(h: BallHistory, k0: number, rest: [number, number], hs: readonly BallHistory[]): number {
  for (let n = STRAY_HEAD_POINTS; n >= 1; n--) {
    const k1 = k0 + n;
    if (k1 + DEPART_POINTS > h.t.length) continue;
    const next = Math.max(stepSpeed(h, k1), stepSpeed(h, k1 + 1));
    const fast = Array.from({ length: n }, (_, i) => k0 + i).some((k) => stepLength(h, k) >= STRAY_STEP_MM && stepSpeed(h, k) > STRAY_SPEED_RATIO * next);
    // A ball met from the head's first point to the point after it (half a frame short of it: the frame's own time is no gap).
    const end = h.t[k1 + 1]! - (h.t[k1 + 1]! - h.t[k1]!) / 2;
    if (!fast || hs.some((g) => g.id !== h.id && departedIn(g, h.t[k0]!, end))) continue;
    const after = Array.from({ length: DEPART_POINTS }, (_, i) => k1 + i);
    const way = fitPiece(after.map((k) => h.t[k]!), after.map((k) => h.x[k]!), after.map((k) => h.y[k]!));
    const tol = STRAIGHT_TOL_MM * ballNoiseScale(h);
    if (n === 1 || (distanceToLine(rest, way) <= tol && distanceToLine(pointOf(h, k1 - 1), way) > tol)) return k1;
  }
  return k0;
}
