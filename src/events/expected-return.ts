/**
 * A ball lying by a rail, struck nearly full into it, comes back into its
 * hitter (issue 6, session 33): the second touch the physics gives even
 * when no frame shows it. The other return rules (returns.ts) each ask the
 * frames for a proof (the hitter pushed back, the pair seen meeting again);
 * the touch is often too light for that (development libre #17[7] at
 * 60 fps: the red 5 mm off the top rail, hit at 0.59 m/s, back into the
 * white 28 ms later, the pair never more than 3 mm apart in between, the
 * white's speed changed by ~0.1 m/s: no distance minimum, no kink).
 *
 * Why it is near certain: a full hit leaves the hitter A with little
 * tangential speed, B reaches its rail within a few ms and comes back along
 * the line of centres at the rail's restitution of its speed, faster than
 * A (its forward share (1 − e)/2 of the normal speed, a follow's pull, a
 * draw's ≤ μs·g pull over a few tens of ms) leaves. On the development
 * truth (libre, three-cushion, five-pins, cadre 47/1, 120 matches each),
 * every contact of a ball at rest within 20 mm of a rail with both
 * cosines ≥ 0.9 was followed by a second touch of the pair (38 of 38; 19
 * of 19 within EXPECTED_GAP_MM), `EXPECTED_RETURN_RATIO` × gap / normal
 * speed later (2.1-4.0, median 2.5). Nothing measured it, so it is
 * reported for the referee, at EXPECTED_RETURN_CONFIDENCE. A ball frozen
 * on its rail comes back at a wider cut too (FROZEN_GAP_MM, session 37).
 */
import type { BallId } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import { dot, sub, unitOr } from '../geometry/vec.js';
import { axisGaps } from '../geometry/cushion-sides.js';
import type { Breaks } from './contacts.js';
import { pieceAt, speedOf } from './fit.js';
import type { BallHistory } from './history.js';
import { crowded, railAhead } from './rail-reach.js';
import { centreBounds } from '../track/geometry.js';
import type { Start } from './starts.js';
import { MIN_IN_SPEED_MM_S, wayIn } from './way-in.js';
import { struckWayIn } from './struck-way-in.js';
import { pinnedStart } from './pinned-ball.js';

/**
 * Gap (mm) between the ball at rest and its rail's contact line, measured
 * square to the rail. The share of contacts followed by a return falls
 * with it (development truth, cosines ≥ 0.9: 38/38 within 20 mm, 52/58
 * within 30), and at 20 mm a slow rail (restitution 0.55-0.7) lets a
 * 14.5° cut pass 3-8 mm wide (the hand-made near misses of
 * test/events.rail-meet.test.ts and events.rail-solve.test.ts). Raising it
 * reports returns that did not happen; lowering it leaves more real ones
 * silent. Range 5-20.
 */
export const EXPECTED_GAP_MM = 12;

/**
 * Least cosine of the line of centres with the rail's normal (B sent
 * square into the rail, so it comes back at A) and of the hitter's way in
 * with the line of centres (a full hit: A keeps little tangential speed to
 * get out of the way). At 0.8 either, 4-16 of each 38-100 contacts had no
 * return (development truth). Range 0.8-0.99.
 */
export const EXPECTED_COS = 0.9;

/**
 * The ball at rest must lie at least this far (mm) from the other contact
 * lines than its rail's: in a corner it comes off both rails and its way
 * back is the corner's, not the line of centres' (development three-cushion
 * #87[1] at 30 fps: the white 10 mm from an end rail and 7 mm from a side
 * rail, hit full, ran out of the corner past the yellow). Range 0-2R.
 */
export const CORNER_CLEAR_MM = 60;

/**
 * A ball this close (mm) to its rail's contact line is as good as frozen on it (session 37): it meets the rail a mm or two
 * after leaving, at any cut, so its way back is set by the rail alone. Off the rail it keeps sin φ of its speed along the
 * rail and gets back e_r·cos φ against the normal (φ: the line of centres off the rail's normal): its speed along the line
 * of centres, sin²φ − e_r·cos²φ of it, points back at the hitter whenever tan²φ < e_r, and the hitter, left with at most
 * (1 − e)/2 of its normal speed along that line, is caught within a few mm of where it touched. Development truth
 * (three-cushion and libre 1-200, five-pins 1-120): of the contacts of a ball at rest within 4 mm of its rail with
 * FROZEN_RAIL_COS met and the hitter at 0.8 or more (truth cosines; FROZEN_HIT_COS is on the tracked way in), all but a
 * hitter at 54 mm/s (libre #181[2], inside the full-hit rule too) were followed by a second touch 1-38 ms later (11 of
 * 12; the 5 outside the full-hit rule all came back, among them three-cushion #33[5], missed at every rate: the red 2 mm
 * off its rail, line of centres at 0.79, hitter at 0.86, back 20 ms later); no ball that close with its line of centres
 * under 0.7 came back within 0.1 s (0 of 17; at 0.73 one did, libre #167[5]). Raising it reaches balls whose cut takes
 * them out of the hitter's way before they turn (three-cushion #100[2]: 6.5 mm at 0.83, no return); lowering it leaves
 * frozen returns silent. Both tables since session 37: the pyramid's rail (simulated e 0.82, carom 0.85) keeps
 * tan²φ < e_r above 0.74, and inCorner keeps its corner jaws out (development Russian #81[5] at 60 fps: w3 3.5 mm off
 * its rail, line of centres at 0.92, hitter at 0.79, back 14 ms later, missed until then). Middle-pocket jaws are not
 * kept out.
 * Range 2-5.
 */
export const FROZEN_GAP_MM = 4;
/** Least cosine of a frozen ball's line of centres with its rail's normal (tan²φ < e_r: e_r 0.8 gives 0.75). Range 0.7-0.9. */
export const FROZEN_RAIL_COS = 0.75;
/**
 * Least cosine of the hitter's way in (as tracked) with the line of centres for a frozen ball: a glancing hitter runs out
 * along its tangent faster than the ball closes off a rail met at a cut (three-cushion #129[2]: truth 0.70 at 3.3 m/s, the
 * yellow 1 mm off its rail at 0.78, no return; tracked 0.62-0.68 at 60/25/50 fps, an extra at 25 and 50 under 0.5).
 * #33[5] (truth 0.86) is tracked at 0.77-0.83: the way-in fit's error is ±0.07, so the bar sits between. In the truth,
 * hitters under 0.8 came back only off a rail met square (≥ 0.91, the full-hit rule's side). Range 0.7-0.77.
 */
export const FROZEN_HIT_COS = 0.73;

/**
 * Least speed (mm/s) of the hitter's way into a frozen ball that never left
 * its place (`pinnedStart`): no reversal is measured on that way, only its
 * direction, which a slow ball's points still give within the hit bar
 * (development libre #60[6]: the yellow's way in fitted at 0.23 m/s at
 * 60 fps, under way-in.ts's MIN_IN_SPEED_MM_S; 0.35 at 30 fps). The truth's one frozen ball that did not
 * come back had a hitter at 54 mm/s. Raising it leaves slow pushes into a
 * frozen ball silent; lowering it reaches creeps that need not come back.
 * Range 100-300.
 */
export const PINNED_IN_SPEED_MM_S = 150;

/** The second touch's delay over gap / A's normal speed (development truth: 2.1-4.0, median 2.5). Range 2-4. */
export const EXPECTED_RETURN_RATIO = 2.6;

/** Confidence of a return no frame shows: the physics', not a measurement; below RETURN_CONFIDENCE. Range 0.5-0.8. */
export const EXPECTED_RETURN_CONFIDENCE = 0.7;

/**
 * Times of the touch of a into b at rest (its start s near t) and of b's
 * return into a, when b lay within EXPECTED_GAP_MM of a rail that the line
 * of centres points squarely into, a hit it nearly full (EXPECTED_COS), or b
 * lay frozen on it (FROZEN_GAP_MM, FROZEN_RAIL_COS, FROZEN_HIT_COS), and
 * no third ball lay by either; else null. A frozen ball pushed into its rail
 * that never left its place has no start traced: its rest stands in for one
 * (pinned-ball.ts), for the frozen tier only (development libre #60[6] at
 * 60 and 30 fps: the white 3.5 mm off its rail, the yellow in square to it,
 * the white back into it 28 ms later, moved 3 mm in all).
 */
export function expectedReturn(a: BallId, b: BallId, t: number, hs: readonly BallHistory[], starts: readonly Start[], table: TableModel, breaks: Breaks, sameS: number): { t1: number; t2: number } | null {
  const ha = hs.find((h) => h.id === a), hb = hs.find((h) => h.id === b), traced = starts.find((q) => q.id === b);
  const s = traced && Math.abs(traced.t - t) <= sameS ? traced : hb && pinnedStart(hb, t, table);
  if (!ha || !hb || !s) return null;
  const R = table.ballRadius;
  // A hitter hidden under the cue until it was thrown back off b: the line from its rest place (struck-way-in.ts).
  const found = wayIn(ha, hb, s, breaks.get(a) ?? [], R, false, s === traced ? MIN_IN_SPEED_MM_S : PINNED_IN_SPEED_MM_S) ?? struckWayIn(ha, starts.find((q) => q.id === a), s, R);
  if (!found) return null;
  const { way, t1 } = found;
  const pa = pieceAt(way, t1), n = unitOr(sub(s.rest, pa), [0, 0]);
  const vn = dot([way.x.v, way.y.v], n), rail = railAhead(s.rest, n, table);
  if (rail === null || !((s === traced && full(vn / speedOf(way), rail.cos, rail.gap)) || frozen(vn / speedOf(way), rail.cos, rail.gap))) return null;
  const gap = rail.gap;
  if (inCorner(s.rest, rail.side.axis, table) || crowded([a, b], s.rest, t1, hs, R) || crowded([a, b], pa, t1, hs, R)) return null;
  return { t1, t2: t1 + (EXPECTED_RETURN_RATIO * Math.max(gap, 0)) / vn };
}

/** A full hit (both cosines EXPECTED_COS) into a rail within EXPECTED_GAP_MM. */
const full = (hitCos: number, railCos: number, gap: number): boolean => hitCos >= EXPECTED_COS && railCos >= EXPECTED_COS && gap <= EXPECTED_GAP_MM;
/** A ball frozen on its rail (FROZEN_GAP_MM) sent into it steeply enough to come back (FROZEN_RAIL_COS, FROZEN_HIT_COS). */
const frozen = (hitCos: number, railCos: number, gap: number): boolean => hitCos >= FROZEN_HIT_COS && railCos >= FROZEN_RAIL_COS && gap <= FROZEN_GAP_MM;

/** The rest place lies within CORNER_CLEAR_MM of a contact line square to the one ahead (`axis`: the axis the rail ahead crosses). */
function inCorner(rest: [number, number], axis: 0 | 1, table: TableModel): boolean {
  const { halfX, halfY } = centreBounds(table);
  const [gx, gy] = axisGaps(rest, halfX, halfY);
  return (axis === 0 ? gy : gx) < CORNER_CLEAR_MM;
}
