/**
 * The pixel search's second pass without the chalk line's fainter pixels
 * (issue 5, pins; session 40, unseen-lying.ts LINE_BAND_MM, lying-search.ts
 * LINE_SEARCH_MIN_DIFF): a lying pin across the line, which the line joined
 * to the searched disc's edge (a part cut by the edge is left alone), is
 * found; the line itself is no pin.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins } from '../src/detect/pins.js';
import { castle, disc, names, paint, WHITE } from './detect-pins-helpers.js';

/** The chalk line through the castle's middle (px x = 80 in the helpers' castle, 2 mm per px): 2 mm wide, 87 from the cloth. */
const LINE = [80, 160, 110] as const;
const seen = [{ cls: 'pin-standing' as const, x: 130, y: 30, score: 0.6 }];
const standingB = (u: number, v: number): boolean => disc(u, v, 130, 30, 2.5);

describe('a lying pin the chalk line joins to the searched disc\'s edge', () => {
  it('is found at its middle by the pass without the line', () => {
    // A 26 × 10 mm pin lying across the line, 80 mm below the castle's middle; the line runs on beyond the searched disc.
    const img = paint(200, 120, (u, v) => (standingB(u, v) || (Math.abs(u - 80) <= 6.5 && Math.abs(v - 70) <= 2.5) ? WHITE : u === 80 ? LINE : null));
    expect(names(verifyPins(img, seen, 2, castle(0.97)))).toEqual(['pin-fallen 80 70', 'pin-standing 130 30']);
  });

  it('the line alone, a brighter stretch of it included, is no pin', () => {
    // 24 mm of the line 110 from the cloth: over LINE_SEARCH_MIN_DIFF, but a 2 mm wide stretch is no pin's part.
    const bright = [100, 190, 130] as const;
    const img = paint(200, 120, (u, v) => (standingB(u, v) ? WHITE : u === 80 ? (Math.abs(v - 70) <= 6 ? bright : LINE) : null));
    expect(names(verifyPins(img, seen, 2, castle(0.97)))).toEqual(['pin-standing 130 30']);
  });
});
