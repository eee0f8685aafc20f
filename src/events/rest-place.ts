/**
 * Whether a ball seen in a stroke ever left its place, judged by where its
 * points lie, not by its moving runs (issue 6, session 59). A moving run is
 * read from a speed over ±2 points (history.ts); at the start or the end of
 * a short history that span is cut short (2 mm at 60 fps), and a history of
 * under ~20 points has no measured noise to guard it, so a real camera's rest
 * noise (p90 1 mm, p99 1.7 mm a axis on the renders; a hall camera worse)
 * makes runs of a ball that never moved. vanish.ts `goneFromRest` read "a
 * ball was seen moving" from any run and refused the stroke: a cue ball
 * struck off the table unseen was lost, silently, in 5 % of draws at 1.0 mm
 * and 45 % at 1.5 mm at 60 fps (test/events.gone-rest-noise.test.ts,
 * MEASURE=1): the hidden ball's dozen rest points in the pre-roll, or
 * another ball's noise, made the run.
 */
import { noiseScaled } from './ball-noise.js';
import { median } from './fit.js';
import type { BallHistory } from './history.js';

/**
 * Farthest (mm) a ball's points may lie from their median (its place) for a
 * ball with moving runs to be read as never having left it. Rest noise of
 * 1.5 mm a axis passes 10 mm once in ~10⁹ points; a ball moved from one place
 * to another shows it at half its travel or more (more where it rested longer
 * at one end), so a move of 20 mm or more always shows. Raising it reads
 * larger nudges as rest (a stroke with a ball nudged that far and one gone is
 * read as the gone ball struck off the table, for the referee); lowering it
 * lets a noisier camera's rest read as a move. Range 5-20.
 */
const REST_REACH_MM = 10;
/**
 * The same reach in units of the ball's measured noise (`restNoise` reads
 * ~0.75 of the true σ), for a camera noisier than ~2 mm a axis: 7 of them,
 * ~5 true σ, pass once in ~10⁶ points. Lowering it reads a noisy ball's rest
 * as a move; raising it reads a noisy ball's short move as rest. Range 5-10.
 */
const REST_REACH_Z = 7;

/**
 * The ball left its place in these frames: it has a moving run and one of its
 * points lies farther than REST_REACH_MM (or REST_REACH_Z of its noise) from
 * the median of its points. A ball with no run did not.
 */
export function leftItsPlace(h: BallHistory): boolean {
  if (h.runs.length === 0) return false;
  const mx = median(h.x), my = median(h.y), reach = noiseScaled(h, REST_REACH_MM, REST_REACH_Z);
  return h.x.some((x, k) => Math.hypot(x - mx, h.y[k]! - my) > reach);
}
