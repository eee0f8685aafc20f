/**
 * A seat judged empty still shows its sticker (Ø 8 mm), and the pin that
 * fell from it often lies with one end at the sticker: one blob of sticker
 * and pin end. The network then puts a "fallen" peak on the sticker beside
 * the lying pin's own peak (a second, false lying pin), or its only "fallen"
 * peak there, at the pin's end, where the pin stage's relabelled peak sits
 * at the blob's middle (issue 5, pins, session 16; tuning seeds 9 100 000-039:
 * three false lying pins on stickers 21-23 mm from the pin kept beside them,
 * one lying pin placed on its end 11 mm off its middle and so counted missed
 * and false).
 */
import { nearestSeat, type CastleGeometry, type PinCand } from './castle-measures.js';

/**
 * A "fallen" detection on a seat judged empty (onEmptySticker) is taken
 * for that seat's sticker
 * when another lying pin is kept within this distance (mm, in the frame
 * through the castle's scale): the pin that fell from the seat, its end at
 * the sticker. A pin's length (25 mm): the three false ones on tuning lay
 * 21-23 mm from their pin's peak. Raising it drops a lying pin across an
 * empty seat when another lies a little farther; lowering it keeps the
 * stickers of pins that rolled their length away.
 */
export const STICKER_PAIR_MM = 25;

/**
 * A lying detection is on a seat's sticker when it maps within this (mm, on
 * the cloth) of the seat: the sticker's radius (4 mm) and the network's
 * placement of a peak on it (a cell is 4 px, ~9 mm). The pin stage's search
 * takes the same 8 mm around a seat for its sticker (unseen-lying.ts).
 */
export const STICKER_SEAT_MM = 8;

/** Whether the lying detection (x, y) sits on the sticker of a seat the classifier judged empty. */
export function onEmptySticker(castle: CastleGeometry, x: number, y: number): boolean {
  const t = castle.toTable(x, y, 0);
  if (!t) return false;
  const i = nearestSeat(castle, x, y);
  const call = castle.verdicts?.[i], seat = castle.seats[i];
  return !!call && !!seat && !call.standing && Math.hypot(seat[0] - t[0], seat[1] - t[1]) < STICKER_SEAT_MM;
}

/**
 * Lying detections (in `kept`, with `sticker` flags from onEmptySticker)
 * less those on an empty seat's sticker with another lying pin, not itself
 * on a sticker, within STICKER_PAIR_MM: one pin, seen at its end.
 */
export function dropStickerEnds<T extends { p: PinCand; sticker: boolean }>(kept: readonly T[], mmPerPx: number): T[] {
  const lying = kept.filter((k) => k.p.cls === 'pin-fallen' && !k.sticker);
  return kept.filter((k) => !(k.p.cls === 'pin-fallen' && k.sticker && lying.some((o) => Math.hypot(o.p.x - k.p.x, o.p.y - k.p.y) * mmPerPx < STICKER_PAIR_MM)));
}
