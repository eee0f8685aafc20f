/**
 * Issue 5, pins (session 26): three pin-stage rules read off the errors of
 * 9 500 000-039 and 9 400 000-039. Painted images, 2 mm per px.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, pinShape, ACROSS_MIN_AREA_MM2, FALLEN_BODY_AREA_MM2, FALLEN_MIN_AREA_MM2, FALLEN_BODY_ELONGATION, LEANING_MIN_AREA_MM2, SEAT_STANDING_MM, type CastleGeometry } from '../src/detect/pins.js';
import { lineFreeShape, ACROSS_UNSURE_P, LINE_FREE_MIN_ELONGATION } from '../src/detect/across-seat.js';
import { seatDistance } from '../src/detect/castle-measures.js';
import { BLUE_CLOTH, IVORY as WHITE, namesAt as names, paint } from './detect-pins-helpers.js';

describe('a standing pin the chalk line drew out, on a seat judged standing without being sure (lineDrewOutStanding)', () => {
  /** Seat A at px (80, 30) on the chalk line (table x 160 mm), judged standing with probability 0.6; seat B at px (80, 100), sure. */
  const castle: CastleGeometry = {
    seats: [[160, 60], [160, 200]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
    verdicts: [{ standing: true, top: [80, 30], pStanding: 0.6 }, { standing: true, top: [80, 100], pStanding: 0.99 }],
  };
  const pinB = (u: number, v: number): boolean => Math.hypot(u - 80, v - 100) <= 2.5;
  const peaks = [{ cls: 'pin-standing' as const, x: 80, y: 31, score: 0.5 }, { cls: 'pin-standing' as const, x: 80, y: 100, score: 0.6 }];
  /** Seat A's pin (Ø 12 mm) with the lit line through it, 8 px either way (9 500 027 scene 7, 9 500 008 scene 0). */
  const drawnOut = paint(160, 140, (u, v) => (Math.hypot(u - 80, v - 30) <= 3 || (Math.abs(u - 80) <= 1 && Math.abs(v - 30) <= 8) || pinB(u, v) ? WHITE : null), BLUE_CLOTH);
  /** A 26 × 10 mm pin lying across seat A at 45° to the line. */
  const across = paint(160, 140, (u, v) => {
    const a = (u - 80 + (v - 30)) / Math.SQRT2, b = (u - 80 - (v - 30)) / Math.SQRT2;
    return (Math.abs(a) <= 6.5 && Math.abs(b) <= 2.5) || pinB(u, v) ? WHITE : null;
  }, BLUE_CLOTH);

  it('its blob is a lying pin\'s by area and elongation, not once the line is left out', () => {
    const s = pinShape(drawnOut, 80, 31, 2);
    expect(s.areaMm2).toBeGreaterThanOrEqual(ACROSS_MIN_AREA_MM2);
    expect(s.elongation).toBeGreaterThanOrEqual(FALLEN_BODY_ELONGATION);
    expect(seatDistance(castle, 80, 31)).toBeLessThan(SEAT_STANDING_MM);
    expect(lineFreeShape(drawnOut, 80, 31, 2, castle).elongation).toBeLessThan(LINE_FREE_MIN_ELONGATION);
    expect(lineFreeShape(across, 80, 31, 2, castle).elongation).toBeGreaterThanOrEqual(LINE_FREE_MIN_ELONGATION);
  });

  it('stands; a pin lying across the seat still lies and the seat gets no standing pin', () => {
    expect(names(verifyPins(drawnOut, peaks, 2, castle))).toEqual(['pin-standing 80,100', 'pin-standing 80,31']);
    expect(names(verifyPins(across, peaks, 2, castle))).toEqual(['pin-fallen 80,30', 'pin-standing 80,100']);
  });
});

describe('a "fallen" peak on an empty seat\'s sticker, measured on the cloth (onEmptySticker)', () => {
  /**
   * Seat A at px (30, 30) judged empty, seat B at (130, 30) sure, off the chalk line; parallax: a point 25 mm up (a pin's top) maps
   * 5.5 mm nearer the castle's middle than the cloth under it (9 500 013 scene 7: the sticker 5.2 mm off its seat at a pin's top, 3.8 on the cloth).
   */
  const castle: CastleGeometry = {
    seats: [[60, 60], [260, 60]], toTable: (x, y, z) => [2 * x + 0.22 * (z ?? 0), 2 * y], toFrame: (x, y, z) => [(x - 0.22 * (z ?? 0)) / 2, y / 2], pinTop: 25,
    verdicts: [{ standing: false, top: [27.25, 30], pStanding: 0.01 }, { standing: true, top: [127.25, 30], pStanding: 0.99 }],
  };
  const pinB = (u: number, v: number): boolean => Math.hypot(u - 127, v - 30) <= 2.5;
  const peaks = [{ cls: 'pin-fallen' as const, x: 30, y: 30, score: 0.34 }, { cls: 'pin-standing' as const, x: 127, y: 30, score: 0.6 }];

  it('is the sticker when its blob is smaller than a lying pin\'s, though a pin\'s top there would be 5 mm off the seat', () => {
    const sticker = paint(160, 70, (u, v) => (Math.hypot(u - 30, v - 30) <= 2.5 || pinB(u, v) ? WHITE : null));
    expect(seatDistance(castle, 30, 30)).toBeGreaterThanOrEqual(SEAT_STANDING_MM);
    expect(pinShape(sticker, 30, 30, 2).areaMm2).toBeLessThan(FALLEN_MIN_AREA_MM2);
    expect(names(verifyPins(sticker, peaks, 2, castle))).toEqual(['pin-standing 127,30']);
  });

  it('a lying pin\'s body there stays', () => {
    const lying = paint(160, 70, (u, v) => ((Math.abs(u - 30) <= 6 && Math.abs(v - 30) <= 2) || pinB(u, v) ? WHITE : null));
    expect(pinShape(lying, 30, 30, 2).areaMm2).toBeGreaterThanOrEqual(FALLEN_MIN_AREA_MM2);
    expect(names(verifyPins(lying, peaks, 2, castle))).toEqual(['pin-fallen 30,30', 'pin-standing 127,30']);
  });
});

describe('the seat\'s own pin seen in both states, the "fallen" peak first (seatTwin)', () => {
  /** Seat A at px (80, 30) on the chalk line (table x 160 mm), judged standing with probability p; seat B at px (80, 100), sure. */
  const onLine = (p: number): CastleGeometry => ({
    seats: [[160, 60], [160, 200]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
    verdicts: [{ standing: p >= 0.5, top: [80, 30], pStanding: p }, { standing: true, top: [80, 100], pStanding: 0.99 }],
  });
  /** Seat A's pin 4 mm off its seat, radius r px, joined to the lit chalk line (9 500 031 scene 0: the centre pin 13 mm off, 344 mm², 2.18). */
  const img = (r: number) => paint(160, 140, (u, v) => (Math.hypot(u - 80, v - 32) <= r || Math.abs(u - 80) <= 1 || Math.hypot(u - 80, v - 100) <= 2.5 ? WHITE : null), BLUE_CLOTH);
  const peaks = [{ cls: 'pin-fallen' as const, x: 80, y: 34, score: 0.45 }, { cls: 'pin-standing' as const, x: 80, y: 32, score: 0.35 }, { cls: 'pin-standing' as const, x: 80, y: 100, score: 0.6 }];

  it('on a seat the classifier is sure of, one pin: its standing peak, no lying pin beside the seat\'s added one', () => {
    const s = pinShape(img(4), 80, 34, 2);
    expect(s.areaMm2).toBeGreaterThanOrEqual(FALLEN_BODY_AREA_MM2);
    expect(s.areaMm2).toBeLessThan(LEANING_MIN_AREA_MM2);
    expect(names(verifyPins(img(4), peaks, 2, onLine(0.99)))).toEqual(['pin-standing 80,100', 'pin-standing 80,32']);
  });

  it('a blob large enough for two pins, or a seat the classifier doubts, keeps the lying pin and the seat its own standing pin', () => {
    expect(pinShape(img(4.5), 80, 34, 2).areaMm2).toBeGreaterThanOrEqual(LEANING_MIN_AREA_MM2);
    expect(names(verifyPins(img(4.5), peaks, 2, onLine(0.99)))).toEqual(['pin-fallen 80,34', 'pin-standing 80,100', 'pin-standing 80,30']);
    expect(ACROSS_UNSURE_P).toBeGreaterThan(0.9);
    expect(names(verifyPins(img(4), peaks, 2, onLine(0.9)))).toEqual(['pin-fallen 80,34', 'pin-standing 80,100', 'pin-standing 80,30']);
  });
});
