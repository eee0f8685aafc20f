/**
 * Where a ball lies against the rails, for the near-rail returns (issue 6,
 * split out of returns.ts): whether the ball hit lay by a rail it was sent
 * into (`byRail`, `railSentInto`), which rail a direction meets first and
 * how far along it (`railAhead`, the one core of both since session 34, on
 * cushions.ts `sides`), how far a centre is from the nearest contact line,
 * and whether another ball was near enough to the hitter to have pushed it.
 */
import type { BallId, Cushion } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import { centreBounds } from '../track/geometry.js';
import { axisGaps } from '../geometry/cushion-sides.js';
import { positionAt } from './contacts.js';
import { type CushionSide, sides, gapToLine } from './cushions.js';
import type { BallHistory } from './history.js';

/**
 * The ball hit lay this close (mm) to a rail's contact line, measured along
 * the line of centres: it reached the rail within a frame or two. Raising
 * it looks for returns of balls further off (a return is then slower and
 * seen apart, as a second distance minimum, which the one-report rule of
 * `railReturns` leaves alone); lowering it loses the slow ones still inside
 * one frame. 45 until session 21: development five-pins at 30 fps (seeds
 * 41+) #49[6] (a yellow in a corner, 47 mm along the line to the left rail,
 * 50 to the bottom) and #51[3] (a red 55 mm from the top rail) were missed.
 * Range 5-80.
 */
export const RAIL_REACH_MM = 60;
/** ... and was sent into it: the cosine of the line of centres with the rail's normal at least this. Range 0.1-0.9. */
export const INTO_RAIL_COS = 0.3;
/**
 * The hitter stays this far (mm) from every contact line, from the touch to
 * the points that show it pushed back: else its own rail may have pushed it.
 * Raising it drops returns near corners; lowering it lets a hitter's own
 * unseen rail hit pass for a return. Range 2-40.
 */
export const HITTER_RAIL_CLEAR_MM = 8;
/** Another ball this close (mm) beyond 2R to the hitter's points could have pushed it: no claim. Range 0-40. */
const OTHER_BALL_CLEAR_MM = 10;

/**
 * ... or as far as the ball hit goes in this long (s) at the hitter's normal
 * speed, when that is more: what decides whether the return falls inside
 * the frame or two of the touch is the time B takes to its rail, not the
 * distance (development three-cushion #188[1] at 30 fps: a yellow 63 mm
 * along the line of centres from the rail, hit at 4.2 m/s, back 15 ms
 * later, missed at 60 mm). 0.025 s is 60 mm at 2.4 m/s: slower hits keep
 * RAIL_REACH_MM. Raising it looks for returns of fast balls further off
 * (each still needs its proof: returns.ts); lowering it to 0 leaves the
 * fixed reach. Range 0-0.05.
 */
export const RAIL_REACH_S = 0.025;

/**
 * The rest place lies within the reach (RAIL_REACH_MM, or RAIL_REACH_S of
 * the hitter's normal speed `vn`, mm/s) of a contact line along n, n
 * pointing into that rail.
 */
export function byRail(rest: [number, number], n: [number, number], table: TableModel, vn = 0): boolean {
  return railSentInto(rest, n, table, Math.max(RAIL_REACH_MM, RAIL_REACH_S * vn)) !== null;
}

/**
 * The cushion whose contact line lies within `reach` (mm) of the rest place
 * along n, n pointing into it at INTO_RAIL_COS or more (the nearer along n
 * in a corner), or null. A rail n meets more shallowly is passed over even
 * when nearer: B glances along it rather than coming back.
 */
export function railSentInto(rest: [number, number], n: [number, number], table: TableModel, reach: number): Cushion | null {
  const rail = railAhead(rest, n, table, (r) => r.cos >= INTO_RAIL_COS);
  return rail !== null && rail.along <= reach ? rail.side.cushion : null;
}

/** Distance (mm) along n from the rest place to the first contact line n points into (Infinity: none). */
export function railAlong(rest: [number, number], n: [number, number], table: TableModel): number {
  return railAhead(rest, n, table)?.along ?? Infinity;
}

/**
 * A contact line a direction points into from a place: its side, the gap
 * (mm) from the place to it square to the rail (negative: past it), the
 * direction's cosine with the rail's normal (> 0) and the distance along the
 * direction to it (gap / cos).
 */
export interface RailAhead { side: CushionSide; gap: number; cos: number; along: number }

/**
 * The first contact line n (a unit vector) points into from p among those
 * `keep` lets through (every one by default; the end rail on a tie), or null.
 * The one answer to "which rail is ahead" for the returns (`byRail`,
 * `railAlong`, `railSentInto`) and expected-return.ts.
 */
export function railAhead(p: [number, number], n: [number, number], table: TableModel, keep: (r: RailAhead) => boolean = () => true): RailAhead | null {
  let best: RailAhead | null = null;
  for (const side of sides(table)) {
    const cos = side.sign * n[side.axis];
    if (!(cos > 0)) continue;
    const gap = gapToLine(side, p), r = { side, gap, cos, along: gap / cos };
    if (keep(r) && (best === null || r.along < best.along)) best = r;
  }
  return best;
}

/** Distance (mm) of a centre from the nearest contact line. */
export function railGap(p: readonly [number, number], table: TableModel): number {
  const { halfX, halfY } = centreBounds(table);
  return Math.min(...axisGaps(p, halfX, halfY));
}

/**
 * A rail pushes a ball only along its normal: a rail whose normal makes a
 * cosine under this with the line of centres cannot send the hitter back
 * along it, only sideways (a hitter running along its rail into a ball in
 * the corner ahead, which comes back off the end rail into it: development
 * five-pins #60[4] at 30 fps, the white 5 mm from its side rail, cosine
 * 0.07). Raising it ignores more of the hitter's own rails when it was
 * pushed back (an oblique rail hit may then pass for a return); lowering it
 * to 0 refuses every hitter by any rail, as before session 37. Range 0-0.5.
 */
export const ALONG_RAIL_COS = 0.25;

/**
 * `railGap` over the rails that can push a centre along ±n (their normal's
 * cosine with n at least ALONG_RAIL_COS), Infinity when none can; on a
 * pyramid table every rail (its jaws turn balls every way).
 */
export function pushingRailGap(p: [number, number], n: readonly [number, number], table: TableModel): number {
  if (table.kind !== 'carom') return railGap(p, table);
  const { halfX, halfY } = centreBounds(table), [gx, gy] = axisGaps(p, halfX, halfY);
  return Math.min(Math.abs(n[0]) >= ALONG_RAIL_COS ? gx : Infinity, Math.abs(n[1]) >= ALONG_RAIL_COS ? gy : Infinity);
}

/** A ball other than the pair's within 2R + OTHER_BALL_CLEAR_MM of p at t. */
export function crowded(pair: readonly BallId[], p: [number, number], t: number, hs: readonly BallHistory[], R: number): boolean {
  return hs.some((g) => {
    if (pair.includes(g.id)) return false;
    const q = positionAt(g, t);
    return q !== null && Math.hypot(q[0] - p[0], q[1] - p[1]) < 2 * R + OTHER_BALL_CLEAR_MM;
  });
}
