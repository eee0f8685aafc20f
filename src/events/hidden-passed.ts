/**
 * A start given to a hidden ball when a visible one was there (issue 6,
 * Russian false contacts). A cue ball unseen under the cue strikes a ball
 * lying close in front; that ball runs on into others a frame or two later.
 * Their starts are asked for a hitter at the contact point their departure
 * implies (causes.ts `causeOf`): the ball running into them was there, but a
 * fast ball that has just been hit, and is about to be turned by the very
 * touch asked about, is read 15-25 mm off that point, just outside the
 * tolerance, and the hidden cue ball, 120-130 mm away yet within its reach,
 * takes the start (development Russian 30 fps #163[1], #172[1], #200[2]:
 * two contacts lost, two false ones each at 0.75). A ball seen moving, since
 * before the start, that lay within a touch of the started ball's rest place
 * between its last point at rest and its first point off it, with the ball
 * leaving away from it, hit it: the frames show it there; the hidden ball is
 * only not excluded. Only the struck ball's claims (the one under the cue):
 * a ball unseen for a frame or two elsewhere is where it was (development
 * #37[5]: the colour, missed as it was hit, did hit the white beside the cue
 * ball's way). Applied to the causes the contacts are read from (extract.ts),
 * not to those the strike is chosen from: a hidden claim after the strike
 * never makes or rivals it.
 */
import type { BallId } from '../contracts/ids.js';
import { type Cause, departureTimes, reacherOf } from './causes.js';
import { firstStepReacher } from './first-step.js';
import { type BallHistory, indicesIn } from './history.js';
import type { Start } from './starts.js';

/**
 * Least cosine between the started ball's departure and the line from the
 * visible ball to its rest place: equal masses leave along the line of
 * centres, a few degrees off under the detector's noise and throw. Raising
 * it towards 1 loses the fast hitters whose place is read off the line;
 * lowering it lets a ball passing beside the rest place take a start it did
 * not make. Range 0.7-0.98.
 */
export const PASSED_LINE_COS = 0.9;

/**
 * The causes with each hidden hitter's claim given to a visible ball that
 * reached the started ball as it left (`reacherOf`: moving since before,
 * within 2R and a blur's reach of its rest place) and that it left away
 * from; error 1 (the contact reported under the high-confidence line, as
 * any start found beside the tolerance).
 */
export function visibleOverHidden(found: readonly Cause[], hs: readonly BallHistory[], starts: readonly Start[], R: number, strike: { ball: BallId; t: number } | null): Cause[] {
  return found.map((c) => {
    // Only the struck ball is hidden under the cue; another ball unseen a frame or two (a missed detection) is where it was.
    if (!c.hiddenHitter || !strike || c.by !== strike.ball) return c;
    const by = visibleReacher(c.start, [c.start.id, c.by], hs, starts, R);
    if (by) return { start: c.start, by: by.id, hiddenHitter: false, error: 1, t: by.t };
    return afterStrike(c, strike, starts);
  });
}

/**
 * Most (s) a start may be traced back before the strike and still be the
 * struck ball's contact, dated after it: the three development starts lay
 * 35-80 ms early at 30 fps. Earlier, the ball moved before the stroke
 * (jostled, or read moving as the cue covered it: a strike's rival,
 * strike.ts), not hit. Raising it dates such a jostle as a contact; lowering
 * it drops the fast balls' contacts again. Range 0.05-0.2.
 */
export const TRACED_EARLY_S = 0.1;
/** A contact this long (s) before the strike counts as the stroke's all the same (extract.ts: the strike's own noise). */
const STRIKE_SLACK_S = 0.02;

/**
 * The struck ball cannot touch a ball before it was struck: a fast ball hit
 * from close in front traces back before the strike (its first points
 * already bent by the ball it runs into next: development Russian #163[1],
 * #172[1], #200[2], 35-80 ms early at 30 fps), and the contact would be
 * dropped as older than the stroke. It is dated by the struck ball's way to
 * the contact point instead (`error`, mm, at its speed from the strike), no
 * later than the ball's first point off its rest. Only then: the struck
 * ball's own traced start is loose too, when it was hidden (development
 * #10[1]: 105 ms late), so a start after the strike keeps its own time.
 */
function afterStrike(c: Cause, strike: { ball: BallId; t: number }, starts: readonly Start[]): Cause {
  const early = strike.t - STRIKE_SLACK_S - c.start.t;
  if (early <= 0 || early > TRACED_EARLY_S) return c;
  const speed = starts.find((q) => q.id === strike.ball)?.speed ?? 0;
  const t = Math.min(strike.t + c.error / Math.max(speed, 100), Math.max(strike.t, c.start.departT));
  return { ...c, start: { ...c.start, t }, t };
}

/** The visible ball that lay a touch from the start's rest place between its last point at rest and first point off it, the departure leading away from it; else one first seen there a frame later (`nextFrameReacher`); else one whose first step ran into it (first-step.ts). */
function visibleReacher(s: Start, not: readonly BallId[], hs: readonly BallHistory[], starts: readonly Start[], R: number): { id: BallId; t: number } | null {
  for (const t of departureTimes(s)) {
    const r = reacherOf(s.rest, not, t, hs, starts, R);
    if (!r) continue;
    if (fromRest(s, r.at).cos >= PASSED_LINE_COS) return { id: r.id, t };
  }
  return nextFrameReacher(s, not, hs, starts, R) ?? firstStepReacher(s, not, hs, starts, R);
}

/**
 * How long (s) after the started ball's first point off its rest the
 * visible ball's first point may come (`nextFrameReacher`): a frame at 25 fps.
 * At 30 fps a ball hit under the cue that runs on into a neighbour is first
 * seen a frame after that neighbour left, beyond `reacherOf`'s CHAIN_S
 * (development Russian 41-80 #55[1] at 30 fps: the colour, stopped 3 mm from
 * the contact point 33 ms after w2's first point off its rest; the hidden
 * cue ball, 159 mm away, took w2: a false w6-w2 contact, colour-w2 missed).
 * Raising it lets a ball arriving later take a start it did not make;
 * lowering it under a frame interval leaves such starts to the hidden ball.
 * Range 0.02-0.05.
 */
const NEXT_FRAME_S = 0.04;
/** Slack (mm) beyond 2R for that point, as causes.ts RELAY_REACH_MM (blur and noise). Range 2-15. */
const NEXT_REACH_MM = 6;

/** A ball moving since before the start whose first point after the started ball's departure (within NEXT_FRAME_S) lies a touch from its rest place, on the line of centres. */
function nextFrameReacher(s: Start, not: readonly BallId[], hs: readonly BallHistory[], starts: readonly Start[], R: number): { id: BallId; t: number } | null {
  for (const g of hs) {
    const st = starts.find((q) => q.id === g.id);
    if (not.includes(g.id) || !st || st.t >= s.t) continue;
    const k = indicesIn(g, s.departT - 1e-6, s.departT + NEXT_FRAME_S)[0];
    if (k === undefined) continue;
    const { l, cos } = fromRest(s, [g.x[k]!, g.y[k]!]);
    if (l <= 2 * R + NEXT_REACH_MM && cos >= PASSED_LINE_COS) return { id: g.id, t: s.t };
  }
  return null;
}

/** How far the start's rest place lies from a ball at `at`, and the cosine of the departure with the way from there to it (1: straight away from that ball). */
function fromRest(s: Start, at: readonly [number, number]): { l: number; cos: number } {
  const dx = s.rest[0] - at[0], dy = s.rest[1] - at[1], l = Math.hypot(dx, dy) || 1;
  return { l, cos: (dx * s.dir[0] + dy * s.dir[1]) / l };
}
