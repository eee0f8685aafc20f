/**
 * A cue ball lying against its object ball, struck: it hits the object ball
 * as it leaves, under the cue (development five-pins #94 stroke 6, recorded
 * tracker output at 30 fps, times from 57.7 s). The object ball starts first,
 * slowly, with the hidden white at its contact point; the white is first
 * seen 0.17 s later, off along the tangent at stroke speed. The strike is
 * the white's and it touched the yellow (`struckBeside` in causes.ts);
 * before, the strike went to the white with no contact (an object-ball foul
 * called on a valid stroke).
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { recordedFrames } from './events-helpers.js';

const RECORDED = [
  '0;1337.0,87.8;1299.9,38.7;374.7,-36.2 0.0333;1336.7,88.1;1300.2,37.0;374.2,-37.0 0.0667;1337.6,87.8;1300.0,38.1;374.0,-36.5 0.1;1335.4,87.4;1300.2,38.2;374.4,-36.8 ',
  '0.1333;1337.3,87.9;1299.4,38.3;375.0,-36.8 0.1667;1337.7,88.3;1300.6,39.0;374.6,-37.2 0.2;1337.4,88.6;;375.3,-36.5 0.2333;1337.6,88.3;1299.6,38.0;373.8,-36.9 ',
  '0.2667;1337.4,88.6;1299.5,37.9;374.0,-36.5 0.3;1337.4,87.6;1301.1,38.7;374.4,-35.8 0.3333;1337.4,87.9;1300.4,38.1;375.5,-36.4 0.3667;1337.4,88.9;1299.6,38.2;375.2,-36.7 ',
  '0.4;1337.3,87.2;1300.1,37.6;374.9,-36.6 0.4333;1336.4,88.1;1299.2,37.9;374.4,-37.5 0.4667;1337.3,88.3;1299.6,38.3;374.5,-36.6 0.5;1337.6,87.7;1300.3,37.1;375.4,-37.0 ',
  '0.5333;1336.0,88.1;1299.5,38.1;374.3,-36.6 0.5667;1337.3,88.5;1299.5,39.5;374.4,-36.9 0.6;1336.8,88.8;1300.2,38.3;375.7,-37.1 0.6333;;1299.1,38.3;374.2,-36.8 ',
  '0.6667;;1299.3,38.3;374.6,-36.7 0.7;;1299.8,38.2;375.1,-37.1 0.7333;;1300.4,38.0;374.1,-37.6 0.7667;;;375.0,-36.3 ',
  '0.8;;1300.2,38.8;374.6,-37.0 0.8333;;1298.4,39.3;374.0,-36.8 0.8667;;1299.8,38.7;374.4,-36.3 0.9;;;374.3,-37.3 ',
  '0.9333;;1300.0,38.2;374.8,-36.9 0.9667;;1300.0,40.2;373.5,-36.9 1;;1300.5,38.3;374.4,-36.0 1.0333;;1295.7,32.5;374.9,-37.2 ',
  '1.0667;;1293.7,28.6;374.8,-37.1 1.1;;1288.3,22.8;374.4,-36.7 1.1333;;1286.2,17.0;375.7,-36.3 1.1667;;1283.1,14.0;374.7,-36.6 ',
  '1.2;1378.8,29.6;1282.1,11.5;374.2,-36.3 1.2333;1373.2,21.7;1277.6,6.0;375.0,-36.8 1.2667;1368.2,15.3;1276.3,0.2;373.8,-37.1 1.3;1362.3,6.4;1270.9,-1.7;374.5,-37.0 ',
  '1.3333;1359.2,-0.2;1269.3,-6.6;375.0,-36.5 1.3667;1354.5,-7.3;1265.9,-8.3;374.5,-37.4 1.4;1350.9,-14.2;1263.9,-11.6;374.8,-36.8 1.4333;1346.1,-21.2;1262.1,-16.5;375.2,-37.6 ',
  '1.4667;1341.1,-25.5;1257.9,-19.4;375.2,-36.5 1.5;1336.6,-35.0;1256.8,-24.7;375.1,-36.9 1.5333;1329.6,-40.6;1254.9,-26.3;375.5,-36.8 1.5667;1329.3,-47.6;1252.6,-31.3;373.6,-37.1 ',
  '1.6;1325.3,-52.3;1249.8,-34.9;374.5,-36.8 1.6333;1318.3,-60.9;1247.7,-36.0;375.4,-37.1 1.6667;1315.5,-65.7;1248.4,-41.7;374.3,-37.1 1.7;1313.3,-72.2;1243.8,-43.2;375.3,-36.8 ',
  '1.7333;1310.3,-79.0;1241.8,-46.0;375.3,-37.7 1.7667;1309.4,-85.6;1241.0,-48.6;375.4,-36.2 1.8;;1239.0,-52.0;373.8,-37.4 ',
];

describe('a cue ball struck while frozen to its object ball (recorded, 30 fps)', () => {
  it('is the struck ball, and its first contact is the ball it lay against', () => {
    const ex = extractStroke(recordedFrames(RECORDED), { table: CAROM_MATCH_TABLE, discipline: 'five-pins' });
    const strike = ex.events.find((e) => e.kind === 'strike');
    expect(strike?.kind === 'strike' && strike.ball).toBe('white');
    // True strike 1.003 s, contact 1.005 s (simulator).
    expect(Math.abs(strike!.t - 1.003)).toBeLessThan(0.05);
    const first = ex.events.find((e) => e.kind === 'ball-ball');
    expect(first?.kind === 'ball-ball' && [...first.balls].sort()).toEqual(['white', 'yellow']);
    expect(Math.abs(first!.t - 1.005)).toBeLessThan(3 / 30);
    expect(first!.confidence).toBeLessThan(0.9);
  });
});
