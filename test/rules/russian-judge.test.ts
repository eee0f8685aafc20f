import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MatchFile, Stroke } from '../../src/contracts/match.js';
import { RUSSIAN_WHITES } from '../../src/contracts/ids.js';
import { judgeMatch, parseSettings } from '../../src/rules/match.js';
import { russianColourJudge as judge } from '../../src/rules/russian/index.js';
import { shotSeconds, type RussianSettings } from '../../src/rules/russian/settings.js';

const settings = (raw: unknown = {}) => parseSettings(judge, raw) as RussianSettings;

const legalBreak: Stroke = {
  shooter: 'A',
  events: [
    { t: 0, kind: 'strike', ball: 'w7' },
    { t: 0.3, kind: 'ball-ball', balls: ['w7', 'w1'] },
    { t: 0.7, kind: 'cushion', ball: 'w2', cushion: 'top' },
    { t: 1.1, kind: 'cushion', ball: 'w2', cushion: 'left' },
  ],
};

const potWhite = (shooter: string, ball: string): Stroke => ({
  shooter,
  events: [
    { t: 0, kind: 'strike', ball: 'colour' },
    { t: 0.2, kind: 'ball-ball', balls: ['colour', ball as 'w1'] },
    { t: 0.9, kind: 'pocket', ball: ball as 'w1', pocket: 'top-left' },
  ],
});

const match = (strokes: Stroke[], extra: Partial<MatchFile> = {}): MatchFile => ({
  discipline: 'russian-colour', distance: 1, players: ['A', 'B'], strokes, ...extra,
});

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    Object.values(o).forEach(deepFreeze);
    Object.freeze(o);
  }
  return o;
}

describe('settings', () => {
  it('defaults every key', () => {
    expect(settings()).toMatchObject({ nextBreak: 'alternate', whiteLimit: 3, jawTouchWindowS: 0.5, offRouteFoulOnAnyPot: true, generalFouls: true });
    expect(settings().shotClock).toEqual({ enabled: false, secondsByRound: [35, 35, 30, 25], minimumS: 20, extensionS: 15, extensionsPerFrame: 1 });
  });

  it('rejects out-of-range values with the field path', () => {
    expect(() => settings({ whiteLimit: 9 })).toThrow(/settings\.whiteLimit/);
    expect(() => settings({ nextBreak: 'random' })).toThrow(/settings\.nextBreak/);
    expect(() => settings({ shotClock: { extension: 15 } })).toThrow(/settings\.shotClock/);
  });

  it('shot clock: 35 s for two rounds, 5 s less each round after, never under 20 s (art. 12)', () => {
    const clock = settings().shotClock;
    expect([1, 2, 3, 4, 5, 9].map((r) => shotSeconds(clock, r))).toEqual([35, 35, 30, 25, 20, 20]);
  });
});

describe('judge', () => {
  it('never mutates the state or the stroke it is given', () => {
    const state = deepFreeze(judge.start(match([]), settings()));
    const stroke = deepFreeze({ ...legalBreak, events: [...legalBreak.events, { t: 1.4, kind: 'pocket' as const, ball: 'w2' as const, pocket: 'top-left' as const }] });
    const { state: next, verdict } = judge.stroke(state, stroke, 0);
    expect(next).not.toBe(state);
    expect(state.whites).toEqual({ A: 0, B: 0 });
    expect(next.whites).toEqual({ A: 1, B: 0 });
    expect(verdict.points).toEqual({ A: 1, B: 0 });
  });

  it('either player may break the first frame; after a foul both may play, else only one', () => {
    let state = judge.start(match([]), settings());
    expect(judge.expectedShooters(state)).toEqual(['A', 'B']);
    state = judge.stroke(state, { shooter: 'B', events: [], refereeFouls: ['time'] }, 0).state;
    expect(judge.expectedShooters(state)).toEqual(['A', 'B']);
    state = judge.stroke(state, { ...legalBreak, shooter: 'A' }, 1).state;
    expect(judge.expectedShooters(state)).toEqual(['B']);
  });

  it('every stroke verdict explains itself with the article it applies', () => {
    const v = judgeMatch(match([legalBreak]));
    expect(v.strokes[0]!.reasons!.join(' ')).toMatch(/art\. 4/);
  });

  it('fouls give the opponent nothing (points stay 0 for both)', () => {
    const v = judgeMatch(match([legalBreak, { shooter: 'B', events: [], refereeFouls: ['time'] }]));
    expect(v.strokes[1]!.points).toEqual({ A: 0, B: 0 });
    expect(v.score).toEqual({ A: 0, B: 0 });
  });
});

describe('white limit, as a property (art. 5.3, 5.9)', () => {
  it('a player\'s credited whites never exceed the limit nor go down within a frame', () => {
    // Random runs of shots by the player on turn, each potting 0-3 whites off the colour as cue ball.
    const shots = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 12 });
    fc.assert(fc.property(shots, fc.integer({ min: 1, max: 7 }), (counts, limit) => {
      const strokes: Stroke[] = [legalBreak];
      let state = judge.start(match([]), settings({ whiteLimit: limit }));
      state = judge.stroke(state, legalBreak, 0).state;
      let whiteIndex = 0;
      for (const n of counts) {
        const shooter = state.next!;
        const balls = Array.from({ length: n }, () => RUSSIAN_WHITES[whiteIndex++ % 7]!);
        const stroke: Stroke = n === 0
          ? { shooter, events: [{ t: 0, kind: 'strike', ball: 'colour' }, { t: 0.2, kind: 'ball-ball', balls: ['colour', 'w1'] }] }
          : { ...potWhite(shooter, balls[0]!), events: [...potWhite(shooter, balls[0]!).events.slice(0, 2), ...balls.map((b, i) => ({ t: 1 + i, kind: 'pocket' as const, ball: b, pocket: 'top-left' as const }))] };
        const before = { ...state.whites };
        const { state: next, verdict } = judge.stroke(state, stroke, strokes.length);
        strokes.push(stroke);
        for (const p of ['A', 'B']) {
          expect(next.whites[p]!).toBeGreaterThanOrEqual(before[p]!);
          expect(next.whites[p]!).toBeLessThanOrEqual(limit);
        }
        expect(verdict.fouls.includes('white-limit')).toBe(before[shooter]! + n > limit);
        state = next;
        if (state.expected.length === 0) break;
      }
    }), { numRuns: 200 });
  });
});
