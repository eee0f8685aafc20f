/**
 * The tracker: detections (table mm) in, balls with stable identities out,
 * one frame per `update` (DESIGN habit 6; a frame with no detections still
 * advances every track). Carom balls are told apart by colour; the seven
 * identical Russian whites by motion alone: a constant-velocity Kalman filter
 * per ball, a collision-aware prediction (predict.ts), gating, and the exact
 * minimum-cost assignment (hungarian.ts). A ball unseen for longer than the
 * gate can bridge is picked up again only by detections that chain over
 * `confirmFrames` frames, never by one stray detection.
 */
import type { BallId, Discipline } from '../contracts/ids.js';
import { RUSSIAN_WHITES } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import { CLASS_CODE, type DetectionFrame } from './detections.js';
import { centreBounds, pocketMouths } from './geometry.js';
import { assign, assignGated } from './hungarian.js';
import { type Axis, axisAt, predictAxis, updateAxis } from './kalman.js';
import { type Bounds, propagate } from './predict.js';
import { type TrackerThresholds, trackerThresholds } from './thresholds.js';
import { ADOPT_CONTEST_MM, ADOPT_GATE_MM, type Candidate, backDistance, runnerUp } from './adoption.js';
import { WEAK_TRACK_SPEED_MMS, allWeak, confirmed, weakDetections } from './weak.js';
import { respots } from './respot.js';
import { dimStill } from './dim.js';
import { type Launch, REST_SPEED_MMS, launchAfter } from './launch.js';

export interface TrackedBall {
  id: BallId;
  x: number; y: number; vx: number; vy: number;
  /** A detection was matched this frame (else x, y is the prediction). */
  observed: boolean;
  moving: boolean;
  /** Seconds since the last matched detection (0 when observed). */
  unseenS: number;
  /** Unseen since one detection set it moving from rest: the place it rested, to show instead of x, y (launch.ts). */
  held?: { x: number; y: number };
}
/** `weak`: a detection under `minConfidence` (weak.ts); `confidence`: the detector's. */
export interface Observation { frame: number; t: number; x: number; y: number; weak?: boolean; confidence?: number }
export interface TrackedFrame {
  frame: number; t: number;
  balls: TrackedBall[];
  pinsStanding: { x: number; y: number }[];
  pinsFallen: { x: number; y: number }[];
  /**
   * Balls picked up again (or first) this frame, with the detections that
   * confirmed them in earlier frames. `contested`: another missed ball the
   * chain fits almost as well (ADOPT_CONTEST_MM): the identity is a guess the
   * evidence does not settle, and what follows from it deserves less confidence.
   */
  backfill: { id: BallId; observations: Observation[]; contested?: BallId }[];
}

/** `seenX`, `seenY`: where the ball was last seen (the filter's position coasts on past it). */
interface Track { id: BallId; code: number; kx: Axis; ky: Axis; lastSeen: number; seenX: number; seenY: number; missed: number; straight?: { kx: Axis; ky: Axis }; resting?: boolean; launch?: Launch; dim?: boolean }

/** Which ids each detection class may become. */
function idsByClass(discipline: Discipline): Map<number, readonly BallId[]> {
  if (discipline === 'russian-colour') return new Map<number, readonly BallId[]>([[CLASS_CODE['ball-white'], RUSSIAN_WHITES], [CLASS_CODE['ball-colour'], ['colour']]]);
  return new Map<number, readonly BallId[]>([[CLASS_CODE['ball-white'], ['white']], [CLASS_CODE['ball-yellow'], ['yellow']], [CLASS_CODE['ball-red'], ['red']]]);
}

export class Tracker {
  private readonly th: TrackerThresholds;
  private readonly ids: Map<number, readonly BallId[]>;
  private readonly radius: number;
  private readonly bounds: Bounds;
  private tracks: Track[] = [];
  private candidates: Candidate[] = [];
  private lastT: number | null = null;

  constructor(readonly table: TableModel, readonly discipline: Discipline, thresholds: Partial<TrackerThresholds> = {}) {
    this.th = trackerThresholds(thresholds);
    this.ids = idsByClass(discipline);
    this.radius = table.ballRadius;
    this.bounds = { ...centreBounds(table), mouths: pocketMouths(table) };
  }

  update(f: DetectionFrame): TrackedFrame {
    const dt = this.lastT === null ? 0 : Math.max(0, f.t - this.lastT);
    this.lastT = f.t;
    this.predict(dt);
    const used = new Uint8Array(f.count);
    const matched = new Set<Track>();
    for (const [code] of this.ids) this.matchClass(f, code, used, matched);
    const seen = () => [...matched].map((tr) => ({ x: tr.kx.p, y: tr.ky.p }));
    if (this.weakOn) for (const [code] of this.ids) this.matchWeak(f, code, used, matched, seen());
    for (const tr of this.tracks) if (!matched.has(tr)) tr.missed++;
    const backfill = this.updateCandidates(f, used, this.weakOn ? seen() : []);
    return this.output(f, matched, backfill);
  }

  private predict(dt: number): void {
    if (dt === 0 || this.tracks.length === 0) return;
    const live = this.tracks.filter((tr) => tr.missed <= this.th.coastFrames);
    const body = (tr: Track) => ({ x: tr.kx.p, y: tr.ky.p, vx: tr.kx.v, vy: tr.ky.v });
    // A track unseen for a while is a guess (the ball may have dropped in a pocket): it does not knock the seen balls' predictions about.
    const solid = live.filter((tr) => tr.missed <= GHOST_AFTER_MISSED);
    const together = propagate(solid.map(body), dt, this.radius, this.bounds);
    const next = new Map(solid.map((tr, i) => [tr, { b: together.bodies[i]!, hit: together.hit[i]! }]));
    for (const tr of live) {
      if (next.has(tr)) continue;
      const alone = propagate([body(tr)], dt, this.radius, this.bounds);
      next.set(tr, { b: alone.bodies[0]!, hit: alone.hit[0]! });
    }
    for (const tr of this.tracks) { delete tr.straight; delete tr.resting; }
    live.forEach((tr) => {
      const { b, hit } = next.get(tr)!;
      // At rest and nothing tracked runs into it: whatever moves it now is a ball the tracker does not see.
      if (!hit && Math.hypot(tr.kx.v, tr.ky.v) <= REST_SPEED_MMS) tr.resting = true;
      const kick = hit ? (0.3 * Math.hypot(b.vx, b.vy)) ** 2 : 0;
      const px = predictAxis(tr.kx, dt, this.th.accelNoise), py = predictAxis(tr.ky, dt, this.th.accelNoise);
      // A predicted collision may not happen as modelled (a pack absorbs the hit): the straight prediction stays a hypothesis.
      if (hit && tr.missed === 0) tr.straight = { kx: px, ky: py };
      tr.kx = { ...px, p: b.x, v: b.vx, pvv: px.pvv + kick };
      tr.ky = { ...py, p: b.y, v: b.vy, pvv: py.pvv + kick };
    });
  }

  private get weakOn(): boolean {
    return this.th.weakConfidence < this.th.minConfidence;
  }

  /** Normalised squared distance of detection i from a predicted position. */
  private costAt(kx: Axis, ky: Axis, f: DetectionFrame, i: number): number {
    const r = this.th.measurementNoiseMm ** 2 + this.th.gateFloorMm ** 2;
    const dx = f.x[i]! - kx.p, dy = f.y[i]! - ky.p;
    return (dx * dx) / (kx.ppp + r) + (dy * dy) / (ky.ppp + r);
  }

  private weakDets(f: DetectionFrame, code: number, used: Uint8Array, seen: readonly { x: number; y: number }[]): number[] {
    return weakDetections(f, code, used, seen, this.th, this.radius);
  }

  /** Second association (weak.ts): a moving ball missed this frame takes a weak detection in its gate. */
  private matchWeak(f: DetectionFrame, code: number, used: Uint8Array, matched: Set<Track>, seen: readonly { x: number; y: number }[]): void {
    const tracks = this.tracks.filter((tr) => tr.code === code && !matched.has(tr) && tr.missed <= this.th.coastFrames && (tr.dim || Math.hypot(tr.kx.v, tr.ky.v) > WEAK_TRACK_SPEED_MMS));
    const dets = tracks.length ? this.weakDets(f, code, used, seen) : [];
    if (!dets.length) return;
    assignGated(tracks.map((tr) => dets.map((i) => this.costAt(tr.kx, tr.ky, f, i))), this.th.gateSigma ** 2).forEach((j, k) => {
      if (j < 0) return;
      used[dets[j]!] = 1;
      this.observe(tracks[k]!, f.x[dets[j]!]!, f.y[dets[j]!]!, f.t);
      matched.add(tracks[k]!);
    });
  }

  /** Match one class's detections to its live tracks (minimum total normalised squared distance). */
  private matchClass(f: DetectionFrame, code: number, used: Uint8Array, matched: Set<Track>): void {
    const tracks = this.tracks.filter((tr) => tr.code === code && tr.missed <= this.th.coastFrames);
    const dets: number[] = [];
    for (let i = 0; i < f.count; i++) if (f.cls[i] === code && f.confidence[i]! >= this.th.minConfidence) dets.push(i);
    if (tracks.length === 0 || dets.length === 0) return;
    const costAt = (kx: Axis, ky: Axis, i: number): number => this.costAt(kx, ky, f, i);
    const straightCost = (tr: Track, i: number): number => (tr.straight ? STRAIGHT_PENALTY + costAt(tr.straight.kx, tr.straight.ky, i) : Infinity);
    // Only identical balls (the Russian whites) can take each other's identity; colour classes cannot swap.
    const twins = (this.ids.get(code)?.length ?? 1) > 1;
    const held = (tr: Track, i: number): boolean => !twins || !tr.resting || Math.hypot(f.x[i]! - tr.kx.p, f.y[i]! - tr.ky.p) <= REST_JUMP_MM || !this.chainReaches(code, f.x[i]!, f.y[i]!, f.t);
    const cost = tracks.map((tr) => dets.map((i) => (held(tr, i) ? Math.min(costAt(tr.kx, tr.ky, i), straightCost(tr, i)) : Infinity)));
    assignGated(cost, this.th.gateSigma ** 2).forEach((j, k) => {
      if (j < 0) return;
      const tr = tracks[k]!, i = dets[j]!;
      used[i] = 1;
      if (tr.straight && straightCost(tr, i) < costAt(tr.kx, tr.ky, i)) { tr.kx = tr.straight.kx; tr.ky = tr.straight.ky; }
      delete tr.dim;
      this.observe(tr, f.x[i]!, f.y[i]!, f.t);
      matched.add(tr);
    });
  }

  private observe(tr: Track, x: number, y: number, t: number): void {
    const r = this.th.measurementNoiseMm ** 2, before = { x: tr.kx.p, y: tr.ky.p };
    tr.kx = updateAxis(tr.kx, x, r);
    tr.ky = updateAxis(tr.ky, y, r);
    tr.launch = launchAfter(tr.resting === true, before, Math.hypot(tr.kx.v, tr.ky.v));
    tr.lastSeen = t;
    tr.seenX = x; tr.seenY = y;
    tr.missed = 0;
  }

  /**
   * Whether an unexplained detection chain of the class (a ball reappearing,
   * e.g. from under the cue) could have run to (x, y) by time t.
   */
  private chainReaches(code: number, x: number, y: number, t: number): boolean {
    return this.candidates.some((c) => {
      const last = c.obs[c.obs.length - 1]!;
      return c.code === code && Math.hypot(x - last.x, y - last.y) <= this.reach(last, t);
    });
  }

  /** How far (mm) a chain's ball may have run from its last detection `last` by time t. */
  private reach(last: Observation, t: number): number {
    return this.th.maxSpeedMmS * Math.max(t - last.t, 1e-3) + 3 * this.th.measurementNoiseMm;
  }

  /** Chain unexplained detections frame to frame; a chain of `confirmFrames` becomes a ball or finds a lost one. */
  private updateCandidates(f: DetectionFrame, used: Uint8Array, seen: readonly { x: number; y: number }[]): TrackedFrame['backfill'] {
    const next: Candidate[] = [];
    const backfill: TrackedFrame['backfill'] = [];
    for (const [code] of this.ids) {
      const dets: Observation[] = [];
      for (let i = 0; i < f.count; i++) {
        if (!used[i] && f.cls[i] === code && f.confidence[i]! >= this.th.minConfidence) dets.push({ frame: f.frame, t: f.t, x: f.x[i]!, y: f.y[i]!, confidence: f.confidence[i]! });
      }
      const free = this.freeId(code) !== undefined; // Weak detections chain only while a ball of the class is missed or was never held (dim.ts).
      if (this.weakOn && (free || this.adoptable(code).length)) for (const i of this.weakDets(f, code, used, seen)) dets.push({ frame: f.frame, t: f.t, x: f.x[i]!, y: f.y[i]!, weak: true });
      const chained = this.chain(this.candidates.filter((c) => c.code === code), dets, code, f.frame);
      const ready = chained.filter((c) => confirmed(c, this.th.confirmFrames) || (free && dimStill(c)));
      const contested = new Map<Candidate, BallId>();
      const adopted = this.adopt(code, ready, contested);
      for (const [c, tr] of adopted) {
        const other = contested.get(c);
        backfill.push({ id: tr.id, observations: c.obs.slice(0, -1), ...(other ? { contested: other } : {}) });
      }
      next.push(...chained.filter((c) => !adopted.has(c)));
    }
    this.candidates = next;
    return backfill;
  }

  /** Extend candidate chains with this frame's unexplained detections (minimum total distance); the rest start chains. */
  private chain(cands: Candidate[], dets: Observation[], code: number, frame: number): Candidate[] {
    // A chain not extended this frame waits CANDIDATE_SKIP_FRAMES for its next detection (a fast ball's blurred detection missed once).
    const waiting = (used: Set<number>): Candidate[] => cands.filter((c, j) => !used.has(j) && frame - c.obs[c.obs.length - 1]!.frame <= CANDIDATE_SKIP_FRAMES);
    if (dets.length === 0) return waiting(new Set());
    const reach = (c: Candidate, o: Observation): number => this.reach(c.obs[c.obs.length - 1]!, o.t);
    // A weak detection never extends a chain with a confident one (weak.ts: its label may be the look-alike's).
    const cost = dets.map((o) => cands.map((c) => {
      const last = c.obs[c.obs.length - 1]!, d = Math.hypot(o.x - last.x, o.y - last.y);
      return d <= reach(c, o) && !(o.weak && !allWeak(c)) ? d * d : Infinity;
    }));
    const gate = (this.th.maxSpeedMmS * 0.2) ** 2;
    const pick = cands.length ? assignGated(cost.map((r) => r.map((c) => (Number.isFinite(c) ? c : gate * 10))), gate) : dets.map(() => -1);
    const extended = new Set<number>();
    const out = dets.map((o, k) => {
      const j = pick[k]!;
      if (!(j >= 0 && Number.isFinite(cost[k]![j]!))) return { code, obs: [o] };
      extended.add(j);
      return { code, obs: [...cands[j]!.obs, o] };
    });
    return [...out, ...waiting(extended)];
  }

  /**
   * Confirmed candidates of one class: first the balls of the class missed
   * this frame (lost, or coasting: a ball kicked out of its gate at once),
   * paired by the minimum total distance from where each was lost to each
   * candidate's path traced back (a ball hidden under the cue reappears
   * moving, on a line from where it lay); then new balls while the class has free ids
   * (numbered in order of position, so a first frame numbers stably).
   */
  private adopt(code: number, ready: Candidate[], contested: Map<Candidate, BallId>): Map<Candidate, Track> {
    const out = new Map<Candidate, Track>();
    if (ready.length === 0) return out;
    const missed = this.adoptable(code);
    const rest = [...ready];
    const take = (c: Candidate, old: Track): void => {
      const tr = this.fresh(c, old.id);
      this.tracks = this.tracks.map((o) => (o === old ? tr : o));
      out.set(c, tr);
      rest.splice(rest.indexOf(c), 1);
    };
    if (missed.length > 0) {
      // From where it was predicted or where it was last seen, the nearer (a ball lost in a pocket's jaws is predicted past the rail).
      const cost = ready.map((c) => missed.map((tr) => Math.min(backDistance(c, tr.kx.p, tr.ky.p, tr.lastSeen), backDistance(c, tr.seenX, tr.seenY, tr.lastSeen)) ** 2));
      const pairs = assignGated(cost, ADOPT_GATE_MM ** 2);
      ready.forEach((c, i) => {
        const j = pairs[i]!;
        if (j < 0) return;
        const rival = runnerUp(cost[i]!, j);
        if (rival >= 0 && Math.sqrt(cost[i]![rival]!) - Math.sqrt(cost[i]![j]!) < ADOPT_CONTEST_MM) contested.set(c, missed[rival]!.id);
        take(c, missed[j]!);
      });
    }
    rest.sort((a, b) => a.obs[0]!.x - b.obs[0]!.x || a.obs[0]!.y - b.obs[0]!.y);
    // A chain of weak detections alone is no new ball (only a missed one may take it) unless it lay still long (dim.ts).
    for (const c of rest.filter((r) => !allWeak(r) || dimStill(r))) {
      const free = this.freeId(code);
      if (free) {
        const tr = { ...this.fresh(c, free), ...(allWeak(c) ? { dim: true } : {}) };
        this.tracks.push(tr);
        out.set(c, tr);
        rest.splice(rest.indexOf(c), 1);
        continue;
      }
      // Every id taken: a ball put back (a re-spot) takes the nearest ball lost for good: at once when the chain is surely a
      // ball, runs, or the lost one could have rolled there; else once it has lain there a while (clutter by a hand does not last).
      const lost = this.tracks.filter((tr) => tr.code === code && tr.missed > this.th.coastFrames)
        .sort((p, q) => backDistance(c, p.kx.p, p.ky.p) - backDistance(c, q.kx.p, q.ky.p))[0];
      if (lost && respots(c, { x: lost.seenX, y: lost.seenY, t: lost.lastSeen, speed: Math.hypot(lost.kx.v, lost.ky.v) })) take(c, lost);
    }
    return out;
  }

  /** An id of the class no track holds yet (its ball never taken). */
  private freeId(code: number): BallId | undefined {
    return this.ids.get(code)!.find((id) => !this.tracks.some((tr) => tr.id === id));
  }

  /** Missed balls of the class a chain may take; a ball lost for good after its prediction ran into a pocket (or off the bed) dropped: it does not climb back out under a new chain. */
  private adoptable(code: number): Track[] {
    return this.tracks.filter((tr) => tr.code === code && tr.missed > 0 && !(tr.missed > this.th.coastFrames && this.offBed(tr)));
  }

  /** The track's prediction lies past the cushion contact lines by more than DROPPED_DEPTH_MM (it ran through a pocket mouth). */
  private offBed(tr: Track): boolean {
    return Math.abs(tr.kx.p) > this.bounds.halfX + DROPPED_DEPTH_MM || Math.abs(tr.ky.p) > this.bounds.halfY + DROPPED_DEPTH_MM;
  }

  private fresh(c: Candidate, id: BallId): Track {
    const last = c.obs[c.obs.length - 1]!, prev = c.obs[c.obs.length - 2];
    const dtc = prev ? last.t - prev.t : 0;
    const vx = prev && dtc > 0 ? (last.x - prev.x) / dtc : 0, vy = prev && dtc > 0 ? (last.y - prev.y) / dtc : 0;
    const r = this.th.measurementNoiseMm ** 2, vr = dtc > 0 ? (2 * r) / (dtc * dtc) : this.th.maxSpeedMmS ** 2;
    return { id, code: c.code, kx: { ...axisAt(last.x, r, vr), v: vx }, ky: { ...axisAt(last.y, r, vr), v: vy }, lastSeen: last.t, seenX: last.x, seenY: last.y, missed: -1 };
  }

  private output(f: DetectionFrame, matched: Set<Track>, backfill: TrackedFrame['backfill']): TrackedFrame {
    for (const tr of this.tracks) if (tr.missed < 0) { tr.missed = 0; matched.add(tr); }
    const balls = this.tracks.map((tr): TrackedBall => {
      const observed = matched.has(tr);
      const speed = Math.hypot(tr.kx.v, tr.ky.v);
      return {
        id: tr.id, x: tr.kx.p, y: tr.ky.p, vx: tr.kx.v, vy: tr.ky.v, observed,
        moving: speed > this.th.movingSpeedMmS && f.t - tr.lastSeen <= STALE_VELOCITY_S, unseenS: observed ? 0 : f.t - tr.lastSeen,
        ...(!observed && tr.launch ? { held: tr.launch } : {}),
      };
    });
    const pinsStanding: TrackedFrame['pinsStanding'] = [], pinsFallen: TrackedFrame['pinsFallen'] = [];
    for (let i = 0; i < f.count; i++) {
      if (f.confidence[i]! < this.th.minConfidence) continue;
      if (f.cls[i] === CLASS_CODE['pin-standing']) pinsStanding.push({ x: f.x[i]!, y: f.y[i]! });
      else if (f.cls[i] === CLASS_CODE['pin-fallen']) pinsFallen.push({ x: f.x[i]!, y: f.y[i]! });
    }
    return { frame: f.frame, t: f.t, balls, pinsStanding, pinsFallen, backfill };
  }
}

/**
 * Frames a track may go unseen and still take part in the collision-aware
 * prediction of the others. Beyond it the track is a guess (a ball dropped
 * in a pocket is predicted bouncing back out of it) and predicting a seen
 * ball knocked by it sends that ball's gate away from its detection (a
 * Russian 30 fps swap). Raising it keeps a hidden ball's collisions in the
 * model longer; 0 ignores a ball missed once at a collision. Range 0-10.
 */
const GHOST_AFTER_MISSED = 1;

/**
 * Cost (squared standard deviations) added when a detection is matched to a
 * ball's straight prediction instead of its predicted collision. At 25 fps
 * the equal-mass exchange sends a racked ball ~100 mm out of the pack in one
 * frame where the pack absorbs the hit (it moves at ~40 mm/s), and its gate
 * lands on a neighbour (a break swap). Raising it trusts the collision model
 * more; lowering it lets a ball that was really struck keep its old place's
 * detection (a neighbour's). Range 0-25.
 */
const STRAIGHT_PENALTY = 4;
/**
 * A track unseen for longer than this (s) is no longer reported moving: past
 * `coastFrames` it is not predicted, its velocity is the one it was lost
 * with (a ball long in a pocket read as rolling). At least the pipeline's
 * LOST_SEARCH_S (1 s), which searches full frames for balls lost moving.
 * Raising it reports stale motion longer; lowering it below that ends the
 * search for a ball knocked out of its crop early. Range 0.2-5.
 */
const STALE_VELOCITY_S = 1;
/**
 * A ball at rest that nothing tracked runs into keeps its place: it takes a
 * detection farther than this (mm) from where it lies only when no
 * unexplained chain (a ball coming back from under the cue) could have run
 * there. Else it is missed for the frame and, if it really was hit, its own
 * chain picks it up again through its place. At 25 fps a resting ball whose
 * own detection left its gate (hit by the hidden cue ball) took the cue
 * ball's detection 65 mm away, and the cue ball's chain took it in turn.
 * Raising it lets resting balls take the reappearing ball's detection again;
 * lowering it towards the rest noise (~1 mm) drops a resting ball's own
 * noisy detection whenever a chain is near. Range 5-100. Applied only to a
 * class of identical balls (the seven Russian whites): a colour class cannot
 * swap, and on a held-out 1080p five-pins render holding a just-struck
 * carom ball for a frame made a phantom stroke.
 */
const REST_JUMP_MM = 20;
/**
 * A track lost for good whose prediction lies this far (mm) past a cushion
 * contact line ran through a pocket mouth (or off the bed): it is not paired
 * with a new chain as a missed ball (a ball pocketed strokes ago took the
 * chain of one that bounced in the same corner's jaws a frame before). A
 * ball really put back comes back through the re-spot pass. Raising it treats
 * balls that barely dropped as still on the table; lowering it to 0 counts a
 * ball lost against a cushion as dropped. Range 0-200.
 */
const DROPPED_DEPTH_MM = 10;
/**
 * Frames a candidate chain may miss and still be extended (a fast, blurred
 * ball missed once right after a hit). Raising it chains clutter across
 * longer gaps; 0 drops a chain at its first miss, and a ball hit hard comes
 * back far away under a new id. Range 0-3.
 */
const CANDIDATE_SKIP_FRAMES = 1;
