/**
 * A carom ball hit into its near rail and back into its hitter, read from the
 * hitter's velocity (issue 6, session 48). The path analysis finds such a
 * return as a doubtful pair minimum at the right time, and extract.ts leaves it
 * a doubt: later than its cause's start, a sure finding of the pair explains that
 * start. A rail between two meetings makes the second possible, not proven
 * (session 47: near passes 3-9 mm wide leave the same doubtful minimum). What a
 * touch leaves and a pass does not: the hitter's velocity changes along the
 * line of centres, away from the ball that came back. Development five-pins
 * #38 stroke 5 at 60 fps: the white back off the bottom rail into the yellow
 * 83 ms after the first touch; the yellow's velocity along the line of centres
 * changes by 107 mm/s away from the white (1.7 times its noise). Read only where
 * the ball hit came back off its rail (extract.ts `pushedOffAfterRail`): a
 * hitter just off its own rail slides and curves as much (#51 stroke 1, the
 * yellow off its own rail into the white, 315 mm/s, is left a doubt).
 */
import type { BallId } from '../contracts/ids.js';
import { velocityVar } from './fit.js';
import { type BallHistory, indicesIn, positionAt } from './history.js';
import { pieceOf, thirdNear } from './pushed-again.js';

/**
 * Span (s) of the hitter's points fitted on each side of the meeting (never back
 * past the first touch or its own rail, never on past its next rail). Longer
 * lets the hitter's slide and spin in (a sliding ball changes velocity by up to
 * ~2 m/s², ~140 mm/s over this span); shorter leaves two points a side at 30 fps.
 * Range 0.05-0.1.
 */
export const HITTER_PUSH_SPAN_S = 0.07;

/**
 * Least change (mm/s) of the hitter's velocity along the line of centres, away
 * from the other ball, that counts as the second touch. Development carom 1-120
 * at 60 and 30 fps, doubts at least 15 ms after their cause with two hitter
 * points a side: the true returns 107 (five-pins #38[5]), 315 (#51[1], the
 * hitter's own rail), 235 and 239 (libre #2[3], #77[7] 30 fps: no rail between),
 * 100 (#93[3] 30 fps, 1.2 times its noise); the 18 passes at most 46 (libre #51[6]
 * 60 fps), 43 (five-pins #109[7] 60 fps). Raising
 * it past ~105 loses #38[5]; lowering it towards 50 meets the passes and the
 * draw a sliding hitter shows. Range 60-105.
 */
export const HITTER_PUSH_MIN_MM_S = 80;

/**
 * And this many times its noise (the two pieces' velocity variances). The
 * hand-made near miss of events.rail-meet (3.6 mm wide, σ 1.5) reads 142 mm/s
 * at 1.0 times its noise on two points before the meeting; five-pins #38[5] 1.7,
 * #51[1] 3.9; the dev passes at most 0.96. Raising it past 1.7 loses #38[5];
 * lowering it to 1 lets the hand-made near miss in. Range 1.2-1.7.
 */
export const HITTER_PUSH_Z = 1.5;

/** Confidence of a return so read: one velocity change on few points; the referee confirms it when it decides the stroke. Range 0.6-0.8. */
export const HITTER_PUSH_CONFIDENCE = 0.7;

/**
 * Whether hitter a's velocity changed at t, along the line of centres from b to
 * a, by HITTER_PUSH_MIN_MM_S and HITTER_PUSH_Z times its noise, with no third
 * ball near (pushed-again.ts `thirdNear`). ts: the first touch (the cause's
 * start); aRails: a's cushion hits (s).
 */
export function hitterPushedOff(a: BallHistory, b: BallHistory, t: number, ts: number, aRails: readonly number[], others: readonly BallHistory[], R: number): boolean {
  const pa = positionAt(a, t), pb = positionAt(b, t);
  if (!pa || !pb || thirdNear(a, t, others, R)) return false;
  const from = Math.max(ts, ...aRails.filter((c) => c < t)) + 0.005, to = Math.min(t + HITTER_PUSH_SPAN_S, ...aRails.filter((c) => c > t).map((c) => c - 0.005));
  const before = pieceOf(a, indicesIn(a, Math.max(from, t - HITTER_PUSH_SPAN_S), t - 0.001)), after = pieceOf(a, indicesIn(a, t + 0.001, to));
  if (!before || !after) return false;
  const l = Math.hypot(pb[0] - pa[0], pb[1] - pa[1]) || 1;
  const push = -((after.x.v - before.x.v) * (pb[0] - pa[0]) + (after.y.v - before.y.v) * (pb[1] - pa[1])) / l;
  return push >= Math.max(HITTER_PUSH_MIN_MM_S, HITTER_PUSH_Z * Math.sqrt(velocityVar(before) + velocityVar(after)));
}
