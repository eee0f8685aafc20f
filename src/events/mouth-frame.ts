/**
 * A pocket mouth's own frame (split out of throat.ts for the readings of the
 * throat): depth along the mouth's outward axis from the line between the
 * jaw points, and the offset across it; where the walls stand across it.
 */
import type { Vec2 } from '../contracts/ids.js';
import type { Mouth } from './mouth-walls.js';
import { dot } from '../geometry/vec.js';

/** A point in a mouth's frame: `ax` past the line between the jaw points (outwards), `lat` across it. */
export interface InMouth { ax: number; lat: number }

export function toMouth(m: Mouth, x: number, y: number): InMouth {
  const d: Vec2 = [x - m.centre[0], y - m.centre[1]];
  return { ax: dot(d, m.u), lat: dot(d, [-m.u[1], m.u[0]]) };
}

/** How far (mm) across the mouth the centre can go towards side `s` at depth ax: the jaw point's reach before the mouth line, the jaw past it. */
export function wallAt(half: number, reach: number, ax: number): number {
  return ax >= 0 ? half - reach : half - Math.sqrt(Math.max(0, reach * reach - ax * ax));
}

/** Half the distance (mm) between the mouth's two jaw points. */
export function halfMouth(m: Mouth): number {
  const jaws = m.walls.filter((w) => w.kind === 'point');
  return Math.hypot(jaws[0]!.a[0] - jaws[1]!.a[0], jaws[0]!.a[1] - jaws[1]!.a[1]) / 2;
}

/** The cushion whose jaw stands on side `s` (sign of `lat`) of the mouth. */
export function cushionOnSide(m: Mouth, s: 1 | -1): Mouth['walls'][number]['cushion'] {
  return m.walls.find((w) => w.kind === 'point' && s * toMouth(m, w.a[0], w.a[1]).lat > 0)!.cushion;
}
