import { describe, expect, it } from 'vitest';
import { judgeMatch } from '../../src/rules/match.js';

const strike = (t: number, ball = 'white') => ({ t, kind: 'strike', ball });
const hit = (t: number) => ({ t, kind: 'ball-ball', balls: ['white', 'yellow'] });
const match = (strokes: unknown[], extra: Record<string, unknown> = {}) =>
  ({ discipline: 'five-pins', distance: 30, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' }, strokes, ...extra });

describe('five-pins judge input errors', () => {
  it('refuses a second overrun that still has a strike', () => {
    expect(() => judgeMatch(match([{ shooter: 'A', events: [strike(0), hit(1)], shotClock: { overruns: 2 } }]))).toThrow('strokes[0].events');
  });
  it('refuses a first overrun with no strike: the stroke must still be played', () => {
    expect(() => judgeMatch(match([{ shooter: 'A', events: [], shotClock: { overruns: 1 } }]))).toThrow('strokes[0].events');
  });
  it('accepts the referee\'s "pas joué" (time, no strike): 2 to the opponent, free ball', () => {
    const v = judgeMatch(match([{ shooter: 'A', events: [], refereeFouls: ['time'] }]));
    expect(v.strokes[0]).toMatchObject({ points: { A: 0, B: 2 }, fouls: ['time'], freeBall: true, next: 'B' });
  });
  it('rejects unknown settings by name', () => {
    expect(() => judgeMatch(match([], { settings: { cannons: true } }))).toThrow('unknown setting "cannons"');
  });
});

describe('five-pins judge state', () => {
  it('lets either player open and then expects the other', () => {
    const v = judgeMatch(match([{ shooter: 'B', events: [strike(0, 'yellow'), { t: 1, kind: 'ball-ball', balls: ['yellow', 'white'] }] }]));
    expect(v.strokes[0]).toMatchObject({ valid: true, next: 'A', set: 1 });
    expect(v.next).toBe('A');
  });
  it('reports the match undecided with empty match and set points', () => {
    const v = judgeMatch(match([]));
    expect(v).toMatchObject({ score: { A: 0, B: 0 }, sets: { A: 0, B: 0 }, winner: null, matchPoints: {}, setPoints: {}, next: null });
  });
});
