/**
 * Table models in the table frame of CONTRACTS.md (mm, origin at the centre,
 * x towards the top short cushion, y towards the left long cushion).
 * Figures from ../shared/rules/geometry.md; the nominal ones live here only,
 * and a hall's calibration file overrides them through `withOverrides`.
 */
import type { Cushion, Discipline, Pocket, Vec2 } from '../contracts/ids.js';
import { CUSHION_AXES } from './cushion-sides.js';

export interface CaromTable {
  kind: 'carom';
  /** Playing surface between the cushion noses. */
  length: number;
  width: number;
  ballRadius: number;
  cushionHeight: number;
  railWidth: number;
  spots: {
    /** Bottom (head) spot, where three-cushion spots the incoming player's ball. */
    bottom: Vec2;
    centre: Vec2;
    /** Top (foot) spot: the red's starting spot. */
    top: Vec2;
    /** Three-cushion / libre starting spots beside the bottom spot. */
    startLeft: Vec2;
    startRight: Vec2;
  };
  /** Libre corner triangles: leg along the long cushion and along the short cushion. */
  libreCorner: { alongLong: number; alongShort: number };
  /** Five-pins castle: centre pin and the distance of the four white pins from it. */
  castle: { centre: Vec2; pinDistance: number; pinTopRadius: number; pinBodyRadius: number; pinBaseRadius: number; pinHeight: number };
  /** Five-pins starting spots (2003.1): object ball near the top cushion, red in the centre of the top half. */
  fivePinsSpots: { objectBall: Vec2; red: Vec2 };
}

export interface PyramidTable {
  kind: 'pyramid';
  length: number;
  width: number;
  ballRadius: number;
  cushionHeight: number;
  railWidth: number;
  pocketOpening: { corner: number; middle: number };
  /** House (head) line: the house is x < houseLine; a centre on the line is outside the house. */
  houseLine: number;
  /** Rear (back) mark: apex of the rack, the colour's re-spot. */
  rearSpot: Vec2;
  centreLine: number;
}

export type TableModel = CaromTable | PyramidTable;

export const CAROM_MATCH_TABLE: CaromTable = Object.freeze<CaromTable>({
  kind: 'carom',
  length: 2840,
  width: 1420,
  ballRadius: 61.5 / 2,
  cushionHeight: 37,
  railWidth: 125,
  spots: {
    bottom: [-710, 0],
    centre: [0, 0],
    top: [710, 0],
    startLeft: [-710, 182.5],
    startRight: [-710, -182.5],
  },
  libreCorner: { alongLong: 710, alongShort: 355 },
  castle: { centre: [0, 0], pinDistance: 63, pinTopRadius: 3, pinBodyRadius: 5, pinBaseRadius: 3.5, pinHeight: 25 },
  fivePinsSpots: { objectBall: [1065, 0], red: [710, 0] },
});

export const PYRAMID_12FT_TABLE: PyramidTable = Object.freeze<PyramidTable>({
  kind: 'pyramid',
  length: 3550,
  width: 1775,
  ballRadius: 68 / 2,
  cushionHeight: 44,
  railWidth: 150,
  pocketOpening: { corner: 72.5, middle: 82.5 },
  houseLine: -887.5,
  rearSpot: [887.5, 0],
  centreLine: 0,
});

/** The table kind each discipline is played on: the Russian game on a pyramid table, every carom game on a carom table. */
export function tableKindOf(discipline: Discipline): TableModel['kind'] {
  return discipline === 'russian-colour' ? 'pyramid' : 'carom';
}

/** The nominal table of a discipline (a hall's calibration brings its measured overrides). */
export function tableForDiscipline(discipline: Discipline): TableModel {
  return tableKindOf(discipline) === 'pyramid' ? PYRAMID_12FT_TABLE : CAROM_MATCH_TABLE;
}

/** Diamonds (sights) on the rails: every L/8 along the long rails, every W/4 along the short ones. */
export function diamonds(table: TableModel): { cushion: Cushion; at: Vec2 }[] {
  const hx = table.length / 2;
  const hy = table.width / 2;
  const out: { cushion: Cushion; at: Vec2 }[] = [];
  for (let i = 1; i < 8; i++) {
    const x = -hx + (i * table.length) / 8;
    out.push({ cushion: 'left', at: [x, hy] }, { cushion: 'right', at: [x, -hy] });
  }
  for (let j = 1; j < 4; j++) {
    const y = -hy + (j * table.width) / 4;
    out.push({ cushion: 'top', at: [hx, y] }, { cushion: 'bottom', at: [-hx, y] });
  }
  return out;
}

/**
 * Which end of the table a pocket lies at, along its length: 1 the top
 * corners, -1 the bottom corners, 0 the middle pockets (on the centre line).
 */
export function pocketEnd(pocket: Pocket): -1 | 0 | 1 {
  return pocket.startsWith('top') ? 1 : pocket.startsWith('bottom') ? -1 : 0;
}

/** Pocket mouths (pyramid): the corner/middle points of the cushion-nose rectangle. */
export function pocketCentres(table: PyramidTable): Record<Pocket, Vec2> {
  const hx = table.length / 2;
  const hy = table.width / 2;
  return {
    'top-left': [hx, hy],
    'top-right': [hx, -hy],
    'middle-left': [0, hy],
    'middle-right': [0, -hy],
    'bottom-left': [-hx, hy],
    'bottom-right': [-hx, -hy],
  };
}

/** Cushions of the pocket's jaws: the cushions a ball can touch right before it drops (Russian art. 7). */
export function jawCushions(pocket: Pocket): Cushion[] {
  switch (pocket) {
    case 'top-left': return ['top', 'left'];
    case 'top-right': return ['top', 'right'];
    case 'bottom-left': return ['bottom', 'left'];
    case 'bottom-right': return ['bottom', 'right'];
    case 'middle-left': return ['left'];
    case 'middle-right': return ['right'];
  }
}

/** The cushion line a cushion name stands for: the axis and its coordinate. */
export function cushionLine(table: TableModel, cushion: Cushion): { axis: 0 | 1; at: number } {
  const { axis, sign } = CUSHION_AXES[cushion];
  return { axis, at: (sign * (axis === 0 ? table.length : table.width)) / 2 };
}

/** Deep-merge measured values over a nominal table (a calibration's overrides). */
export function withOverrides<T extends TableModel>(table: T, overrides: DeepPartial<T>): T {
  return Object.freeze(merge(table, overrides)) as T;
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

function merge<T>(base: T, over: unknown): T {
  if (over === undefined) return base;
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return over as T;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(over as Record<string, unknown>)) out[k] = merge(out[k], v);
  return out as T;
}
