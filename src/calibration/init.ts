/**
 * From the coarse outline to a first camera: name the image sides after the
 * cushions (which short cushion is "top" cannot be seen on a bare table, so
 * the caller says where it is, by default the image's right or top), take the
 * homography of the four outline corners, and split it into a pose for a
 * focal length that puts the camera at a typical hall height.
 */
import type { Camera, Mat3, Vec3 } from '../camera/model.js';
import type { Cushion } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import type { Coarse, ImageSide } from './coarse.js';
import { CalibrationError } from './errors.js';
import { solve } from './lm.js';
import { NOMINAL_CUSHION_WIDTH } from './table-lines.js';

/** Where the table's top short cushion (+x) lies in the image. */
export type Orientation = 'right' | 'left' | 'up' | 'down';
export const ORIENTATIONS: readonly Orientation[] = ['right', 'left', 'up', 'down'];

/** Hall rigs hang 2.3-3.5 m up; the first guess sits in the middle and the fit moves it. */
const GUESS_HEIGHT_MM = 2900;

const DIRS: Record<Orientation, [number, number]> = { right: [1, 0], left: [-1, 0], up: [0, -1], down: [0, 1] };

export function defaultOrientation(c: Coarse): Orientation {
  return Math.abs(c.theta) < Math.PI / 4 ? 'right' : 'up';
}

/** Which cushion each side of the coarse (rotated) frame is. */
export function sideCushions(c: Coarse, o: Orientation): Record<ImageSide, Cushion> {
  const D = DIRS[o];
  const u: [number, number] = [Math.cos(c.theta), Math.sin(c.theta)];
  const v: [number, number] = [-Math.sin(c.theta), Math.cos(c.theta)];
  const topAlongU = D[0] * u[0] + D[1] * u[1];
  const topAlongV = D[0] * v[0] + D[1] * v[1];
  if (Math.abs(topAlongU) < Math.abs(topAlongV)) {
    throw new CalibrationError('cushions', `orientation "${o}" puts the top (short) cushion on a long side of the table as seen`);
  }
  // The left cushion (+y) is the top's direction turned a quarter anticlockwise on screen: (x, y) → (y, -x).
  const L: [number, number] = [D[1], -D[0]];
  const leftAlongV = L[0] * v[0] + L[1] * v[1];
  return {
    right: topAlongU > 0 ? 'top' : 'bottom',
    left: topAlongU > 0 ? 'bottom' : 'top',
    down: leftAlongV > 0 ? 'left' : 'right',
    up: leftAlongV > 0 ? 'right' : 'left',
  };
}

/** Homography (row-major 3 × 3, h33 = 1) taking each src point to its dst point; 4 or more pairs. */
export function homography(src: readonly (readonly [number, number])[], dst: readonly (readonly [number, number])[]): number[] | null {
  const A: Float64Array[] = Array.from({ length: 8 }, () => new Float64Array(8));
  const b = new Float64Array(8);
  for (let k = 0; k < src.length; k++) {
    const [x, y] = src[k]!, [u, v] = dst[k]!;
    const rows = [[x, y, 1, 0, 0, 0, -u * x, -u * y, u], [0, 0, 0, x, y, 1, -v * x, -v * y, v]];
    for (const r of rows) for (let i = 0; i < 8; i++) { for (let j = 0; j < 8; j++) A[i]![j]! += r[i]! * r[j]!; b[i]! += r[i]! * r[8]!; }
  }
  const h = solve(A, b);
  return h ? [...h, 1] : null;
}

/** Camera whose plane z = zPlane maps to the image by H (no distortion), for a focal f. */
export function poseFromHomography(H: readonly number[], f: number, width: number, height: number, zPlane: number): Camera | null {
  const cx = (width - 1) / 2, cy = (height - 1) / 2;
  const col = (j: number): Vec3 => [(H[j]! - cx * H[6 + j]!) / f, (H[3 + j]! - cy * H[6 + j]!) / f, H[6 + j]!];
  const h1 = col(0), h2 = col(1), h3 = col(2);
  let lam = 2 / (Math.hypot(...h1) + Math.hypot(...h2));
  if (h3[2] * lam < 0) lam = -lam; // the plane is in front of the camera
  const r1 = norm(scale(h1, lam));
  let r2 = scale(h2, lam);
  r2 = norm(sub(r2, scale(r1, dot(r1, r2))));
  const r3 = cross(r1, r2);
  const t0 = scale(h3, lam);
  // Columns r1 r2 r3 form R (world → camera); the plane's origin is at world z = zPlane.
  const R: Mat3 = [r1[0], r2[0], r3[0], r1[1], r2[1], r3[1], r1[2], r2[2], r3[2]];
  const t: Vec3 = [t0[0] - zPlane * r3[0], t0[1] - zPlane * r3[1], t0[2] - zPlane * r3[2]];
  if (!t.every(Number.isFinite)) return null;
  return { width, height, intrinsics: { fx: f, fy: f, cx, cy }, distortion: { k1: 0, k2: 0, p1: 0, p2: 0, k3: 0 }, R, t };
}

/** First camera from the coarse outline: the corners are the cushions' back edges at cushion height. */
export function initialCamera(c: Coarse, table: TableModel, o: Orientation, width: number, height: number, guessHeightMm = GUESS_HEIGHT_MM): Camera {
  const names = sideCushions(c, o);
  const X = table.length / 2 + NOMINAL_CUSHION_WIDTH;
  const Y = table.width / 2 + NOMINAL_CUSHION_WIDTH;
  const world = (a: ImageSide, b: ImageSide): [number, number] => {
    const sx = names[a] === 'top' || names[b] === 'top' ? 1 : -1;
    const sy = names[a] === 'left' || names[b] === 'left' ? 1 : -1;
    return [sx * X, sy * Y];
  };
  const src = [world('right', 'up'), world('right', 'down'), world('left', 'down'), world('left', 'up')];
  const dst = [c.corners.ru, c.corners.rd, c.corners.ld, c.corners.lu];
  const H = homography(src, dst);
  if (!H) throw new CalibrationError('cushions', 'the four table corners found are degenerate (collinear)');
  const f0 = width;
  const cam0 = poseFromHomography(H, f0, width, height, table.cushionHeight);
  if (!cam0) throw new CalibrationError('cushions', 'no camera pose fits the table outline found');
  // The camera's height scales with the focal for a given image of the table.
  const h0 = -(cam0.R[2] * cam0.t[0] + cam0.R[5] * cam0.t[1] + cam0.R[8] * cam0.t[2]);
  const f = f0 * (guessHeightMm / Math.max(100, h0));
  const cam = poseFromHomography(H, f, width, height, table.cushionHeight);
  if (!cam) throw new CalibrationError('cushions', 'no camera pose fits the table outline found');
  return cam;
}

const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const norm = (a: Vec3): Vec3 => scale(a, 1 / Math.hypot(...a));
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
