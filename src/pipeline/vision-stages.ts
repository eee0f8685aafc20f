/**
 * The real vision stages: frame → detector (src/detect) → tracker
 * (src/track) → events (src/events), each a `Stage` of the live pipeline and
 * the same objects `tabletrack track` drives over a whole recording.
 * Detection runs on the whole frame or on crops around the tracker's
 * predictions (./acquire.ts), chosen from the tracker's last output: the
 * detect stage reads the track stage's state (both in one `VisionPipeline`).
 */
import { cameraAtSize, project, type Camera } from '../camera/model.js';
import type { Frame } from '../capture/frame.js';
import { PINS, ballsOf, type BallId, type Discipline, type PinId, type PinState, type Vec2 } from '../contracts/ids.js';
import { InputError } from '../contracts/schema.js';
import { isBallClass } from '../detect/classes.js';
import type { Detection, Detector } from '../detect/detector.js';
import type { RefineMethod } from '../detect/refine.js';
import { pinSeats } from '../geometry/castle.js';
import { tableKindOf, type CaromTable, type TableModel } from '../geometry/tables.js';
import { EventsStage, type StageThresholds } from '../events/stage.js';
import type { ExtractedStroke, StrokeContext } from '../events/extract.js';
import { CLASS_CODE, type DetectionFrame } from '../track/detections.js';
import { cameraRows } from '../track/shutter.js';
import { centreBounds } from '../track/geometry.js';
import { propagate } from '../track/predict.js';
import { Tracker, type TrackedBall, type TrackedFrame } from '../track/tracker.js';
import { RestFit, type RestFitThresholds } from './rest-fit.js';
import { restTimeOf, type LiveBall, type LivePositions, type SourceStroke } from './types.js';
import type { EventsOutput, VisionStages } from './vision.js';
import { DEFAULT_ACQUIRE, PENDING_S, needFullFrame, visionTracker, type AcquireThresholds } from './acquire.js';

/**
 * White/yellow labels are swapped back (see steadyWhites) only when they sit
 * more than SWAP_MIN_MM per ball from their predictions and swapping cuts
 * that to under SWAP_RATIO of it. Lowering either trusts the tracker over the
 * detector's colour more often: two balls passing close may be swapped wrongly.
 * Ranges 5-200 mm, 0.1-0.9.
 */
export const SWAP_MIN_MM = 30;
export const SWAP_RATIO = 0.4;
/**
 * The same with only one of the two seen (the other under the player's arm):
 * its label is the detector's guess between two look-alikes with nothing to
 * compare against, so the nearer prediction wins on a smaller margin. Range 0.1-0.9.
 */
export const SWAP_RATIO_ONE = 0.6;
/**
 * A ball struck while out of sight is still predicted where it lay, so both
 * labellings can sit far from the predictions. Distances are then capped at
 * SWAP_CAP_MM (beyond it a prediction says nothing), and the labels are
 * swapped when that gains SWAP_GAIN_MM and puts one ball within SWAP_MIN_MM
 * of where it rests: a ball at rest does not jump, so the label that moves it
 * is the wrong one (a blurred spotted white read as the white, the resting
 * white read as the spotted one). Raising the gain keeps more detector
 * flips; lowering it lets two balls rolling side by side trade labels.
 * Ranges: cap 50-500, gain 20-400.
 */
export const SWAP_CAP_MM = 150;
export const SWAP_GAIN_MM = 100;

/** Seconds a ball the tracker coasts on (unseen) is still drawn on the screens. Range 0-5. */
export const SHOW_UNSEEN_S = 0.5;

/** Distance (mm) within which a standing pin is on its seat for the screens' pin states. Range 5-60. */
export const PIN_ON_SEAT_MM = 20;

/**
 * Ball refinement by the detector on the vision path (live and offline). The
 * rim fit ('fit', src/detect/rim.ts) costs ~1.1 ms a ball a frame, and the
 * detector lowers the confidence (× 0.6) of a ball it cannot fit: the cue
 * ball under the cue dropped out of the tracker at the strike (bundled clips
 * 44 → 41 of 49 verdicts). So 'touch-fit': the 'edge' centroid (0.35 mm
 * median, ~10 mm off for a ball a cue half covers), with the rim fit's centre
 * only for a ball touching another (the centroid is mm off along the line of
 * centres there; src/detect/refine.ts, TOUCH_GAP_PX), confidence untouched
 * (session 58: a candidate under 0.5 whose rim the fit finds whole takes the
 * fit and at least 0.5, src/detect/ball-check.ts `wholeRimFit`).
 * Balls at rest can get the rim fit a few times a rest (./rest-fit.ts).
 */
export const LIVE_REFINE: RefineMethod = 'touch-fit';

/**
 * Whether the vision path fits balls at rest unless the context says. Off
 * for now: on the held-out 1080p renders it halves the tail of the rest
 * positions' error (median 0.43 → 0.27 mm, p90 1.06 → 0.51) with as many
 * verdicts (38 of 39 both) since the causes of the two lost Russian strokes
 * and the lost one-cushion identity were fixed (session 5: docs/detector.md),
 * but the five-pins render still gets one extra stroke with it (0 without).
 */
export const REST_FIT_DEFAULT = false;

export interface VisionContext {
  detector: Detector;
  /** Ball refinement (default LIVE_REFINE). */
  refine?: RefineMethod;
  /** The calibration's camera (scaled when the frames are another size of the same view); null: not calibrated yet, nothing is detected. */
  camera: Camera | null;
  table: TableModel;
  discipline: Discipline;
  acquire?: Partial<AcquireThresholds>;
  events?: Partial<StageThresholds>;
  /**
   * The camera's rolling-shutter readout (s, top row to bottom row; 0 or absent: a global shutter). The events
   * are then dated at the time their row was read (src/events/capture-times.ts, with the calibration's rows).
   */
  rollingShutterS?: number;
  /**
   * The rim fit of balls at rest (./rest-fit.ts): thresholds to turn it on
   * (`{}`: the defaults), false or absent to leave the detector's positions.
   * Only with 'edge' or 'touch-fit' refinement. Off by default (REST_FIT_DEFAULT).
   */
  restFit?: Partial<RestFitThresholds> | false;
}

/** The events stage's context: the table, the discipline and, for a rolling-shutter camera that is calibrated, its rows. */
export function eventsContext(ctx: Pick<VisionContext, 'camera' | 'table' | 'discipline' | 'rollingShutterS'>): StrokeContext {
  const readout = ctx.rollingShutterS ?? 0;
  const shutter = ctx.camera && readout > 0 ? cameraRows(ctx.camera, ctx.table.ballRadius, readout) : null;
  return { table: ctx.table, discipline: ctx.discipline, ...(shutter ? { shutter } : {}) };
}

/** The calibration's camera for frames of another size: same view, intrinsics scaled. */
export function cameraForFrame(camera: Camera, width: number, height: number): Camera {
  if (camera.width === width && camera.height === height) return camera;
  const sx = width / camera.width, sy = height / camera.height;
  if (Math.abs(sx - sy) > 0.01 * sx) {
    throw new InputError('calibration', `calibrated for ${camera.width}x${camera.height}, frames are ${width}x${height} (another aspect ratio: calibrate this camera mode)`);
  }
  return cameraAtSize(camera, width, height);
}

/** Detections with a table position, packed for the tracker. */
export function toTrackerFrame(frame: number, t: number, dets: readonly Detection[]): DetectionFrame {
  const kept = dets.filter((d) => d.table);
  const n = kept.length;
  const out = { frame, t, count: n, cls: new Uint8Array(n), x: new Float64Array(n), y: new Float64Array(n), confidence: new Float32Array(n) };
  kept.forEach((d, i) => {
    out.cls[i] = CLASS_CODE[d.class];
    out.x[i] = d.table![0];
    out.y[i] = d.table![1];
    out.confidence[i] = Math.min(1, Math.max(0, d.confidence));
  });
  return out;
}

/** A stroke from the events stage as the service takes it (the shooter is the service's to assign). */
export function sourceStroke(s: ExtractedStroke): SourceStroke {
  return { events: s.events, before: s.before, after: s.after, restT: restTimeOf(s.events) };
}

/**
 * A stroke's before/after with every ball the table holds. A ball covered
 * when the stroke opened or closed (the player leaning over it) is missing
 * from the extracted positions, and the judges that read zones need it:
 * before, it is where the previous stroke left it; after, where the tracker
 * shows it (`shownAt`). A ball pocketed or gone off the table stays out.
 */
export function completePositions(s: SourceStroke, prevAfter: Partial<Record<BallId, Vec2>> | null, last: TrackedFrame | null): SourceStroke {
  const gone = new Set(s.events.filter((e) => e.kind === 'pocket' || e.kind === 'off-table').map((e) => (e as { ball: BallId }).ball));
  const before = { ...(s.before?.balls ?? {}) };
  for (const [id, p] of Object.entries(prevAfter ?? {}) as [BallId, Vec2][]) if (!(id in before)) before[id] = p;
  const after = { ...(s.after?.balls ?? {}) };
  for (const b of last?.balls ?? []) if (!(b.id in after) && !gone.has(b.id)) after[b.id] = shownAt(b);
  return { ...s, before: { ...s.before, balls: before }, after: { ...s.after, balls: after } };
}

/** Where a ball is shown (screens, a stroke's final positions): where it rested while one detection alone set it moving (src/track/launch.ts), else the tracker's place. */
const shownAt = (b: TrackedBall): Vec2 => (b.held ? [b.held.x, b.held.y] : [b.x, b.y]);

/** Pin states for the screens: a standing pin near its seat stands; a seat with none near is down. */
export function pinStates(f: TrackedFrame, table: CaromTable): Partial<Record<PinId, PinState>> {
  const seats = pinSeats(table);
  const out: Partial<Record<PinId, PinState>> = {};
  for (const id of PINS) {
    const [sx, sy] = seats[id];
    out[id] = f.pinsStanding.some((p) => Math.hypot(p.x - sx, p.y - sy) <= PIN_ON_SEAT_MM) ? 'standing' : 'fallen';
  }
  return out;
}

const BALL_CODES = new Set((['ball-white', 'ball-yellow', 'ball-red', 'ball-colour'] as const).map((c) => CLASS_CODE[c]));
const near = (f: TrackedFrame, p: { x: number; y: number }, R: number): boolean => f.balls.some((b) => b.observed && Math.hypot(b.x - p.x, b.y - p.y) < 2 * R);

/** Ball detections of a full frame that no ball the tracker now sees explains (nor a pending one already): new crops to search. */
function unexplained(d: DetectionFrame, f: TrackedFrame, R: number, known: readonly { x: number; y: number }[], until: number): { x: number; y: number; until: number }[] {
  const out: { x: number; y: number; until: number }[] = [];
  for (let i = 0; i < d.count; i++) {
    const p = { x: d.x[i]!, y: d.y[i]! };
    if (!BALL_CODES.has(d.cls[i]!) || near(f, p, R) || [...known, ...out].some((q) => Math.hypot(q.x - p.x, q.y - p.y) < 2 * R)) continue;
    out.push({ ...p, until });
  }
  return out;
}

export class VisionPipeline {
  readonly acquire: AcquireThresholds;
  private tracker: Tracker;
  private events: EventsStage;
  private ctx: VisionContext;
  private camera: Camera | null = null;
  private last: TrackedFrame | null = null;
  private lastFull = -Infinity;
  private lastFullT = -Infinity;
  /** Balls the last full frame found: while the tracker holds fewer, it is still confirming them (full frames until it does). */
  private fullBalls = 0;
  /** Ball detections of the last full frame that no tracked ball explains (table mm), searched until `until` (PENDING_S). */
  private pending: { x: number; y: number; until: number }[] = [];
  /** Where the last stroke left the balls (fills a ball the next stroke's start did not see). */
  private prevAfter: Partial<Record<BallId, Vec2>> | null = null;
  private firstCapture: number | null = null;
  /** Null where the detector's refinement is neither 'edge' nor 'touch-fit', or the context turns it off. */
  private readonly rest: RestFit | null;
  readonly counters = { frames: 0, fullFrames: 0, trackedFrames: 0, strokes: 0 };

  /** The rest fit's counters (fits run, failed, detections placed without one); null when it is off. */
  get restFitCounters(): Readonly<RestFit['counters']> | null {
    return this.rest?.counters ?? null;
  }

  constructor(ctx: VisionContext) {
    this.ctx = ctx;
    const a = { ...DEFAULT_ACQUIRE, ...ctx.acquire };
    const ranges: Record<keyof AcquireThresholds, [number, number]> = { fullEveryS: [0.1, 60], lostFrames: [1, 30], absentEveryS: [0.05, 60], hiddenEveryS: [0.05, 60] };
    for (const [k, [lo, hi]] of Object.entries(ranges) as [keyof AcquireThresholds, [number, number]][]) {
      if (!(a[k] >= lo && a[k] <= hi) || (k === 'lostFrames' && !Number.isInteger(a[k]))) throw new InputError(`acquire.${k}`, `expected ${k === 'lostFrames' ? 'an integer' : 'a number'} ${lo}-${hi}, got ${JSON.stringify(a[k])}`);
    }
    this.acquire = Object.freeze(a);
    const restFit = ctx.restFit ?? (REST_FIT_DEFAULT ? {} : false);
    this.rest = restFit === false || !['edge', 'touch-fit'].includes(ctx.refine ?? LIVE_REFINE) ? null : new RestFit(restFit);
    this.tracker = visionTracker(ctx.table, ctx.discipline);
    this.events = new EventsStage(eventsContext(ctx), ctx.events);
  }

  /**
   * A new calibration (the camera was moved, or first calibrated from the
   * service): positions before it are in another frame, so the tracker and
   * the stroke in progress start again.
   */
  recalibrate(camera: Camera, table: TableModel): void {
    this.ctx = { ...this.ctx, camera, table };
    this.restart();
  }

  /** Throws when this table cannot serve the discipline (a carom table for the Russian game, or the reverse). */
  checkDiscipline(d: Discipline): void {
    const kind = tableKindOf(d);
    if (kind !== this.ctx.table.kind) throw new InputError('discipline', `${d} is played on a ${kind} table; the camera is set up for a ${this.ctx.table.kind} table (calibrate it on the other table)`);
  }

  /** A new match of this discipline on the same table: tracking starts again. */
  setDiscipline(d: Discipline): void {
    this.checkDiscipline(d);
    if (d === this.ctx.discipline) return;
    this.ctx = { ...this.ctx, discipline: d };
    this.restart();
  }

  private restart(): void {
    const table = this.ctx.table;
    this.prevAfter = null;
    this.camera = null;
    this.last = null;
    this.lastFull = -Infinity;
    this.lastFullT = -Infinity;
    this.fullBalls = 0;
    this.pending = [];
    this.rest?.reset();
    this.tracker = visionTracker(table, this.ctx.discipline);
    this.events = new EventsStage(eventsContext(this.ctx), this.ctx.events);
  }

  get calibrated(): boolean {
    return this.ctx.camera !== null;
  }

  /** The three stages, for VisionSource. */
  stages(): VisionStages<DetectionFrame, TrackedFrame> & { flush(): EventsOutput; expectPlacement(ids: readonly BallId[]): void } {
    return {
      detect: { name: 'detect', update: (f: Frame) => this.detect(f) },
      track: { name: 'track', update: (d: DetectionFrame) => this.track(d) },
      events: { name: 'events', update: (t: TrackedFrame) => this.extract(t) },
      flush: () => this.flush(),
      expectPlacement: (ids) => this.expectPlacement(ids),
    };
  }

  /** Source time of a frame: its own clock (a recording), else capture time from the first frame. */
  private timeOf(f: Frame): number {
    if (f.t !== undefined) return f.t;
    this.firstCapture ??= f.capturedAt;
    return f.capturedAt - this.firstCapture;
  }

  async detect(f: Frame): Promise<DetectionFrame> {
    if (!this.ctx.camera) return toTrackerFrame(f.index, this.timeOf(f), []);
    this.camera = this.camera && this.camera.width === f.width && this.camera.height === f.height ? this.camera : cameraForFrame(this.ctx.camera, f.width, f.height);
    const img = { data: new Uint8Array(f.data.buffer, f.data.byteOffset, f.data.length), width: f.width, height: f.height };
    const t = this.timeOf(f);
    const opts = { camera: this.camera, table: this.ctx.table, pins: this.ctx.discipline === 'five-pins', refine: this.ctx.refine ?? LIVE_REFINE };
    const predicted = this.predicted(t);
    this.counters.frames++;
    let dets: Detection[];
    if (this.needFull(f.index, t)) {
      this.lastFull = f.index;
      this.lastFullT = t;
      this.counters.fullFrames++;
      dets = await this.ctx.detector.detectFrame(img, opts);
      this.fullBalls = dets.filter((d) => isBallClass(d.class) && d.table).length;
    } else {
      this.counters.trackedFrames++;
      dets = await this.ctx.detector.detectTracked(img, predicted, { ...opts, castle: opts.pins });
    }
    const kept = dets.filter((d) => isBallClass(d.class) || opts.pins);
    const placed = this.rest ? this.rest.apply(img, kept, { camera: this.camera, radius: this.ctx.table.ballRadius }, this.last, t) : kept;
    return toTrackerFrame(f.index, t, this.ctx.table.kind === 'carom' ? this.steadyWhites(placed, t) : placed);
  }

  /**
   * White and yellow by continuity. Where the yellow is a white with two spots,
   * the detector tells the two apart by the spots alone, which a blurred or
   * small ball hides: its labels can flip from frame to frame. When the
   * tracker's predictions say the two labels are the wrong way round (swapped
   * they sit far closer to where each ball should be), they are swapped back.
   */
  private steadyWhites(dets: Detection[], t: number): Detection[] {
    const w = dets.findIndex((d) => d.class === 'ball-white'), y = dets.findIndex((d) => d.class === 'ball-yellow');
    const pw = this.predictedMm('white', t), py = this.predictedMm('yellow', t);
    if (!pw || !py) return dets;
    const at = (i: number) => dets[i]!.table!;
    const dist = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);
    const cost = (i: number, p: readonly number[]) => (i >= 0 ? dist(at(i), p) : 0);
    const kept = (w >= 0 ? 1 : 0) + (y >= 0 ? 1 : 0);
    if (kept === 0) return dets;
    const straight = cost(w, pw) + cost(y, py), swapped = cost(w, py) + cost(y, pw);
    const nearer = straight > SWAP_MIN_MM * kept && swapped < (kept === 1 ? SWAP_RATIO_ONE : SWAP_RATIO) * straight;
    const capped = (i: number, p: readonly number[]) => Math.min(SWAP_CAP_MM, cost(i, p));
    const anchored = kept === 2 && Math.min(cost(w, py), cost(y, pw)) < SWAP_MIN_MM
      && capped(w, pw) + capped(y, py) - (capped(w, py) + capped(y, pw)) >= SWAP_GAIN_MM;
    if (!nearer && !anchored) return dets;
    return dets.map((d, i) => (i === w ? { ...d, class: 'ball-yellow' } : i === y ? { ...d, class: 'ball-white' } : d));
  }

  /**
   * Where ball `id` should be at `t` (table mm), collisions included: the
   * balls the tracker saw last frame run on from there and meet as the
   * tracker's own prediction has them meet (src/track/predict.ts). A straight
   * line put a white just hit by the yellow where it lay and the yellow on
   * through it, so the detector's labels (which flip on a spotted white)
   * looked no worse than swapped back: on the bundled one-cushion match the
   * tracker then gave each ball the other's identity for the rest of a stroke
   * (or not, by a mm of rest position).
   */
  private predictedMm(id: BallId, t: number): [number, number] | null {
    const last = this.last, b = last?.balls.find((x) => x.id === id);
    if (!b || !last) return null;
    const dt = Math.max(0, t - last.t);
    const seen = last.balls.filter((x) => x.observed);
    const k = seen.indexOf(b);
    if (k < 0 || dt === 0) return [b.x + b.vx * dt, b.y + b.vy * dt];
    const run = propagate(seen.map((x) => ({ x: x.x, y: x.y, vx: x.vx, vy: x.vy })), dt, this.ctx.table.ballRadius, centreBounds(this.ctx.table));
    return [run.bodies[k]!.x, run.bodies[k]!.y];
  }

  private needFull(index: number, t: number): boolean {
    return needFullFrame(this.acquire, this.last, index - this.lastFull, t - this.lastFullT, this.fullBalls, ballsOf(this.ctx.discipline).length);
  }

  /** Where each held ball should be at `t` (full-resolution px, ball centre height). */
  private predicted(t: number): [number, number][] {
    if (!this.last || !this.camera) return [];
    const dt = Math.max(0, t - this.last.t);
    const R = this.ctx.table.ballRadius;
    const out: [number, number][] = [];
    for (const b of this.last.balls) {
      const p = project(this.camera, [b.x + b.vx * dt, b.y + b.vy * dt, R]);
      if (p) out.push(p);
    }
    for (const c of this.pending) {
      const p = c.until >= t ? project(this.camera, [c.x, c.y, R]) : null;
      if (p) out.push(p);
    }
    return out;
  }

  track(d: DetectionFrame): TrackedFrame {
    const f = this.tracker.update(d), R = this.ctx.table.ballRadius;
    const still = this.pending.filter((c) => c.until >= d.t && !near(f, c, R));
    this.pending = d.frame === this.lastFull ? still.concat(unexplained(d, f, R, still, d.t + PENDING_S)) : still;
    this.last = f;
    return f;
  }

  extract(f: TrackedFrame): EventsOutput {
    const done = this.events.update(f);
    this.notePlacements();
    return { positions: this.positions(f), ...(done ? this.strokeOut(done) : {}) };
  }

  /**
   * The balls the last verdict lets a hand place before the next strike (src/events/placement.ts): a stroke of
   * the stage that only placed one of them is none. Told by the caller that judges the strokes as they come.
   */
  expectPlacement(ids: readonly BallId[]): void {
    this.events.expectPlacement(ids);
  }

  /** A ball placed by hand starts the next stroke where it was put down, not where the last stroke left it. */
  private notePlacements(): void {
    for (const p of this.events.takePlacements()) this.prevAfter = { ...this.prevAfter, [p.ball]: p.at };
  }

  /** End of the input: a stroke still open is closed with what there is. */
  flush(): EventsOutput {
    const done = this.events.flush();
    return done ? this.strokeOut(done) : {};
  }

  private strokeOut(s: ExtractedStroke): EventsOutput {
    this.counters.strokes++;
    const stroke = completePositions(sourceStroke(s), this.prevAfter, this.last);
    this.prevAfter = stroke.after?.balls ?? null;
    return { events: s.events, stroke };
  }

  private positions(f: TrackedFrame): Omit<LivePositions, 'capturedAt'> {
    const balls: Partial<Record<BallId, LiveBall>> = {};
    for (const b of f.balls) if (b.unseenS <= SHOW_UNSEEN_S) { const [x, y] = shownAt(b); balls[b.id] = { x, y, moving: b.moving && !b.held }; }
    const table = this.ctx.table;
    return { t: f.t, balls, ...(this.ctx.discipline === 'five-pins' && table.kind === 'carom' ? { pins: pinStates(f, table) } : {}) };
  }
}
