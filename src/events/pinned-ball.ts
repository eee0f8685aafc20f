/**
 * A ball lying against its rail, hit straight into it, that never leaves
 * its place (issue 6, session 37). The rail hands the impulse back through
 * it into the hitter within a few ms (a second touch); the ball itself
 * moves a few mm into the rail and back, no faster than the camera's noise
 * moves a ball at rest, so no start is traced for it, and returns.ts,
 * which reads a return from the ball hit's start, found none (development
 * five-pins #60[4] at 30 fps: the white along its side rail into the
 * yellow 6 mm off the end rail, the yellow back into it 27 ms later, the
 * white seen going back at 0.34 m/s; at 50 fps a faint start is traced and
 * the white stays two frames at the touch, too late a push-back to prove:
 * still one contact there). A ball with no start near the contact and no
 * moving run around it (`movingAt`) stands in for its start: its rest
 * place, the contact's time, and a departure DEPART_AFTER_S later (it
 * never departed: the hitter's way in is read from its points up to the
 * one nearest that place, way-in.ts). The return itself still needs its
 * proof (the hitter seen pushed back along the line of centres, returns.ts).
 */
import type { TableModel } from '../geometry/tables.js';
import type { BallHistory } from './history.js';
import { DEPART_AFTER_S, movingAt, restAt } from './contact-rests.js';
import type { Start } from './starts.js';

/**
 * The start a ball with no start traced near a contact at t stands in for
 * (see the file's comment), or null when it was moving around t or has no
 * rest place before it. Its place after t is not asked: the ball pinned
 * may creep off its rail or be hit again later (#60[4]: the yellow).
 * Carom tables only, as rail-solve.ts and own-rail.ts: a pyramid table's
 * jaws and crowded balls stop and turn balls without a rail behind them.
 */
export function pinnedStart(h: BallHistory, t: number, table: TableModel): Start | null {
  if (table.kind !== 'carom') return null;
  const rest = restAt(h, t);
  if (rest === null || movingAt(h, t)) return null;
  return { id: h.id, first: -1, t, rest, dir: [0, 0], speed: 0, hidden: false, lastRestT: t, departT: t + DEPART_AFTER_S };
}
