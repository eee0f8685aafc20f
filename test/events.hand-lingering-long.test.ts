/**
 * A hand's linger the stroke holding its slide off does not see end (issue 6, session 61; src/events/stage-places.ts,
 * linger.ts `lingerBackHome` and LINGER_CREEP_S, stage-linger.ts LINGER_OFF_Z). The stage holds a stroke open while
 * a ball lies a few mm off its place, up to LINGER_WAIT_S (session 60). A linger longer than that was two strokes, the
 * way off read when the wait ended and the way back, each "yellow struck" at 0.95; a noisy ball's linger whose slide
 * off opened no stroke, or closed one under the noise-scaled bar, left its way back a stroke of its own once the
 * pre-roll lay inside the linger; and a slow slide off or back under noise made runs extraction did not read as the
 * linger's. Now the stage remembers where each ball lay (PLACE_MEMORY_S): a stroke whose only motion is a ball coming
 * back onto a place it lay on before, never farther than LINGER_REACH_MM from it, is no stroke; extraction finds the
 * way off past a short run's end and the way back from the home the run left already. What is left: a linger longer
 * than LINGER_WAIT_S is still read once, its way off, when the wait ends (a hand's nudge that moved the ball reads the
 * same; a longer wait would hold the nudge's call longer). Tracked frames built from the geometry (as
 * events.hand-lingering), and through the simulated detector and the tracker (as session 60's grid).
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import type { ExtractedStroke } from '../src/events/extract.js';
import { HIGH_CONFIDENCE } from '../src/events/eval/run.js';
import { LINGER_WAIT_S } from '../src/events/stage-linger.js';
import { simulate, mulberry32 } from '../src/sim/physics/index.js';
import { simulateDetections } from '../src/track/simulated-detections.js';
import { CLASS_CODE, type DetectionFrame } from '../src/track/detections.js';
import { Tracker, type TrackedFrame } from '../src/track/tracker.js';
import { framesOf, noisy } from './events-helpers.js';
import { stageStrokes } from './events-stage-helpers.js';
import { HAND, RED, WHITE, YELLOW, ctx, held, lingered, table, whitePath, type Linger } from './events-linger-helpers.js';

function frames(l: Linger, strikeAt: number | null, fps: number, sigma: number, seed: number): TrackedFrame[] {
  return framesOf({
    white: noisy(whitePath(strikeAt), sigma, seed), red: noisy(() => RED, sigma, seed + 1), yellow: noisy(lingered(YELLOW, l, seed), sigma, seed + 2),
  }, l.from + l.dur + 2 * l.ramp + 6, fps);
}

const strikeOf = (s: ExtractedStroke) => s.events.find((e) => e.kind === 'strike');

describe('a linger longer than LINGER_WAIT_S: its way back is no stroke', () => {
  for (const fps of [60, 30]) {
    for (const [d, dur, ramp, sigma] of [[10, 5, 0.02, 0.6], [15, 8, 0.15, 1.0], [10, 6, 0.05, 0.6]] as const) {
      it(`${fps} fps, ${d} mm for ${dur} s (rest noise ${sigma} mm): at most the way off, read when the wait ends`, () => {
        for (const seed of [1, 2, 3]) {
          const out = stageStrokes(frames({ d, from: 2, dur, ramp }, null, fps, sigma, seed), ctx);
          expect(out.length, `seed ${seed}: ${out.map((s) => `${s.struck}@${strikeOf(s)?.t}`).join(' ')}`).toBeLessThanOrEqual(1);
          for (const s of out) expect(strikeOf(s)!.t).toBeLessThan(2 + LINGER_WAIT_S);
        }
      });
    }
    it(`${fps} fps, the white struck 1.5 s after a 10 mm linger of 5 s: the white's stroke, confident, dated at the strike`, () => {
      for (const seed of [1, 2, 3]) {
        const strikeAt = 2 + 5 + 0.04 + 1.5;
        const out = stageStrokes(frames({ d: 10, from: 2, dur: 5, ramp: 0.02 }, strikeAt, fps, 0.6, seed), ctx);
        const white = out.filter((s) => s.struck === 'white');
        expect(white).toHaveLength(1);
        expect(strikeOf(white[0]!)!.confidence).toBeGreaterThanOrEqual(HIGH_CONFIDENCE);
        expect(Math.abs(strikeOf(white[0]!)!.t - strikeAt)).toBeLessThan(0.05);
        expect(out.filter((s) => s.struck === 'yellow').every((s) => strikeOf(s)!.t < 2 + LINGER_WAIT_S)).toBe(true);
      }
    });
  }
});

describe('a noisy ball\'s linger of 1-3 s whose way back came outside the stroke of its way off: no stroke', () => {
  // Each failed on 2685d17 in the seed named (the way back struck at 0.95); all three seeds are asked.
  for (const [fps, d, dur, ramp, sigma] of [[60, 10, 1, 0.02, 1.5], [60, 10, 1, 0.15, 1.5], [30, 10, 1, 0.02, 1.0], [30, 10, 3, 0.15, 1.5], [30, 15, 3, 0.15, 1.5]] as const) {
    it(`${fps} fps, ${d} mm for ${dur} s (ramps ${ramp} s, rest noise ${sigma} mm)`, () => {
      for (const seed of [1, 2, 3]) expect(stageStrokes(frames({ d, from: 2, dur, ramp }, null, fps, sigma, seed), ctx).map((s) => s.struck), `seed ${seed}`).toEqual([]);
    });
  }
});

/**
 * Session 60's grid set-up: the physics, the simulated detector (rest noise `sigma`), the yellow's detections pulled
 * `d` mm towards a hand from 2 s for `dur` s (one in 10 missed under it), the tracker and the stage. The strokes' struck balls.
 */
function trackedStrokes(fps: number, d: number, dur: number, ramp: number, sigma: number, seed: number): BallId[] {
  const init = { balls: ([['white', WHITE], ['yellow', YELLOW], ['red', RED]] as const).map(([id, pos]) => ({ id, pos })) };
  const sim = simulate(init, null, table, undefined, { t0: 0.5 });
  const det = simulateDetections([{ sim }], table, { fps, seed, from: 0, to: 9, detector: { restNoiseMm: sigma } });
  const rnd = mulberry32(seed * 7 + 1), l = { d, from: 2, dur, ramp };
  const pulled = (f: DetectionFrame): DetectionFrame => {
    const p = held(l, f.t);
    if (!(f.t >= l.from && f.t <= l.from + 2 * ramp + dur)) return f;
    const keep: number[] = [], xs: number[] = [], ys: number[] = [];
    for (let i = 0; i < f.count; i++) {
      let x = f.x[i]!, y = f.y[i]!;
      if (f.cls[i] === CLASS_CODE['ball-yellow'] && Math.hypot(x - YELLOW[0], y - YELLOW[1]) < 40) {
        if (rnd() < 0.1) continue;
        const j = p > 0 ? (rnd() - 0.5) * 2 : 0;
        x += (d * p + j) * Math.cos(HAND); y += (d * p + j) * Math.sin(HAND);
      }
      keep.push(i); xs.push(x); ys.push(y);
    }
    return { frame: f.frame, t: f.t, count: keep.length, cls: Uint8Array.from(keep.map((i) => f.cls[i]!)), x: Float64Array.from(xs), y: Float64Array.from(ys), confidence: Float32Array.from(keep.map((i) => f.confidence[i]!)) };
  };
  const tracker = new Tracker(table, 'libre');
  return stageStrokes(det.frames.map((f) => tracker.update(pulled(f))), ctx).map((s) => s.struck!);
}

describe('through the simulated detector and the tracker (session 60\'s grid): a noisy ball\'s linger is no stroke', () => {
  // 2685d17: the way off (1.98 s) or the way back (3.25 s, 5.18 s) struck at 0.95 in the seed named.
  for (const [fps, d, dur, ramp, sigma, seed] of [[60, 6, 1, 0.02, 1.5, 3], [60, 6, 1, 0.15, 1.0, 3], [60, 10, 3, 0.15, 1.5, 1], [60, 6, 3, 0.02, 1.5, 1]] as const) {
    it(`${fps} fps, ${d} mm for ${dur} s (ramps ${ramp} s, rest noise ${sigma} mm), seed ${seed}`, () => {
      expect(trackedStrokes(fps, d, dur, ramp, sigma, seed)).toEqual([]);
    });
  }
});
