/**
 * A slow ball's piece in a pocket mouth cut where its points bend (src/events/mouth-bend.ts): two straight lines
 * explain them far better than one, at ways far enough apart that the cloth alone cannot have turned it.
 * Development Russian #34 stroke 4 at 60 fps, the tracked rows of the potted w4 (t;x,y, read here as w1).
 */
import { describe, expect, it } from 'vitest';
import { bendIn, cutAtBend } from '../src/events/mouth-bend.js';
import { fitOf } from '../src/events/mouth-pieces.js';
import { histories } from '../src/events/history.js';
import { recordedFrames, w1Hits } from './events-helpers.js';

/**
 * w4 at 370 mm/s into the top-left corner: the top jaw at 45.2485, the left jaw at 45.3219 (the way turns from +y to +x
 * at ~200 mm/s, 4 points a side, none 7 mm off a piece refitted over its last 8), the top jaw again at 45.4023, dropped
 * 45.4379. Before: the left touch was never cast (the piece after the first touch ran on to the drop).
 */
const RATTLE = [
  '44.850000;1653.866,745.125 44.866667;1656.063,748.178 44.883333;1656.556,751.903 ',
  '44.900000;1654.607,755.075 44.916667;1657.212,757.677 44.933333;1658.975,761.277 44.950000;1662.196,765.918 ',
  '44.966667;1663.486,770.536 44.983333;1672.074,775.776 45.000000;1674.191,779.456 45.016667;1678.931,781.884 ',
  '45.033333;1681.376,785.359 45.050000;1688.010,790.853 45.066667;1691.762,796.103 45.083333;1696.847,800.543 ',
  '45.100000;1701.770,804.438 45.116667;1707.547,810.622 45.133333;1710.617,816.308 45.150000;1716.154,816.269 ',
  '45.166667;1721.401,821.960 45.183333;1725.356,827.932 45.200000;1727.433,829.320 45.216667;1734.487,834.917 ',
  '45.233333;1741.584,838.376 45.266667;1740.621,849.252 45.283333;1739.976,852.380 45.300000;1740.152,855.332 ',
  '45.316667;1740.508,858.713 45.333333;1741.853,859.387 45.350000;1745.545,861.123 45.366667;1748.059,863.619 ',
  '45.383333;1752.266,861.671 45.400000;1756.419,861.617 45.416667;1755.806,865.969 45.433333;1757.386,868.687',
];

/** The same ball's way in, seen before the first touch (44.97-45.22 s): one straight line, slowing a little. */
const WAY_IN = RATTLE.slice(2, 6);

const historyOf = (rows: readonly string[]) => histories(recordedFrames(rows, ['w1'])).get('w1')!;

describe('a slow ball\'s piece in a pocket mouth is cut where it bends', () => {
  it('reads the left jaw between the two top touches within 3 frames (#34[4] at 60 fps)', () => {
    const hits = w1Hits(RATTLE).filter((e) => e.t > 45.2 && (e.confidence ?? 1) >= 0.5);
    const left = hits.filter((e) => e.cushion === 'left');
    expect(left).toHaveLength(1);
    expect(Math.abs(left[0]!.t - 45.3219)).toBeLessThan(3 / 60);
    // The first top touch stays as it was read.
    expect(hits.some((e) => e.cushion === 'top' && Math.abs(e.t - 45.2485) < 3 / 60)).toBe(true);
  });
  it('finds the bend between the way down the top jaw and the way off the left one', () => {
    const h = historyOf(RATTLE), first = h.t.findIndex((t) => t > 45.26), last = h.t.length - 3;
    const j = bendIn(h, first, last);
    expect(j).not.toBeNull();
    expect(h.t[j!]).toBeGreaterThan(45.3); expect(h.t[j!]).toBeLessThan(45.34);
  });
  it('leaves the piece whole where the turn analysis already read a hit at the bend (#4[7]: a top rail hit read twice)', () => {
    const h = historyOf(RATTLE), first = h.t.findIndex((t) => t > 45.26), last = h.t.length - 3;
    const piece = { fit: fitOf(h, first, last), first, last };
    expect(cutAtBend(h, piece, [])!.last).toBeLessThan(last);
    expect(cutAtBend(h, piece, [45.33])).toBe(piece);
    expect(cutAtBend(h, piece, [45.1])!.last).toBeLessThan(last);
  });
  it('finds no bend on a straight way in', () => {
    const h = historyOf(WAY_IN);
    expect(bendIn(h, 0, h.t.length - 1)).toBeNull();
  });
});
