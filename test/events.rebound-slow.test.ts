/**
 * A struck ball hidden under the cue until after a slow rebound (rebound.ts
 * MIN_SPEED_MM_S). Development libre 41-80 #67[4] at 30 fps: the white,
 * struck at 0.88 m/s from 106 mm off the right rail (the long rail at
 * y < 0), hit it 177 ms later under the cue and was first seen 21 ms after
 * that, leaving at 320 mm/s and rolling on at 250: its first line passes
 * 60 mm wide of its rest place, so it met the rail, but at under 300 mm/s
 * rebound.ts took it for a roll off its rest and reported no hit.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { recordedFrames, railHits } from './events-helpers.js';

const table = CAROM_MATCH_TABLE;

/** Development libre #67[4] at 30 fps, recorded tracker rows (t;white;yellow;red); true right-rail touch at 39.779. */
const SLOW_REBOUND = [
  '38.967;1372,-573.2;-673.1,398.1;709.8,1.3 39.000;1372,-572.9;-674.3,398.6;710,0.2 39.033;1371.2,-573.5;-671.8,398.6;710,-0.8 39.067;1371.5,-573.8;-672.4,398.7;710.2,-1 39.100;1372,-574;-673.7,398.4;710.2,-0.7 39.133;1371.1,-573.4;-673.4,399.1;710.5,-0.4 ',
  '39.167;1372.2,-572.9;-672.3,398.4;710.3,-0.1 39.200;1371.4,-573.9;-673.9,398.8;709.4,0 39.233;;-672.5,398.4;710.1,-0.8 39.267;;-674.1,398.4;709.3,0 39.300;;;709.3,0.9 39.333;;-673.2,398.7;708.9,-0.1 ',
  '39.367;;-672.8,400.4;709.9,-0.6 39.400;;-673.4,399.8;710.7,0.4 39.433;;-672.6,398.9;709.3,-0.3 39.467;;-672.7,397.9;709.4,0.8 39.500;;-672.9,399.1;709.8,0.3 39.533;;-672.9,398.6; ',
  '39.567;;-672.6,398.3;710.7,0.3 39.600;;-673.5,398.1;710.4,0.5 39.633;;-672.7,399.6;710.2,-0.9 39.667;;-672.6,398.5;709.2,-0.7 39.700;;-673.9,398.9;709.4,-0.3 39.733;;-673.4,399.1;710.5,-0.4 ',
  '39.767;;-672.8,399.4;710.9,0.1 39.800;1302.1,-672.2;-672.3,398.1;710.4,-0.1 39.833;;-672,399.1;710,0 39.867;1298.6,-653.5;-672.7,399.2;709.4,-1.7 39.900;1295.5,-647.7;-673.2,399.2;710.5,0.3 39.933;1292.4,-638.6;-673.2,399.8;709.6,-0.7 ',
  '39.967;1290.1,-630.4;-673.4,398.3;710.1,0.3 40.000;1286.2,-622.2;-672.8,398.2;710.9,0.2 40.033;1284,-615.8;-673,398.9;710.5,0.3 40.067;1283.6,-607.9;-673.4,398.5;710.2,1.1 40.100;1278.7,-597.8;-671.8,398.3;710,-0.2 40.133;1277.2,-590.8;-673.1,398.9;709.1,-0.2 ',
  '40.167;1274.7,-583.5;-672.6,398.6;710.3,-1.4 40.200;1269.8,-574.9;-672.9,399.5;708.6,0.5 40.233;1268.4,-568.6;-673.4,398.7;710.2,-0.7 '
];

/** The same rows moved `dy` mm across the table (every ball). */
const shifted = (rows: readonly string[], dy: number): string[] =>
  rows.map((r) => r.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${x},${(Number(y) + dy).toFixed(1)}`));

describe('a struck ball first seen after a slow rebound off a rail under the cue', () => {
  it('hit that rail, within the eval tolerance, below the referee line', () => {
    const right = railHits(extractStroke(recordedFrames(SLOW_REBOUND), { table, discipline: 'libre' }).events, 'white', 'right');
    expect(right).toHaveLength(1);
    expect(Math.abs(right[0]!.t - 39.779)).toBeLessThan(3 / 30);
    expect(right[0]!.confidence!).toBeLessThan(0.9);
  });
  it('met no rail when the same way out, traced back, passes its rest place', () => {
    // The white's rest put on its first line traced back, 100 mm behind its first point: struck straight along it, no rail.
    const rows = SLOW_REBOUND.map((r) => r.replace(/;137[12](\.\d)?,-57\d(\.\d)?;/g, ';1336.5,-766.1;'));
    const es = extractStroke(recordedFrames(shifted(rows, 300)), { table, discipline: 'libre' }).events;
    expect(es.filter((e) => e.kind === 'cushion' && e.ball === 'white' && e.t < 40)).toHaveLength(0);
  });
});
