/**
 * A turn seen in a mouth named by its push (split out of mouths.ts): the
 * velocity change across the turn points along one cushion's inward normal.
 * cushions.ts reads it for turns of one coordinate near a pocket.
 */
import type { Vec2 } from '../contracts/ids.js';
import { sub } from '../geometry/vec.js';
import type { BallHistory } from './history.js';

/**
 * Largest angle (degrees) between a turn's impulse and a cushion's inward
 * normal for the turn to be that cushion's in a mouth. Only the cushion's
 * own rail and jaw point push a ball along its normal: the other cushion's
 * jaw pushes at 45° to it (a corner) and its rail at 90°. Raising it names
 * the other cushion's jaw touches after this one; lowering it towards the
 * tilt friction and a jaw point's off-centre touch give the impulse loses
 * hits. Range 10-40. Development Russian 30 fps: cushions 414/6/38 →
 * 418/6/34 (a ball off the rail turned back by the other cushion's jaw
 * point two frames later, #6[0], #1[3]; a corner's second cushion, #3[4],
 * #12[5]), no extra.
 */
const HEAD_ON_DEG = 30;
/** Confidence of a turn read in a mouth: the push is seen, which wall of the cushion pushed (rail, jaw point) is not; the referee looks. Range 0.6-0.89. */
export const HEAD_ON_CONFIDENCE = 0.75;

/**
 * The velocity change across time t (two points each side: the velocities
 * just before and after) points along the inward normal of the cushion whose
 * contact line is `sign`·coordinate `axis`, within HEAD_ON_DEG.
 */
export function headOn(h: BallHistory, t: number, axis: 0 | 1, sign: 1 | -1): boolean {
  let b = 0;
  while (b < h.t.length && h.t[b]! <= t) b++;
  const a = b - 1;
  if (a < 1 || b + 1 >= h.t.length) return false;
  const vel = (i: number): Vec2 => { const dt = h.t[i + 1]! - h.t[i]!; return [(h.x[i + 1]! - h.x[i]!) / dt, (h.y[i + 1]! - h.y[i]!) / dt]; };
  const vin = vel(a - 1), vout = vel(b), dv: Vec2 = sub(vout, vin);
  const inward = -sign * (axis === 0 ? dv[0] : dv[1]), size = Math.hypot(dv[0], dv[1]);
  return size > 0 && inward >= size * Math.cos((HEAD_ON_DEG * Math.PI) / 180);
}
