/**
 * A hidden hitter's way in, read from its rest place (issue 6, session 38):
 * a cue ball struck under the cue arm into a ball lying by a rail is seen
 * once or not at all before the touch, so it has no fitted way in (two
 * points) and the near-rail returns (expected-return.ts) could not ask
 * whether the hit was full (development three-cushion #27[5] at 60, 30, 25
 * and 50 fps: the yellow hidden from 57.93 s, first seen at 58.383 s 60 mm
 * short of the white, which lay 5 mm off its rail, hit at a cosine of
 * about 0.93 and back into the yellow 3 ms after the touch: missed).
 *
 * Why the line from its rest place holds: a ball struck from rest runs
 * straight until its first contact, so its rest place is a point of its
 * way in, and its one sight before the touch a second one (seen twice or
 * more, its way in is fitted: development three-cushion #129[2] at 30 fps,
 * the white seen for 0.3 s on a way the fit refused, read from its rest
 * place as a hit at 0.73, a false return). The line through them meets the
 * ball hit where the touch was; the sight's way along it to that place over
 * the time to b's start is its speed.
 */
import { firstOnCircle, sub, unitOrNull } from '../geometry/vec.js';
import type { Piece } from './fit.js';
import type { BallHistory } from './history.js';
import type { Start } from './starts.js';
import { MIN_IN_SPEED_MM_S } from './way-in.js';

/** Least time (s) from the first sight to b's start: nearer, the speed read from it is noise over nothing. Range 0.002-0.01. */
export const SIGHT_BEFORE_S = 0.004;

/**
 * The way in of `a` (its start `sa`, hidden under the cue) into `b` at rest (its start `s`): the straight line from a's rest
 * place through its first sight, from that sight to where it comes 2R from b's rest, at the speed that takes it there by
 * b's start (the touch); null when a was not hidden, was seen more than once or not at all before b's first point off its
 * rest, that line misses b, or the way is slower than a fitted one may be (way-in.ts MIN_IN_SPEED_MM_S).
 */
export function struckWayIn(ha: BallHistory, sa: Start | undefined, s: Start, R: number): { way: Piece; t1: number } | null {
  if (!sa || !sa.hidden || s.t - sa.departT < SIGHT_BEFORE_S) return null;
  // Its one point before the touch: with two, its way in is fitted (way-in.ts), and one that fails there is not straight.
  const k = ha.t.indexOf(sa.departT);
  const d = k < 0 || !(ha.t[k + 1]! >= s.departT) ? null : unitOrNull(sub([ha.x[k]!, ha.y[k]!], sa.rest));
  if (!d) return null;
  const first: [number, number] = [ha.x[k]!, ha.y[k]!], along = firstOnCircle(first, d, s.rest, 2 * R) ?? -1;
  const speed = along / (s.t - sa.departT), t1 = s.t;
  if (along < 0 || speed < MIN_IN_SPEED_MM_S) return null;
  const at: [number, number] = [first[0] + along * d[0], first[1] + along * d[1]];
  const line = (p: number, v: number): Piece['x'] => ({ t0: t1, p, v, rms: 0, n: 2 });
  return { way: { x: line(at[0], speed * d[0]), y: line(at[1], speed * d[1]), from: sa.departT, to: t1 }, t1 };
}
