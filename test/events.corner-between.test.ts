/**
 * A corner rattle's touch of the other nose between two found touches of one nose (corner-between.ts, issue 6,
 * session 43). Recorded tracker output of development Russian #47 stroke 2 at 60 fps (the tracker's w6, the truth's
 * w4; 25.70-26.17 s): the ball runs along the left rail into the bottom-left corner at ~1 m/s and rattles there:
 * bottom 25.9584, left 25.9716, bottom 25.9909, left 26.0211 (truth), then drops. The first three readers found
 * bottom, left and left (25.956, 25.975, 26.015); the bottom between the two lefts, 40 ms apart, was missed.
 */
import { describe, expect, it } from 'vitest';
import type { CushionEvent } from '../src/contracts/events.js';
import type { Cushion } from '../src/contracts/ids.js';
import { PYRAMID_12FT_TABLE, type PyramidTable } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { CORNER_BETWEEN_CONFIDENCE, cornerBetweens } from '../src/events/corner-between.js';
import { histories } from '../src/events/history.js';
import { railHits, recordedFrames } from './events-helpers.js';

const table = PYRAMID_12FT_TABLE as PyramidTable;
const rows = [
    '25.7000;-1501.4,836.4 25.7167;-1514.5,836.8 25.7333;-1531.7,835.7 25.7500;-1550.7,838.1 25.7667;-1563.9,840.8 ',
    '25.7833;-1580.8,841.5 25.8000;-1597.5,841.9 25.8167;-1613.1,846.0 25.8333;-1631.3,843.0 25.8500;-1644.8,843.9 ',
    '25.8667;-1661.7,848.5 25.8833;-1678.9,847.8 25.9000;-1693.6,849.8 25.9167;-1710.7,849.4 25.9333;-1730.1,853.7 ',
    '25.9500;-1741.4,855.4 25.9667;-1749.0,861.9 25.9833;-1750.7,863.3 26.0000;-1753.1,865.4 26.0167;-1749.1,865.6 ',
    '26.0333;-1750.0,863.7 26.0500;-1753.2,864.7 26.0667;-1756.6,863.0 26.0833;-1757.4,864.4 26.1000;-1755.1,863.6 ',
    '26.1167;-1755.2,865.3 26.1333;-1755.5,866.6 26.1500;-1756.2,868.6 26.1667;-1756.4,870.3 ',
];
const frames = recordedFrames(rows, ['w6']);
const touch = (t: number, cushion: Cushion): CushionEvent => ({ t, kind: 'cushion', ball: 'w6', cushion, confidence: 0.75 });

describe('development Russian #47 stroke 2 at 60 fps (recorded): bottom, left, bottom, left in the bottom-left corner', () => {
  it('reports the bottom touch between the two left touches, under the referee line', () => {
    const es = extractStroke(frames, { table, discipline: 'russian-colour' }).events;
    const lefts = railHits(es, 'w6', 'left').filter((e) => e.t > 25.9 && e.t < 26.1);
    const bottoms = railHits(es, 'w6', 'bottom').filter((e) => e.t > 25.9 && e.t < 26.1);
    expect(lefts).toHaveLength(2);
    expect(bottoms).toHaveLength(2);
    expect(bottoms[1]!.t).toBeGreaterThan(lefts[0]!.t);
    expect(bottoms[1]!.t).toBeLessThan(lefts[1]!.t);
    // Truth 25.9909.
    expect(Math.abs(bottoms[1]!.t - 25.9909)).toBeLessThan(1 / 60);
    expect(bottoms[1]!.confidence).toBe(CORNER_BETWEEN_CONFIDENCE);
  });
});

describe('cornerBetweens (the recorded ball, touches given as found)', () => {
  const hs = [...histories(frames).values()];
  it('puts the other cushion midway between two touches of one cushion in a corner mouth', () => {
    expect(cornerBetweens(hs, table, [touch(25.975, 'left'), touch(26.015, 'left')])).toMatchObject([{ ball: 'w6', cushion: 'bottom', t: 25.995 }]);
  });
  it('reads nothing where a touch is found between, or the two touches name different cushions', () => {
    expect(cornerBetweens(hs, table, [touch(25.975, 'left'), touch(25.99, 'bottom'), touch(26.015, 'left')])).toHaveLength(0);
    expect(cornerBetweens(hs, table, [touch(25.975, 'left'), touch(26.015, 'bottom')])).toHaveLength(0);
  });
  it('reads nothing from two touches one reading apart, or a later visit', () => {
    expect(cornerBetweens(hs, table, [touch(25.975, 'left'), touch(25.985, 'left')])).toHaveLength(0);
    expect(cornerBetweens(hs, table, [touch(25.96, 'left'), touch(26.15, 'left')])).toHaveLength(0);
  });
  it('reads nothing where a touch lies outside the mouth or on the rail beside it, or after the ball was last seen (gone down the pocket)', () => {
    expect(cornerBetweens(hs, table, [touch(25.72, 'left'), touch(25.8, 'left')])).toHaveLength(0);
    // 47 and 85 mm from the mouth's centre, inside its zone (MOUTH_ZONE_MM): the ball on the left rail short of the jaw point.
    expect(cornerBetweens(hs, table, [touch(25.87, 'left'), touch(25.91, 'left')])).toHaveLength(0);
    expect(cornerBetweens(hs, table, [touch(26.14, 'left'), touch(26.18, 'left')])).toHaveLength(0);
  });
  it('reads nothing from a slow ball (the same rows three times slower): it stays against the nose it met', () => {
    const t3 = (t: number): number => 25.7 + 3 * (t - 25.7);
    const slow = recordedFrames(rows.map((r) => r.replace(/(\d+\.\d+);/g, (_, t: string) => `${t3(Number(t)).toFixed(4)};`)), ['w6']);
    expect(cornerBetweens([...histories(slow).values()], table, [touch(t3(25.975), 'left'), touch(t3(25.995), 'left')])).toHaveLength(0);
  });
  it('reads nothing from two touches between the same two points seen (every other row: 30 fps), one touch read from both sides', () => {
    const every2 = recordedFrames(rows.join('').trim().split(' ').filter((_, i) => i % 2 === 0).map((r) => r + ' '), ['w6']);
    const h30 = [...histories(every2).values()];
    // 21 ms apart, both between the points at 25.9667 and 26.0000.
    expect(cornerBetweens(h30, table, [touch(25.975, 'left'), touch(25.996, 'left')])).toHaveLength(0);
    expect(cornerBetweens(h30, table, [touch(25.96, 'left'), touch(25.996, 'left')])).toMatchObject([{ cushion: 'bottom' }]);
  });
});
