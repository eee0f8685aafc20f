/**
 * The vision StrokeSource: frames from a capture source pass a bounded queue
 * (drop oldest, ../capture/queue.ts) to the stages detect → track → events,
 * run one frame at a time. Capture is never held up by a slow stage: frames
 * that wait too long are dropped and counted. The stages are the ones in
 * src/detect, src/track and src/events, adapted to `Stage`; any stages with
 * these shapes plug in (the tests use small fakes).
 */
import type { CalibrationFile } from '../camera/calibration.js';
import type { StrokeEvent } from '../contracts/events.js';
import type { BallId, Discipline } from '../contracts/ids.js';
import { BoundedQueue } from '../capture/queue.js';
import { cameraStatus, monotonicS, type Frame, type FrameSource } from '../capture/frame.js';
import { RollingStats } from './stats.js';
import type { LivePositions, SourceHealth, SourceStroke, Stage, StrokeSource, StrokeSourceHandlers } from './types.js';

/** What the events stage says after each frame. */
export interface EventsOutput {
  positions?: Omit<LivePositions, 'capturedAt'>;
  /** Events first seen in this frame. */
  events?: StrokeEvent[];
  /** A stroke completed in this frame (its rest was seen). */
  stroke?: SourceStroke;
}

export interface VisionStages<D, T> {
  detect: Stage<Frame, D>;
  track: Stage<D, T>;
  events: Stage<T, EventsOutput>;
  /** The input has ended: what the stages still hold (a stroke in play). */
  flush?(): EventsOutput;
  /** See StrokeSource.expectPlacement. */
  expectPlacement?(ids: readonly BallId[]): void;
  /** A new calibration for the stages (see VisionPipeline.recalibrate). */
  recalibrate?(cal: CalibrationFile): void;
  /** See StrokeSource.calibrated / calibrationInForce / checkDiscipline / setDiscipline. */
  calibrated?(): boolean;
  calibrationInForce?(): CalibrationFile | null;
  checkDiscipline?(d: Discipline): void;
  setDiscipline?(d: Discipline): void;
}

export interface VisionOptions {
  /** Frames queued between capture and the stages (see BoundedQueue for the trade). */
  queueCapacity?: number;
  /** Never drop a frame: the source waits for the stages (recordings processed as fast as possible). Only for sources that can wait. */
  lossless?: boolean;
  /** Called once the source has stopped (closes what the stages hold: the detector's worker). */
  onStopped?: () => Promise<void>;
  onError?: (message: string) => void;
}

/** Default queue: two frames absorb a stage's jitter without adding more than two frame periods of latency. */
export const DEFAULT_QUEUE_CAPACITY = 2;

export class VisionSource<D, T> implements StrokeSource {
  readonly name: string;
  private readonly queue: BoundedQueue<Frame>;
  private readonly stats = new RollingStats();
  private running = false;
  private paused = false;
  private loop: Promise<void> = Promise.resolve();
  private latest: Frame | null = null;

  constructor(private readonly frames: FrameSource, private readonly stages: VisionStages<D, T>, private readonly opts: VisionOptions = {}) {
    this.name = `vision:${frames.name}`;
    this.queue = new BoundedQueue<Frame>(opts.queueCapacity ?? DEFAULT_QUEUE_CAPACITY);
  }

  /**
   * A recording (a source that can `seek`) resumes at `resumeAfter`, the rest of
   * the last stroke already judged; a camera has no past to go back to. With
   * `lossless`, the source waits for room in the queue instead of losing frames.
   */
  async start(handlers: StrokeSourceHandlers, resumeAfter?: number): Promise<void> {
    this.running = true;
    if (resumeAfter !== undefined && resumeAfter > 0) this.frames.seek?.(resumeAfter);
    this.loop = this.process(handlers);
    const lossless = this.opts.lossless === true;
    await this.frames.start((f) => {
      this.queue.push(f)?.release?.();
      return lossless ? this.queue.room() : undefined;
    });
    const ended = this.frames.endOfInput?.();
    if (ended) void ended.then(() => this.queue.close());
  }

  private emit(h: StrokeSourceHandlers, out: EventsOutput, capturedAt: number): void {
    if (out.positions) h.positions({ ...out.positions, capturedAt });
    for (const e of out.events ?? []) h.event(e);
    if (out.stroke) h.stroke(out.stroke);
  }

  private async process(h: StrokeSourceHandlers): Promise<void> {
    for (;;) {
      const frame = await this.queue.take();
      if (!frame) return this.finish(h);
      // The latest frame is kept (calibration from the live picture); the one before it goes back to its pool.
      if (this.latest !== frame) this.latest?.release?.();
      this.latest = frame;
      if (this.paused) continue;
      try {
        const out = await this.stages.events.update(await this.stages.track.update(await this.stages.detect.update(frame)));
        const now = monotonicS();
        this.stats.add(now, (now - frame.capturedAt) * 1000);
        this.emit(h, out, frame.capturedAt);
      } catch (e) {
        // A bad frame loses that frame only; the match goes on.
        this.opts.onError?.(`${this.name}: frame ${frame.index}: ${(e as Error).message}`);
      }
    }
  }

  /** The queue closed: a recording that played through flushes its last stroke and says it has ended; a stop says nothing. */
  private finish(h: StrokeSourceHandlers): void {
    if (!this.running) return;
    try {
      const out = this.stages.flush?.();
      if (out) this.emit(h, out, monotonicS());
    } catch (e) {
      this.opts.onError?.(`${this.name}: end of input: ${(e as Error).message}`);
    }
    h.end();
  }

  /** The last frame taken from the queue (calibrating from the live picture). */
  latestFrame(): Frame | null {
    return this.latest;
  }

  checkDiscipline(d: Discipline): void {
    this.stages.checkDiscipline?.(d);
  }

  calibrated(): boolean {
    return this.stages.calibrated?.() ?? true;
  }

  setDiscipline(d: Discipline): void {
    this.stages.setDiscipline?.(d);
  }

  expectPlacement(ids: readonly BallId[]): void {
    this.stages.expectPlacement?.(ids);
  }

  calibrationInForce(): CalibrationFile | null {
    return this.stages.calibrationInForce?.() ?? null;
  }

  /** Use a new calibration from the next frame on; false when these stages cannot take one. */
  setCalibration(cal: CalibrationFile): boolean {
    if (!this.stages.recalibrate) return false;
    this.stages.recalibrate(cal);
    return true;
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await this.frames.stop();
    this.queue.close();
    await this.loop;
    await this.opts.onStopped?.();
  }

  health(): SourceHealth {
    const now = monotonicS();
    return {
      fps: this.stats.fps(now),
      latencyMs: this.stats.latency(),
      camera: cameraStatus(this.frames.lastFrameAt(), now),
      dropped: this.queue.dropped + (typeof (this.frames as { dropped?: () => number }).dropped === 'function' ? (this.frames as unknown as { dropped(): number }).dropped() : 0),
      reconnects: this.frames.reconnects(),
    };
  }
}
