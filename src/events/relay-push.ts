/**
 * The hit a relay took. A ball lying a few mm from another, struck, passes
 * nearly all it got on along their line of centres within a frame and stops
 * against it: it barely moves, has no start of its own, and `relayCause`
 * (causes.ts) names it the cause of the other's start. It did not move by
 * itself: the ball that reached its rest place at that instant (the cue
 * ball, often unseen under the cue until just after) hit it first
 * (development Russian at 30 fps: #15[1] white → colour → w3 6 ms apart,
 * #37[5], #17[4]; the hitter's contact was lost and with it the chain from
 * the cue ball to the colour that the strict call reads).
 */
import type { BallId } from '../contracts/ids.js';
import { type Cause, reacherOf } from './causes.js';
import type { BallHistory } from './history.js';
import { restBefore } from './cascade.js';
import type { Start } from './starts.js';

/**
 * Error (tolerance units) of the relay's own hit: neither of its balls'
 * departures dates or aims it (the relay barely moved; the hitter may be
 * unseen), only the hitter's place at the relay's push does, so it is
 * reported at 0.8 (extract.ts: error ≥ 0.5), under the high-confidence
 * line, for the referee to confirm. Range 0.5-1.
 */
const RELAY_PUSH_ERROR = 0.5;
/** A start of the relay's own this near the push (s) is its own hit, with its own cause (as contacts.ts SAME_CONTACT_S). */
const OWN_START_S = 0.12;

/** For each relay cause, the hit on the relay: a cause whose start is the relay's (at the push it passed on) and whose hitter reached it then. */
export function relayPushes(found: readonly Cause[], hs: readonly BallHistory[], starts: readonly Start[], R: number): Cause[] {
  const out: Cause[] = [];
  for (const c of found) {
    const relay = c.relay ? c.by : null, h = relay ? hs.find((g) => g.id === relay) : undefined;
    const rest = h ? restBefore(h, c.start.t) : null;
    if (!relay || !rest || found.some((o) => o.start.id === relay && Math.abs(o.start.t - c.start.t) < OWN_START_S) || out.some((o) => o.start.id === relay)) continue;
    const hitter = reacherOf(rest, [c.start.id, relay], c.start.t, hs, starts, R);
    if (!hitter) continue;
    const l = Math.hypot(rest[0] - hitter.at[0], rest[1] - hitter.at[1]) || 1;
    const dir: [number, number] = [(rest[0] - hitter.at[0]) / l, (rest[1] - hitter.at[1]) / l];
    const start: Start = { id: relay as BallId, first: -1, t: c.start.t, rest, dir, speed: 0, hidden: false, lastRestT: c.start.lastRestT, departT: Number.NaN };
    out.push({ start, by: hitter.id, hiddenHitter: false, error: RELAY_PUSH_ERROR, t: c.start.t });
  }
  return out;
}
