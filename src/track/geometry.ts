/** Table geometry the tracker and the events read: where a touching ball's centre lies. */
import type { TableModel } from '../geometry/tables.js';

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
