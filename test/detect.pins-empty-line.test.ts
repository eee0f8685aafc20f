/**
 * Issue 5, pins (session 25): a seat judged empty read through the blob less
 * the chalk line (empty-seat-line.ts), and a pin lying across an empty seat
 * beside another lying pin (seat-sticker.ts ACROSS_STICKER_MIN_AREA_MM2).
 * Painted images, 2 mm per px, no parallax.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, pinShape, type CastleGeometry } from '../src/detect/pins.js';
import { lineFreeShape } from '../src/detect/across-seat.js';
import { DOUBTFUL_LINE_P, STANDING_LINE_FREE_MAX_MM2, STICKER_LINE_FREE_MAX_MM2 } from '../src/detect/empty-seat-line.js';
import { ACROSS_STICKER_MIN_AREA_MM2, STICKER_LINE_MAX_WIDTH_MM } from '../src/detect/seat-sticker.js';
import { BLUE_CLOTH, IVORY as WHITE, namesAt as names, paint } from './detect-pins-helpers.js';

/** Seat A at px (80, 30) on the chalk line (table x 160 mm, px 80), judged empty with probability p; seat B at px (80, 100), sure. */
const onLine = (p: number): CastleGeometry => ({
  seats: [[160, 60], [160, 200]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
  verdicts: [{ standing: false, top: [80, 30], pStanding: p }, { standing: true, top: [80, 100], pStanding: 0.99 }],
});
/** Seat B's pin (Ø 10 mm), standing. */
const pinB = (u: number, v: number): boolean => Math.hypot(u - 80, v - 100) <= 2.5;
const peakB = { cls: 'pin-standing' as const, x: 80, y: 100, score: 0.6 };
/** On seat A a bright disc of radius r px with the chalk line lit beside it (6 mm wide, `len` px either way): a bright hall's sticker, or a standing pin. */
const litSeat = (r: number, len: number) => paint(160, 140, (u, v) => (Math.hypot(u - 80, v - 30) <= r || (Math.abs(u - 80) <= 1 && Math.abs(v - 30) <= len) || pinB(u, v) ? WHITE : null), BLUE_CLOTH);
/** A 26 × 10 mm pin lying across seat A at 45° to the line. */
const acrossA = paint(160, 140, (u, v) => {
  const a = (u - 80 + (v - 30)) / Math.SQRT2, b = (u - 80 - (v - 30)) / Math.SQRT2;
  return (Math.abs(a) <= 6.5 && Math.abs(b) <= 2.5) || pinB(u, v) ? WHITE : null;
}, BLUE_CLOTH);
const seatA = (cls: 'pin-standing' | 'pin-fallen', score = 0.45) => [{ cls, x: 80, y: 30, score }, peakB];

describe('a seat judged empty, its blob less the chalk line', () => {
  it('a bright sticker joined to the line, as wide as a pin, leaves less than a sticker without the line', () => {
    const sticker = litSeat(2.5, 5), s = pinShape(sticker, 80, 30, 2);
    // What the seat rules took for a pin lying across the seat (9 400 025 scene 1: 145 mm², elongation 2.18).
    expect(s.areaMm2).toBeGreaterThanOrEqual(130);
    expect(s.elongation).toBeLessThan(3.5);
    expect(Math.sqrt(s.areaMm2 / s.elongation)).toBeGreaterThanOrEqual(STICKER_LINE_MAX_WIDTH_MM);
    expect(lineFreeShape(sticker, 80, 30, 2, onLine(0.02)).areaMm2).toBeLessThan(STICKER_LINE_FREE_MAX_MM2);
    expect(lineFreeShape(acrossA, 80, 30, 2, onLine(0.02)).areaMm2).toBeGreaterThanOrEqual(STANDING_LINE_FREE_MAX_MM2);
  });

  it('on a seat the classifier calls empty it is the sticker (either peak), not a lying pin; a pin lying across the seat stays', () => {
    for (const cls of ['pin-standing', 'pin-fallen'] as const) expect(names(verifyPins(litSeat(2.5, 5), seatA(cls), 2, onLine(0.02)))).toEqual(['pin-standing 80,100']);
    expect(names(verifyPins(acrossA, seatA('pin-standing'), 2, onLine(0.02)))).toEqual(['pin-fallen 80,30', 'pin-standing 80,100']);
  });

  it('where the classifier doubts (DOUBTFUL_LINE_P) a "standing" peak whose blob the line drew out is the seat\'s pin standing', () => {
    expect(DOUBTFUL_LINE_P).toBeLessThanOrEqual(0.38);
    // 9 400 022 scene 5 (p 0.38, a round pin's blob 1.64 with the line) and 9 400 001 scene 4 (p 0.49, 1.69): laid down or dropped before.
    expect(names(verifyPins(litSeat(3.2, 4), seatA('pin-standing'), 2, onLine(0.38)))).toEqual(['pin-standing 80,100', 'pin-standing 80,30']);
    expect(names(verifyPins(litSeat(2.5, 6), seatA('pin-standing'), 2, onLine(0.49)))).toEqual(['pin-standing 80,100', 'pin-standing 80,30']);
    // A pin lying across the doubtful seat leaves its body without the line: it lies.
    expect(names(verifyPins(acrossA, seatA('pin-standing'), 2, onLine(0.45)))).toEqual(['pin-fallen 80,30', 'pin-standing 80,100']);
  });
});

describe('a pin lying across an empty seat beside another lying pin (ACROSS_STICKER_MIN_AREA_MM2)', () => {
  // Seat A at px (30, 30) judged empty, off the chalk line (px 80); seat B at (130, 30).
  const castle: CastleGeometry = {
    seats: [[60, 60], [260, 60]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
    verdicts: [{ standing: false, top: [30, 30], pStanding: 0.02 }, { standing: true, top: [130, 30], pStanding: 0.99 }],
  };
  const pinOther = (u: number, v: number): boolean => u >= 24 && u <= 36 && v >= 40 && v <= 44;
  const peaks = [{ cls: 'pin-fallen' as const, x: 30, y: 42, score: 0.45 }, { cls: 'pin-standing' as const, x: 30, y: 30, score: 0.29 }];
  const fallen = (img: ReturnType<typeof paint>): string[] => names(verifyPins(img, peaks, 2, castle)).filter((n) => n.startsWith('pin-fallen'));

  it('a bright pin-sized blob on the sticker, compact (a pin seen partly end on, 9 400 025 scene 0), is a pin, not the other pin\'s end', () => {
    const img = paint(160, 70, (u, v) => ((u >= 26 && u <= 34 && v >= 27 && v <= 33) || pinOther(u, v) ? WHITE : null), BLUE_CLOTH);
    const s = pinShape(img, 30, 30, 2);
    expect(s.areaMm2).toBeGreaterThanOrEqual(ACROSS_STICKER_MIN_AREA_MM2);
    expect(s.elongation).toBeLessThan(1.8);
    expect(fallen(img)).toEqual(['pin-fallen 30,30', 'pin-fallen 30,42']);
  });

  it('a sticker-sized blob there is still the other pin\'s end', () => {
    const img = paint(160, 70, (u, v) => ((u >= 27 && u <= 33 && v >= 28 && v <= 32) || pinOther(u, v) ? WHITE : null), BLUE_CLOTH);
    expect(pinShape(img, 30, 30, 2).areaMm2).toBeLessThan(ACROSS_STICKER_MIN_AREA_MM2);
    expect(fallen(img)).toEqual(['pin-fallen 30,42']);
  });
});
