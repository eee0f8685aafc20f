/**
 * A hidden claim no path can make (hidden-reach.ts `outOfReach`; issue 6,
 * Russian false contacts). Development Russian #48[1] at 30 fps: the cue ball
 * (tracked w2) hit w3 at 13.651 s and the colour at 13.671; the colour hit w7
 * at 13.685. w3, missed in the frame at 13.633, was "hidden" at the colour's
 * traced start (13.662) and claimed it at 0.75, though it lay 123 mm from
 * the contact point and was seen 132 mm from it at 13.667, leaving the other
 * way: a false colour-w3 contact beside the kink-proven w2-colour one.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { outOfReach } from '../src/events/hidden-reach.js';
import type { BallId } from '../src/contracts/ids.js';
import type { Cause } from '../src/events/causes.js';
import type { BallHistory } from '../src/events/history.js';
import type { Start } from '../src/events/starts.js';
import { recordedFrames, pairEvents, sure } from './events-helpers.js';

/** Development Russian #48[1] at 30 fps, recorded tracker rows (t;w2;w3;colour;w7), the cue ball w2 under the cue from 13.07 s. */
const OUT_OF_REACH = [
  '13.000000;760.651,-248.011;946.838,33.150;1047.893,4.926;1125.161,-4.230 13.033333;761.152,-248.031;946.420,32.977;1047.922,5.065;1124.280,-3.433 13.066667;;946.929,33.456;1046.995,4.777;1124.790,-3.904 13.100000;;946.457,34.006;1046.910,5.161;1126.092,-4.132 ',
  '13.133333;;946.011,34.892;1047.499,5.555;1126.357,-5.038 13.166667;;947.160,34.797;1047.484,5.051;1126.278,-4.269 13.200000;;947.353,34.101;1047.157,5.027;1125.191,-4.331 13.233333;;945.797,35.176;1046.654,5.407;1124.530,-4.532 ',
  '13.266667;;946.295,33.988;1047.904,5.204;1125.454,-3.646 13.300000;;946.295,34.364;1048.555,5.081;1125.604,-3.719 13.333333;;946.278,33.189;1046.919,4.136;1125.192,-4.767 13.366667;;945.996,33.407;1047.244,5.266;1125.834,-5.461 ',
  '13.400000;;946.254,34.404;1047.339,5.701; 13.433333;;946.669,33.368;1047.503,4.627;1126.041,-4.221 13.466667;;946.898,34.229;1047.529,6.731;1125.357,-4.747 13.500000;;946.649,34.294;1046.327,4.880;1125.581,-4.509 ',
  '13.533333;;945.826,34.193;1046.934,5.454;1125.777,-4.668 13.566667;890.089,-107.019;946.674,33.887;1047.706,5.141;1124.898,-5.583 13.600000;923.303,-75.680;946.219,33.773;1046.747,4.997;1125.981,-4.685 13.633333;953.490,-46.092;;1047.495,5.067;1124.612,-5.271 ',
  '13.666667;983.341,-26.636;942.852,42.709;1048.483,5.515;1126.210,-4.451 13.700000;989.572,-28.892;937.591,59.918;1060.930,19.782;1138.502,-9.269 13.733333;;932.623,75.152;1065.094,37.830;1158.413,-9.508 13.766667;993.747,-36.158;926.330,86.226;1070.553,54.124;1174.540,-12.522 ',
  '13.800000;997.641,-40.884;921.194,97.509;1075.821,67.371;1193.660,-15.763 13.833333;998.970,-48.233;918.355,111.760;1079.269,82.128;1210.888,-19.147 13.866667;998.622,-50.063;912.309,126.192;1085.786,95.327;1224.305,-20.966 13.900000;1004.589,-56.923;908.337,136.566;1086.538,109.491;1241.495,-22.068 ',
  '13.933333;1004.061,-59.433;905.005,151.817;1092.187,121.587;1258.699,-23.924 13.966667;1006.654,-63.170;897.337,164.003;1096.010,135.037;1272.295,-29.408 14.000000;1006.502,-66.926;893.311,176.007;1098.785,149.328;1285.731,-33.851 14.033333;1011.041,-71.732;885.809,189.094;1105.525,162.188;1301.520,-34.477 ',
  '14.066667;1012.410,-74.623;885.787,199.862;1108.994,175.450;1316.494,-38.130 14.100000;1013.420,-77.914;878.153,211.871;1114.155,187.645;1332.683,-39.629 14.133333;1015.871,-81.939;873.782,223.817;1116.161,202.313;1346.688,-42.147 14.166667;1020.331,-83.098;;1119.563,213.784;1363.213,-45.411 ',
  '14.200000;1017.675,-86.649;865.343,247.930;1122.865,224.051;1377.520,-46.065 ',
];

describe('a hidden claim no path can make', () => {
  const events = extractStroke(recordedFrames(OUT_OF_REACH, ['w2', 'w3', 'colour', 'w7']), { table: PYRAMID_12FT_TABLE, discipline: 'russian-colour' }).events;

  it('is no contact: w3 never reached the colour (#48[1])', () => {
    expect(sure(pairEvents(events, 'colour', 'w3'))).toHaveLength(0);
  });

  it('keeps the cue ball its two contacts and the colour its own', () => {
    expect(sure(pairEvents(events, 'w2', 'w3'))).toHaveLength(1);
    const colour = sure(pairEvents(events, 'w2', 'colour'));
    expect(colour).toHaveLength(1);
    expect(Math.abs(colour[0]!.t - 13.6712)).toBeLessThan(0.034);
    expect(sure(pairEvents(events, 'colour', 'w7'))).toHaveLength(1);
  });
});

describe('outOfReach', () => {
  const R = 34;
  /** A ball seen at `pts` ([t, x, y]). */
  const history = (id: BallId, pts: [number, number, number][]): BallHistory =>
    ({ id, t: pts.map((p) => p[0]), x: pts.map((p) => p[1]), y: pts.map((p) => p[2]) }) as unknown as BallHistory;
  /** The colour at rest at (200, 0), leaving along +x at 500 mm/s between 1.00 and 1.033 s: contact point (132, 0). */
  const colour: Start = { id: 'colour', first: 0, t: 1.01, rest: [200, 0], dir: [1, 0], speed: 500, hidden: false, lastRestT: 1.0, departT: 1.033 };
  const own = (id: BallId, speed: number): Start => ({ id, first: 0, t: 0.9, rest: [0, 0], dir: [0, 1], speed, hidden: false, lastRestT: 0.9, departT: 1.02 });
  const claim = (by: BallId): Cause => ({ start: colour, by, hiddenHitter: true, error: 100 });

  it('refuses a ball seen far from the contact point just before and after it', () => {
    const w3 = history('w3', [[0.9, 0, 0], [0.933, 0, 0], [1.033, 0, 15], [1.067, 0, 30]]);
    expect(outOfReach(claim('w3'), [w3], [own('w3', 450), colour], R, 'w2')).toBe(true);
  });

  it('keeps a ball that could have run there in the time between', () => {
    // Last seen 132 mm short of the contact point 0.1 s before the colour left, next seen on its way past: 1.3 m/s, under 1.5 × hypot(450, 500).
    const w3 = history('w3', [[0.9, 0, 0], [1.067, 150, 40]]);
    expect(outOfReach(claim('w3'), [w3], [own('w3', 450), colour], R, 'w2')).toBe(false);
  });

  it('never judges the struck ball: its hidden claims are hidden-passed.ts\'s', () => {
    const w2 = history('w2', [[0.9, 0, 0], [0.933, 0, 0], [1.033, 0, 15]]);
    expect(outOfReach(claim('w2'), [w2], [own('w2', 450), colour], R, 'w2')).toBe(false);
  });
});
