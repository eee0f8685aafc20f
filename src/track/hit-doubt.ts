/**
 * A predicted collision's outcome is doubtful (predict.ts models equal-mass
 * exchanges and mirror rebounds; real hits throw, skid and lose speed at the
 * rail), so a ball in one gets a velocity variance of HIT_SPEED_SHARE of its
 * speed after it. That doubt was once added after the frame's position was
 * predicted, so it widened the ball's gate only from the next frame on: in
 * the hit's own frame a ball sent away by a modelled hit kept the narrow gate
 * of a ball rolling freely, while its partner, hit a frame earlier, had grown
 * a wide one. Development Russian 25 fps, #193[7]: a white knocked into the
 * corner cushion came back and kissed the cue ball; the model sent the cue
 * ball off at the white's full speed (72 mm past its detection, a 15 mm σ
 * gate), the white's gate (48 mm σ from the previous frame's hit) took the
 * cue ball's detection 148 mm from the white's last one: an identity swap.
 * A velocity doubt entering at the hit has run for the rest of the step when
 * the frame is read, so it grows the position's variance by after² and their
 * covariance by after (a white-noise impulse at the hit time), and the cue
 * ball's own gate reaches its detection. Not for a ball that lay still
 * (racked.ts `liesStill`; the cue ball of #193[7], stopped by its hit a frame
 * before, had not): struck where it lay, it keeps its place as a hypothesis
 * (advance.ts `straight`) and a knocked ball's doubt once seen off it (velocity-doubt.ts);
 * widened in the frame of a break's modelled hit, the racked head ball's gate
 * took the cue ball's detection (#256[0], 25 fps at twice the noise: the cue
 * ball, missed the frame before, stopped dead on the full hit). A still ball
 * missed in that frame keeps no such hypothesis, so its doubt counts in the
 * frame (#256[5]: the object white, missed at its hit, sent off by the model
 * 150 mm short, lost its detection to the striker's track). Only on tables
 * with pockets: there the gate is what keeps identical whites apart; on carom
 * tables colours do and the filter stays as it was.
 */
import type { Axis } from './kalman.js';

/**
 * σ of a hit ball's velocity after a modelled collision, as a share of its
 * modelled speed. Raising it widens every hit ball's next gates (a ball sent
 * slowly may reach a neighbour's detection); lowering it to 0 trusts the
 * model's exchange. Range 0-1.
 */
export const HIT_SPEED_SHARE = 0.3;

/**
 * The axis `a` (predicted over the step) of a ball whose last modelled hit came `after` s before the step's end, at
 * `speed` mm/s after it: the hit's velocity doubt, and with `inFrame` its growth over the rest of the step.
 */
export function afterHit(a: Axis, speed: number, after: number, inFrame: boolean): Axis {
  const k = (HIT_SPEED_SHARE * speed) ** 2, t = inFrame ? after : 0;
  return { ...a, ppp: a.ppp + t * t * k, ppv: a.ppv + t * k, pvv: a.pvv + k };
}
