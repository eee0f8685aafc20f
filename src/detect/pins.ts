/**
 * Pin state from the full-resolution silhouette. Seen from above a standing
 * pin is a round Ø 10 mm blob (head inside body), a fallen one a 25 × 10 mm
 * bar: the blob's elongation and area tell them apart more reliably than the
 * network's two pin channels, which hesitate (and sometimes see one fallen
 * pin as two standing ones). The blob is the connected set of pixels around
 * the detection that differ from the cloth.
 */
import { ringColour } from './refine.js';
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
}

/** Window radius around a pin detection, in mm: a fallen pin's half-length plus margin. */
const WINDOW_MM = 20;

/**
 * A pixel belongs to the blob when its colour is farther from the cloth than
 * this share of the centre's distance. Lowering it grows blobs into shadows.
 */
const BLOB_SHARE = 0.45;

/** Measure the pin blob at (x, y); `mmPerPx` is the frame scale at the castle. */
export function pinShape(img: RgbImage, x: number, y: number, mmPerPx: number): PinShape {
  const w = Math.max(4, Math.round(WINDOW_MM / mmPerPx));
  const cloth = ringColour(img, x, y, 1.2 * w, 1.5 * w, []);
  const core = ringColour(img, x, y, 0, 1.5, []);
  const dist = (o: number): number => Math.hypot(img.data[o]! - cloth[0], img.data[o + 1]! - cloth[1], img.data[o + 2]! - cloth[2]);
  const limit = BLOB_SHARE * Math.hypot(core[0] - cloth[0], core[1] - cloth[1], core[2] - cloth[2]);
  const x0 = Math.round(x) - w, y0 = Math.round(y) - w, side = 2 * w + 1;
  const inBlob = new Uint8Array(side * side);
  const seen = new Uint8Array(side * side);
  const stack: number[] = [];
  const push = (u: number, v: number): void => {
    if (u < 0 || v < 0 || u >= side || v >= side) return;
    const k = v * side + u;
    if (seen[k]) return;
    seen[k] = 1;
    const fx = x0 + u, fy = y0 + v;
    if (fx < 0 || fy < 0 || fx >= img.width || fy >= img.height) return;
    if ((u - w) ** 2 + (v - w) ** 2 > w * w) return;
    if (dist((fy * img.width + fx) * 3) <= limit) return;
    inBlob[k] = 1;
    stack.push(k);
  };
  for (let dv = -1; dv <= 1; dv++) for (let du = -1; du <= 1; du++) push(w + du, w + dv);
  let n = 0, sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
  while (stack.length) {
    const k = stack.pop()!;
    const u = k % side, v = (k - u) / side;
    n++; sx += u; sy += v; sxx += u * u; syy += v * v; sxy += u * v;
    push(u + 1, v); push(u - 1, v); push(u, v + 1); push(u, v - 1);
  }
  const contrast = limit / BLOB_SHARE;
  if (n < 3 || contrast < MIN_PIN_CONTRAST) return { pixels: n, areaMm2: n * mmPerPx * mmPerPx, elongation: 1, contrast, cx: x, cy: y };
  const mx = sx / n, my = sy / n;
  const a = sxx / n - mx * mx, b = sxy / n - mx * my, c = syy / n - my * my;
  const t = (a + c) / 2, d = Math.sqrt(((a - c) / 2) ** 2 + b * b);
  const elongation = Math.sqrt((t + d) / Math.max(t - d, 0.05));
  return { pixels: n, areaMm2: n * mmPerPx * mmPerPx, elongation, contrast, cx: x0 + mx, cy: y0 + my };
}

/** A pin's core differs from the cloth by at least this (8-bit RGB); below it the peak is on bare cloth. */
export const MIN_PIN_CONTRAST = 25;
/** Blobs more elongated than this are lines (chalk, a cue, a cushion edge), not pins (a fallen pin measures ≤ 3.5). */
export const MAX_PIN_ELONGATION = 4.5;
/**
 * State rules: elongation ≥ FALLEN_ELONGATION is a fallen pin; a round
 * (< STANDING_ELONGATION), small (< STANDING_AREA_MM2) blob a standing one;
 * between, the network's class stands. Widening the gap defers more to the network.
 */
export const FALLEN_ELONGATION = 2.0;
export const STANDING_ELONGATION = 1.65;
export const STANDING_AREA_MM2 = 160;
/** Most pins in a frame. */
export const MAX_PINS = 5;
/** Two pin detections whose blobs' centroids are closer than this (mm) are one pin. */
export const SAME_PIN_MM = 8;

export interface PinCand { cls: 'pin-standing' | 'pin-fallen'; x: number; y: number; score: number }

/** Drop pins on bare cloth and lines, fix the state from the blob's shape, one detection per blob, at most five. */
export function verifyPins<T extends PinCand>(img: RgbImage, pins: readonly T[], mmPerPx: number): T[] {
  const measured = pins.map((p) => ({ p, s: pinShape(img, p.x, p.y, mmPerPx) }))
    .filter(({ s }) => s.contrast >= MIN_PIN_CONTRAST && s.pixels >= 3 && s.elongation <= MAX_PIN_ELONGATION)
    .map(({ p, s }) => {
      const cls: T['cls'] = s.elongation >= FALLEN_ELONGATION ? 'pin-fallen' : s.elongation < STANDING_ELONGATION && s.areaMm2 < STANDING_AREA_MM2 ? 'pin-standing' : p.cls;
      return { p: { ...p, cls }, s };
    })
    .sort((a, b) => b.p.score - a.p.score);
  const kept: typeof measured = [];
  for (const m of measured) {
    if (kept.some((k) => Math.hypot(k.s.cx - m.s.cx, k.s.cy - m.s.cy) * mmPerPx < SAME_PIN_MM)) continue;
    kept.push(m);
  }
  return kept.slice(0, MAX_PINS).map((k) => k.p);
}
