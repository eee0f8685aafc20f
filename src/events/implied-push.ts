/**
 * How hard a contact as deep as the fitted paths overlap would have pushed a
 * ball at rest (split out of contacts.ts, unchanged).
 */
import { type Piece } from './fit.js';

/**
 * Speed (mm/s) a contact as deep as the fits overlap would give the ball hit
 * (equal masses: the closing speed times the cosine of the cut, from how far
 * the incoming lines pass inside 2R). 0 when they do not overlap.
 */
export function impliedPush(s: { ba: Piece; bb: Piece }, R: number, gap: number): number {
  if (gap >= 0) return 0;
  const closing = Math.hypot(s.ba.x.v - s.bb.x.v, s.ba.y.v - s.bb.y.v);
  const sin = Math.max(0, 2 * R + gap) / (2 * R);
  return closing * Math.sqrt(Math.max(0, 1 - sin * sin));
}
