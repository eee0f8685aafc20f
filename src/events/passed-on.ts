/**
 * A chain read as the wrong pair (issue 6, session 44; pyramid tables only).
 * A hits B, and B, a few mm from C, hits C within a frame: A's kink at its
 * touch of B lies in the same frames as A's pass beside C, so refine
 * (contacts.ts) reads it as a touch of A and C too (the pass 1-2 mm wide,
 * the kink a real impulse, only not C's). Development Russian #20[6] (60 and
 * 30 fps): w7 into w3 at 69.100, w7 passing w4 1.9 mm wide in that frame;
 * w3 off its rail back into w7 and w4 at 69.122-69.124, and w7 + w4 was
 * reported (0.8) beside the true w3 + w4.
 *
 * What tells the pairs apart is C's way off its rest: a ball struck by a
 * ball leaves along their line of centres, so C's first direction points
 * back to its hitter. When it points back to B (B at the touch place) and
 * not to A, A's touch of C is not what the frames show: it becomes a doubt,
 * for the referee, not a contact.
 *
 * Not a chain B → C inside a frozen cluster (a rack, B and C frozen together
 * at rest, transitively): the paths cannot date or tell those contacts, the
 * cascade model (cascade.ts) gives them, and a departure there is the sum of
 * pushes through the whole cluster, not B's line alone. Development Russian
 * #53[0] at 60 fps (the break): the cue ball's kink at the apex was read as
 * a touch of the colour in the third row (0.8), whose way off points back to
 * the second-row ball it truly met (cosine 0.98; from the cue ball 0.76),
 * and left as a contact doubt on the stroke's rest; the cascade drops that
 * pair, which its model does not make, and reports the rack's own.
 */
import type { BallId } from '../contracts/ids.js';
import { distance, dot, sub, unitOrNull } from '../geometry/vec.js';
import { frozenCluster, restsBefore } from './cascade.js';
import type { ContactFinding } from './contacts.js';
import { type BallHistory, positionAt } from './history.js';
import { type Start, touchPlace } from './starts.js';

/**
 * Latest (s) C may leave its rest after A's finding, and farthest A's touch
 * of B may lie from it: the chain within a frame or two (30 fps: 33 ms a
 * frame; #20[6]: the touch of B 3.6 ms before the finding, C's start 15 ms
 * after). Raising it lets later, separate hits of C take the finding;
 * lowering it under a frame loses the 30 fps chains. Range 0.02-0.07.
 */
const CHAIN_WITHIN_S = 0.05;
/**
 * Least cosine between C's departure and the line from B's place to C's
 * rest: B is the ball that sent C off (#20[6]: 0.998). Raising it loses
 * chains whose departure is read a few degrees off; lowering it lets a
 * ball struck by two at once (the sum of both pushes) pass for B's alone.
 * Range 0.9-0.995.
 */
const FROM_B_COS = 0.97;
/**
 * Greatest cosine between C's departure and the line from A's place to C's
 * rest: A could not have sent C that way (#20[6]: 0.62). Raising it towards
 * FROM_B_COS demotes true touches of two balls at once whose lines lie close;
 * lowering it keeps more wrong pairs. Range 0.5-0.9.
 */
const FROM_A_COS = 0.8;
/**
 * Farthest (mm) B's centre may lie from the touch place C's departure
 * implies (2R back from its rest): B's place interpolated between frames
 * across its own turn is off by a few mm (#20[6]: 7.5). Raising it lets a ball
 * farther off take the touch; lowering it loses B's read between frames.
 * Range 5-25.
 */
const PLACE_TOL_MM = 15;
/** The doubt a demoted finding keeps (refine's own for a touch the frames do not prove): confidence 0.65 that it is a doubt. */
const PASSED_ON_DOUBT = 0.35;

/** The findings, with A's touch of C turned into a doubt where C left along B's line from a chain A → B → C. */
export function passedOn(fs: readonly ContactFinding[], hs: readonly BallHistory[], starts: readonly Start[], R: number): ContactFinding[] {
  return fs.map((f) => (f.doubt === undefined && (f.event.confidence ?? 1) < 0.99 && (wrongPair(f, f.event.balls[0], f.event.balls[1], fs, hs, starts, R) || wrongPair(f, f.event.balls[1], f.event.balls[0], fs, hs, starts, R))
    ? { ...f, doubt: PASSED_ON_DOUBT } : f));
}

/** A (hitting B within the chain's time) is reported touching C, but C left its rest along B's line, not A's. */
function wrongPair(f: ContactFinding, a: BallId, c: BallId, fs: readonly ContactFinding[], hs: readonly BallHistory[], starts: readonly Start[], R: number): boolean {
  const t = f.event.t, s = starts.find((q) => q.id === c && q.t >= t - CHAIN_WITHIN_S && q.t <= t + CHAIN_WITHIN_S);
  const ha = hs.find((h) => h.id === a);
  if (!s || !ha) return false;
  const pa = positionAt(ha, s.t), place = touchPlace(s, R);
  if (!pa || cosFrom(pa, s) > FROM_A_COS) return false;
  // B: a ball A touched within the chain's time (a contact, not a doubt), placed where C's way off says its hitter was;
  // not frozen to C (the cascade's).
  const cluster = frozenCluster(restsBefore(hs, t), c, R);
  return fs.some((g) => {
    if (g === f || g.doubt !== undefined || !g.event.balls.includes(a) || g.event.balls.includes(c) || Math.abs(g.event.t - t) > CHAIN_WITHIN_S) return false;
    const b = g.event.balls[0] === a ? g.event.balls[1] : g.event.balls[0];
    if (cluster.includes(b)) return false;
    const hb = hs.find((h) => h.id === b);
    const pb = hb && positionAt(hb, s.t);
    return !!pb && distance(pb, place) <= PLACE_TOL_MM && cosFrom(pb, s) >= FROM_B_COS;
  });
}

/** Cosine between C's departure and the line from a hitter's place p to C's rest (−1 where they coincide). */
function cosFrom(p: readonly [number, number], s: Start): number {
  const n = unitOrNull(sub(s.rest, p));
  return n ? dot(n, s.dir) : -1;
}
