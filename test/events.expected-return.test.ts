/**
 * A ball lying by a rail, struck nearly full into it, comes back into its
 * hitter (expected-return.ts, issue 6, session 33): the second touch is
 * reported for the referee even when no frame shows it. Recorded tracker
 * output of development libre #17 stroke 7 at 60 fps (the red 5 mm off the
 * right rail, hit by the white at 0.59 m/s almost full: contact, rail,
 * contact 10 ms and 28 ms apart; the pair never more than 3 mm apart
 * between, no distance minimum: one contact was reported), and a hand-made
 * cut into a near rail the red leaves away from (one touch, none invented).
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { cutAlongTopRail, framesOf, pairEvents, recordedFrames } from './events-helpers.js';
import { expectTouchAndReturn } from './expected-return-helpers.js';

const R = CAROM_MATCH_TABLE.ballRadius;
const ctx = { table: CAROM_MATCH_TABLE, discipline: 'libre' as const };

describe('development libre #17 stroke 7 at 60 fps (recorded): red 5 mm off the right rail, back into the white', () => {
  // Times from 61.0 s; the truth: white-red 0.563, red right rail 0.573, red-white 0.591.
  const frames = recordedFrames([
  '0;746.9,98.1;1263.4,230.5;1385.5,121.2 0.0167;774.2,105.6;1264.5,230.3;1384.3,121.2 0.0333;801.7,115.5;1265.1,231.5;1384.6,121.3 0.05;832.7,118.6;1265.3,230.9;1385.3,120.6 0.0667;857.3,124.9;1265.2,231.3;1384.7,120.6 ',
  '0.0833;886.4,132.2;1265.2,231.6;1384.5,121.3 0.1;914.1,136.0;1264.9,231.3;1385.0,121.7 0.1167;938.7,141.5;1264.2,231.5;1385.3,121.1 0.1333;966.1,150.9;1264.4,231.0;1384.8,120.7 0.15;997.8,156.0;1264.9,230.5;1385.3,121.2 ',
  '0.1667;1027.2,163.8;1265.1,230.3;1384.9,121.9 0.1833;1047.7,170.8;1265.0,230.4;1385.2,122.0 0.2;1075.0,175.5;1264.9,230.6;1384.8,121.3 0.2167;1104.9,180.8;1264.5,230.6;1384.5,121.7 0.2333;1133.2,185.5;1265.6,230.9;1384.6,121.5 ',
  '0.25;1160.2,195.1;1265.1,230.5;1384.5,122.6 0.2667;1187.6,199.8;1263.6,230.7;1384.5,120.7 0.2833;1208.1,205.2;1268.9,236.2;1383.7,122.0 0.3;1211.3,197.9;1292.3,244.1;1384.0,121.2 0.3167;1216.9,193.9;1312.3,255.4;1384.2,121.8 ',
  '0.3333;1221.0,189.9;1337.5,266.7;1385.3,120.9 0.35;1225.4,182.3;1360.2,276.7;1384.7,120.9 0.3667;1229.8,179.9;1381.7,290.9;1384.6,122.2 0.3833;1235.0,178.3;1377.8,296.7;1384.6,121.5 0.4;1245.2,173.9;1362.8,301.7;1384.8,121.2 ',
  '0.4167;1251.5,169.3;1347.9,309.6;1384.4,120.9 0.4333;1258.7,168.2;1332.0,317.5;1384.6,120.8 0.45;1268.5,164.1;1315.8,322.7;1384.6,121.8 0.4667;1278.2,161.3;1305.0,329.3;1383.9,121.2 0.4833;1285.7,157.0;1287.3,334.0;1384.8,121.4 ',
  '0.5;1292.2,154.9;1277.0,342.0;1385.8,122.1 0.5167;1302.5,151.4;1263.7,347.8;1385.1,121.5 0.5333;1315.4,150.6;1253.4,349.3;1384.5,121.1 0.55;1321.7,148.9;1242.1,357.5;1384.6,122.2 0.5667;1329.9,149.8;1224.9,360.3;1385.0,119.6 ',
  '0.5833;1330.4,150.2;1212.2,366.9;1385.8,117.7 0.6;1331.3,151.8;1201.6,373.8;1381.9,111.9 0.6167;1328.9,156.0;1188.0,379.4;1379.4,110.7 0.6333;1327.1,158.4;1176.7,384.5;1377.7,105.8 0.65;1327.0,161.8;1166.2,390.2;1375.2,104.3 ',
  '0.6667;1326.3,163.0;1151.2,396.6;1373.0,97.5 0.6833;1325.0,167.7;1142.0,402.6;1370.5,97.9 0.7;1328.5,170.8;1127.2,407.2;1368.7,92.2 0.7167;1328.9,171.2;1114.5,411.6;1367.6,87.8 0.7333;1328.2,173.8;1101.2,415.4;1366.2,84.7 ',
  '0.75;;1090.8,417.7;1363.3,83.3 0.7667;1331.7,177.5;1078.7,428.3;1361.6,80.6 0.7833;1332.0,179.1;1067.4,433.7;1357.5,78.1 0.8;1331.8,181.4;1056.8,440.5;1354.4,74.9 0.8167;1330.8,186.2;1042.2,443.7;1354.6,71.7 ',
  '0.8333;1333.8,187.0;1030.9,448.1;1354.7,69.4 0.85;1334.1,186.8;1019.7,452.8;1352.1,65.5 0.8667;1333.5,189.8;1007.7,459.7;1350.0,62.4 0.8833;1333.7,193.6;995.9,466.2;1346.3,59.4 0.9;1335.2,194.7;985.5,471.9;1343.5,55.5 ',
  '0.9167;1334.5,195.9;969.9,475.1;1341.4,56.1 0.9333;1337.6,198.4;953.2,481.4;1341.3,51.3 0.95;1336.5,199.6;945.7,484.9;1339.6,48.4 0.9667;1335.0,199.8;933.8,489.8;1337.0,45.0 0.9833;1334.9,205.1;921.9,496.2;1335.0,40.8 ',
  '1;1335.1,205.7;913.6,500.2;1332.9,40.8 ',
  ]);
  it('is two white-red contacts, the second for the referee', () => {
    expectTouchAndReturn(extractStroke(frames, ctx).events, 'white', 'red', [0.45, 0.75], 0.563, 0.591);
  });
});

describe('hand-made paths at 60 fps', () => {
  it('a cut (line of centres 37° off the rail\'s normal) into a rail 8 mm away, the red away off it: one contact', () => {
    // The red lies 8 mm from the top rail's contact line; the white comes in along +y at 1 m/s, its centre 37 mm aside
    // (sin 37°·2R): the red leaves at 0.8 of the speed along the line of centres, turns on the rail, runs away from the
    // white, which goes on along the tangent.
    const { white, red, t1 } = cutAlongTopRail(8, 37 / (2 * R), 0.7);
    const frames = framesOf({ white, red, yellow: () => [-600, -300] }, 1.2, 60);
    expect(pairEvents(extractStroke(frames, ctx).events, 'white', 'red').filter((e) => e.t > t1 - 0.1 && e.t < t1 + 0.4)).toHaveLength(1);
  });
});
