/**
 * A corner rattle's touch after the last one found, read from the way out traced back (corner-way-out.ts, issue 6,
 * session 42). Recorded tracker output of development Russian #19 stroke 0 at 60 fps (the tracker's w5, the truth's
 * w4; 6.45-6.95 s): the ball comes into the top-right corner at ~1 m/s, touches the top rail (truth 6.6286), the right
 * rail (6.6442) and the top rail again (6.6656), then leaves the corner away from the top rail at ~330 mm/s and along
 * the right one. The first two are found (the rail turns and the mouth's cast); mouths.ts reads the wall the way out
 * left against the visit's first turn only, so the second top touch, 38 ms after the first, was that turn seen twice
 * (SAME_MEET_S), and it was missed: the right touch found between them was not asked.
 */
import { describe, expect, it } from 'vitest';
import type { CushionEvent } from '../src/contracts/events.js';
import type { Cushion } from '../src/contracts/ids.js';
import { PYRAMID_12FT_TABLE, type PyramidTable } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { CORNER_WAY_OUT_CONFIDENCE, cornerWayOuts } from '../src/events/corner-way-out.js';
import { histories } from '../src/events/history.js';
import { railHits, recordedFrames } from './events-helpers.js';

const table = PYRAMID_12FT_TABLE as PyramidTable;
const rows = [
    '6.4500;1581.6,-758.1 6.4667;1596.4,-766.0 6.4833;1610.6,-773.3 6.5000;1629.8,-783.4 6.5167;1646.1,-792.3 ',
    '6.5333;1657.4,-799.7 6.5500;1672.5,-808.7 6.5667;1688.7,-814.5 6.5833;1703.5,-825.0 6.6000;1721.3,-832.7 ',
    '6.6167;1737.6,-840.5 6.6333;1744.2,-848.9 6.6500;1742.8,-854.2 6.6667;1744.5,-849.0 6.6833;1739.6,-844.3 ',
    '6.7000;1734.3,-841.3 6.7167;1729.8,-842.3 6.7333;1723.6,-840.5 6.7500;1719.3,-838.8 6.7667;1716.3,-838.3 ',
    '6.7833;1713.4,-837.5 6.8000;1706.8,-838.6 6.8167;1704.6,-835.3 6.8333;1703.5,-833.6 6.8500;1696.5,-833.6 ',
    '6.8667;1694.9,-833.5 6.8833;1692.5,-834.0 6.9000;1687.4,-832.8 6.9167;1684.8,-833.5 6.9333;1682.3,-833.8 ',
    '6.9500;1679.6,-832.0 ',
];
const frames = recordedFrames(rows, ['w5']);
const touch = (t: number, cushion: Cushion): CushionEvent => ({ t, kind: 'cushion', ball: 'w5', cushion, confidence: 0.75 });

describe('development Russian #19 stroke 0 at 60 fps (recorded): top, right, top again in the top-right corner', () => {
  it('reports the second top touch after the right one, under the referee line', () => {
    const es = extractStroke(frames, { table, discipline: 'russian-colour' }).events;
    const tops = railHits(es, 'w5', 'top').filter((e) => e.t > 6.6 && e.t < 6.8);
    const rights = railHits(es, 'w5', 'right').filter((e) => e.t > 6.6 && e.t < 6.8);
    expect(rights).toHaveLength(1);
    expect(tops).toHaveLength(2);
    expect(tops[1]!.t).toBeGreaterThan(rights[0]!.t);
    // Truth 6.6656.
    expect(Math.abs(tops[1]!.t - 6.6656)).toBeLessThan(1 / 60);
    expect(tops[1]!.confidence).toBe(CORNER_WAY_OUT_CONFIDENCE);
  });
});

describe('cornerWayOuts (the recorded ball, other touches given as found)', () => {
  const hs = [...histories(frames).values()];
  it('reads the top rail the way out left after the right touch found', () => {
    expect(cornerWayOuts(hs, table, [touch(6.6264, 'top'), touch(6.6399, 'right')])).toMatchObject([{ ball: 'w5', cushion: 'top' }]);
  });
  it('reads nothing where the way out left the touch found, or where that touch is already found', () => {
    expect(cornerWayOuts(hs, table, [touch(6.6264, 'top')])).toHaveLength(0);
    expect(cornerWayOuts(hs, table, [touch(6.6264, 'top'), touch(6.6399, 'right'), touch(6.67, 'top')])).toHaveLength(0);
  });
  it('reads nothing where the same cushion was found just before the touch found (that touch read again), but reads past an older one', () => {
    expect(cornerWayOuts(hs, table, [touch(6.648, 'top'), touch(6.655, 'right')])).toHaveLength(0);
    expect(cornerWayOuts(hs, table, [touch(6.6264, 'top'), touch(6.655, 'right')])).toMatchObject([{ ball: 'w5', cushion: 'top' }]);
  });
  it('reads nothing from a slow way out (a ball leaving along a rail)', () => {
    const slow = recordedFrames(rows.map((r) => r.replace(/(\d+\.\d+);/g, (_, t: string) => `${(6.45 + 3 * (Number(t) - 6.45)).toFixed(4)};`)), ['w5']);
    const t3 = (t: number): number => 6.45 + 3 * (t - 6.45);
    expect(cornerWayOuts([...histories(slow).values()], table, [touch(t3(6.6264), 'top'), touch(t3(6.6399), 'right')])).toHaveLength(0);
  });
});
