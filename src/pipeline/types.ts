/**
 * The live pipeline: capture → detect → track → events → rules. Every stage
 * has the same shape, `update(input) → output` (DESIGN habit 6), so a stage
 * is swapped or tested alone. What the server needs from everything before
 * the rules is a `StrokeSource`: live ball positions, events as they happen,
 * and completed strokes (CONTRACTS.md "A stroke"). Today a replay of a
 * recording's truth is one; the vision path (src/detect, src/track,
 * src/events) is the other (./vision.ts).
 */
import type { BallId, Discipline, PinId, PinState } from '../contracts/ids.js';
import type { StrokeEvent } from '../contracts/events.js';
import type { PlayerId, Stroke } from '../contracts/match.js';
import type { CameraStatus, Frame } from '../capture/frame.js';
import type { CalibrationFile } from '../camera/calibration.js';

/** A stage of the pipeline. May be async (the detector runs in a worker). */
export interface Stage<I, O> {
  readonly name: string;
  update(input: I): O | Promise<O>;
}

export interface LiveBall {
  x: number;
  y: number;
  moving: boolean;
}

/** Where the balls are now (table mm), and when the frame they come from was captured. */
export interface LivePositions {
  /** Source time, s (recording time for a replay, capture time for a camera). */
  t: number;
  /** Monotonic capture time of the frame (s), for the frame-to-screen latency. */
  capturedAt: number;
  balls: Partial<Record<BallId, LiveBall>>;
  pins?: Partial<Record<PinId, PinState>>;
}

/**
 * A completed stroke as the source saw it. The shooter is the service's to
 * assign (the camera cannot tell who played); a replay passes the recorded
 * one as a hint.
 */
export type SourceStroke = Omit<Stroke, 'shooter'> & {
  shooter?: PlayerId;
  /** Source time of the rest that completed the stroke (s): where a restarted source resumes. */
  restT: number;
};

export interface StrokeSourceHandlers {
  positions(p: LivePositions): void;
  /** An event of the stroke in play, as soon as it is seen (provisional until the stroke completes). */
  event(e: StrokeEvent): void;
  stroke(s: SourceStroke): void;
  /** The source has nothing more to give (a recording played through). */
  end(): void;
}

export interface SourceHealth {
  /** Frames processed per second over the last second. */
  fps: number;
  /** Capture to end of processing, ms (p50 and p99 over the recent frames). */
  latencyMs: { p50: number; p99: number };
  camera: CameraStatus;
  /** Frames dropped by the capture queue (drop-oldest) and by decoders. */
  dropped: number;
  reconnects: number;
}

export interface StrokeSource {
  readonly name: string;
  /** Start; `resumeAfter` is the restT of the last stroke already judged (a restart): a replay skips to it, a camera ignores it. */
  start(handlers: StrokeSourceHandlers, resumeAfter?: number): Promise<void>;
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
  health(): SourceHealth;
  /** Vision sources: the latest camera frame, for calibrating from the live picture. */
  latestFrame?(): Frame | null;
  /** Vision sources: throws InputError when the camera's table cannot serve this discipline (carom vs pyramid). */
  checkDiscipline?(d: Discipline): void;
  /** Vision sources: a new match of this discipline (tracker and strokes start again). */
  setDiscipline?(d: Discipline): void;
  /** Vision sources: false while no calibration is in force (nothing can be detected). */
  calibrated?(): boolean;
  /** Vision sources: switch to a new calibration; false when the source cannot take one. */
  setCalibration?(cal: CalibrationFile): boolean;
  /** Vision sources: the calibration in force (null while none), drawn over the live picture for a person to check. */
  calibrationInForce?(): CalibrationFile | null;
  /**
   * Vision sources: the balls the verdict of the stroke just judged lets a hand place before the next strike
   * (src/rules/placeable.ts): one of them carried by hand out of sight and put down elsewhere is no stroke
   * (src/events/placement.ts). Called after each judged stroke; the source forgets the list at its next stroke.
   */
  expectPlacement?(ids: readonly BallId[]): void;
}

/** The time a stroke came to rest: its last `rest` event, else its last event. */
export function restTimeOf(events: readonly StrokeEvent[]): number {
  for (let i = events.length - 1; i >= 0; i--) if (events[i]!.kind === 'rest') return events[i]!.t;
  return events.at(-1)?.t ?? 0;
}
