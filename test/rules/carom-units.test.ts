import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE as T } from '../../src/geometry/tables.js';
import { spotBalls, spotOwners } from '../../src/rules/carom/respot.js';
import { endInning, extensionSize, openedBy, type Race } from '../../src/rules/carom/innings.js';
import { caromOf, isPoint, restingCushionContacts } from '../../src/rules/carom/point.js';
import type { StrokeEvent } from '../../src/contracts/events.js';
import { aCheval, cadreAnchors, cadreFields } from '../../src/geometry/zones.js';
import { playedIntoContact, struckAgain } from '../../src/rules/carom/fouls.js';
import { respotTaken } from '../../src/rules/carom/placements.js';
import { judgeMatch } from '../../src/rules/match.js';
import { dedansCalls, restingInsideCalls } from '../../src/rules/carom/judge.js';
import { breakMissesRed, breakStillDue } from '../../src/rules/carom/break.js';

describe('three-cushion re-spotting', () => {
  const owners = spotOwners(T, 'white', 'yellow');
  it('sends a ball to its own spot when free', () => {
    expect(spotBalls(T, ['red'], { white: [100, 100], yellow: [-300, 0] }, owners)).toEqual({ red: [710, 0] });
  });
  it('sends a ball to the spot of the ball occupying its own', () => {
    expect(spotBalls(T, ['red'], { white: [712, 3], yellow: [-300, 0] }, owners)).toEqual({ red: [-710, 0] });
    expect(spotBalls(T, ['white'], { yellow: [-705, 0], red: [300, 300] }, owners)).toEqual({ white: [0, 0] });
  });
  it('takes a spot as covered when the ball set on it would touch another (session 33: no touchent made by the re-spot)', () => {
    // 61.7 mm from the top spot: a red set there would lie 0.2 mm from the white, a touch; 70 mm leaves it free.
    expect(spotBalls(T, ['red'], { white: [710, 61.7], yellow: [-300, 0] }, owners)).toEqual({ red: [-710, 0] });
    expect(spotBalls(T, ['red'], { white: [710, 70], yellow: [-300, 0] }, owners)).toEqual({ red: [710, 0] });
    expect(spotBalls(T, ['red'], { white: [710, 63], yellow: [-300, 0] }, owners, 3)).toEqual({ red: [-710, 0] });
  });
});

describe('the race to the distance', () => {
  const race: Race = { players: ['A', 'B'], opener: 'A', distance: 30, target: 30, extensions: 0, phase: 'regular', equalisingInning: true };
  it('gives the other player an equalising inning', () => {
    const e = endInning(race, 'A', { A: 30, B: 20 });
    expect(e).toMatchObject({ next: 'B', winner: null, race: { phase: 'equalising' } });
    expect(endInning(e.race, 'B', { A: 30, B: 25 })).toMatchObject({ winner: 'A', next: null });
  });
  it('extends by 10 % on a tie, then plays one-inning rounds', () => {
    const tie = endInning({ ...race, phase: 'equalising' }, 'B', { A: 30, B: 30 });
    expect(tie).toMatchObject({ next: null, race: { target: 33, extensions: 1, phase: 'regular', lag: true } });
    const tie2 = endInning({ ...openedBy(tie.race, 'A'), phase: 'equalising' }, 'B', { A: 33, B: 33 });
    expect(tie2).toMatchObject({ next: null, race: { target: 36, phase: 'shootout-first' } });
    const mid = endInning(openedBy(tie2.race, 'A'), 'A', { A: 34, B: 33 });
    expect(mid).toMatchObject({ next: 'B', race: { phase: 'shootout-second' } });
    expect(endInning(mid.race, 'B', { A: 34, B: 35 })).toMatchObject({ winner: 'B' });
    expect(endInning(mid.race, 'B', { A: 34, B: 34 })).toMatchObject({ winner: null, next: null, race: { target: 39 } });
  });
  it('draws the order again for an extension: whoever opens it is its opener (art. 4)', () => {
    const tie = endInning({ ...race, phase: 'equalising' }, 'B', { A: 30, B: 30 });
    const byB = openedBy(tie.race, 'B');
    expect(byB).toMatchObject({ opener: 'B', lag: false });
    // B opened the extension and reached 33: A, now the second player, gets the equalising inning.
    expect(endInning(byB, 'B', { A: 30, B: 33 })).toMatchObject({ next: 'A', winner: null, race: { phase: 'equalising' } });
    expect(openedBy(byB, 'A')).toBe(byB);
  });
  it('lets the second player win at once, and wins outright without the equalising inning', () => {
    expect(endInning(race, 'B', { A: 10, B: 30 })).toMatchObject({ winner: 'B' });
    expect(endInning({ ...race, equalisingInning: false }, 'A', { A: 30, B: 0 })).toMatchObject({ winner: 'A' });
  });
  it('rounds the extension up', () => {
    expect(extensionSize(15)).toBe(2);
    expect(extensionSize(5)).toBe(1);
  });
});

describe('the innings limit (setting inningsLimit, none in the text)', () => {
  const race: Race = { players: ['A', 'B'], opener: 'A', distance: 30, target: 30, extensions: 0, phase: 'regular', equalisingInning: true, inningsLimit: 2, rounds: 0 };
  /** End the innings in turn, A first, with these scores after each. */
  const play = (scores: [number, number][]) => scores.reduce((r, [a, b], k) => endInning(r.race, k % 2 === 0 ? 'A' : 'B', { A: a, B: b }), { race, next: 'A', winner: null } as ReturnType<typeof endInning>);
  it('ends the match when the second player closes the last round: the higher score wins', () => {
    expect(play([[3, 0], [3, 5], [4, 5]])).toMatchObject({ next: 'B', winner: null });
    expect(play([[3, 0], [3, 5], [4, 5], [4, 6]])).toMatchObject({ winner: 'B', next: null });
  });
  it('sends a tie at the limit to an extension of 10 % from the tied score, order drawn again, no limit in it', () => {
    const tie = play([[3, 0], [3, 5], [5, 5], [5, 5]]);
    expect(tie).toMatchObject({ winner: null, next: null, race: { target: 8, extensions: 1, phase: 'regular', lag: true, inningsLimit: null } });
  });
  it('keeps the distance first: a player reaching it inside the limit is judged as without one', () => {
    expect(play([[3, 0], [3, 30]])).toMatchObject({ winner: 'B' });
    const equalising = play([[3, 0], [3, 5], [30, 5]]);
    expect(equalising).toMatchObject({ next: 'B', race: { phase: 'equalising' } });
    // The opponent's equalising inning is his last one anyway: short of the distance, the opener wins.
    expect(endInning(equalising.race, 'B', { A: 30, B: 9 })).toMatchObject({ winner: 'A' });
  });
  it('does nothing without a limit (the default)', () => {
    expect(endInning({ ...race, inningsLimit: null, rounds: 7 }, 'B', { A: 4, B: 6 })).toMatchObject({ next: 'A', winner: null });
  });
});

describe('carom detection', () => {
  const ev = (list: [number, string, ...string[]][]): StrokeEvent[] => list.map(([t, kind, a, b]) =>
    kind === 'ball-ball' ? { t, kind, balls: [a, b] } as StrokeEvent : kind === 'cushion' ? { t, kind, ball: a, cushion: b } as StrokeEvent : { t, kind, ball: a } as StrokeEvent);
  it('counts cushions before the second object ball only', () => {
    const events = ev([[0, 'strike', 'white'], [0.2, 'ball-ball', 'white', 'red'], [0.5, 'cushion', 'white', 'top'], [0.7, 'cushion', 'white', 'left'], [1, 'ball-ball', 'white', 'yellow'], [1.2, 'cushion', 'white', 'bottom']]);
    const r = caromOf(events, 'white', ['yellow', 'red']);
    expect(r).toEqual({ bothBalls: true, cushionsBeforeSecond: 2, secondBallAt: 1 });
    expect(isPoint(r, 3)).toBe(false);
    expect(isPoint(r, 1)).toBe(true);
  });
  it('reads "before the second object ball" from the list order when times are equal', () => {
    // The third cushion and the second ball in the same frame: the list says the cushion came first.
    const first = ev([[0, 'strike', 'white'], [0.2, 'ball-ball', 'white', 'red'], [0.5, 'cushion', 'white', 'top'], [0.7, 'cushion', 'white', 'left'], [1, 'cushion', 'white', 'bottom'], [1, 'ball-ball', 'yellow', 'white']]);
    expect(caromOf(first, 'white', ['yellow', 'red'])).toEqual({ bothBalls: true, cushionsBeforeSecond: 3, secondBallAt: 1 });
    const last = ev([[0, 'strike', 'white'], [0.2, 'ball-ball', 'white', 'red'], [0.5, 'cushion', 'white', 'top'], [0.7, 'cushion', 'white', 'left'], [1, 'ball-ball', 'white', 'yellow'], [1, 'cushion', 'white', 'bottom']]);
    expect(caromOf(last, 'white', ['yellow', 'red']).cushionsBeforeSecond).toBe(2);
  });
  it('ignores a contact between the object balls', () => {
    const events = ev([[0, 'strike', 'white'], [0.2, 'ball-ball', 'white', 'red'], [0.4, 'ball-ball', 'red', 'yellow']]);
    expect(caromOf(events, 'white', ['yellow', 'red']).bothBalls).toBe(false);
  });
});

describe('a cushion the cue ball rests on (art. 3 "κρούση", setting restingCushionCounts)', () => {
  const ev = (...e: Partial<StrokeEvent>[]): StrokeEvent[] => e.map((x, i) => ({ t: i, ...x }) as StrokeEvent);
  const into = ev({ kind: 'strike', ball: 'white' }, { kind: 'cushion', ball: 'white', cushion: 'left' }, { kind: 'cushion', ball: 'white', cushion: 'top' },
    { kind: 'ball-ball', balls: ['white', 'yellow'] }, { kind: 'cushion', ball: 'white', cushion: 'right' }, { kind: 'ball-ball', balls: ['white', 'red'] });
  it('is the first contact only when it is the cushion rested on', () => {
    expect(restingCushionContacts(into, 'white', ['left'])).toEqual([1]);
    expect(restingCushionContacts(into, 'white', ['top'])).toEqual([]);
    expect(restingCushionContacts(into, 'white', [])).toEqual([]);
    expect(restingCushionContacts(into.filter((e) => e.kind !== 'cushion' || e.cushion !== 'left'), 'white', ['top'])).toEqual([1]);
  });
  it('does not count towards the cushions before the second ball', () => {
    expect(caromOf(into, 'white', ['yellow', 'red']).cushionsBeforeSecond).toBe(3);
    expect(caromOf(into, 'white', ['yellow', 'red'], [1]).cushionsBeforeSecond).toBe(2);
    expect(isPoint(caromOf(into, 'white', ['yellow', 'red'], [1]), 3)).toBe(false);
  });
  // Session 31: a ball frozen in a corner rests on two cushions; driven into the corner it strikes neither.
  it('takes both cushions of a corner the ball is frozen in, each once, and nothing after another contact', () => {
    expect(restingCushionContacts(into, 'white', ['left', 'top'])).toEqual([1, 2]);
    expect(caromOf(into, 'white', ['yellow', 'red'], [1, 2]).cushionsBeforeSecond).toBe(1);
    const twice = ev({ kind: 'strike', ball: 'white' }, { kind: 'cushion', ball: 'white', cushion: 'left' }, { kind: 'cushion', ball: 'white', cushion: 'left' });
    expect(restingCushionContacts(twice, 'white', ['left', 'top'])).toEqual([1]);
    const away = ev({ kind: 'strike', ball: 'white' }, { kind: 'cushion', ball: 'white', cushion: 'left' }, { kind: 'cushion', ball: 'white', cushion: 'right' }, { kind: 'cushion', ball: 'white', cushion: 'top' });
    expect(restingCushionContacts(away, 'white', ['left', 'top'])).toEqual([1]);
  });
});


describe('à cheval: balls on either side of a line (art. 3 calls; session 25)', () => {
  const [f1, f2] = cadreFields(T, '71', { centralFieldRestricted: true });
  it('is called for balls on either side of the line, both near it', () => {
    expect(aCheval(f1!, [1000, 40], [1000, -1.5], 61.5)).toBe(true);
    expect(aCheval(f2!, [1000, 40], [1000, -1.5], 61.5)).toBe(true);
  });
  it('is not called when a ball lies on the line: that is entrées in the other ball\'s field', () => {
    expect(aCheval(f1!, [1000, 40], [1000, -0.8], 61.5)).toBe(false);
    expect(aCheval(f2!, [1000, 40], [1000, -0.8], 61.5)).toBe(false);
    expect(aCheval(f2!, [1000, 40], [1000, 0], 61.5)).toBe(false);
  });
});

describe('a second strike in one stroke (session 27: the cue met a ball again)', () => {
  const ev = (...kinds: [string, string][]): StrokeEvent[] => kinds.map(([kind, ball], i) => ({ t: i * 0.1, kind, ball }) as StrokeEvent);
  it('is seen for the cue ball struck twice and for another ball struck by the cue', () => {
    expect(struckAgain(ev(['strike', 'white'], ['strike', 'white']))).toBe(true);
    expect(struckAgain(ev(['strike', 'white'], ['cushion', 'white'], ['strike', 'red']))).toBe(true);
    expect(struckAgain(ev(['strike', 'white'], ['moved', 'red']))).toBe(false);
  });
  it('is foul touched, and the verdict says why', () => {
    const v = judgeMatch({
      discipline: 'libre', distance: 50, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' },
      strokes: [{ shooter: 'A', events: [
        { t: 1, kind: 'strike', ball: 'white' }, { t: 1.05, kind: 'strike', ball: 'white' },
        { t: 1.3, kind: 'ball-ball', balls: ['white', 'yellow'] }, { t: 1.6, kind: 'ball-ball', balls: ['white', 'red'] }, { t: 2, kind: 'rest' }] }],
    });
    expect(v.strokes[0]).toMatchObject({ valid: false, fouls: ['touched'], next: 'B' });
    expect(v.strokes[0]!.reasons).toContain('a second strike: the cue met a ball again (foul touched, docs/rules-carom.md)');
  });
});

describe('a touchent re-spot the player asked for (art. 3 Cadre; session 31)', () => {
  const offer = { white: [-710, -182.5], yellow: [-710, 0], red: [710, 0] } as const;
  it('is taken when every ball stands on its spot', () => {
    expect(respotTaken(offer, { white: [-712, -181], yellow: [-706, 2], red: [710, 0] })).toBe(true);
  });
  it('is not taken when a ball lies elsewhere, or when none was offered', () => {
    expect(respotTaken(offer, { white: [-600, -200], yellow: [-710, 0], red: [710, 0] })).toBe(false);
    expect(respotTaken(offer, { yellow: [-710, 0], red: [710, 0] })).toBe(false);
    expect(respotTaken(undefined, offer)).toBe(false);
    expect(respotTaken({}, offer)).toBe(false);
  });
});

describe('"for three" in an extension (art. 3 Three-cushion, art. 4; session 31 Choice)', () => {
  const point = (shooter: 'A' | 'B', t: number) => {
    const cue = shooter === 'A' ? 'white' : 'yellow';
    const cushion = (k: number) => ({ t: t + 0.1 * k, kind: 'cushion', ball: cue, cushion: 'top' });
    return { shooter, events: [{ t, kind: 'strike', ball: cue }, cushion(1), cushion(2), cushion(3),
      { t: t + 0.5, kind: 'ball-ball', balls: [cue, 'red'] }, { t: t + 0.6, kind: 'ball-ball', balls: [cue, shooter === 'A' ? 'yellow' : 'white'] }, { t: t + 0.9, kind: 'rest' }] };
  };
  it('counts from the extension\'s target: distance 31, tied, the extension to 35; 32 is 3 short', () => {
    const shooters = [...Array(31).fill('A'), ...Array(31).fill('B'), 'A'] as ('A' | 'B')[];
    const v = judgeMatch({ discipline: 'three-cushion', distance: 31, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' },
      strokes: shooters.map((s, k) => point(s, 10 * (k + 1))) });
    expect(v.strokes[61]).toMatchObject({ next: null, calls: [{ call: 'point' }, { call: 'partout', count: 31 }] });
    expect(v.strokes[62]!.calls).toEqual([{ call: 'point' }, { call: 'for-three', player: 'A', count: 32 }]);
  });
});

describe('dedans for the point just made (art. 3: "in the continuation of his attempt"; session 33)', () => {
  const zones = cadreAnchors(T, '47').slice(0, 1);
  it('is called while the run goes on, not when the point ends it (distance, set or match reached)', () => {
    expect(dedansCalls(zones, true)).toEqual([{ call: 'dedans', zone: 'anchor-1' }]);
    expect(dedansCalls(zones, false)).toEqual([]);
  });
});

describe('a ball moved by hand with no strike (session 33)', () => {
  const match = (events: unknown[]) => ({
    discipline: 'one-cushion', distance: 20, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' },
    strokes: [{ shooter: 'A', events }],
  });
  it('is foul touched: the stroke was not played, the inning counts, the turn passes', () => {
    const v = judgeMatch(match([{ t: 1, kind: 'moved', ball: 'yellow' }, { t: 1.4, kind: 'rest' }]));
    expect(v.strokes[0]).toMatchObject({ valid: false, fouls: ['touched'], next: 'B', inning: 1 });
  });
  it('is still required: a stroke with neither a strike, a moved ball nor a referee foul is refused', () => {
    expect(() => judgeMatch(match([{ t: 1, kind: 'rest' }]))).toThrow('no strike event');
  });
});

describe('ball in contact through a cushion the cue ball rests on (art. 3 touchent, "κρούση"; session 33)', () => {
  const before = { balls: { white: [-1389.25, 0], yellow: [-1327.75, 0], red: [800, 300] } } as const;
  const events: StrokeEvent[] = [
    { t: 1, kind: 'strike', ball: 'white' }, { t: 1.1, kind: 'cushion', ball: 'white', cushion: 'bottom' },
    { t: 1.2, kind: 'ball-ball', balls: ['white', 'yellow'] }, { t: 2, kind: 'rest' },
  ];
  const ctx = (restingCushionCounts: boolean, cushionContactFoul = false) => ({
    stroke: { shooter: 'A', before, events } as never, previous: undefined, cue: 'white' as const, table: T,
    touchGapMm: 0.5, cushionContactFoul, restingCushionCounts,
  });
  it('meets the touching ball first when the cushion it was driven into is one it rested on', () => {
    expect(playedIntoContact(ctx(false))).toBe(true);
  });
  it('is legal when the federation counts that cushion as struck, and a foul of its own with cushionContactFoul', () => {
    expect(playedIntoContact(ctx(true))).toBe(false);
    expect(playedIntoContact(ctx(true, true))).toBe(true);
  });
});

describe('the opening stroke (setting breakOnRed, UMB art. 3.3 "direct attack on the red ball"; session 34)', () => {
  const race: Race = { players: ['A', 'B'], opener: 'A', distance: 30, target: 30, extensions: 0, phase: 'regular', equalisingInning: true };
  const strike: StrokeEvent = { t: 1, kind: 'strike', ball: 'white' };
  it('is due again for a new set (no race) and a drawn extension, and until a stroke of the race strikes a ball', () => {
    expect(breakStillDue(false, true, null)).toBe(true);
    expect(breakStillDue(false, true, { ...race, lag: true })).toBe(true);
    expect(breakStillDue(true, true, race)).toBe(false);
    expect(breakStillDue(true, false, race)).toBe(true);
    expect(breakStillDue(false, false, race)).toBe(false);
  });
  it('misses the red when the cue ball meets the other white, a cushion or nothing first', () => {
    const red: StrokeEvent = { t: 1.2, kind: 'ball-ball', balls: ['white', 'red'] };
    expect(breakMissesRed([strike, red], 'white')).toBe(false);
    expect(breakMissesRed([strike, { t: 1.1, kind: 'ball-ball', balls: ['white', 'yellow'] }, red], 'white')).toBe(true);
    expect(breakMissesRed([strike, { t: 1.1, kind: 'cushion', ball: 'white', cushion: 'left' }, red], 'white')).toBe(true);
    expect(breakMissesRed([strike, { t: 2, kind: 'rest' }], 'white')).toBe(true);
  });
  it('is judged only when the setting is on, and only the race\'s first stroke', () => {
    const stroke = (t: number, first: 'yellow' | 'red') => ({
      shooter: 'A',
      events: [{ t, kind: 'strike', ball: 'white' }, { t: t + 0.2, kind: 'ball-ball', balls: ['white', first] },
        { t: t + 0.3, kind: 'cushion', ball: 'white', cushion: 'left' },
        { t: t + 0.4, kind: 'ball-ball', balls: ['white', first === 'red' ? 'yellow' : 'red'] }, { t: t + 1, kind: 'rest' }],
    });
    const match = (settings: object) => ({
      discipline: 'one-cushion', distance: 20, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' }, settings,
      strokes: [stroke(1, 'red'), stroke(11, 'yellow')],
    });
    expect(judgeMatch(match({ breakOnRed: true })).strokes.map((s) => s.fouls)).toEqual([[], []]);
    const yellowFirst = { ...match({ breakOnRed: true }), strokes: [stroke(1, 'yellow')] };
    expect(judgeMatch(yellowFirst).strokes[0]).toMatchObject({ valid: false, fouls: ['illegal-break'], next: 'B' });
    expect(judgeMatch({ ...yellowFirst, settings: {} }).strokes[0]).toMatchObject({ valid: true, fouls: [], next: 'A' });
  });
});

describe('restées dedans with restingInsideScores (session 34)', () => {
  const zones = cadreAnchors(T, '47').slice(0, 1);
  it('is called unless the point counted and reached the race\'s target: then the run ends by itself', () => {
    expect(restingInsideCalls(zones, false)).toEqual([{ call: 'restees-dedans', zone: 'anchor-1' }]);
    expect(restingInsideCalls(zones, true)).toEqual([]);
  });
});
