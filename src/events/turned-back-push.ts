/**
 * The hitter back off a rail into the ball it just hit, with no distance
 * minimum to look at (issue 6, session 47). kiss-backs.ts reads a second
 * push (pushed-again.ts, spun-push.ts) only at a minimum of the pair's
 * distance that no rule explains; when the ball hit first runs on away from
 * the rail and the hitter comes back off it into that ball between frames,
 * the pair's distance only grows from the first touch on and there is no
 * minimum. The pushed ball's turn along the line of centres away from the
 * hitter is the same proof (the same tests: pushedAgain, spunPush), looked
 * for at the first frame after a seen rail turn (rail-turns.ts) of either
 * ball that follows the pair's found contact closely.
 * Development Russian #60 stroke 0 at 30 fps: w7 hit w4 at 3.5056 (found),
 * w7's top rail at 3.5613 (seen as a turn only), w7 back into w4 at 3.5810:
 * the pair 10.7 and 16.6 mm beyond 2R at the frames either side, w4's way
 * turned by ~0.5 m/s along the line of centres; missed on the base.
 * Dev A/B against 08123bb (Russian 1-80, 30 and 60 fps, ×2 noise 30 fps 1-80
 * and 60 fps 1-40): contacts 30 fps 41-80 [925,9,5] → [926,9,4] and ×2
 * [905,19,25] → [906,19,24] (#60[0] both); every other stroke the same.
 */
import type { BallHistory } from './history.js';
import { type Breaks, type ContactFinding, SAME_CONTACT_S, pairGap } from './contacts.js';
import { PUSHED_AGAIN_CONFIDENCE, PUSHED_AGAIN_REACH_MM, pushedAgain } from './pushed-again.js';
import { spunPush } from './spun-push.js';
import { samePair } from './twins.js';

/**
 * Longest time (s) from the pair's found contact to a seen rail turn of
 * either ball that may have sent the hitter back into the other: the ball
 * hit runs on a ball's width or two in that time. #60[0]: 56 ms. Raising it
 * looks at turns where the pair has long parted (the reach below still
 * holds); lowering it loses slower returns. Range 0.05-0.2.
 */
export const TURNED_BACK_S = 0.1;

/**
 * Pair contacts (at PUSHED_AGAIN_CONFIDENCE) where a ball of a found contact
 * of a and b at tf turned at a rail (`seen`) within TURNED_BACK_S, no
 * contact of the pair is found from that turn to SAME_CONTACT_S after it,
 * the pair is within PUSHED_AGAIN_REACH_MM beyond 2R at the first frame
 * after the turn, and the other ball shows the push there (`pushedAgain`,
 * `spunPush`: their third-ball, rail and line-of-centres tests).
 */
export function turnedBackPushes(a: BallHistory, b: BallHistory, seen: Breaks, others: readonly BallHistory[], R: number, every: readonly ContactFinding[]): ContactFinding[] {
  const out: ContactFinding[] = [];
  const ts = [...a.t, ...b.t].sort((x, y) => x - y);
  const mine = every.filter((f) => f.event.confidence !== undefined && samePair(f.event.balls, [a.id, b.id]));
  for (const f of mine) {
    for (const c of [...(seen.get(a.id) ?? []), ...(seen.get(b.id) ?? [])]) {
      if (c <= f.event.t || c > f.event.t + TURNED_BACK_S) continue;
      if ([...mine, ...out].some((g) => g.event.t > c - 0.01 && g.event.t < c + SAME_CONTACT_S)) continue;
      const t = ts.find((x) => x > c);
      if (t === undefined || !(pairGap(a, b, t, R) < PUSHED_AGAIN_REACH_MM)) continue;
      const tc = pushedAgain(a, b, t, every, seen, others, R) ?? spunPush(a, b, t, every, seen, others, R);
      if (tc !== null && tc > f.event.t + 0.01) out.push({ event: { t: tc, kind: 'ball-ball', balls: [a.id, b.id], confidence: PUSHED_AGAIN_CONFIDENCE } });
    }
  }
  return out;
}

/** `turnedBackPushes` over every pair of hs, given every contact finding so far (`found`). */
export function turnedBackContacts(hs: readonly BallHistory[], R: number, seen: Breaks, found: readonly ContactFinding[]): ContactFinding[] {
  const out: ContactFinding[] = [];
  for (let i = 0; i < hs.length; i++) {
    for (let j = i + 1; j < hs.length; j++) {
      const others = hs.filter((_, k) => k !== i && k !== j);
      out.push(...turnedBackPushes(hs[i]!, hs[j]!, seen, others, R, found));
    }
  }
  return out;
}
