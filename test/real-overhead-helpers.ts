/**
 * Synthetic overhead frames from the real, angled phone photos of
 * /work/shared/real/carom-photos/ (never copied into the project): the four
 * cushion-nose corners marked by hand in a photo (test/fixtures/
 * real-overhead-corners.json) define the homography of the nose plane
 * (z = cushion height) onto a 1920 × 1080 frame where that plane is a metric
 * rectangle centred in the image, the top cushion (+x) at the right, as a
 * camera straight above the table centre would see it.
 *
 * What such a frame is NOT: a view from above. A homography keeps the photo's
 * camera centre (a phone 1-2 m off the table's end or side), so everything
 * off the nose plane keeps the photo's parallax: the far cushion's face shows
 * several cm wide and the near one's not at all, balls are ellipses stretched
 * away from the phone (up to ~2.5 × at the far end), the floor beyond the
 * rails is squeezed, and the far end is magnified from few photo pixels
 * (blurry). The phone lens's residual distortion bends the cushion lines a
 * little. Real are the cloth, rails, diamonds, lamp light and balls.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { homography } from '../src/calibration/init.js';
import { sampleBilinear, type RgbImage } from '../src/calibration/image.js';
import type { TableModel } from '../src/geometry/tables.js';

export const REAL_PHOTOS_DIR = '/work/shared/real/carom-photos';

export type CornerName = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export interface RealOverheadCase {
  /** Photo file name in REAL_PHOTOS_DIR. */
  photo: string;
  /** Cushion-nose corners in photo pixels (top = +x, left = +y of CONTRACTS.md). */
  corners: Record<CornerName, [number, number]>;
  /** Balls lying on the cloth in the photo, by class. */
  balls: { white: number; yellow: number; red: number };
  note?: string;
}

export function realOverheadCases(): RealOverheadCase[] {
  const file = fileURLToPath(new URL('./fixtures/real-overhead-corners.json', import.meta.url));
  return (JSON.parse(readFileSync(file, 'utf8')) as { cases: RealOverheadCase[] }).cases;
}

export interface OverheadLayout {
  width: number;
  height: number;
  /** Frame pixels per table mm (0.55: the rails and ~12 cm of floor in view at 1920 px). */
  pxPerMm: number;
}

export const HALL_LAYOUT: OverheadLayout = { width: 1920, height: 1080, pxPerMm: 0.55 };

/** Frame pixel of a point of the nose plane (table mm): +x to the right, +y up, as a downward camera sees it. */
export function overheadPixel(mm: readonly [number, number], layout: OverheadLayout = HALL_LAYOUT): [number, number] {
  return [(layout.width - 1) / 2 + mm[0] * layout.pxPerMm, (layout.height - 1) / 2 - mm[1] * layout.pxPerMm];
}

export function cornerMm(table: TableModel, name: CornerName): [number, number] {
  return [(name.startsWith('top') ? 1 : -1) * table.length / 2, (name.endsWith('left') ? 1 : -1) * table.width / 2];
}

const CORNERS: CornerName[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/**
 * The photo warped into the overhead frame: each frame pixel is sampled
 * (bilinear, per channel) at the photo pixel the inverse homography gives;
 * outside the photo or behind its camera, black.
 */
export function warpOverhead(photo: RgbImage, c: RealOverheadCase, table: TableModel, layout: OverheadLayout = HALL_LAYOUT): RgbImage {
  const H = homography(CORNERS.map((n) => overheadPixel(cornerMm(table, n), layout)), CORNERS.map((n) => c.corners[n]));
  if (!H) throw new Error(`${c.photo}: the marked corners are degenerate`);
  const { width, height } = layout;
  const out = new Uint8Array(width * height * 3);
  const n = photo.width * photo.height;
  const planes = [0, 1, 2].map((k) => Float32Array.from({ length: n }, (_, i) => photo.rgb[3 * i + k]!));
  for (let v = 0; v < height; v++) {
    for (let u = 0; u < width; u++) {
      const w = H[6]! * u + H[7]! * v + H[8]!;
      if (!(w > 0)) continue;
      const x = (H[0]! * u + H[1]! * v + H[2]!) / w, y = (H[3]! * u + H[4]! * v + H[5]!) / w;
      for (let k = 0; k < 3; k++) {
        const s = sampleBilinear(planes[k]!, photo.width, photo.height, x, y);
        if (Number.isNaN(s)) break;
        out[(v * width + u) * 3 + k] = Math.round(s);
      }
    }
  }
  return { width, height, rgb: out };
}
