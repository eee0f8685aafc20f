/**
 * Diamonds: small bright marks on the rails at L/8 and W/4 spacing. Each is
 * looked for near its predicted position as the bright blob above the rail's
 * median; only its position ALONG the rail is used (the distance from the
 * nose depends on the hall's cushion and rail widths, which vary).
 */
import { project, type Camera } from '../camera/model.js';
import { diamonds, type TableModel } from '../geometry/tables.js';
import type { Frame } from './image.js';
import type { LineObs } from './params.js';
import { NOMINAL_CUSHION_WIDTH } from './table-lines.js';

/** Search radius around the predicted diamond (table mm): covers cushion-width spread and the first fit's error. */
const SEARCH_MM = 18;
/**
 * How much brighter than the rail's median a diamond must be (8-bit units).
 * Lower accepts wood grain and lamp glints; higher misses diamonds on pale rails.
 */
const MIN_CONTRAST = 30;

export interface DiamondHit extends LineObs {
  predicted: [number, number];
}

export function findDiamonds(frame: Frame, cam: Camera, table: TableModel): DiamondHit[] {
  const out: DiamondHit[] = [];
  const off = NOMINAL_CUSHION_WIDTH + table.railWidth / 2;
  for (const d of diamonds(table)) {
    const longRail = d.cushion === 'left' || d.cushion === 'right';
    const nrm: [number, number] = d.cushion === 'top' ? [1, 0] : d.cushion === 'bottom' ? [-1, 0] : d.cushion === 'left' ? [0, 1] : [0, -1];
    const X = d.at[0] + nrm[0] * off, Y = d.at[1] + nrm[1] * off;
    const p = project(cam, [X, Y, table.cushionHeight]);
    const q = project(cam, [X + (longRail ? 10 : 0), Y + (longRail ? 0 : 10), table.cushionHeight]);
    if (!p || !q) continue;
    const scale = Math.hypot(q[0] - p[0], q[1] - p[1]) / 10;
    const R = Math.ceil(SEARCH_MM * scale);
    const x0 = Math.round(p[0]) - R, y0 = Math.round(p[1]) - R, size = 2 * R + 1;
    if (x0 < 0 || y0 < 0 || x0 + size > frame.width || y0 + size > frame.height) continue;
    const vals: number[] = [];
    let max = -1, mi = 0;
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) {
      const v = frame.lum[(y0 + y) * frame.width + x0 + x]!;
      vals.push(v);
      if (v > max) { max = v; mi = y * size + x; }
    }
    const bg = [...vals].sort((a, b) => a - b)[vals.length >> 1]!;
    if (max - bg < MIN_CONTRAST) continue;
    const thr = bg + 0.5 * (max - bg);
    const blob = growBlob(vals, size, mi, thr);
    const maxArea = Math.PI * (9 * scale) ** 2;
    if (blob.length < 2 || blob.length > maxArea) continue;
    let sw = 0, sx = 0, sy = 0;
    for (const i of blob) { const w = vals[i]! - thr; sw += w; sx += w * (i % size); sy += w * Math.floor(i / size); }
    const u = x0 + sx / sw, v = y0 + sy / sw;
    out.push({
      px: [u, v],
      z: table.cushionHeight,
      n: longRail ? [1, 0] : [0, 1],
      offset: longRail ? d.at[0] : d.at[1],
      scale,
      kind: 'diamond',
      predicted: [p[0], p[1]],
    });
  }
  return out;
}

/** Pixels above thr connected (8-neighbour) to the start pixel. */
function growBlob(vals: number[], size: number, start: number, thr: number): number[] {
  const seen = new Uint8Array(vals.length);
  const stack = [start];
  seen[start] = 1;
  const out: number[] = [];
  while (stack.length) {
    const i = stack.pop()!;
    out.push(i);
    const x = i % size, y = Math.floor(i / size);
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
      const xx = x + dx, yy = y + dy;
      if (xx < 0 || yy < 0 || xx >= size || yy >= size) continue;
      const j = yy * size + xx;
      if (!seen[j] && vals[j]! > thr) { seen[j] = 1; stack.push(j); }
    }
  }
  return out;
}
