/**
 * A jaw hit read from a turn whose next point lies a little farther from the meet than the piece's speed carries it
 * (mouth-turns.ts TURN_REACH_MM; the other side of that bound, a turn short of the mouth, is #2[5] in
 * events.seen-back.test.ts). Development Russian #57 stroke 3 at 30 fps, recorded tracker rows (t;w4;w5, the truth's
 * ids): w4 runs along the right rail at ~1.9 m/s toward the bottom end, meets w5 (at rest in the corner) at 33.7072 and
 * goes on into the mouth of the bottom and right cushions: bottom jaw 33.7636, right jaw 33.7758, down at 33.7875 (truth).
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { railHits, recordedFrames } from './events-helpers.js';

const REC = [
  '33.466667;-1227.343,-800.286;-1731.260,-752.431 33.500000;-1288.508,-800.196;-1732.638,-753.712 33.533333;-1352.666,-800.898;-1732.147,-752.095 33.566667;-1416.366,-803.213;-1731.735,-751.768 ',
  '33.600000;-1481.634,-800.201;-1731.664,-752.817 33.633333;-1546.990,-799.575;-1732.433,-751.905 33.666667;-1610.653,-797.336;-1732.679,-753.482 33.700000;-1673.600,-803.273;-1731.811,-752.914 ',
  '33.733333;-1714.981,-827.834;-1733.798,-731.874 33.766667;-1746.345,-857.252;-1715.507,-713.394 33.800000;;-1697.362,-696.346 33.833333;;-1679.813,-683.196 ',
];

describe('w4 into the corner mouth off w5 (#57[3], 30 fps)', () => {
  it('reads its true bottom jaw hit, whose next point lies 34 mm beyond its speed from the meet (30 mm lost it)', () => {
    const events = extractStroke(recordedFrames(REC, ['w4', 'w5']), { table: PYRAMID_12FT_TABLE, discipline: 'russian-colour' }).events;
    const bottoms = railHits(events, 'w4', 'bottom');
    expect(bottoms).toHaveLength(1);
    // Truth 33.7636; read at 33.7356, a frame interval at most.
    expect(Math.abs(bottoms[0]!.t - 33.7636)).toBeLessThan(1 / 30);
  });
});
