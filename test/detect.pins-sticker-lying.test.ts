/**
 * Issue 5, pins (session 36): a pin lying on its own empty seat's sticker,
 * along the chalk line, its peaks dropped as the sticker (sticker-lying.ts).
 * Painted images, 2 mm per px, no parallax; development cases 9 600 002/4,
 * 9 600 025/4, 9 700 034/4, 9 900 001/0, 9 900 003/3, 9 900 037/5.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, pinShape, type CastleGeometry } from '../src/detect/pins.js';
import { lineFreeShape } from '../src/detect/across-seat.js';
import { tonePart } from '../src/detect/colour-split.js';
import { STICKER_LINE_FREE_MAX_MM2 } from '../src/detect/empty-seat-line.js';
import { CHALK_STICKER_ELONGATION } from '../src/detect/seat-sticker.js';
import { STICKER_PIN_MIN_AREA_MM2, STICKER_PIN_MIN_WHITE_MM2 } from '../src/detect/sticker-lying.js';
import { BLUE_CLOTH, IVORY as WHITE, namesAt as names, paint } from './detect-pins-helpers.js';

/** Seat A at px (80, 30) on the chalk line (px u = 80), judged empty; seat B at px (80, 100), judged `bStanding`. */
const onLine = (bStanding = true): CastleGeometry => ({
  seats: [[160, 60], [160, 200]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
  verdicts: [{ standing: false, top: [80, 30], pStanding: 0.02 }, { standing: bStanding, top: [80, 100], pStanding: bStanding ? 0.99 : 0.02 }],
});
/** Seat B's pin (Ø 10 mm), standing. */
const pinB = (u: number, v: number): boolean => Math.hypot(u - 80, v - 100) <= 2.5;
const peakB = { cls: 'pin-standing' as const, x: 80, y: 100, score: 0.6 };
/** The chalk line (6 mm wide), dimmer than a pin or a sticker: 40 % ivory on the cloth. */
const LINE = BLUE_CLOTH.map((c, k) => Math.round(0.6 * c + 0.4 * WHITE[k]!));
/** Seat A's sticker (Ø 8 mm). */
const stickerA = (u: number, v: number): boolean => Math.hypot(u - 80, v - 30) <= 2;
/** A pin lying along the line from seat A's sticker, as wide as the line (rows 27-36), its head just off it (6 × 6 mm). */
const pinAlong = (u: number, v: number): boolean => (Math.abs(u - 80) <= 1 && v >= 27 && v <= 36) || (u >= 81 && u <= 83 && v >= 37 && v <= 39);
const img = (pin: (u: number, v: number) => boolean, withB = true) =>
  paint(160, 140, (u, v) => (stickerA(u, v) || pin(u, v) || (withB && pinB(u, v)) ? WHITE : Math.abs(u - 80) <= 1 ? LINE : null), BLUE_CLOTH);
const peaks = [{ cls: 'pin-fallen' as const, x: 80, y: 33, score: 0.5 }, { cls: 'pin-standing' as const, x: 80, y: 32, score: 0.4 }, peakB];

describe('a pin lying on its own empty seat\'s sticker (sticker-lying.ts)', () => {
  it('its blob less the line is a sticker\'s, but it holds white beyond the sticker and the line: a lying pin, at its surest peak', () => {
    const pin = img(pinAlong), s = pinShape(pin, 80, 33, 2);
    expect(lineFreeShape(pin, 80, 33, 2, onLine()).areaMm2).toBeLessThan(STICKER_LINE_FREE_MAX_MM2);
    expect(s.areaMm2).toBeGreaterThanOrEqual(STICKER_PIN_MIN_AREA_MM2);
    expect(s.elongation).toBeLessThan(CHALK_STICKER_ELONGATION);
    expect(tonePart(pin, 80, 33, 2, 'white', onLine()).areaMm2).toBeGreaterThanOrEqual(STICKER_PIN_MIN_WHITE_MM2);
    expect(names(verifyPins(pin, peaks, 2, onLine()))).toEqual(['pin-fallen 80,33', 'pin-standing 80,100']);
  });

  it('a bright hall\'s sticker with the line lit beside it, as large, holds no white beyond them: the sticker', () => {
    const lit = img((u, v) => Math.abs(u - 80) <= 1 && Math.abs(v - 30) <= 6), s = pinShape(lit, 80, 33, 2);
    expect(s.areaMm2).toBeGreaterThanOrEqual(STICKER_PIN_MIN_AREA_MM2);
    expect(s.elongation).toBeLessThan(CHALK_STICKER_ELONGATION);
    expect(tonePart(lit, 80, 33, 2, 'white', onLine()).areaMm2).toBeLessThan(STICKER_PIN_MIN_WHITE_MM2);
    expect(names(verifyPins(lit, peaks, 2, onLine()))).toEqual(['pin-standing 80,100']);
  });

  it('no seat\'s pin unaccounted for (a lying pin kept for the one empty seat): nothing is added', () => {
    // A 26 × 10 mm pin lying away from the seats and the line, with its own peak.
    const away = (u: number, v: number): boolean => u >= 120 && u <= 132 && v >= 60 && v <= 64;
    const pic = img((u, v) => pinAlong(u, v) || away(u, v));
    expect(names(verifyPins(pic, [...peaks, { cls: 'pin-fallen', x: 126, y: 62, score: 0.6 }], 2, onLine()))).toEqual(['pin-fallen 126,62', 'pin-standing 80,100']);
    // With seat B judged empty too (its pin the one lying away), the pin on seat A's sticker is found beside it.
    const noB = img((u, v) => pinAlong(u, v) || away(u, v), false);
    expect(names(verifyPins(noB, [...peaks.slice(0, 2), { cls: 'pin-fallen', x: 126, y: 62, score: 0.6 }], 2, onLine(false)))).toEqual(['pin-fallen 126,62', 'pin-fallen 80,33']);
  });
});
