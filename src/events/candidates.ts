/**
 * Where a pair of balls may have touched (split out of contacts.ts
 * `pairContacts`, session 42, so that rail-frame.ts reads the same
 * candidates): the frames where their distance is least and no more than
 * 2R plus what the two travel in a frame either side of it. A touch between
 * two frames leaves the nearest frame up to one frame's closing travel wide
 * of 2R; the slack adds the detector's noise on top.
 */
import type { BallHistory } from './history.js';
import { positionAt } from './history.js';
import { distance } from '../geometry/vec.js';

/**
 * Slack (mm) past 2R plus a frame's travel for a distance minimum to be a
 * candidate: two balls' noise (1-2 mm each) and a touch a frame's fraction
 * off the frame. Raising it sends more near passes to the fits (each a
 * chance to call a pass a touch); lowering it to the noise loses touches
 * whose nearest frame lies just wide. Range 4-20 (8 since the first
 * contacts.ts; not re-tuned).
 */
export const CANDIDATE_SLACK_MM = 8;

/**
 * The pair's distance at each of `times` (`d`, Infinity where either ball
 * is unknown) and the indices (`at`, ascending, never the first or last)
 * where it is a local minimum within 2R + the larger of the two travels
 * (both balls' moves summed) into and out of that frame + the slack.
 */
export function contactCandidates(a: BallHistory, b: BallHistory, R: number, times: readonly number[]): { d: number[]; at: number[] } {
  const d: number[] = [], step: number[] = [];
  let pa: [number, number] | null = null, pb: [number, number] | null = null;
  for (const t of times) {
    const qa = positionAt(a, t), qb = positionAt(b, t);
    d.push(qa && qb ? distance(qa, qb) : Infinity);
    // A frame whose travel is unknown (either ball unseen at it or the one before) adds nothing.
    step.push(qa && qb && pa && pb ? distance(qa, pa) + distance(qb, pb) : 0);
    pa = qa; pb = qb;
  }
  const at: number[] = [];
  for (let m = 1; m < times.length - 1; m++) {
    if (!(d[m]! <= d[m - 1]! && d[m]! <= d[m + 1]!)) continue;
    const slack = Math.max(step[m]!, step[m + 1]!) + CANDIDATE_SLACK_MM;
    if (d[m]! > 2 * R + slack) continue;
    at.push(m);
  }
  return { d, at };
}
