import { describe, expect, it } from 'vitest';
import type { RestEvent, StrokeEvent } from '../src/contracts/events.js';
import type { BallId, Cushion, Vec2 } from '../src/contracts/ids.js';
import type { MatchFile } from '../src/contracts/match.js';
import { judgeMatch } from '../src/rules/match.js';

/** A three-cushion stroke by A (white), struck at t = 1 from beside the right rail: `cushions` of the white, then the red and the yellow. */
function stroke(cushions: [number, Cushion][], rest: Omit<RestEvent, 't' | 'kind'>): MatchFile {
  const events = [
    { t: 1, kind: 'strike', ball: 'white' },
    ...cushions.map(([t, cushion]) => ({ t, kind: 'cushion', ball: 'white', cushion })),
    { t: 2.6, kind: 'ball-ball', balls: ['white', 'red'] },
    { t: 3, kind: 'ball-ball', balls: ['white', 'yellow'] },
    { t: 3.4, kind: 'rest', ...rest },
  ] as StrokeEvent[];
  const before: Partial<Record<BallId, Vec2>> = { white: [-600, -670], yellow: [600, -100], red: [1100, 400] };
  const after: Partial<Record<BallId, Vec2>> = { white: [500, 400], yellow: [-500, -400], red: [1150, 150] };
  return {
    discipline: 'three-cushion', distance: 40, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' },
    strokes: [{ shooter: 'A', before: { balls: before }, events, after: { balls: after } }],
  };
}

const railMet = (t: number, confidence = 0.6): Omit<RestEvent, 't' | 'kind'> =>
  ({ confidence, doubts: [{ reason: 'cushion', confidence, t, ball: 'white', cushion: 'right' }] });
const two: [number, Cushion][] = [[1.6, 'top'], [2.1, 'left']];

describe('decisive doubt of a rest that names a rail met unseen', () => {
  it('is decisive when that rail, had the white met it, makes the point', () => {
    const v = judgeMatch(stroke(two, railMet(1.002))).strokes[0]!;
    expect(v.points).toEqual({ A: 0, B: 0 });
    expect(v.doubt).toMatchObject({ confidence: 0.6, events: [5], alternative: { points: { A: 1, B: 0 }, assumes: "white's right cushion at 1.00 s: met, unseen" } });
  });

  it('is not decisive when the stroke has its three cushions anyway', () => {
    const v = judgeMatch(stroke([...two, [2.4, 'right']], railMet(1.002))).strokes[0]!;
    expect(v.points).toEqual({ A: 1, B: 0 });
    expect(v.doubt).toEqual({ confidence: 1, events: [] });
  });

  it('stays decisive, with no alternative, when the rail is dated before the ball moved', () => {
    // A white meeting a rail before it was struck is no physical reading: what the doubt is about is unknown.
    expect(judgeMatch(stroke(two, railMet(0.9))).strokes[0]!.doubt).toEqual({ confidence: 0.6, events: [5] });
  });
});
