/**
 * The hitter back off a rail into the ball it just hit, the pair's distance only growing from the first touch on
 * (turned-back-push.ts `turnedBackContacts`; issue 6, Russian contacts at 30 fps): no distance minimum for kiss-backs.ts
 * to look at, so the second push of the ball hit is looked for after the hitter's seen rail turn.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { recordedPairEvents } from './events-helpers.js';

/**
 * Development Russian #60[0] at 30 fps, recorded tracker rows (t;w7;w4 in truth ids; tracked w1, w6). w7 runs +x into
 * w4 (moving +x, −y) at 3.5056, on to the top rail (x = +1775) at 3.5613, back off it into w4 again at 3.5810, then to
 * the top rail again at 3.6917. The frames at 3.567 and 3.600 show the pair 10.7 and 16.6 mm beyond 2R; w4 turns from
 * (+225, 0) mm/s to about (−150, +420).
 */
const REC = [
  '3.100000;1422.868,-648.437;1515.940,-368.105 3.133333;1445.631,-636.090;1529.345,-373.913 3.166667;1467.982,-623.645;1544.030,-383.932 3.200000;1492.794,-614.121;1558.118,-391.038 ',
  '3.233333;1517.715,-603.752;1569.521,-398.279 3.266667;1539.861,-591.046;1584.803,-408.552 3.300000;1560.174,-581.578;1596.517,-414.622 3.333333;1586.550,-571.582;1606.445,-420.624 ',
  '3.366667;1609.321,-559.733;1618.782,-425.759 3.400000;1628.963,-550.992;1631.453,-433.339 3.433333;1652.991,-538.333;1648.057,-443.291 3.466667;1673.645,-528.765;1656.101,-449.272 ',
  '3.500000;1698.314,-519.237;1668.187,-456.770 3.533333;1724.150,-514.260;1676.092,-455.514 3.566667;1739.438,-510.787;1683.559,-455.392 3.600000;1734.168,-510.030;1682.016,-443.424 ',
  '3.633333;1735.328,-513.801;1673.385,-428.810 3.666667;1739.084,-514.806;1668.889,-413.307 3.700000;1742.883,-516.592;1668.383,-399.305 3.733333;1741.125,-515.413;1662.157,-386.744 ',
  '3.766667;1740.768,-516.747;1659.492,-373.886 3.800000;1739.191,-516.847;1657.603,-360.017 3.833333;1737.588,-515.267;1651.030,-348.361 3.866667;1739.410,-517.210;1646.687,-334.123 ',
  '3.900000;1736.061,-517.332;1644.774,-321.483 3.933333;1736.898,-517.478;1642.374,-313.052 ',
];

const table = PYRAMID_12FT_TABLE;
const ids = ['w7', 'w4'] as const;
const contacts = (rows: readonly string[]): { t: number }[] =>
  recordedPairEvents(rows, { table, discipline: 'russian-colour' }, 'w7', 'w4', ids);

describe('the hitter back off its rail into the ball it just hit, the pair parting all along (#60[0], 30 fps)', () => {
  it('reports w7 + w4 twice: at 3.5056 and within a frame of 3.5810', () => {
    const found = contacts(REC);
    expect(found).toHaveLength(2);
    expect(Math.abs(found[0]!.t - 3.5056)).toBeLessThan(1 / 30);
    expect(Math.abs(found[1]!.t - 3.581)).toBeLessThan(1 / 30);
  });

  it('reports the first touch alone when w4 runs on along its way (no second push)', () => {
    // w4 from 3.59 on: on at its way between the touches, +7.5 mm a frame in x, y as at 3.567.
    const kept = REC.map((line) => line.split(' ').map((row) => {
      const [t, w7, w4] = row.split(';');
      if (!w4 || Number(t) < 3.59) return row;
      return `${t};${w7};${(1683.559 + 7.5 * (Number(t) - 3.566667) * 30).toFixed(3)},-455.392`;
    }).join(' '));
    expect(contacts(kept)).toHaveLength(1);
  });
});
