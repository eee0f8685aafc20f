/**
 * Which cushion lies where: the one naming of the four rails by the axis
 * they cross and the sign of their coordinate (CONTRACTS.md: top x = +L/2,
 * bottom x = −L/2, left y = +W/2, right y = −W/2). The simulator's table,
 * the events' contact lines and the rules' gaps all name the rail a place
 * or a direction meets from here, so no file keeps its own ternary of names
 * (helper C, session 34: five files did).
 */
import { CUSHIONS, type Cushion } from '../contracts/ids.js';

/** A cushion's axis (0: x, the end rails top and bottom; 1: y, the side rails) and the sign of its coordinate. */
export interface CushionAxis { axis: 0 | 1; sign: 1 | -1 }

export const CUSHION_AXES: Readonly<Record<Cushion, CushionAxis>> = {
  top: { axis: 0, sign: 1 }, bottom: { axis: 0, sign: -1 }, left: { axis: 1, sign: 1 }, right: { axis: 1, sign: -1 },
};

/** The cushion across axis `axis` on the side of `sign` (> 0: top or left, else bottom or right). */
export function cushionAt(axis: 0 | 1, sign: number): Cushion {
  const s = sign > 0 ? 1 : -1;
  return CUSHIONS.find((c) => CUSHION_AXES[c].axis === axis && CUSHION_AXES[c].sign === s)!;
}

/**
 * Gap (mm) from p to each cushion's line of a box of half extents hx, hy
 * centred on the table (the contact lines: `centreBounds`; the noses less a
 * radius), positive inside, negative past the line.
 */
export function cushionGaps(p: readonly [number, number], hx: number, hy: number): Record<Cushion, number> {
  const half = [hx, hy] as const;
  return Object.fromEntries(CUSHIONS.map((c) => {
    const { axis, sign } = CUSHION_AXES[c];
    return [c, half[axis] - sign * p[axis]];
  })) as Record<Cushion, number>;
}

/**
 * Gap (mm) from p to the nearer line across each axis ([x: top or bottom,
 * y: left or right]) of the same box, positive inside: "how near a rail" for
 * the callers that do not care which of the two it is (helper G, session 34:
 * five files wrote it inline).
 */
export function axisGaps(p: readonly [number, number], hx: number, hy: number): [number, number] {
  return [hx - Math.abs(p[0]), hy - Math.abs(p[1])];
}
