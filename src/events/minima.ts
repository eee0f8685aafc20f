/**
 * Which of a pair's findings at two distance minima is the touch (split out
 * of contacts.ts, session 12): a ball rolling onto another comes within the
 * detector's noise of it frames before it gets there, and that minimum can
 * make a finding weaker than the touch's own.
 */
import type { ContactFinding } from './contacts.js';

/** A finding's weight: its confidence, or half its doubt. */
export const strength = (f: ContactFinding): number => f.event.confidence ?? (f.doubt !== undefined ? f.doubt / 2 : 0);

/** A finding this confident (the paths reached 2R with a kink or a displacement) is a break for the pair's later pieces; a weaker one may be a noise minimum just before the real touch. */
export const BREAK_CONFIDENCE = 0.95;

/**
 * A finding this confident proved its impulse (the pieces reached 2R with a
 * kink over KINK_Z): only such a touch replaces an earlier weak minimum
 * (`earlyMinimum`). A merely stronger one (0.95, an overlap or displacement
 * of the pieces) can be the pair's noise after a slow touch (development
 * five-pins #40 stroke 1 at 60 fps: 0.8 at the touch replaced by 0.95 74 ms
 * later; libre #120 stroke 2 at 25 fps is the opposite case and stays
 * missed). Range 0.95-0.99.
 */
const PROVEN_CONFIDENCE = 0.99;

/**
 * `g`, an earlier finding of a pair that a creep's finding `f` never parted
 * from, was a noise minimum of the distance on the way in, and `f` the
 * touch: `g` is under BREAK_CONFIDENCE (it did not reach 2R with a kink or
 * a displacement; its 0.8 came from a displacement, the later touch's) and
 * `f`, as its pieces show it (before `slowTouch` caps it), is at
 * PROVEN_CONFIDENCE.
 * A slow ball rolling onto a resting one comes within noise of it frames
 * before it gets there (scenario libre-a-cheval-corner stroke 0 at 30 fps:
 * 0.8 at 4.033 s; the touch at 4.132, 0.99 by its kink, was dropped as the
 * first one's noise: one extra and one missed contact).
 * A doubt only for what a camera's bias might hide (`hidden`, hidden-kiss.ts)
 * gives way to any finding with evidence of its own (development five-pins
 * #29 stroke 6 at 30 fps: a near miss 2.4 mm wide on the way in swallowed
 * the creep's touch 0.17 s later, test/events.slow-touch.test.ts).
 */
export function earlyMinimum(g: ContactFinding, f: ContactFinding): boolean {
  return strength(g) < BREAK_CONFIDENCE && (strength(f) >= PROVEN_CONFIDENCE || (g.hidden === true && f.event.confidence !== undefined));
}

/**
 * One contact seen at two distance minima (twins, SAME_CONTACT_S): the
 * stronger finding's evidence, timed at the minimum where the incoming
 * pieces came closest (the least `gap`, at `gapAt`). A slow pair's kink or
 * displacement can show best at a minimum a few frames off the touch, while
 * the minimum where the pieces met within noise is the touch (development
 * three-cushion #32 stroke 1 and #39 stroke 4 at 60 fps: a 0.8 and a 0.6
 * timed 50-70 ms off, each an extra and a missed contact, beside doubts at
 * the touch whose pieces passed closer). Only a finding under
 * BREAK_CONFIDENCE is re-timed: one at or over it reached 2R with a kink or
 * a displacement, and that crossing dates it. Doubts keep their time (the
 * earlier at equal strength: retouch.ts dates a rolling pair's re-touch by
 * it, development Russian #16 at 60 fps) and carry the closest minimum on
 * for a finding that joins them later.
 */
export function oneOfTwins(g: ContactFinding, f: ContactFinding): ContactFinding {
  const strong = strength(f) > strength(g) ? f : g;
  const closest = (f.gap ?? Infinity) < (g.gap ?? Infinity) ? f : g;
  if (closest.gap === undefined) return strong;
  const at = closest.gapAt ?? closest.event.t;
  const retime = strong.event.confidence !== undefined && strength(strong) < BREAK_CONFIDENCE;
  return { ...strong, event: retime ? { ...strong.event, t: at } : strong.event, gap: closest.gap, gapAt: at };
}
