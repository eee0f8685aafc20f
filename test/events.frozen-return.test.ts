/**
 * A ball lying against its rail, hit into it (issue 6, session 31):
 * src/events/way-in.ts `nearestUpTo`. The rail hands the impulse straight
 * back into the hitter within a millisecond (a second touch) and the ball
 * hit creeps off, first seen off its rest a couple of frames after the
 * hitter already turned back: the hitter's way up to that point took in its
 * way back, no way in was found and no proof ran. Built from geometry.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { type Path, framesOf, legsPath, noisy, pairTimes } from './events-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'five-pins' as const };
const R = CAROM_MATCH_TABLE.ballRadius, LINE = CAROM_MATCH_TABLE.length / 2 - R;

/**
 * The white 1 mm off the right rail's contact line; the yellow in along +x
 * (8 mm below the white's centre line) at vIn, touching at t1 and sent back
 * at 0.72 of it; the white creeps off at 0.1 m/s from t1.
 */
function frozenHit(vIn: number, t1: number, seed: number): { white: Path; yellow: Path; red: Path } {
  const rest: [number, number] = [LINE - 1, 80], dy = -8, pa: [number, number] = [rest[0] - Math.sqrt(4 * R * R - dy * dy), rest[1] + dy];
  const start = 0.3, from: [number, number] = [pa[0] - vIn * (t1 - start), pa[1]];
  const yellow = legsPath(from, [[start, vIn, 0], [t1, -0.72 * vIn, -60]]);
  const white = legsPath(rest, [[t1, -100, 50]]);
  return { white: noisy(white, 0.8, seed), yellow: noisy(yellow, 1.2, seed + 1), red: noisy(() => [-600, -300], 0.6, seed + 2) };
}

describe('a ball against its rail hit into it (way-in.ts nearestUpTo)', () => {
  it.each([[2500, 1.007, 11], [1800, 1.013, 12], [3000, 1.003, 13]])('at %d mm/s: two yellow-white contacts, both at the touch', (vIn, t1, seed) => {
    const frames = framesOf(frozenHit(vIn, t1, seed), 1.8, 50);
    const ts = pairTimes(extractStroke(frames, ctx).events, 'yellow', 'white');
    expect(ts).toHaveLength(2);
    // Within the evaluation's tolerance (3 frames): the second touch is dated from the pieces traced back.
    for (const t of ts) expect(Math.abs(t - t1)).toBeLessThan(3 / 50);
  });
});
