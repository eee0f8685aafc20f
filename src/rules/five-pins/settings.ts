/** Five-pins settings (match file `"settings"`): strict, every key defaulted (habit 7). */
import { z } from 'zod';
import { TOUCH_GAP_MM } from '../../geometry/contact.js';
import { CAROM_MATCH_TABLE } from '../../geometry/tables.js';

export const fivePinsSettings = z.strictObject({
  /**
   * Whether cannon points made in a stroke with a penalty foul go to the
   * opponent with the penalty (2002.5 "the total amount of all obtained
   * points"). 4001 names only "pins and/or red ball"; a federation reading it
   * narrowly sets false. The `pins` foul of 4001.2 always includes cannons.
   */
  cannonsInFouls: z.boolean().default(true),
  /**
   * Whether a stroke played after the player touched a ball by hand or cue
   * (a `moved` listed before the strike, 4001.11/17) is judged as played, its
   * points going to the opponent with the penalty (2002.5, 4001: "2 point
   * penalty, possibly plus the points obtained"), or is void: the touch ended
   * the turn (3004.6 "he will have to quit immediately", read for every touch)
   * and only the 2 are given, with free ball set up from the position when
   * the turn began (voided.ts, session 29). The text names no exception for
   * a touch before the attack, so the default counts the stroke; a federation
   * whose referees stop play at the touch sets false (session 28).
   */
  strokeAfterTouchCounts: z.boolean().default(true),
  /**
   * Gap (mm) still taken as contact for "ball in contact" (3001) and for an
   * occupied re-spot. Raising it calls the foul on balls a hair apart; lowering
   * it below the position error lets a real contact pass. Range 0-3.
   */
  touchGapMm: z.number().min(0).max(3).default(TOUCH_GAP_MM),
  /**
   * Distance (mm) from the centre pin to the four white pins: nominal 63, not
   * confirmed (geometry.md); set it from the hall's calibration. It decides
   * which pins a ball covers at the start of a stroke (3003.8). Range 40-120.
   */
  pinDistanceMm: z.number().min(40).max(120).default(CAROM_MATCH_TABLE.castle.pinDistance),
});

export type Settings = z.infer<typeof fivePinsSettings>;
