/** Aim builders and event predicates the scenario definitions are written with. */
import type { BallId, Vec2 } from '../../../contracts/ids.js';
import type { Live, Trial } from '../chain.js';
import { fan, offsetAim } from '../aim.js';
import type { Aim } from '../search.js';
import { cushionsBeforeSecond, metBalls } from '../measure.js';

export type Range = [number, number];

export interface Style {
  speed: Range;
  side?: Range;
  height?: Range;
  spread?: number;
}

export function at(live: Live, ball: BallId): Vec2 {
  const p = live.position.balls[ball];
  if (!p) throw new Error(`ball ${ball} is not on the table`);
  return p;
}

export function caromObjects(cue: BallId): [BallId, BallId] {
  return (['white', 'yellow', 'red'] as const).filter((b) => b !== cue) as [BallId, BallId];
}

/** Hits on either object ball (or the named ones) at hit fractions from full ball to a graze. */
export function cutAims(live: Live, cue: BallId, style: Style, targets: BallId[] = caromObjects(cue), fractions = [-0.85, -0.6, -0.35, -0.1, 0.1, 0.35, 0.6, 0.85]): Aim[] {
  const R = live.table.ballRadius, from = at(live, cue);
  return targets.flatMap((o) => fractions.map((f) => aim(cue, offsetAim(from, at(live, o), f, R), style)));
}

/** Directions all round (banks, three-cushion systems found by sampling). */
export function fanAims(cue: BallId, n: number, style: Style): Aim[] {
  return fan(n, 0.05).map((d) => aim(cue, d, { spread: Math.PI / n, ...style }));
}

export function aim(ball: BallId, direction: number, style: Style): Aim {
  return {
    ball, direction, spread: style.spread ?? 0.02, speed: style.speed,
    ...(style.side ? { side: style.side } : {}), ...(style.height ? { height: style.height } : {}),
  };
}

export const cueOf = (t: Trial): BallId => t.planned.stroke.cueBall!;

/** The cue ball met both object balls. */
export function bothMet(t: Trial): boolean {
  return metBalls(t.planned.stroke.events, cueOf(t)).filter((b) => b !== cueOf(t)).length >= 2;
}

export function cushionsToSecond(t: Trial): number {
  return cushionsBeforeSecond(t.planned.stroke.events, cueOf(t));
}

export function scored(t: Trial): boolean {
  return Object.values(t.verdict.points).some((p) => p > 0) && t.verdict.valid;
}

export function kinds(t: Trial, kind: string): number {
  return t.planned.stroke.events.filter((e) => e.kind === kind).length;
}

/** Calls of a carom point with nothing else said. */
export const POINT = { valid: true, fouls: [], calls: [{ call: 'point' }] };
export const NO_POINT = { valid: true, fouls: [], calls: [{ call: 'no-point' }] };
