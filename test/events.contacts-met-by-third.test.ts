/**
 * A pass within reach of a ball at rest is not its kiss when a third ball,
 * moving, met that ball as it left its rest (issue 6, session 44;
 * met-by-third.ts): development cadre 47/1 #14 stroke 7 at 60 fps. The white
 * hits the yellow at 63.666 s; the yellow leaves 3.6 mm wide of the red at
 * rest, their pieces never meeting; the white comes on into the red at
 * 63.783, 100 ms later, just inside `departsAt`'s window, and the red's
 * departure made the yellow's pass a yellow + red contact at 0.6 (the reach
 * branch, contacts.ts KISS_REACH_MM), an extra.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { histories } from '../src/events/history.js';
import { metByThird } from '../src/events/met-by-third.js';
import type { TrackedFrame } from '../src/track/tracker.js';
import { pairEvents, recordedFrames, sureContacts } from './events-helpers.js';

/** Tracked frames (t − 63.2 s;white;yellow;red) at 60 fps, noise seed 1014 (the evaluation's for development match 14). */
const MET = [
  '0;545.4,232.8;1221.6,29.6;1269.3,73.7 0.0167;568.0,227.5;1221.2,31.0;1270.9,75.2 0.0333;592.0,222.0;1221.6,30.7;1271.3,75.6 0.05;611.9,213.6;1222.7,30.6;1271.4,75.5 0.0667;635.5,209.2;1222.9,28.8;1270.9,75.7 ',
  '0.0833;659.2,202.8;1221.6,29.6;1270.2,74.2 0.1;681.0,196.8;1221.8,31.0;1270.4,74.2 0.1167;704.9,189.0;1221.7,30.5;1270.5,74.8 0.1333;726.0,186.4;1221.2,30.4;1269.9,75.5 0.15;747.5,178.0;1221.6,30.4;1270.7,75.3 ',
  '0.1667;769.9,173.3;1221.0,31.2;1270.2,75.6 0.1833;794.7,165.1;1221.5,30.3;1270.1,74.6 0.2;818.7,159.4;1221.5,30.7;1270.6,74.6 0.2167;839.2,156.3;1221.6,30.3;1270.8,74.5 0.2333;861.5,147.2;1222.0,30.6;1270.7,75.4 ',
  '0.25;884.2,143.7;1222.0,30.4;1270.3,74.9 0.2667;908.8,138.9;1221.6,30.4; 0.2833;930.3,131.1;1221.8,31.1;1271.1,74.1 0.3;951.8,128.1;1221.6,29.8;1271.3,74.6 0.3167;971.9,119.3;1222.2,30.1;1270.3,75.2 ',
  '0.3333;997.6,112.1;1222.5,30.8;1270.3,75.1 0.35;1019.5,107.2;1221.2,30.0;1270.5,74.4 0.3667;1044.5,101.0;1221.6,29.8;1270.2,74.4 0.3833;1062.3,96.1;1221.6,29.2;1270.5,73.9 0.4;1085.5,86.7;1221.8,30.1;1270.4,74.1 ',
  '0.4167;1108.7,82.5;1222.1,30.9;1270.5,75.5 0.4333;1130.5,76.3;1222.2,30.4;1270.5,74.6 0.45;1150.9,68.7;1223.0,30.3;1270.9,74.7 0.4667;1172.3,67.0;1224.7,29.4;1271.3,75.3 0.4833;1176.8,74.5;1240.6,17.6;1271.0,74.8 ',
  '0.5;1183.7,76.7;1258.8,7.9;1271.5,75.1 0.5167;1187.5,81.6;1274.9,-2.8;1270.7,75.1 0.5333;1193.6,85.8;1292.1,-16.8;1270.3,74.8 0.55;1197.6,90.3;1307.6,-26.8;1270.1,74.6 0.5667;1205.2,95.9;1321.5,-31.4;1270.1,73.5 ',
  '0.5833;1214.0,95.7;1334.3,-45.6;1270.8,74.4 0.6;1215.6,102.9;1350.1,-53.7;1277.1,73.6 0.6167;1217.8,108.4;1364.8,-61.9;1282.2,72.4 0.6333;1222.9,115.3;1378.6,-72.4;1286.7,70.0 0.65;1227.7,117.0;1389.1,-79.5;1289.4,65.9 ',
  '0.6667;1231.6,121.4;1379.9,-87.2;1292.3,66.0 0.6833;1237.0,128.6;1368.2,-93.0;1296.2,64.4 0.7;1241.1,130.9;1360.5,-99.4;1298.9,63.5 0.7167;1248.5,131.6;1350.5,-101.5;1304.0,63.9 0.7333;1253.0,135.6;1344.1,-107.0;1307.8,61.1 ',
  '0.75;1260.4,139.6;1335.7,-113.3;1310.6,58.4 0.7667;1262.6,145.7;1329.3,-119.3;1313.1,59.3 0.7833;1266.7,150.9;1322.8,-127.0;1318.2,56.3 0.8;1273.0,154.5;1315.7,-133.5;1320.9,56.9 0.8167;1280.9,154.9;1308.0,-138.3;1324.6,55.9 ',
  '0.8333;1284.2,158.4;1300.7,-143.7;1329.7,55.6 0.85;1288.1,164.6;1295.4,-148.6;1331.2,53.3 0.8667;1294.9,166.5;1289.8,-157.2;1335.7,50.7 0.8833;1298.8,170.8;1282.0,-162.6;1338.5,49.3 0.9;1305.9,172.0;1274.9,-169.5;1342.0,48.6 ',
  '0.9167;1311.9,178.1;1269.4,-174.0;1345.6,47.7 0.9333;;1262.5,-180.1;1348.5,47.4 0.95;1321.7,184.9;1255.9,-184.4;1351.7,47.4 0.9667;1327.2,189.5;1250.3,-189.8;1356.0,45.8 0.9833;1330.7,193.2;1241.4,-196.6;1356.9,42.4 ',
  '1;1336.4,196.9;1237.3,-202.8;1361.4,40.9 1.0167;1340.1,198.7;1229.1,-208.9;1365.9,38.9 1.0333;1346.9,202.9;1224.3,-212.6;1369.9,40.9 1.05;1350.8,206.8;1218.3,-217.9;1372.1,40.0 ',
];

/** The yellow's pass by the red (63.6833 s − 63.2), the frame the base's extra was dated at. */
const PASS = 0.4833;
/** The true contacts: white + yellow (63.6657 s − 63.2), white + red (63.7826 s − 63.2). */
const WHITE_YELLOW = 0.4657, WHITE_RED = 0.5826;

const contactsOf = (frames: TrackedFrame[]) => sureContacts(extractStroke(frames, { table: CAROM_MATCH_TABLE, discipline: 'cadre-47-1' }).events);

/** The recorded frames with the white's points from `from` on moved by (dx, dy). */
function whiteMoved(from: number, dx: number, dy: number): TrackedFrame[] {
  return recordedFrames(MET).map((g) => g.t < from - 1e-6 ? g : {
    ...g, balls: g.balls.map((b) => (b.id === 'white' ? { ...b, x: b.x + dx, y: b.y + dy } : b)),
  });
}

describe('a pass within reach of a ball a third ball meets as it leaves (cadre 47/1 #14[7] at 60 fps)', () => {
  it('reports no yellow + red contact, only the white + yellow and white + red ones', () => {
    const found = contactsOf(recordedFrames(MET));
    expect(pairEvents(found, 'yellow', 'red')).toHaveLength(0);
    expect(pairEvents(found, 'white', 'yellow').map((e) => Math.abs(e.t - WHITE_YELLOW) < 1 / 60)).toEqual([true]);
    expect(pairEvents(found, 'white', 'red').map((e) => Math.abs(e.t - WHITE_RED) < 1 / 60)).toEqual([true]);
  });

  it('reads the white meeting the red within the window after the pass; not from a frame 0.1 s earlier, the window closing before it came', () => {
    const hs = histories(recordedFrames(MET));
    const [white, red] = (['white', 'red'] as const).map((id) => hs.get(id)!);
    expect(metByThird(red!, PASS, [white!], CAROM_MATCH_TABLE.ballRadius, 6)).toBe(true);
    expect(metByThird(red!, PASS - 0.1, [white!], CAROM_MATCH_TABLE.ballRadius, 6)).toBe(false);
  });

  it('a third ball that passes 40 mm wider meets nothing', () => {
    const hs = histories(whiteMoved(0.5, -40, 0));
    expect(metByThird(hs.get('red')!, PASS, [hs.get('white')!], CAROM_MATCH_TABLE.ballRadius, 6)).toBe(false);
  });
});
