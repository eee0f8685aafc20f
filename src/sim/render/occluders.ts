/**
 * Occluders: the cue stick, the bridge hand, the arms, head and torso of the
 * player leaning over the table, and a hand placing a ball. They are
 * obstacles for the detector, not measured objects, so they are drawn as
 * projected 3-D ellipsoid "blobs" and a projected tapered cylinder (no
 * per-pixel ray cast, no motion blur).
 */
import { project, type Vec3 } from '../../camera/model.js';
import { clipBox, lin2srgb, vignette, type Box, type RenderContext } from './context.js';
import type { Rgb } from './look.js';
import type { CueOccluder, HandOccluder } from './scene.js';
import { drawBodyShade } from './shadows.js';

const CUE_LENGTH = 1420;
const TIP_RADIUS = 6.2;
const BUTT_RADIUS = 15;

function blend(ctx: RenderContext, frame: Uint8Array, p: number, rgb: readonly number[], lum: number, cov: number, g: number): void {
  const o = p * 3;
  const wb = ctx.look.whiteBalance;
  for (let c = 0; c < 3; c++) {
    const val = lin2srgb(ctx, rgb[c]! * lum * g * wb[c]!);
    frame[o + c] = frame[o + c]! * (1 - cov) + val * cov;
  }
}

/** An ellipsoid seen from above: centre and two half-axes in 3-D, shaded like a dome. */
export function drawBlob(ctx: RenderContext, frame: Uint8Array, centre: Vec3, a: Vec3, b: Vec3, rgb: Rgb): Box | null {
  const c = project(ctx.cam, centre);
  const pa = project(ctx.cam, [centre[0] + a[0], centre[1] + a[1], centre[2] + a[2]]);
  const pb = project(ctx.cam, [centre[0] + b[0], centre[1] + b[1], centre[2] + b[2]]);
  if (!c || !pa || !pb) return null;
  const e1x = pa[0] - c[0], e1y = pa[1] - c[1], e2x = pb[0] - c[0], e2y = pb[1] - c[1];
  const det = e1x * e2y - e1y * e2x;
  if (Math.abs(det) < 1e-6) return null;
  const ext = Math.abs(e1x) + Math.abs(e2x), eyt = Math.abs(e1y) + Math.abs(e2y);
  const box = clipBox(ctx, c[0] - ext - 1, c[1] - eyt - 1, c[0] + ext + 1, c[1] + eyt + 1);
  const minAxis = Math.min(Math.hypot(e1x, e1y), Math.hypot(e2x, e2y));
  const amb = ctx.look.ambient;
  for (let v = box.y0; v <= box.y1; v++) {
    for (let u = box.x0; u <= box.x1; u++) {
      const px = u - c[0], py = v - c[1];
      const al = (px * e2y - py * e2x) / det;
      const be = (py * e1x - px * e1y) / det;
      const rho = Math.sqrt(al * al + be * be);
      const cov = Math.min(1, Math.max(0, (1 - rho) * minAxis + 0.5));
      if (cov <= 0) continue;
      const dome = Math.sqrt(Math.max(0, 1 - Math.min(1, rho) ** 2));
      // Lit from above, slightly from the table's centre: brighter on the top, dark flanks.
      const lum = amb + (1 - amb) * (0.35 + 0.75 * dome - 0.15 * be);
      blend(ctx, frame, v * ctx.W + u, rgb, lum, cov, vignette(ctx, u, v) * ctx.look.exposure);
    }
  }
  return box;
}

/** Colour along the cue at distance d (mm) from the tip. */
function cueColour(ctx: RenderContext, d: number): readonly number[] {
  if (d < 12) return [0.05, 0.12, 0.35];
  if (d < 35) return [0.8, 0.78, 0.7];
  if (d < CUE_LENGTH * 0.52) return ctx.look.cueShaft;
  if (d < CUE_LENGTH * 0.53) return [0.7, 0.7, 0.72];
  if (d > CUE_LENGTH - 25) return [0.02, 0.02, 0.02];
  return ctx.look.cueButt;
}

export function drawCue(ctx: RenderContext, frame: Uint8Array, cue: CueOccluder, ballRadius: number): Box[] {
  const boxes: Box[] = [];
  const el = ((cue.elevationDeg ?? 6) * Math.PI) / 180;
  const A: Vec3 = [Math.cos(cue.angle) * Math.cos(el), Math.sin(cue.angle) * Math.cos(el), Math.sin(el)];
  const T: Vec3 = [cue.tip[0], cue.tip[1], ballRadius];
  const at = (d: number, up = 0, side = 0): Vec3 => [T[0] + A[0] * d - Math.sin(cue.angle) * side, T[1] + A[1] * d + Math.cos(cue.angle) * side, T[2] + A[2] * d + up];
  if (cue.shadow !== false) drawBodyShade(ctx, frame, cue.tip, cue.angle, 0.3);
  const pt = project(ctx.cam, T);
  const pb = project(ctx.cam, at(CUE_LENGTH));
  if (pt && pb) {
    const depthT = ctx.C[2] - T[2];
    const depthB = Math.max(200, ctx.C[2] - at(CUE_LENGTH)[2]);
    const fx = ctx.cam.intrinsics.fx;
    const rt = (TIP_RADIUS * fx) / depthT, rb = (BUTT_RADIUS * fx) / depthB;
    const box = clipBox(ctx, Math.min(pt[0], pb[0]) - rb - 2, Math.min(pt[1], pb[1]) - rb - 2, Math.max(pt[0], pb[0]) + rb + 2, Math.max(pt[1], pb[1]) + rb + 2);
    const sx = pb[0] - pt[0], sy = pb[1] - pt[1];
    const l2 = sx * sx + sy * sy;
    const il = 1 / Math.sqrt(l2);
    for (let v = box.y0; v <= box.y1; v++) {
      for (let u = box.x0; u <= box.x1; u++) {
        const px = u - pt[0], py = v - pt[1];
        const t = (px * sx + py * sy) / l2;
        if (t < 0 || t > 1) continue;
        const across = (px * sy - py * sx) * il;
        const rad = rt + (rb - rt) * t;
        const cov = Math.min(1, Math.max(0, rad - Math.abs(across) + 0.5));
        if (cov <= 0) continue;
        const q = Math.min(1, Math.abs(across) / rad);
        const hl = Math.exp(-((across / rad + 0.35) ** 2) / 0.02);
        const lum = 0.35 + 0.65 * Math.sqrt(1 - q * q) + 0.5 * hl;
        blend(ctx, frame, v * ctx.W + u, cueColour(ctx, t * CUE_LENGTH), lum, cov, vignette(ctx, u, v) * ctx.look.exposure);
      }
    }
    boxes.push(box);
  }
  const look = ctx.look;
  const push = (b: Box | null): void => { if (b) boxes.push(b); };
  const side = (d: number): Vec3 => [-Math.sin(cue.angle) * d, Math.cos(cue.angle) * d, 0];
  const along = (d: number): Vec3 => [A[0] * d, A[1] * d, 0];
  if (cue.hand !== false) {
    // Bridge hand: palm flat on the cloth behind the tip, fingers spread towards the ball.
    const palm = at(200, -ballRadius + 25, 0);
    push(drawBlob(ctx, frame, at(520, 120, 120), along(320), side(60), look.sleeve));
    push(drawBlob(ctx, frame, palm, along(55), side(48), look.skin));
    for (const k of [-1.5, -0.5, 0.5, 1.5]) push(drawBlob(ctx, frame, at(140, -ballRadius + 15, k * 22), [A[0] * 45 + k * 4 * -Math.sin(cue.angle), A[1] * 45, 0], side(9), look.skin));
  }
  if (cue.arm !== false) {
    // Grip hand and forearm hanging under the elbow; head and torso over the cue line.
    push(drawBlob(ctx, frame, at(1150, 60, 0), along(45), side(40), look.skin));
    push(drawBlob(ctx, frame, at(1120, 260, 20), [A[0] * 80, A[1] * 80, 200], side(55), look.sleeve));
    push(drawBlob(ctx, frame, at(850, 520, 30), along(380), side(190), look.sleeve));
    push(drawBlob(ctx, frame, at(480, 330, 0), along(110), side(85), [0.03, 0.025, 0.02]));
  }
  return boxes;
}

export function drawHand(ctx: RenderContext, frame: Uint8Array, hand: HandOccluder): Box[] {
  const h = hand.heightMm ?? 40;
  const c = Math.cos(hand.angle), s = Math.sin(hand.angle);
  const look = ctx.look;
  const boxes: Box[] = [];
  const push = (b: Box | null): void => { if (b) boxes.push(b); };
  push(drawBlob(ctx, frame, [hand.at[0] - c * 400, hand.at[1] - s * 400, h + 250], [c * 330, s * 330, 200], [-s * 55, c * 55, 0], look.sleeve));
  push(drawBlob(ctx, frame, [hand.at[0], hand.at[1], h], [c * 60, s * 60, 0], [-s * 45, c * 45, 0], look.skin));
  for (const k of [-1.5, -0.5, 0.5, 1.5]) {
    push(drawBlob(ctx, frame, [hand.at[0] + c * 85 - s * k * 20, hand.at[1] + s * 85 + c * k * 20, h - 10], [c * 40, s * 40, 0], [-s * 9, c * 9, 0], look.skin));
  }
  return boxes;
}
