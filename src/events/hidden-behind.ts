/**
 * A hidden ball lying right behind a start, on its line of centres, hit it
 * (issue 6, session 56). A cue ball struck under the cue into a ball a few
 * centimetres away meets it a frame or two after the strike; when the cue
 * ball was last seen at rest a frame before that contact, it does not count
 * as unseen at the start (causes.ts `positionOf` asks UNSEEN_S), and when
 * it is next seen only after the ball it hit came back into it off a rail,
 * its first points lead nowhere near the contact: the ball it hit had no
 * cause and took the strike (development five-pins #13[5] under
 * EVAL_CAMERA=cue: the yellow, hidden from the strike, hit the white lying
 * 26 mm away 10 ms later; the white left straight along their line of
 * centres, met the right rail and came back into the yellow; the white took
 * the strike, a confident `wrong-ball` foul on a valid stroke).
 *
 * The first step of a ball hit by a ball runs along the line of centres
 * from its hitter; a cue strike along that same line from a ball lying that
 * close would need the cue raised over it. So a start with no other cause
 * whose first step (rest place to its first point off rest, or to that point
 * mirrored in a rail its rest lies by: the step went through that rail)
 * runs straight away from a ball lying within BEHIND_GAP_MM of it, that ball
 * unseen from before that step until it is seen off its own rest within
 * HIDDEN_DEPART_S, is given that ball as its hidden hitter. It is reported
 * as every hidden hitter is (strike.ts `findStrike`: the strike and the
 * contact at 0.8), so the rules also judge the other ball struck
 * (src/rules/doubt-readings.ts `strikeReadings`): the referee looks where
 * that changes the call. Its way in is that gap, straight: hidden-approach.ts
 * reads no rail on it (`behind`; at 30 fps the yellow's step, bent by the
 * white coming back into it, read a false right rail there).
 */
import { distance, dot, sub, unitOrNull } from '../geometry/vec.js';
import { axisGaps } from '../geometry/cushion-sides.js';
import type { Vec2 } from '../contracts/ids.js';
import { type BallHistory, indicesIn } from './history.js';
import { HIDDEN_DEPART_S, type Start } from './starts.js';
import type { Cause } from './causes.js';

/**
 * Widest gap (mm) between the two balls at rest. A cue tip striking a ball
 * along the line of centres from a ball this close must pass over it (the
 * cue raised some 30 degrees at 26 mm), and the hidden hitter meets it
 * within a frame or two of the strike. Raising it lets a ball lying farther
 * behind a cue ball struck straight away from it take the strike; lowering
 * it loses hidden hitters struck from farther. Range 10-80.
 */
const BEHIND_GAP_MM = 40;
/**
 * Smallest cosine between the first step and the line of centres (about 8
 * degrees). The first step at 60 fps is 15-20 mm long, its direction good to
 * 4-5 degrees with the detector's noise. Raising it asks for a longer or
 * cleaner step; lowering it takes a cue strike roughly away from a hidden
 * neighbour for that neighbour's hit. Range 0.9-0.999.
 */
const BEHIND_COS = 0.99;
/** A first step shorter than this (mm) has no direction to read. Range 5-30. */
const MIN_STEP_MM = 10;
/** A rest place this close (mm) to a rail's contact line may have sent the first step through it: the step is also read mirrored there. Range 0-150. */
const STEP_RAIL_REACH_MM = 45;

/**
 * The hidden hitter lying behind start `s` on its line of centres, or null.
 * `bounds`: the contact lines' half extents (track/geometry.ts `centreBounds`).
 */
export function hiddenBehind(s: Start, hs: readonly BallHistory[], starts: readonly Start[], R: number, bounds: { halfX: number; halfY: number }): Cause | null {
  const h = hs.find((g) => g.id === s.id), k = h ? h.t.indexOf(s.departT) : -1;
  if (!h || k < 0) return null;
  const steps = firstSteps(s.rest, [h.x[k]!, h.y[k]!], bounds);
  let best: Cause | null = null;
  for (const b of starts) {
    if (b.id === s.id || b.departT <= s.departT || b.departT - s.departT > HIDDEN_DEPART_S) continue;
    const gap = distance(b.rest, s.rest) - 2 * R, line = unitOrNull(sub(s.rest, b.rest));
    if (!line || gap > BEHIND_GAP_MM || !steps.some((u) => dot(u, line) >= BEHIND_COS)) continue;
    if (!unseenFrom(hs.find((g) => g.id === b.id), s.departT, b.departT)) continue;
    if (!best || gap < best.error) best = { start: s, by: b.id, hiddenHitter: true, error: Math.max(0, gap), behind: true };
  }
  return best;
}

/** The first step's directions: rest place to the first point, and to that point mirrored in each rail the rest place lies by. */
function firstSteps(rest: Vec2, p: Vec2, bounds: { halfX: number; halfY: number }): Vec2[] {
  if (distance(rest, p) < MIN_STEP_MM) return [];
  const half = [bounds.halfX, bounds.halfY] as const;
  const gaps = axisGaps(rest, bounds.halfX, bounds.halfY);
  const points: Vec2[] = [p];
  for (const axis of [0, 1] as const) {
    if (gaps[axis]! >= STEP_RAIL_REACH_MM) continue;
    const line = Math.sign(rest[axis]) * half[axis];
    points.push(axis === 0 ? [2 * line - p[0], p[1]] : [p[0], 2 * line - p[1]]);
  }
  return points.flatMap((q) => { const u = unitOrNull(sub(q, rest)); return u ? [u] : []; });
}

/** The ball has no point from `from` (the start's first point off rest) until `until` (its own first point off rest): unseen as the start left. */
function unseenFrom(b: BallHistory | undefined, from: number, until: number): boolean {
  return b !== undefined && indicesIn(b, from - 1e-6, until - 1e-6).length === 0;
}
