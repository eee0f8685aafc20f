/**
 * A fast start traced straight back to its rest place on its longest
 * straight line (src/events/straight-start.ts `leftStraight`, used by
 * rebound.ts). Development Russian 60 fps 1-40: the break's cue ball,
 * hidden under the cue, first seen ~265 mm out at ~8 m/s; its first five
 * points (detector σ ~4 mm at that speed) traced back missed the rest place
 * by 11-16 mm and the bottom rail 330 mm behind it read as a hit at 0.85
 * (#5[0], #9[0], #11[0], #19[0], #20[0], #40[0]). Synthetic 60 fps path of
 * that geometry with fixed offsets across the path.
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { leftStraight, distanceToLine } from '../src/events/straight-start.js';
import { fitPiece } from '../src/events/fit.js';
import { framesOf, type Path } from './events-helpers.js';

const table = PYRAMID_12FT_TABLE, fps = 60, T0 = 1.0;
const REST: [number, number] = [-1420, 216], V: [number, number] = [7900, -700];
const SPEED = Math.hypot(V[0], V[1]), N: [number, number] = [-V[1] / SPEED, V[0] / SPEED];
/** Offsets (mm) across the path of the first visible points: the first five tilt the short line, the rest alternate. */
const ACROSS = [6, 3.5, 0, -3.5, -6, 1, -1, 1, -1, 1, -1, 1, -1, 1];
const cushionsOf = (es: readonly StrokeEvent[]): StrokeEvent[] => es.filter((e) => e.kind === 'cushion');

/** At rest at REST, hidden under the cue from 0.4 s until `firstSeen`, struck at T0 along V; `across(k)` offsets the kth visible moving point. */
function cueBall(firstSeen: number): Path {
  const first = Math.round(firstSeen * fps);
  return (t) => {
    if (t >= 0.4 && t < firstSeen) return null;
    if (t < T0) return REST;
    const k = Math.round(t * fps) - first, e = ACROSS[k] ?? 0, s = t - T0;
    return [REST[0] + V[0] * s + e * N[0], REST[1] + V[1] * s + e * N[1]];
  };
}

describe('the break cue ball first seen far from its rest place', () => {
  const firstSeen = T0 + 2 / fps;
  const frames = framesOf({ w7: cueBall(firstSeen), w1: () => [890, 0], w2: () => [950, 35] }, 1.25, fps);
  it('met no rail behind it: its twelve straight points pass the rest place', () => {
    expect(cushionsOf(extractStroke(frames, { table, discipline: 'russian-colour' }).events)).toEqual([]);
  });
  it('its first five points alone pass the rest place wide (the short line the rebound reading fits)', () => {
    const ts = [0, 1, 2, 3, 4].map((k) => firstSeen + k / fps);
    const pts = ts.map((t) => cueBall(firstSeen)(t)!);
    const short = fitPiece(ts, pts.map((p) => p[0]), pts.map((p) => p[1]));
    expect(distanceToLine(REST, short)).toBeGreaterThan(10);
    expect(leftStraight(REST, short, null, 10)).toBe(false);
  });
});
