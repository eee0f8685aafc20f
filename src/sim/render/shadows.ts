/**
 * Shadows on the cloth, multiplied into the frame before the objects are
 * drawn: each lamp casts a soft shadow of a ball (or pin), plus a dark contact
 * core where the ball touches the cloth. Larger lamps (tubes, panels) give
 * wider penumbras. The player's shadows are drawn with the player (shapes.ts).
 */
import type { Vec3 } from '../../camera/model.js';
import { clipBox, type Box, type RenderContext } from './context.js';
import { project } from '../../camera/model.js';

/** Darkest a lamp's full shadow gets (1 = black where that lamp is the only light). */
const SHADOW_STRENGTH = 0.85;

/** Penumbra half-width as a fraction of the caster's radius (lamp size); wider is softer, a halo when too wide. */
const PENUMBRA = 0.35;

export interface ShadowCaster {
  /** Centre of the caster (mm); a sphere-like blob of this radius. */
  centre: Vec3;
  radius: number;
  /** Contact core radius on the cloth (0 when the caster does not touch it). */
  contact: number;
}

/** Box of the cloth region a caster's shadows can reach. */
function shadowBox(ctx: RenderContext, casters: ShadowCaster[], reach: number): Box {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const c of casters) {
    for (const [ox, oy] of [[-1, -1], [1, -1], [-1, 1], [1, 1]] as const) {
      const q = project(ctx.cam, [c.centre[0] + ox * reach, c.centre[1] + oy * reach, 0]);
      if (!q) continue;
      x0 = Math.min(x0, q[0]); y0 = Math.min(y0, q[1]); x1 = Math.max(x1, q[0]); y1 = Math.max(y1, q[1]);
    }
  }
  return clipBox(ctx, x0, y0, x1, y1);
}

/**
 * Darken the frame under casters (several sub-positions of one moving object
 * are averaged, which blurs its shadow like the object).
 */
export function drawShadows(ctx: RenderContext, frame: Uint8Array, casters: ShadowCaster[]): void {
  if (casters.length === 0) return;
  const { C, R, rays, W, look } = ctx;
  const hx = ctx.table.length / 2, hy = ctx.table.width / 2;
  let powerSum = 0;
  for (const l of look.lamps) powerSum += l.power;
  // Per caster and lamp: shadow centre and radius on the cloth (central projection from the lamp).
  const sh: number[] = [];
  let reach = 0;
  for (const c of casters) {
    reach = Math.max(reach, c.contact * 3);
    for (const l of look.lamps) {
      const k = l.pos[2] / Math.max(1, l.pos[2] - c.centre[2]);
      const sx = l.pos[0] + (c.centre[0] - l.pos[0]) * k, sy = l.pos[1] + (c.centre[1] - l.pos[1]) * k;
      // Penumbra: the lamp's size seen past the caster, at least a fixed share of the caster.
      const pen = Math.max(c.radius * PENUMBRA, ((l.half[0] + l.half[1]) / 2) * (k - 1));
      sh.push(sx, sy, c.radius * k, (l.power / powerSum) * (1 - look.ambient), pen);
      reach = Math.max(reach, Math.hypot(sx - c.centre[0], sy - c.centre[1]) + c.radius * k + pen);
    }
  }
  const box = shadowBox(ctx, casters, reach);
  const inv = 1 / casters.length;
  for (let v = box.y0; v <= box.y1; v++) {
    for (let u = box.x0; u <= box.x1; u++) {
      const p = v * W + u;
      const xn = rays[2 * p]!, yn = rays[2 * p + 1]!;
      const dx = R[0]! * xn + R[3]! * yn + R[6]!;
      const dy = R[1]! * xn + R[4]! * yn + R[7]!;
      const dz = R[2]! * xn + R[5]! * yn + R[8]!;
      const s = -C[2] / dz;
      const x = C[0] + s * dx, y = C[1] + s * dy;
      if (Math.abs(x) > hx || Math.abs(y) > hy) continue;
      let dark = 0;
      let j = 0;
      for (const c of casters) {
        for (let l = 0; l < look.lamps.length; l++, j += 5) {
          const d = Math.hypot(x - sh[j]!, y - sh[j + 1]!);
          const rad = sh[j + 2]!;
          const pen = sh[j + 4]!;
          const t = (rad + pen - d) / (2 * pen);
          if (t > 0) {
            const ss = t >= 1 ? 1 : t * t * (3 - 2 * t);
            dark += sh[j + 3]! * ss * SHADOW_STRENGTH * inv;
          }
        }
        if (c.contact > 0) {
          const d2 = (x - c.centre[0]) ** 2 + (y - c.centre[1]) ** 2;
          dark += 0.5 * Math.exp(-d2 / (2 * c.contact * c.contact)) * inv;
        }
      }
      if (dark <= 0.002) continue;
      const f = Math.max(0.08, 1 - dark);
      const o = p * 3;
      frame[o] = frame[o]! * f;
      frame[o + 1] = frame[o + 1]! * f;
      frame[o + 2] = frame[o + 2]! * f;
    }
  }
}
