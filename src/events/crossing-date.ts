/**
 * Where a contact whose only evidence is its crossing lines took place
 * (session 37). At twice the camera's noise two close blobs read a few mm
 * short for some frames; with one ball slow the pair's straight incoming
 * fits cross 20-60 mm "deep" at such a noise minimum frames before the
 * touch, with no kink and nothing moved (contacts.ts DEEP_OVERLAP, dated
 * where the lines reach 2R). The lines say that the balls met, not when:
 * the balls' points run on unturned until they do, so the pair's first
 * seen turn soon after, if no rail explains it, is the touch (development
 * libre x2 #32[4] 60 fps: dated 58 ms early at 40.363, the red's seen
 * turn at 40.423, truth 40.421).
 */

/**
 * A seen turn this close (s) to a cushion hit of the pair is that rail's: a
 * hit is dated by its fits, the seen turn at a frame, a few ms apart
 * (development libre x2 #101[2] 60 fps: the white's seen turn 4 ms before
 * its cushion hit; #19[5]: the red's 44 ms before its top-rail hit, which
 * 0.03 took for the touch, 65 ms late). Raising it leaves touches just off
 * a rail at the lines' date; lowering it dates contacts at rail turns.
 * Range 0.01-0.08.
 */
export const RAIL_TURN_S = 0.05;

/**
 * The pair's first seen turn (`turns`) within `within` s after t, when no
 * cushion hit (`rails`) explains it; else undefined. A rail hit first means
 * the balls had not met there (development libre x2 #101[3] 60 fps: dated
 * at the red's top-rail hit, 62 ms late, without this check).
 */
export function turnAfter(t: number, turns: readonly number[], rails: readonly number[], within: number): number | undefined {
  const next = Math.min(...turns.filter((c) => c > t && c - t < within));
  return next === Infinity || rails.some((c) => Math.abs(c - next) < RAIL_TURN_S) ? undefined : next;
}
