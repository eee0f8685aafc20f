/**
 * Recorded five-pins tracker output for the pin-event tests
 * (test/events.pins-knockers.test.ts, events.pins-race.test.ts).
 */
import type { BallId } from '../src/contracts/ids.js';
import { histories } from '../src/events/history.js';
import { pinEvents } from '../src/events/pins.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import type { TrackedFrame } from '../src/track/tracker.js';

/**
 * Rows 't;white;yellow;red;standing pins;lying pins' (x,y mm; a cell empty when
 * unseen, pins space-separated). With `fps`, t is put on that frame grid (rows
 * printed to the ms); without, kept as written (exact frame times).
 */
export function recordedPins(rs: readonly string[], fps?: number): TrackedFrame[] {
  const pts = (c: string): { x: number; y: number }[] => (c ? c.split(' ').map((p) => p.split(',').map(Number)).map(([x, y]) => ({ x: x!, y: y! })) : []);
  const ids: BallId[] = ['white', 'yellow', 'red'];
  return rs.map((r, i) => {
    const [t, w, y, rd, s, f] = r.split(';');
    const balls = [w!, y!, rd!].flatMap((c, k) => (c ? pts(c).map((p) => ({ id: ids[k]!, ...p, vx: 0, vy: 0, observed: true, moving: false, unseenS: 0 })) : []));
    return { frame: i, t: fps ? Math.round(Number(t) * fps) / fps : Number(t), balls, pinsStanding: pts(s!), pinsFallen: pts(f!), backfill: [] };
  });
}

/** Each fallen pin's knocker and confidence, as 'by@confidence'. */
export function pinFalls(rs: readonly string[], strikeT: number, fps?: number): Record<string, string> {
  const fs = recordedPins(rs, fps);
  const found = pinEvents(fs, CAROM_MATCH_TABLE, [...histories(fs).values()], strikeT).events;
  return Object.fromEntries(found.flatMap((e) => (e.kind === 'pin-fall' ? [[e.pin, `${e.by}@${e.confidence ?? 1}`]] : [])));
}
