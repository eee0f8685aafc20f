import { describe, expect, it } from 'vitest';
import { CALL_CODES, FOUL_CODES } from '../src/contracts/codes.js';
import { CALL_TEXTS, FOUL_TEXTS, LANGUAGES } from '../src/contracts/texts.js';
import { matchErrorOf } from './contracts-helpers.js';

describe('code texts', () => {
  it.each(LANGUAGES)('every foul and call code has a text in %s', (lang) => {
    for (const code of FOUL_CODES) expect(FOUL_TEXTS[code]?.[lang], `${code}/${lang}`).toMatch(/\S/);
    for (const code of CALL_CODES) expect(CALL_TEXTS[code]?.[lang], `${code}/${lang}`).toMatch(/\S/);
  });
});

const base = () => ({
  discipline: 'three-cushion',
  distance: 15,
  players: ['A', 'B'],
  balls: { A: 'white', B: 'yellow' },
  strokes: [{ shooter: 'A', events: [{ t: 0, kind: 'strike', ball: 'white' }, { t: 0.5, kind: 'cushion', ball: 'white', cushion: 'top' }] }],
});

describe('match-file schema errors name the field', () => {
  it('unknown ball', () => {
    const m = base();
    (m.strokes[0]!.events[1] as { ball: string }).ball = 'blue';
    expect(matchErrorOf(m)).toBe('strokes[0].events[1].ball: unknown ball "blue" (expected white, yellow, red)');
  });
  it('unknown discipline', () => {
    expect(matchErrorOf({ ...base(), discipline: 'snooker' })).toMatch(/^discipline: unknown discipline "snooker" \(expected five-pins, /);
  });
  it('unknown event kind', () => {
    const m = base();
    (m.strokes[0]!.events[1] as { kind: string }).kind = 'bounce';
    expect(matchErrorOf(m)).toMatch(/^strokes\[0\]\.events\[1\]\.kind: unknown event kind "bounce"/);
  });
  it('events out of order', () => {
    const m = base();
    m.strokes[0]!.events[1]!.t = -0 + 0;
    m.strokes[0]!.events[0]!.t = 1;
    expect(matchErrorOf(m)).toMatch(/^strokes\[0\]\.events\[1\]\.t: events out of time order/);
  });
  it('unknown shooter', () => {
    const m = base();
    m.strokes[0]!.shooter = 'C';
    expect(matchErrorOf(m)).toBe('strokes[0].shooter: unknown player "C" (expected A, B)');
  });
  it('unknown field', () => {
    expect(matchErrorOf({ ...base(), colour: 'blue' })).toMatch(/colour/);
  });
  it('player without a ball', () => {
    expect(matchErrorOf({ ...base(), balls: { A: 'white' } })).toBe('balls.B: player "B" has no ball (carom needs each player\'s own ball)');
  });
  it('not an object', () => {
    expect(matchErrorOf([1, 2])).toMatch(/a match file is a JSON object/);
  });
  it('a Russian match takes w1..w7 and colour', () => {
    const m = { discipline: 'russian-colour', players: ['A', 'B'], strokes: [{ shooter: 'A', events: [{ t: 0, kind: 'strike', ball: 'white' }] }] };
    expect(matchErrorOf(m)).toBe('strokes[0].events[0].ball: unknown ball "white" (expected w1, w2, w3, w4, w5, w6, w7, colour)');
  });
});
