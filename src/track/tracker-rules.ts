/**
 * The tracker's fixed rules (tracker.ts), each with why and its range: moved
 * out of tracker.ts when the rolling shutter's lines (shutter.ts) took it past
 * 400 lines.
 */

/**
 * Frames a track may go unseen and still take part in the collision-aware
 * prediction of the others. Beyond it the track is a guess (a ball dropped
 * in a pocket is predicted bouncing back out of it) and predicting a seen
 * ball knocked by it sends that ball's gate away from its detection (a
 * Russian 30 fps swap). Raising it keeps a hidden ball's collisions in the
 * model longer; 0 ignores a ball missed once at a collision. Range 0-10.
 */
export const GHOST_AFTER_MISSED = 1;

/**
 * Cost (squared standard deviations) added when a detection is matched to a
 * ball's straight prediction instead of its predicted collision. At 25 fps
 * the equal-mass exchange sends a racked ball ~100 mm out of the pack in one
 * frame where the pack absorbs the hit (it moves at ~40 mm/s), and its gate
 * lands on a neighbour (a break swap). Raising it trusts the collision model
 * more; lowering it lets a ball that was really struck keep its old place's
 * detection (a neighbour's). Range 0-25.
 */
export const STRAIGHT_PENALTY = 4;
/**
 * A track unseen for longer than this (s) is no longer reported moving: past
 * `coastFrames` it is not predicted, its velocity is the one it was lost
 * with (a ball long in a pocket read as rolling). At least the pipeline's
 * LOST_SEARCH_S (1 s), which searches full frames for balls lost moving.
 * Raising it reports stale motion longer; lowering it below that ends the
 * search for a ball knocked out of its crop early. Range 0.2-5.
 */
export const STALE_VELOCITY_S = 1;
/**
 * A ball at rest that nothing tracked runs into keeps its place: it takes a
 * detection farther than this (mm) from where it lies only when no
 * unexplained chain (a ball coming back from under the cue) could have run
 * there. Else it is missed for the frame and, if it really was hit, its own
 * chain picks it up again through its place. At 25 fps a resting ball whose
 * own detection left its gate (hit by the hidden cue ball) took the cue
 * ball's detection 65 mm away, and the cue ball's chain took it in turn.
 * Raising it lets resting balls take the reappearing ball's detection again;
 * lowering it towards the rest noise (~1 mm) drops a resting ball's own
 * noisy detection whenever a chain is near. Range 5-100. Applied only to a
 * class of identical balls (the seven Russian whites): a colour class cannot
 * swap, and on a held-out 1080p five-pins render holding a just-struck
 * carom ball for a frame made a phantom stroke.
 */
export const REST_JUMP_MM = 20;
/**
 * A track lost for good whose prediction lies this far (mm) past a cushion
 * contact line ran through a pocket mouth (or off the bed): it is not paired
 * with a new chain as a missed ball (a ball pocketed strokes ago took the
 * chain of one that bounced in the same corner's jaws a frame before). A
 * ball really put back comes back through the re-spot pass. Raising it treats
 * balls that barely dropped as still on the table; lowering it to 0 counts a
 * ball lost against a cushion as dropped. Range 0-200.
 */
export const DROPPED_DEPTH_MM = 10;
/**
 * Frames a candidate chain may miss and still be extended (a fast, blurred
 * ball missed once right after a hit). Raising it chains clutter across
 * longer gaps; 0 drops a chain at its first miss, and a ball hit hard comes
 * back far away under a new id. Range 0-3.
 */
export const CANDIDATE_SKIP_FRAMES = 1;
