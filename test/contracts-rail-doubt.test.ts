import { describe, expect, it } from 'vitest';
import { parseMatch } from '../src/contracts/schema.js';
import { matchErrorOf } from './contracts-helpers.js';
import { renameEvent } from '../src/contracts/rename.js';

/** A three-cushion file whose rest names a rail the white may have met unseen (`cushion` doubt, session 32). */
function withDoubt(doubt: Record<string, unknown>) {
  return {
    discipline: 'three-cushion', distance: 15, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' },
    strokes: [{ shooter: 'A', events: [
      { t: 0, kind: 'strike', ball: 'white' },
      { t: 0.5, kind: 'cushion', ball: 'white', cushion: 'top' },
      { t: 1, kind: 'rest', confidence: 0.6, doubts: [doubt] },
    ] }],
  };
}

const ok = { reason: 'cushion', confidence: 0.6, t: 0.01, ball: 'white', cushion: 'right' };

describe('a cushion rest doubt in a match file', () => {
  it('is accepted with its ball, cushion and time', () => {
    const m = parseMatch(withDoubt(ok));
    expect(m.strokes[0]!.events[2]).toMatchObject({ kind: 'rest', doubts: [ok] });
  });

  it('is refused at the field that is wrong', () => {
    expect(matchErrorOf(withDoubt({ ...ok, cushion: 'middle' }))).toMatch(/^strokes\[0\]\.events\[2\]\.doubts\[0\]\.cushion: unknown cushion "middle"/);
    expect(matchErrorOf(withDoubt({ ...ok, ball: 'blue' }))).toMatch(/^strokes\[0\]\.events\[2\]\.doubts\[0\]\.ball: unknown ball "blue"/);
    const { t: _t, ...untimed } = ok;
    expect(matchErrorOf(withDoubt(untimed))).toMatch(/^strokes\[0\]\.events\[2\]\.doubts\[0\]\.t: /);
    // A contact doubt's field on a cushion doubt: unknown.
    expect(matchErrorOf(withDoubt({ ...ok, balls: ['white', 'red'] }))).toMatch(/^strokes\[0\]\.events\[2\]\.doubts\[0\]\.balls: unknown field/);
  });

  it('is renamed with the balls', () => {
    const m = parseMatch(withDoubt(ok));
    const renamed = renameEvent(m.strokes[0]!.events[2]!, new Map([['white', 'yellow'], ['yellow', 'white']]));
    expect(renamed).toMatchObject({ doubts: [{ ...ok, ball: 'yellow' }] });
  });
});
