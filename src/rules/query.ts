/**
 * Small composable queries over a stroke's events (habit 1). Pure; events are
 * in time order (the schema checks it).
 *
 * Rules read "which came first" from the list, never from the times: two
 * events of one video frame carry one time and only the list still orders
 * them (src/rules/russian/order.ts; test/rules/order-not-time.test.ts judges
 * every golden case again with the times squeezed together). So the helpers
 * here cut by list place (pass a slice of the list); the two that take or
 * return times (`cushionsOf`'s `t`, `firstContacts`) are for measuring the
 * simulator's strokes (src/sim), not for rules. Session 19 removed
 * `before(events, t)` / `after(events, t)`: no rule used them, and they
 * invited a time comparison.
 */
import type { BallId } from '../contracts/ids.js';
import type { EventKind, EventOf, StrokeEvent } from '../contracts/events.js';

export function byKind<K extends EventKind>(events: readonly StrokeEvent[], kind: K): EventOf<K>[] {
  return events.filter((e): e is EventOf<K> => e.kind === kind);
}

/** Events a ball takes part in (as the moving ball, either side of a contact, or as a pin's knocker). */
export function byBall(events: readonly StrokeEvent[], ball: BallId): StrokeEvent[] {
  return events.filter((e) => involves(e, ball));
}

export function involves(e: StrokeEvent, ball: BallId): boolean {
  switch (e.kind) {
    case 'ball-ball': return e.balls[0] === ball || e.balls[1] === ball;
    case 'pin-fall': case 'pin-shift': return e.by === ball;
    case 'strike': case 'cushion': case 'pocket': case 'off-table': case 'moved': case 'jump': case 'centre-line':
      return e.ball === ball;
    default: return false;
  }
}

export function firstStrike(events: readonly StrokeEvent[]): EventOf<'strike'> | undefined {
  return byKind(events, 'strike')[0];
}

/** The other ball of a ball-ball contact, seen from `ball`. */
export function otherBall(e: EventOf<'ball-ball'>, ball: BallId): BallId {
  return e.balls[0] === ball ? e.balls[1] : e.balls[0];
}

/** Ball-ball contacts of one ball, each with the ball it met, in time order. */
export function contactsOf(events: readonly StrokeEvent[], ball: BallId): { t: number; other: BallId; event: EventOf<'ball-ball'> }[] {
  return byKind(events, 'ball-ball')
    .filter((e) => involves(e, ball))
    .map((e) => ({ t: e.t, other: otherBall(e, ball), event: e }));
}

/** Cushion contacts of one ball (rules: pass the list cut where needed); strictly before time t for measuring the simulator. */
export function cushionsOf(events: readonly StrokeEvent[], ball: BallId, t = Infinity): EventOf<'cushion'>[] {
  return byKind(events, 'cushion').filter((e) => e.ball === ball && e.t < t);
}

/** Time of the first contact of `ball` with each other ball, in order of first contact (measuring; rules use contactsOf and list places). */
export function firstContacts(events: readonly StrokeEvent[], ball: BallId): { other: BallId; t: number }[] {
  const seen = new Map<BallId, number>();
  for (const c of contactsOf(events, ball)) if (!seen.has(c.other)) seen.set(c.other, c.t);
  return [...seen].map(([other, t]) => ({ other, t }));
}

/** Lowest confidence among events (1 when none carries one): how sure the camera is of this stroke. */
export function minConfidence(events: readonly StrokeEvent[]): number {
  return events.reduce((m, e) => Math.min(m, e.confidence ?? 1), 1);
}

/**
 * "Balls in motion": the stroke was struck before the previous stroke's last
 * event (its `rest`, or a contact still going on). Times run on one clock per
 * recording; a strike earlier than the previous stroke's strike, or at the
 * same time, means the file restarted its clock (hand-written matches often
 * start every stroke at 0), so nothing can be told and no foul is called.
 */
export function struckWhileMoving(previous: readonly StrokeEvent[] | undefined, strike: StrokeEvent | undefined): boolean {
  if (!previous || !strike || previous.length === 0) return false;
  const prevStrike = firstStrike(previous);
  if (prevStrike && strike.t <= prevStrike.t) return false;
  const last = previous[previous.length - 1]!;
  return strike.t < last.t;
}
