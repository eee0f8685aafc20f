/**
 * Whether two racked balls in line with the hit left together: the frames'
 * evidence on a repeat touch of that pair inside the cascade (cascade.ts).
 * The rack's colour sits between its two front neighbours and the white
 * behind it, on the hit's line. Touched once, it passes nearly all its
 * momentum on (restitution 0.95) and leaves at a fraction of the white's
 * speed along their line; touched twice (a front neighbour's second push
 * reaching it after the first touch), the pair is pressed together again and
 * leaves at nearly one speed. Development Russian breaks 1-40 at 25 fps: the
 * colour left at 0.61-1.18 of the white's speed (along their line) in all 19
 * breaks where it touched the white twice, at 0.17-0.33 in 15 of the 21 where
 * it touched it once (four others at 0.96-1.02: which of the two a pair
 * leaving together did the frames cannot tell; two slow, at 40 and 54 mm/s).
 * The model's departure misfit (rack-departures.ts) weighs every ball's
 * speed and read this pair wrong in 12 of the 40 breaks.
 */
import type { BallId } from '../contracts/ids.js';
import type { BallHistory } from './history.js';
import { departureOf } from './rack-departures.js';

/**
 * Share of the leading ball's speed along the pair's line at or above which
 * the ball behind it left with it (touched it again). Between the two
 * groups above (0.33 and 0.61). Raising it towards 0.6 drops true second
 * touches; lowering it towards 0.35 takes single touches for two. Range 0.35-0.6.
 */
export const TOGETHER_SHARE = 0.5;
/**
 * Slowest departure (mm/s, the leading ball along the line) the share is read
 * on: a slow pair's speeds are mostly noise (σ ≈ 10-20 mm/s over a piece).
 * Development breaks: the white ahead 91-230 mm/s where the share told the
 * touches apart; two pairs at 40 and 54 mm/s touched once at shares 0.75
 * and 0.81. Range 60-100.
 */
export const TOGETHER_MIN_MM_S = 80;
/**
 * Largest angle (rad) between a pair's line of centres and the hitter's way
 * in for the pair to be "in line": a ball pushed along the line passes its
 * push straight on. The rack's other pairs lie at 30° and 90° to its axis and
 * pass a push on sideways; a break's way in lies up to ~10° off the axis.
 * Raising it towards 0.35 took a diagonal pair for one in line on a break
 * come in 10° off (development #37 at 30 fps: a true repeat left a doubt);
 * lowering it loses the colour and the white behind it on such breaks. Range 0.1-0.3.
 */
export const IN_LINE_ANGLE = 0.25;

/**
 * For a pair of cluster balls resting at p and q, in line with the hitter's
 * way in `n` (unit): true when the ball behind left along their line at
 * TOGETHER_SHARE or more of the speed of the ball ahead, false when slower,
 * null when the pair is not in line, either departure is unseen, or the ball
 * ahead left slower than TOGETHER_MIN_MM_S (then the model's misfit decides).
 */
export function leftTogether(hs: readonly BallHistory[], pair: readonly [BallId, BallId], rests: ReadonlyMap<BallId, [number, number]>, n: readonly [number, number], t: number, breaks: ReadonlyMap<BallId, readonly number[]>, hitterSpeed: number): boolean | null {
  const p = rests.get(pair[0]), q = rests.get(pair[1]);
  if (!p || !q) return null;
  const dx = q[0] - p[0], dy = q[1] - p[1], l = Math.hypot(dx, dy) || 1;
  const along = (dx * n[0] + dy * n[1]) / l;
  if (Math.abs(along) < Math.cos(IN_LINE_ANGLE)) return null;
  // u: from the ball behind to the ball ahead (along the hit).
  const [behind, ahead] = along > 0 ? pair : [pair[1], pair[0]];
  const u: [number, number] = along > 0 ? [dx / l, dy / l] : [-dx / l, -dy / l];
  const depart = (id: BallId): number | null => {
    const d = departureOf(hs.find((h) => h.id === id), t, breaks, hitterSpeed);
    return d ? d.x.v * u[0] + d.y.v * u[1] : null;
  };
  const vb = depart(behind), va = depart(ahead);
  if (vb === null || va === null || va < TOGETHER_MIN_MM_S) return null;
  return vb >= TOGETHER_SHARE * va;
}
