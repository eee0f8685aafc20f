/**
 * Balls, ray-cast pixel by pixel through the exact camera model: each pixel's
 * stored undistorted ray is intersected with the sphere, so the silhouette is
 * the true perspective + distortion image of the ball. Edges are anti-aliased
 * from the ray's distance to the centre (a linear ramp one pixel wide), which
 * keeps the silhouette's centroid unbiased. Motion blur averages sub-positions
 * across the exposure window; rolling shutter shifts each row's time.
 */
import { project, type Vec3 } from '../../camera/model.js';
import { clipBox, lampReflection, lin2srgb, vignette, type Box, type RenderContext } from './context.js';
import type { BallLook } from './look.js';
import type { Quat } from './scene.js';

export interface BallDraw {
  centre: Vec3;
  /** mm/s */
  v: Vec3;
  r: number;
  q: Quat;
  look: BallLook;
}

/** Most sub-positions averaged for motion blur; more is smoother and slower. */
const MAX_BLUR_SAMPLES = 16;
/** Fill light on balls from the lit hall; more flattens them, less makes whites grey. */
const BALL_FILL = 0.18;
/** Brightness of a lamp's mirror image on a ball (linear; > 1 saturates to white like a real highlight). */
const HIGHLIGHT = 4;
/** Blur sub-positions per pixel of travel during the exposure. */
const BLUR_SAMPLES_PER_PX = 0.7;

/**
 * Coverage of a pixel by a sphere seen along a ray: ray origin minus centre
 * (ocx, ocy, ocz), direction (dx, dy, dz) whose camera z is 1. Shared by the
 * renderer and by ballCoverage, so tests measure what is drawn.
 */
export function sphereCoverage(ocx: number, ocy: number, ocz: number, dx: number, dy: number, dz: number, r: number, fx: number): number {
  const a = dx * dx + dy * dy + dz * dz;
  const b = ocx * dx + ocy * dy + ocz * dz;
  const depth = -b / a; // camera-z depth of the closest approach
  if (depth <= 0) return 0;
  const oc2 = ocx * ocx + ocy * ocy + ocz * ocz;
  const dist = Math.sqrt(Math.max(0, oc2 - (b * b) / a));
  const c = 0.5 + ((r - dist) * fx) / depth;
  return c <= 0 ? 0 : c >= 1 ? 1 : c;
}

/** Pixel box around a sphere's image at the given centres. */
export function sphereBox(ctx: RenderContext, centres: Vec3[], r: number): Box {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const c of centres) {
    for (const o of [[0, 0, 0], [r, 0, 0], [-r, 0, 0], [0, r, 0], [0, -r, 0], [0, 0, r], [r * 0.7, r * 0.7, 0], [-r * 0.7, -r * 0.7, 0], [r * 0.7, -r * 0.7, 0], [-r * 0.7, r * 0.7, 0]] as const) {
      const q = project(ctx.cam, [c[0] + o[0], c[1] + o[1], c[2] + o[2]]);
      if (!q) continue;
      x0 = Math.min(x0, q[0]); y0 = Math.min(y0, q[1]); x1 = Math.max(x1, q[0]); y1 = Math.max(y1, q[1]);
    }
  }
  const pad = 3;
  return clipBox(ctx, x0 - pad, y0 - pad, x1 + pad, y1 + pad);
}

/** Coverage (0..1) of every pixel of a still ball's box: what the renderer draws as the silhouette. */
export function ballCoverage(ctx: RenderContext, centre: Vec3, r: number): { box: Box; cov: Float32Array } {
  const box = sphereBox(ctx, [centre], r);
  const w = box.x1 - box.x0 + 1;
  const h = box.y1 - box.y0 + 1;
  const cov = new Float32Array(Math.max(0, w * h));
  const { C, R, rays } = ctx;
  const fx = ctx.cam.intrinsics.fx;
  for (let v = box.y0; v <= box.y1; v++) {
    for (let u = box.x0; u <= box.x1; u++) {
      const p = v * ctx.W + u;
      const xn = rays[2 * p]!, yn = rays[2 * p + 1]!;
      const dx = R[0]! * xn + R[3]! * yn + R[6]!;
      const dy = R[1]! * xn + R[4]! * yn + R[7]!;
      const dz = R[2]! * xn + R[5]! * yn + R[8]!;
      cov[(v - box.y0) * w + (u - box.x0)] = sphereCoverage(C[0] - centre[0], C[1] - centre[1], C[2] - centre[2], dx, dy, dz, r, fx);
    }
  }
  return { box, cov };
}

/** Rotation matrix of a unit quaternion [w, x, y, z] (body → world), row-major. */
function quatMatrix(q: Quat): number[] {
  const [w, x, y, z] = q;
  return [
    1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y),
    2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x),
    2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y),
  ];
}

const MARK_AXES: Record<BallLook['marks'], number[][]> = {
  none: [],
  'two-spots': [[0, 0, 1], [0, 0, -1]],
  'six-dots': [[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]],
  logo: [[1, 0, 0]],
};

/** Scratch accumulators reused between balls (no allocation per pixel). */
let accCov = new Float32Array(0);
let accCol = new Float32Array(0);

/** Draw one ball into an sRGB frame; returns the box it touched. */
export function drawBall(ctx: RenderContext, frame: Uint8Array, ball: BallDraw, frameSalt: number): Box {
  const { look, C, R, rays, W, H } = ctx;
  const fx = ctx.cam.intrinsics.fx;
  const exp = look.exposureTime;
  const rs = look.rollingShutter;
  const [cx, cy, cz] = ball.centre;
  const [vx, vy, vz] = ball.v;
  const r = ball.r;
  const depth = Math.max(1, C[2] - cz);
  const speedPx = (Math.hypot(vx, vy, vz) * fx) / depth;
  const n = Math.max(1, Math.min(MAX_BLUR_SAMPLES, Math.ceil(speedPx * exp * BLUR_SAMPLES_PER_PX)));
  const span = exp + rs;
  const ends: Vec3[] = [-span / 2, span / 2].map((t) => [cx + vx * t, cy + vy * t, cz + vz * t] as Vec3);
  const box = sphereBox(ctx, ends, r);
  const bw = box.x1 - box.x0 + 1;
  const bh = box.y1 - box.y0 + 1;
  if (bw <= 0 || bh <= 0) return box;
  if (accCov.length < bw * bh) {
    accCov = new Float32Array(bw * bh * 2);
    accCol = new Float32Array(bw * bh * 6);
  }
  accCov.fill(0, 0, bw * bh);
  accCol.fill(0, 0, bw * bh * 3);
  const Q = quatMatrix(ball.q);
  const axes = MARK_AXES[ball.look.marks];
  const cosMark = ball.look.markRadius;
  const wb = look.whiteBalance;
  const gain = look.exposure;
  const lamps = look.lamps;
  const amb = look.ambient;
  const norm = ctx.lightNorm * (1 - amb);
  let powerSum = 0;
  for (const l of lamps) powerSum += l.power;
  const cloth = look.cloth;
  const markEdge = 1 / Math.max(1e-6, ((depth / fx) / r)); // mark-edge sharpness: one pixel of angle
  const col = [0, 0, 0];
  for (let v = box.y0; v <= box.y1; v++) {
    const rowT = rs > 0 ? rs * (v / (H - 1) - 0.5) : 0;
    for (let u = box.x0; u <= box.x1; u++) {
      const p = v * W + u;
      const xn = rays[2 * p]!, yn = rays[2 * p + 1]!;
      const dx = R[0]! * xn + R[3]! * yn + R[6]!;
      const dy = R[1]! * xn + R[4]! * yn + R[7]!;
      const dz = R[2]! * xn + R[5]! * yn + R[8]!;
      const a = dx * dx + dy * dy + dz * dz;
      const ia = 1 / Math.sqrt(a);
      const vig = vignette(ctx, u, v) * gain;
      const k = (v - box.y0) * bw + (u - box.x0);
      for (let s = 0; s < n; s++) {
        const t = rowT + exp * ((s + 0.5) / n - 0.5);
        const px = cx + vx * t, py = cy + vy * t, pz = cz + vz * t;
        const ox = C[0] - px, oy = C[1] - py, oz = C[2] - pz;
        const cov = sphereCoverage(ox, oy, oz, dx, dy, dz, r, fx);
        if (cov <= 0) continue;
        // Hit point (the rim for edge pixels the ray just misses).
        const b = ox * dx + oy * dy + oz * dz;
        const cc = ox * ox + oy * oy + oz * oz - r * r;
        const sh = (-b - Math.sqrt(Math.max(0, b * b - a * cc))) / a;
        let nx = ox + sh * dx, ny = oy + sh * dy, nz = oz + sh * dz;
        const nl = 1 / Math.hypot(nx, ny, nz);
        nx *= nl; ny *= nl; nz *= nl;
        shadeBall(ctx, ball, Q, axes, cosMark, markEdge, nx, ny, nz, px + nx * r, py + ny * r, pz + nz * r, -dx * ia, -dy * ia, -dz * ia, norm, powerSum, cloth, col);
        accCov[k] = accCov[k]! + cov;
        accCol[3 * k] = accCol[3 * k]! + cov * lin2srgb(ctx, col[0]! * vig * wb[0]);
        accCol[3 * k + 1] = accCol[3 * k + 1]! + cov * lin2srgb(ctx, col[1]! * vig * wb[1]);
        accCol[3 * k + 2] = accCol[3 * k + 2]! + cov * lin2srgb(ctx, col[2]! * vig * wb[2]);
      }
    }
  }
  compositeAccumulated(ctx, frame, box, n, frameSalt);
  return box;
}

function compositeAccumulated(ctx: RenderContext, frame: Uint8Array, box: Box, n: number, salt: number): void {
  const bw = box.x1 - box.x0 + 1;
  const noise = ctx.noise;
  const mask = noise.length - 1;
  for (let v = box.y0; v <= box.y1; v++) {
    for (let u = box.x0; u <= box.x1; u++) {
      const k = (v - box.y0) * bw + (u - box.x0);
      const cov = accCov[k]! / n;
      if (cov <= 0) continue;
      const o = (v * ctx.W + u) * 3;
      const nz = noise[(Math.imul(o, 0x9e3779b1) + salt) & mask]!;
      for (let c = 0; c < 3; c++) {
        const val = frame[o + c]! * (1 - cov) + accCol[3 * k + c]! / n + nz * cov;
        frame[o + c] = val < 0 ? 0 : val > 255 ? 255 : val;
      }
    }
  }
}

function shadeBall(
  ctx: RenderContext, ball: BallDraw, Q: number[], axes: number[][], markR: number, markEdge: number,
  nx: number, ny: number, nz: number, hx: number, hy: number, hz: number, vx: number, vy: number, vz: number,
  norm: number, powerSum: number, cloth: readonly number[], out: number[],
): void {
  const look = ctx.look;
  const bl = ball.look;
  let ar = bl.albedo[0], ag = bl.albedo[1], ab = bl.albedo[2];
  if (axes.length > 0) {
    // Body-frame normal: Qᵀ·n.
    const bx = Q[0]! * nx + Q[3]! * ny + Q[6]! * nz;
    const by = Q[1]! * nx + Q[4]! * ny + Q[7]! * nz;
    const bz = Q[2]! * nx + Q[5]! * ny + Q[8]! * nz;
    let m = 0;
    for (const ax of axes) {
      const d = bx * ax[0]! + by * ax[1]! + bz * ax[2]!;
      if (d <= 0.5) continue;
      const ang = Math.sqrt(Math.max(0, 2 * (1 - d)));
      m = Math.max(m, Math.min(1, Math.max(0, (markR - ang) * markEdge + 0.5)));
    }
    if (m > 0) {
      ar += (bl.markColour[0] - ar) * m; ag += (bl.markColour[1] - ag) * m; ab += (bl.markColour[2] - ab) * m;
    }
  }
  let diff = 0;
  for (const l of look.lamps) {
    const lx = l.pos[0] - hx, ly = l.pos[1] - hy, lz = l.pos[2] - hz;
    const d2 = lx * lx + ly * ly + lz * lz;
    const ndl = (nx * lx + ny * ly + nz * lz) / Math.sqrt(d2);
    if (ndl > 0) diff += (l.power * ndl) / d2;
  }
  // The lamps' mirror images (round dots, bars or rectangles) and a faint broad sheen.
  const vn = nx * vx + ny * vy + nz * vz;
  const rx = 2 * vn * nx - vx, ry = 2 * vn * ny - vy, rz = 2 * vn * nz - vz;
  const blur = 0.4 / Math.sqrt(look.shininess);
  let spec = lampReflection(ctx, hx, hy, hz, rx, ry, rz, blur) / powerSum * HIGHLIGHT;
  spec += Math.max(0, rz) ** 8 * 0.03;
  // Fill light from the bright hall around (walls, ceiling) keeps the flanks from going grey.
  const e = look.ambient * (0.6 + 0.4 * Math.max(0, nz)) + diff * norm + BALL_FILL * (0.5 + 0.5 * nz);
  // Light bounced off the cloth tints the lower flanks.
  const bounce = Math.max(0, 0.4 - nz) * 0.35;
  const s = spec * look.specular;
  const lc = look.lampColour;
  out[0] = ar * (e + bounce * cloth[0]!) + s * lc[0];
  out[1] = ag * (e + bounce * cloth[1]!) + s * lc[1];
  out[2] = ab * (e + bounce * cloth[2]!) + s * lc[2];
}
