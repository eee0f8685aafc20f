/**
 * Issue 5, pins (session 48): the network's "fallen" peak on an empty seat's
 * sticker on a blob fainter than a pin's is the sticker's halo, dropped as the
 * sticker (faint-sticker.ts haloOnSticker); development 9 700 013/7,
 * 9 700 028/1, 9 900 032/0, each a false lying pin on the base. Painted
 * images, 2 mm per px, no parallax (test/detect-pins-helpers.ts: seat A at
 * px (30, 30) judged empty).
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, pinShape } from '../src/detect/pins.js';
import { HALO_MAX_CONTRAST, HALO_SEAT_MM } from '../src/detect/faint-sticker.js';
import { STICKER_SEAT_MM } from '../src/detect/seat-sticker.js';
import { CLOTH, WHITE, castle, disc, names, paint } from './detect-pins-helpers.js';

/** Seat A's sticker (Ø 8 mm) and the dim cloth round it (the sticker's and a pin's shade, 16 × 22 mm), `dim` the cloth's share there. */
const img = (dim: number) => paint(160, 100, (u, v) => (disc(u, v, 30, 30, 2) ? WHITE : u >= 31 && u <= 38 && v >= 25 && v <= 35 ? CLOTH.map((c) => Math.round(dim * c)) : null));
/** The network's only peak there: "fallen", on the shade at the sticker's rim (4 mm off seat A, on the cloth) and beyond it (9 mm). */
const rim = { cls: 'pin-fallen' as const, x: 32, y: 30, score: 0.52 };
const beyond = { ...rim, x: 34.5 };

describe('a faint "fallen" peak on an empty seat\'s sticker (faint-sticker.ts haloOnSticker)', () => {
  it('on a blob fainter than HALO_MAX_CONTRAST, larger than a sticker: the sticker\'s halo, no pin', () => {
    const pic = img(0.75), s = pinShape(pic, rim.x, rim.y, 2);
    expect(s.contrast).toBeLessThan(HALO_MAX_CONTRAST);
    expect(s.areaMm2).toBeGreaterThan(300); // the sticker tests (under FALLEN_MIN_AREA_MM2) keep it
    expect(names(verifyPins(pic, [rim], 2, castle(0.05)))).toEqual([]);
  });

  it('beyond STICKER_SEAT_MM but within HALO_SEAT_MM of the seat (9 900 032/0: 8.1 mm): the halo too', () => {
    expect(2 * (beyond.x - 30)).toBeGreaterThan(STICKER_SEAT_MM);
    expect(2 * (beyond.x - 30)).toBeLessThan(HALO_SEAT_MM);
    expect(names(verifyPins(img(0.75), [beyond], 2, castle(0.05)))).toEqual([]);
  });

  it('guard: on a blob as faint as a dim pin (9 700 027/5: 43) it is kept, a lying pin at the sticker', () => {
    const pic = img(0.65), s = pinShape(pic, rim.x, rim.y, 2);
    expect(s.contrast).toBeGreaterThan(HALO_MAX_CONTRAST);
    expect(names(verifyPins(pic, [rim], 2, castle(0.05)))).toEqual(['pin-fallen 32 30']);
  });
});
