/**
 * A slow pair's touch read over pieces as long in time as at 30 fps (issue 6,
 * session 51). `refine` fits SIDE_POINTS points on each side of a distance
 * minimum: 0.23 s at 30 fps, 0.12 s at 60. Two balls closing at 50-150 mm/s
 * change velocity by a few tens of mm/s at their touch, which over 0.12 s
 * pieces stays under 2σ at every one of the pair's minima (each a `near`
 * doubt, the touch missed silently), while the same stroke at 30 fps shows
 * it at 3-8σ (development libre #63 stroke 6, the red off its rail back into
 * the yellow at 60-110 mm/s: z 1.7-2.0 at 60 fps, 8.1 at 30; three-cushion
 * #41 stroke 3, the red rolling into the white at rest at 30-60 mm/s: z ≤ 1.7
 * at 60 fps, 3.2 at 30). Such a minimum is read again over SLOW_REFIT_POINTS
 * points a side (never across a finding of the pair: contacts.ts passes
 * them as breaks), and kept only when that reading proves the touch.
 */
import type { ContactFinding } from './contacts.js';
import { speedOf } from './fit.js';
import { type BallHistory, fitPoints, indicesIn } from './history.js';
import { SIDE_POINTS } from './pieces.js';

/**
 * Points a side of the second reading: the time span of SIDE_POINTS at half
 * the frame rate (the span that reads these touches at 30 fps). Raising it
 * reaches back past the pair's other events (the pieces stop at cushion hits
 * and at the pair's findings, not at seen turns); lowering it towards
 * SIDE_POINTS gives the first reading again. Only 14 was measured; range 10-20.
 */
export const SLOW_REFIT_POINTS = 2 * SIDE_POINTS;

/**
 * Fastest either ball may move (mm/s, a line fitted over ±SPEED_SPAN_S) for
 * the second reading: faster pairs' impulses show over the short pieces (a
 * fast pass read over long ones would also take in more of a curve). The
 * minima that proved the two touches read 77 / 54 mm/s (libre #63[6]) and
 * 8 / 31 (three-cushion #41[3]). Raising it asks faster passes again over
 * long pieces (not measured above 150); lowering it under ~80 leaves libre
 * #63[6] missed. Range 80-300.
 */
export const SLOW_REFIT_MM_S = 150;

/** The ball's speed is read over this span (s) on each side of the minimum. Range 0.05-0.2. */
const SPEED_SPAN_S = 0.1;

/**
 * Longest frame interval (s) of the second reading: at 30 fps and slower the
 * first reading's pieces already span 0.23 s or more. Range 0.02-0.03.
 */
export const SLOW_REFIT_FRAME_S = 0.025;

/** The speed (mm/s) of `h` fitted over ±SPEED_SPAN_S around t (Infinity: too few points to tell). */
function speedNear(h: BallHistory, t: number): number {
  const idx = indicesIn(h, t - SPEED_SPAN_S, t + SPEED_SPAN_S);
  return idx.length < 2 ? Infinity : speedOf(fitPoints(h, idx));
}

/**
 * Whether the pair's minimum at t, between frames `frameS` apart, is read
 * again over SLOW_REFIT_POINTS: the stream faster than SLOW_REFIT_FRAME_S a
 * frame and both balls under SLOW_REFIT_MM_S.
 */
export function slowPair(a: BallHistory, b: BallHistory, t: number, frameS: number): boolean {
  return frameS <= SLOW_REFIT_FRAME_S && Math.max(speedNear(a, t), speedNear(b, t)) <= SLOW_REFIT_MM_S;
}

/**
 * The second reading counts only at this confidence or more: its pieces
 * reached 2R with a kink over KINK_Z (0.99) or a displacement or deep
 * overlap (0.95). The weaker readings (0.6-0.8: a weak kink near, a kiss
 * within reach) gave development libre 60 fps 1-80 four new errors (#54[0],
 * #55[4] re-timed 90 ms off, #71[5], #75[1] new extras) for one fixed
 * miss. Lowering it brings them back. Range 0.95-0.99.
 */
export const SLOW_REFIT_PROOF = 0.95;

/**
 * Confidence the second reading is reported at: under BREAK_CONFIDENCE, so
 * it never cuts the pair's later pieces and as a twin it is timed at the
 * pair's closest minimum (minima.ts `oneOfTwins`); long pieces reaching back
 * over a touch the short ones read at 0.8 re-timed it 96 ms late at 0.99
 * (development three-cushion #41[4] 60 fps). Range 0.6-0.9.
 */
export const SLOW_REFIT_CONFIDENCE = 0.8;

/**
 * The finding `first` of a minimum at t, or, when it is no contact (null or
 * a doubt) and the pair is slow (`slowPair`), the second reading `again()`
 * where it proves the touch (SLOW_REFIT_PROOF), at SLOW_REFIT_CONFIDENCE.
 */
export function slowRefit(first: ContactFinding | null, a: BallHistory, b: BallHistory, t: number, frameS: number, again: () => ContactFinding | null): ContactFinding | null {
  if (first?.event.confidence !== undefined || !slowPair(a, b, t, frameS)) return first;
  const g = again();
  if (g?.event.confidence === undefined || g.event.confidence < SLOW_REFIT_PROOF) return first;
  return { ...g, event: { ...g.event, confidence: Math.min(g.event.confidence, SLOW_REFIT_CONFIDENCE) } };
}
