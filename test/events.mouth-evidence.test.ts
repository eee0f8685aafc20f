/**
 * Clean straight pots through a Russian pocket mouth with a real camera's
 * detector noise (σ 2 mm, against the simulator's ~1.2): the ball touches
 * nothing, and a touch read there must show a push above the noise of the
 * ball's own points (src/events/mouth-evidence.ts).
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE as T } from '../src/geometry/tables.js';
import { cushionContacts } from '../src/events/cushions.js';
import { histories } from '../src/events/history.js';
import { mouthsOf } from '../src/events/mouth-walls.js';
import { kinkEvidence, ownNoise } from '../src/events/mouth-evidence.js';
import { cushionReach } from '../src/track/geometry.js';
import { framesOf, noisy, type Path } from './events-helpers.js';

function inMouth(pocket: string) {
  const m = mouthsOf(T).find((o) => o.pocket === pocket)!;
  const across: [number, number] = [-m.u[1], m.u[0]];
  const at = (ax: number, lat: number): [number, number] => [m.centre[0] + ax * m.u[0] + lat * across[0], m.centre[1] + ax * m.u[1] + lat * across[1]];
  const play = (pocket.startsWith('middle') ? T.pocketOpening.middle / 2 : T.pocketOpening.corner / 2) - cushionReach(T);
  return { at, play };
}

/** False touches over `n` clean straight pots down the mouth's axis at `speed`, offset up to 2/3 of the play, detections σ mm. */
function falseTouches(pocket: string, speed: number, sigma: number, fps: number, n: number): number {
  const { at, play } = inMouth(pocket);
  let count = 0;
  for (let s = 1; s <= n; s++) {
    const off = (((s % 5) - 2) * play) / 3, gone = 1 + 10 / speed;
    const p: Path = (t) => (t >= gone ? null : at(speed * (t - 1), off));
    const h = histories(framesOf({ w1: noisy(p, sigma, s * 7919 + speed * 13 + fps) }, gone + 0.5, fps)).get('w1')!;
    count += cushionContacts(h, T).length;
  }
  return count;
}

describe('clean straight pots with a real camera\'s noise', () => {
  it('make few touches in a corner mouth at 100 and 150 mm/s, σ 2 mm (60 fps, 50 pots each)', () => {
    // Without the push test: 21 and 7 (the turn reading off a cushion and the throat's reversals read the noise); with it 1 and 0.
    expect(falseTouches('top-left', 100, 2, 60, 50)).toBeLessThanOrEqual(3);
    expect(falseTouches('top-left', 150, 2, 60, 50)).toBeLessThanOrEqual(2);
  });
  it('make few touches in a middle mouth at 300 mm/s, σ 3 mm (60 fps, 50 pots)', () => {
    // Without the push test: 13 (the middle throat's reversals); with it 2.
    expect(falseTouches('middle-left', 300, 3, 60, 50)).toBeLessThanOrEqual(4);
  });
});

describe('the push test', () => {
  const { at } = inMouth('top-left');
  it('measures the ball\'s own noise from its points', () => {
    const h = histories(framesOf({ w1: noisy((t) => at(-300 + 200 * t, 0), 2, 5) }, 1.5, 60)).get('w1')!;
    expect(ownNoise(h, 0, 1.5)).toBeGreaterThan(1.5);
    expect(ownNoise(h, 0, 1.5)).toBeLessThan(2.6);
  });
  it('sees a slow ball turned 100 mm/s sideways at σ 1.2 mm, not a straight one at σ 2 mm', () => {
    const turned: Path = (t) => at(-200 + 150 * t, t < 1 ? 0 : 100 * (t - 1));
    for (const fps of [60, 30]) {
      for (let seed = 1; seed <= 10; seed++) {
        const bent = histories(framesOf({ w1: noisy(turned, 1.2, seed) }, 1.3, fps)).get('w1')!;
        expect(kinkEvidence(bent, 1)).toBeGreaterThan(10);
      }
    }
    let high = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const straight = histories(framesOf({ w1: noisy((t) => at(-200 + 150 * t, 0), 2, seed) }, 1.3, 60)).get('w1')!;
      if ((kinkEvidence(straight, 1) ?? 0) > 10) high++;
    }
    expect(high).toBeLessThanOrEqual(1);
  });
});
