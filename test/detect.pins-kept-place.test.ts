/**
 * A kept lying pin's place for the pixel search (issue 5, pins; session 40,
 * kept-lying-place.ts): the pixels joined to the pin's middle, not every
 * pixel within KEPT_LYING_MM of it, so that a second pin lying apart beside
 * it is found; and a part this near the kept pin's middle (SPLIT_KEPT_MM)
 * is still that pin's own body.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins } from '../src/detect/pins.js';
import { keptLyingPlace } from '../src/detect/kept-lying-place.js';
import { SEARCH_MIN_AREA_MM2 } from '../src/detect/lying-search.js';
import { WHITE, castle, disc, names, paint } from './detect-pins-helpers.js';

/** A bar of (2·hu + 1) × (2·hv + 1) px centred at (x, y) px (2 mm per px). */
const bar = (u: number, v: number, x: number, y: number, hu: number, hv: number): boolean => Math.abs(u - x) <= hu && Math.abs(v - y) <= hv;
/** The network's lying pin: 26 × 10 mm along image x at (50, 70) px, its peak on its middle; seat B's pin standing and seen. */
const kept = (u: number, v: number): boolean => bar(u, v, 50, 70, 6.5, 2.5);
const standingB = (u: number, v: number): boolean => disc(u, v, 130, 30, 2.5);
const peaks = [{ cls: 'pin-standing' as const, x: 130, y: 30, score: 0.6 }, { cls: 'pin-fallen' as const, x: 50, y: 70, score: 0.6 }];

describe('a second lying pin apart beside a kept one (keptLyingPlace)', () => {
  // A pin 22 × 6 mm (its blurred ends and sides under the search's threshold) parallel to the kept one, 4 mm of cloth between
  // them, its middle 18 mm from the kept pin's: within KEPT_LYING_MM (18) of the kept pin's middle lies all of it but 72 mm².
  const second = (u: number, v: number): boolean => bar(u, v, 57, 64, 5, 1);

  it('is found at its middle, though most of it lies within the kept pin\'s reach', () => {
    const img = paint(200, 120, (u, v) => (standingB(u, v) || kept(u, v) || second(u, v) ? WHITE : null));
    let outside = 0;
    for (let v = 0; v < 120; v++) for (let u = 0; u < 200; u++) if (second(u, v) && Math.hypot(u - 50, v - 70) * 2 >= 18) outside += 4;
    expect(outside).toBeLessThan(SEARCH_MIN_AREA_MM2); // what the disc left of it was too small for a pin
    expect(names(verifyPins(img, peaks, 2, castle(0.97)))).toEqual(['pin-fallen 50 70', 'pin-fallen 57 64', 'pin-standing 130 30']);
  });

  it('the kept pin\'s place holds its own pixels, not the other pin\'s, and the whole disc round a middle that shows nothing', () => {
    const img = paint(200, 120, (u, v) => (kept(u, v) || second(u, v) ? WHITE : null));
    const place = keptLyingPlace(img, [peaks[1]!], 2, [80, 30], 18);
    expect([place(44, 70), place(56, 72), place(57, 64), place(50, 66)]).toEqual([true, true, false, false]);
    const faint = keptLyingPlace(img, [{ cls: 'pin-fallen', x: 40, y: 90, score: 0.5 }], 2, [80, 30], 18);
    expect([faint(40, 90), faint(45, 95), faint(50, 70)]).toEqual([true, true, false]);
  });

  it('a touching pin is still the kept pin\'s (one blob: the pair rules\' case, lying-pair.ts)', () => {
    const img = paint(200, 120, (u, v) => (standingB(u, v) || kept(u, v) || bar(u, v, 57, 66, 5, 1) ? WHITE : null));
    expect(names(verifyPins(img, peaks, 2, castle(0.97)))).toEqual(['pin-fallen 50 70', 'pin-standing 130 30']);
  });

  it('the kept pin\'s own body apart from the bright piece its peak sits on, within SPLIT_KEPT_MM, is no second pin', () => {
    // The peak on a 6 × 6 mm piece (its head); one px of cloth; its body 16 × 6 mm (96 mm²), its middle 13 mm from the peak.
    const img = paint(200, 120, (u, v) => (standingB(u, v) || bar(u, v, 50, 70, 1, 1) || bar(u, v, 56.5, 70, 3.5, 1) ? WHITE : null));
    expect(names(verifyPins(img, peaks, 2, castle(0.97)))).toEqual(['pin-fallen 50 70', 'pin-standing 130 30']);
  });
});
