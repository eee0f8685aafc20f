/**
 * Issue 5, pins (session 16): a lying pin of the other colour against a
 * standing one (colour-split.ts), and a "fallen" peak on an empty seat's
 * sticker beside the pin that fell from it (seat-sticker.ts). Painted images,
 * 2 mm per px, no parallax.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, type CastleGeometry, type PinCand } from '../src/detect/pins.js';
import { BLUE_CLOTH, IVORY as WHITE, PIN_RED as RED, namesAt as names, paint as paintOn } from './detect-pins-helpers.js';

const paint = (w: number, h: number, colour: (u: number, v: number) => readonly number[] | null) => paintOn(w, h, colour, BLUE_CLOTH);

describe('a lying pin of the other colour against a standing pin (colour-split.ts)', () => {
  // Five seats (table mm, px = mm / 2): centre (100, 70), top (163, 70), bottom (37, 70), left (100, 133), right (100, 7).
  const castle = (leftEmpty: boolean): CastleGeometry => {
    const seats: [number, number][] = [[200, 140], [326, 140], [74, 140], [200, 266], [200, 14]];
    return {
      seats, toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
      verdicts: seats.map((s, i) => {
        const standing = !(i === 3 && leftEmpty);
        return { standing, top: [s[0] / 2, s[1] / 2] as const, pStanding: standing ? 0.99 : 0.02 };
      }),
    };
  };
  const redPin = (u: number, v: number): boolean => Math.hypot(u - 100, v - 70) <= 2.5;
  // The peaks at the centre: the network's "standing" one on the red pin and its "fallen" twin (merged with it: TWIN_MM).
  const peaks = [{ cls: 'pin-standing' as const, x: 100, y: 70, score: 0.6 }, { cls: 'pin-fallen' as const, x: 100, y: 70, score: 0.3 }];
  const centreFallen = (pins: readonly PinCand[]): string[] => names(pins).filter((n) => n.startsWith('pin-fallen'));

  it('a white pin lying under the red one standing on the centre seat is found while a white seat is empty', () => {
    // A 26 × 10 mm white pin across the centre seat, the red pin standing on it.
    const img = paint(200, 140, (u, v) => (redPin(u, v) ? RED : Math.abs(u - 100) <= 6 && Math.abs(v - 70) <= 2 ? WHITE : null));
    const pins = verifyPins(img, peaks, 2, castle(true));
    expect(names(pins)).toContain('pin-standing 100,70');
    expect(centreFallen(pins)).toEqual(['pin-fallen 100,70']);
  });

  it('no white seat empty: no pin is unaccounted for, nothing is added', () => {
    const img = paint(200, 140, (u, v) => (redPin(u, v) ? RED : Math.abs(u - 100) <= 6 && Math.abs(v - 70) <= 2 ? WHITE : null));
    expect(centreFallen(verifyPins(img, peaks, 2, castle(false)))).toEqual([]);
  });

  it('the red pin knocked beside its white sticker, or on the chalk line, is one pin', () => {
    // The sticker (Ø 8 mm) on the seat, the red pin 7 mm off it; the chalk line (6 mm wide) through the seats' mean x (px 100).
    const sticker = paint(200, 140, (u, v) => (Math.hypot(u - 103.5, v - 70) <= 2.5 ? RED : Math.hypot(u - 100, v - 70) <= 2 ? WHITE : null));
    expect(centreFallen(verifyPins(sticker, [{ cls: 'pin-standing' as const, x: 103.5, y: 70, score: 0.6 }], 2, castle(true)))).toEqual([]);
    const line = paint(200, 140, (u, v) => (redPin(u, v) ? RED : Math.abs(u - 100) <= 1.5 ? WHITE : null));
    expect(centreFallen(verifyPins(line, peaks, 2, castle(true)))).toEqual([]);
  });
});

describe('a "fallen" peak on an empty seat\'s sticker (seat-sticker.ts)', () => {
  // Seats A (px 30, 30; judged empty) and B (px 130, 30; standing).
  const castle: CastleGeometry = {
    seats: [[60, 60], [260, 60]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
    verdicts: [{ standing: false, top: [30, 30], pStanding: 0.02 }, { standing: true, top: [130, 30], pStanding: 0.99 }],
  };

  it('beside the lying pin that fell from the seat it is that pin\'s end, not a second pin (STICKER_PAIR_MM)', () => {
    // The sticker with a stub of the chalk line (14 × 10 mm), the pin lying 2 px beyond it, its middle 22 mm from the seat.
    const img = paint(160, 70, (u, v) => (Math.abs(u - 31) <= 3 && Math.abs(v - 30) <= 2) || (Math.abs(u - 41) <= 6 && Math.abs(v - 30) <= 2) ? WHITE : null);
    const pins = verifyPins(img, [{ cls: 'pin-fallen' as const, x: 41, y: 30, score: 0.5 }, { cls: 'pin-fallen' as const, x: 30, y: 30, score: 0.35 }], 2, castle);
    expect(names(pins).filter((n) => n.startsWith('pin-fallen'))).toEqual(['pin-fallen 41,30']);
  });

  it('a pin lying across the empty seat, its blob a lying pin\'s body, is kept beside another lying pin (ACROSS_STICKER_MIN_AREA_MM2)', () => {
    // Session 23 (9 300 052 scene 3): a 34 × 10 mm blob (a pin and its blur) across seat A, a second pin lying 24 mm off.
    const img = paint(160, 70, (u, v) => ((u >= 22 && u <= 38 && v >= 28 && v <= 32) || (u >= 24 && u <= 36 && v >= 40 && v <= 44) ? WHITE : null));
    const pins = verifyPins(img, [{ cls: 'pin-fallen' as const, x: 30, y: 30, score: 0.54 }, { cls: 'pin-fallen' as const, x: 30, y: 42, score: 0.49 }], 2, castle);
    expect(names(pins).filter((n) => n.startsWith('pin-fallen')).sort()).toEqual(['pin-fallen 30,30', 'pin-fallen 30,42']);
  });

  it('a pin lying from the seat is placed at its middle, not at the network\'s peak on its end at the sticker', () => {
    // A 28 × 10 mm pin with one end on seat A: the network peaks "standing" and "fallen" on the seat end.
    const img = paint(160, 70, (u, v) => (u >= 28 && u <= 41 && Math.abs(v - 30) <= 2 ? WHITE : null));
    const pins = verifyPins(img, [{ cls: 'pin-standing' as const, x: 30, y: 30, score: 0.48 }, { cls: 'pin-fallen' as const, x: 30, y: 30, score: 0.33 }], 2, castle);
    expect(names(pins).filter((n) => n.startsWith('pin-fallen'))).toEqual(['pin-fallen 34,30']);
  });
});
