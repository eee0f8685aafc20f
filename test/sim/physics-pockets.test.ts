import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../../src/geometry/tables.js';
import { simulate, tableShape } from '../../src/sim/physics/index.js';
import { eventsOf } from './physics-helpers.js';

const T = PYRAMID_12FT_TABLE, hx = T.length / 2, hy = T.width / 2;

/** A white sent at the top-left corner pocket along the diagonal, `off` mm to its right. */
function atCorner(off: number) {
  return simulate({ balls: [{ id: 'w1', pos: [hx - 500 + off / Math.SQRT2, hy - 500 - off / Math.SQRT2] }] }, { ball: 'w1', speed: 1500, direction: Math.PI / 4 }, T);
}

describe('Russian pockets', () => {
  it('the pocket mouths have the nominal openings between the jaw points', () => {
    const s = tableShape(T, 10);
    const corner = s.pockets.find((p) => p.pocket === 'top-left')!, middle = s.pockets.find((p) => p.pocket === 'middle-right')!;
    expect(2 * corner.halfWidth).toBeCloseTo(T.pocketOpening.corner, 9);
    expect(2 * middle.halfWidth).toBeCloseTo(T.pocketOpening.middle, 9);
  });

  it('a ball aimed into a corner pocket is pocketed, and is off the cloth afterwards', () => {
    const r = atCorner(0);
    expect(r.events.slice(1, -1)).toEqual([expect.objectContaining({ kind: 'pocket', ball: 'w1', pocket: 'top-left' })]);
    expect(r.stateAt(r.end + 1).balls.w1!.status).toBe('pocketed');
  });

  it('a ball aimed into a middle pocket is pocketed', () => {
    const r = simulate({ balls: [{ id: 'colour', pos: [0, -200] }] }, { ball: 'colour', speed: 1500, direction: -Math.PI / 2 }, T);
    expect(eventsOf(r, 'pocket')).toEqual([expect.objectContaining({ ball: 'colour', pocket: 'middle-right' })]);
  });

  it('a ball a little off line rattles between the jaws and still drops', () => {
    const r = atCorner(5);
    expect(eventsOf(r, 'cushion').length).toBeGreaterThanOrEqual(1);
    expect(eventsOf(r, 'pocket')).toHaveLength(1);
  });

  it('a ball aimed at a jaw rattles off it (cushion contact with that jaw cushion) and stays on the table', () => {
    const r = atCorner(25);
    const cushions = eventsOf(r, 'cushion');
    expect(cushions[0]).toMatchObject({ ball: 'w1', cushion: 'top' });
    expect(eventsOf(r, 'pocket')).toHaveLength(0);
    const end = r.stateAt(r.end).balls.w1!;
    expect(end.status).toBe('table');
    expect(end.pos[0]).toBeLessThan(hx - 100);
  });

  it('a ball rolling along a long cushion past a middle pocket mouth is not pocketed unless it enters the throat', () => {
    const reach = tableShape(T, 10).reach;
    // Centre 1 mm off the nose line: it crosses the mouth but never gets between the jaws.
    const r = simulate({ balls: [{ id: 'w2', pos: [-600, hy - reach - 1] }] }, { ball: 'w2', speed: 1200, direction: 0 }, T);
    expect(eventsOf(r, 'pocket')).toHaveLength(0);
  });
});
