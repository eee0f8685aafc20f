/**
 * The last touch of a rattle in a Russian corner mouth, at the frame before
 * the drop (src/events/throat-last.ts): recorded rows of development Russian
 * #40 stroke 6 at 60 fps (ball w6): the ball meets the top jaw (63.542), crosses
 * the throat and meets the right jaw (63.569) as it goes down (pocketed
 * 63.570). Its last point lies against the right jaw; no point comes after.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE as T } from '../src/geometry/tables.js';
import { cushionContacts } from '../src/events/cushions.js';
import { histories } from '../src/events/history.js';
import { LAST_TOUCH_CONFIDENCE } from '../src/events/throat-last.js';
import type { TrackedFrame } from '../src/track/tracker.js';
import { mouthsOf } from '../src/events/mouth-walls.js';
import { framesOf, noisy, type Path } from './events-helpers.js';

/** Development Russian #40[6], 60 fps: the white's tracked points (t s, x mm, y mm) over its last 0.8 s. */
const ROWS: [number, number, number][] = [
  [62.7833, 1301.0, -597.2], [62.8000, 1314.6, -604.5], [62.8167, 1323.7, -612.1], [62.8333, 1334.2, -616.8],
  [62.8500, 1344.4, -621.2], [62.8667, 1353.6, -628.2], [62.8833, 1361.2, -636.7], [62.9000, 1372.6, -642.2],
  [62.9167, 1382.8, -649.3], [62.9333, 1397.0, -653.2], [62.9500, 1407.4, -658.6], [62.9667, 1415.1, -665.5],
  [62.9833, 1423.4, -669.1], [63.0000, 1433.2, -675.8], [63.0167, 1444.2, -682.0], [63.0333, 1455.8, -687.6],
  [63.0500, 1466.8, -691.8], [63.0667, 1478.1, -697.2], [63.1000, 1494.3, -709.6], [63.1167, 1506.3, -716.1],
  [63.1500, 1527.4, -727.9], [63.1667, 1537.1, -731.4], [63.1833, 1546.3, -736.6], [63.2000, 1555.6, -743.6],
  [63.2167, 1565.2, -749.8], [63.2333, 1573.9, -757.2], [63.2500, 1582.5, -759.6], [63.2667, 1594.8, -766.7],
  [63.2833, 1602.2, -772.4], [63.3000, 1615.7, -776.9], [63.3167, 1623.8, -785.2], [63.3333, 1630.8, -785.5],
  [63.3500, 1641.7, -792.6], [63.3667, 1651.2, -798.5], [63.3833, 1659.6, -801.8], [63.4000, 1668.7, -810.7],
  [63.4167, 1677.9, -814.8], [63.4333, 1690.1, -820.5], [63.4500, 1698.6, -825.5], [63.4667, 1707.5, -829.9],
  [63.4833, 1715.9, -835.2], [63.5000, 1726.3, -839.8], [63.5167, 1735.7, -845.5], [63.5333, 1743.7, -851.3],
  [63.5500, 1750.2, -860.8], [63.5667, 1753.4, -870.4],
];

function historyOf(rows: readonly [number, number, number][]) {
  const frames: TrackedFrame[] = rows.map(([t, x, y], i) => ({
    frame: i, t, balls: [{ id: 'w6', x, y, vx: 0, vy: 0, observed: true, moving: false, unseenS: 0 }], pinsStanding: [], pinsFallen: [], backfill: [],
  }));
  return histories(frames).get('w6')!;
}

describe('the last touch of a corner rattle before the drop', () => {
  it('is read from the last point against the far jaw after a touch of the near one (recorded #40[6])', () => {
    const hits = cushionContacts(historyOf(ROWS), T).filter((e) => e.t > 63.5);
    // The top jaw's touch is the throat's; without the last-point reading the right jaw's is missed.
    expect(hits.some((e) => e.cushion === 'top' && Math.abs(e.t - 63.542) < 0.017)).toBe(true);
    const last = hits.find((e) => e.cushion === 'right');
    expect(last).toBeDefined();
    expect(Math.abs(last!.t - 63.569)).toBeLessThan(0.017);
    expect(last!.confidence).toBe(LAST_TOUCH_CONFIDENCE);
  });

  it('is not read when the last point lies in the middle of the throat', () => {
    // The last point moved across the mouth onto its axis (depth kept): nothing shows the ball reached the right jaw.
    const m = mouthsOf(T).find((o) => o.pocket === 'top-right')!, across: [number, number] = [-m.u[1], m.u[0]];
    const [t, x, y] = ROWS[ROWS.length - 1]!, lat = (x - m.centre[0]) * across[0] + (y - m.centre[1]) * across[1];
    const moved = [...ROWS.slice(0, -1), [t, x - lat * across[0], y - lat * across[1]] as [number, number, number]];
    expect(cushionContacts(historyOf(ROWS), T).some((e) => e.cushion === 'right' && e.t > 63.55)).toBe(true);
    expect(cushionContacts(historyOf(moved), T).some((e) => e.cushion === 'right' && e.t > 63.55)).toBe(false);
  });

  it('is not read from a slow clean pot whose noisy last point jumps across the throat (σ 2 mm, 150 mm/s, 60 fps)', () => {
    // A hand-made straight pot down the top-left mouth's axis (the noise test's seed 12): touches read from its noise
    // just before, then a last point 5 mm across in one frame against the left jaw, 300 mm/s for a ball rolling in at 150.
    const m = mouthsOf(T).find((o) => o.pocket === 'top-left')!, speed = 150, gone = 1 + 10 / speed;
    const path: Path = (t) => (t >= gone ? null : [m.centre[0] + speed * (t - 1) * m.u[0], m.centre[1] + speed * (t - 1) * m.u[1]]);
    const h = histories(framesOf({ w1: noisy(path, 2, 12 * 7919 + speed * 13 + 200 + 60) }, gone + 0.5, 60)).get('w1')!;
    expect(cushionContacts(h, T).filter((e) => e.confidence === LAST_TOUCH_CONFIDENCE && e.t > 1.04)).toEqual([]);
  });
});
