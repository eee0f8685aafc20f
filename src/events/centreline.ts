/**
 * Russian `centre-line` events: a ball fully across the centre line (its
 * centre more than a radius beyond it) after being more than a radius on the
 * other side. The time is where its path reaches the far radius, between the
 * two observations around it.
 */
import type { CentreLineEvent } from '../contracts/events.js';
import type { BallHistory } from './history.js';

/**
 * Margin (mm) beyond the radius a point must lie to count on a side: the
 * detector's noise at rest must not make a ball lying on the boundary cross
 * back and forth. Raising it delays nothing (the time is interpolated) but
 * misses balls that stop just across; lowering it risks noise crossings. Range 0.5-10.
 */
const SIDE_MARGIN_MM = 2;

export function centreLineCrossings(h: BallHistory, radius: number, from: number): CentreLineEvent[] {
  const out: CentreLineEvent[] = [];
  const sideOf = (x: number): -1 | 0 | 1 => (x > radius + SIDE_MARGIN_MM ? 1 : x < -radius - SIDE_MARGIN_MM ? -1 : 0);
  let side: -1 | 0 | 1 = 0;
  for (let k = 0; k < h.t.length; k++) {
    const s = sideOf(h.x[k]!);
    if (s === 0) continue;
    if (side !== 0 && s !== side && h.t[k]! >= from) {
      const target = s * radius;
      let j = k - 1;
      while (j > 0 && Math.sign(h.x[j]! - target) === Math.sign(h.x[k]! - target)) j--;
      const x0 = h.x[j]!, x1 = h.x[j + 1]!;
      const w = x1 === x0 ? 1 : (target - x0) / (x1 - x0);
      const t = h.t[j]! + Math.min(1, Math.max(0, w)) * (h.t[j + 1]! - h.t[j]!);
      out.push({ t: Math.max(t, from), kind: 'centre-line', ball: h.id, confidence: 0.95 });
    }
    side = s;
  }
  return out;
}
