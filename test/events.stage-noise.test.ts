/**
 * The events stage under a camera noisier than the renders (stage-noise.ts):
 * at twice the simulated detector's noise a fixed 5 mm "moving" bar is
 * passed by resting balls often enough that a stroke hardly closes and noise
 * opens false ones. The bar now follows each ball's measured rest noise; at
 * the renders' noise it is the fixed bar, unchanged.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../src/sim/physics/prng.js';
import { DEFAULT_DETECTOR } from '../src/track/simulated-detections.js';
import { twoStrokes as twoStrokesWith } from './events-stage-helpers.js';
import { RestNoiseMeter, stillBarMm } from '../src/events/stage-noise.js';
import { noiseFromSecondDiffs } from '../src/events/fit.js';
import type { BallId } from '../src/contracts/ids.js';

const twice = { restNoiseMm: DEFAULT_DETECTOR.restNoiseMm * 2, movingNoiseMm: DEFAULT_DETECTOR.movingNoiseMm * 2, noisePerSpeedS: DEFAULT_DETECTOR.noisePerSpeedS * 2 };

const twoStrokes = (fps: number, seed: number) => twoStrokesWith(fps, seed, twice);

describe('events stage under twice the renders\' noise (stage-noise.ts)', () => {
  it('each stroke closes soon after its balls stop, and nothing opens between them', () => {
    for (const fps of [60, 30]) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const { out, end1, start2 } = twoStrokes(fps, seed);
        expect(out.map((s) => s.struck), `${fps} fps seed ${seed}`).toEqual(['white', 'yellow']);
        // restHoldS 0.6 after the window (0.2 s) saw the last motion, plus a little for the tail of the roll.
        expect(out[0]!.at, `${fps} fps seed ${seed}: first stroke handed out late`).toBeLessThan(Math.min(end1 + 1.2, start2));
      }
    }
  });

  it('the meter reads a still ball\'s noise, and the bar is the fixed 5 mm at the renders\' noise', () => {
    const rnd = mulberry32(3);
    const gauss = (): number => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
    const m = new RestNoiseMeter(), id = 'white' as BallId;
    expect(m.sigma(id)).toBe(0);
    for (let k = 0; k < 300; k++) m.seen(id, 100 + 1.2 * gauss(), 200 + 1.2 * gauss(), true);
    expect(m.sigma(id)).toBeGreaterThan(1.0);
    expect(m.sigma(id)).toBeLessThan(1.4);
    expect(stillBarMm(5, 0.6)).toBe(5);
    expect(stillBarMm(5, 1.2)).toBeCloseTo(5 * 1.2 * Math.SQRT2, 6);
    expect(stillBarMm(5, 10)).toBe(15);
    expect(noiseFromSecondDiffs([0.6745 * Math.sqrt(6), -0.6745 * Math.sqrt(6), 0])).toBeCloseTo(1, 6);
  });
});
