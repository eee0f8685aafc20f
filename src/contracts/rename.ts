/**
 * Ball ids renamed in contract objects: an evaluation maps the tracker's
 * ids (Russian whites are numbered by position) onto the truth's before
 * judging. Every field that names a ball is renamed, extensions included
 * (`pin-fall.by` and `pin-shift.by` when a ball, `rest.doubts[].balls`); unmapped ids stay.
 */
import type { RestDoubt, StrokeEvent } from './events.js';
import type { BallId } from './ids.js';

export type IdMap = ReadonlyMap<BallId, BallId>;

/** A record keyed by ball, its keys renamed. */
export function renameKeys<T>(o: Partial<Record<BallId, T>>, map: IdMap): Partial<Record<BallId, T>> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [map.get(k as BallId) ?? k, v])) as Partial<Record<BallId, T>>;
}

export function renameEvent(e: StrokeEvent, map: IdMap): StrokeEvent {
  const r = (id: BallId): BallId => map.get(id) ?? id;
  switch (e.kind) {
    case 'ball-ball': return { ...e, balls: [r(e.balls[0]), r(e.balls[1])] };
    case 'pin-fall': return { ...e, by: (map.has(e.by as BallId) ? r(e.by as BallId) : e.by) };
    case 'pin-shift': return e.by === undefined ? e : { ...e, by: (map.has(e.by as BallId) ? r(e.by as BallId) : e.by) };
    case 'strike': case 'cushion': case 'pocket': case 'off-table': case 'moved': case 'jump': case 'centre-line': return { ...e, ball: r(e.ball) };
    case 'rest': return e.doubts ? { ...e, doubts: e.doubts.map((d) => renameDoubt(d, r)) } : e;
    default: return e;
  }
}

function renameDoubt(d: RestDoubt, r: (id: BallId) => BallId): RestDoubt {
  switch (d.reason) {
    case 'contact': return { ...d, balls: [r(d.balls[0]), r(d.balls[1])] };
    case 'zone-line': return { ...d, balls: d.balls.map(r) };
    case 'cushion': return { ...d, ball: r(d.ball) };
    default: return d;
  }
}
