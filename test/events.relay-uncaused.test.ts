/**
 * A relay whose own slow start was read but not its hitter (relay-push.ts
 * `uncausedRelay`). The cue ball, unseen under the cue until a frame after
 * it hit its object ball, hits w2 lying a few mm from the colour; w2 passes
 * the hit on and creeps 15 mm, the colour leaves at 2.8 m/s. w2's start has
 * no cause (the cue ball was hidden at it, too far from its rest for a
 * hidden hitter), so the cue ball's first contact was lost and a foul called
 * on a valid stroke (development Russian under the hall camera, 60 fps #21[1]).
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { framesOf, legsPath, noisy, type Path } from './events-helpers.js';

const table = PYRAMID_12FT_TABLE, R = table.ballRadius;
const ctx = { table, discipline: 'russian-colour' as const };
const hide = (path: Path, from: number, to: number): Path => (t) => (t >= from && t < to ? null : path(t));
const pairs = (es: readonly StrokeEvent[]): string[] => es.flatMap((e) => (e.kind === 'ball-ball' && (e.confidence ?? 1) >= 0.5 ? [[...e.balls].sort().join('+')] : []));
/** A hall camera's correlated error on a fast ball's first points after a hit (mm). */
const offset = (path: Path, from: number, to: number, d: [number, number]): Path => (t) => {
  const q = path(t);
  return q && t >= from && t < to ? [q[0] + d[0], q[1] + d[1]] : q;
};

// The cue ball w5 lies at (-200, -500), is struck at 1.0 s at 2 m/s up the table, unseen under the cue from 0.6 s until
// a frame after it meets w2 at tc = 1.21 s (240 mm on: too far from w2's rest for a hidden hitter, HIDDEN_REACH_MM).
const V = 2000, tc = 1.21, y0 = -500, yc = y0 + V * (tc - 1);

function stroke(relay: boolean): string[] {
  const cue = offset(hide(noisy(legsPath([-200, y0], [[1, 0, V], [tc, 380, 120], [tc + 0.5, 0, 0]]), 0.6, 3), 0.6, tc + 0.005), tc, tc + 0.06, [5, -6]);
  // w2 lies 2R ahead of the cue ball's way, 4 mm from the colour; it creeps on at 150 mm/s for 0.1 s, the colour leaves at 2.8 m/s.
  const w2 = noisy(legsPath([-200, yc + 2 * R], [[tc, 0, relay ? 150 : 0], [tc + 0.1, 0, 0]]), 0.6, 11);
  const colour = noisy(legsPath([-200, yc + 4 * R + 4], [[tc + 0.002, 0, 2800], [tc + 0.6, 0, 0]]), 0.6, 13);
  return pairs(extractStroke(framesOf({ w5: cue, w2, colour }, 2.2, 60), ctx).events);
}

describe('a relay that crept after passing the hit on, its hitter unseen at its start (60 fps)', () => {
  it('was hit by the ball that reached its rest place as it passed the hit on', () => {
    const found = stroke(true);
    expect(found).toContain('w2+w5');
    expect(found).toContain('colour+w2');
    expect(found).not.toContain('colour+w5');
  });
});
