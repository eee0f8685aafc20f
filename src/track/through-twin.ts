/**
 * A path that runs through a twin (Russian whites): a ball cannot pass
 * through another ball of its class, so a detection lying straight on past
 * a twin's place is the twin's, struck and sent on along the line of
 * centres (met-resting.ts reads the same for a link through a ball at rest).
 * Two places the tracker asks it, each where the twin is itself missed (so
 * it may take the detection instead):
 * - `behindTwin` (tracker.ts `adopt`): a missed ball is not paired with a
 *   chain whose first detection lies past a twin seen, after the ball was
 *   last seen, on the straight way from the ball's place. Development
 *   Russian 30 fps at twice the noise, #125[3] and #129[4]: the cue ball,
 *   hidden under the cue, hit a white near-full; the white's chain lay on the
 *   cue ball's line, traced back 0.3-8 mm from where the cue ball was last
 *   seen, and took the cue ball's id; the white's id then took the cue
 *   ball's chain (an identity swap).
 * - `linkThroughTwin` (tracker.ts `chain`): a chain's link from its last
 *   detection does not run through the place a twin was seen at (or after)
 *   that detection's time, while the twin is missed now. #129[4], #134[5]:
 *   the cue ball's first detection after its hit and, a frame later (the cue
 *   ball then missed), the struck white's detection, out of that white's
 *   narrow gate, 80-115 mm on: the link ran 1-3 mm past the white's last
 *   place, the chain took the cue ball's id and went on with the white.
 */
import { runsThrough } from './met-resting.js';

export interface Point { x: number; y: number }

/** A twin: where it was last seen and when (s), whether it is missed now, and where it last lay still and until when. */
export interface Twin extends Point { lastSeen: number; missed: boolean; still?: Point & { t: number } }

/**
 * Whether twin `o` lay still at its place at or after `since` (when the missed ball was last seen). In the same frame
 * counts: both seen at rest then, the ball could reach the way past o's place only through o (development Russian 25 fps
 * at twice the noise, #62[1]: two whites hidden together by the player, both last seen in one frame; the cue ball's chain,
 * traced back, ran 10 mm past its hidden neighbour's place to the far white's and took that white's id).
 */
function stillSince(o: Twin, since: number): o is Twin & { still: Point & { t: number } } {
  return o.still !== undefined && o.still.t >= since;
}

/**
 * Whether the way from `from` (a missed ball last seen at time `since`) to
 * `to` runs through the place a missed twin lay still at, at or after
 * `since`. Where it lay still, not where it was last seen: a moving twin's
 * last place may be a wrong pickup's (break #180[0]: the cue ball's id, on
 * a racked white's detection for a frame, barred that white from its own
 * chain and the pickup lost its contest flag).
 */
export function behindTwin(from: Point, since: number, to: Point, twins: readonly Twin[], radius: number): boolean {
  return twins.some((o) => o.missed && stillSince(o, since) && runsThrough(from, to, o.still, radius));
}

/**
 * Whether a chain's link from `last` (a detection at time `lastT`) to `next`
 * runs through a twin seen at or after `lastT` and missed now.
 */
export function linkThroughTwin(last: Point, lastT: number, next: Point, twins: readonly Twin[], radius: number): boolean {
  return twins.some((o) => o.missed && o.lastSeen >= lastT && runsThrough(last, next, o, radius));
}

/**
 * How far (mm) twin `o`'s still place lies off the straight way from `from`
 * (a missed ball last seen at time `since`) to `to`, where that way runs
 * through it as `behindTwin` reads it: the detection at `to` is then o's own
 * ball struck on, and o may take it at that distance (tracker.ts `adopt`);
 * Infinity where the way does not run through it.
 */
export function struckOnOffset(from: Point, since: number, to: Point, o: Twin, radius: number): number {
  if (!(o.missed && stillSince(o, since) && runsThrough(from, to, o.still, radius))) return Infinity;
  const dx = to.x - from.x, dy = to.y - from.y;
  return Math.abs((o.still.x - from.x) * dy - (o.still.y - from.y) * dx) / Math.hypot(dx, dy);
}
