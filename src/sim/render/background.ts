/**
 * The static table image of a recording, computed once: every pixel's ray is
 * intersected with the cushion-top plane and the cloth plane, classified
 * (cloth, cushion, rail, pocket, floor) and shaded under the lamps, then
 * exposure, white balance and vignetting are applied. Sensor noise is added
 * later, per variant (renderer.ts).
 */
import type { Discipline } from '../../contracts/ids.js';
import { diamonds, pocketCentres } from '../../geometry/tables.js';
import { irradiance, lampReflection, lin2srgb, vignette, type RenderContext } from './context.js';
import { shadeFloor } from './hall.js';
import { clothMarks, segmentDistance } from './marks.js';
import { fbm, hash2 } from './prng.js';

/** Brightness of a lamp's reflection in the rail's lacquer at full gloss (linear). */
const RAIL_GLOSS_GAIN = 0.5;

interface Hole { cx: number; cy: number; r: number }

function pocketHoles(ctx: RenderContext): Hole[] {
  const t = ctx.table;
  if (t.kind !== 'pyramid') return [];
  const out: Hole[] = [];
  for (const [name, [x, y]] of Object.entries(pocketCentres(t))) {
    const middle = name.startsWith('middle');
    const open = middle ? t.pocketOpening.middle : t.pocketOpening.corner;
    // The hole sits behind the mouth: pushed outwards from the nose corner/line.
    const push = middle ? open * 0.55 : open * 0.42;
    const sx = Math.sign(x);
    const sy = Math.sign(y);
    out.push(middle ? { cx: 0, cy: y + sy * push, r: open * 0.62 } : { cx: x + sx * push, cy: y + sy * push, r: open * 0.72 });
  }
  return out;
}

export function renderBackground(ctx: RenderContext, discipline: Discipline): Uint8Array {
  const { W, H, C, look, table } = ctx;
  const out = new Uint8Array(W * H * 3);
  const hx = table.length / 2;
  const hy = table.width / 2;
  const hc = table.cushionHeight;
  const cw = look.cushionWidth;
  const railOut = cw + table.railWidth;
  const marks = clothMarks(table, discipline);
  const holes = pocketHoles(ctx);
  const dia = diamonds(table).map((d) => {
    const off = cw + table.railWidth * 0.5;
    const [x, y] = d.at;
    return d.cushion === 'left' ? [x, y + off] : d.cushion === 'right' ? [x, y - off] : d.cushion === 'top' ? [x + off, y] : [x - off, y];
  });
  const fx = ctx.cam.intrinsics.fx;
  const R = ctx.R;
  const wb = look.whiteBalance;
  const rgb = [0, 0, 0];
  const seed = look.seed;

  for (let v = 0; v < H; v++) {
    for (let u = 0; u < W; u++) {
      const p = v * W + u;
      const xn = ctx.rays[2 * p]!;
      const yn = ctx.rays[2 * p + 1]!;
      const dx = R[0]! * xn + R[3]! * yn + R[6]!;
      const dy = R[1]! * xn + R[4]! * yn + R[7]!;
      const dz = R[2]! * xn + R[5]! * yn + R[8]!;
      // Intersection with the cushion-top plane decides what the ray meets.
      const s1 = (hc - C[2]) / dz;
      const x1 = C[0] + s1 * dx;
      const y1 = C[1] + s1 * dy;
      const mmpp = s1 / fx; // mm per pixel at that depth (camera z of d is 1)
      const ex = Math.abs(x1) - hx;
      const ey = Math.abs(y1) - hy;
      const e = Math.max(ex, ey);
      let hole = -1;
      for (const h of holes) {
        const dd = Math.hypot(x1 - h.cx, y1 - h.cy) - h.r;
        if (dd < 0) hole = Math.max(hole, -dd / h.r);
        else if (dd < 14 && e > -2 && hole < 0) hole = Math.min(hole, -2 - dd); // rim of the pocket iron
      }
      if (hole >= 0) {
        shadePocket(hole, rgb);
      } else if (hole < -1 && e > cw) {
        const g = 0.35 + 0.25 * Math.max(0, Math.min(1, (hole + 16) / 14));
        rgb[0] = g * 0.75; rgb[1] = g * 0.62; rgb[2] = g * 0.35; // brass pocket iron
      } else if (e <= 0) {
        const s0 = -C[2] / dz;
        shadeCloth(ctx, C[0] + s0 * dx, C[1] + s0 * dy, s0 / fx, marks, rgb);
        // Shadow band along the cushion noses (the overhang hides the lamps).
        // Rays that reach the cloth under the nose overhang see the cushion's dark face.
        const inside = -Math.max(Math.abs(C[0] + s0 * dx) - hx, Math.abs(C[1] + s0 * dy) - hy);
        const sh = inside < 0 ? look.faceShade : 1 - look.noseShadow * Math.exp(-inside / 9);
        rgb[0] = rgb[0]! * sh; rgb[1] = rgb[1]! * sh; rgb[2] = rgb[2]! * sh;
      } else if (e < cw) {
        shadeCushion(ctx, x1, y1, e, rgb);
      } else if (e < railOut) {
        shadeRail(ctx, x1, y1, e - cw, ex > ey, mmpp, dia, rgb);
        // Lacquer: the lamps' mirror images, smeared a little (rougher wood smears more).
        const il = 1 / Math.hypot(dx, dy, dz);
        const refl = lampReflection(ctx, x1, y1, hc, dx * il, dy * il, -dz * il, 0.03 + 0.12 * (1 - look.railGloss));
        const gl = look.railGloss * refl * RAIL_GLOSS_GAIN * look.lampColour[1];
        rgb[0] = rgb[0]! + gl; rgb[1] = rgb[1]! + gl; rgb[2] = rgb[2]! + gl;
      } else {
        shadeFloor(ctx, dx, dy, dz, rgb);
      }
      const g = look.exposure * vignette(ctx, u, v);
      const o = p * 3;
      out[o] = lin2srgb(ctx, rgb[0]! * g * wb[0]);
      out[o + 1] = lin2srgb(ctx, rgb[1]! * g * wb[1]);
      out[o + 2] = lin2srgb(ctx, rgb[2]! * g * wb[2]);
    }
  }
  return out;
}

function shadePocket(depth: number, rgb: number[]): void {
  const g = 0.03 * (1 - depth) + 0.004;
  rgb[0] = g; rgb[1] = g * 0.9; rgb[2] = g * 0.8;
}

function light(ctx: RenderContext, x: number, y: number, z: number): number {
  return ctx.look.ambient + (1 - ctx.look.ambient) * irradiance(ctx, x, y, z) * ctx.lightNorm;
}

function shadeCloth(ctx: RenderContext, x: number, y: number, mmpp: number, marks: ReturnType<typeof clothMarks>, rgb: number[]): void {
  const look = ctx.look;
  const seed = look.seed;
  let k = 1 + look.clothMottle * 2 * fbm(x / 260, y / 260, seed, 3);
  k += look.clothFibre * (hash2(Math.floor(x * 1.5), Math.floor(y * 1.5), seed + 3) - 0.5) * 2;
  k += 0.015 * (x / ctx.table.length); // nap: the cloth reads slightly lighter towards the top
  let worn = 0;
  // Wear along the long axis where balls roll most, and around the spots.
  worn += look.wear * Math.exp(-(y * y) / (2 * 180 * 180)) * (0.6 + 0.4 * fbm(x / 120, y / 40, seed + 11, 2));
  for (const w of look.wearPatches) {
    const d2 = (x - w.at[0]) ** 2 + (y - w.at[1]) ** 2;
    worn += w.strength * Math.exp(-d2 / (2 * w.radius * w.radius));
  }
  const c = look.cloth;
  // Worn cloth is lighter and greyer.
  rgb[0] = (c[0] * k + worn * 0.25) * (1 + worn);
  rgb[1] = (c[1] * k + worn * 0.25) * (1 + worn);
  rgb[2] = (c[2] * k + worn * 0.2) * (1 + worn * 0.5);
  let chalk = 0;
  for (const s of look.chalkSmudges) {
    const d2 = (x - s.at[0]) ** 2 + (y - s.at[1]) ** 2;
    if (d2 < 9 * s.radius * s.radius) chalk += s.strength * Math.exp(-d2 / (2 * s.radius * s.radius)) * (0.5 + fbm(x / 6, y / 6, seed + 5, 2));
  }
  // Chalk lines: coverage of a line of width w by a pixel of footprint mmpp, with ragged strength.
  const w = look.lineWidth;
  for (const s of marks.lines) {
    const d = segmentDistance(x, y, s);
    if (d < w + 2 * mmpp) {
      const cov = Math.max(0, Math.min(1, (w / 2 + mmpp / 2 - d) / mmpp)) * Math.min(1, w / mmpp);
      chalk += look.lineAlpha * cov * (0.7 + 0.6 * fbm(x / 30 + y / 30, 0.5, seed + 9, 2));
    }
  }
  const lit = light(ctx, x, y, 0);
  chalk = Math.min(1, chalk);
  // A faint bluish chalk mixes towards a light tint of the cloth.
  rgb[0] = (rgb[0]! * (1 - chalk) + chalk * (0.55 + c[0] * 0.3)) * lit;
  rgb[1] = (rgb[1]! * (1 - chalk) + chalk * (0.6 + c[1] * 0.3)) * lit;
  rgb[2] = (rgb[2]! * (1 - chalk) + chalk * (0.7 + c[2] * 0.3)) * lit;
  for (const dot of marks.dots) {
    const d = Math.hypot(x - dot.at[0], y - dot.at[1]);
    if (d > dot.radius + 2 * mmpp) continue;
    const cov = Math.max(0, Math.min(1, (dot.radius + mmpp / 2 - d) / mmpp)) * Math.min(1, (2 * dot.radius) / mmpp);
    const tone = look.spotStyle === 'sticker' ? 0.75 * lit : 0.02;
    const a = look.spotStyle === 'sticker' ? 0.9 * cov : 0.5 * cov;
    rgb[0] = rgb[0]! * (1 - a) + tone * a;
    rgb[1] = rgb[1]! * (1 - a) + tone * a;
    rgb[2] = rgb[2]! * (1 - a) + tone * a;
  }
}

function shadeCushion(ctx: RenderContext, x: number, y: number, e: number, rgb: number[]): void {
  const look = ctx.look;
  const c = look.cloth;
  // The rubber's top slopes up from the nose to the rail: a bright rounded nose, then a darker slope.
  const nose = Math.exp(-((e - 3) * (e - 3)) / 8);
  const k = look.cushionShade * (1 + 0.25 * nose) * (1 + 0.03 * fbm(x / 80, y / 80, look.seed + 2, 2)) * (0.92 + 0.08 * (e / look.cushionWidth));
  const lit = light(ctx, x, y, ctx.table.cushionHeight) * k;
  rgb[0] = c[0] * lit; rgb[1] = c[1] * lit; rgb[2] = c[2] * lit;
}

function shadeRail(ctx: RenderContext, x: number, y: number, across: number, alongY: boolean, mmpp: number, dia: number[][], rgb: number[]): void {
  const look = ctx.look;
  const along = alongY ? y : x;
  // Grain runs along the rail: long soft streaks (period ≥ 4 px, so nothing sparkles when the rail is small in the image).
  const period = Math.max(14, 4 * mmpp);
  const warp = fbm(along / 500, across / 60, look.seed + 21, 2);
  const grain = 0.5 + 0.5 * Math.sin((across / period) * 2 * Math.PI + warp * 9);
  const streak = 0.35 * grain * grain * (0.6 + 0.8 * fbm(along / 700, across / 25, look.seed + 22, 2));
  const base = look.rail;
  const g = look.railGrain;
  const lit = light(ctx, x, y, ctx.table.cushionHeight);
  // Rounded inner and outer edges: a bright line where the bevel faces the lamps, then darker as it turns away.
  const out = ctx.table.railWidth - across;
  const edge = Math.exp(-across / 5) * 0.5 + (out < 18 ? 0.5 * Math.exp(-((out - 12) ** 2) / 20) - 0.5 * Math.max(0, 1 - out / 10) : 0);
  for (let i = 0; i < 3; i++) rgb[i] = (base[i]! * (1 - streak) + g[i]! * streak) * lit * (1 + edge);
  for (const d of dia) {
    const dxm = x - d[0]!;
    const dym = y - d[1]!;
    const dist = look.diamondShape === 'round' ? Math.hypot(dxm, dym) : (Math.abs(dxm) + Math.abs(dym)) * 0.75;
    if (dist > look.diamondRadius + 2 * mmpp) continue;
    const cov = Math.max(0, Math.min(1, (look.diamondRadius + mmpp / 2 - dist) / mmpp));
    for (let i = 0; i < 3; i++) rgb[i] = rgb[i]! * (1 - cov) + look.diamond[i]! * lit * cov;
  }
}
