/**
 * A hitter by its own rail, turned back into the ball it hit (issue 6,
 * session 29). A hitter A running along its rail touches B at rest, meets
 * the rail a few ms later and comes back into B: both touches fall between
 * two frames, one contact is reported, and A's way out of the rail shows
 * nothing its rail could not have done (returns.ts refuses a hitter by a
 * rail). The solved paths (rail-solve.ts) find it only when the second
 * touch follows from the first touch's geometry; a glancing return, A back
 * off the rail across B's top, does not (development five-pins 50 fps
 * #59[2], seeds 41-80: the white hit the yellow 4 mm from its rail, its rail
 * 3.7 ms later, the yellow again 2.4 ms after that).
 *
 * Here the proof is B's speed. One touch between equal masses gives B at
 * most A's normal speed along the line of centres ((1 + e)/2 of it, e ≤ 1);
 * nothing but a second impulse sends it off faster. B seen leaving well
 * faster than that, no other ball near, A's rail hit right after the touch:
 * A came back off that rail and struck B again (#59[2]: the yellow left at
 * 1.15 m/s, the white's normal speed 0.63 m/s).
 */
import type { TableModel } from '../geometry/tables.js';
import type { BallId } from '../contracts/ids.js';
import type { Breaks } from './contacts.js';
import { pieceAt } from './fit.js';
import type { BallHistory } from './history.js';
import { crowded } from './rail-reach.js';
import type { Start } from './starts.js';
import { OWN_RAIL_AFTER_S, wayIn } from './way-in.js';

/**
 * A's rail hit (a cushion break of A) may lie this long (s) before the
 * first touch (its timing error; after it: way-in.ts OWN_RAIL_AFTER_S, a
 * hitter within a few mm of its rail). Raising it credits a rail hit before
 * the touch with a return; lowering it loses touches dated late. Range 0-0.02.
 */
const OWN_RAIL_BEFORE_S = 0.01;
/**
 * B's departure speed must exceed A's normal speed by this (mm/s), or this
 * share of it, whichever is more: the error of a hitter's two-point way in
 * (2 mm of noise a point over a 20-33 ms frame: 60-140 mm/s) and of the
 * line of centres (a few degrees on a thin cut), and of B's own start speed.
 * Raising it misses returns that added little to B; lowering it lets a
 * misread normal speed pass for a second touch. Ranges 50-400, 0.1-0.5.
 */
const OVERDRIVE_MM_S = 150, OVERDRIVE_SHARE = 0.2;
/** B's excess this many times the asked one settles the touch (not for the referee). Range 1.5-5. */
const OVERDRIVE_SURE_RATIO = 3;

/**
 * When hitter `a` came back off its own rail into `b` (at rest until a touch
 * of a's around t): the two touches' times and whether B's excess settles
 * it, or null when B did not leave faster than a single touch sends it.
 */
export function overdriven(a: BallId, b: BallId, t: number, hs: readonly BallHistory[], starts: readonly Start[], table: TableModel, breaks: Breaks, sameS: number): { t1: number; t2: number; sure: boolean } | null {
  // Carom tables only, as rail-solve.ts: pockets' jaws and crowded balls turn balls on a pyramid table.
  if (table.kind !== 'carom') return null;
  const ha = hs.find((h) => h.id === a), hb = hs.find((h) => h.id === b), s = starts.find((q) => q.id === b);
  if (!ha || !hb || !s || s.hidden || Math.abs(s.t - t) > sameS) return null;
  const ka = breaks.get(a) ?? [], R = table.ballRadius;
  const found = wayIn(ha, hb, s, ka, R, true);
  if (!found) return null;
  const { way, t1 } = found;
  const rail = ka.find((c) => c > t1 - OWN_RAIL_BEFORE_S && c < t1 + OWN_RAIL_AFTER_S);
  if (rail === undefined) return null;
  const pa = pieceAt(way, t1), d = [s.rest[0] - pa[0], s.rest[1] - pa[1]], l = Math.hypot(d[0]!, d[1]!) || 1;
  const v = [way.x.v, way.y.v];
  // A's normal speed, along the line of centres or along B's way out, whichever reads it higher (the least excess).
  const vn = Math.max((v[0]! * d[0]!) / l + (v[1]! * d[1]!) / l, v[0]! * s.dir[0] + v[1]! * s.dir[1]);
  if (vn <= 0) return null;
  const asked = Math.max(OVERDRIVE_MM_S, OVERDRIVE_SHARE * vn), excess = s.speed - vn;
  if (excess < asked) return null;
  if ([t1, s.departT].some((u) => crowded([a, b], s.rest, u, hs, R) || crowded([a, b], pa, u, hs, R))) return null;
  return { t1, t2: Math.max(rail, t1 + 1e-3), sure: excess >= OVERDRIVE_SURE_RATIO * asked };
}
