/**
 * Calibration from the service (POST /api/calibration): a calibration file
 * uploaded as JSON, a still of the table uploaded as PNG/JPEG, or the camera's
 * live picture. Images are calibrated automatically (src/calibration); a fit
 * that fails says what was not found, and nothing changes.
 */
import type { CalibrationFile } from '../camera/calibration.js';
import { parseCalibration } from '../camera/calibration.js';
import type { Frame } from '../capture/frame.js';
import { CalibrationError, calibrateFrame, decodeImage, toFrame } from '../calibration/index.js';
import { InputError } from '../contracts/schema.js';

export type CalibrationRequest =
  | { kind: 'file'; body: unknown }
  | { kind: 'image'; bytes: Buffer }
  | { kind: 'live' };

export interface CalibrationOutcome {
  calibration: CalibrationFile;
  /** Automatic fits only: residuals in mm and px (src/calibration). */
  residuals?: unknown;
}

/** The automatic calibration could not fit: HTTP 422, with what was not found. */
export class CalibrationFailed extends Error {
  readonly statusCode = 422;
}

const HINT = 'calibrate by hand (tabletrack calibrate --points FILE) and upload the file';

export async function calibrationFrom(req: CalibrationRequest, table: 'carom' | 'pyramid', latest: () => Frame | null): Promise<CalibrationOutcome> {
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
    const r = calibrateFrame(toFrame(img), { table });
    return { calibration: r.calibration, residuals: r.residuals };
  } catch (e) {
    if (e instanceof CalibrationError) throw new CalibrationFailed(`${e.message}; ${HINT}`);
    throw e;
  }
}
