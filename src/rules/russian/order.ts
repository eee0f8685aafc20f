/**
 * "Which came first" in a stroke is read from the event list, not from the
 * times: events are listed in time order, ties as listed (CONTRACTS.md). Two
 * events of one video frame, or of a hand-written case, often carry the same
 * time, and only the list still says which came first; where times differ the
 * list agrees with them, so nothing else changes. Pure.
 */
import type { StrokeEvent } from '../../contracts/events.js';

/** An event of the stroke with its place in the stroke's list. */
export type Placed<E extends StrokeEvent> = E & { readonly at: number };

/** Place of `e` (by identity) in `events`; -1 when it is not there. */
export function placeOf(events: readonly StrokeEvent[], e: StrokeEvent): number {
  return events.indexOf(e);
}

/** The events that pass `keep`, each with its place in the list, in list order. */
export function placed<E extends StrokeEvent>(events: readonly StrokeEvent[], keep: (e: StrokeEvent) => e is E): Placed<E>[] {
  const out: Placed<E>[] = [];
  events.forEach((e, at) => {
    if (keep(e)) out.push({ ...e, at });
  });
  return out;
}
