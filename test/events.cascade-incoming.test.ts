/**
 * The hitter's incoming line into a rack (src/events/cascade-incoming.ts): a
 * break cue ball's points before the strike and a stray detection near the
 * cue are left out of it (development Russian #214's break at 30 fps).
 */
import { describe, expect, it } from 'vitest';
import type { BallBallEvent } from '../src/contracts/events.js';
import type { BallHistory } from '../src/events/history.js';
import { side } from '../src/events/pieces.js';
import { plannedMatches } from '../src/events/eval/material.js';
import { evaluateRecording } from '../src/events/eval/run.js';
import { matchEvents } from '../src/events/eval/metrics.js';
import { incomingLine } from '../src/events/cascade-incoming.js';

const history = (pts: readonly [number, number, number][]): BallHistory => ({
  id: 'w7', t: pts.map((p) => p[0]), x: pts.map((p) => p[1]), y: pts.map((p) => p[2]), runs: [[0, pts.length - 1]],
});

describe('the hitter\'s incoming line into a rack', () => {
  // #214's cue ball (mm): at rest at -1000 until struck, a stray point at 1.767, then 7.4 m/s along y ≈ 19 (noise of a few mm).
  const points: [number, number, number][] = [[1.733, -1000.2, 25.5], [1.767, -1073.2, -191.8], [1.867, 21.9, 18.7], [1.9, 270.7, 27.3], [1.933, 515.4, 13.6]];

  it('leaves out the rest place and the stray point: the line meets the rack where the cue ball was seen going', () => {
    const line = incomingLine(history(points), 1.967, [])!;
    expect(line.x.v).toBeGreaterThan(7000);
    expect(Math.abs(line.y.v)).toBeLessThan(300);
    // At the next frame the cue ball was seen at (762.0, 16.2).
    const at = [line.x.v * (1.967 - line.x.t0) + line.x.p, line.y.v * (1.967 - line.y.t0) + line.y.p];
    expect(Math.hypot(at[0]! - 762, at[1]! - 16.2)).toBeLessThan(15);
    // All five points (pieces.ts `side`) tilt it: 0.5 m/s across, 25 mm off at that frame.
    const all = side(history(points), 1.967 - 1e-6, -1, [])!;
    expect(Math.abs(all.y.v)).toBeGreaterThan(300);
  });

  it('is the plain fitted piece when no point lies off the line', () => {
    const straight = points.slice(2).concat([[1.966, 760, 16]]);
    expect(incomingLine(history(straight), 1.967, [])).toEqual(side(history(straight), 1.967 - 1e-6, -1, []));
  });

  it('finds every touch of a recorded break whose cue ball was seen at rest and astray (development Russian #214 at 30 fps)', () => {
    // Truth: w7 hits w1 at 1.978 s, ten touches through the rack; the line through all the cue ball's points split it as a thin cut:
    // five touches missed, one extra.
    const s = evaluateRecording(plannedMatches('russian-colour', 214, 1, 1)[0]!, 30, 1213).strokes[0]!;
    const rack = (e: { kind: string; t: number }): boolean => e.kind === 'ball-ball' && e.t < 2.1;
    const m = matchEvents(s.truth.filter(rack), s.events.filter(rack), ['ball-ball'], 30, 3 / 30);
    expect(s.truth.filter(rack).length).toBe(11);
    expect(m.tally.fn).toBe(0);
    expect(m.tally.fp).toBe(0);
    expect((s.events.filter(rack) as BallBallEvent[]).some((e) => e.balls.includes('w7') && e.balls.includes('w1'))).toBe(true);
  }, 120_000);
});
