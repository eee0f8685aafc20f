/**
 * Frames through ffmpeg: a V4L2 camera, an RTSP stream, a video file or a
 * lavfi test pattern, decoded to rawvideo rgb24 at a fixed size and read from
 * ffmpeg's stdout as whole frames. When the input drops out (camera unplugged,
 * stream lost) ffmpeg exits and is started again with backoff; frame indices
 * go on counting, and nothing downstream is reset.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { Backoff, DEFAULT_BACKOFF, type BackoffOptions } from './backoff.js';
import { monotonicS, type Frame, type FrameSource } from './frame.js';
import { BufferPool, FrameAssembler } from './pool.js';

export type FfmpegInput =
  | { kind: 'file'; path: string; loop?: boolean; realtime?: boolean }
  | { kind: 'v4l2'; device: string; inputFormat?: string }
  | { kind: 'rtsp'; url: string }
  | { kind: 'lavfi'; graph: string; realtime?: boolean };

export interface FfmpegOptions {
  input: FfmpegInput;
  width: number;
  height: number;
  /** Output frame rate; omitted: the input's. */
  fps?: number;
  /** Start again when the input ends or fails (cameras, streams). Files stop at their end unless looped. */
  reconnect?: boolean;
  backoff?: BackoffOptions;
  /** The ffmpeg binary; default: TABLETRACK_FFMPEG, else the bundled @ffmpeg-installer one. */
  ffmpeg?: string;
  /** Called with ffmpeg's last stderr line when it exits with an error. */
  onError?: (message: string) => void;
}

export function defaultFfmpeg(): string {
  const env = process.env.TABLETRACK_FFMPEG;
  if (env && env !== 'none') return env;
  return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

export function inputArgs(input: FfmpegInput): string[] {
  switch (input.kind) {
    case 'file':
      return [...(input.realtime === false ? [] : ['-re']), ...(input.loop ? ['-stream_loop', '-1'] : []), '-i', input.path];
    case 'v4l2':
      return ['-f', 'v4l2', ...(input.inputFormat ? ['-input_format', input.inputFormat] : []), '-i', input.device];
    case 'rtsp':
      return ['-rtsp_transport', 'tcp', '-i', input.url];
    case 'lavfi':
      return [...(input.realtime === false ? [] : ['-re']), '-f', 'lavfi', '-i', input.graph];
  }
}

export function ffmpegArgs(o: FfmpegOptions): string[] {
  const filters = [`scale=${o.width}:${o.height}`, ...(o.fps ? [`fps=${o.fps}`] : [])];
  return ['-hide_banner', '-loglevel', 'error', '-nostdin', ...inputArgs(o.input), '-an', '-vf', filters.join(','), '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'];
}

type Child = ChildProcessByStdio<null, Readable, Readable>;

export class FfmpegSource implements FrameSource {
  readonly name: string;
  private child: Child | null = null;
  private stopped = true;
  private index = 0;
  private last: number | null = null;
  private reconnectCount = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly backoff: Backoff;
  private readonly pool: BufferPool;
  private ended: Promise<void> = Promise.resolve();

  constructor(private readonly o: FfmpegOptions) {
    this.name = `ffmpeg:${o.input.kind}`;
    this.pool = new BufferPool(o.width * o.height * 3);
    this.backoff = new Backoff(o.backoff ?? DEFAULT_BACKOFF);
  }

  async start(onFrame: (frame: Frame) => void): Promise<void> {
    this.stopped = false;
    this.launch(onFrame);
  }

  /** Resolves when the input has ended for good (a file played through, or stop()). */
  finished(): Promise<void> {
    return this.ended;
  }

  private launch(onFrame: (frame: Frame) => void): void {
    const child = spawn(this.o.ffmpeg ?? defaultFfmpeg(), ffmpegArgs(this.o), { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => { stderr = (stderr + d.toString()).slice(-2000); });
    this.readFrames(child.stdout, onFrame);
    let resolveEnded!: () => void;
    this.ended = new Promise((r) => (resolveEnded = r));
    child.on('error', (e) => this.o.onError?.(`${this.name}: ${e.message}`));
    child.on('close', (code) => {
      this.child = null;
      if (code !== 0 && !this.stopped) this.o.onError?.(`${this.name}: ffmpeg exited with ${code}: ${stderr.trim().split('\n').pop() ?? ''}`);
      const again = !this.stopped && (this.o.reconnect ?? (this.o.input.kind !== 'file' && this.o.input.kind !== 'lavfi'));
      if (!again) return resolveEnded();
      this.reconnectCount++;
      this.timer = setTimeout(() => { this.timer = null; if (!this.stopped) this.launch(onFrame); resolveEnded(); }, this.backoff.next());
    });
  }

  /** Whole frames from the pipe, in pooled buffers the consumer releases (./pool.ts): a camera at 1080p60 would otherwise allocate 370 MB a second. */
  private readFrames(stdout: Readable, onFrame: (frame: Frame) => void): void {
    const assembler = new FrameAssembler(this.pool);
    stdout.on('readable', () => {
      let chunk: Buffer | null;
      while ((chunk = stdout.read() as Buffer | null) !== null) {
        for (const data of assembler.push(chunk)) {
          this.last = monotonicS();
          this.backoff.reset();
          onFrame({ index: this.index++, capturedAt: this.last, width: this.o.width, height: this.o.height, data, release: () => this.pool.give(data) });
        }
      }
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const child = this.child;
    if (child) {
      const closed = new Promise<void>((r) => child.once('close', () => r()));
      child.kill('SIGTERM');
      await closed;
    }
  }

  lastFrameAt(): number | null {
    return this.last;
  }

  reconnects(): number {
    return this.reconnectCount;
  }
}
