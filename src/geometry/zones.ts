/**
 * Restricted zones of the carom series games: libre corner triangles, cadre
 * fields and anchors. A ball belongs to a zone by its centre; a centre on a
 * line (within `onLineToleranceMm`) counts inside, against the player
 * (geometry.md; carom-disciplines art. 3).
 *
 * Numbering (CONTRACTS.md leaves it to the project):
 * - `field-N`: fields read like a page by a person at the bottom cushion:
 *   bands from the top cushion down, in each band from the left cushion to the
 *   right. 47/x: field-1 top-left ... field-5 centre ... field-9 bottom-right.
 *   71/2: field-1 top-left, field-2 top-right ... field-6 bottom-right.
 * - `anchor-N`: walking the cushions clockwise seen from above, starting at the
 *   top-left corner: top cushion (left to right), right cushion (top to bottom),
 *   bottom cushion (right to left), left cushion (bottom to top).
 * - libre: `corner-top-left`, `corner-top-right`, `corner-bottom-left`, `corner-bottom-right`.
 */
import type { Vec2 } from '../contracts/ids.js';
import type { CaromTable } from './tables.js';

export type ZoneShape =
  | { type: 'rect'; xMin: number; xMax: number; yMin: number; yMax: number }
  /** Right triangle in a corner: the corner point and the legs along x (short-cushion side) and y. */
  | { type: 'corner'; corner: Vec2; legX: number; legY: number };

export interface Zone {
  name: string;
  kind: 'field' | 'anchor' | 'corner';
  shape: ZoneShape;
}

export const CADRE_GAMES = {
  /** 47 cm lines: fields along the short cushions are squares of L/6 = W/3. */
  '47': { fromCushion: 473.3, anchorSize: 178 },
  /** 71 cm lines; anchor size assumed equal to 47's (geometry.md). */
  '71': { fromCushion: 710, anchorSize: 178 },
} as const;
export type CadreGame = keyof typeof CADRE_GAMES;

/** Lines of a cadre game: x = ±xLine, and y = ±yLine (a single line at y = 0 when yLine is 0). */
export function cadreLines(table: CaromTable, game: CadreGame): { x: number[]; y: number[] } {
  const d = CADRE_GAMES[game].fromCushion;
  const xl = table.length / 2 - d;
  const yl = table.width / 2 - d;
  return { x: [-xl, xl], y: Math.abs(yl) < 1e-6 ? [0] : [-yl, yl] };
}

export function cadreFields(table: CaromTable, game: CadreGame, opts: { centralFieldRestricted: boolean }): Zone[] {
  const lines = cadreLines(table, game);
  const xs = [table.length / 2, ...[...lines.x].reverse(), -table.length / 2]; // top to bottom
  const ys = [table.width / 2, ...[...lines.y].reverse(), -table.width / 2]; // left to right
  const zones: Zone[] = [];
  let n = 0;
  for (let band = 0; band + 1 < xs.length; band++) {
    for (let col = 0; col + 1 < ys.length; col++) {
      n++;
      const central = xs.length === 4 && ys.length === 4 && band === 1 && col === 1;
      if (central && !opts.centralFieldRestricted) continue;
      zones.push({
        name: `field-${n}`,
        kind: 'field',
        shape: { type: 'rect', xMin: xs[band + 1]!, xMax: xs[band]!, yMin: ys[col + 1]!, yMax: ys[col]! },
      });
    }
  }
  return zones;
}

export function cadreAnchors(table: CaromTable, game: CadreGame): Zone[] {
  const { x: xLines, y: yLines } = cadreLines(table, game);
  const a = CADRE_GAMES[game].anchorSize;
  const hx = table.length / 2;
  const hy = table.width / 2;
  const rects: { xMin: number; xMax: number; yMin: number; yMax: number }[] = [];
  // Clockwise from the top-left corner.
  for (const yl of [...yLines].sort((p, q) => q - p)) rects.push({ xMin: hx - a, xMax: hx, yMin: yl - a / 2, yMax: yl + a / 2 });
  for (const xl of [...xLines].sort((p, q) => q - p)) rects.push({ xMin: xl - a / 2, xMax: xl + a / 2, yMin: -hy, yMax: -hy + a });
  for (const yl of [...yLines].sort((p, q) => p - q)) rects.push({ xMin: -hx, xMax: -hx + a, yMin: yl - a / 2, yMax: yl + a / 2 });
  for (const xl of [...xLines].sort((p, q) => p - q)) rects.push({ xMin: xl - a / 2, xMax: xl + a / 2, yMin: hy - a, yMax: hy });
  return rects.map((r, i) => ({ name: `anchor-${i + 1}`, kind: 'anchor', shape: { type: 'rect', ...r } }));
}

export function libreCorners(table: CaromTable): Zone[] {
  const hx = table.length / 2;
  const hy = table.width / 2;
  const { alongLong, alongShort } = table.libreCorner;
  const corner = (name: string, cx: number, cy: number): Zone => ({
    name: `corner-${name}`,
    kind: 'corner',
    shape: { type: 'corner', corner: [cx, cy], legX: alongLong, legY: alongShort },
  });
  return [corner('top-left', hx, hy), corner('top-right', hx, -hy), corner('bottom-left', -hx, hy), corner('bottom-right', -hx, -hy)];
}

/**
 * Signed distance of a point from a zone's boundary: negative inside, positive
 * outside (mm). For a corner triangle, the distance from the hypotenuse, which
 * is the only side a ball on the cloth can cross.
 */
export function signedDistance(shape: ZoneShape, p: Vec2): number {
  if (shape.type === 'rect') {
    const dx = Math.max(shape.xMin - p[0], p[0] - shape.xMax);
    const dy = Math.max(shape.yMin - p[1], p[1] - shape.yMax);
    if (dx <= 0 && dy <= 0) return Math.max(dx, dy);
    return Math.hypot(Math.max(dx, 0), Math.max(dy, 0));
  }
  const [cx, cy] = shape.corner;
  const u = Math.sign(cx) * (cx - p[0]);
  const v = Math.sign(cy) * (cy - p[1]);
  const a = shape.legX;
  const b = shape.legY;
  return (u / a + v / b - 1) / Math.hypot(1 / a, 1 / b);
}

/**
 * Named threshold: how far (mm) past a line a ball centre may be and still
 * count as on it, hence inside. Raising it calls more "entrées" on balls that
 * are just out (against the player); lowering it below the measuring error
 * lets a ball on the line escape the restriction. Range 0-5.
 */
export const ON_LINE_TOLERANCE_MM = 1.0;

export function inZone(zone: Zone, p: Vec2, toleranceMm = ON_LINE_TOLERANCE_MM): boolean {
  return signedDistance(zone.shape, p) <= toleranceMm;
}

/** Names of the zones that hold both balls (a ball on a line belongs to both sides). */
export function commonZones(zones: readonly Zone[], a: Vec2, b: Vec2, toleranceMm = ON_LINE_TOLERANCE_MM): Zone[] {
  return zones.filter((z) => inZone(z, a, toleranceMm) && inZone(z, b, toleranceMm));
}

/**
 * Named threshold: how near a zone's line (mm, the centre's distance) both
 * object balls must lie for à cheval — a ball's width (the default of the
 * carom settings' `aChevalReachMm`). Raising it calls à cheval on balls far
 * from the line; lowering it misses straddling balls the player wants to hear
 * about. A ball resting near this reach is as doubtful as one near the line
 * (src/geometry/rest-sides.ts). Range 0-300.
 */
export const A_CHEVAL_REACH_MM = 61.5;

/**
 * À cheval: one ball in the zone, the other just out, both within `reachMm`
 * of one and the same drawn line of the zone, one on each side of it (art. 3:
 * "balls on either side of the line"; `straddle`). Informative only: play
 * goes on. A ball on the line (within the tolerance) is on neither side: the
 * text calls "entrées" for a ball on the line beside one inside, and à cheval
 * only for balls "on either side of the line" (art. 3 libre, cadre; session
 * 25, golden cadre-71-2 29).
 */
export function aCheval(zone: Zone, a: Vec2, b: Vec2, reachMm: number, toleranceMm = ON_LINE_TOLERANCE_MM): boolean {
  const da = signedDistance(zone.shape, a);
  const db = signedDistance(zone.shape, b);
  if (Math.abs(da) <= toleranceMm || Math.abs(db) <= toleranceMm) return false;
  if (da < 0 === db < 0) return false;
  const s = da < 0 ? straddle(zone, a, b) : straddle(zone, b, a);
  return s !== undefined && Math.max(...s) <= reachMm;
}

const RECT_SIDES = ['xMin', 'xMax', 'yMin', 'yMax'] as const;

/**
 * The drawn line of `zone` that a ball inside and a ball outside lie on
 * either side of, nearest to both: [inside ball's, outside ball's] distance
 * (mm) from it, the outside ball's measured to the zone's side (a segment),
 * for the line minimising the larger of the two; undefined when the outside
 * ball is past none. Only drawn lines count: a rect's side on a cushion can
 * never be passed by a ball on the cloth, so a ball by the cushion is
 * measured from the line, not from the cushion (session 25: golden cadre-47-2
 * 46, 47). A libre corner has one line, its hypotenuse.
 */
export function straddle(zone: Zone, inside: Vec2, outside: Vec2): [number, number] | undefined {
  const shape = zone.shape;
  if (shape.type === 'corner') {
    const d: [number, number] = [-signedDistance(shape, inside), signedDistance(shape, outside)];
    return d[1] > 0 ? d : undefined;
  }
  const beyond = (v: number, lo: number, hi: number) => Math.max(lo - v, 0, v - hi);
  let best: [number, number] | undefined;
  for (const side of RECT_SIDES) {
    const k = side[0] === 'x' ? 0 : 1;
    const outward = side.endsWith('Min') ? -1 : 1;
    const line = shape[side];
    const past = (outside[k] - line) * outward;
    if (past <= 0) continue;
    const along = k === 0 ? beyond(outside[1], shape.yMin, shape.yMax) : beyond(outside[0], shape.xMin, shape.xMax);
    const d: [number, number] = [(line - inside[k]) * outward, Math.hypot(past, along)];
    if (!best || Math.max(...d) < Math.max(...best)) best = d;
  }
  return best;
}
