/**
 * Calibration from the service (POST /api/calibration): a calibration file
 * uploaded as JSON, a still of the table uploaded as PNG/JPEG, the camera's
 * live picture, or points a person clicked on the live picture (the hand
 * calibration of `tabletrack calibrate --points`, for a hall where the
 * automatic one fails). Images are calibrated automatically (src/calibration);
 * a fit that fails says what was not found, and nothing changes.
 */
import sharp from 'sharp';
import type { CalibrationFile } from '../camera/calibration.js';
import { cameraOf, parseCalibration, tableOf } from '../camera/calibration.js';
import type { Frame } from '../capture/frame.js';
import { CalibrationError, calibrateFrame, calibrateFromPoints, decodeImage, manualResiduals, drawOverlay, parsePointsFile, toFrame, type HeightPrior, type RgbImage } from '../calibration/index.js';
import { InputError } from '../contracts/schema.js';
import { cameraForFrame } from '../pipeline/vision-stages.js';

export type CalibrationRequest =
  | { kind: 'file'; body: unknown }
  | { kind: 'image'; bytes: Buffer }
  | { kind: 'live' }
  /** A points file (src/calibration/manual.ts); `table` defaults to the match's, `image` to the live picture's size. */
  | { kind: 'points'; body: Record<string, unknown> };

export interface CalibrationOutcome {
  calibration: CalibrationFile;
  /** Automatic fits only: residuals in mm and px (src/calibration). */
  residuals?: unknown;
}

/** The automatic calibration could not fit: HTTP 422, with what was not found. */
export class CalibrationFailed extends Error {
  readonly statusCode = 422;
}

const HINT = 'calibrate by hand: click the points on the referee screen (POST /api/calibration with {"points": […]}), or tabletrack calibrate --points FILE and upload the file';

/** `cameraHeight`: the hall's measured camera height (config `vision.cameraHeightMm`), for frames whose cushion faces are too faint (docs/calibration.md step 7). */
export async function calibrationFrom(req: CalibrationRequest, table: 'carom' | 'pyramid', latest: () => Frame | null, cameraHeight?: HeightPrior): Promise<CalibrationOutcome> {
  if (req.kind === 'points') return fromPoints(req.body, table, latest);
  if (req.kind === 'file') {
    const body = req.body as { calibration?: unknown } | null;
    return { calibration: parseCalibration(body?.calibration ?? body, 'calibration') };
  }
  let img;
  if (req.kind === 'image') {
    try {
      img = await decodeImage(req.bytes);
    } catch (e) {
      throw new InputError('image', `cannot decode the uploaded image (${(e as Error).message.split('\n')[0]})`);
    }
  } else {
    const f = latest();
    if (!f) throw new CalibrationFailed('no camera frame yet to calibrate from (is the camera connected?)');
    img = { width: f.width, height: f.height, rgb: new Uint8Array(f.data.buffer, f.data.byteOffset, f.data.length) };
  }
  try {
    const r = calibrateFrame(toFrame(img), { table, ...(cameraHeight ? { cameraHeight } : {}) });
    return { calibration: r.calibration, residuals: r.residuals };
  } catch (e) {
    if (e instanceof CalibrationError) throw new CalibrationFailed(`${e.message}; ${HINT}`);
    throw e;
  }
}

/** Hand-given points: the size of the picture they were read on is the live picture's unless the body says. */
function fromPoints(body: Record<string, unknown>, table: 'carom' | 'pyramid', latest: () => Frame | null): CalibrationOutcome {
  const f = latest();
  const image = body.image ?? (f ? { width: f.width, height: f.height } : undefined);
  if (image === undefined) throw new InputError('image', 'no camera frame yet: give the size of the picture the points were read on ({"width", "height"})');
  const file = parsePointsFile({ table, ...body, image });
  try {
    const r = calibrateFromPoints(file, file.image!);
    return { calibration: r.calibration, residuals: manualResiduals(r) };
  } catch (e) {
    if (e instanceof CalibrationError) throw new CalibrationFailed(e.message);
    throw e;
  }
}

/** No camera frame to show yet: HTTP 404. */
export class NoFrame extends Error {
  readonly statusCode = 404;
}

/**
 * The live picture as a JPEG, for a person to read points on or to judge the
 * calibration in force by eye (`calibration` given: its cushion noses, feet,
 * diamonds and spots drawn over it, as `tabletrack calibrate` writes beside a fit).
 */
export async function stillJpeg(frame: Frame | null, calibration: CalibrationFile | null): Promise<Buffer> {
  if (!frame) throw new NoFrame('no camera frame yet (is the camera connected?)');
  const raw: RgbImage = { width: frame.width, height: frame.height, rgb: Uint8Array.from(frame.data.subarray(0, frame.width * frame.height * 3)) };
  // The calibration's camera scaled to the frame (a stream of another size of the same view; another aspect: 400).
  const img = calibration ? drawOverlay(raw, cameraForFrame(cameraOf(calibration), frame.width, frame.height), tableOf(calibration)) : raw;
  return sharp(Buffer.from(img.rgb.buffer, img.rgb.byteOffset, img.rgb.length), { raw: { width: img.width, height: img.height, channels: 3 } }).jpeg({ quality: STILL_JPEG_QUALITY }).toBuffer();
}

/** The still's JPEG quality: enough to click a diamond (a few px) at a fraction of a PNG's size. */
const STILL_JPEG_QUALITY = 90;
