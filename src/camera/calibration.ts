/**
 * The calibration file: a camera (intrinsics, distortion, pose) and the table
 * it looks at, version 1. Calibration (issue 4) writes it, the tracker reads
 * it, and `truth.json` carries it as `camera`. See docs/camera-and-renderer.md.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { InputError, formatPath } from '../contracts/schema.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE, withOverrides, type TableModel } from '../geometry/tables.js';
import { matrixToRvec, rvecToMatrix, type Camera, type Mat3, type Vec3 } from './model.js';

const finite = z.number().finite();
const positive = z.number().finite().positive();
const vec3 = z.tuple([finite, finite, finite]);
const vec2 = z.tuple([finite, finite]);

/** Orthonormality slack of a given rotation matrix (a file rounded to 6 decimals passes). */
const ROTATION_TOLERANCE = 1e-4;

const rotation = z
  .tuple([vec3, vec3, vec3])
  .refine((m) => isRotation(m), 'rotation must be a proper rotation matrix (orthonormal rows, determinant +1)');

const caromOverrides = z.strictObject({
  length: positive, width: positive, ballRadius: positive, cushionHeight: positive, railWidth: positive,
  spots: z.strictObject({ bottom: vec2, centre: vec2, top: vec2, startLeft: vec2, startRight: vec2 }).partial(),
  libreCorner: z.strictObject({ alongLong: positive, alongShort: positive }).partial(),
  castle: z.strictObject({ centre: vec2, pinDistance: positive, pinTopRadius: positive, pinBodyRadius: positive, pinBaseRadius: positive, pinHeight: positive }).partial(),
  fivePinsSpots: z.strictObject({ objectBall: vec2, red: vec2 }).partial(),
}).partial();

const pyramidOverrides = z.strictObject({
  length: positive, width: positive, ballRadius: positive, cushionHeight: positive, railWidth: positive,
  pocketOpening: z.strictObject({ corner: positive, middle: positive }).partial(),
  houseLine: finite, rearSpot: vec2, centreLine: finite,
}).partial();

const common = {
  version: z.literal(1),
  kind: z.literal('tabletrack-calibration'),
  image: z.strictObject({ width: z.number().int().positive(), height: z.number().int().positive() }),
  intrinsics: z.strictObject({ fx: positive, fy: positive, cx: finite, cy: finite }),
  distortion: z.strictObject({ k1: finite, k2: finite, p1: finite, p2: finite, k3: finite.optional().default(0) }),
  pose: z.union([
    z.strictObject({ rvec: vec3, tvec: vec3 }),
    z.strictObject({ rotation, tvec: vec3 }),
  ]),
  /** Free text: how it was made (fitted, simulated, by hand). */
  source: z.string().optional(),
  /** Fit residual, in pixels (RMS), when fitted. */
  rmsPx: z.number().finite().nonnegative().optional(),
};

export const calibrationSchema = z.discriminatedUnion('table', [
  z.strictObject({ ...common, table: z.literal('carom'), overrides: caromOverrides.optional() }),
  z.strictObject({ ...common, table: z.literal('pyramid'), overrides: pyramidOverrides.optional() }),
]);

export type CalibrationFile = z.output<typeof calibrationSchema>;

function isRotation(m: readonly (readonly number[])[]): boolean {
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      let dot = 0;
      for (let k = 0; k < 3; k++) dot += m[i]![k]! * m[j]![k]!;
      if (Math.abs(dot - (i === j ? 1 : 0)) > ROTATION_TOLERANCE) return false;
    }
  }
  const [a, b, c] = m as [number[], number[], number[]];
  const det = a[0]! * (b[1]! * c[2]! - b[2]! * c[1]!) - a[1]! * (b[0]! * c[2]! - b[2]! * c[0]!) + a[2]! * (b[0]! * c[1]! - b[1]! * c[0]!);
  return det > 0;
}

/** Validate a parsed JSON value; `where` (a file name) prefixes the field path of errors. */
export function parseCalibration(input: unknown, where = ''): CalibrationFile {
  const r = calibrationSchema.safeParse(input);
  if (r.success) return r.data;
  const issue = [...r.error.issues].sort((a, b) => b.path.length - a.path.length)[0]!;
  const field = formatPath(issue.path);
  const path = where ? (field ? `${where}: ${field}` : where) : field;
  throw new InputError(path, issue.message);
}

export function cameraOf(cal: CalibrationFile): Camera {
  const R: Mat3 = 'rvec' in cal.pose ? rvecToMatrix(cal.pose.rvec) : (cal.pose.rotation.flat() as unknown as Mat3);
  return {
    width: cal.image.width,
    height: cal.image.height,
    intrinsics: { ...cal.intrinsics },
    distortion: { ...cal.distortion },
    R,
    t: [...cal.pose.tvec] as unknown as Vec3,
  };
}

/** The table of a calibration: the nominal model with the file's measured overrides. */
export function tableOf(cal: CalibrationFile): TableModel {
  if (cal.table === 'carom') return cal.overrides ? withOverrides(CAROM_MATCH_TABLE, cal.overrides) : CAROM_MATCH_TABLE;
  return cal.overrides ? withOverrides(PYRAMID_12FT_TABLE, cal.overrides) : PYRAMID_12FT_TABLE;
}

export function toCalibration(
  cam: Camera,
  table: 'carom' | 'pyramid',
  extra: { overrides?: Record<string, unknown>; source?: string; rmsPx?: number } = {},
): CalibrationFile {
  const raw = {
    version: 1,
    kind: 'tabletrack-calibration',
    image: { width: cam.width, height: cam.height },
    intrinsics: { ...cam.intrinsics },
    distortion: { ...cam.distortion },
    pose: { rvec: [...matrixToRvec(cam.R)], tvec: [...cam.t] },
    table,
    ...(extra.overrides ? { overrides: extra.overrides } : {}),
    ...(extra.source !== undefined ? { source: extra.source } : {}),
    ...(extra.rmsPx !== undefined ? { rmsPx: extra.rmsPx } : {}),
  };
  return parseCalibration(raw);
}

export async function loadCalibration(file: string): Promise<CalibrationFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new InputError(file, `cannot read the calibration file (${(e as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new InputError(file, `not JSON (${(e as Error).message})`);
  }
  return parseCalibration(json, file);
}

export async function saveCalibration(file: string, cal: CalibrationFile): Promise<void> {
  parseCalibration(cal, file);
  await writeFile(file, JSON.stringify(cal, null, 2) + '\n', 'utf8');
}
