/**
 * Free ball and re-spotting after a ball left the table (CEB B/7 3002.3, 3004).
 *
 * Reading taken (docs/rules-five-pins.md):
 * - the free ball's half is the half opposite the incoming player's object
 *   ball, i.e. the offender's own ball; astride the centre line → "bottom",
 *   as for the starting stroke (3004.4);
 * - only balls that left the table are re-spotted: the red on its starting
 *   spot (else the mirrored spot; the incoming ball, in the referee's hand,
 *   does not occupy it), the offender's ball on the short-cushion
 *   spot of the half opposite the incoming ball (else the mirrored spot), the
 *   incoming ball on the short-cushion spot of the free-ball half (else the
 *   other spot of that half, to keep it in its half).
 */
import type { BallId, Vec2 } from '../../contracts/ids.js';
import type { CaromTable } from '../../geometry/tables.js';
import { halfOf, otherHalf, type Half } from '../../geometry/castle.js';
import { touching } from '../../geometry/contact.js';
import type { StrokeEvent } from '../../contracts/events.js';
import { involves } from '../query.js';

type Placed = Partial<Record<BallId, Vec2>>;

/**
 * Where the balls lie when the referee sets up after a played stroke: the
 * `after` positions, and for a ball the file gives no end position and no
 * event of the stroke names (never struck, met, sent off a cushion, knocking
 * a pin or moved by hand), its `before` position: nothing moved it (session
 * 32). With the wrong ball played the offender's own ball, which decides the
 * free ball's half (3004.2), is such a ball. A ball named by any event keeps
 * no `before` place: where it went is unknown. Five-pins only: three balls,
 * every contact of which a file lists (cannons and casins are scored from
 * them); a Russian break file leaves the rack's contacts out, so there an
 * unnamed ball may well have moved.
 */
export function endPositions(before: Placed | undefined, after: Placed | undefined, events: readonly StrokeEvent[]): Placed | undefined {
  const still = Object.entries(before ?? {}).filter(([b]) => !events.some((e) => involves(e, b as BallId)));
  if (still.length === 0) return after;
  return { ...Object.fromEntries(still), ...after } as Placed;
}

export interface FreeBallInput {
  table: CaromTable;
  /** Ball positions when the referee sets up (after the stroke; before it for a stroke not played). */
  positions: Placed | undefined;
  offTable: readonly BallId[];
  /** The next player's ball (placed by the referee for the free ball). */
  incoming: BallId;
  /** The offender's ball: the incoming player's object ball. */
  object: BallId;
  touchGapMm: number;
}

export interface FreeBallSetup {
  half: Half;
  respot: Placed;
  /**
   * 3004.5: the incoming player may ask instead for the object ball alone to
   * go back on its starting spot: where it goes (the incoming ball is then
   * played from the half opposite it, 3004.2).
   */
  onRequest: Placed;
  reasons: string[];
}

export function sideSign(h: Half): 1 | -1 {
  return h === 'top' ? 1 : -1;
}

/** A spot is occupied when a ball already placed touches or overlaps a ball set on it. */
export function occupied(table: CaromTable, placed: Placed, spot: Vec2, gapMm: number): boolean {
  return (Object.values(placed) as Vec2[]).some((p) => touching(p, spot, table.ballRadius, gapMm));
}

function firstFree(table: CaromTable, placed: Placed, spots: readonly Vec2[], gapMm: number): Vec2 {
  return spots.find((s) => !occupied(table, placed, s, gapMm)) ?? spots[spots.length - 1]!;
}

/** The half a free ball is played from: opposite the object ball; astride or unknown → bottom (3004.2-4). */
export function freeBallHalf(table: CaromTable, objectAt: Vec2 | undefined): Half {
  const h = objectAt ? halfOf(table, objectAt) : null;
  return h ? otherHalf(h) : 'bottom';
}

export function freeBallSetup(input: FreeBallInput): FreeBallSetup {
  const { table, offTable, incoming, object, touchGapMm: gap } = input;
  const placed: Placed = Object.fromEntries(Object.entries(input.positions ?? {}).filter(([b]) => !offTable.includes(b as BallId)));
  const respot: Placed = {};
  const reasons: string[] = [];
  const put = (ball: BallId, spot: Vec2, why: string): void => {
    placed[ball] = spot;
    respot[ball] = spot;
    reasons.push(`${ball} re-spotted at [${spot.join(', ')}]: ${why}`);
  };
  const far = Math.abs(table.fivePinsSpots.objectBall[0]);
  const near = Math.abs(table.fivePinsSpots.red[0]);
  if (offTable.includes('red')) {
    const [x, y] = table.fivePinsSpots.red;
    // The incoming ball is in the referee's hand from the end of the faulty stroke (3004.2) and is placed
    // only "then" (3002.3c): where it stopped blocks no spot of the red (session 29, golden 159).
    const lying = Object.fromEntries(Object.entries(placed).filter(([b]) => b !== incoming)) as Placed;
    put('red', firstFree(table, lying, [[x, y], [-x, y]], gap), 'the red on its starting spot, else the other side (3002.3c; the incoming ball is in the referee\'s hand, 3004.2)');
  }
  if (offTable.includes(object)) {
    const incomingHalf = placed[incoming] ? halfOf(table, placed[incoming]!) : null;
    const s = sideSign(incomingHalf ? otherHalf(incomingHalf) : 'top');
    put(object, firstFree(table, placed, [[s * far, 0], [-s * far, 0]], gap), 'the offender\'s ball in the half opposite the incoming ball (3002.3b)');
  }
  const half = freeBallHalf(table, placed[object]);
  if (!placed[object]) reasons.push(`${object}'s position is unknown: free ball from the bottom half`);
  if (offTable.includes(incoming)) {
    const s = sideSign(half);
    put(incoming, firstFree(table, placed, [[s * far, 0], [s * near, 0]], gap), `the incoming ball on the short-cushion spot of the ${half} half (3002.3a)`);
  }
  const request = objectBallOnRequest(table, placed, incoming, object, gap);
  reasons.push(request.reason);
  return { half, respot, onRequest: { [object]: request.spot }, reasons };
}

/**
 * 3004.5: the object ball back on its starting spot (the top short-cushion
 * spot); if the red is there, the corresponding spot of the other half, and
 * the incoming ball then goes to the other half too. **Choice**: the text
 * names only the red; a spot taken by the object ball itself is free, and the
 * incoming ball (in the referee's hand) blocks nothing.
 */
export function objectBallOnRequest(table: CaromTable, placed: Placed, incoming: BallId, object: BallId, gapMm: number): { spot: Vec2; reason: string } {
  const [x, y] = table.fivePinsSpots.objectBall;
  const red = placed.red;
  const taken = red !== undefined && object !== 'red' && incoming !== 'red' && touching(red, [x, y], table.ballRadius, gapMm);
  const spot: Vec2 = taken ? [-x, y] : [x, y];
  const half = halfOf(table, spot) ?? 'top';
  return {
    spot,
    reason: `on request, ${object} back on its starting spot [${spot.join(', ')}]${taken ? ' (the red holds the top spot: the other half)' : ''}, the free ball then from the ${otherHalf(half)} half (3004.5)`,
  };
}
