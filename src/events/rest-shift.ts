/**
 * How far a ball at rest must be seen off its place to have been moved, on
 * that ball's own noise (issue 6, session 16). A contact's displacement
 * evidence (contact-rests.ts `displaced`) is the distance between two medians of
 * the ball's resting points, before and after the candidate; their noise
 * is the camera's: on the renders (σ 0.6 mm) 1.2 mm is over 3 of its widths
 * at 30 fps and more at 60, but on a camera twice as noisy (σ 1.2 mm, a
 * real hall camera may well be) a ball that never moved is seen 1.2 mm
 * off in ~1 of 5 candidates at 30 fps: the scenario "second ball missed by
 * 1 mm" was then a contact at 0.95 (moved 1.3-1.7 mm), a confidently wrong
 * point. So the bar is KISS_DISPLACEMENT_MM or SHIFT_Z widths of the
 * medians' difference, whichever is more; below it the ball neither shows
 * a push nor is proved unpushed more finely than its noise allows.
 */
import { ballNoise } from './ball-noise.js';
import { type BallHistory, indicesIn } from './history.js';

/** Displacement (mm) of a ball at rest that counts as moved by a contact on the renders' noise (contacts.ts, unchanged). */
export const KISS_DISPLACEMENT_MM = 1.2;
/**
 * Noise widths (a axis) of the difference of the two medians a displacement
 * must pass: a ball at rest is seen further off than z widths in
 * exp(−z²/2) of candidates (Rayleigh; 2.5: 4 %, 3: 1 %). On the renders'
 * noise the bar stays KISS_DISPLACEMENT_MM (0.6-0.8 mm at 60 fps, 0.8-1.1
 * at 30 for full windows); at twice it, 1.2-1.4 mm at 60 fps and 1.6-2.1
 * at 30. 3 lifted a 30 fps ball at the renders' noise over 1.2 mm (the
 * creep of test/events.together.test.ts, development libre #74 stroke 5,
 * lost its displacement and its time). Raising it turns more thin kisses
 * on a noisy camera into doubts; lowering it lets noise push resting balls
 * again. Range 2-4.
 */
export const SHIFT_Z = 2.5;
/** `restNoise` reads about this share of the true σ (it leaves out the points read moving, the largest deviations). */
const REST_NOISE_READ = 0.75;
/** A median of n normal points has σ·√(π/2)/√n of noise. */
const MEDIAN_NOISE = Math.sqrt(Math.PI / 2);

/** The displacement (mm) a ball at rest must pass to have moved, from medians over `before` and `after` (s, [from, to]). */
export function shiftBar(h: BallHistory, before: readonly [number, number], after: readonly [number, number]): number {
  const n1 = indicesIn(h, before[0], before[1]).length, n2 = indicesIn(h, after[0], after[1]).length;
  if (n1 === 0 || n2 === 0) return KISS_DISPLACEMENT_MM;
  return Math.max(KISS_DISPLACEMENT_MM, SHIFT_Z * MEDIAN_NOISE * (ballNoise(h) / REST_NOISE_READ) * Math.sqrt(1 / n1 + 1 / n2));
}

/** The bar (mm) across a candidate at tc, over contact-rests.ts `displaced`'s windows: the 0.3 s before tc and 0.25-0.6 s after. */
export const barAt = (h: BallHistory, tc: number): number => shiftBar(h, [tc - 0.3, tc - 0.005], [tc + 0.25, tc + 0.6]);

/**
 * σ at rest (mm, true, a axis) over which a ball's camera is too noisy to
 * show a thin kiss's push (0.5-1 mm, seen through medians of its points):
 * the renders' 0.6 mm reads 0.56-0.76, twice it 1.1-1.45. Raising it keeps
 * deep overlaps of the fits past a ball that stayed put as sure contacts on
 * noisier cameras; lowering it to the renders' noise makes the thin kisses
 * the renders show (a 3σ overlap, the ball moved 0.6 mm) doubts. Range 0.8-1.2.
 */
export const NOISY_REST_SIGMA_MM = 0.9;

/** Ball h's camera is noisier at rest than NOISY_REST_SIGMA_MM. */
export const noisyRest = (h: BallHistory): boolean => ballNoise(h) / REST_NOISE_READ > NOISY_REST_SIGMA_MM;
