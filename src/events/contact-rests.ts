/**
 * What a ball at rest says about a contact near it (split out of
 * contacts.ts): where it lay just before and after (`restAt`, `placeAfter`, `placeOf`), how far it
 * moved across the contact (`displaced`, `shifted`), whether it left its
 * rest there (`departsAt`) or only after a rail sent the other ball back
 * into it (`movedAfterRail`), and whether it was moving at all (`movingAt`).
 */
import { distance } from '../geometry/vec.js';
import { type BallHistory, anchor, indicesIn } from './history.js';
import { barAt } from './rest-shift.js';

/** How close (s) to a contact a ball's first moving run must begin for the contact to have started it (a slow kiss takes frames to show). Ranges 0-0.1, 0.02-0.3. */
export const DEPART_BEFORE_S = 0.04, DEPART_AFTER_S = 0.1;

/**
 * How far a ball moved across tc, from the medians of its points just before
 * and a little after; 0 when it began moving only later than DEPART_AFTER_S
 * after tc (a later contact moved it: a fast ball passing 4 mm wide of a
 * ball hit 0.2 s later got that ball's displacement as its evidence, an
 * extra contact at 0.8 on development five-pins #7 stroke 1 and #4 stroke 6
 * at 30 fps).
 */
export function displaced(h: BallHistory, tc: number): number {
  const before = indicesIn(h, tc - 0.3, tc - 0.005), after = placeAfter(h, tc);
  if (before.length < 3 || !after) return 0;
  if (h.runs.some(([a]) => h.t[a]! > tc + DEPART_AFTER_S && h.t[a]! < tc + 0.6)) return 0;
  const spread = (idx: number[], xs: number[]): number => Math.max(...idx.map((k) => xs[k]!)) - Math.min(...idx.map((k) => xs[k]!));
  if (spread(before, h.x) + spread(before, h.y) > 8) return 0; // was moving: not a ball at rest
  return distance(placeOf(h, before)!, after);
}

/**
 * Ball h left its rest only after a rail turned the other ball (`turns`, its
 * cushion hits and seen turns) later than tc: the other came back off the
 * rail into it, and that second meeting moved it, not a pass at tc whose
 * pieces never met (development five-pins #42 stroke 7 at 30 fps, seeds
 * from 41: the yellow 8 mm past the white at 62.200 s, into the top rail
 * at 62.266 and back into the white at 62.311; the white's displacement
 * made the pass a contact at 0.8, which then hid the true one, 111 ms
 * later, as its twin).
 */
export function movedAfterRail(h: BallHistory, tc: number, turns: readonly number[]): boolean {
  const left = leftAt(h, tc);
  return left !== undefined && turns.some((t) => t > tc && t < left);
}

/**
 * When ball h left its rest at or after tc: where its first moving run from
 * tc − DEPART_BEFORE_S begins, or earlier, its first point off its rest by
 * the thin kiss's bar (`offRestBar`). A ball kissed thin creeps off under
 * MOVING_SPEED_MM_S and has no run until a later hit (bundled cadre 47/1
 * clip at 540p: the red kissed at 7.751 s creeps 8 mm at ~35 mm/s, its first
 * run the yellow's hit at 8.725, after the white's left rail at 8.186; the
 * run alone made the kiss a ball "moved after a rail" and dropped it, a
 * restées-dedans foul missed with high confidence). Undefined: never left.
 */
export function leftAt(h: BallHistory, tc: number): number | undefined {
  const run = h.runs.map(([a]) => h.t[a]!).find((t) => t >= tc - DEPART_BEFORE_S);
  const rest = restAt(h, tc), far = offRestBar(h, tc);
  if (!rest || far === undefined) return run;
  const end = run ?? Infinity;
  const off = indicesIn(h, tc - DEPART_BEFORE_S, end).find((k) => distance(rest, [h.x[k]!, h.y[k]!]) > far);
  return off === undefined ? run : h.t[off]!;
}

/** How far off its rest ball h must be seen to have left it at tc (`departsAt`'s bar); undefined when it did not move across tc. */
function offRestBar(h: BallHistory, tc: number): number | undefined {
  const moved = displaced(h, tc);
  return moved > barAt(h, tc) ? Math.max(LEFT_REST_MM, LEFT_SHARE * moved) : undefined;
}

/** Ball h, at rest before tc, is seen off its place after by more than its noise lets a resting ball be. */
export const shifted = (h: BallHistory, tc: number): boolean => displaced(h, tc) > barAt(h, tc);

/** Median place of a ball's consecutive points `idx` (`indicesIn`; null under 3 points). */
export function placeOf(h: BallHistory, idx: readonly number[]): [number, number] | null {
  return idx.length < 3 ? null : anchor(h, idx[0]!, idx[idx.length - 1]!);
}

/** Where the ball lay just before tc (the median of its points over the 0.3 s before; null under 3 points). */
export const restAt = (h: BallHistory, tc: number): [number, number] | null => placeOf(h, indicesIn(h, tc - 0.3, tc - 0.005));

/** Where the ball lay a little after tc (the median of its points 0.25-0.6 s on, where a kissed ball has settled; null under 3 points). */
export const placeAfter = (h: BallHistory, tc: number): [number, number] | null => placeOf(h, indicesIn(h, tc + 0.25, tc + 0.6));

/**
 * A thin kiss can send a ball off under MOVING_SPEED_MM_S: no moving run,
 * yet it leaves its rest right after the contact. It has left when, by
 * DEPART_AFTER_S after tc, it is off its rest by this share of its final
 * displacement and at least LEFT_REST_MM (over the rest noise of a ball a
 * fast one brushes past). Raising either misses the slowest kissed balls
 * (bundled cadre 47/1 clip at 540p: the red off 8 mm at ~35 mm/s, a
 * restées-dedans foul missed); lowering them credits a near miss with a ball
 * that began to move later for another reason. Ranges 0.1-1, 1-5.
 */
const LEFT_SHARE = 1 / 3, LEFT_REST_MM = 2.5;

/** The ball rested before tc and left its rest around tc (a moving run begins there, or it is off by then): a contact there started it. */
export function departsAt(h: BallHistory, tc: number): boolean {
  return offRestBar(h, tc) !== undefined && (leftAt(h, tc) ?? Infinity) <= tc + DEPART_AFTER_S;
}

/** The ball is inside one of its moving runs (give or take a few frames) at t: resting, touching balls make no contacts. */
export function movingAt(h: BallHistory, t: number): boolean {
  return h.runs.some(([a, b]) => t >= h.t[a]! - 0.08 && t <= h.t[b]! + 0.08);
}
