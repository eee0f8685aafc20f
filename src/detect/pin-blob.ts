/**
 * A pin's blob at full resolution: the connected set of pixels around a
 * detection that differ from the cloth, and its shape. Seen from above a
 * standing pin is a round Ø 10 mm blob (head inside body), a fallen one a
 * 25 × 10 mm bar; two pins that touch make one blob.
 */
import { colourDistance, pixelDistance, ringColour } from './refine.js';
import type { RgbImage } from './preprocess.js';

export interface PinShape {
  /** Blob pixels and their area in mm² (through the scale `mmPerPx`). */
  pixels: number;
  areaMm2: number;
  /** sqrt of the ratio of the blob's principal second moments (1 = round). */
  elongation: number;
  /** Colour distance between the detection's core and the cloth around it. */
  contrast: number;
  /** Blob centroid (frame px). */
  cx: number;
  cy: number;
  /** Direction of the blob's long axis in the frame (rad, image x towards image y); 0 for a blob too small to measure. */
  axis: number;
}

/** Window radius around a pin detection, in mm: a fallen pin's half-length plus margin. */
const WINDOW_MM = 20;

/**
 * A pixel belongs to the blob when its colour is farther from the cloth than
 * this share of the centre's distance. Lowering it grows blobs into shadows.
 */
const BLOB_SHARE = 0.45;

/** A pin's core differs from the cloth by at least this (8-bit RGB); below it the peak is on bare cloth. */
export const MIN_PIN_CONTRAST = 25;

/** A pin blob's pixels (frame x, y interleaved), the cloth colour around it and its core's contrast (see pinShape). */
export interface PinBlob { px: Int32Array; cloth: [number, number, number]; contrast: number }

/** The pin blob at (x, y): flood fill within WINDOW_MM from the detection of the pixels farther from the cloth than BLOB_SHARE of the core. */
export function pinBlob(img: RgbImage, x: number, y: number, mmPerPx: number): PinBlob {
  const w = Math.max(4, Math.round(WINDOW_MM / mmPerPx));
  const cloth = ringColour(img, x, y, 1.2 * w, 1.5 * w, []);
  const core = ringColour(img, x, y, 0, 1.5, []);
  const dist = (o: number): number => pixelDistance(img.data, o, cloth);
  const limit = BLOB_SHARE * colourDistance(core, cloth);
  const x0 = Math.round(x) - w, y0 = Math.round(y) - w, side = 2 * w + 1;
  const seen = new Uint8Array(side * side);
  const stack: number[] = [];
  const found: number[] = [];
  const push = (u: number, v: number): void => {
    if (u < 0 || v < 0 || u >= side || v >= side) return;
    const k = v * side + u;
    if (seen[k]) return;
    seen[k] = 1;
    const fx = x0 + u, fy = y0 + v;
    if (fx < 0 || fy < 0 || fx >= img.width || fy >= img.height) return;
    if ((u - w) ** 2 + (v - w) ** 2 > w * w) return;
    if (dist((fy * img.width + fx) * 3) <= limit) return;
    stack.push(k);
  };
  for (let dv = -1; dv <= 1; dv++) for (let du = -1; du <= 1; du++) push(w + du, w + dv);
  while (stack.length) {
    const k = stack.pop()!;
    const u = k % side, v = (k - u) / side;
    found.push(x0 + u, y0 + v);
    push(u + 1, v); push(u - 1, v); push(u, v + 1); push(u, v - 1);
  }
  return { px: Int32Array.from(found), cloth, contrast: limit / BLOB_SHARE };
}

/** Measure the pin blob at (x, y) (pinBlob); `mmPerPx` is the frame scale at the castle. */
export function pinShape(img: RgbImage, x: number, y: number, mmPerPx: number): PinShape {
  const { px, contrast } = pinBlob(img, x, y, mmPerPx);
  const n = px.length / 2;
  if (n < 3 || contrast < MIN_PIN_CONTRAST) return { pixels: n, areaMm2: n * mmPerPx * mmPerPx, elongation: 1, contrast, cx: x, cy: y, axis: 0 };
  return { ...moments(px), pixels: n, areaMm2: n * mmPerPx * mmPerPx, contrast };
}

/**
 * A blob's width (mm) taken as a bar's: area / length with length = width ×
 * elongation, i.e. sqrt(area / elongation). A pin lying is its own ~10 mm
 * thick; the chalk line and a seat's sticker joined to it are thinner.
 */
export function barWidthMm(s: Pick<PinShape, 'areaMm2' | 'elongation'>): number {
  return Math.sqrt(s.areaMm2 / s.elongation);
}

/**
 * The 4-connected pixels from `seed` that `keep` accepts (x, y interleaved):
 * the part flood of a head or a bright spot, each caller's test in `keep`
 * (its measure against the cloth, its reach, the image's bounds).
 */
export function floodPart(width: number, seed: readonly [number, number], keep: (x: number, y: number) => boolean): Int32Array {
  const seen = new Set<number>(), found: number[] = [], stack: [number, number][] = [[seed[0], seed[1]]];
  while (stack.length) {
    const [x, y] = stack.pop()!;
    const k = y * width + x;
    if (seen.has(k)) continue;
    seen.add(k);
    if (!keep(x, y)) continue;
    found.push(x, y);
    stack.push([x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]);
  }
  return Int32Array.from(found);
}

/** Centroid, elongation (sqrt of the principal moments' ratio) and long-axis direction of a pixel set (x, y interleaved, not empty). */
export function moments(px: Int32Array): { cx: number; cy: number; elongation: number; axis: number } {
  const n = px.length / 2;
  let sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
  for (let i = 0; i < px.length; i += 2) {
    const u = px[i]!, v = px[i + 1]!;
    sx += u; sy += v; sxx += u * u; syy += v * v; sxy += u * v;
  }
  const mx = sx / n, my = sy / n;
  const a = sxx / n - mx * mx, b = sxy / n - mx * my, c = syy / n - my * my;
  const t = (a + c) / 2, d = Math.sqrt(((a - c) / 2) ** 2 + b * b);
  return { cx: mx, cy: my, elongation: Math.sqrt((t + d) / Math.max(t - d, 0.05)), axis: 0.5 * Math.atan2(2 * b, a - c) };
}
