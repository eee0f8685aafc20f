/**
 * The bounce off the first wall of a mouth into the other, both unseen
 * (src/events/mouths.ts, `rattleOn`): development Russian #8 stroke 2 at
 * 30 fps, the struck white's history points recorded. It runs at 3.4 m/s
 * into the top-left corner pocket, is last seen 90 mm short of the mouth,
 * touches the left jaw point (true 21.687) and, 5 ms later, the top jaw
 * (true 21.692), and drops at 21.698. Its way in meets the left jaw point
 * at a glancing 0.44 of its speed; that way mirrored in the point's normal
 * meets the top jaw before the fall line. A steep hit on the first wall
 * (its friction and the ball's spin bend the bounce) reads nothing more.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE as T } from '../src/geometry/tables.js';
import { cushionContacts } from '../src/events/cushions.js';
import { histories } from '../src/events/history.js';
import { recordedFrames } from './events-helpers.js';

/** t;x,y of the one ball. */
const POTTED = [
  '21.200000;1389.849,277.120 21.233333;1389.100,277.601 21.266667;1389.305,277.868 21.300000;1388.625,277.803 ',
  '21.333333;1388.222,277.468 21.366667;1389.201,276.181 21.400000;1388.451,276.916 21.433333;1389.124,278.270 ',
  '21.466667;1388.720,278.787 21.500000;1405.369,309.573 21.533333;1472.043,414.502 21.566667;1534.492,511.471 ',
  '21.600000;1590.676,607.841 21.633333;1651.261,714.141 21.666667;1709.292,809.752',
];

/** Development Russian #6 stroke 4 at 30 fps: a white hit at 3.8 m/s into the bottom-left pocket meets the left jaw point steeply (0.68 of its speed along the normal) and drops clean 6 ms later (true left 44.260, no bottom touch). */
const STEEP = [
  '43.766667;-1350.668,435.018 43.800000;-1352.964,435.488 43.833333;-1352.474,435.009 43.866667;-1352.513,434.948 ',
  '43.900000;-1352.057,434.880 43.933333;-1352.103,435.323 43.966667;-1352.065,435.086 44.000000;-1351.665,435.306 ',
  '44.033333;-1352.800,435.731 44.066667;-1351.199,435.940 44.100000;-1351.226,435.204 44.133333;-1437.582,531.997 ',
  '44.166667;-1527.204,618.975 44.200000;-1606.906,709.156 44.233333;-1681.434,801.659',
];

describe('a glancing touch of one jaw sends the ball into the other', () => {
  it('reads the left jaw point and then the top jaw, under the referee line', () => {
    const h = histories(recordedFrames(POTTED, ['w6'])).get('w6')!;
    const hits = cushionContacts(h, T);
    const left = hits.filter((e) => e.cushion === 'left'), top = hits.filter((e) => e.cushion === 'top');
    expect(left).toHaveLength(1);
    expect(Math.abs(left[0]!.t - 21.687)).toBeLessThan(0.01);
    expect(top).toHaveLength(1);
    expect(Math.abs(top[0]!.t - 21.692)).toBeLessThan(0.01);
    expect(top[0]!.t).toBeGreaterThan(left[0]!.t);
    expect(top[0]!.confidence).toBeGreaterThanOrEqual(0.5);
    expect(top[0]!.confidence).toBeLessThan(0.9);
  });
  it('reads no second wall off a steep hit (its bounce bent by friction and spin)', () => {
    const h = histories(recordedFrames(STEEP, ['w4'])).get('w4')!;
    const hits = cushionContacts(h, T);
    const left = hits.filter((e) => e.cushion === 'left');
    expect(left).toHaveLength(1);
    expect(Math.abs(left[0]!.t - 44.26)).toBeLessThan(0.01);
    expect(hits.filter((e) => e.cushion === 'bottom')).toHaveLength(0);
  });
});
