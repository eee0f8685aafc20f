/**
 * A hidden twin lost lying still strikes from where it lay (tracker.ts `metHidden`, adoption.ts `adoptionCosts`,
 * still-striker.ts). Development Russian 25 fps at the renders' noise, #172[7] (EVAL_SKIP=171 EVAL_MATCHES=1 EVAL_RATES=25
 * EVAL_SWAPS=1): the cue ball w3, at rest at (1645, 726), is hidden under the cue for 0.4 s and struck into the resting white
 * w6 at (1699, 816), which is missed in the frame of the hit and runs into the corner pocket. The cue ball's first detection
 * after the hit, 106 mm from w6's place on the side facing where the cue ball lay (beyond the touch), fell in w6's gate,
 * grown over its missed frame: w6 took it. Held off w6, it began a chain whose way, traced back from its second detection,
 * passes 5 mm from w6's place (the cue ball turned at the touch) and 96 mm from the cue ball's: w6 adopted it. Either way
 * the cue ball's detections went on under the pocketed white's id (an identity swap). The match's detections from 0.6 s
 * before the strike to 0.25 s after, labelled with their true balls; `g1` stands in for the white pocketed earlier (its
 * track lies past the rail, as the pocketed ball's did), so that every id is taken as in the match.
 */
import { describe, expect, it } from 'vitest';
import { lostLyingStill, nearestStill, stillStriker, strikerOf } from '../src/track/still-striker.js';
import { type Det, swaps } from './track-russian-helpers.js';

const M172: Det[][] = ([
  [['w3', 1645.0, 726.6], ['w7', 443.6, 801.1], ['w4', 1628.7, 113.9], ['w2', 1251.6, 730.1], ['w1', -1406.0, 690.7], ['w6', 1698.2, 816.1], ['colour', 1411.2, -703.8, 1]],
  [['colour', 1410.8, -702.8, 1], ['w3', 1644.9, 725.4], ['w7', 443.5, 800.4], ['w6', 1698.8, 815.2], ['w4', 1629.8, 113.0], ['w1', -1406.4, 691.3], ['w2', 1252.7, 730.6]],
  [['w4', 1629.4, 113.5], ['w1', -1407.0, 690.4], ['colour', 1411.2, -702.9, 1], ['w2', 1252.6, 730.3], ['w3', 1644.2, 727.6], ['w7', 443.3, 800.9], ['w6', 1699.2, 815.2]],
  [['w3', 1644.7, 726.1], ['w7', 442.7, 800.7], ['w2', 1251.8, 729.9], ['colour', 1410.1, -702.4, 1], ['w6', 1699.4, 815.6], ['w4', 1630.1, 113.4], ['w1', -1406.4, 691.8]],
  [['w7', 443.1, 801.9], ['w6', 1698.9, 816.3], ['w4', 1628.2, 112.3], ['w3', 1644.1, 726.1], ['w1', -1408.3, 691.1], ['colour', 1410.4, -702.5, 1]],
  [['colour', 1411.1, -701.9, 1], ['w4', 1629.0, 112.4], ['w7', 444.1, 801.0], ['w1', -1406.8, 691.2], ['w2', 1253.0, 730.0], ['w6', 1699.9, 815.5]],
  [['w6', 1699.0, 815.9], ['w1', -1406.5, 690.9], ['w7', 442.7, 801.1], ['colour', 1410.7, -701.4, 1], ['w2', 1252.7, 730.0], ['w4', 1629.2, 112.6]],
  [['colour', 1411.0, -702.4, 1], ['w2', 1253.4, 730.2], ['w1', -1406.4, 691.1], ['w4', 1628.0, 113.1], ['w6', 1697.8, 816.7], ['w7', 443.2, 800.6]],
  [['w6', 1698.4, 815.1], ['w2', 1252.9, 729.6], ['colour', 1410.4, -701.3, 1], ['w1', -1406.9, 691.3], ['w4', 1629.8, 112.8], ['w7', 443.2, 800.9]],
  [['w1', -1405.8, 690.6], ['colour', 1410.7, -702.0, 1], ['w2', 1252.3, 730.4], ['w7', 442.8, 801.3], ['w4', 1629.1, 112.6], ['w6', 1699.0, 815.0], ['', -348.0, 71.4]],
  [['w7', 443.7, 801.0], ['w2', 1252.4, 729.6], ['w1', -1405.8, 692.0], ['w6', 1698.5, 815.9], ['colour', 1410.4, -702.5, 1]],
  [['w7', 443.8, 801.7], ['w6', 1700.6, 816.4], ['w4', 1629.6, 112.9], ['w2', 1252.0, 730.8], ['w1', -1407.6, 692.0], ['colour', 1410.4, -702.0, 1]],
  [['w2', 1252.9, 729.9], ['w6', 1698.4, 815.0], ['w4', 1630.1, 112.6], ['w7', 442.7, 801.8], ['w1', -1405.7, 691.5], ['colour', 1409.9, -702.2, 1]],
  [['w1', -1407.1, 691.5], ['w6', 1698.8, 814.5], ['w2', 1252.1, 731.1], ['colour', 1411.1, -703.0, 1], ['w7', 443.0, 801.9], ['w4', 1628.4, 112.5]],
  [['colour', 1410.7, -702.6, 1], ['w7', 443.7, 801.1], ['w2', 1251.9, 730.0], ['w6', 1700.1, 815.8], ['w1', -1406.7, 689.7], ['w4', 1628.4, 112.8]],
  [['w1', -1407.6, 691.3], ['w4', 1629.4, 113.7], ['w2', 1253.0, 730.0], ['w7', 443.0, 800.7], ['colour', 1410.8, -702.8, 1]],
  [['w4', 1628.8, 111.8], ['w7', 443.1, 800.9], ['w1', -1407.1, 691.2], ['w2', 1252.8, 730.2], ['colour', 1411.4, -702.3, 1], ['w3', 1595.1, 831.7]],
  [['colour', 1410.8, -701.6, 1], ['w3', 1561.6, 838.1], ['w7', 443.4, 799.4], ['w4', 1628.4, 112.5], ['w1', -1406.2, 690.4], ['w2', 1252.2, 728.3]],
  [['w1', -1406.0, 690.0], ['w7', 442.4, 801.1], ['w4', 1628.4, 112.5], ['w3', 1524.4, 817.1], ['w2', 1252.5, 730.1], ['colour', 1410.5, -702.3, 1]],
  [['w3', 1489.9, 790.8], ['w7', 442.5, 800.5], ['colour', 1410.8, -701.3, 1], ['w1', -1406.3, 690.4], ['w4', 1628.6, 113.1], ['w2', 1251.0, 729.6]],
  [['w7', 443.8, 801.2], ['colour', 1410.5, -702.6, 1], ['w2', 1252.0, 730.3], ['w1', -1407.1, 691.0], ['w4', 1629.0, 112.3], ['w3', 1456.7, 770.8]],
] as Det[][]).map((f, i) => (i < 3 ? [...f, ['g1', 1760, 910] as Det] : f));

describe('tracker: a hidden twin lost lying still strikes from where it lay (#172[7], 25 fps)', () => {
  it('keeps the cue ball\'s id on its detections after it struck a white into the pocket', () => {
    expect(swaps(M172, 10, {}, 25)).toEqual([]);
  });
  it('reads a twin lost lying still only from its last detection\'s stillness', () => {
    expect(lostLyingStill(2, { t: 2 })).toBe(true);
    expect(lostLyingStill(2, { t: 1.5 })).toBe(false); // it lay still once, then moved on
    expect(lostLyingStill(2, undefined)).toBe(false);
  });
  it('reads the nearest twin lost still before the resting ball as its striker, unless it is seen again where it lay', () => {
    const near = { x: 0, y: 0, t: 1, still: true }, far = { x: -2000, y: 0, t: 0.5, still: true };
    expect(nearestStill([far, near], { x: 100, y: 0 }, 1.4)).toBe(near);
    expect(nearestStill([far, near], { x: 100, y: 0 }, 0.8)).toBe(far); // the near one was hidden after: it may be the struck one
    expect(nearestStill([far, { ...near, still: false }], { x: 100, y: 0 }, 1.4)).toBe(far);
    expect(stillStriker(near, [{ x: 100, y: 0 }], 20)).toBe(true);
    expect(stillStriker(near, [{ x: 100, y: 0 }, { x: 3, y: -2 }], 20)).toBe(false);
    expect(stillStriker(undefined, [{ x: 100, y: 0 }], 20)).toBe(false);
  });
  it('names the striker of a chain facing it, lost lying still before the struck ball', () => {
    const cue = { x: 1640, y: 727, lastSeen: 83.32, still: { t: 83.32 } }, obj = { x: 1700, y: 816, lastSeen: 83.76, still: { t: 83.76 } };
    expect(strikerOf({ x: 1595, y: 832 }, obj, [cue, obj], 20)).toBe(0);
    expect(strikerOf({ x: 1595, y: 832 }, cue, [cue, obj], 20)).toBe(-1); // the later-lost ball struck nothing hidden
    expect(strikerOf({ x: 1760, y: 860 }, obj, [cue, obj], 20)).toBe(-1); // away from the striker: the struck ball's own
    expect(strikerOf({ x: 1690, y: 805 }, obj, [cue, obj], 20)).toBe(-1); // within REST_JUMP_MM of its place
    const across = { x: -1500, y: -800, lastSeen: 80, still: { t: 80 } }; // lost still across the table: not the nearest
    expect(strikerOf({ x: 1595, y: 832 }, obj, [across, cue, obj], 20)).toBe(1);
    expect(strikerOf({ x: 1600, y: 896 }, obj, [across, cue, obj], 20)).toBe(-1); // facing it, not the nearer cue ball

  });
});
