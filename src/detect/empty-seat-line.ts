/**
 * A seat the classifier judged empty, read through the peak's blob less the
 * chalk line (issue 5, pins; session 25). The line through the centre, left
 * and right seats joins a sticker's or a standing pin's blob and draws it out
 * to a lying pin's size and elongation; without the line's pixels
 * (across-seat.ts lineFreeShape) a sticker leaves less than its own disc, a
 * standing pin its sides, a pin lying across the seat most of its body.
 * Off the line (top and bottom seats) nothing is left out and the measure is
 * the blob's own area.
 */
import type { RgbImage } from './preprocess.js';
import { lineFreeShape } from './across-seat.js';
import { AWAY_MAX_AREA_MM2, CHALK_LINE_MM, SEAT_STANDING_MM, type CastleGeometry, type PinCand, type SeatCall } from './castle-measures.js';
import type { PinShape } from './pin-blob.js';
import { STICKER_SEAT_MM } from './seat-sticker.js';
import { STICKER_MAX_AREA_MM2 } from './knocked-pin.js';
import { DEFAULT_SEAT_LINES, lineOf } from './seat-lines.js';
import { doubtReadsPin } from './centre-sticker-doubt.js';

/**
 * Below this probability of a standing pin the peak on an empty seat's
 * sticker may be the sticker (STICKER_LINE_FREE_MAX_MM2); from it, a
 * "standing" peak may be the seat's pin (STANDING_LINE_FREE_MAX_MM2).
 * Tuning sets (seeds 9 100 000-039, 9 300 000-099, 9 400 000-039),
 * "standing" peaks within SEAT_STANDING_MM of a seat judged empty at p ≥ 0.2:
 * the standing pins at 0.25, 0.38 and 0.49, the stickers at ≤ 0.31, the
 * lying pins at 0.25-0.44. Lowering it stands up stickers the classifier
 * hesitates on; raising it leaves such pins missed (9 400 022 scene 5: 0.38).
 */
export const DOUBTFUL_LINE_P = DEFAULT_SEAT_LINES.doubtfulLine; // 0.35; a seat model's own: seat-lines.ts
/**
 * On the line, a blob with less than this (mm²) left without the line is
 * the seat's sticker (Ø 8 mm: 50 mm²) joined to the line, even where the
 * blob is as wide as a pin (seat-sticker.ts stickerWithLine asks under
 * 7 mm): in bright halls the line and the sticker blur into a blob 7-8 mm
 * wide. Tuning sets, peaks within STICKER_SEAT_MM of a seat judged empty on
 * the line: the seven kept as false lying pins 29-49 mm² left (9 400 025
 * scenes 1, 6, 7; 9 400 031 scenes 0, 1, 4; 9 400 028 scene 1), the least
 * for a lying pin 79 (9 400 031 scene 2, a pin lying along the line). 80
 * drops that pin, 110 three more; 50 gives the same figures as 60.
 */
export const STICKER_LINE_FREE_MAX_MM2 = 60;
/**
 * From this probability of a standing pin (below DOUBTFUL_LINE_P), a
 * "standing" peak within SEAT_STANDING_MM of the seat whose blob less the
 * line reads as the sticker (STICKER_LINE_FREE_MAX_MM2) is the seat's pin
 * standing on it: at a coarse camera (~3 mm/px) a pin over its sticker on
 * the line leaves no more off the line than the sticker does, and only the
 * classifier's doubt tells them apart (session 47). Development blocks
 * (seeds 9 400 000-039, 9 700 000-039, 9 900 000-039, the shipped seat
 * model), the 464 "standing" peaks read as the sticker: on no pin at p ≤ 0.04
 * (460 of them, all within STICKER_SEAT_MM; 433 at 0.00), on a lying pin 0.07
 * and 0.11 (6.7-7.6 mm off the seat, beyond SEAT_STANDING_MM), on the
 * seat's standing pin 0.23 (9 700 019 scene 4, 3.5 mm) and 0.31 (9 700 023
 * scene 6, 2.9 mm). Replayed: any bar of 0.05-0.23 gives the same
 * development figures; 0.24 loses 9 700 019 scene 4 again; 0.04 adds two false
 * standing pins on stickers (9 400 024 scene 4, 9 900 021 scene 3), 0.02 nine.
 * Raising it misses such pins; lowering it stands up the stickers of seats the
 * classifier hesitates on (session 25's tuning sets had stickers up to 0.31
 * with seat model v3 of then). Session 49: the read also asks the whole blob
 * to be larger than a sticker alone (knocked-pin.ts STICKER_MAX_AREA_MM2,
 * 80: stickers 59-77 mm², pins standing on their seats from 82): on the
 * fresh block 9 050 000-039 a sticker alone at p 0.277 (9 050 027 scene 0,
 * 2.12 mm/px, 58 mm², round, 13 left without a faint line) stood a false
 * pin; the two pins the read finds measure 102 (9 700 019 scene 4) and 172
 * mm² (9 700 023 scene 6, the line in its blob), and the other blobs it
 * reaches at p ≥ 0.15 on the four development blocks 115 mm² (9 050 009
 * scenes 2 and 5, a sticker joined to the line; no pin kept there either
 * way), so any bar of 59-102 gives the same replay. Raising that bar past a
 * pin's blob misses pins on their stickers at fine cameras; lowering it
 * stands up stickers alone.
 */
export const DOUBTFUL_STICKER_P = DEFAULT_SEAT_LINES.doubtfulSticker; // 0.15; a seat model's own: seat-lines.ts
/**
 * A "standing" peak on a seat judged empty doubtfully (DOUBTFUL_LINE_P) whose
 * blob leaves less than this (mm²) without the line is no lying pin but the
 * seat's pin standing (the line drew it out: session 20's test asks a round
 * blob). Tuning sets, same peaks at p ≥ 0.35: the standing pins 74 (9 400 001
 * scene 4, laid down) and 104 mm² (9 400 022 scene 5, dropped), the lying
 * pins 137 (9 300 007 scene 7) and more. Raising it stands up pins lying
 * across a doubtful seat; lowering it misses such pins.
 */
export const STANDING_LINE_FREE_MAX_MM2 = 120;

/**
 * What the blob less the line says of peak `p` near a seat judged empty
 * (`call`), `seatMm` from it and `lineMm` from the line: 'sticker' (drop it),
 * 'standing' (the seat's pin), or null (the seat rules decide). The blob is
 * measured only for peaks these tests concern.
 */
export function emptySeatLineRead(img: RgbImage, p: PinCand, s: PinShape, seatMm: number, lineMm: number, mmPerPx: number, castle: CastleGeometry, call: SeatCall | undefined): 'sticker' | 'standing' | null {
  if (!call || call.standing) return null;
  if (call.pStanding < lineOf(call, 'doubtfulLine')) {
    if (seatMm >= STICKER_SEAT_MM || lineMm >= CHALK_LINE_MM) return null;
    if (lineFreeShape(img, p.x, p.y, mmPerPx, castle).areaMm2 >= STICKER_LINE_FREE_MAX_MM2) return null;
    // ... unless the classifier doubts the seat and the network's "standing" peak is on it: the seat's pin over its sticker
    // (a white seat's: on the red pin's centre seat the sticker showing is no pin over it, centre-sticker-doubt.ts),
    // and its whole blob is larger than a sticker alone (STICKER_MAX_AREA_MM2; session 49).
    return p.cls === 'pin-standing' && seatMm < SEAT_STANDING_MM && call.pStanding >= lineOf(call, 'doubtfulSticker') && s.areaMm2 >= STICKER_MAX_AREA_MM2 && doubtReadsPin(castle, call) ? 'standing' : 'sticker';
  }
  if (p.cls !== 'pin-standing' || seatMm >= SEAT_STANDING_MM || s.areaMm2 >= AWAY_MAX_AREA_MM2) return null;
  return lineFreeShape(img, p.x, p.y, mmPerPx, castle).areaMm2 < STANDING_LINE_FREE_MAX_MM2 ? 'standing' : null;
}
