/**
 * A standing pin knocked 15-18 mm off a seat the classifier is sure of, whose
 * only network peak is "standing" while the seat's sticker carries another
 * (knocked-pin.ts with pins.ts roundBeyondReach, session 32): the sticker's
 * claim on the seat used to drop the pin's peak as away from the seats; the
 * sticker now yields to it as it yields to a "fallen" peak on the pin.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, type CastleGeometry, type PinCand } from '../src/detect/pins.js';
import type { RgbImage } from '../src/detect/preprocess.js';

const WHITE = [245, 245, 240] as const;
/** Green cloth with white shapes. */
const paint = (w: number, h: number, white: (u: number, v: number) => boolean): RgbImage => {
  const data = new Uint8Array(w * h * 3);
  for (let v = 0; v < h; v++) for (let u = 0; u < w; u++) data.set(white(u, v) ? WHITE : [30, 110, 60], (v * w + u) * 3);
  return { data, width: w, height: h };
};
/** 2 mm per px, no parallax; seat A at px (30, 30) judged empty, seat B at (130, 30) judged standing at p 0.99. */
const castle: CastleGeometry = {
  seats: [[60, 60], [260, 60]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
  verdicts: [{ standing: false, top: [30, 30], pStanding: 0.05 }, { standing: true, top: [130, 30], pStanding: 0.99 }],
};
const disc = (u: number, v: number, x: number, y: number, r: number): boolean => Math.hypot(u - x, v - y) <= r;
const names = (pins: readonly PinCand[]): string[] => pins.map((p) => `${p.cls} ${Math.round(p.x)} ${Math.round(p.y)}`).sort();
/** On seat B `onSeat` px across with the network's "standing" peak (0.42), and a pin's head (Ø 12 mm) 16 mm off with a "standing" peak (0.34). */
const scene = (onSeatR: number): { img: RgbImage; seen: PinCand[] } => ({
  img: paint(200, 120, (u, v) => disc(u, v, 130, 30, onSeatR) || disc(u, v, 130, 38, 3)),
  seen: [{ cls: 'pin-standing', x: 130, y: 30, score: 0.42 }, { cls: 'pin-standing', x: 130, y: 38, score: 0.34 }],
});

describe('a knocked pin whose only peak is "standing" 16 mm off a sure seat, beside its sticker (knocked-pin.ts)', () => {
  it('the sticker (Ø 8 mm) yields: the seat\'s pin stands at the knocked pin\'s head', () => {
    const { img, seen } = scene(2);
    expect(names(verifyPins(img, seen, 2, castle))).toEqual(['pin-standing 130 38']);
  });

  it('a pin standing on the seat (Ø 12 mm, larger than a sticker) keeps the seat; the round peak beyond reach stays dropped', () => {
    const { img, seen } = scene(3);
    expect(names(verifyPins(img, seen, 2, castle))).toEqual(['pin-standing 130 30']);
  });
});
