/**
 * Where balls go before the next stroke, and the contact calls about the
 * next cue ball (touchent, libres).
 */
import type { BallId, Vec2 } from '../../contracts/ids.js';
import type { Stroke } from '../../contracts/match.js';
import type { Call } from '../../contracts/verdict.js';
import type { FoulCode } from '../../contracts/codes.js';
import { distance, libres, touching } from '../../geometry/contact.js';
import type { CaromTable } from '../../geometry/tables.js';
import type { CaromRules, CaromSettings } from './settings.js';
import { spotBalls, spotOwners, startingPosition, type Placement } from './respot.js';

export type { Placement };

interface PlacementContext {
  rules: CaromRules;
  settings: CaromSettings;
  table: CaromTable;
}

/** Balls that left the table go to their three-cushion spots (all balls with `respotAllOnJump`). */
export function jumpRespot(ctx: PlacementContext, stroke: Stroke, nextCue: BallId, nextObjects: readonly BallId[], offTable: readonly BallId[]): Placement {
  if (offTable.length === 0) return {};
  const all: BallId[] = [nextCue, ...nextObjects];
  const toSpot = ctx.settings.respotAllOnJump ? all : all.filter((b) => offTable.includes(b));
  const otherWhite = nextObjects.find((b) => b !== 'red')!;
  const staying: Placement = {};
  for (const b of all) {
    const p = stroke.after?.balls[b];
    if (p && !toSpot.includes(b)) staying[b] = p;
  }
  return spotBalls(ctx.table, toSpot, staying, spotOwners(ctx.table, nextCue, otherWhite), ctx.settings.touchGapMm);
}

/**
 * Re-spot after the stroke's fouls: a foul the settings name in
 * `startPositionAfterFouls` (libre's "foul no. 6", art. 3) puts every ball on
 * the starting position for the incoming player (his ball on the starting
 * spot on the side of where it lies, as for touchent); otherwise the balls
 * that left the table go to their spots (jumpRespot).
 */
export function foulRespot(ctx: PlacementContext, stroke: Stroke, fouls: readonly FoulCode[], nextCue: BallId, nextObjects: readonly BallId[], offTable: readonly BallId[]): Placement {
  if (fouls.some((f) => ctx.settings.startPositionAfterFouls?.includes(f))) {
    const otherWhite = nextObjects.find((b) => b !== 'red')!;
    return startingPosition(ctx.table, nextCue, otherWhite, stroke.after?.balls[nextCue]?.[1] ?? 0);
  }
  return jumpRespot(ctx, stroke, nextCue, nextObjects, offTable);
}

export interface ContactOutcome {
  calls: Call[];
  respot: Placement;
  respotOnRequest?: Placement;
}

/** Touchent / libres for the ball about to be played, and the re-spot touchent brings. */
export function contactCalls(ctx: PlacementContext, placed: Placement, nextCue: BallId, nextObjects: readonly BallId[]): ContactOutcome {
  const cuePos = placed[nextCue];
  if (!cuePos) return { calls: [], respot: {} };
  const r = ctx.table.ballRadius;
  const others = nextObjects.map((b) => placed[b]).filter((p): p is Vec2 => p !== undefined);
  if (others.some((p) => touching(cuePos, p, r, ctx.settings.touchGapMm))) {
    const otherWhite = nextObjects.find((b) => b !== 'red')!;
    const spots = (ctx.settings.touchentSpots ?? ctx.rules.touchentSpots) === 'start'
      ? startingPosition(ctx.table, nextCue, otherWhite, cuePos[1])
      : spotBalls(ctx.table, [nextCue, ...nextObjects], {}, spotOwners(ctx.table, nextCue, otherWhite));
    const mode = ctx.settings.touchentRespot ?? ctx.rules.touchentDefault;
    return mode === 'mandatory'
      ? { calls: [{ call: 'touchent' }], respot: spots }
      : { calls: [{ call: 'touchent' }], respot: {}, respotOnRequest: spots };
  }
  if (others.some((p) => libres(cuePos, p, r, ctx.settings.touchGapMm, ctx.settings.libresGapMm))) {
    return { calls: [{ call: 'libres' }], respot: {} };
  }
  return { calls: [], respot: {} };
}

/**
 * Named threshold: how far (mm) a ball may stand from the spot a touchent
 * re-spot offered it and still be taken as placed there. A referee sets a ball
 * on its spot within a few mm and the camera reads it within a few more;
 * raising it could take balls that rolled near the three spots for a re-spot
 * (all three at once: no rest position does that by chance), lowering it
 * would miss a re-spot read with a little error. Range 2-30.
 */
export const RESPOT_TAKEN_MM = 10;

/**
 * The player asked for the re-spot touchent offered him (art. 3 Cadre: "only
 * if the player asks"): every ball of the offer stands on its spot in the
 * stroke's `before`. The balls were lifted and set down anew, so a zone's
 * count restarts (art. 3: a ball that leaves the zone and comes back, the
 * calls start again), as after a mandatory re-spot (session 31).
 */
export function respotTaken(offered: Placement | undefined, before: Placement | undefined): boolean {
  const spots = Object.entries(offered ?? {});
  return spots.length > 0 && spots.every(([b, spot]) => {
    const p = before?.[b as BallId];
    return p !== undefined && spot !== undefined && distance(p, spot) <= RESPOT_TAKEN_MM;
  });
}
