/**
 * A ball along a rail into a Russian corner pocket: the far jaw point turns
 * it into the pocket, it is seen once on that way, then the near jaw bends
 * it on, slowly, and it drops (src/events/mouth-rattles.ts, `bentWayOut`).
 * The way from the first wall through that one point meets the near jaw
 * before the next point, and the points after lie off that way on the jaw's
 * side. Points recorded from development Russian at 60 fps.
 */
import { describe, expect, it } from 'vitest';
import { w1Hits } from './events-helpers.js';

/** #16 stroke 6: along the right rail at ~420 mm/s, the top jaw point (true 66.1492), one point, the right jaw (true 66.1795), dropped 66.2117. */
const RAIL_RUNNER = [
  '65.800000;1597.305,-857.265 65.816667;1603.909,-855.072 65.833333;1611.096,-855.124 65.850000;1619.008,-855.256 ',
  '65.866667;1625.704,-855.080 65.883333;1630.553,-853.865 65.900000;1641.384,-852.487 65.916667;1647.801,-853.565 65.933333;1655.379,-854.961 ',
  '65.950000;1660.349,-851.745 65.966667;1668.963,-853.716 65.983333;1678.606,-855.480 66.000000;1684.841,-853.565 ',
  '66.016667;1691.637,-853.866 66.033333;1699.218,-852.692 66.050000;1707.242,-853.844 66.066667;1712.701,-856.742 ',
  '66.083333;1722.434,-853.832 66.100000;1729.589,-854.299 66.116667;1736.232,-853.635 66.133333;1742.424,-854.301 ',
  '66.150000;1748.617,-855.150 66.166667;1746.667,-861.643 66.183333;1750.584,-865.671 66.200000;1754.462,-867.314',
];

/** #30 stroke 4: the same run (top jaw point true 52.9029, right jaw 52.9316, dropped 52.9639); the point after the right jaw came 1.7 ms after it, barely bent. */
const LATE_BEND = [
  '52.550000;1590.568,-853.437 52.566667;1597.682,-854.603 52.583333;1605.059,-852.404 52.600000;1611.269,-852.599 ',
  '52.616667;1620.948,-853.602 52.633333;1630.355,-853.072 52.650000;1635.084,-852.274 52.666667;1644.603,-854.181 52.683333;1650.463,-853.363 ',
  '52.700000;1659.875,-851.282 52.716667;1668.780,-852.600 52.733333;1675.268,-854.786 52.750000;1681.236,-852.916 ',
  '52.766667;1689.808,-851.441 52.783333;1697.852,-852.724 52.800000;1702.621,-853.360 52.816667;1710.671,-855.066 ',
  '52.833333;1717.338,-855.128 52.850000;1725.518,-853.591 52.866667;1734.121,-854.798 52.883333;1740.944,-853.779 ',
  '52.900000;1746.522,-853.738 52.916667;1748.157,-861.104 52.933333;1750.306,-867.777 52.950000;1754.918,-870.384',
];

/** Hand-made: #16 stroke 6 with its last two points bent away from the right jaw (towards −x): no wall of the mouth pushes that way. */
const BENT_AWAY = [...RAIL_RUNNER.slice(0, 5), '66.150000;1748.617,-855.150 66.166667;1746.667,-861.643 66.183333;1741.000,-866.500 66.200000;1735.500,-869.000'];

/**
 * Development Russian 25 fps #109 stroke 6: a slow ball (~380 mm/s) off the bottom jaw point (true 66.083) across the bottom-left mouth, one point
 * 48 ms on, no frame at 66.16, the left jaw touched at 66.265 (after the point at 66.2), out again: the way through the one point meets the left
 * jaw 113 ms after the first touch, and the point after it lags that way (the ball slowing), a lag that points out of the jaw.
 */
const SLOW_CROSSING = [
  '65.720000;-1620.976,737.673 65.760000;-1641.536,747.788 65.800000;-1654.886,759.925 65.840000;-1665.057,768.304 ',
  '65.880000;-1679.256,778.875 65.920000;-1688.686,788.972 65.960000;-1704.432,796.071 66.000000;-1718.495,806.679 ',
  '66.040000;-1731.696,814.970 66.080000;-1741.362,825.300 66.120000;-1735.596,836.185 66.200000;-1722.833,845.742 ',
  '66.240000;-1718.691,852.284 66.280000;-1715.267,854.801 66.320000;-1711.252,850.167 66.360000;-1709.121,848.306 ',
  '66.400000;-1699.386,843.927 66.440000;-1698.017,841.891',
];

/**
 * Development Russian 30 fps ×2 noise #91 stroke 4: a ball off the right rail (true 60.358) at 2.4 m/s into the top jaw point (true 60.495) and straight
 * back out, no other touch; one point 10 ms after the touch. The way through that one noisy point met the right jaw 0.3 ms before the next point,
 * which lay 62 mm from that meet (the ball came back out), far off the way: read as a right push.
 */
const STRAIGHT_BACK = [
  '60.200000;949.525,-660.190 60.233333;1046.094,-692.533 60.266667;1145.574,-743.559 60.300000;1254.135,-786.956 ',
  '60.333333;1346.082,-826.378 60.366667;1440.123,-842.215 60.400000;1524.527,-824.455 60.433333;1607.399,-805.071 ',
  '60.466667;1685.822,-808.609 60.500000;1735.846,-812.449 60.533333;1683.517,-801.730 60.566667;1630.749,-799.002 ',
  '60.600000;1581.180,-786.006 60.633333;1533.100,-774.472 60.666667;1494.054,-778.501 60.700000;1457.241,-760.293 ',
  '60.733333;1409.213,-764.610 60.766667;1380.224,-755.954 60.833333;1289.554,-737.619',
];


describe('a rail-runner into a corner, turned by the far jaw point, bent by the near jaw', () => {
  for (const [name, rows, top, right] of [['#16[6]', RAIL_RUNNER, 66.1492, 66.1795], ['#30[4]', LATE_BEND, 52.9029, 52.9316]] as const) {
    it(`reads both jaws, the second under the referee line (${name})`, () => {
      const hits = w1Hits(rows);
      const tops = hits.filter((e) => e.cushion === 'top'), rights = hits.filter((e) => e.cushion === 'right');
      expect(tops).toHaveLength(1);
      expect(Math.abs(tops[0]!.t - top)).toBeLessThan(0.01);
      expect(rights).toHaveLength(1);
      expect(Math.abs(rights[0]!.t - right)).toBeLessThan(0.01);
      expect(rights[0]!.confidence).toBeGreaterThanOrEqual(0.5);
      expect(rights[0]!.confidence).toBeLessThan(0.9);
    });
  }
  it('reads no second jaw from a slow ball\'s lag, long after the first (#109[6] at 25 fps)', () => {
    const lefts = w1Hits(SLOW_CROSSING).filter((e) => e.cushion === 'left');
    expect(lefts).toHaveLength(1);
    expect(Math.abs(lefts[0]!.t - 66.265)).toBeLessThan(0.01);
  });
  it('reads no second jaw where the next point lies out of reach of its meet (#91[4] at 30 fps, ×2 noise)', () => {
    const hits = w1Hits(STRAIGHT_BACK);
    const tops = hits.filter((e) => e.cushion === 'top');
    expect(tops).toHaveLength(1);
    expect(Math.abs(tops[0]!.t - 60.495)).toBeLessThan(0.01);
    expect(hits.filter((e) => e.cushion === 'right' && e.t > 60.4)).toHaveLength(0);
  });
  it('reads no second jaw when the points after bend away from it', () => {
    const hits = w1Hits(BENT_AWAY);
    expect(hits.filter((e) => e.cushion === 'right')).toHaveLength(0);
  });
});
