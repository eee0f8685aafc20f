/**
 * The hall around the table, for the static image: the floor (wood planks,
 * carpet or tiles) in the table's shadow, chairs and a neighbouring table at
 * the frame borders, and the lamp housings that may come into the frame's
 * edges (an overlay: they hang above everything the renderer draws).
 */
import { irradiance, lin2srgb, vignette, type RenderContext } from './context.js';
import type { Rgb } from './look.js';
import type { Overlay } from './overlay.js';
import { fbm, hash2 } from './prng.js';

/** Height of the floor below the cloth (mm). */
export const FLOOR_DEPTH = 780;

/**
 * Light on the floor at (x, y): each lamp's contribution unless the table top
 * (the outer rail rectangle at cloth height) stands between it and the point.
 */
function floorLight(ctx: RenderContext, x: number, y: number, ox: number, oy: number): number {
  let e = 0;
  const z = -FLOOR_DEPTH;
  for (const l of ctx.look.lamps) {
    const dz = l.pos[2] - z;
    // Where the segment floor point → lamp crosses the cloth plane; the lamp's size softens the edge.
    const k = (0 - z) / dz;
    const cx = x + (l.pos[0] - x) * k, cy = y + (l.pos[1] - y) * k;
    const out = Math.max(Math.abs(cx) - ox, Math.abs(cy) - oy);
    const soft = 40 + ((l.half[0] + l.half[1]) / 2) * (1 - k);
    const vis = Math.max(0, Math.min(1, 0.5 + out / (2 * soft)));
    if (vis <= 0) continue;
    const dx = l.pos[0] - x, dy = l.pos[1] - y;
    const d2 = dx * dx + dy * dy + dz * dz;
    e += (vis * l.power * dz) / (d2 * Math.sqrt(d2));
  }
  return e;
}

/** Floor texture at (x, y): 0..1 mix towards floorAlt plus a brightness factor, into rgb. */
function floorTexture(ctx: RenderContext, x0: number, y0: number, mmpp: number, rgb: number[]): void {
  const look = ctx.look;
  const seed = look.seed;
  const rot = look.floorAngle !== 0;
  const x = rot ? y0 : x0, y = rot ? -x0 : y0;
  const s = look.floorScale;
  let mix = 0;
  let k = 1;
  if (look.floorKind === 'wood') {
    // Planks s wide along x, 6-12 s long, staggered; each its own tone, with soft grain and dark joints.
    const row = Math.floor(y / s);
    const len = s * 9;
    const off = hash2(row, 7, seed) * len;
    const col = Math.floor((x + off) / len);
    const tone = hash2(row, col, seed + 1);
    mix = 0.15 + 0.55 * tone + 0.25 * fbm((x + off) / 400, y / 12, seed + 2 + col, 2);
    const fy = y / s - row, fx = (x + off) / len - col;
    const joint = Math.min(fy, 1 - fy) * s, jointX = Math.min(fx, 1 - fx) * len;
    const j = Math.min(joint, jointX);
    if (j < 1.5 + mmpp) k *= 0.75 + 0.25 * Math.min(1, j / (1.5 + mmpp));
  } else if (look.floorKind === 'carpet') {
    mix = 0.35 + 0.5 * fbm(x / s, y / s, seed + 3, 3) + 0.25 * (hash2(Math.floor(x / 3), Math.floor(y / 3), seed + 4) - 0.5) * Math.min(1, 3 / mmpp);
  } else {
    const fx = x / s - Math.floor(x / s), fy = y / s - Math.floor(y / s);
    const g = Math.min(fx, 1 - fx, fy, 1 - fy) * s;
    const grout = Math.max(0, Math.min(1, (2.5 + mmpp / 2 - g) / mmpp));
    mix = 0.1 * hash2(Math.floor(x / s), Math.floor(y / s), seed + 5) + 0.1 * fbm(x / 150, y / 150, seed + 6, 2) + grout * 0.9;
  }
  const a = look.floor, b = look.floorAlt;
  mix = Math.max(0, Math.min(1, mix));
  for (let c = 0; c < 3; c++) rgb[c] = (a[c]! * (1 - mix) + b[c]! * mix) * k;
}

/** Linear colour of the floor (or a thing standing on it) seen along a ray from C with direction d. */
export function shadeFloor(ctx: RenderContext, dx: number, dy: number, dz: number, rgb: number[]): void {
  const { C, look, table } = ctx;
  const fx = ctx.cam.intrinsics.fx;
  const railOut = look.cushionWidth + table.railWidth;
  const ox = table.length / 2 + railOut, oy = table.width / 2 + railOut;
  for (const t of look.floorThings) {
    const s = (t.z - C[2]) / dz;
    const x = C[0] + s * dx, y = C[1] + s * dy;
    const ex = Math.abs(x - t.at[0]) - t.half[0], ey = Math.abs(y - t.at[1]) - t.half[1];
    if (ex > 0 || ey > 0) continue;
    shadeThing(ctx, t.kind, t.colour, x - t.at[0], y - t.at[1], -Math.max(ex, ey), t.z, rgb);
    return;
  }
  const s = (-FLOOR_DEPTH - C[2]) / dz;
  const x = C[0] + s * dx, y = C[1] + s * dy;
  floorTexture(ctx, x, y, s / fx, rgb);
  // Hall light (walls, ceiling) plus the lamps where the table does not shade the floor; dark right under the rail.
  const beyond = Math.max(Math.abs(x) - ox, Math.abs(y) - oy);
  const occl = beyond < 0 ? 0.35 : 1 - 0.4 * Math.exp(-beyond / 300);
  const lit = (ctx.look.ambient * 1.3 + 0.15 + 0.3 * floorLight(ctx, x, y, ox, oy) * ctx.lightNorm) * occl;
  rgb[0] = rgb[0]! * lit; rgb[1] = rgb[1]! * lit; rgb[2] = rgb[2]! * lit;
}

function shadeThing(ctx: RenderContext, kind: 'chair' | 'table', colour: Rgb, lx: number, ly: number, inside: number, z: number, rgb: number[]): void {
  const look = ctx.look;
  const lit = look.ambient + (1 - look.ambient) * irradiance(ctx, lx, ly, z) * ctx.lightNorm * 0.8;
  if (kind === 'table') {
    // A neighbouring table: its rail band, then its cloth.
    const rail = inside < ctx.table.railWidth;
    const c = rail ? colour : look.cloth;
    const k = rail ? 1 + 0.3 * Math.exp(-inside / 6) : 0.9;
    for (let i = 0; i < 3; i++) rgb[i] = c[i]! * lit * k;
    return;
  }
  // A chair seen from above: a padded seat, rounded at the edges.
  const k = 0.55 + 0.45 * Math.min(1, inside / 40) + 0.05 * fbm(lx / 60, ly / 60, look.seed + 8, 2);
  for (let i = 0; i < 3; i++) rgb[i] = colour[i]! * lit * k;
}

/**
 * Lamp housings that come into the frame: each long lamp's body (a dark metal
 * box 90 mm deep over its emitting rectangle) where it covers the rail or the
 * floor; never over the cushions or the cloth, so no ball is hidden.
 */
export function lampHousings(ctx: RenderContext): Overlay[] {
  const { look, W, H, C, R, rays, table } = ctx;
  if (!look.lampHousings) return [];
  const out: Overlay[] = [];
  const keepX = table.length / 2 + look.cushionWidth + 4, keepY = table.width / 2 + look.cushionWidth + 4;
  for (const l of look.lamps) {
    const top = l.pos[2] + 90;
    const hx = l.half[0] + 40, hy = l.half[1] + 40;
    let x0 = W, y0 = H, x1 = -1, y1 = -1;
    const cov = new Float32Array(W * H);
    const shade = new Float32Array(W * H);
    for (let v = 0; v < H; v += 1) {
      for (let u = 0; u < W; u += 1) {
        const p = v * W + u;
        const xn = rays[2 * p]!, yn = rays[2 * p + 1]!;
        const dx = R[0]! * xn + R[3]! * yn + R[6]!;
        const dy = R[1]! * xn + R[4]! * yn + R[7]!;
        const dz = R[2]! * xn + R[5]! * yn + R[8]!;
        const s = (top - C[2]) / dz;
        const x = C[0] + s * dx - l.pos[0], y = C[1] + s * dy - l.pos[1];
        const ex = Math.abs(x) - hx, ey = Math.abs(y) - hy;
        const mmpp = s / ctx.cam.intrinsics.fx;
        const e = Math.max(ex, ey);
        if (e > mmpp) continue;
        // Never over the playing surface or the cushions.
        const sc = (ctx.table.cushionHeight - C[2]) / dz;
        const cx = C[0] + sc * dx, cy = C[1] + sc * dy;
        if (Math.abs(cx) < keepX && Math.abs(cy) < keepY) continue;
        const c = Math.max(0, Math.min(1, 0.5 - e / mmpp));
        cov[p] = c;
        // Brushed metal top: a rim light along the edges, a darker middle.
        shade[p] = 0.06 + 0.05 * Math.exp(-Math.abs(e) / 12) + 0.02 * fbm(x / 300, y / 20, look.seed + 31, 2);
        x0 = Math.min(x0, u); y0 = Math.min(y0, v); x1 = Math.max(x1, u); y1 = Math.max(y1, v);
      }
    }
    if (x1 < x0) continue;
    const bw = x1 - x0 + 1, bh = y1 - y0 + 1;
    const rgba = new Uint8Array(bw * bh * 4);
    const wb = look.whiteBalance;
    for (let v = y0; v <= y1; v++) {
      for (let u = x0; u <= x1; u++) {
        const p = v * W + u;
        const o = ((v - y0) * bw + (u - x0)) * 4;
        const g = shade[p]! * look.exposure * vignette(ctx, u, v);
        rgba[o] = lin2srgb(ctx, g * wb[0]); rgba[o + 1] = lin2srgb(ctx, g * wb[1]); rgba[o + 2] = lin2srgb(ctx, g * wb[2]);
        rgba[o + 3] = Math.round(cov[p]! * 255);
      }
    }
    out.push({ box: { x0, y0, x1, y1 }, rgba });
  }
  return out;
}
