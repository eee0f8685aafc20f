/**
 * What the tracker gives out (TrackedBall, TrackedFrame, Observation), its
 * own per-ball state (Track) and which ids each detection class may become.
 * Split from tracker.ts so the tracker file holds the frame loop alone.
 */
import type { BallId, Discipline } from '../contracts/ids.js';
import { RUSSIAN_WHITES } from '../contracts/ids.js';
import { CLASS_CODE } from './detections.js';
import type { Axis } from './kalman.js';
import type { Launch } from './launch.js';
import type { Anchor } from './racked.js';

export interface TrackedBall {
  id: BallId;
  x: number; y: number; vx: number; vy: number;
  /** A detection was matched this frame (else x, y is the prediction). */
  observed: boolean;
  moving: boolean;
  /** Seconds since the last matched detection (0 when observed). */
  unseenS: number;
  /** Unseen since one detection set it moving from rest: the place it rested, to show instead of x, y (launch.ts). */
  held?: { x: number; y: number };
  /** Observed under a rolling shutter (shutter.ts): when and where the camera saw it, its row's time after t (x, y: at t). */
  seen?: { t: number; x: number; y: number };
}
/** `weak`: a detection under `minConfidence` (weak.ts); `confidence`: the detector's; `lag`: seen this long after t (a rolling shutter's row, shutter.ts). */
export interface Observation { frame: number; t: number; x: number; y: number; weak?: boolean; confidence?: number; lag?: number }
export interface TrackedFrame {
  frame: number; t: number;
  balls: TrackedBall[];
  pinsStanding: { x: number; y: number }[];
  pinsFallen: { x: number; y: number }[];
  /**
   * Balls picked up again (or first) this frame, with the detections that
   * confirmed them in earlier frames. `contested`: another missed ball the
   * chain fits almost as well (ADOPT_CONTEST_MM): the identity is a guess the
   * evidence does not settle, and what follows from it deserves less confidence.
   */
  backfill: { id: BallId; observations: Observation[]; contested?: BallId }[];
}

/**
 * `seenX`, `seenY`: where the ball was last seen (the filter's position coasts on past it). `knocked`: where a ball at rest
 * lay when this frame's detection knocked it off (velocity-doubt.ts widens its next gate; struck-chain.ts: a chain ending
 * at its touch was its striker); cleared at the next frame's prediction.
 */
export interface Track { seenAt?: TrackedBall['seen']; id: BallId; code: number; kx: Axis; ky: Axis; lastSeen: number; seenX: number; seenY: number; missed: number; straight?: { kx: Axis; ky: Axis }; racked?: boolean; resting?: boolean; launch?: Launch; dim?: boolean; anchor?: Anchor; knocked?: { x: number; y: number }; still?: { x: number; y: number; t: number } }

/** Which ids each detection class may become. */
export function idsByClass(discipline: Discipline): Map<number, readonly BallId[]> {
  if (discipline === 'russian-colour') return new Map<number, readonly BallId[]>([[CLASS_CODE['ball-white'], RUSSIAN_WHITES], [CLASS_CODE['ball-colour'], ['colour']]]);
  return new Map<number, readonly BallId[]>([[CLASS_CODE['ball-white'], ['white']], [CLASS_CODE['ball-yellow'], ['yellow']], [CLASS_CODE['ball-red'], ['red']]]);
}
