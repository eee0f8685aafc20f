/**
 * Cannons (CEB B/7 2002.2): after the cue ball has touched the object ball,
 * the cue ball touching the red is a cannon (4); the object ball touching the
 * red is a "casin" (3). Only the first of the stroke counts.
 */
import type { StrokeEvent } from '../../contracts/events.js';
import { involves, otherBall } from '../query.js';
import type { Roles } from './roles.js';

export const CANNON_POINTS = 4;
export const CASIN_POINTS = 3;

export interface Cannon {
  kind: 'cannon' | 'casin';
  points: number;
  index: number;
}

/** The first cannon after the cue ball's first contact with the object ball (index `objectHit`), or null. */
export function firstCannon(events: readonly StrokeEvent[], roles: Roles, objectHit: number): Cannon | null {
  if (!Number.isFinite(objectHit)) return null;
  for (let i = objectHit + 1; i < events.length; i++) {
    const e = events[i]!;
    if (e.kind !== 'ball-ball' || !involves(e, roles.third)) continue;
    const other = otherBall(e, roles.third);
    if (other === roles.cue) return { kind: 'cannon', points: CANNON_POINTS, index: i };
    if (other === roles.object) return { kind: 'casin', points: CASIN_POINTS, index: i };
  }
  return null;
}
