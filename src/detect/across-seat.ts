/**
 * A pin lying across a seat that the seat classifier judged standing without
 * being sure (issue 5, pins; session 24). The classifier's errors of this
 * kind are a lying pin's body over the seat; on the tuning sets it gave those
 * seats 0.52-0.96, where 3 394 of the 3 433 standing pins kept on their own
 * peak score 0.97 or more. What then tells a lying pin from a standing one is
 * its blob without the chalk line: the line through the centre, left and
 * right seats draws a standing pin's blob out along itself (elongation up to
 * 4.5), so the line's pixels are left out; what remains of a standing pin is
 * its sides (under 150 mm² but for a shadow or its sticker beside it), of a
 * pin lying across the line most of its 25 × 10 mm body.
 */
import { moments, pinBlob } from './pin-blob.js';
import type { RgbImage } from './preprocess.js';
import { DEFAULT_SEAT_LINES, lineOf } from './seat-lines.js';
import { AWAY_LYING_MIN_CONTRAST, CHALK_LINE_MM, chalkLineDistance, type CastleGeometry, type SeatCall } from './castle-measures.js';

/**
 * Below this probability a seat judged standing is open to the test (tuning
 * sets 9 100 000-039, 9 300 000-099: lying pins read standing there at
 * 0.52-0.96; 39 standing pins under it). Raising it exposes more standing
 * pins to the blob test.
 */
export const ACROSS_UNSURE_P = DEFAULT_SEAT_LINES.acrossUnsure; // 0.97; a seat model's own: seat-lines.ts
/** Only a peak this close (mm, its base) to the seat: the lying pins read standing lie 1.3-6.1 mm off it. */
export const UNSURE_ACROSS_SEAT_MM = 8;
/** Blob pixels within this (mm, on the cloth) of the chalk line are the line's (it is ~2 mm wide, placed within ~1 mm). */
export const LINE_FREE_LINE_MM = 3;
/**
 * The blob without the line covers LINE_FREE_MIN_AREA_MM2-LINE_FREE_MAX_AREA_MM2
 * and is drawn out at least LINE_FREE_MIN_ELONGATION: a lying pin's body. Tuning
 * sets, peaks within UNSURE_ACROSS_SEAT_MM of a seat judged standing below
 * ACROSS_UNSURE_P with 150-300 mm² left: the lying pins 2.23-3.05 (five:
 * 9 100 039 scene 3, 9 300 067/6, 076/4, 095/2, 033/6) and 1.61-1.84 (two,
 * left standing), the standing pins 1.61-2.13 (a shadow, or the sticker of
 * a pin shifted off it: 9 100 014 scene 1); over 300 mm² a pin merged with
 * another (440-476 mm²). Lowering the elongation lays standing pins with a
 * shadow down; raising it keeps more lying pins standing.
 */
export const LINE_FREE_MIN_AREA_MM2 = 150;
export const LINE_FREE_MAX_AREA_MM2 = 300;
export const LINE_FREE_MIN_ELONGATION = 2.2;

export interface LineFreeShape { areaMm2: number; elongation: number }

/** The blob at (x, y) without the chalk line's pixels: its area (mm²) and elongation. */
export function lineFreeShape(img: RgbImage, x: number, y: number, mmPerPx: number, castle: CastleGeometry): LineFreeShape {
  const { px } = pinBlob(img, x, y, mmPerPx);
  const off: number[] = [];
  for (let i = 0; i < px.length; i += 2) if (chalkLineDistance(castle, px[i]!, px[i + 1]!) >= LINE_FREE_LINE_MM) off.push(px[i]!, px[i + 1]!);
  return { areaMm2: (off.length / 2) * mmPerPx * mmPerPx, elongation: off.length >= 6 ? moments(Int32Array.from(off)).elongation : 1 };
}

/**
 * A peak within UNSURE_ACROSS_SEAT_MM of a seat judged standing below ACROSS_UNSURE_P,
 * bright (AWAY_LYING_MIN_CONTRAST), whose blob without the line is a lying
 * pin's body (area, elongation): a pin lying across the seat.
 */
export function lyingAcrossUnsure(img: RgbImage, x: number, y: number, contrast: number, seatMm: number, mmPerPx: number, castle: CastleGeometry, call: SeatCall): boolean {
  if (!call.standing || call.pStanding >= lineOf(call, 'acrossUnsure') || seatMm > UNSURE_ACROSS_SEAT_MM || contrast < AWAY_LYING_MIN_CONTRAST) return false;
  const m = lineFreeShape(img, x, y, mmPerPx, castle);
  return m.areaMm2 >= LINE_FREE_MIN_AREA_MM2 && m.areaMm2 <= LINE_FREE_MAX_AREA_MM2 && m.elongation >= LINE_FREE_MIN_ELONGATION;
}

/**
 * Whether a peak `lineMm` from the chalk line (on it) has a blob whose part
 * off the line is drawn out less than LINE_FREE_MIN_ELONGATION: a standing
 * pin the line drew out, not a pin lying across its seat (session 26; pins.ts
 * lyingAcrossDoubtful asks it of blobs it would lay down). Tuning sets, the
 * blobs lyingAcrossDoubtful laid down on the line: the standing pins 1.36
 * (9 500 008 scene 0), 1.78-1.82 (9 500 027/7) and 2.14 (9 400 008/3, 220 mm²
 * left, p 0.81), the pin lying across the centre seat 2.28 (9 400 012/5,
 * 84 mm² left: the area does not tell them apart). Off the line the blob is
 * its own (9 300 007/4, a lying pin, 1.90): not asked. Raising the bar
 * stands pins lying along the line up; lowering it lays standing pins down.
 */
export function lineDrewOutStanding(img: RgbImage, x: number, y: number, lineMm: number, mmPerPx: number, castle: CastleGeometry): boolean {
  return lineMm < CHALK_LINE_MM && lineFreeShape(img, x, y, mmPerPx, castle).elongation < LINE_FREE_MIN_ELONGATION;
}
