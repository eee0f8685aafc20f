/**
 * Broadcast overlays: a score bar along the bottom of the frame and a channel
 * logo and a sponsor board in the top corners, with real text (SVG rendered
 * once per recording, text.ts). They are painted over the static image and
 * again over any dynamic region they cross (they stay on top). Lamp housings
 * that hang into the frame use the same mechanism (hall.ts).
 */
import type { Box, RenderContext } from './context.js';
import { makeRng, type Rng } from './prng.js';
import { svgToRgba, xml } from './text.js';

export interface Overlay {
  box: Box;
  /** RGBA of the box, row-major. */
  rgba: Uint8Array;
}

const PLAYERS = ['MERCKX', 'ZANETTI', 'JASPERS', 'SAYGINER', 'CHO M.', 'KIM H.', 'TRAN Q.', 'HORN', 'BLOMDAHL', 'CAUDRON', 'SANCHEZ', 'TASDEMIR', 'NGUYEN', 'POLYCHRONOPOULOS', 'IVANOV', 'PETROV', 'SOKOLOV'];
const CHANNELS = ['CAROM TV', 'BILLIARD LIVE', 'CUE SPORTS 1', '3C CHANNEL', 'BILLARD TV', 'PYRAMID SPORT'];
const SPONSORS = ['NOVA', 'ZENITH CLOTH', 'ARAMIS', 'VELOURS', 'GRAND HALL', 'ORION', 'SIMONIS-LIKE', 'TOURNAMENT'];

const hex = (c: readonly number[]): string => '#' + c.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');

function scoreBar(rng: Rng, w: number, h: number, hue: string): string {
  const a = rng.pick(PLAYERS);
  const b = rng.pick(PLAYERS.filter((n) => n !== a));
  const inn = rng.int(1, 40);
  const sa = rng.int(0, 40), sb = rng.int(0, 40);
  const fs = Math.round(h * 0.36);
  const row = (y: number, name: string, score: number, turn: boolean): string =>
    `<text x="${w * 0.15}" y="${y}" font-family="DejaVu Sans" font-weight="bold" font-size="${fs}" fill="#f2f2f2">${xml(name)}</text>` +
    `<text x="${w * 0.8}" y="${y}" font-family="DejaVu Sans Mono" font-weight="bold" font-size="${fs}" fill="#ffffff" text-anchor="end">${score}</text>` +
    (turn ? `<circle cx="${w * 0.12}" cy="${y - fs * 0.35}" r="${fs * 0.18}" fill="#ffd23c"/>` : '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<rect x="0" y="0" width="${w}" height="${h}" rx="${h * 0.08}" fill="#0e121a" fill-opacity="0.82"/>
<rect x="0" y="0" width="${w * 0.1}" height="${h}" rx="${h * 0.08}" fill="${hue}"/>
<text x="${w * 0.05}" y="${h * 0.62}" font-family="DejaVu Sans" font-weight="bold" font-size="${fs * 0.8}" fill="#ffffff" text-anchor="middle">${rng.pick(['3C', 'LIVE', 'R16', 'QF', 'SF', 'F'])}</text>
${row(h * 0.43, a, sa, rng.chance(0.5))}${row(h * 0.86, b, sb, false)}
<rect x="${w * 0.83}" y="${h * 0.1}" width="${w * 0.16}" height="${h * 0.8}" fill="#000000" fill-opacity="0.35"/>
<text x="${w * 0.91}" y="${h * 0.42}" font-family="DejaVu Sans" font-size="${fs * 0.6}" fill="#bbbbbb" text-anchor="middle">INN</text>
<text x="${w * 0.91}" y="${h * 0.85}" font-family="DejaVu Sans Mono" font-weight="bold" font-size="${fs}" fill="#ffffff" text-anchor="middle">${inn}</text>
</svg>`;
}

function board(rng: Rng, w: number, h: number, hue: string, text: string): string {
  // DejaVu Sans Bold capitals are about 0.72 em wide: fit the text in 88 % of the board.
  const fs = Math.round(Math.min(h * 0.55, (w * 0.88) / (0.72 * Math.max(1, text.length))));
  const style = rng.int(0, 2);
  const plate = style === 0 ? `<rect x="0" y="0" width="${w}" height="${h}" rx="${h * 0.15}" fill="${hue}" fill-opacity="0.85"/>` : style === 1 ? `<rect x="0" y="0" width="${w}" height="${h}" fill="#ffffff" fill-opacity="0.85"/><rect x="0" y="${h * 0.85}" width="${w}" height="${h * 0.15}" fill="${hue}"/>` : '';
  const fill = style === 1 ? '#1a1a1a' : '#ffffff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${plate}
<text x="${w / 2}" y="${h / 2 + fs * 0.36}" font-family="DejaVu Sans" font-weight="bold" font-size="${fs}" fill="${fill}" fill-opacity="${style === 2 ? 0.75 : 1}" text-anchor="middle">${xml(text)}</text></svg>`;
}

function plainPlate(w: number, h: number, rgb: readonly number[], alpha: number): Uint8Array {
  const rgba = new Uint8Array(w * h * 4);
  for (let i = 0; i < w * h; i++) { rgba[4 * i] = rgb[0]!; rgba[4 * i + 1] = rgb[1]!; rgba[4 * i + 2] = rgb[2]!; rgba[4 * i + 3] = alpha; }
  return rgba;
}

export function makeOverlays(ctx: RenderContext): Overlay[] {
  const out: Overlay[] = [];
  const { W, H, look } = ctx;
  const rng = makeRng(look.seed ^ 0x0ae1);
  const hueRgb = look.overlay.hue.map((c) => Math.round(Math.pow(c, 1 / 2.2) * 255));
  const hue = hex(hueRgb);
  if (look.overlay.scoreBar) {
    const bw = Math.round(W * rng.uniform(0.3, 0.45));
    const bh = Math.round(H * rng.uniform(0.07, 0.1));
    const x0 = rng.chance(0.6) ? Math.round((W - bw) / 2) : Math.round(W * 0.03);
    const y0 = H - bh - Math.round(H * rng.uniform(0.02, 0.05));
    const rgba = svgToRgba(scoreBar(rng, bw, bh, hue), bw, bh) ?? plainPlate(bw, bh, [15, 18, 25], 200);
    out.push({ box: { x0, y0, x1: x0 + bw - 1, y1: y0 + bh - 1 }, rgba });
  }
  if (look.overlay.logos) {
    for (const corner of [0, 1]) {
      const text = corner === 0 ? rng.pick(CHANNELS) : rng.pick(SPONSORS);
      const lw = Math.round(W * rng.uniform(0.1, 0.16)), lh = Math.round(H * rng.uniform(0.035, 0.05));
      const x0 = corner === 0 ? Math.round(W * 0.03) : W - lw - Math.round(W * 0.03);
      const y0 = Math.round(H * rng.uniform(0.02, 0.04));
      const rgba = svgToRgba(board(rng, lw, lh, hue, text), lw, lh) ?? plainPlate(lw, lh, hueRgb, 170);
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
