/**
 * Gate on automatic calibration, inside `npm test`: a small fixed subset of
 * held-out rendered frames (seeds 9001-9006, 1280×720 to keep it under a
 * minute on 2 cores) must mostly calibrate, with generous bounds against the
 * committed baseline of the full evaluation (calibration/eval-baseline.json,
 * made by `EVAL=1 WRITE=1 npx vitest run test/calibration.eval.test.ts`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../src/calibration/evaluate.js';

const baseline = JSON.parse(readFileSync('calibration/eval-baseline.json', 'utf8')) as { cloth: { medianMm: number; worstMm: number } };

describe('calibration gate', () => {
  it('calibrates the gate frames within bounds', () => {
    const fig = evaluate([9001, 9002, 9003, 9004, 9005, 9006], { size: [1280, 720] });
    // Known weakness (docs/calibration.md): with the current renderer 3 of these 6 fail at 720p
    // (edges lost after the wide rounds); the full evaluation's rate is 96 %. Raise this as it is fixed.
    expect(fig.successes, JSON.stringify(fig.failures)).toBeGreaterThanOrEqual(3);
    // Generous: 720p is the coarsest case, and four frames are a small sample.
    expect(fig.cloth.medianMm).toBeLessThan(Math.max(1, 3 * baseline.cloth.medianMm));
    expect(fig.cloth.worstMm).toBeLessThan(3);
    expect(fig.balls.worstMm).toBeLessThan(3);
  }, 120_000);
});
