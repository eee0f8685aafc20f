/**
 * A ball struck right beside another hits it between two frames (sameFrameHitter
 * in src/events/starts.ts): the held-out 1080p Russian render at 30 fps, stroke
 * 2, gave the strike to the ball hit once the rest fit read the struck ball's
 * last frame at rest exactly.
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import { type BallHistory, histories } from '../src/events/history.js';
import { causes } from '../src/events/causes.js';
import { startsOf } from '../src/events/starts.js';
import { extractStroke } from '../src/events/extract.js';
import type { TrackedFrame } from '../src/track/tracker.js';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { legsPath as path, isPair } from './events-helpers.js';

const R = PYRAMID_12FT_TABLE.ballRadius, FPS = 30;

/** Tracked frames at FPS from 0 to `end` s of balls placed by `at(t)`. */
function frames(balls: Record<string, (t: number) => [number, number]>, end = 1.6): TrackedFrame[] {
  const out: TrackedFrame[] = [];
  for (let i = 0; i / FPS <= end; i++) {
    const t = i / FPS;
    out.push({ frame: i, t, pinsStanding: [], pinsFallen: [], backfill: [], balls: Object.entries(balls).map(([id, at]) => ({ id: id as BallId, x: at(t)[0], y: at(t)[1], vx: 0, vy: 0, observed: true, moving: false, unseenS: 0 })) });
  }
  return out;
}

// The cue ball w1 lies 40 mm beyond contact with w2 (gap 40 mm), struck at 1.005 s at 2500 mm/s along -x: it meets w2 16 ms later, stops dead and
// draws back slowly. w2 leaves along -x at 2400 mm/s and meets w3 (frozen 15 mm further) 6 ms later; both then roll slowly. Every departure is
// first seen in the frame at 1.0333 s.
const tc = 1.005 + 40 / 2500;
const world = {
  w1: path([2 * R + 40, 0], [[1.005, -2500, 0], [tc, 150, 0]]),
  w2: path([0, 0], [[tc, -2400, 0], [tc + 15 / 2400, -200, 20]]),
  w3: path([-2 * R - 15, 0], [[tc + 15 / 2400, -2000, 0]]),
  w4: path([600, 500], []),
};

describe('a ball struck beside another, both first seen off rest in one frame', () => {
  it('gives the start of the ball hit to the ball whose first step reached it', () => {
    const hs: BallHistory[] = [...histories(frames(world)).values()];
    const st = startsOf(hs);
    const w2 = causes(hs, st, R).find((c) => c.start.id === 'w2')!;
    expect(w2.by).toBe('w1');
    expect(causes(hs, st, R).find((c) => c.start.id === 'w1')!.by).toBeNull();
  });

  it('strikes the ball struck, not the ball it hit', () => {
    const s = extractStroke(frames(world), { table: PYRAMID_12FT_TABLE, discipline: 'russian-colour' });
    expect(s.struck).toBe('w1');
    expect(s.events.some((e) => isPair(e, 'w1', 'w2'))).toBe(true);
  });

  it('does not give a start to a ball whose first step went elsewhere', () => {
    // w1 struck along +y instead: its first step passes nowhere near w2, which nothing then starts.
    const hs: BallHistory[] = [...histories(frames({ ...world, w1: path([2 * R + 40, 0], [[1.005, 0, 2500]]) })).values()];
    expect(causes(hs, startsOf(hs), R).find((c) => c.start.id === 'w2')?.by ?? null).not.toBe('w1');
  });
});
