/**
 * A ball seen once more in a Russian pocket mouth and then gone down it:
 * after a jaw's turn (src/events/mouths.ts, `lastWayOut`) the way from the
 * wall through that point meets the other jaw before the fall line; struck
 * from rest near the mouth (src/events/mouth-struck.ts) the way from its
 * rest place through its one moving point does. Points recorded from
 * development Russian at 30 fps; both readings under the referee line.
 */
import { describe, expect, it } from 'vitest';
import { w1Hits } from './events-helpers.js';
import type { CushionEvent } from '../src/contracts/events.js';

/** #33 stroke 5: into the top-right pocket at ~680 mm/s, turned by the top jaw point (true 60.8895), seen once in the middle of the mouth, the right jaw (true 60.9115), dropped 60.9155. */
const TURNED = [
  '60.533333;1521.785,-781.869 60.566667;1541.524,-784.961 60.600000;1559.576,-792.426 60.633333;1582.769,-802.699 ',
  '60.666667;1606.155,-809.492 60.700000;1625.986,-813.598 60.733333;1650.368,-820.426 60.766667;1671.346,-829.572 ',
  '60.800000;1692.914,-836.147 60.833333;1711.756,-840.842 60.866667;1734.310,-849.554 60.900000;1749.511,-862.189',
];

/** #26 stroke 7: into the middle-right pocket at 2.4 m/s on a curving way, dropped clean (true 68.5686, no touch); its last point reads as a turn off the right jaw point. */
const CLEAN = [
  '68.166667;475.428,55.852 68.200000;390.011,-33.083 68.233333;294.471,-109.476 68.266667;195.711,-181.414 ',
  '68.300000;103.929,-267.165 68.333333;83.099,-344.854 68.366667;74.790,-422.251 68.400000;66.381,-503.876 ',
  '68.433333;59.143,-584.070 68.466667;44.455,-661.072 68.500000;33.894,-737.071 68.533333;16.443,-814.050 68.566667;-9.158,-898.374',
];

/** #12 stroke 3: at rest 95 mm from the middle-left pocket, kissed at 44.4816, seen once moving, its left jaw (true 44.5089), dropped 44.514. */
const STRUCK = [
  '44.133333;29.608,792.936 44.166667;28.627,792.732 44.200000;29.069,793.007 44.233333;28.565,792.831 ',
  '44.266667;29.164,792.967 44.300000;29.969,793.375 44.333333;28.256,792.466 44.366667;28.612,793.625 ',
  '44.400000;28.883,792.322 44.433333;28.776,792.229 44.466667;29.120,792.961 44.500000;0.185,862.999',
];

/** Hand-made: the same rest place, struck at the mouth's centre (its way crosses the jaw points' line 8.8 mm inside either jaw's reach). */
const STRUCK_CLEAN = [...STRUCK.slice(0, 2), '44.400000;28.883,792.322 44.433333;28.776,792.229 44.466667;29.120,792.961 44.500000;7.500,862.999'];


/** The same stroke at 60 fps: kissed 1.7 ms before 44.4833, seen there 16 mm off its rest place (blurred) and once more, the left jaw (true 44.5089), dropped 44.514. */
const STRUCK_TWICE = [
  '44.200000;29.080,793.369 44.216667;30.453,792.148 44.233333;30.085,792.390 44.250000;29.126,792.429 44.266667;29.739,792.638 ',
  '44.283333;30.210,792.951 44.300000;29.698,793.478 44.316667;29.507,792.861 44.333333;28.492,792.181 44.350000;28.486,793.299 ',
  '44.366667;28.904,791.943 44.383333;29.228,792.327 44.400000;29.079,792.726 44.416667;29.173,792.292 44.433333;29.475,792.304 ',
  '44.466667;28.239,792.962 44.483333;23.044,807.623 44.500000;0.556,859.986',
];

/** Hand-made: the same rest place, its two moving points on a way through the mouth's centre (clear of both jaws). */
const STRUCK_TWICE_CLEAN = [...STRUCK_TWICE.slice(0, 3), '44.466667;28.239,792.962 44.483333;24.200,808.000 44.500000;7.500,860.000'];

describe('a ball turned in a mouth, seen once more and gone', () => {
  it('reads the other jaw its way out meets before the fall line, under the referee line', () => {
    const hits = w1Hits(TURNED);
    const top = hits.filter((e) => e.cushion === 'top'), right = hits.filter((e) => e.cushion === 'right');
    expect(top).toHaveLength(1);
    expect(right).toHaveLength(1);
    expect(Math.abs(right[0]!.t - 60.9115)).toBeLessThan(0.01);
    expect(right[0]!.t).toBeGreaterThan(top[0]!.t);
    expect(right[0]!.confidence).toBeGreaterThanOrEqual(0.5);
    expect(right[0]!.confidence).toBeLessThan(0.9);
  });
  it('reads no second wall when the way out drops first', () => {
    expect(w1Hits(CLEAN).filter((e) => e.cushion === 'right')).toHaveLength(1);
  });
});

/** The one true touch of #12[3] (left jaw at 44.5089), found within tol seconds and under the referee line (0.5-0.9). */
function expectLeftJawDoubt(hits: readonly CushionEvent[], tol: number): void {
  expect(hits).toHaveLength(1);
  expect(hits[0]!.cushion).toBe('left');
  expect(Math.abs(hits[0]!.t - 44.5089)).toBeLessThan(tol);
  expect(hits[0]!.confidence).toBeGreaterThanOrEqual(0.5);
  expect(hits[0]!.confidence).toBeLessThan(0.9);
}

describe('a ball struck from rest near a mouth, seen once moving and gone', () => {
  it('reads the jaw its way from the rest place meets before the fall line, under the referee line', () => {
    expectLeftJawDoubt(w1Hits(STRUCK), 0.01);
  });
  it('reads nothing when that way passes between the jaws', () => {
    expect(w1Hits(STRUCK_CLEAN)).toHaveLength(0);
  });
});

describe('a ball struck from rest near a mouth, seen twice moving and gone', () => {
  it('reads the jaw its way from the rest place through the last point meets, timed by the two points\' speed, under the referee line', () => {
    expectLeftJawDoubt(w1Hits(STRUCK_TWICE), 0.005);
  });
  it('reads nothing when that way passes between the jaws', () => {
    expect(w1Hits(STRUCK_TWICE_CLEAN)).toHaveLength(0);
  });
});
