/**
 * Heat-map peaks → candidates. CenterNet needs no NMS: a peak is a cell that is
 * the maximum of its 3 × 3 neighbourhood in its class channel; the offset head
 * places it inside the cell. Peaks of different classes on one object (a
 * spotted white seen as white and as yellow) are merged afterwards.
 */
import { DETECTION_CLASSES, MODEL_STRIDE, NUM_CLASSES, isBallClass, type DetectionClass } from './classes.js';

export interface Candidate {
  cls: DetectionClass;
  /** Input-image pixels of the network's input (before mapping back to the frame). */
  x: number;
  y: number;
  score: number;
}

/**
 * Lowest heat-map peak reported. Lowering it finds more partly hidden and
 * blurred balls and lets more cloth marks and diamonds through; the CLI and
 * the evaluation use it, the tracker may pass its own.
 */
export const PEAK_THRESHOLD = 0.3;

/** Decode image `n` of a [N, C, h, w] heat map and [N, 2, h, w] offsets. */
export function decodePeaks(heat: Float32Array, offset: Float32Array, n: number, h: number, w: number, threshold = PEAK_THRESHOLD): Candidate[] {
  const out: Candidate[] = [];
  const plane = h * w;
  const base = n * NUM_CLASSES * plane;
  const obase = n * 2 * plane;
  for (let c = 0; c < NUM_CLASSES; c++) {
    const o = base + c * plane;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const v = heat[o + y * w + x]!;
        if (v < threshold) continue;
        let peak = true;
        for (let dy = -1; dy <= 1 && peak; dy++) {
          const yy = y + dy;
          if (yy < 0 || yy >= h) continue;
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx;
            if (xx < 0 || xx >= w || (dx === 0 && dy === 0)) continue;
            const u = heat[o + yy * w + xx]!;
            // Ties go to the first cell in scan order, so a plateau yields one peak.
            if (u > v || (u === v && (dy < 0 || (dy === 0 && dx < 0)))) { peak = false; break; }
          }
        }
        if (!peak) continue;
        const ox = offset[obase + y * w + x]!, oy = offset[obase + plane + y * w + x]!;
        out.push({ cls: DETECTION_CLASSES[c]!, x: (x + ox) * MODEL_STRIDE - 0.5, y: (y + oy) * MODEL_STRIDE - 0.5, score: v });
      }
    }
  }
  return out;
}

/**
 * Keep the best of candidates closer than `dist` (input px) within the same
 * family (balls with balls, pins with pins): one object, one detection.
 */
export function mergeCandidates<T extends { cls: DetectionClass; x: number; y: number; score: number }>(cands: readonly T[], ballDist: number, pinDist: number): T[] {
  const sorted = [...cands].sort((a, b) => b.score - a.score);
  const kept: T[] = [];
  for (const c of sorted) {
    const ball = isBallClass(c.cls);
    const d = ball ? ballDist : pinDist;
    if (kept.some((k) => isBallClass(k.cls) === ball && Math.hypot(k.x - c.x, k.y - c.y) < d)) continue;
    kept.push(c);
  }
  return kept;
}
