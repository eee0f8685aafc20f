import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../../src/contracts/events.js';
import type { Position } from '../../src/contracts/match.js';
import { CAROM_MATCH_TABLE } from '../../src/geometry/tables.js';
import { firstCannon } from '../../src/rules/five-pins/cannons.js';
import { factsOf } from '../../src/rules/five-pins/facts.js';
import { detectFouls, foulCodes, givesFreeBall, refereeFindings } from '../../src/rules/five-pins/fouls.js';
import { rolesOf } from '../../src/rules/five-pins/roles.js';

const S = (t: number, ball: string) => ({ t, kind: 'strike', ball }) as StrokeEvent;
const BB = (t: number, a: string, b: string) => ({ t, kind: 'ball-ball', balls: [a, b] }) as StrokeEvent;
const PF = (t: number, pin: string, by: string) => ({ t, kind: 'pin-fall', pin, by }) as StrokeEvent;
const C = (t: number, ball: string, cushion: string) => ({ t, kind: 'cushion', ball, cushion }) as StrokeEvent;

const roles = rolesOf('white', 'yellow', 'white');
function fouls(events: StrokeEvent[], before?: Position, previousEvents: StrokeEvent[] | null = null) {
  const facts = factsOf(events, events.findIndex((e) => e.kind === 'strike'), rolesOf('white', 'yellow', (events[0] as { ball: 'white' }).ball), CAROM_MATCH_TABLE, before);
  return foulCodes(detectFouls(facts, { before, table: CAROM_MATCH_TABLE, touchGapMm: 0.5, previousEvents }));
}

describe('rolesOf', () => {
  it('follows the struck ball', () => {
    expect(rolesOf('white', 'yellow', 'white')).toEqual({ own: 'white', cue: 'white', object: 'yellow', third: 'red' });
    expect(rolesOf('white', 'yellow', 'yellow')).toEqual({ own: 'white', cue: 'yellow', object: 'white', third: 'red' });
    expect(rolesOf('white', 'yellow', 'red')).toEqual({ own: 'white', cue: 'red', object: 'yellow', third: 'white' });
  });
});

describe('firstCannon (2002.2)', () => {
  it('is a cannon (4) when the cue ball meets the red after the object ball', () => {
    expect(firstCannon([S(0, 'white'), BB(1, 'white', 'yellow'), BB(2, 'red', 'white')], roles, 1)).toMatchObject({ kind: 'cannon', points: 4 });
  });
  it('is a casin (3) when the object ball meets the red first', () => {
    const ev = [S(0, 'white'), BB(1, 'white', 'yellow'), BB(2, 'yellow', 'red'), BB(3, 'white', 'red')];
    expect(firstCannon(ev, roles, 1)).toMatchObject({ kind: 'casin', points: 3, index: 2 });
  });
  it('is nothing before the object ball or without it', () => {
    expect(firstCannon([S(0, 'white'), BB(1, 'white', 'red'), BB(2, 'white', 'yellow')], roles, 2)).toBeNull();
    expect(firstCannon([S(0, 'white'), BB(1, 'white', 'red')], roles, Infinity)).toBeNull();
  });
});

describe('detectFouls', () => {
  it('finds nothing on a correct hit', () => {
    expect(fouls([S(0, 'white'), BB(1, 'white', 'yellow'), PF(2, 'top', 'yellow')])).toEqual([]);
  });
  it('tells pins-first from pins after the hit by the chain root', () => {
    expect(fouls([S(0, 'white'), PF(0.5, 'top', 'white'), PF(0.8, 'left', 'top'), BB(1, 'white', 'yellow')])).toEqual(['pins-first']);
    expect(fouls([S(0, 'white'), BB(1, 'white', 'yellow'), PF(2, 'top', 'white'), PF(2.1, 'left', 'top')])).toEqual(['pins']);
    expect(fouls([S(0, 'white'), BB(1, 'white', 'yellow'), PF(2, 'top', 'yellow'), PF(2.1, 'left', 'top')])).toEqual([]);
  });
  it('does not call pins after the hit when the red came first', () => {
    expect(fouls([S(0, 'white'), BB(0.5, 'white', 'red'), BB(1, 'white', 'yellow'), PF(2, 'top', 'white')])).toEqual(['red-first']);
  });
  it('calls red-first and object-ball when only the red is touched', () => {
    expect(fouls([S(0, 'white'), BB(0.5, 'white', 'red')])).toEqual(['red-first', 'object-ball']);
  });
  it('calls wrong-ball on the opponent\'s ball', () => {
    expect(fouls([S(0, 'yellow'), BB(1, 'yellow', 'white')])).toEqual(['wrong-ball']);
  });
  it('calls balls-in-motion only when the strike precedes the previous stroke\'s last event', () => {
    const previous = [S(1, 'yellow'), BB(2, 'yellow', 'white'), { t: 5.5, kind: 'rest' } as StrokeEvent];
    expect(fouls([S(5, 'white'), BB(6, 'white', 'yellow')], undefined, previous)).toEqual(['balls-in-motion']);
    expect(fouls([S(5.5, 'white'), BB(6, 'white', 'yellow')], undefined, previous)).toEqual([]);
    // A clock that restarts (a strike before the previous strike) tells nothing: no foul.
    expect(fouls([S(0, 'white'), BB(1, 'white', 'yellow')], undefined, previous)).toEqual([]);
  });
  it('calls touched for a second strike or a moved ball', () => {
    expect(fouls([S(0, 'white'), S(0.1, 'white'), BB(1, 'white', 'yellow')])).toEqual(['touched']);
    expect(fouls([S(0, 'white'), BB(1, 'white', 'yellow'), { t: 2, kind: 'moved', ball: 'red' }])).toEqual(['touched']);
  });
  it('calls ball-in-contact only when played straight into the touching ball or cushion', () => {
    const r = CAROM_MATCH_TABLE.ballRadius;
    const touchingYellow: Position = { balls: { white: [0, 300], yellow: [2 * r + 0.3, 300] } };
    expect(fouls([S(0, 'white'), BB(0.1, 'white', 'yellow')], touchingYellow)).toEqual(['ball-in-contact']);
    expect(fouls([S(0, 'white'), C(0.5, 'white', 'left'), BB(1, 'white', 'yellow')], touchingYellow)).toEqual([]);
    const apart: Position = { balls: { white: [0, 300], yellow: [2 * r + 2, 300] } };
    expect(fouls([S(0, 'white'), BB(0.1, 'white', 'yellow')], apart)).toEqual([]);
    const onCushion: Position = { balls: { white: [0, 710 - r], yellow: [500, 0] } };
    expect(fouls([S(0, 'white'), C(0.1, 'white', 'left'), BB(1, 'white', 'yellow')], onCushion)).toEqual(['ball-in-contact']);
    expect(fouls([S(0, 'white'), C(0.1, 'white', 'right'), BB(1, 'white', 'yellow')], onCushion)).toEqual([]);
  });
  it('calls jump only before the object ball', () => {
    expect(fouls([S(0, 'white'), { t: 0.5, kind: 'jump', ball: 'white' }, BB(1, 'white', 'yellow')])).toEqual(['jump']);
    expect(fouls([S(0, 'white'), BB(1, 'white', 'yellow'), { t: 1.5, kind: 'jump', ball: 'white' }])).toEqual([]);
  });
});

describe('referee fouls and free ball', () => {
  it('accepts the five-pins referee list and names a bad entry by its path', () => {
    expect(refereeFindings(['foot', 'fair-play'], 'strokes[2].refereeFouls').map((f) => f.code)).toEqual(['foot', 'fair-play']);
    expect(() => refereeFindings(['foot', 'pins'], 'strokes[2].refereeFouls')).toThrow('strokes[2].refereeFouls[1]');
  });
  it('gives a free ball after every foul but "pins" (3004.1)', () => {
    expect(givesFreeBall('pins')).toBe(false);
    expect(givesFreeBall('red-first')).toBe(true);
    expect(givesFreeBall('time')).toBe(true);
  });
  it('lists each code once in the foul-list order', () => {
    expect(foulCodes([{ code: 'jump', reason: '' }, { code: 'red-first', reason: '' }, { code: 'jump', reason: '' }])).toEqual(['red-first', 'jump']);
  });
});
