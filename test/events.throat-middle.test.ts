/**
 * Rattles in a Russian middle pocket's throat (src/events/throat-middle.ts):
 * ±8.75 mm of play, so a ball slowed in the mouth swings 17 mm from jaw to
 * jaw, ~450 mm/s across, and the frame nearest a touch lies up to half a
 * frame's travel (~4 mm at 60 fps) short of the jaw. Hand-made paths.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE as T } from '../src/geometry/tables.js';
import { throatHits } from '../src/events/throat.js';
import { histories } from '../src/events/history.js';
import { mouthsOf } from '../src/events/mouth-walls.js';
import { cushionReach } from '../src/track/geometry.js';
import { framesOf, noisy, type Path } from './events-helpers.js';

const m = mouthsOf(T).find((o) => o.pocket === 'middle-left')!;
const across: [number, number] = [-m.u[1], m.u[0]];
const play = T.pocketOpening.middle / 2 - cushionReach(T);
const at = (ax: number, lat: number): [number, number] => [m.centre[0] + ax * m.u[0] + lat * across[0], m.centre[1] + ax * m.u[1] + lat * across[1]];

const reach = cushionReach(T), half = T.pocketOpening.middle / 2;
/** How far across the centre can go at depth ax: the jaw point's reach before the mouth line, the jaw past it. */
const wall = (ax: number): number => (ax >= 0 ? play : half - Math.sqrt(Math.max(0, reach * reach - ax * ax)));

/**
 * In at 600 mm/s along the axis and `lateral` across, to the jaw on side +1
 * at depth `from` (mm, before the mouth line) at t0 = 1 + phase; then in at
 * `axial`, `lateral` across, turned back by each jaw it meets (a touch), to
 * the fall line. Stepped at 0.1 ms.
 */
function rattle(from: number, axial: number, lateral: number, phase: number): { path: Path; touches: number[]; gone: number } {
  const t0 = 1 + phase, dt = 1e-4, pts: [number, number, number][] = [], touches = [t0];
  let ax = from, lat = wall(from), v = -lateral, t = t0;
  while (ax < 10) {
    pts.push([t, ax, lat]);
    t += dt; ax += axial * dt; lat += v * dt;
    if (Math.abs(lat) >= wall(ax) && Math.sign(lat) === Math.sign(v)) { lat = Math.sign(lat) * wall(ax); v = -v; touches.push(t); }
  }
  const gone = t;
  const path: Path = (tq) => {
    if (tq >= gone) return null;
    if (tq < t0) return at(from + 600 * (tq - t0), wall(from) - lateral * (t0 - tq));
    const p = pts[Math.min(pts.length - 1, Math.round((tq - t0) / dt))]!;
    return at(p[1], p[2]);
  };
  return { path, touches, gone };
}

describe('a ball rattling between the middle jaws before it drops', () => {
  it('its touches, the first one 16 mm before the mouth line, are read at their times (60 fps, 10 noise seeds, σ 1.2 mm)', () => {
    let found = 0, truths = 0;
    for (let seed = 1; seed <= 10; seed++) {
      // The touches fall anywhere between frames: the phase moves them.
      const r = rattle(-16, 150, 450, seed / 170);
      const h = histories(framesOf({ w1: noisy(r.path, 1.2, seed) }, r.gone + 0.5, 60)).get('w1')!;
      // The throat reading alone, no touch known before (development Russian #20[3]: the ray cast found none of that rattle).
      const hits = throatHits(h, T);
      truths += r.touches.length;
      for (const e of hits) {
        expect(e.cushion).toBe('left');
        expect(r.touches.some((t) => Math.abs(t - e.t) < 1.5 / 60)).toBe(true);
      }
      found += hits.length;
    }
    // With the corner's depth and clearances (before throat-middle.ts): 22 of these 50 touches; with the middle's values 37.
    expect(found).toBeGreaterThanOrEqual(truths * 0.6);
  });
});

describe('a ball rolling straight through the middle mouth, off the axis', () => {
  for (const fps of [60, 30]) {
    it(`touches no jaw (${fps} fps, 30 noise seeds, σ 1.2 mm)`, () => {
      for (let seed = 1; seed <= 30; seed++) {
        const speed = [150, 300, 600][seed % 3]!, off = ((seed % 5) - 2) * 3, gone = 1 + 10 / speed;
        const straight: Path = (t) => (t >= gone ? null : at(speed * (t - 1), off));
        const h = histories(framesOf({ w1: noisy(straight, 1.2, seed) }, gone + 0.5, fps)).get('w1')!;
        expect(throatHits(h, T)).toEqual([]);
      }
    });
  }
});
