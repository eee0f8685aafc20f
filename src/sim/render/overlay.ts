/**
 * Broadcast overlays: a score bar along the bottom of the frame and sponsor
 * boards on the floor around the table. They are painted over the static
 * image and again over any dynamic region they cross (they stay on top).
 */
import type { Box, RenderContext } from './context.js';
import { makeRng, type Rng } from './prng.js';

export interface Overlay {
  box: Box;
  /** RGBA of the box, row-major. */
  rgba: Uint8Array;
}

function glyphs(rng: Rng, img: Uint8Array, w: number, x0: number, y0: number, width: number, height: number, rgb: number[]): void {
  // Pseudo-text: blocky glyphs of plausible proportions (no font on these machines).
  let x = x0;
  while (x < x0 + width - height * 0.6) {
    const gw = Math.round(height * rng.uniform(0.4, 0.7));
    const pattern = rng.int(1, 15);
    for (let yy = 0; yy < height; yy++) {
      for (let xx = 0; xx < gw; xx++) {
        const band = Math.floor((yy / height) * 4);
        const stem = xx < gw * 0.25 || xx > gw * 0.75;
        if (!((pattern >> band) & 1) && !stem) continue;
        const o = ((y0 + yy) * w + x + xx) * 4;
        img[o] = rgb[0]!; img[o + 1] = rgb[1]!; img[o + 2] = rgb[2]!; img[o + 3] = 255;
      }
    }
    x += gw + Math.max(1, Math.round(height * 0.15)) + (rng.chance(0.15) ? gw : 0);
  }
}

export function makeOverlays(ctx: RenderContext): Overlay[] {
  const out: Overlay[] = [];
  const { W, H, look } = ctx;
  const rng = makeRng(look.seed ^ 0x0ae1);
  const hue = look.overlay.hue.map((c) => Math.round(Math.pow(c, 1 / 2.2) * 255));
  if (look.overlay.scoreBar) {
    const bw = Math.round(W * rng.uniform(0.35, 0.55));
    const bh = Math.round(H * rng.uniform(0.05, 0.075));
    const x0 = Math.round((W - bw) / 2);
    const y0 = H - bh - Math.round(H * rng.uniform(0.02, 0.05));
    const rgba = new Uint8Array(bw * bh * 4);
    for (let i = 0; i < bw * bh; i++) { rgba[4 * i] = 15; rgba[4 * i + 1] = 18; rgba[4 * i + 2] = 25; rgba[4 * i + 3] = 200; }
    for (let y = 0; y < bh; y++) for (let x = 0; x < Math.round(bw * 0.12); x++) { const o = (y * bw + x) * 4; rgba[o] = hue[0]!; rgba[o + 1] = hue[1]!; rgba[o + 2] = hue[2]!; rgba[o + 3] = 255; }
    const th = Math.round(bh * 0.45);
    glyphs(rng, rgba, bw, Math.round(bw * 0.15), Math.round((bh - th) / 2), Math.round(bw * 0.3), th, [240, 240, 240]);
    glyphs(rng, rgba, bw, Math.round(bw * 0.6), Math.round((bh - th) / 2), Math.round(bw * 0.3), th, [240, 240, 240]);
    out.push({ box: { x0, y0, x1: x0 + bw - 1, y1: y0 + bh - 1 }, rgba });
  }
  if (look.overlay.logos) {
    for (const corner of [0, 1]) {
      const lw = Math.round(W * 0.12), lh = Math.round(H * 0.04);
      const x0 = corner === 0 ? Math.round(W * 0.03) : W - lw - Math.round(W * 0.03);
      const y0 = Math.round(H * 0.03);
      const rgba = new Uint8Array(lw * lh * 4);
      glyphs(rng, rgba, lw, 0, Math.round(lh * 0.1), lw, Math.round(lh * 0.8), [hue[0]! + 40, hue[1]! + 40, hue[2]! + 40].map((c) => Math.min(255, c)));
      for (let i = 3; i < rgba.length; i += 4) rgba[i] = Math.round(rgba[i]! * 0.8);
      out.push({ box: { x0, y0, x1: x0 + lw - 1, y1: y0 + lh - 1 }, rgba });
    }
  }
  return out;
}

/** Paint overlays over the frame inside `clip` (the whole overlay when omitted). */
export function applyOverlays(ctx: RenderContext, frame: Uint8Array, overlays: Overlay[], clip?: Box): void {
  for (const ov of overlays) {
    const x0 = Math.max(ov.box.x0, clip?.x0 ?? 0), x1 = Math.min(ov.box.x1, clip?.x1 ?? ctx.W - 1);
    const y0 = Math.max(ov.box.y0, clip?.y0 ?? 0), y1 = Math.min(ov.box.y1, clip?.y1 ?? ctx.H - 1);
    const bw = ov.box.x1 - ov.box.x0 + 1;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const s = ((y - ov.box.y0) * bw + (x - ov.box.x0)) * 4;
        const a = ov.rgba[s + 3]! / 255;
        if (a === 0) continue;
        const o = (y * ctx.W + x) * 3;
        for (let c = 0; c < 3; c++) frame[o + c] = frame[o + c]! * (1 - a) + ov.rgba[s + c]! * a;
      }
    }
  }
}
