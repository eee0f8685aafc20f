/**
 * The events stage under a camera whose error at rest is correlated frame to
 * frame (session 17's hall camera model, `rest-ar`: a codec repeating a still
 * ball's image). The stage's noise meter (stage-noise.ts) read such an error
 * from neighbouring frames at ~0.4 of its σ, so at twice the renders' noise
 * its bar stayed at the fixed 5 mm and resting balls kept strokes open; it
 * now also reads second differences of points 5 frames apart (`CORRELATED_RATIO`).
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import { mulberry32 } from '../src/sim/physics/prng.js';
import { DEFAULT_DETECTOR } from '../src/track/simulated-detections.js';
import { twoStrokes as twoStrokesWith } from './events-stage-helpers.js';
import { RestNoiseMeter } from '../src/events/stage-noise.js';

const twiceCorrelated = {
  restNoiseMm: DEFAULT_DETECTOR.restNoiseMm * 2, movingNoiseMm: DEFAULT_DETECTOR.movingNoiseMm * 2, noisePerSpeedS: DEFAULT_DETECTOR.noisePerSpeedS * 2,
  camera: { restCorrelationS: 0.06 },
};

const twoStrokes = (fps: number, seed: number) => twoStrokesWith(fps, seed, twiceCorrelated);

describe('events stage under a correlated rest error at twice the renders\' noise', () => {
  it('each stroke closes soon after its balls stop, and nothing opens between them', () => {
    for (const fps of [60, 30]) for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const { out, end1, start2 } = twoStrokes(fps, seed);
      expect(out.map((s) => s.struck), `${fps} fps seed ${seed}`).toEqual(['white', 'yellow']);
      // 1.6 s, not the white noise's 1.2: a ball that just stopped has few wide samples yet (stage-noise.ts WIDE_MIN_SAMPLES).
      expect(out[0]!.at, `${fps} fps seed ${seed}: first stroke handed out late`).toBeLessThan(Math.min(end1 + 1.6, start2));
    }
  });

  it('the meter reads an AR(1) error near its σ, and white noise exactly as before', () => {
    const meter = (tau: number, seed: number): { m: RestNoiseMeter; narrow: number } => {
      const rnd = mulberry32(seed);
      const gauss = (): number => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
      const rho = tau > 0 ? Math.exp(-1 / 60 / tau) : 0, s = Math.sqrt(1 - rho * rho);
      const m = new RestNoiseMeter(), plain = new RestNoiseMeter(), id = 'white' as BallId;
      let zx = gauss(), zy = gauss();
      const xs: number[] = [], ys: number[] = [];
      for (let k = 0; k < 400; k++) {
        zx = rho * zx + s * gauss(); zy = rho * zy + s * gauss();
        m.seen(id, 100 + 1.2 * zx, 200 + 1.2 * zy, true);
        xs.push(1.2 * zx); ys.push(1.2 * zy);
      }
      // The narrow figure alone: a meter that never sees 11 still frames in a row (a gap every 10).
      xs.forEach((x, k) => { if (k % 10 === 0) plain.unseen(id); plain.seen(id, 100 + x, 200 + ys[k]!, true); });
      return { m, narrow: plain.sigma(id) };
    };
    for (const seed of [1, 2, 3, 4]) {
      const ar = meter(0.06, seed);
      expect(ar.narrow).toBeLessThan(0.6);
      expect(ar.m.sigma('white' as BallId)).toBeGreaterThan(Math.max(0.7, 1.3 * ar.narrow));
      const white = meter(0, seed);
      expect(white.m.sigma('white' as BallId)).toBeGreaterThan(1.0);
      expect(white.m.sigma('white' as BallId)).toBeLessThan(1.4);
    }
  });
});
