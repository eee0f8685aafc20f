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

/**
 * Development Russian #64 stroke 6 at 60 fps (w5): in at 300 mm/s into the bottom-right corner, the top jaw at 80.6425,
 * gone after 80.6667 (two points past the touch). The piece in runs to the last point and its best split falls two points
 * early; read from the way in as drawn (top 0.6 at 80.627) before the cut, and again with the piece left whole.
 */
const TO_THE_DROP = [
  '80.150000;1607.683,-809.429 80.166667;1612.386,-810.361 80.183333;1616.243,-813.649 80.200000;1621.468,-814.965 ',
  '80.216667;1628.042,-815.813 80.233333;1636.207,-816.429 80.266667;1643.148,-820.727 80.283333;1648.816,-824.562 ',
  '80.300000;1652.829,-826.406 80.316667;1660.881,-829.572 80.333333;1664.724,-830.609 80.350000;1671.262,-830.084 ',
  '80.366667;1674.321,-832.111 80.383333;1680.774,-835.575 80.400000;1685.594,-835.906 80.416667;1690.183,-840.131 ',
  '80.433333;1693.866,-842.130 80.450000;1700.927,-842.175 80.466667;1704.506,-843.517 80.483333;1710.805,-845.757 ',
  '80.500000;1714.168,-847.601 80.516667;1718.887,-849.179 80.533333;1724.659,-850.755 80.550000;1730.955,-852.743 ',
  '80.566667;1736.353,-855.027 80.583333;1739.935,-856.056 80.600000;1744.466,-856.384 80.616667;1748.614,-858.697 ',
  '80.633333;1752.965,-860.876 80.650000;1754.423,-862.791 80.666667;1757.949,-867.531',
];

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
  it('leaves a piece that runs to the drop whole: the touch just before it is read from the way in (#64[6] at 60 fps)', () => {
    const top = w1Hits(TO_THE_DROP).filter((e) => e.t > 80.5 && e.cushion === 'top' && (e.confidence ?? 1) >= 0.5);
    expect(top).toHaveLength(1);
    expect(Math.abs(top[0]!.t - 80.6425)).toBeLessThan(3 / 60);
  });
  it('finds no bend on a straight way in', () => {
    const h = historyOf(WAY_IN);
    expect(bendIn(h, 0, h.t.length - 1)).toBeNull();
  });
});
