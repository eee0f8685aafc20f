/**
 * Balls resting on a balk line. In libre and the cadre games a call
 * (entrées, dedans, restées dedans, à cheval, a corner triangle) turns on
 * which side of a line a ball's centre lies, to the millimetre
 * (`ON_LINE_TOLERANCE_MM` in src/geometry/zones.ts). A tracked position at
 * rest is good to about a millimetre (edge refinement on video: median
 * ~0.4 mm, p90 ~1 mm on the held-out 1080p renders), so a ball whose centre
 * lies within LINE_DOUBT_MM (src/geometry/zone-lines.ts) of a zone's
 * decision boundary is one the camera cannot place on a side: the rest
 * carries a `zone-line` doubt naming it, and the rules judge the stroke
 * with it on either side (src/rules/doubt.ts).
 */
import type { RestDoubt } from '../contracts/events.js';
import type { BallId, Vec2 } from '../contracts/ids.js';
import { nearLine } from '../geometry/zone-lines.js';
import type { Zone } from '../geometry/zones.js';

/** The rest doubt's confidence when a ball lies in that band. Range 0.3-0.9 (under the rules' DOUBT_CONFIDENCE, or it is never judged). */
export const LINE_DOUBT_CONFIDENCE = 0.7;

/** A `zone-line` doubt naming the balls of these positions that lie within LINE_DOUBT_MM of a deciding boundary; null when none does. */
export function lineDoubt(zones: readonly Zone[], positions: readonly Partial<Record<BallId, Vec2>>[]): RestDoubt | null {
  const balls = [...new Set(positions.flatMap((ps) => (Object.entries(ps) as [BallId, Vec2 | undefined][]).filter(([, p]) => p !== undefined && nearLine(zones, p)).map(([b]) => b)))];
  return balls.length > 0 ? { reason: 'zone-line', confidence: LINE_DOUBT_CONFIDENCE, balls } : null;
}
