/**
 * A ball's displacement is one contact's evidence, not two (issue 6,
 * session 23). `refine` (contacts.ts) takes a ball at rest seen off its
 * place after a pass as the pass's touch; when that ball was also hit by a
 * third ball, a moment apart, with an impulse of its own, that hit moved it.
 */
import type { ContactFinding } from './contacts.js';

/** Confidence of a finding proven by its own impulse (the pieces reached 2R with a kink over KINK_Z in contacts.ts). */
export const IMPULSE_CONFIDENCE = 0.99;

/**
 * How close (s) the impulse-proven hit of the displaced ball must lie to the
 * pass for it to own the displacement: a frame or two at 25 fps (the red's
 * departure is traced within a frame of either). Raising it takes the
 * displacement from passes further from the hit; lowering it leaves a pass a
 * frame before the hit its contact. Range 0.04-0.12.
 */
export const SHIFT_OWNER_S = 0.1;

/** Doubt left for a pass whose displacement another hit owns: the frames cannot rule out a kiss before that hit. */
const OWNED_DOUBT = 0.35;

/**
 * Findings whose only evidence is the displacement of one ball (`displaced`),
 * when an impulse-proven finding of that ball with a third ball lies within
 * SHIFT_OWNER_S, become doubts. Development libre #14 stroke 7 at 25 fps:
 * the yellow passed 4.9 mm wide of the red at rest (no kink) 40 ms before
 * the white hit the red (11σ kink); the red's displacement made the pass a
 * false yellow-red contact at 0.8.
 */
export function ownedShifts(fs: readonly ContactFinding[]): ContactFinding[] {
  return fs.map((f) => {
    const x = f.displaced;
    if (!x || f.event.confidence === undefined) return f;
    const other = f.event.balls[0] === x ? f.event.balls[1] : f.event.balls[0];
    const owner = fs.some((g) => g !== f && g.event.balls.includes(x) && !g.event.balls.includes(other)
      && (g.event.confidence ?? 0) >= IMPULSE_CONFIDENCE && Math.abs(g.event.t - f.event.t) < SHIFT_OWNER_S);
    if (!owner) return f;
    return { event: { t: f.event.t, kind: 'ball-ball', balls: f.event.balls }, doubt: OWNED_DOUBT, ...(f.gap !== undefined ? { gap: f.gap } : {}) };
  });
}
