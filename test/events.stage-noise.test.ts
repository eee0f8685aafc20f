/**
 * The events stage under a camera noisier than the renders (stage-noise.ts):
 * at twice the simulated detector's noise a fixed 5 mm "moving" bar is
 * passed by resting balls often enough that a stroke hardly closes and noise
 * opens false ones. The bar now follows each ball's measured rest noise; at
 * the renders' noise it is the fixed bar, unchanged.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { simulate } from '../src/sim/physics/index.js';
import { mulberry32 } from '../src/sim/physics/prng.js';
import { DEFAULT_DETECTOR, simulateDetections } from '../src/track/simulated-detections.js';
import { Tracker } from '../src/track/tracker.js';
import { EventsStage } from '../src/events/stage.js';
import { RestNoiseMeter, stillBarMm } from '../src/events/stage-noise.js';
import { noiseFromSecondDiffs } from '../src/events/fit.js';
import type { BallId } from '../src/contracts/ids.js';

const twice = { restNoiseMm: DEFAULT_DETECTOR.restNoiseMm * 2, movingNoiseMm: DEFAULT_DETECTOR.movingNoiseMm * 2, noisePerSpeedS: DEFAULT_DETECTOR.noisePerSpeedS * 2 };

/** Two strokes 3 s apart (a slow first one that stops early), run through the tracker and the stage; each stroke with the time it was handed out. */
function twoStrokes(fps: number, seed: number) {
  const table = CAROM_MATCH_TABLE;
  const s1 = simulate({ balls: [{ id: 'white', pos: [-700, 100] }, { id: 'yellow', pos: [-200, 450] }, { id: 'red', pos: [600, -300] }] },
    { ball: 'white', speed: 600, direction: 0.05 }, table, undefined, { t0: 1 });
  const after = s1.stateAt(s1.end).balls;
  const s2 = simulate({ balls: (['white', 'yellow', 'red'] as const).map((id) => ({ id, pos: after[id]!.pos })) },
    { ball: 'yellow', speed: 1200, direction: 2 }, table, undefined, { t0: s1.end + 3 });
  const det = simulateDetections([{ sim: s1 }, { sim: s2 }], table, { fps, seed, detector: twice });
  const tr = new Tracker(table, 'libre');
  const stage = new EventsStage({ table, discipline: 'libre' });
  const out: { struck: string | null; at: number }[] = [];
  for (const f of det.frames) {
    const s = stage.update(tr.update(f));
    if (s) out.push({ struck: s.struck, at: f.t });
  }
  const last = stage.flush();
  if (last) out.push({ struck: last.struck, at: Infinity });
  return { out, end1: s1.end, start2: s2.start };
}

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
