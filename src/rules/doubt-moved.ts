/**
 * Balls the stroke's positions show moving (src/rules/doubt-readings.ts
 * `physical`): a reading that drops the one contact of a ball seen at rest
 * before the stroke and elsewhere after it leaves that ball moving with no
 * cause, even when the camera reported nothing else about it (its own
 * cushions missed). The events alone (`unexplained`) cannot tell: a ball with
 * no event of its own seems never to have moved.
 */
import type { StrokeEvent } from '../contracts/events.js';
import type { BallId } from '../contracts/ids.js';
import type { Stroke } from '../contracts/match.js';

/**
 * A ball whose place after the stroke lies this far (mm) from its place
 * before it surely moved (as the events stage's `moved`: less is detector
 * noise at rest or a kiss's nudge, which a contact the camera doubts may or
 * may not have made). Raising it keeps "that contact did not happen" as a
 * reading of contacts that moved a ball a few cm (more strokes sent to the
 * referee on a doubt the positions answer); lowering it towards the rest
 * noise (~1 mm) would take a nudge for proof of a contact. Range 3-30.
 */
export const SURELY_MOVED_MM = 10;

/** Balls the positions show moving (SURELY_MOVED_MM, both places known) that no strike, `moved` or contact among `events` sets going. */
export function movedUncaused(stroke: Stroke, events: readonly StrokeEvent[]): Set<BallId> {
  const out = new Set<BallId>();
  const before = stroke.before?.balls ?? {}, after = stroke.after?.balls ?? {};
  for (const b of Object.keys(before) as BallId[]) {
    const p = before[b], q = after[b];
    if (!p || !q || Math.hypot(p[0] - q[0], p[1] - q[1]) < SURELY_MOVED_MM) continue;
    if (!events.some((e) => causes(e, b))) out.add(b);
  }
  return out;
}

function causes(e: StrokeEvent, b: BallId): boolean {
  return e.kind === 'ball-ball' ? e.balls.includes(b) : (e.kind === 'strike' || e.kind === 'moved') && e.ball === b;
}
