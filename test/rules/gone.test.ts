/** A ball named after its own pocket event (src/rules/gone.ts, src/rules/match.ts). */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../../src/contracts/events.js';
import { InputError } from '../../src/contracts/schema.js';
import { ballsStillOff, goneBallTouched, offBallNamed } from '../../src/rules/gone.js';
import { judgeMatch } from '../../src/rules/match.js';
import { addStroke, createMatch } from '../../src/server/match.js';
import type { BallId } from '../../src/contracts/ids.js';
import { endFrame, startState } from '../../src/rules/russian/frame.js';
import { russianSettingsSchema } from '../../src/rules/russian/settings.js';
import { PYRAMID_12FT_TABLE } from '../../src/geometry/tables.js';

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

describe('a ball potted in an earlier stroke and named again (Judge.ballsOff)', () => {
  const touchAgain = (frames: boolean): StrokeEvent[] => ([
    { t: 20, kind: 'strike', ball: 'w1' },
    { t: 20.2, kind: 'ball-ball', balls: ['w1', 'w3'] },
    { t: 20.8, kind: 'cushion', ball: 'w3', cushion: 'left' },
    { t: 23, kind: 'rest' },
  ] as StrokeEvent[]).map((e, k) => (frames ? { ...e, frame: 1200 + k * 10, confidence: 0.99 } : e));
  const potW3: StrokeEvent[] = [
    { t: 10, kind: 'strike', ball: 'w1' }, { t: 10.2, kind: 'ball-ball', balls: ['w1', 'w3'] },
    { t: 10.9, kind: 'pocket', ball: 'w3', pocket: 'top-left' }, { t: 13, kind: 'rest' },
  ];
  const later = (frames: boolean, middle: StrokeEvent[] = potW3) => ({
    discipline: 'russian-colour', players: ['A', 'B'],
    strokes: [breakShot, { shooter: 'B', events: middle }, { shooter: 'B', events: touchAgain(frames) }],
  });

  it('finds the first event naming a ball off the table', () => {
    expect(offBallNamed(touchAgain(false), ['w5', 'w3'])).toEqual({ ball: 'w3', index: 1 });
    expect(offBallNamed(touchAgain(false), ['w5'])).toBeNull();
  });

  it('keeps a potted ball off until re-spotted, and forgets one the list names again', () => {
    expect(ballsStillOff([], potW3, [])).toEqual(['w3']);
    expect(ballsStillOff([], potW3, ['w3'])).toEqual([]);
    expect(ballsStillOff(['w3'], touchAgain(true), [])).toEqual([]);
  });

  it('refuses a hand-written file at the later event', () => {
    expect(() => judgeMatch(later(false))).toThrow(InputError);
    expect(() => judgeMatch(later(false))).toThrow('strokes[2].events[1]: names w3, potted in an earlier stroke');
  });

  it('judges a list made from video and sends that stroke to the referee, naming the event', () => {
    const v = judgeMatch(later(true));
    expect(v.strokes[2]!.doubt).toMatchObject({ confidence: 0 });
    expect(v.strokes[2]!.doubt!.events).toContain(1);
    expect(v.strokes[1]!.doubt).toBeUndefined();
  });

  it('accepts the ball again once the verdict re-spots it (a white potted with a foul)', () => {
    // w3 and the colour down on one shot: white-and-colour foul, both re-spotted (art. 9-11).
    const foul: StrokeEvent[] = [
      { t: 10, kind: 'strike', ball: 'w1' }, { t: 10.2, kind: 'ball-ball', balls: ['w1', 'w3'] },
      { t: 10.9, kind: 'pocket', ball: 'w3', pocket: 'top-left' },
      { t: 11.0, kind: 'ball-ball', balls: ['w1', 'colour'] },
      { t: 11.6, kind: 'pocket', ball: 'colour', pocket: 'top-right' }, { t: 13, kind: 'rest' },
    ];
    const m = later(false, foul);
    const v = judgeMatch({ ...m, strokes: [m.strokes[0], m.strokes[1], { ...m.strokes[2], shooter: 'A' }] });
    expect(v.strokes[1]!.respot).toHaveProperty('w3');
    expect(v.strokes[2]!.valid).toBe(true);
  });

  it('clears with the frame: the next frame is racked afresh', () => {
    const state = { ...startState(['A', 'B'], 3, russianSettingsSchema.parse({}), PYRAMID_12FT_TABLE), off: ['w3', 'w4'] as BallId[] };
    expect(endFrame(state, 'A').state.off).toEqual([]);
  });
});
