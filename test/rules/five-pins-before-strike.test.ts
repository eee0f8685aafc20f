/**
 * A pin whose fall is listed before the stroke's strike fell on its own
 * (CEB B/7 3003.7; session 26, helper E; golden five-pins 120): it is not
 * fallen, counts nothing and is no "pins" foul, and neither does a pin it
 * knocked (3003.7 "according to point 3"). A pin knocked during the stroke
 * still counts.
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../../src/contracts/events.js';
import { judgeMatch } from '../../src/rules/match.js';

const before = { balls: { white: [-700, 180], yellow: [700, 300], red: [300, -400] } };
const after = { balls: { white: [-500, 250], yellow: [600, -200], red: [200, 450] } };
const opening = { shooter: 'A', before, after, events: [{ t: 0, kind: 'strike', ball: 'white' }, { t: 1, kind: 'ball-ball', balls: ['white', 'yellow'] }, { t: 3, kind: 'rest' }] };

function judgeB(events: StrokeEvent[]) {
  const match = { discipline: 'five-pins', distance: 60, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' }, strokes: [opening, { shooter: 'B', before, after, events }] };
  return judgeMatch(match).strokes[1]!;
}

describe('five-pins: a pin fallen before the strike (3003.7)', () => {
  it('does not count a pin it knocks over during the stroke either', () => {
    const v = judgeB([
      { t: 9, kind: 'pin-fall', pin: 'top', by: 'yellow' },
      { t: 10, kind: 'strike', ball: 'yellow' },
      { t: 11, kind: 'ball-ball', balls: ['yellow', 'white'] },
      { t: 11.5, kind: 'pin-fall', pin: 'centre', by: 'top' },
      { t: 14, kind: 'rest' },
    ] as StrokeEvent[]);
    expect(v).toMatchObject({ valid: true, fouls: [], points: { A: 0, B: 0 }, freeBall: false });
    expect((v.reasons ?? []).join(' ')).toContain('fallen before the strike');
  });

  it('still counts a pin knocked during the stroke beside it', () => {
    const v = judgeB([
      { t: 9, kind: 'pin-fall', pin: 'top', by: 'yellow' },
      { t: 10, kind: 'strike', ball: 'yellow' },
      { t: 11, kind: 'ball-ball', balls: ['yellow', 'white'] },
      { t: 11.5, kind: 'pin-fall', pin: 'left', by: 'white' },
      { t: 14, kind: 'rest' },
    ] as StrokeEvent[]);
    expect(v).toMatchObject({ valid: true, fouls: [], points: { A: 0, B: 2 } });
  });
});
