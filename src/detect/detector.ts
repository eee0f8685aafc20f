/**
 * The ball and pin detector: a small CenterNet-style ONNX model run in one
 * worker thread, heat-map peaks decoded in JS, balls refined at full
 * resolution, pins found in a full-resolution crop of the castle.
 *
 * Two modes: `detectFrame` (the whole frame at the ball-pass scale: finds
 * everything, for acquisition) and `detectTracked` (only crops around
 * positions the tracker predicts: fast, for every frame).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pixelToTable, type Camera } from '../camera/model.js';
import type { TableModel } from '../geometry/tables.js';
import { BALL_PASS_HEIGHT, CROP_SIDE, MODEL_STRIDE, isBallClass, type DetectionClass } from './classes.js';
import { PEAK_THRESHOLD, decodePeaks, mergeCandidates, type Candidate } from './decode.js';
import { crop, halve, resizeNearest, toPlanar, type RgbImage } from './preprocess.js';
import type { RefineMethod } from './refine.js';
import type { PinCand } from './pins.js';
import { DEFAULT_SEATS_MODEL, seatClassifierOn, seatSpanFor } from './seats.js';
import { seatLinesFor, type SeatLines } from './seat-lines.js';
import { WEAK_BALL_SCORE, capPerClass, classify, looksLikeBall, wholeRim } from './verify.js';
import { withSearched } from './spotted-search.js';
import { checkBalls, keptReadings, radiusAt, spills, type BallCand } from './ball-check.js';
import { SEARCH_THRESHOLD, searchMissing } from './search-missing.js';
import { ballConfidence } from './ball-confidence.js';
// Split out in session 58 (ball-check.ts, search-missing.ts); re-exported for the callers that knew them here.
export { DEFAULT_REFINE, FORESHORTENED, radiusAt } from './ball-check.js';
export { COLOUR_SEARCH_SCORE, SEARCH_PEER_SCORE, SEARCH_STREAK_CONTRAST, SEARCH_THRESHOLD } from './search-missing.js';
export { UNMEASURED_CONFIDENCE, WHOLE_RIM_CONFIDENCE } from './ball-confidence.js';
import { WorkerLoadError, startInferenceWorker, type InferenceWorker } from './worker.js';
import { castleCentre, castlePins, mean, seatModels } from './castle.js';
export { PIN_PEAK_THRESHOLD } from './castle.js';
import { FALLEN_PIN_Z, PIN_TOP_MM } from './synth.js';

export interface Detection {
  class: DetectionClass;
  /** Full-resolution frame pixels (OpenCV convention: (0, 0) is the top-left pixel's centre). */
  x: number;
  y: number;
  confidence: number;
  /** Table mm through the calibration: balls mapped at height r (parallax), standing pins at their top, fallen at their axis. */
  table?: [number, number];
}

export interface DetectOptions {
  camera?: Camera;
  table?: TableModel;
  threshold?: number;
  refine?: RefineMethod;
  /** Full-resolution verification of balls (position on the cloth, silhouette, colour, count); default true. */
  verify?: boolean;
  /** Look for pins (default: on a carom table with a calibration, or where the full frame hints at them); false when the discipline has none. */
  pins?: boolean;
}

export interface Detector {
  detectFrame(img: RgbImage, opts?: DetectOptions): Promise<Detection[]>;
  /** Only around `predicted` (full-resolution px); the castle too when the calibration shows one (five-pins table). */
  detectTracked(img: RgbImage, predicted: readonly (readonly [number, number])[], opts?: DetectOptions & { castle?: boolean }): Promise<Detection[]>;
  close(): Promise<void>;
}

export const DEFAULT_MODEL = fileURLToPath(new URL('../../models/detector.onnx', import.meta.url));
/** The castle pass's own weights (same network, trained on castle crops only; models/README.md), used when the file exists. */
export const DEFAULT_CASTLE_MODEL = fileURLToPath(new URL('../../models/castle.onnx', import.meta.url));

/** Errors that name the model file (missing, not an ONNX model, wrong outputs). */
export class ModelError extends Error {
  constructor(readonly file: string, detail: string) {
    super(`${file}: ${detail}`);
    this.name = 'ModelError';
  }
}

/**
 * `seatsPath`: the seat classifier (models/seats.onnx); `null` runs without
 * it (the seat rules alone: only to measure what the classifier brings).
 * `castlePath`: the castle pass's weights (default models/castle.onnx where it
 * exists); `null` runs the castle through `modelPath` as the ball pass.
 */
export async function createDetector(modelPath = DEFAULT_MODEL, threads = 2, seatsPath: string | null = DEFAULT_SEATS_MODEL, castlePath: string | null = existsSync(DEFAULT_CASTLE_MODEL) ? DEFAULT_CASTLE_MODEL : null): Promise<Detector> {
  if (!existsSync(modelPath)) throw new ModelError(modelPath, 'model file not found (see models/README.md to retrain)');
  if (seatsPath !== null && !existsSync(seatsPath)) throw new ModelError(seatsPath, 'seat model not found (see models/README.md, "Seat classifier", to retrain)');
  if (castlePath !== null && !existsSync(castlePath)) throw new ModelError(castlePath, 'castle model not found (see models/README.md)');
  // The seat model's lines (seat-lines.ts) before the worker starts: a bad lines file is named and leaves no worker behind.
  let lines: SeatLines | undefined, spanMm: number | undefined;
  try {
    lines = seatsPath === null ? undefined : seatLinesFor(seatsPath);
  } catch (e) {
    throw new ModelError(seatsPath!, `unusable seat lines (${(e as Error).message})`);
  }
  try {
    spanMm = seatsPath === null ? undefined : seatSpanFor(seatsPath);
  } catch (e) {
    throw new ModelError(seatsPath!, `unusable seat patch file (${(e as Error).message})`);
  }
  let worker: InferenceWorker;
  try {
    worker = await startInferenceWorker(modelPath, threads, seatsPath ?? undefined, castlePath ?? undefined);
  } catch (e) {
    const detail = (e as Error).message.split('\n')[0];
    if (e instanceof WorkerLoadError && e.which === 'seats') throw new ModelError(seatsPath!, `not a usable seat model (${detail})`);
    if (e instanceof WorkerLoadError && e.which === 'castle') throw new ModelError(castlePath!, `not a usable castle model (${detail})`);
    throw new ModelError(modelPath, `not a usable detector model (${detail})`);
  }
  if (worker.hasSeats) seatModels.set(worker, seatClassifierOn((input, dims) => worker.runSeats(input, dims), undefined, lines, worker.seatSide ?? undefined, spanMm));
  return {
    detectFrame: (img, opts = {}) => detectFrame(worker, img, opts),
    detectTracked: (img, predicted, opts = {}) => detectTracked(worker, img, predicted, opts),
    close: () => worker.close(),
  };
}

/** The seat classifier loaded with each detector's worker (the castle code reaches it through the worker it is given). */

/** Scale of the ball pass relative to the frame (0.5 for 1080p). */
function passScale(img: RgbImage): number {
  return BALL_PASS_HEIGHT / img.height;
}


/**
 * Balls: refine at full resolution, verify (on the cloth, a ball's silhouette),
 * fix the class from the body colour and cap the count per class (with a
 * calibration); pins pass through. `verify: false` skips all but refinement.
 * `weak`: peaks under the threshold, for the balls a whole rim makes (full
 * frames) and for a missing always-present class (`searchMissing`, both modes).
 */
function finish(img: RgbImage, cands: Candidate[], opts: DetectOptions, weak: Candidate[] = [], full = false): Detection[] {
  const calibrated = Boolean(opts.camera && opts.table);
  const strong = cands.filter((c) => isBallClass(c.cls));
  let balls = checkBalls(img, strong, opts);
  if (opts.verify !== false) {
    balls = keptReadings(balls, (b) => b.onCloth && looksLikeBall(b.evidence, b.score));
    if (calibrated && full) balls = balls.concat(wholeWeak(img, balls, strong, weak, opts));
    if (opts.table) {
      balls = capPerClass(classify(balls, opts.table.kind).filter((b) => !spills(img, b, balls)), opts.table.kind);
      balls = withSearched(balls, searchMissing(img, balls, weak, opts, full), opts.table.kind);
    }
  }
  const out: Detection[] = balls.map((b) => ({ class: b.cls, x: b.x, y: b.y, confidence: ballConfidence(b.score, b.evidence, opts.table?.kind), ...(b.table ? { table: b.table } : {}) }));
  // Pins come verified from the castle crop (castlePins).
  const pins = cands.filter((c) => !isBallClass(c.cls)) as (Candidate & PinCand)[];
  for (const c of pins) {
    const d: Detection = { class: c.cls, x: c.x, y: c.y, confidence: c.score };
    if (calibrated) {
      const t = pixelToTable(opts.camera!, [c.x, c.y], c.cls === 'pin-standing' ? PIN_TOP_MM : FALLEN_PIN_Z);
      if (t) d.table = t;
    }
    out.push(d);
  }
  return out;
}

/**
 * Peaks between WEAK_BALL_SCORE and the threshold, away from the balls
 * verified (1.5 r), whose rim alone makes them a ball (`wholeRim`): checked
 * with every peak above the threshold as a neighbour, as those were (a
 * rejected one is still something there: the end of the sleeve over the
 * ball, whose side the rim fit must leave out), then classed and capped with
 * the verified balls.
 */
function wholeWeak(img: RgbImage, kept: readonly BallCand[], strong: readonly Candidate[], weak: readonly Candidate[], opts: DetectOptions): BallCand[] {
  const far = weak.filter((w) => isBallClass(w.cls) && w.score >= WEAK_BALL_SCORE && kept.every((b) => Math.hypot(b.x - w.x, b.y - w.y) > 1.5 * radiusAt(img, w.x, w.y, opts)));
  if (!far.length) return [];
  return checkBalls(img, far, opts, strong.map((b) => [b.x, b.y] as const)).filter((b) => b.onCloth && wholeRim(b.evidence));
}

/** Merge distance: a ball is ~13 px across at the ball-pass scale (pins: castle.ts). */
const BALL_MERGE = 0.7;

async function detectFrame(worker: InferenceWorker, img: RgbImage, opts: DetectOptions): Promise<Detection[]> {
  const s = passScale(img);
  const small = s === 0.5 && img.width % 2 === 0 ? halve(img) : resizeNearest(img, Math.round(img.width * s), BALL_PASS_HEIGHT);
  const W = Math.ceil(small.width / MODEL_STRIDE) * MODEL_STRIDE, H = Math.ceil(small.height / MODEL_STRIDE) * MODEL_STRIDE;
  const input = new Float32Array(3 * W * H);
  toPlanar(W === small.width && H === small.height ? small.data : crop(small, 0, 0, W, H), W, H, input);
  const res = await worker.run(input, [1, 3, H, W]);
  const [, , h, w] = res.heatDims as [number, number, number, number];
  const threshold = opts.threshold ?? PEAK_THRESHOLD;
  const all = decodePeaks(res.heat, res.offset, 0, h, w, Math.min(threshold, SEARCH_THRESHOLD));
  const peaks = all.filter((p) => p.score >= threshold);
  const ballR = radiusAt(img, img.width / 2, img.height / 2, opts) * s;
  const toFrame = (p: Candidate): Candidate => ({ ...p, x: (p.x + 0.5) / s - 0.5, y: (p.y + 0.5) / s - 0.5 });
  let cands = mergeCandidates(peaks.filter((p) => isBallClass(p.cls)), 2 * BALL_MERGE * ballR, 0).map(toFrame);
  const weak = mergeCandidates(all.filter((p) => isBallClass(p.cls) && p.score < threshold), 2 * BALL_MERGE * ballR, 0).map(toFrame);
  // Pins: at this scale they are only a hint of where the castle is; the castle crop measures them.
  // A pyramid table has no pins; without a calibration the hints say where the castle is.
  const pinHints = peaks.filter((p) => !isBallClass(p.cls));
  const noPins = opts.pins === false || (opts.table !== undefined && opts.table.kind !== 'carom');
  const castle = noPins ? null : castleCentre(opts) ?? (pinHints.length ? mean(pinHints.map((p) => [(p.x + 0.5) / s - 0.5, (p.y + 0.5) / s - 0.5] as const)) : null);
  if (castle) cands = cands.concat(await castlePins(worker, img, castle, opts));
  return finish(img, cands, opts, weak, true);
}

/**
 * Lowest peak score the tracking-assisted mode keeps for the missing-class
 * search: the vision tracker takes weak detections from 0.15
 * (src/pipeline/acquire.ts VISION_WEAK_CONFIDENCE) and a found ball keeps its
 * peak's score, so lower peaks would only cost checks (~1 ms each, in every
 * frame a class is missing). Full frames search down to SEARCH_THRESHOLD.
 * Lowering it to that costs time in frames where a dim ball is held.
 */
export const TRACKED_WEAK_SCORE = 0.1;

/** A crop of the frame around (cx, cy) at the ball-pass scale, `CROP_SIDE` square; returns its frame origin. */
function passCrop(img: RgbImage, cx: number, cy: number, s: number): { data: Uint8Array; x0: number; y0: number } {
  const full = Math.round(CROP_SIDE / s);
  const x0 = Math.round(cx - full / 2), y0 = Math.round(cy - full / 2);
  const raw: RgbImage = { data: crop(img, x0, y0, full), width: full, height: full };
  const small = s === 0.5 ? halve(raw) : resizeNearest(raw, CROP_SIDE, CROP_SIDE);
  return { data: small.data, x0, y0 };
}

async function detectTracked(worker: InferenceWorker, img: RgbImage, predicted: readonly (readonly [number, number])[], opts: DetectOptions & { castle?: boolean }): Promise<Detection[]> {
  const s = passScale(img);
  const n = predicted.length, threshold = opts.threshold ?? PEAK_THRESHOLD;
  let cands: Candidate[] = [], weak: Candidate[] = [];
  if (n) {
    const input = new Float32Array(n * 3 * CROP_SIDE * CROP_SIDE);
    const origins = predicted.map(([x, y], i) => {
      const c = passCrop(img, x, y, s);
      toPlanar(c.data, CROP_SIDE, CROP_SIDE, input, i * 3 * CROP_SIDE * CROP_SIDE);
      return c;
    });
    const res = await worker.run(input, [n, 3, CROP_SIDE, CROP_SIDE]);
    const [, , h, w] = res.heatDims as [number, number, number, number];
    for (let i = 0; i < n; i++) {
      const o = origins[i]!;
      // Peaks under the threshold too: a dim ball the tracker holds from weak detections (src/track/dim.ts) is only ever one.
      for (const p of decodePeaks(res.heat, res.offset, i, h, w, Math.min(threshold, TRACKED_WEAK_SCORE))) {
        if (!isBallClass(p.cls)) continue;
        (p.score >= threshold ? cands : weak).push({ ...p, x: o.x0 + (p.x + 0.5) / s - 0.5, y: o.y0 + (p.y + 0.5) / s - 0.5 });
      }
    }
    // Overlapping crops see the same ball twice: one object, one detection.
    const merge = 2 * BALL_MERGE * radiusAt(img, img.width / 2, img.height / 2, opts);
    cands = mergeCandidates(cands, merge, 0);
    weak = mergeCandidates(weak, merge, 0);
  }
  const castle = opts.castle === false || opts.pins === false ? null : castleCentre(opts);
  if (castle) cands = cands.concat(await castlePins(worker, img, castle, opts));
  return finish(img, cands, opts, weak);
}
