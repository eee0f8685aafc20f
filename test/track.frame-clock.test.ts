/**
 * The frame clock (src/track/frame-clock.ts): stamps jittered around a
 * camera's fixed capture clock are put back on it, dropped frames included;
 * regular stamps come back unchanged; a camera that changes its rate is
 * followed, not forced onto the old grid.
 */
import { describe, expect, it } from 'vitest';
import { generateStroke } from '../src/events/eval/strokes.js';
import { FrameClock, GAP_PERIODS, MIN_FRAMES, RELOCK_FRAMES } from '../src/track/frame-clock.js';
import { mulberry32 } from '../src/sim/physics/index.js';
import { simulateDetections } from '../src/track/simulated-detections.js';
import { Tracker } from '../src/track/tracker.js';

/** Capture times at `fps` from t0 with every 37th and 38th frame dropped (a burst of two) and every 53rd. */
const captures = (fps: number, n: number, t0 = 3.2): number[] =>
  Array.from({ length: n }, (_, i) => t0 + i / fps).filter((_, i) => i % 37 !== 5 && i % 37 !== 6 && i % 53 !== 9);

describe('frame clock', () => {
  it('regular stamps come back bit for bit, across drops', () => {
    const clock = new FrameClock();
    for (const t of captures(60, 600)) expect(clock.at(t)).toBe(t);
  });

  it('jittered stamps (±2 ms) are put back on the capture clock, across drops', () => {
    const rnd = mulberry32(7), clock = new FrameClock();
    const err: number[] = [];
    captures(60, 900).forEach((t, k) => {
      const got = clock.at(t + 0.002 * (2 * rnd() - 1));
      if (k >= 4 * MIN_FRAMES) err.push(Math.abs(got - t));
    });
    // Stamps spread ±2 ms (σ 1.15 ms); once the grid has seen 60 frames its times are within a third of that, most far closer.
    expect(Math.max(...err)).toBeLessThan(0.0007);
    expect(Math.sqrt(err.reduce((s, e) => s + e * e, 0) / err.length)).toBeLessThan(0.0003);
  });

  it('a camera that changes its rate (60 → 30 fps) is followed: its stamps are not forced onto the old grid', () => {
    const rnd = mulberry32(3), clock = new FrameClock();
    for (const t of captures(60, 300, 0)) clock.at(t + 0.002 * (2 * rnd() - 1));
    const later = captures(30, 300, 5 + 1 / 30);
    const err = later.map((t) => Math.abs(clock.at(t + 0.002 * (2 * rnd() - 1)) - t));
    // The first stamps at the new rate fall half-way between the old grid's times (as stamped); then the new grid.
    expect(Math.max(...err.slice(0, RELOCK_FRAMES))).toBeLessThanOrEqual(0.002);
    expect(Math.max(...err.slice(RELOCK_FRAMES + 4 * MIN_FRAMES))).toBeLessThan(0.0006);
  });

  it('after a pause the grid starts afresh: a new phase is not pulled onto the old one', () => {
    const clock = new FrameClock();
    for (const t of captures(60, 300, 0)) clock.at(t);
    // Resumed after a pause longer than GAP_PERIODS, a quarter period out of the old phase (within SNAP_SHARE of it).
    const resumed = captures(60, 100, 300 / 60 + (GAP_PERIODS + 10) / 60 + 0.25 / 60);
    for (const t of resumed) expect(clock.at(t)).toBe(t);
  });

  it('the tracker\'s frames carry the capture clock\'s time, not the jittered stamp', () => {
    const stroke = generateStroke('three-cushion', 10);
    const d = simulateDetections([{ sim: stroke.sim, shotDirection: stroke.shot.direction }], stroke.table, { fps: 60, seed: 11, detector: { camera: { jitterS: 0.002, dropRate: [0.02, 0.02] } } });
    const tracker = new Tracker(stroke.table, stroke.discipline);
    const err = d.frames.map((f, i) => Math.abs(tracker.update(f).t - d.truth[i]!.t)).slice(4 * MIN_FRAMES);
    expect(Math.max(...err)).toBeLessThan(0.0007);
  });
});
