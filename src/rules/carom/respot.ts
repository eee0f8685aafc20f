/**
 * Re-spotting in carom: balls off the table and touchent
 * (carom-disciplines art. 3, three-cushion (a)/(b) and libre touchent).
 */
import type { BallId, Vec2 } from '../../contracts/ids.js';
import type { CaromTable } from '../../geometry/tables.js';
import { TOUCH_GAP_MM, touching } from '../../geometry/contact.js';

export type Placement = Partial<Record<BallId, Vec2>>;

/** The three-cushion spot each ball belongs to, for the player about to play. */
export function spotOwners(table: CaromTable, incomingBall: BallId, otherWhite: BallId): Record<string, Vec2> {
  return { [incomingBall]: table.spots.bottom, [otherWhite]: table.spots.centre, red: table.spots.top };
}

/**
 * Spot `toSpot` balls on their three-cushion spots. A spot taken by a ball
 * staying on the table sends the ball to be spotted to the spot belonging to
 * the ball that occupies it (the exception of art. 3 (a)). A spot is taken
 * when the ball set on it would touch another (gap within `touchGapMm`), not
 * only when it would overlap one: the exception applies when the spot is
 * covered "and the application of the rule is hindered" ("εμποδίζεται η
 * εφαρμογή του κανόνα"), and a ball set down frozen to another hinders it, the
 * referee's own placing making a touchent (session 33, round 13; before,
 * the ball was set down touching and touchent called).
 */
export function spotBalls(table: CaromTable, toSpot: readonly BallId[], staying: Placement, owners: Record<string, Vec2>, touchGapMm = TOUCH_GAP_MM): Placement {
  const taken = (p: Vec2, placed: Placement) =>
    Object.entries({ ...staying, ...placed }).find(([, q]) => q && touching(p, q, table.ballRadius, touchGapMm))?.[0] as BallId | undefined;
  const placed: Placement = {};
  for (const ball of toSpot) {
    let spot = owners[ball]!;
    const seen = new Set<string>([ball]);
    for (let occupant = taken(spot, placed); occupant && !seen.has(occupant); occupant = taken(spot, placed)) {
      seen.add(occupant);
      spot = owners[occupant]!;
    }
    placed[ball] = spot;
  }
  return placed;
}

/** Libre starting position for the incoming player (touchent, libre and cadre). */
export function startingPosition(table: CaromTable, incomingBall: BallId, otherWhite: BallId, incomingY: number): Placement {
  return {
    [incomingBall]: incomingY < 0 ? table.spots.startRight : table.spots.startLeft,
    [otherWhite]: table.spots.bottom,
    red: table.spots.top,
  };
}
