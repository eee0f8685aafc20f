/**
 * A fast cushion hit whose fitted V crosses short of the contact line
 * (split out of cushions.ts). The turn analysis fits a line to each side of
 * a turn and takes their crossing; a hit's crossing must lie within
 * CUSHION_LINE_TOL_MM of the contact line. For a fast ball the crossing's
 * distance from the line is a poor measure: a sliding ball's speed changes
 * over the frames fitted, a camera's error is correlated over ~60 ms, and at
 * 30 fps the nearest frames lie 50-150 mm from the rail, so a few per cent
 * of slope error puts the crossing 20 mm short (development three-cushion
 * #38 stroke 1 under EVAL_CAMERA=hall, 30 fps: in at 4.4 m/s, out at 3.5,
 * crossing 19 mm short: the rail missed, a confidently wrong "no point").
 * What the frames do settle is time: each leg reaches the contact line at
 * its own instant, and a ball cannot stand short of a rail (nor pass
 * through it), so a real hit's two instants agree within the frames' timing
 * error. A turn caused by something else short of the rail (a ball there)
 * turns at least the width of that ball away, and its legs reach the line
 * far apart in time unless the ball is very fast.
 */

/**
 * Largest time (s) between the way in reaching the contact line and the way
 * out leaving it for a fast V crossing short of the line to be a hit. Each
 * instant is good to a few ms (timestamp jitter of ±2 ms, a sliding ball's
 * changing speed, a correlated error of a few mm over a speed of metres a
 * second). 0.02 s takes crossings up to ~25 mm short at 2.5 m/s and up to
 * 16 mm (the line tolerance) at 1.6 m/s: only fast balls gain. Raising it
 * reads slower turns short of the rail as hits; lowering it below ~0.01 s
 * gives up the hits it is for. Range 0.005-0.04.
 */
const HIT_GAP_S = 0.02;
/**
 * Farthest short (mm) such a crossing may lie: a ball's radius. Another
 * ball's centre cannot lie between a ball and the rail nearer than its width,
 * so a turn this far short has room only for a cushion's hit read through
 * errors. Range 16-40.
 */
const QUICK_MAX_SHORT_MM = 30;
/**
 * Confidence of such a hit: the impulse is clear (a fast ball reversed its
 * normal velocity by the rail) but its place is read through a bent fit;
 * under the referee's line. Range 0.5-0.89.
 */
export const QUICK_HIT_CONFIDENCE = 0.75;

/** A fitted V: crossing at normal coordinate u, normal speeds in (> 0) and out (< 0). */
export interface FittedTurn { u: number; vIn: number; vOut: number }

/**
 * The V crossing short of `line` is a hit: its legs reach the line within
 * HIT_GAP_S of each other, it crosses within QUICK_MAX_SHORT_MM, and the
 * ball left slower along the normal than it came (a cushion's restitution
 * is under 1).
 */
export function quickHit(v: FittedTurn, line: number): boolean {
  const short = line - v.u;
  if (!(short > 0) || short > QUICK_MAX_SHORT_MM || !(v.vIn > 0) || !(v.vOut < 0) || -v.vOut > v.vIn) return false;
  return short / v.vIn + short / -v.vOut <= HIT_GAP_S;
}
