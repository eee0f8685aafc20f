/**
 * Balls resting on a balk line. In libre and the cadre games a call
 * (entrées, dedans, restées dedans, à cheval, a corner triangle) turns on
 * which side of a line a ball's centre lies, to the millimetre
 * (`ON_LINE_TOLERANCE_MM` in src/geometry/zones.ts). A tracked position at
 * rest is good to about a millimetre (edge refinement on video: median
 * ~0.4 mm, p90 ~1 mm on the held-out 1080p renders), so a ball whose centre
 * lies this close to a zone's decision boundary is one the camera cannot
 * place on a side: the stroke goes to the referee, who looks at the line.
 */
import type { BallId, Discipline, Vec2 } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import { cadreAnchors, cadreFields, libreCorners, ON_LINE_TOLERANCE_MM, signedDistance, type CadreGame, type Zone } from '../geometry/zones.js';

/**
 * Half-width (mm) of the band around a zone's decision boundary in which a
 * resting ball's side is doubtful. Raising it sends more strokes to the
 * referee (a 2 mm band holds a ball in roughly 2-3 % of cadre strokes);
 * lowering it below the rest-position error lets a ball a millimetre over
 * the line decide a restriction with high confidence (a cadre 47/2 stroke
 * at 25 fps, issue 6). Range 0-5.
 */
export const LINE_DOUBT_MM = 2;
/** The stroke's rest confidence when a ball lies in that band. Range 0.3-0.9. */
export const LINE_DOUBT_CONFIDENCE = 0.7;

const CADRE: Partial<Record<Discipline, CadreGame>> = { 'cadre-47-2': '47', 'cadre-47-1': '47', 'cadre-71-2': '71' };

/** The restricted zones whose lines decide calls in a discipline (none outside libre and the cadres). */
export function decidingZones(table: TableModel, discipline: Discipline): Zone[] {
  if (table.kind !== 'carom') return [];
  if (discipline === 'libre') return libreCorners(table);
  const game = CADRE[discipline];
  return game ? [...cadreFields(table, game, { centralFieldRestricted: true }), ...cadreAnchors(table, game)] : [];
}

/** LINE_DOUBT_CONFIDENCE when a ball of these positions lies within LINE_DOUBT_MM of a deciding boundary, else 1. */
export function lineDoubt(zones: readonly Zone[], positions: readonly Partial<Record<BallId, Vec2>>[]): number {
  const near = (p: Vec2): boolean => zones.some((z) => Math.abs(signedDistance(z.shape, p) - ON_LINE_TOLERANCE_MM) < LINE_DOUBT_MM);
  return positions.some((balls) => Object.values(balls).some((p) => p !== undefined && near(p))) ? LINE_DOUBT_CONFIDENCE : 1;
}
