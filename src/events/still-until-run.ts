/**
 * A ball at rest that a later hit sets moving soon after a candidate still
 * says whether the candidate touched it (issue 6, session 43). contacts.ts
 * `stayed` reads the ball's place 0.25-0.6 s after the candidate, where a
 * kissed ball has settled; a ball struck again within that time by another
 * meeting is read moving there, and the candidate keeps whatever its pieces
 * show. A fast ball's kink a few mm wide of a ball at rest is then taken for
 * a contact (0.8), though the ball never left its place until the later hit
 * (development three-cushion #108 stroke 3 at 30 fps: the yellow at 4.3 m/s
 * 0.7 mm past the resting red, a 4.65σ kink of its own noise, the red hit
 * 250 ms later by the yellow back off the top rail; #86 stroke 7: the white
 * off the yellow 3.8 mm past the red with that touch's 27σ kink, the red hit
 * by the yellow 240 ms later). Equal masses: a push the kink implies sends a
 * ball at rest off at that speed, which its points up to the later hit show.
 * Development A/B (events stage, 60 and 30 fps): three-cushion 81-120 at
 * 30 fps contacts [299,4,7] -> [299,2,7] (#86[7], #108[3]); Russian 1-40 at
 * 60 fps [949,11,11] -> [949,10,11] and at twice the noise [919,28,41] ->
 * [919,27,41] (#30[5]: an overlap of 2.7 mm into the colour at rest, hit
 * 0.25 s later, was a contact at 0.95); no other stroke changed in libre,
 * cadre 47/1, five-pins, one-cushion, three-cushion 1-40, libre and
 * one-cushion 81-120, three-cushion and five-pins 121-160, three-cushion 1-40
 * at twice the noise: 4 of 8304 strokes compared changed, each better.
 */
import { distance } from '../geometry/vec.js';
import { axisGaps } from '../geometry/cushion-sides.js';
import { type BallHistory, indicesIn } from './history.js';
import { DEPART_AFTER_S, placeOf, restAt } from './contact-rests.js';
import { shiftBar } from './rest-shift.js';
import { FROZEN_TO_MM } from './held-still.js';

/**
 * The latest (s after the candidate) a ball's next moving run may begin for
 * its points before that run to stand for where it stayed: beyond it
 * contacts.ts `stayed` reads its settled place (0.25-0.6 s on), as here.
 * Raising it past 0.6 s reads stillness where `stayed` reads the settled
 * place; lowering it leaves passes before a later hit that far on to the
 * pass's own kink (the two strokes above: hit 0.24 and 0.25 s on). Range 0.3-0.6.
 */
const LATER_RUN_S = 0.6;

/**
 * Time (s) of points at rest the ball must show between the candidate and
 * its next moving run: under it a median of a frame or two at 30 fps (σ
 * 0.6 mm each) proves no stillness finer than a thin kiss's push. Raising
 * it leaves more near misses beside a ball hit soon after as contacts;
 * lowering it takes a kissed ball hit again at once for one that stayed.
 * Range 0.067-0.3.
 */
const STILL_SPAN_S = 0.1;

/** Half extents of the box the ball centres move in (track/geometry.ts `centreBounds`). */
export interface CentreBounds { halfX: number; halfY: number }

/**
 * Ball h rested before tc and, its next moving run beginning
 * DEPART_AFTER_S-LATER_RUN_S after tc (a later hit), lay at its rest place
 * (within its shift bar, `shiftBar`) over the STILL_SPAN_S or more of points
 * from tc until that run. Not a ball lying within FROZEN_TO_MM of a rail's
 * contact line (`bounds`): one frozen on its rail passes a push on into it
 * and stays (a thin touch by a ball running along that rail). No bounds
 * given: the rails are unknown, and the rule stays out.
 */
export function stillUntilRun(h: BallHistory, tc: number, bounds?: CentreBounds): boolean {
  const rest = restAt(h, tc);
  if (!bounds || !rest || Math.min(...axisGaps(rest, bounds.halfX, bounds.halfY)) < FROZEN_TO_MM) return false;
  const next = h.runs.find(([a]) => h.t[a]! > tc);
  if (!next || h.runs.some(([a, b]) => h.t[a]! <= tc && h.t[b]! >= tc - DEPART_AFTER_S)) return false;
  const run = h.t[next[0]]!;
  if (run < tc + DEPART_AFTER_S || run > tc + LATER_RUN_S) return false;
  const idx = indicesIn(h, tc, run).filter((k) => k < next[0]);
  const place = placeOf(h, idx);
  if (!place || h.t[idx[idx.length - 1]!]! - tc < STILL_SPAN_S) return false;
  return distance(rest, place) <= shiftBar(h, [tc - 0.3, tc - 0.005], [tc, h.t[idx[idx.length - 1]!]!]);
}
