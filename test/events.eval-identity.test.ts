/**
 * The evaluation's identity map is one-to-one: two tracked ids never become
 * one true ball (a tracked contact renamed "w5+w5" left the stroke's verdict
 * unreadable, "error"; Russian development #38[5], 30 fps).
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import { identityMap } from '../src/events/eval/identity-map.js';
import type { TruthFrameAt } from '../src/track/simulated-detections.js';
import type { TrackedFrame } from '../src/track/tracker.js';

type At = Partial<Record<BallId, [number, number]>>;

function trackedAt(t: number, at: At): TrackedFrame {
  const balls = (Object.entries(at) as [BallId, [number, number]][]).map(([id, [x, y]]) => ({ id, x, y, vx: 0, vy: 0, observed: true, moving: false, unseenS: 0 }));
  return { frame: Math.round(t * 30), t, balls, pinsStanding: [], pinsFallen: [], backfill: [] };
}

function truthAt(t: number, at: At): TruthFrameAt {
  const balls: TruthFrameAt['balls'] = {};
  for (const [id, [x, y]] of Object.entries(at) as [BallId, [number, number]][]) balls[id] = { x, y, vx: 0, vy: 0, moving: false } as never;
  return { frame: Math.round(t * 30), t, balls, pins: {} };
}

describe('identityMap', () => {
  it('names each true ball once: a new track on a claimed ball goes to the nearest free one', () => {
    // Tracked w5 starts on true w5, then slides onto true w2 (a swap at a contact); a new track w7 is born on true w5.
    const truth1: At = { w5: [100, 100], w2: [300, 100], w1: [900, 500] };
    const truth2: At = { w5: [200, 100], w2: [270, 100], w1: [900, 500] };
    const tracked = [
      trackedAt(0, { w5: [101, 100], w3: [300, 101], w2: [900, 501] }),
      trackedAt(1, { w5: [271, 100], w7: [201, 100], w2: [900, 501] }),
    ];
    const { map, swaps } = identityMap(tracked, [truthAt(0, truth1), truthAt(1, truth2)], 0, 1);
    expect(map.get('w5')).toBe('w5');
    expect(map.get('w3')).toBe('w2');
    expect(map.get('w2')).toBe('w1');
    // w5 is taken, w2 and w1 too: no free true ball in the frame, so w7 stays unmapped rather than becoming a second w5.
    expect(map.get('w7')).toBeUndefined();
    const values = [...map.values()];
    expect(new Set(values).size).toBe(values.length);
    // One swap (w5 moved onto w2's ball), not two: the unmapped w7 is its other half.
    expect(swaps).toBe(1);
  });

  it('sends the later of two tracks on one ball to the next nearest free true ball', () => {
    const truth: At = { w4: [100, 100], w6: [500, 100] };
    const tracked = [
      trackedAt(0, { w4: [100, 101] }),
      trackedAt(1, { w4: [100, 101], w1: [102, 100] }),
    ];
    const { map, swaps } = identityMap(tracked, [truthAt(0, truth), truthAt(1, truth)], 0, 1);
    expect(map.get('w4')).toBe('w4');
    expect(map.get('w1')).toBe('w6');
    // A lost ball's second track is not a swap of two balls: the swaps figure stays as it was.
    expect(swaps).toBe(0);
  });

  it('keeps a plain stroke one-to-one and counts no swap', () => {
    const truth: At = { w1: [100, 100], colour: [400, 300] };
    const tracked = [trackedAt(0, { w1: [100, 100], colour: [401, 300] }), trackedAt(1, { w1: [100, 101], colour: [400, 299] })];
    const { map, swaps } = identityMap(tracked, [truthAt(0, truth), truthAt(1, truth)], 0, 1);
    expect([...map.entries()].sort()).toEqual([['colour', 'colour'], ['w1', 'w1']]);
    expect(swaps).toBe(0);
  });
});
