/**
 * A touch beside one rail that both balls hit within a frame or two of it (rail-swap.ts `railSwapContacts`; issue 6, Russian
 * contacts at 30 fps): neither ball's turn is the touch alone, so rail-frame.ts cannot read it; the swap of the two velocities
 * along the rail can.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { recordedPairEvents, sure } from './events-helpers.js';

/**
 * Development Russian #13[0] at 30 fps, recorded tracker rows (t;w7;w4 in truth ids; tracked w1, w3). After the break w7 runs
 * up to the top rail (x = +1775) beside w4, both going +x and closing on each other along it (w7 +y, w4 −y): w7 meets the
 * rail at 3.047, touches w4 at 3.0505, and w4 meets the rail at 3.090; along the rail their velocities swap. The frames at
 * 3.033 and 3.067 show the pair 12 and 24 mm beyond 2R.
 */
const REC = [
  '2.600000;1259.838,-829.727;1441.557,-321.212 2.633333;1296.287,-800.299;1463.404,-332.355 2.666667;1334.479,-775.565;1484.069,-346.524 2.700000;1369.705,-752.540;1508.560,-357.070 ',
  '2.733333;1406.066,-735.570;1531.358,-371.233 2.766667;1441.480,-713.912;1548.071,-383.623 2.800000;1478.882,-694.748;1572.558,-396.643 2.833333;1515.166,-675.837;1594.110,-409.694 ',
  '2.866667;1549.541,-658.003;1617.273,-422.538 2.900000;1589.236,-638.933;1636.455,-433.710 2.933333;1622.315,-621.402;1656.760,-445.931 2.966667;1659.469,-597.942;1678.349,-458.992 ',
  '3.000000;1692.851,-583.168;1699.327,-467.520 3.033333;1729.649,-562.035;1718.417,-482.461 3.066667;1728.201,-563.618;1731.925,-471.234 3.100000;1713.124,-578.919;1738.851,-448.608 ',
  '3.133333;1699.143,-589.061;1732.920,-428.895 3.166667;1681.854,-600.882;1723.784,-412.388 3.200000;1669.751,-612.777;1718.342,-394.742 3.233333;1655.705,-621.706;1713.977,-378.561 ',
  '3.266667;;1713.397,-364.482 3.300000;1637.017,-636.212;1707.038,-354.577 3.333333;1621.169,-642.762;1700.980,-340.695 3.366667;1609.058,-647.358;1699.649,-329.363 ',
  '3.400000;1599.717,-653.994;1696.846,-318.630 3.433333;1589.258,-663.058;1690.637,-305.077 ',
];

const table = PYRAMID_12FT_TABLE;
const ids = ['w7', 'w4'] as const;
const contacts = (rows: readonly string[]): { t: number }[] =>
  sure(recordedPairEvents(rows, { table, discipline: 'russian-colour' }, 'w7', 'w4', ids));

describe('a touch beside a rail both balls hit within the frames (#13[0], 30 fps)', () => {
  it('reports w7 + w4 once, within a frame of 3.0505', () => {
    const found = contacts(REC);
    expect(found).toHaveLength(1);
    expect(Math.abs(found[0]!.t - 3.0505)).toBeLessThan(1 / 30);
  });

  it('reports nothing when w4 keeps its way along the rail (no swap: each ball turned by the rail alone)', () => {
    // w4 from 3.066 on: its x as recorded (the rail turned it back), its y running on at its way in's −14 mm a frame.
    const kept = REC.map((line) => line.split(' ').map((row) => {
      const [t, w7, w4] = row.split(';');
      if (!w4 || Number(t) < 3.06) return row;
      return `${t};${w7};${w4.split(',')[0]},${(-482.461 - 14 * (Number(t) - 3.033333) * 30).toFixed(3)}`;
    }).join(' '));
    expect(contacts(kept)).toEqual([]);
  });
});
