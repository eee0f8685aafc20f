/**
 * A ball struck from rest and seen once on its way before it was lost (issue 6, session 61): at 30 fps a ball struck
 * 100-150 mm from a mouth or a rail at 2-3 m/s shows one point off its rest, then drops or jumps the rail. Its start
 * has no way to fit (starts.ts fits DEPART_POINTS points, two at least), so the ball had no start: the stroke had no
 * strike (the stage drops such a stroke: the pot or the jump lost with it) and moved.ts called the ball `moved` at 0.4
 * (helper K's scratch set-up of session 60 at 0 mm of noise: 63 of 150 corner pots struck 150 mm from the mouth at 2
 * m/s, 122 of 150 rail jumps from 100 mm at 3 m/s). One point, farther from the rest place than a hand's linger moves
 * a ball's detection (LINGER_REACH_MM), with nothing seen after it, is the ball's way out: it left along the line from
 * its rest place to that point.
 */
import { LINGER_REACH_MM } from './linger.js';

/**
 * Least distance (mm) of the one point from the rest place: a hand reaching over a ball, lifting it (a referee's
 * clean, a re-spot), moves its detection within LINGER_REACH_MM before it is lost; a struck ball seen a frame after
 * the strike lies farther in most draws (2 m/s at 30 fps: 0-67 mm, uniform). Raising it leaves more slow or late
 * sightings with no start (as before session 61); lowering it reads a hand lifting a ball as its strike. Range 15-50.
 */
export const SEEN_ONCE_MIN_MM = LINGER_REACH_MM;

/** The departure read from one point off the rest place, and whether the ball was unseen a while before it. */
export interface SeenOnce { t: number; dir: [number, number]; speed: number; hidden: boolean }

/**
 * The way out of a ball seen once off its rest place and never after: from `rest` towards `p`, farther than
 * SEEN_ONCE_MIN_MM; else null. The strike lies between its last point at rest and that point: dated halfway (at most
 * half a frame off), or at its last point at rest when it was unseen a while before (`hidden`: as a ball displaced
 * unseen, starts.ts `displacedUnseen`); its speed at least the distance over the time from then.
 */
export function seenOnce(rest: readonly [number, number], tRest: number, p: readonly [number, number], tp: number, hidden: boolean): SeenOnce | null {
  const d = Math.hypot(p[0] - rest[0], p[1] - rest[1]);
  if (d <= SEEN_ONCE_MIN_MM || !(tp > tRest)) return null;
  const t = hidden ? tRest : (tRest + tp) / 2;
  return { t, dir: [(p[0] - rest[0]) / d, (p[1] - rest[1]) / d], speed: d / (tp - t), hidden };
}
