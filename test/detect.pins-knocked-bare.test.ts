/**
 * Issue 5, pins (session 46): a standing pin knocked off its seat's sticker
 * with no network peak on it, on a seat of the chalk line (knocked-pin.ts
 * BARE_LINE_BAND_MM). Development 9 700 011 scene 3: the right pin 14.7 mm
 * off its sticker, the only peak the sticker's; the sticker was kept as the
 * seat's pin (the pin missed, a false pin at the seat). Painted images, 2 mm
 * per px, no parallax.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, type CastleGeometry } from '../src/detect/pins.js';
import { WHITE, disc, names, paint } from './detect-pins-helpers.js';

// Two seats on the chalk line (table x 160 mm: px 80): A at px (80, 30) judged empty, B at px (80, 100) judged standing.
const castle = (pB: number): CastleGeometry => ({
  seats: [[160, 60], [160, 200]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
  verdicts: [{ standing: false, top: [80, 30], pStanding: 0.02 }, { standing: pB >= 0.5, top: [80, 100], pStanding: pB }],
});
/** The chalk line (6 mm wide) through seat B: fainter than the sticker, out of its blob, brighter than half a head's excess. */
const LINE = [100, 180, 130] as const;
const line = (u: number, v: number): boolean => Math.abs(u - 80) <= 1 && v >= 80 && v <= 125;
/** A lit head, a little less bright than the sticker. */
const HEAD = [200, 200, 190] as const;
/** The pin's head (Ø 10 mm) 14 mm off seat B, its edge against the line. */
const head = (u: number, v: number): boolean => disc(u, v, 84, 106, 2.5);
// The network: one "standing" peak, on the sticker (Ø 8 mm at the seat); none on the pin.
const peaks = [{ cls: 'pin-standing' as const, x: 80, y: 100, score: 0.51 }];

describe('a standing pin knocked off a line seat\'s sticker with no peak on it (BARE_LINE_BAND_MM)', () => {
  it('stands where its head is, not on the sticker, the line left out of the head', () => {
    const img = paint(160, 140, (u, v) => (disc(u, v, 80, 100, 2) ? WHITE : head(u, v) ? HEAD : line(u, v) ? LINE : null));
    const pins = verifyPins(img, peaks, 2, castle(0.97));
    expect(pins).toHaveLength(1);
    expect(pins[0]!.cls).toBe('pin-standing');
    expect(Math.hypot(pins[0]!.x - 84, pins[0]!.y - 106)).toBeLessThan(1.5);
  });

  it('a sticker with only the line beside it stays where it is', () => {
    const img = paint(160, 140, (u, v) => (disc(u, v, 80, 100, 2) ? WHITE : line(u, v) ? LINE : null));
    expect(names(verifyPins(img, peaks, 2, castle(0.97)))).toEqual(['pin-standing 80 100']);
  });

  it('on a doubtful seat (KNOCKED_SURE_P) no knocked pin is looked for', () => {
    const img = paint(160, 140, (u, v) => (disc(u, v, 80, 100, 2) ? WHITE : head(u, v) ? HEAD : line(u, v) ? LINE : null));
    expect(names(verifyPins(img, peaks, 2, castle(0.6)))).toEqual(['pin-standing 80 100']);
  });
});
