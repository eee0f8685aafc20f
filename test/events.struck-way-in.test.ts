/**
 * A hidden hitter's way in read from its rest place (struck-way-in.ts, issue 6, session 38). Recorded tracker output of
 * development three-cushion #27 stroke 5 at 60 fps (times from 57.7 s): the yellow lies at rest, is hidden under the cue
 * from 0.25, struck at 0.637, first seen at 0.683 60 mm short of the white, which lies 5 mm off its rail; the truth:
 * yellow-white 0.699, the white's rail 0.700, white-yellow 0.702. With one point before the touch the yellow had no
 * fitted way in, the full-hit return (expected-return.ts) was never asked, and one contact was reported at 60, 30 and
 * 50 fps. The line from the rest place through the first sight is its way in.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { struckWayIn } from '../src/events/struck-way-in.js';
import { pieceAt } from '../src/events/fit.js';
import type { BallHistory } from '../src/events/history.js';
import type { Start } from '../src/events/starts.js';
import { recordedFrames } from './events-helpers.js';
import { expectTouchAndReturn } from './expected-return-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'three-cushion' as const };
const R = CAROM_MATCH_TABLE.ballRadius;

describe('development three-cushion #27 stroke 5 at 60 fps (recorded): the hidden yellow full into the white by its rail', () => {
  const frames = recordedFrames([
  '0;;-1117.5,355.2;-1029.4,370.1 0.0167;-1292.8,673.9;-1116.7,356.2;-1030.2,370.1 0.0333;-1292.5,672.2;-1117.8,356.6;-1029.6,370.5 0.05;-1292.5,673.0;-1117.4,356.9;-1029.5,369.5 0.0667;-1292.3,672.6;-1118.2,357.3;-1028.6,369.8 ',
  '0.0833;-1292.5,673.6;-1117.6,356.7;-1028.4,370.2 0.1;-1292.1,672.9;-1117.6,356.5;-1029.1,370.0 0.1167;-1292.0,673.5;-1116.6,355.9;-1030.4,370.3 0.1333;-1292.2,673.7;-1116.7,356.8;-1030.0,369.6 0.15;-1292.5,673.9;-1117.4,356.4;-1029.3,369.0 ',
  '0.1667;-1292.5,674.5;-1117.9,356.8;-1028.5,369.0 0.1833;-1291.6,674.0;-1117.2,356.5;-1029.6,369.5 0.2;-1292.2,673.6;-1116.6,355.2;-1028.8,370.5 0.2167;-1292.4,673.1;-1116.7,355.6;-1029.6,370.3 0.2333;-1292.5,673.3;-1116.3,356.3;-1030.3,369.3 ',
  '0.25;-1291.7,673.2;;-1030.4,369.6 0.2667;-1291.8,674.2;;-1029.6,369.8 0.2833;-1292.0,674.3;;-1029.0,369.3 0.3;-1292.5,674.1;;-1029.4,370.7 0.3167;-1292.8,673.8;;-1029.2,369.4 ',
  '0.3333;;;-1029.1,369.8 0.35;-1292.2,674.0;;-1029.4,369.3 0.3667;-1292.6,673.8;;-1029.1,370.7 0.3833;-1292.4,673.9;;-1028.9,370.9 0.4;-1291.9,673.7;;-1029.5,369.8 ',
  '0.4167;-1292.2,673.2;;-1028.9,369.7 0.4333;-1293.1,673.6;;-1029.9,369.4 0.45;-1292.4,674.0;;-1029.8,369.3 0.4667;-1292.2,674.1;;-1029.0,369.1 0.4833;-1291.6,674.0;;-1028.8,369.9 ',
  '0.5;-1292.0,672.6;;-1029.1,369.8 0.5167;-1292.9,673.1;;-1028.8,369.9 0.5333;-1292.8,673.6;;-1028.9,369.9 0.55;-1292.4,674.0;;-1029.6,370.5 0.5667;-1292.3,673.5;;-1029.2,371.3 ',
  '0.5833;-1292.7,674.3;;-1029.3,369.8 0.6;-1292.5,673.5;;-1029.2,369.8 0.6167;-1291.4,673.4;;-1029.3,368.7 0.6333;-1291.3,674.2;;-1029.3,369.6 0.65;-1292.3,674.1;;-1029.3,370.0 ',
  '0.6667;-1292.9,674.6;;-1029.4,370.8 0.6833;-1292.2,673.3;-1246.2,561.1;-1030.0,370.3 0.7;-1293.5,685.1;-1285.6,614.8;-1029.2,370.1 0.7167;-1312.9,672.3;-1305.4,555.3;-1030.0,369.8 0.7333;-1334.2,666.3;-1323.9,506.0;-1029.1,370.1 ',
  '0.75;-1352.6,659.2;-1339.4,444.1;-1029.7,368.7 0.7667;-1374.7,654.4;-1357.8,391.1;-1029.2,369.6 0.7833;-1384.1,651.3;-1377.1,337.5;-1029.5,370.1 0.8;-1369.5,645.4;-1386.7,286.1;-1029.2,370.0 0.8167;;-1372.8,237.2;-1028.8,369.4 ',
  '0.8333;-1342.6,633.2;-1361.7,195.1;-1029.0,370.3 0.85;-1330.0,625.6;-1346.5,149.9;-1029.0,371.0 0.8667;-1316.7,623.3;-1333.6,107.9;-1030.0,369.9 0.8833;-1303.4,615.2;-1323.6,64.2;-1029.6,370.1 0.9;-1293.3,607.1;-1310.6,18.3;-1029.3,370.4 ',
  '0.9167;-1282.9,601.4;;-1030.0,369.6 0.9333;-1272.2,595.9;-1282.9,-69.6;-1030.0,369.0 0.95;-1259.9,590.5;-1272.6,-107.3;-1029.7,370.0 0.9667;-1249.8,583.3;-1258.4,-151.9;-1028.5,370.5 0.9833;-1239.7,574.0;-1245.6,-193.5;-1029.3,369.9 ',
  '1;-1227.6,568.8;-1235.2,-236.0;-1029.1,369.8 ',
  ]);
  it('is two yellow-white contacts, the return for the referee', () => {
    expectTouchAndReturn(extractStroke(frames, ctx).events, 'yellow', 'white', [0.6, 0.8], 0.699, 0.702);
  });
});

describe('struckWayIn on a hand-made hidden start', () => {
  // a rests at the origin, hidden, first seen at (0, 100) at 1.0 s and again at 1.04 s; b leaves its rest (x, 200) at 1.02 s.
  const ha: BallHistory = { id: 'yellow', t: [0.5, 1.0, 1.04], x: [0, 0, 0], y: [0, 100, 110], runs: [] };
  const sa: Start = { id: 'yellow', first: 1, t: 0.5, rest: [0, 0], dir: [0, 1], speed: 1000, hidden: true, lastRestT: 0.5, departT: 1.0 };
  const sb = (x: number, t = 1.02): Start => ({ id: 'white', first: 0, t, rest: [x, 200], dir: [0, 1], speed: 1000, hidden: false, lastRestT: t, departT: t });
  it('meets b where the line from the rest place through the first sight comes 2R from it, at the speed to get there by b\'s start', () => {
    const w = struckWayIn(ha, sa, sb(10), R);
    expect(w).not.toBeNull();
    const at = pieceAt(w!.way, w!.t1);
    expect(Math.hypot(at[0] - 10, at[1] - 200)).toBeCloseTo(2 * R, 6);
    expect(at[0]).toBeCloseTo(0, 6);
    expect(w!.way.y.v).toBeCloseTo((at[1] - 100) / 0.02, 6);
  });
  it('is null when that line passes b wider than 2R, when a was seen, seen twice before b left, or first seen after', () => {
    expect(struckWayIn(ha, sa, sb(2 * R + 1), R)).toBeNull();
    expect(struckWayIn(ha, { ...sa, hidden: false }, sb(10), R)).toBeNull();
    expect(struckWayIn(ha, sa, sb(10, 0.99), R)).toBeNull();
    expect(struckWayIn(ha, sa, sb(10, 1.06), R)).toBeNull();
  });
});
