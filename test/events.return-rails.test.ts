/**
 * The rail between a pair's two touches (src/events/return-rails.ts, issue 6,
 * session 33): a ball at rest by a rail, hit into it, back into its hitter a
 * frame or two later; both touches reported, the rail between missed.
 */
import { describe, expect, it } from 'vitest';
import type { BallBallEvent, CushionEvent, StrokeEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE, type TableModel } from '../src/geometry/tables.js';
import type { BallHistory } from '../src/events/history.js';
import type { Start } from '../src/events/starts.js';
import { RETURN_RAIL_CONFIDENCE, returnRails } from '../src/events/return-rails.js';
import { extractStroke } from '../src/events/extract.js';
import { cushionReach } from '../src/track/geometry.js';
import { recordedFrames } from './events-helpers.js';

const T = CAROM_MATCH_TABLE, R = T.ballRadius;
const rightOf = (table: TableModel): number => -(table.width / 2 - cushionReach(table));
const RIGHT = rightOf(T);

/**
 * The red at rest `gap` mm off the right rail's contact line, the white coming down on it along `n` (unit, towards the rail),
 * touching at 1.0 s and again at `t2`; the red seen `seen` mm off the line at 1.033 s (its rest place when `seen` is null).
 */
function scene(gap: number, n: [number, number], t2 = 1.06, seen: number | null = 2, table: TableModel = T) {
  const R = table.ballRadius, RIGHT = rightOf(table);
  const rest: [number, number] = [300, RIGHT + gap];
  const meet: [number, number] = [rest[0] - 2 * R * n[0], rest[1] - 2 * R * n[1]];
  const ts = Array.from({ length: 40 }, (_, i) => 0.7 + i / 60);
  const white: BallHistory = { id: 'white', t: ts, x: ts.map((t) => meet[0] - 1500 * n[0] * (1 - t)), y: ts.map((t) => meet[1] - 1500 * n[1] * (1 - t)), runs: [[0, 39]] };
  const start: Start = { id: 'red', first: 18, t: 1.0, rest, dir: n, speed: 1200, hidden: false, lastRestT: 0.9833, departT: 1.0167 };
  const events: StrokeEvent[] = [
    { t: 1.0, kind: 'ball-ball', balls: ['white', 'red'] } as BallBallEvent,
    { t: t2, kind: 'ball-ball', balls: ['red', 'white'] } as BallBallEvent,
  ];
  const red: BallHistory = { id: 'red', t: [0.95, 0.9833, 1.0333, 1.1], x: [rest[0], rest[0], rest[0] + 10, rest[0] + 30], y: [rest[1], rest[1], RIGHT + (seen ?? gap), rest[1] + 20], runs: [[1, 3]] };
  return { events, hs: [white, red], starts: [start] };
}
const DOWN: [number, number] = [0.6, -0.8];

describe('a ball at rest by a rail, hit into it and back into its hitter', () => {
  it('met the rail it was sent into, between the two touches', () => {
    const { events, hs, starts } = scene(12, DOWN);
    expect(returnRails(events, hs, starts, T)).toEqual([{ t: 1.03, kind: 'cushion', ball: 'red', cushion: 'right', confidence: RETURN_RAIL_CONFIDENCE }]);
  });
  it('on a pyramid table too, away from the pockets (development Russian ×2 noise 30 fps #7[3])', () => {
    const P = PYRAMID_12FT_TABLE, { events, hs, starts } = scene(12, DOWN, 1.06, 2, P);
    expect(returnRails(events, hs, starts, P)).toEqual([{ t: 1.03, kind: 'cushion', ball: 'red', cushion: 'right', confidence: RETURN_RAIL_CONFIDENCE }]);
  });
  it('none when the rail is already reported, nor when the line of centres runs along the rail', () => {
    const { events, hs, starts } = scene(12, DOWN);
    const known: CushionEvent = { t: 1.02, kind: 'cushion', ball: 'red', cushion: 'right' };
    expect(returnRails([...events, known], hs, starts, T)).toEqual([]);
    const along = scene(12, [0.98, -0.2]);
    expect(returnRails(along.events, along.hs, along.starts, T)).toEqual([]);
  });
  it('none when something else may have brought the pair together again: the hitter\'s own rail, a third ball on the red, a long gap', () => {
    const { events, hs, starts } = scene(12, DOWN);
    expect(returnRails([...events, { t: 1.03, kind: 'cushion', ball: 'white', cushion: 'right' } as CushionEvent], hs, starts, T)).toEqual([]);
    expect(returnRails([...events, { t: 1.03, kind: 'ball-ball', balls: ['red', 'yellow'] } as BallBallEvent], hs, starts, T)).toEqual([]);
    const late = scene(12, DOWN, 1.5);
    expect(returnRails(late.events, late.hs, late.starts, T)).toEqual([]);
  });
  it('none when the red was never seen near that rail between the touches (one touch reported twice, #79[1] at twice the noise)', () => {
    const { events, hs, starts } = scene(100, DOWN, 1.06, null);
    expect(returnRails(events, hs, starts, T)).toEqual([]);
    const near = scene(100, DOWN, 1.06, 20);
    expect(returnRails(near.events, near.hs, near.starts, T)).toHaveLength(1);
  });
  it('none for a ball whose rail lies beyond the reach along the line of centres', () => {
    const { events, hs, starts } = scene(200, DOWN);
    expect(returnRails(events, hs, starts, T)).toEqual([]);
  });
});

/**
 * Recorded tracker output of development libre #35 stroke 2 at 30 fps (times
 * from 21.2 s; the truth: yellow struck 0.545, yellow+red 1.227, red's right
 * rail 1.292, red+yellow 1.362): the red lies 83 mm off the right rail's
 * contact line, the yellow sends it in; between the two touches the red is
 * seen once, 9.6 mm off the line, with no frame either side (two missed).
 * Both touches were reported and the rail missed.
 */
describe('development libre #35 stroke 2 at 30 fps (recorded): the red back off the right rail into the yellow', () => {
  const frames = recordedFrames([
  '0;1360.7,462.9;1193.6,-596.4 0.0333;1360.7,463.6;1193.2,-597.2 0.0667;1360.5,465.1;1194.6,-598.3 0.1;1360.4,463.1;1194.9,-597.8 0.1333;1360.4,461.7;1194.2,-597.3 ',
  '0.1667;;1194.4,-597.6 0.2;;1192.8,-596.9 0.2333;;1194.2,-596.3 0.2667;;1194.1,-597.3 0.3;;1194.5,-597.5 ',
  '0.3333;;1194.1,-597.6 0.3667;;1195.0,-597.6 0.4;;1195.1,-596.8 0.4333;;1195.0,-596.1 0.4667;;1195.3,-596.5 ',
  '0.5;;1193.3,-597.0 0.5333;;1194.8,-597.3 0.5667;;1194.9,-596.9 0.6;;1194.1,-596.8 0.6333;;1194.3,-597.0 ',
  '0.6667;1326.6,244.6;1194.4,-597.1 0.7;1318.7,191.3;1194.2,-596.5 0.7333;1309.4,144.7;1193.1,-596.0 0.7667;1304.0,93.4;1193.8,-598.0 0.8;1296.9,46.8;1195.2,-596.3 ',
  '0.8333;1286.2,2.8;1194.4,-597.2 0.8667;1281.7,-44.6;1195.1,-596.1 0.9;1271.5,-90.7;1194.1,-595.9 0.9333;1263.6,-137.0;1194.1,-597.6 0.9667;1257.1,-183.7;1195.1,-596.5 ',
  '1;1253.3,-231.4;1193.5,-597.5 1.0333;1244.1,-276.4;1194.0,-596.6 1.0667;1238.5,-321.6;1194.2,-597.5 1.1;1229.3,-366.0;1195.1,-597.3 1.1333;1221.4,-408.8;1195.0,-597.3 ',
  '1.1667;1217.1,-455.8;1194.6,-596.9 1.2;1206.7,-504.0;1194.3,-597.3 1.2333;1199.6,-535.0;1194.6,-604.6 1.2667;1199.4,-539.2; 1.3;1195.1,-541.6;1185.8,-670.3 ',
  '1.3333;1189.4,-548.7; 1.3667;1190.8,-548.7;1179.4,-618.8 1.4;1188.7,-528.2;1171.3,-625.0 1.4333;1190.1,-503.6;1168.4,-630.2 1.4667;1188.7,-483.4;1167.1,-633.9 ',
  '1.5;1187.5,-467.4;1160.2,-636.0 1.5333;1183.8,-452.4;1157.4,-638.4 1.5667;1184.1,-437.9;1154.8,-639.1 1.6;1183.0,-423.9;1150.3,-639.8 1.6333;1182.3,-411.9;1144.9,-641.2 ',
  '1.6667;1178.7,-400.1;1141.9,-643.9 1.7;1179.1,-385.8;1139.0,-644.0 1.7333;1178.0,-372.4;1133.5,-645.0 1.7667;1175.2,-361.7;1132.8,-645.5 1.8;1175.0,-347.6;1128.6,-647.2 ',
  ], ['yellow', 'red']);
  it('the red\'s right rail between the two touches', () => {
    const es = extractStroke(frames, { table: T, discipline: 'libre' }).events;
    expect(es.filter((e) => e.kind === 'ball-ball').length).toBe(2);
    const hits = es.filter((e) => e.kind === 'cushion' && e.ball === 'red' && e.t < 1.6);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ cushion: 'right', confidence: RETURN_RAIL_CONFIDENCE });
    expect(Math.abs(hits[0]!.t - 1.292)).toBeLessThan(1 / 30);
  });
});
