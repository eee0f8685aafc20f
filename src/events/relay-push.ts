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
/**
 * Most a relay keeps of the speed it passes on (its own departure over the
 * departure of the ball it pushed). Equal masses: a ball meeting another
 * along a line of centres φ off its way gives it cos φ of its speed and keeps
 * sin φ, so the ratio is tan φ; 0.35 is a push within ~20° of full, where a
 * relay's own short, slow way cannot be traced back to its hitter
 * (development Russian, hall camera: 60 fps #21[1] 92 mm/s against the
 * colour's 2080, #33[2] 267 against 1454; 30 fps #15[1] 462 against 1588 —
 * each a start with no cause, the cue ball unseen at it, its first contact
 * lost and a foul called on a valid stroke). The hitter must still be seen
 * at the relay's rest place at the push (`reacherOf`). Raising it lets a ball
 * that left on its own, hit and touching another, be taken for a relay;
 * lowering it misses relays pushed off the line. Range 0.1-0.6.
 */
const RELAY_SPEED_SHARE = 0.35;

/** For each relay cause, the hit on the relay: a cause whose start is the relay's (at the push it passed on) and whose hitter reached it then. */
export function relayPushes(found: readonly Cause[], hs: readonly BallHistory[], starts: readonly Start[], R: number): Cause[] {
  const out: Cause[] = [];
  for (const c of found) {
    const relay = c.relay || uncausedRelay(c, found) ? c.by : null, h = relay ? hs.find((g) => g.id === relay) : undefined;
    const rest = h ? restBefore(h, c.start.t) : null;
    const own = (o: Cause): boolean => o.start.id === relay && Math.abs(o.start.t - c.start.t) < OWN_START_S && (c.relay === true || o.by !== null);
    if (!relay || !rest || found.some(own) || out.some((o) => o.start.id === relay)) continue;
    const hitter = reacherOf(rest, [c.start.id, relay], c.start.t, hs, starts, R);
    if (!hitter) continue;
    const l = Math.hypot(rest[0] - hitter.at[0], rest[1] - hitter.at[1]) || 1;
    const dir: [number, number] = [(rest[0] - hitter.at[0]) / l, (rest[1] - hitter.at[1]) / l];
    const start: Start = { id: relay as BallId, first: -1, t: c.start.t, rest, dir, speed: 0, hidden: false, lastRestT: c.start.lastRestT, departT: Number.NaN };
    out.push({ start, by: hitter.id, hiddenHitter: false, error: RELAY_PUSH_ERROR, t: c.start.t });
  }
  return out;
}

/**
 * `c`'s hitter left its rest just before it (within OWN_START_S) with no
 * cause found, at under RELAY_SPEED_SHARE of `c`'s speed: a relay whose
 * own slow start was read (not one that barely moved) but whose hitter was
 * not seen at that start. Every start has a cause: it was hit too.
 */
function uncausedRelay(c: Cause, found: readonly Cause[]): boolean {
  if (!c.by || c.hiddenHitter) return false;
  const own = found.find((o) => o.start.id === c.by && o.start.t <= c.start.t && c.start.t - o.start.t < OWN_START_S);
  return own !== undefined && own.by === null && own.start.speed <= RELAY_SPEED_SHARE * c.start.speed;
}
