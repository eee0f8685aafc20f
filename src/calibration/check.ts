/**
 * Has the camera moved since it was calibrated? The calibration predicts
 * where every cushion's foot and nose edges fall; each is looked for near
 * its prediction in the new frame, and the median signed offset per cushion
 * says how far that cushion has shifted in the image. A camera knocked by a
 * millimetre's worth shifts whole cushions coherently; noise, balls and arms
 * do not move a median.
 */
import type { Camera } from '../camera/model.js';
import type { Cushion } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import { edgeSampleCounts, searchEdges, type EdgeHit } from './edges.js';
import { toFrame, type Frame, type RgbImage } from './image.js';
import { CUSHIONS } from './table-lines.js';

/**
 * A cushion whose edges sit this far (median, px) from where the calibration
 * puts them means the camera moved. An unmoved camera reads 0.0-0.3 px. Lower
 * catches smaller knocks (at 1080p 1 px ≈ 2 mm of cloth) but risks alarms
 * from lens breathing, heat or JPEG; higher lets a shifted calibration bias
 * every position by up to that much.
 */
export const CAMERA_MOVED_PX = 1.0;
/** Search half-width (table mm): a bigger move than this loses the edges, which also reads as moved. */
const CHECK_WINDOW_MM = 12;
/** Fewer hits than this fraction of the samples on a cushion: its edges are not where the calibration says. */
const MIN_FOUND = 0.3;
/** A cushion needs this many hits for its median to count. */
const MIN_HITS = 12;

export interface MoveCheck {
  moved: boolean;
  /** Signed shift of each cushion's worse end (px, + outward), null where too few edges were found. */
  perCushion: Record<Cushion, { offsetPx: number | null; hits: number; samples: number }>;
  /** Largest |median offset| over the cushions (px). */
  worstPx: number;
  thresholdPx: number;
  reason: string;
}

export function checkCamera(img: RgbImage | Frame, cam: Camera, table: TableModel): MoveCheck {
  const frame = 'lum' in img ? img : toFrame(img);
  if (frame.width !== cam.width || frame.height !== cam.height) {
    return { moved: true, perCushion: emptyCushions(), worstPx: Infinity, thresholdPx: CAMERA_MOVED_PX, reason: `image is ${frame.width}×${frame.height}, the calibration is for ${cam.width}×${cam.height}` };
  }
  const spacingPx = 4;
  const hits = searchEdges(frame, cam, table, { windowMm: CHECK_WINDOW_MM, spacingPx });
  const counts = edgeSampleCounts(cam, table, spacingPx);
  const perCushion = emptyCushions();
  let worst = 0;
  const lost: Cushion[] = [];
  const shifted: string[] = [];
  for (const c of CUSHIONS) {
    const mine = hits.filter((h) => h.cushion === c);
    const expected = 2 * counts[c]; // foot and nose
    const med = mine.length >= MIN_HITS ? endShift(mine) : null;
    perCushion[c] = { offsetPx: med, hits: mine.length, samples: expected };
    if (mine.length < MIN_FOUND * expected) lost.push(c);
    if (med !== null) {
      worst = Math.max(worst, Math.abs(med));
      if (Math.abs(med) > CAMERA_MOVED_PX) shifted.push(`${c} ${med > 0 ? '+' : ''}${med.toFixed(1)} px`);
    }
  }
  const moved = shifted.length > 0 || lost.length >= 2;
  const reason = shifted.length
    ? `cushion edges moved: ${shifted.join(', ')} (limit ${CAMERA_MOVED_PX} px)`
    : lost.length >= 2
      ? `the ${lost.join(', ')} cushion edges are not where the calibration puts them`
      : `cushion edges within ${worst.toFixed(2)} px of the calibration (limit ${CAMERA_MOVED_PX} px)`;
  return { moved, perCushion, worstPx: lost.length >= 2 && !shifted.length ? Infinity : worst, thresholdPx: CAMERA_MOVED_PX, reason };
}

/**
 * The larger shift of a cushion's two ends (px): medians of the offsets on
 * each half, extrapolated to the ends. A turn about the image centre moves
 * the ends of a cushion opposite ways and leaves its overall median at 0.
 */
function endShift(hits: readonly EdgeHit[]): number {
  const sorted = [...hits].sort((a, b) => a.along - b.along);
  const half = sorted.length >> 1;
  const med = (list: EdgeHit[]): number => { const o = list.map((h) => h.offsetPx).sort((a, b) => a - b); return o[o.length >> 1]!; };
  const m1 = med(sorted.slice(0, half)), m2 = med(sorted.slice(half));
  const mid = (m1 + m2) / 2;
  const a = mid - (m2 - m1), b = mid + (m2 - m1);
  return Math.abs(a) > Math.abs(b) ? a : b;
}

function emptyCushions(): MoveCheck['perCushion'] {
  return { top: { offsetPx: null, hits: 0, samples: 0 }, bottom: { offsetPx: null, hits: 0, samples: 0 }, left: { offsetPx: null, hits: 0, samples: 0 }, right: { offsetPx: null, hits: 0, samples: 0 } };
}
