/**
 * The search for a Russian colour ball the network did not see (it fires at
 * 0.01-0.1 on blue, purple and black ones, or not at all on a blurred one or
 * a black one on a grey cloth): the cloth inside the cushion noses is sampled
 * every COLOUR_STEP px through the calibration; a sample is "colour" when its
 * hue differs from the cloth's (a shadow keeps the cloth's hue), it is far
 * from the cloth's shading line, or it is much darker than the cloth, and it
 * is not an ivory white. A ball is a square of ~1.2 r mostly colour inside a
 * ring of ~3 r mostly not, with cloth on every side it has cloth (a long
 * strip — a cushion's shadow, a sleeve — has colour along itself). The
 * caller (detector.ts) verifies the places found like any candidate.
 */
import { project, type Camera } from '../camera/model.js';
import type { TableModel } from '../geometry/tables.js';
import type { RgbImage } from './preprocess.js';
import { CLOTH_SHADE, lineDistance } from './rim.js';

/**
 * COLOUR_STEP (px): the sampling grid (a ball is 18-35 px across at 1080p; 2
 * costs a few ms a frame, only when the colour ball is missing). A sample is
 * colour beyond COLOUR_DISTANCE × the cloth's brightness from the cloth's
 * shading line, unless it is an ivory white (saturation < IVORY_SATURATION).
 * A ball: ≥ COLOUR_FILL of its inner square colour, ≤ COLOUR_RING of the ring
 * around it (see SECTORS; hands, arms and cue shadows are larger than a ball;
 * raising COLOUR_RING lets them in).
 */
const COLOUR_STEP = 3;
const COLOUR_DISTANCE = 0.25;
/** Hue distance (sum of chromaticity differences) from the cloth that makes a sample colour, where its brightness (R+G+B) exceeds MIN_HUE_SUM (darker samples' hue is noise). */
const COLOUR_HUE = 0.25;
const MIN_HUE_SUM = 60;
/** Samples darker than this share of the cloth's brightness are colour too (a black ball; shadows are larger than a ball or lie beside one). */
const DARK_SHARE = 0.5;
const IVORY_SATURATION = 0.25;
const COLOUR_FILL = 0.7;
const COLOUR_RING = 0.3;

/** Per frame row, the span of columns of the cloth inside the cushion noses (seen at ball-centre height), through the calibration. */
export function playingSpans(camera: Camera, table: TableModel, height: number): ([number, number] | undefined)[] {
  const R = table.ballRadius, hx = table.length / 2, hy = table.width / 2;
  const poly: [number, number][] = [];
  const N = 40;
  for (let k = 0; k < N; k++) poly.push([-hx + (2 * hx * k) / N, -hy], [hx, -hy + (2 * hy * k) / N], [hx - (2 * hx * k) / N, hy], [-hx, hy - (2 * hy * k) / N]);
  const pts = poly.map(([x, y]) => project(camera, [x, y, R])).filter((p): p is [number, number] => p !== null);
  const spans: ([number, number] | undefined)[] = new Array(height);
  // The outline's points sorted by angle around their mean form the (near-convex) polygon.
  const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length, cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
  pts.sort((p, q) => Math.atan2(p[1] - cy, p[0] - cx) - Math.atan2(q[1] - cy, q[0] - cx));
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!, q = pts[(i + 1) % pts.length]!;
    const y0 = Math.ceil(Math.min(p[1], q[1])), y1 = Math.floor(Math.max(p[1], q[1]));
    for (let v = Math.max(0, y0); v <= Math.min(height - 1, y1); v++) {
      const x = p[1] === q[1] ? p[0] : p[0] + ((v - p[1]) / (q[1] - p[1])) * (q[0] - p[0]);
      const s = spans[v];
      spans[v] = s ? [Math.min(s[0], x), Math.max(s[1], x)] : [x, x];
    }
  }
  return spans;
}

/** The cloth's colour: per-channel medians of every 4th sample inside the playing area (balls are a small share). */
function clothColour(img: RgbImage, span: readonly ([number, number] | undefined)[], step: number): [number, number, number] {
  const hist = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)];
  let n = 0;
  for (let v = 0; v < img.height; v += 2 * step) {
    const s = span[v];
    if (!s) continue;
    for (let u = Math.max(0, Math.ceil(s[0])); u <= Math.min(img.width - 1, s[1]); u += 2 * step) {
      const o = (v * img.width + u) * 3;
      for (let c = 0; c < 3; c++) hist[c]![img.data[o + c]!]!++;
      n++;
    }
  }
  const med = (h: Uint32Array): number => { let seen = 0; for (let i = 0; i < 256; i++) { seen += h[i]!; if (seen > n / 2) return i; } return 255; };
  return [med(hist[0]!), med(hist[1]!), med(hist[2]!)];
}

/** The sampled cloth: per grid cell 0 (outside the playing area), 1 (colour), 2 (cloth or an ivory white). */
export interface ColourMask {
  gw: number;
  gh: number;
  step: number;
  mask: Uint8Array;
  /** A ball's radius (px) at the table's centre. */
  rPx: number;
}

/** Classify every COLOUR_STEP-th pixel of the playing area (see the file's comment); null when the table does not project. */
export function colourMask(img: RgbImage, camera: Camera, table: TableModel): ColourMask | null {
  const R = table.ballRadius, step = COLOUR_STEP;
  const a = project(camera, [0, 0, R]), b = project(camera, [R, 0, R]);
  if (!a || !b) return null;
  const rPx = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const span = playingSpans(camera, table, img.height);
  const gw = Math.ceil(img.width / step), gh = Math.ceil(img.height / step);
  const cloth = clothColour(img, span, step);
  const tol = COLOUR_DISTANCE * Math.max(40, Math.hypot(cloth[0], cloth[1], cloth[2]));
  const cs = cloth[0] + cloth[1] + cloth[2] + 3, c0 = (cloth[0] + 1) / cs, c1 = (cloth[1] + 1) / cs, c2 = (cloth[2] + 1) / cs;
  const mask = new Uint8Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) {
    const v = gy * step, s = span[v];
    if (!s) continue;
    for (let gx = 0; gx < gw; gx++) {
      const u = gx * step;
      if (u < s[0] || u > s[1]) continue;
      const o = (v * img.width + u) * 3;
      const p0 = img.data[o]!, p1 = img.data[o + 1]!, p2 = img.data[o + 2]!;
      const mx = Math.max(p0, p1, p2), mn = Math.min(p0, p1, p2);
      const ivory = mx > IVORY_MIN && (mx - mn) / mx < IVORY_SATURATION;
      const sum = p0 + p1 + p2 + 1;
      // Another hue than the cloth's (a shadow keeps the cloth's hue; a black ball is grey), or far from its shading.
      const hue = Math.abs(p0 / sum - c0) + Math.abs(p1 / sum - c1) + Math.abs(p2 / sum - c2);
      const colour = !ivory && ((sum > MIN_HUE_SUM && hue > COLOUR_HUE) || sum < DARK_SHARE * cs || lineDistance(p0, p1, p2, cloth, CLOTH_SHADE) > tol);
      mask[gy * gw + gx] = colour ? 1 : 2;
    }
  }
  return { gw, gh, step, mask, rPx };
}

/**
 * The ring around a place is cut in SECTORS sectors (1.3-1.8 r, outside the
 * ball whatever its size across the frame; 22.5° each, so a strip 1.2 r wide
 * fills at least one on each side — with 8, a strip along a sector boundary
 * half-filled two and passed): a ball has cloth all round,
 * except where a neighbour, its own shadow or a cushion's shadow lies, so the
 * RING_IGNORED most colourful sectors are left out of the ring's share; a
 * strip (a cue's or a cushion's shadow, a sleeve, the cue) has colour on two
 * opposite sides, and more than SIDE_MAX of both opposite sectors rejects the
 * place (issue 5: the black ball against a cushion's shadow on 9 200 173 met
 * the old square ring's 0.3 at 0.43; ten strip places along a cushion's shadow
 * filled the ten verified places on 9 200 109). Raising SIDE_MAX or
 * RING_IGNORED finds balls in tighter spots and lets more strips through.
 */
const SECTORS = 16;
const RING_IGNORED = 4;
const SIDE_MAX = 0.5;
/** A place closer than TAKEN_R × r to a ball already found is that ball (touching balls are 2 r apart, and r varies ±20 % across the frame). */
const TAKEN_R = 1;

/** Grid offsets of the ring 1.3-1.8 r (r in grid cells) and the sector of each. */
function ringOffsets(r: number): { dx: number; dy: number; k: number }[] {
  const out: { dx: number; dy: number; k: number }[] = [];
  const R = Math.ceil(1.8 * r);
  for (let dy = -R; dy <= R; dy++) {
    for (let dx = -R; dx <= R; dx++) {
      const d = Math.hypot(dx, dy);
      if (d < 1.3 * r || d > 1.8 * r) continue;
      out.push({ dx, dy, k: Math.floor(((Math.atan2(dy, dx) + Math.PI) / (2 * Math.PI)) * SECTORS) % SECTORS });
    }
  }
  return out;
}

/** Colour share of the ring around (gx, gy) without its RING_IGNORED most colourful sectors; 1 for a strip through it (see SIDE_MAX). */
function ringColour(mask: Uint8Array, gw: number, gh: number, gx: number, gy: number, ring: readonly { dx: number; dy: number; k: number }[], share: Float64Array, seen: Float64Array): number {
  share.fill(0); seen.fill(0);
  for (const o of ring) {
    const u = gx + o.dx, v = gy + o.dy;
    if (u < 0 || v < 0 || u >= gw || v >= gh) continue;
    const m = mask[v * gw + u]!;
    if (!m) continue;
    seen[o.k]!++;
    if (m === 1) share[o.k]!++;
  }
  const shares: number[] = [];
  for (let k = 0; k < SECTORS; k++) if (seen[k]! > 0) shares.push(share[k]! / seen[k]!);
  for (let k = 0; k < SECTORS / 2; k++) {
    if (seen[k]! > 0 && seen[k + SECTORS / 2]! > 0 && share[k]! / seen[k]! > SIDE_MAX && share[k + SECTORS / 2]! / seen[k + SECTORS / 2]! > SIDE_MAX) return 1;
  }
  shares.sort((a, b) => a - b);
  const kept = shares.slice(0, Math.max(1, shares.length - RING_IGNORED));
  return kept.reduce((a, b) => a + b, 0) / kept.length;
}

/** An ivory white is brighter than this (max channel) and unsaturated; darker grey is a black ball's body. */
const IVORY_MIN = 90;

/**
 * The best few places (frame px, best first) that look like a colour ball on
 * the cloth, away from the balls already found (`taken`); the caller verifies
 * them like any candidate.
 */
export function colourBlobs(img: RgbImage, camera: Camera, table: TableModel, taken: readonly (readonly [number, number])[], max = 10): [number, number][] {
  const m = colourMask(img, camera, table);
  if (!m) return [];
  const { gw, gh, step, mask, rPx } = m;
  // Summed-area tables of colour samples and of samples inside the playing area.
  const sat = new Float64Array((gw + 1) * (gh + 1)), inside = new Float64Array((gw + 1) * (gh + 1));
  for (let gy = 0; gy < gh; gy++) {
    let row = 0, rowIn = 0;
    for (let gx = 0; gx < gw; gx++) {
      const k = mask[gy * gw + gx]!;
      if (k) rowIn++;
      if (k === 1) row++;
      sat[(gy + 1) * (gw + 1) + gx + 1] = sat[gy * (gw + 1) + gx + 1]! + row;
      inside[(gy + 1) * (gw + 1) + gx + 1] = inside[gy * (gw + 1) + gx + 1]! + rowIn;
    }
  }
  const box = (t: Float64Array, x0: number, y0: number, x1: number, y1: number): number => {
    x0 = Math.max(0, x0); y0 = Math.max(0, y0); x1 = Math.min(gw, x1); y1 = Math.min(gh, y1);
    return x1 <= x0 || y1 <= y0 ? 0 : t[y1 * (gw + 1) + x1]! - t[y0 * (gw + 1) + x1]! - t[y1 * (gw + 1) + x0]! + t[y0 * (gw + 1) + x0]!;
  };
  const hi = Math.max(1, Math.round((0.6 * rPx) / step));
  const ring = ringOffsets(rPx / step);
  const found: { x: number; y: number; s: number }[] = [];
  const share = new Float64Array(SECTORS), seen = new Float64Array(SECTORS);
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      if (mask[gy * gw + gx] === 0) continue;
      const nIn = box(inside, gx - hi, gy - hi, gx + hi + 1, gy + hi + 1);
      if (nIn < 0.6 * (2 * hi + 1) ** 2) continue;
      const cIn = box(sat, gx - hi, gy - hi, gx + hi + 1, gy + hi + 1) / nIn;
      if (cIn < COLOUR_FILL) continue;
      const cOut = ringColour(mask, gw, gh, gx, gy, ring, share, seen);
      if (cOut > COLOUR_RING) continue;
      const x = gx * step, y = gy * step;
      if (taken.some((t) => Math.hypot(t[0] - x, t[1] - y) < TAKEN_R * rPx)) continue;
      found.push({ x, y, s: cIn - cOut });
    }
  }
  found.sort((p, q) => q.s - p.s);
  const out: [number, number][] = [];
  for (const f of found) {
    if (out.some((o) => Math.hypot(o[0] - f.x, o[1] - f.y) < 2 * rPx)) continue;
    out.push([f.x, f.y]);
    if (out.length >= max) break;
  }
  return out;
}
