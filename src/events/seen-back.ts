/**
 * A ball sent into its rail and back into its hitter, the second touch seen
 * at a frame (issue 6, session 43; pyramid tables only). The ball hit, B,
 * lay at rest a few cm off a rail; the first touch sent it there, it came
 * back and met its hitter A again within the next frame or two. The pair's
 * distance shows one minimum, so one touch is reported, and returns.ts's
 * proofs read A's way after the touch, which A's own rail or a second
 * turn can cut to a point or two (development Russian #2[5] at 30 fps: the
 * colour, 28 mm off its rail, hit by w1 at 60.457, off the rail at 60.472
 * and into w1 at 60.502; w1 met its own rail 52 ms later).
 *
 * Here the frame itself shows the second touch: the two balls at 2R, B seen
 * behind its rest against the way A sent it. A ball pushed one way stands
 * behind its rest only after something turned it back, and B's rail hit
 * lies between; meeting A at 2R there, B touched it again (the first touch
 * is before B left its rest, so it cannot be this one).
 */
import type { BallId } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import { distance, dot, sub, unitOrNull } from '../geometry/vec.js';
import { type Breaks, SAME_CONTACT_S, positionAt } from './contacts.js';
import { type BallHistory, indicesIn } from './history.js';
import { reached } from './rail-meet.js';
import { crowded } from './rail-reach.js';
import type { Start } from './starts.js';

/**
 * Latest (s) after B's first point off its rest the frame showing the return
 * may lie: a ball up to 5 cm off its rail, sent at 1-2 m/s, is back within
 * 30-80 ms. Raising it reads later meetings (other turns, spin) as this
 * return; lowering it loses slower ones. Range 0.05-0.15.
 */
const BACK_WITHIN_S = 0.08;
/**
 * Deepest gap (mm beyond 2R) at that frame that counts as touching: the two
 * places' noise (σ 1.2-2 mm each) and a touch up to a few ms off the frame
 * (1 m/s closing: 1 mm a ms). Raising it takes a near pass for a touch;
 * lowering it under the noise loses touches seen a ms off. Range 0-5.
 */
const SEEN_TOUCH_MM = 2;
/**
 * How far (mm) behind its rest, against the way A sent it, B must be seen:
 * beyond the noise of one point (3σ of 2 mm), so that the rest's own jitter
 * is not read as a return. Raising it loses returns caught early at the
 * frame; lowering it towards the noise calls a ball still at rest returned.
 * Range 4-15.
 */
const BEHIND_MM = 6;

/** The second touch (t2, at the frame that shows it) of b back into a around a contact of theirs reported at t, or null. */
export function seenBack(a: BallId, b: BallId, t: number, hs: readonly BallHistory[], starts: readonly Start[], table: TableModel, breaks: Breaks): { t1: number; t2: number } | null {
  const ha = hs.find((h) => h.id === a), hb = hs.find((h) => h.id === b), st = starts.find((q) => q.id === b);
  if (!ha || !hb || !st || Math.abs(st.t - t) > SAME_CONTACT_S || !reached(ha, st, table.ballRadius)) return null;
  const R = table.ballRadius, until = st.departT + BACK_WITHIN_S;
  if (!(breaks.get(b) ?? []).some((c) => c > st.lastRestT && c < until)) return null;
  // The way A sent B: from A's place at B's last point at rest (A was coming in then) to B's rest.
  const from = positionAt(ha, st.lastRestT), n = from && unitOrNull(sub(st.rest, from));
  if (!n) return null;
  for (const k of indicesIn(hb, st.departT, until)) {
    const tf = hb.t[k]!, pb: [number, number] = [hb.x[k]!, hb.y[k]!], j = ha.t.indexOf(tf);
    if (j < 0) continue;
    const pa: [number, number] = [ha.x[j]!, ha.y[j]!];
    if (distance(pa, pb) - 2 * R > SEEN_TOUCH_MM || dot(sub(pb, st.rest), n) > -BEHIND_MM) continue;
    if (crowded([a, b], pa, tf, hs, R) || crowded([a, b], pb, tf, hs, R)) return null;
    return { t1: st.t, t2: tf };
  }
  return null;
}
