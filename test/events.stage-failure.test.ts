/**
 * The events stage never jams: a stroke whose extraction throws is reported
 * once and the stage goes on to the next stroke (before, every frame at rest
 * retried it and the frame buffer grew without end).
 */
import { describe, expect, it, vi } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import type { TrackedFrame } from '../src/track/tracker.js';

let failNext = true;
vi.mock('../src/events/extract.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/events/extract.js')>();
  return {
    ...real,
    extractStroke: (...args: Parameters<typeof real.extractStroke>) => {
      if (failNext) { failNext = false; throw new Error('cannot read this stroke'); }
      return real.extractStroke(...args);
    },
  };
});

const { EventsStage } = await import('../src/events/stage.js');

/** The white rolls at 1 m/s during [a, b) (frames at 30 fps), rests otherwise; yellow and red rest. */
function frameAt(k: number, strokes: readonly [number, number][]): TrackedFrame {
  let x = -500, vx = 0;
  for (const [a, b] of strokes) {
    if (k >= b) x += (b - a) * (1000 / 30);
    else if (k >= a) { x += (k - a) * (1000 / 30); vx = 1000; }
  }
  const ball = (id: 'white' | 'yellow' | 'red', bx: number, by: number, v = 0) => ({ id, x: bx, y: by, vx: v, vy: 0, observed: true, moving: v > 0, unseenS: 0 });
  return { frame: k, t: k / 30, balls: [ball('white', x, 0, vx), ball('yellow', 600, 300), ball('red', 600, -300)], pinsStanding: [], pinsFallen: [], backfill: [] };
}

describe('events stage after an extraction that throws', () => {
  it('reports the failure once, then reads the next stroke', () => {
    const stage = new EventsStage({ table: CAROM_MATCH_TABLE, discipline: 'libre' });
    const strokes: [number, number][] = [[10, 25], [80, 95]];
    const errors: number[] = [];
    const found: number[] = [];
    for (let k = 0; k < 150; k++) {
      try {
        const s = stage.update(frameAt(k, strokes));
        if (s) found.push(k);
      } catch {
        errors.push(k);
      }
    }
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeLessThan(80);
    expect(found).toHaveLength(1);
    expect(found[0]).toBeGreaterThan(95);
  });
});
