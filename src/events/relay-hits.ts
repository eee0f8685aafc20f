/**
 * A relay's hitter (issue 6, session 46; pyramid tables only): a moving
 * ball A hits B at rest, and B, lying a few mm from C at rest, passes the hit
 * on to C within a few ms. B keeps little of it (equal masses, nearly full),
 * so it barely leaves, and A, rolling on, runs into it again 0.1-0.2 s
 * later: the same re-touch as a break's cue ball on the head ball
 * (retouch.ts), with one ball behind B instead of a rack. The pair rolls on
 * together a few mm apart, so the path analysis sees no kink and leaves a
 * `contact` doubt. Development Russian 30 fps: #17[4] (w6 into w2 at
 * 48.883, w2 into the colour 6 ms later, w6 on w2 again at 49.044; doubt at
 * 49.067) and #33[2] (w6 into the colour at 26.836, the colour into w3 5 ms
 * later, w6 on the colour again at 26.983; doubt at 26.967).
 *
 * Not a B frozen to another ball (a rack: cascade.ts FROZEN_CLUSTER_GAP_MM):
 * a break's drive has its own re-touch rule (retouch.ts, the cascade's
 * hitter and struck ball); read as a relay it promoted a false re-touch of
 * the head ball (development Russian #3[0] at twice the noise, 60 fps: w1 +
 * w7 0.7 at 2.450, no such touch). #17[4]'s w2 lay 8 mm from the colour,
 * #33[2]'s colour 9 mm from w3.
 *
 * Beside it: relay-push.ts gives the relay's own hit (A on B) where the
 * path analysis lost it, relay-findings.ts drops a contact of the first
 * hitter with the chain's last ball (it never came near); this file only
 * reads A's second touch of B after a relay.
 */
import type { BallBallEvent } from '../contracts/events.js';
import type { BallId } from '../contracts/ids.js';
import { frozenCluster, restsBefore } from './cascade.js';
import type { BallHistory } from './history.js';

/**
 * Longest time (s) between A's hit of B and B's touch of C for B to have
 * passed the hit on at once (left nearly still): the two touches are found
 * within a few ms of each other (#17[4]: both dated 48.8849; #33[2]: 0.7
 * ms apart; truth 5-6 ms). Raising it takes B's later, separate hits of C
 * (B then rolled off with the hit, nothing to catch it); lowering it under
 * the dating's error of a few ms loses the relays. Range 0.005-0.03.
 */
export const RELAY_S = 0.015;
/**
 * Least confidence of A's hit of B: a contact the path analysis found with
 * a kink or overlap (refine's 0.8 and up; #17[4]: 0.8), not a weak or
 * doubtful one. Raising it to 0.9 loses #17[4]; lowering it lets a near pass
 * start the rule. Range 0.6-0.99.
 */
const RELAY_HIT_CONFIDENCE = 0.8;

/**
 * The hits [A, B, t] of a moving ball A on a ball B at rest that B passed on
 * at once to a ball C at rest (another contact of B, not of A, within RELAY_S); B frozen to no ball at rest.
 */
export function relayHits(events: readonly BallBallEvent[], hs: readonly BallHistory[], R: number): [BallId, BallId, number][] {
  const out: [BallId, BallId, number][] = [];
  for (const hit of events) {
    if ((hit.confidence ?? 1) < RELAY_HIT_CONFIDENCE) continue;
    // Every ball's rest place before the hit, once per hit: at rest is having one.
    const rests = restsBefore(hs, hit.t);
    for (const [a, b] of [[hit.balls[0], hit.balls[1]], [hit.balls[1], hit.balls[0]]] as const) {
      if (rests.has(a) || !rests.has(b) || frozenCluster(rests, b, R).length > 1) continue;
      const passed = events.some((g) => g !== hit && g.balls.includes(b) && !g.balls.includes(a) && Math.abs(g.t - hit.t) <= RELAY_S
        && (g.confidence ?? 1) >= 0.5 && rests.has(g.balls[0] === b ? g.balls[1] : g.balls[0]));
      if (passed) out.push([a, b, hit.t]);
    }
  }
  return out;
}
