/** Shared set-ups for the physics tests. */
import type { BallId } from '../../src/contracts/ids.js';
import { CAROM_MATCH_TABLE } from '../../src/geometry/tables.js';
import type { InitialBall, SimResult } from '../../src/sim/physics/index.js';

export const R = CAROM_MATCH_TABLE.ballRadius;

export function ball(id: BallId, x: number, y: number, extra: Partial<InitialBall> = {}): InitialBall {
  return { id, pos: [x, y], ...extra };
}

/** A ball rolling (no slip) at velocity (vx, vy) on a table of ball radius r. */
export function rolling(id: BallId, x: number, y: number, vx: number, vy: number, r = R): InitialBall {
  return { id, pos: [x, y], vel: [vx, vy], spin: [-vy / r, vx / r, 0] };
}

export function eventsOf(r: SimResult, kind: string) {
  return r.events.filter((e) => e.kind === kind);
}

/** Strip float noise for equality checks of event lists. */
export function summary(r: SimResult): string[] {
  return r.events.map((e) => `${e.t.toFixed(9)} ${JSON.stringify({ ...e, t: undefined })}`);
}
