/**
 * A jaw touch read from the one point seen after a turn in a corner mouth needs that point pushed off the way in by more than
 * its noise (src/events/mouth-drop.ts `PUSH_SEEN_MM`); else the ball is read as gone after the way in, no turn seen (the way
 * as drawn must meet the wall before the fall line). Development Russian at 30 fps, recorded tracker rows of the potted ball
 * (t;x,y, read here as w1).
 */
import { describe, expect, it } from 'vitest';
import { sure, w1Hits } from './events-helpers.js';

/**
 * #3 stroke 1 (w3): in at 2.8 m/s into the top-left corner, dropped clean at 14.5785 (no touch in the truth). Its way in passes
 * 1.25 mm wide of the top jaw point's reach; the last point (14.5667) lies on the way within its noise, 5.8 ms after the
 * slack cast's meet: read as a top touch at 14.5609 (0.75) before.
 */
const CLEAN = [
  '14.100000;1524.782,418.250 14.133333;1525.773,418.814 14.166667;1527.035,418.873 14.200000;1526.406,418.232 ',
  '14.233333;1525.764,418.696 14.266667;1526.368,418.791 14.300000;1526.223,419.105 14.333333;1526.247,417.590 ',
  '14.366667;1525.394,418.296 14.400000;1528.816,429.422 14.433333;1578.584,518.128 14.466667;1623.348,604.357 ',
  '14.500000;1665.245,691.460 14.533333;1703.716,768.883 14.566667;1744.664,846.749',
];

/**
 * #7 stroke 4 (w7): in at 2.0 m/s into the top-right corner, the right jaw touched at 44.3763 (9.6 ms after the last point,
 * 44.3667), dropped 44.3845. Its way in, as drawn, meets the right jaw point's reach before the fall line (2.5 mm inside).
 */
const GRAZED = [
  '43.966667;1497.198,-374.504 44.000000;1496.637,-374.273 44.033333;1495.495,-373.027 44.066667;1496.410,-374.497 ',
  '44.100000;1500.764,-386.275 44.133333;1530.237,-448.023 44.166667;1567.206,-512.509 44.200000;1597.848,-571.484 ',
  '44.233333;1628.562,-633.386 44.266667;1660.142,-692.011 44.300000;1685.613,-745.975 44.333333;1712.010,-798.107 ',
  '44.366667;1738.900,-854.069',
];

describe('a jaw touch read from one point after a turn needs that point pushed above its noise', () => {
  it('is left out where the point lies on the way in and the way as drawn drops clean (#3[1] at 30 fps)', () => {
    expect(sure(w1Hits(CLEAN).filter((e) => e.t > 14.5))).toEqual([]);
  });
  it('stands where the way as drawn meets the jaw point before the fall line (#7[4] at 30 fps)', () => {
    const right = sure(w1Hits(GRAZED).filter((e) => e.t > 44.3 && e.cushion === 'right'));
    expect(right).toHaveLength(1);
    expect(Math.abs(right[0]!.t - 44.3763)).toBeLessThan(3 / 30);
  });
});
