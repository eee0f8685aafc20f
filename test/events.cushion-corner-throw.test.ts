/**
 * A corner's throw (src/events/cushions.ts, `withCornerThrows`): development
 * libre #32 stroke 5 at 60 fps, the yellow's history points recorded. It
 * rolls along the right rail 5 mm off its contact line, closing on it at
 * 41 mm/s, and hits the top rail at 0.55 m/s (true 46.717); the top hit
 * throws its slow approach to the right rail back out (45 mm/s), and that
 * turn met 5.4 mm short of the right line: a "right" hit at 0.98 that never
 * happened. The frames cannot tell such a throw from a touch of a ball in
 * the corner: the turn stays, under the referee's line.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE as T } from '../src/geometry/tables.js';
import { cushionContacts } from '../src/events/cushions.js';
import { histories } from '../src/events/history.js';
import { recordedFrames } from './events-helpers.js';

/** t;white;yellow x,y;red (the yellow alone). */
const CORNER = [
  '46.200000;;1095.095,-651.470; 46.216667;;1105.886,-653.354; 46.233333;;1114.058,-657.688; 46.250000;;1123.562,-655.143; ',
  '46.266667;;1134.435,-656.374; 46.283333;;1143.756,-655.307; 46.300000;;1153.050,-655.517; 46.316667;;1162.911,-657.163; ',
  '46.333333;;1175.302,-657.489; 46.350000;;1183.853,-659.984; 46.366667;;1193.001,-662.982; 46.383333;;1202.460,-663.015; ',
  '46.400000;;1212.335,-663.046; 46.416667;;1221.847,-664.354; 46.433333;;1231.047,-661.289; 46.450000;;1242.468,-661.675; ',
  '46.466667;;1250.381,-665.039; 46.483333;;1259.003,-662.998; 46.500000;;1270.714,-663.046; 46.516667;;1278.782,-667.130; ',
  '46.533333;;1287.141,-668.081; 46.550000;;1298.082,-669.034; 46.566667;;1308.734,-669.978; 46.583333;;1314.898,-669.009; ',
  '46.600000;;1324.001,-670.715; 46.616667;;1335.675,-670.005; 46.633333;;1345.376,-673.392; 46.650000;;1355.378,-672.676; ',
  '46.666667;;1364.303,-674.477; 46.683333;;1371.721,-673.457; 46.700000;;1380.563,-673.851; 46.716667;;1390.701,-673.715; ',
  '46.733333;;1383.701,-673.171; 46.750000;;1376.446,-673.871; 46.766667;;1369.253,-672.769; 46.783333;;1362.322,-672.650; ',
  '46.800000;;1355.399,-669.915; 46.816667;;1351.891,-669.284; 46.833333;;1349.208,-668.061; 46.850000;;1343.528,-670.388; ',
  '46.866667;;1337.802,-667.036; 46.883333;;1332.727,-667.158; 46.900000;;1327.097,-671.017; 46.916667;;1324.429,-667.627; ',
  '46.933333;;1318.980,-665.783; 46.950000;;1313.710,-665.297; 46.966667;;1308.922,-666.350; 46.983333;;1304.768,-665.227; ',
  '47.000000;;1299.069,-663.785; 47.016667;;1295.043,-663.059; 47.033333;;1289.391,-665.286; 47.050000;;1287.880,-662.129; ',
  '47.066667;;1282.145,-661.407; 47.083333;;1277.082,-662.708; 47.100000;;1272.951,-660.783; 47.116667;;1266.753,-658.908; ',
  '47.133333;;1261.992,-659.882; 47.150000;;1258.170,-659.302; 47.166667;;1253.956,-660.858; 47.183333;;1250.204,-658.552; ',
  '47.200000;;1247.234,-658.645;',
];

/** The top hit at `topT` stays sure; the right turn it threw is one hit, under the referee's line. */
function expectThrown(rows: readonly string[], topT: number): void {
  const hits = cushionContacts(histories(recordedFrames(rows)).get('yellow')!, T);
  const top = hits.filter((e) => e.cushion === 'top'), right = hits.filter((e) => e.cushion === 'right');
  expect(top).toHaveLength(1);
  expect(Math.abs(top[0]!.t - topT)).toBeLessThan(0.01);
  expect(top[0]!.confidence).toBeGreaterThanOrEqual(0.9);
  expect(right).toHaveLength(1);
  expect(right[0]!.confidence).toBeLessThan(0.9);
}

describe('a slow turn at the instant of the other rail\'s hit', () => {
  it('the top hit stays sure, the right turn it threw is under the referee line', () => expectThrown(CORNER, 46.717));
});

/**
 * A corner's throw sent out fast (src/events/cushions.ts, `withCornerThrows`):
 * development three-cushion #28 stroke 3 at 50 fps, the yellow's history
 * points recorded. It runs along the right rail closing on it at ~80 mm/s,
 * 0.95 mm short of its contact line at the closest (true), and hits the top
 * rail at 1.5 m/s (true 37.592); the top hit throws it off the right rail at
 * ~180 mm/s, too fast for a slow turn, and the right "hit" was sure. A turn
 * that came in slowly at the instant of a faster hit on the other axis is
 * under the referee's line however fast it left.
 */
const CORNER_FAST = [
  '36.960000;;422.271,-632.266; 36.980000;;451.851,-634.035; 37.000000;;482.942,-630.959; 37.020000;;515.390,-635.544; ',
  '37.040000;;545.072,-637.266; 37.060000;;576.699,-640.267; 37.080000;;605.722,-642.004; 37.100000;;638.513,-642.399; ',
  '37.120000;;670.905,-644.106; 37.140000;;703.246,-643.417; 37.160000;;733.806,-648.408; 37.180000;;762.948,-648.898; ',
  '37.200000;;792.431,-650.710; 37.220000;;826.167,-650.204; 37.240000;;855.766,-651.695; 37.260000;;890.745,-653.913; ',
  '37.280000;;920.609,-659.346; 37.300000;;948.812,-655.290; 37.320000;;978.010,-657.988; 37.340000;;1008.830,-662.939; ',
  '37.360000;;1042.705,-661.134; 37.380000;;1076.178,-658.503; 37.400000;;1104.572,-664.422; 37.420000;;1132.538,-667.081; ',
  '37.440000;;1165.240,-669.948; 37.460000;;1193.073,-672.901; 37.480000;;1221.448,-671.441; 37.500000;;1251.118,-670.339; ',
  '37.520000;;1283.906,-673.448; 37.540000;;1315.381,-673.633; 37.560000;;1345.804,-676.250; 37.580000;;1378.955,-679.272; ',
  '37.600000;;1375.099,-677.373; 37.620000;;1354.396,-670.456; 37.640000;;1329.936,-672.841; 37.660000;;1304.851,-666.833; ',
  '37.680000;;1285.595,-664.622; 37.700000;;1263.864,-659.669; 37.720000;;1240.984,-655.688; 37.740000;;1221.749,-653.811; ',
  '37.760000;;1202.135,-648.560; 37.780000;;1185.575,-643.250; 37.800000;;1168.167,-644.800; 37.820000;;1152.333,-641.546; ',
  '37.840000;;1135.425,-635.994; 37.860000;;1121.525,-634.637; 37.880000;;1103.580,-630.299; 37.900000;;1086.331,-626.495; ',
  '37.920000;;1069.488,-624.900; 37.940000;;1053.910,-623.909;',
];

describe('a slow approach thrown out fast by the other rail\'s hit', () => {
  it('the top hit stays sure, the right turn it threw is under the referee line', () => expectThrown(CORNER_FAST, 37.592));
});
