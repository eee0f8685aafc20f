/**
 * A standing pin knocked off a seat the classifier is sure of, found only by
 * the pin stage's pixel search (knocked-found.ts, session 30): the seat's
 * standing pin, kept on its sticker, moves to the search's hit instead of a
 * lying pin being added beside it.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, type CastleGeometry, type PinCand } from '../src/detect/pins.js';
import type { RgbImage } from '../src/detect/preprocess.js';

const WHITE = [245, 245, 240] as const;
/** Green cloth with shapes of given colours. */
const paint = (w: number, h: number, colour: (u: number, v: number) => readonly number[] | null): RgbImage => {
  const data = new Uint8Array(w * h * 3);
  for (let v = 0; v < h; v++) for (let u = 0; u < w; u++) data.set(colour(u, v) ?? [30, 110, 60], (v * w + u) * 3);
  return { data, width: w, height: h };
};
/** 2 mm per px, no parallax; seat A at px (30, 30) judged empty, seat B at (130, 30) judged standing at p (default: sure, 0.97). */
const castleAt = (pB = 0.97): CastleGeometry => ({
  seats: [[60, 60], [260, 60]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
  verdicts: [{ standing: false, top: [30, 30], pStanding: 0.05 }, { standing: true, top: [130, 30], pStanding: pB }],
});
const disc = (u: number, v: number, x: number, y: number, r: number): boolean => Math.hypot(u - x, v - y) <= r;
const names = (pins: readonly PinCand[]): string[] => pins.map((p) => `${p.cls} ${Math.round(p.x)} ${Math.round(p.y)}`).sort();
/** Seat B's sticker (Ø 8 mm) with the network's "standing" peak on it (a sticker's score), and `beside` painted too, which no peak is on. */
const scene = (beside: (u: number, v: number) => boolean): { img: RgbImage; seen: PinCand[] } => ({
  img: paint(200, 120, (u, v) => (disc(u, v, 130, 30, 2) || beside(u, v) ? WHITE : null)),
  seen: [{ cls: 'pin-standing', x: 130, y: 30, score: 0.36 }],
});
/** A knocked pin's head and lit side, Ø 12 mm, 14 mm below the seat: the search cuts it at the kept pin's zone (112 mm² left). */
const knocked = (u: number, v: number): boolean => disc(u, v, 130, 37, 3);

describe('a knocked standing pin the search found beside a sure seat (knocked-found.ts)', () => {
  it('14 mm off the seat, the seat\'s pin kept on its sticker: the pin stands at the hit, no lying pin is added', () => {
    const { img, seen } = scene(knocked);
    expect(names(verifyPins(img, seen, 2, castleAt()))).toEqual(['pin-standing 130 37']);
  });

  it('a part as small whose middle lies 21 mm off (beyond STANDING_SEAT_MM) is a lying pin beside the seat\'s standing pin', () => {
    // A 6 × 26 mm thin pin from 6 mm below the seat: cut at 10 mm, 6 × 24 mm (144 mm²) left, its middle 21 mm off.
    const { img, seen } = scene((u, v) => Math.abs(u - 130) <= 1 && v >= 33 && v <= 46);
    expect(names(verifyPins(img, seen, 2, castleAt()))).toEqual(['pin-fallen 130 41', 'pin-standing 130 30']);
  });

  it('beside a seat judged standing without being sure (p 0.8 < KNOCKED_SURE_P) it stays lying', () => {
    const { img, seen } = scene(knocked);
    expect(names(verifyPins(img, seen, 2, castleAt(0.8)))).toEqual(['pin-fallen 130 37', 'pin-standing 130 30']);
  });

  it('where the seat\'s standing pin was kept off its sticker (6 mm: a pin seen standing) the hit is a pin lying against it', () => {
    const img = paint(200, 120, (u, v) => (disc(u, v, 130, 27, 2.5) || disc(u, v, 130, 36, 3) ? WHITE : null));
    expect(names(verifyPins(img, [{ cls: 'pin-standing', x: 130, y: 27, score: 0.45 }], 2, castleAt()))).toEqual(['pin-fallen 130 36', 'pin-standing 130 27']);
  });
});
