/**
 * Re-spotting in carom: balls off the table and touchent
 * (carom-disciplines art. 3, three-cushion (a)/(b) and libre touchent).
 */
import type { BallId, Vec2 } from '../../contracts/ids.js';
import type { CaromTable } from '../../geometry/tables.js';
import { distance } from '../../geometry/contact.js';

export type Placement = Partial<Record<BallId, Vec2>>;

/** The three-cushion spot each ball belongs to, for the player about to play. */
export function spotOwners(table: CaromTable, incomingBall: BallId, otherWhite: BallId): Record<string, Vec2> {
  return { [incomingBall]: table.spots.bottom, [otherWhite]: table.spots.centre, red: table.spots.top };
}

/**
 * Spot `toSpot` balls on their three-cushion spots. A spot taken by a ball
 * staying on the table sends the ball to the spot belonging to the ball that
 * occupies it (the exception of art. 3 (a)).
 */
export function spotBalls(table: CaromTable, toSpot: readonly BallId[], staying: Placement, owners: Record<string, Vec2>): Placement {
  const taken = (p: Vec2, placed: Placement) =>
    Object.entries({ ...staying, ...placed }).find(([, q]) => q && distance(p, q) < 2 * table.ballRadius)?.[0] as BallId | undefined;
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
