/**
 * A white pin standing on its seat with the red pin lying against it, the
 * seat judged empty with doubt (issue 5, pins; session 48). The two pins make
 * one blob under the network's "standing" peak; pins.ts onEmptySeat takes a
 * "standing" peak on a large blob near an empty seat for a pin lying across
 * it and relabels it lying, and the two pins become one lying pin: the seat's
 * pin is missed (development 9 400 028 scene 2, the bottom seat at p 0.26, the
 * "standing" peak 1.2 mm off it on 244 mm², elongation 2.77; 9 700 019 scene 1,
 * the left seat at p 0.40, 5.0 mm, 474 mm², 1.60). By shape and score such a
 * blob is a lying pin's twin (models/README.md, sessions 47-48: the
 * "standing" peaks of lying pins within 15 mm of seats judged empty at
 * p ≥ 0.2 score 0.26-0.52 on blobs of 136-376 mm², elongation 1.13-3.08).
 * What tells them is colour: the five-pins castle has one red pin, the centre
 * seat's, so on a white seat the blob's red part is the red pin, off its
 * seat, and the white pins lying near doubtful empty seats hold no red
 * (colour-split.ts tonePart; session 34: every red part of 10 mm² or more it
 * measured was on the red pin).
 */
import { centreSeat, tonePart } from './colour-split.js';
import { lineOf } from './seat-lines.js';
import type { RgbImage } from './preprocess.js';
import { KNOCKED_MAX_MM, type CastleGeometry, type PinCand, type SeatCall } from './castle-measures.js';

/**
 * The red part (tonePart 'red', mm², from the "standing" peak) of the peak's
 * blob from which the red pin lies against the seat's pin. Development
 * (9 400 000, 9 700 000, 9 900 000, 40 × 8 each): of the "standing" peaks
 * within KNOCKED_MAX_MM of a white seat judged empty at p ≥ 0.03 (the centre
 * judged empty), only the two pins above have any red part, 20.9 and
 * 18.6 mm²; measured from the seat's top on every white seat not judged
 * standing with a peak within 15 mm, red parts of 6-135 mm² lie on empty
 * seats only at p ≤ 0.025 (the red pin against the sticker or a white lying
 * pin). So the classifier's doubt (`doubtfulSticker`) does the separating
 * and any bar above 0 up to 18.6 gives the same replay (replayed with the
 * bar at 1 and the p line at 0.03: word for word); this bar only asks that
 * the red be a pin's part, not a few mixed pixels at a white pin's rim.
 * Raising it to 20 (colour-split.ts's SPLIT_RED_MIN_AREA_MM2 until session 49) loses 9 700 019
 * scene 1 (the red pin half under the white one); lowering it toward 0 takes
 * such rim pixels for the red pin.
 */
export const AGAINST_RED_MIN_AREA_MM2 = 10;

/**
 * The "standing" peak `p` within KNOCKED_MAX_MM of the white seat `seat` (not
 * the centre) judged empty at p ≥ `doubtfulSticker` (seat-lines.ts, 0.15:
 * from there a "standing" peak on an empty seat may be its pin), the centre
 * seat judged empty too (the red pin off its seat), is the seat's pin
 * standing when its blob holds a red part of at least AGAINST_RED_MIN_AREA_MM2:
 * the red pin lying against it (pins.ts then keeps the peak standing and the
 * seat its pin, as for empty-seat-line.ts's 'standing' read; colour-split.ts
 * or the network's "fallen" peak keeps the red pin lying). Development: any
 * line from 0.03 to 0.25 gives the same (the two pins at p 0.26 and 0.40).
 * Raising the line toward 0.26 loses 9 400 028 scene 2; lowering it below
 * 0.026 reaches empty seats whose blob at the top holds the red pin
 * (9 700 013 scene 5, p 0.025, 29 mm²; 9 400 031 scene 0, p 0.003, 26 mm²,
 * the red pin against the sticker). The one such pin below (9 400 008
 * scene 2, p 0.004, red 42 mm² at the top) has those twins and stays missed.
 */
export function standsAgainstRed(img: RgbImage, p: PinCand, seat: number, seatMm: number, castle: CastleGeometry, mmPerPx: number, call: SeatCall | undefined): boolean {
  const centre = centreSeat(castle), calls = castle.verdicts;
  if (!call || call.standing || p.cls !== 'pin-standing' || seatMm > KNOCKED_MAX_MM || centre < 0 || seat === centre || !calls || calls[centre]!.standing) return false;
  if (call.pStanding < lineOf(call, 'doubtfulSticker')) return false;
  return tonePart(img, p.x, p.y, mmPerPx, 'red', castle).areaMm2 >= AGAINST_RED_MIN_AREA_MM2;
}
