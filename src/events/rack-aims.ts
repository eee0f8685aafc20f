/**
 * The aims the rack's cascade model is run over (cascade.ts): the hitter's
 * contact normal on the ball it struck, turned either side of the line its
 * incoming piece fits. A rack splits a hit a degree off centre differently,
 * so the aim is tried, and the balls' departures (rack-departures.ts) say
 * which aims may have happened.
 */

/**
 * Spread (rad) of the hit's contact normal tried in the model: the hitter's
 * incoming line is known to a mm or two, and a rack splits a hit a degree
 * off centre differently. Of the normals whose departures fit
 * (CASCADE_MISFIT_SLACK), pairs that touch under every one are reported at
 * CASCADE_CONFIDENCE, pairs that touch under some at
 * CASCADE_DOUBT_CONFIDENCE. Raising it reports more doubtful pairs;
 * lowering it trusts the fitted line more. Range 0-0.1.
 */
export const CASCADE_NORMAL_SPREAD = 0.035;
/** The aims tried, in thirds of CASCADE_NORMAL_SPREAD either side of the fitted one. */
export const CASCADE_AIMS = [0, -1, 1, -2, 2, -3, 3];

/**
 * Best departure misfit (rack-departures.ts units: squared errors of
 * ~20 mm/s) over CASCADE_AIMS above which the hitter's fitted line is taken
 * to be off by more than CASCADE_NORMAL_SPREAD, and the aims out to
 * WIDE_AIM_STEPS are run as well (the runs within CASCADE_MISFIT_SLACK of
 * the best over all of them are kept, as before). A camera whose error on a
 * moving ball is correlated from frame to frame (a hall camera's,
 * EVAL_CAMERA=ar: 60 ms) does not average it away over the incoming piece: a
 * 5 m/s cue ball (σ 1.2 mm + 0.4 mm per m/s) is placed a few mm aside of its
 * true line, several hundredths of a rad of contact normal at the rack's
 * apex, and the model sent the apex ball's neighbours off the other way
 * (development Russian #18 at 60 fps under `ar`: best misfit 394, every
 * break touch at CASCADE_DOUBT_CONFIDENCE; 2.3 over the wider aims, 2.8 under
 * the renders' white error). Development breaks 1-40, best misfit over
 * CASCADE_AIMS under `ar`: at most 22 in 75 of 80 breaks (60 and 30 fps),
 * then 125, 394, 526, 731, 750; under the renders' white error at twice
 * the noise (a cue ball's line off as well): at most 37 in 69, then 100-648
 * in 11. Raising it leaves such breaks doubted;
 * lowering it towards the fitting breaks' 10-20 lets a break that fits
 * poorly for another reason (a misread departure) pick an aim far off its
 * line. Range 25-120.
 */
const REAIM_MISFIT = 50;
/**
 * Fewest balls frozen together (the ball struck included) for the wider
 * aims: a rack, whose half a dozen departures pin the aim down. A carom
 * pair or trio has two or three, where one misread departure passes
 * REAIM_MISFIT alone; not measured there. Raising it above the rack's size
 * turns the rule off. Range 5 to the rack's size.
 */
const REAIM_MIN_MEMBERS = 5;
/**
 * How far the wider aims reach, in the thirds of CASCADE_NORMAL_SPREAD the
 * aims step by: 12 is ±0.14 rad, about ±9 mm of the hitter's place at the
 * hit (2R·0.14), some 3 σ of a 5 m/s ball's correlated error. Raising it
 * tries aims no camera error explains; lowering it towards 3 is CASCADE_AIMS
 * alone. Range 6-20.
 */
const WIDE_AIM_STEPS = 12;

/** The wider aims, beyond CASCADE_AIMS on either side. */
const WIDE_AIMS = Array.from({ length: WIDE_AIM_STEPS - 3 }, (_, i) => i + 4).flatMap((k) => [-k, k]);

/**
 * The model's runs over CASCADE_AIMS (`near`), with its runs over the wider
 * aims (`runAims`) for a cluster of `members` balls that none of the near
 * ones explains (REAIM_MISFIT). The wider runs are kept only when one of
 * them fits within REAIM_MISFIT: where none does, the aim is not what is off
 * (a departure misread, a ball's points under another id) and the near runs
 * stand as before (development Russian #37 at 30 fps, twice the noise: best
 * 298 near, 112 wide, the cue ball's second touch of the apex ball lost).
 */
export function withWideAims<T extends { misfit: number }>(members: number, near: readonly T[], runAims: (aims: readonly number[]) => T[]): T[] {
  const best = (rs: readonly T[]): number => Math.min(...rs.map((r) => r.misfit));
  if (members < REAIM_MIN_MEMBERS || !(best(near) > REAIM_MISFIT)) return [...near];
  const wide = runAims(WIDE_AIMS);
  return best(wide) <= REAIM_MISFIT ? [...near, ...wide] : [...near];
}
