/**
 * Five-pins pins, ray-marched as bodies of revolution: seen from above a
 * standing pin is the Ø 6 head inside the Ø 10 body, a fallen one a 25 × 10
 * capsule. Coverage comes from the ray's closest approach to the surface.
 */
import { project, type Vec3 } from '../../camera/model.js';
import { clipBox, lin2srgb, vignette, type Box, type RenderContext } from './context.js';
import type { Rgb } from './look.js';

export interface PinDraw {
  /** Centre of the base and the unit axis base → head (mm, table frame). */
  base: Vec3;
  axis: Vec3;
  colour: Rgb;
  ring: Rgb | null;
}

export const PIN_HEIGHT = 25;
/** Fill light on pins from the lit hall; more flattens the two discs seen from above into one. */
const PIN_FILL = 0.38;
/** March step along the ray (mm); smaller is finer and slower. */
const STEP = 0.3;

/** Radius of the pin at height s along its axis (geometry.md: Ø 7 base, Ø 10 widest, Ø 6 head). */
export function pinProfile(s: number): number {
  if (s < 0 || s > PIN_HEIGHT) return -1;
  if (s < 1.5) return 3.5;
  if (s < 8) return 3.5 + 1.5 * Math.sin(((s - 1.5) / 6.5) * (Math.PI / 2));
  if (s < 17) return 5 - 2.6 * ((s - 8) / 9);
  const neck = 2.4;
  const head = 9 - (s - 22) * (s - 22);
  return Math.max(neck * (s < 20 ? 1 : 0), head > 0 ? Math.sqrt(head) : 0);
}

export function drawPin(ctx: RenderContext, frame: Uint8Array, pin: PinDraw, salt: number): Box {
  const { C, R, rays, W, look } = ctx;
  const fx = ctx.cam.intrinsics.fx;
  const [bx, by, bz] = pin.base;
  const [ax, ay, az] = pin.axis;
  const mx = bx + ax * 12.5, my = by + ay * 12.5, mz = bz + az * 12.5;
  const rad = 14;
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const o of [[rad, 0, 0], [-rad, 0, 0], [0, rad, 0], [0, -rad, 0], [0, 0, rad], [0, 0, -rad]] as const) {
    const q = project(ctx.cam, [mx + o[0], my + o[1], mz + o[2]]);
    if (!q) continue;
    x0 = Math.min(x0, q[0]); y0 = Math.min(y0, q[1]); x1 = Math.max(x1, q[0]); y1 = Math.max(y1, q[1]);
  }
  const box = clipBox(ctx, x0 - 1, y0 - 1, x1 + 1, y1 + 1);
  const wb = look.whiteBalance;
  const noise = ctx.noise;
  const mask = noise.length - 1;
  for (let v = box.y0; v <= box.y1; v++) {
    for (let u = box.x0; u <= box.x1; u++) {
      const p = v * W + u;
      const xn = rays[2 * p]!, yn = rays[2 * p + 1]!;
      let dx = R[0]! * xn + R[3]! * yn + R[6]!;
      let dy = R[1]! * xn + R[4]! * yn + R[7]!;
      let dz = R[2]! * xn + R[5]! * yn + R[8]!;
      const il = 1 / Math.hypot(dx, dy, dz);
      dx *= il; dy *= il; dz *= il;
      // Segment of the ray inside the bounding sphere.
      const ox = C[0] - mx, oy = C[1] - my, oz = C[2] - mz;
      const b = ox * dx + oy * dy + oz * dz;
      const disc = b * b - (ox * ox + oy * oy + oz * oz - rad * rad);
      if (disc <= 0) continue;
      const sq = Math.sqrt(disc);
      let minSd = Infinity;
      let hitS = -1, hitNx = 0, hitNy = 0, hitNz = 0;
      for (let t = -b - sq; t <= -b + sq; t += STEP) {
        const wx = C[0] + t * dx - bx, wy = C[1] + t * dy - by, wz = C[2] + t * dz - bz;
        const s = wx * ax + wy * ay + wz * az;
        const pr = pinProfile(s);
        if (pr < 0) continue;
        const rx = wx - s * ax, ry = wy - s * ay, rz = wz - s * az;
        const rr = Math.hypot(rx, ry, rz);
        const sd = rr - pr;
        if (sd < minSd) minSd = sd;
        if (sd < 0) {
          // Normal: radial direction tilted by the profile's slope.
          const slope = (pinProfile(s + 0.3) - pinProfile(s - 0.3)) / 0.6;
          const ir = rr > 1e-6 ? 1 / rr : 0;
          hitNx = rx * ir - slope * ax; hitNy = ry * ir - slope * ay; hitNz = rz * ir - slope * az;
          if (s > 22 || rr < 1e-6) { hitNx += ax * 0.8; hitNy += ay * 0.8; hitNz += az * 0.8; }
          hitS = s;
          break;
        }
      }
      const depth = (C[2] - bz) / 1;
      const cov = Math.min(1, Math.max(0, 0.5 - (minSd * fx) / depth));
      if (cov <= 0) continue;
      if (hitS < 0) { hitNx = -dx; hitNy = -dy; hitNz = -dz; hitS = 10; }
      const nl = 1 / Math.hypot(hitNx, hitNy, hitNz);
      const nz = hitNz * nl, nxx = hitNx * nl, nyy = hitNy * nl;
      const base = pin.ring && hitS > 13.5 && hitS < 16 ? pin.ring : pin.colour;
      // Lacquered white pins read white from above: the hall's fill light (as on the balls) plus the lamps.
      let e = look.ambient * (0.5 + 0.5 * Math.max(0, nz)) + PIN_FILL;
      let spec = 0;
      for (const l of look.lamps) {
        let lx = l.pos[0] - bx, ly = l.pos[1] - by, lz = l.pos[2] - bz;
        const d2 = lx * lx + ly * ly + lz * lz;
        const id = 1 / Math.sqrt(d2);
        lx *= id; ly *= id; lz *= id;
        const ndl = nxx * lx + nyy * ly + nz * lz;
        if (ndl > 0) e += ((1 - look.ambient) * ctx.lightNorm * l.power * ndl) / d2;
        const hx = lx - dx, hy = ly - dy, hz = lz - dz;
        const ndh = (nxx * hx + nyy * hy + nz * hz) / Math.hypot(hx, hy, hz);
        if (ndh > 0.9) spec += 0.6 * Math.pow(ndh, 120);
      }
      const g = vignette(ctx, u, v) * look.exposure;
      const o = p * 3;
      const nzs = noise[(Math.imul(o, 0x9e3779b1) + salt) & mask]!;
      for (let c = 0; c < 3; c++) {
        const val = lin2srgb(ctx, (base[c]! * e + spec) * g * wb[c]!);
        const out = frame[o + c]! * (1 - cov) + (val + nzs) * cov;
        frame[o + c] = out < 0 ? 0 : out > 255 ? 255 : out;
      }
    }
  }
  return box;
}
