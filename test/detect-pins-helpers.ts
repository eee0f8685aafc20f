/**
 * Painted castle images for the pin-stage tests (test/detect.pins-knocked.test.ts,
 * detect.pins-evidence.test.ts; paint and the blue palette also detect.pins-split, pins-line): 2 mm per px, no parallax; seat A at px (30, 30)
 * judged empty, seat B at (130, 30) judged standing with probability `pB`.
 */
import type { CastleGeometry, PinCand } from '../src/detect/pins.js';
import type { RgbImage } from '../src/detect/preprocess.js';

export const CLOTH = [30, 110, 60] as const, WHITE = [245, 245, 240] as const;
/** A blue hall's cloth with ivory and red pins (test/detect.pins-split.test.ts, detect.pins-line.test.ts). */
export const BLUE_CLOTH = [30, 90, 190] as const, IVORY = [235, 232, 222] as const, PIN_RED = [200, 35, 30] as const;
export const paint = (w: number, h: number, colour: (u: number, v: number) => readonly number[] | null, cloth: readonly number[] = CLOTH): RgbImage => {
  const data = new Uint8Array(w * h * 3);
  for (let v = 0; v < h; v++) for (let u = 0; u < w; u++) data.set(colour(u, v) ?? cloth, (v * w + u) * 3);
  return { data, width: w, height: h };
};

/**
 * The castle of a recorded-crop test at `k` mm per px (no parallax, pin tops 25 mm): `seats` in table mm, seat i judged
 * with probability `p(i)`, standing where `standing(i)`.
 */
export const castleAt = (seats: [number, number][], k: number, p: (i: number) => number, standing: (i: number) => boolean = () => false): CastleGeometry => ({
  seats, toTable: (x, y) => [k * x, k * y], toFrame: (x, y) => [x / k, y / k], pinTop: 25,
  verdicts: seats.map((s, i) => ({ standing: standing(i), top: [s[0] / k, s[1] / k] as const, pStanding: p(i) })),
});
/** Five seats 126 mm apart (table mm): the centre at `c`, then top, bottom, left, right as the castle lists them. */
export const crossSeats = (c: readonly [number, number]): [number, number][] =>
  [[c[0], c[1]], [c[0] + 126, c[1]], [c[0] - 126, c[1]], [c[0], c[1] + 126], [c[0], c[1] - 126]];
/** Recorded seat tops (px of the source frame, `origin` its pixel pasted at (ox, oy), moved by `shift` px) in table mm at `k`. */
export const seatsFromTops = (tops: readonly (readonly [number, number])[], origin: readonly [number, number], ox: number, oy: number, k: number, shift: readonly [number, number] = [0, 0]): [number, number][] =>
  tops.map(([x, y]) => [(x - origin[0] + ox + shift[0]) * k, (y - origin[1] + oy + shift[1]) * k]);

/** Pixel `u` of a recorded crop row (six hex digits, RGB, per pixel: the recorded-crop pin tests' format). */
const hexPixel = (row: string, u: number): number[] => [0, 1, 2].map((ch) => parseInt(row.slice(6 * u + 2 * ch, 6 * u + 2 * ch + 2), 16));
/** Writes a recorded crop (rows of hex RGB) into `img` with its top-left pixel at (ox, oy); `over` repaints a crop pixel. */
export const pasteCrop = (img: RgbImage, rows: readonly string[], ox: number, oy: number, over?: (u: number, v: number, px: number[]) => readonly number[] | null): RgbImage => {
  rows.forEach((row, v) => {
    for (let u = 0; u < row.length / 6; u++) {
      const px = hexPixel(row, u);
      img.data.set(over?.(u, v, px) ?? px, ((oy + v) * img.width + ox + u) * 3);
    }
  });
  return img;
};
export const castle = (pB: number): CastleGeometry => ({
  seats: [[60, 60], [260, 60]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
  verdicts: [{ standing: false, top: [30, 30], pStanding: 0.05 }, { standing: pB >= 0.5, top: [130, 30], pStanding: pB }],
});
/**
 * Five seats (table mm, px = mm / 2): centre (100, 70), top (163, 70), bottom (37, 70), left (100, 133), right (100, 7);
 * `empty`: the seats judged empty (the others standing, where the stage adds their standing pins). The two-pin tests
 * (detect.pins-lying-pair.test.ts, detect.pins-pile.test.ts).
 */
export const fiveSeatCastle = (empty: readonly number[]): CastleGeometry => {
  const seats: [number, number][] = [[200, 140], [326, 140], [74, 140], [200, 266], [200, 14]];
  return {
    seats, toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
    verdicts: seats.map((s, i) => {
      const standing = !empty.includes(i);
      return { standing, top: [s[0] / 2, s[1] / 2] as const, pStanding: standing ? 0.99 : 0.02 };
    }),
  };
};
export const disc = (u: number, v: number, x: number, y: number, r: number): boolean => Math.hypot(u - x, v - y) <= r;
export const names = (pins: readonly PinCand[]): string[] => pins.map((p) => `${p.cls} ${p.x.toFixed(0)} ${p.y.toFixed(0)}`).sort();
/** The same as 'class x,y' (rounded). */
export const namesAt = (pins: readonly PinCand[]): string[] => pins.map((p) => `${p.cls} ${Math.round(p.x)},${Math.round(p.y)}`).sort();
