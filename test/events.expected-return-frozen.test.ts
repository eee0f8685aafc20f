/**
 * A ball frozen on its rail, cut into it, comes back into its hitter (expected-return.ts FROZEN_GAP_MM, issue 6,
 * session 37). Recorded tracker output of development three-cushion #33 stroke 5 at 60 fps: the red rests 2 mm off its
 * rail, the yellow (off the bottom rail) cuts it at 0.85 m/s with the line of centres 38° off the rail's normal (cosine
 * 0.79; the hitter's way in at 0.86 on it): contact, rail, contact 3 ms and 19 ms apart, the pair never seen apart in
 * between. The full-hit rule (cosines 0.9) did not apply and one contact was reported at every rate. A cut whose line
 * of centres runs along the rail sends the frozen ball away along it: no second touch (hand-made, none invented).
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { cutAlongTopRail, framesOf, pairEvents, recordedFrames } from './events-helpers.js';
import { expectTouchAndReturn } from './expected-return-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'three-cushion' as const };

describe('development three-cushion #33 stroke 5 at 60 fps (recorded): the red frozen on its rail, cut back into the yellow', () => {
  // Times from 60.0 s; the truth: yellow-red 0.261, red's rail 0.264, red-yellow 0.280.
  const frames = recordedFrames([
  '0;72.2,349.7;-1194.7,-511.6;-1272.6,-677.9 0.0167;70.2,349.0;-1215.1,-521.3;-1273.9,-677.5 0.0333;70.8,349.7;-1231.3,-528.7;-1273.4,-677.4 0.05;69.9,347.1;-1253.4,-537.1;-1273.0,-678.5 0.0667;69.6,345.1;-1271.9,-547.2;-1274.0,-678.1 ',
  '0.0833;69.9,345.1;-1290.2,-557.2;-1272.9,-677.8 0.1;70.9,346.0;-1311.2,-565.2;-1273.5,-678.3 0.1167;68.9,345.6;-1327.4,-573.6;-1272.5,-677.7 0.1333;70.5,344.6;-1346.0,-584.1;-1274.2,-677.9 0.15;70.1,342.1;-1369.5,-590.7;-1273.6,-677.4 ',
  '0.1667;67.9,339.9;-1388.9,-599.8;-1272.9,-677.6 0.1833;67.9,339.8;-1375.8,-608.5;-1273.4,-677.5 0.2;69.1,340.5;-1359.5,-609.8;-1272.6,-677.1 0.2167;69.0,339.3;-1343.5,-615.9;-1272.9,-677.9 0.2333;70.8,338.1;-1331.3,-623.0;-1273.4,-677.9 ',
  '0.25;71.5,337.6;-1318.6,-626.2;-1274.4,-678.3 0.2667;68.7,339.0;-1307.4,-626.6;-1272.5,-678.7 0.2833;69.0,336.4;-1303.9,-622.3;-1264.1,-671.4 0.3;68.7,336.9;-1299.9,-621.0;-1260.2,-666.3 0.3167;69.5,336.1;-1295.3,-615.2;-1251.1,-661.9 ',
  '0.3333;70.1,335.2;-1291.5,-608.8;-1245.1,-657.7 0.35;68.2,334.7;-1286.9,-607.6;-1241.5,-655.4 0.3667;67.4,334.2;-1284.5,-604.8;-1236.5,-649.5 0.3833;69.3,334.9;-1283.1,-599.2;-1232.2,-644.3 0.4;68.2,334.3;;-1227.9,-640.7 ',
  '0.4167;68.5,334.1;-1276.0,-593.0;-1223.2,-639.6 0.4333;69.9,331.8;;-1217.8,-638.0 0.45;69.4,332.5;-1270.8,-585.6;-1213.5,-632.0 0.4667;68.3,332.9;-1267.6,-585.0;-1207.8,-626.2 0.4833;68.8,333.1;-1264.5,-584.0;-1204.5,-621.1 ',
  '0.5;67.9,331.7;-1259.4,-581.6;-1203.1,-621.2 0.5167;67.2,332.9;-1257.4,-578.6;-1197.4,-615.2 0.5333;70.0,332.7;-1255.1,-574.7;-1192.5,-612.8 0.55;66.4,333.0;-1251.9,-573.1;-1187.3,-609.8 0.5667;67.5,331.3;-1249.1,-568.2;-1182.2,-605.1 ',
  '0.5833;70.0,330.5;-1245.3,-566.1;-1180.5,-600.0 0.6;70.1,331.2;-1245.0,-563.7;-1178.2,-595.5 0.6167;68.1,331.5;-1241.2,-563.1;-1171.5,-593.5 0.6333;67.6,331.4;-1237.2,-561.1;-1167.2,-589.2 0.65;67.6,331.1;-1234.0,-556.9;-1162.5,-587.5 ',
  '0.6667;67.7,331.6;-1231.2,-551.4;-1158.9,-581.8 0.6833;68.7,331.2;-1229.0,-547.7;-1152.4,-578.2 0.7;67.8,331.8;-1224.1,-548.6;-1152.6,-575.7 0.7167;68.3,331.0;-1222.7,-547.3; 0.7333;68.0,331.4;-1218.9,-542.9;-1142.7,-567.1 ',
  '0.75;67.7,331.2;-1216.4,-539.8;-1138.8,-563.2 0.7667;68.4,331.5;-1214.0,-538.0;-1133.2,-560.3 0.7833;68.2,330.9;-1213.9,-534.5;-1129.9,-555.8 0.8;67.4,331.6;-1210.5,-533.1;-1128.0,-552.9 ',
  ]);
  it('is two yellow-red contacts, the second for the referee', () => {
    expectTouchAndReturn(extractStroke(frames, ctx).events, 'yellow', 'red', [0.2, 0.4], 0.261, 0.280);
  });
});

describe('hand-made paths at 60 fps', () => {
  it('a frozen red cut along its rail (line of centres 60° off the normal) leaves along it: one contact', () => {
    // The red lies 2 mm from the top rail's contact line; the white comes in along +y at 1 m/s, its centre 2R·sin 60°
    // aside: the red leaves along the line of centres (cosine 0.5 on the rail's normal), turns on the rail and runs on
    // along it away from the white (tan²φ = 3 > e_r), which goes on along the tangent.
    const { white, red, t1 } = cutAlongTopRail(2, Math.sin(Math.PI / 3), 0.8);
    const frames = framesOf({ white, red, yellow: () => [-600, -300] }, 1.2, 60);
    expect(pairEvents(extractStroke(frames, ctx).events, 'white', 'red').filter((e) => e.t > t1 - 0.1 && e.t < t1 + 0.4)).toHaveLength(1);
  });
});
