/**
 * What is drawn on the cloth per discipline, in table mm: chalk lines (cadre
 * lines and anchors, libre corner lines, five-pins centre line, pyramid house
 * line) and spots. The renderer only draws them; zone maths stays in geometry.
 */
import type { Discipline, Vec2 } from '../../contracts/ids.js';
import { cadreAnchors, cadreLines, type CadreGame } from '../../geometry/zones.js';
import { pinSeats } from '../../geometry/castle.js';
import type { TableModel } from '../../geometry/tables.js';

export interface Segment { a: Vec2; b: Vec2 }
export interface Dot { at: Vec2; radius: number }

export function clothMarks(table: TableModel, discipline: Discipline): { lines: Segment[]; dots: Dot[] } {
  const hx = table.length / 2;
  const hy = table.width / 2;
  const lines: Segment[] = [];
  const dots: Dot[] = [];
  if (table.kind === 'pyramid') {
    lines.push({ a: [table.houseLine, -hy], b: [table.houseLine, hy] });
    dots.push({ at: table.rearSpot, radius: 5 }, { at: [0, 0], radius: 5 }, { at: [table.houseLine, 0], radius: 5 });
    return { lines, dots };
  }
  const s = table.spots;
  dots.push({ at: s.bottom, radius: 5 }, { at: s.centre, radius: 5 }, { at: s.top, radius: 5 });
  if (discipline === 'three-cushion' || discipline === 'libre') dots.push({ at: s.startLeft, radius: 4 }, { at: s.startRight, radius: 4 });
  if (discipline === 'five-pins') {
    lines.push({ a: [0, -hy], b: [0, hy] });
    for (const seat of Object.values(pinSeats(table))) dots.push({ at: seat, radius: 4 });
    dots.push({ at: table.fivePinsSpots.objectBall, radius: 5 });
  }
  if (discipline === 'libre') {
    const { alongLong: a, alongShort: b } = table.libreCorner;
    for (const sx of [-1, 1]) for (const sy of [-1, 1]) lines.push({ a: [sx * (hx - a), sy * hy], b: [sx * hx, sy * (hy - b)] });
  }
  const game: CadreGame | null = discipline === 'cadre-71-2' ? '71' : discipline === 'cadre-47-2' || discipline === 'cadre-47-1' ? '47' : null;
  if (game) {
    const { x, y } = cadreLines(table, game);
    for (const xl of x) lines.push({ a: [xl, -hy], b: [xl, hy] });
    for (const yl of y) lines.push({ a: [-hx, yl], b: [hx, yl] });
    for (const z of cadreAnchors(table, game)) {
      if (z.shape.type !== 'rect') continue;
      const { xMin, xMax, yMin, yMax } = z.shape;
      // Draw the anchor's sides that are not on a cushion.
      if (xMin > -hx + 1) lines.push({ a: [xMin, yMin], b: [xMin, yMax] });
      if (xMax < hx - 1) lines.push({ a: [xMax, yMin], b: [xMax, yMax] });
      if (yMin > -hy + 1) lines.push({ a: [xMin, yMin], b: [xMax, yMin] });
      if (yMax < hy - 1) lines.push({ a: [xMin, yMax], b: [xMax, yMax] });
    }
  }
  return { lines, dots };
}

/** Distance from p to segment ab (mm). */
export function segmentDistance(px: number, py: number, s: Segment): number {
  const ax = s.a[0];
  const ay = s.a[1];
  const dx = s.b[0] - ax;
  const dy = s.b[1] - ay;
  const l2 = dx * dx + dy * dy;
  let t = l2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / l2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}
