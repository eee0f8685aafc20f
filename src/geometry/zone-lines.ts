/**
 * The zone lines that decide calls, and the band around them where a
 * resting ball's side is doubtful. Shared by the events stage (which marks a
 * rest doubtful when a ball lies in the band, src/events/zone-doubt.ts) and
 * the rules' decisive doubt (which judges the stroke with that ball moved
 * across the line, src/rules/doubt.ts): one definition for both.
 */
import type { Discipline, Vec2 } from '../contracts/ids.js';
import type { TableModel } from './tables.js';
import { cadreAnchors, cadreFields, libreCorners, ON_LINE_TOLERANCE_MM, signedDistance, type CadreGame, type Zone } from './zones.js';

/**
 * Half-width (mm) of the band around a zone's decision boundary in which a
 * resting ball's side is doubtful. Raising it sends more strokes to the
 * referee (a 2 mm band holds a ball in roughly 2-3 % of cadre strokes);
 * lowering it below the rest-position error lets a ball a millimetre over
 * the line decide a restriction with high confidence (a cadre 47/2 stroke
 * at 25 fps, issue 6). Range 0-5.
 */
export const LINE_DOUBT_MM = 2;

const CADRE: Partial<Record<Discipline, CadreGame>> = { 'cadre-47-2': '47', 'cadre-47-1': '47', 'cadre-71-2': '71' };

/** The restricted zones whose lines decide calls in a discipline (none outside libre and the cadres). */
export function decidingZones(table: TableModel, discipline: Discipline): Zone[] {
  if (table.kind !== 'carom') return [];
  if (discipline === 'libre') return libreCorners(table);
  const game = CADRE[discipline];
  return game ? [...cadreFields(table, game, { centralFieldRestricted: true }), ...cadreAnchors(table, game)] : [];
}

/** Signed distance of p from the zone's decision boundary (positive outside, as `signedDistance`, the on-line tolerance included). */
function side(z: Zone, p: Vec2): number {
  return signedDistance(z.shape, p) - ON_LINE_TOLERANCE_MM;
}

/** Whether p lies within LINE_DOUBT_MM of a deciding boundary of these zones. */
export function nearLine(zones: readonly Zone[], p: Vec2): boolean {
  return zones.some((z) => Math.abs(side(z, p)) < LINE_DOUBT_MM);
}

/** Positions 2 * LINE_DOUBT_MM from p along the axes that put p on the other side of a deciding line it lies within LINE_DOUBT_MM of. */
export function acrossLines(zones: readonly Zone[], p: Vec2): Vec2[] {
  const near = zones.filter((z) => Math.abs(side(z, p)) < LINE_DOUBT_MM);
  const d = 2 * LINE_DOUBT_MM;
  const moves: Vec2[] = [[p[0] + d, p[1]], [p[0] - d, p[1]], [p[0], p[1] + d], [p[0], p[1] - d]];
  return moves.filter((q) => near.some((z) => Math.sign(side(z, q)) !== Math.sign(side(z, p))));
}
