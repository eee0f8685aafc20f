/**
 * The red pin knocked off the centre seat's sticker (issue 5, pins, session
 * 47). knocked-pin.ts finds a standing pin knocked beside its sticker by the
 * sticker's size (STICKER_MAX_AREA_MM2) and the pin's lit head (its
 * brightness over the cloth). The red centre pin fails both at the finer
 * cameras: its white sticker reads 90-96 mm² (the blur of a bright disc on
 * dark cloth), as large as a pin standing on its seat, and its head is red or
 * purple, 17 brighter than a light cloth, not bright (development 9 400 030
 * scene 1, 9 900 015 scene 5: the pin 16.6 and 17.1 mm off, the sticker kept
 * as the seat's pin, the pin missed or laid down, a false standing pin at the
 * seat). What tells them here is colour: the sticker is white, the red pin
 * is not; and the head is the red spot within reach of the sticker.
 */
import type { RgbImage } from './preprocess.js';
import { pixelDistance, ringColour } from './refine.js';
import { centreSeat, tone } from './colour-split.js';
import { redderThanCloth } from './red-search.js';
import type { CastleGeometry, PinCand } from './castle-measures.js';

/**
 * On the centre seat a white standing candidate (RED_SEAT_WHITE_MIN_RISE)
 * smaller than this (mm²) is the sticker, not the red pin: development
 * (9 400 000, 9 700 000, 9 900 000, 40 × 8 each), the two stickers of red
 * pins knocked off 90 and 96 mm² at 1.88-1.93 mm/px. Above it a sticker
 * joins a pin beside it (knocked-pin.ts mergedWithSticker looks at those).
 * Raising it lets a white pin lying at the centre seat be taken for its
 * sticker (the colour test then only); lowering it to STICKER_MAX_AREA_MM2
 * (80) leaves the two.
 */
export const RED_SEAT_STICKER_MAX_AREA_MM2 = 110;
/**
 * ... white: the 3 × 3 px at the candidate greener than the cloth (median of
 * the ring 24-30 mm around it) by at least this (8-bit G). The sticker is
 * white, the red pin's lit top reads grey-pink at most: development, the
 * 547 "standing" peaks on the red pin at a sure centre seat rise 82 at most,
 * the two stickers 96 and 125. Lowering it toward 82 takes the red pin's lit
 * top for its sticker (the pin then moved off its seat onto a red spot
 * beside it, or left); raising it past 96 leaves the knocked pins.
 */
export const RED_SEAT_WHITE_MIN_RISE = 90;
/**
 * The red head is looked for within this (mm) of the sticker: a pin knocked
 * off stands up to STANDING_SEAT_MM (18) off its seat, its head a few mm
 * wide (development, the two 16.6 and 17.1 mm off). Beyond, the seat has no
 * pin standing.
 */
export const RED_REACH_MM = 20;
/**
 * The red spot (3 × 3 px mean of the red pixels' colour distance from the
 * cloth, other pixels 0) must reach this: the red pin's head, blurred
 * (development: 77 and 119), not a few mixed pixels at a white object's edge
 * (KNOCKED_TOP_MIN_BRIGHTER's role for the bright head). Lowering it takes
 * such edges for a head; raising it leaves the small head of 9 400 030
 * scene 1 (77).
 */
export const RED_TOP_MIN_DIFF = 60;

/** The candidate `p` (standing, at the seat, blob `areaMm2`) on the centre seat `seat` is its white sticker, the red pin off it. */
export function whiteStickerOnRedSeat(img: RgbImage, p: PinCand, areaMm2: number, seat: number, castle: CastleGeometry, mmPerPx: number): boolean {
  if (p.cls !== 'pin-standing' || seat < 0 || seat !== centreSeat(castle) || areaMm2 >= RED_SEAT_STICKER_MAX_AREA_MM2) return false;
  const at = spotColour(img, p.x, p.y);
  return !!at && at[1] - clothRingColour(img, p.x, p.y, mmPerPx)[1] >= RED_SEAT_WHITE_MIN_RISE;
}

/** Mean colour of the 3 × 3 px around (x, y), rounded to a pixel; null where they leave the image. The sticker tests' one reading of a spot. */
export function spotColour(img: RgbImage, x: number, y: number): [number, number, number] | null {
  const cx = Math.round(x), cy = Math.round(y);
  if (cx < 1 || cy < 1 || cx >= img.width - 1 || cy >= img.height - 1) return null;
  let r = 0, g = 0, b = 0;
  for (let v = -1; v <= 1; v++) for (let u = -1; u <= 1; u++) {
    const o = ((cy + v) * img.width + cx + u) * 3;
    r += img.data[o]!; g += img.data[o + 1]!; b += img.data[o + 2]!;
  }
  return [r / 9, g / 9, b / 9];
}

/** The cloth's colour beside (x, y): the median of the ring 24-30 mm around it (knocked-pin.ts's cloth ring; seat-head.ts's head test reads it too). */
export function clothRingColour(img: RgbImage, x: number, y: number, mmPerPx: number): [number, number, number] {
  return ringColour(img, x, y, 24 / mmPerPx, 30 / mmPerPx, []);
}

/**
 * How the red head's pixels are told (redLevel): 'red', those that read red
 * (colour-split.ts tone, or redder than the cloth); 'blend', also those that
 * read less green than white (tone not 'white', G/R under SPLIT_WHITE_GREEN):
 * at a coarse camera the head is 3-4 px across and blurs into a blue cloth as
 * purple (development 9 900 022 scene 0, 2.84 mm/px: G/R 0.80-0.84, B over R,
 * neither red by tone nor redder than the cloth). A blue or green cloth, the
 * chalk line and the stickers read 'white' by that ratio and stay 0.
 */
export type RedHead = 'red' | 'blend';

/** A pixel's redness: its colour distance from `cloth` where it reads red (RedHead), else 0. */
export function redLevel(img: RgbImage, cloth: readonly [number, number, number], mode: RedHead = 'red'): (x: number, y: number) => number {
  return (x, y) => {
    const o = (y * img.width + x) * 3, r = img.data[o]!, g = img.data[o + 1]!, b = img.data[o + 2]!;
    const t = tone(r, g);
    return t === 'red' || (mode === 'blend' && t !== 'white') || redderThanCloth(r, g, b, cloth) ? pixelDistance(img.data, o, cloth) : 0;
  };
}
