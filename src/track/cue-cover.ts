/**
 * A real player's cue and hand over the cue ball, varied stroke by stroke
 * (issue 6, session 54; the `cue` effect of hall-camera.ts, EVAL_CAMERA=cue).
 * The plain simulated detector hides the cue ball with ONE gesture for every
 * stroke (DEFAULT_DETECTOR.cueOcclusion: 0.4 s before the strike to 0.15 s
 * after or 120 mm of follow-through, a strip 1 200 mm long behind it), and
 * the events stage could lean on that fixed window (session 53, E17:
 * three-cushion #37[4] is told apart only by it). A player is not one
 * gesture: some strokes the camera sees the ball beside the tip all along,
 * some the head and arm cover it for a second or more, the follow-through is
 * short or long, the arm lies along the cue or across it.
 * Each stroke draws its own cover from a stream of its own (`cueRng`), and the
 * plain detector's draws are left where they are (simulated-detections.ts
 * consumes them as under the fixed gesture): with the cover on, the frames
 * differ from the plain ones only in the balls the two covers hide
 * differently, so an A/B of on and off measures the cover and nothing else.
 */
import { mulberry32 } from '../sim/physics/index.js';

/** A range [lo, hi] a stroke's value is drawn from (uniform). */
type Range = readonly [number, number];

export interface CueCoverModel {
  /**
   * Share of strokes whose cue ball is never wholly hidden before the strike:
   * the tip and the bridge lie beside it and the head off the camera's line,
   * so the ball is only partly covered and missed in a frame with
   * `besideTipMissRate` (the detector losing a ball cut by the tip) instead of
   * hidden in every frame. Raising it tests starts seen all along.
   */
  besideTipShare: number;
  /** Per-frame miss of a cue ball beside the tip (over the stroke's `beforeS` window), in (0, 1). */
  besideTipMissRate: number;
  /**
   * Time (s) the cue ball is covered before the strike: from a quick shot
   * (the final back-swing alone) to a long aim with the head over the ball.
   * At most the planner's stroke gap (src/sim/plan.ts STROKE_GAP_S, 2 s):
   * the player does not bend over the ball before the last one has stopped.
   */
  beforeS: Range;
  /** Time (s) the tip may stay over the ball's first path after the strike: 0 (a stopped cue) to a long follow-through. */
  afterS: Range;
  /** Length (mm) past the strike place the follow-through covers the ball's way out (the fixed gesture: 120). */
  followThroughMm: Range;
  /** Length (mm) of the strip behind the cue ball (cue, bridge hand, forearm) that hides the balls under it. */
  lengthMm: Range;
  /** Half width of that strip, in ball radii: a bare shaft and bridge (narrow) to the forearm and sleeve over the cloth. */
  halfWidthR: Range;
}

/**
 * The varied cover (EVAL_CAMERA=cue). Every range holds the fixed gesture's
 * value (0.4 s, 0.15 s, 120 mm, 1 200 mm, 0.8 R), so the plain rows are one
 * draw of it. The ranges are what filmed carom and pool strokes show (a
 * judgement, not a measurement): a quick stroke covers the ball for the
 * final back-swing (0.1 s), a long aim for 1-1.6 s; the tip passes 3-25 cm
 * through; a mechanical bridge or a reach across the table puts 50-150 cm
 * of cue and arm over the cloth; a quarter of players aim with the ball
 * seen beside the tip.
 */
export const VARIED_CUE_COVER: Readonly<CueCoverModel> = Object.freeze({
  besideTipShare: 0.25, besideTipMissRate: 0.3,
  beforeS: [0.1, 1.6] as const, afterS: [0, 0.3] as const, followThroughMm: [30, 250] as const,
  lengthMm: [500, 1500] as const, halfWidthR: [0.5, 1.5] as const,
});

/** One stroke's cover, as drawn. */
export interface StrokeCover {
  before: number;
  after: number;
  followThroughMm: number;
  lengthMm: number;
  /** Half width of the strip behind the ball (mm). */
  halfWidthMm: number;
  /** The cue ball is beside the tip before the strike: partly covered, missed per frame, not hidden. */
  besideTip: boolean;
}

/** The cover's own seeded stream: never the plain detector's, nor the camera's (`cameraRng`). */
export function cueRng(seed: number): () => number {
  return mulberry32((seed ^ 0x85ebca6b) >>> 0);
}

const uniform = (r: Range, rnd: () => number): number => r[0] + (r[1] - r[0]) * rnd();

/** One cover per stroke, in stroke order, from the stream's first draws (a seed gives one sequence). */
export function drawCovers(model: CueCoverModel, strokes: number, ballRadius: number, rnd: () => number): StrokeCover[] {
  return Array.from({ length: strokes }, () => ({
    besideTip: rnd() < model.besideTipShare,
    before: uniform(model.beforeS, rnd), after: uniform(model.afterS, rnd),
    followThroughMm: uniform(model.followThroughMm, rnd), lengthMm: uniform(model.lengthMm, rnd),
    halfWidthMm: uniform(model.halfWidthR, rnd) * ballRadius,
  }));
}
