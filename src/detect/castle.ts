/**
 * The detector's castle pass (split out of detector.ts): a full-resolution
 * crop around the castle through the network (or the castle's own weights),
 * its pin peaks merged per class, then checked against the seats and the
 * seat classifier's verdicts (pins.ts, seats.ts).
 */
import { pixelToTable, project } from '../camera/model.js';
import { pinSeats } from '../geometry/castle.js';
import { CASTLE_SIDE, isBallClass } from './classes.js';
import { decodePeaks, mergeCandidates, type Candidate } from './decode.js';
import type { DetectOptions } from './detector.js';
import { crop, toPlanar, type RgbImage } from './preprocess.js';
import { verifyPins, type CastleGeometry, type PinCand } from './pins.js';
import { seatPlaces, type SeatClassifier, type SeatVerdict } from './seats.js';
import { castleHeat } from './castle-pass.js';
import { fromWork, toWork, workCamera, workScaleOf, workWindow } from './work-scale.js';
import type { InferenceWorker } from './worker.js';
import { PIN_TOP_MM } from './synth.js';

/** The seat classifier loaded beside each worker (createDetector). */
export const seatModels = new WeakMap<InferenceWorker, SeatClassifier>();

/** Merge distance (px at full resolution) of pin peaks: pins stand ~29 px apart. */
const PIN_MERGE = 8;

/** Frame scale (mm per px) at the castle: through the calibration, else a typical hall camera's at this frame height. */
export function castleScale(img: RgbImage, opts: DetectOptions): number {
  const c = castleCentre(opts);
  if (c && opts.table?.kind === 'carom') {
    const [cx, cy] = opts.table.castle.centre;
    const b = project(opts.camera!, [cx + 50, cy, 0]);
    if (b) return 50 / Math.hypot(b[0] - c[0], b[1] - c[1]);
  }
  return (2.2 * 1080) / img.height;
}

export function mean(pts: readonly (readonly [number, number])[]): [number, number] {
  return [pts.reduce((a, p) => a + p[0], 0) / pts.length, pts.reduce((a, p) => a + p[1], 0) / pts.length];
}

/** Seats, the frame → table mapping and the seat classifier's verdicts for `verifyPins` (needs a calibration of a carom table). */
export function castleGeometry(opts: DetectOptions, verdicts?: readonly SeatVerdict[]): CastleGeometry | null {
  const { camera, table } = opts;
  if (!camera || !table || table.kind !== 'carom') return null;
  const seats = Object.values(pinSeats(table));
  // Verdicts in the order of `seats`; all five or none (a seat behind the camera leaves the seat rules to decide).
  const ordered = verdicts && verdicts.length === seats.length ? verdicts : undefined;
  return { seats, toTable: (x, y, z) => pixelToTable(camera, [x, y], z), toFrame: (x, y, z) => project(camera, [x, y, z]), pinTop: PIN_TOP_MM, ...(ordered ? { verdicts: ordered } : {}) };
}

/** The seat classifier's verdict on each seat seen through the calibration (none without one). */
async function seatVerdicts(worker: InferenceWorker, img: RgbImage, opts: DetectOptions): Promise<SeatVerdict[] | undefined> {
  const model = seatModels.get(worker);
  if (!model || !opts.camera || opts.table?.kind !== 'carom') return undefined;
  return model.classify(img, seatPlaces(opts.camera, opts.table, PIN_TOP_MM));
}

export function castleCentre(opts: DetectOptions): [number, number] | null {
  if (!opts.camera || !opts.table || opts.table.kind !== 'carom') return null;
  return project(opts.camera, [opts.table.castle.centre[0], opts.table.castle.centre[1], 0]);
}

/**
 * Lowest pin peak in the castle crop when the caller sets no threshold. Below
 * the ball threshold: the network is least sure of a pin beside another pin
 * (0.25-0.3 where one stands against a fallen one), and the seat rules of
 * `verifyPins` drop what this lets through away from the seats. Raising it
 * loses those pins; lowering it adds false pins at the empty seats.
 */
export const PIN_PEAK_THRESHOLD = 0.25;

/**
 * The castle's pins (verified, in the camera's pixels), read at the work scale
 * (work-scale.ts): a 720p-class frame (648-971 rows), or a castle finer than
 * any training camera's (a 4K camera), has the castle's window resampled, its
 * calibration scaled with it, and the pins mapped back.
 */
export async function castlePins(worker: InferenceWorker, img: RgbImage, at: readonly [number, number], opts: DetectOptions): Promise<Candidate[]> {
  const w = workScaleOf(img, castleScale(img, opts));
  if (!w) return castlePinsAsSeen(worker, img, at, opts);
  const pins = await castlePinsAsSeen(worker, workWindow(img, w, at), toWork(w, at[0], at[1]), opts.camera ? { ...opts, camera: workCamera(opts.camera, w) } : opts);
  return pins.map((p) => {
    const [x, y] = fromWork(w, p.x, p.y);
    return { ...p, x, y };
  });
}

async function castlePinsAsSeen(worker: InferenceWorker, img: RgbImage, at: readonly [number, number], opts: DetectOptions): Promise<Candidate[]> {
  const side = CASTLE_SIDE;
  const x0 = Math.round(at[0] - side / 2), y0 = Math.round(at[1] - side / 2);
  const input = new Float32Array(3 * side * side);
  toPlanar(crop(img, x0, y0, side), side, side, input);
  // The castle's own weights where loaded: its pin channels need not share the network with the balls.
  const res = await castleHeat(worker, input, [1, 3, side, side]);
  const [, , h, w] = res.heatDims as [number, number, number, number];
  const peaks = decodePeaks(res.heat, res.offset, 0, h, w, opts.threshold ?? PIN_PEAK_THRESHOLD).filter((p) => !isBallClass(p.cls));
  // Merged per class: a standing pin beside a fallen one (a few px apart) is two pins, not one.
  const merged = (['pin-standing', 'pin-fallen'] as const).flatMap((c) => mergeCandidates(peaks.filter((p) => p.cls === c), 0, PIN_MERGE));
  const pins = merged.map((p) => ({ ...p, x: p.x + x0, y: p.y + y0 })) as (Candidate & PinCand)[];
  if (opts.verify === false) return pins;
  // The seats decide where pins stand (seats.ts); the network's fallen pins are kept.
  return verifyPins(img, pins, castleScale(img, opts), castleGeometry(opts, await seatVerdicts(worker, img, opts)) ?? undefined);
}
