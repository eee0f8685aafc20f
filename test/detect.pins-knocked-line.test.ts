/**
 * Issue 5, pins (session 31): a standing pin knocked off a seat on the chalk
 * line, the seat's sticker joined to the line (knocked-pin.ts stickerLike,
 * seat-sticker.ts stickerWithLine). The line adds its pixels to the
 * sticker's blob, past a sticker's area (STICKER_MAX_AREA_MM2), but not its
 * width; a pin standing on the seat is its own 10 mm wide. Painted images,
 * 2 mm per px, no parallax.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, type CastleGeometry } from '../src/detect/pins.js';
import { WHITE, disc, names, paint } from './detect-pins-helpers.js';

const SHADE = [15, 60, 32] as const;
// Two seats on the chalk line (table x 160 mm: px 80): A at px (80, 30) judged empty, B at px (80, 100) judged standing, sure.
const castle: CastleGeometry = {
  seats: [[160, 60], [160, 200]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
  verdicts: [{ standing: false, top: [80, 30], pStanding: 0.02 }, { standing: true, top: [80, 100], pStanding: 0.97 }],
};
/** 26 mm of the 6 mm chalk line through seat B. */
const line = (u: number, v: number): boolean => Math.abs(u - 80) <= 1 && Math.abs(v - 100) <= 6.5;
/** The knocked pin: its head (Ø 10 mm) 12 mm off seat B, off the line, its shadow on the cloth beside it. */
const knockedPin = (u: number, v: number): readonly number[] | null => (disc(u, v, 86, 100, 2.5) ? WHITE : disc(u, v, 88, 101, 4.5) ? SHADE : null);
// The network: "standing" on the sticker (the more confident), "fallen" on the pin.
const peaks = [{ cls: 'pin-standing' as const, x: 80, y: 100, score: 0.51 }, { cls: 'pin-fallen' as const, x: 86, y: 100, score: 0.45 }];

describe('a standing pin knocked off a seat on the chalk line, its sticker joined to the line', () => {
  it('stands where its head is, not on the sticker and line (a blob larger than a sticker, narrower than a pin)', () => {
    // The Ø 8 mm sticker and the line: one blob of 164 mm², elongation 4.0, 6.4 mm wide (STICKER_LINE_MAX_WIDTH_MM 7).
    const img = paint(160, 140, (u, v) => (disc(u, v, 80, 100, 2) || line(u, v) ? WHITE : knockedPin(u, v)));
    expect(names(verifyPins(img, peaks, 2, castle))).toEqual(['pin-standing 86 100']);
  });

  it('a pin standing on the seat with the line through it is no sticker: it keeps its place', () => {
    // The seat's pin (Ø 10 mm) and the line: 180 mm², 7.4 mm wide, a pin's width. Beside it the same head-sized part, 12 mm off.
    const img = paint(160, 140, (u, v) => (disc(u, v, 80, 100, 2.5) || line(u, v) ? WHITE : knockedPin(u, v)));
    expect(names(verifyPins(img, peaks, 2, castle))).toContain('pin-standing 80 100');
  });
});
