/**
 * A near miss wide enough for the fits, close enough for the camera to hide
 * a thin kiss in (issue 6, session 18: a hall camera). contacts.ts calls a
 * pair "near" (a doubt) when the incoming pieces pass within twice their
 * noise of touching; that noise is the fits' scatter, and two errors of a
 * real camera do not show in it: a ball's light bias (the same for every
 * frame of that ball, 0.3-1.5 mm, so the two balls' differ by up to ~1 mm)
 * and a moving ball's error correlated over ~60 ms, which shifts a whole
 * piece of 5-7 points together. A thin kiss moves the object ball a few
 * tenths of a mm (no displacement, no kink), so the gap is all the evidence
 * there is, and a gap within that hidden margin may be a touch: the referee
 * is asked. Development three-cushion #28 stroke 7 at 30 fps under
 * EVAL_CAMERA=hall: the yellow's point-making kiss of the red (true gap
 * −0.03 mm, the red moved 0.3 mm) fitted 2.84 mm wide against a band of
 * 2.72 mm, and "no point" was called with no doubt at all.
 */
import { GAP_BIAS_MM } from './zone-doubt.js';

/**
 * What a camera's fixed and slowly varying errors add (mm) to the fits' own
 * band (2 × their noise) before a near miss is cleared: the touch gap's
 * bias floor (zone-doubt.ts `GAP_BIAS_MM`, the same difference of two balls'
 * light biases, the one margin no noise estimate shows). Raising it sends
 * more clean near misses to the referee; 0 leaves a thin kiss under a bias
 * to the fits' scatter alone (the confidently wrong point above). Range 0-2.
 */
export const HIDDEN_KISS_MM = GAP_BIAS_MM;

/** The gap (mm beyond 2R) of the incoming pieces is within what their noise (`noise`, mm) and a camera's bias can hide: a doubt, not a clear miss. */
export const kissHidden = (gap: number, noise: number): boolean => gap < 2 * noise + HIDDEN_KISS_MM;

/**
 * The pair's seen points themselves came within 2R plus that margin (`d`:
 * their distance at the frame of the minimum): a hidden kiss is asked about
 * only where the camera saw the balls as good as touching, not where the
 * fits alone pass near (at the renders' noise the fits' band alone sent 5 more
 * five-pins strokes in 320 to the referee at 60 and 30 fps, and its doubts
 * in a Russian break became 2 false contacts a rate).
 */
export const pointsMet = (d: number, R: number): boolean => d <= 2 * R + HIDDEN_KISS_MM;
