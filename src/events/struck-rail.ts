/**
 * The struck ball's rail right after the strike, proven by its way out
 * missing its rest place (issue 6, session 34). A ball lying a short way
 * from a rail and struck into it, hidden under the cue, is first seen on
 * the mirror of its way in; rail-doubt.ts names that rail as a rest doubt
 * when the way out, traced back, passes the rail point at least as near as
 * the rest place, since a ball struck straight away from the rail leaves
 * along about the same line (2·d·sin φ apart: d the rest place's gap to the
 * rail, φ the way out's angle from the rail's normal). Where that offset is
 * several mm, well past the way out's error, the line that misses the rest
 * place by it cannot be a straight start: the cue ball starts from its rest
 * place along the cue (elevation 0 gives no swerve; no other ball is met on
 * the way out, `wayOut` stops short of one), so it turned before its first
 * point, and the rail it passes is the turn. Development three-cushion and
 * one-cushion 1-40 at 60 and 30 fps: the doubts' way outs passed their rest
 * place 5.4-15.2 mm farther than their rail point in 8 true hits, and at
 * most 2.3 mm farther in 22 balls struck away (the rest of the true hits lie
 * as near as those, 2·d·sin φ under the noise: they stay doubts); wider
 * blocks found balls struck away up to 5.8 (STRUCK_RAIL_PROOF_MM) and slow
 * ones traced back far (STRUCK_RAIL_UNSEEN_MAX_S). Reported at the doubt's
 * time, between the strike and the first point seen, at 0.75. Carom tables
 * only (extract.ts): development Russian 60 fps 1-40 gained none, two extras.
 * Session 35: the long way out (more points, reaching further) proves it
 * too, at a smaller margin (STRUCK_RAIL_LONG_PROOF_MM).
 */
import type { CushionEvent } from '../contracts/events.js';
import type { RailFit, RailReading } from './rail-doubt.js';
import type { Start } from './starts.js';

/**
 * Least distance (mm, times the ball's noise scale) by which the way out
 * must pass the rest place farther than the rail point for the rail to be
 * proven. Development (three-cushion, one-cushion, libre 1-120): balls
 * struck away reach 3.9 at 60 fps (libre #19[1], a yellow struck away from
 * the left rail), 4.8 at 30 fps (libre 41-80 #59[5], scale 1.1) and 5.8 at
 * 50 fps (libre 1-40 #21[7], a yellow struck head-on away from the bottom
 * rail, first seen 76 ms on: its 5-point line traced back 170 mm); the true
 * hits from 5.4 (a 5-point way out's line is known to a few mm at the rest
 * place). Lowering it to 5 reports #21[7] at 50 fps (tried: +3 hits, +1
 * extra); raising it past 7 drops the hits from 3-4 mm off the rail at a
 * steep angle (libre #9[5], 6.3-6.8). Range 5-8.
 */
export const STRUCK_RAIL_PROOF_MM = 6;

/**
 * The same margin (mm, times the ball's noise scale) on the long way out
 * (straight-start.ts: up to LONG_OUT_POINTS points, reaching further from
 * the rest place, so a smaller error there), when it has more points than
 * the short one. A ball struck away runs straight from its rest place and
 * its long line passes it within a couple of mm where the 5-point line
 * traced back may miss it by 4-6 (development libre 1-40 50 fps #21[7]: 5.8
 * on the short line, 1.1 on the long one). Development three-cushion,
 * one-cushion, libre 1-120 (60, 30; libre 1-40 25, 50; three-cushion 1-40
 * at twice the noise): balls struck away reach 2.4 on it at 60 fps
 * (three-cushion #51[5]), 1.4 at 30 and 2.0 at 50 (libre #11[2]); true hits
 * left as doubts by STRUCK_RAIL_PROOF_MM 5.5-15.6 (three-cushion 1-40
 * #15[3] 60/30, #27[1] 60; 81-120 #111[6] 60 at 3.1 short, 15.6 long;
 * #117[4] 30 at scale 1.29). The long line is not the better one after a
 * rail (the ball's spin bends its path: three-cushion 1-40 60 fps #29[5],
 * 10.8 short, 3.5 long), so either proves. Lowering it towards 3 meets the
 * balls struck away (and would find libre 81-120 60 fps #117[6] at 3.9);
 * raising it past 5.5 gives the hits back to the doubt. Range 3.5-5.5.
 */
export const STRUCK_RAIL_LONG_PROOF_MM = 4.5;

/**
 * Confidence of a proven rail: read from geometry measured to a couple of
 * mm, never seen; under the referee line (HIGH_CONFIDENCE) and counted as
 * found. Range 0.6-0.85.
 */
export const STRUCK_RAIL_CONFIDENCE = 0.75;

/**
 * Longest time (s) from the strike to the ball's first point seen for the
 * proof: the way out is traced back over that unseen stretch, and a slow
 * ball's first points (a biased first detection, a direction read from a
 * short span) put its line several mm off over a long one. Development:
 * the true hits proven were seen 18-69 ms after the strike; balls struck
 * away whose lines missed their rest place by 6-13 mm were first seen after
 * 104-185 ms (libre 41-80 60 fps #71[2], a white at 0.5 m/s; five-pins 1-40
 * 60 fps). A ball turned by a rail also leaves the cue's line at once
 * (seen early), while one struck away runs on under the follow-through.
 * Raising it reads long traces back (one-cushion 1-40 60 fps #13[7], seen
 * after 112 ms, is left a doubt); lowering it under 40 ms drops the 30 fps
 * hits. Range 0.05-0.15.
 */
export const STRUCK_RAIL_UNSEEN_MAX_S = 0.09;

/**
 * How much earlier (s) than the struck ball's start another ball's start
 * must be to say the struck ball was not the first to move. Start times
 * traced back carry a few ms of error; a frame at 25 fps is 40 ms. Range 0.01-0.1.
 */
export const FIRST_MOVER_SLACK_S = 0.02;

/**
 * The proof needs the struck ball to be the cue ball, struck from its rest
 * place: when another ball left its rest before it (a real start, not the
 * camera's noise), that ball may have hit it unseen (a hidden cue ball that
 * hit the first ball seen moving, strike.ts) and the way out's miss of the
 * rest place says nothing about a rail. A precondition, not a measured fix:
 * no development stroke in the blocks measured needed it.
 */
export function firstToMove(s: Start, starts: readonly Start[]): boolean {
  return !starts.some((o) => o.id !== s.id && !o.faint && o.t < s.t - FIRST_MOVER_SLACK_S);
}

/** The way out, traced back over at most STRUCK_RAIL_UNSEEN_MAX_S, misses the rest place by STRUCK_RAIL_PROOF_MM (noise scaled) more than the reading's rail point, or its long way out by STRUCK_RAIL_LONG_PROOF_MM. */
export function railProven(r: RailReading): boolean {
  if (r.unseenS > STRUCK_RAIL_UNSEEN_MAX_S) return false;
  return margin(r) >= STRUCK_RAIL_PROOF_MM * r.scale || (r.long !== null && margin(r.long) >= STRUCK_RAIL_LONG_PROOF_MM * r.scale);
}

/** How much farther (mm) the line passes the rest place than the rail point. */
const margin = (f: RailFit): number => f.restOff - f.off;

/** The rail hits the readings prove (the rest keep their doubt). */
export function struckRails(readings: readonly RailReading[]): CushionEvent[] {
  return readings.filter(railProven).map(({ doubt: d }) => ({ t: d.t, kind: 'cushion', ball: d.ball, cushion: d.cushion, confidence: STRUCK_RAIL_CONFIDENCE }));
}
