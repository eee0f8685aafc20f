/**
 * How many touches to report of a racked pair that left together
 * (rack-together.ts: the colour and the white behind it on the hit's line),
 * from the runs of the cascade model (cascade.ts). Whether the colour's
 * second front neighbour pushed it into the white again after the white
 * had left, or only after, turns on an order of touches inside one frame:
 * the pair leaves at nearly one speed either way (touched twice, the
 * exchange reverses which ball is faster). What the frames add is how well
 * each order explains every other ball's departure (rack-departures.ts).
 */

/**
 * Misfit above the best run's within which a run's second touch of a pair
 * that left together is reported as likely: the pair's own speeds say it
 * may have touched again; the rest of the rack must not argue against it.
 * Development breaks 1-40 and 121-200 (120 breaks a rate), the nearest run
 * with a second touch when no fitting run has one: touched twice 1.00-2.98
 * above the best at 25 fps, 1.16-1.79 at 30, 1.22-2.04 and one 3.05 at 50,
 * 1.23-1.79 and one 3.51 at 60; touched once 1.05-6.29 at 25, 1.09-9.96 at
 * 30, 1.50-6.26 at 50, 1.43-10.2 at 60. From 5 to 3, single touches
 * reported twice 25/30/50/60 fps: -2/-5/-6/-2, true second touches lost
 * 0/0/1/1. Raising it trusts the
 * pair's speeds over a model that hardly allows the touch; lowering it
 * towards CASCADE_MISFIT_SLACK (1) leaves those touches missed. Range 1-10.
 */
export const TOGETHER_SLACK = 3;

/** One run of the cascade model: its departure misfit and how often it makes the pair touch. */
export interface RunTouches { misfit: number; touches: number }

/**
 * The most touches of a pair that left together to report, over every run
 * tried (`best`: the smallest misfit): the most a run within TOGETHER_SLACK
 * of the best makes, and 2 when no run makes a second touch at all. The
 * model has no order for it then (a spin or throw it does not try), so the
 * misfit says nothing of this pair and its speeds decide: development
 * breaks 1-40 and 121-200 at 25/30/50/60 fps, touched twice in 1/6/1/2 such
 * breaks, once in 0/0/1/0.
 */
export function togetherTouches(runs: readonly RunTouches[], best: number): number {
  if (runs.every((r) => r.touches < 2)) return 2;
  return Math.max(1, ...runs.filter((r) => r.misfit <= best + TOGETHER_SLACK).map((r) => r.touches));
}
