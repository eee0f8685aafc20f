/**
 * Diamonds: small bright marks on the rails at L/8 and W/4 spacing. Each is
 * looked for near its predicted position as the bright blob above the rail's
 * median; only its position ALONG the rail is used (the distance from the
 * nose depends on the hall's cushion and rail widths, which vary).
 *
 * Where a hall's diamonds sit ACROSS the rail varies too (the model's rail
 * centre line is 112.5 mm from the nose on the carom table; a real table's
 * diamonds were measured at 80-85 mm, docs/calibration.md Weak points). So each
 * rail is searched along several centre lines spanning the rail's width, and
 * the line whose hits form a row (one distance from the nose shared by the
 * rail's diamonds) is kept; wood grain and lamp glints do not form a row.
 */
import { pixelToTable, project, type Camera } from '../camera/model.js';
import { diamonds, type TableModel } from '../geometry/tables.js';
import type { Frame } from './image.js';
import type { LineObs } from './params.js';
import { CUSHIONS, NOMINAL_CUSHION_WIDTH, railNormal } from './table-lines.js';

/** Search radius around the predicted diamond (table mm): covers cushion-width spread and the first fit's error. */
const SEARCH_MM = 18;
/**
 * How much brighter than the rail's median a diamond must be (8-bit units).
 * Lower accepts wood grain and lamp glints; higher misses diamonds on pale rails.
 */
const MIN_CONTRAST = 30;

/**
 * Step (mm across the rail) between the centre lines tried besides the nominal
 * one: one search window, so the windows (±SEARCH_MM) overlap by half and
 * every distance from the cushion's back edge to the rail's outer edge is
 * searched. Centre lines stay SEARCH_MM inside that band, so a window never
 * reaches the cushion top or the floor. A smaller step costs time only.
 */
const ACROSS_STEP_MM = SEARCH_MM;
/**
 * Hits of one rail within this (mm) of each other across the rail form a row
 * (a rail's diamonds are inlaid at one distance from the nose). 2-8: the
 * fit's error and the blob centroid's noise are ~1-2 mm on rendered frames and
 * the real warped frames' near-rail row spans 79-85 mm; wider counts glints
 * scattered over the window as a row, narrower splits a real row.
 */
const ROW_TOLERANCE_MM = 4;
/**
 * A rail's diamonds are searched along another line than the nominal one only
 * when that line's row holds more diamonds than the nominal line's row AND its
 * median lies more than this (mm) from the nominal line, i.e. it is another
 * row, not the nominal one seen again from an overlapping window. 5-15: the
 * renderer draws the diamonds at the look's cushion width (45-55 mm) plus half
 * the rail, within 5 mm of the nominal line, which is kept there word for
 * word; the real table's row is 28-33 mm off. Higher keeps the nominal line
 * for halls whose diamonds are a little off (their hits then sit near the
 * window's edge); lower lets a row of the same diamonds move the window.
 */
const ROW_SHIFT_MM = 10;
/**
 * The fewest hits that make a row another line may take over with (2-3): one
 * hit is no row (held-out frame 5070 moved a rail whose nominal line found
 * nothing to a single blob at the cushion's back edge); 3 would leave a short
 * rail's row (3 diamonds, one often hidden) unused.
 */
const MIN_ROW_HITS = 2;

export interface DiamondHit extends LineObs {
  predicted: [number, number];
}

type RailDiamond = ReturnType<typeof diamonds>[number];

export function findDiamonds(frame: Frame, cam: Camera, table: TableModel): DiamondHit[] {
  const all = diamonds(table);
  const lineOf = new Map<string, number>();
  for (const c of CUSHIONS) lineOf.set(c, railLine(frame, cam, table, all.filter((d) => d.cushion === c)));
  const out: DiamondHit[] = [];
  for (const d of all) {
    const hit = searchDiamond(frame, cam, table, d, lineOf.get(d.cushion)!);
    if (hit) out.push(hit.hit);
  }
  return out;
}

/**
 * The across-rail distance from the nose (mm) to search a rail's diamonds
 * along: the nominal rail centre line unless another line across the rail's
 * width finds a larger row (of MIN_ROW_HITS or more) ROW_SHIFT_MM or more
 * away; then that row's median.
 */
function railLine(frame: Frame, cam: Camera, table: TableModel, rail: RailDiamond[]): number {
  const nominal = NOMINAL_CUSHION_WIDTH + table.railWidth / 2;
  const lo = NOMINAL_CUSHION_WIDTH + SEARCH_MM, hi = NOMINAL_CUSHION_WIDTH + table.railWidth - SEARCH_MM;
  const rowAt = (off: number) => row(rail.flatMap((d) => searchDiamond(frame, cam, table, d, off)?.across ?? []));
  let best = { count: rowAt(nominal).count, median: nominal };
  for (let k = 1; nominal - k * ACROSS_STEP_MM >= lo || nominal + k * ACROSS_STEP_MM <= hi; k++) {
    for (const off of [nominal - k * ACROSS_STEP_MM, nominal + k * ACROSS_STEP_MM]) {
      if (off < lo || off > hi) continue;
      const r = rowAt(off);
      if (r.count >= MIN_ROW_HITS && r.count > best.count && Math.abs(r.median - nominal) > ROW_SHIFT_MM) best = r;
    }
  }
  return best.median;
}

/** The largest set of across-rail distances within ROW_TOLERANCE_MM of one of them, and its median. */
function row(across: number[]): { count: number; median: number } {
  let best: number[] = [];
  for (const a of across) {
    const near = across.filter((b) => Math.abs(b - a) <= ROW_TOLERANCE_MM);
    if (near.length > best.length) best = near;
  }
  const s = best.sort((a, b) => a - b);
  return { count: s.length, median: s.length ? s[s.length >> 1]! : NaN };
}

/** The diamond's blob in the window centred `off` mm out from the nose at `d`, with its own distance from the nose. */
function searchDiamond(frame: Frame, cam: Camera, table: TableModel, d: RailDiamond, off: number): { hit: DiamondHit; across: number } | null {
  const longRail = d.cushion === 'left' || d.cushion === 'right';
  const nrm = railNormal(d.cushion);
  const X = d.at[0] + nrm[0] * off, Y = d.at[1] + nrm[1] * off;
  const p = project(cam, [X, Y, table.cushionHeight]);
  const q = project(cam, [X + (longRail ? 10 : 0), Y + (longRail ? 0 : 10), table.cushionHeight]);
  if (!p || !q) return null;
  const scale = Math.hypot(q[0] - p[0], q[1] - p[1]) / 10;
  const R = Math.ceil(SEARCH_MM * scale);
  const x0 = Math.round(p[0]) - R, y0 = Math.round(p[1]) - R, size = 2 * R + 1;
  if (x0 < 0 || y0 < 0 || x0 + size > frame.width || y0 + size > frame.height) return null;
  const vals: number[] = [];
  let max = -1, mi = 0;
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) {
    const v = frame.lum[(y0 + y) * frame.width + x0 + x]!;
    vals.push(v);
    if (v > max) { max = v; mi = y * size + x; }
  }
  const bg = [...vals].sort((a, b) => a - b)[vals.length >> 1]!;
  if (max - bg < MIN_CONTRAST) return null;
  const thr = bg + 0.5 * (max - bg);
  const blob = growBlob(vals, size, mi, thr);
  const maxArea = Math.PI * (9 * scale) ** 2;
  if (blob.length < 2 || blob.length > maxArea || touchesBorder(blob, size)) return null;
  let sw = 0, sx = 0, sy = 0;
  for (const i of blob) { const w = vals[i]! - thr; sw += w; sx += w * (i % size); sy += w * Math.floor(i / size); }
  const u = x0 + sx / sw, v = y0 + sy / sw;
  const mm = pixelToTable(cam, [u, v], table.cushionHeight);
  const hit: DiamondHit = {
    px: [u, v],
    z: table.cushionHeight,
    n: longRail ? [1, 0] : [0, 1],
    offset: longRail ? d.at[0] : d.at[1],
    scale,
    kind: 'diamond',
    predicted: [p[0], p[1]],
  };
  return { hit, across: mm ? (mm[0] - d.at[0]) * nrm[0] + (mm[1] - d.at[1]) * nrm[1] : NaN };
}

/** Pixels above thr connected (8-neighbour) to the start pixel. */
function growBlob(vals: number[], size: number, start: number, thr: number): number[] {
  const seen = new Uint8Array(vals.length);
  const stack = [start];
  seen[start] = 1;
  const out: number[] = [];
  while (stack.length) {
    const i = stack.pop()!;
    out.push(i);
    const x = i % size, y = Math.floor(i / size);
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
      const xx = x + dx, yy = y + dy;
      if (xx < 0 || yy < 0 || xx >= size || yy >= size) continue;
      const j = yy * size + xx;
      if (!seen[j] && vals[j]! > thr) { seen[j] = 1; stack.push(j); }
    }
  }
  return out;
}

/**
 * Whether the blob reaches the search window's border. Such a blob is no whole
 * diamond: the window cut it, so it is a streak running through the window
 * (the wood grain along a lacquered rail, a lamp's reflection) or a mark half
 * outside it, and its centroid, cut off at the border, is off along the rail
 * by up to the blob's half length. A whole diamond (rendered: ≤ 9.3 mm from
 * its centre, ≤ 5 mm off the nominal line; the first fit's error a few mm)
 * stays inside a window of ±SEARCH_MM. On the real warped frames, with the
 * camera of the marked corners, the cut blobs are what lay 10-18 mm along the
 * rail from the diamonds (hits over 10 mm off: 18 of 43 before, 1 of 20
 * after); real diamonds cut by the window's edge (the phone's parallax on the
 * far rails) are lost too (within 5 mm: 17 before, 12 after).
 * The windows off the chosen line (railLine) lose their cut blobs as well,
 * so a row of cut streaks can no longer keep or take a rail.
 */
function touchesBorder(blob: number[], size: number): boolean {
  return blob.some((i) => { const x = i % size, y = (i - x) / size; return x === 0 || y === 0 || x === size - 1 || y === size - 1; });
}
