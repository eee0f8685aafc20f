/**
 * A struck ball whose first point off rest was caught right at its rest
 * place (rebound.ts AT_REST_MM). Development three-cushion 81-120 #85[7] at
 * 60 fps: the yellow, struck under the cue into the top rail, hit the white
 * (lying 10 mm off the top line) at 68.433; the white was seen 2.8 mm off
 * its rest 0.2 ms later, then 4.6 mm short of the line 6 ms before it grazed
 * the top rail at 7° (68.456). Every way out fitted through that first
 * point passes the rest place ("left straight"), so rebound.ts gave up
 * before trying the next point as the way in: the rail was missed.
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { recordedFrames, railHits } from './events-helpers.js';

const table = CAROM_MATCH_TABLE;
const whiteTop = (es: readonly StrokeEvent[]): StrokeEvent[] => railHits(es, 'white', 'top');

/** Development three-cushion #85[7] at 60 fps, recorded tracker rows (t;white;yellow;red). */
const CAUGHT_AT_REST = [
  '68.1500;1380.5,149.3;;278.4,-407.1 68.1667;1380.4,148.1;;278.7,-406.5 68.1833;1378.8,149.3;;279.0,-406.4 68.2000;1380.0,149.8;;279.0,-408.1 68.2167;1379.8,148.6;;279.4,-407.9 68.2333;1380.4,149.5;;280.4,-407.3 ',
  '68.2500;1379.5,149.4;;279.4,-407.4 68.2667;1379.6,149.1;;279.7,-406.5 68.2833;1380.6,149.6;;279.6,-406.8 68.3000;1380.4,149.5;;279.2,-407.9 68.3167;1380.4,148.9;;279.2,-406.3 68.3333;1378.9,149.3;;278.6,-407.3 ',
  '68.3500;1379.9,149.3;;279.3,-407.5 68.3667;1380.5,148.5;;279.2,-407.8 68.3833;1380.1,148.2;;279.7,-408.0 68.4000;;;278.7,-407.1 68.4167;1379.3,150.2;;278.3,-406.4 68.4333;1380.6,152.0;1361.6,92.8;278.7,-407.0 ',
  '68.4500;1385.3,192.0;1321.1,101.8;278.6,-407.0 68.4667;1383.6,229.6;1279.5,108.1;279.2,-406.5 68.4833;1379.5,267.6;1245.8,113.1;279.4,-406.2 68.5000;1379.0,302.9;1203.3,125.2;278.5,-407.0 68.5167;1370.2,336.4;1163.1,127.1;278.5,-405.9 68.5333;1361.7,367.3;1123.3,135.4;278.9,-406.7 ',
  '68.5500;1360.9,402.8;1083.2,138.8;279.1,-406.8 68.5667;1353.3,435.9;1044.9,142.3;279.1,-407.2 68.5833;1349.9,466.8;1007.1,149.9;279.9,-407.2 68.6000;1344.1,499.0;962.0,153.7;279.9,-407.3 68.6167;1336.7,530.3;922.8,154.4;279.2,-407.8 68.6333;1331.0,560.9;885.2,162.0;278.7,-407.0 ',
  '68.6500;1327.4,591.0;849.3,164.2;278.9,-407.0 ',
];

/** The same rows moved 300 mm away from the top rail: the white's bend is no rail's. */
const shifted = (rows: readonly string[], dx: number): string[] =>
  rows.map((r) => r.replace(/(-?\d+\.\d),(-?\d+\.\d)/g, (_, x: string, y: string) => `${(Number(x) + dx).toFixed(1)},${y}`));

describe('a struck ball first seen at its rest place, then on its way into a near rail', () => {
  it('hit that rail, after its contact, below the referee line', () => {
    const top = whiteTop(extractStroke(recordedFrames(CAUGHT_AT_REST), { table, discipline: 'three-cushion' }).events);
    expect(top).toHaveLength(1);
    expect(Math.abs(top[0]!.t - 68.456)).toBeLessThan(1 / 60);
    expect(top[0]!.confidence!).toBeLessThan(0.9);
  });
  it('met no rail when the same path lies in the open', () => {
    const es = extractStroke(recordedFrames(shifted(CAUGHT_AT_REST, -300)), { table, discipline: 'three-cushion' }).events;
    expect(es.filter((e) => e.kind === 'cushion' && e.ball === 'white' && e.t < 68.6)).toHaveLength(0);
  });
});
