/**
 * A ball touched by hand or cue before the strike, then the stroke played
 * (CEB B/7 4001.11, 4001.17 as the camera sees it: a `moved` listed before the
 * strike; session 28, helper F2; goldens five-pins 136-138). By default the
 * stroke counts and its points go to the opponent with the penalty (2002.5);
 * with `strokeAfterTouchCounts` false the touch ended the turn (3004.6) and the
 * stroke is void: 2 to the opponent, free ball. A `moved` after the strike is
 * 4001.12 and is judged as played under either setting.
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../../src/contracts/events.js';
import { judgeMatch } from '../../src/rules/match.js';
import { touchBeforeStrike } from '../../src/rules/five-pins/scoring.js';

const before = { balls: { white: [-700, 180], yellow: [700, 300], red: [300, -400] } };
const after = { balls: { white: [-500, 250], yellow: [600, -200], red: [200, 450] } };
const opening = { shooter: 'A', before, after, events: [{ t: 0, kind: 'strike', ball: 'white' }, { t: 1, kind: 'ball-ball', balls: ['white', 'yellow'] }, { t: 3, kind: 'rest' }] };

function judgeB(events: StrokeEvent[], settings?: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const match = { discipline: 'five-pins', distance: 60, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' }, ...(settings ? { settings } : {}), strokes: [opening, { shooter: 'B', before, after, events, ...extra }] };
  return judgeMatch(match).strokes[1]!;
}

/** B's ball on the white (which fells the left pin, 2), then on the red (cannon, 4), with a `moved` red at time `movedAt`. */
function scoring(movedAt: number): StrokeEvent[] {
  const events = [
    { t: 10, kind: 'strike', ball: 'yellow' },
    { t: 10.5, kind: 'ball-ball', balls: ['yellow', 'white'] },
    { t: 11, kind: 'pin-fall', pin: 'left', by: 'white' },
    { t: 12, kind: 'ball-ball', balls: ['yellow', 'red'] },
    { t: 14, kind: 'rest' },
  ] as StrokeEvent[];
  return [...events, { t: movedAt, kind: 'moved', ball: 'red' } as StrokeEvent].sort((a, b) => a.t - b.t);
}

describe('five-pins: a ball touched before the strike (4001.11, 4001.17)', () => {
  it('by default judges the stroke played after it: 2 + its points to the opponent (2002.5)', () => {
    expect(judgeB(scoring(9.5))).toMatchObject({ valid: false, fouls: ['touched'], points: { A: 8, B: 0 }, freeBall: true });
  });

  it('with strokeAfterTouchCounts false voids the stroke: 2 to the opponent, free ball', () => {
    const v = judgeB(scoring(9.5), { strokeAfterTouchCounts: false });
    expect(v).toMatchObject({ valid: false, fouls: ['touched'], points: { A: 2, B: 0 }, freeBall: true, calls: [] });
    expect((v.reasons ?? []).join(' ')).toContain('moved before the strike');
  });

  it('with strokeAfterTouchCounts false still adds a first overrun (3009.1)', () => {
    const v = judgeB(scoring(9.5), { strokeAfterTouchCounts: false }, { shotClock: { overruns: 1 } });
    expect(v).toMatchObject({ valid: false, fouls: ['touched', 'time'], points: { A: 4, B: 0 } });
  });

  it('judges a ball moved after the strike as played under either setting (4001.12)', () => {
    expect(judgeB(scoring(11.5), { strokeAfterTouchCounts: false })).toMatchObject({ fouls: ['touched'], points: { A: 8, B: 0 } });
  });

  it('finds only the moves listed before the strike', () => {
    const events = scoring(11.5);
    expect(touchBeforeStrike(events, events.findIndex((e) => e.kind === 'strike'))).toBeNull();
    const early = scoring(9.5);
    expect(touchBeforeStrike(early, early.findIndex((e) => e.kind === 'strike'))?.code).toBe('touched');
  });
});
