/**
 * The detector's vocabulary: six classes, one heat-map channel each, and the
 * scales the model works at. Shared by the training-data generator, the
 * inference code and the evaluation, so they cannot drift apart.
 */
import type { BallId } from '../contracts/ids.js';

export const DETECTION_CLASSES = ['ball-white', 'ball-yellow', 'ball-red', 'ball-colour', 'pin-standing', 'pin-fallen'] as const;
export type DetectionClass = (typeof DETECTION_CLASSES)[number];
export const BALL_CLASSES: readonly DetectionClass[] = ['ball-white', 'ball-yellow', 'ball-red', 'ball-colour'];
export const NUM_CLASSES = DETECTION_CLASSES.length;

/** Output stride of the network: one heat-map cell per 4 × 4 input pixels. */
export const MODEL_STRIDE = 4;

/**
 * Frame height at which the ball pass runs (a 1080p frame is halved: a ball is
 * 9-18 px across at this scale). Raising it sharpens the colour of small balls
 * (the spotted white) and costs quadratically in time.
 */
export const BALL_PASS_HEIGHT = 540;

/** Ball pass input (fixed shape of the exported full-frame graph); frames are letterboxed into it. */
export const FULL_INPUT = { width: 960, height: 544 } as const;

/** Tracking-assisted crops: side at the ball-pass scale (64 → 128 px of a 1080p frame). */
export const CROP_SIDE = 64;

/** Castle crops run at full resolution (a pin's top is ~3 px at 1080p); side in frame pixels. */
export const CASTLE_SIDE = 160;

/** The spotted white is the yellow ball's look in some halls: its class is the yellow's. */
export function classOfBall(id: BallId): DetectionClass {
  if (id === 'white') return 'ball-white';
  if (id === 'yellow') return 'ball-yellow';
  if (id === 'red') return 'ball-red';
  if (id === 'colour') return 'ball-colour';
  return 'ball-white';
}

export function isBallClass(c: DetectionClass): boolean {
  return c.startsWith('ball-');
}
