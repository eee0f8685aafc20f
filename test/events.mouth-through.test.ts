/**
 * A ball along a Russian rail into a middle pocket whose piece in was cut by
 * one noisy point short of the far jaw point, with too few points after it
 * for a piece on: the piece is carried on over the points one straight line
 * still takes (src/events/mouth-pieces.ts, `pieceThrough`), and its cast
 * meets the jaw point the way out shows. Points recorded from development
 * Russian at 60 fps.
 */
import { describe, expect, it } from 'vitest';
import { w1Hits } from './events-helpers.js';
import type { BallHistory } from '../src/events/history.js';
import { type Span, fitOf, pieceThrough } from '../src/events/mouth-pieces.js';

/**
 * #29 stroke 2: w6 hit by w4 at 22.413, along the right rail at 1.7 m/s into the middle-right pocket, off the far (right) jaw point at
 * 22.7993 and back onto the table; the point at 22.75 lies 7.5 mm off the piece's extrapolated line (6.5 across).
 */
const ALONG_RAIL = [
  '22.433333;664.672,-808.966 22.450000;622.992,-818.280 22.466667;589.325,-819.677 22.483333;549.578,-819.014 ',
  '22.500000;515.486,-819.748 22.516667;480.937,-825.901 22.533333;448.864,-828.391 22.550000;416.559,-828.606 ',
  '22.566667;381.559,-829.613 22.583333;346.790,-833.145 22.600000;313.787,-835.680 22.616667;284.390,-837.887 ',
  '22.633333;253.653,-839.476 22.650000;222.474,-838.984 22.666667;193.378,-841.426 22.683333;164.443,-845.942 ',
  '22.733333;81.129,-847.610 22.750000;51.878,-856.457 22.766667;26.301,-853.039 22.783333;-6.069,-857.045 ',
  '22.800000;-31.583,-857.789 22.816667;-43.840,-839.566 22.833333;-54.839,-821.206 22.850000;-71.211,-805.200 ',
  '22.883333;-101.418,-774.969 22.916667;-135.377,-744.802 22.933333;-145.553,-729.231 22.950000;-162.471,-717.201',
];

/**
 * ×2 noise #9 stroke 2: w4 at 0.5 m/s off the right rail beside the middle-right pocket (true 26.2385, read by the rail analysis), then creeping
 * along the nose towards the far jaw point with no touch; the way out of the rail hit is two points (26.2333, 26.25).
 */
const SLOW_BY_NOSE = [
  '25.950000;-181.475,-754.504 25.966667;-178.229,-765.299 25.983333;-170.384,-771.219 ',
  '26.000000;-164.767,-775.356 26.016667;-155.075,-780.113 26.033333;-148.946,-787.838 ',
  '26.050000;-141.848,-794.502 26.066667;-139.976,-797.337 26.083333;-132.832,-801.964 ',
  '26.116667;-117.977,-816.258 26.133333;-115.213,-820.583 26.150000;-106.148,-826.750 ',
  '26.166667;-96.698,-835.224 26.183333;-94.187,-837.818 26.200000;-87.560,-841.423 26.216667;-82.334,-854.117 ',
  '26.233333;-78.701,-848.096 26.250000;-69.058,-849.735 26.266667;-68.753,-850.287 26.283333;-57.699,-853.259 ',
  '26.300000;-53.619,-844.016 26.316667;-49.818,-837.593 26.333333;-44.203,-840.351 26.350000;-40.552,-836.014 ',
  '26.366667;-41.332,-831.561 26.383333;-37.148,-833.044 26.400000;-26.841,-831.315 26.416667;-26.089,-828.206 ',
  '26.433333;-20.073,-827.576 26.450000;-11.029,-827.571',
];

/** A ball's history of straight points at 1.5 m/s along −x, 60 fps, from (0, 0); `bend`: from point 8 on, the way turned by this angle (rad, a kiss). */
function history(bend: number, noisyAt = -1): BallHistory {
  const t: number[] = [], x: number[] = [], y: number[] = [];
  let px = 0, py = 0;
  for (let i = 0; i < 14; i++) {
    const a = i > 8 ? bend : 0;
    if (i > 0) { px -= 25 * Math.cos(a); py += 25 * Math.sin(a); }
    t.push(i / 60); x.push(px); y.push(py + (i === noisyAt ? 6 : 0));
  }
  return { id: 'w1', t, x, y, runs: [[0, 13]] };
}
const piece = (h: BallHistory): Span => ({ fit: fitOf(h, 0, 7), first: 0, last: 7 });

describe('a ball\'s piece into a middle pocket cut by one noisy point short of the jaw point', () => {
  it('reads the far jaw point touch the way out shows (#29[2] at 60 fps)', () => {
    const rights = w1Hits(ALONG_RAIL).filter((e) => e.cushion === 'right' && e.t > 22.7 && e.t < 22.9);
    expect(rights).toHaveLength(1);
    expect(Math.abs(rights[0]!.t - 22.7993)).toBeLessThan(0.01);
  });
  it('does not carry a two-point way out of a rail hit over a slow ball\'s creep along the nose (×2 noise #9[2])', () => {
    expect(w1Hits(SLOW_BY_NOSE).filter((e) => e.cushion === 'right' && e.t > 26.1)).toHaveLength(1);
  });
  it('takes nothing after a piece of two points', () => {
    const h = history(0);
    expect(pieceThrough(h, { fit: fitOf(h, 6, 7), first: 6, last: 7 }, 8)).toBeNull();
  });
  it('carries a straight piece over a noisy point to its last point on the line', () => {
    const h = history(0, 8);
    expect(pieceThrough(h, piece(h), 8)?.last).toBe(13);
  });
  it('stops where a turn (a kiss of 0.2 rad) takes the points off its line', () => {
    const h = history(0.2);
    // The first point after the kiss lies 5 mm across the way, inside the noise: taken; the next, 10 mm: the turn.
    expect(pieceThrough(h, piece(h), 8)?.last).toBe(9);
  });
  it('takes nothing where the point after the piece lies off its line', () => {
    const h = history(0.4);
    expect(pieceThrough(h, piece(h), 9)).toBeNull();
  });
});
