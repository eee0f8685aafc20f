/**
 * Re-spotting (art. 4.5, 11): the colour on the rear spot, whites touching the
 * top (rear) cushion on the long axis; a taken place moves the ball along the
 * long axis (the line of the rack) to the nearest free place. Pure.
 */
import type { BallId, Vec2 } from '../../contracts/ids.js';
import type { PyramidTable } from '../../geometry/tables.js';
import { COLOUR } from './shot.js';

/**
 * Named threshold: overlap (mm) tolerated between a re-spotted ball and a
 * ball already there before the place counts as taken. Raising it lets a ball
 * be set down pressed into another (measurement noise forgiven); lowering it
 * below the position error moves balls off a free spot. Range 0-3.
 */
export const RESPOT_OVERLAP_MM = 0.5;

/** Hard stop for the walk along the axis (a table holds 8 balls). */
const MAX_STEPS = 16;

/** Places are given to 0.1 mm: finer than any placement by hand, and stable in files. */
function roundMm(v: number): number {
  return Math.round(v * 10) / 10;
}

/** The whites' re-spot: on the long axis, touching the top cushion. */
export function whiteSpot(table: PyramidTable): Vec2 {
  return [table.length / 2 - table.ballRadius, 0];
}

function blocker(at: Vec2, taken: readonly Vec2[], r: number): Vec2 | undefined {
  return taken.find((p) => Math.hypot(p[0] - at[0], p[1] - at[1]) < 2 * r - RESPOT_OVERLAP_MM);
}

/** First free place from `spot` walking along the long axis in `dir`; null when it runs off the table. */
function walk(spot: Vec2, dir: 1 | -1, taken: readonly Vec2[], table: PyramidTable): Vec2 | null {
  const r = table.ballRadius;
  const limit = table.length / 2 - r;
  let at: Vec2 = spot;
  for (let i = 0; i < MAX_STEPS; i++) {
    if (Math.abs(at[0]) > limit + 1e-9) return null;
    const b = blocker(at, taken, r);
    if (!b) return at;
    const dx = Math.sqrt(Math.max(0, (2 * r) ** 2 - (b[1] - at[1]) ** 2));
    at = [b[0] + dir * dx, at[1]];
  }
  return null;
}

/** The free place nearest `spot` along the axis, `preferred` direction winning ties. */
export function placeOnAxis(spot: Vec2, preferred: 1 | -1, taken: readonly Vec2[], table: PyramidTable): Vec2 {
  const ahead = walk(spot, preferred, taken, table);
  const back = walk(spot, preferred === 1 ? -1 : 1, taken, table);
  const dist = (p: Vec2 | null) => (p ? Math.abs(p[0] - spot[0]) : Infinity);
  if (!ahead && !back) return spot;
  return dist(ahead) <= dist(back) ? ahead! : back!;
}

/**
 * Where each ball goes. Places are taken by the balls at rest after the
 * stroke (`after`, less the balls being spotted) and by balls spotted
 * before it: the colour first, then whites in the order given.
 */
export function respotPlaces(
  balls: readonly BallId[],
  after: Partial<Record<BallId, Vec2>> | undefined,
  table: PyramidTable,
): Partial<Record<BallId, Vec2>> {
  const order = [...balls].sort((a, b) => Number(b === COLOUR) - Number(a === COLOUR));
  const taken: Vec2[] = Object.entries(after ?? {})
    .filter(([id]) => !balls.includes(id as BallId))
    .map(([, p]) => p as Vec2);
  const out: Partial<Record<BallId, Vec2>> = {};
  for (const ball of order) {
    // The colour may sit either side of its spot on the rack line (behind it, towards the top, on a tie);
    // a white's spot touches the top cushion, so it can only move towards the rack.
    const place = ball === COLOUR ? placeOnAxis(table.rearSpot, 1, taken, table) : placeOnAxis(whiteSpot(table), -1, taken, table);
    out[ball] = [roundMm(place[0]), roundMm(place[1])];
    taken.push(place);
  }
  return out;
}
