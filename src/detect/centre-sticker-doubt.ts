/**
 * The centre seat left out of the doubtful-sticker read (issue 5, pins;
 * session 49). empty-seat-line.ts stands the seat's pin where a "standing"
 * peak on a seat judged empty with doubt (DOUBTFUL_STICKER_P 0.15 up to
 * DOUBTFUL_LINE_P) leaves no more than a sticker off the chalk line
 * (session 47, round 3): at a coarse camera a white pin over its white
 * sticker is as bright as the sticker, and only the classifier's doubt tells
 * them apart. The centre seat's pin is the red one: over its sticker it
 * reads red or grey-pink (red-knocked.ts: the red pin's top rises in G by
 * 82 at most over the cloth), so a peak there that leaves a sticker's part
 * off the line is the white sticker itself or a pin lying beside it.
 * Development (9 400 000, 9 650 000, 9 650 040, 9 700 000, 9 900 000, 40 × 8
 * each; scratch listing of every read): the read stands a pin six times.
 * On white seats three: the seat's pin standing twice (9 700 019 scene 4,
 * p 0.23; 9 700 023 scene 6, 0.31; the read's own cases), the sticker beside
 * a pin knocked 15 mm off once (9 650 037 scene 3, 0.22). On the centre seat
 * three, none of them a red pin standing: the sticker alone (9 650 004
 * scene 1, p 0.26, 105 mm², its 3 × 3 px G 123 over the cloth), the red pin
 * lying beside the sticker (9 650 057 scene 3, p 0.23, 105 mm², spot
 * 178/176/157; 9 650 058 scene 5, p 0.27, 183 mm², elongation 3.01, spot
 * red 158/91/97, the peak on the pin's body 4.1 mm off the seat). Read as
 * the sticker instead, the empty seat is said empty and the searches find
 * the two red pins lying (replay: those six lines gone, no other changed).
 * Cost: a red pin standing over the centre sticker on the line, the seat
 * judged empty at p 0.15-0.35, whose blob less the line is a sticker's, is
 * dropped with the sticker as before session 47 round 3 (none on the five
 * blocks; the centre seat keeps doubtfulEmptyStanding from p 0.4, the
 * line-free standing read from DOUBTFUL_LINE_P, and red-knocked.ts's and
 * head-beside-seat.ts's reads of the red pin).
 */
import { centreSeat } from './colour-split.js';
import type { CastleGeometry, SeatCall } from './castle-measures.js';

/** Whether the doubtful-sticker read may stand seat `call`'s pin: a white seat, not the red pin's centre seat. */
export function doubtReadsPin(castle: CastleGeometry, call: SeatCall): boolean {
  return castle.verdicts?.[centreSeat(castle)] !== call;
}
