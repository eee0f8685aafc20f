/**
 * Velocities the filter cannot know yet: a ball picked up again from a
 * two-detection chain, and a ball at rest knocked off its place. Each gets a
 * velocity variance as wide as its speed could be, so that at the next frame
 * its gate reaches where the ball may really be and the assignment weighs
 * distances rather than a guessed direction. Development Russian 30 fps at
 * twice the noise, #117[6]: the cue ball back from under the cue (its
 * velocity read across its hit on a white in a corner) and the white it
 * knocked off the cushion met again a frame later; the cue ball's narrow gate,
 * on its read direction, took the white's detection, the white's, on the
 * filter's guess from one displaced detection, reached neither: an identity
 * swap, though each ball's detection lay nearest its own last one. The
 * knocked ball's doubt holds only while no other ball of its class is missed
 * (tracker.ts `predict`): #110[2], the knocked white's own detection missed
 * the next frame, its wide gate took the first detection of the cue ball
 * still unseen under the cue.
 */

/**
 * A fresh track's velocity, from its chain's last two detections, is doubted
 * by this share of its speed (σ): the link may span a hit or a cushion (the
 * chain began where the ball came back, often at its hit). Raising it widens
 * a picked-up ball's first gate (it may reach a neighbour's detection);
 * lowering it to 0 trusts the two detections (their noise alone). Range 0-1.
 */
export const FRESH_SPEED_SHARE = 0.5;

/**
 * σ (mm/s) of the velocity of a resting ball whose detection lies farther
 * than REST_JUMP_MM from its place (tracker-rules.ts), for the next frame: it
 * was struck, at a speed one displaced detection does not tell (a break sends
 * balls at 1-3 m/s).
 * Raising it widens the knocked ball's next gate; lowering it to the filter's
 * own doubt keeps the one-detection guess. Range 0-3000.
 */
export const KNOCKED_SPEED_SIGMA_MMS = 1000;

/** A fresh track's velocity variance (mm²/s²): the two detections' own (`measured`) or FRESH_SPEED_SHARE of its speed, the larger. */
export function freshVelocityVar(speed: number, measured: number): number {
  return Math.max(measured, (FRESH_SPEED_SHARE * speed) ** 2);
}

/** A knocked ball's velocity variance (mm²/s²): at least KNOCKED_SPEED_SIGMA_MMS squared. */
export function knockedVelocityVar(pvv: number): number {
  return Math.max(pvv, KNOCKED_SPEED_SIGMA_MMS ** 2);
}
