/**
 * A ball last seen in a pocket's jaws (pyramid tables): its centre within a
 * radius of a cushion contact line (or past it) where the line crosses a
 * pocket mouth (predict.ts `Mouth`). Its last detections rattle between the
 * jaw cushions, so its filter's velocity is no guide to where it went; the
 * ball has most likely dropped. Missed, its prediction may run back onto
 * the bed along a twin's path, its gate grown over the frames it was
 * missed: it must not take that twin's detection (tracker.ts `sunk`).
 * Development Russian 30 fps at twice the noise, #266[4]: a white rattled
 * five cushions in a corner's jaws in 30 ms and dropped; seen last on the
 * corner with its velocity turned back out (-117° for the true -6°), its
 * prediction ran back up the table on a white leaving the corner's top
 * rail and, four frames later, took that white's detection (an identity swap).
 */
import type { Bounds } from './predict.js';

/** Whether a centre at (x, y) lies in a pocket's jaws: within `radius` of a contact line, or past it, inside a mouth. */
export function inJaws(x: number, y: number, bounds: Bounds, radius: number): boolean {
  return (bounds.mouths ?? []).some((m) => {
    const [across, along, half] = m.axis === 0 ? [x, y, bounds.halfX] : [y, x, bounds.halfY];
    return m.sign * across >= half - radius && Math.abs(along - m.at) < m.half;
  });
}
