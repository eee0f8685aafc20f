/**
 * The chalk line beside a seat judged standing with doubt (issue 5, pins;
 * session 49): a "standing" peak the network put on the line a few mm off the
 * seat is the line, not the seat's pin, where the classifier is not sure.
 *
 * Within KNOCKED_MAX_MM of a seat judged standing, pins.ts onStandingSeat
 * keeps every "standing" peak as the seat's pin (shifted a little). Beyond
 * STANDING_SEAT_MM pins.ts already drops a peak drawn out along the line
 * (CHALK_LINE_ELONGATION, not lyingAlongLine) as the line; nearer, the line
 * was never asked. Development 9 900 009 scene 1 (1.82 mm/px): the centre
 * seat at p 0.75 (under `knockedSure` 0.85), its pin lying 22.7 mm off (kept
 * lying); the network's "standing" peak 0.35 on the line 9.5 mm from the
 * seat, its blob 113 mm² drawn out 6.80, 0.3 mm from the line: kept as the
 * centre pin standing (an empty seat said standing, a false standing pin).
 * With it read as the line, the kept lying pin explains the seat
 * (unseen-standing.ts lyingExplainsSeat, given the peaks less the line's).
 *
 * The other side, six dev blocks (9 400 000, 9 700 000, 9 900 000,
 * 9 050 000, 9 650 000, 9 650 040, 40 × 8 each): the standing pins kept
 * from a "standing" peak beyond SEAT_STANDING_MM of their seat with a blob
 * drawn out 3.0 or more: at a doubtful seat (p < 0.85) the most drawn out is
 * 3.02 (9 900 009/4, p 0.82, 7.2 mm off); at sure seats 4.15 and 4.49
 * (9 400 008/4 p 0.93, 9 650 040/2 p 1.00), which the `knockedSure` gate
 * keeps. The rule's only effect on the six blocks is 9 900 009/1.
 * Risk: a doubtfully seen standing pin shifted along the line whose blob the
 * line draws out past CHALK_LINE_ELONGATION, with a kept lying pin within
 * LYING_EXPLAINS_MM and no other peak within KNOCKED_MAX_MM, would be lost;
 * without a lying pin beside it unseenStanding still puts it on its seat.
 */
import { lyingAlongLine } from './along-line.js';
import { lineOf } from './seat-lines.js';
import type { PinShape } from './pin-blob.js';
import { CHALK_LINE_ELONGATION, CHALK_LINE_MM, KNOCKED_MAX_MM, SEAT_STANDING_MM, type PinCand, type SeatCall } from './castle-measures.js';

/**
 * Whether `p`, a "standing" peak `seatMm` from its nearest seat (judged
 * standing, below `knockedSure`) and `lineMm` from the chalk line, is the
 * line: beyond SEAT_STANDING_MM (nearer, the seat's pin on its sticker is
 * drawn out by the line through it) and within KNOCKED_MAX_MM (farther,
 * pins.ts stateBySeat already reads such a blob as the line), on the line
 * (CHALK_LINE_MM), its blob
 * drawn out as the line (CHALK_LINE_ELONGATION) and not a pin lying along
 * it (along-line.ts lyingAlongLine).
 */
export function lineOffDoubtfulSeat(p: PinCand, s: PinShape, seatMm: number, lineMm: number, call: SeatCall): boolean {
  return p.cls === 'pin-standing' && call.standing && call.pStanding < lineOf(call, 'knockedSure') && seatMm > SEAT_STANDING_MM && seatMm <= KNOCKED_MAX_MM
    && lineMm < CHALK_LINE_MM && s.elongation >= CHALK_LINE_ELONGATION && !lyingAlongLine(s);
}
