/**
 * A StrokeSource that replays a recording's ground truth in real time: ball
 * positions from its frames, each event at its time, each stroke at its rest.
 * It lets the whole service run end to end without the vision stages, and is
 * what the service's tests drive. `speed` > 1 plays faster (tests).
 */
import type { StrokeEvent } from '../contracts/events.js';
import type { BallId, Discipline, PinId, PinState } from '../contracts/ids.js';
import type { MatchFile } from '../contracts/match.js';
import { monotonicS } from '../capture/frame.js';
import { restTimeOf, type LiveBall, type SourceHealth, type SourceStroke, type StrokeSource, type StrokeSourceHandlers } from './types.js';

export interface ReplayFrame {
  t: number;
  balls: Partial<Record<BallId, LiveBall>>;
  pins?: Partial<Record<PinId, PinState>>;
}

/** What a replay needs; a `Truth` (src/sim/record/truth.ts) is one. */
export interface ReplayScript {
  discipline: Discipline;
  fps: number;
  frames: readonly ReplayFrame[];
  match: MatchFile;
  name?: string;
}

export interface ReplayOptions {
  /** Playback speed (1 = real time). */
  speed?: number;
  /** Position updates per second of wall time; the frames between are skipped. */
  positionsHz?: number;
}

interface Timed { t: number; event?: StrokeEvent; stroke?: SourceStroke }

/** Events and completed strokes of the match, in time order (a stroke after its own rest event). */
function timeline(match: MatchFile): Timed[] {
  const out: Timed[] = [];
  for (const s of match.strokes) {
    for (const event of s.events) out.push({ t: event.t, event });
    const { shooter, ...rest } = s;
    out.push({ t: restTimeOf(s.events), stroke: { ...rest, shooter, restT: restTimeOf(s.events) } });
  }
  return out.map((x, i) => ({ x, i })).sort((a, b) => a.x.t - b.x.t || a.i - b.i).map(({ x }) => x);
}

export class ReplaySource implements StrokeSource {
  readonly name: string;
  private readonly items: Timed[];
  private readonly speed: number;
  private readonly tickMs: number;
  private handlers: StrokeSourceHandlers | null = null;
  private timer: NodeJS.Timeout | null = null;
  private next = 0;
  private frameShown = -1;
  /** Recording time at `anchor` (monotonic s); the clock runs from there unless paused. */
  private base = 0;
  private anchor = 0;
  private paused = false;
  private ended = false;
  private ticks: number[] = [];

  constructor(private readonly script: ReplayScript, opts: ReplayOptions = {}) {
    this.name = `replay:${script.name ?? script.discipline}`;
    this.items = timeline(script.match);
    this.speed = opts.speed ?? 1;
    this.tickMs = 1000 / (opts.positionsHz ?? 30);
  }

  async start(handlers: StrokeSourceHandlers, resumeAfter?: number): Promise<void> {
    this.handlers = handlers;
    this.base = resumeAfter ?? 0;
    this.anchor = monotonicS();
    if (resumeAfter !== undefined) while (this.next < this.items.length && this.items[this.next]!.t <= resumeAfter) this.next++;
    this.timer = setInterval(() => this.tick(), this.tickMs);
    this.tick();
  }

  /** Recording time now. */
  now(): number {
    return this.paused ? this.base : this.base + (monotonicS() - this.anchor) * this.speed;
  }

  private tick(): void {
    const h = this.handlers;
    if (!h || this.paused || this.ended) return;
    const t = this.now();
    const frames = this.script.frames;
    const fi = Math.min(frames.length - 1, Math.floor(t * this.script.fps));
    if (fi >= 0 && fi !== this.frameShown) {
      this.frameShown = fi;
      const f = frames[fi]!;
      const now = monotonicS();
      this.ticks.push(now);
      h.positions({ t: f.t, capturedAt: now, balls: f.balls, ...(f.pins ? { pins: f.pins } : {}) });
    }
    while (this.next < this.items.length && this.items[this.next]!.t <= t) {
      const item = this.items[this.next++]!;
      if (item.event) h.event(item.event);
      if (item.stroke) h.stroke(item.stroke);
    }
    const lastT = Math.max(frames.at(-1)?.t ?? 0, this.items.at(-1)?.t ?? 0);
    if (this.next >= this.items.length && t >= lastT) {
      this.ended = true;
      this.clearTimer();
      h.end();
    }
  }

  pause(): void {
    if (this.paused) return;
    this.base = this.now();
    this.paused = true;
  }

  resume(): void {
    if (!this.paused) return;
    this.anchor = monotonicS();
    this.paused = false;
  }

  private clearTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async stop(): Promise<void> {
    this.clearTimer();
    this.handlers = null;
  }

  health(): SourceHealth {
    const now = monotonicS();
    this.ticks = this.ticks.filter((t) => t >= now - 1);
    const camera = this.ended ? 'NO_SIGNAL' : this.paused ? 'STALE' : 'OK';
    return { fps: this.ticks.length, latencyMs: { p50: 0, p99: 0 }, camera, dropped: 0, reconnects: 0 };
  }
}
