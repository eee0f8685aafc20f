/**
 * A kink read across a ball's unseen frames is one touch's, not two
 * (issue 6, session 38). `kinkedWindow` (contacts.ts) reads the impulse of a
 * pair from the window refine did not keep, its pieces bounded by the rails
 * and the pair's own touches only: a ball hit into a third ball, then unseen
 * (one blob with it) past a ball nearby, shows that third ball's impulse
 * across its unseen frames, and along the line of centres to the ball nearby
 * it reads as a kink of the pair.
 */
import type { BallId } from '../contracts/ids.js';
import type { ContactFinding } from './contacts.js';
import { IMPULSE_CONFIDENCE } from './shift-owner.js';

/** The frames a `kinkedWindow` finding read one ball's kink across: its last incoming point and its first outgoing one (s). */
export interface KinkSpan { ball: BallId; from: number; to: number }

/**
 * Findings whose kink was read across a span (`across`) in which one of
 * their balls has an impulse-proven finding with a third ball: that touch
 * owns the kink, and the finding goes. Development Russian #38 stroke 2 at
 * 30 fps: the cue ball hit w6 (77σ) and, the colour beside it unseen,
 * its pieces across that touch kinked 34σ on the line to the colour, a false
 * cue ball-colour contact at 0.8 19 ms later; #77 stroke 4, the same 29 ms
 * after the cue ball's touch of w3.
 */
export function borrowedKinks(fs: readonly ContactFinding[]): ContactFinding[] {
  return fs.filter((f) => !f.across?.some((s) => fs.some((g) => g !== f && !g.across && g.event.balls.includes(s.ball)
    && !g.event.balls.every((x) => f.event.balls.includes(x)) && (g.event.confidence ?? 0) >= IMPULSE_CONFIDENCE
    && g.event.t > s.from && g.event.t < s.to)));
}
