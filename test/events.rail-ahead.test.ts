/**
 * One answer to "which rail is ahead" (src/events/rail-reach.ts `railAhead`,
 * helper C, session 34): the expected returns take the first contact line a
 * direction meets; the near-rail returns (`railSentInto`) the first one it
 * meets squarely enough (INTO_RAIL_COS), passing over a nearer rail it only
 * grazes. Both read the same lines (cushions.ts `sides`), names and gaps.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE as T } from '../src/geometry/tables.js';
import { centreBounds } from '../src/track/geometry.js';
import { INTO_RAIL_COS, railAhead, railAlong, railSentInto } from '../src/events/rail-reach.js';

const { halfX, halfY } = centreBounds(T);
const unit = (deg: number): [number, number] => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];

describe('the rail ahead', () => {
  // In the top-left corner: 40 mm from the top line, 20 mm from the left line.
  const p: [number, number] = [halfX - 40, halfY - 20];

  it('is the first line met, with its gap, cosine and distance along', () => {
    const n = unit(80); // nearly square into the left rail
    const r = railAhead(p, n, T)!;
    expect(r.side.cushion).toBe('left');
    expect(r.gap).toBeCloseTo(20, 9);
    expect(r.cos).toBeCloseTo(Math.sin((80 * Math.PI) / 180), 12);
    expect(r.along).toBeCloseTo(20 / r.cos, 9);
    expect(railAlong(p, n, T)).toBe(r.along);
    expect(railSentInto(p, n, T, 60)).toBe('left');
  });

  it('sent in: a nearer rail met more shallowly than INTO_RAIL_COS is passed over for the square one', () => {
    // 40 mm from the top line, 5 mm from the left one; n 10° off the top rail's normal: the left line is 28.8 mm along n, the top one 40.6.
    const n = unit(10), q: [number, number] = [halfX - 40, halfY - 5];
    expect(Math.sin((10 * Math.PI) / 180)).toBeLessThan(INTO_RAIL_COS);
    expect(railAhead(q, n, T)!.side.cushion).toBe('left');
    expect(railSentInto(q, n, T, 60)).toBe('top');
    expect(railSentInto(q, n, T, 30)).toBeNull(); // the top line lies 40.6 mm along n
  });

  it('takes the end rail on a tie and answers nothing for no direction', () => {
    const corner: [number, number] = [halfX - 30, halfY - 30];
    expect(railAhead(corner, unit(45), T)!.side.cushion).toBe('top');
    expect(railSentInto(corner, unit(45), T, 60)).toBe('top');
    expect(railAhead(corner, [0, 0], T)).toBeNull();
    expect(railAlong(corner, [0, 0], T)).toBe(Infinity);
    expect(railSentInto(corner, [0, 0], T, 60)).toBeNull();
  });

  it('reads a place past a line as a negative gap, on the side it lies', () => {
    const past: [number, number] = [-halfX - 3, 0];
    const r = railAhead(past, [-1, 0], T)!;
    expect([r.side.cushion, r.gap]).toEqual(['bottom', -3]);
    expect(railSentInto(past, [-1, 0], T, 60)).toBe('bottom');
    expect(railAhead(past, [1, 0], T)!.side.cushion).toBe('top');
  });
});
