/**
 * A potted ball is off the table for the rest of the stroke: an event listed
 * after a ball's `pocket` that names it again (a contact, a cushion, a second
 * pocket, a jump, a crossing, a pin it knocks) contradicts the list. Any
 * judge reading such a list reads one half of the contradiction as true and
 * the other as false without saying so, so the match fold checks it once
 * for every discipline (src/rules/match.ts).
 *
 * `off-table` is not such an end: a ball that only touched the frame counts
 * as outside (five-pins 3002.1) and may roll back onto the cloth.
 */
import type { BallId } from '../contracts/ids.js';
import type { StrokeEvent } from '../contracts/events.js';
import { involves } from './query.js';

export interface GoneBallTouched {
  ball: BallId;
  /** Index of the ball's `pocket` event. */
  pocketedAt: number;
  /** Index of the first later event that names the ball. */
  index: number;
}

/** The first event naming a ball already potted in this stroke, or null when the list is consistent. */
export function goneBallTouched(events: readonly StrokeEvent[]): GoneBallTouched | null {
  const pocketed = new Map<BallId, number>();
  for (let index = 0; index < events.length; index++) {
    const e = events[index]!;
    for (const [ball, pocketedAt] of pocketed) {
      if (involves(e, ball)) return { ball, pocketedAt, index };
    }
    if (e.kind === 'pocket') pocketed.set(e.ball, index);
  }
  return null;
}

/**
 * Events made from video carry the frame they were seen in: there the
 * contradiction is the camera's (two balls' tracks swapped, a ball lost in
 * a pocket's mouth), evidence for the referee to look at, not a bad file.
 */
export function madeFromVideo(...events: StrokeEvent[]): boolean {
  return events.some((e) => e.frame !== undefined);
}

/**
 * Across strokes: a ball potted in an earlier stroke and not re-spotted since
 * (a Russian white credited to a player stays off the table for the rest of
 * the frame) takes no part in a later stroke either. Judges that pot balls
 * keep the list (`Judge.ballsOff`); the match fold checks each stroke against
 * it (src/rules/match.ts), hand-written files refused, video sent to the referee.
 */
export interface OffBallNamed {
  ball: BallId;
  /** Index of the first event of the stroke that names it. */
  index: number;
}

/** The first event naming a ball that is off the table before the stroke, or null. */
export function offBallNamed(events: readonly StrokeEvent[], off: readonly BallId[]): OffBallNamed | null {
  for (let index = 0; index < events.length; index++) {
    const ball = off.find((b) => involves(events[index]!, b));
    if (ball !== undefined) return { ball, index };
  }
  return null;
}

/**
 * The balls off the table after a stroke: those off before it, less any the
 * stroke's events name (the list says it is on the cloth: a video's own
 * contradiction is flagged once, not on every later stroke), plus those it
 * potted, less those the verdict re-spots.
 */
export function ballsStillOff(off: readonly BallId[], events: readonly StrokeEvent[], respotted: readonly BallId[]): BallId[] {
  const out = new Set(off.filter((b) => !events.some((e) => involves(e, b))));
  for (const e of events) if (e.kind === 'pocket') out.add(e.ball);
  for (const b of respotted) out.delete(b);
  return [...out];
}
