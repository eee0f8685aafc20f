/**
 * A turn that ended before the strike (CEB B/7 3004.6 "he will have to quit
 * immediately"; session 29, goldens five-pins 151-152): with
 * `strokeAfterTouchCounts` false the stroke played after a touch is void, so
 * - referee codes made in striking (leather tip, fair play, ...) are set aside,
 *   not listed, and a fair-play code does not lose the set;
 * - the free ball is set up from the position when the turn began, the balls
 *   the void stroke moved (even off the table) put back there.
 * The default setting is unchanged: the stroke is judged as played.
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../../src/contracts/events.js';
import { judgeMatch } from '../../src/rules/match.js';
import { findingsBeforeStrike, putBack } from '../../src/rules/five-pins/voided.js';

const before = { balls: { white: [-700, 180], yellow: [700, 300], red: [300, -400] } };
/** B's yellow ends in the bottom half: the free ball's half differs with the position it is read from. */
const after = { balls: { white: [-500, 250], yellow: [-600, -200], red: [200, 450] } };
const opening = { shooter: 'A', before, after: before, events: [{ t: 0, kind: 'strike', ball: 'white' }, { t: 1, kind: 'ball-ball', balls: ['white', 'yellow'] }, { t: 3, kind: 'rest' }] };

/** The red moved by hand, then B's ball on the white (the left pin falls, 2), then on the red (cannon, 4). */
const touchedThenScoring = [
  { t: 9.5, kind: 'moved', ball: 'red' },
  { t: 10, kind: 'strike', ball: 'yellow' },
  { t: 10.5, kind: 'ball-ball', balls: ['yellow', 'white'] },
  { t: 11, kind: 'pin-fall', pin: 'left', by: 'white' },
  { t: 12, kind: 'ball-ball', balls: ['yellow', 'red'] },
  { t: 14, kind: 'rest' },
] as StrokeEvent[];

function judgeB(events: StrokeEvent[], settings: Record<string, unknown>, extra: Record<string, unknown> = {}, afterB: unknown = after) {
  const match = { discipline: 'five-pins', distance: 60, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' }, settings, strokes: [opening, { shooter: 'B', before, after: afterB, events, ...extra }] };
  return judgeMatch(match);
}

const VOID = { strokeAfterTouchCounts: false };

describe('five-pins: the void stroke after a touch (strokeAfterTouchCounts false, 3004.6)', () => {
  it('lists only the touch, not the referee codes made in striking', () => {
    const v = judgeB(touchedThenScoring, VOID, { refereeFouls: ['leather-tip', 'pushed-through'] }).strokes[1]!;
    expect(v).toMatchObject({ valid: false, fouls: ['touched'], points: { A: 2, B: 0 }, freeBall: true });
    expect((v.reasons ?? []).join(' ')).toContain('leather-tip, pushed-through: made in striking');
  });

  it('a fair-play code entered on the void stroke does not lose the set', () => {
    const m = judgeB(touchedThenScoring, VOID, { refereeFouls: ['fair-play'] });
    expect(m.strokes[1]).toMatchObject({ fouls: ['touched'], points: { A: 2, B: 0 }, next: 'A', calls: [] });
    expect(m.winner).toBeNull();
  });

  it('sets up the free ball from the position when the turn began, the moved balls put back', () => {
    const v = judgeB(touchedThenScoring, VOID).strokes[1]!;
    expect(v.freeBallHalf).toBe('bottom');
    expect(v.respot).toEqual({ yellow: [700, 300], red: [300, -400] });
  });

  it('puts back a ball the void stroke sent off the table, with no ball-outside foul', () => {
    const events = [...touchedThenScoring.slice(0, 3), { t: 11, kind: 'off-table', ball: 'red' }, { t: 14, kind: 'rest' }] as StrokeEvent[];
    const v = judgeB(events, VOID, {}, { balls: { white: [-500, 250], yellow: [-600, -200] } }).strokes[1]!;
    expect(v).toMatchObject({ fouls: ['touched'], points: { A: 2, B: 0 }, freeBallHalf: 'bottom' });
    expect(v.respot).toEqual({ yellow: [700, 300], red: [300, -400] });
  });

  it('by default still judges the stroke as played, free ball from where the balls stopped', () => {
    const v = judgeB(touchedThenScoring, {}, { refereeFouls: ['leather-tip'] }).strokes[1]!;
    expect(v).toMatchObject({ fouls: ['touched', 'leather-tip'], points: { A: 8, B: 0 }, freeBallHalf: 'top' });
    expect(v.respot).toEqual({});
  });

  it('a stroke not played (referee touched, no strike) lists the touch alone', () => {
    const events = [{ t: 9.5, kind: 'moved', ball: 'red' }] as StrokeEvent[];
    const v = judgeB(events, {}, { refereeFouls: ['touched', 'leather-tip'] }).strokes[1]!;
    expect(v).toMatchObject({ fouls: ['touched'], points: { A: 2, B: 0 }, freeBall: true });
  });
});

describe('voided.ts', () => {
  it('keeps the fouls made without striking and sets the others aside once each', () => {
    const r = findingsBeforeStrike([
      { code: 'touched', reason: 'a' }, { code: 'foot', reason: 'b' }, { code: 'foot', reason: 'c' }, { code: 'touched', reason: 'd' },
    ]);
    expect(r.judged.map((f) => f.reason)).toEqual(['a', 'd']);
    expect(r.setAside).toEqual(['foot']);
  });

  it('puts back every ball but the incoming one', () => {
    expect(putBack({ white: [1, 2], yellow: [3, 4], red: [5, 6] }, 'white')).toEqual({ yellow: [3, 4], red: [5, 6] });
    expect(putBack(undefined, 'white')).toEqual({});
  });
});
