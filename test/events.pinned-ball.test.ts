/**
 * A ball pinned against its rail, hit straight into it, never leaves its
 * place; the rail hands the impulse back into the hitter (a second touch).
 * No start is traced for that ball, and the hitter runs along its own side
 * rail, square to the line of centres (pinned-ball.ts `pinnedStart`,
 * rail-reach.ts `pushingRailGap`, returns.ts). Recorded tracker output of
 * development five-pins #60 stroke 4 at 30 fps (EVAL_SKIP=59): the white,
 * 5 mm off the right-hand side rail, into the yellow 6 mm off the end rail;
 * one contact was reported.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { ALONG_RAIL_COS, pushingRailGap, railGap } from '../src/events/rail-reach.js';
import { centreBounds } from '../src/track/geometry.js';
import { pairTimes, recordedFrames } from './events-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'five-pins' as const };

describe('development five-pins #60 stroke 4 at 30 fps (recorded): the yellow pinned on the end rail, back into the white', () => {
  // Times from 40.5 s; the truth: white-yellow 0.526, yellow end rail 0.538, yellow-white 0.553 (the white's rail hit 0.424).
  const frames = recordedFrames([
  '0;1328.3,293.3;1388.7,672.9;1274.5,493.6 0.033;1335.5,312.4;1388.8,673.1;1276.1,493.3 0.067;1338.6,334.5;1389,673.6;1275.3,494.5 0.1;1345.2,360.2;1389,673.4;1274.5,494.7 0.133;1350.1,380.2;1387.9,672.5;1274.7,494.4 ',
  '0.167;1353.4,401;1389.2,673.5;1275.5,493.6 0.2;1357.1,420.7;1387.6,672.4;1274.6,494.3 0.233;1363.7,440;1388.7,674.5;1275.8,494 0.267;1370,461.2;1388.9,673.8;1275.8,495 0.3;1371.1,480.5;1388.2,673.8;1275.3,494.3 ',
  '0.333;1378.2,500;1388.9,673.4;1275,494.6 0.367;1382.9,525.3;1388.5,672.7;1274.4,494.3 0.4;1386.7,542.2;1388.5,672.5;1275.5,493.8 0.433;1388,556.5;1389.2,673;1275.3,495 0.467;1385.2,581.6;1388.1,672.9;1275.5,494.8 ',
  '0.5;1384.8,597.8;1387.5,673.2;1274.7,494.1 0.533;1383.6,611.4;1386.6,677.9;1274.3,494.4 0.567;1379.2,609.2;1387.1,673.4;1276.5,494.3 0.6;1373.8,598.7;1387.1,675.5;1275.3,494.5 0.633;1373,590.7;1386.1,673.3;1275.9,494.3 ',
  '0.667;1368.7,586.2;1387,672.3;1275,494.4 0.7;1366.7,579.9;1385.7,673.1;1276.3,494.5 0.733;1361.1,575.3;1385.2,671.7;1274.8,493.5 0.767;1358.8,572.4;1383.6,672.2;1274.9,494.9 0.8;1355.5,567.1;1382.7,671.3;1274.7,494 ',
  '0.833;1351.8,559.5;1379.3,669.9;1275.1,494.5 0.867;1350.9,556;1382.9,669.7;1273.5,493.5 0.9;1348.5,552.3;1379.4,666.9;1275.8,495.2 0.933;1343.4,545;1382.6,667.8;1275.8,494.6 ',
  ]);
  it('is two white-yellow contacts within a frame or two of 0.526 and 0.553 s', () => {
    const ts = pairTimes(extractStroke(frames, ctx).events, 'white', 'yellow').filter((t) => t > 0.45 && t < 0.7);
    expect(ts).toHaveLength(2);
    for (const t of ts) expect(t > 0.526 - 2 / 30 && t < 0.553 + 2 / 30).toBe(true);
  });
});

describe('pushingRailGap: only a rail that can push a centre along the line of centres', () => {
  const { halfX, halfY } = centreBounds(CAROM_MATCH_TABLE), p: [number, number] = [halfX - 5, 0];
  it('passes over a side rail square to the line, and keeps it at an angle or on a pyramid table', () => {
    expect(railGap(p, CAROM_MATCH_TABLE)).toBeCloseTo(5, 6);
    expect(pushingRailGap(p, [0, 1], CAROM_MATCH_TABLE)).toBeCloseTo(halfY, 6);
    const c = ALONG_RAIL_COS + 0.01;
    expect(pushingRailGap(p, [c, Math.sqrt(1 - c * c)], CAROM_MATCH_TABLE)).toBeCloseTo(5, 6);
    const q: [number, number] = [centreBounds(PYRAMID_12FT_TABLE).halfX - 5, 0];
    expect(pushingRailGap(q, [0, 1], PYRAMID_12FT_TABLE)).toBeCloseTo(railGap(q, PYRAMID_12FT_TABLE), 6);
  });
});
