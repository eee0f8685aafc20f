/**
 * Images as calibration sees them: interleaved sRGB bytes plus a luminance
 * plane, decoded with sharp from PNG or JPEG of any size.
 */
import sharp from 'sharp';

export interface RgbImage {
  width: number;
  height: number;
  /** sRGB, RGB interleaved, row-major. */
  rgb: Uint8Array;
}

export interface Frame extends RgbImage {
  /** Luminance (Rec. 709 weights on the sRGB bytes, 0-255), row-major. */
  lum: Float32Array;
}

export function toFrame(img: RgbImage): Frame {
  const n = img.width * img.height;
  const lum = new Float32Array(n);
  const c = img.rgb;
  for (let i = 0, o = 0; i < n; i++, o += 3) lum[i] = 0.2126 * c[o]! + 0.7152 * c[o + 1]! + 0.0722 * c[o + 2]!;
  return { ...img, lum };
}

/** Decode a PNG/JPEG file or buffer to RGB (alpha dropped, EXIF orientation ignored: cameras write raw frames). */
export async function decodeImage(input: string | Buffer): Promise<RgbImage> {
  const { data, info } = await sharp(input).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`expected 3 channels, got ${info.channels}`);
  return { width: info.width, height: info.height, rgb: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** Box-filter downscale by an integer factor (the coarse stage works on a small copy). */
export function downscale(img: RgbImage, factor: number): RgbImage {
  if (factor <= 1) return img;
  const w = Math.floor(img.width / factor);
  const h = Math.floor(img.height / factor);
  const out = new Uint8Array(w * h * 3);
  const area = factor * factor;
  const sum = [0, 0, 0];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      sum[0] = sum[1] = sum[2] = 0;
      for (let dy = 0; dy < factor; dy++) {
        let o = ((y * factor + dy) * img.width + x * factor) * 3;
        for (let dx = 0; dx < factor; dx++, o += 3) {
          sum[0] += img.rgb[o]!; sum[1] += img.rgb[o + 1]!; sum[2] += img.rgb[o + 2]!;
        }
      }
      const q = (y * w + x) * 3;
      out[q] = sum[0]! / area; out[q + 1] = sum[1]! / area; out[q + 2] = sum[2]! / area;
    }
  }
  return { width: w, height: h, rgb: out };
}

/** Bilinear sample of a plane at (u, v); NaN outside the image. */
export function sampleBilinear(plane: Float32Array, width: number, height: number, u: number, v: number): number {
  if (!(u >= 0 && v >= 0 && u <= width - 1 && v <= height - 1)) return NaN;
  const x0 = Math.min(width - 2, Math.floor(u));
  const y0 = Math.min(height - 2, Math.floor(v));
  const fx = u - x0;
  const fy = v - y0;
  const i = y0 * width + x0;
  const a = plane[i]! + (plane[i + 1]! - plane[i]!) * fx;
  const b = plane[i + width]! + (plane[i + width + 1]! - plane[i + width]!) * fx;
  return a + (b - a) * fy;
}
