/**
 * The candidates of a pair's touch (candidates.ts `contactCandidates`, shared
 * by contacts.ts `pairContacts` and rail-frame.ts `railFrameContacts`).
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { CANDIDATE_SLACK_MM, contactCandidates } from '../src/events/candidates.js';
import { histories } from '../src/events/history.js';
import { framesOf } from './events-helpers.js';

const R = PYRAMID_12FT_TABLE.ballRadius;
const fps = 30;

/** Two balls passing abreast at t = 1 s (frame 30), `wide` mm between centres there, each at 450 mm/s (15 mm a frame) the other way. */
function pass(wide: number): { d: number[]; at: number[] } {
  const frames = framesOf({ w1: (t) => [450 * (t - 1), 0], w2: (t) => [-450 * (t - 1), wide] }, 2, fps);
  const hs = histories(frames);
  return contactCandidates(hs.get('w1')!, hs.get('w2')!, R, frames.map((f) => f.t));
}

describe('contactCandidates', () => {
  it('takes a minimum within 2R plus both balls\' travel in a frame plus the slack', () => {
    // 30 mm past 2R: more than either ball moves in a frame, within the two together (30 mm) + 8.
    const { d, at } = pass(2 * R + 30);
    expect(at).toEqual([30]);
    expect(d[30]).toBeCloseTo(2 * R + 30, 6);
  });

  it('leaves a pass wider than that', () => {
    expect(pass(2 * R + 30 + CANDIDATE_SLACK_MM + 5).at).toEqual([]);
  });
});
