/**
 * Pinhole camera with OpenCV's distortion model (k1 k2 k3 radial, p1 p2
 * tangential), posed over the table frame of CONTRACTS.md with z up from the
 * cloth (mm). World → camera is X_c = R·X_w + t (OpenCV's rvec/tvec); pixel
 * coordinates follow OpenCV too: (0, 0) is the centre of the top-left pixel.
 */

export type Vec3 = readonly [number, number, number];
/** Row-major 3 × 3 rotation, world → camera. */
export type Mat3 = readonly [number, number, number, number, number, number, number, number, number];

export interface Intrinsics { fx: number; fy: number; cx: number; cy: number }
export interface Distortion { k1: number; k2: number; p1: number; p2: number; k3: number }

export interface Camera {
  width: number;
  height: number;
  intrinsics: Intrinsics;
  distortion: Distortion;
  /** World → camera rotation. */
  R: Mat3;
  /** World → camera translation (mm): X_c = R·X_w + t. */
  t: Vec3;
}

export const NO_DISTORTION: Distortion = Object.freeze({ k1: 0, k2: 0, p1: 0, p2: 0, k3: 0 });

/**
 * Newton iterations of the undistortion. Each one roughly squares the error;
 * 8 reach float precision for the barrel distortion of hall lenses (|k1| < 0.4).
 * Lowering it speeds the background precompute and loses accuracy at the corners.
 */
const UNDISTORT_ITERATIONS = 8;

/** Camera centre in the world: C = -Rᵀ·t. */
export function cameraCentre(cam: Camera): Vec3 {
  const [r0, r1, r2, r3, r4, r5, r6, r7, r8] = cam.R;
  const [tx, ty, tz] = cam.t;
  return [-(r0 * tx + r3 * ty + r6 * tz), -(r1 * tx + r4 * ty + r7 * tz), -(r2 * tx + r5 * ty + r8 * tz)];
}

/** The translation that puts a camera of rotation R at centre C: t = -R·C (the inverse of `cameraCentre`). */
export function translationFor(R: Mat3, C: Vec3): Vec3 {
  return [-(R[0] * C[0] + R[1] * C[1] + R[2] * C[2]), -(R[3] * C[0] + R[4] * C[1] + R[5] * C[2]), -(R[6] * C[0] + R[7] * C[1] + R[8] * C[2])];
}

/** Normalised (undistorted) image coordinates → distorted normalised coordinates. */
export function distortNormalised(d: Distortion, x: number, y: number): [number, number] {
  const r2 = x * x + y * y;
  const radial = 1 + r2 * (d.k1 + r2 * (d.k2 + r2 * d.k3));
  return [
    x * radial + 2 * d.p1 * x * y + d.p2 * (r2 + 2 * x * x),
    y * radial + d.p1 * (r2 + 2 * y * y) + 2 * d.p2 * x * y,
  ];
}

/**
 * Distorted normalised coordinates → undistorted ones, by Newton's method on
 * the forward model (fixed-point iteration, OpenCV's way, stalls near the
 * corners of strong barrel lenses).
 */
export function undistortNormalised(d: Distortion, xd: number, yd: number): [number, number] {
  let x = xd;
  let y = yd;
  for (let i = 0; i < UNDISTORT_ITERATIONS; i++) {
    const r2 = x * x + y * y;
    const radial = 1 + r2 * (d.k1 + r2 * (d.k2 + r2 * d.k3));
    const dRadial = d.k1 + r2 * (2 * d.k2 + 3 * r2 * d.k3); // d(radial)/d(r2)
    const fx = x * radial + 2 * d.p1 * x * y + d.p2 * (r2 + 2 * x * x) - xd;
    const fy = y * radial + d.p1 * (r2 + 2 * y * y) + 2 * d.p2 * x * y - yd;
    const a = radial + 2 * x * x * dRadial + 2 * d.p1 * y + 6 * d.p2 * x;
    const b = 2 * x * y * dRadial + 2 * d.p1 * x + 2 * d.p2 * y;
    const c = 2 * x * y * dRadial + 2 * d.p1 * x + 2 * d.p2 * y;
    const e = radial + 2 * y * y * dRadial + 6 * d.p1 * y + 2 * d.p2 * x;
    const det = a * e - b * c;
    if (Math.abs(det) < 1e-12) break;
    x -= (e * fx - b * fy) / det;
    y -= (a * fy - c * fx) / det;
  }
  return [x, y];
}

/** World point (mm) → camera coordinates. */
export function toCamera(cam: Camera, p: Vec3): Vec3 {
  const R = cam.R;
  return [
    R[0] * p[0] + R[1] * p[1] + R[2] * p[2] + cam.t[0],
    R[3] * p[0] + R[4] * p[1] + R[5] * p[2] + cam.t[1],
    R[6] * p[0] + R[7] * p[1] + R[8] * p[2] + cam.t[2],
  ];
}

/**
 * The same camera delivering frames of another size (a camera mode, or a
 * frame resampled): intrinsics scaled, pixel centres aligned ((x + 0.5) · k
 * − 0.5); distortion is in normalised units and does not change.
 */
export function cameraAtSize(cam: Camera, width: number, height: number): Camera {
  if (cam.width === width && cam.height === height) return cam;
  const sx = width / cam.width, sy = height / cam.height, k = cam.intrinsics;
  return { ...cam, width, height, intrinsics: { fx: k.fx * sx, fy: k.fy * sy, cx: (k.cx + 0.5) * sx - 0.5, cy: (k.cy + 0.5) * sy - 0.5 } };
}

/** World point (table mm, z up from the cloth) → pixel; null behind the camera. */
export function project(cam: Camera, p: Vec3): [number, number] | null {
  const [X, Y, Z] = toCamera(cam, p);
  if (Z <= 1e-9) return null;
  const [xd, yd] = distortNormalised(cam.distortion, X / Z, Y / Z);
  const k = cam.intrinsics;
  return [k.fx * xd + k.cx, k.fy * yd + k.cy];
}

/** Pixel → undistorted normalised coordinates (the ray (x, y, 1) in camera space). */
export function pixelToNormalised(cam: Camera, u: number, v: number): [number, number] {
  const k = cam.intrinsics;
  return undistortNormalised(cam.distortion, (u - k.cx) / k.fx, (v - k.cy) / k.fy);
}

/** Direction in the world of the ray through normalised point (x, y): Rᵀ·(x, y, 1), not unit length. */
export function rayDirection(cam: Camera, x: number, y: number): Vec3 {
  const R = cam.R;
  return [R[0] * x + R[3] * y + R[6], R[1] * x + R[4] * y + R[7], R[2] * x + R[5] * y + R[8]];
}

/**
 * Pixel → table point (mm) on the horizontal plane `height` mm above the cloth.
 * Ball centres lie on the plane z = ball radius, cloth marks on z = 0.
 * Null when the ray does not meet the plane in front of the camera.
 */
export function pixelToTable(cam: Camera, pixel: readonly [number, number], height = 0): [number, number] | null {
  const [x, y] = pixelToNormalised(cam, pixel[0], pixel[1]);
  const d = rayDirection(cam, x, y);
  const c = cameraCentre(cam);
  if (Math.abs(d[2]) < 1e-12) return null;
  const s = (height - c[2]) / d[2];
  if (s <= 0) return null;
  return [c[0] + s * d[0], c[1] + s * d[1]];
}

/** Rodrigues: rotation vector (axis × angle, rad) → matrix. */
export function rvecToMatrix(rv: Vec3): Mat3 {
  const th = Math.hypot(rv[0], rv[1], rv[2]);
  if (th < 1e-12) return [1, 0, 0, 0, 1, 0, 0, 0, 1];
  const [x, y, z] = [rv[0] / th, rv[1] / th, rv[2] / th];
  const c = Math.cos(th);
  const s = Math.sin(th);
  const C = 1 - c;
  return [
    c + x * x * C, x * y * C - z * s, x * z * C + y * s,
    y * x * C + z * s, c + y * y * C, y * z * C - x * s,
    z * x * C - y * s, z * y * C + x * s, c + z * z * C,
  ];
}

/** Rodrigues: matrix → rotation vector, robust near angle π. */
export function matrixToRvec(R: Mat3): Vec3 {
  const cos = Math.min(1, Math.max(-1, (R[0] + R[4] + R[8] - 1) / 2));
  const th = Math.acos(cos);
  if (th < 1e-9) return [0, 0, 0];
  if (Math.PI - th > 1e-4) {
    const k = th / (2 * Math.sin(th));
    return [(R[7] - R[5]) * k, (R[2] - R[6]) * k, (R[3] - R[1]) * k];
  }
  // Near π: axis from the diagonal of (R + I) / 2 = a·aᵀ.
  const xx = Math.sqrt(Math.max(0, (R[0] + 1) / 2));
  const yy = Math.sqrt(Math.max(0, (R[4] + 1) / 2));
  const zz = Math.sqrt(Math.max(0, (R[8] + 1) / 2));
  let a: [number, number, number];
  if (xx >= yy && xx >= zz) a = [xx, (R[1] + R[3]) / (4 * xx), (R[2] + R[6]) / (4 * xx)];
  else if (yy >= zz) a = [(R[1] + R[3]) / (4 * yy), yy, (R[5] + R[7]) / (4 * yy)];
  else a = [(R[2] + R[6]) / (4 * zz), (R[5] + R[7]) / (4 * zz), zz];
  const n = Math.hypot(a[0], a[1], a[2]);
  return [(a[0] / n) * th, (a[1] / n) * th, (a[2] / n) * th];
}

export function matMul(A: Mat3, B: Mat3): Mat3 {
  const o: number[] = [];
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) o.push(A[i * 3]! * B[j]! + A[i * 3 + 1]! * B[3 + j]! + A[i * 3 + 2]! * B[6 + j]!);
  return o as unknown as Mat3;
}
