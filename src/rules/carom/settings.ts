/**
 * Per-discipline settings of the carom series games (docs/rules-carom.md).
 * Every key has a default; unknown keys are rejected.
 */
import { z } from 'zod';
import { LIBRES_GAP_MM, TOUCH_GAP_MM } from '../../geometry/contact.js';
import { A_CHEVAL_REACH_MM } from '../../geometry/zones.js';
import { CAROM_FOULS, type FoulCode } from '../../contracts/codes.js';

export type CaromDiscipline = 'libre' | 'cadre-47-2' | 'cadre-71-2' | 'cadre-47-1' | 'one-cushion' | 'three-cushion';

/** What a discipline is, as opposed to what a federation may set. */
export interface CaromRules {
  discipline: CaromDiscipline;
  /** Cushion contacts of the cue ball needed before the second object ball. */
  cushionsRequired: number;
  zones: 'none' | 'libre' | 'cadre-47' | 'cadre-71';
  /** Points allowed inside one zone (2, or 1 for 47/1). */
  zoneLimit: number;
  /** Reminder distance: "for five" in series games, "for three" in three-cushion. */
  reminder: { call: 'for-five' | 'for-three'; short: number };
  touchentDefault: 'mandatory' | 'on-request';
  /** Where touchent re-spots balls: the libre starting position or the three-cushion spots. */
  touchentSpots: 'start' | 'three-cushion';
}

export const CAROM_RULES: Record<CaromDiscipline, CaromRules> = {
  libre: { discipline: 'libre', cushionsRequired: 0, zones: 'libre', zoneLimit: 2, reminder: { call: 'for-five', short: 5 }, touchentDefault: 'mandatory', touchentSpots: 'start' },
  'cadre-47-2': { discipline: 'cadre-47-2', cushionsRequired: 0, zones: 'cadre-47', zoneLimit: 2, reminder: { call: 'for-five', short: 5 }, touchentDefault: 'on-request', touchentSpots: 'start' },
  'cadre-71-2': { discipline: 'cadre-71-2', cushionsRequired: 0, zones: 'cadre-71', zoneLimit: 2, reminder: { call: 'for-five', short: 5 }, touchentDefault: 'on-request', touchentSpots: 'start' },
  'cadre-47-1': { discipline: 'cadre-47-1', cushionsRequired: 0, zones: 'cadre-47', zoneLimit: 1, reminder: { call: 'for-five', short: 5 }, touchentDefault: 'on-request', touchentSpots: 'start' },
  // One-cushion touchent is "exactly as in cadre" (art. 3): the starting position, on request.
  'one-cushion': { discipline: 'one-cushion', cushionsRequired: 1, zones: 'none', zoneLimit: Infinity, reminder: { call: 'for-five', short: 5 }, touchentDefault: 'on-request', touchentSpots: 'start' },
  'three-cushion': { discipline: 'three-cushion', cushionsRequired: 3, zones: 'none', zoneLimit: Infinity, reminder: { call: 'for-three', short: 3 }, touchentDefault: 'on-request', touchentSpots: 'three-cushion' },
};

const common = {
  /** The opponent of the player who opened plays a last inning when the opener reaches the distance (art. 4 implies it). */
  equalisingInning: z.boolean().default(true),
  /** Touchent: re-spot at once, or only if the incoming player asks. */
  touchentRespot: z.enum(['mandatory', 'on-request']).optional(),
  /** Touchent: where the balls go, the starting position or the three-cushion spots (default per discipline, CAROM_RULES). */
  touchentSpots: z.enum(['start', 'three-cushion']).optional(),
  /** Ball off the table: re-spot every ball (true) or only those that left (false). */
  respotAllOnJump: z.boolean().default(false),
  /** See TOUCH_GAP_MM. */
  touchGapMm: z.number().min(0).max(3).default(TOUCH_GAP_MM),
  /** See LIBRES_GAP_MM. */
  libresGapMm: z.number().min(1).max(20).default(LIBRES_GAP_MM),
  /**
   * Cue ball resting on a cushion and played straight into it: foul ball-in-contact (true, the five-pins
   * rule 3001.2 carried over) or a legal stroke (false, default since session 22). The carom text names
   * "the only restriction" of each game (art. 3: the corners, the fields, the cushions before the second
   * ball) and, for touchent, only the ball touched: no cushion; federations that call it set true.
   */
  cushionContactFoul: z.boolean().default(false),
  /**
   * One- and three-cushion: a cue ball resting against a cushion and driven into it has struck it
   * (true) or not (false, default, session 23): art. 3 asks for an impact ("κάνει κρούση") with a
   * cushion, which a ball already touching it does not make; the common rule of billiards is the
   * same (a ball forced into the cushion it touches has not struck it). Federations that count it set true.
   */
  restingCushionCounts: z.boolean().default(false),
  /**
   * Set play (src/rules/carom/sets.ts): the match file's `sets` (odd) are
   * played, each a race to `distance`. Off by default: art. 3-4 know one
   * distance only, and a `sets` other than 1 is then refused.
   */
  setPlay: z.boolean().default(false),
  /**
   * Innings limit (innings.ts): after this many innings each (per set in set
   * play) the higher score wins, a tie goes to the art. 4 extension. null
   * (default): none, the text's rule (art. 3-4 know the distance only);
   * federations that play "N points or M innings" set M.
   */
  inningsLimit: z.number().int().min(1).nullable().default(null),
  /**
   * The opening stroke of a race (the match's, a set's, an extension's) must meet the red first, before
   * any cushion or ball: foul `illegal-break` otherwise (break.ts). false (default): the text's rule, which
   * says nothing of how the break is played (art. 4: only "the choice of who breaks"); federations playing
   * the UMB rules (art. 3.3, "direct attack on the red ball") set true. Session 34.
   */
  breakOnRed: z.boolean().default(false),
};

const zoneKeys = {
  /** Restées dedans: the point still counts (true) or not (false); the inning ends either way. */
  restingInsideScores: z.boolean().default(false),
  /** See A_CHEVAL_REACH_MM (src/geometry/zones.ts). */
  aChevalReachMm: z.number().min(0).max(300).default(A_CHEVAL_REACH_MM),
};

const libreKeys = {
  /**
   * Libre: fouls after which the balls go back to the starting position, set up
   * for the opponent ("the same after foul no. 6 of the foul list", art. 3). The
   * foul list is not part of our text, so no foul is assumed (default []); a
   * federation names its foul no. 6 here (for instance ["ball-outside"]).
   */
  startPositionAfterFouls: z.array(z.enum(CAROM_FOULS)).default([]),
};

const cadre47 = {
  ...zoneKeys,
  /**
   * Cadre 47/x: the central field (field-5) is a restricted figure (true, default) or free (false).
   * Checked against the Greek text in session 27: it restricts points "inside the squares drawn on the
   * table" ("μέσα στα τετράγωνα που είναι διαγραμμισμένα στο μπιλιάρδο") and "inside the figures drawn"
   * ("μέσα στα σχήματα που διαγράφονται"), figures "of various areas" ("σχήματα διαφόρων εμβαδών"); 47/1
   * calls dedans when both lie "inside any of these figures" ("μέσα σε κάποιο από αυτά τα σχήματα"). The
   * six fields on the short cushions are all 473.3 mm squares, so "various areas" takes in the three long
   * fields of the middle band, the central one among them, and no figure is excepted: restricted. A
   * federation whose rule book frees the central field sets false (goldens cadre-47-2 16, 17, 19, 40;
   * cadre-47-1 13, 14, 25, 29, 31).
   */
  centralFieldRestricted: z.boolean().default(true),
};

export const caromSettingsSchemas = {
  libre: z.strictObject({ ...common, ...zoneKeys, ...libreKeys }),
  'cadre-47-2': z.strictObject({ ...common, ...cadre47 }),
  'cadre-71-2': z.strictObject({ ...common, ...zoneKeys }),
  'cadre-47-1': z.strictObject({ ...common, ...cadre47 }),
  'one-cushion': z.strictObject(common),
  'three-cushion': z.strictObject(common),
} as const;

export interface CaromSettings {
  equalisingInning: boolean;
  touchentRespot?: 'mandatory' | 'on-request' | undefined;
  touchentSpots?: 'start' | 'three-cushion' | undefined;
  respotAllOnJump: boolean;
  touchGapMm: number;
  libresGapMm: number;
  cushionContactFoul: boolean;
  restingCushionCounts: boolean;
  setPlay: boolean;
  inningsLimit: number | null;
  breakOnRed: boolean;
  restingInsideScores?: boolean;
  aChevalReachMm?: number;
  centralFieldRestricted?: boolean;
  startPositionAfterFouls?: readonly FoulCode[];
}
