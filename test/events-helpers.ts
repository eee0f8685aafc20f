/** Shared by the events tests: tracked frames built from one path per ball, and the contacts of one pair of balls. */
import type { BallBallEvent, CushionEvent, StrokeEvent } from '../src/contracts/events.js';
import type { BallId } from '../src/contracts/ids.js';
import { histories } from '../src/events/history.js';
import { extractStroke, type StrokeContext } from '../src/events/extract.js';
import { pinEvents } from '../src/events/pins.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE, type TableModel } from '../src/geometry/tables.js';
import { cushionReach } from '../src/track/geometry.js';
import { cushionContacts } from '../src/events/cushions.js';
import { SLIDE_DECEL_MM_S2 } from '../src/events/cloth.js';
import type { TrackedFrame } from '../src/track/tracker.js';

/** A ball's place (table mm) at time t, or null where the tracker did not see it. */
export type Path = (t: number) => [number, number] | null;

/** e is a contact between balls a and b (either order). */
export const isPair = (e: StrokeEvent, a: BallId, b: BallId): e is BallBallEvent => e.kind === 'ball-ball' && e.balls.includes(a) && e.balls.includes(b);

/** The contacts between balls a and b in es (either order), in their order there. */
export const pairEvents = (es: readonly StrokeEvent[], a: BallId, b: BallId): BallBallEvent[] => es.filter((e): e is BallBallEvent => isPair(e, a, b));
/** The findings of confidence 0.5 or more (a recorded-row test's line between a finding it counts and a weak note). */
export const sure = <T extends { confidence?: number }>(es: readonly T[]): T[] => es.filter((e) => (e.confidence ?? 1) >= 0.5);

/** The ball-ball events a referee would take as said (confidence ≥ 0.5: `sure`). */
export const sureContacts = (es: readonly StrokeEvent[]): BallBallEvent[] => sure(es.filter((e): e is BallBallEvent => e.kind === 'ball-ball'));

/** The times of the contacts between balls a and b in es, in their order there. */
export const pairTimes = (es: readonly StrokeEvent[], a: BallId, b: BallId): number[] => pairEvents(es, a, b).map((e) => e.t);

/** Ball's hits of one cushion in es, in their order there. */
/** The right rail's contact line (y, mm; the rail at −y): where a ball's centre lies when it touches that rail. */
export const rightLine = (table: TableModel): number => -(table.width / 2 - cushionReach(table));

/** A ball's cushion events, every cushion. */
export const ballRails = (es: readonly StrokeEvent[], ball: BallId): CushionEvent[] => es.filter((e): e is CushionEvent => e.kind === 'cushion' && e.ball === ball);

export const railHits = (es: readonly StrokeEvent[], ball: BallId, cushion: CushionEvent['cushion']): CushionEvent[] =>
  ballRails(es, ball).filter((e) => e.cushion === cushion);

/** Tracked frames at fps over [0, end] from one path per ball (null: unseen). */
export function framesOf(paths: Partial<Record<BallId, Path>>, end: number, fps: number): TrackedFrame[] {
  const out: TrackedFrame[] = [];
  for (let i = 0; i / fps <= end; i++) {
    const t = i / fps;
    const balls = (Object.entries(paths) as [BallId, Path][]).flatMap(([id, p]) => {
      const q = p(t);
      return q ? [{ id, x: q[0], y: q[1], vx: 0, vy: 0, observed: true, moving: false, unseenS: 0 }] : [];
    });
    out.push({ frame: i, t, balls, pinsStanding: [], pinsFallen: [], backfill: [] });
  }
  return out;
}

/**
 * Tracked frames from recorded rows 't;white x,y;yellow x,y;red x,y' joined
 * by spaces (an empty cell: unseen), as the tests replay recorded tracker
 * output; `ids` names the cells (one Russian ball: 't;x,y' with ['w6']).
 */
export function recordedFrames(rows: readonly string[], ids: readonly BallId[] = ['white', 'yellow', 'red']): TrackedFrame[] {
  return rows.join('').trim().split(' ').map((row) => row.split(';')).map(([t, ...cells], i) => ({
    frame: i, t: Number(t), pinsStanding: [], pinsFallen: [], backfill: [],
    balls: ids.flatMap((id, k) => {
      const c = cells[k];
      if (!c) return [];
      const [x, y] = c.split(',').map(Number);
      return [{ id, x: x!, y: y!, vx: 0, vy: 0, observed: true, moving: false, unseenS: 0 }];
    }),
  }));
}

/** The a–b contacts `extractStroke` reports on recorded tracker rows (`recordedFrames`, cells named by `ids`). */
export const recordedPairEvents = (rows: readonly string[], ctx: StrokeContext, a: BallId, b: BallId, ids?: readonly BallId[]): BallBallEvent[] =>
  pairEvents(extractStroke(recordedFrames(rows, ids), ctx).events, a, b);

/** Piecewise-constant velocity from `p`: [start time, vx, vy] segments (the ball rests before the first). */
export const legsPath = (p: [number, number], legs: [number, number, number][]) => (t: number): [number, number] => {
  let x = p[0], y = p[1];
  legs.forEach(([t0, vx, vy], i) => {
    const t1 = Math.min(t, legs[i + 1]?.[0] ?? Infinity);
    if (t1 > t0) { x += vx * (t1 - t0); y += vy * (t1 - t0); }
  });
  return [x, y];
};

/** A path with seeded detector noise (σ mm per axis), the same point for the same time (a Gaussian from a small LCG). */
export function noisy(path: Path, sigma: number, seed: number): Path {
  let s = seed >>> 0;
  const rnd = (): number => ((s = (s * 1664525 + 1013904223) >>> 0) + 0.5) / 2 ** 32;
  const gauss = (): number => Math.sqrt(-2 * Math.log(rnd())) * Math.cos(2 * Math.PI * rnd());
  const cache = new Map<number, [number, number]>();
  return (t) => {
    const q = path(t);
    if (!q) return null;
    if (!cache.has(t)) cache.set(t, [q[0] + sigma * gauss(), q[1] + sigma * gauss()]);
    return cache.get(t)!;
  };
}

/**
 * Rows 't;white;yellow;red;standing pins;lying pins' (x,y mm, to 0.1 mm or whole; a cell empty when unseen, pins space-separated);
 * t on the frame grid of `fps` (rows printed to the ms), or as written without it (exact frame times).
 */
export function recordedWithPins(rs: readonly string[], fps?: number): TrackedFrame[] {
  const pts = (c: string): { x: number; y: number }[] => (c ? c.split(' ').map((p) => p.split(',').map(Number)).map(([x, y]) => ({ x: x!, y: y! })) : []);
  const ids: BallId[] = ['white', 'yellow', 'red'];
  return rs.map((r, i) => {
    const [t, w, y, rd, s, f] = r.split(';');
    const balls = [w!, y!, rd!].flatMap((c, k) => (c ? pts(c).map((p) => ({ id: ids[k]!, ...p, vx: 0, vy: 0, observed: true, moving: false, unseenS: 0 })) : []));
    return { frame: i, t: fps ? Math.round(Number(t) * fps) / fps : Number(t), balls, pinsStanding: pts(s!), pinsFallen: pts(f!), backfill: [] };
  });
}

/** Each fallen pin's knocker and confidence, as 'by@confidence', from rows as `recordedWithPins` reads them (test/events.pins-knockers, pins-race). */
export function pinFalls(rs: readonly string[], strikeT: number, fps?: number): Record<string, string> {
  const fs = recordedWithPins(rs, fps);
  const found = pinEvents(fs, CAROM_MATCH_TABLE, [...histories(fs).values()], strikeT).events;
  return Object.fromEntries(found.flatMap((e) => (e.kind === 'pin-fall' ? [[e.pin, `${e.by}@${e.confidence ?? 1}`]] : [])));
}

/**
 * The hand-made near miss (test/events.rail-meet.test.ts, events.strike-noise):
 * the red lies 20 mm from the right rail; the white (at rest until 0.3 s) comes
 * along +x at 1.5 m/s and meets it at 1.0 s with the line of centres 14.5°
 * above +x. Equal masses: the red leaves along that line, the white along the
 * tangent; the red's rail keeps its y speed and sends back 0.7 of its x speed.
 * Their true ways then pass 3.6 mm wider than 2R, 53 ms after the touch.
 */
export function nearMissPaths(): { white: Path; red: Path; t1: number; tRail: number } {
  const R = CAROM_MATCH_TABLE.ballRadius, LINE = CAROM_MATCH_TABLE.length / 2 - R;
  const vIn = 1500, t1 = 1.0, th = (14.5 * Math.PI) / 180, c = Math.cos(th), s = Math.sin(th);
  const rest: [number, number] = [LINE - 20, 0], pa: [number, number] = [rest[0] - 2 * R * c, rest[1] - 2 * R * s];
  const rv: [number, number] = [vIn * c * c, vIn * c * s], wv: [number, number] = [vIn * s * s, -vIn * c * s], tRail = t1 + 20 / rv[0];
  const white: Path = (t) => (t <= t1 ? [pa[0] - vIn * (t1 - Math.max(t, 0.3)), pa[1]] : [pa[0] + wv[0] * (t - t1), pa[1] + wv[1] * (t - t1)]);
  const red: Path = (t) => {
    if (t <= t1) return rest;
    if (t <= tRail) return [rest[0] + rv[0] * (t - t1), rest[1] + rv[1] * (t - t1)];
    return [LINE - 0.7 * rv[0] * (t - tRail), rest[1] + rv[1] * (t - t1)];
  };
  return { white, red, t1, tRail };
}

/**
 * A cut into the right rail with the white drawn back, one touch: line of centres at 45°, the red 20 mm off the rail; the
 * white (in at vIn) stops dead at t1 and is drawn back at SLIDE_DECEL_MM_S2 / 1.3 (the cloth's μs·g with the rule's margin
 * taken off) for 0.25 s, then rolls back at that speed; the red leaves at 0.97 vIn, off the rail at 0.7 of it.
 */
export function drawnCut(vIn: number, t1: number): { white: Path; red: Path } {
  const R = CAROM_MATCH_TABLE.ballRadius, LINE = CAROM_MATCH_TABLE.length / 2 - R;
  const c = Math.SQRT1_2, a = SLIDE_DECEL_MM_S2 / 1.3, rest: [number, number] = [LINE - 20, 100], vRed = 0.97 * vIn;
  const pa: [number, number] = [rest[0] - 2 * R * c, rest[1] - 2 * R * c], tRail = t1 + 20 / (vRed * c);
  const white: Path = (t) => {
    const s = t <= t1 ? -vIn * (t1 - Math.max(t, 0.3)) : -0.5 * a * Math.min(t - t1, 0.25) ** 2 - a * 0.25 * Math.max(0, t - t1 - 0.25);
    return [pa[0] + s * c, pa[1] + s * c];
  };
  const red: Path = (t) => {
    if (t <= t1) return rest;
    if (t <= tRail) return [rest[0] + vRed * c * (t - t1), rest[1] + vRed * c * (t - t1)];
    const u = Math.min(t - tRail, 0.3);
    return [LINE - 0.7 * vRed * c * u, rest[1] + vRed * c * (tRail - t1) + vRed * c * u];
  };
  return { white, red };
}

/**
 * A cut into the top rail that sends the red away along it, one touch (expected-return.ts's hand-made guards): the red
 * lies `gap` mm from the rail's contact line at x = 200; the white comes in along +y at 1 m/s with its centre
 * 2R·`sin` aside and meets it at 0.5 s. The red leaves along the line of centres at the white's speed along it, turns on
 * the rail (sending back `keep` of its speed across it) and runs on away from the white, which goes on along the tangent.
 */
export function cutAlongTopRail(gap: number, sin: number, keep: number): { white: Path; red: Path; t1: number } {
  const R = CAROM_MATCH_TABLE.ballRadius, line = CAROM_MATCH_TABLE.width / 2 - R, rest: [number, number] = [200, line - gap];
  const t1 = 0.5, v = 1000, c = Math.sqrt(1 - sin * sin), n: [number, number] = [sin, c];
  const vn = v * c, tRail = t1 + gap / (vn * c);
  const pa: [number, number] = [rest[0] - 2 * R * n[0], rest[1] - 2 * R * n[1]];
  const tangent: [number, number] = [0 - vn * n[0], v - vn * n[1]];
  const white: Path = (t) => (t <= t1 ? [pa[0], pa[1] - v * (t1 - Math.max(t, 0.1))] : [pa[0] + tangent[0] * (t - t1), pa[1] + tangent[1] * (t - t1)]);
  const red: Path = (t) => {
    if (t <= t1) return rest;
    const hit: [number, number] = [rest[0] + vn * n[0] * (tRail - t1), line];
    if (t <= tRail) return [rest[0] + vn * n[0] * (t - t1), rest[1] + vn * n[1] * (t - t1)];
    return [hit[0] + vn * n[0] * (t - tRail), line - keep * vn * n[1] * (t - tRail)];
  };
  return { white, red, t1 };
}

/** The cushion hits read from one white's recorded rows (`recordedFrames`, id w1) on the pyramid table: the pocket-mouth tests. */
export const w1Hits = (rows: readonly string[]): CushionEvent[] => cushionContacts(histories(recordedFrames(rows, ['w1'])).get('w1')!, PYRAMID_12FT_TABLE);
