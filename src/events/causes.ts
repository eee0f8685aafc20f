/**
 * Every start of motion has a cause. A ball leaving its rest at time t was
 * struck by the cue, or hit by a ball touching it at t: equal masses and a
 * smooth contact send it off along the line of centres, so its hitter sat at
 * `rest − 2R·û` (û its departure direction) at t. For each start, the ball
 * whose position at t (its incoming piece while moving, its rest place when
 * it starts in the same instant — a frozen neighbour passing the energy on)
 * lies there caused it. A ball unseen at t (under the cue) is the cause when
 * it lay within reach of that point and moved afterwards: that is how a
 * strike hidden by the cue is attributed, and a hidden contact recovered;
 * but a ball at rest lying there, reached by a moving ball at t, comes first
 * (a relay that passed the hit on and barely moved: `relayCause`).
 * A cushion cannot start a ball at rest.
 */
import type { BallId } from '../contracts/ids.js';
import { restBefore } from './cascade.js';
import { pieceAt, speedOf } from './fit.js';
import { segmentDistance } from '../geometry/segment.js';
import { axisGaps } from '../geometry/cushion-sides.js';
import { type BallHistory, fitPoints, indicesIn } from './history.js';
import { DEPART_POINTS, HIDDEN_DEPART_S, OFF_REST_MM, type Start, UNSEEN_S, touchPlace } from './starts.js';
import { relayPushes } from './relay-push.js';
import { type Place, alongHiddenWay, blocked, unsureError } from './hidden-way.js';
import { metDated } from './hitter-meeting.js';
import { hiddenBehind } from './hidden-behind.js';

/**
 * `error`: the hitter's distance from the implied contact point in units of
 * its tolerance (≤ 1), or for a hidden hitter the mm from its rest to that
 * point. `weak`: when no ball was there, the nearest one (error > 1).
 */
export interface Cause {
  start: Start; by: BallId | null; hiddenHitter: boolean; error: number; weak?: Cause;
  /** Found only by unfolding a cushion hit right after the start (the departure seen is the rebound). */
  reflected?: boolean;
  /** With `reflected`: the line of centres at the contact (unit, hitter → this ball), the way the ball went before the cushion sent it back. */
  normal?: [number, number];
  /** The hitter's velocity along the line of centres (mm/s): the speed it gave this ball (equal masses), before anything else touched it. */
  push?: number;
  /** The contact time when it is not the start's traced-back time. */
  t?: number;
  /** The contact dated at the hitter's meeting, where the start only bounds it (hitter-meeting.ts `metDated`): the contact's own date, not the time the rail readings start from. */
  met?: number;
  /** Found by `relayCause`: `by` lay at rest at the contact point and passed the hit on (relay-push.ts names what hit it). */
  relay?: true;
  /** Found by `hiddenBehind` (hidden-behind.ts): `by` lay right behind this ball on its line of centres and came straight, no rail between. */
  behind?: true;
}

/** Instants tried between a start's last point at rest and first point off it. Range 2-20. */
const PROXIMITY_SAMPLES = 6;

/** The instants a start's contact is looked for at: between its last point at rest and its first one off it (the traced-back start is unreliable here). */
export const departureTimes = (s: Start): number[] =>
  Array.from({ length: PROXIMITY_SAMPLES }, (_, i) => s.lastRestT + ((s.departT - s.lastRestT) * i) / (PROXIMITY_SAMPLES - 1));

/**
 * A ball resting this close (mm) to a cushion's contact line may hit it
 * within a frame of being hit, so its first points are the rebound: its
 * departure is also tried mirrored in that cushion. Raising it tries
 * mirrors for balls farther out (more chances of a wrong hitter); lowering it
 * leaves balls hit into a near rail with no cause (`moved`). Range 0-150.
 */
const REFLECT_REACH_MM = 45;

/**
 * Farthest (mm) a ball hidden under the cue can be from where it lay when it
 * hits another: the cue and bridge hide it only near its rest (the
 * follow-through). Raising it lets a far hidden ball take the strike;
 * lowering it misses a hidden cue ball's quick contact. Range 30-400.
 */
export const HIDDEN_REACH_MM = 200;
/**
 * Tolerance (mm, plus a share of the hitter's speed in s) between a hitter's
 * position and the contact point the start implies. Raising it attributes
 * starts to balls merely passing near; lowering it loses contacts to blur
 * and noise. Ranges 3-40, 0-0.02.
 */
const CAUSE_TOL_MM = 14, CAUSE_TOL_PER_SPEED_S = 0.004;
/** A frozen neighbour starting within this (s) of the start may be its hitter (the chain passes in a few ms). Range 0.005-0.05. */
const CHAIN_S = 0.02;

/** The cause of each start: a visible hitter at the implied contact point, else a hidden ball within reach, else none (struck or moved). */
export function causes(hs: readonly BallHistory[], starts: readonly Start[], R: number, lines?: { halfX: number; halfY: number }): Cause[] {
  // A start left with no cause may still have had a hidden ball right behind it on its line of centres (hidden-behind.ts).
  const found = starts.map((s) => metDated(orBehind(causeFor(s), s), hs, R));
  function orBehind(c: Cause, s: Start): Cause {
    return c.by || !lines ? c : (hiddenBehind(s, hs, starts, R, lines) ?? c);
  }
  function causeFor(s: Start): Cause {
    const direct = causeOf(s, hs, starts, R);
    if (direct.by && !direct.hiddenHitter) return direct;
    // A ball seen lying at the contact point as a moving ball reached it is better evidence than one unseen under the cue.
    const relay = relayCause(s, hs, starts, R);
    if (relay) return relay;
    // A neighbour lying at the contact point that left its rest first passed the hit on, though traced to start later.
    const passedOn = direct.by ? lateChain(s, starts, R) : null;
    if (passedOn) return passedOn;
    if (direct.by) return direct;
    const chain = sameFrameHitter(s, hs, starts, R);
    if (chain) return chain;
    if (!lines) return direct;
    // No hitter on the departure line: a ball lying by a rail may have rebounded before its first points; try the departure unfolded.
    for (const dir of mirrors(s, lines)) {
      const m = causeOf({ ...s, dir }, hs, starts, R);
      if (m.by && !m.hiddenHitter) return { ...m, start: s, reflected: true, normal: dir };
    }
    // A hidden ball's first points follow whatever it met unseen: its bent departure is no sign of a hit at its rest place.
    if (!nearRail(s, lines) && (s.hidden || !bentDeparture(s, hs))) return direct;
    // Two cushions in the first frames (or one, for a ball hit fast) leave no usable direction: a moving ball 2R from the
    // rest place at the start touched it.
    const near = proximityCause(s, hs, starts, R);
    return near ? { ...near, reflected: true } : direct;
  }
  // A relay has no start of its own, but it was hit too: by the ball that reached it (relay-push.ts), after every start's own cause.
  return [...found, ...relayPushes(found, hs, starts, R)];
}

/**
 * How much later (s) than a start the traced start of the ball lying at its
 * contact point may be, when that ball was seen off its rest first: it hit
 * this one. A ball hit into a near rail is first seen after its rebound and
 * its traced start comes early (development libre and cadre #95[5] at 30 fps,
 * seeds 41+: the white, unseen under the cue, hit the red, the red the
 * yellow 3.5 mm from it; the yellow, off the bottom rail within a frame, was
 * traced 26 ms before the red, so the chain rule (CHAIN_S) missed it and
 * the hidden white took it: a false white-yellow contact at 0.75).
 * Raising it lets a later start of a ball there take the hit; lowering it
 * gives such a start to the hidden ball again. Range 0.02-0.1.
 */
const CHAIN_LATE_S = 0.05;

/**
 * The start whose rest place lies at this start's implied contact point
 * (within CAUSE_TOL_MM), traced up to CHAIN_LATE_S later but seen off its
 * rest no later: it passed the hit on. Reported at the relay's least error
 * (a contact at 0.8: the traced times disagree), at that start's time.
 */
function lateChain(s: Start, starts: readonly Start[], R: number): Cause | null {
  const c = touchPlace(s, R);
  let best: Cause | null = null;
  for (const q of starts) {
    if (q.id === s.id || q.t < s.t || q.t - s.t > CHAIN_LATE_S || q.departT > s.departT) continue;
    const e = Math.hypot(q.rest[0] - c[0], q.rest[1] - c[1]) / CAUSE_TOL_MM;
    if (e <= 1 && (!best || e < best.error)) best = { start: s, by: q.id, hiddenHitter: false, error: Math.max(e, RELAY_MIN_ERROR), t: q.t };
  }
  return best;
}

/**
 * Slack (mm) beyond 2R within which a ball's first step (its rest place to its
 * first point off it) passes another ball's rest place in `sameFrameHitter`,
 * and the angle (rad) the other's first step may differ from the line of
 * centres. The first point off rest of a ball that stopped on the one it hit
 * is read a few mm off (blur, the other's rim); raising the slack lets a ball
 * passing near take a start it did not cause, lowering it misses the hit.
 * Ranges 2-20, 0.2-0.8.
 */
const SAME_FRAME_SLACK_MM = 10, SAME_FRAME_ANGLE = 0.5;

/**
 * A ball struck right beside another (a gap shorter than one frame's travel)
 * hits it between two frames: both are first seen off their rest places in
 * the same frame, neither has a moving piece at the other's start, and
 * contacts right after the start (the hitter stopped dead, the ball hit
 * meeting a third) spoil both departures fitted over DEPART_POINTS, so the
 * traced-back times cannot order them. The first steps can: the ball whose
 * first step ran to within 2R of the other's rest place, the other leaving
 * along the line of centres from there, hit it. Reported at error 1 (the
 * contact's confidence under the high line), at the hitter's start (the hit
 * ball's own time may trace back before it).
 */
function sameFrameHitter(s: Start, hs: readonly BallHistory[], starts: readonly Start[], R: number): Cause | null {
  const step = (q: Start): [number, number] | null => {
    const h = hs.find((g) => g.id === q.id), k = h ? h.t.indexOf(q.departT) : -1;
    return h && k >= 0 ? [h.x[k]!, h.y[k]!] : null;
  };
  const to = step(s);
  if (!to) return null;
  const l = Math.hypot(to[0] - s.rest[0], to[1] - s.rest[1]);
  if (l < OFF_REST_MM) return null;
  const out: [number, number] = [(to[0] - s.rest[0]) / l, (to[1] - s.rest[1]) / l];
  for (const q of starts) {
    const p = q.id === s.id || Math.abs(q.departT - s.departT) > 1e-6 ? null : step(q);
    if (!p || segmentDistance(s.rest, q.rest, p) > 2 * R + SAME_FRAME_SLACK_MM) continue;
    // Where the hitter stood when it touched: its first step's point nearest the rest place (it stops on a full hit).
    const c = nearestOnSegment(s.rest, q.rest, p), d = Math.hypot(s.rest[0] - c[0], s.rest[1] - c[1]) || 1;
    const n: [number, number] = [(s.rest[0] - c[0]) / d, (s.rest[1] - c[1]) / d];
    const towards = (s.rest[0] - q.rest[0]) * (p[0] - q.rest[0]) + (s.rest[1] - q.rest[1]) * (p[1] - q.rest[1]) > 0;
    if (towards && n[0] * out[0] + n[1] * out[1] >= Math.cos(SAME_FRAME_ANGLE)) {
      const t = Math.max(s.t, q.t);
      return { start: { ...s, t }, by: q.id, hiddenHitter: false, error: 1, t };
    }
  }
  return null;
}

/**
 * The start that was hit first by the struck ball `struck` (the strike chosen
 * at stroke speed), else `struck` itself. A cue ball lying against its object
 * ball hits it as it leaves, under the cue: the object ball starts first,
 * slower than stroke speed, with the cue ball as its hidden hitter lying at
 * its contact point (within CAUSE_TOL_MM, as near as a visible hitter would
 * have to be), and the cue ball is first seen after, off along the tangent
 * (development five-pins #94 stroke 6 at 60 and 30 fps: the white frozen to
 * the yellow, struck; the strike went to the white with no contact, an
 * object-ball foul called on a valid stroke). Its strike is then the cue
 * ball's with that contact (`findStrike` in extract.ts).
 */
export function struckBeside(free: readonly Cause[], struck: Cause): Cause {
  return free.find((c) => c.hiddenHitter && c.by === struck.start.id && c.start.t <= struck.start.t && c.error <= CAUSE_TOL_MM) ?? struck;
}

/**
 * Reach (mm beyond 2R) within which a moving ball's point, within CHAIN_S of
 * a start, counts as touching the resting ball that lies at the start's
 * implied contact point (`relayCause`): blur and the detector's noise on a
 * fast ball. Raising it lets a ball passing close by make a relay of a ball
 * it never touched; lowering it under the blur of a fast ball misses the
 * relay (the start then goes to a hidden ball or none). Range 2-15.
 */
const RELAY_REACH_MM = 6;
/**
 * Least error (in tolerance units) of a relay cause: the relay's own push is
 * not seen (it barely moves), so its contact is reported at 0.8, under the
 * high-confidence line, for the referee to confirm. Lowering it under 0.5
 * reports relays at 0.9. Range 0-1.
 */
const RELAY_MIN_ERROR = 0.5;

/**
 * A ball at rest at the start's implied contact point, reached by a moving
 * ball at the start (within CHAIN_S), hit it: a relay that passed nearly all
 * it got on and barely moved, so it has no start of its own for the chain
 * rule (development Russian #1 stroke 1 at 30 fps: the striker hit a ball
 * lying 3 mm from the next; the next one's start went to the striker,
 * unseen under the cue 187 mm away). Null when no such ball.
 */
function relayCause(s: Start, hs: readonly BallHistory[], starts: readonly Start[], R: number): Cause | null {
  const c = touchPlace(s, R);
  let best: Cause | null = null;
  for (const h of hs) {
    if (h.id === s.id || positionOf(h, starts.find((q) => q.id === h.id), s.t) !== null) continue;
    const rest = restBefore(h, s.t);
    const e = rest ? Math.hypot(rest[0] - c[0], rest[1] - c[1]) / CAUSE_TOL_MM : Infinity;
    if (e > 1 || (best && e >= best.error) || !reachedBy(rest!, [s.id, h.id], s.t, hs, starts, R)) continue;
    best = { start: s, by: h.id, hiddenHitter: false, error: Math.max(e, RELAY_MIN_ERROR), relay: true };
  }
  return best;
}

/**
 * A ball other than `not`, moving since before t, lay within 2R + RELAY_REACH_MM of `p` at t: its incoming piece there, or
 * one of its points within CHAIN_S of t (a ball first seen just after, out from under the cue).
 */
function reachedBy(p: [number, number], not: readonly BallId[], t: number, hs: readonly BallHistory[], starts: readonly Start[], R: number): boolean {
  return reacherOf(p, not, t, hs, starts, R) !== null;
}

/** The ball `reachedBy` finds (the nearest to 2R of `p` when several do) and where it was, or null. */
export function reacherOf(p: [number, number], not: readonly BallId[], t: number, hs: readonly BallHistory[], starts: readonly Start[], R: number): { id: BallId; at: [number, number] } | null {
  let best: { id: BallId; at: [number, number] } | null = null, bestD = 2 * R + RELAY_REACH_MM;
  for (const g of hs) {
    const st = starts.find((q) => q.id === g.id);
    if (not.includes(g.id) || !st || st.t >= t) continue;
    const at = positionOf(g, st, t, p, R);
    const pts: [number, number][] = [...(Array.isArray(at) ? at.filter((q) => !q.from || !blocked(q.from, q.p, [g.id, ...not], t, hs, R)).map((q) => q.p) : []), ...indicesIn(g, t - CHAIN_S, t + CHAIN_S).map((k): [number, number] => [g.x[k]!, g.y[k]!])];
    for (const q of pts) {
      const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
      if (d <= bestD) { bestD = d; best = { id: g.id, at: q }; }
    }
  }
  return best;
}

function nearestOnSegment(p: [number, number], a: [number, number], b: [number, number]): [number, number] {
  const vx = b[0] - a[0], vy = b[1] - a[1], l2 = vx * vx + vy * vy;
  const u = l2 > 0 ? Math.min(1, Math.max(0, ((p[0] - a[0]) * vx + (p[1] - a[1]) * vy) / l2)) : 0;
  return [a[0] + u * vx, a[1] + u * vy];
}

/**
 * Distance (mm) of the rest place from a start's departure line beyond which
 * the departure is bent: a ball hit at 4.5 m/s from 240 mm off a rail is
 * seen once on its way in and then coming back, and the departure fitted
 * over those points points nowhere near its hitter (`moved` with no cause,
 * called a foul: development three-cushion, 40 matches, #19 stroke 4 at
 * 30 fps, #16 stroke 4 and #31 stroke 3 at 25 fps; with UNSEEN_HIT_REACH_MM,
 * contacts found 316 → 317 at 30 fps and 313 → 316 at 25, no extra one).
 * Such a start is explained by proximity (a ball 2R from the rest place as
 * it left, 0.75); never a hidden one (its first points follow what it met
 * unseen). Raising it leaves more bent departures with no cause; lowering it
 * towards the blur and noise of the first points (~2-4 mm) explains straight
 * departures by proximity too. Range 5-30.
 */
export const BENT_DEPARTURE_MM = 10;

/** The start's first points do not leave its rest place on a line: the rest place is off their fitted line, or behind the first point. */
export function bentDeparture(s: Start, hs: readonly BallHistory[]): boolean {
  const h = hs.find((g) => g.id === s.id), k = h ? h.t.indexOf(s.departT) : -1;
  if (!h || k < 0) return false;
  const idx = Array.from({ length: DEPART_POINTS }, (_, i) => k + i).filter((i) => i < h.t.length);
  if (idx.length < 3) return false;
  const p = fitPoints(h, idx);
  const v = speedOf(p);
  if (v < 1) return false;
  const u = [p.x.v / v, p.y.v / v], q = pieceAt(p, h.t[k]!), r = [s.rest[0] - q[0], s.rest[1] - q[1]];
  return Math.abs(r[0]! * u[1]! - r[1]! * u[0]!) > BENT_DEPARTURE_MM || r[0]! * u[0]! + r[1]! * u[1]! > BENT_DEPARTURE_MM;
}

const nearRail = (s: Start, lines: { halfX: number; halfY: number }): boolean =>
  axisGaps(s.rest, lines.halfX, lines.halfY).some((g) => g < REFLECT_REACH_MM);

/** The moving ball whose position at the start lies 2R from the rest place (within the cause tolerance), the best fit; null when none. */
function proximityCause(s: Start, hs: readonly BallHistory[], starts: readonly Start[], R: number): Cause | null {
  let best: Cause | null = null;
  const times = departureTimes(s);
  for (const h of hs) {
    if (h.id === s.id) continue;
    const st = starts.find((q) => q.id === h.id);
    for (const t of times) {
      const at = positionOf(h, st, t);
      if (!at || at === 'hidden') continue;
      for (const q of at) {
        if (q.speed < 1) continue;
        const e = Math.abs(Math.hypot(q.p[0] - s.rest[0], q.p[1] - s.rest[1]) - 2 * R) / (CAUSE_TOL_MM + CAUSE_TOL_PER_SPEED_S * q.speed);
        const l = Math.hypot(s.rest[0] - q.p[0], s.rest[1] - q.p[1]) || 1, n: [number, number] = [(s.rest[0] - q.p[0]) / l, (s.rest[1] - q.p[1]) / l];
        if (e <= 1 && (!best || e < best.error)) best = { start: s, by: h.id, hiddenHitter: false, error: e, t, normal: n, push: Math.max(0, q.v[0] * n[0] + q.v[1] * n[1]) };
      }
    }
  }
  return best;
}

/** The departure mirrored in each cushion near the rest place it leads away from (and in both at a corner). */
function mirrors(s: Start, lines: { halfX: number; halfY: number }): [number, number][] {
  const [gx, gy] = axisGaps(s.rest, lines.halfX, lines.halfY);
  const nearX = gx < REFLECT_REACH_MM && s.dir[0] * Math.sign(s.rest[0]) < 0;
  const nearY = gy < REFLECT_REACH_MM && s.dir[1] * Math.sign(s.rest[1]) < 0;
  const out: [number, number][] = [];
  if (nearX) out.push([-s.dir[0], s.dir[1]]);
  if (nearY) out.push([s.dir[0], -s.dir[1]]);
  if (nearX && nearY) out.push([-s.dir[0], -s.dir[1]]);
  return out;
}

function causeOf(s: Start, hs: readonly BallHistory[], starts: readonly Start[], R: number): Cause {
  const c = touchPlace(s, R);
  let best: Cause = { start: s, by: null, hiddenHitter: false, error: Infinity };
  let hidden: Cause | null = null;
  let weak: Cause = { start: s, by: null, hiddenHitter: false, error: Infinity };
  for (const h of hs) {
    if (h.id === s.id) continue;
    const hs0 = starts.find((q) => q.id === h.id);
    const at = positionOf(h, hs0, s.t, s.rest, R);
    if (at === 'hidden') {
      if (!hs0) continue;
      const seen = indicesIn(h, -Infinity, s.t).at(-1);
      if (seen === undefined) continue;
      const reach = Math.hypot(c[0] - h.x[seen]!, c[1] - h.y[seen]!);
      if (reach > STAYED_PUT_MM && stayedPut(h, seen, s.t, hs0.departT)) continue;
      if (reach <= HIDDEN_REACH_MM && (!hidden || reach < hidden.error)) hidden = { start: s, by: h.id, hiddenHitter: true, error: reach };
      continue;
    }
    if (!at) continue;
    for (const q of at) {
      if (q.from && blocked(q.from, q.p, [h.id, s.id], s.t, hs, R)) continue;
      const tol = CAUSE_TOL_MM + CAUSE_TOL_PER_SPEED_S * q.speed;
      const e = q.unsure ? unsureError(q, s) : Math.hypot(q.p[0] - c[0], q.p[1] - c[1]) / tol;
      if (e <= 1 && e < best.error) best = { start: s, by: h.id, hiddenHitter: false, error: e, push: Math.max(0, q.v[0] * s.dir[0] + q.v[1] * s.dir[1]) };
      else if (e < weak.error) weak = { start: s, by: h.id, hiddenHitter: false, error: e };
    }
  }
  return best.by ? best : (hidden ?? { ...best, weak });
}

/**
 * How far (mm) from where a hidden ball was last seen it may be seen again,
 * after t and before its own departure, and still have stayed put (detector
 * noise at rest is 1-2 mm). Such a ball did not travel to the contact point
 * and back: it hit nothing (development three-cushion #76 stroke 0 at 30
 * fps: white and yellow under the arm, the white struck; the yellow, 121 mm
 * from where the white's departure put its hitter and seen again on its
 * spot before the white reached it, was the white's hidden hitter). Raising
 * it clears a ball that moved a little and came back; lowering it under the
 * noise keeps the old reading. Range 3-20.
 */
const STAYED_PUT_MM = 6;

/** The ball is seen after t, before its own departure, within STAYED_PUT_MM of where it was last seen (point `seen`) before t. */
function stayedPut(h: BallHistory, seen: number, t: number, departT: number): boolean {
  return indicesIn(h, t, departT - 1e-6).some((k) => Math.hypot(h.x[k]! - h.x[seen]!, h.y[k]! - h.y[seen]!) <= STAYED_PUT_MM);
}

/**
 * Where a ball was at t: its incoming piece while it moved (the last points
 * before t), its rest place when it starts within CHAIN_S of t (a frozen
 * neighbour), 'hidden' when unseen around t after resting, else null (at
 * rest and not starting: it cannot have hit anything). With `toward` (a ball
 * at rest's place), a ball seen once out from under the cue is also tried
 * where its way first comes 2R from it (hidden-way.ts).
 */
function positionOf(h: BallHistory, st: Start | undefined, t: number, toward?: [number, number], R = 0): Place[] | 'hidden' | null {
  // Unseen at rest around t, and first seen again already off its rest place (its first point may fall inside the window at 30 fps).
  if (st && st.departT > t && st.departT - t <= HIDDEN_DEPART_S && indicesIn(h, t - UNSEEN_S, t + UNSEEN_S / 2).every((k) => h.t[k]! >= st.departT)) return 'hidden';
  if (st && Math.abs(st.t - t) <= CHAIN_S && st.t <= t + 0.005) return [{ p: st.rest, speed: 0, v: [0, 0] }];
  if (!st || st.t > t) return null;
  const idx = indicesIn(h, Math.max(t - 0.1, st.t), t);
  if (idx.length < 2) {
    // One point since it came out from under the cue: it is there, or a little further on its way from its rest.
    const one = idx[0];
    if (one !== undefined && st.hidden && h.t[one]! >= st.departT) {
      const d = [h.x[one]! - st.rest[0], h.y[one]! - st.rest[1]], l = Math.hypot(d[0]!, d[1]!) || 1, ahead = st.speed * (t - h.t[one]!);
      const v: [number, number] = [(d[0]! / l) * st.speed, (d[1]! / l) * st.speed];
      const seen: Place[] = [{ p: [h.x[one]!, h.y[one]!], speed: st.speed, v }, { p: [h.x[one]! + (d[0]! / l) * ahead, h.y[one]! + (d[1]! / l) * ahead], speed: st.speed, v }];
      const on = toward ? alongHiddenWay([h.x[one]!, h.y[one]!], [d[0]! / l, d[1]! / l], t - h.t[one]!, toward, st.speed, R) : null;
      return on ? [...seen, on] : seen;
    }
    if (t - st.t > 0.1) return null;
    return [{ p: [st.rest[0] + st.dir[0] * st.speed * (t - st.t), st.rest[1] + st.dir[1] * st.speed * (t - st.t)], speed: st.speed, v: [st.dir[0] * st.speed, st.dir[1] * st.speed] }];
  }
  // Long pieces average noise; short ones stay clear of the hitter's own previous contact a frame or two before.
  return [5, 3, 2].filter((n) => n <= idx.length).map((n) => {
    const use = idx.slice(-n);
    const p = fitPoints(h, use);
    return { p: pieceAt(p, t), speed: speedOf(p), v: [p.x.v, p.y.v] as [number, number] };
  });
}
