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
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE as T } from '../src/geometry/tables.js';
import { cushionContacts } from '../src/events/cushions.js';
import { histories } from '../src/events/history.js';
import { recordedFrames } from './events-helpers.js';

/** t;white;yellow x,y;red (the yellow alone). */
const CORNER = [
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
  it('the top hit stays sure, the right turn it threw is under the referee line', () => {
    const h = histories(recordedFrames(CORNER)).get('yellow')!;
    const hits = cushionContacts(h, T);
    const top = hits.filter((e) => e.cushion === 'top'), right = hits.filter((e) => e.cushion === 'right');
    expect(top).toHaveLength(1);
    expect(Math.abs(top[0]!.t - 37.592)).toBeLessThan(0.01);
    expect(top[0]!.confidence).toBeGreaterThanOrEqual(0.9);
    expect(right).toHaveLength(1);
    expect(right[0]!.confidence).toBeLessThan(0.9);
  });
});
