/**
 * Cushion bars raised with the noise of a ball's moving points (issue 6,
 * session 23; cushion-noise.ts `ballNoiseScale`, moving-noise.ts): at twice
 * the renders' noise the rest noise raised the bars ×1.3 while the moving
 * points the turns are read from were twice as noisy. Synthesised strokes, 60 fps,
 * the simulated detector's noise (σ 0.6 mm at rest, 1.2 moving) times k.
 */
import { describe, expect, it } from 'vitest';
import { histories } from '../src/events/history.js';
import { movingNoise } from '../src/events/moving-noise.js';
import { ballBars, noiseScale } from '../src/events/cushion-noise.js';
import { ballNoise } from '../src/events/ball-noise.js';
import { gaussian, leftHits } from './events-cushion-helpers.js';
import { framesOf } from './events-helpers.js';

const SEEDS = 40;

const count = (k: number, salt: number, normal: (t: number) => number): number => {
  let n = 0;
  for (let seed = 1; seed <= SEEDS; seed++) n += leftHits(k, seed * 7919 + salt, normal).length;
  return n;
};

describe('the moving noise', () => {
  // A ball rolling 2 s at 300 mm/s slowing to rest, σ 1.2k on its moving points and 0.6k at rest.
  const ball = (k: number, seed: number) => {
    const g = gaussian(seed);
    const path = (t: number): [number, number] => {
      const tt = Math.max(0, Math.min(2, t - 1)), sigma = (t > 1 && t < 3 ? 1.2 : 0.6) * k;
      return [-600 + 300 * tt - 75 * tt * tt + sigma * g(), 100 + 100 * tt - 25 * tt * tt + sigma * g()];
    };
    return histories(framesOf({ red: path }, 4, 60)).get('red')!;
  };
  const FIXED = { twoPointTravel: 5, rehitRise: 6, rehitDip: 6, sideLineTol: 10 };
  it('reads the moving points noise within 15 %', () => {
    for (const k of [1, 2]) {
      expect(movingNoise(ball(k, 17 * k))).toBeGreaterThan(1.2 * k * 0.85);
      expect(movingNoise(ball(k, 17 * k))).toBeLessThan(1.2 * k * 1.15);
    }
  });
  // Before: the rest noise alone raised the bars ×1.0-1.4 at twice the renders' noise (the moving noise doubled).
  it('raises the bars with it at twice the renders noise', () => {
    for (const seed of [34, 35, 36]) expect(ballBars(ball(2, seed), FIXED).twoPointTravel).toBeGreaterThan(1.7 * FIXED.twoPointTravel);
  });
  it('but keeps the side line tolerance on the rest noise, so a corner\'s second rail still ends a side', () => {
    for (const seed of [34, 35, 36]) {
      const h = ball(2, seed), bars = ballBars(h, FIXED);
      expect(bars.sideLineTol).toBeCloseTo(FIXED.sideLineTol * noiseScale(ballNoise(h)), 9);
      expect(bars.sideLineTol / FIXED.sideLineTol).toBeLessThan(bars.twoPointTravel / FIXED.twoPointTravel);
    }
  });
  it('and hardly at the renders noise', () => {
    for (const seed of [17, 18, 19]) expect(ballBars(ball(1, seed), FIXED).twoPointTravel).toBeLessThan(1.15 * FIXED.twoPointTravel);
  });
});

describe('a noisier camera: a slow ball rolling along a rail a few mm off it', () => {
  // Rolling at 300 mm/s slowing to rest in 2 s, its centre 8 mm short of the contact line, never touching: 40 seeds at twice
  // the renders' noise made 46 hits before, 38 now (the bars; most false hits of the evaluation were noise spikes of a slow
  // ball's points, which this white noise makes fewer of).
  it('makes fewer hits at twice the renders noise', () => {
    expect(count(2, 3, () => 8)).toBeLessThanOrEqual(42);
  });
  it('and no more at the renders noise (1 in 40 seeds, as before)', () => {
    expect(count(1, 3, () => 8)).toBeLessThanOrEqual(1);
  });
});
