/**
 * A break with a call (session 30, setting `breakCallJudged`): art. 4.4 excuses
 * the colour potted on the break "случайно" (accidentally); a called colour is
 * not accidental, and art. 6.3 asks a strict call "во всех случаях" (in all
 * cases). So the call is judged as on any shot; `false` keeps art. 4.4-4.5 as
 * the break's whole rule. Goldens russian-colour 119-121.
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../../src/contracts/events.js';
import type { Stroke } from '../../src/contracts/match.js';
import { PYRAMID_12FT_TABLE } from '../../src/geometry/tables.js';
import { assessStroke, callJudgedOnBreak, type StrokeContext } from '../../src/rules/russian/fouls.js';
import { russianSettingsSchema } from '../../src/rules/russian/settings.js';

/** A legal break (w3 off two cushions) whose w7 → w1 → w2 chain sends the colour into `pocket`; `white` pots w4 too. */
function breakStroke(pocket: 'top-right' | 'top-left', called: boolean, white = false): Stroke {
  const events: StrokeEvent[] = [
    { t: 0, kind: 'strike', ball: 'w7' },
    { t: 0.3, kind: 'ball-ball', balls: ['w7', 'w1'] },
    { t: 0.4, kind: 'ball-ball', balls: ['w1', 'w2'] },
    { t: 0.5, kind: 'ball-ball', balls: ['w2', 'colour'] },
    { t: 0.8, kind: 'cushion', ball: 'w3', cushion: 'top' },
    { t: 1.1, kind: 'cushion', ball: 'w3', cushion: 'left' },
    { t: 1.3, kind: 'pocket', ball: 'colour', pocket },
    ...(white ? [{ t: 1.4, kind: 'pocket', ball: 'w4', pocket: 'bottom-left' } as StrokeEvent] : []),
    { t: 5, kind: 'rest' },
  ];
  return { shooter: 'A', events, ...(called ? { declared: { pocket: 'top-right', cushions: [], via: ['w1', 'w2'] } } : {}) };
}

function ctx(settings: Record<string, unknown> = {}, breaking = true): StrokeContext {
  return { breaking, whitesBefore: 0, settings: russianSettingsSchema.parse(settings), table: PYRAMID_12FT_TABLE, previousEvents: null };
}

describe('a called break (art. 4.4 "случайно", 6.3 "во всех случаях")', () => {
  it('the colour down on the called route, a two-white combination, wins the frame', () => {
    const a = assessStroke(breakStroke('top-right', true), ctx());
    expect(a.fouls).toEqual([]);
    expect(a.colourLegal).toBe(true);
    expect(a.respot).toEqual([]);
  });
  it('the colour down in another pocket is off-route, a foul, and re-spotted', () => {
    const a = assessStroke(breakStroke('top-left', true), ctx());
    expect(a.fouls).toEqual(['off-route']);
    expect(a.colourLegal).toBe(false);
    expect(a.respot).toEqual(['colour']);
  });
  it('the colour with a white on a called break is white-and-colour (art. 9), the white not credited', () => {
    const a = assessStroke(breakStroke('top-right', true, true), ctx());
    expect(a.fouls).toContain('white-and-colour');
    expect(a.credited).toBe(0);
    expect(a.respot).toEqual(['colour', 'w4']);
  });
  it('without a call the colour on the break is still no foul and re-spotted (art. 4.4-4.5)', () => {
    const a = assessStroke(breakStroke('top-left', false), ctx());
    expect(a.fouls).toEqual([]);
    expect(a.colourLegal).toBe(false);
    expect(a.respot).toEqual(['colour']);
  });
  it('setting breakCallJudged false: the call is ignored on the break, the colour re-spotted, no foul', () => {
    for (const pocket of ['top-right', 'top-left'] as const) {
      const a = assessStroke(breakStroke(pocket, true), ctx({ breakCallJudged: false }));
      expect(a.fouls).toEqual([]);
      expect(a.colourLegal).toBe(false);
      expect(a.respot).toEqual(['colour']);
    }
  });
  it('callJudgedOnBreak: only a break, with a call, under the default', () => {
    expect(callJudgedOnBreak(breakStroke('top-right', true), ctx())).toBe(true);
    expect(callJudgedOnBreak(breakStroke('top-right', false), ctx())).toBe(false);
    expect(callJudgedOnBreak(breakStroke('top-right', true), ctx({}, false))).toBe(false);
    expect(callJudgedOnBreak(breakStroke('top-right', true), ctx({ breakCallJudged: false }))).toBe(false);
  });
});
