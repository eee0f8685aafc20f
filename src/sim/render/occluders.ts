/**
 * Occluders: the cue with the player at the table (player.ts says where the
 * body, arms and hands are), and a hand placing a ball. They are drawn as
 * shaded volumes with soft shadows from the lamps (shapes.ts); they are
 * obstacles for the detector, not measured objects.
 */
import type { Box, RenderContext } from './context.js';
import { playerParts, reachingHandParts } from './player.js';
import type { CueOccluder, HandOccluder } from './scene.js';
import { drawPartShadows, drawParts } from './shapes.js';

/** Draw the cue and the player; `cue.shadow === false` skips the shadows (occlusion probes). */
export function drawCue(ctx: RenderContext, frame: Uint8Array, cue: CueOccluder, ballRadius: number): Box[] {
  const parts = playerParts(ctx, cue, ballRadius);
  if (cue.shadow !== false) drawPartShadows(ctx, frame, parts);
  return drawParts(ctx, frame, parts);
}

export function drawHand(ctx: RenderContext, frame: Uint8Array, hand: HandOccluder, opts: { shadow?: boolean } = {}): Box[] {
  const parts = reachingHandParts(ctx, hand);
  if (opts.shadow !== false) drawPartShadows(ctx, frame, parts);
  return drawParts(ctx, frame, parts);
}
