/**
 * Measures of a simulated stroke that scenario intents are written in:
 * cushion counts, corner double hits, near misses, how far a ball moved, and
 * the true centre-line crossings of the Russian break. Pure.
 */
import type { CentreLineEvent, StrokeEvent } from '../../contracts/events.js';
import type { BallId, Cushion, Vec2 } from '../../contracts/ids.js';
import type { Position } from '../../contracts/match.js';
import { contactsOf, cushionsOf, firstContacts } from '../../rules/query.js';
import type { SimResult } from '../physics/index.js';
import { CUSHION_AXES } from '../../geometry/cushion-sides.js';

/** Sampling step for crossings and closest approaches, s: a ball at 10 m/s moves 100 mm, never in and out of the 68 mm band. */
const SAMPLE_S = 0.01;

/** Cue-ball cushion contacts before its first contact with the second object ball (all of them if there is none). */
export function cushionsBeforeSecond(events: readonly StrokeEvent[], cue: BallId): number {
  const second = firstContacts(events, cue)[1];
  return cushionsOf(events, cue, second?.t ?? Infinity).length;
}

/** The distinct balls the cue ball met, in order of first contact. */
export function metBalls(events: readonly StrokeEvent[], cue: BallId): BallId[] {
  return firstContacts(events, cue).map((c) => c.other);
}

/**
 * Shortest interval (s) between two consecutive cushion contacts of `ball` on
 * perpendicular cushions (a corner), before time `until`; Infinity if none.
 */
export function cornerInterval(events: readonly StrokeEvent[], ball: BallId, until = Infinity): number {
  const cs = cushionsOf(events, ball, until);
  let best = Infinity;
  for (let i = 1; i < cs.length; i++) {
    if (isLong(cs[i]!.cushion) !== isLong(cs[i - 1]!.cushion)) best = Math.min(best, cs[i]!.t - cs[i - 1]!.t);
  }
  return best;
}

function isLong(c: Cushion): boolean {
  return CUSHION_AXES[c].axis === 1;
}

/** How far a ball's centre moved between two positions, mm (Infinity when it is missing from either). */
export function displacement(before: Position, after: Position, ball: BallId): number {
  const a = before.balls[ball], b = after.balls[ball];
  return a && b ? Math.hypot(a[0] - b[0], a[1] - b[1]) : Infinity;
}

/** Whether two balls touched during the stroke. */
export function touched(events: readonly StrokeEvent[], a: BallId, b: BallId): boolean {
  return contactsOf(events, a).some((c) => c.other === b);
}

/** Smallest surface gap (mm) between two balls during [sim.start, rest]: sampled, then refined by ternary search. */
export function closestGap(sim: SimResult, a: BallId, b: BallId, ballRadius: number): number {
  const rest = sim.events.at(-1)!.t;
  const dist = (t: number): number => {
    const s = sim.stateAt(t);
    const pa = s.balls[a], pb = s.balls[b];
    if (!pa || !pb || pa.status !== 'table' || pb.status !== 'table') return Infinity;
    return Math.hypot(pa.pos[0] - pb.pos[0], pa.pos[1] - pb.pos[1]);
  };
  let bestT = sim.start, best = dist(sim.start);
  for (let t = sim.start; t <= rest; t += SAMPLE_S) {
    const d = dist(t);
    if (d < best) { best = d; bestT = t; }
  }
  let lo = Math.max(sim.start, bestT - SAMPLE_S), hi = Math.min(rest, bestT + SAMPLE_S);
  for (let i = 0; i < 60; i++) {
    const m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3;
    if (dist(m1) < dist(m2)) hi = m2; else lo = m1;
  }
  return Math.min(best, dist((lo + hi) / 2)) - 2 * ballRadius;
}

/**
 * `centre-line` events (extension event of CONTRACTS): a ball has fully
 * crossed x = 0, i.e. its centre passed one radius beyond the line on the
 * other side from where it was wholly before. Times bisected to 1e-9 s.
 */
export function centreLineEvents(sim: SimResult, before: Position, ballRadius: number): CentreLineEvent[] {
  const rest = sim.events.at(-1)!.t;
  const moving = movingBalls(sim.events);
  const out: CentreLineEvent[] = [];
  for (const ball of moving) {
    const start = before.balls[ball];
    if (!start) continue;
    let side = sideOf(start, ballRadius);
    const x = (t: number): number | null => {
      const s = sim.stateAt(t).balls[ball];
      return s && s.status === 'table' ? s.pos[0] : null;
    };
    let prev = sim.start;
    for (let t = sim.start + SAMPLE_S; prev < rest; t = Math.min(t + SAMPLE_S, rest)) {
      const xt = x(t);
      if (xt === null) break;
      const now = sideOf([xt, 0], ballRadius);
      if (now !== 0 && side !== 0 && now !== side) out.push({ t: bisect(x, prev, t, -side * ballRadius), kind: 'centre-line', ball });
      if (now !== 0) side = now;
      prev = t;
    }
  }
  return out.sort((p, q) => p.t - q.t);
}

function sideOf(p: Vec2, r: number): -1 | 0 | 1 {
  return p[0] > r ? 1 : p[0] < -r ? -1 : 0;
}

/** Balls that moved: the struck ball and every ball in a ball-ball contact. */
function movingBalls(events: readonly StrokeEvent[]): BallId[] {
  const out = new Set<BallId>();
  for (const e of events) {
    if (e.kind === 'strike') out.add(e.ball);
    if (e.kind === 'ball-ball') { out.add(e.balls[0]); out.add(e.balls[1]); }
  }
  return [...out];
}

/** First time in [lo, hi] where x(t) passes `level` (x(lo) on one side, x(hi) on the other). */
function bisect(x: (t: number) => number | null, lo: number, hi: number, level: number): number {
  const s0 = Math.sign((x(lo) ?? level) - level);
  while (hi - lo > 1e-9) {
    const m = (lo + hi) / 2;
    if (Math.sign((x(m) ?? level) - level) === s0) lo = m; else hi = m;
  }
  return hi;
}
