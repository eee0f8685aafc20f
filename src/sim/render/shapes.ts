/**
 * Shaded volumes for the people at the table and the cue: tapered capsules
 * (cue, arms, fingers) and ellipsoids (head, torso, hands), drawn in screen
 * space from their projected axes with a normal reconstructed across the
 * outline and lit by the lamps' mean direction; and their soft shadows on
 * the table, cast from every lamp. These are obstacles, not measurements:
 * no ray cast, no motion blur.
 */
import { project, type Vec3 } from '../../camera/model.js';
import { clipBox, lin2srgb, vignette, type Box, type RenderContext } from './context.js';
import type { Rgb } from './look.js';

export interface CapsulePart {
  kind: 'capsule';
  a: Vec3; b: Vec3;
  /** Radii (mm) at a and b. */
  ra: number; rb: number;
  /** Colour at t ∈ [0, 1] from a to b. */
  colour: Rgb | ((t: number) => Rgb);
  /** Strength of a lamp highlight (lacquered cue: ~1; cloth and skin: 0). */
  gloss?: number;
  /** Cloth folds across the part (sleeves). */
  folds?: boolean;
}

export interface EllipsoidPart {
  kind: 'ellipsoid';
  c: Vec3;
  /** Two half-axes (mm) seen from above, and the vertical half-height (for the shadow). */
  u: Vec3; v: Vec3; h: number;
  colour: Rgb;
  /** Hair on a head: the part whose normal turns away from `face` (unit, world) has this colour. */
  hair?: { colour: Rgb | null; face: Vec3 };
}

export type Part = CapsulePart | EllipsoidPart;

/** Light on a part: amb + DIRECT·(n·L) + FILL; raising FILL flattens the volumes. */
const DIRECT = 0.75;
const FILL = 0.12;
/** Shadow grid (px): the shadows are computed once per GRID×GRID block; larger is faster and blockier. */
const GRID = 4;
/** Parts thinner than this (mm: fingers) cast no shadow of their own; the palm's covers them. */
const MIN_SHADOW_RADIUS = 12;
/** Darkest a lamp's shadow of the player gets (share of that lamp's light removed). */
const SHADOW_STRENGTH = 0.8;

/** Unit direction towards the lamps (power / d²-weighted) from p, in camera coordinates, and its strength. */
function lightFrom(ctx: RenderContext, p: Vec3): [number, number, number, number] {
  let x = 0, y = 0, z = 0;
  for (const l of ctx.look.lamps) {
    const dx = l.pos[0] - p[0], dy = l.pos[1] - p[1], dz = l.pos[2] - p[2];
    const d2 = dx * dx + dy * dy + dz * dz;
    const w = l.power / (d2 * Math.sqrt(d2));
    x += dx * w; y += dy * w; z += dz * w;
  }
  // Lamps below the part (rare: a head above the lamps) light it from the side at most.
  const n = Math.hypot(x, y, z) || 1;
  const strength = Math.min(1.5, n * ctx.lightNorm);
  const R = ctx.R;
  const wx = x / n, wy = y / n, wz = z / n;
  return [R[0]! * wx + R[1]! * wy + R[2]! * wz, R[3]! * wx + R[4]! * wy + R[5]! * wz, R[6]! * wx + R[7]! * wy + R[8]! * wz, strength];
}

function put(ctx: RenderContext, frame: Uint8Array, u: number, v: number, rgb: Rgb, lum: number, spec: number, cov: number): void {
  const o = (v * ctx.W + u) * 3;
  const wb = ctx.look.whiteBalance;
  const g = vignette(ctx, u, v) * ctx.look.exposure;
  for (let c = 0; c < 3; c++) {
    const val = lin2srgb(ctx, (rgb[c]! * lum + spec) * g * wb[c]!);
    frame[o + c] = frame[o + c]! * (1 - cov) + val * cov;
  }
}

function shade(ctx: RenderContext, L: readonly number[], nx: number, ny: number, nz: number): number {
  const ndl = nx * L[0]! + ny * L[1]! + nz * L[2]!;
  return ctx.look.ambient * (0.5 - 0.5 * nz) + DIRECT * L[3]! * Math.max(0, ndl) + FILL;
}

/** Lamp highlight on a glossy part: the view ray's mirror direction (towards the camera is -z) near the lamps'. */
function glint(L: readonly number[], nx: number, ny: number, nz: number, gloss: number): number {
  const rz = 2 * -nz * nz + 1, rx = 2 * -nz * nx, ry = 2 * -nz * ny;
  const rl = rx * L[0]! + ry * L[1]! + rz * L[2]!;
  return rl > 0.9 ? gloss * Math.pow(rl, 60) : 0;
}

function drawCapsule(ctx: RenderContext, frame: Uint8Array, p: CapsulePart): Box | null {
  const pa = project(ctx.cam, p.a), pb = project(ctx.cam, p.b);
  if (!pa || !pb) return null;
  const fx = ctx.cam.intrinsics.fx, C = ctx.C;
  const depth = (q: Vec3): number => Math.max(100, ctx.R[6]! * (q[0] - C[0]) + ctx.R[7]! * (q[1] - C[1]) + ctx.R[8]! * (q[2] - C[2]));
  const ra = (p.ra * fx) / depth(p.a), rb = (p.rb * fx) / depth(p.b);
  const rmax = Math.max(ra, rb) + 1;
  const box = clipBox(ctx, Math.min(pa[0], pb[0]) - rmax, Math.min(pa[1], pb[1]) - rmax, Math.max(pa[0], pb[0]) + rmax, Math.max(pa[1], pb[1]) + rmax);
  if (box.x1 < box.x0 || box.y1 < box.y0) return null;
  const L = lightFrom(ctx, [(p.a[0] + p.b[0]) / 2, (p.a[1] + p.b[1]) / 2, (p.a[2] + p.b[2]) / 2]);
  const sx = pb[0] - pa[0], sy = pb[1] - pa[1];
  const l2 = Math.max(1e-9, sx * sx + sy * sy);
  const fixed = typeof p.colour === 'function' ? null : p.colour;
  for (let v = box.y0; v <= box.y1; v++) {
    // Only the columns the capsule can reach on this row.
    let u0 = box.x0, u1 = box.x1;
    if (Math.abs(sy) > 1e-3) {
      const ta = Math.max(0, Math.min(1, (v - rmax - pa[1]) / sy)), tb = Math.max(0, Math.min(1, (v + rmax - pa[1]) / sy));
      const xa = pa[0] + sx * ta, xb = pa[0] + sx * tb;
      const w = rmax;
      u0 = Math.max(box.x0, Math.floor(Math.min(xa, xb) - w - 1));
      u1 = Math.min(box.x1, Math.ceil(Math.max(xa, xb) + w + 1));
    }
    for (let u = u0; u <= u1; u++) {
      const px = u - pa[0], py = v - pa[1];
      let t = (px * sx + py * sy) / l2;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const ex = px - sx * t, ey = py - sy * t;
      const d = Math.sqrt(ex * ex + ey * ey);
      const rad = ra + (rb - ra) * t;
      const cov = rad - d + 0.5;
      if (cov <= 0) continue;
      const q = Math.min(1, d / rad);
      const id = d > 1e-6 ? q / d : 0;
      const nz = -Math.sqrt(1 - q * q);
      const lum0 = shade(ctx, L, ex * id, ey * id, nz);
      const spec = p.gloss ? glint(L, ex * id, ey * id, nz, p.gloss) : 0;
      const lum = p.folds ? lum0 * (0.95 + 0.05 * Math.sin(t * 23 + q * 2)) : lum0;
      put(ctx, frame, u, v, fixed ?? (p.colour as (t: number) => Rgb)(t), lum, spec, cov > 1 ? 1 : cov);
    }
  }
  return box;
}

function drawEllipsoid(ctx: RenderContext, frame: Uint8Array, p: EllipsoidPart): Box | null {
  const c = project(ctx.cam, p.c);
  const pa = project(ctx.cam, [p.c[0] + p.u[0], p.c[1] + p.u[1], p.c[2] + p.u[2]]);
  const pb = project(ctx.cam, [p.c[0] + p.v[0], p.c[1] + p.v[1], p.c[2] + p.v[2]]);
  if (!c || !pa || !pb) return null;
  const e1x = pa[0] - c[0], e1y = pa[1] - c[1], e2x = pb[0] - c[0], e2y = pb[1] - c[1];
  const det = e1x * e2y - e1y * e2x;
  if (Math.abs(det) < 1e-6) return null;
  const ext = Math.abs(e1x) + Math.abs(e2x), eyt = Math.abs(e1y) + Math.abs(e2y);
  const box = clipBox(ctx, c[0] - ext - 1, c[1] - eyt - 1, c[0] + ext + 1, c[1] + eyt + 1);
  const minAxis = Math.min(Math.hypot(e1x, e1y), Math.hypot(e2x, e2y));
  const L = lightFrom(ctx, p.c);
  const R = ctx.R;
  const hair = p.hair;
  for (let v = box.y0; v <= box.y1; v++) {
    for (let u = box.x0; u <= box.x1; u++) {
      const px = u - c[0], py = v - c[1];
      const al = (px * e2y - py * e2x) / det;
      const be = (py * e1x - px * e1y) / det;
      const rho = Math.sqrt(al * al + be * be);
      const cov = (1 - rho) * minAxis + 0.5;
      if (cov <= 0) continue;
      const q = Math.min(1, rho);
      // Screen direction of the local offset (the outline's normal direction).
      const dxs = al * e1x + be * e2x, dys = al * e1y + be * e2y;
      const dl = Math.hypot(dxs, dys);
      const nx = dl > 1e-9 ? (q * dxs) / dl : 0, ny = dl > 1e-9 ? (q * dys) / dl : 0, nz = -Math.sqrt(1 - q * q);
      let col = p.colour;
      let lum = shade(ctx, L, nx, ny, nz);
      if (hair) {
        const wx = R[0]! * nx + R[3]! * ny + R[6]! * nz, wy = R[1]! * nx + R[4]! * ny + R[7]! * nz, wz = R[2]! * nx + R[5]! * ny + R[8]! * nz;
        const f = wx * hair.face[0] + wy * hair.face[1] + wz * hair.face[2];
        // Bald: hair only round the sides and back, low on the head.
        const isHair = hair.colour ? f < 0.45 : f < 0.2 && wz < 0.55;
        if (isHair) { col = hair.colour ?? [0.06, 0.05, 0.045]; lum *= 0.85 + 0.15 * Math.sin(u * 1.7 + v * 0.9); }
      }
      put(ctx, frame, u, v, col, lum, 0, cov > 1 ? 1 : cov);
    }
  }
  return box;
}

/** Draw parts in the given order (back to front); returns the boxes touched. */
export function drawParts(ctx: RenderContext, frame: Uint8Array, parts: readonly Part[]): Box[] {
  const out: Box[] = [];
  for (const p of parts) {
    const b = p.kind === 'capsule' ? drawCapsule(ctx, frame, p) : drawEllipsoid(ctx, frame, p);
    if (b) out.push(b);
  }
  return out;
}

/**
 * Soft shadows of parts on the table top (cloth, cushions, rail), one per
 * lamp under which the part hangs: each part's outline is projected from the
 * lamp onto the cloth plane; the penumbra grows with the lamp's size and the
 * part's height. Computed on a GRID-pixel grid (shadows are soft).
 */
export function drawPartShadows(ctx: RenderContext, frame: Uint8Array, parts: readonly Part[]): void {
  const { look, table, C, R, rays, W, H } = ctx;
  let powerSum = 0;
  for (const l of look.lamps) powerSum += l.power;
  const segs: number[][] = look.lamps.map(() => []);
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  look.lamps.forEach((l, li) => {
    const size = (l.half[0] + l.half[1]) / 2 + 20;
    for (const p of parts) {
      const [a, b, ra, rb] = p.kind === 'capsule' ? [p.a, p.b, p.ra, p.rb] : longAxis(p);
      if (Math.max(ra, rb) < MIN_SHADOW_RADIUS) continue;
      if (a[2] > l.pos[2] - 30 || b[2] > l.pos[2] - 30) continue;
      const ka = l.pos[2] / (l.pos[2] - a[2]), kb = l.pos[2] / (l.pos[2] - b[2]);
      const ax = l.pos[0] + (a[0] - l.pos[0]) * ka, ay = l.pos[1] + (a[1] - l.pos[1]) * ka;
      const bx = l.pos[0] + (b[0] - l.pos[0]) * kb, by = l.pos[1] + (b[1] - l.pos[1]) * kb;
      const pa = size * (ka - 1) + 3, pb = size * (kb - 1) + 3;
      segs[li]!.push(ax, ay, bx, by, ra * ka, rb * kb, pa, pb);
      const m = Math.max(ra * ka + pa, rb * kb + pb);
      x0 = Math.min(x0, ax - m, bx - m); x1 = Math.max(x1, ax + m, bx + m);
      y0 = Math.min(y0, ay - m, by - m); y1 = Math.max(y1, ay + m, by + m);
    }
  });
  if (!(x1 > x0)) return;
  const ox = table.length / 2 + look.cushionWidth + table.railWidth, oy = table.width / 2 + look.cushionWidth + table.railWidth;
  x0 = Math.max(x0, -ox); x1 = Math.min(x1, ox); y0 = Math.max(y0, -oy); y1 = Math.min(y1, oy);
  if (!(x1 > x0) || !(y1 > y0)) return;
  let u0 = Infinity, v0 = Infinity, u1 = -Infinity, v1 = -Infinity;
  for (const [x, y] of [[x0, y0], [x1, y0], [x0, y1], [x1, y1], [(x0 + x1) / 2, y0], [(x0 + x1) / 2, y1], [x0, (y0 + y1) / 2], [x1, (y0 + y1) / 2]] as const) {
    const q = project(ctx.cam, [x, y, 0]);
    if (!q) continue;
    u0 = Math.min(u0, q[0]); v0 = Math.min(v0, q[1]); u1 = Math.max(u1, q[0]); v1 = Math.max(v1, q[1]);
  }
  const box = clipBox(ctx, u0 - 4, v0 - 4, u1 + 4, v1 + 4);
  const amb = look.ambient;
  for (let v = box.y0; v <= box.y1; v += GRID) {
    for (let u = box.x0; u <= box.x1; u += GRID) {
      const p = v * W + u;
      const xn = rays[2 * p]!, yn = rays[2 * p + 1]!;
      const dx = R[0]! * xn + R[3]! * yn + R[6]!, dy = R[1]! * xn + R[4]! * yn + R[7]!, dz = R[2]! * xn + R[5]! * yn + R[8]!;
      const s = -C[2] / dz;
      const x = C[0] + s * dx, y = C[1] + s * dy;
      if (x < x0 || x > x1 || y < y0 || y > y1) continue;
      let dark = 0;
      for (let li = 0; li < segs.length; li++) {
        const sg = segs[li]!;
        let m = 0;
        for (let j = 0; j < sg.length; j += 8) {
          const ax = sg[j]!, ay = sg[j + 1]!, ex = sg[j + 2]! - ax, ey = sg[j + 3]! - ay;
          // Quick reject: outside the segment's box grown by its radius and penumbra.
          const grow = Math.max(sg[j + 4]! + sg[j + 6]!, sg[j + 5]! + sg[j + 7]!);
          if (x < Math.min(ax, ax + ex) - grow || x > Math.max(ax, ax + ex) + grow || y < Math.min(ay, ay + ey) - grow || y > Math.max(ay, ay + ey) + grow) continue;
          const l2 = ex * ex + ey * ey;
          let t = l2 > 0 ? ((x - ax) * ex + (y - ay) * ey) / l2 : 0;
          t = t < 0 ? 0 : t > 1 ? 1 : t;
          const qx = x - ax - ex * t, qy = y - ay - ey * t;
          const d = Math.sqrt(qx * qx + qy * qy);
          const rad = sg[j + 4]! + (sg[j + 5]! - sg[j + 4]!) * t;
          const pen = sg[j + 6]! + (sg[j + 7]! - sg[j + 6]!) * t;
          const k = (rad + pen - d) / (2 * pen);
          if (k > m) m = k >= 1 ? 1 : k * k * (3 - 2 * k);
          if (m >= 1) break;
        }
        dark += (m * look.lamps[li]!.power) / powerSum;
      }
      if (dark <= 0.002) continue;
      const f = 1 - dark * SHADOW_STRENGTH * (1 - amb);
      for (let vv = v; vv < Math.min(v + GRID, H); vv++) {
        for (let uu = u; uu < Math.min(u + GRID, W); uu++) {
          const o = (vv * W + uu) * 3;
          frame[o] = frame[o]! * f; frame[o + 1] = frame[o + 1]! * f; frame[o + 2] = frame[o + 2]! * f;
        }
      }
    }
  }
}

/** An ellipsoid as a capsule along its longer horizontal half-axis. */
function longAxis(p: EllipsoidPart): [Vec3, Vec3, number, number] {
  const lu = Math.hypot(p.u[0], p.u[1], p.u[2]), lv = Math.hypot(p.v[0], p.v[1], p.v[2]);
  const [big, small] = lu >= lv ? [p.u, lv] : [p.v, lu];
  const k = Math.max(0, 1 - small / Math.max(lu, lv));
  const a: Vec3 = [p.c[0] - big[0] * k, p.c[1] - big[1] * k, p.c[2] - big[2] * k];
  const b: Vec3 = [p.c[0] + big[0] * k, p.c[1] + big[1] * k, p.c[2] + big[2] * k];
  return [a, b, small, small];
}
