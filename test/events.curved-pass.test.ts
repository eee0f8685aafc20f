/**
 * A fast pass read as a weak touch (curved-pass.ts `curvedPasses`; issue 6, Russian contacts at 30 fps): an overlap-only
 * finding whose kink is all one ball's own curve is a doubt on the pyramid, not a 0.55 contact.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { recordedPairEvents, sure } from './events-helpers.js';

/**
 * Development Russian #19[0] at 30 fps, recorded tracker rows (t;w4;w7 in truth ids). w4 comes off the left rail (3.78) at
 * 1.5 m/s and crosses w7 (0.9 m/s) about 1 mm wide at 3.89, no touch: the fits overlap 3.66 mm (noise 2.93), w7's change
 * along the line of centres 12 ± 14 mm/s, w4's 243 ± 89 (its rail's curve). The base reported w4 + w7 at 3.8916, 0.55.
 */
const REC = [
  '3.466667;-1707.767,429.736;-776.250,774.271 3.500000;-1647.187,476.129;-802.261,763.804 3.533333;-1593.456,521.182;-833.653,759.316 3.566667;-1544.758,568.248;-866.472,748.528 ',
  '3.600000;-1498.779,614.420;-894.462,741.685 3.633333;-1454.347,655.415;-922.894,738.195 3.666667;-1410.874,703.886;-952.581,729.816 3.700000;-1370.069,746.406;-981.474,719.634 ',
  '3.733333;-1335.991,790.198;-1009.944,714.923 3.766667;;-1037.896,709.714 3.800000;-1257.790,834.792;-1069.350,698.579 3.833333;-1217.296,799.659;-1098.798,693.881 ',
  '3.866667;-1177.106,774.667;-1122.553,689.045 3.900000;-1134.147,747.990;-1152.801,681.745 3.933333;-1098.097,720.379;-1182.034,673.837 3.966667;-1054.412,700.679;-1209.391,668.857 ',
  '4.000000;-1015.986,680.747;-1237.478,659.411 4.033333;;-1266.912,653.518 4.066667;-937.114,634.935;-1294.346,646.835 4.100000;-894.413,610.988;-1320.644,637.642 ',
  '4.133333;-854.824,594.271;-1348.203,632.878 4.166667;-816.469,568.554;-1373.976,625.412 4.200000;-777.029,546.031;-1399.052,618.302 4.233333;-739.535,525.452;-1428.655,613.331 ',
  '4.266667;-700.258,505.667;-1455.691,604.873 4.300000;-662.284,484.508;-1483.053,599.802 4.333333;-624.816,460.417;-1507.211,594.716 ',
];

const table = PYRAMID_12FT_TABLE;
const contacts = (rows: readonly string[]): { t: number }[] =>
  sure(recordedPairEvents(rows, { table, discipline: 'russian-colour' }, 'w4', 'w7', ['w4', 'w7']));

/** The rows with both balls thrown apart along the line of centres at 3.8916 by `dv` mm/s each (a touch, two-sided). */
function thrown(dv: number): string[] {
  const u = [-0.27, -0.963]; // w4 → w7 at 3.8916 (unit)
  const tc = 3.8916;
  const shift = (cell: string, sign: number, dt: number): string => {
    if (!cell) return cell;
    const [x, y] = cell.split(',').map(Number) as [number, number];
    return `${(x + sign * u[0]! * dv * dt).toFixed(3)},${(y + sign * u[1]! * dv * dt).toFixed(3)}`;
  };
  return REC.map((line) => line.split(' ').map((row) => {
    if (!row) return row;
    const [t, a, b] = row.split(';') as [string, string, string];
    const dt = Number(t) - tc;
    return dt <= 0 ? row : `${t};${shift(a, -1, dt)};${shift(b, 1, dt)}`;
  }).join(' '));
}

describe('a fast pass whose only change is one ball\'s own curve (#19[0], 30 fps)', () => {
  it('reports no w4 + w7 contact at 0.5 or above', () => {
    expect(contacts(REC)).toEqual([]);
  });

  it('still reports the touch when both balls are thrown apart along the line of centres (200 mm/s each: w7 about 212 ± 14 against w4 about 443 ± 89, no longer one-sided; 150 still is)', () => {
    const found = contacts(thrown(200));
    expect(found).toHaveLength(1);
    expect(Math.abs(found[0]!.t - 3.8916)).toBeLessThan(1 / 30);
  });
});
