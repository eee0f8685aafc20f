/**
 * A ball seen once between two touches in a Russian corner mouth, then
 * leaving straight (src/events/mouths.ts, `rattlePoint`): the way in met
 * the first wall, the way out traced back met the last one after that
 * point. Points recorded from development Russian at 25 fps.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE as T } from '../src/geometry/tables.js';
import { cushionContacts } from '../src/events/cushions.js';
import { histories } from '../src/events/history.js';
import { recordedFrames } from './events-helpers.js';

/** #3 stroke 4: the colour into the bottom-left corner at 2.3 m/s along the left rail: left rail 39.906, bottom jaw point 39.918, left jaw point 39.928 and out; one point (39.92) between. */
const IN_AND_OUT = [
  '39.480000;-803.122,579.133 39.520000;-889.661,602.031 39.560000;-981.135,627.835 39.640000;-1152.762,679.641 ',
  '39.680000;-1239.514,708.594 39.720000;-1327.098,730.835 39.760000;-1410.053,760.583 39.800000;-1499.525,785.571 ',
  '39.840000;-1584.413,811.641 39.880000;-1669.207,841.537 39.920000;-1743.415,850.980 39.960000;-1713.648,824.712 ',
  '40.000000;-1692.466,789.501 40.040000;-1670.086,756.578 40.080000;-1656.305,725.698 40.120000;-1641.941,696.414 ',
  '40.160000;-1634.734,669.068 40.200000;-1624.004,645.502',
];

const hitsOf = (rows: readonly string[]) => cushionContacts(histories(recordedFrames(rows, ['w1'])).get('w1')!, T).filter((e) => e.t > 39.85 && e.t < 39.95);

describe('a ball seen once between two touches of a corner mouth', () => {
  it('reads the first wall from the way in and the last from the way out, under the referee line', () => {
    const left = hitsOf(IN_AND_OUT).filter((e) => e.cushion === 'left');
    expect(left).toHaveLength(2);
    expect(Math.abs(left[0]!.t - 39.906)).toBeLessThan(0.01);
    expect(Math.abs(left[1]!.t - 39.928)).toBeLessThan(0.01);
    for (const e of left) expect(e.confidence).toBeLessThan(0.9);
  });
});
