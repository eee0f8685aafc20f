/**
 * The strike (issue 6, split out of extract.ts): which start the cue made.
 * The struck ball is the one whose run starts first with no visible cause;
 * a start that is only the camera's noise (`faint`, starts.ts) never is,
 * and where two hitter-less starts could each have come first the strike is
 * a doubt for the referee, not a guess: a wrong cue ball is a foul call in
 * every discipline. So is a strike that another ball's chain of hits ran
 * ahead of at stroke speed (`forerunners`): a hit on the struck ball was
 * missed. When a ball hidden under the cue lay within reach of where its
 * hitter must have been, the hidden ball was struck and hit the
 * first ball seen moving at once; the strike time is when it left its rest,
 * from the distance it went and its incoming speed (equal masses: the sum of
 * both outgoing velocities).
 */
import type { BallId } from '../contracts/ids.js';
import { type Cause, struckBeside } from './causes.js';
import { MOVED_MAX_SPEED_MM_S } from './moved.js';

/**
 * A slower start with no visible hitter this shortly (s) before the strike
 * makes the strike doubtful: a ball at rest jostled, or read as moving
 * because the cue covers part of it (its detected centre shifts by
 * millimetres), or the strike itself seen late. Range 0-2. Raising it sends
 * more strokes to the referee.
 */
const STRIKE_RIVAL_S = 0.5;
/** Confidence of a strike that had such a rival (the referee looks). */
const RIVAL_STRIKE_CONFIDENCE = 0.6;

/**
 * The start that is the strike: the first with no visible hitter at stroke
 * speed (MOVED_MAX_SPEED_MM_S), else the first with no visible hitter; or
 * the slower start that ball hit as it left (`struckBeside`). A slower
 * hitter-less start just before it is its rival, and so is a start at
 * stroke speed no later than it that the struck ball did not set off
 * (`forerunners`). Faint starts (noise) are neither.
 */
export function strikeCause(why: readonly Cause[]): { cause: Cause; rivals: number } | null {
  const free = why.filter((c) => (c.by === null || c.hiddenHitter) && !c.start.faint);
  const fast = free.find((c) => c.start.speed >= MOVED_MAX_SPEED_MM_S) ?? free[0];
  if (!fast) return null;
  const cause = struckBeside(free, fast);
  const rivals = free.filter((c) => c !== cause && c.start.t <= cause.start.t && cause.start.t - c.start.t <= STRIKE_RIVAL_S).length;
  return { cause, rivals: rivals + forerunners(why, cause).length };
}

/**
 * Starts at stroke speed, no later than the strike, whose chain of hitters
 * goes back to another ball than the struck one. Before the cue meets the
 * struck ball nothing else runs at stroke speed unless that ball hit it, so
 * such a start says the strike or a cause is misread: a hit on the struck
 * ball was missed, and the ball it came from, seen creeping under the cue
 * long before, was the cue ball (development Russian 25 fps at twice the
 * noise, 201-240 #227[3]: the white hidden under the cue hit a white, which
 * hit the colour 12 ms later in the same frame; that contact was not found
 * and the colour took the strike at 0.95, a foul called on a valid stroke).
 */
export function forerunners(why: readonly Cause[], strike: Cause): Cause[] {
  const struck = strike.by ?? strike.start.id;
  return why.filter((c) => c !== strike && c.by !== null && !c.start.faint && c.start.speed >= MOVED_MAX_SPEED_MM_S
    && c.start.t <= strike.start.t && chainHead(why, c) !== struck);
}

/** The ball that began the chain of hits ending in `c` (following each hitter's own cause); null on a loop. */
function chainHead(why: readonly Cause[], c: Cause): BallId | null {
  const seen = new Set<BallId>([c.start.id]);
  let at: Cause | undefined = c;
  while (at?.by) {
    if (seen.has(at.by)) return null;
    seen.add(at.by);
    const by: BallId = at.by;
    const next: Cause | undefined = why.find((w) => w.start.id === by);
    if (!next) return by;
    at = next;
  }
  return at!.start.id;
}

export function findStrike(why: readonly Cause[]): { ball: BallId; t: number; confidence: number; hit?: { ball: BallId; t: number } } | null {
  const chosen = strikeCause(why);
  if (!chosen) return null;
  const w = chosen.cause;
  if (!w.by) return { ball: w.start.id, t: w.start.t, confidence: chosen.rivals > 0 ? RIVAL_STRIKE_CONFIDENCE : 0.95 };
  const s = w.start, h = why.find((c) => c.start.id === w.by)!.start;
  const vin = Math.hypot(h.dir[0] * h.speed + s.dir[0] * s.speed, h.dir[1] * h.speed + s.dir[1] * s.speed);
  const t = Math.max(h.lastRestT, s.t - w.error / Math.max(vin, 100));
  return { ball: w.by, t, confidence: 0.8, hit: { ball: s.id, t: s.t } };
}
