/**
 * Issue 5, pins (session 24): a pin lying across a seat the classifier judged
 * standing without being sure (across-seat.ts, lyingAcrossUnsure). Painted
 * images, 2 mm per px, no parallax: two seats on the chalk line (table x
 * 160 mm, px 80), the line a 2 mm light strip.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, type CastleGeometry } from '../src/detect/pins.js';
import { lineFreeShape, LINE_FREE_MIN_AREA_MM2, LINE_FREE_MIN_ELONGATION, ACROSS_UNSURE_P } from '../src/detect/across-seat.js';
import { BLUE_CLOTH, IVORY as WHITE, namesAt as names, paint } from './detect-pins-helpers.js';

const LINE = [70, 125, 215] as const;
/** Seat A at px (80, 30), seat B at px (80, 100), both judged standing with probability p. */
const castle = (p: number): CastleGeometry => ({
  seats: [[160, 60], [160, 200]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
  verdicts: [{ standing: p >= 0.5, top: [80, 30], pStanding: p }, { standing: p >= 0.5, top: [80, 100], pStanding: p }],
});
/** On A a 26 × 10 mm pin lying across the seat at 45° to the line; on B a standing pin (Ø 10 mm) on the line. */
const img = paint(160, 140, (u, v) => {
  const a = (u - 80 + (v - 30)) / Math.SQRT2, b = (u - 80 - (v - 30)) / Math.SQRT2;
  if ((Math.abs(a) <= 6.5 && Math.abs(b) <= 2.5) || Math.hypot(u - 80, v - 100) <= 2.5) return WHITE;
  return u === 80 ? LINE : null;
}, BLUE_CLOTH);
const peaks = [{ cls: 'pin-standing' as const, x: 80, y: 30, score: 0.5 }, { cls: 'pin-standing' as const, x: 80, y: 100, score: 0.55 }];

describe('a pin lying across a seat judged standing, the classifier unsure', () => {
  it('without the line the lying pin\'s blob is a body drawn out, the standing pin\'s a sliver either side of the line', () => {
    const lying = lineFreeShape(img, 80, 30, 2, castle(0.9)), standing = lineFreeShape(img, 80, 100, 2, castle(0.9));
    expect(lying.areaMm2).toBeGreaterThanOrEqual(LINE_FREE_MIN_AREA_MM2);
    expect(lying.elongation).toBeGreaterThanOrEqual(LINE_FREE_MIN_ELONGATION);
    expect(standing.areaMm2).toBeLessThan(LINE_FREE_MIN_AREA_MM2);
  });

  it('below ACROSS_UNSURE_P the lying pin lies (at its blob\'s middle) and its seat gets no standing pin; the other seat keeps its own', () => {
    expect(0.9).toBeLessThan(ACROSS_UNSURE_P);
    expect(names(verifyPins(img, peaks, 2, castle(0.9)))).toEqual(['pin-fallen 80,30', 'pin-standing 80,100']);
  });

  it('a seat the classifier is sure of keeps its standing pin', () => {
    expect(names(verifyPins(img, peaks, 2, castle(0.99)))).toEqual(['pin-standing 80,100', 'pin-standing 80,30']);
  });
});
