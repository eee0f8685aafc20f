/**
 * Detections: what the detector (issue 5) hands the tracker, one frame at a
 * time, in table millimetres. They enter through one adapter that validates
 * every field and says what it expected (DESIGN habit 5); inside, a frame is
 * typed arrays so the tracker's hot path allocates nothing per detection.
 */
import { InputError } from '../contracts/schema.js';

export const DETECTION_CLASSES = ['ball-white', 'ball-yellow', 'ball-red', 'ball-colour', 'pin-standing', 'pin-fallen'] as const;
export type DetectionClass = (typeof DETECTION_CLASSES)[number];
/** Class codes in the typed arrays: the index in DETECTION_CLASSES. */
export const CLASS_CODE: Readonly<Record<DetectionClass, number>> = Object.freeze(
  Object.fromEntries(DETECTION_CLASSES.map((c, i) => [c, i])) as Record<DetectionClass, number>,
);

/** One detection as a detector writes it (the adapter's input). */
export interface RawDetection { class: DetectionClass; x: number; y: number; confidence: number }
export interface RawDetectionFrame { frame: number; t: number; detections: RawDetection[] }

/** One frame of detections, validated, as parallel typed arrays (struct of arrays). */
export interface DetectionFrame {
  readonly frame: number;
  /** Capture time, s. */
  readonly t: number;
  readonly count: number;
  readonly cls: Uint8Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly confidence: Float32Array;
}

/** Largest |x|, |y| (mm) accepted: a detection this far off the table centre is a mapping fault, not a ball. */
const MAX_COORD_MM = 5000;

function fail(path: string, detail: string): never {
  throw new InputError(path, detail);
}

function checkNumber(v: unknown, path: string, what: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(path, `expected ${what}, got ${JSON.stringify(v)}`);
  return v;
}

/** Validate one raw frame (from JSON, a detector, a file) and pack it. `path` names it in errors. */
export function toDetectionFrame(raw: unknown, path = 'frame'): DetectionFrame {
  if (typeof raw !== 'object' || raw === null) fail(path, 'expected an object {frame, t, detections}');
  const r = raw as Record<string, unknown>;
  const frame = checkNumber(r.frame, `${path}.frame`, 'a frame index (integer >= 0)');
  if (!Number.isInteger(frame) || frame < 0) fail(`${path}.frame`, `expected an integer >= 0, got ${frame}`);
  const t = checkNumber(r.t, `${path}.t`, 'a capture time in seconds');
  if (!Array.isArray(r.detections)) fail(`${path}.detections`, 'expected an array of {class, x, y, confidence}');
  const list = r.detections as unknown[];
  const n = list.length;
  const out = { frame, t, count: n, cls: new Uint8Array(n), x: new Float64Array(n), y: new Float64Array(n), confidence: new Float32Array(n) };
  list.forEach((d, i) => packOne(out, i, d, `${path}.detections[${i}]`));
  return out;
}

function packOne(out: { cls: Uint8Array; x: Float64Array; y: Float64Array; confidence: Float32Array }, i: number, d: unknown, path: string): void {
  if (typeof d !== 'object' || d === null) fail(path, 'expected {class, x, y, confidence}');
  const o = d as Record<string, unknown>;
  const code = CLASS_CODE[o.class as DetectionClass];
  if (code === undefined) fail(`${path}.class`, `unknown class ${JSON.stringify(o.class)} (expected ${DETECTION_CLASSES.join(', ')})`);
  const x = checkNumber(o.x, `${path}.x`, 'x in table mm');
  const y = checkNumber(o.y, `${path}.y`, 'y in table mm');
  if (Math.abs(x) > MAX_COORD_MM || Math.abs(y) > MAX_COORD_MM) fail(path, `(${x}, ${y}) mm is off any table (|x|, |y| <= ${MAX_COORD_MM})`);
  const c = checkNumber(o.confidence, `${path}.confidence`, 'a confidence 0..1');
  if (c < 0 || c > 1) fail(`${path}.confidence`, `expected 0..1, got ${c}`);
  out.cls[i] = code; out.x[i] = x; out.y[i] = y; out.confidence[i] = c;
}

/** Validate a whole sequence: frame indices strictly increasing, times non-decreasing. */
export function toDetectionFrames(raw: unknown, path = 'frames'): DetectionFrame[] {
  if (!Array.isArray(raw)) fail(path, 'expected an array of frames');
  const frames = raw.map((f, i) => toDetectionFrame(f, `${path}[${i}]`));
  for (let i = 1; i < frames.length; i++) {
    if (frames[i]!.frame <= frames[i - 1]!.frame) fail(`${path}[${i}].frame`, `frame indices must increase (${frames[i - 1]!.frame} then ${frames[i]!.frame})`);
    if (frames[i]!.t < frames[i - 1]!.t) fail(`${path}[${i}].t`, `times must not go back (${frames[i - 1]!.t} then ${frames[i]!.t})`);
  }
  return frames;
}

/** A frame with no detections (a dropped frame, a blinded camera): the tracker still advances on it. */
export function emptyFrame(frame: number, t: number): DetectionFrame {
  return { frame, t, count: 0, cls: new Uint8Array(0), x: new Float64Array(0), y: new Float64Array(0), confidence: new Float32Array(0) };
}
