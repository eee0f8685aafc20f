/**
 * A ball's turn off a rail as its own points show it (issue 6, session 11),
 * whatever the cushion rules found: a ball lying a few cm from a rail, hit
 * into it, is on the rail and back inside one or two frames, and its cushion
 * hit is then often missed (development libre #79 stroke 4 at 30 fps) or
 * timed at or before the contact that sent it there (the hit is traced back
 * from the points after it: #2 stroke 3, the red's cushion at 27.000 s, its
 * contact at 27.001 s). The contact rules need the turn between a pair's two
 * meetings: else the second (the ball back off the rail into its hitter) is
 * merged into the first as one contact seen twice.
 */
import type { TableModel } from '../geometry/tables.js';
import { centreBounds } from '../track/geometry.js';
import type { Breaks } from './contacts.js';
import type { BallHistory } from './history.js';

/**
 * The turning point lies this close (mm) to a rail's contact line: the
 * point nearest the rail lies up to half a frame's travel off it (9 mm for
 * the red of development libre #35 stroke 2 at 30 fps, 6.9 mm for #50 stroke
 * 3); a faster ball's turn, seen farther off, has legs long enough for the
 * cushion rules. Raising it lets a turn off another ball near a rail pass
 * for a rail's; lowering it misses turns between frames. Range 2-40.
 */
export const TURN_NEAR_MM = 12;
/**
 * On each side of the turning point, a point within TURN_SIDE_S lies this
 * much (mm) farther from that rail: the ball went in and came out. Above the
 * detector's noise on one coordinate (σ 1-2 mm simulated, 0.5 mm on a real
 * table): a ball at rest by the rail or rolling along it seldom jitters so
 * much on both sides (and a false turn at rest only cuts fits). Raising it
 * misses slow turns; lowering it makes turns of a ball lying on the rail.
 * Range 2-15.
 */
export const TURN_DEPTH_MM = 4;
/**
 * A turning point this close (mm) to the line is on the rail: the turn is
 * timed at it, and both legs keep it (at 30 fps a ball back off a near rail
 * into its hitter often shows one point between: with the rail point, its
 * way back is a piece of two). The detector's noise on a coordinate.
 * Raising it bends legs by a point a few mm short of the rail; lowering it
 * leaves the way back one point. Range 0-6.
 */
const ON_RAIL_MM = 3;
/** The neighbours looked at on each side (s): two frames at 25 fps. Range 0.03-0.2. */
const TURN_SIDE_S = 0.085;

/** Times at which a ball's points turn off a rail (the point nearest it), in time order. */
export function seenRailTurns(h: BallHistory, table: TableModel): number[] {
  const { halfX, halfY } = centreBounds(table);
  const out: number[] = [];
  for (let k = 1; k < h.t.length - 1; k++) {
    for (const [c, half] of [[h.x, halfX], [h.y, halfY]] as const) {
      const gap = (j: number): number => half - Math.abs(c[j]!);
      const sign = Math.sign(c[k]!);
      if (gap(k) > TURN_NEAR_MM) continue;
      const side = (dir: -1 | 1): number => {
        let best = -Infinity;
        for (let j = k + dir; j >= 0 && j < h.t.length && Math.abs(h.t[j]! - h.t[k]!) <= TURN_SIDE_S; j += dir) {
          if (Math.sign(c[j]!) === sign) best = Math.max(best, gap(j) - gap(k));
        }
        return best;
      };
      if (!(side(-1) >= TURN_DEPTH_MM && side(1) >= TURN_DEPTH_MM && gap(k - 1) >= gap(k) && gap(k + 1) >= gap(k))) continue;
      out.push(turnTime([h.t[k - 1]!, gap(k - 1)], [h.t[k]!, gap(k)], [h.t[k + 1]!, gap(k + 1)]));
    }
  }
  return out;
}

/**
 * When the ball met the rail, from the turning point (time, gap to the line)
 * and its neighbours: at the point when it lies on the rail (it belongs to
 * both legs); else before or after it, whichever leaves the ball coming out
 * no faster than it went in (a rail gives back at most what it took: a ball
 * at 1.3 m/s seen 9 mm off the rail, 8 ms after the turn, development libre
 * #35 stroke 2 at 30 fps); when both or neither do (a ball that left its
 * rest between the points goes in slower than the points say), between the
 * point and its nearer neighbour in proportion to their gaps.
 */
function turnTime(prev: [number, number], at: [number, number], next: [number, number]): number {
  const [t, g] = at;
  if (g <= ON_RAIL_MM) return t;
  // After the point: in at the speed from prev, out to next in what is left of the interval.
  const uIn = (prev[1] - g) / (t - prev[0]), sAfter = g / uIn;
  const after = uIn > 0 && sAfter < next[0] - t && next[1] / (next[0] - t - sAfter) <= uIn * MAX_RESTITUTION;
  // Before it: out at the speed to next, in from prev in what is left.
  const uOut = (next[1] - g) / (next[0] - t), sBefore = g / uOut;
  const before = uOut > 0 && sBefore < t - prev[0] && uOut <= (prev[1] / (t - prev[0] - sBefore)) * MAX_RESTITUTION;
  if (after !== before) return after ? t + sAfter : t - sBefore;
  const [tj, gj] = prev[1] < next[1] ? prev : next;
  return t + ((tj - t) * g) / (g + gj);
}

/**
 * Largest ratio of the speed off the rail to the speed into it (rail-normal)
 * taken as possible: a rail returns 0.5-0.9 of it; the margin covers the
 * points' noise. Raising it lets both timings pass more often (then split in
 * proportion); lowering it below the rails' own rules out real turns. Range 0.9-1.5.
 */
const MAX_RESTITUTION = 1;

/** The breaks with each ball's seen rail turns added (sorted). */
export function withSeenTurns(breaks: Breaks, hs: readonly BallHistory[], table: TableModel): Breaks {
  return new Map(hs.map((h) => [h.id, [...(breaks.get(h.id) ?? []), ...seenRailTurns(h, table)].sort((a, b) => a - b)]));
}
