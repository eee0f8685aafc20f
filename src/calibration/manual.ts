/**
 * Manual calibration: a person clicks known table points in a frame and
 * lists them (by name or in table mm) with their pixels; the camera is fitted
 * to them. Points file (JSON):
 *   { "table": "carom", "image": { "width": 1920, "height": 1080 },
 *     "points": [ { "name": "corner:top-left", "px": [1702.5, 118] },
 *                 { "name": "diamond:left:4", "px": [960, 64] },
 *                 { "mm": [710, 0], "z": 0, "px": [1400, 540] } ] }
 * Names: corner:<top|bottom>-<left|right> (cushion-nose corners, at cushion
 * height), diamond:<cushion>:<i> (i from 1 along +x or +y; on the rail's
 * centre line, nominal cushion width), spot:<name> (carom: bottom, centre,
 * top, startLeft, startRight; pyramid: rear, centre, house), pin:<id>
 * (five-pins seats). `mm` points may give z (mm above the cloth, default 0).
 */
import { z } from 'zod';
import { project, type Camera } from '../camera/model.js';
import { toCalibration, type CalibrationFile } from '../camera/calibration.js';
import type { Cushion } from '../contracts/ids.js';
import { InputError, formatPath } from '../contracts/schema.js';
import { pinSeats } from '../geometry/castle.js';
import { diamonds, type TableModel } from '../geometry/tables.js';
import { tableNamed, type TableName } from './auto.js';
import { CalibrationError } from './errors.js';
import { homography, poseFromHomography } from './init.js';
import { fitRich, MANUAL_K1_SIGMA, MANUAL_RICH_MIN_POINTS, MANUAL_RICH_MIN_SPREAD } from './manual-rich.js';
import { fitCamera, type LineObs, type ParamName } from './params.js';
import { NOMINAL_CUSHION_WIDTH, railNormal } from './table-lines.js';

/**
 * RMS reprojection error (px) above which hand-given points are refused: a
 * mislabelled or misclicked point shows as tens of pixels. Raising it accepts
 * sloppier clicks; the worst point is named either way.
 */
export const MANUAL_MAX_RMS_PX = 3;
/** Guess of the camera height before the fit (mm). */
const GUESS_HEIGHT_MM = 2900;

const vec2 = z.tuple([z.number().finite(), z.number().finite()]);
const pointSchema = z.union([
  z.strictObject({ name: z.string().min(1), px: vec2 }),
  z.strictObject({ mm: z.union([vec2, z.tuple([z.number().finite(), z.number().finite(), z.number().finite()])]), z: z.number().finite().optional(), px: vec2 }),
]);
export const pointsFileSchema = z.strictObject({
  table: z.enum(['carom', 'pyramid']),
  image: z.strictObject({ width: z.number().int().positive(), height: z.number().int().positive() }).optional(),
  points: z.array(pointSchema).min(1),
});
export type PointsFile = z.output<typeof pointsFileSchema>;

export interface ManualPoint {
  label: string;
  world: [number, number, number];
  px: [number, number];
  /** A named diamond's outward normal across its rail (the rich fit moves the hall's diamond row along it). */
  across?: [number, number];
}

export function parsePointsFile(input: unknown, where = ''): PointsFile {
  const r = pointsFileSchema.safeParse(input);
  if (r.success) return r.data;
  const issue = [...r.error.issues].sort((a, b) => b.path.length - a.path.length)[0]!;
  const field = formatPath(issue.path);
  throw new InputError(where ? (field ? `${where}: ${field}` : where) : field, issue.message);
}

/** The table point a name stands for (mm, z up from the cloth); InputError for an unknown name. */
export function namedPoint(table: TableModel, name: string, path = 'name'): [number, number, number] {
  const [kind, a, b] = name.split(':');
  const hx = table.length / 2, hy = table.width / 2, hc = table.cushionHeight;
  if (kind === 'corner') {
    const m = /^(top|bottom)-(left|right)$/.exec(a ?? '');
    if (m && b === undefined) return [m[1] === 'top' ? hx : -hx, m[2] === 'left' ? hy : -hy, hc];
  } else if (kind === 'diamond' && b !== undefined) {
    const list = diamonds(table).filter((d) => d.cushion === a);
    const i = Number(b);
    const d = list.sort((p, q) => p.at[0] - q.at[0] || p.at[1] - q.at[1])[i - 1];
    if (d && Number.isInteger(i)) {
      const off = NOMINAL_CUSHION_WIDTH + table.railWidth / 2;
      const n = railNormal(d.cushion);
      return [d.at[0] + n[0] * off, d.at[1] + n[1] * off, hc];
    }
  } else if (kind === 'spot' && b === undefined) {
    if (table.kind === 'carom' && a && a in table.spots) { const s = table.spots[a as keyof typeof table.spots]; return [s[0], s[1], 0]; }
    if (table.kind === 'pyramid') {
      if (a === 'rear') return [table.rearSpot[0], table.rearSpot[1], 0];
      if (a === 'centre') return [0, 0, 0];
      if (a === 'house') return [table.houseLine, 0, 0];
    }
  } else if (kind === 'pin' && b === undefined && table.kind === 'carom') {
    const seats = pinSeats(table);
    if (a && a in seats) { const s = seats[a as keyof typeof seats]; return [s[0], s[1], 0]; }
  }
  throw new InputError(path, `unknown point name ${JSON.stringify(name)} for a ${table.kind} table (corner:top-left, diamond:left:1..7, diamond:top:1..3, spot:${table.kind === 'carom' ? 'centre|top|bottom|startLeft|startRight, pin:centre|top|bottom|left|right' : 'rear|centre|house'})`);
}

/**
 * Every name `namedPoint` takes for this table, in the order a person would click them: the four nose
 * corners, the diamonds rail by rail, the spots, the five-pins seats (carom). The referee screen's
 * hand calibration offers exactly these (GET /api/calibration/points).
 */
export function pointNames(table: TableModel): string[] {
  const corners = ['top-left', 'top-right', 'bottom-right', 'bottom-left'].map((c) => `corner:${c}`);
  const rails = (['left', 'top', 'right', 'bottom'] as const).flatMap((c) => {
    const n = diamonds(table).filter((d) => d.cushion === c).length;
    return Array.from({ length: n }, (_, i) => `diamond:${c}:${i + 1}`);
  });
  const spots = table.kind === 'carom'
    ? [...Object.keys(table.spots).map((k) => `spot:${k}`), ...Object.keys(pinSeats(table)).map((k) => `pin:${k}`)]
    : ['spot:rear', 'spot:centre', 'spot:house'];
  return [...corners, ...rails, ...spots];
}

export function resolvePoints(file: PointsFile, where = ''): ManualPoint[] {
  const table = tableNamed(file.table);
  return file.points.map((p, i) => {
    const path = `${where ? `${where}: ` : ''}points[${i}]`;
    if ('name' in p) {
      const world = namedPoint(table, p.name, `${path}.name`);
      const [kind, cushion] = p.name.split(':');
      // namedPoint has just found the diamond, so its second part is a cushion's name.
      const across = kind === 'diamond' ? railNormal(cushion as Cushion) : null;
      return { label: p.name, world, px: [...p.px] as [number, number], ...(across ? { across } : {}) };
    }
    const w: [number, number, number] = [p.mm[0], p.mm[1], p.mm.length === 3 ? p.mm[2] : p.z ?? 0];
    return { label: `mm ${w.join(',')}`, world: w, px: [...p.px] as [number, number] };
  });
}

export interface ManualResult {
  camera: Camera;
  calibration: CalibrationFile;
  rmsPx: number;
  worst: { label: string; errorPx: number };
  /** The camera's parameters fitted, and with the rich model 'cx' 'cy' and 'diamond-row'. */
  freed: string[];
  /** The rich model's fitted distance of the diamonds from the cushion nose (mm), when it freed it. */
  diamondOffsetMm?: number;
}

/** What a hand fit prints (the CLI) and answers (the service): the RMS, the worst point, the parameters fitted, the diamond row. */
export function manualResiduals(r: ManualResult): { rmsPx: number; worst: ManualResult['worst']; fitted: string[]; diamondOffsetMm?: number } {
  return { rmsPx: r.rmsPx, worst: r.worst, fitted: r.freed, ...(r.diamondOffsetMm !== undefined ? { diamondOffsetMm: r.diamondOffsetMm } : {}) };
}

/**
 * Fit a camera to hand-given points. More points free more of the model: pose (4+), focal (6+), k1 (8+);
 * MANUAL_RICH_MIN_POINTS well-spread points also the principal point and, with named diamonds and other
 * points both given, the hall's diamond row (manual-rich.ts).
 */
export function calibrateFromPoints(file: PointsFile, size: { width: number; height: number }, where = ''): ManualResult {
  const pts = resolvePoints(file, where);
  const table = tableNamed(file.table as TableName);
  if (pts.length < 4) throw new CalibrationError('points', `${pts.length} point${pts.length === 1 ? '' : 's'} given: a calibration needs at least 4 (e.g. the four corners), 6 to fit the focal length, 8 for lens distortion`);
  if (spread(pts) < 0.05) throw new CalibrationError('points', 'the points are (nearly) on one line: spread them over the table (corners, diamonds on several rails, spots)');
  const H = homography(pts.map((p) => [p.world[0], p.world[1]]), pts.map((p) => p.px));
  let cam = H ? poseFromHomography(H, size.width, size.width, size.height, 0) : null;
  if (!cam) throw new CalibrationError('points', 'no camera fits these points: check that the names match the pixels');
  const h0 = -(cam.R[2] * cam.t[0] + cam.R[5] * cam.t[1] + cam.R[8] * cam.t[2]);
  cam = poseFromHomography(H!, size.width * (GUESS_HEIGHT_MM / Math.max(100, h0)), size.width, size.height, 0)!;
  const scale = cam.intrinsics.fx / GUESS_HEIGHT_MM;
  const obs: LineObs[] = pts.flatMap((p) => [
    { px: p.px, z: p.world[2], n: [1, 0] as const, offset: p.world[0], scale, kind: 'point' as const },
    { px: p.px, z: p.world[2], n: [0, 1] as const, offset: p.world[1], scale, kind: 'point' as const },
  ]);
  const freed: ParamName[] = ['rx', 'ry', 'rz', 'tx', 'ty', 'tz'];
  cam = fitCamera(cam, obs, freed);
  // With 8+ points the focal is freed together with k1, not first alone. Fitted without k1 to a
  // barrel lens (k1 -0.2…-0.35), the focal runs along the straight-down focal/height/k1 valley
  // (manual-rich.ts MANUAL_K1_SIGMA), at worst to a camera 0.5-3.4 km up (far enough, the
  // unmodelled bow fits best as a flat view), and the k1 fit from there stops in the valley
  // (focal 1.1-2.5 ×) or cannot come back. Exact points of 60 hall cameras (tilt 0-8°, k1 -0.35…0): fitted first
  // alone, 8 points gave 10 fits 4.0-14.7 mm off and 2 refused, 11 points 5 fits 2.0-6.8 mm off;
  // freed with k1, none over 0.3 mm and none refused. 6-7 points (no k1) still fit it alone.
  if (pts.length >= 6) { freed.unshift('f'); if (pts.length < 8) cam = fitCamera(cam, obs, freed); }
  if (pts.length >= 8) { freed.splice(1, 0, 'k1'); cam = fitCamera(cam, obs, freed, { k1: { value: 0, sigma: MANUAL_K1_SIGMA } }); }
  const out: string[] = [...freed];
  let rowShift = 0, diamondOffsetMm: number | undefined;
  if (pts.length >= MANUAL_RICH_MIN_POINTS && spread(pts) >= MANUAL_RICH_MIN_SPREAD) {
    const diamondsGiven = pts.filter((p) => p.across).length;
    const nominal = NOMINAL_CUSHION_WIDTH + table.railWidth / 2;
    const freeRow = diamondsGiven >= 2 && pts.length - diamondsGiven >= 2;
    const rich = fitRich(cam, pts, freeRow ? nominal : null);
    cam = rich.camera;
    out.push('cx', 'cy');
    if (rich.diamondOffsetMm !== null) { diamondOffsetMm = rich.diamondOffsetMm; rowShift = diamondOffsetMm - nominal; out.push('diamond-row'); }
  }
  const errs = pts.map((p) => {
    const w: [number, number, number] = p.across ? [p.world[0] + p.across[0] * rowShift, p.world[1] + p.across[1] * rowShift, p.world[2]] : p.world;
    const q = project(cam!, w);
    return { label: p.label, errorPx: q ? Math.hypot(q[0] - p.px[0], q[1] - p.px[1]) : Infinity };
  });
  const rmsPx = Math.sqrt(errs.reduce((s, e) => s + e.errorPx ** 2, 0) / errs.length);
  const worst = errs.reduce((a, b) => (b.errorPx > a.errorPx ? b : a));
  if (!(rmsPx <= MANUAL_MAX_RMS_PX)) {
    throw new CalibrationError('points', `the points disagree: ${rmsPx.toFixed(1)} px RMS after fitting (limit ${MANUAL_MAX_RMS_PX}); worst is ${worst.label}, ${worst.errorPx.toFixed(1)} px off: check its name and pixel`);
  }
  const row = diamondOffsetMm === undefined ? '' : `, diamonds ${diamondOffsetMm.toFixed(1)} mm from the nose`;
  const calibration = toCalibration(cam, file.table, { source: `manual, ${pts.length} points, fitted ${out.join(' ')}${row}`, rmsPx: Math.round(rmsPx * 1000) / 1000 });
  return { camera: cam, calibration, rmsPx, worst, freed: out, ...(diamondOffsetMm === undefined ? {} : { diamondOffsetMm }) };
}

/** Smallest singular-value-like spread of the points' table positions, relative to their extent (0 = collinear). */
function spread(pts: ManualPoint[]): number {
  const n = pts.length;
  const mx = pts.reduce((s, p) => s + p.world[0], 0) / n, my = pts.reduce((s, p) => s + p.world[1], 0) / n;
  let sxx = 0, syy = 0, sxy = 0;
  for (const p of pts) { const dx = p.world[0] - mx, dy = p.world[1] - my; sxx += dx * dx; syy += dy * dy; sxy += dx * dy; }
  const tr = sxx + syy, det = sxx * syy - sxy * sxy;
  const l2 = tr / 2 - Math.sqrt(Math.max(0, (tr * tr) / 4 - det));
  const l1 = tr - l2;
  return l1 > 0 ? Math.sqrt(Math.max(0, l2) / l1) : 0;
}
