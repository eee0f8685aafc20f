/**
 * The cue ball's spin in the break (src/events/rack-impacts.ts, cascade.ts):
 * top or back spin turns its contact point on the apex ball up or down and
 * side spin rubs it sideways, so the apex ball is thrown more or less off its
 * line, and that decides which neighbour strikes the colour again. The frames
 * show none of it: the cascade runs over a few spins and claims only what the
 * departures settle. Layouts, cue balls and true touches: development Russian
 * breaks #8 and #15 (the simulator's).
 */
import { describe, expect, it } from 'vitest';
import type { BallBallEvent } from '../src/contracts/events.js';
import type { BallId } from '../src/contracts/ids.js';
import { plannedMatches } from '../src/events/eval/material.js';
import { evaluateRecording } from '../src/events/eval/run.js';
import { rackImpacts, type RackBody } from '../src/events/rack-impacts.js';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';

const R = PYRAMID_12FT_TABLE.ballRadius;
const RACK: [BallId, number, number][] = [
  ['w1', 887.5, 0], ['w2', 946.433, -34.025], ['w3', 946.433, 34.025], ['w4', 1005.366, -68.05],
  ['colour', 1005.366, 0], ['w5', 1005.366, 68.05], ['w6', 1073.416, 0],
];
const sorted = (xs: readonly (readonly string[])[]): string[] => xs.map((p) => [...p].sort().join('+')).sort();

/** The model's touches of a break whose cue ball w7 meets w1 from `at`, velocity `v` (mm/s), spin `w` (rad/s) or none. */
function touches(at: [number, number], v: [number, number], w?: [number, number, number]): string[] {
  const bodies: RackBody[] = [
    { id: 'w7', x: at[0], y: at[1], vx: v[0], vy: v[1], ...(w ? { wx: w[0], wy: w[1], wz: w[2] } : {}) },
    ...RACK.map(([id, x, y]) => ({ id, x, y, vx: 0, vy: 0 })),
  ];
  const near = (i: number, j: number): boolean => Math.hypot(bodies[i]!.x - bodies[j]!.x, bodies[i]!.y - bodies[j]!.y) - 2 * R < 1.5;
  return sorted(rackImpacts(bodies, R, 0.95, near, (i, j) => i === 0 && bodies[j]!.id === 'w1'));
}

describe('the cue ball\'s spin in the break', () => {
  it('with its stun and side spin the third-row white w3 strikes the colour twice, not the colour the white behind it (#8)', () => {
    const truth = sorted('w7+w1 w1+w2 w1+w3 w2+w4 w3+w5 w1+w7 w2+colour w1+w3 w3+colour colour+w6 w3+colour'.split(' ').map((p) => p.split('+')));
    expect(touches([819.607, 3.816], [4381.3, -207.7], [-0.25, -5.19, 20.48])).toEqual(truth);
    // Without the spin the model has the colour touch w6 twice and w3 once.
    expect(touches([819.607, 3.816], [4381.3, -207.7])).not.toEqual(truth);
  });
  it('with its draw and side spin w2 strikes the colour twice (#15)', () => {
    const truth = sorted('w7+w1 w1+w3 w1+w2 w3+w5 w2+w4 w1+w7 w3+colour w1+w2 w2+colour colour+w6 w2+colour'.split(' ').map((p) => p.split('+')));
    expect(touches([819.578, -3.256], [4107.3, 146.1], [0.59, -16.48, -28.05])).toEqual(truth);
  });

  it('claims the repeat the departures settle over the spins tried, not a wrong one (development Russian #8 at 60 fps)', () => {
    // Before the spins were tried, the one spin-less model claimed colour+w6 twice at 0.7 and missed w3+colour's second touch.
    const s = evaluateRecording(plannedMatches('russian-colour', 8, 1, 1)[0]!, 60, 1007).strokes[0]!;
    const t0 = s.truth.find((q) => q.kind === 'ball-ball')!.t;
    const rack = (es: readonly { t: number; kind: string }[]): string[] =>
      sorted(es.filter((e) => e.kind === 'ball-ball' && Math.abs(e.t - t0) < 0.03).map((e) => (e as BallBallEvent).balls));
    expect(rack(s.events)).toEqual(rack(s.truth));
  }, 60_000);
});
