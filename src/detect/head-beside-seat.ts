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
 * other half lies beyond it.
 */
import { pinBlob, type PinShape } from './pin-blob.js';
import type { RgbImage } from './preprocess.js';
import { pinTopBeside } from './knocked-pin.js';
import type { CastleGeometry } from './castle-measures.js';

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
  const at = castle.seats[seat];
  const sticker = at && castle.toFrame(at[0], at[1], 0);
  const top = sticker && pinTopBeside(img, s.cx, s.cy, sticker[0], sticker[1], mmPerPx);
  if (!sticker || !top) return false;
  const far = farSideArea(pinBlob(img, p.x, p.y, mmPerPx).px, sticker, top, mmPerPx);
  return far <= FAR_SIDE_MAX_MM2;
}
