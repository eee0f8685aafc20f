/**
 * A thin kiss can push a ball at rest a few mm so slowly that it never shows
 * leaving its rest within DEPART_AFTER_S (`departsAt`, contact-rests.ts):
 * development libre #80 stroke 6 at 60 fps, the yellow passing the red 0.2 mm
 * wide, the red off its rest and pushed away along the centres, a 0.35 doubt.
 * `departsAt` guards against a later, slow push by another ball being taken
 * for the pass's. Where no third ball came near the displaced one from just
 * before the contact until its place after is read (`placeAfter`), and the
 * pair's other ball only drew away from it from the contact on (a slow hitter
 * creeping on into it, the push `departsAt` was written against), nothing
 * else can have moved it. Session 38's first form checked that other ball
 * only from 0.2 s on, and held-out five-pins #70004 stroke 4 at 30 fps took a
 * near pass 121 ms before the white's true touch of the yellow as a kiss:
 * the white was still closing in on the yellow then.
 */
import { distance } from '../geometry/vec.js';
import { type BallHistory, indicesIn } from './history.js';
import { restAt } from './contact-rests.js';

/**
 * How far (mm beyond 2R) a third ball must stay from the displaced ball's
 * rest place for the pass to own its displacement. Raising it refuses more
 * kisses near a cluster; lowering it lets a third ball's slow nudge be read as
 * the pass's. Range 5-100.
 */
export const ALONE_MM = 30;
/** End (s after the contact) of the span checked: where `placeAfter` stops reading the ball's settled place. */
const ALONE_UNTIL_S = 0.6;

/**
 * When (s after the contact) the other ball of the pair must be clear of the
 * same reach: a thin kiss's hitter, passing on along the tangent at 300 mm/s
 * or more, is that far by then. Raising it lets a slow hitter return into the
 * ball unseen; lowering it refuses faster passes. Range 0.1-0.4.
 */
const HITTER_CLEAR_S = 0.2;

/**
 * How far (mm) the pair's other ball may come back towards the displaced
 * ball's rest place, below the farthest it has been since the contact, while
 * within 2R + ALONE_MM of it: a thin kiss's hitter leaves along the tangent,
 * its distance from the rest place only growing; one still closing in (or
 * back) touches it later, and that touch may own the displacement. It sits
 * above the noise of two points' distance (1-2 mm, twice that on a noisier
 * camera). Raising it lets a slow hitter creeping back in pass; lowering it
 * lets a passing hitter's noise refuse a kiss. Range 3-15.
 */
const HITTER_CLOSING_MM = 6;

/**
 * Ball h rested before tc, no ball in `others` was seen within 2R + ALONE_MM
 * of that rest place from tc - 0.3 s to tc + ALONE_UNTIL_S, and the pair's
 * other ball (`hitter`) only drew away from it from tc on (`drewAway`) and
 * was clear of that reach from tc + HITTER_CLEAR_S.
 */
export function leftAlone(h: BallHistory, hitter: BallHistory, tc: number, others: readonly BallHistory[], R: number): boolean {
  const rest = restAt(h, tc);
  if (!rest) return false;
  const clear = (o: BallHistory, from: number): boolean => indicesIn(o, from, tc + ALONE_UNTIL_S).every((k) => distance(rest, [o.x[k]!, o.y[k]!]) > 2 * R + ALONE_MM);
  return others.every((o) => clear(o, tc - 0.3)) && clear(hitter, tc + HITTER_CLEAR_S) && drewAway(hitter, rest, tc, 2 * R + ALONE_MM);
}

/** From tc to tc + ALONE_UNTIL_S, `o` never came HITTER_CLOSING_MM closer to `rest` than its farthest since tc while within `reach` (mm). */
export function drewAway(o: BallHistory, rest: readonly [number, number], tc: number, reach: number): boolean {
  let far = -Infinity;
  for (const k of indicesIn(o, tc, tc + ALONE_UNTIL_S)) {
    const d = distance(rest, [o.x[k]!, o.y[k]!]);
    if (d < reach && d < far - HITTER_CLOSING_MM) return false;
    far = Math.max(far, d);
  }
  return true;
}
