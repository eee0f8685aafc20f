import { describe, expect, it } from 'vitest';
import type { BallBallEvent, StrokeEvent } from '../src/contracts/events.js';
import type { BallId } from '../src/contracts/ids.js';
import type { BallHistory } from '../src/events/history.js';
import { leftTogether } from '../src/events/rack-together.js';
import { evaluateRecording } from '../src/events/eval/run.js';
import { plannedMatches } from '../src/events/eval/material.js';
import { pairEvents } from './events-helpers.js';

/** A ball at rest at (x, y) until t0, then leaving at (vx, vy) mm/s; 30 fps from 1.5 to 2.5 s. */
function ball(id: BallId, x: number, y: number, t0: number, vx: number, vy: number): BallHistory {
  const t: number[] = [], xs: number[] = [], ys: number[] = [];
  for (let k = 0; k <= 30; k++) {
    const tk = 1.5 + k / 30, dt = Math.max(0, tk - t0);
    t.push(tk); xs.push(x + vx * dt); ys.push(y + vy * dt);
  }
  return { id, t, x: xs, y: ys, runs: [] };
}

describe('a racked pair in line with the hit that left together (rack-together.ts)', () => {
  const R = 34, t0 = 2.0;
  const rests = new Map<BallId, [number, number]>([['colour', [1000, 0]], ['w6', [1000 + 2 * R, 0]], ['w4', [1000 + R * Math.sqrt(3), 40]]]);
  const n: [number, number] = [1, 0];
  it('reads the colour leaving at half the white\'s speed or more as together, at a third or less as apart', () => {
    const together = [ball('colour', 1000, 0, t0, 120, 5), ball('w6', 1068, 0, t0, 130, -5)];
    const apart = [ball('colour', 1000, 0, t0, 40, 5), ball('w6', 1068, 0, t0, 180, -5)];
    expect(leftTogether(together, ['colour', 'w6'], rests, n, t0, new Map(), 5000)).toBe(true);
    expect(leftTogether(together, ['w6', 'colour'], rests, n, t0, new Map(), 5000)).toBe(true);
    expect(leftTogether(apart, ['colour', 'w6'], rests, n, t0, new Map(), 5000)).toBe(false);
  });
  it('says nothing of a pair across the hit, a slow pair, or a ball unseen', () => {
    const hs = [ball('colour', 1000, 0, t0, 120, 5), ball('w6', 1068, 0, t0, 60, 0), ball('w4', 1000 + R * Math.sqrt(3), 40, t0, 150, 80)];
    expect(leftTogether(hs, ['colour', 'w4'], rests, n, t0, new Map(), 5000)).toBeNull();
    expect(leftTogether(hs, ['colour', 'w6'], rests, n, t0, new Map(), 5000)).toBeNull();
    expect(leftTogether([hs[0]!], ['colour', 'w6'], rests, n, t0, new Map(), 5000)).toBeNull();
  });
});

const colourW6 = (es: readonly StrokeEvent[], first: number): BallBallEvent[] => pairEvents(es, 'colour', 'w6').filter((e) => e.t < first + 0.03);

describe('the colour\'s second touch of the white behind it, read from how the pair left (cascade.ts, rack-together.ts)', () => {
  it('reports it when the pair left together though the best-fitting run has one touch (development Russian #4 break at 25 fps)', () => {
    // Truth: colour + w6 at 2.189 and 12 ms later; the colour left at 0.86 of the white's speed along their line.
    const s = evaluateRecording(plannedMatches('russian-colour', 4, 1, 1)[0]!, 25, 1003).strokes[0]!;
    const first = s.truth.find((q) => q.kind === 'ball-ball')!.t;
    expect(colourW6(s.truth, first)).toHaveLength(2);
    expect(colourW6(s.events, first)).toHaveLength(2);
    expect(s.contacts.fn).toBe(0);
  }, 120_000);
  it('leaves it a doubt when the colour left at under half the white\'s speed though the best run has it (development Russian #9 break at 25 fps)', () => {
    // Truth: one colour + w6 touch (the colour's front neighbour w2 struck it again); the colour left at 0.28 of the white's speed.
    const s = evaluateRecording(plannedMatches('russian-colour', 9, 1, 1)[0]!, 25, 1008).strokes[0]!;
    const first = s.truth.find((q) => q.kind === 'ball-ball')!.t;
    expect(colourW6(s.truth, first)).toHaveLength(1);
    expect(colourW6(s.events, first)).toHaveLength(1);
    expect(s.contacts.fp).toBe(0);
  }, 120_000);
});
