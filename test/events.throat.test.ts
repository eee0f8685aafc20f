/**
 * Rattles between a Russian corner pocket's jaws (src/events/throat.ts), on
 * hand-made paths: a ball that comes to the top-left mouth line slowly and
 * zigzags between the jaws (±3.75 mm of play) until it drops, every touch a
 * `left` or `top` jaw at its time; and a ball rolling slowly straight down the
 * throat, whose noise makes no touch.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE as T } from '../src/geometry/tables.js';
import { cushionContacts } from '../src/events/cushions.js';
import { histories } from '../src/events/history.js';
import { mouthsOf } from '../src/events/mouth-walls.js';
import { cushionReach } from '../src/track/geometry.js';
import { framesOf, noisy, type Path } from './events-helpers.js';

const m = mouthsOf(T).find((o) => o.pocket === 'top-left')!;
/** Across the top-left mouth: + towards the left jaw, − towards the top jaw. */
const across: [number, number] = [-m.u[1], m.u[0]];
const play = T.pocketOpening.corner / 2 - cushionReach(T);

/**
 * Along the axis at `inSpeed` (and across at `lateral` mm/s) into the jaw on
 * side `first` at the mouth line at t0, then on at `axial` mm/s, swinging
 * across at `lateral` between the jaws (a triangle wave, a touch at each
 * turn), gone at the fall line.
 */
function rattle(t0: number, inSpeed: number, axial: number, lateral: number, first: 1 | -1): { path: Path; touches: { t: number; side: 1 | -1 }[]; gone: number } {
  const gone = t0 + 10 / axial, half = play / lateral;
  const touches: { t: number; side: 1 | -1 }[] = [];
  for (let i = 0, t = t0; t < gone; i++, t += 2 * half) touches.push({ t, side: (i % 2 === 0 ? first : -first) as 1 | -1 });
  const path: Path = (t) => {
    if (t >= gone) return null;
    const ax = t < t0 ? inSpeed * (t - t0) : axial * (t - t0);
    // Triangle wave: ±play at the touches, 0 between.
    const ph = ((t - t0) / half + 2) % 4;
    const lat = t < t0 ? first * (play - lateral * (t0 - t)) : first * play * (ph < 2 ? ph - 1 : 3 - ph);
    return [m.centre[0] + ax * m.u[0] + lat * across[0], m.centre[1] + ax * m.u[1] + lat * across[1]];
  };
  return { path, touches, gone };
}

describe('a ball rattling between the top-left corner jaws before it drops', () => {
  for (const fps of [60, 30]) {
    it(`its touches are the jaws' cushions at their times (${fps} fps, 10 noise seeds)`, () => {
      let found = 0, truths = 0;
      for (let seed = 1; seed <= 10; seed++) {
        const r = rattle(1, 600, 100, 250, seed % 2 ? 1 : -1);
        const h = histories(framesOf({ w1: noisy(r.path, 1, seed) }, r.gone + 0.5, fps)).get('w1')!;
        // The first touch is the ray cast's (mouths.ts): the rattles after it are read here.
        const hits = cushionContacts(h, T).filter((e) => e.t > 1 + 1 / fps);
        truths += r.touches.length - 1;
        for (const e of hits) {
          // Every touch read is a real one: a touch of that jaw within a frame and a half (touches 30 ms apart alias at the frame rate).
          const side = e.cushion === 'left' ? 1 : -1;
          expect(['left', 'top']).toContain(e.cushion);
          expect(r.touches.some((o) => o.side === side && Math.abs(o.t - e.t) < 1.5 / fps)).toBe(true);
          expect(e.confidence).toBeLessThanOrEqual(0.9);
        }
        found += hits.length;
      }
      // A touch between two frames close to another one may go unseen; most are read at 60 fps (10 of 30 without the throat reading, 21 with it). At 30 fps these touches, 30 ms apart, alias with the frames: the check there is that none read is wrong.
      expect(found).toBeGreaterThanOrEqual(fps === 60 ? truths * 0.6 : truths * 0.3);
    });
  }
});

describe('a ball rolling straight down the corner throat', () => {
  for (const fps of [60, 30]) {
    it(`touches no jaw, slow or at 300 mm/s (${fps} fps, 20 noise seeds each)`, () => {
      for (let seed = 1; seed <= 40; seed++) {
        const speed = seed <= 20 ? 150 : 300, gone = 1 + 10 / speed;
        const straight: Path = (t) => (t >= gone ? null : [m.centre[0] + speed * (t - 1) * m.u[0], m.centre[1] + speed * (t - 1) * m.u[1]]);
        const h = histories(framesOf({ w1: noisy(straight, 1.2, seed) }, gone + 0.5, fps)).get('w1')!;
        expect(cushionContacts(h, T)).toEqual([]);
      }
    });
  }
});
