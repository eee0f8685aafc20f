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
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { project, type Camera } from '../camera/model.js';
import { PINS, type PinId } from '../contracts/ids.js';
import { pinSeats } from '../geometry/castle.js';
import type { CaromTable } from '../geometry/tables.js';
import { crop, toPlanar, type RgbImage } from './preprocess.js';
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
}

/** The five seats seen through the camera, in `PINS` order; seats that project behind the camera are left out. */
export function seatPlaces(camera: Camera, table: CaromTable, pinTop: number): SeatPlace[] {
  const seats = pinSeats(table);
  const out: SeatPlace[] = [];
  for (const seat of PINS) {
    const [x, y] = seats[seat];
    const px = project(camera, [x, y, SEAT_PATCH_Z]);
    const top = project(camera, [x, y, pinTop]);
    if (px && top) out.push({ seat, table: [x, y], px, top });
  }
  return out;
}

/** Top-left (integer frame px) of the `side`-square patch centred on `px`. */
export function patchOrigin(px: readonly [number, number], side = SEAT_PATCH): [number, number] {
  return [Math.round(px[0]) - side / 2, Math.round(px[1]) - side / 2];
}

/** The model's input for these places: float32 [N, 3, side, side], RGB in [0, 1] (outside the frame: black). */
export function seatInput(img: RgbImage, places: readonly SeatPlace[], side = SEAT_PATCH): Float32Array {
  const n = side * side * 3;
  const out = new Float32Array(places.length * n);
  places.forEach((p, i) => {
    const [x0, y0] = patchOrigin(p.px, side);
    toPlanar(crop(img, x0, y0, side), side, side, out, i * n);
  });
  return out;
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
 * (seat-lines.ts seatLinesFor); `side`: its patch side (the worker's seatSide).
 */
export function seatClassifierOn(run: (input: Float32Array, dims: number[]) => Promise<Float32Array>, close: () => Promise<void> = async () => {}, lines: Readonly<SeatLines> = DEFAULT_SEAT_LINES, side = SEAT_PATCH): SeatClassifier {
  return {
    async classify(img, places) {
      if (!places.length) return [];
      const logits = await run(seatInput(img, places, side), [places.length, 3, side, side]);
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
  const lines = seatLinesFor(modelPath);
  let worker;
  try {
    worker = await startInferenceWorker(null, 1, modelPath);
  } catch (e) {
    throw new Error(`${modelPath}: not a usable seat model (${(e as Error).message.split('\n')[0]})`);
  }
  return seatClassifierOn((input, dims) => worker.runSeats(input, dims), () => worker.close(), lines, worker.seatSide ?? SEAT_PATCH);
}
