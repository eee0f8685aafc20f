/**
 * A contact with a ball at rest is dated where the hitter reaches its rest
 * place (issue 6, session 38). `refine` dates a contact where the two
 * incoming pieces are 2R apart, its window set by the pair's distance
 * minimum. A slow hitter (~100 mm/s, 2 mm a frame at 60 fps) that pushes a
 * resting ball on keeps the pair close: the observed minimum comes a frame
 * or two after the touch, and the resting ball's "incoming" piece then holds
 * points of its way off, fitted as a slow run away from the hitter, so the
 * hitter's line reaches it late (development libre and cadre-47-1 #13
 * stroke 2 at 60 fps: the white at 120 mm/s into the resting yellow, dated
 * 14.498 s for a touch at 14.448, a miss and an extra). The ball lay still
 * before: its rest place (the median of its points before, contact-rests.ts
 * `restAt`) is where it was met; the hitter's incoming line reaching 2R
 * from it is the touch, when that lies before the pieces' meeting. Only for
 * pieces that met (`refine`: the window holds the touch's overlap) and a
 * hitter fast enough for its line to date it (REST_DATE_MIN_MM_S).
 */
import { type Piece, fitPiece, meeting, speedOf } from './fit.js';
import type { BallHistory } from './history.js';
import { restAt } from './contact-rests.js';
// Read at call time only (contacts.ts calls restDated), so the import cycle is safe.
import { INCOMING_MIN_MM_S } from './contacts.js';

/**
 * How much earlier (s) than the pieces' meeting the rest place may date the
 * touch: the minimum lags the touch by a frame or two at 60 fps; further
 * back the hitter's line is extrapolated over a rail or an earlier touch.
 * Raising it lets a hitter's line bent by a rail date a touch early;
 * lowering it leaves late dates at 30 fps (a frame is 33 ms). Range 0.02-0.12.
 */
export const REST_DATE_BACK_S = 0.07;

/**
 * Least speed (mm/s) of the hitter's incoming piece for its line to date the
 * touch: a few mm of error in the line is a frame of time at 100 mm/s, and
 * a slower ball rolling to a stop runs behind its own fitted line
 * (development libre #3 stroke 2 at 60 fps: the white at ~60 mm/s into the
 * yellow, its line at the yellow 42 ms before the touch). Raising it leaves
 * more late minima; lowering it dates slow roll-ups early. Range 60-300.
 */
export const REST_DATE_MIN_MM_S = 100;

/**
 * Least lag, in frames, of the pieces' meeting behind the rest place's date
 * for the latter to replace it: a late minimum is a frame or more late, and
 * under half a frame both dates are within their noise, while the contact's
 * date is also where the pair's later fits stop (contacts.ts `afterContacts`):
 * moved across a point it changes them (development three-cushion #77
 * stroke 3 at 30 fps: the kiss 5 ms earlier made the kiss back off the rail
 * 0.08 s on a sure contact, test events.contacts-pushed-again). Raising it
 * keeps more late dates; lowering it moves dates by their noise. Range 0.25-1.
 */
export const REST_DATE_MIN_LAG_FRAMES = 0.5;

/**
 * The time before `tc` (by REST_DATE_MIN_LAG_FRAMES of a `frame` (s) to
 * REST_DATE_BACK_S) at which the hitter's
 * incoming piece `hitter` (at REST_DATE_MIN_MM_S or more) is 2R from where ball `rest` lay before, `rest`'s
 * incoming piece `still` under INCOMING_MIN_MM_S (contacts.ts); undefined when it lay nowhere
 * still, or the hitter's line does not reach it in that span (nor after the
 * hitter's first fitted point).
 */
export function restDated(hitter: Piece, still: Piece, rest: BallHistory, tc: number, R: number, frame: number): number | undefined {
  if (speedOf(still) >= INCOMING_MIN_MM_S || speedOf(hitter) < REST_DATE_MIN_MM_S) return undefined;
  const q = restAt(rest, tc);
  if (!q) return undefined;
  const first = meeting(hitter, fitPiece([0, 1], [q[0], q[0]], [q[1], q[1]]), 2 * R).first;
  // Not before the hitter's first fitted point: its line is not known before that (a rail hit, another touch).
  return first !== null && first <= tc - REST_DATE_MIN_LAG_FRAMES * frame && first >= Math.max(tc - REST_DATE_BACK_S, hitter.from) ? first : undefined;
}
