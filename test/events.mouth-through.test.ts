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
