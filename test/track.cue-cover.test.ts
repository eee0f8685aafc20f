/**
 * The varied cue cover (src/track/cue-cover.ts, EVAL_CAMERA=cue): off, or
 * drawn as the fixed gesture, the plain frames bit for bit; on, each stroke
 * its own cover within the documented ranges, the plain detector's draws
 * left alone outside the cover windows; one seed, one sequence.
 */
import { describe, expect, it } from 'vitest';
import { plannedMatches } from '../src/events/eval/material.js';
import { type CueCoverModel, VARIED_CUE_COVER, cueRng, drawCovers } from '../src/track/cue-cover.js';
import { cameraOf } from '../src/track/hall-camera.js';
import { CLASS_CODE, type DetectionFrame } from '../src/track/detections.js';
import { DEFAULT_DETECTOR, type DetectorModel, type SimulatedDetections, simulateDetections } from '../src/track/simulated-detections.js';

const rec = plannedMatches('three-cushion', 3, 1, 4)[0]!.rec;
const strokes = rec.strokes.map((s) => ({ sim: s.sim, shotDirection: s.shot.direction }));
const run = (detector: Partial<DetectorModel> = {}, seed = 11): SimulatedDetections => simulateDetections(strokes, rec.table, { fps: 60, seed, detector });

const same = (a: DetectionFrame, b: DetectionFrame): boolean =>
  a.frame === b.frame && a.t === b.t && a.count === b.count &&
  [...a.x, ...a.y, ...a.cls, ...a.confidence].every((v, i) => v === [...b.x, ...b.y, ...b.cls, ...b.confidence][i]);

/** The fixed gesture written as a cover model: every range one value, never beside the tip. */
const FIXED_AS_MODEL: CueCoverModel = (() => {
  const c = DEFAULT_DETECTOR.cueOcclusion, one = (v: number) => [v, v] as const;
  return { besideTipShare: 0, besideTipMissRate: 0.3, beforeS: one(c.before), afterS: one(c.after), followThroughMm: one(c.followThroughMm), lengthMm: one(c.lengthMm), halfWidthR: one(0.8) };
})();

/** Per stroke, the time (s) from the last frame the cue ball is detected at rest before the strike to the strike. */
function hiddenBefore(d: SimulatedDetections): number[] {
  return rec.strokes.map((s) => {
    const strike = s.sim.events.find((e) => e.kind === 'strike');
    const id = strike?.kind === 'strike' ? strike.ball : 'white';
    const at = s.sim.stateAt(s.sim.start).balls[id]!.pos, code = CLASS_CODE[id === 'white' ? 'ball-white' : id === 'yellow' ? 'ball-yellow' : 'ball-red'];
    let last = -Infinity;
    d.frames.forEach((f) => {
      if (f.t > s.sim.start || f.t < s.sim.start - 2) return;
      for (let j = 0; j < f.count; j++) if (f.cls[j] === code && Math.hypot(f.x[j]! - at[0], f.y[j]! - at[1]) < 10) last = Math.max(last, f.t);
    });
    return s.sim.start - last;
  });
}

describe('varied cue cover', () => {
  it('drawn as the fixed gesture, the frames are the plain detector\'s bit for bit', () => {
    const plain = run(), fixed = run({ camera: { cueCover: FIXED_AS_MODEL } });
    expect(fixed.frames.length).toBe(plain.frames.length);
    fixed.frames.forEach((f, i) => expect(same(f, plain.frames[i]!)).toBe(true));
  });

  it('on, only frames inside a cover window differ from the plain ones', () => {
    const plain = run(), varied = run({ camera: cameraOf('cue') });
    const longest = VARIED_CUE_COVER.beforeS[1], after = VARIED_CUE_COVER.afterS[1];
    const inWindow = (t: number): boolean => rec.strokes.some((s) => t >= s.sim.start - longest - 1e-9 && t <= s.sim.start + after + 1e-9);
    let differ = 0;
    varied.frames.forEach((f, i) => {
      if (same(f, plain.frames[i]!)) return;
      differ++;
      expect(inWindow(f.t)).toBe(true);
    });
    expect(differ).toBeGreaterThan(0);
  });

  it('draws each stroke its own cover within the documented ranges', () => {
    const m = VARIED_CUE_COVER, covers = drawCovers(m, 400, 30, cueRng(5));
    const within = (v: number, r: readonly [number, number]) => v >= r[0] && v <= r[1];
    for (const c of covers) {
      expect(within(c.before, m.beforeS) && within(c.after, m.afterS) && within(c.followThroughMm, m.followThroughMm) && within(c.lengthMm, m.lengthMm)).toBe(true);
      expect(within(c.halfWidthMm / 30, m.halfWidthR)).toBe(true);
    }
    const before = covers.map((c) => c.before);
    expect(Math.max(...before) - Math.min(...before)).toBeGreaterThan(1.2);
    const beside = covers.filter((c) => c.besideTip).length / covers.length;
    expect(beside).toBeGreaterThan(m.besideTipShare - 0.08);
    expect(beside).toBeLessThan(m.besideTipShare + 0.08);
  });

  it('in the frames, the cue ball\'s last sight before the strike moves with the drawn cover', () => {
    const seed = 11, covers = drawCovers(VARIED_CUE_COVER, strokes.length, rec.table.ballRadius, cueRng(seed));
    const plain = hiddenBefore(run({}, seed)), varied = hiddenBefore(run({ camera: cameraOf('cue') }, seed));
    // Plain: the fixed 0.4 s (a miss or two may make it a frame or two longer).
    for (const h of plain) expect(h).toBeGreaterThanOrEqual(0.4 - 1e-9);
    covers.forEach((c, k) => {
      if (c.besideTip) expect(varied[k]!).toBeLessThan(0.1);
      // The first stroke's cover starts no earlier than 0.2 s into the recording (0.6 s before its strike).
      else expect(varied[k]!).toBeGreaterThanOrEqual((k === 0 ? Math.min(c.before, 0.4) : c.before) - 1 / 60 - 1e-9);
    });
    expect(new Set(varied.map((h) => h.toFixed(2))).size).toBeGreaterThan(1);
  });

  it('one seed, one sequence; another seed, other covers', () => {
    const a = run({ camera: cameraOf('cue') }, 7), b = run({ camera: cameraOf('cue') }, 7);
    a.frames.forEach((f, i) => expect(same(f, b.frames[i]!)).toBe(true));
    const c1 = drawCovers(VARIED_CUE_COVER, 8, 30, cueRng(7)), c2 = drawCovers(VARIED_CUE_COVER, 8, 30, cueRng(8));
    expect(c1).toEqual(drawCovers(VARIED_CUE_COVER, 8, 30, cueRng(7)));
    expect(c1.map((c) => c.before)).not.toEqual(c2.map((c) => c.before));
  });
});
