/**
 * What every drawing step shares for one recording: the camera, each pixel's
 * undistorted ray (computed once), the lamps' light on a point, the linear →
 * sRGB table, vignetting and the sensor-noise table.
 */
import { cameraCentre, pixelToNormalised, type Camera, type Vec3 } from '../../camera/model.js';
import type { TableModel } from '../../geometry/tables.js';
import type { Look } from './look.js';
import { makeRng } from './prng.js';

const LUT_SIZE = 4096;
/** Sensor-noise table length (a power of two): long enough that no pattern shows. */
const NOISE_SIZE = 1 << 18;

export interface RenderContext {
  cam: Camera;
  table: TableModel;
  look: Look;
  W: number;
  H: number;
  /** Undistorted normalised coordinates (x, y) of every pixel centre. */
  rays: Float32Array;
  /** Camera centre and the rotation (world → camera), unpacked. */
  C: Vec3;
  R: readonly number[];
  /** Linear [0, LUT_SIZE) → sRGB byte. */
  toSrgb: Uint8Array;
  /** Gaussian sensor noise, 8-bit units, scaled by look.noiseSigma. */
  noise: Int8Array;
  /** Gain normalising the lamps so that the table centre receives 1. */
  lightNorm: number;
}

export function makeContext(cam: Camera, table: TableModel, look: Look): RenderContext {
  const W = cam.width;
  const H = cam.height;
  const rays = new Float32Array(W * H * 2);
  for (let v = 0; v < H; v++) {
    for (let u = 0; u < W; u++) {
      const [x, y] = pixelToNormalised(cam, u, v);
      const i = (v * W + u) * 2;
      rays[i] = x;
      rays[i + 1] = y;
    }
  }
  const toSrgb = new Uint8Array(LUT_SIZE);
  for (let i = 0; i < LUT_SIZE; i++) {
    const c = i / (LUT_SIZE - 1);
    const s = c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
    toSrgb[i] = Math.round(Math.min(1, s) * 255);
  }
  const rng = makeRng(look.seed ^ 0x5eed);
  const noise = new Int8Array(NOISE_SIZE);
  for (let i = 0; i < NOISE_SIZE; i++) noise[i] = Math.max(-127, Math.min(127, Math.round(rng.normal(0, look.noiseSigma))));
  const ctx: RenderContext = { cam, table, look, W, H, rays, C: cameraCentre(cam), R: [...cam.R], toSrgb, noise, lightNorm: 1 };
  ctx.lightNorm = 1 / irradiance(ctx, 0, 0, 0);
  return ctx;
}

/** Points spread over a lamp's emitting underside (long lamps light more evenly than their centre would). */
function lampPoints(l: Look['lamps'][number]): [number, number, number, number][] {
  const nx = l.half[0] > 150 ? 5 : l.half[0] > 60 ? 3 : 1;
  const ny = l.half[1] > 150 ? 5 : l.half[1] > 60 ? 3 : 1;
  const out: [number, number, number, number][] = [];
  for (let i = 0; i < nx; i++) {
    for (let j = 0; j < ny; j++) {
      const fx = nx === 1 ? 0 : (2 * i) / (nx - 1) - 1;
      const fy = ny === 1 ? 0 : (2 * j) / (ny - 1) - 1;
      out.push([l.pos[0] + fx * l.half[0] * 0.8, l.pos[1] + fy * l.half[1] * 0.8, l.pos[2], l.power / (nx * ny)]);
    }
  }
  return out;
}

const pointsCache = new WeakMap<Look, [number, number, number, number][]>();

/** Lamps' light falling on a horizontal surface at (x, y, z), before lightNorm. */
export function irradiance(ctx: RenderContext, x: number, y: number, z: number): number {
  let pts = pointsCache.get(ctx.look);
  if (!pts) {
    pts = ctx.look.lamps.flatMap(lampPoints);
    pointsCache.set(ctx.look, pts);
  }
  let e = 0;
  for (const l of pts) {
    const dx = l[0] - x;
    const dy = l[1] - y;
    const dz = l[2] - z;
    if (dz <= 0) continue;
    const d2 = dx * dx + dy * dy + dz * dz;
    e += (l[3] * dz) / (d2 * Math.sqrt(d2));
  }
  return e;
}

/**
 * Mirror reflection of the lamps seen along a reflected ray from (px, py, pz)
 * with direction (rx, ry, rz): the share of the ray's blur cone that meets a
 * lamp's emitting rectangle (0..1, summed over lamps, weighted by power).
 * `blur` is the cone's half-angle (rad): rough surfaces smear the lamp shape.
 */
export function lampReflection(ctx: RenderContext, px: number, py: number, pz: number, rx: number, ry: number, rz: number, blur: number): number {
  if (rz <= 0.05) return 0;
  let s = 0;
  for (const l of ctx.look.lamps) {
    const t = (l.pos[2] - pz) / rz;
    if (t <= 0) continue;
    const w = t * blur + 2;
    const dx = Math.abs(px + rx * t - l.pos[0]) - l.half[0];
    const dy = Math.abs(py + ry * t - l.pos[1]) - l.half[1];
    if (dx > w || dy > w) continue;
    const cx = dx <= -w ? 1 : 0.5 - dx / (2 * w);
    const cy = dy <= -w ? 1 : 0.5 - dy / (2 * w);
    s += cx * cy * l.power;
  }
  return s;
}

/** Vignetting gain at a pixel: cos⁴-like fall-off towards the corners. */
export function vignette(ctx: RenderContext, u: number, v: number): number {
  const k = ctx.cam.intrinsics;
  const rx = (u - k.cx) / (ctx.W / 2);
  const ry = (v - k.cy) / (ctx.W / 2);
  const g = 1 + ctx.look.vignetting * (rx * rx + ry * ry) / 1.3;
  return 1 / (g * g);
}

/** Linear value → sRGB byte through the table. */
export function lin2srgb(ctx: RenderContext, c: number): number {
  const i = c <= 0 ? 0 : c >= 1 ? LUT_SIZE - 1 : (c * (LUT_SIZE - 1)) | 0;
  return ctx.toSrgb[i]!;
}

/** The world ray through pixel index p: direction Rᵀ·(x, y, 1), written into out. */
export function pixelRay(ctx: RenderContext, p: number, out: Float64Array): void {
  const x = ctx.rays[2 * p]!;
  const y = ctx.rays[2 * p + 1]!;
  const R = ctx.R;
  out[0] = R[0]! * x + R[3]! * y + R[6]!;
  out[1] = R[1]! * x + R[4]! * y + R[7]!;
  out[2] = R[2]! * x + R[5]! * y + R[8]!;
}

/** Integer pixel box, clipped to the image; empty when x1 < x0. */
export interface Box { x0: number; y0: number; x1: number; y1: number }

export function clipBox(ctx: RenderContext, x0: number, y0: number, x1: number, y1: number): Box {
  return { x0: Math.max(0, Math.floor(x0)), y0: Math.max(0, Math.floor(y0)), x1: Math.min(ctx.W - 1, Math.ceil(x1)), y1: Math.min(ctx.H - 1, Math.ceil(y1)) };
}
