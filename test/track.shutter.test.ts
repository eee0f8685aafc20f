/**
 * A rolling shutter (src/track/shutter.ts): a ball is seen at its image row's
 * time, not the frame's. With the camera's readout as the tracker's setting,
 * the tracked balls are where they were at the frame's time; without it a
 * moving ball is off by its speed × its row's share of the readout.
 */
import { describe, expect, it } from 'vitest';
import { generateStroke } from '../src/events/eval/strokes.js';
import { cameraShutter } from '../src/track/hall-camera.js';
import { GLOBAL_SHUTTER, type Shutter, atFrameTimes, lagS, tableRows } from '../src/track/shutter.js';
import { simulateDetections } from '../src/track/simulated-detections.js';
import { Tracker, type TrackedFrame } from '../src/track/tracker.js';

// A fast three-cushion stroke (the white over 1 m/s in ~200 frames at 60 fps).
const stroke = generateStroke('three-cushion', 10);
const READOUT_S = 0.012;

function track(shutter: Shutter | undefined, readoutS: number, fps = 60, seed = 11): { tracked: TrackedFrame[]; errors: number[] } {
  const d = simulateDetections([{ sim: stroke.sim, shotDirection: stroke.shot.direction }], stroke.table, { fps, seed, detector: readoutS ? { camera: { rollingShutterS: readoutS } } : {} });
  const tracker = shutter ? new Tracker(stroke.table, stroke.discipline, {}, shutter) : new Tracker(stroke.table, stroke.discipline);
  const tracked = d.frames.map((f) => tracker.update(f));
  // Each observed moving ball's distance from where it truly was at the frame's time (the sequence's truth).
  const errors: number[] = [];
  tracked.forEach((tf, i) => {
    for (const b of tf.balls) {
      const tr = d.truth[i]!.balls[b.id];
      if (b.observed && tr?.moving && Math.hypot(tr.vx, tr.vy) > 1000) errors.push(Math.hypot(b.x - tr.x, b.y - tr.y));
    }
  });
  return { tracked, errors };
}
const rms = (xs: number[]): number => Math.sqrt(xs.reduce((s, x) => s + x * x, 0) / xs.length);

describe('rolling shutter', () => {
  it('a global shutter (readout 0) changes nothing, bit for bit', () => {
    const plain = track(undefined, 0), global = track(GLOBAL_SHUTTER, 0), zero = track(tableRows(stroke.table, 0), 0);
    expect(global.tracked).toEqual(plain.tracked);
    expect(zero.tracked).toEqual(plain.tracked);
    expect(cameraShutter(stroke.table, undefined)).toBe(GLOBAL_SHUTTER);
  });

  it('reads a row late by its share of the readout', () => {
    const s = tableRows(stroke.table, READOUT_S), W = stroke.table.width;
    expect(lagS(s, 0, -W / 2)).toBe(0);
    expect(lagS(s, 0, 0)).toBeCloseTo(READOUT_S / 2, 9);
    expect(lagS(s, 0, W)).toBe(READOUT_S);
    expect(lagS(GLOBAL_SHUTTER, 0, W / 2)).toBe(0);
  });

  it('with the readout set, a fast ball is tracked where it was at the frame\'s time', () => {
    const without = track(undefined, READOUT_S), withIt = track(tableRows(stroke.table, READOUT_S), READOUT_S);
    const plain = track(undefined, 0);
    expect(withIt.errors.length).toBeGreaterThan(20);
    // Without the setting the row's lag (up to 12 ms at 1-3 m/s: up to 36 mm) adds to the detector's noise; with it
    // the error is the plain camera's again, within a small share (the predicted velocity is wrong in a collision's frame).
    expect(rms(without.errors)).toBeGreaterThan(2 * rms(plain.errors));
    expect(rms(withIt.errors)).toBeLessThan(1.3 * rms(plain.errors));
  });

  it('a chain picked up again is carried back to the frame times by its own velocity', () => {
    const obs = [{ t: 0, x: 0, y: 0, lag: 0.01 }, { t: 0.1, x: 100, y: 0, lag: 0.01 }, { t: 0.2, x: 200, y: 50 }];
    const back = atFrameTimes(obs);
    expect(back[0]!.x).toBeCloseTo(-10, 9);
    expect(back[1]!.x).toBeCloseTo(100 - 0.01 * 200 / 0.19, 9);
    expect(back[2]).toBe(obs[2]);
    expect(atFrameTimes([{ t: 0, x: 1, y: 2 }])).toEqual([{ t: 0, x: 1, y: 2 }]);
  });
});
