/**
 * Settings of the Russian colour-ball judge (docs/rules-russian-colour.md,
 * "Settings"). Strict: unknown keys are rejected; every key has a default.
 */
import { z } from 'zod';

export const NEXT_BREAK = ['alternate', 'winner', 'loser'] as const;
export type NextBreak = (typeof NEXT_BREAK)[number];

/**
 * The shot clock of art. 12, kept as data for the future timer: it is NOT
 * enforced from events (a `time` foul is entered by the referee).
 * `secondsByRound[i]` is the time per shot in round i + 1; rounds past the
 * list use `minimumS`.
 */
const shotClockSchema = z.strictObject({
  enabled: z.boolean().default(false),
  secondsByRound: z.array(z.number().int().min(1).max(600)).min(1).default([35, 35, 30, 25]),
  minimumS: z.number().int().min(1).max(600).default(20),
  extensionS: z.number().int().min(0).max(600).default(15),
  extensionsPerFrame: z.number().int().min(0).max(10).default(1),
});
export type ShotClock = z.infer<typeof shotClockSchema>;

export const russianSettingsSchema = z.strictObject({
  /** Who breaks the next frame: the player who did not break the last one, its winner, or its loser. */
  nextBreak: z.enum(NEXT_BREAK).default('alternate'),
  /** Most whites a player may be credited with in a frame (art. 5); also the count below which the colour is "early" (art. 6, 8). */
  whiteLimit: z.number().int().min(1).max(7).default(3),
  /**
   * Jaw exception (art. 7.5): a touch of a cushion next to the called pocket is
   * ignored only when it comes within this many seconds of the drop. Raising it
   * forgives more (a real undeclared bank off the jaw cushion near the pocket
   * passes as a jaw rattle); lowering it turns slow rattles along the jaw into
   * off-route fouls. Range 0-5 s.
   */
  jawTouchWindowS: z.number().min(0).max(5).default(0.5),
  /**
   * Break (art. 4): when a stroke carries no `centre-line` events, judge the
   * "cushion, then fully across the centre line" condition from the before /
   * after positions instead (weaker; see the docs). false: only events count.
   */
  breakCrossingFromPositions: z.boolean().default(true),
  /**
   * A break with a call (`declared`) is judged as a called shot (session 30):
   * art. 4.4 excuses the colour potted on the break "случайно" (accidentally),
   * and a called colour is not accidental; art. 6.3 asks a strict call "во
   * всех случаях" (in all cases). So the colour down on the called route (an
   * early one: a bank after the contact or a two-white combination, art. 8)
   * wins the frame, off the route it is a foul, as on any shot. false: art.
   * 4.4-4.5 read as the break's whole rule: the colour potted on the break is
   * re-spotted, no foul, the call ignored (the engine before session 30).
   * A break without a call is judged by art. 4.4-4.5 under either value.
   */
  breakCallJudged: z.boolean().default(true),
  /**
   * Art. 7.4 ("любое незаявленное касание … делает удар незачётным и
   * считается фолом, если любой из шаров забит"): a called shot whose colour
   * leaves the called route is a foul `off-route` when ANY ball is potted,
   * even if the colour does not drop (default, session 22: the text names
   * no exception). false: the call is judged only when the colour drops, and
   * the whites of such a shot count as on any other.
   */
  offRouteFoulOnAnyPot: z.boolean().default(true),
  /**
   * General Russian-billiards fouls seen by the camera (art. 9, last item), as
   * foul `other`: the cue ball touches no ball, a ball leaves the table, a ball
   * is moved by hand / cue (`moved`), a shot struck while the previous shot's
   * balls still roll. false: only the fouls art. 9 names.
   */
  generalFouls: z.boolean().default(true),
  shotClock: shotClockSchema.prefault({}),
});

export type RussianSettings = z.infer<typeof russianSettingsSchema>;

/** Seconds allowed for a shot in a round (1-based), before any extension (art. 12). */
export function shotSeconds(clock: ShotClock, round: number): number {
  const listed = clock.secondsByRound[Math.max(1, Math.floor(round)) - 1];
  return Math.max(clock.minimumS, listed ?? clock.minimumS);
}
