/**
 * How a reversal across a Russian middle pocket's throat is read (throat.ts
 * reads both kinds of mouth; the corner's values are there). A middle
 * mouth leaves the centre ±8.75 mm of play, against a corner's ±3.75: a
 * ball that rattles there swings 10-17 mm from jaw to jaw, 300-500 mm/s
 * across, so the frame nearest a touch may lie several mm short of the jaw
 * (7-8 mm a frame at 60 fps) and the first touch comes where the jaw point's
 * reach still curves away from the mouth line. The corner's clearances
 * (2-3 mm) lost such rattles (development Russian #20[3]: three touches in
 * 0.11 s, zigzags of 14-16 mm seen). Near the jaw the corner's reading
 * stands; a reversal beyond its reach must swing far over the noise of a
 * ball in the jaws (1-3 mm on a real table).
 */

/**
 * Deepest point (mm, before the line between the jaw points) where the
 * across coordinate is read. A middle jaw point's reach still walls the
 * throat at 20 mm (the centre up to 15.6 mm off the axis there, 12.4 at 15 mm); further out a turn may
 * come from the rail or a ball. Range 10-30.
 */
export const MIDDLE_THROAT_FROM_MM = 20;
/**
 * A reversal that lies farther from the jaw than the corner's clearances,
 * or deeper than their depth, is read only with this move (mm) across the
 * mouth into it and out of it, each side: half a middle rattle's swing, and
 * near three σ of a difference of two points with 2 mm of noise in the
 * jaws. Hand-made straight pots through a middle mouth with σ 2 mm (100 at
 * each of 150, 300, 600 mm/s, 60 fps) gave 14 / 8 / 2 touches with the
 * corner's reading alone, the same with this one at 8 mm, 15 / 10 / 2 at
 * 6 mm (σ 3 mm: 47 / 20 / 4, 51 / 26 / 5, 56 / 33 / 8). Development
 * Russian 60 fps, 80 matches: 8 mm found 2 touches fewer than 6 mm.
 * Raising it loses the smaller swings; lowering it reads the jaws' noise.
 * Range 4-12.
 */
export const MIDDLE_SWING_MM = 8;
/**
 * ... and its centre lies within this (mm) of the jaw, plus half a frame of
 * its travel across (the faster of the ways in and out: the frame before or
 * after the touch may be the one nearest it). Raising it takes reversals of
 * a ball centred in the throat; lowering it loses touches between frames.
 * Range 1-5.
 */
export const MIDDLE_CLEAR_MM = 2;

/** How far (mm) from the jaw a reversal's centre may lie: MIDDLE_CLEAR_MM and half a frame (`frameS`) of travel at `acrossMmS`. */
export function middleClearance(acrossMmS: number, frameS: number): number {
  return MIDDLE_CLEAR_MM + (acrossMmS * frameS) / 2;
}
