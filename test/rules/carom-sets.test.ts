/** Carom set play (setting `setPlay`, src/rules/carom/sets.ts). */
import { describe, expect, it } from 'vitest';
import { judgeMatch } from '../../src/rules/match.js';
import { endSet } from '../../src/rules/carom/sets.js';

let clock = 0;
const stroke = (shooter: 'A' | 'B', point: boolean) => {
  const ball = shooter === 'A' ? 'white' : 'yellow', other = shooter === 'A' ? 'yellow' : 'white', t = (clock += 10);
  const events: unknown[] = [{ t, kind: 'strike', ball }, { t: t + 0.3, kind: 'ball-ball', balls: [ball, 'red'] }];
  if (point) events.push({ t: t + 0.5, kind: 'cushion', ball, cushion: 'top' }, { t: t + 0.7, kind: 'ball-ball', balls: [ball, other] });
  events.push({ t: t + 2, kind: 'rest' });
  return { shooter, events };
};
const match = (strokes: unknown[], settings: Record<string, unknown> = { setPlay: true }) => ({
  discipline: 'one-cushion', distance: 1, sets: 3, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' }, settings, strokes,
});

describe('carom set play', () => {
  it('is refused without the setting (art. 3-4 know one distance)', () => {
    expect(() => judgeMatch(match([stroke('A', true)], {}))).toThrow('sets must be 1');
  });

  it('plays the equalising inning inside a set, then the other player opens the next set', () => {
    const v = judgeMatch(match([stroke('A', true), stroke('B', false), stroke('B', true), stroke('A', false)]));
    expect(v.strokes[0]!.next).toBe('B');
    expect(v.strokes[1]!.calls).toContainEqual({ call: 'set-over', player: 'A', count: 1 });
    expect(v.strokes[1]!.next).toBe('B');
    expect(v.strokes[2]!).toMatchObject({ set: 2, next: 'A' });
    expect(v.strokes[3]!.calls).toContainEqual({ call: 'set-over', player: 'B', count: 2 });
    expect(v).toMatchObject({ sets: { A: 1, B: 1 }, score: { A: 0, B: 0 }, winner: null, next: 'A' });
  });

  it('refuses a stroke by the player who did not open the new set', () => {
    expect(() => judgeMatch(match([stroke('A', true), stroke('B', false), stroke('A', true)]))).toThrow('strokes[2].shooter');
  });

  it('counts sets to the majority', () => {
    expect(endSet(['A', 'B'], { A: 1, B: 0 }, 3, 'A', 'B')).toEqual({ sets: { A: 2, B: 0 }, matchWinner: 'A', nextOpener: null });
    expect(endSet(['A', 'B'], { A: 1, B: 0 }, 5, 'A', 'B')).toEqual({ sets: { A: 2, B: 0 }, matchWinner: null, nextOpener: 'A' });
  });
});
