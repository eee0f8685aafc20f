/**
 * Fine stage: with a camera estimate, walk along each cushion line in the
 * table frame, predict where its edges fall in the image, and look for them
 * along the image normal. Two edges per cushion are measured on luminance:
 *  - the foot: cloth → the cushion's dark face, on the cloth (z = 0), a fall;
 *  - the nose: dark face → the lit cushion top, at cushion height, a rise.
 * Their image distance is the cushion height's parallax, which fixes the
 * camera's height (the cloth plane alone cannot tell height from focal).
 */
import { project, type Camera } from '../camera/model.js';
import type { TableModel } from '../geometry/tables.js';
import { sampleBilinear, type Frame } from './image.js';
import type { LineObs } from './params.js';
import { cushionLines, linePoint, type CushionLine } from './table-lines.js';

/**
 * Smallest luminance change over two pixels accepted as an edge (8-bit
 * units). Lower finds edges in dim corners but also cloth texture and
 * shadows; higher loses the foot edge of pale cushions.
 */
const MIN_STEP = 8;
/** Profile sampling step along the normal (px). */
const PROFILE_STEP = 0.5;
/** Half the span of the difference that measures the slope (px): shorter locates a sharp step better, longer averages noise. */
const DERIVATIVE_HALF_SPAN = 0.5;

export type EdgeKind = 'foot' | 'nose';

export interface SearchOptions {
  /** Half-width of the search window beyond the predicted edges, in table mm (scaled to px per sample). */
  windowMm: number;
  /** Spacing of samples along the cushion (image px). */
  spacingPx: number;
  /** Search only these cushions (default: all four). */
  cushions?: readonly CushionLine['cushion'][];
}

export interface EdgeHit extends LineObs {
  cushion: CushionLine['cushion'];
  /** Along-cushion table coordinate of the sample (mm). */
  along: number;
  /** Signed offset of the hit from the prediction along the outward image normal (px). */
  offsetPx: number;
  /** Predicted pixel. */
  predicted: [number, number];
}

/**
 * The dark face's image width may differ from the prediction by this
 * fraction (plus PAIR_SLACK_PX): the camera's height is what the fit learns
 * from it, so the first guess can be well off.
 */
const PAIR_TOLERANCE = 0.45;
const PAIR_SLACK_PX = 1;
/** Samples per cushion span at most (a 4K image at 3 px spacing needs ~1000). */
const MAX_SAMPLES = 2000;

export function searchEdges(frame: Frame, cam: Camera, table: TableModel, opts: SearchOptions): EdgeHit[] {
  const out: EdgeHit[] = [];
  for (const line of cushionLines(table)) {
    if (opts.cushions && !opts.cushions.includes(line.cushion)) continue;
    for (const [s0, s1] of line.spans) {
      const mid = linePoint(line, (s0 + s1) / 2);
      const a = project(cam, [mid[0], mid[1], 0]);
      const b = project(cam, [mid[0] + line.along[0] * 10, mid[1] + line.along[1] * 10, 0]);
      if (!a || !b) continue;
      const pxPerMm = Math.hypot(b[0] - a[0], b[1] - a[1]) / 10;
      // At most MAX_SAMPLES per span, whatever a wild first model says about the scale.
      const step = Math.max(opts.spacingPx / Math.max(1e-6, pxPerMm), (s1 - s0) / MAX_SAMPLES);
      for (let s = s0; s <= s1; s += step) out.push(...searchPair(frame, cam, table, line, s, opts.windowMm));
    }
  }
  return out;
}

/**
 * One sample: the profile across the cushion from inside the predicted foot
 * to beyond the predicted nose, and the best pair "fall then rise" whose gap
 * matches the face's predicted width. A lone step (the cushion's back edge
 * against the rail, a ball's rim, a chalk line) has no partner and is passed over.
 */
function searchPair(frame: Frame, cam: Camera, table: TableModel, line: CushionLine, s: number, windowMm: number): EdgeHit[] {
  const P = linePoint(line, s);
  const Q = linePoint(line, s, 4);
  const hc = table.cushionHeight;
  const foot = project(cam, [P[0], P[1], 0]);
  const q = project(cam, [Q[0], Q[1], 0]);
  const nose = project(cam, [P[0], P[1], hc]);
  if (!foot || !q || !nose) return [];
  const len = Math.hypot(q[0] - foot[0], q[1] - foot[1]);
  if (len < 1e-6) return [];
  const dx = (q[0] - foot[0]) / len, dy = (q[1] - foot[1]) / len;
  const scale = len / 4;
  const gap = (nose[0] - foot[0]) * dx + (nose[1] - foot[1]) * dy;
  // A model that puts the nose inside the foot (or absurdly far out) is not one to search with.
  if (!(gap > 0.5 && gap < 200)) return [];
  const win = Math.max(2, windowMm * scale);
  const lo = Math.floor(-win / PROFILE_STEP), hi = Math.ceil((gap + win) / PROFILE_STEP);
  const lag = Math.max(1, Math.round(DERIVATIVE_HALF_SPAN / PROFILE_STEP));
  const L = new Float64Array(hi - lo + 1 + 2 * lag);
  for (let i = lo - lag; i <= hi + lag; i++) {
    const t = i * PROFILE_STEP;
    const v = sampleBilinear(frame.lum, frame.width, frame.height, foot[0] + t * dx, foot[1] + t * dy);
    if (Number.isNaN(v)) return [];
    L[i - lo + lag] = v;
  }
  const d = (i: number): number => L[i - lo + 2 * lag]! - L[i - lo]!;
  const gMin = Math.max(1, (gap * (1 - PAIR_TOLERANCE) - PAIR_SLACK_PX) / PROFILE_STEP);
  const gMax = (gap * (1 + PAIR_TOLERANCE) + PAIR_SLACK_PX) / PROFILE_STEP;
  let best = 0, bi = 0, bj = 0;
  for (let i = lo + 1; i < hi; i++) {
    const fall = -d(i);
    if (fall < MIN_STEP || fall < -d(i - 1) || fall < -d(i + 1)) continue;
    for (let j = Math.ceil(i + gMin); j <= Math.min(hi - 1, Math.floor(i + gMax)); j++) {
      const rise = d(j);
      if (rise < MIN_STEP) continue;
      if (fall + rise > best) { best = fall + rise; bi = i; bj = j; }
    }
  }
  if (best === 0) return [];
  const refine = (i: number, sign: number): number => {
    const y0 = sign * d(i - 1), y1 = sign * d(i), y2 = sign * d(i + 1);
    const den = y0 - 2 * y1 + y2;
    return (i + (den < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (y0 - y2)) / den)) : 0)) * PROFILE_STEP;
  };
  const tf = refine(bi, -1), tn = refine(bj, 1);
  const hit = (t: number, z: number, kind: EdgeKind, pred: number): EdgeHit => ({
    px: [foot[0] + t * dx, foot[1] + t * dy], z, n: line.n, offset: line.offset, scale, kind,
    cushion: line.cushion, along: s, offsetPx: t - pred, predicted: [foot[0] + pred * dx, foot[1] + pred * dy],
  });
  return [hit(tf, 0, 'foot', 0), hit(tn, hc, 'nose', gap)];
}

/** Samples the search tries per cushion at a spacing (one per edge kind): the denominators of coverage checks. */
export function edgeSampleCounts(cam: Camera, table: TableModel, spacingPx: number): Record<CushionLine['cushion'], number> {
  const out = { top: 0, bottom: 0, left: 0, right: 0 };
  for (const line of cushionLines(table)) {
    for (const [s0, s1] of line.spans) {
      const a = linePoint(line, s0), b = linePoint(line, s1);
      const pa = project(cam, [a[0], a[1], 0]), pb = project(cam, [b[0], b[1], 0]);
      if (pa && pb) out[line.cushion] += Math.floor(Math.hypot(pb[0] - pa[0], pb[1] - pa[1]) / spacingPx) + 1;
    }
  }
  return out;
}
