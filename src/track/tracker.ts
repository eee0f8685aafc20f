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
import type { TableModel } from '../geometry/tables.js';
import { CLASS_CODE, type DetectionFrame } from './detections.js';
import { centreBounds, pocketMouths } from './geometry.js';
import { assignGated } from './hungarian.js';
import { type Axis, axisAt } from './kalman.js';
import { type Bounds, propagate } from './predict.js';
import { type TrackerThresholds, trackerThresholds } from './thresholds.js';
import { ADOPT_CONTEST_MM, ADOPT_GATE_MM, type Candidate, adoptionCosts, backDistance, runnerUp, seenElsewhere } from './adoption.js';
import { WEAK_TRACK_SPEED_MMS, allWeak, confirmed, weakDetections } from './weak.js';
import { respots } from './respot.js';
import { dimStill } from './dim.js';
import { launchAfter, stirredFrom } from './launch.js';
import { FrameClock } from './frame-clock.js';
import { advanceTracks } from './advance.js';
import { inJaws } from './jaws.js';
import { blurredVar, updateBlurred } from './blur-noise.js';
import { runsThrough } from './met-resting.js';
import { anchorAfter, liesStill, packHeld } from './racked.js';
import { type ChainEnd, chainNeeds } from './chain-claim.js';
import { freshVelocityVar } from './velocity-doubt.js';
import { afterStrike } from './struck-chain.js';
import { type Twin, linkThroughTwin } from './through-twin.js';
import { atTouch, couldHaveRun, facesHidden, insideTouch, runReach, seenLeaving } from './hidden-twin.js';
import { keptForUnseen } from './unseen-twin.js';
import { lostLyingStill, nearestStill, stillStriker } from './still-striker.js';
import { GLOBAL_SHUTTER, type Shutter, atFrameTimes, lagS } from './shutter.js';
import { CANDIDATE_SKIP_FRAMES, DROPPED_DEPTH_MM, REST_JUMP_MM, STALE_VELOCITY_S, STRAIGHT_PENALTY } from './tracker-rules.js';

export type { TrackedBall, Observation, TrackedFrame } from './tracked.js';
import { type Observation, type Track, type TrackedBall, type TrackedFrame, idsByClass } from './tracked.js';

export class Tracker {
  private readonly th: TrackerThresholds;
  private readonly ids: Map<number, readonly BallId[]>;
  private readonly radius: number;
  private readonly bounds: Bounds;
  /**
   * σ (mm) a detection's velocity noise grows per mm/s of its shown speed (blur-noise.ts): `noisePerSpeedS` on tables
   * with pockets (the Russian whites, told apart by motion alone), 0 on carom tables, where colours keep the ids and
   * the smoother velocity lost development libre 60 fps #3[2] its last soft touch (contacts [334,1,6] → [333,1,7]).
   */
  private readonly blurPerSpeedS: number;
  /** A modelled hit's doubt widens the gate in the hit's own frame on tables with pockets only (hit-doubt.ts). */
  private readonly hitInFrame: boolean;
  private tracks: Track[] = [];
  private candidates: Candidate[] = [];
  private lastT: number | null = null;
  /** Stamps jittered around a fixed capture clock are put back on it (frame-clock.ts). */
  private readonly clock = new FrameClock();

  constructor(readonly table: TableModel, readonly discipline: Discipline, thresholds: Partial<TrackerThresholds> = {}, private readonly shutter: Shutter = GLOBAL_SHUTTER) {
    this.th = trackerThresholds(thresholds);
    this.ids = idsByClass(discipline);
    this.radius = table.ballRadius;
    const mouths = pocketMouths(table);
    this.bounds = { ...centreBounds(table), mouths };
    this.blurPerSpeedS = mouths.length > 0 ? this.th.noisePerSpeedS : 0;
    this.hitInFrame = mouths.length > 0;
  }

  update(stamped: DetectionFrame): TrackedFrame {
    const t = this.clock.at(stamped.t), f = t === stamped.t ? stamped : { ...stamped, t };
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
    advanceTracks(this.tracks, dt, { th: this.th, radius: this.radius, bounds: this.bounds, twinMissed: (tr) => this.adoptable(tr.code).some((o) => o !== tr), hitInFrame: this.hitInFrame });
  }

  private get weakOn(): boolean {
    return this.th.weakConfidence < this.th.minConfidence;
  }

  /** Normalised squared distance of detection i from a predicted position. */
  private costAt(kx: Axis, ky: Axis, f: DetectionFrame, i: number): number {
    const r = this.th.measurementNoiseMm ** 2 + this.th.gateFloorMm ** 2;
    const [lx, ly] = this.lead(kx, ky, this.lag(f, i)); // A rolling shutter read it later: the prediction carried on to then.
    const dx = f.x[i]! - (kx.p + lx), dy = f.y[i]! - (ky.p + ly);
    return (dx * dx) / (kx.ppp + r) + (dy * dy) / (ky.ppp + r);
  }

  /**
   * How far (mm) the predicted ball runs from the frame's time to `lag` s
   * after it, cushions included: at the far rail a 12 ms readout reads most
   * bounces' frames after the bounce, and velocity × lag alone put those
   * detections past the rail (development five-pins under EVAL_CAMERA=rolling,
   * 40 matches: cushions missed 5 → 23 at 60 fps).
   */
  private lead(kx: Axis, ky: Axis, lag: number): [number, number] {
    if (!lag) return [0, 0];
    const b = propagate([{ x: kx.p, y: ky.p, vx: kx.v, vy: ky.v }], lag, this.radius, this.bounds).bodies[0]!;
    return [b.x - kx.p, b.y - ky.p];
  }

  /** Seconds after the frame's time the camera read detection i (shutter.ts; 0 under a global shutter). */
  private lag(f: DetectionFrame, i: number): number {
    return lagS(this.shutter, f.x[i]!, f.y[i]!);
  }

  private lagged(f: DetectionFrame, i: number): { lag?: number } {
    const d = this.lag(f, i);
    return d ? { lag: d } : {};
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
      this.observe(tracks[k]!, f.x[dets[j]!]!, f.y[dets[j]!]!, f.t, this.lag(f, dets[j]!));
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
    // A resting white jumps only when nothing else could be there: no unexplained chain needing the detection (chain-claim.ts), no missed
    // white met beside it on the side it came from (hidden-twin.ts). A missed twin predicted off the bed ran into a pocket: it comes
    // back beside no one (#379[2], 30 fps ×2: the potted object white held the creeping cue ball's detections off it, and took them).
    const hidden = twins ? this.adoptable(code).filter((tr) => !this.offBed(tr)).map((tr) => ({ tr, last: { x: tr.seenX, y: tr.seenY, t: tr.lastSeen }, still: lostLyingStill(tr.lastSeen, tr.still) })) : [];
    const slack = 3 * this.th.measurementNoiseMm, gate = this.th.gateSigma ** 2;
    const far = (tr: Track, i: number): boolean => Math.hypot(f.x[i]! - tr.kx.p, f.y[i]! - tr.ky.p) > REST_JUMP_MM;
    // Detection j no other track's gate holds, where a ball leaving tr's place could have run since tr was last seen.
    const loose = (tr: Track, j: number): boolean => far(tr, dets[j]!) && !tracks.some((o) => o !== tr && costAt(o.kx, o.ky, dets[j]!) <= gate)
      && couldHaveRun({ x: tr.seenX, y: tr.seenY, t: tr.lastSeen }, f.x[dets[j]!]!, f.y[dets[j]!]!, f.t, this.th.maxSpeedMmS, 2 * this.radius + slack);
    // Detection j lies within the noise of another track's place: that ball's, no chain's.
    const taken = (tr: Track, j: number): boolean => tracks.some((o) => o !== tr && Math.hypot(f.x[dets[j]!]! - o.kx.p, f.y[dets[j]!]! - o.ky.p) <= slack);
    const points = dets.map((i) => ({ x: f.x[i]!, y: f.y[i]! })), ends = twins ? this.chainEnds(code, f.t) : [];
    const needs = (tr: Track, k: number): boolean => chainNeeds(ends, points, k, (j) => taken(tr, j)); // chain-claim.ts
    // The missed twin come back: a chain needs another detection, no farther from where the twin was last seen (#117[6]; one
    // farther off is the resting ball itself knocked away while the twin's first detection is k: #46[3], #71[2]).
    const comesBack = (h: (typeof hidden)[number], tr: Track, k: number): boolean => dets.some((_, j) => j !== k && needs(tr, j)
      && Math.hypot(points[j]!.x - h.last.x, points[j]!.y - h.last.y) <= Math.hypot(points[k]!.x - h.last.x, points[k]!.y - h.last.y));
    // Or the detection lies where the hidden twin touches the resting ball (hidden-twin.ts `atTouch`): the resting ball's own
    // detection missed in the frame of the hit leaves no loose one (#231[3], 25 fps at twice the noise).
    // Never a detection nearer a resting ball seen last frame than a twin's centre can come (hidden-twin.ts `insideTouch`):
    // its own, knocked (break #66[0], 25 fps ×2).
    // `at`: where the resting ball lies (its filter's place, or where one small detection launched it from: launch.ts `stirredFrom`).
    // Or the resting ball's own way out already began as a chain, away from the twin (hidden-twin.ts `seenLeaving`, #252[7] at 25 fps ×2).
    // Or the twin was lost lying still and is not seen there now: it strikes from where it lay, and what it strikes never
    // leaves toward it (still-striker.ts, #172[7] at 25 fps).
    const starts = twins ? this.candidates.filter((c) => c.code === code).map((c) => c.obs[0]!) : [];
    const metHidden = (tr: Track, k: number, at = { x: tr.kx.p, y: tr.ky.p }): boolean => {
      if (tr.missed === 0 && insideTouch(at, points[k]!, this.radius, slack)) return false;
      const striker = nearestStill(hidden.filter((h) => h.tr !== tr).map((h) => ({ ...h.last, still: h.still, h })), at, tr.lastSeen);
      const faced = hidden.filter((h) => h.tr !== tr && couldHaveRun(h.last, f.x[dets[k]!]!, f.y[dets[k]!]!, f.t, this.th.maxSpeedMmS, slack)
        && facesHidden(h.last, at, f.x[dets[k]!]!, f.y[dets[k]!]!) && !comesBack(h, tr, k));
      return faced.length > 0 && (dets.some((_, j) => j !== k && loose(tr, j)) || atTouch(at, points[k]!, this.radius, slack)
        || faced.some((h) => seenLeaving(h.last, at, tr.lastSeen, starts, REST_JUMP_MM, (from, t) => runReach(from, t, this.th.maxSpeedMmS, slack))
          || (h === striker?.h && stillStriker(striker, points, REST_JUMP_MM))));
    };
    // Where a racked ball with a straight hypothesis lay: the place it lay still at (racked.ts `liesStill`), else its straight
    // prediction (its filter's noisy speed carries it off).
    const laidAt = (tr: Track): { x: number; y: number } => (liesStill(tr.anchor) ? tr.anchor! : { x: tr.straight!.kx.p, y: tr.straight!.ky.p });
    // A racked ball missed at its modelled hit (advance.ts `carried`) still lies where it lay: a detection within REST_JUMP_MM
    // of that place is no jump, however far the hit's model has carried the filter (no other ball's centre comes that near it).
    // Held off it, a missed flying neighbour's grown gate took it (#350[0], 30 fps at twice the noise).
    const nearRack = (tr: Track, i: number): boolean => {
      if (tr.racked !== true || tr.straight === undefined) return false;
      const at = laidAt(tr);
      return Math.hypot(f.x[i]! - at.x, f.y[i]! - at.y) <= REST_JUMP_MM;
    };
    // A ball of the class not yet seen (a free id): a still twin keeps off a far detection, the unseen ball's (unseen-twin.ts, #295[0]:
    // a rack's white missed in its first frames, its first detection beside a still neighbour missed that frame).
    const unseen = twins && this.freeId(code) !== undefined;
    // Not while another ball could be arriving there (a hidden or moving one: a struck ball's own way out, where a pocketed
    // white leaves its id free for the rest of the match; track.struck-chain.test.ts #219[1], track.swap-noise.test.ts #7[3]).
    const arriving = (tr: Track, k: number): boolean => this.tracks.some((o) => o !== tr
      && (Math.hypot(o.kx.p - o.seenX, o.ky.p - o.seenY) > REST_JUMP_MM || (o.missed > 0 && couldHaveRun({ x: o.seenX, y: o.seenY, t: o.lastSeen }, points[k]!.x, points[k]!.y, f.t, this.th.maxSpeedMmS, slack))));
    // A white set moving by one detection within REST_JUMP_MM of its place (launch.ts `stirredFrom`), not seen since, is held
    // as at rest there for the hidden-twin rule: nothing showed it leave, so a far detection facing a hidden twin is the twin's
    // (#131[1], 25 fps ×2). Not for chain claims (`needs`): a ball struck slowly (14 mm, then 25 mm off at 30 fps ×2, #40[3])
    // was held off its own second detection by a chain and lost to it; a twin's centre never comes that near (`insideTouch`).
    const held = (tr: Track, k: number): boolean => {
      if (keptForUnseen(unseen && !arriving(tr, k), { x: tr.kx.p, y: tr.ky.p }, { x: tr.seenX, y: tr.seenY }, points[k]!, REST_JUMP_MM)) return false;
      const from = twins && !tr.resting ? stirredFrom(tr) : undefined;
      if (from) return Math.hypot(points[k]!.x - from.x, points[k]!.y - from.y) <= REST_JUMP_MM || !metHidden(tr, k, from);
      return !twins || !tr.resting || !far(tr, dets[k]!) || nearRack(tr, dets[k]!) || (!needs(tr, k) && !metHidden(tr, k));
    };
    // A racked ball seen within its noise of where it lay: the modelled hit came early (a break's cue ball predicted into the
    // pack a frame before it arrives) or at the frame's end, where the place cannot tell; it goes on at rest, or it keeps the
    // hit's velocity while still and runs into its neighbours' detections (breaks #13[0], #106[0]; racked.ts).
    // Where it lay: `laidAt`. Or nearer where it lay than the modelled hit sends it (racked.ts `packHeld`, #124[0]).
    const unhit = (tr: Track, i: number): boolean => { const at = laidAt(tr);
      return tr.racked === true && packHeld(Math.hypot(f.x[i]! - at.x, f.y[i]! - at.y), Math.hypot(f.x[i]! - tr.kx.p, f.y[i]! - tr.ky.p), slack); };
    // A missed ball predicted into a pocket (off the bed) gives way to a ball seen last frame whose gate holds the detection:
    // its gate has grown over the frames it was missed, and it took a seen white's detection by the pocket (#16[4] at 3× the noise).
    // So does one last seen in a pocket's jaws, predicted back out on a rattle's velocity (jaws.ts, #266[4] at 2×).
    const sunk = (tr: Track, i: number): boolean => tr.missed > 0 && (this.offBed(tr) || inJaws(tr.seenX, tr.seenY, this.bounds, this.radius))
      && tracks.some((o) => o !== tr && o.missed === 0 && costAt(o.kx, o.ky, i) <= gate);
    const cost = tracks.map((tr) => dets.map((i, k) => (held(tr, k) && !sunk(tr, i) ? Math.min(costAt(tr.kx, tr.ky, i), straightCost(tr, i)) : Infinity)));
    assignGated(cost, gate).forEach((j, k) => {
      if (j < 0) return;
      const tr = tracks[k]!, i = dets[j]!;
      used[i] = 1;
      if (tr.straight && (straightCost(tr, i) < costAt(tr.kx, tr.ky, i) || unhit(tr, i))) { tr.kx = tr.straight.kx; tr.ky = tr.straight.ky; }
      delete tr.dim;
      this.observe(tr, f.x[i]!, f.y[i]!, f.t, this.lag(f, i));
      matched.add(tr);
    });
  }

  /** Fold in a detection read `lag` s after the frame's time t, carried back to t by the predicted velocity (shutter.ts). */
  private observe(tr: Track, x: number, y: number, t: number, lag: number): void {
    const r = this.th.measurementNoiseMm ** 2, before = { x: tr.kx.p, y: tr.ky.p };
    // A fast ball's blurred detection turns its velocity less (blur-noise.ts); its place still follows the detection
    // as before (the history's evidence is detections, not predictions; a corner rattle's place stays on the bed: #186[5]).
    const blurred = blurredVar(this.th.measurementNoiseMm, this.blurPerSpeedS, { x: tr.seenX, y: tr.seenY }, { x, y }, t - tr.lastSeen);
    const [lx, ly] = this.lead(tr.kx, tr.ky, lag);
    const zx = lag ? x - lx : x, zy = lag ? y - ly : y;
    tr.kx = updateBlurred(tr.kx, zx, r, blurred);
    tr.ky = updateBlurred(tr.ky, zy, r, blurred);
    // The history reads the ball where the camera saw it, at its row's time: on its true path (carried back by a
    // predicted velocity a bounce's frame is off it: five-pins under EVAL_CAMERA=rolling, cushions missed 5 → 23).
    const [ax, ay] = this.lead(tr.kx, tr.ky, lag);
    tr.seenAt = lag ? { t: t + lag, x: tr.kx.p + ax, y: tr.ky.p + ay } : undefined;
    tr.launch = launchAfter(tr.resting === true, before, Math.hypot(tr.kx.v, tr.ky.v));
    // Knocked off its place (a detection beyond REST_JUMP_MM): how fast it left, one detection does not tell (velocity-doubt.ts).
    // Where it lay is kept for the frame: a chain ending at its touch was its striker (struck-chain.ts).
    if (tr.resting === true && Math.hypot(x - before.x, y - before.y) > REST_JUMP_MM) tr.knocked = before; else delete tr.knocked;
    tr.lastSeen = t;
    tr.anchor = anchorAfter(tr.missed === 0 ? tr.anchor : undefined, x, y, 3 * this.th.measurementNoiseMm);
    if (liesStill(tr.anchor)) tr.still = { x: tr.anchor.x, y: tr.anchor.y, t }; // where and when it last lay still (through-twin.ts)
    tr.seenX = x; tr.seenY = y;
    tr.missed = 0;
  }

  /** The ends of the class's unexplained chains (a ball reappearing, e.g. from under the cue) and how far each may have run by time t. */
  private chainEnds(code: number, t: number): ChainEnd[] {
    return this.candidates.filter((c) => c.code === code).map((c) => { const last = c.obs[c.obs.length - 1]!; return { x: last.x, y: last.y, reach: this.reach(last, t) }; });
  }

  /** How far (mm) a chain's ball may have run from its last detection `last` by time t. */
  private reach(last: Observation, t: number): number {
    return runReach(last.t, t, this.th.maxSpeedMmS, 3 * this.th.measurementNoiseMm);
  }

  /** Chain unexplained detections frame to frame; a chain of `confirmFrames` becomes a ball or finds a lost one. */
  private updateCandidates(f: DetectionFrame, used: Uint8Array, seen: readonly { x: number; y: number }[]): TrackedFrame['backfill'] {
    const next: Candidate[] = [];
    const backfill: TrackedFrame['backfill'] = [];
    for (const [code] of this.ids) {
      const dets: Observation[] = [];
      for (let i = 0; i < f.count; i++) {
        if (!used[i] && f.cls[i] === code && f.confidence[i]! >= this.th.minConfidence) dets.push({ frame: f.frame, t: f.t, x: f.x[i]!, y: f.y[i]!, confidence: f.confidence[i]!, ...this.lagged(f, i) });
      }
      const free = this.freeId(code) !== undefined; // Weak detections chain only while a ball of the class is missed or was never held (dim.ts).
      if (this.weakOn && (free || this.adoptable(code).length)) for (const i of this.weakDets(f, code, used, seen)) dets.push({ frame: f.frame, t: f.t, x: f.x[i]!, y: f.y[i]!, weak: true, ...this.lagged(f, i) });
      const chained = this.chain(this.candidates.filter((c) => c.code === code), dets, code, f.frame);
      const ready = chained.filter((c) => confirmed(c, this.th.confirmFrames) || (free && dimStill(c)));
      const contested = new Map<Candidate, BallId>();
      const adopted = this.adopt(code, ready, contested);
      for (const [c, tr] of adopted) {
        const other = contested.get(c);
        backfill.push({ id: tr.id, observations: c.obs.slice(0, -1).map((o) => (o.lag ? { ...o, t: o.t + o.lag } : o)), ...(other ? { contested: other } : {}) });
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
    // Identical balls: a link straight through a resting one is a full hit's object ball, not the striker (met-resting.ts).
    const resting = (this.ids.get(code)?.length ?? 1) > 1 ? this.tracks.filter((tr) => tr.code === code && tr.resting).map((tr) => ({ x: tr.kx.p, y: tr.ky.p })) : [];
    const twins = this.twins(code);
    const through = (last: Observation, o: Observation): boolean => resting.some((r) => runsThrough(last, o, r, this.radius))
      || linkThroughTwin(last, last.t, o, twins, this.radius); // through-twin.ts
    // A weak detection never extends a chain with a confident one (weak.ts: its label may be the look-alike's).
    const cost = dets.map((o) => cands.map((c) => {
      const last = c.obs[c.obs.length - 1]!, d = Math.hypot(o.x - last.x, o.y - last.y);
      return d <= reach(c, o) && !(o.weak && !allWeak(c)) && !through(last, o) ? d * d : Infinity;
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
      const cost = adoptionCosts(ready, missed, this.twins(code), this.radius); // adoption.ts
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
      const lost = this.tracks.filter((tr) => tr.code === code && tr.missed > this.th.coastFrames && !seenElsewhere(c, tr.lastSeen))
        .sort((p, q) => backDistance(c, p.kx.p, p.ky.p) - backDistance(c, q.kx.p, q.ky.p))[0];
      if (lost && respots(c, { x: lost.seenX, y: lost.seenY, t: lost.lastSeen, speed: Math.hypot(lost.kx.v, lost.ky.v) }, this.offBed(lost))) take(c, lost);
    }
    return out;
  }

  /** The class's tracks as twins (through-twin.ts): where each was last seen, and whether it is missed this frame; none for a class of one. */
  private twins(code: number): (Twin & { id: BallId })[] {
    if ((this.ids.get(code)?.length ?? 1) <= 1) return [];
    return this.tracks.filter((tr) => tr.code === code).map((tr) => ({ id: tr.id, x: tr.seenX, y: tr.seenY, lastSeen: tr.lastSeen, missed: tr.missed > 0, ...(tr.still ? { still: tr.still } : {}) }));
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
    const obs = atFrameTimes(c.obs), last = obs[obs.length - 1]!, prev = obs[obs.length - 2];
    const dtc = prev ? last.t - prev.t : 0;
    // A link ending on a twin it knocked this frame gave that twin its speed along their line of centres (struck-chain.ts).
    const struck = (this.ids.get(c.code)?.length ?? 1) > 1 ? this.tracks.filter((tr) => tr.code === c.code && tr.knocked).map((tr) => tr.knocked!) : [];
    const { vx, vy } = afterStrike(prev && dtc > 0 ? (last.x - prev.x) / dtc : 0, prev && dtc > 0 ? (last.y - prev.y) / dtc : 0, last, prev ? Math.hypot(last.x - prev.x, last.y - prev.y) : 0, struck, this.radius, 3 * this.th.measurementNoiseMm);
    const r = this.th.measurementNoiseMm ** 2, vr = dtc > 0 ? freshVelocityVar(Math.hypot(vx, vy), (2 * r) / (dtc * dtc)) : this.th.maxSpeedMmS ** 2;
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
        ...(!observed && tr.launch ? { held: tr.launch } : {}), ...(observed && tr.seenAt ? { seen: tr.seenAt } : {}),
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
