/**
 * A hitter pushed sideways by the ball it hit, back off a near rail
 * (`side-push.ts`, called from returns.ts `pushedAside`; issue 6, session
 * 27). One touch leaves the hitter its tangential velocity, which the
 * cloth's friction only brings towards zero (any follow or draw acts along
 * the line of centres and against the tangential slip): a hitter seen
 * crossing the line of centres faster, or the other way, took a second
 * impulse. Recorded tracker output of development libre #17 stroke 7 at 30
 * fps (times from 60.9 s; the truth: white-red 0.6627, red's top rail
 * 0.6731, red-white 0.6912): a white at 500 mm/s hits the red 7 mm from the
 * top rail nearly full; the red comes back at an angle 28 ms later and sends
 * the white off at 140 mm/s across the line of centres, pushed back along it
 * by less than a draw could (one contact was reported).
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { sideExcess } from '../src/events/side-push.js';
import { recordedFrames, pairTimes } from './events-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'libre' as const };

describe('sideExcess: the tangential speeds one touch allows', () => {
  const n: [number, number] = [1, 0];
  it('a cut leaving along its tangent, or slowed on it, is one touch', () => {
    expect(sideExcess([1000, 400], [0, 400], n)).toBeLessThan(1);
    expect(sideExcess([1000, 400], [300, 150], n)).toBeLessThan(1);
    // A hard draw: back along n at the speed it came in, the tangent kept.
    expect(sideExcess([1000, 400], [-1000, 400], n)).toBeLessThan(1);
  });
  it('a full hit leaving across n, or a cut whose tangent turned round, is two', () => {
    expect(sideExcess([500, 0], [-30, 200], n)).toBeGreaterThan(1);
    expect(sideExcess([1000, 400], [0, -200], n)).toBeGreaterThan(1);
    expect(sideExcess([1000, 100], [0, 400], n)).toBeGreaterThan(1);
  });
});

describe('development libre #17 stroke 7 at 30 fps (recorded): the red back off the top rail, the white sent off sideways', () => {
  const frames = recordedFrames([
  '0;581.6,60.6;1264.9,231.6;1384.5,120.6 0.0333;635.5,75.6;1265.1,230.8;1385.6,121.6 0.0667;689.6,85.4;1264.6,230.8;1385.5,120.6 0.1;750.2,100.6;1266.1,231.3;1385.7,121.0 0.1333;805.2,110.6;1265.0,231.4;1384.5,120.7 ',
  '0.1667;857.0,124.9;1265.3,230.3;1385.1,121.1 0.2;915.5,137.8;1265.2,230.2;1385.9,121.3 0.2333;968.2,150.1;1264.3,230.2;1385.1,121.1 0.2667;1023.4,162.5;1264.9,231.0;1385.4,121.2 0.3;1080.2,170.3;1264.7,230.6;1384.5,120.9 ',
  '0.3333;1133.1,185.8;1265.0,231.4;1383.8,120.3 0.3667;1184.2,199.9;1264.3,230.5;1385.7,120.9 0.4;1213.9,201.7;1292.8,243.9; 0.4333;1221.0,190.1;1336.5,263.7;1384.9,120.8 0.4667;1232.1,182.2;1379.9,287.2;1383.4,122.3 ',
  '0.5;1246.6,173.5;1363.1,301.9;1384.5,121.9 0.5333;1259.2,165.0;1330.9,315.1;1384.6,120.9 0.5667;1274.6,162.6;1306.6,327.0;1384.5,121.3 0.6;1296.5,156.8;1275.3,342.4;1384.1,121.1 0.6333;1314.3,152.4;1249.2,351.8;1384.7,122.0 ',
  '0.6667;1327.6,148.8;1226.6,363.9;1388.8,121.8 0.7;1328.5,152.9;1203.6,375.4;1382.8,112.9 0.7333;1327.3,160.5;1176.2,385.8;1376.1,105.4 0.7667;1326.2,162.0;1150.6,396.2;1372.7,101.3 0.8;1327.6,168.0;1127.0,404.0;1368.5,94.0 ',
  '0.8333;1329.1,174.8;1103.2,413.8;1363.8,87.5 0.8667;1330.5,178.6;1081.8,426.1;1361.8,79.8 0.9;;1055.7,437.7;1356.4,75.2 0.9333;1332.4,186.3;1029.6,446.6;1351.5,69.0 0.9667;1331.0,191.4;1004.7,460.5;1348.0,62.0 ',
  '1;1332.6,193.3;979.9,473.5;1343.9,57.3 1.0333;1335.0,199.8;955.7,480.1;1342.9,49.0 1.0667;1334.9,202.5;936.0,487.9;1340.3,43.1 1.1;1336.9,206.1;912.4,499.0;1334.7,40.0 1.1333;1336.7,210.0;887.5,511.2;1329.9,33.6 ',
  '1.1667;1336.4,211.1;864.0,524.4;1327.5,28.9 1.2;1340.2,217.4;839.8,531.8;1322.8,22.3 ',
  ]);
  it('is two white-red contacts, the second after the red\'s rail hit', () => {
    const ts = pairTimes(extractStroke(frames, ctx).events, 'white', 'red');
    expect(ts).toHaveLength(2);
    expect(Math.abs(ts[0]! - 0.6627)).toBeLessThan(1 / 30);
    expect(Math.abs(ts[1]! - 0.6912)).toBeLessThan(1 / 30);
  });
});

describe('development libre #216 stroke 3 at 30 fps (recorded): a yellow curving off its own rail, one touch', () => {
  // Times from 23.9 s; the truth: yellow's top rail 0.9597, yellow-white 1.0918, white's right rail 1.1709. The yellow's
  // spin, left along its way before the rail, pulls it across the line of centres after the touch (1.03 times the bar): the
  // white, 85 ms from its rail at the least speed the touch gives it, cannot have come back before the yellow's way out
  // began, so no second touch is claimed.
  const frames = recordedFrames([
  '0;1290.5,-663.9;739.7,53.4;709.9,-0.3 0.0333;1290.6,-663.7;766.6,38.6;695.2,-28.0 0.0667;1290.3,-663.9;794.0,15.0;682.1,-48.1 0.1;1290.6,-663.3;816.9,-3.8;667.6,-70.3 0.1333;1289.8,-663.6;841.1,-26.8;656.6,-89.0 ',
  '0.1667;1290.7,-663.8;862.8,-47.8;643.4,-107.5 0.2;1290.4,-662.2;886.2,-68.2;633.7,-124.6 0.2333;1290.7,-663.0;908.6,-96.9;624.3,-143.4 0.2667;1291.7,-663.3;932.4,-119.4;615.2,-160.8 0.3;1290.2,-662.4;952.2,-137.9;605.1,-178.7 ',
  '0.3333;1290.6,-663.3;981.0,-163.5;594.3,-194.8 0.3667;1290.1,-664.0;1000.6,-185.5;585.8,-215.5 0.4;1290.3,-664.3;1024.2,-209.0;573.3,-231.9 0.4333;1290.3,-662.8;1047.3,-229.6;565.0,-249.2 0.4667;1289.6,-663.0;1072.5,-250.3;554.9,-265.9 ',
  '0.5;1289.2,-663.1;1089.1,-271.7;542.1,-283.1 0.5333;1289.9,-663.4;1114.7,-296.3;533.7,-299.0 0.5667;1290.6,-663.0;1134.2,-317.9;521.1,-315.0 0.6;1291.2,-662.9;1157.1,-338.8;515.9,-333.8 0.6333;1290.4,-662.3;1178.5,-363.4;504.1,-350.4 ',
  '0.6667;1290.4,-663.5;1202.6,-384.6;494.2,-366.0 0.7;1289.7,-663.6;1227.6,-403.9;484.0,-383.1 0.7333;1290.2,-663.6;1245.6,-424.4;471.1,-399.5 0.7667;1290.5,-663.7;1269.1,-448.7;464.3,-413.9 0.8;1290.8,-663.4;1287.4,-470.3;453.0,-428.8 ',
  '0.8333;1290.1,-664.4;1312.9,-489.4;445.3,-448.9 0.8667;1289.3,-663.0;1331.2,-514.0;437.2,-464.0 0.9;1289.8,-663.4;1353.0,-533.7;428.2,-479.7 0.9333;;1374.1,-557.9;419.2,-497.5 0.9667;1288.4,-662.2;1381.8,-576.0;410.1,-511.4 ',
  '1;1288.8,-662.5;1370.2,-585.2;399.4,-528.0 1.0333;1289.3,-663.9;1357.1,-602.0;389.7,-543.7 1.0667;1289.7,-663.3;1344.4,-617.3;380.3,-559.2 1.1;1286.3,-665.7;1339.2,-629.6;372.5,-575.0 1.1333;1274.6,-674.4;1343.5,-637.6;359.4,-587.4 ',
  '1.1667;1267.3,-679.9;1345.2,-646.2;355.7,-604.3 1.2;1258.7,-678.1;1346.8,-653.0;345.3,-620.3 1.2333;1251.2,-674.0;1347.7,-662.1;337.4,-635.3 1.2667;1245.4,-671.3;1347.7,-670.0;326.8,-650.4 1.3;1236.9,-667.8;1351.7,-679.6;316.0,-663.5 ',
  '1.3333;1229.1,-666.2;1352.2,-674.3;310.5,-682.0 1.3667;1226.3,-664.1;1358.4,-671.8;301.9,-669.6 1.4;1219.1,-662.0;1362.5,-667.2;295.9,-656.9 1.4333;1211.2,-658.1;1365.2,-665.9;289.7,-651.7 1.4667;1201.9,-656.8;1365.4,-663.7;281.5,-641.5 ',
  '1.5;1198.0,-654.5;1369.6,-658.3;278.2,-635.1 ',
  ]);
  it('is one yellow-white contact', () => {
    const ts = pairTimes(extractStroke(frames, ctx).events, 'white', 'yellow');
    expect(ts).toHaveLength(1);
    expect(Math.abs(ts[0]! - 1.0918)).toBeLessThan(1 / 30);
  });
});
