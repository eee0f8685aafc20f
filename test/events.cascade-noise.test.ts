/**
 * The rack's cascade (src/events/cascade.ts, rack-departures.ts) under a
 * noisier camera (EVAL_NOISE=2: σ 1.2 mm at rest, twice the renders'): a
 * ball's rest place follows its own measured noise, a rack hit whose own
 * contact was missed still runs the model, and a departure no struck ball
 * could have is left out of the fit.
 */
import { describe, expect, it } from 'vitest';
import { frozenCascade, restBefore } from '../src/events/cascade.js';
import type { BallId } from '../src/contracts/ids.js';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { histories } from '../src/events/history.js';
import { departureOf } from '../src/events/rack-departures.js';

import { framesOf, legsPath, noisy } from './events-helpers.js';

const restingAt = (sigma: number, seed: number) => {
  const frames = framesOf({ w1: noisy(legsPath([500, 100], []), sigma, seed) }, 1.5, 60);
  return histories(frames).get('w1')!;
};

describe('a rack ball\'s rest place under a noisier camera', () => {
  it('is found for a ball at rest with twice the renders\' noise, in every seed', () => {
    // At HEAD the fixed 8 mm spread (x range + y range of 15 points) lost about half of them (≈ 7 σ on average at σ 1.2).
    const found = Array.from({ length: 12 }, (_, s) => restBefore(restingAt(1.2, 11 + s), 1.4));
    expect(found.filter((p) => p === null)).toHaveLength(0);
    for (const p of found) expect(Math.hypot(p![0] - 500, p![1] - 100)).toBeLessThan(2.5);
  });
  it('is still none for a ball rolling slowly at the renders\' noise (guard)', () => {
    const frames = framesOf({ w1: noisy(legsPath([500, 100], [[0, 60, 0]]), 0.6, 5) }, 1.5, 60);
    expect(restBefore(histories(frames).get('w1')!, 1.4)).toBeNull();
  });
});

describe('a cluster ball\'s departure', () => {
  it('is left out when faster than its hitter came in (another ball\'s points under its id)', () => {
    // A ball resting until 1 s, then leaving at 7.2 m/s: no rack ball hit by a 4 m/s cue ball leaves that fast.
    const frames = framesOf({ w4: noisy(legsPath([0, 0], [[1, 6105, -3801]]), 1.2, 3) }, 1.1, 60);
    const h = histories(frames).get('w4')!;
    expect(departureOf(h, 0.995, new Map(), 4000)).toBeNull();
    // Hit by an 8 m/s cue ball, the same departure is possible and kept.
    expect(departureOf(h, 0.995, new Map(), 8000)).not.toBeNull();
  });
});

/** A Russian rack (development breaks' layout). */
const RACK: [BallId, number, number][] = [
  ['w1', 887.5, 0], ['w2', 946.433, -34.025], ['w3', 946.433, 34.025], ['w4', 1005.366, -68.05],
  ['colour', 1005.366, 0], ['w5', 1005.366, 68.05], ['w6', 1073.416, 0],
];

describe('a break whose own hit the path analysis missed', () => {
  it('still runs the cascade from the cue ball arriving at the rack', () => {
    // Development Russian #20 at 60 fps, twice the noise (HEAD): only touches inside the rack were found, no contact of the
    // cue ball, so no cascade ran and 6 of the break's 11 touches were lost. Here: the rack at rest, the cue ball coming in
    // at 4.4 m/s to meet the apex ball at 1 s, and only a touch of two rack balls found.
    const R = PYRAMID_12FT_TABLE.ballRadius;
    const paths = Object.fromEntries(RACK.map(([id, x, y], i) => [id, noisy(legsPath([x, y], []), 0.6, 21 + i)]));
    const cue = noisy(legsPath([887.5 - 2 * R - 4381 * 0.5, 0], [[0.5, 4381, 0], [1, 0, 0]]), 0.6, 7);
    const hs = [...histories(framesOf({ ...paths, w7: cue }, 1.2, 60)).values()];
    const c = frozenCascade(hs, R, { t: 1.005, kind: 'ball-ball', balls: ['w2', 'w4'], confidence: 0.9 });
    expect(c?.hitter).toBe('w7');
    expect(c?.struck).toBe('w1');
    expect(c!.members).toHaveLength(RACK.length);
  });
});
