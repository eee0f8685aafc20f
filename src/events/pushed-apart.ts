/**
 * One ball of a pair pushed away from the other: the one-sided impulse of a
 * contact. `kink` in contacts.ts weighs both balls' changes along the line of
 * centres together, as equal and opposite; when the other ball turns on a
 * rail in the same instant (a slow ball following another into a rail and
 * pinching it there: scenario libre corner stroke 0 at 25 fps, four events
 * of the pair and the rail in 33 ms, inside one frame), the rail's impulse
 * cancels its share and the pair's kink reads as noise, though the follower
 * was plainly thrown back. Only an impulse reverses a ball's centre along
 * the line of centres faster than the cloth does, so the follower's change
 * alone, far above its noise, with the pair within noise of touching, the
 * other ball's rail hit found right by the touch and no turn of the
 * follower's own in the window, is a touch. Without that rail hit the rule
 * does not apply: a third ball that took the share (a cluster) leaves the
 * pair's meetings to the cluster's own rules (development Russian #16 at
 * 60 fps: a re-touch in a rolling pair, reported by retouch.ts).
 */
import { type Piece, pieceAt } from './fit.js';

/**
 * The other ball's rail hit lies this close (s) to the contact: the touch
 * and the rail fell within about a frame at 25 fps (33 ms apart in the
 * scenario, the rail hit found up to a frame early). Raising it lets a rail
 * hit a few frames off explain a kink it did not take; lowering it under a
 * frame loses the pinches this rule is for. Range 0.02-0.1.
 */
export const PINCH_S = 0.05;

/** The pieces of a contact candidate: before (`ba`, `bb`) and after (`aa`, `ab`) the window, and the contact time. */
export interface PairPieces { tc: number; ba: Piece; bb: Piece; aa: Piece; ab: Piece }

/**
 * The stronger of the two balls' changes of velocity away from the other
 * along the line of centres at tc, each over its own noise (`variance`: a
 * piece's velocity variance, mm²/s²); a ball counts only when the other hit
 * a rail within PINCH_S of tc and it has no turn of its own (`turns`)
 * between its two pieces (its own rail would have turned it).
 */
export function pushedApart(s: PairPieces, variance: (p: Piece) => number, turnsA: readonly number[], turnsB: readonly number[]): number {
  const pa = pieceAt(s.ba, s.tc), pb = pieceAt(s.bb, s.tc);
  const l = Math.hypot(pb[0] - pa[0], pb[1] - pa[1]) || 1;
  const u: [number, number] = [(pb[0] - pa[0]) / l, (pb[1] - pa[1]) / l];
  const change = (before: Piece, after: Piece): number => (after.x.v - before.x.v) * u[0] + (after.y.v - before.y.v) * u[1];
  const turned = (before: Piece, after: Piece, turns: readonly number[]): boolean => turns.some((t) => t > before.to && t < after.from);
  const pinched = (turns: readonly number[]): boolean => turns.some((t) => Math.abs(t - s.tc) <= PINCH_S);
  const z = (before: Piece, after: Piece, sign: number, own: readonly number[], other: readonly number[]): number =>
    turned(before, after, own) || !pinched(other) ? 0 : (sign * change(before, after)) / Math.sqrt(variance(before) + variance(after) + 1);
  return Math.max(z(s.ba, s.aa, -1, turnsA, turnsB), z(s.bb, s.ab, 1, turnsB, turnsA));
}
