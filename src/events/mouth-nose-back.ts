/**
 * A ball back at the corner nose it touched: two touches of one cushion in
 * a corner pocket's mouth (a corner's two noses are its two cushions; each
 * nose's rail, jaw point and jaw bound one convex block), read apart and
 * with nothing read between. A ball moving straight away from a convex nose
 * never meets it again: something turned it back between the two touches,
 * and in a mouth that is the other nose. At 30 fps (33 ms between frames) a
 * corner rattle's touches come 10-40 ms apart, so the frames show the way
 * in meeting the nose and the ball back against it before the drop, but no
 * point between. The frames cannot time the touch between; it is placed
 * midway, as the rattle through one point seen between is
 * (`rattlePoint`, mouth-rattles.ts), at its confidence.
 */
import type { CushionEvent } from '../contracts/events.js';
import type { BallHistory } from './history.js';
import type { Cushion, Vec2 } from '../contracts/ids.js';
import type { PyramidTable } from '../geometry/tables.js';
import { distance, dot, sub } from '../geometry/vec.js';
import { cushionReach } from '../track/geometry.js';
import { type Mouth, SAME_MEET_S, mouthsOf } from './mouth-walls.js';
import { RATTLE_CONFIDENCE } from './mouth-rattles.js';
import { MOUTH_ZONE_MM, hitAt } from './mouth-turns.js';

/**
 * Longest time (s) between two touches of one corner nose for the other
 * nose's touch to be placed midway between them: the midway time must lie
 * within the matching's reach of the true touch (3 frames), and farther
 * apart the ball may have left the mouth and come back (a ball, a rail
 * elsewhere). Raising it reads touches between readings far apart; lowering
 * it loses slower rattles. Range 0.06-0.3.
 */
export const NOSE_BACK_MAX_S = 0.15;

/**
 * Longest time (s) from the second touch to the ball's last sighting: the
 * ball went down that corner's pocket after it. A ball that stays on the
 * table by a corner after two readings of one nose was mostly creeping there,
 * its noise against the jaw read as a touch (development Russian 60 fps
 * #16[3]: w6 at 60 mm/s by the bottom-right corner, a bottom touch read
 * again 65 ms after the true one). Raising it reads between touches of
 * balls that rattled out again as well; lowering it under a frame interval
 * loses pots seen once after the touch. Range 0.034-0.2.
 */
export const NOSE_DROP_S = 0.05;

/** Index of the ball's point nearest time t. */
function nearest(h: BallHistory, t: number): number {
  let k = 0;
  for (let i = 1; i < h.t.length; i++) if (Math.abs(h.t[i]! - t) < Math.abs(h.t[k]! - t)) k = i;
  return k;
}

/**
 * Frame steps before a touch whose mean speed bounds the ball's speed after
 * it (a wall only slows a ball). More steps average the points' noise (one
 * noisy point makes a slow ball fast) but reach back past a turn before the
 * mouth. Range 2-5.
 */
const SPEED_IN_STEPS = 3;

/**
 * The ball could have crossed from where it was at time `t1` to the other
 * nose's reach and back by `t2`: twice the way to the nearest wall of that
 * nose (its jaw point, jaw or rail, less the reach) at no more than its
 * speed over the points before `t1`. Development Russian ×2 noise 60 fps
 * #7[2]: w6 at 175 mm/s into the top-right corner, one top touch read twice
 * 50 ms apart (a 7 mm noise jump); the right nose 9 mm away, 18 mm there and
 * back, the ball covering 14 mm at its measured speed in.
 */
function reachesOtherNose(h: BallHistory, m: Mouth, cushion: Cushion, t1: number, t2: number, reach: number): boolean {
  const k = nearest(h, t1), p: Vec2 = [h.x[k]!, h.y[k]!];
  let j = k;
  while (j > 0 && h.t[j]! > t1) j--;
  const i = Math.max(0, j - SPEED_IN_STEPS);
  if (i === j) return false;
  const speedIn = distance([h.x[i]!, h.y[i]!], [h.x[j]!, h.y[j]!]) / (h.t[j]! - h.t[i]!);
  const gaps = m.walls.filter((w) => w.cushion !== cushion).map((w) => {
    if (w.kind === 'point') return distance(p, w.a) - reach;
    const along = dot(sub(p, w.a), w.d);
    return along < 0 || along > w.len ? Infinity : dot(sub(p, w.a), w.n) - reach;
  });
  return speedIn * (t2 - t1) >= 2 * Math.max(0, Math.min(...gaps));
}

/** The corner mouth whose zone holds the ball at time t (its nearest point), or null (a middle pocket's noses share one cushion name). */
function cornerAt(h: BallHistory, mouths: readonly Mouth[], t: number): Mouth | null {
  const k = nearest(h, t), p: Vec2 = [h.x[k]!, h.y[k]!];
  const m = mouths.find((q) => distance(p, q.centre) < MOUTH_ZONE_MM);
  return m && new Set(m.walls.map((w) => w.cushion)).size === 2 ? m : null;
}

/**
 * A ball's cushion touches with the other nose's touch added between two
 * touches of one corner nose (a corner's noses are its two cushions) that
 * lie more than one touch's spread of readings apart (SAME_MEET_S) and
 * within NOSE_BACK_MAX_S, the ball in the same corner mouth at both and gone
 * down its pocket within NOSE_DROP_S after the second, the other nose within
 * its reach there and back (`reachesOtherNose`), and no touch read between:
 * whichever readings found them (the way in, the way out traced back, a
 * last point against a jaw), the ball left the nose and came back to it, so
 * the other nose turned it back. Development Russian 30 fps
 * #13[0]: w5 in at 0.9 m/s, the top jaw point read from the way in at
 * 7.153 and the top jaw from its last point at 7.202; the left jaw point
 * between (7.176) was missed.
 */
export function withOtherNose(found: readonly CushionEvent[], h: BallHistory, table: PyramidTable): CushionEvent[] {
  const mouths = mouthsOf(table), reach = cushionReach(table), out = [...found];
  const sorted = [...found].sort((a, b) => a.t - b.t);
  for (let i = 0; i + 1 < sorted.length; i++) {
    const a = sorted[i]!, b = sorted[i + 1]!;
    if (a.cushion !== b.cushion || b.t - a.t <= SAME_MEET_S || b.t - a.t > NOSE_BACK_MAX_S) continue;
    const m = cornerAt(h, mouths, a.t), end = h.t[h.t.length - 1]!;
    if (!m || cornerAt(h, mouths, b.t) !== m || end - b.t > NOSE_DROP_S || cornerAt(h, mouths, end) !== m) continue;
    if (!reachesOtherNose(h, m, a.cushion, a.t, b.t, reach)) continue;
    const other = m.walls.find((w) => w.cushion !== a.cushion);
    if (other) out.push(hitAt(h, (a.t + b.t) / 2, other.cushion, RATTLE_CONFIDENCE));
  }
  return out.sort((a, b) => a.t - b.t);
}
