/**
 * A pin lying beside a seat the classifier judged standing without being
 * sure (issue 5, pins, session 36). The seat classifier's known errors are
 * empty seats with a pin lying 6-28 mm from them read as standing at
 * 0.52-0.86 (models/README.md); where the network then puts a "standing"
 * peak on that lying pin within KNOCKED_MAX_MM of the seat, the seat rules
 * took it for the seat's pin knocked a few mm off and stood it up (a lying
 * pin seen standing, and the seat read standing). Development, six sets of
 * 40 × 8 (9 400 000-9 900 000): 9 600 001/4, 9 700 008/4, 9 900 029/6 (the
 * peak 7.9-14 mm off seats at p 0.60-0.79), and 9 500 017/4 (the lying pin
 * kept through its "fallen" twin, the seat given a false standing pin). A
 * standing pin knocked that far stays round (SHIFTED_ROUND_ELONGATION); off
 * the chalk line only a lying pin's body draws the blob out.
 */
import { CHALK_LINE_MM, FALLEN_BODY_ELONGATION, KNOCKED_MAX_MM, SEAT_STANDING_MM, type PinCand, type SeatCall } from './castle-measures.js';
import type { PinShape } from './pin-blob.js';
import { END_PIN_MAX_AREA_MM2 } from './seat-sticker.js';
import { lineOf } from './seat-lines.js';

/**
 * The blob covers at least this (mm²): more than most standing pins' blobs
 * (Ø 10 mm, blurred: 54-221 mm² in the development frames traced, the
 * larger on the chalk line), which the elongation bar asks anyway.
 * Development, "standing" peaks SEAT_STANDING_MM-KNOCKED_MAX_MM off a
 * doubtful standing seat, off the line, drawn out at least
 * FALLEN_BODY_ELONGATION and at most END_PIN_MAX_AREA_MM2: the four lying
 * pins 192-302 mm²; the bar at 0 gives the same figures. Raising it misses
 * lying pins seen partly; lowering it lays a standing pin with a shadow down.
 */
export const BESIDE_DOUBTFUL_MIN_AREA_MM2 = 150;

/**
 * Whether a "standing" peak beside seat `call` is a pin lying there: the seat
 * judged standing below `knockedSure`, the peak SEAT_STANDING_MM-KNOCKED_MAX_MM
 * off it and off the chalk line (CHALK_LINE_MM: the line draws a standing
 * pin out), its blob drawn out like a lying pin's body (FALLEN_BODY_ELONGATION)
 * and one pin's size (BESIDE_DOUBTFUL_MIN_AREA_MM2-END_PIN_MAX_AREA_MM2:
 * larger is the seat's standing pin with a pin lying against it, 9 700 019/6,
 * 483 mm²). Then the seat gets no standing pin (pins.ts `across`).
 */
export function lyingBesideDoubtful(p: PinCand, s: PinShape, seatMm: number, lineMm: number, call: SeatCall): boolean {
  return call.standing && p.cls === 'pin-standing' && call.pStanding < lineOf(call, 'knockedSure')
    && seatMm >= SEAT_STANDING_MM && seatMm <= KNOCKED_MAX_MM && lineMm >= CHALK_LINE_MM
    && s.elongation >= FALLEN_BODY_ELONGATION && s.areaMm2 >= BESIDE_DOUBTFUL_MIN_AREA_MM2 && s.areaMm2 <= END_PIN_MAX_AREA_MM2;
}
