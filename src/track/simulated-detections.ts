/**
 * Simulated detections, for tests and the evaluation: the physics' exact
 * truth sampled at frame times and degraded the way a detector degrades it
 * (position noise growing with speed, a motion-blur bias along the velocity,
 * missed detections, the cue and hand hiding balls around the strike, false
 * detections, Russian whites all alike). Seeded: one seed, one sequence.
 */
import type { BallId, PinId, PinState, Vec2 } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import type { SimResult } from '../sim/physics/index.js';
import { mulberry32 } from '../sim/physics/index.js';
import { CLASS_CODE, type DetectionClass, type DetectionFrame } from './detections.js';
import { HallCamera, type HallCameraModel, gaussOf } from './hall-camera.js';
import { type CueCoverModel, type StrokeCover, cueRng, drawCovers } from './cue-cover.js';

export interface DetectorModel {
  /** Position noise σ (mm) of a ball at rest. */
  restNoiseMm: number;
  /** Position noise σ (mm) of a moving ball, plus `noisePerSpeedS` × speed. */
  movingNoiseMm: number;
  noisePerSpeedS: number;
  /** Motion blur: the reported centre leads the true one by speed × this (s). */
  blurLeadS: number;
  /** Probability a visible ball or pin is missed in a frame. */
  missRate: number;
  /** Mean number of false detections per frame (anywhere on the cloth). */
  falsePerFrame: number;
  /** The cue and hand hide balls under them from `before` s before the strike to `after` s after it. */
  cueOcclusion: { before: number; after: number; followThroughMm: number; lengthMm: number };
  /** Probability a ball's detection is missed in a whole run of 2-6 frames (a passing arm, a glare). */
  burstRate: number;
  /** A hall camera's correlated error and capture timing (hall-camera.ts); none: the plain detector, bit for bit. */
  camera?: HallCameraModel;
}

export const DEFAULT_DETECTOR: Readonly<DetectorModel> = Object.freeze({
  restNoiseMm: 0.6, movingNoiseMm: 1.2, noisePerSpeedS: 0.0004, blurLeadS: 0.002,
  missRate: 0.02, falsePerFrame: 0.05, burstRate: 0.002,
  cueOcclusion: { before: 0.4, after: 0.15, followThroughMm: 120, lengthMm: 1200 },
});

/** One stroke to sample: its physics and, when known, the shot direction (where the cue lies). */
export interface SimulatedStroke { sim: SimResult; shotDirection?: number }

export interface TruthBallAt { x: number; y: number; vx: number; vy: number; moving: boolean }
export interface TruthPinAt { state: PinState; x: number; y: number; tilt: number }
export interface TruthFrameAt { frame: number; t: number; balls: Partial<Record<BallId, TruthBallAt>>; pins: Partial<Record<PinId, TruthPinAt>> }

export interface SimulatedDetections { frames: DetectionFrame[]; truth: TruthFrameAt[] }

export interface SimulateDetectionsOptions {
  fps: number;
  seed: number;
  /** Time span to sample (s); default: from 0.6 s before the first strike to 0.8 s after the last stroke's end. */
  from?: number;
  to?: number;
  /** A new stroke's balls appear (re-spot, pins stood up) this long before its strike. */
  leadS?: number;
  detector?: Partial<DetectorModel>;
}

const classOf = (id: BallId): DetectionClass =>
  id === 'yellow' ? 'ball-yellow' : id === 'red' ? 'ball-red' : id === 'colour' ? 'ball-colour' : 'ball-white';

/** Tilt (rad) below which a tipping pin still looks standing, and above which it looks fallen. */
const PIN_LOOKS_STANDING = 0.35, PIN_LOOKS_FALLEN = 1.0;

export function simulateDetections(strokes: readonly SimulatedStroke[], table: TableModel, opts: SimulateDetectionsOptions): SimulatedDetections {
  if (strokes.length === 0) throw new Error('simulateDetections: no stroke');
  const model: DetectorModel = { ...DEFAULT_DETECTOR, ...opts.detector };
  const rnd = mulberry32(opts.seed);
  const gauss = gaussOf(rnd);
  const from = opts.from ?? strokes[0]!.sim.start - 0.6;
  const to = opts.to ?? strokes[strokes.length - 1]!.sim.end + 0.8;
  const lead = opts.leadS ?? 0.8;
  const frames: DetectionFrame[] = [], truth: TruthFrameAt[] = [];
  const bursts = new Map<BallId, number>();
  const cam = model.camera ? new HallCamera(model.camera, table, opts.seed) : null;
  const cue = model.camera?.cueCover ? variedCue(model.camera.cueCover, strokes, table, opts.seed, from) : null;
  const fixed: CoverSpec = { ...model.cueOcclusion, halfWidthMm: table.ballRadius * 0.8 };
  for (let i = Math.ceil(from * opts.fps); i / opts.fps <= to; i++) {
    const t = i / opts.fps;
    let k = 0;
    while (k + 1 < strokes.length && strokes[k + 1]!.sim.start - lead <= t) k++;
    const tr = truthAt(strokes[k]!, table, i, t);
    const under = coverAt(strokes[k]!, table, t, fixed), hidden = (p: Vec2): boolean => under(p) !== null;
    const seen = cam?.model.rollingShutterS ? shutterTruth(strokes[k]!, table, tr, cam) : tr;
    const f = detect(tr, table, model, hidden, bursts, rnd, gauss, cam, seen, cue ? { cue, at: cue.at(k, t) } : undefined);
    // Detected first, dropped after: a dropped frame still draws the plain detector's numbers, so the
    // frames kept are the ones a camera without drops would give.
    if (cam?.dropped()) continue;
    truth.push(tr);
    frames.push(cam ? { ...f, t: cam.stamp(t) } : f);
  }
  return { frames, truth };
}

/** Each ball where the rolling shutter saw it: at its row's capture time (the frame's t plus its share of the readout). */
function shutterTruth(s: SimulatedStroke, table: TableModel, tr: TruthFrameAt, cam: HallCamera): TruthFrameAt {
  const late = truthAt(s, table, tr.frame, tr.t + cam.rowDelay(table.width / 2));
  const balls: TruthFrameAt['balls'] = {};
  for (const [id, b] of Object.entries(tr.balls) as [BallId, TruthBallAt][]) {
    const l = late.balls[id];
    const still = !b.moving && l !== undefined && !l.moving && l.x === b.x && l.y === b.y;
    balls[id] = still ? b : truthAt(s, table, tr.frame, tr.t + cam.rowDelay(b.y)).balls[id] ?? b;
  }
  return { ...tr, balls };
}

function truthAt(s: SimulatedStroke, table: TableModel, frame: number, t: number): TruthFrameAt {
  const st = s.sim.stateAt(Math.max(t, s.sim.start));
  const balls: TruthFrameAt['balls'] = {};
  for (const [id, b] of Object.entries(st.balls) as [BallId, NonNullable<(typeof st.balls)[BallId]>][]) {
    if (b.status !== 'table') continue;
    const moving = t >= s.sim.start && b.moving;
    balls[id] = { x: b.pos[0], y: b.pos[1], vx: moving ? b.vel[0] : 0, vy: moving ? b.vel[1] : 0, moving };
  }
  const pins: TruthFrameAt['pins'] = {};
  const h = table.kind === 'carom' ? table.castle.pinHeight : 0;
  for (const [id, p] of Object.entries(st.pins) as [PinId, NonNullable<(typeof st.pins)[PinId]>][]) {
    if (p.state === 'removed') continue;
    const reach = (h / 2) * Math.sin(p.pose.tilt);
    pins[id] = { state: p.state, x: p.pose.pos[0] + reach * Math.cos(p.pose.heading), y: p.pose.pos[1] + reach * Math.sin(p.pose.heading), tilt: p.pose.tilt };
  }
  return { frame, t, balls, pins };
}

/** One gesture of the cue and hand: the fixed one (DetectorModel.cueOcclusion) or a stroke's varied one (cue-cover.ts). */
interface CoverSpec { before: number; after: number; followThroughMm: number; lengthMm: number; halfWidthMm: number }

/** What the cue and hand lie over at a point: the cue ball ('ball'), a ball under the strip behind it ('strip'), or nothing. */
type Under = (p: Vec2) => 'ball' | 'strip' | null;

/** Centres hidden by the cue and hand: a strip along the cue behind (and a little ahead of) the cue ball. */
function coverAt(s: SimulatedStroke, table: TableModel, t: number, c: CoverSpec): Under {
  const strike = s.sim.events.find((e) => e.kind === 'strike');
  if (!strike || strike.kind !== 'strike') return () => null;
  if (t < s.sim.start - c.before || t > s.sim.start + c.after) return () => null;
  const start = s.sim.stateAt(s.sim.start).balls[strike.ball];
  if (!start) return () => null;
  const dir = s.shotDirection ?? Math.atan2(start.vel[1], start.vel[0]);
  const ux = Math.cos(dir), uy = Math.sin(dir), [x0, y0] = start.pos, R = table.ballRadius, half = c.halfWidthMm;
  const cueNow = s.sim.stateAt(Math.max(t, s.sim.start)).balls[strike.ball]?.pos ?? start.pos;
  return ([x, y]) => {
    const along = (x - x0) * ux + (y - y0) * uy, across = Math.abs(-(x - x0) * uy + (y - y0) * ux);
    const isCue = Math.hypot(x - cueNow[0], y - cueNow[1]) < 1e-6;
    // The cue ball is hidden (tip, then the follow-through) until it leaves the
    // follow-through zone; the cue and bridge hand lie over the balls behind it;
    // the thin shaft ahead of it hides nothing.
    if (isCue) return along <= c.followThroughMm && across <= R ? 'ball' : null;
    return along <= -R && along >= -c.lengthMm && across <= half ? 'strip' : null;
  };
}

/** What the varied cover does to a ball at a point: hides it, leaves it beside the tip (missed more often), or nothing. */
type VariedUnder = (p: Vec2) => 'hidden' | 'beside' | null;

/** The varied cover over one recording: one gesture per stroke, and the stream its own draws come from. */
interface VariedCue {
  model: CueCoverModel;
  rnd: () => number;
  gauss: () => number;
  /** What the cover of the stroke whose frames these are (k) lies over at t. */
  at: (k: number, t: number) => VariedUnder;
}

/**
 * Time (s) every ball is seen from the recording's first frame before a cover may start: the plain sequence's own
 * (it starts 0.6 s before the first strike, the fixed gesture 0.4 s before it). A camera left running sees the
 * table before a player bends over it; a cover reaching back past the first frame would hide the first cue ball
 * from the recording's very start, which only a camera switched on mid-aim shows (session 54: 11 of 40 dev
 * three-cushion first strokes lost to that alone).
 */
const FIRST_SIGHT_S = 0.2;

function variedCue(model: CueCoverModel, strokes: readonly SimulatedStroke[], table: TableModel, seed: number, from: number): VariedCue {
  const rnd = cueRng(seed), covers = drawCovers(model, strokes.length, table.ballRadius, rnd)
    .map((c, k) => ({ ...c, before: Math.min(c.before, strokes[k]!.sim.start - from - FIRST_SIGHT_S) }));
  const gauss = gaussOf(rnd);
  const one = (s: SimulatedStroke, c: StrokeCover, t: number): VariedUnder => {
    const under = coverAt(s, table, t, c);
    return (p) => { const u = under(p); return u === 'ball' && c.besideTip && t < s.sim.start ? 'beside' : u === null ? null : 'hidden'; };
  };
  return {
    model, rnd, gauss,
    // A long cover starts before the frames switch to its stroke (the balls appear `leadS` before the strike):
    // the next stroke's gesture lies over the last one's resting balls too, once they have stopped.
    at: (k, t) => {
      const now = one(strokes[k]!, covers[k]!, t), next = strokes[k + 1];
      const ahead = next && t >= strokes[k]!.sim.end ? one(next, covers[k + 1]!, t) : null;
      return ahead ? (p) => now(p) ?? ahead(p) : now;
    },
  };
}

/** A detection before packing; `ball`: the true ball it is of (none: a pin or a false one). */
interface Det { cls: DetectionClass; x: number; y: number; c: number; ball?: BallId }

function detect(
  tr: TruthFrameAt, table: TableModel, m: DetectorModel, hidden: (p: Vec2) => boolean,
  bursts: Map<BallId, number>, rnd: () => number, gauss: () => number, cam: HallCamera | null, seen: TruthFrameAt = tr,
  cue?: { cue: VariedCue; at: VariedUnder },
): DetectionFrame {
  const out: Det[] = [];
  for (const [id, b] of Object.entries(tr.balls) as [BallId, TruthBallAt][]) {
    if (hidden([b.x, b.y]) || rnd() < m.missRate) continue;
    const left = bursts.get(id) ?? (rnd() < m.burstRate ? 2 + Math.floor(rnd() * 5) : 0);
    bursts.set(id, Math.max(0, left - 1));
    if (left > 0) continue;
    // Hidden or not where the ball truly is at the frame's time; seen where the camera sampled it (`seen`: a rolling shutter's row time).
    out.push({ cls: classOf(id), ...(cam ? cameraNoisy(id, tr.t, seen.balls[id] ?? b, m, gauss, cam) : noisy(b, m, gauss)), c: 0.75 + 0.25 * rnd(), ball: id });
  }
  for (const p of Object.values(tr.pins) as TruthPinAt[]) {
    if (rnd() < m.missRate || coveredByBall(p, tr, table)) continue;
    const cls: DetectionClass | null = p.tilt < PIN_LOOKS_STANDING ? 'pin-standing' : p.tilt > PIN_LOOKS_FALLEN ? 'pin-fallen' : null;
    if (!cls) continue;
    const x = p.x + 0.4 * gauss(), y = p.y + 0.4 * gauss(), [ox, oy] = cam ? cam.calibration(p.x, p.y) : [0, 0];
    out.push({ cls, x: cam ? x + ox : x, y: cam ? y + oy : y, c: 0.7 + 0.3 * rnd() });
  }
  for (let n = poisson(m.falsePerFrame, rnd); n > 0; n--) out.push(falseDetection(table, rnd));
  const dets = shuffle(out, rnd);
  return pack(tr.frame, tr.t, cue ? recover(dets, tr, m, hidden, cue.cue, cue.at, cam, seen) : dets);
}

/**
 * The varied cover laid over a frame the plain detector drew under the fixed
 * gesture: the balls it hides (or a ball beside the tip, when missed) taken
 * out, the balls only the fixed gesture hid put back with draws from the
 * cover's own stream (miss, noise, confidence, place in the frame), so the
 * plain stream's draws stay those of the plain frames.
 */
function recover(
  dets: Det[], tr: TruthFrameAt, m: DetectorModel, fixedHides: (p: Vec2) => boolean,
  cue: VariedCue, under: VariedUnder, cam: HallCamera | null, seen: TruthFrameAt,
): Det[] {
  const r = cue.rnd, missBeside = (): boolean => r() < cue.model.besideTipMissRate;
  const out = dets.filter((d) => {
    const b = d.ball ? tr.balls[d.ball] : undefined;
    const u = b ? under([b.x, b.y]) : null;
    return u === null || (u === 'beside' && !missBeside());
  });
  for (const [id, b] of Object.entries(tr.balls) as [BallId, TruthBallAt][]) {
    if (!fixedHides([b.x, b.y])) continue;
    const u = under([b.x, b.y]);
    if (u === 'hidden' || r() < m.missRate || (u === 'beside' && missBeside())) continue;
    const at = cam ? cameraNoisy(id, tr.t, seen.balls[id] ?? b, m, cue.gauss, cam) : noisy(b, m, cue.gauss);
    out.splice(Math.floor(r() * (out.length + 1)), 0, { cls: classOf(id), ...at, c: 0.75 + 0.25 * r(), ball: id });
  }
  return out;
}

/** The ball's reported centre: noise growing with speed, and a blur lead along the velocity. */
function noisy(b: TruthBallAt, m: DetectorModel, gauss: () => number): { x: number; y: number } {
  if (!b.moving) return { x: b.x + m.restNoiseMm * gauss(), y: b.y + m.restNoiseMm * gauss() };
  const sigma = m.movingNoiseMm + m.noisePerSpeedS * Math.hypot(b.vx, b.vy);
  return { x: b.x + b.vx * m.blurLeadS + sigma * gauss(), y: b.y + b.vy * m.blurLeadS + sigma * gauss() };
}

/**
 * `noisy` through a hall camera: the same white draws (the plain sequence
 * stays), made AR(1) where the camera correlates them, plus the ball's light
 * bias and the calibration field at its place.
 */
function cameraNoisy(id: BallId, t: number, b: TruthBallAt, m: DetectorModel, gauss: () => number, cam: HallCamera): { x: number; y: number } {
  const wx = gauss(), wy = gauss();
  const [zx, zy] = cam.correlates ? cam.correlated(id, t, b.moving, wx, wy) : [wx, wy];
  const [ox, oy] = cam.offset(id, b.x, b.y);
  if (!b.moving) return { x: b.x + m.restNoiseMm * zx + ox, y: b.y + m.restNoiseMm * zy + oy };
  const sigma = m.movingNoiseMm + m.noisePerSpeedS * Math.hypot(b.vx, b.vy);
  return { x: b.x + b.vx * m.blurLeadS + sigma * zx + ox, y: b.y + b.vy * m.blurLeadS + sigma * zy + oy };
}

function coveredByBall(p: TruthPinAt, tr: TruthFrameAt, table: TableModel): boolean {
  for (const b of Object.values(tr.balls) as TruthBallAt[]) if (Math.hypot(b.x - p.x, b.y - p.y) < table.ballRadius - 2) return true;
  return false;
}

function falseDetection(table: TableModel, rnd: () => number): Det {
  const classes: DetectionClass[] = table.kind === 'carom' ? ['ball-white', 'ball-yellow', 'ball-red', 'pin-fallen'] : ['ball-white', 'ball-colour'];
  return {
    cls: classes[Math.floor(rnd() * classes.length)]!,
    x: (rnd() - 0.5) * (table.length - 2 * table.ballRadius), y: (rnd() - 0.5) * (table.width - 2 * table.ballRadius), c: 0.3 + 0.4 * rnd(),
  };
}

function poisson(mean: number, rnd: () => number): number {
  let n = 0, p = Math.exp(-mean), s = p;
  const u = rnd();
  while (u > s && n < 20) { n++; p *= mean / n; s += p; }
  return n;
}

function shuffle<T>(xs: T[], rnd: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [xs[i], xs[j]] = [xs[j]!, xs[i]!]; }
  return xs;
}

function pack(frame: number, t: number, dets: Det[]): DetectionFrame {
  const n = dets.length;
  const f = { frame, t, count: n, cls: new Uint8Array(n), x: new Float64Array(n), y: new Float64Array(n), confidence: new Float32Array(n) };
  dets.forEach((d, i) => { f.cls[i] = CLASS_CODE[d.cls]; f.x[i] = d.x; f.y[i] = d.y; f.confidence[i] = d.c; });
  return f;
}
