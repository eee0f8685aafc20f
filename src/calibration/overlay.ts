/**
 * The check picture written beside a calibration: the frame with the fitted
 * model drawn over it, for a person to judge at a glance. Yellow: cushion
 * noses (cushion height); cyan: the cushion foot on the cloth; magenta rings:
 * where the diamonds should be; red crosses: spots; green dots: edge points
 * the fit used.
 */
import sharp from 'sharp';
import { project, type Camera } from '../camera/model.js';
import { pinSeats } from '../geometry/castle.js';
import { diamonds, type TableModel } from '../geometry/tables.js';
import type { RgbImage } from './image.js';
import type { LineObs } from './params.js';
import { NOMINAL_CUSHION_WIDTH, railNormal } from './table-lines.js';

type Rgb = readonly [number, number, number];
const YELLOW: Rgb = [255, 230, 0];
const CYAN: Rgb = [0, 230, 255];
const MAGENTA: Rgb = [255, 0, 220];
const RED: Rgb = [255, 40, 40];
const GREEN: Rgb = [60, 255, 60];

export function drawOverlay(img: RgbImage, cam: Camera, table: TableModel, used: readonly LineObs[] = []): RgbImage {
  const out = { width: img.width, height: img.height, rgb: Uint8Array.from(img.rgb) };
  const thick = Math.max(1, Math.round(img.width / 1600));
  const dot = (u: number, v: number, c: Rgb, r = thick): void => {
    for (let y = Math.round(v) - r + 1; y < Math.round(v) + r; y++) for (let x = Math.round(u) - r + 1; x < Math.round(u) + r; x++) {
      if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
      const o = (y * img.width + x) * 3;
      out.rgb[o] = c[0]; out.rgb[o + 1] = c[1]; out.rgb[o + 2] = c[2];
    }
  };
  const hx = table.length / 2, hy = table.width / 2;
  const rect = (z: number, c: Rgb): void => {
    const corners: [number, number][] = [[hx, hy], [hx, -hy], [-hx, -hy], [-hx, hy], [hx, hy]];
    for (let k = 0; k < 4; k++) {
      const [a, b] = [corners[k]!, corners[k + 1]!];
      const steps = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 2);
      for (let i = 0; i <= steps; i++) {
        const p = project(cam, [a[0] + ((b[0] - a[0]) * i) / steps, a[1] + ((b[1] - a[1]) * i) / steps, z]);
        if (p) dot(p[0], p[1], c);
      }
    }
  };
  rect(0, CYAN);
  rect(table.cushionHeight, YELLOW);
  const off = NOMINAL_CUSHION_WIDTH + table.railWidth / 2;
  for (const d of diamonds(table)) {
    const n = railNormal(d.cushion);
    for (let a = 0; a < 2 * Math.PI; a += 0.1) {
      const p = project(cam, [d.at[0] + n[0] * off + 12 * Math.cos(a), d.at[1] + n[1] * off + 12 * Math.sin(a), table.cushionHeight]);
      if (p) dot(p[0], p[1], MAGENTA);
    }
  }
  const spots: (readonly [number, number])[] = table.kind === 'carom'
    ? [...Object.values(table.spots), ...Object.values(pinSeats(table))]
    : [table.rearSpot, [0, 0], [table.houseLine, 0]];
  for (const [x, y] of spots) {
    for (let s = -15; s <= 15; s += 1) {
      for (const q of [project(cam, [x + s, y, 0]), project(cam, [x, y + s, 0])]) if (q) dot(q[0], q[1], RED);
    }
  }
  for (const o of used) dot(o.px[0], o.px[1], GREEN, 1);
  return out;
}

export async function overlayPng(img: RgbImage, cam: Camera, table: TableModel, used: readonly LineObs[] = []): Promise<Buffer> {
  const o = drawOverlay(img, cam, table, used);
  return sharp(Buffer.from(o.rgb), { raw: { width: o.width, height: o.height, channels: 3 } }).png({ compressionLevel: 6 }).toBuffer();
}
