/**
 * A hand, bridge or sleeve lingering over a resting ball (issue 6, session
 * 60). The detector centres the part of the ball it still sees, so the
 * ball's detection slides a few mm towards the hand, lies there as long as
 * the hand does (a bridge hand while the player aims: seconds), with
 * frames missed, and slides back onto the ball's place when the hand goes.
 * Tracked, that is a run off the rest place and, later, a run back: each
 * read as the ball struck (a confident extra stroke, or the wrong struck
 * ball when the real strike came in the same frames). A struck ball never
 * comes back onto the place it lay on unless a cushion or a ball sent it
 * back: a ball that left its place, never went farther than
 * LINGER_REACH_MM from it, reached no cushion's contact line and met no
 * moving ball on the way, and lies on its place again, never left it.
 * starts.ts `excursion` reads the short case (two points or fewer off);
 * this reads any length.
 */
import type { TableModel } from '../geometry/tables.js';
import { railGap } from './rail-reach.js';
import type { BallHistory } from './history.js';
import { median } from './fit.js';

/**
 * Farthest (mm) a hand's linger moves a resting ball's detection off its
 * place: the visible part of a ball a hand half covers is centred within a
 * radius of its true centre (carom 30.75 mm; dev render five-pins 569: 5-9
 * mm under a passing hand; the bundled five-pins clip: 12 mm). A struck
 * ball that comes back to its place from farther had a path (a cushion, a
 * ball). Raising it lets a ball struck a little way into a near cushion and
 * back pass for a linger (the cushion test below still holds it); lowering
 * it under ~15 mm loses deep covers. Range 15-35.
 */
export const LINGER_REACH_MM = 30;

/**
 * Gap (mm) to a cushion's contact line within which a point of the
 * excursion may be the ball touching that cushion (detector noise and blur
 * at a rail): such an excursion may be a ball struck into a near cushion
 * that came back to its place, and stays a start. Raising it keeps more
 * lingers by a rail as starts (as before session 60); lowering it under the
 * noise reads a soft cushion-and-back as a linger. Range 2-10.
 */
export const LINGER_RAIL_MM = 5;

/**
 * Time (s) after a run's last point within which the ball's first point off its place may come: a hand's slow slide
 * off (a ramp of 0.1-0.2 s) on a noisy ball makes a short run of its first frames, still within the ball's still reach,
 * and the ball passes it only after the run (session 61: a 10 mm linger with a 0.15 s ramp at 1.5 mm of rest noise,
 * a run of 0.05 s 3 mm off: no linger read, the slide back struck at 0.95). Raising it reads a later shift as the
 * run's linger (both no start); lowering it to 0 reads only shifts inside the run (as session 60). Range 0-1.
 */
export const LINGER_CREEP_S = 0.3;

/** Points of the ball back on its place (each within `reach` of it) that end a linger: it lies there again. Range 3-15. */
export const LINGER_BACK_POINTS = 5;

/**
 * The index of the first point from which ball h lies on its rest place
 * `rest` again (LINGER_BACK_POINTS points within `reach` of it) after its
 * first point off it in `[from, to]` (or up to LINGER_CREEP_S after), when everything between stayed within
 * LINGER_REACH_MM of that place, came no nearer a cushion's contact line
 * (`reachedRail`) and no other ball moving then came within reach
 * (`metMoving`); else -1. `reach`: the ball's still reach (starts.ts).
 */
export function lingerBack(h: BallHistory, [from, to]: readonly [number, number], rest: readonly [number, number], reach: number, hs: readonly BallHistory[], table: TableModel): number {
  const away = (k: number): number => Math.hypot(h.x[k]! - rest[0], h.y[k]! - rest[1]);
  let off = -1;
  const until = h.t[to]! + LINGER_CREEP_S;
  for (let k = from; k < h.t.length && h.t[k]! <= until && off < 0; k++) if (away(k) > reach) off = k;
  if (off < 0) return -1;
  for (let k = off; k + LINGER_BACK_POINTS <= h.t.length; k++) {
    if (away(k) > LINGER_REACH_MM) return -1;
    if (away(k) > reach) continue;
    let lies = true;
    for (let j = k + 1; j < k + LINGER_BACK_POINTS && lies; j++) lies = away(j) <= reach;
    if (!lies) continue;
    return reachedRail(h, off, k, rest, reach, table) || metMoving(h, off, k, rest, hs, table.ballRadius) ? -1 : k;
  }
  return -1;
}

/**
 * Ball h's run `run` read against its home (where it lay at the start of the frames) rather than the rest place
 * right before the run: the slide off under the hand may have made no run of its own (slow, or a frame missed in it:
 * its speed never read over MOVING_SPEED_MM_S), so the run is the slide back and the place before it the hand's. From
 * its last point at home before the run, as `lingerBack`.
 */
export function lingerBackHome(h: BallHistory, run: readonly [number, number], home: readonly [number, number], reach: number, hs: readonly BallHistory[], table: TableModel): number {
  const atHome = (k: number): boolean => Math.hypot(h.x[k]! - home[0], h.y[k]! - home[1]) <= reach;
  let k = run[0];
  // A slow slide back's run is read late (session 61): its first points may lie at home already; the hand's place is before them.
  while (k > 0 && k > run[0] - LINGER_BACK_POINTS && atHome(k)) k--;
  while (k >= 0 && !atHome(k)) k--;
  return k < 0 ? -1 : lingerBack(h, [k + 1, run[1]], home, reach, hs, table);
}

/**
 * Ball h's run `run` is a hand's shift before its real departure: after it the ball lies still (LINGER_BACK_POINTS
 * points or more, each within `reach` of their median) within LINGER_REACH_MM of its rest place `rest` until its next
 * run `next`, the run stayed within that reach, reached no cushion and met no moving ball. A bridge hand or the cue
 * beside the cue ball through the aim holds its detection off its place until the strike: the shift is no start, the
 * strike is the next run (left from where the hand held it). A ball set moving by a ball that lies still a few mm on
 * met that ball (`metMoving`).
 */
export function shiftedBeforeRun(h: BallHistory, run: readonly [number, number], next: readonly [number, number], rest: readonly [number, number], reach: number, hs: readonly BallHistory[], table: TableModel): boolean {
  const still = Array.from({ length: next[0] - run[1] - 1 }, (_, i) => run[1] + 1 + i);
  if (still.length < LINGER_BACK_POINTS) return false;
  const q: [number, number] = [median(still.map((k) => h.x[k]!)), median(still.map((k) => h.y[k]!))];
  if (Math.hypot(q[0] - rest[0], q[1] - rest[1]) > LINGER_REACH_MM) return false;
  if (still.some((k) => Math.hypot(h.x[k]! - q[0], h.y[k]! - q[1]) > reach)) return false;
  for (let k = run[0]; k <= run[1]; k++) if (Math.hypot(h.x[k]! - rest[0], h.y[k]! - rest[1]) > LINGER_REACH_MM) return false;
  return !reachedRail(h, run[0], next[0], rest, reach, table) && !metMoving(h, run[0], next[0] - 1, rest, hs, table.ballRadius);
}

/** Points at the head of a ball's frames taken for its home (`homeOf`). Range 5-30. */
const HOME_POINTS = 15;
/** Fewest such points, before its first run, that make a home. Range 3-15. */
const HOME_MIN_POINTS = 5;

/**
 * Where ball h lay at the start of the frames (the stroke's pre-roll): the median of its first points before its
 * first run (HOME_POINTS at most, HOME_MIN_POINTS at least), when all lie within `reach` of it; else null.
 */
export function homeOf(h: BallHistory, reach: number): [number, number] | null {
  const n = Math.min(HOME_POINTS, h.runs[0]?.[0] ?? h.t.length);
  if (n < HOME_MIN_POINTS) return null;
  const xs = h.x.slice(0, n), ys = h.y.slice(0, n);
  const c: [number, number] = [median(xs), median(ys)];
  return xs.every((x, i) => Math.hypot(x - c[0], ys[i]! - c[1]) <= reach) ? c : null;
}

/**
 * A point in [from, to) lies within LINGER_RAIL_MM of a cushion's contact line and nearer it than the rest place
 * by more than `reach` (a ball lying against a rail, its detection pulled along it, is no cushion hit).
 */
function reachedRail(h: BallHistory, from: number, to: number, rest: readonly [number, number], reach: number, table: TableModel): boolean {
  const own = railGap(rest, table);
  for (let k = from; k < to; k++) {
    const g = railGap([h.x[k]!, h.y[k]!], table);
    if (g <= LINGER_RAIL_MM && g < own - reach) return true;
  }
  return false;
}

/**
 * Another ball moving between points `from` and `to` of h (a run of its own overlaps that time) was seen within
 * 2R + LINGER_REACH_MM of h's rest place then: it may have struck h (and a cushion or h's own spin brought h back).
 */
function metMoving(h: BallHistory, from: number, to: number, rest: readonly [number, number], hs: readonly BallHistory[], R: number): boolean {
  const t0 = h.t[Math.max(0, from - 1)]!, t1 = h.t[to]!, near = 2 * R + LINGER_REACH_MM;
  return hs.some((g) => g.id !== h.id && g.runs.some(([a, b]) => {
    if (g.t[b]! < t0 || g.t[a]! > t1) return false;
    for (let k = a; k <= b; k++) if (g.t[k]! >= t0 && g.t[k]! <= t1 && Math.hypot(g.x[k]! - rest[0], g.y[k]! - rest[1]) <= near) return true;
    return false;
  }));
}
