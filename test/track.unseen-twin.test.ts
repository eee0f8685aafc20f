/**
 * A white not yet seen at all (tracker.ts `held`, unseen-twin.ts `keptForUnseen`). The rack of development Russian 30 fps
 * at three times the noise #295[0] (SCAN / EVAL_SKIP=294 EVAL_MATCHES=1 EVAL_RATES=30 EVAL_NOISE=3 EVAL_SWAPS=1), its first
 * eight frames' detections as the detector gave them: the white at (946, 34) is missed for six frames while its six
 * neighbours take the whites' ids; in frame 6 its first detection comes as the white at (887, 0), still six frames,
 * is missed, and that white's track took it (66 mm off, inside its noisy young gate): the unseen ball was born under
 * its neighbour's id, and the neighbour's under a new one (an identity swap before the break).
 */
import { describe, expect, it } from 'vitest';
import { keptForUnseen } from '../src/track/unseen-twin.js';
import { type Det, swaps } from './track-russian-helpers.js';

const FRAMES: Det[][] = [
  [['w6', 1071.9, 1.0], ['c', 1003.5, 2.4, 1], ['w4', 1003.0, -71.8], ['w7', -1497.9, 150.9], ['w5', 1008.2, 65.1], ['w1', 886.5, 4.3], ['w2', 946.9, -33.3]],
  [['w6', 1076.0, -1.5], ['w5', 1006.9, 68.0], ['w4', 1007.1, -67.9], ['w2', 949.1, -37.5], ['c', 1003.6, -0.7, 1], ['w7', -1497.0, 146.9], ['w1', 885.9, 3.6]],
  [['w1', 887.2, -2.7], ['w4', 1005.3, -67.1], ['w7', -1498.1, 148.8], ['w6', 1072.8, 0.9], ['c', 1005.0, 1.0, 1], ['w2', 949.3, -34.3], ['w5', 1005.3, 66.1]],
  [['w1', 889.8, -3.5], ['w5', 1004.7, 65.6], ['w7', -1503.0, 149.4], ['w6', 1075.9, -2.0], ['c', 1004.0, -0.2, 1], ['w2', 947.0, -36.1], ['w4', 1000.0, -67.9]],
  [['c', 1006.8, -1.8, 1], ['w7', -1502.9, 151.4], ['w2', 943.5, -32.1], ['w1', 888.4, 0.3], ['w4', 1004.4, -67.4], ['w5', 1003.2, 67.9], ['w6', 1077.4, -0.8]],
  [['w7', -1499.9, 147.6], ['c', 1002.7, -0.5, 1], ['w4', 1005.4, -67.1], ['w6', 1074.8, 1.7], ['w5', 1008.4, 68.3], ['w1', 889.9, 1.0], ['w2', 947.9, -31.5]],
  [['w6', 1073.3, -4.7], ['w2', 947.5, -34.6], ['w4', 1006.7, -66.5], ['w5', 1005.8, 67.5], ['c', 1002.8, 1.1, 1], ['w3', 943.6, 34.0]],
  [['w1', 887.9, 1.5], ['w2', 947.7, -33.2], ['w6', 1075.5, 0.7], ['w4', 1008.1, -66.9], ['w5', 1006.0, 68.8], ['c', 1003.2, -0.7, 1], ['w3', 949.8, 31.8]],
];

describe('tracker: a white not yet seen keeps its first detection from a still neighbour (Russian 30 fps ×3, #295[0])', () => {
  it('gives the unseen white a new id, not the neighbour missed that frame', () => {
    const frames = [...FRAMES, ...Array.from({ length: 6 }, () => FRAMES[7]!)];
    expect(swaps(frames, 1, {}, 30)).toEqual([]);
  });
});

describe('unseen-twin.ts keptForUnseen', () => {
  const seen = { x: 887, y: 0 };
  it('a still track, a detection beyond the jump, a ball of the class unseen', () => {
    expect(keptForUnseen(true, { x: 888, y: 1 }, seen, { x: 944, y: 34 }, 20)).toBe(true);
  });
  it('not with every ball seen, not a detection within the jump, not a track predicted on the move', () => {
    expect(keptForUnseen(false, { x: 888, y: 1 }, seen, { x: 944, y: 34 }, 20)).toBe(false);
    expect(keptForUnseen(true, { x: 888, y: 1 }, seen, { x: 900, y: 5 }, 20)).toBe(false);
    expect(keptForUnseen(true, { x: 930, y: 20 }, seen, { x: 944, y: 34 }, 20)).toBe(false);
  });
});
