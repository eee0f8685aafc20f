import type { BallId, Cushion, PinId, Pocket } from './ids.js';

/**
 * Events of a stroke (CONTRACTS.md), a discriminated union on `kind`.
 * `confidence` and `frame` are set by events made from video.
 *
 * Extensions of CONTRACTS.md (optional, documented in docs/contracts-extensions.md):
 * - `jump`: a ball is seen airborne over pins or another ball (five-pins 4001.16).
 * - `centre-line`: a ball has fully crossed the centre line x = 0 (Russian break, art. 4).
 * - `rest.doubts`: why the stroke's rest is doubtful (`RestDoubt`).
 */
interface EventBase {
  t: number;
  confidence?: number;
  frame?: number;
}

export interface StrikeEvent extends EventBase { kind: 'strike'; ball: BallId }
export interface BallBallEvent extends EventBase { kind: 'ball-ball'; balls: [BallId, BallId] }
export interface CushionEvent extends EventBase { kind: 'cushion'; ball: BallId; cushion: Cushion }
export interface PinFallEvent extends EventBase { kind: 'pin-fall'; pin: PinId; by: BallId | PinId }
/** `by` (optional, session 23): the ball or pin that shifted it, followed when a pin it knocks falls (five-pins 3003.3). */
export interface PinShiftEvent extends EventBase { kind: 'pin-shift'; pin: PinId; by?: BallId | PinId }
export interface PocketEvent extends EventBase { kind: 'pocket'; ball: BallId; pocket: Pocket }
export interface OffTableEvent extends EventBase { kind: 'off-table'; ball: BallId }
/**
 * Why a stroke's rest is doubtful (extension, made from video): one entry
 * per cause the frames could not settle; the rest's `confidence` is the
 * lowest of theirs. A doubt that names what it is about can be judged both
 * ways (src/rules/doubt.ts); one that does not sends the stroke to the
 * referee whenever its confidence is low.
 * - `contact`: balls `balls` may have touched at about `t`, unseen (a near
 *   miss the paths cannot settle, two balls ending up touching, a rack
 *   contact the cascade model left out).
 * - `zone-line`: balls `balls` rest within a few mm of a line that decides
 *   a call (libre, cadre): their side is for the referee.
 * - `identity`: a track was lost and picked up, or two balls' detections
 *   were contested: which ball is which is unsure.
 * - `cushion` (session 32): ball `ball` may have met cushion `cushion` at
 *   about `t`, unseen (struck from beside that rail, hidden until it was on
 *   its way out, and that way out fits a rebound off it at least as well as
 *   a straight start from the rest place).
 */
export type RestDoubt =
  | { reason: 'contact'; confidence: number; t: number; balls: [BallId, BallId] }
  | { reason: 'zone-line'; confidence: number; balls: BallId[] }
  | { reason: 'identity'; confidence: number }
  | { reason: 'cushion'; confidence: number; t: number; ball: BallId; cushion: Cushion };

export interface RestEvent extends EventBase { kind: 'rest'; doubts?: RestDoubt[] }
export interface MovedEvent extends EventBase { kind: 'moved'; ball: BallId }
export interface JumpEvent extends EventBase { kind: 'jump'; ball: BallId }
export interface CentreLineEvent extends EventBase { kind: 'centre-line'; ball: BallId }

export type StrokeEvent =
  | StrikeEvent
  | BallBallEvent
  | CushionEvent
  | PinFallEvent
  | PinShiftEvent
  | PocketEvent
  | OffTableEvent
  | RestEvent
  | MovedEvent
  | JumpEvent
  | CentreLineEvent;

export type EventKind = StrokeEvent['kind'];

export const EVENT_KINDS = [
  'strike', 'ball-ball', 'cushion', 'pin-fall', 'pin-shift', 'pocket',
  'off-table', 'rest', 'moved', 'jump', 'centre-line',
] as const satisfies readonly EventKind[];

export type EventOf<K extends EventKind> = Extract<StrokeEvent, { kind: K }>;
