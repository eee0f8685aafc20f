/** What the renderer draws in one frame: the scene state, in the table frame (mm). */
import type { BallId, PinId, Vec2 } from '../../contracts/ids.js';

/** Unit quaternion [w, x, y, z], body → table frame. */
export type Quat = readonly [number, number, number, number];

export interface BallPose {
  id: BallId;
  /** Centre in table mm; z defaults to the ball radius (resting on the cloth). */
  pos: Vec2 | readonly [number, number, number];
  /** Orientation (turns the spotted ball's spots and the printed marks). */
  q?: Quat;
  /** Velocity (mm/s), for motion blur and rolling shutter; z optional. */
  v?: Vec2 | readonly [number, number, number];
  /** Pocketed or off the table: not drawn. */
  hidden?: boolean;
}

export interface PinPose {
  id: PinId;
  state: 'standing' | 'fallen' | 'removed';
  /** Standing: centre of the base on the cloth (default the pin's seat). Fallen: the point of the base. */
  pos?: Vec2;
  /** Fallen: direction base → head in the table plane (rad, from +x towards +y). */
  angle?: number;
  /** Standing pins may lean a little after a knock (deg). */
  leanDeg?: number;
}

/** Cue stick with the player's bridge hand, arm and shadow, at strike time. */
export interface CueOccluder {
  kind: 'cue';
  /** Tip position (table mm), at the height of the cue ball's centre. */
  tip: Vec2;
  /** Direction from the tip towards the butt, in the table plane (rad). */
  angle: number;
  /** Elevation of the butt (deg), 2-20 in play. */
  elevationDeg?: number;
  hand?: boolean;
  arm?: boolean;
  shadow?: boolean;
}

/** A hand (placing a ball, a referee), flat over the cloth. */
export interface HandOccluder {
  kind: 'hand';
  at: Vec2;
  /** Direction the fingers point (rad). */
  angle: number;
  /** Height of the palm above the cloth (mm). */
  heightMm?: number;
}

export type Occluder = CueOccluder | HandOccluder;

export interface SceneState {
  /** Time (s) of the frame: the middle of the exposure window. */
  t?: number;
  balls: readonly BallPose[];
  pins?: readonly PinPose[];
  occluders?: readonly Occluder[];
}
