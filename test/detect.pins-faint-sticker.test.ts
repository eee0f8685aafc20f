/**
 * Issue 5, pins (session 37): a faint "fallen" peak on an empty seat's
 * sticker, on the dim blob of the sticker, a shadow and the pin that fell
 * from the seat, hides that pin from the pixel search (faint-sticker.ts).
 * Painted images, 2 mm per px, no parallax (test/detect-pins-helpers.ts:
 * seat A at px (30, 30) judged empty, seat B at (130, 30)); development cases
 * 9 400 023/5 and 9 600 004/1.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, pinShape } from '../src/detect/pins.js';
import { FAINT_STICKER_MAX_CONTRAST } from '../src/detect/faint-sticker.js';
import { CLOTH, WHITE, castle, disc, names, paint } from './detect-pins-helpers.js';

/** The cloth in a pin's shade, as the renders draw it beside a lying pin: dimmer, the same hue. */
const SHADE = CLOTH.map((c) => Math.round(0.65 * c));
/** Seat A's sticker (Ø 8 mm), and a shadow from it to the pin (12 × 18 mm). */
const sticker = (u: number, v: number): boolean => disc(u, v, 30, 30, 2);
const shade = (u: number, v: number): boolean => u >= 31 && u <= 36 && v >= 26 && v <= 34;
/** The pin that fell from seat A, lying across (10 × 26 mm, its middle at px (39, 30), 14 mm off the faint peak). */
const pin = (u: number, v: number): boolean => u >= 37 && u <= 41 && v >= 24 && v <= 36;
const img = (withPin: boolean) => paint(160, 100, (u, v) => (sticker(u, v) || (withPin && pin(u, v)) ? WHITE : shade(u, v) ? SHADE : null));
/** The network's only peak there: "fallen", 4 mm off seat A, on the shade. */
const faint = { cls: 'pin-fallen' as const, x: 32, y: 30, score: 0.5 };

describe('a faint peak on an empty seat\'s sticker beside the pin that fell from it (faint-sticker.ts)', () => {
  it('yields to the pin the search finds beside it: the pin, lying at its middle, and no pin at the sticker', () => {
    const pic = img(true), s = pinShape(pic, faint.x, faint.y, 2);
    // The peak's blob holds the sticker, the shade and the pin: kept by the seat rules as a lying pin, but faint.
    expect(s.contrast).toBeLessThan(FAINT_STICKER_MAX_CONTRAST);
    expect(s.areaMm2).toBeGreaterThan(300);
    expect(names(verifyPins(pic, [faint], 2, castle(0.05)))).toEqual(['pin-fallen 39 30']);
  });

  it('with no pin beside it the faint peak is kept as it was: a lying pin at the sticker', () => {
    // The shade alone still makes a blob of a lying pin's size at the sticker (a dim pin, as 9 700 017/7 and 9 700 027/5 lie).
    expect(names(verifyPins(img(false), [faint], 2, castle(0.05)))).toEqual(['pin-fallen 32 30']);
  });
});
