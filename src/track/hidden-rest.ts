/**
 * A ball that lay still when last seen and is hidden now (a player's cue,
 * hand or head over it while aiming) does not move unless something strikes
 * it. Its filter does not know that: every frame unseen grows its predicted
 * spread as for a rolling ball (the constant-velocity model's acceleration
 * noise), and after 2-4 frames at 30 fps its gate reaches 50-260 mm, where a
 * false detection of its colour (the cue tip, the hand, the chalk) is taken
 * as the ball and sends the track off (development three-cushion #11[7] and
 * libre #2[7] at 30 fps under EVAL_CAMERA=cue, session 55: the stroke opened
 * a second before the strike). A detection far from where the hidden ball
 * lies is more likely a false one than the ball; if the ball really was
 * struck, its detections chain frame to frame and the chain takes the missed
 * ball through its place (tracker.ts `adopt`, with the first detection given
 * back as backfill), as for a ball hidden longer than the gate can bridge.
 * A ball another ball has just come up to may have been struck by it: its
 * gate stays open as before (development three-cushion #19[4] at 30 fps: the
 * red, missed in the frame the white reached it, seen 190 mm off the next).
 */
import { segmentDistance } from '../geometry/segment.js';
import { liesStill } from './racked.js';
import type { Track } from './tracked.js';

/**
 * Distance (mm) from where a hidden ball lay still beyond which one
 * detection is not taken through its gate. The ball's own detection at rest
 * lies within ~2 mm (0.6 mm noise); a false detection this near a ball is
 * rare (its area against the cloth's). Raising it lets false detections
 * nearer the ball move it again; lowering it sends a ball struck while missed
 * and seen just off its place through the chain (a frame later, backfilled)
 * rather than its gate. The same bar as a resting white's jump (tracker-rules.ts
 * REST_JUMP_MM, 20).
 */
export const HIDDEN_REST_JUMP_MM = 20;

/**
 * Slack (mm) past two radii within which another ball's last step passing
 * the hidden ball's place counts as reaching it (the striker's filter is off
 * its true path by a few mm after a hit it did not model, and a frame's step
 * may end past the touch). Raising it leaves more hidden balls' gates open
 * beside a passing ball (where a false detection can still take them);
 * lowering it holds a ball really struck by its neighbour off its own
 * detections until its chain is confirmed (a frame or more later, the hit's
 * readings less sure). Range 0-60.
 */
export const TOUCH_SLACK_MM = 15;

/** Another ball's last step: where it was last seen (`from`) to where its filter is now (`to`). */
export interface Step { from: readonly [number, number]; to: readonly [number, number] }

/**
 * Whether a detection at (x, y) is too far from a hidden resting ball to be
 * taken through its gate: the track is missed, was lying still when last
 * seen (racked.ts `liesStill`: STILL_FRAMES detections at one place), nothing
 * tracked is predicted to run into it (advance.ts `resting`) and its filter
 * still puts it within HIDDEN_REST_JUMP_MM of that place (a hit the collision
 * model gave it carries the filter off: its gate is the hit's), no other ball's
 * last step (`others`) came within touch of that place, and the detection
 * lies more than HIDDEN_REST_JUMP_MM from it.
 */
export function offHiddenRest(tr: Pick<Track, 'missed' | 'resting' | 'anchor'> & { kx: { p: number }; ky: { p: number } }, x: number, y: number, others: readonly Step[], radius: number): boolean {
  if (tr.missed <= 0 || tr.resting !== true || !liesStill(tr.anchor)) return false;
  const at: [number, number] = [tr.anchor!.x, tr.anchor!.y];
  if (Math.hypot(tr.kx.p - at[0], tr.ky.p - at[1]) > HIDDEN_REST_JUMP_MM) return false;
  if (others.some((o) => segmentDistance(at, o.from, o.to) <= 2 * radius + TOUCH_SLACK_MM)) return false;
  return Math.hypot(x - at[0], y - at[1]) > HIDDEN_REST_JUMP_MM;
}
