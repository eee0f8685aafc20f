/**
 * The struck ball's rail proven by its way out missing its rest place
 * (src/events/struck-rail.ts; issue 6, session 34). The whole stroke is in
 * test/events.rail-doubt.test.ts (a white 9 mm from the right rail struck
 * into it at 28°: reported; 4 mm at 20°: a doubt); here the three gates on
 * their own: the margin over the rail point, scaled by the ball's noise,
 * the unseen stretch it is traced back over, and the struck ball being the
 * first to move (a hidden cue ball's hit on the ball read as struck).
 */
import { describe, expect, it } from 'vitest';
import type { RailFit, RailReading } from '../src/events/rail-doubt.js';
import type { Start } from '../src/events/starts.js';
import { FIRST_MOVER_SLACK_S, STRUCK_RAIL_CONFIDENCE, STRUCK_RAIL_LONG_PROOF_MM, STRUCK_RAIL_PROOF_MM, STRUCK_RAIL_UNSEEN_MAX_S, firstToMove, railProven, struckRails } from '../src/events/struck-rail.js';

const reading = (off: number, restOff: number, scale = 1, unseenS = 0.04, long: RailFit | null = null): RailReading => ({
  doubt: { reason: 'cushion', confidence: 0.6, t: 1.003, ball: 'white', cushion: 'right' }, off, restOff, long, scale, unseenS,
});

const start = (id: Start['id'], t: number, faint = false): Start => ({
  id, first: 10, t, rest: [0, 0], dir: [1, 0], speed: 2000, hidden: true, lastRestT: t - 0.1, departT: t + 0.04, ...(faint ? { faint } : {}),
});

describe('a struck ball\'s way out missing its rest place proves its rail', () => {
  it('reports the rail when the rest place lies the margin farther off the way out than the rail point', () => {
    // libre 1-40 30 fps #9[5]: 0.2 mm from the rail point, 6.5 mm from the rest place.
    expect(struckRails([reading(0.2, 6.5)])).toEqual([{ t: 1.003, kind: 'cushion', ball: 'white', cushion: 'right', confidence: STRUCK_RAIL_CONFIDENCE }]);
  });
  it('keeps the doubt within the margin (libre 1-40 50 fps #21[7], a yellow struck head-on away: 0.2 and 6.0 mm)', () => {
    expect(railProven(reading(0.2, 6.0))).toBe(false);
  });
  it('scales the margin with the ball\'s noise (twice the noise: the same 6.5 mm proves nothing)', () => {
    expect(railProven(reading(0.2, 6.5, 2))).toBe(false);
  });
  it('needs the way out traced back over a short unseen stretch (libre 41-80 60 fps #71[2]: a slow white first seen 185 ms after the strike, 12.8 mm off its rest place, no rail)', () => {
    expect(railProven(reading(0.1, 12.8, 1, 0.185))).toBe(false);
    expect(railProven(reading(0.1, 12.8, 1, STRUCK_RAIL_UNSEEN_MAX_S))).toBe(true);
  });
  it('reports the rail when the long way out misses the rest place by its own margin (three-cushion 1-40 60 fps #27[1]: 5.6 mm on the short line, 7.8 on the long one)', () => {
    expect(railProven(reading(1.2, 6.8, 1, 0.026))).toBe(false);
    expect(railProven(reading(1.2, 6.8, 1, 0.026, { off: 0.1, restOff: 7.9 }))).toBe(true);
  });
  it('keeps the doubt when the long way out runs back through the rest place (libre 1-40 60 fps #19[1], a yellow struck away: 3.9 mm short, -6.4 long)', () => {
    expect(railProven(reading(1.5, 5.4, 1, 0.05, { off: 7.0, restOff: 0.6 }))).toBe(false);
  });
  it('scales the long line\'s margin with the ball\'s noise and traces it back over the same short unseen stretch', () => {
    const long = { off: 0.2, restOff: 0.2 + STRUCK_RAIL_LONG_PROOF_MM * 1.2 };
    expect(railProven(reading(1, 2, 1.2, 0.04, long))).toBe(true);
    expect(railProven(reading(1, 2, 1.5, 0.04, long))).toBe(false);
    expect(railProven(reading(1, 2, 1.2, 0.185, long))).toBe(false);
  });
  it('needs the struck ball to be the first to move', () => {
    const white = start('white', 1.0);
    expect(firstToMove(white, [white, start('red', 1.05)])).toBe(true);
    expect(firstToMove(white, [white, start('red', 1.0 - FIRST_MOVER_SLACK_S / 2)])).toBe(true);
    expect(firstToMove(white, [white, start('yellow', 0.82)])).toBe(false);
    // A start that is only the camera's noise moved nothing.
    expect(firstToMove(white, [white, start('yellow', 0.82, true)])).toBe(true);
  });
});
