/**
 * A StrokeSource fed by hand: whatever calls `push*` becomes positions,
 * events and strokes. For an external tracker that posts its results, and
 * for tests that drive the service step by step.
 */
import type { CalibrationFile } from '../camera/calibration.js';
import type { Frame } from '../capture/frame.js';
import type { StrokeEvent } from '../contracts/events.js';
import type { BallId } from '../contracts/ids.js';
import { monotonicS } from '../capture/frame.js';
import type { LivePositions, SourceHealth, SourceStroke, StrokeSource, StrokeSourceHandlers } from './types.js';

export class ManualSource implements StrokeSource {
  readonly name = 'manual';
  private h: StrokeSourceHandlers | null = null;
  paused = false;
  resumedAfter: number | undefined;
  private last: number | null = null;

  async start(handlers: StrokeSourceHandlers, resumeAfter?: number): Promise<void> {
    this.h = handlers;
    this.resumedAfter = resumeAfter;
  }

  pushPositions(p: Omit<LivePositions, 'capturedAt'> & { capturedAt?: number }): void {
    this.last = monotonicS();
    this.h?.positions({ capturedAt: this.last, ...p });
  }

  pushEvent(e: StrokeEvent): void {
    this.h?.event(e);
  }

  pushStroke(s: SourceStroke): void {
    this.h?.stroke(s);
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  async stop(): Promise<void> {
    this.h = null;
  }

  /** A camera frame to calibrate from (tests of the calibration endpoint). */
  frame: Frame | null = null;
  /** The calibration last given by the service. */
  calibration: CalibrationFile | null = null;

  /** Pretend to be a camera with no calibration yet (tests of the automatic calibration). */
  needsCalibration = false;

  calibrated(): boolean {
    return !this.needsCalibration || this.calibration !== null;
  }

  latestFrame(): Frame | null {
    return this.frame;
  }

  setCalibration(cal: CalibrationFile): boolean {
    this.calibration = cal;
    return true;
  }

  calibrationInForce(): CalibrationFile | null {
    return this.calibration;
  }

  /** The balls the service last said a hand may place before the next strike (null: never told). */
  placeable: readonly BallId[] | null = null;

  expectPlacement(ids: readonly BallId[]): void {
    this.placeable = [...ids];
  }

  health(): SourceHealth {
    return { fps: 0, latencyMs: { p50: 0, p99: 0 }, camera: this.last === null ? 'NO_SIGNAL' : 'OK', dropped: 0, reconnects: 0 };
  }
}
