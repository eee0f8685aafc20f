/**
 * Issue 5, pins (session 45): two lying pins on one another, one network peak
 * (pile-second.ts). Painted images, 2 mm per px, no parallax; development
 * cases 9 700 036 scene 4 (the left pin's middle 8 px from the kept top pin's,
 * missed), 9 400 008/6 and 9 900 007/2 (the pin kept a search hit 6-8 mm from
 * the network's peak).
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, type PinCand } from '../src/detect/pins.js';
import { pileMeasure, pileSeconds, PILE_MIN_INK_MM2, PILE_MIN_REST_MM2 } from '../src/detect/pile-second.js';
import { BLUE_CLOTH, fiveSeatCastle, IVORY as WHITE, namesAt as names, paint as paintOn } from './detect-pins-helpers.js';

const paint = (colour: (u: number, v: number) => readonly number[] | null) => paintOn(200, 150, colour, BLUE_CLOTH);

// Five seats, `empty` judged empty (detect-pins-helpers.ts fiveSeatCastle).
const castle = fiveSeatCastle;
// Away from the seats and the chalk line (px u = 100): a 24 × 8 mm pin along the frame's x (rows 100-103) and a
// 20 × 8 mm one across it at its right end (columns 138-141, rows 96-105): 72 px, 288 mm² of pin, under the
// 300 mm² of white lying-pair.ts takes for two white pins.
const along = (u: number, v: number): boolean => u >= 130 && u <= 141 && v >= 100 && v <= 103;
const across = (u: number, v: number): boolean => u >= 138 && u <= 141 && v >= 96 && v <= 105;
const pile = paint((u, v) => (along(u, v) || across(u, v) ? WHITE : null));
const peak: PinCand = { cls: 'pin-fallen', x: 135.5, y: 101.5, score: 0.5 };
const lying = (pins: readonly PinCand[]): string[] => names(pins).filter((n) => n.startsWith('pin-fallen'));

describe('two lying pins on one another, one peak (pile-second.ts)', () => {
  it('the pile\'s ink is two pins\' with a part outside one pin\'s bar; one pin\'s is not', () => {
    const two = pileMeasure(pile, peak.x, peak.y, 2, castle([1, 2])), one = pileMeasure(paint((u, v) => (along(u, v) ? WHITE : null)), peak.x, peak.y, 2, castle([1, 2]));
    expect(two.ink).toBeCloseTo(288, 0);
    expect(two.rest).toBeGreaterThanOrEqual(PILE_MIN_REST_MM2);
    expect(one.ink).toBeLessThan(PILE_MIN_INK_MM2);
    expect(one.rest).toBe(0);
  });

  it('a bright lone pin as large as a pile\'s ink fits one pin\'s bar: no second', () => {
    // 28 × 10 mm solid, the other tests' painted pin (280 mm² of ink; under lying-pair.ts's 300 of white).
    const fat = paint((u, v) => (u >= 130 && u <= 143 && v >= 100 && v <= 104 ? WHITE : null));
    expect(pileMeasure(fat, 136.5, 102, 2, castle([1, 2])).ink).toBeGreaterThanOrEqual(PILE_MIN_INK_MM2);
    expect(lying(verifyPins(fat, [{ ...peak, x: 136.5, y: 102 }], 2, castle([1, 2])))).toEqual(['pin-fallen 137,102']);
  });

  it('the second pin lies beyond the blob\'s middle while two seats are judged empty', () => {
    // Blob middle (136.8, 100.9): the peak mirrored through it, (138.2, 100.4), on the pin across (columns 138-141).
    expect(lying(verifyPins(pile, [peak], 2, castle([1, 2])))).toEqual(['pin-fallen 136,102', 'pin-fallen 138,100']);
  });

  it('one pin alone gets no second', () => {
    expect(lying(verifyPins(paint((u, v) => (along(u, v) ? WHITE : null)), [peak], 2, castle([1, 2])))).toEqual(['pin-fallen 136,102']);
  });

  it('no seat unaccounted for: one seat judged empty, one lying pin kept', () => {
    expect(lying(verifyPins(pile, [peak], 2, castle([1])))).toEqual(['pin-fallen 136,102']);
  });

  it('a kept lying pin the network gave no "fallen" peak near (PILE_PEAK_MM) gets no second; a search hit beside the peak does', () => {
    const kept: PinCand = { ...peak, x: 136.5, y: 101.5, score: 0.3 };
    expect(pileSeconds(pile, [kept], [], 2, castle([1, 2]))).toEqual([]);
    expect(pileSeconds(pile, [kept], [{ ...peak, x: 135.5, y: 99 }], 2, castle([1, 2])).map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)).toEqual(['137.2,100.4']);
  });
});
