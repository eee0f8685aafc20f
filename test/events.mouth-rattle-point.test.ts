/**
 * A ball seen once between two touches in a Russian corner mouth, then
 * leaving straight (src/events/mouths.ts, `rattlePoint`): the way in met
 * the first wall, the way out traced back met the last one after that
 * point. Points recorded from development Russian at 25 fps.
 */
import { describe, expect, it } from 'vitest';
import { w1Hits } from './events-helpers.js';

/** #3 stroke 4: the colour into the bottom-left corner at 2.3 m/s along the left rail: left rail 39.906, bottom jaw point 39.918, left jaw point 39.928 and out; one point (39.92) between. */
const IN_AND_OUT = [
  '39.480000;-803.122,579.133 39.520000;-889.661,602.031 39.560000;-981.135,627.835 39.640000;-1152.762,679.641 ',
  '39.680000;-1239.514,708.594 39.720000;-1327.098,730.835 39.760000;-1410.053,760.583 39.800000;-1499.525,785.571 ',
  '39.840000;-1584.413,811.641 39.880000;-1669.207,841.537 39.920000;-1743.415,850.980 39.960000;-1713.648,824.712 ',
  '40.000000;-1692.466,789.501 40.040000;-1670.086,756.578 40.080000;-1656.305,725.698 40.120000;-1641.941,696.414 ',
  '40.160000;-1634.734,669.068 40.200000;-1624.004,645.502',
];

const hitsOf = (rows: readonly string[]) => w1Hits(rows).filter((e) => e.t > 39.85 && e.t < 39.95);

describe('a ball seen once between two touches of a corner mouth', () => {
  it('reads the first wall from the way in and the last from the way out, under the referee line', () => {
    const left = hitsOf(IN_AND_OUT).filter((e) => e.cushion === 'left');
    expect(left).toHaveLength(2);
    expect(Math.abs(left[0]!.t - 39.906)).toBeLessThan(0.01);
    expect(Math.abs(left[1]!.t - 39.928)).toBeLessThan(0.01);
    for (const e of left) expect(e.confidence).toBeLessThan(0.9);
  });
});

/**
 * Development Russian 60 fps #14[1]: a ball into the top-left corner touches the left jaw once (12.282) and comes back out
 * (the top rail 85 ms later); one point (12.283) just off the jaw. The turn cast forward (12.277) and the way out traced back
 * (12.289) read that one touch twice, 11 ms apart: too soon for a touch of the top nose between them.
 */
const ONE_TOUCH = [
  '12.083333;1674.388,567.889 12.100000;1674.177,568.095 12.116667;1673.853,568.774 12.133333;1674.247,568.444 ',
  '12.150000;1674.247,567.748 12.166667;1676.622,591.313 12.183333;1682.214,630.352 12.200000;1691.311,672.946 ',
  '12.216667;1699.842,715.992 12.233333;1702.430,749.796 12.250000;1709.677,786.671 12.266667;1718.326,825.433 ',
  '12.283333;1721.819,850.122 12.300000;1727.233,834.168 12.316667;1728.989,800.697 12.333333;1734.908,771.481 ',
  '12.350000;1741.790,746.045 12.366667;1741.820,725.069 12.383333;1739.436,701.823 12.400000;1738.853,683.330 ',
  '12.416667;1735.990,660.150 12.433333;1733.716,643.491',
];

describe('one jaw touch read from both sides of a point just off it', () => {
  it('is one touch of that jaw, with no touch of the other nose placed between', () => {
    const hits = w1Hits(ONE_TOUCH).filter((e) => e.t > 12.25 && e.t < 12.33);
    expect(hits.filter((e) => e.cushion === 'top')).toHaveLength(0);
    const left = hits.filter((e) => e.cushion === 'left');
    expect(left).toHaveLength(1);
    expect(Math.abs(left[0]!.t - 12.282)).toBeLessThan(0.01);
  });
});
