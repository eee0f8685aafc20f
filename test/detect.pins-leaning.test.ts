/**
 * Issue 5, pins (session 18): a lying pin against a sure seat's standing pin
 * on one compact blob (LEANING_MIN_SCORE, LEANING_MIN_AREA_MM2), and a lying
 * pin seen end on away from the seats, its blob barely drawn out
 * (AWAY_SURE_PIN_SCORE, AWAY_SURE_MIN_ELONGATION).
 * Painted images, 2 mm per px, no parallax (test/detect-pins-helpers.ts).
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, pinShape, LEANING_MIN_AREA_MM2, FALLEN_BODY_ELONGATION, FALLEN_AWAY_ELONGATION, AWAY_SURE_MIN_ELONGATION } from '../src/detect/pins.js';
import { WHITE, castle, disc, names, paint } from './detect-pins-helpers.js';

describe('a pin lying against the standing pin of a sure seat, one compact blob', () => {
  // Seat B's pin at px (130, 30); a pin lying across beside it (with its shadow 12 × 30 mm), touching it: one blob.
  const img = paint(160, 70, (u, v) => (disc(u, v, 130, 30, 2.5) || (u >= 132 && u <= 137 && Math.abs(v - 30) <= 7.5) ? WHITE : null));
  const standing = { cls: 'pin-standing' as const, x: 130, y: 30, score: 0.29 };

  it('the blob is a standing pin\'s and a lying pin\'s together: too large for one, not drawn out', () => {
    const s = pinShape(img, 134.5, 30, 2);
    expect(s.areaMm2).toBeGreaterThanOrEqual(LEANING_MIN_AREA_MM2);
    expect(s.elongation).toBeLessThan(FALLEN_BODY_ELONGATION);
  });

  it('the network sure of a lying pin there: both pins, the seat keeps its standing one', () => {
    const out = verifyPins(img, [standing, { cls: 'pin-fallen' as const, x: 134.5, y: 30, score: 0.66 }], 2, castle(1));
    expect(names(out)).toEqual(['pin-fallen 135 30', 'pin-standing 130 30']);
  });

  it('the network doubting (a shadow merged with the standing pin): the seat\'s pin alone', () => {
    const out = verifyPins(img, [standing, { cls: 'pin-fallen' as const, x: 134.5, y: 30, score: 0.45 }], 2, castle(1));
    expect(out.map((p) => p.cls)).toEqual(['pin-standing']);
  });
});

describe('a pin lying beside a sure seat\'s standing pin, its own blob, the network\'s "fallen" peak the more confident', () => {
  // Session 23 (9 300 053 scene 1): seat B's pin (Ø 10 mm) and a 26 × 10 mm pin lying 14 mm off the seat, apart from it.
  // The seat rules stand the "fallen" peak up (a pin knocked off a sure seat: not a lying body, under LEANING_MIN_SCORE).
  const img = paint(160, 70, (u, v) => (disc(u, v, 130, 30, 2.5) || (u >= 135 && u <= 139 && v >= 24 && v <= 36) ? WHITE : null));

  it('the network\'s own "standing" peak on the seat keeps the seat; the other pin lies (yieldsSeat)', () => {
    const out = verifyPins(img, [{ cls: 'pin-standing' as const, x: 130, y: 30, score: 0.46 }, { cls: 'pin-fallen' as const, x: 137, y: 30, score: 0.54 }], 2, castle(1));
    expect(names(out)).toEqual(['pin-fallen 137 30', 'pin-standing 130 30']);
  });
});

describe('a "standing" peak away from every seat on a round bright blob', () => {
  // 60 mm from seat A and 100 mm from seat B (both judged empty): no pin stands there.
  // A lying pin seen end on: its lit head and some body, 14 × 9 mm (under FALLEN_AWAY_ELONGATION; too small for the
  // pixel search's lit half of a lying pin, lying-search.ts SHADED_MIN_AREA_MM2).
  const endOn = paint(160, 70, (u, v) => (((u - 80) / 3.5) ** 2 + ((v - 55) / 2.2) ** 2 <= 1 ? WHITE : null));
  const mark = paint(160, 70, (u, v) => (disc(u, v, 80, 55, 3) ? WHITE : null));
  const peak = (score: number) => [{ cls: 'pin-standing' as const, x: 80, y: 55, score }];

  it('the blob is bright, pin-sized, less drawn out than a lying pin\'s side view', () => {
    const s = pinShape(endOn, 80, 55, 2);
    expect(s.elongation).toBeGreaterThanOrEqual(AWAY_SURE_MIN_ELONGATION);
    expect(s.elongation).toBeLessThan(FALLEN_AWAY_ELONGATION);
  });

  it('the network sure of a pin: a lying pin (no pin stands there)', () => {
    expect(names(verifyPins(endOn, peak(0.53), 2, castle(0.05)))).toEqual(['pin-fallen 80 55']);
  });

  it('a weak peak stays dropped; so does a round mark, however sure the network', () => {
    expect(verifyPins(endOn, peak(0.25), 2, castle(0.05))).toEqual([]);
    expect(verifyPins(mark, peak(0.6), 2, castle(0.05))).toEqual([]);
  });
});
