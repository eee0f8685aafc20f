/**
 * Sub-pixel ball centres at full resolution. The network places a ball to
 * about a pixel at half scale; this measures the ball's silhouette directly:
 * each pixel's coverage is its colour projected on the cloth → ball colour
 * axis (shadows project below the cloth and count as 0, highlights above the
 * ball and count as 1), and the centre is the coverage centroid.
 *
 * Two variants (the evaluation measures both, test/detect.eval.test.ts):
 * - 'centroid': plain coverage centroid (right for blurred streaks too);
 * - 'edge': pixels well inside the current disc count as fully covered, so
 *   dark spots and printed marks pull less; only the rim is measured.
 */
import type { RgbImage } from './preprocess.js';

export type RefineMethod = 'none' | 'centroid' | 'edge';

/** Centroid passes; each re-centres the window. Two settle to < 0.05 px on rendered balls. */
const PASSES = 3;
/**
 * Smallest cloth-to-ball colour distance (8-bit RGB) worth measuring; below
 * it (a red ball on burgundy cloth) the network's position is kept.
 */
const MIN_CONTRAST = 40;

/**
 * Shading ranges along which a pixel still "is" the cloth (shadows, vignetting)
 * or the ball (dark flanks, highlights): coverage compares the distance to the
 * cloth's shading line with the distance to the ball's. Widening the cloth's
 * range towards 0 treats deeper shadows as cloth, and also the dark rim of a
 * dark ball.
 */
export const CLOTH_SHADE: readonly [number, number] = [0.25, 1.3];
export const BALL_SHADE: readonly [number, number] = [0.35, 1.4];

/** Distance from p to the segment {s·c : s in range}. */
export function lineDistance(p0: number, p1: number, p2: number, c: readonly number[], range: readonly [number, number]): number {
  const n2 = c[0]! * c[0]! + c[1]! * c[1]! + c[2]! * c[2]! || 1;
  const s = Math.min(range[1], Math.max(range[0], (p0 * c[0]! + p1 * c[1]! + p2 * c[2]!) / n2));
  return Math.hypot(p0 - s * c[0]!, p1 - s * c[1]!, p2 - s * c[2]!);
}

export interface Refined {
  x: number;
  y: number;
  /** Radius from the covered area (px). */
  r: number;
  refined: boolean;
}

/**
 * The element at index ⌊n/2⌋ of the sorted values, from a histogram of byte
 * values (what sorting would give, without the sort: this runs for every
 * ball on every frame).
 */
function histogramMedian(hist: Uint32Array, n: number): number {
  if (!n) return 0;
  const k = n >> 1;
  let seen = 0;
  for (let v = 0; v < hist.length; v++) {
    seen += hist[v]!;
    if (seen > k) return v;
  }
  return hist.length - 1;
}

/** True when (u, v) is closer to another ball's centre than to (x, y): that ball's half of the plane. */
function theirs(u: number, v: number, x: number, y: number, others: readonly (readonly [number, number])[]): boolean {
  const d = (u - x) ** 2 + (v - y) ** 2;
  for (const o of others) if ((u - o[0]) ** 2 + (v - o[1]) ** 2 < d) return true;
  return false;
}

/** Median colour of pixels between radii a and b around (x, y), leaving out the other balls' halves. */
export function ringColour(img: RgbImage, x: number, y: number, a: number, b: number, others: readonly (readonly [number, number])[]): [number, number, number] {
  const hist = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)] as const;
  let n = 0;
  const x0 = Math.max(0, Math.floor(x - b)), x1 = Math.min(img.width - 1, Math.ceil(x + b));
  const y0 = Math.max(0, Math.floor(y - b)), y1 = Math.min(img.height - 1, Math.ceil(y + b));
  for (let v = y0; v <= y1; v++) {
    for (let u = x0; u <= x1; u++) {
      const d2 = (u - x) ** 2 + (v - y) ** 2;
      if (d2 < a * a || d2 > b * b || theirs(u, v, x, y, others)) continue;
      const o = (v * img.width + u) * 3;
      for (let c = 0; c < 3; c++) {
        const h = hist[c as 0 | 1 | 2], value = img.data[o + c]!;
        h[value] = h[value]! + 1;
      }
      n++;
    }
  }
  return [histogramMedian(hist[0], n), histogramMedian(hist[1], n), histogramMedian(hist[2], n)];
}

/**
 * Refine a ball centre near (x, y) of the full-resolution frame; r0 is the
 * expected radius (px). `others`: the other balls' centres nearby; pixels on
 * their side of the bisector are left out, so touching balls do not pull.
 */
export function refineBall(img: RgbImage, x: number, y: number, r0: number, method: RefineMethod = 'edge', others: readonly (readonly [number, number])[] = []): Refined {
  if (method === 'none') return { x, y, r: r0, refined: false };
  const near = others.filter((o) => Math.hypot(o[0] - x, o[1] - y) < 4 * r0);
  const cloth = ringColour(img, x, y, 1.6 * r0, 2.1 * r0, near);
  let cx = x, cy = y, r = r0;
  for (let pass = 0; pass < PASSES; pass++) {
    const ball = ringColour(img, cx, cy, 0, 0.55 * r, near);
    const ax = ball[0] - cloth[0], ay = ball[1] - cloth[1], az = ball[2] - cloth[2];
    const n2 = ax * ax + ay * ay + az * az;
    if (n2 < MIN_CONTRAST * MIN_CONTRAST) return { x, y, r: r0, refined: false };
    const win = 1.35 * r;
    const inner = method === 'edge' ? Math.max(0, r - 2) : -1;
    let sw = 0, sx = 0, sy = 0;
    const x0 = Math.max(0, Math.floor(cx - win)), x1 = Math.min(img.width - 1, Math.ceil(cx + win));
    const y0 = Math.max(0, Math.floor(cy - win)), y1 = Math.min(img.height - 1, Math.ceil(cy + win));
    for (let v = y0; v <= y1; v++) {
      for (let u = x0; u <= x1; u++) {
        const d2 = (u - cx) ** 2 + (v - cy) ** 2;
        if (d2 > win * win || theirs(u, v, cx, cy, near)) continue;
        let c: number;
        if (d2 < inner * inner) c = 1;
        else {
          const o = (v * img.width + u) * 3;
          const p0 = img.data[o]!, p1 = img.data[o + 1]!, p2 = img.data[o + 2]!;
          const dc = lineDistance(p0, p1, p2, cloth, CLOTH_SHADE), db = lineDistance(p0, p1, p2, ball, BALL_SHADE);
          c = dc / (dc + db + 1e-6);
        }
        sw += c; sx += c * u; sy += c * v;
      }
    }
    if (sw < 1) return { x, y, r: r0, refined: false };
    const nx = sx / sw, ny = sy / sw;
    // A centroid that wanders more than a radius has locked onto a neighbour: keep the network's position.
    if (Math.hypot(nx - x, ny - y) > r0) return { x, y, r: r0, refined: false };
    cx = nx; cy = ny;
    r = Math.min(1.6 * r0, Math.max(0.6 * r0, Math.sqrt(sw / Math.PI)));
  }
  return { x: cx, y: cy, r, refined: true };
}
