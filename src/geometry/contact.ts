/** Ball-ball and ball-cushion proximity, with the named thresholds the calls rest on. */
import type { Cushion, Vec2 } from '../contracts/ids.js';
import type { TableModel } from './tables.js';
import { cushionLine } from './tables.js';

/**
 * Named threshold: gap (mm) between two ball surfaces still taken as contact
 * ("touchent"). Raising it calls touchent on balls a hair apart (a needless
 * re-spot); lowering it below the position error misses real contacts and lets
 * a "ball in contact" foul pass. Range 0-3.
 */
export const TOUCH_GAP_MM = 0.5;

/**
 * Named threshold: largest gap (mm) called "libres" (very close, not touching).
 * Raising it makes the call frequent and meaningless; lowering it hides the
 * warning that a stroke into that ball is legal but delicate. Range 1-20.
 */
export const LIBRES_GAP_MM = 5;

export function gap(a: Vec2, b: Vec2, ballRadius: number): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]) - 2 * ballRadius;
}

export function touching(a: Vec2, b: Vec2, ballRadius: number, touchGapMm = TOUCH_GAP_MM): boolean {
  return gap(a, b, ballRadius) <= touchGapMm;
}

export function libres(a: Vec2, b: Vec2, ballRadius: number, touchGapMm = TOUCH_GAP_MM, libresGapMm = LIBRES_GAP_MM): boolean {
  const g = gap(a, b, ballRadius);
  return g > touchGapMm && g <= libresGapMm;
}

/** Cushions a ball at rest is in contact with (its centre one radius from the nose, within the gap). */
export function cushionsTouched(table: TableModel, p: Vec2, touchGapMm = TOUCH_GAP_MM): Cushion[] {
  const out: Cushion[] = [];
  for (const c of ['top', 'bottom', 'left', 'right'] as const) {
    const line = cushionLine(table, c);
    if (Math.abs(line.at - p[line.axis]) - table.ballRadius <= touchGapMm) out.push(c);
  }
  return out;
}

/** Kept here for its importers; the one definition is vec.ts's. */
export { distance } from './vec.js';
