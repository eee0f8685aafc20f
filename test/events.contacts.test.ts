/**
 * Ball-ball contact findings on hand-made paths with known answers (issue 6,
 * carom event accuracy): a slow ball rolling up to a resting one is touched
 * once, at the touch, not frames before it where noise makes a distance
 * minimum on the way in; a ball sent into a cushion and back into its hitter
 * with the second meeting unexplained leaves a doubt on the stroke.
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { missedKissBacks } from '../src/events/contacts.js';
import { extractStroke } from '../src/events/extract.js';
import { histories } from '../src/events/history.js';
import { framesOf, type Path } from './events-helpers.js';

const R = CAROM_MATCH_TABLE.ballRadius;

/** Deterministic noise, uniform in ±a/2 per axis (σ ≈ 0.29·a), different per seed: the detector's jitter, so distances have local minima. */
const jitter = (path: Path, a: number, seed: number): Path => (t) => {
  const q = path(t), u = (k: number): number => { const s = Math.sin(k * 12.9898 + seed * 78.233) * 43758.5453; return s - Math.floor(s) - 0.5; };
  return q && [q[0] + a * u(t * 1000), q[1] + a * u(t * 1000 + 0.5)];
};
/** Piecewise-constant velocity from p0: knots [t, vx, vy] (velocity from t on). */
const rolling = (p0: [number, number], knots: [number, number, number][]): Path => (t) => {
  let x = p0[0], y = p0[1];
  knots.forEach(([tk, vx, vy], k) => {
    const tn = k + 1 < knots.length ? knots[k + 1]![0] : Infinity;
    const dt = Math.max(0, Math.min(t, tn) - tk);
    x += vx * dt; y += vy * dt;
  });
  return [x, y];
};

describe('a slow ball rolling up to a resting one', () => {
  // Yellow rolls in along +x at 100 mm/s and touches red (at rest at the origin) at tc; red leaves at 80 mm/s, yellow goes on at 20.
  const tc = 1.6, v = 100;
  const yellow = rolling([-2 * R - v * (tc - 0.6), 0], [[0.6, v, 0], [tc, 20, 5]]);
  const red = rolling([0, 0], [[tc, 80, -5]]);
  for (const fps of [60, 30, 25]) {
    it(`is one contact, at the touch, at ${fps} fps (noise minima on the way in are not contacts)`, () => {
      // The detector's noise: σ ≈ 1.2 mm on the moving ball, 0.6 at rest (src/track/simulated-detections.ts).
      for (let seed = 1; seed <= 12; seed++) {
        const frames = framesOf({ yellow: jitter(yellow, 4, seed), red: jitter(red, 2, seed + 100) }, 3, fps);
        const found = extractStroke(frames, { table: CAROM_MATCH_TABLE, discipline: 'libre' }).events.filter((e) => e.kind === 'ball-ball');
        expect(found.map((e) => +e.t.toFixed(3)), `seed ${seed}`).toHaveLength(1);
        expect(Math.abs(found[0]!.t - tc), `seed ${seed}`).toBeLessThan(2 / fps);
      }
    });
  }
});

describe('a ball sent into a cushion and back into its hitter', () => {
  // White hits yellow (20 mm off the top contact line) at 1.0 s; yellow hits the cushion at 1.02 s and comes back into white at about 1.033 s.
  const fps = 50, halfX = 1000, rest: [number, number] = [halfX - 20, 0];
  const white = rolling([rest[0] - 2 * R - 1500, 0], [[0, 1500, 0], [1, 300, 0], [1.033, -800, 0]]);
  const yellow: Path = (t) => (t <= 1 ? rest : t <= 1.02 ? [rest[0] + 1000 * (t - 1), 0] : t <= 1.033 ? [halfX - 800 * (t - 1.02), 0] : [halfX - 800 * 0.013 + 300 * (t - 1.033), 0]);
  const hs = [...histories(framesOf({ white: jitter(white, 2, 1), yellow: jitter(yellow, 2, 2) }, 1.6, fps)).values()];
  const [w, y] = [hs.find((h) => h.id === 'white')!, hs.find((h) => h.id === 'yellow')!];
  const first = { event: { t: 1, kind: 'ball-ball' as const, balls: ['white', 'yellow'] as [BallId, BallId], confidence: 0.99 } };
  const cushion = new Map<BallId, number[]>([['yellow', [1.02]]]);
  it('leaves a doubt when the second meeting is not explained', () => {
    const out = missedKissBacks(w, y, [1.04], [first], cushion);
    expect(out).toHaveLength(1);
    expect(out[0]!.doubt).toBeGreaterThan(0);
    expect(out[0]!.event.confidence).toBeUndefined();
  });
  it('leaves none without a cushion hit just before, or when the meeting is the found contact again', () => {
    expect(missedKissBacks(w, y, [1.04], [first], new Map())).toEqual([]);
    expect(missedKissBacks(w, y, [1.04], [first], new Map<BallId, number[]>([['yellow', [1.05]]]))).toEqual([]);
    expect(missedKissBacks(w, y, [1.04], [first, { event: { ...first.event, t: 1.035 } }], cushion)).toEqual([]);
  });
});
