/**
 * Sub-pixel ball centres at full resolution. The network places a ball to
 * about a pixel at half scale; this measures the ball's silhouette directly:
 * each pixel's coverage is its colour projected on the cloth → ball colour
 * axis (shadows project below the cloth and count as 0, highlights above the
 * ball and count as 1), and the centre is the coverage centroid.
 *
 * Variants (the evaluation measures them, test/detect.eval.test.ts):
 * - 'centroid': plain coverage centroid (right for blurred streaks too);
 * - 'edge': pixels well inside the current disc count as fully covered, so
 *   dark spots and printed marks pull less;
 * - 'fit' (the detector's default): from the 'edge' centroid, the ball whose
 *   silhouette the visible rim traces (rim.ts); a centroid is pulled toward
 *   the side of the ball that is seen best (a cue or a hand over it, a
 *   shadow, a neighbour hiding one side of a perspective-elongated image).
 * - 'touch-fit' (the vision path's): 'edge', and the rim fit's centre for a
 *   ball with another within TOUCH_GAP_PX of touching (see below), where the
 *   fit succeeds; no rim figures are returned, so the checks judge the ball
 *   as under 'edge' (except a candidate the network doubts whose rim the fit
 *   finds whole: ball-check.ts `wholeRimFit`, session 58).
 */
import type { RgbImage } from './preprocess.js';
import { BALL_SHADE, CLOTH_SHADE, lineDistance, rimFit, type BallGeometry, type Centroid } from './rim.js';

// The colour model and the rim fit live in rim.ts; re-exported for the checks that share them.
export { BALL_SHADE, CLOTH_SHADE, findRim, fitCircle, fitSphere, lineDistance, colourDistance, pixelDistance, type BallGeometry } from './rim.js';

export type RefineMethod = 'none' | 'centroid' | 'edge' | 'fit' | 'touch-fit';

/**
 * 'touch-fit': a ball whose nearest neighbour's centre lies within
 * 2·r0 + this (px) is fitted by its rim. Beside a touching ball the 'edge'
 * centroid loses or gains a sliver of silhouette at the bisector (the other
 * ball's centre is the network's, a pixel or two off) and misses by
 * millimetres along the line of centres; the rim fit does not (held-out
 * frames, `TOUCH=1 npx vitest run test/detect.touch.test.ts`; figures in
 * docs/detector.md). A thin kiss read from such positions passes a few mm
 * wide (bundled cadre 47/1, a restées-dedans foul missed at 540p). The
 * distance is between the network's centres, which for touching balls lie
 * up to ~2.5 px farther apart than the true ones (Russian whites at 1080p):
 * at 3 px no racked white was fitted. The fit costs ~1 ms a ball at 1080p;
 * a lone ball fitted loses nothing (the fit is as good as 'edge' there).
 * Raising it fits more balls for little; lowering it towards the network's
 * error misses touching pairs. Range 2-15.
 */
export const TOUCH_GAP_PX = 6;

/** Centroid passes; each re-centres the window. Two settle to < 0.05 px on rendered balls. */
const PASSES = 3;
/**
 * Smallest cloth-to-ball colour distance (8-bit RGB) worth measuring; below
 * it (a red ball on burgundy cloth) the network's position is kept.
 */
const MIN_CONTRAST = 40;


export interface Refined {
  x: number;
  y: number;
  /** Radius from the covered area (px). */
  r: number;
  refined: boolean;
  /**
   * 'fit' only: share of the rim rays that agree with the fitted circle (1:
   * the whole rim seen; low: covered by a cue, a hand, a neighbour or a
   * cushion, and the centre rests on a part of the rim).
   */
  rim?: number;
  /** 'fit' only: share of the rim rays whose rim lies beyond the fitted circle (a sleeve's or a cue's outline continuing it). */
  beyond?: number;
  /** 'fit' only: the edge is a blur streak (soft on opposite sides); the centre is the centroid's. */
  streak?: boolean;
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
export function refineBall(img: RgbImage, x: number, y: number, r0: number, method: RefineMethod = 'edge', others: readonly (readonly [number, number])[] = [], geo?: BallGeometry): Refined {
  if (method === 'none') return { x, y, r: r0, refined: false };
  const near = others.filter((o) => Math.hypot(o[0] - x, o[1] - y) < 4 * r0);
  const c = centroid(img, x, y, r0, method === 'centroid' ? 'centroid' : 'edge', near);
  if (method === 'fit') return rimFit(img, c, x, y, r0, near, geo);
  if (method === 'touch-fit' && touching(x, y, r0, near)) {
    const f = rimFit(img, c, x, y, r0, near, geo);
    // A fit that found too little rim (a cue over the pair) returns the centroid: keep it as 'edge' would.
    if (f.rim) return { x: f.x, y: f.y, r: c.at.r, refined: true };
  }
  return c.at;
}

/** Another ball's centre within 2·r0 + TOUCH_GAP_PX of (x, y). */
function touching(x: number, y: number, r0: number, near: readonly (readonly [number, number])[]): boolean {
  return near.some((o) => Math.hypot(o[0] - x, o[1] - y) < 2 * r0 + TOUCH_GAP_PX);
}


/** The coverage-centroid passes (see the file's comment). */
function centroid(img: RgbImage, x: number, y: number, r0: number, method: 'centroid' | 'edge', near: readonly (readonly [number, number])[]): Centroid {
  const cloth = ringColour(img, x, y, 1.6 * r0, 2.1 * r0, near);
  let cx = x, cy = y, r = r0;
  let ball: [number, number, number] = [0, 0, 0];
  for (let pass = 0; pass < PASSES; pass++) {
    ball = ringColour(img, cx, cy, 0, 0.55 * r, near);
    const ax = ball[0] - cloth[0], ay = ball[1] - cloth[1], az = ball[2] - cloth[2];
    const n2 = ax * ax + ay * ay + az * az;
    if (n2 < MIN_CONTRAST * MIN_CONTRAST) return { at: { x, y, r: r0, refined: false }, cloth, ball };
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
    if (sw < 1) return { at: { x, y, r: r0, refined: false }, cloth, ball };
    const nx = sx / sw, ny = sy / sw;
    // A centroid that wanders more than a radius has locked onto a neighbour: keep the network's position.
    if (Math.hypot(nx - x, ny - y) > r0) return { at: { x, y, r: r0, refined: false }, cloth, ball };
    cx = nx; cy = ny;
    r = Math.min(1.6 * r0, Math.max(0.6 * r0, Math.sqrt(sw / Math.PI)));
  }
  return { at: { x: cx, y: cy, r, refined: true }, cloth, ball };
}
