/**
 * One naming of the rails (src/geometry/cushion-sides.ts, helper C, session
 * 34): the names CONTRACTS.md gives (top x = +L/2, bottom x = −L/2, left
 * y = +W/2, right y = −W/2), the cushion a side of an axis names, and the
 * gaps of a place to each rail, and to the nearer rail of each axis.
 */
import { describe, expect, it } from 'vitest';
import { CUSHIONS } from '../src/contracts/ids.js';
import { CAROM_MATCH_TABLE as T, CUSHION_AXES, axisGaps, cushionAt, cushionGaps, cushionLine } from '../src/geometry/index.js';

describe('cushion sides', () => {
  it('place each cushion where CONTRACTS.md does', () => {
    expect(cushionLine(T, 'top')).toEqual({ axis: 0, at: 1420 });
    expect(cushionLine(T, 'bottom')).toEqual({ axis: 0, at: -1420 });
    expect(cushionLine(T, 'left')).toEqual({ axis: 1, at: 710 });
    expect(cushionLine(T, 'right')).toEqual({ axis: 1, at: -710 });
  });
  it('name back the cushion of an axis and a sign', () => {
    for (const c of CUSHIONS) expect(cushionAt(CUSHION_AXES[c].axis, CUSHION_AXES[c].sign)).toBe(c);
    expect([cushionAt(0, 3), cushionAt(0, -0.5), cushionAt(1, 1e-9), cushionAt(1, -2)]).toEqual(['top', 'bottom', 'left', 'right']);
  });
  it('give a place\'s gap to each line, negative past it', () => {
    expect(cushionGaps([1000, -700], 1389, 679)).toEqual({ top: 389, bottom: 2389, left: 1379, right: -21 });
  });
  it('give a place\'s gap to the nearer line of each axis: the least of that axis\'s two cushion gaps', () => {
    expect(axisGaps([1000, -700], 1389, 679)).toEqual([389, -21]);
    expect(axisGaps([-1200, 30], 1389, 679)).toEqual([189, 649]);
    for (const p of [[1000, -700], [-1500, 0], [0, 679], [-3, 2]] as [number, number][]) {
      const g = cushionGaps(p, 1389, 679);
      expect(axisGaps(p, 1389, 679)).toEqual([Math.min(g.top, g.bottom), Math.min(g.left, g.right)]);
    }
  });
});
