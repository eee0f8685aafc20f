/**
 * A thin kiss by a ball first seen at it (issue 6, carom contact misses at
 * 30 fps). A cue ball hidden under the cue and bridge is struck past a ball
 * at rest, grazes it, and is first seen a moment later still touching it:
 * no piece of its way in exists, so contacts.ts has no window to fit at the
 * pair's distance minimum (that first point), and the object ball, kissed
 * too thinly to start a moving run, only creeps a few mm off its rest, so
 * no start asks causes.ts for a hitter (development libre #7 stroke 7 at
 * 30 fps: the white struck unseen at 58.47 s, the red grazed at 58.653, the
 * white first seen at 58.667 1.1 mm beyond 2R of the red's rest place, the
 * red then 5.9 mm off that place along their line of centres; nothing was
 * found). The frames show what a kiss leaves behind: the hitter at the
 * object ball, the object ball pushed away from it (kiss-direction.ts), no
 * third ball near and the hitter only drawing away (left-alone.ts).
 */
import type { Vec2 } from '../contracts/ids.js';
import { distance } from '../geometry/vec.js';
import { type ContactFinding, SAME_CONTACT_S } from './contacts.js';
import type { BallHistory } from './history.js';
import { movingAt, restAt, shifted } from './contact-rests.js';
import { pushedAwayFrom } from './kiss-direction.js';
import { leftAlone } from './left-alone.js';

/**
 * How long (s) the hitter must have gone unseen before its first point: no
 * piece of its way in can be fitted (three frames at 30 fps, six at 60). A
 * ball missed for a frame or two keeps pieces either side, and contacts.ts
 * weighs those. Raising it keeps the rule to longer hidden stretches (under
 * the cue they last a few tenths of a second); lowering it lets a ball
 * missed once claim kisses its fitted pieces did not show. Range 0.05-0.3.
 */
const SIGHT_UNSEEN_S = 0.1;

/**
 * Gap (mm beyond 2R) within which the hitter's first point must lie of the
 * object ball's rest place: touching it, give or take the blur of a moving
 * detection and a frame's travel along the tangent (a graze at 500 mm/s
 * seen a whole frame at 30 fps later lies ~2 mm out; #7[7]'s, 14 ms later,
 * 1.1 mm). Raising it lets a ball first seen passing near claim a
 * displacement; lowering it loses kisses seen late in the frame or fast.
 * Range 0-10.
 */
const SIGHT_TOUCH_MM = 5;

/**
 * Confidence: the kiss is inferred from where the hitter was first seen and
 * how the object ball left, never seen happening, as a ball at rest moved
 * by a pass within reach (contacts.ts KISS_REACH_CONFIDENCE): under the
 * referee line, counted in the figures. Range 0.5-0.8.
 */
const SIGHTED_KISS_CONFIDENCE = 0.6;

/**
 * Span (s before, s after the sighting) in which the object ball must begin
 * no moving run: where its places before and after are read (contact-rests.ts
 * `restAt`, `placeAfter`). A ball that starts a moving run has a start, and
 * causes.ts asks for its hitter; this rule is for the creep a thin kiss
 * leaves. Fixed by those windows.
 */
const READ_BEFORE_S = 0.3, READ_AFTER_S = 0.6;

/**
 * Contacts of a hitter first seen at a ball at rest it pushed away: for each
 * ball's first point after SIGHT_UNSEEN_S unseen, moving, each other ball
 * at rest within SIGHT_TOUCH_MM beyond 2R of it that then left its rest
 * (`shifted`) away from that point along their centres without a moving run
 * (the direction read however far it crept: no run, no ball near, nothing
 * turned it) and with no third ball near (`leftAlone`), unless a contact of the pair
 * (`found`, findings with a confidence) lies within SAME_CONTACT_S.
 */
export function sightedKisses(hs: readonly BallHistory[], R: number, found: readonly ContactFinding[]): ContactFinding[] {
  const out: ContactFinding[] = [];
  for (const h of hs) {
    for (let k = 0; k < h.t.length; k++) {
      const t = h.t[k]!;
      if ((k > 0 && t - h.t[k - 1]! < SIGHT_UNSEEN_S) || !movingAt(h, t)) continue;
      const p: Vec2 = [h.x[k]!, h.y[k]!];
      for (const o of hs) {
        const rest = o === h ? null : restAt(o, t);
        if (!rest || distance(p, rest) - 2 * R > SIGHT_TOUCH_MM) continue;
        if (startedNear(o, t) || !shifted(o, t) || !pushedAwayFrom(o, p, t, Infinity)) continue;
        if (!leftAlone(o, h, t, hs.filter((g) => g !== h && g !== o), R)) continue;
        const known = [...found, ...out].some((f) => f.event.confidence !== undefined && f.event.balls.includes(h.id) && f.event.balls.includes(o.id) && Math.abs(f.event.t - t) < SAME_CONTACT_S);
        if (!known) out.push({ event: { t, kind: 'ball-ball', balls: [h.id, o.id], confidence: SIGHTED_KISS_CONFIDENCE } });
      }
    }
  }
  return out;
}

/** A moving run of h begins from READ_BEFORE_S before t to READ_AFTER_S after it. */
function startedNear(h: BallHistory, t: number): boolean {
  return h.runs.some(([a]) => h.t[a]! > t - READ_BEFORE_S && h.t[a]! < t + READ_AFTER_S);
}
