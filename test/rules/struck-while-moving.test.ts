/**
 * "Balls in motion" across strokes (src/rules/query.ts `struckWhileMoving`), shared by carom, five-pins
 * (4001.8) and, since session 24, the Russian general rules: a strike before the previous stroke's last
 * event is a foul, unless the strike's time says the file restarted its clock.
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../../src/contracts/events.js';
import { struckWhileMoving } from '../../src/rules/query.js';

const previous: StrokeEvent[] = [
  { t: 10, kind: 'strike', ball: 'white' },
  { t: 11, kind: 'ball-ball', balls: ['white', 'red'] },
  { t: 13, kind: 'rest' },
];
const strike = (t: number): StrokeEvent => ({ t, kind: 'strike', ball: 'yellow' });

describe('struck while the previous stroke still rolls', () => {
  it('is a strike after the previous strike and before its last event', () => {
    expect(struckWhileMoving(previous, strike(12))).toBe(true);
  });
  it('is not a strike at or after the last event', () => {
    expect(struckWhileMoving(previous, strike(13))).toBe(false);
    expect(struckWhileMoving(previous, strike(20))).toBe(false);
  });
  it('reads a strike at or before the previous strike as a restarted clock (hand-written files start each stroke at 0)', () => {
    expect(struckWhileMoving(previous, strike(10))).toBe(false);
    expect(struckWhileMoving(previous, strike(0))).toBe(false);
  });
  it('has nothing to compare with at a set or frame start', () => {
    expect(struckWhileMoving(undefined, strike(12))).toBe(false);
    expect(struckWhileMoving([], strike(12))).toBe(false);
  });
});
