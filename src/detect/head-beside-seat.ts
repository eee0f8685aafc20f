/**
 * A standing pin knocked a few mm off a seat the classifier judged standing
 * without being sure (issue 5, pins; session 29). Its blob merges with the
 * seat's sticker beside it into one blob as large and drawn out as a pin
 * lying across the seat (tuning 9 500 011 scene 3: 219 mm², elongation 1.91,
 * the pin 8.8 mm off its seat, the seat at p 0.76), which lyingAcrossDoubtful
 * (pins.ts) laid down and left the seat empty. Seen from above the two are
 * different: beside the sticker a knocked pin shows its own lit head, a round
 * ~10 mm disc (knocked-pin.ts pinTopBeside), and nothing lies beyond the
 * sticker on the other side; the part of a lying pin off the sticker is its
 * body, too large or too drawn out for a head (HEAD_MAX_AREA_MM2,
 * HEAD_MAX_ELONGATION there), or, where the pin lies across the sticker, its
 * other half lies beyond it. Session 47, round 2: the red centre pin's head
 * is not bright; beside the centre seat's white sticker it is found by its
 * red or purple (redHeadBesideSeat).
 */
import { pinBlob, type PinShape } from './pin-blob.js';
import type { RgbImage } from './preprocess.js';
import { pinTopBeside } from './knocked-pin.js';
import type { CastleGeometry } from './castle-measures.js';
import { centreSeat, tone } from './colour-split.js';
import { clothRingColour, spotColour } from './red-knocked.js';

/** The sticker's disc (mm, on the cloth) left out of both sides: Ø 8 mm and the calibration's ~2 mm. */
const STICKER_DISC_MM = 6;
/**
 * The blob beyond the sticker on the side away from the head may cover at
 * most this (mm²): a shadow's rim, not the other half of a pin lying across
 * the seat (painted, a 28 × 10 mm pin centred within 1 mm of it: 56-96 mm²
 * beyond; test/detect.pins-head-beside.test.ts). Tuning
 * and fresh sets, the two blobs given a head below: 0 mm² (9 500 011/3) and
 * 26 mm² (9 700 023/5, the chalk line through the seat). Raising it stands pins
 * lying across the seat up; lowering it leaves knocked pins with a shadow
 * behind their sticker lying.
 */
export const FAR_SIDE_MAX_MM2 = 40;

/** The blob's area (mm²) beyond the sticker's disc on the side of the sticker opposite `top`. */
export function farSideArea(px: Int32Array, sticker: readonly [number, number], top: readonly [number, number], mmPerPx: number): number {
  const ux = top[0] - sticker[0], uy = top[1] - sticker[1], r = STICKER_DISC_MM / mmPerPx;
  let n = 0;
  for (let i = 0; i < px.length; i += 2) {
    const dx = px[i]! - sticker[0], dy = px[i + 1]! - sticker[1];
    if (Math.hypot(dx, dy) > r && dx * ux + dy * uy < 0) n++;
  }
  return n * mmPerPx * mmPerPx;
}

/**
 * The centre seat's white sticker shows (the red pin is off it, standing
 * beside it or gone): the 3 × 3 px at the seat's point on the cloth read
 * white (colour-split.ts tone) and brighter than the cloth ring (24-30 mm,
 * red-knocked.ts clothRingColour) by at least this (mean of R, G, B). Only then
 * is the red pin's head looked for by its colour beside it (pinTopBeside
 * 'blend'): a red pin lying with its end on the seat covers the sticker
 * (reads red), and its lit top standing there reads grey-pink (G/R under
 * SPLIT_WHITE_GREEN, red-knocked.ts). Development 9 900 022 scene 0 (2.84
 * mm/px, the seat at p 0.67, the sticker and the knocked red pin one blob,
 * 234 mm², elongation 2.24, laid down by pins.ts lyingAcrossDoubtful): the
 * sticker +76 over a blue cloth, G/R 1.17. The only other blob on the three
 * development blocks (9 400 000, 9 700 000, 9 900 000, 40 × 8) that reaches
 * this test (centre seat, judged standing below knockedSure, laid down by
 * lyingAcrossDoubtful) reads +4, G/R 0.61: the red pin over the seat. So any
 * bar from 5 to 76 gives the same replay; 40 sits between, above
 * KNOCKED_TOP_MIN_BRIGHTER (30, a pin's lit head). Lowering it lets a dim
 * or shaded seat open the colour search; raising it past 76 leaves that
 * pin lying.
 */
export const RED_STICKER_MIN_BRIGHTER = 40;

/** Whether the centre seat's sticker at (x, y) reads white and lit (RED_STICKER_MIN_BRIGHTER): the red pin is not on it. */
export function redStickerShows(img: RgbImage, x: number, y: number, mmPerPx: number): boolean {
  const at = spotColour(img, x, y);
  if (!at) return false;
  const [r, g, b] = at, cloth = clothRingColour(img, x, y, mmPerPx);
  return tone(r, g) === 'white' && (r + g + b) / 3 - (cloth[0] + cloth[1] + cloth[2]) / 3 >= RED_STICKER_MIN_BRIGHTER;
}

/**
 * Whether the blob of the peak `p` (shape `s`) near seat `seat` is a
 * standing pin's head beside the seat's sticker (the seat's point on the
 * cloth): pinTopBeside finds a round head-sized bright part off the sticker,
 * and the blob does not go on beyond the sticker (FAR_SIDE_MAX_MM2).
 * Tuning and fresh sets (9 300 000-012, 9 400 000, 9 500 000, 9 700 000,
 * 9 800 000; v3), blobs lyingAcrossDoubtful lays down: a head on the three
 * on a standing pin (9 500 011/3, 9 500 008/0, 9 700 023/5: 5.6-8.9 mm off
 * the seat), none on the two lying pins (9 300 007/4, 9 400 012/5) nor on
 * four standing pins drawn out by the chalk line (lineDrewOutStanding's).
 */
export function headBesideSeat(img: RgbImage, p: { x: number; y: number }, s: Pick<PinShape, 'cx' | 'cy'>, seat: number, mmPerPx: number, castle: CastleGeometry): boolean {
  const sticker = seatSticker(seat, castle);
  return !!sticker && nothingBeyond(img, p, sticker, pinTopBeside(img, s.cx, s.cy, sticker[0], sticker[1], mmPerPx), mmPerPx);
}

/**
 * As headBesideSeat, for the red pin: on the centre seat whose white sticker
 * shows (redStickerShows), a head-sized part beside it that reads red or
 * purple (pinTopBeside 'blend', red-knocked.ts), where no bright head is
 * (session 47, round 2).
 */
export function redHeadBesideSeat(img: RgbImage, p: { x: number; y: number }, s: Pick<PinShape, 'cx' | 'cy'>, seat: number, mmPerPx: number, castle: CastleGeometry): boolean {
  const sticker = seat === centreSeat(castle) ? seatSticker(seat, castle) : null;
  if (!sticker || !redStickerShows(img, sticker[0], sticker[1], mmPerPx) || pinTopBeside(img, s.cx, s.cy, sticker[0], sticker[1], mmPerPx)) return false;
  return nothingBeyond(img, p, sticker, pinTopBeside(img, s.cx, s.cy, sticker[0], sticker[1], mmPerPx, 0, undefined, 'blend'), mmPerPx);
}

/** The seat's point on the cloth (its sticker), frame px. */
function seatSticker(seat: number, castle: CastleGeometry): readonly [number, number] | null {
  const at = castle.seats[seat];
  return (at && castle.toFrame(at[0], at[1], 0)) ?? null;
}

/** A head was found at `top` and the peak's blob does not go on beyond the sticker (FAR_SIDE_MAX_MM2). */
function nothingBeyond(img: RgbImage, p: { x: number; y: number }, sticker: readonly [number, number], top: readonly [number, number] | null, mmPerPx: number): boolean {
  return !!top && farSideArea(pinBlob(img, p.x, p.y, mmPerPx).px, sticker, top, mmPerPx) <= FAR_SIDE_MAX_MM2;
}
