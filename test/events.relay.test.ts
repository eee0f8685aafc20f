/**
 * A ball lying at a start's implied contact point, reached by a moving ball
 * at that instant, passed the hit on though it barely moved (relayCause in
 * src/events/causes.ts): development Russian #1 stroke 1 at 30 fps gave the
 * start to the striker, unseen under the cue 187 mm away.
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import { type BallHistory, histories } from '../src/events/history.js';
import { causes } from '../src/events/causes.js';
import { startsOf } from '../src/events/starts.js';
import { extractStroke } from '../src/events/extract.js';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { framesOf, legsPath as path, isPair } from './events-helpers.js';

const R = PYRAMID_12FT_TABLE.ballRadius, FPS = 30;

// w1 rolls along +x at 2000 mm/s into w2 at 1.005 s and stops dead; w2, 2 mm from w3, moves those 2 mm (1 ms) and stops: w3 leaves at 1950 mm/s.
const tc = 1.005, gap = 2;
const world = (w1Vy = 0) => ({
  w1: path([-2 * R - 2000 * (tc - 0.6), -w1Vy * (tc - 0.6)], [[0.6, 2000, w1Vy], [tc, 0, 0]]),
  w2: path([0, 0], [[tc, 2000, 0], [tc + gap / 2000, 0, 0]]),
  w3: path([2 * R + gap, 0], [[tc + gap / 2000, 1950, 0], [1.6, 0, 0]]),
  w4: path([-700, 500], []),
});
const causeOf = (paths: Record<string, (t: number) => [number, number]>, id: BallId) => {
  const hs: BallHistory[] = [...histories(framesOf(paths, 2, FPS)).values()];
  return causes(hs, startsOf(hs), R).find((c) => c.start.id === id);
};

describe('a ball hit through one that barely moves', () => {
  it('gives the start to the relay, under the high-confidence line', () => {
    const w3 = causeOf(world(), 'w3')!;
    expect(w3.by).toBe('w2');
    expect(w3.error).toBeGreaterThanOrEqual(0.5);
  });

  it('reports the relay contact for the referee to confirm', () => {
    const s = extractStroke(framesOf(world(), 2, FPS), { table: PYRAMID_12FT_TABLE, discipline: 'russian-colour' });
    const c = s.events.find((e) => isPair(e, 'w2', 'w3'));
    expect(c?.confidence).toBeLessThan(0.9);
    expect(s.events.some((e) => e.kind === 'ball-ball' && e.balls.includes('w3') && !e.balls.includes('w2'))).toBe(false);
  });

  it('makes no relay of a ball nothing reached', () => {
    // w1 runs past w2 along y = 300 instead: w3 still leaves, but no ball reached w2.
    const w1 = path([-2 * R - 1000, 300], [[0.6, 2000, 0]]);
    expect(causeOf({ ...world(), w1 }, 'w3')?.by ?? null).not.toBe('w2');
  });
});
