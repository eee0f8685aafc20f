/**
 * Two starts a pair finding made each other's hitter (issue 6, session 62).
 * `byFinding` (extract.ts) names a start's hitter from a contact of the pair
 * dated at that start; where both balls of the contact start within a few
 * milliseconds of it, each is named the other's hitter. Then no start is
 * free, there is no strike, and the stage drops the whole stroke
 * (development libre and cadre 47/1 #195 stroke 2 at 60 fps: the yellow,
 * hidden under the cue from 20.53 s, struck at 20.94, first seen again at
 * 21.05 after it hit the red at 21.03; the red was seen at rest until 21.00;
 * both starts traced back to 21.033-21.034, the stroke and its two contacts
 * lost). One ball of a touch came in: the one seen at rest last, well after
 * the other left its rest, was the one hit; the other keeps the cause the
 * positions gave it.
 */
import type { BallId } from '../contracts/ids.js';
import type { Cause } from './causes.js';

/**
 * How much earlier (s) one ball of a mutual pair must have been last seen at
 * rest than the other for it to be the hitter: a frame at 25 fps, so two
 * balls seen leaving their rest in the same frame or the next (a frozen pair
 * pushed apart, noise on a start) stay as they were. Raising it leaves more
 * such pairs without a strike; lowering it to under a frame lets one frame's
 * noise on a last rest point pick the hitter. Range 0.02-0.3.
 */
export const LEFT_REST_FIRST_S = 0.04;

/**
 * `why` with every pair of starts made each other's hitter by findings
 * (neither named so in `found`, the causes the positions gave) settled: the
 * ball that left its rest LEFT_REST_FIRST_S or more before the other gets its
 * own cause back from `found`; a pair that left together is left as it is.
 */
export function settleMutualHitters(why: readonly Cause[], found: readonly Cause[]): Cause[] {
  const causeOf = (id: BallId): Cause | undefined => why.find((w) => w.start.id === id);
  return why.map((w, i) => {
    const other = w.by === null ? undefined : causeOf(w.by);
    if (!other || other.by !== w.start.id || found[i]!.by === w.by) return w;
    return other.start.lastRestT - w.start.lastRestT >= LEFT_REST_FIRST_S ? found[i]! : w;
  });
}
