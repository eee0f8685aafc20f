/**
 * A contact whose only evidence is its crossing lines is dated at the pair's
 * first seen turn soon after, unless a cushion hit explains that turn
 * (src/events/crossing-date.ts; development libre x2 #32[4] and #101[2,3] at 60 fps).
 */
import { describe, expect, it } from 'vitest';
import { RAIL_TURN_S, turnAfter } from '../src/events/crossing-date.js';

const TC = 40.363, WITHIN = 0.12;

describe('dating a crossing-lines contact', () => {
  it('takes the first seen turn after the crossing when no rail explains it', () => {
    expect(turnAfter(TC, [40.197, 40.423, 40.45], [40.197], WITHIN)).toBe(40.423);
  });

  it('keeps the lines\' date when the next turn is a cushion hit, even a few ms off it', () => {
    expect(turnAfter(TC, [40.423], [40.423], WITHIN)).toBeUndefined();
    expect(turnAfter(TC, [40.423], [40.423 + RAIL_TURN_S / 2], WITHIN)).toBeUndefined();
  });

  it('reads no turn too long after the crossing', () => {
    expect(turnAfter(TC, [TC + WITHIN + 0.01], [], WITHIN)).toBeUndefined();
  });
});
