/**
 * A ball rolling up to a rail slowing and stopping against it, timed with a
 * way in that may slow (src/events/arrival-slowing.ts `arrivalTouch`, used
 * by cushions.ts `arrival`; issue 6, cushion timing). The straight way in
 * runs through the slowing ball's faster early points and reached the line
 * 130-170 ms early on development Russian at 30 fps (a miss and an extra).
 * The bent way is bounded by the ball's speed measured before the way in
 * and refused where the ball was read at rest before its touch; a fast
 * ball that stays against its rail keeps the straight way in's time.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE as T } from '../src/geometry/tables.js';
import { cushionContacts, sides } from '../src/events/cushions.js';
import { histories } from '../src/events/history.js';
import { REST_BEFORE_TOUCH_S, restBefore } from '../src/events/arrival-slowing.js';
import { framesOf, w1Hits } from './events-helpers.js';
import { gaussian } from './events-cushion-helpers.js';

/** Development Russian #1 stroke 6 at 30 fps, recorded tracker rows of w1 (tracked as w2): into the left rail, its normal speed falling 50 → 11 mm/s over the last 0.3 s; true touch 62.364 s. */
const SLOWING_INTO_LEFT = [
  '61.200000;1423.664,752.593 61.233333;1421.091,756.533 61.266667;1419.553,760.965 61.300000;1415.510,767.665 ',
  '61.333333;1417.131,768.708 61.366667;1415.963,777.141 61.400000;1414.082,779.474 61.433333;1414.159,784.759 ',
  '61.466667; 61.500000;1408.249,793.811 61.533333;1406.695,796.096 61.566667;1405.277,801.198 ',
  '61.600000;1403.337,805.353 61.633333;1404.495,809.411 61.666667;1402.418,810.991 61.700000;1401.457,815.220 ',
  '61.733333;1400.142,818.123 61.766667;1400.870,824.373 61.800000;1398.539,825.171 61.833333;1397.375,829.030 ',
  '61.866667;1396.992,830.260 61.900000;1395.542,831.172 61.933333;1395.009,835.752 61.966667;1395.147,838.545 ',
  '62.000000;1394.135,841.069 62.033333;1393.512,842.678 62.066667; 62.100000;1391.117,846.629 ',
  '62.133333;1392.219,846.871 62.166667;1390.349,848.684 62.200000;1391.610,851.920 62.233333;1390.990,850.300 ',
  '62.266667;1388.764,851.757 62.300000;1387.976,853.983 62.333333;1390.630,854.093 62.366667;1388.152,854.402 ',
  '62.400000;1389.442,855.194 62.433333;1389.080,857.285 62.466667;1388.946,854.698 62.500000;1388.394,854.301 ',
  '62.533333;1389.103,853.595 62.566667;1390.946,854.041 62.600000;1388.813,853.713 62.633333;1389.139,854.947 ',
  '62.666667;1389.250,854.186 62.700000;1389.417,854.360 62.733333;1389.273,854.764 62.766667;1388.557,854.660 ',
  '62.800000;1389.563,854.863 62.833333;1389.436,854.410 62.866667;1388.112,854.579 62.900000;1389.640,854.160 ',
  '62.933333;1389.806,854.897 ',
];

/** Development Russian #2 stroke 3 at 30 fps, recorded rows of w7 (tracked as w1): creeping into the left rail at 10-30 mm/s normal; true touch 43.969 s. */
const CREEPING_INTO_LEFT = [
  '42.900000;400.611,792.664 42.933333;395.272,796.520 42.966667;392.172,801.351 43.000000;387.782,801.034 ',
  '43.033333;388.096,806.821 43.066667;383.084,811.192 43.100000;381.488,814.038 43.133333;378.006,813.944 ',
  '43.166667;376.937,815.017 43.200000;372.307,821.908 43.233333;369.337,824.469 43.266667;366.622,826.759 ',
  '43.300000;363.798,829.845 43.333333;362.511,832.603 43.366667;359.960,835.878 43.400000;356.739,835.545 ',
  '43.433333;355.755,838.023 43.466667;354.438,839.946 43.500000;356.043,841.532 43.533333;353.358,842.887 ',
  '43.566667;351.962,844.009 43.600000;349.262,845.337 43.633333;348.197,847.431 43.666667;347.216,848.259 ',
  '43.700000;346.006,851.211 43.733333;347.332,850.611 43.766667;345.906,852.311 43.800000;343.487,850.400 ',
  '43.833333;343.450,854.259 43.866667;340.602,853.772 43.900000;340.701,852.870 43.933333;340.722,854.230 ',
  '43.966667;340.865,855.780 44.000000;342.939,854.129 44.033333;341.408,855.204 44.066667;340.607,854.655 ',
  '44.100000;342.673,855.953 44.133333;340.263,854.993 44.166667;340.927,854.957 44.200000;341.166,854.394 ',
  '44.233333;340.739,854.898 44.266667;341.902,854.421 44.300000;340.137,855.980 44.333333;339.904,854.877 ',
  '44.366667;340.212,855.979 44.400000;341.196,854.892 44.433333;341.033,854.948 44.466667;341.548,855.068 ',
  '44.500000;340.622,855.101 ',
];

/**
 * Development Russian #30 stroke 5 at 30 fps, recorded rows of w6 (tracked as w7): at 30° into the top rail and on along
 * it, lying ~0.8 mm short of the line after; true touch 62.115 s. The slowing way in fits it better (7 σ²) but creeps
 * onto the rest level for 117 ms before its touch, 119 ms late: refused (REST_BEFORE_TOUCH_S).
 */
const GLANCING_INTO_TOP = [
  '61.000000;1687.082,819.312 61.033333;1688.968,813.972 61.066667;1694.013,809.340 61.100000;1696.186,804.433 ',
  '61.133333;1697.757,800.023 61.166667;1700.406,796.685 61.200000;1702.292,790.600 61.233333;1704.453,786.257 ',
  '61.266667;1705.716,783.899 61.300000;1708.717,780.909 61.333333;1710.207,775.782 61.366667;1713.194,769.891 ',
  '61.400000;1716.025,768.054 61.433333; 61.466667;1719.304,759.974 61.500000;1723.389,758.908 ',
  '61.533333;1723.725,755.116 61.566667;1724.697,750.270 61.600000;1727.120,748.038 61.633333;1728.831,745.328 ',
  '61.666667;1730.200,745.267 61.700000;1731.252,739.559 61.733333;1731.436,736.407 61.766667;1732.514,734.882 ',
  '61.800000;1735.603,734.714 61.833333;1735.212,731.426 61.866667;1735.910,730.124 61.900000;1738.816,728.730 ',
  '61.933333;1739.619,725.093 61.966667;1738.445,723.248 62.000000;1740.238,721.442 62.033333;1741.268,721.844 ',
  '62.066667;1741.461,722.893 62.100000;1741.289,721.310 62.133333;1741.954,717.592 62.166667;1741.400,717.949 ',
  '62.200000;1743.140,717.478 62.233333;1740.364,717.288 62.266667;1741.696,715.539 62.300000;1743.262,714.188 ',
  '62.333333; 62.366667;1742.493,714.488 62.400000;1741.369,714.515 62.433333;1741.940,714.611 ',
  '62.466667; 62.500000;1741.864,715.934 62.533333;1741.860,714.954 62.566667;1741.588,714.299 ',
  '62.600000;1742.148,714.225 62.633333;1741.873,715.191 62.666667;1741.813,714.561 62.700000;1742.638,714.496 ',
  '62.733333;1741.428,715.398 ',
];

const REACH_30 = 3 / 30;
const railTimes = (rows: readonly string[], cushion: string): number[] => w1Hits(rows).filter((e) => e.cushion === cushion).map((e) => e.t);

describe('a ball slowing into its rail (recorded, development Russian 30 fps)', () => {
  it('#1[6]: the left touch is read within the reach (the straight way in: 131 ms early)', () => {
    const left = railTimes(SLOWING_INTO_LEFT, 'left');
    expect(left).toHaveLength(1);
    expect(Math.abs(left[0]! - 62.364)).toBeLessThan(REACH_30);
  });

  it('#2[3]: a ball creeping in at 10-30 mm/s is read within the reach (the straight way in: 169 ms early)', () => {
    const left = railTimes(CREEPING_INTO_LEFT, 'left');
    expect(left).toHaveLength(1);
    expect(Math.abs(left[0]! - 43.969)).toBeLessThan(REACH_30);
  });

  it('#30[5]: a glancing ball lying short of the line is not read late (the rest check)', () => {
    const top = railTimes(GLANCING_INTO_TOP, 'top');
    expect(top).toHaveLength(1);
    expect(Math.abs(top[0]! - 62.115)).toBeLessThan(REACH_30);
  });
});

const TOP = sides(T).find((s) => s.cushion === 'top')!.line;

/**
 * Top-rail touches (s after the true touch at 2 s) of a white rolling in from 1 s (at rest before), its normal speed
 * `vt` mm/s at the touch and slowing `d` mm/s² before it, along the rail `along` × its normal travel; after the touch it
 * comes back `short` mm off the line over `back` s and rests. Noise σ 1.2 mm moving, 0.6 at rest (the renders' detector).
 */
function topTouches(fps: number, vt: number, d: number, seed: number, { along = 0, short = 0, back = 0 } = {}): number[] {
  const g = gaussian(seed), tc = 2;
  const inTo = (x: number): number => vt * x + (d / 2) * x * x;
  const path = (t: number): [number, number] => {
    const x = Math.min(1, Math.max(0, tc - t)), sigma = t > 1 && t < tc + back ? 1.2 : 0.6;
    const off = t <= tc ? inTo(x) : short * Math.min(1, (t - tc) / Math.max(back, 1e-6));
    return [TOP - off + sigma * g(), -300 + along * (inTo(1) - inTo(x)) + sigma * g()];
  };
  const h = histories(framesOf({ white: path }, 3.5, fps)).get('white')!;
  return cushionContacts(h, T).filter((e) => e.cushion === 'top').map((e) => e.t - tc);
}

const SEEDS = Array.from({ length: 20 }, (_, i) => (i + 1) * 7919);
/** Draws whose one top touch is read within the match reach (3 frames). */
const withinReach = (fps: number, touches: (seed: number) => number[]): number =>
  SEEDS.filter((s) => { const ts = touches(s); return ts.length === 1 && Math.abs(ts[0]!) <= 3 / fps; }).length;

describe('a slowing ball against a ball that stays against its rail (synthetic, 20 draws)', () => {
  it('a ball slowing at 130 mm/s² to 20 mm/s into the rail at 30 fps is read within the reach (the straight way in: 7 of 20, now 18)', () => {
    expect(withinReach(30, (s) => topTouches(30, 20, 130, s))).toBeGreaterThanOrEqual(16);
  });

  it('at 60 fps too, the way in taken back over 0.25 s (the straight way in: 7 of 20, now 12)', () => {
    expect(withinReach(60, (s) => topTouches(60, 20, 130, s))).toBeGreaterThanOrEqual(10);
  });

  // 60 fps, as the held-out five-pins arrival the unbounded rule read 84 ms late (session 61). At 30 fps such a ball is
  // read as a graze 0.1-1.2 s late or not at all in several draws, before as now (every draw the same).
  it('a ball at 300 mm/s that stays against its rail keeps the straight way in\'s time (within a frame, 60 fps)', () => {
    for (const [fps, short] of [[60, 0], [60, 2]] as const) for (const s of SEEDS) {
      const ts = topTouches(fps, 300, 20, s, { short, back: 0.05 });
      expect(Math.min(...ts.map(Math.abs))).toBeLessThanOrEqual(1 / fps + 1e-9);
    }
  });

  it('a glancing slowing ball that rests 0.8 mm short of the line is not read late', () => {
    for (const fps of [60, 30]) for (const s of SEEDS) {
      const ts = topTouches(fps, 15, 60, s, { along: 1.7, short: 0.8, back: 0.03 });
      expect(Math.max(...ts)).toBeLessThanOrEqual(3 / fps + 1e-9);
    }
  });
});

describe('restBefore', () => {
  const t = Array.from({ length: 40 }, (_, i) => i / 60), line = 0;
  it('is the time the slowing way in spends within the rest level short of the line', () => {
    const u = t.map((x) => (x > 0.5 ? -1 : -(0.5 - x) * 20));
    // v = 2 mm/s, a = 30 mm/s²: 1 mm short is reached (−2 + √(4 + 120)) / 60 = 0.152 s before the touch.
    expect(restBefore(t, u, line, 0.5, 39, 2, 30)).toBeCloseTo(0.1523, 3);
    expect(restBefore(t, u, line, 0.5, 39, 2, 30)).toBeGreaterThan(REST_BEFORE_TOUCH_S);
  });
  it('is 0 for a ball resting on or past the line', () => {
    const u = t.map((x) => (x > 0.5 ? 0.3 : -(0.5 - x) * 20));
    expect(restBefore(t, u, line, 0.5, 39, 2, 30)).toBe(0);
  });
});
