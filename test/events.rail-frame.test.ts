/**
 * A contact inside the frame of one ball's rail hit, shown by the other
 * ball's turn alone (rail-frame.ts `railFrameContacts`, wired in extract.ts
 * on pyramid tables; issue 6, Russian contacts at 30 fps).
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { RAIL_FRAME_CONFIDENCE, railFrameContacts } from '../src/events/rail-frame.js';
import type { ContactFinding } from '../src/events/contacts.js';
import type { BallId } from '../src/contracts/ids.js';
import type { BallHistory } from '../src/events/history.js';
import { histories } from '../src/events/history.js';
import { framesOf, pairEvents, recordedFrames, sure, type Path } from './events-helpers.js';

const R = PYRAMID_12FT_TABLE.ballRadius;

/** Development Russian #17[0] at 30 fps, recorded tracker rows (t;w1;w5 tracked; truth w7 is tracked w1, truth w5 is tracked w5). */
const REC = [
  '2.500000;777.742,415.071;1595.382,574.180 2.533333;795.426,435.016;1562.308,594.902 2.566667;812.443,462.725;1531.670,622.022 2.600000;831.782,490.392;1506.550,643.042 ',
  '2.633333;852.524,515.939;1478.386,665.429 2.666667;868.086,537.613;1453.308,690.300 2.700000;888.640,564.512;1426.538,714.628 2.733333;903.645,588.118;1397.651,732.833 ',
  '2.766667;921.789,611.182;1374.739,754.966 2.800000;944.777,638.429;1346.075,780.479 2.833333;958.690,662.234;1327.518,800.247 2.866667;978.460,687.930;1295.217,826.139 ',
  '2.900000;997.441,709.266;1270.956,849.583 2.933333;1011.309,733.113;1248.662,846.793 2.966667;1031.331,758.273;1229.239,831.979 3.000000;1051.321,780.996;1203.853,820.973 ',
  '3.033333;1065.163,800.613;1181.616,809.758 3.066667;1082.829,827.654;1165.295,798.131 3.100000;1099.977,852.953;1140.707,788.964 3.133333;1112.750,849.557;1122.611,769.379 ',
  '3.166667;1121.794,848.237;1108.242,745.465 3.200000;1131.138,849.024;1092.795,725.087 3.233333;1142.136,851.277;1075.086,702.528 3.266667;1150.333,848.211;1059.731,678.652 ',
  '3.300000;1160.441,850.891;1042.059,655.210 3.333333;1168.800,850.169;1027.837,634.542 3.366667;1178.154,852.718;1014.027,615.872 3.400000;1188.451,853.307;996.407,594.566 ',
  '3.433333;1197.044,853.747;979.996,574.096 3.466667;1207.439,852.912;964.094,550.603 3.500000;1216.022,854.476;946.517,528.697 3.533333;1224.505,853.600;931.019,506.928 ',
  '3.566667;1233.612,855.911;916.395,486.165 3.600000;1241.545,854.170;901.981,469.146 ',
];

describe('a touch inside the frame of a rail hit (#17[0], 30 fps)', () => {
  it('finds w5 + w1 (truth w5 + w7, 3.1184) from w5\'s turn, at the referee\'s confidence', () => {
    const events = extractStroke(recordedFrames(REC, ['w1', 'w5']), { table: PYRAMID_12FT_TABLE, discipline: 'russian-colour' }).events;
    const found = sure(pairEvents(events, 'w1', 'w5'));
    expect(found).toHaveLength(1);
    expect(Math.abs(found[0]!.t - 3.1184)).toBeLessThan(0.1 / 3);
    expect(found[0]!.confidence).toBeLessThan(0.9);
  });
});

/** Development Russian #29[6] at 30 fps, recorded tracker rows (t;w4;w2 tracked; truth w3 is tracked w4, truth w1 is tracked w2). */
const REC_CAUSED = [
  '59.900000;1089.156,20.758;-710.036,824.072 59.933333;1089.915,19.855;-708.840,824.255 59.966667;1089.910,20.719;-709.834,825.951 60.000000;1088.103,20.538;-709.343,825.118 ',
  '60.033333;1088.965,20.450;-710.141,824.001 60.066667;;-709.388,824.124 60.100000;;-709.581,824.382 60.133333;;-708.873,825.057 ',
  '60.166667;;-708.817,824.895 60.200000;;-709.053,825.228 60.233333;;-710.057,824.738 60.266667;;-709.224,823.749 ',
  '60.300000;;-709.935,824.577 60.333333;;-709.646,824.632 60.366667;;-709.087,824.187 60.400000;;-710.010,825.169 ',
  '60.433333;;-709.124,824.322 60.466667;;-711.108,823.964 60.500000;;-709.545,823.417 60.533333;771.687,171.166;-710.227,824.056 ',
  '60.566667;630.272,238.128;-709.532,824.599 60.600000;484.789,305.697;-709.377,825.896 60.633333;345.963,373.441;-709.579,824.026 60.666667;211.920,437.233;-710.340,825.033 ',
  '60.700000;77.511,499.216;-709.755,824.245 60.733333;-60.708,559.394;-709.791,824.593 60.766667;-188.824,626.104;-709.790,824.131 60.800000;-315.198,683.368;-709.053,825.046 ',
  '60.833333;-434.933,745.795;-710.088,822.715 60.866667;-565.627,796.314;-709.192,824.431 60.900000;-646.786,849.627;-748.387,821.412 60.933333;-650.916,798.427;-848.625,800.743 ',
  '60.966667;-650.268,751.380;-949.957,782.539 61.000000;-646.808,704.876;-1043.333,765.687 61.033333;-640.649,659.104;-1142.820,749.518 61.066667;-630.479,615.245;-1235.137,733.214 ',
  '61.100000;-623.948,573.762;-1324.962,717.957 61.133333;-615.107,531.007;-1411.877,705.106 61.166667;-598.477,489.340;-1500.019,687.884 61.200000;-586.866,449.986;-1583.296,672.402 ',
  '61.233333;-579.426,405.581;-1665.153,661.663 61.266667;-561.065,367.478;-1744.455,647.138 61.300000;-551.200,324.754;-1685.234,639.543 ',
];

describe('a touch inside a rail\'s frame that a cause names (#29[6], 30 fps)', () => {
  // w4, struck (hidden under the cue from 60.07), meets w2 at rest 13 ms before its left rail (truth 60.8900): w2's start names w4 its hitter, a 0.9. Rail-frame
  // reads the same touch from w2's turn at 0.8; kept first, it took the cause's place (0.9 -> 0.8).
  it('reports w4 + w2 once, at the cause\'s confidence, not rail-frame\'s', () => {
    const events = extractStroke(recordedFrames(REC_CAUSED, ['w4', 'w2']), { table: PYRAMID_12FT_TABLE, discipline: 'russian-colour' }).events;
    const found = sure(pairEvents(events, 'w4', 'w2'));
    expect(found).toHaveLength(1);
    expect(Math.abs(found[0]!.t - 60.89)).toBeLessThan(0.1 / 3);
    expect(found[0]!.confidence).toBeGreaterThan(RAIL_FRAME_CONFIDENCE);
  });
});

describe('railFrameContacts', () => {
  // y rolls in along (−200, −500) mm/s; x, off its rail at 1.005 s, meets it at 1.018 s with the line of centres along +x
  // (x at (−2R, 0), y at (0, 0)). Equal masses: y takes 1200 mm/s along +x, x gives it up. No frame (30 fps) sees them
  // within 19 mm of 2R.
  const tc = 1.018, tr = 1.005, fps = 30;
  const xIn: [number, number] = [1000, 400], xPre: [number, number] = [1000, -400], yIn: [number, number] = [-200, -500];
  const along = (p: [number, number], v: [number, number], dt: number): [number, number] => [p[0] + v[0] * dt, p[1] + v[1] * dt];
  const xAtRail = along([-2 * R, 0], xIn, tr - tc);
  const xPath = (out: [number, number]): Path => (t) => (t < tr ? along(xAtRail, xPre, t - tr) : t < tc ? along([-2 * R, 0], xIn, t - tc) : along([-2 * R, 0], out, t - tc));
  const yPath = (out: [number, number]): Path => (t) => (t < tc ? along([0, 0], yIn, t - tc) : along([0, 0], out, t - tc));
  const hsOf = (yOut: [number, number], xOut: [number, number]): BallHistory[] => {
    const frames = framesOf({ w1: (t) => (t < 0.6 ? null : xPath(xOut)(t)), w2: (t) => (t < 0.6 ? null : yPath(yOut)(t)) }, 1.4, fps);
    return [...histories(frames).values()];
  };
  const touch = (): BallHistory[] => hsOf([1000, -500], [-200, 400]);
  const times = Array.from({ length: Math.floor(1.4 * fps) + 1 }, (_, i) => i / fps);
  const rails = (y: readonly number[] = []): Map<BallId, number[]> => new Map<BallId, number[]>([['w1', [tr]], ['w2', [...y]]]);

  it('finds the touch from the free ball\'s turn away from the railed ball', () => {
    const found = railFrameContacts(touch(), R, times.filter((t) => t >= 0.6), rails(), []);
    expect(found).toHaveLength(1);
    expect(found[0]!.event.balls).toEqual(['w1', 'w2']);
    expect(found[0]!.event.confidence).toBe(RAIL_FRAME_CONFIDENCE);
    expect(Math.abs(found[0]!.event.t - tc)).toBeLessThan(0.005);
  });

  it('reads nothing when the free ball turns 60° off the line of centres (a curve of its own, as strong)', () => {
    expect(railFrameContacts(hsOf([400, 539], [-200, 400]), R, times.filter((t) => t >= 0.6), rails(), [])).toHaveLength(0);
  });

  it('reads nothing when the free ball hit a rail near the touch too', () => {
    expect(railFrameContacts(touch(), R, times.filter((t) => t >= 0.6), rails([1.03]), [])).toHaveLength(0);
  });

  it('reads nothing when neither ball hit a rail in those frames', () => {
    expect(railFrameContacts(touch(), R, times.filter((t) => t >= 0.6), new Map(), [])).toHaveLength(0);
  });

  it('adds nothing to a contact of the pair already found there', () => {
    const known: ContactFinding = { event: { t: 1.02, kind: 'ball-ball', balls: ['w2', 'w1'], confidence: 0.95 } };
    expect(railFrameContacts(touch(), R, times.filter((t) => t >= 0.6), rails(), [known])).toHaveLength(0);
  });
});
