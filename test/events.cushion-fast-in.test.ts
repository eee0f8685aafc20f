/**
 * Pyramid tables: a ball that ran into a rail fast along its normal and leaves it slowly (a shallow graze along the
 * rail, or the turn's frame unseen) has its V met a few mm short of the contact line; the turn is that rail's hit
 * (src/events/cushions.ts, FAST_IN_LINE_TOL_MM), not a noise dip of the way out read as the hit later. Tracked rows
 * recorded from development Russian at 30 fps (one ball, id w1).
 */
import { describe, expect, it } from 'vitest';
import { histories } from '../src/events/history.js';
import { cushionContacts } from '../src/events/cushions.js';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { cushionReach } from '../src/track/geometry.js';
import { framesOf, legsPath, noisy, w1Hits } from './events-helpers.js';

/** #55[6]: w5 along the left rail at 1.9 m/s, in at ~140 mm/s along the normal, off it at ~20-35; true left hit 76.7327, none after. */
const GRAZE = [
  '76.300000;1129.9,775.9 76.333333;1078.4,782.8 76.366667;985.3,787.5 76.400000;898.6,793.4 76.433333;814.7,800.9 ',
  '76.466667;728.8,807.9 76.500000;653.0,811.2 76.533333;570.8,823.2 76.566667;494.7,829.9 76.600000;427.6,832.6 ',
  '76.633333;352.4,840.6 76.666667;285.4,845.4 76.700000;219.1,846.7 76.733333;153.6,853.7 76.766667;91.9,850.1 ',
  '76.800000;23.6,851.0 76.833333;-35.3,849.4 76.866667;-98.8,848.5 76.900000;-161.1,850.7 76.933333;-224.6,848.8 ',
  '76.966667;-286.8,848.1 77.000000;-352.7,847.6 77.033333;-416.8,845.4 77.066667;-478.6,846.6 77.100000;-542.6,844.8 ',
  '77.133333;-597.2,839.9 77.166667;-663.7,839.5 77.200000;-725.2,841.3 77.233333;-784.2,837.9 77.266667;-849.5,834.7 ',
  '77.300000;-910.7,834.1 ',
];

/** #41[4]: w6 into the left rail at ~180 mm/s normal, the frame at the turn (42.2667) unseen, out at ~50; true left hit 42.2902. */
const UNSEEN_TURN = [
  '42.000000;1100.9,799.4 42.033333;1101.0,805.7 42.066667;1102.6,814.4 42.100000;1101.6,819.7 42.133333;1102.5,825.3 ',
  '42.166667;1104.9,830.5 42.200000;1104.2,839.4 42.233333;1106.4,846.5 42.266667; 42.300000;1107.5,852.9 ',
  '42.333333;1106.7,853.2 42.366667;1104.3,851.1 42.400000;1103.9,846.6 42.433333; 42.466667;1103.3,846.3 ',
  '42.500000;1105.6,847.8 42.533333;1103.4,847.9 42.566667;1102.5,844.5 42.600000;1101.4,845.8 42.633333;1103.6,843.1 ',
  '42.666667;1102.1,842.0 42.700000;1101.9,843.1 ',
];

const lefts = (rows: readonly string[]) => w1Hits(rows).filter((e) => e.cushion === 'left');

describe('a fast way in and a slow way out met a few mm short of the rail (pyramid)', () => {
  it('reads #55[6]\'s graze at the turn, not 138 ms late at a dip of the way out', () => {
    const hits = lefts(GRAZE);
    expect(hits).toHaveLength(1);
    expect(Math.abs(hits[0]!.t - 76.7327)).toBeLessThan(1 / 60);
  });

  it('reads #41[4]\'s hit with the turn\'s frame unseen', () => {
    const hits = lefts(UNSEEN_TURN);
    expect(hits).toHaveLength(1);
    expect(Math.abs(hits[0]!.t - 42.2902)).toBeLessThan(1 / 60);
  });

  // Hand-made: in along the normal at `vIn` mm/s, turned `short` mm short of the left rail's line at 1.0 s, out at 20 mm/s,
  // 400 mm/s along the rail, σ 0.5 mm, 30 fps.
  const leftsOf = (vIn: number, short: number) => {
    const line = PYRAMID_12FT_TABLE.width / 2 - cushionReach(PYRAMID_12FT_TABLE);
    const path = legsPath([0, line - short - vIn * 0.7], [[0.3, 400, vIn], [1.0, 400, -20]]);
    const h = histories(framesOf({ w1: noisy(path, 0.5, 7) }, 1.8, 30)).get('w1')!;
    return cushionContacts(h, PYRAMID_12FT_TABLE).filter((e) => e.cushion === 'left').length;
  };

  it('takes a fast way in 3.5 mm short, not a slow one, and neither 5 mm short', () => {
    expect(leftsOf(150, 3.5)).toBe(1);
    expect(leftsOf(60, 3.5)).toBe(0);
    expect(leftsOf(60, 2)).toBe(1);
    expect(leftsOf(150, 5)).toBe(0);
  });
});
