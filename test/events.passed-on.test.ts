/**
 * A chain read as the wrong pair (passed-on.ts `passedOn`, wired in extract.ts on pyramid tables; issue 6, Russian
 * contacts): A's kink at its touch of B, read as a touch of a ball C it passed beside, C sent off along B's line.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import type { ContactFinding } from '../src/events/contacts.js';
import { passedOn } from '../src/events/passed-on.js';
import { frozenCluster, restsBefore } from '../src/events/cascade.js';
import { histories } from '../src/events/history.js';
import { startsOf } from '../src/events/starts.js';
import { pairEvents, recordedFrames, sure } from './events-helpers.js';

/**
 * Development Russian #20[6] at 30 fps, recorded tracker rows (t;w7;w3;w4 in truth ids; tracked w1, w3, w6). w7 hits w3 at
 * rest at 69.1004, passing w4 at rest 1.9 mm wide in that frame; w3 meets its rail at 69.1073 and comes back into w7 at
 * 69.1216 and into w4 at 69.1239, which leaves along the line from w3 (cosine 0.998), not from w7 (0.62). w7 never touches w4.
 */
const REC = [
  '68.766667;-935.273,492.396;-1728.687,583.056; 68.800000;-1007.227,502.302;-1728.256,584.280;-1664.844,633.575 68.833333;-1078.525,509.622;-1729.112,583.817;-1664.640,632.645 68.866667;-1153.208,512.609;-1728.052,582.931;-1664.774,632.768 ',
  '68.900000;-1230.945,521.766;-1728.207,583.365;-1664.067,632.874 68.933333;-1303.672,526.737;-1728.898,583.753;-1664.005,632.602 68.966667;-1375.996,533.397;-1729.623,583.419;-1663.922,633.656 69.000000;-1446.774,545.583;-1729.343,581.892;-1663.832,633.179 ',
  '69.033333;-1522.412,550.972;-1727.444,583.900;-1662.907,633.280 69.066667;-1594.350,559.462;-1728.751,583.486;-1663.342,633.022 69.100000;-1668.526,562.048;-1729.407,583.199;-1663.792,632.494 69.133333;-1661.921,545.104;-1720.967,599.598;-1650.913,639.126 ',
  '69.166667;-1653.824,514.919;-1725.013,609.178;-1628.265,663.011 69.200000;-1644.441,487.173;-1726.251,612.819;-1599.467,682.188 69.233333;-1641.943,465.894;-1725.905,619.340;-1578.496,693.800 69.266667;-1641.426,438.728;-1722.576,624.305;-1556.260,711.361 ',
  '69.300000;-1641.920,413.183;-1723.941,626.272;-1531.932,727.434 69.333333;-1641.220,390.200;-1723.917,632.054;-1512.330,739.553 69.366667;-1642.630,368.241;-1720.400,636.780; 69.400000;-1648.736,345.372;-1718.141,640.557;-1472.478,768.429 ',
  '69.433333;-1657.242,327.519;-1717.973,644.218;-1453.415,782.108 69.466667;-1715.028,651.262;-1433.172,798.998 69.500000;-1679.265,288.842;-1711.812,651.208;-1412.509,811.568 ',
];

const table = PYRAMID_12FT_TABLE, R = table.ballRadius;
const ids = ['w7', 'w3', 'w4'] as const;

describe('a chain A -> B -> C read as A + C (#20[6], 30 fps)', () => {
  it('reports w7 + w3 and w3 + w4, and no contact of w7 and w4', () => {
    const events = extractStroke(recordedFrames(REC, [...ids]), { table, discipline: 'russian-colour' }).events;
    expect(sure(pairEvents(events, 'w7', 'w4'))).toHaveLength(0);
    expect(sure(pairEvents(events, 'w7', 'w3'))).toHaveLength(1);
    expect(sure(pairEvents(events, 'w3', 'w4'))).toHaveLength(1);
  });

  const hs = [...histories(recordedFrames(REC, [...ids])).values()];
  const starts = startsOf(hs);
  const ab: ContactFinding = { event: { t: 69.0976, kind: 'ball-ball', balls: ['w7', 'w3'], confidence: 0.85 } };
  const ac: ContactFinding = { event: { t: 69.1012, kind: 'ball-ball', balls: ['w7', 'w4'], confidence: 0.8 } };

  it('turns w7 + w4 into a doubt, w4 having left along the line from w3', () => {
    const out = passedOn([ab, ac], hs, starts, R);
    expect(out[0]!.doubt).toBeUndefined();
    expect(out[1]!.doubt).toBeDefined();
  });

  it('keeps w7 + w4 without w7\'s touch of w3 (no chain)', () => {
    expect(passedOn([ac], hs, starts, R)[0]!.doubt).toBeUndefined();
  });

  it('keeps w7 + w4 when w4 left along the line from w7', () => {
    const turned = starts.map((s) => (s.id === 'w4' ? { ...s, dir: [0.017, 1] as [number, number] } : s));
    expect(passedOn([ab, ac], hs, turned, R)[1]!.doubt).toBeUndefined();
  });

  it('keeps w7 + w4 when w4 left half-way between the two lines (pushed by both)', () => {
    const between = starts.map((s) => (s.id === 'w4' ? { ...s, dir: [0.5, 0.866] as [number, number] } : s));
    expect(passedOn([ab, ac], hs, between, R)[1]!.doubt).toBeUndefined();
  });
});

/**
 * Development Russian #53[0] at 60 fps, the break, recorded tracker rows (t;w1;w2;w3;w4;w5;w6;w7;colour in tracked ids:
 * tracked w1 is the truth's cue ball w7, w2 the apex w1, and each tracked wN for N = 3..7 the truth's w(N-1)). The cue
 * ball meets the apex at 1.932; its kink there was read as a touch of the colour in the third row (0.8), and the colour
 * left along the line from the second-row ball w3 (cosine 0.98; from the cue ball 0.76) that truly met it: a chain inside
 * the frozen rack, the cascade's to report, not passedOn's to make a doubt of.
 */
const BREAK = [
  '1.750000;-720.620,194.796;888.222,0.376;947.229,-33.765;946.037,33.306;1004.707,-68.756;1004.826,67.568;1072.816,-1.171;1006.673,1.875 1.766667;-575.585,167.233;887.861,-0.119;946.833,-33.973;945.469,33.660;1005.983,-68.005;1005.051,69.342;1072.695,0.065;1005.830,-0.054 1.783333;-435.380,159.561;887.556,-0.417;945.889,-34.308;945.585,34.516;1005.965,-68.717;1005.427,68.732;1073.202,-0.256;1006.314,0.430 1.800000;-286.530,144.166;888.222,-0.928;946.103,-34.205;946.281,33.559;1005.756,-68.672;1004.347,68.341;1072.959,0.262;1006.392,1.087 ',
  '1.816667;-155.189,124.085;887.324,-0.796;946.507,-34.639;946.722,34.003;1005.182,-67.577;1005.244,67.695;1073.129,-0.212;1005.161,0.966 1.833333;-7.023,93.011;886.661,-0.439;946.787,-33.783;945.591,34.617;1004.964,-68.605;1004.420,67.381;1073.444,-0.184;1004.594,1.071 1.850000;135.712,82.787;887.089,-0.051;947.272,-34.259;945.837,33.887;1005.942,-68.392;1005.275,68.313;1074.344,0.633;1005.433,-0.073 1.866667;277.365,65.805;887.674,0.700;;946.267,33.570;1005.915,-68.671;1005.661,69.038;1072.579,0.346;1005.273,-0.910 ',
  '1.883333;408.326,50.867;886.775,-0.111;946.665,-33.428;946.810,34.382;1005.414,-67.976;1005.652,67.740;1072.718,0.510;1004.660,-1.550 1.900000;555.710,27.072;887.470,-0.016;946.963,-34.108;948.499,35.033;1005.888,-68.743;1005.881,68.183;1073.188,-0.595;1004.976,-0.107 1.916667;690.461,1.929;887.972,-0.123;946.813,-35.569;947.003,33.852;1004.341,-67.752;1005.172,68.064;1074.704,-0.640;1005.050,-0.127 1.933333;832.285,-15.888;887.018,1.190;946.199,-34.367;946.018,33.916;1004.595,-68.218;1005.451,67.890;1073.218,-0.957;1006.269,0.265 ',
  '1.950000;817.474,-48.481;882.884,-9.289;952.728,-41.468;945.966,37.710;1038.336,-87.858;;1077.707,-0.944;1005.224,1.961 1.966667;807.997,-82.591;877.646,-22.224;957.077,-50.196;949.886,37.092;1077.973,-111.175;1209.781,185.677;;1008.457,1.978 1.983333;806.279,-122.799;872.153,-32.318;961.919,-57.176;950.460,37.307;1114.729,-129.924;1312.005,241.413;1087.987,0.149;1009.387,1.668 2.000000;801.718,-158.881;869.322,-40.917;966.727,-68.842;947.980,36.908;1147.642,-146.795;1399.591,302.062;1089.390,1.352;1009.042,2.058 ',
  '2.016667;801.753,-196.117;866.830,-49.771;971.649,-75.048;947.465,37.329;1181.793,-166.083;1502.437,356.674;1094.526,0.597;1011.781,4.725 2.033333;793.111,-227.988;862.753,-56.176;976.708,-83.616;948.796,37.151;1216.038,-186.678;1600.350,412.341;1098.268,1.627;1014.285,3.474 2.050000;792.677,-262.704;859.792,-62.242;978.614,-87.190;948.943,38.728;1245.102,-208.870;1700.430,470.970;1100.768,0.536;1014.696,3.037 2.066667;791.255,-297.837;857.004,-72.465;983.384,-97.437;950.350,38.513;1279.426,-226.227;1704.786,515.487;1104.319,-1.665;1015.018,3.198 ',
  '2.083333;788.728,-331.698;854.214,-78.492;987.752,-104.209;950.283,39.364;1310.448,-240.305;1638.038,550.134;1106.876,-2.719;1015.775,4.230 2.100000;789.813,-365.619;849.615,-86.676;990.847,-109.598;949.502,40.149;1344.080,-257.111;1578.687,589.178;1110.454,0.826;1017.392,5.970 ',
];
const rack = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'colour'] as const;

describe('a chain inside the frozen rack is the cascade\'s (#53[0], 60 fps)', () => {
  const hs = [...histories(recordedFrames(BREAK, [...rack])).values()];
  const starts = startsOf(hs);
  const ab: ContactFinding = { event: { t: 1.93333, kind: 'ball-ball', balls: ['w1', 'w3'], confidence: 0.8 } };
  const ac: ContactFinding = { event: { t: 1.93333, kind: 'ball-ball', balls: ['w1', 'colour'], confidence: 0.8 } };

  it('reads w3 and the colour as frozen together at rest before the break', () => {
    expect(frozenCluster(restsBefore(hs, 1.93333), 'colour', R)).toContain('w3');
  });

  it('keeps the cue ball + colour finding (no doubt): the cascade decides it', () => {
    expect(passedOn([ab, ac], hs, starts, R)[1]!.doubt).toBeUndefined();
  });

  it('leaves no contact doubt of the cue ball and the colour on the stroke\'s rest', () => {
    const events = extractStroke(recordedFrames(BREAK, [...rack]), { table, discipline: 'russian-colour' }).events;
    const rest = events.find((e) => e.kind === 'rest');
    expect(rest?.doubts?.filter((d) => d.reason === 'contact' && d.balls?.includes('w1') && d.balls.includes('colour')) ?? []).toHaveLength(0);
  });
});
