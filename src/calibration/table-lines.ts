/**
 * The straight table features calibration looks for, in the table frame:
 * the four cushion lines (nose at cushion height, foot of the cushion face on
 * the cloth, the cushion's back edge against the rail) and where along each
 * they can be trusted (away from corners and pockets).
 */
import type { Cushion } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';

/** Nominal width of the cushion rubber, nose to rail (mm); real ones are 45-55. */
export const NOMINAL_CUSHION_WIDTH = 50;

/**
 * Length of each cushion end left out of edge sampling (mm) on carom tables:
 * the corner joint is rounded and shaded. More drops good points; less lets
 * corner clutter in.
 */
const CAROM_CORNER_SKIP = 60;
/** Pyramid: the pocket jaws cut the nose; skip this many mouth widths around each pocket. */
const POCKET_SKIP = 1.6;

export interface CushionLine {
  cushion: Cushion;
  /** Outward unit normal (table frame) and the nose line's offset: n·(x, y) = offset. */
  n: readonly [number, number];
  offset: number;
  /** Unit direction along the line and the usable intervals of the along-coordinate. */
  along: readonly [number, number];
  spans: [number, number][];
}

export const CUSHIONS: readonly Cushion[] = ['top', 'bottom', 'left', 'right'];

/** Outward normal (table mm) of a cushion's rail: from the cloth towards the rail. */
export function railNormal(cushion: Cushion): [number, number] {
  return cushion === 'top' ? [1, 0] : cushion === 'bottom' ? [-1, 0] : cushion === 'left' ? [0, 1] : [0, -1];
}

export function cushionLines(table: TableModel): CushionLine[] {
  const hx = table.length / 2;
  const hy = table.width / 2;
  return CUSHIONS.map((cushion) => {
    const longSide = cushion === 'left' || cushion === 'right';
    const half = longSide ? hx : hy;
    const n = railNormal(cushion);
    const along: [number, number] = longSide ? [1, 0] : [0, 1];
    let spans: [number, number][];
    if (table.kind === 'pyramid') {
      const corner = table.pocketOpening.corner * POCKET_SKIP;
      const middle = table.pocketOpening.middle * POCKET_SKIP;
      spans = longSide ? [[-half + corner, -middle], [middle, half - corner]] : [[-half + corner, half - corner]];
    } else {
      spans = [[-half + CAROM_CORNER_SKIP, half - CAROM_CORNER_SKIP]];
    }
    return { cushion, n, offset: longSide ? hy : hx, along, spans };
  });
}

/** Table point on a cushion line at along-coordinate s, pushed outward by `out` mm. */
export function linePoint(l: CushionLine, s: number, out = 0): [number, number] {
  return [l.n[0] * (l.offset + out) + l.along[0] * s, l.n[1] * (l.offset + out) + l.along[1] * s];
}
