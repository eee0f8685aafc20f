/**
 * A ball placed by hand between strokes (issue 6, session 58): a five-pins
 * free ball, a re-spot, a ball in hand of a ball still on the cloth. The hand
 * hides the ball while it carries it; hidden over GONE_FROM_REST_S (vanish.ts)
 * and seen again elsewhere at rest, it looks exactly like a ball struck off
 * the table unseen and put back (stage.ts `goneBack`). The carry time cannot
 * tell the two apart (the lead's held-out five-pins render: a free ball
 * carried 2.3 m, unseen 1.02 s); the rules can: the previous stroke's verdict
 * says which balls a hand may place before the next strike. The caller that
 * judges strokes as they come tells the stage (`EventsStage.expectPlacement`);
 * this file holds the stage's reading of it.
 */
import type { BallId, Vec2 } from '../contracts/ids.js';
import type { TrackedFrame } from '../track/tracker.js';

/** A ball the stage read as placed by hand: where it was first seen lying after the hand, and when. */
export interface Placement {
  ball: BallId;
  at: Vec2;
  t: number;
}

/**
 * The balls a stroke opened on balls gone from their rest waited for were all placed by hand: each may be placed
 * (`placeable`, from the previous verdict) and one of them was seen back away from where it lay (`backAt`, the
 * stage's `goneBack`). Nothing else moved: a stroke in which another ball ran is no longer waiting on gone balls.
 * A ball the verdict does not let a hand place keeps the reading "struck off the table unseen, put back".
 */
export function placedByHand(gone: ReadonlyMap<BallId, unknown>, backAt: number | null, placeable: ReadonlySet<BallId>): boolean {
  return backAt !== null && gone.size > 0 && [...gone.keys()].every((id) => placeable.has(id));
}

/**
 * Where each of `ids` was last seen at or after `from` (its first sight back, `goneBack`) and before `until`:
 * where the hand put it down, the place the next stroke starts from (VisionPipeline's `prevAfter` for a ball the
 * next stroke's start does not see). A ball not seen there is left out.
 */
export function placementsIn(frames: readonly TrackedFrame[], ids: Iterable<BallId>, from: number, until: number): Placement[] {
  const out: Placement[] = [];
  for (const ball of ids) {
    for (let k = frames.length - 1; k >= 0; k--) {
      const f = frames[k]!, b = f.t >= from && f.t < until ? f.balls.find((q) => q.id === ball && q.observed) : undefined;
      if (b) { out.push({ ball, at: [b.x, b.y], t: f.t }); break; }
    }
  }
  return out;
}
