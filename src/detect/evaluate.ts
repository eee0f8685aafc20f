/**
 * Evaluation of the detector on held-out rendered frames (seeds ≥ 9e6, never
 * used by the training generator): render, JPEG round trip, detect with the
 * true calibration, match detections to exact labels, summarise by condition.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Discipline } from '../contracts/ids.js';
import type { Camera } from '../camera/model.js';
import { tableForDiscipline, type TableModel } from '../geometry/tables.js';
import { project } from '../camera/model.js';
import { createRenderer, makeRng, randomLook } from '../sim/render/index.js';
import { isBallClass } from './classes.js';
import type { Detection } from './detector.js';
import type { RgbImage } from './preprocess.js';
import { pinSeats } from '../geometry/castle.js';
import { STANDING_SEAT_MM } from './pins.js';
import { seatLabels, seatTruths, type SeatLabel } from './seats-truth.js';
import type { SceneState } from '../sim/render/scene.js';
import { ballRadiusPx, hiddenShare, measureCoverage, measureOcclusion, randomCamera, randomDiscipline, randomState, truthOf, type Truth } from './synth.js';

/** First evaluation seed; training shards use 1e6 + s·1000 + i with s < 8000. */
export const EVAL_SEED = 9_000_000;

/** Balls hidden more than this are neither expected nor counted as false positives. */
export const HIDDEN = 0.6;
/** Blur streak (px at full resolution) from which a ball is "moving", and "blurred". */
export const MOVING_PX = 2;
export const BLURRED_PX = 10;

export interface EvalFrame {
  seed: number;
  img: RgbImage;
  truths: Truth[];
  camera: Camera;
  table: TableModel;
  /** Whether the discipline has pins (five-pins): the caller knows it from the match. */
  pins: boolean;
  /** Five-pins frames rendered by `renderPinFrames`: each seat's truth from the scene, its occlusion by arms measured. */
  seats?: SeatLabel[];
  discipline?: Discipline;
  /** The encoded frame (what `img` was decoded from), for the evaluation cache. */
  jpeg?: Uint8Array;
}

/** A held-out seed's scene, camera, look and exact labels (cheap: nothing is rendered). */
function evalScene(seed: number) {
  const rng = makeRng(seed);
  const discipline = randomDiscipline(rng);
  const table = tableForDiscipline(discipline);
  const camera = randomCamera(rng, table);
  const look = randomLook(seed, discipline, table);
  const state = randomState(rng, discipline, table);
  const truths = atRowTime(truthOf(state, camera, table, look.exposureTime), state, camera, table, look.rollingShutter);
  return { discipline, table, camera, look, state, truths };
}

/**
 * Moving balls where the frame shows them: the renderer exposes row v at
 * time rollingShutter·(v/(H−1) − 0.5) (a rolling shutter), so a ball is drawn
 * where it is when its row is read, not at the frame's mid time that
 * `truthOf` labels. At 2 m/s and a 1/500 s exposure (a sharp ball, "at rest"
 * by its streak) a 20 ms shutter moves it up to 20 mm; no detector can see
 * the mid-time position in one frame. (The streak's length stays the
 * exposure's.)
 */
export function atRowTime(truths: readonly Truth[], state: SceneState, camera: Camera, table: TableModel, rollingShutter: number): Truth[] {
  if (!rollingShutter) return [...truths];
  const r = table.ballRadius;
  return truths.map((t) => {
    const b = isBallClass(t.cls) ? state.balls.find((x) => x.id === t.id && !x.hidden) : undefined;
    if (!b?.v) return t;
    const v = b.v;
    let px = t.px, at: [number, number] = t.table;
    for (let k = 0; k < 3; k++) {
      const dt = rollingShutter * (px[1] / (camera.height - 1) - 0.5);
      at = [b.pos[0] + v[0] * dt, b.pos[1] + v[1] * dt];
      px = project(camera, [at[0], at[1], r]) ?? px;
    }
    return { ...t, px, table: at };
  });
}

/** One held-out 1080p frame per seed (a fresh camera, look and scene each). */
export async function renderEvalFrame(seed: number): Promise<EvalFrame> {
  const { discipline, table, camera, look, state, truths } = evalScene(seed);
  const r = createRenderer({ camera, table, discipline, look });
  const bare = Uint8Array.from(r.render({ ...state, occluders: [] }, 0));
  const rgb = r.render(state, 0);
  measureOcclusion(truths, bare, rgb, camera.width, (t) => ballRadiusPx(camera, table, t.table));
  measureCoverage(truths, r.ctx, state.occluders ?? [], (t) => ballRadiusPx(camera, table, t.table));
  measurePinOcclusion(truths, bare, rgb, camera);
  const jpg = await r.encodeJpeg(rgb);
  const data = new Uint8Array(await sharp(jpg).raw().toBuffer());
  return { seed, img: { data, width: camera.width, height: camera.height }, truths, camera, table, pins: discipline === 'five-pins', discipline, jpeg: jpg };
}

/** Sources whose change changes the rendered evaluation frames (the cache key). */
const RENDER_SOURCES = ['../sim/render', './synth.ts', '../camera'];
/**
 * Version of what `renderEvalFrame` stores per frame (part of the cache key,
 * and written into each label file): raise it when the stored measures
 * change, so that older frames are rendered again, never read. 2: the keyed
 * occlusion of balls (`covered`) beside the colour measure (issue 5).
 */
export const EVAL_CACHE_FORMAT = 2;

/** Short hash of the renderer's, scene generator's and camera model's sources: a cache made by other code is never read. */
function renderVersion(): string {
  const h = createHash('sha1');
  h.update(`format ${EVAL_CACHE_FORMAT}\n`);
  for (const rel of RENDER_SOURCES) {
    const p = fileURLToPath(new URL(rel, import.meta.url));
    const files = statSync(p).isDirectory() ? readdirSync(p).filter((f) => f.endsWith('.ts')).sort().map((f) => join(p, f)) : [p];
    for (const f of files) h.update(readFileSync(f));
  }
  return h.digest('hex').slice(0, 10);
}

/**
 * `renderEvalFrame` through a disk cache (JPEG and labels per seed, under
 * `dir/<hash of the renderer's sources>/`): rendering takes ~4 s a frame on
 * the shared machine, detection a fraction of that, and the evaluation of a
 * few hundred frames is repeated while tuning. Any change to the renderer,
 * the scene generator or the camera model starts a fresh cache; a change of
 * what `renderEvalFrame` stores raises `EVAL_CACHE_FORMAT` (a label file of
 * another format is rendered again, not read).
 */
export async function cachedEvalFrame(seed: number, dir: string): Promise<EvalFrame> {
  const at = join(dir, renderVersion());
  const jpgPath = join(at, `${seed}.jpg`), jsonPath = join(at, `${seed}.json`);
  const stored = existsSync(jpgPath) && existsSync(jsonPath) ? cachedMeasures(readFileSync(jsonPath, 'utf8')) : null;
  if (stored) {
    // Only the pixels and the occlusion (which needs extra renders) are cached; the labels are recomputed.
    const { discipline, table, camera, truths } = evalScene(seed);
    for (const t of truths) {
      const m = stored.get(`${t.cls} ${t.id}`);
      t.occluded = m?.occluded ?? 0;
      if (m?.covered !== undefined) t.covered = m.covered;
    }
    const data = new Uint8Array(await sharp(readFileSync(jpgPath)).raw().toBuffer());
    return { seed, img: { data, width: camera.width, height: camera.height }, truths, camera, table, pins: discipline === 'five-pins', discipline };
  }
  const f = await renderEvalFrame(seed);
  mkdirSync(at, { recursive: true });
  writeFileSync(jpgPath, f.jpeg!);
  writeFileSync(jsonPath, JSON.stringify({ format: EVAL_CACHE_FORMAT, truths: f.truths }));
  return f;
}

/**
 * The occlusion measures of a cached label file by `cls id`, or null when the
 * file was written in another `EVAL_CACHE_FORMAT` or cannot be read (then
 * the frame is rendered again: an older file lacks the keyed measure).
 */
export function cachedMeasures(json: string): Map<string, Pick<Truth, 'occluded' | 'covered'>> | null {
  let meta: { format?: number; truths?: Truth[] };
  try { meta = JSON.parse(json) as typeof meta; } catch { return null; } // a file cut short by a stopped run
  if (meta.format !== EVAL_CACHE_FORMAT || !Array.isArray(meta.truths)) return null;
  return new Map(meta.truths.map((t) => [`${t.cls} ${t.id}`, { occluded: t.occluded, ...(t.covered !== undefined ? { covered: t.covered } : {}) }]));
}

/**
 * Radius (mm) of the disc around a pin's label in which occluders are
 * measured: a standing pin's body (Ø 10) seen around its top, a fallen pin's
 * middle half (it is 25 mm long).
 */
const PIN_WINDOW_MM = { 'pin-standing': 6, 'pin-fallen': 9 } as const;

/**
 * Fraction of each pin's window that the occluders (cue, hand, arm) changed,
 * by the criterion `measureOcclusion` uses for balls: a pin under an arm is
 * as unseeable as a ball there, and is not counted above `HIDDEN`.
 */
export function measurePinOcclusion(truths: Truth[], without: Uint8Array, withOcc: Uint8Array, camera: Camera): void {
  const width = camera.width, height = camera.height;
  for (const t of truths) {
    if (t.cls !== 'pin-standing' && t.cls !== 'pin-fallen') continue;
    const mm = PIN_WINDOW_MM[t.cls];
    const a = project(camera, [t.table[0], t.table[1], 0]), b = project(camera, [t.table[0] + mm, t.table[1], 0]);
    const rr = a && b ? Math.max(1.5, Math.hypot(b[0] - a[0], b[1] - a[1])) : 3;
    t.occluded = hiddenShare(without, withOcc, width, height, t.px, rr);
  }
}

/**
 * Held-out five-pins frames for the pin gate: one camera and look per seed and
 * `frames` scenes through it (the renderer's background is drawn once, so a
 * frame costs a fraction of `renderEvalFrame`'s).
 */
export async function renderPinFrames(seed: number, frames: number): Promise<EvalFrame[]> {
  const rng = makeRng(seed);
  const table = tableForDiscipline('five-pins');
  const camera = randomCamera(rng, table);
  const look = randomLook(seed, 'five-pins', table);
  const r = createRenderer({ camera, table, discipline: 'five-pins', look });
  const out: EvalFrame[] = [];
  for (let k = 0; k < frames; k++) {
    const state = randomState(rng, 'five-pins', table);
    const truths = truthOf(state, camera, table, look.exposureTime);
    const bare = Uint8Array.from(r.render({ ...state, occluders: [] }, k));
    const rgb = r.render(state, k);
    measureOcclusion(truths, bare, rgb, camera.width, (t) => ballRadiusPx(camera, table, t.table));
    measurePinOcclusion(truths, bare, rgb, camera);
    const seats = table.kind === 'carom' ? seatTruths(state, camera, table, HIDDEN, bare, rgb) : undefined;
    const data = new Uint8Array(await sharp(await r.encodeJpeg(rgb)).raw().toBuffer());
    out.push({ seed, img: { data, width: camera.width, height: camera.height }, truths, camera, table, pins: true, ...(seats ? { seats } : {}) });
  }
  return out;
}

export type Condition = 'rest' | 'moving' | 'blurred' | 'occluded';

/**
 * Which occlusion measure decides a ball's "hidden" and "partly occluded":
 * `keyed` (the default, issue 5) is the share the occluders' own pixels
 * cover (`measureCoverage`); `colour` the share whose colour they changed
 * (`measureOcclusion`, the measure before: blind to white over white, and
 * it counts a deep shadow as hidden). Pins always use the colour measure.
 */
export type OcclusionMeasure = 'keyed' | 'colour';

/** A ball label's occlusion by the measure (a frame without the keyed pass falls back to the colour one). */
export function occlusionOf(t: Truth, measure: OcclusionMeasure = 'keyed'): number {
  return measure === 'keyed' ? (t.covered ?? t.occluded) : t.occluded;
}

export function conditionsOf(t: Truth, measure: OcclusionMeasure = 'keyed'): Condition[] {
  const c: Condition[] = [];
  if (occlusionOf(t, measure) > 0.05) c.push('occluded');
  if (t.blurPx >= MOVING_PX) c.push('moving');
  if (t.blurPx >= BLURRED_PX) c.push('blurred');
  if (!c.length) c.push('rest');
  return c;
}

export interface BallMatch { truth: Truth; det: Detection | null; classOk: boolean; errMm: number | null }

export interface FrameResult {
  /** The occlusion measure that decided which balls count (`balls`) and their conditions. */
  measure: OcclusionMeasure;
  balls: BallMatch[];
  /** Ball detections matched to no visible ball (false positives). */
  falseBalls: Detection[];
  pins: { truth: Truth; det: Detection | null }[];
  /** Pins a ball covers from above (`pinUnderBall`): not counted in `pins`, kept to report the figure that counts them. */
  pinsUnderBall: { truth: Truth; det: Detection | null }[];
  falsePins: Detection[];
  /** Five-pins frames: each seen seat (not under a ball, its pin not hidden), standing in truth and as said. */
  seats: { seat: string; standing: boolean; said: boolean }[];
}

/**
 * A pin detection matches a pin label within this (frame px; ~13 mm at the
 * hall cameras' ~2.2 mm/px, half a fallen pin's length).
 */
export const PIN_MATCH_PX = 6;

/**
 * Greedy nearest matching within one ball radius (balls) or PIN_MATCH_PX
 * (pins); balls hidden > HIDDEN by `measure`, and pins hidden > HIDDEN or
 * under a ball, are not counted. The matching itself (hence the false
 * balls) does not depend on the measure.
 */
export function matchFrame(frame: EvalFrame, dets: readonly Detection[], measure: OcclusionMeasure = 'keyed'): FrameResult {
  const balls = dets.filter((d) => isBallClass(d.class));
  const pins = dets.filter((d) => !isBallClass(d.class));
  const used = new Set<Detection>();
  const res: FrameResult = { measure, balls: [], falseBalls: [], pins: [], pinsUnderBall: [], falsePins: [], seats: [] };
  const ballTruths = frame.truths.filter((t) => isBallClass(t.cls));
  for (const t of ballTruths) {
    const rPx = ballRadiusPx(frame.camera, frame.table, t.table);
    let best: Detection | null = null, bd = Infinity;
    for (const d of balls) {
      const dd = Math.hypot(d.x - t.px[0], d.y - t.px[1]);
      if (!used.has(d) && dd < rPx && dd < bd) { best = d; bd = dd; }
    }
    if (best) used.add(best);
    if (occlusionOf(t, measure) > HIDDEN) continue;
    const errMm = best?.table ? Math.hypot(best.table[0] - t.table[0], best.table[1] - t.table[1]) : null;
    res.balls.push({ truth: t, det: best, classOk: best?.class === t.cls, errMm });
  }
  res.falseBalls = balls.filter((d) => !used.has(d));
  const pinUsed = new Set<Detection>();
  for (const t of frame.truths.filter((x) => !isBallClass(x.cls))) {
    let best: Detection | null = null, bd = Infinity;
    for (const d of pins) {
      const dd = Math.hypot(d.x - t.px[0], d.y - t.px[1]);
      if (!pinUsed.has(d) && dd < PIN_MATCH_PX && dd < bd) { best = d; bd = dd; }
    }
    if (best) pinUsed.add(best);
    if (t.occluded > HIDDEN) continue;
    if (pinUnderBall(t, frame.truths, frame.table)) res.pinsUnderBall.push({ truth: t, det: best });
    else res.pins.push({ truth: t, det: best });
  }
  res.falsePins = pins.filter((d) => !pinUsed.has(d));
  res.seats = seatStates(frame, pins);
  return res;
}

/**
 * A pin a ball covers seen from above, by the criterion `seatLabels` uses for
 * seats: a standing pin whose base lies closer to a ball's centre than the
 * ball's radius plus the pin's body radius, a lying pin whose middle lies
 * inside the ball's radius. The renderer does not keep balls off the pins;
 * the camera sees the ball there, as it sees the arm over a pin counted
 * hidden (issue 5: before, these counted as missed pins while their seats
 * were already left out).
 */
export function pinUnderBall(t: Truth, truths: readonly Truth[], table: TableModel): boolean {
  if (table.kind !== 'carom') return false;
  const reach = table.ballRadius + (t.cls === 'pin-standing' ? table.castle.pinBodyRadius : 0);
  return truths.some((b) => isBallClass(b.cls) && Math.hypot(b.table[0] - t.table[0], b.table[1] - t.table[1]) < reach);
}

/**
 * The referee's question per seat: is a pin standing on it? Said "standing"
 * when a standing-pin detection's base (its table position) lies within
 * STANDING_SEAT_MM of the seat. Unseen seats (under a ball; hidden > HIDDEN
 * by an arm, hand or cue) are not counted. Frames from `renderPinFrames`
 * carry each seat's occlusion; for the others (the evaluation's frame cache
 * keeps labels only) it is known only where a pin stands, so an empty seat
 * under an arm counts there.
 */
function seatStates(frame: EvalFrame, pins: readonly Detection[]): FrameResult['seats'] {
  if (!frame.pins || frame.table.kind !== 'carom') return [];
  const table = frame.table;
  const standing = pins.filter((d) => d.class === 'pin-standing' && d.table);
  const seats = pinSeats(table);
  return (frame.seats ?? seatLabels(frame.truths, table, HIDDEN)).filter((l) => l.visible).map((l) => {
    const at = seats[l.seat];
    const said = standing.some((d) => Math.hypot(d.table![0] - at[0], d.table![1] - at[1]) <= STANDING_SEAT_MM);
    return { seat: l.seat, standing: l.standing, said };
  });
}

export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

export interface Summary {
  frames: number;
  byCondition: Record<Condition, { balls: number; recall: number; classAccuracy: number; medianMm: number; p99Mm: number }>;
  precision: number;
  ballDetections: number;
  /** Visible pins (hidden ≤ HIDDEN, not under a ball) and the share found within PIN_MATCH_PX with the right state. */
  pins: number;
  pinStateAccuracy: number;
  /** Pins a ball covers (`pinUnderBall`), not in `pins`; and the state accuracy counting them (the figure before issue 5's metric fix). */
  pinsUnderBall: number;
  pinStateAccuracyWithUnderBall: number;
  /** Pin detections matched to no visible pin (e.g. an empty seat's mark seen as a standing pin). */
  falsePins: number;
  /** Where the pins went wrong: no detection near, or found in the other state. */
  pinErrors: { missedStanding: number; missedFallen: number; standingAsFallen: number; fallenAsStanding: number };
  /** Correct pins over visible pins plus false pins: every wrong statement about the castle counts. */
  pinStrictAccuracy: number;
  /** Seen (frame, seat) pairs of five-pins frames, and the share whose standing / not-standing state was said right. */
  seats: number;
  seatStateAccuracy: number;
  /** Seats with a standing pin said empty, and empty seats (a sticker, a fallen pin) said standing. */
  seatErrors: { standingMissed: number; emptyAsStanding: number };
}

export function summarise(results: readonly FrameResult[]): Summary {
  const conds: Condition[] = ['rest', 'moving', 'blurred', 'occluded'];
  const byCondition = {} as Summary['byCondition'];
  const all = results.flatMap((r) => r.balls.map((b) => ({ ...b, conds: conditionsOf(b.truth, r.measure) })));
  for (const c of conds) {
    const m = all.filter((b) => b.conds.includes(c));
    const found = m.filter((b) => b.det);
    const errs = found.map((b) => b.errMm).filter((e): e is number => e !== null);
    byCondition[c] = {
      balls: m.length,
      recall: m.length ? found.length / m.length : NaN,
      classAccuracy: found.length ? found.filter((b) => b.classOk).length / found.length : NaN,
      medianMm: quantile(errs, 0.5),
      p99Mm: quantile(errs, 0.99),
    };
  }
  const matched = all.filter((b) => b.det).length;
  const falseBalls = results.reduce((a, r) => a + r.falseBalls.length, 0);
  const pins = results.flatMap((r) => r.pins);
  const correctPins = pins.filter((p) => p.det?.class === p.truth.cls).length;
  const underBall = results.flatMap((r) => r.pinsUnderBall ?? []);
  const falsePins = results.reduce((a, r) => a + r.falsePins.length, 0);
  const seats = results.flatMap((r) => r.seats ?? []);
  return {
    frames: results.length,
    byCondition,
    precision: matched + falseBalls ? matched / (matched + falseBalls) : NaN,
    ballDetections: matched + falseBalls,
    pins: pins.length,
    pinStateAccuracy: pins.length ? correctPins / pins.length : NaN,
    pinsUnderBall: underBall.length,
    pinStateAccuracyWithUnderBall: pins.length + underBall.length ? (correctPins + underBall.filter((p) => p.det?.class === p.truth.cls).length) / (pins.length + underBall.length) : NaN,
    falsePins,
    pinErrors: {
      missedStanding: pins.filter((p) => !p.det && p.truth.cls === 'pin-standing').length,
      missedFallen: pins.filter((p) => !p.det && p.truth.cls === 'pin-fallen').length,
      standingAsFallen: pins.filter((p) => p.det && p.truth.cls === 'pin-standing' && p.det.class !== p.truth.cls).length,
      fallenAsStanding: pins.filter((p) => p.det && p.truth.cls === 'pin-fallen' && p.det.class !== p.truth.cls).length,
    },
    pinStrictAccuracy: pins.length + falsePins ? correctPins / (pins.length + falsePins) : NaN,
    seats: seats.length,
    seatStateAccuracy: seats.length ? seats.filter((s) => s.said === s.standing).length / seats.length : NaN,
    seatErrors: { standingMissed: seats.filter((s) => s.standing && !s.said).length, emptyAsStanding: seats.filter((s) => !s.standing && s.said).length },
  };
}
