/**
 * A chain into a ball by its rail (issue 6, session 32): src/events/way-in.ts
 * `chainedWayIn`. The white hits the yellow at rest, the yellow runs 40 mm
 * into the red lying 1.5 mm off the top rail, the red hands the impulse
 * back off the rail and the yellow is sent back. The yellow has at most one
 * point between its two touches, no way in is fitted and no proof ran: its
 * way in is the first touch's line of centres from its rest. Built from
 * geometry (equal masses, e 0.94 between the balls).
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { type Path, framesOf, legsPath, noisy, pairTimes } from './events-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'five-pins' as const };
const R = CAROM_MATCH_TABLE.ballRadius, TOP = CAROM_MATCH_TABLE.width / 2 - R, SHARE = 0.97;
const unit = (deg: number): [number, number] => [Math.sin((deg * Math.PI) / 180), Math.cos((deg * Math.PI) / 180)];
const dot = (a: readonly number[], b: readonly number[]): number => a[0]! * b[0]! + a[1]! * b[1]!;

/**
 * The white in at 2.2 m/s, 55° off the yellow's way (20° off +y), touching at t0; the yellow
 * 40 mm from its touch of the red (line of centres 10° off +y), back off it at `back` of its normal speed; the red
 * `gap` mm off the top rail's contact line.
 */
function chain(t0: number, back: number, seed: number, gap = 1.5): { white: Path; yellow: Path; red: Path } {
  const red: [number, number] = [300, TOP - gap], n2 = unit(10), d = unit(20);
  const pa2: [number, number] = [red[0] - 2 * R * n2[0], red[1] - 2 * R * n2[1]], yRest: [number, number] = [pa2[0] - 40 * d[0], pa2[1] - 40 * d[1]];
  const w = unit(75), vw: [number, number] = [2200 * w[0], 2200 * w[1]], vn = dot(vw, d), vy: [number, number] = [SHARE * vn * d[0], SHARE * vn * d[1]];
  const t1 = t0 + 40 / (SHARE * vn), start = 0.3, pw: [number, number] = [yRest[0] - 2 * R * d[0], yRest[1] - 2 * R * d[1]];
  const white = legsPath([pw[0] - vw[0] * (t0 - start), pw[1] - vw[1] * (t0 - start)], [[start, vw[0], vw[1]], [t0, vw[0] - vy[0], vw[1] - vy[1]]]);
  const vn2 = dot(vy, n2), out: [number, number] = [vy[0] - (1 + back) * vn2 * n2[0], vy[1] - (1 + back) * vn2 * n2[1]];
  const yellow = legsPath(yRest, [[t0, vy[0], vy[1]], [t1, out[0], out[1]]]);
  // By its rail the red creeps off (it handed the impulse back); in the open it leaves along the line of centres.
  const redPath = legsPath(red, gap < 5 ? [[t1, 40, -100]] : [[t1, SHARE * vn2 * n2[0], SHARE * vn2 * n2[1]]]);
  return { white: noisy(white, 1.2, seed), yellow: noisy(yellow, 1.2, seed + 1), red: noisy(redPath, 0.8, seed + 2) };
}

describe('a chain into a ball by its rail (way-in.ts chainedWayIn)', () => {
  it.each([[1.003, 0.6, 21], [1.011, 0.5, 22], [1.017, 0.7, 23]])('first touch at %d, back at %d: two yellow-red contacts', (t0, back, seed) => {
    const frames = framesOf(chain(t0, back, seed), 1.8, 50);
    const ts = pairTimes(extractStroke(frames, ctx).events, 'yellow', 'red');
    expect(ts).toHaveLength(2);
    expect(pairTimes(extractStroke(frames, ctx).events, 'white', 'yellow')).toHaveLength(1);
  });
  it('the same chain into a red 300 mm off its rail (one touch, e 0.94): one yellow-red contact', () => {
    const frames = framesOf(chain(1.011, -0.03, 24, 300), 1.8, 50);
    expect(pairTimes(extractStroke(frames, ctx).events, 'yellow', 'red')).toHaveLength(1);
  });
});
