/**
 * A hidden claim beaten by a neighbour's first step (first-step.ts
 * `firstStepReacher`, called from hidden-passed.ts `visibleReacher`; issue 6,
 * Russian false contacts). Development Russian #43[1] at 30 fps, recorded
 * tracker rows (tracked ids; truth w3 is the cue ball, tracked w4, and truth
 * w6 is tracked w7): the cue ball, under the cue from 16.97 s, struck the
 * colour lying 8 mm in front at 17.3996; the colour ran on into w7, 19 mm
 * away, at 17.4044 and was turned by it; the cue ball went on into w2 and w3.
 * The colour's first point off rest (17.400) lies on its way in, its
 * departure fitted after it is the turned way, and it started within
 * causes.ts CHAIN_S of w7, so it was placed at its rest place, 86.5 mm from
 * w7, and the hidden cue ball took w7's start: a false w4 + w7 at 0.75 with
 * colour + w7 missed.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { firstStepReacher, meetingAlong } from '../src/events/first-step.js';
import type { BallId } from '../src/contracts/ids.js';
import type { BallHistory } from '../src/events/history.js';
import type { Start } from '../src/events/starts.js';
import { recordedFrames, pairEvents, sure } from './events-helpers.js';

/** Development Russian #43[1] at 30 fps, recorded tracker rows (t;w2;w3;w4;w7;colour; w7's 17.433 point and w4's 17.567 point were back-filled). */
const FIRST_STEP = [
  '16.500000;888.152,0.086;949.736,-44.397;948.067,34.464;1100.361,-3.146;1015.023,-1.888 16.533333;888.242,0.215;950.441,-44.103;945.871,35.707;1099.179,-3.085;1014.145,-1.049 16.566667;889.108,1.144;948.693,-44.907;947.458,34.845;1099.339,-3.547;1013.970,-2.605 16.600000;888.409,1.204;949.085,-43.707;947.128,35.242;1100.646,-3.053;1013.171,-1.972 ',
  '16.633333;888.627,0.805;949.197,-44.589;947.765,34.684;1099.578,-2.783;1013.212,-1.664 16.666667;888.806,0.791;950.410,-43.910;947.899,34.673;1099.672,-1.790; 16.700000;888.883,0.763;949.584,-43.995;947.897,34.443;1100.279,-3.498;1015.303,-3.009 16.733333;888.851,0.105;951.065,-44.201;946.869,35.490;1099.962,-2.438;1013.093,-2.201 ',
  '16.766667;888.476,1.031;950.731,-44.911;947.389,35.127;1099.325,-2.426;1013.754,-1.466 16.800000;888.727,0.519;950.257,-44.507;947.659,35.562;1100.087,-2.292;1014.209,-2.461 16.833333;888.909,1.137;949.126,-43.736;946.788,34.846;1100.027,-3.339;1013.790,-2.080 16.866667;888.610,-0.206;950.342,-44.257;947.400,35.209;1100.199,-2.827;1013.732,-1.522 ',
  '16.900000;888.612,0.583;950.203,-45.103;947.494,35.107;1099.258,-2.644;1013.745,-1.708 16.933333;888.521,0.326;950.519,-45.094;947.590,34.934;1100.137,-3.316;1012.787,-1.607 16.966667;887.730,0.087;949.390,-44.337;946.723,35.088;1099.508,-2.363;1013.636,-1.502 17.000000;887.702,-0.114;950.690,-43.761;;1100.615,-3.729;1013.732,-1.561 ',
  '17.033333;888.503,0.344;950.557,-44.112;;1099.984,-2.138;1014.500,-1.955 17.066667;888.345,0.299;949.862,-44.878;;1100.781,-2.566;1014.303,-1.487 17.100000;888.341,1.036;949.300,-44.102;;1100.496,-3.981;1012.742,-2.076 17.133333;888.105,1.420;950.209,-44.846;;1100.490,-3.946;1014.383,-1.355 ',
  '17.166667;888.106,0.190;950.029,-44.274;;1100.059,-3.417;1015.506,-2.314 17.200000;888.777,0.296;949.875,-44.979;;1099.368,-2.841;1014.256,-1.944 17.233333;888.310,1.108;949.905,-43.806;;1100.453,-2.626;1013.503,-2.551 17.266667;889.055,0.805;950.645,-44.029;;1099.964,-2.012;1014.294,-2.182 ',
  '17.300000;888.198,0.954;948.964,-44.363;;1100.444,-3.443;1013.473,-2.266 17.333333;888.665,0.712;949.316,-44.784;;1100.608,-2.782;1013.674,-2.378 17.366667;888.949,0.149;950.171,-44.858;;1100.077,-2.806;1013.204,-1.605 17.400000;888.608,0.221;950.364,-43.975;;1099.697,-1.499;1022.967,-13.418 ',
  '17.433333;874.831,-3.241;951.447,-55.032;;1210.675,12.126;1049.222,-83.223 17.466667;864.770,-9.865;950.488,-70.121;;1317.934,23.830;1056.893,-169.664 17.500000;855.085,-12.805;948.606,-81.512;;1430.448,39.412;1071.751,-248.213 17.533333;844.774,-17.641;948.145,-91.207;;1535.355,45.616;1084.529,-319.299 ',
  '17.566667;835.884,-20.199;948.326,-103.504;960.282,38.125;1641.973,55.976;1100.570,-393.642 17.600000;827.825,-24.662;947.418,-115.754;955.634,42.461;1740.729,72.578;1112.595,-465.615 17.633333;816.795,-25.460;948.524,-125.919;949.107,52.225;1671.000,83.945;1125.408,-532.097 17.666667;804.263,-30.992;945.850,-137.505;942.084,60.241;1605.443,90.030;1136.770,-597.520 ',
  '17.700000;797.451,-33.717;946.471,-149.856;932.045,74.303;1534.935,96.257;1148.920,-659.196 17.733333;789.888,-37.810;946.646,-158.967;920.995,83.378;1473.095,101.424;1160.336,-718.907 17.766667;778.310,-40.936;946.703,-168.875;907.215,97.099;1411.065,111.520;1174.442,-780.294 17.800000;768.580,-43.824;946.497,-181.472;891.856,111.920;1347.279,116.606;1186.023,-837.783 ',
  '17.833333;761.082,-48.673;946.746,-193.385;872.380,129.002;1290.062,122.047;1193.628,-821.554 17.866667;754.564,-52.227;943.140,-200.544;853.460,146.213;1236.139,132.336;1201.487,-781.830 17.900000;744.946,-56.889;946.199,-209.926;833.658,164.593;1181.735,135.416;1208.897,-738.345 17.933333;736.113,-60.382;945.849,-220.176;813.748,184.441;1127.597,138.720;1216.713,-700.995 ',
  '17.966667;728.836,-62.251;945.120,-228.540;794.202,200.226;1075.289,144.044;1223.647,-669.906 18.000000;719.378,-65.886;943.840,-239.057;776.184,217.307;1018.122,152.212;1232.056,-630.947 ',
];

describe('a hidden claim beaten by a neighbour\'s first step (#43[1])', () => {
  const events = extractStroke(recordedFrames(FIRST_STEP, ['w2', 'w3', 'w4', 'w7', 'colour']), { table: PYRAMID_12FT_TABLE, discipline: 'russian-colour' }).events;

  it('gives w7\'s start to the colour, whose first step ran into it, not to the hidden cue ball', () => {
    const found = sure(pairEvents(events, 'colour', 'w7'));
    expect(found).toHaveLength(1);
    expect(Math.abs(found[0]!.t - 17.4044)).toBeLessThan(0.034);
    expect(found[0]!.confidence).toBeLessThan(0.9);
    expect(sure(pairEvents(events, 'w4', 'w7'))).toHaveLength(0);
  });

  it('keeps the cue ball its hidden hit of the colour', () => {
    expect(sure(pairEvents(events, 'w4', 'colour'))).toHaveLength(1);
  });
});

describe('firstStepReacher', () => {
  const R = 34;
  const history = (id: BallId, pts: [number, number, number][]): BallHistory =>
    ({ id, t: pts.map((p) => p[0]), x: pts.map((p) => p[1]), y: pts.map((p) => p[2]), runs: [] }) as BallHistory;
  // The colour at rest at (0, 0), first seen off it at (10, -6): its way meets a ball at (86, 0) 22 mm on, at (18.9, -11.4).
  const m: [number, number] = [18.9, -11.4], turned: [number, number] = [0.2, -0.98];
  const after = (k: number, d: [number, number]): [number, number, number] => [1 + k / 30, m[0] + d[0] * 40 * k, m[1] + d[1] * 40 * k];
  const colourStart: Start = { id: 'colour', first: 2, t: 0.99, rest: [0, 0], dir: turned, speed: 1200, hidden: false, lastRestT: 0.967, departT: 1 };
  const rows = (d: [number, number]): BallHistory => history('colour', [[0.933, 0, 0], [0.967, 0, 0], [1, 10, -6], after(1, d), after(2, d), after(3, d)]);
  const w7 = (rest: [number, number], dir: [number, number]): Start => ({ id: 'w7', first: 2, t: 1.005, rest, dir, speed: 3000, hidden: false, lastRestT: 0.967, departT: 1.033 });
  const n: [number, number] = [(86 - m[0]) / 68, (0 - m[1]) / 68];

  it('measures where a way meets a ball 2R from its rest, and not a frozen neighbour', () => {
    expect(meetingAlong([0, 0], [10 / Math.hypot(10, 6), -6 / Math.hypot(10, 6)], [86, 0], R)).toBeCloseTo(22.1, 0);
    expect(meetingAlong([0, 0], [1, 0], [68, 0], R)).toBeNull();
    expect(meetingAlong([0, 0], [0, 1], [86, 0], R)).toBeNull();
  });

  it('finds the colour when its first step runs into the ball, it is turned there, and the ball leaves along the line of centres', () => {
    expect(firstStepReacher(w7([86, 0], n), ['w4', 'w7'], [rows(turned)], [colourStart, w7([86, 0], n)], R)?.id).toBe('colour');
  });

  it('finds nothing when the step passes wide, the ball leaves another way, or the colour ran on straight', () => {
    expect(firstStepReacher(w7([86, 80], n), ['w4', 'w7'], [rows(turned)], [colourStart, w7([86, 80], n)], R)).toBeNull();
    expect(firstStepReacher(w7([86, 0], [0, 1]), ['w4', 'w7'], [rows(turned)], [colourStart, w7([86, 0], [0, 1])], R)).toBeNull();
    const straight: [number, number] = [10 / Math.hypot(10, 6), -6 / Math.hypot(10, 6)];
    expect(firstStepReacher(w7([86, 0], n), ['w4', 'w7'], [rows(straight)], [{ ...colourStart, dir: straight }, w7([86, 0], n)], R)).toBeNull();
  });
});
