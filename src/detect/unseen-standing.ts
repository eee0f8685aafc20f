/**
 * Standing pins the network gave no kept peak for (issue 5, pins): a seat the
 * classifier judged standing (or judged empty doubtfully where the network
 * saw its pin standing) with no standing pin kept on it gets one at the top
 * of a pin on its seat (split out of pins.ts, session 32) — unless a lying
 * pin beside the seat explains the classifier's doubt (lyingExplainsSeat).
 */
import { lineOf } from './seat-lines.js';
import { KNOCKED_MAX_MM, distanceToSeat, type CastleGeometry, type PinCand, type SeatCall } from './castle-measures.js';

/**
 * A lying pin whose middle lies within this (mm, its base at a pin's top, as
 * seatDistance measures) of a seat can be what the seat classifier took for
 * a standing pin: its known errors are empty seats with a pin lying 6-28 mm
 * from them read as standing at 0.52-0.86 (models/README.md, "Seat
 * classifier"; the 32 px patch reaches ~40 mm off the seat). Development
 * (9 400 000-014, 9 500 000-014, 9 700 000-039, 9 800 000-039): the two
 * empty seats read so with no peak near them, a lying pin 16.4 and 17.6 mm
 * off (9 700 039/2, 9 700 004/6, p 0.54-0.55); one more at 32.6 mm
 * (9 800 022/2, p 0.62) left. Raising it calls empty more seats whose pin the
 * network missed with a pin lying farther off; lowering it keeps the
 * classifier's errors.
 */
export const LYING_EXPLAINS_MM = 30;

/**
 * Seat `i`, judged standing without the classifier being sure (below
 * `knockedSure`), is explained by a lying pin beside it: the network put no
 * peak of either state within KNOCKED_MAX_MM of it (a standing pin there,
 * even one a lying pin touches, gives a peak within that reach: its own, or
 * the lying pin's against it), while a lying pin it kept lies within
 * LYING_EXPLAINS_MM. Then no standing pin is added there. Where the
 * classifier is sure, a pin the network missed keeps its seat (development:
 * four such seats at p 0.88-1.00 with a lying pin 18-34 mm off).
 */
export function lyingExplainsSeat(castle: CastleGeometry, i: number, call: SeatCall, peaks: readonly PinCand[], lying: readonly PinCand[]): boolean {
  if (call.pStanding >= lineOf(call, 'knockedSure')) return false;
  if (peaks.some((p) => distanceToSeat(castle, i, p.x, p.y) <= KNOCKED_MAX_MM)) return false;
  return lying.some((p) => distanceToSeat(castle, i, p.x, p.y) <= LYING_EXPLAINS_MM);
}

/**
 * Standing pins on seats the classifier judged standing, or judged empty
 * doubtfully where the network saw a standing pin (`doubtful`:
 * pins.ts doubtfulEmptyStanding), where no standing peak is kept (a pin against a
 * fallen one, a faint pin): placed at the top of a pin on its seat, the
 * classifier's probability as confidence. Not on a seat judged standing that
 * a kept lying pin explains (lyingExplainsSeat; `peaks`: the network's
 * measured peaks, `lying`: the lying pins kept).
 */
export function unseenStanding(castle: CastleGeometry | undefined, found: readonly number[], doubtful: ReadonlySet<number>, peaks: readonly PinCand[] = [], lying: readonly PinCand[] = []): PinCand[] {
  const out: PinCand[] = [];
  castle?.verdicts?.forEach((v, i) => {
    if (found.includes(i)) return;
    if (doubtful.has(i) || (v.standing && !lyingExplainsSeat(castle, i, v, peaks, lying))) out.push({ cls: 'pin-standing', x: v.top[0], y: v.top[1], score: v.pStanding });
  });
  return out;
}
