/**
 * Cushion hits before a ball's first visible points (rebound.ts), on
 * hand-made paths with known answers: a rebound whose first point the frame
 * caught on the rail itself, and a ball struck into a rail and first seen
 * long after it came back, its unseen path clear of (or beside) another ball,
 * and a cue ball struck into a near rail and on into a ball before it is seen
 * (hidden-approach.ts, through reflectedHits).
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { pathClear } from '../src/events/hidden-path.js';
import { histories } from '../src/events/history.js';
import { centreBounds } from '../src/track/geometry.js';
import { framesOf, type Path, railHits } from './events-helpers.js';

const table = CAROM_MATCH_TABLE;
const { halfX } = centreBounds(table);
const wobble = (path: Path, a = 0.4): Path => (t) => { const q = path(t); return q && [q[0] + a * Math.sin(t * 977), q[1] + a * Math.cos(t * 1231)]; };
const rest = (p: [number, number]): Path => () => p;
/** Unseen (under the cue) over [from, to). */
const hide = (path: Path, from: number, to: number): Path => (t) => (t >= from && t < to ? null : path(t));
const topHits = (es: readonly StrokeEvent[]): StrokeEvent[] => railHits(es, 'white', 'top');

/**
 * At rest at p, struck at t0 with velocity v into the top rail; it stays on the contact line for `dwell` s (the
 * rubber gives) and leaves with 0.8 of its normal speed.
 */
function bank(p: [number, number], t0: number, v: [number, number], dwell = 0): { path: Path; tc: number } {
  const tc = t0 + (halfX - p[0]) / v[0];
  const path: Path = (t) => {
    if (t < t0) return p;
    const y = p[1] + v[1] * (t - t0);
    if (t < tc) return [p[0] + v[0] * (t - t0), y];
    return [t < tc + dwell ? halfX : halfX - 0.8 * v[0] * (t - tc - dwell), y];
  };
  return { path, tc };
}

describe('a rebound whose first point lies on the rail', () => {
  // 25 fps: a white 170 mm from the top line struck at 4 m/s, unseen until the frame that catches it on the rail (the rubber
  // holds it 2 ms), seen twice going out and hitting the yellow 92 ms after the cushion (development three-cushion seed 16
  // stroke 2): only the way out from the rail point is straight, and traced back it crosses the line 6 mm past that point.
  const fps = 25, tc = 13 / fps, v: [number, number] = [4000, 1200], R = table.ballRadius;
  const b = bank([halfX - 170, -200], tc - 170 / v[0], v, 0.002);
  const tk = tc + 0.092, hitAt = b.path(tk)!;
  const n: [number, number] = [-0.6, 0.8];
  const yRest: [number, number] = [hitAt[0] + 2 * R * n[0], hitAt[1] + 2 * R * n[1]];
  const white: Path = (t) => (t < tk ? b.path(t) : [hitAt[0] + 1500 * n[1] * (t - tk), hitAt[1] - 1500 * n[0] * (t - tk)]);
  const yellow: Path = (t) => (t < tk ? yRest : [yRest[0] + 2500 * n[0] * (t - tk), yRest[1] + 2500 * n[1] * (t - tk)]);
  it('is the hit at that frame, flagged', () => {
    const frames = framesOf({ white: wobble(hide(white, 0.1, tc - 0.001)), yellow: wobble(yellow) }, 1.2, fps);
    const top = topHits(extractStroke(frames, { table, discipline: 'three-cushion' }).events).filter((e) => e.t < tk);
    expect(top).toHaveLength(1);
    expect(Math.abs(top[0]!.t - b.tc)).toBeLessThan(0.5 / fps);
    expect(top[0]!.confidence!).toBeLessThan(0.9);
  });
});

describe('a ball struck into a rail and first seen long after', () => {
  // 30 fps: a white 110 mm from the top line struck at 3.5 m/s comes back along the cue and is unseen for 0.15 s after the hit.
  const fps = 30, v: [number, number] = [3500, 300], t0 = 0.5;
  const b = bank([halfX - 110, 0], t0, v);
  const white = wobble(hide(b.path, 0.1, b.tc + 0.15));
  it('hit it, when its unseen path passed every ball clear', () => {
    const frames = framesOf({ white, yellow: wobble(rest([-600, 300])) }, 1.4, fps);
    const top = topHits(extractStroke(frames, { table, discipline: 'three-cushion' }).events);
    expect(top).toHaveLength(1);
    expect(Math.abs(top[0]!.t - b.tc)).toBeLessThan(1 / fps);
    expect(top[0]!.confidence!).toBeLessThan(0.9);
  });
  it('is not claimed when a ball lay beside that unseen path (it may have met it)', () => {
    const beside: [number, number] = [halfX - 60, 82]; // 66 mm from the way back: untouched, but within touching + PATH_CLEARANCE_MM
    const frames = framesOf({ white, yellow: wobble(rest(beside)) }, 1.4, fps);
    expect(topHits(extractStroke(frames, { table, discipline: 'three-cushion' }).events)).toHaveLength(0);
  });
});

describe('a cue ball struck under the cue into a near rail and on into a ball', () => {
  // 30 fps: a white 31 mm from the top line struck at 2.9 m/s at 60° into it, off the rail into the yellow 32 ms later (a cut
  // of 9° on the line of centres at 106°), unseen until 30 ms after that contact (development three-cushion #40 stroke 5).
  // Straight from its rest it would have met the yellow at 13° and left towards the top rail; it is seen leaving the other way.
  const fps = 30, R = table.ballRadius, t0 = 0.5, deg = Math.PI / 180;
  const r0: [number, number] = [halfX - 31, 132], v: [number, number] = [2900 * Math.cos(60 * deg), 2900 * Math.sin(60 * deg)];
  const tc = t0 + 31 / v[0], at = (t: number): [number, number] => [halfX - 0.8 * v[0] * (t - tc), r0[1] + v[1] * (t - t0)];
  const tk = tc + 0.032, w = at(tk), u: [number, number] = [Math.cos(106 * deg), Math.sin(106 * deg)];
  const vIn: [number, number] = [-0.8 * v[0], v[1]], along = vIn[0] * u[0] + vIn[1] * u[1];
  const tang: [number, number] = [vIn[0] - along * u[0], vIn[1] - along * u[1]];
  const y0: [number, number] = [w[0] + 2 * R * u[0], w[1] + 2 * R * u[1]];
  const white: Path = (t) => (t < t0 ? r0 : t < tc ? [r0[0] + v[0] * (t - t0), r0[1] + v[1] * (t - t0)] : t < tk ? at(t) : [w[0] + tang[0] * (t - tk), w[1] + tang[1] * (t - tk)]);
  const yellow: Path = (t) => (t < tk ? y0 : [y0[0] + along * u[0] * (t - tk), y0[1] + along * u[1] * (t - tk)]);
  it('hit the rail the way it left the contact says (flagged), not straight from its rest', () => {
    const frames = framesOf({ white: wobble(hide(white, 0.1, tk + 0.03)), yellow: wobble(yellow), red: wobble(rest([-800, -300])) }, 1.2, fps);
    const top = topHits(extractStroke(frames, { table, discipline: 'three-cushion' }).events).filter((e) => e.t < tk + 0.05);
    expect(top).toHaveLength(1);
    expect(top[0]!.confidence!).toBeLessThan(0.9);
  });
  it('a white seen leaving the side a straight approach gives did not', () => {
    // Straight from its rest to the same contact point, it leaves on the other side of the line of centres.
    const f = (t: number): number => (t - t0) / (tk - t0);
    const straight: Path = (t) => (t < t0 ? r0 : t < tk ? [r0[0] + (w[0] - r0[0]) * f(t), r0[1] + (w[1] - r0[1]) * f(t)] : [w[0] - tang[0] * (t - tk), w[1] - tang[1] * (t - tk)]);
    const frames = framesOf({ white: wobble(hide(straight, 0.1, tk + 0.03)), yellow: wobble(yellow), red: wobble(rest([-800, -300])) }, 1.2, fps);
    expect(topHits(extractStroke(frames, { table, discipline: 'three-cushion' }).events).filter((e) => e.t < tk + 0.05)).toHaveLength(0);
  });
});

describe('pathClear', () => {
  it('measures from every segment of the unseen path to the other balls seen meanwhile', () => {
    const frames = framesOf({ red: rest([0, 50]) }, 1, 30);
    const red = histories(frames).get('red')!;
    const R = table.ballRadius;
    expect(pathClear([[-500, 0], [500, 0]], [red], 0.2, 0.8, R)).toBe(false);
    expect(pathClear([[-500, 0], [-300, 0], [-300, -500]], [red], 0.2, 0.8, R)).toBe(true);
    expect(pathClear([[-500, 50 - 2 * R - 11], [500, 50 - 2 * R - 11]], [red], 0.2, 0.8, R)).toBe(true);
  });
});
