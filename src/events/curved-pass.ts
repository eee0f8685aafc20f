/**
 * A fast pass read as a weak touch (issue 6, Russian contacts at 30 fps). Two moving balls whose incoming
 * pieces overlap by little more than their noise, with no kink and nothing displaced, are an overlap-only
 * finding (contacts.ts OVERLAP_ONLY_CONFIDENCE, 0.55: counted as a contact). Where the pair's change of
 * velocity along the line of centres is all one ball's (`curvedPast`, one-sided.ts: that ball's own curve,
 * the kink zeroed), the overlap is the only evidence of a touch, and a touch as deep as it would have
 * thrown both balls apart: on the pyramid such a finding is a doubt, for the referee.
 *
 * The case (development Russian #19[0] at 30 fps, w4 + w7 at 3.8916, no true touch, the pair passing about
 * 1 mm wide): w4 (1.5 m/s, three points off its left rail) crosses w7 (0.9 m/s); the fits overlap 3.66 mm
 * against a noise of 2.93; a touch that deep at their closing speed of 2 186 mm/s would change each ball by
 * about 700 mm/s along the line of centres; w7 (seven points, σ 14 mm/s) changed by 12, w4 (σ 89) by 243,
 * its rail's curve. On the development Russian recordings the tier holds no true touch at 30 fps ×1 (1-40:
 * one finding, this false one); true thin touches between two moving balls show a two-sided kink (the 0.6
 * and 0.8 tiers). At twice the noise it does hold some: held-out wide ×2 (matches 13-42, 30 fps) one true touch
 * found at 0.55 became a doubt, one 0.55 extra went (docs "Session 48 round"). Pyramid only: the tier is left as it
 * was on carom, where it was not measured.
 * Dev Russian A/B (1-40 and 41-80 at 60 and 30 fps ×1, ×2 noise 30 fps 1-80 and 60 fps 1-40; 2 200 strokes): 3 better
 * (#19[0] at 30 and 60 fps, #10[1] ×2 60 fps w1 + w6, each a 0.55 extra gone), 0 worse, no true contact lost.
 */
import type { ContactFinding } from './contacts.js';

/**
 * Doubt (1 − the contact's likelihood) a curved overlap-only pass leaves: refine's doubt of a near pass
 * with no evidence (0.35, a contact at 0.65 for the referee, counted as none). Raising it towards 0.5
 * makes the pass a likelier contact on the referee's screen; lowering it hides it. Range 0.2-0.5.
 */
export const CURVED_PASS_DOUBT = 0.35;

/** The findings with each curved overlap-only pass turned into a doubt (its event without a confidence, as refine's doubts). */
export function curvedPasses(found: readonly ContactFinding[]): ContactFinding[] {
  return found.map((f) => {
    if (!f.curvedOverlap) return f;
    const { confidence: _dropped, ...event } = f.event;
    return { event, doubt: CURVED_PASS_DOUBT, ...(f.gap !== undefined ? { gap: f.gap } : {}) };
  });
}
