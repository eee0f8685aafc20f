/**
 * The break that misses the rack (session 26, helper E; golden russian-colour
 * 101): the cue ball touching no ball is a foul of the general rules on the
 * break too, even when the cue ball itself touched two cushions (art. 4.2's
 * letter). A break whose rack balls moved without a recorded cue-ball contact
 * is not a miss: the contact was lost by the camera (or by a doubt reading).
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../../src/contracts/events.js';
import { judgeMatch } from '../../src/rules/match.js';

const rack = { w1: [887.5, 0], w2: [946.4, 34], w3: [946.4, -34], w4: [1005.3, 68], colour: [1005.3, 0], w5: [1005.3, -68], w6: [1064.2, 0], w7: [-1200, 0] };
const judgeBreak = (events: StrokeEvent[]) =>
  judgeMatch({ discipline: 'russian-colour', players: ['A', 'B'], strokes: [{ shooter: 'A', before: { balls: rack }, events }] }).strokes[0]!;

describe('russian-colour: a break that misses the rack', () => {
  it('is a foul (other) although the cue ball touched two cushions', () => {
    const v = judgeBreak([
      { t: 0, kind: 'strike', ball: 'w7' },
      { t: 0.8, kind: 'cushion', ball: 'w7', cushion: 'left' },
      { t: 1.6, kind: 'cushion', ball: 'w7', cushion: 'top' },
      { t: 5, kind: 'rest' },
    ] as StrokeEvent[]);
    expect(v).toMatchObject({ valid: false, fouls: ['other'] });
  });

  it('is not a miss when rack balls moved and only the contact is missing', () => {
    const v = judgeBreak([
      { t: 0, kind: 'strike', ball: 'w7' },
      { t: 0.7, kind: 'cushion', ball: 'w2', cushion: 'top' },
      { t: 1.1, kind: 'cushion', ball: 'w2', cushion: 'left' },
      { t: 5, kind: 'rest' },
    ] as StrokeEvent[]);
    expect(v).toMatchObject({ valid: true, fouls: [] });
  });

  it('lists both fouls when an illegal break also misses', () => {
    const v = judgeBreak([
      { t: 0, kind: 'strike', ball: 'w7' },
      { t: 0.8, kind: 'cushion', ball: 'w7', cushion: 'left' },
      { t: 5, kind: 'rest' },
    ] as StrokeEvent[]);
    expect(v.fouls).toEqual(['other', 'illegal-break']);
  });
});
