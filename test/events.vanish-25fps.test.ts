/**
 * Balls gone into a pocket at 25 fps (vanish.ts; session 20, development
 * Russian 25 fps, the two confidently wrong strokes): a ball struck off a
 * pocket's lip, gone the next frame, and a fast ball missed by the jaw in
 * its last frame on the cloth.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { histories } from '../src/events/history.js';
import { vanished } from '../src/events/vanish.js';
import { framesOf, legsPath, noisy, type Path } from './events-helpers.js';

const table = PYRAMID_12FT_TABLE, hy = table.width / 2, fps = 25;
const ctx = { table, discipline: 'russian-colour' as const };

describe('a ball knocked in off the middle pocket\'s lip, gone the next frame (25 fps, dev #12[3])', () => {
  // w7 lies 95 mm in from the middle-left pocket; w3 comes in at 3.6 m/s, is seen 61 mm from it at 0.8 s (the touch
  // follows within the frame) and goes off at 2.1 m/s the other way; w7 is never seen again.
  const lip: [number, number] = [30, hy - 95], tHit = 0.8, at: [number, number] = [lip[0] + 23, lip[1] - 57];
  const w7: Path = (t) => (t > tHit + 0.01 ? null : noisy(legsPath(lip, []), 0.6, 5)(t));
  const w3 = noisy(legsPath([at[0] + 0.5 * 2860, at[1] - 0.5 * 2180], [[0.3, -2860, 2180], [tHit, -1950, -925], [1.3, 0, 0]]), 0.6, 3);

  it('the ball that reached it touched it: a contact beside the pot, both for the referee to confirm', () => {
    const ex = extractStroke(framesOf({ w3, w7 }, 3, fps), ctx);
    const pot = ex.events.find((e) => e.kind === 'pocket');
    expect(pot).toMatchObject({ ball: 'w7', pocket: 'middle-left' });
    const touch = ex.events.filter((e) => e.kind === 'ball-ball');
    expect(touch).toMatchObject([{ balls: ['w3', 'w7'] }]);
    expect(Math.abs(touch[0]!.t - tHit)).toBeLessThan(1 / fps);
    expect(touch[0]!.confidence).toBeLessThan(0.9);
  });
});

describe('a ball on the lip seen once off its place, then gone (25 fps, dev #74[6])', () => {
  // w5 lies 48 mm in from the middle-left pocket; w7 comes in at 2.8 m/s nearly full, w5 is seen once 21 mm on, then gone.
  const lip: [number, number] = [-3, hy - 48], tHit = 0.79;
  const w5: Path = (t) => (t > 0.801 ? null : t > tHit ? [lip[0], lip[1] + 21] : lip);
  const w7 = noisy(legsPath([lip[0] + 0.49 * 700, lip[1] - 69 - 0.49 * 2700], [[0.3, -700, 2700], [tHit, -500, 100], [1.2, 0, 0]]), 0.6, 4);

  it('the ball that reached it touched it, for the referee to confirm', () => {
    const ex = extractStroke(framesOf({ w7, w5 }, 3, fps), ctx);
    expect(ex.events.find((e) => e.kind === 'pocket')).toMatchObject({ ball: 'w5', pocket: 'middle-left' });
    const touch = ex.events.filter((e) => e.kind === 'ball-ball');
    expect(touch).toMatchObject([{ balls: ['w7', 'w5'] }]);
    expect(touch[0]!.confidence).toBeLessThan(0.9);
  });
});

describe('a fast ball missed by the jaw in its last frame on the cloth (25 fps, dev #24[4])', () => {
  // w6 runs at 3 m/s into the top-right corner; last seen 220 mm from the corner at 1.0 s, the next frame misses it.
  const v: [number, number] = [1775, -2450], last: [number, number] = [1637, -718];
  const w6: Path = (t) => (t > 1.001 ? null : legsPath([last[0] - 0.2 * v[0], last[1] - 0.2 * v[1]], [[0.8, v[0], v[1]]])(t));

  it('went down that pocket, not off the table, at a confidence the referee confirms', () => {
    const h = histories(framesOf({ w6 }, 2.5, fps)).get('w6')!;
    const out = vanished(h, table, 2.5, []);
    expect(out).toMatchObject([{ kind: 'pocket', ball: 'w6', pocket: 'top-right' }]);
    expect(out[0]!.confidence).toBeLessThan(0.9);
  });

  it('a ball still short of the noses two frames on is not called down the pocket', () => {
    // The same ball at a third of the speed: two frames on it is still 60 mm short of the cushion line.
    const slow: Path = (t) => (t > 1.001 ? null : legsPath([last[0] - 0.2 * v[0] / 3, last[1] - 0.2 * v[1] / 3], [[0.8, v[0] / 3, v[1] / 3]])(t));
    const h = histories(framesOf({ w6: slow }, 2.5, fps)).get('w6')!;
    expect(vanished(h, table, 2.5, []).some((e) => e.kind === 'pocket')).toBe(false);
  });
});
