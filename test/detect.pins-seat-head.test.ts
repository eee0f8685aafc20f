/**
 * A standing pin's head at a seat's top (seat-head.ts headAtTop, session 41):
 * painted images, 2 mm per px. A round head-sized part differing from the
 * cloth near the top is a head; bare cloth, or a lying pin's body reaching
 * the top (too large, too drawn out), is not.
 */
import { describe, expect, it } from 'vitest';
import { headAtTop, notLyingOwn } from '../src/detect/seat-head.js';
import { disc, paint } from './detect-pins-helpers.js';

describe('a standing pin\'s head at the seat\'s top (seat-head.ts)', () => {
  it('a Ø 10 mm head at the top is one; bare cloth is none', () => {
    expect(headAtTop(paint(120, 120, (u, v) => disc(u, v, 60, 60, 2.5) ? [245, 245, 240] : null), 60, 60, 2)).toBe(true);
    expect(headAtTop(paint(120, 120, () => null), 60, 60, 2)).toBe(false);
  });

  it('a head 3 mm off the top (the calibration\'s error) is still seen; one 12 mm off is not', () => {
    expect(headAtTop(paint(120, 120, (u, v) => (disc(u, v, 61.5, 60, 2.5) ? [245, 245, 240] : null)), 60, 60, 2)).toBe(true);
    expect(headAtTop(paint(120, 120, (u, v) => (disc(u, v, 66, 60, 2.5) ? [245, 245, 240] : null)), 60, 60, 2)).toBe(false);
  });

  it('a lying pin\'s body across the top (26 × 10 mm) is no head', () => {
    expect(headAtTop(paint(120, 120, (u, v) => (Math.abs(u - 60) <= 6.5 && Math.abs(v - 60) <= 2.5 ? [245, 245, 240] : null)), 60, 60, 2)).toBe(false);
  });
});

describe('a lying pin\'s own peaks (seat-head.ts notLyingOwn)', () => {
  // A 26 × 10 mm pin lying along image x at (60, 60).
  const img = paint(120, 120, (u, v) => (Math.abs(u - 60) <= 6.5 && Math.abs(v - 60) <= 2.5 ? [245, 245, 240] : null));
  const lying = [{ cls: 'pin-fallen' as const, x: 60, y: 60, score: 0.5 }];

  it('a peak within OWN_PEAK_MM of a lying pin alone is its own; one farther is not', () => {
    const peaks = [{ cls: 'pin-standing' as const, x: 62, y: 60, score: 0.4 }, { cls: 'pin-standing' as const, x: 70, y: 60, score: 0.4 }];
    expect(notLyingOwn(img, peaks, lying, 2)).toEqual([peaks[1]]);
  });

  it('not where the lying pin\'s blob holds more than one lying pin (larger than END_PIN_MAX_AREA_MM2)', () => {
    const big = paint(120, 120, (u, v) => (Math.abs(u - 60) <= 6.5 && Math.abs(v - 60) <= 7.5 ? [245, 245, 240] : null));
    const peaks = [{ cls: 'pin-standing' as const, x: 62, y: 60, score: 0.4 }];
    expect(notLyingOwn(big, peaks, lying, 2)).toEqual(peaks);
  });
});
