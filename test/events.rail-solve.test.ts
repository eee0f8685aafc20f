/**
 * A ball hit into a near rail and back into its hitter, solved from the first
 * touch's geometry (`rail-solve.ts`, issue 6, session 17): the single touch's
 * paths (B along the line of centres, A along the tangent, the rail reversing
 * B's normal speed at any restitution 0.5-0.95) bring the balls to 2R again,
 * and B's way out of the rail comes back slower than any such rail sends it,
 * the speed it lacks pointing away from A. Recorded tracker output at 30 fps
 * (development five-pins, all missed before: one contact reported, no
 * second touch found by returns.ts nor rail-meet.ts), one of them the hitter
 * turned back by its own rail (the ball hit then shows the speed it gained),
 * and a hand-made single touch on a slow rail that must stay one contact.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { travel } from '../src/events/rail-solve.js';
import { centreBounds } from '../src/track/geometry.js';
import { framesOf, noisy, recordedFrames } from './events-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'five-pins' as const };
const R = CAROM_MATCH_TABLE.ballRadius;
const pairTimes = (frames: Parameters<typeof extractStroke>[0], a: string, b: string): number[] =>
  extractStroke(frames, ctx).events.filter((e) => e.kind === 'ball-ball' && e.balls.includes(a as never) && e.balls.includes(b as never)).map((e) => e.t);

describe('development five-pins #76 stroke 5 at 30 fps (recorded, times from 51.0 s): the white off the rail back into the yellow', () => {
  // Truth: yellow-white 0.930, white's rail 0.956, white-yellow 0.985; the white lay 41 mm from the rail.
  const frames = recordedFrames([
    '0.0000;-1347.8,-426.0;;710.0,1.1 0.0333;-1348.7,-425.3;;710.0,0.4 0.0667;-1348.0,-426.6;; 0.1000;-1349.1,-425.4;;711.0,0.4 0.1333;-1348.7,-425.3;;710.2,-0.5 ',
    '0.1667;-1348.0,-425.9;;709.8,-0.1 0.2000;-1349.0,-425.1;;710.4,-0.1 0.2333;-1348.8,-425.4;;709.5,0.4 0.2667;-1347.8,-425.6;;710.8,-0.4 0.3000;-1348.9,-425.8;11.8,-356.5; ',
    '0.3333;-1348.3,-425.2;-77.3,-357.5;709.9,0.1 0.3667;-1349.2,-424.8;-160.4,-370.5;710.6,0.4 0.4000;-1348.9,-426.0;-243.4,-371.8;709.0,0.2 0.4333;-1348.4,-425.8;-323.6,-375.3;708.7,0.0 0.4667;-1348.7,-425.2;;708.8,0.1 ',
    '0.5000;-1348.2,-425.6;-477.6,-386.4;710.8,-0.2 0.5333;-1346.9,-425.7;-554.2,-385.6;710.0,-0.4 0.5667;-1348.5,-426.5;-628.3,-393.2;710.0,-0.7 0.6000;-1347.8,-425.0;-696.2,-395.9;710.8,0.7 0.6333;-1348.1,-426.1;-764.5,-403.2;710.3,-0.6 ',
    '0.6667;-1346.8,-425.2;-830.7,-397.9;709.3,-0.9 0.7000;-1347.9,-425.8;-891.3,-405.2; 0.7333;-1348.3,-425.7;-952.6,-406.9;710.8,0.4 0.7667;-1348.2,-425.4;-1010.7,-406.5;709.6,-0.7 0.8000;-1347.7,-426.2;-1067.4,-410.8;709.9,-0.3 ',
    '0.8333;-1348.9,-426.4;-1125.1,-419.9;710.9,0.4 0.8667;-1347.7,-425.3;-1182.3,-419.9;709.6,1.0 0.9000;-1348.5,-424.8;-1241.2,-421.6;708.9,0.7 0.9333;-1357.6,-427.3;-1287.2,-427.4;709.7,-0.6 0.9667;-1371.2,-425.0;-1290.8,-427.2;710.4,0.5 ',
    '1.0000;-1353.4,-423.8;-1269.7,-430.7;710.2,0.7 1.0333;-1357.0,-416.9;;710.2,0.2 1.0667;-1353.2,-415.4;;709.4,-0.4 1.1000;-1352.5,-411.2;-1169.1,-455.2;710.4,-0.6 1.1333;-1352.1,-408.3;-1143.4,-464.1;711.0,-1.1 ',
    '1.1667;-1348.0,-404.8;-1114.9,-467.8;710.1,0.1 1.2000;-1347.5,-400.8;-1088.4,-474.9;710.2,0.8 1.2333;-1343.8,-398.7;-1066.9,-482.1;710.7,0.1 1.2667;-1344.2,-397.1;-1045.1,-486.4;710.2,-0.6 1.3000;-1341.2,-394.4;-1026.2,-492.1;709.8,-0.1 ',
    '1.3333;-1338.2,-388.3;-1008.5,-501.5;709.2,-0.3 1.3667;-1339.8,-389.9;-992.5,-505.9;709.2,-0.7 1.4000;-1339.3,-386.2;-977.5,-513.4;709.5,-0.5 1.4333;-1336.6,-383.2;-966.1,-518.5;710.2,-0.5 1.4667;-1334.7,-380.5;-946.7,-524.7;710.3,-1.1 ',
    '1.5000;-1332.0,-379.9;-930.7,-530.2;709.6,0.3 1.5333;;-916.4,-534.8;709.0,0.7 1.5667;-1331.1,-375.7;-902.9,-540.0;710.4,0.4 1.6000;-1331.1,-373.5;-888.2,-547.1;710.1,-0.0 1.6333;-1328.3,-370.6;-873.7,-553.9;710.0,-0.3 ',
    '1.6667;-1327.5,-368.7;-856.8,-558.2;709.7,-0.2 1.7000;-1327.1,-368.1;-845.9,-565.6;709.8,-0.2 1.7333;-1326.2,-367.7;-830.5,-571.3;710.5,0.3 1.7667;-1322.6,-364.2;-816.2,-576.3;710.1,-1.2 1.8000;-1325.6,-363.1;-800.5,-581.7;709.3,-0.3 ',
  ]);
  it('is two yellow-white contacts, the second after the white\'s rail hit', () => {
    const ts = pairTimes(frames, 'yellow', 'white');
    expect(ts).toHaveLength(2);
    expect(Math.abs(ts[0]! - 0.930)).toBeLessThan(1 / 30);
    expect(Math.abs(ts[1]! - 0.985)).toBeLessThan(1 / 30);
  });
});

describe('development five-pins #2 stroke 7 at 30 fps (recorded, times from 71.5 s): a slow, glancing return', () => {
  // Truth: yellow-white 0.489, white's rail 0.511, white-yellow 0.540; the white lay 9 mm from the rail and came back at a
  // normal speed of ~50 mm/s where a rail alone returns at least ~150.
  const frames = recordedFrames([
    '0.0000;-1379.8,61.6;-1058.5,38.0;1094.0,45.5 0.0333;-1379.4,61.5;-1075.0,37.0;1094.3,48.2 0.0667;-1379.9,61.3;-1093.3,37.6;1095.1,47.5 0.1000;-1379.9,61.6;-1113.1,37.5;1094.7,46.7 0.1333;-1378.8,62.6;-1131.3,39.0;1094.0,46.0 ',
    '0.1667;-1380.0,62.4;-1151.7,40.2;1093.4,47.5 0.2000;-1380.1,61.2;-1168.9,40.7;1093.9,46.3 0.2333;-1380.1,61.9;-1186.5,41.3;1093.8,47.4 0.2667;-1380.4,62.2;-1205.0,41.5;1094.5,48.1 0.3000;-1379.6,61.9;-1223.6,43.6;1094.2,46.4 ',
    '0.3333;-1380.1,62.3;-1241.1,43.5;1093.5,47.5 0.3667;-1380.2,62.0;-1257.7,44.0;1093.8,46.4 0.4000;-1379.2,62.5;-1277.1,44.6;1094.0,47.1 0.4333;-1380.4,61.0;-1293.9,42.5;1094.2,47.1 0.4667;-1381.2,61.8;-1310.4,45.7;1094.8,46.7 ',
    '0.5000;-1384.4,62.4;-1322.5,40.9;1093.8,46.4 0.5333;-1383.9,68.4;-1326.0,41.6;1095.5,46.3 0.5667;-1380.6,70.4;-1323.3,33.6;1094.3,46.8 0.6000;-1379.3,74.7;-1319.3,28.7;1093.7,47.5 0.6333;-1377.1,81.5;-1319.9,21.4;1093.5,46.6 ',
    '0.6667;-1374.3,86.5;-1318.3,17.1;1093.7,47.3 0.7000;-1372.1,90.2;-1314.7,13.3;1094.0,47.1 0.7333;-1372.1,94.7;-1316.3,6.3;1094.8,45.7 0.7667;-1367.6,97.8;-1316.4,2.6;1094.8,47.0 0.8000;-1366.9,101.0;-1314.9,-5.0;1093.8,47.7 ',
    '0.8333;-1366.8,104.2;-1312.4,-8.6;1092.7,46.7 0.8667;-1364.8,111.5;-1311.3,-14.0;1093.6,48.1 0.9000;-1362.3,112.5;-1309.3,-20.0;1094.4,46.8 0.9333;-1361.0,117.9;-1308.2,-27.3; 0.9667;-1361.5,119.4;-1306.2,-27.9;1095.9,45.5 ',
    '1.0000;-1360.7,124.0;-1306.0,-31.8;1094.2,46.3 1.0333;-1358.5,123.8;-1307.4,-38.4;1093.6,46.3 1.0667;-1356.3,131.9;-1305.4,-40.3;1094.3,46.8 1.1000;-1354.0,132.6;-1302.2,-42.9;1093.6,45.8 ',
  ]);
  it('is two yellow-white contacts', () => {
    const ts = pairTimes(frames, 'yellow', 'white');
    expect(ts).toHaveLength(2);
    expect(Math.abs(ts[0]! - 0.489)).toBeLessThan(1 / 30);
    expect(Math.abs(ts[1]! - 0.540)).toBeLessThan(1 / 30);
  });
});

describe('development five-pins #37 stroke 1 at 30 fps (recorded, times from 9.6 s): the hitter off its own rail back into the white', () => {
  // Truth: yellow-white 0.977, yellow's rail 1.002, yellow-white 1.035: the white, sent along the line of centres, is seen
  // 558 mm/s off that line after, the speed it gained pointing away from the yellow.
  const frames = recordedFrames([
    '0.0000;1315.1,276.4;911.6,-510.0;709.9,-0.7 0.0333;1315.2,276.6;910.9,-508.4;709.4,-0.7 0.0667;1314.7,277.4;910.8,-508.9;708.8,0.4 0.1000;1315.7,276.1;912.5,-508.3;711.7,0.3 0.1333;1315.3,277.4;911.7,-509.4;709.3,-1.2 ',
    '0.1667;1314.7,278.0;912.1,-509.3;710.1,-0.3 0.2000;1315.6,277.2;;710.3,-0.5 0.2333;1316.0,277.8;;709.1,-0.5 0.2667;1315.9,277.3;;710.8,0.3 0.3000;1315.7,277.6;;710.1,-0.6 ',
    '0.3333;1316.0,277.5;;709.7,-1.2 0.3667;1315.1,275.8;;709.4,-0.4 0.4000;1315.4,276.7;;710.3,-0.2 0.4333;1315.3,277.3;;709.2,-0.2 0.4667;1316.0,276.9;;709.3,0.9 ',
    '0.5000;1315.8,275.3;;709.0,-0.3 0.5333;1315.6,275.5;;710.2,-0.2 0.5667;1316.0,276.2;;710.2,0.2 0.6000;1316.0,276.4;;710.0,-0.2 0.6333;1314.9,276.9;982.8,-393.1;710.4,-0.5 ',
    '0.6667;1314.8,276.5;1018.1,-327.9;709.7,1.2 0.7000;1315.6,276.9;1055.4,-268.0;709.7,-0.3 0.7333;;1090.1,-211.5;709.6,-1.2 0.7667;1315.8,276.0;1126.5,-148.6;710.4,-0.4 0.8000;1316.1,276.2;1159.7,-87.9;710.6,-0.9 ',
    '0.8333;1315.0,276.5;1197.3,-27.8;709.7,-0.3 0.8667;1315.7,275.9;1234.9,35.9;709.4,0.0 0.9000;1316.2,276.8;1270.1,95.2;710.0,-0.2 0.9333;1316.5,277.9;1307.7,158.1;709.5,-0.4 0.9667;1316.0,276.1;1343.6,210.4;711.3,-0.1 ',
    '1.0000;1305.3,291.6;1389.9,257.9;710.2,-0.4 1.0333;1290.3,314.5;1347.9,295.8;708.9,0.6 1.0667;1253.0,339.7;1339.5,324.8;709.2,-0.8 1.1000;1211.3,366.1;1329.4,355.5;709.1,-0.1 1.1333;1175.3,388.5;1322.0,391.8;710.9,-0.8 ',
    '1.1667;1137.3,417.3;1311.6,427.8;709.3,-0.4 1.2000;1104.6,438.4;1305.6,463.3;711.2,-0.2 1.2333;1073.5,457.8;1295.6,499.7;710.6,-0.1 1.2667;1039.9,478.5;1288.0,536.4;709.9,-0.8 1.3000;1008.9,502.2;1282.2,571.3;710.7,0.2 ',
  ]);
  it('is two yellow-white contacts', () => {
    const ts = pairTimes(frames, 'yellow', 'white');
    expect(ts).toHaveLength(2);
    expect(Math.abs(ts[0]! - 0.977)).toBeLessThan(1 / 30);
    expect(Math.abs(ts[1]! - 1.035)).toBeLessThan(1 / 30);
  });
});

describe('hand-made single touch on a slow rail: the red back off it at restitution 0.55, 8.5 mm wide of its hitter', () => {
  // A cut at 14.5° into a red 20 mm from the rail at 1500 mm/s: had the rail returned the red at 0.95 the two would have met
  // again; at 0.55 (inside the range a rail may have) they pass, and the red's way out is the rail's alone: one touch.
  const LINE = centreBounds(CAROM_MATCH_TABLE).halfX, vIn = 1500, t1 = 1.0, th = (14.5 * Math.PI) / 180, c = Math.cos(th), s = Math.sin(th);
  const rest: [number, number] = [LINE - 20, 0], pa: [number, number] = [rest[0] - 2 * R * c, rest[1] - 2 * R * s];
  const rv: [number, number] = [vIn * c * c, vIn * c * s], wv: [number, number] = [vIn * s * s, -vIn * c * s];
  const white = (t: number): [number, number] => (t <= t1 ? [pa[0] - vIn * (t1 - Math.max(t, 0.3)), pa[1]] : [pa[0] + wv[0] * (t - t1), pa[1] + wv[1] * (t - t1)]);
  const red = (t: number): [number, number] => (t <= t1 ? rest : travel(rest, rv, 0.55, t - t1, LINE, 1e9).at);
  it('the paths as made: one touch, closest 2R + 8-9 mm after the rail', () => {
    let d = Infinity;
    for (let t = t1 + 0.03; t < t1 + 0.2; t += 0.0005) { const w = white(t), r = red(t); d = Math.min(d, Math.hypot(w[0] - r[0], w[1] - r[1])); }
    expect(d - 2 * R).toBeGreaterThan(8);
    expect(d - 2 * R).toBeLessThan(9);
  });
  for (const fps of [60, 30]) {
    for (const seed of [1, 2, 3]) {
      it(`is one white-red contact at ${fps} fps (σ 1.2 mm, seed ${seed})`, () => {
        const frames = framesOf({ white: noisy(white, 1.2, seed), red: noisy(red, 1.2, 100 + seed), yellow: noisy(() => [0, 300], 0.6, 200 + seed) }, 1.6, fps);
        expect(pairTimes(frames, 'white', 'red')).toHaveLength(1);
      });
    }
  }
});
