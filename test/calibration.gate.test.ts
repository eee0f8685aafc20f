/**
 * Gate on automatic calibration, inside `npm test`: a small fixed subset of
 * held-out rendered frames (seeds 9001-9006, 1280×720 to keep it under a
 * minute on 2 cores) must calibrate, with generous bounds against the
 * committed baseline of the full evaluation (calibration/eval-baseline.json,
 * made by `EVAL=1 WRITE=1 npx vitest run test/calibration.eval.test.ts`),
 * and two frames of the evaluation that used to fail must keep passing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../src/calibration/evaluate.js';

const baseline = JSON.parse(readFileSync('calibration/eval-baseline.json', 'utf8')) as { cloth: { medianMm: number; worstMm: number } };

describe('calibration gate', () => {
  it('calibrates the gate frames within bounds', () => {
    const fig = evaluate([9001, 9002, 9003, 9004, 9005, 9006], { size: [1280, 720] });
    // All six pass today (three failed before the strict cloth reading and the widened first
    // round); one failure is tolerated, as the full evaluation's rate is 98-100 %, not 100 %.
    expect(fig.successes, JSON.stringify(fig.failures)).toBeGreaterThanOrEqual(5);
    // Generous: 720p is the coarsest case, and six frames are a small sample.
    expect(fig.cloth.medianMm).toBeLessThan(Math.max(1, 3 * baseline.cloth.medianMm));
    expect(fig.cloth.worstMm).toBeLessThan(3);
    expect(fig.balls.worstMm).toBeLessThan(3);
  }, 120_000);

  it('calibrates formerly failing frames: a score bar over a corner, grey surroundings around grey cloth', () => {
    // Seed 5094 (1600×900, score bar and a player over the cushions, dark face unbridged: the
    // outline is the cushion foot) and 5026 (1280×720, grey floor around grey-beige cloth leaking
    // into the default cloth region), at their own sizes; both failed before.
    const fig = evaluate([5026, 5094]);
    expect(fig.successes, JSON.stringify(fig.failures)).toBe(2);
    expect(fig.cloth.worstMm).toBeLessThan(3);
  }, 120_000);
});
