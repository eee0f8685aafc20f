/**
 * A ball at rest launched by one detection (tracker.ts): where the screens
 * and a stroke's final positions show it until a second detection proves the
 * motion. A single detection pulled off a resting ball (a hand over it, the
 * player's shadow) sets its filter running (a white pulled 12 mm by a hand
 * re-standing the pins read 390 mm/s), and while the ball then goes unseen
 * the filter coasts it on: the referee screen showed the white drifting ~50 mm
 * for the frames it was hidden, and a stroke closing then would have stored
 * the drifted place. The filter itself is left alone (its gate follows a ball
 * really struck and hidden at once); only what is shown of an unseen ball
 * whose motion rests on one detection is its place at rest.
 */

import { REST_JUMP_MM } from './tracker-rules.js';

/**
 * Filter speed (mm/s) under which a ball nothing tracked runs into is held
 * at its place by REST_JUMP_MM (tracker-rules.ts), and launched by one detection
 * that leaves it faster (`launchAfter`). Not `movingSpeedMmS`: a resting ball's
 * filter velocity wanders to ±50 mm/s on detection noise, and at 30 the
 * rule missed a resting ball about to take the hidden cue ball's detection.
 * A ball this slow runs under 10 mm a frame at 25 fps. Raising it holds
 * slowly rolling balls too (one curving off its prediction drops a frame
 * when a chain is near); lowering it lets resting balls escape the rule. Range 30-500.
 */
export const REST_SPEED_MMS = 150;

/** The place a ball rested before the one detection that set it moving. */
export interface Launch { x: number; y: number }

/**
 * The launch after an observation of a track: `resting` whether the track was
 * at rest (tracker.ts `resting`) before this detection, `before` its filter's
 * place then, `speedAfter` its filter speed (mm/s) after the detection. A
 * second detection (the track no longer resting) ends it either way: the
 * motion is then the filter's to tell.
 */
export function launchAfter(resting: boolean, before: Launch, speedAfter: number): Launch | undefined {
  return resting && speedAfter > REST_SPEED_MMS ? { x: before.x, y: before.y } : undefined;
}

/**
 * Where a ball lay before one detection set it moving (`launch`), when that detection fell within REST_JUMP_MM of the
 * place (tracker-rules.ts) and the ball is unseen since: no jump, so nothing shows the ball left. Its filter's speed is
 * one detection's noise (or a hit's first millimetres), and with a twin hidden about, that speed toward the twin carried
 * the gate onto the twin's detection (development Russian 25 fps at twice the noise, #131[1]: the object white, seen
 * 12.6 mm off its place toward the hidden cue ball in the frame of the hit, read 340 mm/s and took the cue ball's
 * detection at its touch next frame). The tracker holds such a ball as at rest at the place (hidden-twin.ts rules).
 */
export function stirredFrom(tr: { launch?: Launch; seenX: number; seenY: number }): Launch | undefined {
  return tr.launch && Math.hypot(tr.seenX - tr.launch.x, tr.seenY - tr.launch.y) <= REST_JUMP_MM ? tr.launch : undefined;
}
