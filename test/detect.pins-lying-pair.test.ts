/**
 * Issue 5, pins (session 35): two lying pins together, one network peak
 * (lying-pair.ts). Painted images, 2 mm per px, no parallax; development
 * cases 9 500 011/6, 9 600 036/3 (red pin missed beside a white one),
 * 9 600 005/7, 9 700 032/1 (white pin missed beside the red one) and
 * 9 500 028/6, 9 700 033/3, 9 800 019/5 (two white pins).
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, type PinCand } from '../src/detect/pins.js';
import { BLUE_CLOTH, fiveSeatCastle, IVORY as WHITE, PIN_RED as RED, namesAt as names, paint as paintOn } from './detect-pins-helpers.js';

const paint = (colour: (u: number, v: number) => readonly number[] | null) => paintOn(200, 150, colour, BLUE_CLOTH);

// Five seats, `empty` judged empty (detect-pins-helpers.ts fiveSeatCastle).
const castle = fiveSeatCastle;
// Two 28 × 10 mm pins lying side by side, away from the seats and the chalk line (px u = 100): rows 100-104 and 105-109.
const upper = (u: number, v: number): boolean => u >= 130 && u <= 143 && v >= 100 && v <= 104;
const lower = (u: number, v: number): boolean => u >= 130 && u <= 143 && v >= 105 && v <= 109;
const lying = (pins: readonly PinCand[]): string[] => names(pins).filter((n) => n.startsWith('pin-fallen'));

describe('the red pin and a white one lying together, one peak (lying-pair.ts)', () => {
  it('the red pin beside the white one the network saw is found at its part\'s middle while the centre seat is judged empty', () => {
    const img = paint((u, v) => (upper(u, v) ? WHITE : lower(u, v) ? RED : null));
    const pins = verifyPins(img, [{ cls: 'pin-fallen', x: 136.5, y: 102, score: 0.6 }], 2, castle([0, 1]));
    expect(lying(pins)).toEqual(['pin-fallen 137,102', 'pin-fallen 137,107']);
  });

  it('a white pin beside the red one the network saw is found while two white seats are judged empty', () => {
    const img = paint((u, v) => (upper(u, v) ? RED : lower(u, v) ? WHITE : null));
    const pins = verifyPins(img, [{ cls: 'pin-fallen', x: 136.5, y: 102, score: 0.6 }], 2, castle([0, 1, 2]));
    expect(lying(pins)).toEqual(['pin-fallen 137,102', 'pin-fallen 137,107']);
  });

  it('no pin of the other colour unaccounted for: nothing is added', () => {
    const img = paint((u, v) => (upper(u, v) ? WHITE : lower(u, v) ? RED : null));
    // The centre seat judged standing: the red pin stands there (two white seats empty: fewer than MAX_PINS pins kept).
    expect(lying(verifyPins(img, [{ cls: 'pin-fallen', x: 136.5, y: 102, score: 0.6 }], 2, castle([1, 2])))).toEqual(['pin-fallen 137,102']);
  });

  it('the red pin alone with a white stripe under TWO_TONE_WHITE_MIN_MM2 is one pin', () => {
    // 28 × 4 mm of white (112 mm²) along a 28 × 10 mm red pin.
    const img = paint((u, v) => (u >= 130 && u <= 143 && v >= 100 && v <= 101 ? WHITE : upper(u, v) ? RED : null));
    expect(lying(verifyPins(img, [{ cls: 'pin-fallen', x: 136.5, y: 103, score: 0.6 }], 2, castle([0, 1, 2])))).toEqual(['pin-fallen 137,103']);
  });
});

describe('two white pins lying together, one peak (lying-pair.ts)', () => {
  // Two 24 × 8 mm white pins side by side (192 mm² each), the peak on the upper one.
  const pair = (u: number, v: number): boolean => u >= 130 && u <= 141 && v >= 100 && v <= 107;
  const peak = [{ cls: 'pin-fallen' as const, x: 135.5, y: 101.5, score: 0.6 }];

  it('the second lies beyond the white part\'s middle, as far as the peak lies before it, while two white seats are judged empty', () => {
    expect(lying(verifyPins(paint((u, v) => (pair(u, v) ? WHITE : null)), peak, 2, castle([1, 2])))).toEqual(['pin-fallen 136,102', 'pin-fallen 136,106']);
  });

  it('one white pin (192 mm² of white, under WHITE_PAIR_MIN_MM2) is one pin', () => {
    const img = paint((u, v) => (pair(u, v) && v <= 103 ? WHITE : null));
    expect(lying(verifyPins(img, peak, 2, castle([1, 2])))).toEqual(['pin-fallen 136,102']);
  });
});
