/**
 * The seat classifier (issue 5): for each of the five pin seats, a small
 * full-resolution patch around where a pin standing on it is seen, and a tiny
 * CNN (models/seats.onnx) that says "a pin stands here" or not. An empty
 * seat's white sticker and a standing pin are a few pixels each and alike in
 * colour; what differs is the pin's body (shading, the head's highlight, the
 * ring, its shadow on the cloth). The training generator
 * (models/training/seats-generate.ts) cuts its patches with these functions,
 * so the model sees at inference what it was trained on.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { project, type Camera } from '../camera/model.js';
import { PINS, type PinId } from '../contracts/ids.js';
import { pinSeats } from '../geometry/castle.js';
import type { CaromTable } from '../geometry/tables.js';
import { crop, resampleSquare, toPlanar, type RgbImage } from './preprocess.js';
import { startInferenceWorker } from './worker.js';
import { DEFAULT_SEAT_LINES, seatLinesFor, type SeatLines } from './seat-lines.js';

/**
 * Side (px, full resolution) of the patch the model classifies: ~70 mm at a hall camera's 2.2 mm/px. A model
 * may see a wider patch (its input's side, which the inference worker reads from the file: seatSide); the patch
 * stays centred on the same point.
 */
export const SEAT_PATCH = 32;
/**
 * Height (mm) above the seat at which the patch is centred: half the pin's
 * 25 mm, so the parallax that moves a standing pin's top away from its seat
 * keeps the whole pin and its base inside the patch.
 */
export const SEAT_PATCH_Z = 12.5;
/**
 * A seat is judged "a pin stands here" when the model's probability is at
 * least this. Raising it turns doubtful seats empty (fewer stickers read as
 * pins, more standing pins missed); measured in models/README.md.
 */
export const SEAT_STANDING_P = DEFAULT_SEAT_LINES.standing; // 0.5; a seat model's own: seat-lines.ts

export const DEFAULT_SEATS_MODEL = fileURLToPath(new URL('../../models/seats.onnx', import.meta.url));

export interface SeatPlace {
  seat: PinId;
  /** Seat centre (table mm). */
  table: readonly [number, number];
  /** Patch centre (frame px): the seat's point at SEAT_PATCH_Z. */
  px: [number, number];
  /** Where a pin standing on the seat has its top (frame px): the standing-pin label. */
  top: [number, number];
  /** The camera's scale there (mm of table per frame px, at SEAT_PATCH_Z): a patch of fixed size in mm is cut from it. */
  mmPerPx: number;
}

/**
 * Step (mm) between the table points projected to measure a seat's scale: small against the lens distortion's
 * bending, large against float rounding; any 1-20 mm gives the same scale to 0.1 %.
 */
const SCALE_PROBE_MM = 5;

/** mm per frame px at table point (x, y, z): the square root of the projected area of a probe square, so tilt counts in both axes. */
export function mmPerPxAt(camera: Camera, x: number, y: number, z: number): number | null {
  const o = project(camera, [x, y, z]), a = project(camera, [x + SCALE_PROBE_MM, y, z]), b = project(camera, [x, y + SCALE_PROBE_MM, z]);
  if (!o || !a || !b) return null;
  const area = Math.abs((a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]));
  return area > 0 ? SCALE_PROBE_MM / Math.sqrt(area) : null;
}

/** The five seats seen through the camera, in `PINS` order; seats that project behind the camera are left out. */
export function seatPlaces(camera: Camera, table: CaromTable, pinTop: number): SeatPlace[] {
  const seats = pinSeats(table);
  const out: SeatPlace[] = [];
  for (const seat of PINS) {
    const [x, y] = seats[seat];
    const px = project(camera, [x, y, SEAT_PATCH_Z]);
    const top = project(camera, [x, y, pinTop]);
    const mmPerPx = mmPerPxAt(camera, x, y, SEAT_PATCH_Z);
    if (px && top && mmPerPx) out.push({ seat, table: [x, y], px, top, mmPerPx });
  }
  return out;
}

/** Top-left (integer frame px) of the `side`-square patch centred on `px`. */
export function patchOrigin(px: readonly [number, number], side = SEAT_PATCH): [number, number] {
  return [Math.round(px[0]) - side / 2, Math.round(px[1]) - side / 2];
}

/**
 * One seat's patch, interleaved RGB: `side` frame px cut at full resolution (v1-v6), or, for a model of a fixed
 * size in mm (`spanMm`, its seats.patch.json), `side` samples spanning `spanMm` around the seat's point resampled
 * from the camera's scale there, so the patch holds the seat and not its neighbours (63 mm away) at every camera.
 */
export function seatPatch(img: RgbImage, place: SeatPlace, side = SEAT_PATCH, spanMm?: number): Uint8Array {
  if (spanMm === undefined) {
    const [x0, y0] = patchOrigin(place.px, side);
    return crop(img, x0, y0, side);
  }
  return resampleSquare(img, place.px[0], place.px[1], spanMm / side / place.mmPerPx, side);
}

/** The model's input for these places: float32 [N, 3, side, side], RGB in [0, 1] (outside the frame: black). */
export function seatInput(img: RgbImage, places: readonly SeatPlace[], side = SEAT_PATCH, spanMm?: number): Float32Array {
  const n = side * side * 3;
  const out = new Float32Array(places.length * n);
  places.forEach((p, i) => toPlanar(seatPatch(img, p, side, spanMm), side, side, out, i * n));
  return out;
}

/** The patch file beside a seat model: its path with `.onnx` replaced by `.patch.json`. */
export function seatPatchPath(modelPath: string): string {
  return modelPath.replace(/\.onnx$/, '') + '.patch.json';
}

/**
 * The mm span of the seat model at `modelPath` (its patch file's `spanMm`), or undefined for a model that reads
 * frame pixels (v1-v6: no patch file). Throws on a file that names no span of 20-200 mm (a seat is 63 mm from the next).
 */
export function seatSpanFor(modelPath: string): number | undefined {
  const file = seatPatchPath(modelPath);
  if (!existsSync(file)) return undefined;
  let raw: { spanMm?: unknown };
  try {
    raw = JSON.parse(readFileSync(file, 'utf8')) as { spanMm?: unknown };
  } catch (e) {
    throw new Error(`${file}: not JSON (${(e as Error).message})`);
  }
  if (typeof raw.spanMm !== 'number' || !(raw.spanMm >= 20 && raw.spanMm <= 200)) throw new Error(`${file}: spanMm must be a number of mm (20-200)`);
  return raw.spanMm;
}

export interface SeatVerdict extends SeatPlace {
  /** The model's probability that a pin stands on the seat. */
  pStanding: number;
  standing: boolean;
  /** The lines the pin stage draws on this model's probability (seat-lines.ts). */
  lines: Readonly<SeatLines>;
}

export interface SeatClassifier {
  classify(img: RgbImage, places: readonly SeatPlace[]): Promise<SeatVerdict[]>;
  close(): Promise<void>;
}

/**
 * Verdicts from the classifier's logits, run by `run` (the detector's inference worker); `lines`: the model's
 * (seat-lines.ts seatLinesFor); `side`: its patch side (the worker's seatSide); `spanMm`: its patch's size in mm
 * (seatSpanFor; undefined: `side` frame px).
 */
export function seatClassifierOn(run: (input: Float32Array, dims: number[]) => Promise<Float32Array>, close: () => Promise<void> = async () => {}, lines: Readonly<SeatLines> = DEFAULT_SEAT_LINES, side = SEAT_PATCH, spanMm?: number): SeatClassifier {
  return {
    async classify(img, places) {
      if (!places.length) return [];
      const logits = await run(seatInput(img, places, side, spanMm), [places.length, 3, side, side]);
      return places.map((p, i) => {
        const pStanding = 1 / (1 + Math.exp(-logits[i]!));
        return { ...p, pStanding, standing: pStanding >= lines.standing, lines };
      });
    },
    close,
  };
}

/**
 * The classifier alone (tools and tests): models/seats.onnx (input `patch`
 * [N, 3, side, side], side 32 for v1-v5, output `standing` [N] logits) in an inference worker of its
 * own. The detector loads it in its own worker instead (createDetector).
 */
export async function createSeatClassifier(modelPath = DEFAULT_SEATS_MODEL): Promise<SeatClassifier> {
  if (!existsSync(modelPath)) throw new Error(`${modelPath}: seat model not found (see models/README.md, "Seat classifier", to retrain)`);
  const lines = seatLinesFor(modelPath), spanMm = seatSpanFor(modelPath);
  let worker;
  try {
    worker = await startInferenceWorker(null, 1, modelPath);
  } catch (e) {
    throw new Error(`${modelPath}: not a usable seat model (${(e as Error).message.split('\n')[0]})`);
  }
  return seatClassifierOn((input, dims) => worker.runSeats(input, dims), () => worker.close(), lines, worker.seatSide ?? SEAT_PATCH, spanMm);
}
