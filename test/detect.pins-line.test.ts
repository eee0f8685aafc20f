/**
 * Issue 5, pins (session 19): the chalk line through the castle. A seat's
 * sticker joined to the line is no lying pin (seat-sticker.ts,
 * stickerWithLine); the red pin lying along the line against a white
 * standing pin is found by its colour (colour-split.ts: the line's pixels
 * count for the red part). Painted images, 2 mm per px, no parallax.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, type CastleGeometry, type PinCand } from '../src/detect/pins.js';
import { BLUE_CLOTH, IVORY as WHITE, PIN_RED as RED, namesAt as names, paint as paintOn, castleAt } from './detect-pins-helpers.js';

const paint = (w: number, h: number, colour: (u: number, v: number) => readonly number[] | null) => paintOn(w, h, colour, BLUE_CLOTH);

describe('a sticker joined to the chalk line on an empty seat (STICKER_LINE_MAX_WIDTH_MM)', () => {
  // Two seats on the chalk line (table x 160 mm: px 80), both judged empty: A at px (80, 30), B at px (80, 100).
  const castle: CastleGeometry = {
    seats: [[160, 60], [160, 200]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
    verdicts: [{ standing: false, top: [80, 30], pStanding: 0.02 }, { standing: false, top: [80, 100], pStanding: 0.03 }],
  };
  // On A the sticker with a piece of the line: the Ø 8 mm sticker and 22 mm of a 6 mm line (140 mm², elongation 3.3, width 6.5 mm);
  // on B a pin lying along the line across the seat: 10 mm wide, 26 mm long (width 10 mm).
  const img = paint(160, 140, (u, v) => ((Math.hypot(u - 80, v - 30) <= 2 || (Math.abs(u - 80) <= 1 && Math.abs(v - 30) <= 5)) || (Math.abs(u - 80) <= 2 && Math.abs(v - 100) <= 6) ? WHITE : null));

  it('a "fallen" peak on the sticker and line is dropped, one on a pin lying along the line is kept', () => {
    const pins = verifyPins(img, [{ cls: 'pin-fallen' as const, x: 80, y: 31, score: 0.3 }, { cls: 'pin-fallen' as const, x: 80, y: 100, score: 0.4 }], 2, castle);
    expect(names(pins)).toEqual(['pin-fallen 80,100']);
  });

  it('a "standing" peak there is no lying pin either (it was laid down as one: not drawn out enough for LYING_MAX_ELONGATION)', () => {
    const pins = verifyPins(img, [{ cls: 'pin-standing' as const, x: 80, y: 31, score: 0.5 }, { cls: 'pin-standing' as const, x: 80, y: 100, score: 0.5 }], 2, castle);
    expect(names(pins)).toEqual(['pin-fallen 80,100']);
  });

  it('the same narrow blob across the line is not the line: the rule keeps to blobs along it (STICKER_LINE_MAX_DEG)', () => {
    const across = paint(160, 140, (u, v) => (Math.abs(u - 80) <= 5 && Math.abs(v - 30) <= 1 ? WHITE : null));
    expect(names(verifyPins(across, [{ cls: 'pin-fallen' as const, x: 81, y: 30, score: 0.3 }], 2, castle))).toEqual(['pin-fallen 81,30']);
  });
});

describe('the red pin lying along the chalk line against a white standing pin (SPLIT_RED_MIN_AREA_MM2)', () => {
  // Five seats (table mm, px = mm / 2): centre (100, 70) judged empty, top, bottom, left (100, 133), right standing.
  const seats: [number, number][] = [[200, 140], [326, 140], [74, 140], [200, 266], [200, 14]];
  const castle: CastleGeometry = castleAt(seats, 2, (i) => (i !== 0 ? 0.99 : 0.02), (i) => i !== 0);
  const white = (u: number, v: number): boolean => Math.hypot(u - 100, v - 133) <= 2.5;
  const peak = [{ cls: 'pin-standing' as const, x: 100, y: 133, score: 0.6 }];
  const fallen = (pins: readonly PinCand[]): string[] => names(pins).filter((n) => n.startsWith('pin-fallen'));

  it('its visible part on the line (6 × 8 mm, 48 mm², the rest under the white pin) is the red pin', () => {
    const img = paint(200, 175, (u, v) => (white(u, v) ? WHITE : Math.abs(u - 100) <= 1 && v >= 127 && v <= 130 ? RED : null));
    expect(fallen(verifyPins(img, peak, 2, castle))).toEqual(['pin-fallen 100,129']);
  });

  it('a smaller part (24 mm², dev 9 800 038/5: 29) still is; a few red pixels at the white pin\'s rim (12 mm²) are not', () => {
    const img = paint(200, 175, (u, v) => (white(u, v) ? WHITE : Math.abs(u - 100) <= 1 && v >= 129 && v <= 130 ? RED : null));
    expect(fallen(verifyPins(img, peak, 2, castle))).toEqual(['pin-fallen 100,130']);
    const rim = paint(200, 175, (u, v) => (white(u, v) ? WHITE : Math.abs(u - 100) <= 1 && v === 130 ? RED : null));
    expect(fallen(verifyPins(rim, peak, 2, castle))).toEqual([]);
  });
});
