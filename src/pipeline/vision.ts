/**
 * The vision StrokeSource: frames from a capture source pass a bounded queue
 * (drop oldest, ../capture/queue.ts) to the stages detect → track → events,
 * run one frame at a time. Capture is never held up by a slow stage: frames
 * that wait too long are dropped and counted. The stages are the ones in
 * src/detect, src/track and src/events, adapted to `Stage`; any stages with
 * these shapes plug in (the tests use small fakes).
 */
import type { StrokeEvent } from '../contracts/events.js';
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
}

export interface VisionOptions {
  /** Frames queued between capture and the stages (see BoundedQueue for the trade). */
  queueCapacity?: number;
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

  constructor(private readonly frames: FrameSource, private readonly stages: VisionStages<D, T>, private readonly opts: VisionOptions = {}) {
    this.name = `vision:${frames.name}`;
    this.queue = new BoundedQueue<Frame>(opts.queueCapacity ?? DEFAULT_QUEUE_CAPACITY);
  }

  async start(handlers: StrokeSourceHandlers): Promise<void> {
    this.running = true;
    this.loop = this.process(handlers);
    await this.frames.start((f) => this.queue.push(f));
  }

  private async process(h: StrokeSourceHandlers): Promise<void> {
    for (;;) {
      const frame = await this.queue.take();
      if (!frame) return;
      if (this.paused) continue;
      try {
        const out = await this.stages.events.update(await this.stages.track.update(await this.stages.detect.update(frame)));
        const now = monotonicS();
        this.stats.add(now, (now - frame.capturedAt) * 1000);
        if (out.positions) h.positions({ ...out.positions, capturedAt: frame.capturedAt });
        for (const e of out.events ?? []) h.event(e);
        if (out.stroke) h.stroke(out.stroke);
      } catch (e) {
        // A bad frame loses that frame only; the match goes on.
        this.opts.onError?.(`${this.name}: frame ${frame.index}: ${(e as Error).message}`);
      }
    }
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
