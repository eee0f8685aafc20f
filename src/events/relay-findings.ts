/**
 * A relay inside one frame: A hits C, and C, sent off at once, hits B a few
 * ms later, before the next frame. The path analysis sees A's contact with
 * C, then B leaving with A the nearest mover at the frame before, and may
 * name A as B's hitter too (development five-pins #103 stroke 3 at 30 fps:
 * yellow → white at 33.531 s, white → red at 33.543; reported yellow → red
 * at 0.8 though the yellow never came within 141 mm of the red). Equal balls
 * touch at 2R: a hitter whose path from its own contact on stayed far from
 * the ball's rest place did not hit it; the ball it had just hit, whose path
 * ran to 2R of that rest place, did.
 */
import type { BallId } from '../contracts/ids.js';
import { segmentDistance } from '../geometry/segment.js';
import { restBefore } from './cascade.js';
import { type ContactFinding, positionAt } from './contacts.js';
import { type BallHistory, indicesIn } from './history.js';

/**
 * Longest time (s) from A's contact with C to the finding A+B for the pair
 * to be read as one relay: the chain passes in a few ms (two contacts inside
 * one frame at 25-30 fps). Raising it reads two separate hits of A (a
 * carom) as a relay; lowering it under a frame misses relays found a frame
 * apart. Range 0.005-0.05.
 */
const RELAY_WITHIN_S = 0.02;
/**
 * Gap (mm beyond 2R) the named hitter's path, from its contact with C to a
 * frame past the finding, must keep from B's rest place to be called
 * impossible: well over the detector's noise and a ball's blur and a ball
 * half hidden behind a pin (10-20 mm). Raising it leaves more impossible
 * hitters named; lowering it towards the noise renames true contacts read
 * a little short. Range 20-80.
 */
const RELAY_FAR_MM = 30;
/**
 * Gap (mm beyond 2R) within which C's path came to B's rest place: the cause
 * tolerance of a hitter at its contact point (causes.ts CAUSE_TOL_MM). The
 * path between frames is a chord, which cuts C's kink at B on the side away
 * from B: it reads C a little farther than it came (so a relay is missed
 * rather than invented). Raising it lets a ball passing near take the
 * contact; lowering it keeps the impossible hitter. Range 5-25.
 */
const RELAY_NEAR_MM = 14;
/**
 * Gap (mm beyond 2R) C's rest place must have kept from B's for C to have
 * run to B: balls lying closer are a cluster (a rack, balls left touching)
 * whose contacts pass within a ms and come from the cascade model
 * (cascade.ts), not from a relay of paths (development Russian, 40
 * matches: without it 123 of the break's cue-ball findings with the rack
 * were renamed to the ball it hit first). Raising it leaves relays between balls lying
 * near each other named to the first hitter; lowering it under the rack's
 * gaps renames the break's findings. Range 2-20.
 */
const RELAY_RUN_MM = 5;
/**
 * The finding A+C may be dated this much (s) after A+B: two touches inside
 * one frame are each dated from pieces that end at the same frames, and
 * either may come out first (development libre #116[2] at 30 fps, seeds
 * 41+: white → yellow at 17.991, yellow → red at 17.997, found white+red at
 * 18.000 and white+yellow at 18.004; the white never came within 70 mm of
 * the red). A's path is then read from the earlier of the two, so a hitter
 * that did touch B is seen near B's rest place. Raising it reads a hitter's
 * later second hit as the first; lowering it below the findings' timing
 * error keeps the impossible hitter. Range 0-0.02.
 */
const RELAY_LATE_S = 0.01;
/** Least confidence of the finding A+C that makes A's contact with C a fact. Range 0.5-0.95. */
const RELAY_FIRST_CONFIDENCE = 0.8;

/** Each finding A+B whose named hitter could not have touched B, re-named C+B when the ball C that A had just hit could. */
export function relayFindings(fs: readonly ContactFinding[], hs: readonly BallHistory[], R: number): ContactFinding[] {
  return fs.map((f) => {
    const relay = relayOf(f, fs, hs, R);
    return relay ? { ...f, event: { ...f.event, balls: relay } } : f;
  });
}

function relayOf(f: ContactFinding, fs: readonly ContactFinding[], hs: readonly BallHistory[], R: number): [BallId, BallId] | null {
  const t = f.event.t;
  for (const [a, b] of [f.event.balls, [f.event.balls[1], f.event.balls[0]] as [BallId, BallId]]) {
    const hb = hs.find((h) => h.id === b), rest = hb ? restBefore(hb, t) : null;
    if (!rest) continue;
    for (const g of fs) {
      const tg = g.event.t;
      if (g === f || !g.event.balls.includes(a) || g.event.balls.includes(b) || tg > t + RELAY_LATE_S || t - tg > RELAY_WITHIN_S) continue;
      if ((g.event.confidence ?? 0) < RELAY_FIRST_CONFIDENCE) continue;
      const c = g.event.balls[0] === a ? g.event.balls[1] : g.event.balls[0];
      const ha = hs.find((h) => h.id === a), hc = hs.find((h) => h.id === c);
      const cRest = hc ? restBefore(hc, tg) : null;
      if (cRest && Math.hypot(cRest[0] - rest[0], cRest[1] - rest[1]) <= 2 * R + RELAY_RUN_MM) continue;
      const from = Math.min(tg, t), da = ha ? nearest(ha, rest, from, t) : null, dc = hc ? nearest(hc, rest, from, t) : null;
      if (da === null || dc === null || da <= 2 * R + RELAY_FAR_MM || dc > 2 * R + RELAY_NEAR_MM) continue;
      return [c, b];
    }
  }
  return null;
}

/** Nearest distance (mm) from p of a ball's path from t0 (where it was then) through its points up to the first one past t + RELAY_WITHIN_S; null when unseen then. */
function nearest(h: BallHistory, p: [number, number], t0: number, t: number): number | null {
  const from = positionAt(h, t0);
  if (!from) return null;
  const after = indicesIn(h, t0 + 1e-6, Infinity);
  const upTo = after.findIndex((k) => h.t[k]! > t + RELAY_WITHIN_S);
  const idx = upTo < 0 ? after : after.slice(0, upTo + 1);
  if (idx.length === 0) return null;
  const pts: [number, number][] = [from, ...idx.map((k): [number, number] => [h.x[k]!, h.y[k]!])];
  return Math.min(...pts.slice(1).map((q, i) => segmentDistance(p, pts[i]!, q)));
}
