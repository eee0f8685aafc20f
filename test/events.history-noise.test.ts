/**
 * Moving runs under a camera noisier than the renders' (history.ts,
 * `NARROW_TRUST_Z`): at 60 fps the ±2-frame speed estimate's threshold
 * (60 mm/s, 4 mm) is within reach of a rest noise of σ 1.2 mm a axis, twice
 * the simulated detector's, and resting balls grew runs of noise that split
 * and misdated strokes (EVAL_NOISE=2: libre verdicts .76 at 60 fps against
 * .97 at 30). Seeded noise, so each case is the same every run.
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import { histories } from '../src/events/history.js';
import { mulberry32 } from '../src/sim/physics/prng.js';
import type { TrackedFrame } from '../src/track/tracker.js';

/** Frames of one white at `place(t)` with Gaussian noise σ a axis, at `fps` for `seconds`. */
function frames(place: (t: number) => [number, number], sigma: number, fps: number, seconds: number, seed: number): TrackedFrame[] {
  const rnd = mulberry32(seed);
  const gauss = (): number => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  const out: TrackedFrame[] = [];
  for (let k = 0; k < fps * seconds; k++) {
    const t = k / fps, [x, y] = place(t);
    out.push({
      frame: k, t, pinsStanding: [], pinsFallen: [], backfill: [],
      balls: [{ id: 'white' as BallId, x: x + sigma * gauss(), y: y + sigma * gauss(), vx: 0, vy: 0, observed: true, moving: false, unseenS: 0 }],
    });
  }
  return out;
}
const runsOf = (fs: TrackedFrame[]): [number, number][] => histories(fs).get('white' as BallId)!.runs;
const still = (): [number, number] => [100, 200];

describe('moving runs under detector noise (history.ts)', () => {
  it('a ball at rest under twice the renders\' noise (σ 1.2 mm) at 60 fps has no moving run', () => {
    for (const seed of [1, 2, 3, 4, 5]) expect(runsOf(frames(still, 1.2, 60, 5, seed))).toEqual([]);
  });

  it('at the renders\' noise (σ 0.6 mm) nothing changes: no run at rest, and a roll at 300 mm/s is one run from its start', () => {
    expect(runsOf(frames(still, 0.6, 60, 5, 7))).toEqual([]);
    const roll = (t: number): [number, number] => [100 + 300 * Math.max(0, Math.min(t, 3) - 1), 200];
    const runs = runsOf(frames(roll, 0.6, 60, 5, 7));
    expect(runs.length).toBe(1);
    expect(Math.abs(runs[0]![0] - 60)).toBeLessThanOrEqual(2);
  });

  it('under σ 1.2 mm a roll still starts where it starts, not at the noise before it', () => {
    const roll = (t: number): [number, number] => [100 + 300 * Math.max(0, Math.min(t, 3) - 1), 200];
    for (const seed of [1, 2, 3]) {
      const runs = runsOf(frames(roll, 1.2, 60, 5, seed));
      expect(runs.length).toBe(1);
      expect(Math.abs(runs[0]![0] - 60)).toBeLessThanOrEqual(2);
    }
  });

  it('a slow nudge of 6 mm (120 mm/s) under σ 1.2 mm is still motion (rest on both sides, moved)', () => {
    const nudge = (t: number): [number, number] => [100 + 6 * Math.max(0, Math.min(1, (t - 2) / 0.05)), 200];
    const runs = runsOf(frames(nudge, 1.2, 60, 4, 11));
    expect(runs.some(([a, b]) => a <= 125 && b >= 118)).toBe(true);
  });

  it('a ball put down elsewhere by hand under σ 1.2 mm has no moving run at the jump (no strike from the last noisy points)', () => {
    const respot = (t: number): [number, number] => (t < 2 ? [100, 200] : [1000, -50]);
    const bad = [];
    // The jump is between points 119 and 120; a run of pure noise elsewhere (rare, seed 46 at 0.5 s) is another matter.
    for (let seed = 1; seed <= 60; seed++) if (runsOf(frames(respot, 1.2, 60, 4, seed)).some(([a, b]) => b >= 110 && a <= 130)) bad.push(seed);
    expect(bad).toEqual([]);
  });

  it('a roll the camera then loses (a gap, then seen at rest far away) is still motion under σ 1.2 mm', () => {
    const rollLost = (t: number): [number, number] => (t < 1 ? [100, 200] : t < 1.1 ? [100 + 500 * (t - 1), 200] : [1500, 300]);
    for (const seed of [1, 2, 3]) {
      const fs = frames(rollLost, 1.2, 60, 3, seed).filter((f) => f.t < 1.1 || f.t > 1.6);
      const runs = runsOf(fs);
      expect(runs.some(([a, b]) => a <= 61 && b >= 64), `seed ${seed}: ${JSON.stringify(runs)}`).toBe(true);
    }
  });

  it('under σ 1.2 mm at 30 fps the last resting points before the cue hides the ball are no run (the strike is after the gap)', () => {
    // At rest until 2.0 s, hidden by the cue 1.6-2.1 s, then seen rolling at 1 m/s.
    const shot = (t: number): [number, number] => [100 + 1000 * Math.max(0, t - 2), 200];
    const bad = [];
    for (let seed = 1; seed <= 60; seed++) {
      const fs = frames(shot, 1.2, 30, 3, seed).filter((f) => f.t < 1.6 || f.t > 2.1);
      const h = histories(fs).get('white' as BallId)!;
      if (h.runs.some(([a]) => h.t[a]! < 1.6)) bad.push(seed);
    }
    expect(bad).toEqual([]);
  });
});
