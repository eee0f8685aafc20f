/**
 * The hitter's second touch after driving into a frozen cluster (a Russian
 * break): the cue ball hits the head ball of the rack full, stops nearly
 * dead behind it (restitution under 1 leaves it a few per cent of its speed,
 * and follow spin picks it up again), and the head ball, held by the pack,
 * barely leaves: the cue ball runs into it again 0.2-0.4 s later. The pair
 * moves together, slowly, in the same direction, so their paths show no kink
 * and the path analysis (contacts.ts) only finds "within noise of 2R" with no
 * start to confirm it: a `contact` doubt. On development Russian seeds (40
 * matches, 60 and 30 fps) every such doubt between a cluster's hitter and the
 * ball it hit was a true touch (6 of 6), while the doubts between two members
 * of the cluster, rolling off side by side, were almost all false (cascade.ts
 * CASCADE_LATE_S keeps those as doubts): so only the hitter–struck pair is
 * promoted. The cue ball chatters on the head ball: 1-3 re-touches 0.07-0.2
 * s apart (development breaks 1-40 and 161-200 at 30 fps). Each promoted
 * doubt is reported: extract.ts adds them after twins.ts's dropTwins, whose
 * `together` took two, the pair rolling on together between them, for one
 * slow contact seen twice (#186, #199: two true re-touches lost).
 */
import type { BallBallEvent, RestDoubt } from '../contracts/events.js';
import type { BallId } from '../contracts/ids.js';
import type { Drive } from './cascade.js';
import { samePair } from './twins.js';
import { SAME_CONTACT_S } from './contacts.js';

/**
 * A found contact at or above this confidence can be the hit that drove into
 * a cluster (the strike's hit is reported at the strike's confidence, 1 on a
 * clean strike). Lower would let a doubtful finding start the rule. Range 0.8-1.
 */
const HIT_CONFIDENCE = 0.9;
/**
 * The cluster's own contacts (cascade.ts, dated at the hit or within a few
 * ms of it by the path analysis) lie this close (s) to the hit. Range 0.005-0.03.
 */
const CASCADE_SPAN_S = 0.01;
/**
 * Contacts among the struck ball's cluster within CASCADE_SPAN_S (none of
 * them the hitter's) that make the hit a drive into a frozen cluster: one
 * could be a plain relay; a rack passes the hit through many. Range 2-6.
 */
const CASCADE_MIN_CONTACTS = 2;
/**
 * How long (s) after the hit a doubt between the hitter and the ball it hit
 * is the hitter catching it again: seen 0.2-0.37 s on development breaks.
 * Later, the pair has had time to part and meet again with a visible kink
 * (then contacts.ts finds it on its own). Raising it promotes doubts of
 * pairs that met later for other reasons; lowering it loses late re-touches.
 * Range 0.3-1.
 */
const RETOUCH_WINDOW_S = 0.5;
/**
 * Confidence of a promoted re-touch: no frame shows it (no kink), the rule
 * infers it from the pair's closeness and the cascade behind it. Under the
 * high-confidence line (the referee may look), as cascade.ts CASCADE_CONFIDENCE. Range 0.5-0.89.
 */
export const RETOUCH_CONFIDENCE = 0.7;

const has = (e: { balls: readonly BallId[] }, id: BallId): boolean => e.balls.includes(id);

/** The hits that drove into a frozen cluster: [hitter, struck, t]. The hitter touches no one but the struck ball in the cascade's span, and at least CASCADE_MIN_CONTACTS other contacts pass through the cluster then. */
export function clusterHits(events: readonly BallBallEvent[]): [BallId, BallId, number][] {
  const out: [BallId, BallId, number][] = [];
  for (const hit of events) {
    if ((hit.confidence ?? 1) < HIT_CONFIDENCE) continue;
    const span = events.filter((e) => e !== hit && Math.abs(e.t - hit.t) <= CASCADE_SPAN_S);
    for (const [a, b] of [[hit.balls[0], hit.balls[1]], [hit.balls[1], hit.balls[0]]] as const) {
      const alone = span.every((e) => !has(e, a) || has(e, b));
      if (alone && span.filter((e) => !has(e, a)).length >= CASCADE_MIN_CONTACTS) out.push([a, b, hit.t]);
    }
  }
  return out;
}

/**
 * How far (s) a cluster hit found in the events may lie from a cascade's
 * model time (cascade.ts `Drive`) and still be that drive: the path
 * analysis dates the hit within a few ms of the model. Range 0.005-0.03.
 */
const DRIVE_MATCH_S = 0.02;

/**
 * The `contact` doubts that are a cluster hitter's re-touch of the ball it
 * hit (within RETOUCH_WINDOW_S after the hit, no report of the pair near
 * it), as contacts at RETOUCH_CONFIDENCE; the other doubts as they were.
 * With `drives` (the cascades run, cascade.ts), a hit counts only when it is
 * a cascade's hitter and struck ball: two rack members the path analysis
 * found touching at 1.0 (the colour and w6) look like a drive to
 * `clusterHits`, and their doubts as they roll off together were promoted
 * (development Russian #5, #30, #32 breaks at 30 fps: colour + w6 0.2-0.5 s
 * after the hit, false). `relays`: hits a ball at rest passed on at once to
 * another (relay-hits.ts), whose hitter catches it again the same way.
 */
export function hitterRetouches(events: readonly BallBallEvent[], doubts: readonly RestDoubt[], drives?: readonly Drive[], relays: readonly [BallId, BallId, number][] = []): { events: BallBallEvent[]; doubts: RestDoubt[] } {
  const hits = [...clusterHits(events).filter(([a, b, t]) => !drives || drives.some((d) => d.hitter === a && d.struck === b && Math.abs(d.t - t) <= DRIVE_MATCH_S)), ...relays];
  const promoted: BallBallEvent[] = [], kept: RestDoubt[] = [];
  for (const d of doubts) {
    const retouch = d.reason === 'contact'
      && hits.some(([a, b, t]) => samePair(d.balls, [a, b]) && d.t > t + SAME_CONTACT_S && d.t <= t + RETOUCH_WINDOW_S)
      && ![...events, ...promoted].some((e) => samePair(e.balls, d.balls) && Math.abs(e.t - d.t) < SAME_CONTACT_S);
    if (retouch && d.reason === 'contact') promoted.push({ t: d.t, kind: 'ball-ball', balls: d.balls, confidence: RETOUCH_CONFIDENCE });
    else kept.push(d);
  }
  return { events: promoted, doubts: kept };
}
