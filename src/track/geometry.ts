/** Table geometry the tracker and the events read: where a touching ball's centre lies. */
import { type TableModel, pocketCentres } from '../geometry/tables.js';
import type { Mouth } from './predict.js';

/**
 * Distance from the cushion nose line to the centre of a ball touching it:
 * the nose (height h) touches the ball above its equator, so it is R·cos θ
 * with sin θ = (h − R)/R, not R (docs/sim-physics.md).
 */
export function cushionReach(table: TableModel): number {
  const R = table.ballRadius;
  const s = Math.min(1, Math.max(0, (table.cushionHeight - R) / R));
  return R * Math.sqrt(1 - s * s);
}

/** Half extents of the box the ball centres move in. */
export function centreBounds(table: TableModel): { halfX: number; halfY: number } {
  const reach = cushionReach(table);
  return { halfX: table.length / 2 - reach, halfY: table.width / 2 - reach };
}

/**
 * Pocket mouths on the contact lines (pyramid tables; none on a carom
 * table): a centre crossing the line within half the opening plus a radius
 * of a pocket's centre is dropping, as the events' jaw analysis reads it.
 */
export function pocketMouths(table: TableModel): Mouth[] {
  if (table.kind !== 'pyramid') return [];
  const R = table.ballRadius, out: Mouth[] = [];
  for (const [name, c] of Object.entries(pocketCentres(table))) {
    const half = (name.startsWith('middle') ? table.pocketOpening.middle : table.pocketOpening.corner) / 2 + R;
    if (!name.startsWith('middle')) out.push({ axis: 0, sign: c[0] > 0 ? 1 : -1, at: c[1], half });
    out.push({ axis: 1, sign: c[1] > 0 ? 1 : -1, at: c[0], half });
  }
  return out;
}
