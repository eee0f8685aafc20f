/** A ball named after its own pocket event (src/rules/gone.ts, src/rules/match.ts). */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../../src/contracts/events.js';
import { InputError } from '../../src/contracts/schema.js';
import { goneBallTouched } from '../../src/rules/gone.js';
import { judgeMatch } from '../../src/rules/match.js';
import { addStroke, createMatch } from '../../src/server/match.js';

const rack = { w1: [887.5, 0], w2: [946.4, 34], w3: [946.4, -34], w4: [1005.3, 68], colour: [1005.3, 0], w5: [1005.3, -68], w6: [1064.2, 0], w7: [-1200, 0] };
const breakShot = {
  shooter: 'A', before: { balls: rack },
  events: [{ t: 0, kind: 'strike', ball: 'w7' }, { t: 0.3, kind: 'ball-ball', balls: ['w7', 'w1'] }, { t: 0.7, kind: 'cushion', ball: 'w2', cushion: 'top' }, { t: 1.1, kind: 'cushion', ball: 'w2', cushion: 'left' }, { t: 5, kind: 'rest' }],
};
const potThenTouch = (frames: boolean): StrokeEvent[] => ([
  { t: 10, kind: 'strike', ball: 'w1' },
  { t: 10.2, kind: 'ball-ball', balls: ['w1', 'w3'] },
  { t: 10.9, kind: 'pocket', ball: 'w3', pocket: 'top-left' },
  { t: 11.4, kind: 'cushion', ball: 'w3', cushion: 'left' },
  { t: 13, kind: 'rest' },
] as StrokeEvent[]).map((e, k) => (frames ? { ...e, frame: 600 + k * 10, confidence: 0.99 } : e));
const match = (frames: boolean) => ({ discipline: 'russian-colour', players: ['A', 'B'], strokes: [breakShot, { shooter: 'B', events: potThenTouch(frames) }] });

describe('a potted ball named later in the stroke', () => {
  it('is found at the first later event naming it', () => {
    expect(goneBallTouched(potThenTouch(false))).toEqual({ ball: 'w3', pocketedAt: 2, index: 3 });
  });

  it('is no contradiction for a ball that left the table (it may have touched the frame and come back)', () => {
    const events: StrokeEvent[] = [
      { t: 0, kind: 'strike', ball: 'white' }, { t: 0.5, kind: 'off-table', ball: 'red' },
      { t: 0.9, kind: 'ball-ball', balls: ['white', 'red'] }, { t: 2, kind: 'rest' },
    ];
    expect(goneBallTouched(events)).toBeNull();
  });

  it('refuses a hand-written file at the later event', () => {
    expect(() => judgeMatch(match(false))).toThrow(InputError);
    expect(() => judgeMatch(match(false))).toThrow('strokes[1].events[3]');
  });

  it('judges a list made from video and sends the stroke to the referee, naming both events', () => {
    const v = judgeMatch(match(true));
    expect(v.strokes[1]!.doubt).toMatchObject({ confidence: 0 });
    expect(v.strokes[1]!.doubt!.events).toEqual(expect.arrayContaining([2, 3]));
  });

  it('is sent to the referee by the live service the same way (src/server/match.ts)', () => {
    let m = createMatch('m', { discipline: 'russian-colour', players: ['A', 'B'], distance: 1 }, 0);
    m = addStroke(m, breakShot as never, 5, 5);
    m = addStroke(m, { shooter: 'B', events: potThenTouch(true) }, 13, 13);
    expect(m.verdicts[1]!.doubt).toEqual(judgeMatch(match(true)).strokes[1]!.doubt);
    expect(m.verdicts[1]!.doubt).toMatchObject({ confidence: 0 });
  });
});
