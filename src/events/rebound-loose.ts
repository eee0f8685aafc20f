/**
 * A hidden rebound the geometry nearly shows (issue 6, session 28). A cue
 * ball struck under the cue into a rail 190 mm away comes back out of the
 * cue's shadow 0.16 s after the strike at 2.3 m/s (development
 * three-cushion #214[5] at 30 fps). Its first line passes 15 mm wide of
 * its rest place, so it did not leave it straight, and traced back it meets
 * the rail 15 ms from the true hit; but the blur of a fast ball's detections
 * (σ grows with speed) puts the line's rms at 3.45 mm, over the 3 mm that
 * `clearUnfold` (rebound.ts) asks of a line reaching that far back, and
 * heavy side spin turned the way out 31° off the mirror of the way in, over
 * MIRROR_TOL_DEG 25. The hit was missed, the ball's first cushion of three
 * with it, and a true "point" went out as a confident "no point".
 *
 * Widening the sure bars lets bent lines claim far hits (rebound.ts,
 * CLEAR_LINE_RMS_MM: a line bent by a ball contact met a cushion 300 mm
 * behind a ball struck in the open). So what passes only these looser bars
 * is reported under the referee line: the stroke's verdict counts the hit
 * and the referee is asked (src/rules/doubt.ts reads it without the hit).
 * Every other condition of the far reach stays: an unseen way from the rest
 * place, a line not through the rest place, the crossing after the ball
 * left it and within CLEAR_BACK_S of its first point, the unseen path clear
 * of every other ball. And no other ball may start moving while the ball
 * was unseen (`othersStarted`): then a contact may have bent its way, which
 * the sure bar on the line's rms catches and the loose one does not
 * (development one-cushion #21[3] at 30 fps: a yellow struck under the cue
 * into the red 62 ms later, its way out of that contact traced back to a
 * top cushion it never met, a false hit and a strike dated 0.16 s early).
 */
import type { BallHistory } from './history.js';

/** The two bars a hidden rebound's first line passes: its straightness (rms, mm) and its mirror angle (degrees). */
export interface ReboundBars { lineRmsMm: number; mirrorDeg: number }

/**
 * The loose bars: the rms of the general way out (rebound.ts LINE_RMS_MM,
 * 5 mm) and a mirror angle of 40°. Raising them sends more strokes with a
 * guessed hit to the referee (and counts a false cushion where the guess is
 * wrong); lowering them to the sure bars (3 mm, 25°) leaves the verdicts of
 * such strokes confidently wrong. Ranges 3-6 mm, 25-50°.
 */
export const LOOSE_BARS: ReboundBars = { lineRmsMm: 5, mirrorDeg: 40 };

/**
 * Confidence of a hit passing only the loose bars: under the referee line
 * (DOUBT_CONFIDENCE 0.9) and under the sure rebounds' 0.75-0.85, so that a
 * reading without it is judged and, when it changes the call, sent to the
 * referee. Range 0.4-0.7.
 */
export const LOOSE_HIT_CONFIDENCE = 0.55;

/** Another ball's first moving run began between `from` and `to` (s). */
export function othersStarted(others: readonly BallHistory[], from: number, to: number): boolean {
  return others.some((o) => o.runs.some(([k]) => o.t[k]! >= from && o.t[k]! <= to));
}
