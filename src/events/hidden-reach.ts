/**
 * A hidden claim no path can make (issue 6, Russian false contacts). causes.ts
 * gives a start to a ball "hidden" at it when that ball has no point in a
 * short window around the start and leaves its own rest later; at 30 fps one
 * missed detection is enough. Development Russian 30 fps #48[1]: the cue ball
 * hit a white, then the colour 20 ms later (a kink-proven 0.99 contact); the
 * white, missed in the frame between, claimed the colour's start at 0.75
 * though it lay 123 mm from the contact point and was seen 132 mm from it
 * 5 ms after the colour's traced start, leaving the other way. A ball cannot
 * be in two places: its own seen points must leave some moment, while the
 * started ball was leaving its rest, at which it could stand at the contact
 * point at a speed it can have had. Only a ball other than the struck one:
 * the struck ball is hidden under the cue for real, and its claims are
 * hidden-passed.ts's (session 38: never drop them).
 */
import type { BallId } from '../contracts/ids.js';
import type { Cause } from './causes.js';
import { type BallHistory, indicesIn } from './history.js';
import { type Start, touchPlace } from './starts.js';

/**
 * Share by which the claimer may have been faster than equal-mass impacts
 * allow. Hitting the started ball it kept its speed across the line of
 * centres and gave the started ball the rest, so before the touch it ran at
 * most hypot(its own departure speed, the started ball's), less only by
 * friction; the slack covers the speeds' noise and a spin that slows the ball
 * after. Raising it keeps more impossible claims; lowering it towards 1 drops
 * claims whose speeds were read low. Range 1.2-3.
 */
export const REACH_SPEED_SLACK = 1.5;
/**
 * Slack (mm) on each seen point's distance from the contact point: the
 * detector's noise and the contact point's own error (the departure's
 * direction a few degrees off moves it by 2R × the angle). Twice causes.ts
 * CAUSE_TOL_MM. Raising it keeps more claims; lowering it under the
 * contact point's error drops true ones. Range 15-60.
 */
export const REACH_SLACK_MM = 30;
/** How far (s) around the started ball's contact window the claimer's seen points are read. Range 0.05-0.3. */
const REACH_AROUND_S = 0.15;
/** Longest contact window (s) tried: a ball unseen at rest for long has no last point at rest near its start. */
const REACH_WINDOW_MAX_S = 0.5;
/** Step (s) of the moments tried in that window. */
const REACH_STEP_S = 0.001;

/**
 * The claim is a hidden ball's (not the struck ball's) and at no moment
 * between the started ball's last point at rest (or its traced start, if
 * earlier) and its first point off rest could the claimer have stood at the
 * contact point: some seen point of it lies farther from there than it could
 * travel in the time between.
 */
export function outOfReach(c: Cause, hs: readonly BallHistory[], starts: readonly Start[], R: number, struck: BallId | null): boolean {
  if (!c.hiddenHitter || !c.by || c.by === struck) return false;
  const h = hs.find((q) => q.id === c.by), own = starts.find((q) => q.id === c.by);
  if (!h || !own) return false;
  const s = c.start;
  const at = touchPlace(s, R);
  const vmax = REACH_SPEED_SLACK * Math.hypot(own.speed, s.speed);
  const to = s.departT, from = Math.max(Math.min(s.lastRestT, s.t), to - REACH_WINDOW_MAX_S);
  const seen = indicesIn(h, from - REACH_AROUND_S, to + REACH_AROUND_S).map((k) => ({ t: h.t[k]!, d: Math.hypot(h.x[k]! - at[0], h.y[k]! - at[1]) }));
  for (let tau = from; tau <= to + 1e-9; tau += REACH_STEP_S) {
    if (seen.every((p) => p.d <= vmax * Math.abs(p.t - tau) + REACH_SLACK_MM)) return false;
  }
  return seen.length > 0;
}
