/**
 * A ball back at the corner nose it touched, then gone down the pocket
 * (src/events/mouth-nose-back.ts): two touches of one corner cushion read
 * apart with nothing read between; a convex nose never sends a ball back to
 * itself, so the other nose turned it, and that touch is placed midway.
 * Points recorded from development Russian at 30 fps (t;x,y, read here as w1).
 */
import { describe, expect, it } from 'vitest';
import type { CushionEvent } from '../src/contracts/events.js';
import { histories } from '../src/events/history.js';
import { withOtherNose } from '../src/events/mouth-nose-back.js';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { recordedFrames, w1Hits } from './events-helpers.js';

/**
 * #13 stroke 0: w5 at 0.9 m/s into the top-left corner: the top jaw point at 7.1588, the left jaw point at 7.1763,
 * the top jaw again at 7.2008, dropped 7.2012. Two points after the first touch; the top touches read at 7.153 (the
 * way in) and 7.202 (its last point against the jaw). Before: the left touch between was missed.
 */
const TOP_LEFT_TOP = [
  '6.500000;1216.674,557.734 6.533333;1242.730,572.887 6.566667;1267.462,587.795 6.600000;1297.193,598.825 ',
  '6.633333;1326.104,616.341 6.666667;1348.575,635.273 6.700000;1378.812,649.227 6.733333;1404.681,662.676 ',
  '6.766667;1434.289,680.771 6.800000;1461.925,696.199 6.833333;1487.779,709.098 6.866667;1515.184,726.436 ',
  '6.900000;1544.732,740.588 6.933333;1570.098,753.885 6.966667;1596.751,770.704 7.000000;1624.155,784.930 ',
  '7.033333;1647.906,801.573 7.066667;1675.078,814.940 7.100000;1701.814,827.130 7.133333;1727.340,840.968 ',
  '7.166667;1746.584,861.975 7.200000;1759.032,866.776',
];

/**
 * #19 stroke 2: w4 at 450 mm/s along the left rail into the top-left corner: the left jaw point at 26.9231, the top
 * jaw at 26.9534, the left jaw again at 27.0147, dropped 27.0446; the left touches read at 26.909 and 27.032.
 */
const LEFT_TOP_LEFT = [
  '26.300000;1707.845,573.166 26.333333;1709.791,584.329 26.366667;1708.549,598.772 26.400000;1712.782,617.274 ',
  '26.433333;1716.415,627.839 26.466667;1715.301,648.120 26.500000;1716.683,664.060 26.533333;1721.191,681.380 ',
  '26.566667;1722.743,697.261 26.600000;1720.251,712.891 26.633333;1724.732,726.463 26.666667;1729.317,742.246 ',
  '26.700000;1729.099,761.274 26.733333;1731.851,773.870 26.766667;1733.744,790.910 26.800000;1735.269,806.173 ',
  '26.833333;1735.965,822.750 26.866667;1737.841,836.841 26.900000;1740.632,850.551 26.933333;1745.564,856.516 ',
  '26.966667;1750.596,863.294 27.000000;1751.830,868.649 27.033333;1752.470,870.362',
];

/**
 * ×2 noise #7 stroke 2 at 60 fps: w6 at 175 mm/s into the top-right corner, the top jaw at 28.5522, dropped 28.6271;
 * that one top touch read twice, 50 ms apart (a 7 mm noise jump). The right nose lies 9 mm from the ball at the first
 * reading, 18 mm there and back, more than the ball covers in 50 ms at its speed in.
 */
const SLOW_TOP_TWICE = [
  '28.300000;1714.369,-839.887 28.316667;1713.607,-839.656 28.333333;1714.405,-840.539 28.350000;1717.195,-840.969 ',
  '28.366667;1722.236,-843.800 28.383333;1722.436,-847.765 28.400000;1727.115,-850.083 28.416667;1731.059,-851.437 ',
  '28.433333;1733.562,-851.723 28.450000;1730.938,-853.099 28.466667;1737.530,-852.644 28.483333;1741.869,-853.927 ',
  '28.500000;1744.329,-851.429 28.516667;1748.251,-857.361 28.533333;1752.142,-858.892 28.550000;1755.268,-860.233 ',
  '28.566667;1754.028,-860.749 28.583333;1751.475,-860.957 28.600000;1758.853,-862.412 28.616667;1756.196,-867.471',
];

const cushions = (es: readonly CushionEvent[]): string[] => es.map((e) => e.cushion);

describe('the other nose between two touches of one corner nose (mouth-nose-back.ts)', () => {
  it("reads the left jaw point between #13[0]'s two top touches, at the rattle confidence", () => {
    const hits = w1Hits(TOP_LEFT_TOP).filter((e) => e.t > 7.1);
    expect(cushions(hits)).toEqual(['top', 'left', 'top']);
    expect(Math.abs(hits[1]!.t - 7.1763)).toBeLessThan(0.1);
    expect(hits[1]!.confidence).toBeLessThan(0.9);
  });

  it("reads the top jaw between #19[2]'s two left touches", () => {
    const hits = w1Hits(LEFT_TOP_LEFT).filter((e) => e.t > 26.8);
    expect(cushions(hits)).toEqual(['left', 'top', 'left']);
    expect(Math.abs(hits[1]!.t - 26.9534)).toBeLessThan(0.1);
  });

  it("reads nothing between ×2 #7[2]'s one top touch read twice: the right nose is out of the slow ball's reach there and back", () => {
    expect(cushions(w1Hits(SLOW_TOP_TWICE).filter((e) => e.t > 28.5))).toEqual(['top', 'top']);
  });

  it('reads nothing between where the ball stays by the corner after the second touch (creeping against the jaw)', () => {
    const h = histories(recordedFrames(TOP_LEFT_TOP.concat([' 7.233333;1759.5,866.0 7.266667;1759.8,865.8 7.300000;1759.2,866.3']), ['w1'])).get('w1')!;
    const found: CushionEvent[] = [7.153, 7.202].map((t) => ({ t, kind: 'cushion', ball: 'w1', cushion: 'top', confidence: 0.75 }));
    expect(withOtherNose(found, h, PYRAMID_12FT_TABLE)).toEqual(found);
  });

  it('reads nothing between touches of one cushion too far apart, too close, or with another touch read between', () => {
    const h = histories(recordedFrames(TOP_LEFT_TOP, ['w1'])).get('w1')!;
    const hit = (t: number, cushion: 'top' | 'left'): CushionEvent => ({ t, kind: 'cushion', ball: 'w1', cushion, confidence: 0.75 });
    for (const found of [[hit(7.0, 'top'), hit(7.2, 'top')], [hit(7.17, 'top'), hit(7.2, 'top')], [hit(7.153, 'top'), hit(7.17, 'left'), hit(7.202, 'top')]]) {
      expect(withOtherNose(found, h, PYRAMID_12FT_TABLE)).toEqual(found);
    }
  });
});
