/** Five-pins castle: pin seats and the halves of the table (CEB B/7, 1001-1002, 3003-3004). */
import type { PinId, Vec2 } from '../contracts/ids.js';
import type { CaromTable } from './tables.js';

export function pinSeats(table: CaromTable): Record<PinId, Vec2> {
  const [cx, cy] = table.castle.centre;
  const d = table.castle.pinDistance;
  return {
    centre: [cx, cy],
    top: [cx + d, cy],
    bottom: [cx - d, cy],
    left: [cx, cy + d],
    right: [cx, cy - d],
  };
}

/** Pin values (2002.1); the centre pin alone is worth 10, decided by the judge. */
export const PIN_VALUE: Record<PinId, number> = { centre: 4, top: 2, bottom: 2, left: 2, right: 2 };

/**
 * A pin's seat is "entirely or partially occupied" (3003.8) when a ball's
 * footprint overlaps the pin's base disc.
 */
export function seatCovered(table: CaromTable, seat: Vec2, ball: Vec2): boolean {
  return Math.hypot(seat[0] - ball[0], seat[1] - ball[1]) < table.ballRadius + table.castle.pinBaseRadius;
}

export type Half = 'top' | 'bottom';

/** The half a ball lies in, or null when it is astride the centre line x = 0 (3004.4). */
export function halfOf(table: CaromTable, p: Vec2): Half | null {
  if (Math.abs(p[0]) < table.ballRadius) return null;
  return p[0] > 0 ? 'top' : 'bottom';
}

export function otherHalf(h: Half): Half {
  return h === 'top' ? 'bottom' : 'top';
}
