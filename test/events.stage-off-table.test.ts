/**
 * A ball struck off the table under the cue (issue 6, session 30): the
 * events stage opens a stroke when a ball seen moving in one frame is lost in
 * the next (src/events/stage.ts `runningOutOfSight`). Development
 * three-cushion strokes at 30 fps (seeds 201-240, the simulator's): the ball
 * struck lay hidden under the cue, was seen in one or two frames on its way
 * and never again. No stroke was opened before (the stage wanted two frames
 * seen moving): a foul, the cue ball off the table, the rules never saw.
 */
import { describe, expect, it } from 'vitest';
import { plannedMatches } from '../src/events/eval/material.js';
import { evaluateRecording } from '../src/events/eval/run.js';

/** Stroke `k` of development three-cushion match `seed` at 30 fps, with the evaluation's detector seed. */
const strokeOf = (seed: number, k: number) =>
  evaluateRecording(plannedMatches('three-cushion', seed, 1, k + 1)[0]!, 30, 1000 + seed - 1).strokes[k]!;

describe('a ball struck off the table, seen on its way in one or two frames', () => {
  it('#215 stroke 5: the yellow (seen twice, 33 ms apart) is struck and leaves the table; the verdict is the true one', () => {
    const s = strokeOf(215, 5);
    expect(s.found).toBe(true);
    const strike = s.events.find((e) => e.kind === 'strike');
    expect(strike && 'ball' in strike && strike.ball).toBe('yellow');
    const off = s.truth.find((e) => e.kind === 'off-table')!;
    expect(s.events.some((e) => e.kind === 'off-table' && e.ball === 'yellow' && Math.abs(e.t - off.t) < 3 / 30)).toBe(true);
    expect(s.verdictAgrees).toBe(true);
  }, 60_000);

  it('#231 stroke 1: the white (seen once on its way, after a stray point) is struck and leaves the table', () => {
    const s = strokeOf(231, 1);
    expect(s.found).toBe(true);
    const strike = s.events.find((e) => e.kind === 'strike');
    expect(strike && 'ball' in strike && strike.ball).toBe('white');
    expect(s.events.some((e) => e.kind === 'off-table' && e.ball === 'white')).toBe(true);
    expect(s.verdictAgrees).toBe(true);
  }, 60_000);
});
