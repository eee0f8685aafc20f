/**
 * A relay inside one frame (relayFindings, src/events/relay-findings.ts): A
 * hits C and C hits B a few ms later, before the next frame. B's hitter is
 * C; A, whose path never came near B, is not (development five-pins #103
 * stroke 3 at 30 fps: yellow → white at 33.531 s, white → red at 33.543,
 * reported yellow → red at 0.8 with the yellow 141 mm from the red).
 */
import { describe, expect, it } from 'vitest';
import type { BallBallEvent } from '../src/contracts/events.js';
import { extractStroke } from '../src/events/extract.js';
import { histories } from '../src/events/history.js';
import { relayFindings } from '../src/events/relay-findings.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { framesOf, legsPath as path, recordedFrames, isPair } from './events-helpers.js';

const R = CAROM_MATCH_TABLE.ballRadius;

// Tracked rows of development five-pins #103 stroke 3 at 30 fps ('t;white;yellow;red'), 32.2-34.2 s.
const ROWS_103_3 = [
    '32.200;627.4,27.7;-1330.4,577.6;709.2,0.0 32.233;627.4,27.9;-1328.5,578.2;709.6,-0.1 ',
    '32.267;628.3,27.4;-1330.0,577.7;709.5,-0.2 32.300;628.0,27.3;-1329.5,579.0;710.8,-0.6 ',
    '32.333;627.8,27.4;-1330.0,578.7;710.3,0.4 32.367;627.7,27.5;-1329.1,578.4;709.5,-0.5 ',
    '32.400;627.8,27.0;-1330.0,579.3;710.1,0.2 32.433;627.5,27.3;-1330.0,578.2;710.3,-0.1 ',
    '32.467;627.6,27.7;-1331.5,578.0;710.5,0.8 32.500;628.2,28.4;;709.3,0.2 32.533;627.2,28.7;;710.0,-0.7 ',
    '32.567;628.2,27.9;;709.9,0.1 32.600;626.9,27.6;;710.0,-1.2 32.633;627.5,27.7;;710.8,-0.3 32.667;627.7,28.5;;710.2,1.0 ',
    '32.700;626.5,27.9;;709.5,-0.3 32.733;628.6,28.3;;709.3,0.2 32.767;627.4,26.3;;709.7,-1.3 32.800;627.6,27.3;;709.9,0.2 ',
    '32.833;627.9,29.1;;710.1,-0.6 32.867;628.7,28.2;;709.8,-0.4 32.900;627.4,29.0;;708.4,0.5 32.933;627.4,29.2;;709.6,0.2 ',
    '32.967;628.4,28.7;-1063.3,510.1;710.1,-0.4 33.000;627.0,27.3;-968.0,482.5;709.8,-0.3 ',
    '33.033;627.7,28.2;-870.3,455.8;710.4,0.3 33.067;;;711.1,-0.2 33.100;627.3,28.3;-670.9,403.2;709.3,0.8 ',
    '33.133;627.8,27.9;-574.7,378.9;709.5,0.6 33.167;627.3,27.5;-475.7,349.0;709.8,0.6 ',
    '33.200;628.5,27.6;-376.3,326.9;709.6,0.1 33.233;628.3,28.4;-281.3,298.9;709.7,-0.2 ',
    '33.267;628.4,27.8;-183.4,282.5;710.6,0.2 33.300;627.4,27.4;-86.7,244.3;709.5,-0.8 33.333;627.5,28.7;12.8,223.8;711.5,-0.2 ',
    '33.367;627.9,27.2;105.6,198.3;711.1,0.4 33.400;627.6,28.4;207.2,168.2;709.2,-0.5 33.433;628.5,27.3;308.5,147.5;710.1,0.0 ',
    '33.467;626.6,27.3;402.3,120.0;709.6,1.1 33.500;628.4,27.7;499.5,92.2;710.7,-0.4 33.533;636.0,22.0;589.9,75.0;709.9,0.2 ',
    '33.567;645.8,-32.6;625.9,106.8;759.2,-5.4 33.600;642.4,-74.1;666.8,139.4;817.7,-14.6 ',
    '33.633;637.1,-119.1;706.4,166.8;878.6,-26.3 33.667;632.7,-165.1;747.0,196.0;933.4,-30.4 ',
    '33.700;632.9,-203.2;797.1,222.2;989.6,-41.6 33.733;630.6,-242.1;842.1,249.3;1041.0,-49.2 ',
    '33.767;627.1,-275.6;885.7,270.8;1091.1,-54.8 33.800;624.3,-313.0;931.3,291.9;1138.8,-61.5 ',
    '33.833;618.2,-346.8;983.8,313.4;1185.2,-67.3 33.867;616.2,-384.2;;1233.6,-74.7 ',
    '33.900;613.3,-417.7;1086.6,347.6;1274.9,-83.6 33.933;607.3,-454.5;1139.6,365.4;1323.9,-89.2 ',
    '33.967;607.1,-484.5;;1364.0,-94.3 34.000;606.8,-522.5;1250.6,401.2;1371.0,-101.6 34.033;603.5,-557.3;;1332.9,-106.6 ',
    '34.067;598.1,-590.8;1354.2,437.5;1304.8,-110.6 34.100;595.3,-625.3;1374.3,448.9;1269.9,-115.0 ',
    '34.133;594.2,-660.1;1331.7,452.7;1241.0,-117.1 34.167;590.0,-670.9;1289.3,461.4;1211.5,-124.5 ',
    '34.200;589.2,-642.3;1254.4,465.9;1186.4,-128.6',
];

describe('a relay inside one frame', () => {
  it('gives the red to the white the yellow had just hit, not to the yellow (development five-pins #103 stroke 3, 30 fps)', () => {
    const s = extractStroke(recordedFrames(ROWS_103_3), { table: CAROM_MATCH_TABLE, discipline: 'five-pins' });
    const bb = s.events.filter((e): e is BallBallEvent => e.kind === 'ball-ball');
    expect(bb.some((e) => isPair(e, 'white', 'red') && Math.abs(e.t - 33.543) < 0.05)).toBe(true);
    expect(bb.some((e) => isPair(e, 'yellow', 'red'))).toBe(false);
    expect(bb.some((e) => isPair(e, 'yellow', 'white') && Math.abs(e.t - 33.531) < 0.05)).toBe(true);
  });

  // A runs along y = 0 at 3 m/s and touches C (lying 55 mm above its line) at x = -27.5; C is sent down across A's line at 3.4 m/s.
  const tc = 1, fps = 30;
  const a = path([-27.5 - 3000 * (tc - 0.3), 0], [[0.3, 3000, 0]]);
  const c = path([0, 55], [[tc, 1500, -3000]]);
  const finding = (t: number, x: string, y: string, confidence = 0.95) => ({ event: { t, kind: 'ball-ball' as const, balls: [x, y] as [any, any], confidence } });
  const found = (b: [number, number]) => {
    const hs = [...histories(framesOf({ w1: a, w2: c, w3: path(b, [[tc + 0.012, 1400, -1950]]) }, 2, fps)).values()];
    return relayFindings([finding(tc, 'w1', 'w2'), finding(tc + 0.012, 'w1', 'w3', 0.8)], hs, R)[1]!.event.balls;
  };

  it('keeps a hitter whose path touched the ball too (a thin carom inside one frame)', () => {
    // B 50 mm below A's line: A touches it at x = 9.2, 12 ms after C.
    expect(found([45, -50])).toEqual(['w1', 'w3']);
  });

  it('re-names a hitter that passed 100 mm from the ball to the one it had just hit', () => {
    expect(found([60, -100])).toEqual(['w2', 'w3']);
  });
});
