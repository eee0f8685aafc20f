/**
 * Buffer work between a decoded RGB frame and the network: halving, cropping
 * with padding, planar float conversion. The training generator uses the same
 * functions, so the network sees at inference exactly what it was trained on.
 */

export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** 2 × 2 box average (a 1080p frame → the ball pass's 540 rows). */
export function halve(img: RgbImage): RgbImage {
  const w = img.width >> 1, h = img.height >> 1;
  const out = new Uint8Array(w * h * 3);
  const src = img.data, W = img.width;
  for (let y = 0; y < h; y++) {
    const r0 = 2 * y * W * 3, r1 = r0 + W * 3;
    let o = y * w * 3;
    for (let x = 0; x < w; x++) {
      const i = 6 * x;
      out[o++] = (src[r0 + i]! + src[r0 + i + 3]! + src[r1 + i]! + src[r1 + i + 3]! + 2) >> 2;
      out[o++] = (src[r0 + i + 1]! + src[r0 + i + 4]! + src[r1 + i + 1]! + src[r1 + i + 4]! + 2) >> 2;
      out[o++] = (src[r0 + i + 2]! + src[r0 + i + 5]! + src[r1 + i + 2]! + src[r1 + i + 5]! + 2) >> 2;
    }
  }
  return { data: out, width: w, height: h };
}

/** Nearest-neighbour resample to an exact size (frames that are not 2 × the ball-pass height). */
export function resizeNearest(img: RgbImage, width: number, height: number): RgbImage {
  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(img.height - 1, Math.floor(((y + 0.5) * img.height) / height));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(img.width - 1, Math.floor(((x + 0.5) * img.width) / width));
      const s = (sy * img.width + sx) * 3, o = (y * width + x) * 3;
      out[o] = img.data[s]!;
      out[o + 1] = img.data[s + 1]!;
      out[o + 2] = img.data[s + 2]!;
    }
  }
  return { data: out, width, height };
}

/** Output pixels [x0, x1) × [y0, y1) of a resample; the rest stays black. */
export interface Window { x0: number; y0: number; x1: number; y1: number }

/**
 * Resample to an exact size, each axis on its own: an axis made smaller takes
 * the mean of the source span each output pixel covers (fractional weights at
 * its ends, as `halve` does for 2 × 2: what a camera of that size would have
 * integrated); an axis made larger interpolates linearly between the two
 * nearest source pixels. Pixel centres are aligned (x' + 0.5 = (x + 0.5) · k).
 * `window`: only those output pixels are computed (the castle of a 4K frame:
 * a whole frame costs ~100 ms in JavaScript, a window a few).
 */
export function resample(img: RgbImage, width: number, height: number, window: Window = { x0: 0, y0: 0, x1: width, y1: height }): RgbImage {
  const across = axisWeights(img.width, width), down = axisWeights(img.height, height);
  const x0 = Math.max(0, window.x0), x1 = Math.min(width, window.x1), y0 = Math.max(0, window.y0), y1 = Math.min(height, window.y1);
  const out = new Uint8Array(width * height * 3);
  if (x1 <= x0 || y1 <= y0) return { data: out, width, height };
  // Source rows the window's output rows read, resampled across first.
  const r0 = down[y0]!.first, r1 = down[y1 - 1]!.first + down[y1 - 1]!.weights.length;
  const span = (x1 - x0) * 3, mid = new Float32Array((r1 - r0) * span);
  for (let y = r0; y < r1; y++) {
    const row = y * img.width * 3, o = (y - r0) * span;
    for (let x = x0; x < x1; x++) {
      const { first, weights } = across[x]!;
      let r = 0, g = 0, b = 0;
      for (let k = 0; k < weights.length; k++) {
        const s = row + (first + k) * 3, w = weights[k]!;
        r += img.data[s]! * w; g += img.data[s + 1]! * w; b += img.data[s + 2]! * w;
      }
      const m = o + 3 * (x - x0);
      mid[m] = r; mid[m + 1] = g; mid[m + 2] = b;
    }
  }
  for (let y = y0; y < y1; y++) {
    const { first, weights } = down[y]!;
    const o = (y * width + x0) * 3;
    for (let i = 0; i < span; i++) {
      let v = 0;
      for (let k = 0; k < weights.length; k++) v += mid[(first + k - r0) * span + i]! * weights[k]!;
      out[o + i] = Math.min(255, Math.max(0, Math.round(v)));
    }
  }
  return { data: out, width, height };
}

interface AxisWeight { first: number; weights: number[] }
const axisCache = new Map<string, AxisWeight[]>();

/** Per output index along one axis: the first source index it reads and each one's weight (summing to 1); kept per size pair. */
export function axisWeights(from: number, to: number): AxisWeight[] {
  const key = `${from}:${to}`;
  let w = axisCache.get(key);
  if (!w) {
    w = computeAxisWeights(from, to);
    if (axisCache.size > 16) axisCache.clear();
    axisCache.set(key, w);
  }
  return w;
}

function computeAxisWeights(from: number, to: number): AxisWeight[] {
  const step = from / to;
  return Array.from({ length: to }, (_, i) => {
    if (from < 2) return { first: 0, weights: [1] };
    if (step <= 1) {
      // Larger: linear between the two source centres around this one's centre.
      const c = Math.min(from - 1, Math.max(0, (i + 0.5) * step - 0.5)), first = Math.min(from - 2, Math.floor(c));
      return { first, weights: [1 - (c - first), c - first] };
    }
    const a = i * step, b = Math.min(from, (i + 1) * step), first = Math.floor(a), last = Math.min(from - 1, Math.ceil(b) - 1);
    const weights: number[] = [];
    for (let k = first; k <= last; k++) weights.push((Math.min(b, k + 1) - Math.max(a, k)) / (b - a));
    return { first, weights };
  });
}

/** A side × side crop whose top-left is (x0, y0) (integers); outside the image is black. */
export function crop(img: RgbImage, x0: number, y0: number, side: number, sideY = side): Uint8Array {
  const out = new Uint8Array(side * sideY * 3);
  for (let y = 0; y < sideY; y++) {
    const sy = y0 + y;
    if (sy < 0 || sy >= img.height) continue;
    const xa = Math.max(0, -x0), xb = Math.min(side, img.width - x0);
    if (xb <= xa) continue;
    out.set(img.data.subarray((sy * img.width + x0 + xa) * 3, (sy * img.width + x0 + xb) * 3), (y * side + xa) * 3);
  }
  return out;
}

/**
 * A side × side square sampled bilinearly from `img`, `step` image px apart, centred on (cx, cy) in the index
 * coordinates `crop` uses (pixel k spans k..k+1: `crop` of the same side centred there is the step-1 sample, up to
 * rounding); outside the image is black. The seat patch of a fixed size in mm (seats.ts) resamples with it.
 */
export function resampleSquare(img: RgbImage, cx: number, cy: number, step: number, side: number): Uint8Array {
  const out = new Uint8Array(side * side * 3);
  const at = (x: number, y: number, c: number): number => (x < 0 || y < 0 || x >= img.width || y >= img.height ? 0 : img.data[(y * img.width + x) * 3 + c]!);
  for (let j = 0; j < side; j++) {
    // Sample centres: pixel k's value sits at k + 0.5, so a sample at u reads pixels floor(u - 0.5) and the next.
    const v = cy + (j + 0.5 - side / 2) * step - 0.5, y0 = Math.floor(v), fy = v - y0;
    for (let i = 0; i < side; i++) {
      const u = cx + (i + 0.5 - side / 2) * step - 0.5, x0 = Math.floor(u), fx = u - x0;
      for (let c = 0; c < 3; c++) {
        const top = at(x0, y0, c) * (1 - fx) + at(x0 + 1, y0, c) * fx;
        const bottom = at(x0, y0 + 1, c) * (1 - fx) + at(x0 + 1, y0 + 1, c) * fx;
        out[(j * side + i) * 3 + c] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return out;
}

/** Interleaved RGB bytes → planar float32 in [0, 1] at `offset` of `out` (NCHW, one image). */
export function toPlanar(rgb: Uint8Array, width: number, height: number, out: Float32Array, offset = 0): void {
  const n = width * height;
  const k = 1 / 255;
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    out[offset + i] = rgb[j]! * k;
    out[offset + n + i] = rgb[j + 1]! * k;
    out[offset + 2 * n + i] = rgb[j + 2]! * k;
  }
}
