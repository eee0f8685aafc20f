/**
 * The red search's find on the centre seat itself is the centre pin standing
 * (issue 5, pins; session 49). red-search.ts looks for the red pin LYING
 * where the centre seat is judged empty and no kept pin explains it; where
 * the network gave the standing centre pin no peak at all, that search finds
 * its head (seen from above a standing pin is its ~10 mm head) and laid it
 * down on its own seat. Development 9 050 037 scene 2 (2.53 mm/px, green
 * cloth, the centre judged empty at p 0.36): a round red part of 26 mm²
 * (elongation 1.00) 1.6 mm from the seat's top, kept as a lying pin there
 * ("standing seen lying"). Every red-search find on the four development
 * blocks (9 050 000, 9 400 000, 9 700 000, 9 900 000, 40 × 8 each; scratch
 * listing): eight, the seven others the red pin lying 8.4-68.9 mm from the
 * centre seat (the nearest, 9 050 028 scene 0, 8.4 mm at p 0.001; the only
 * one at p ≥ 0.15, 9 400 009 scene 3, 49.4 mm at p 0.36), their red parts
 * elongated 1.07-2.44.
 */
import { lineOf } from './seat-lines.js';
import { FALLEN_BODY_ELONGATION, SEAT_STANDING_MM, distanceToSeat, type CastleGeometry } from './castle-measures.js';

/**
 * A red-search part whose middle lies within this (mm, at a pin's top) of
 * the centre seat is on the seat, where a standing pin's head is: a lying
 * pin rarely lies with its middle on a seat (castle-measures.ts
 * SEAT_STANDING_MM, the same reach). Development: the standing head 1.6 mm,
 * the lying red pins found 8.4 mm and more (that one at p 0.001, the next
 * 19.6 mm), so any bar of 1.6-8.4 gives the same figures (with the p line,
 * any of 1.6-49.4). Raising it stands up a red pin lying with its middle
 * near an empty centre the classifier doubts; lowering it keeps the centre
 * pin, standing a few mm off its seat, lying.
 */
export const RED_HEAD_SEAT_MM = SEAT_STANDING_MM;

/**
 * The red search's part at (x, y), elongated `elongation`, is the centre pin
 * standing when the centre seat is judged empty with doubt (at least
 * `doubtfulSticker`, 0.15: below it the classifier is sure the seat is
 * empty; development, the head at p 0.36, the lying red pins the search
 * found within 20 mm of the centre at p ≤ 0.006), the part lies on the seat
 * (RED_HEAD_SEAT_MM) and is round as a head (less elongated than a lying
 * pin's body, castle-measures.ts FALLEN_BODY_ELONGATION: a 25 × 10 mm bar;
 * the head 1.00). Only the one find lies within RED_HEAD_SEAT_MM on development, so
 * any p line up to 0.36 and any elongation bar above 1.00 give the same
 * figures there; the two are guards for what development does not show (a
 * red pin lying across the centre seat with no network peak on it).
 */
export function redHeadOnCentreSeat(part: { x: number; y: number; elongation: number }, castle: CastleGeometry, centre: number): boolean {
  const call = castle.verdicts?.[centre];
  if (!call || call.standing || call.pStanding < lineOf(call, 'doubtfulSticker')) return false;
  return part.elongation < FALLEN_BODY_ELONGATION && distanceToSeat(castle, centre, part.x, part.y) < RED_HEAD_SEAT_MM;
}
