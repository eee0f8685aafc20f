/**
 * A video file as a frame source with its own clock: the bundled recordings
 * played "as if live" by the service, and any recorded match processed by
 * `tabletrack track`. Frames come from ffmpeg (the npm-bundled binary, see
 * ffmpeg.ts) as rgb24 through a pipe read with back-pressure, so a long
 * match never piles up in memory.
 *
 * Two paces:
 * - `speed > 0`: frames are released at `speed` × the recording's rate, as a
 *   camera would deliver them; a pipeline that cannot keep up loses frames at
 *   the capture queue (drop oldest), exactly as with a camera.
 * - `speed = 0` (lossless): every frame, as fast as the consumer takes them
 *   (`onFrame`'s promise is awaited): batch work and tests.
 */
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { InputError } from '../contracts/schema.js';
import { defaultFfmpeg } from './ffmpeg.js';
import { monotonicS, type Frame, type FrameSource } from './frame.js';
import { BufferPool, FrameAssembler } from './pool.js';

export interface VideoInfo {
  width: number;
  height: number;
  fps: number;
}

/** Read a video's size and frame rate from ffmpeg's stream description (the bundled ffmpeg has no ffprobe). */
export async function probeVideo(path: string, ffmpeg = defaultFfmpeg()): Promise<VideoInfo> {
  try {
    if (!(await stat(path)).isFile()) throw new InputError(path, 'not a video file');
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(path, `cannot open the video (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const stderr = await new Promise<string>((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', '-i', path], { stdio: ['ignore', 'ignore', 'pipe'] });
    let text = '';
    child.stderr.on('data', (d: Buffer) => (text += d.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(text));
  });
  return parseStreamInfo(stderr, path);
}

/** The first video stream's `WxH` and `N fps` (or `N tbr`) in ffmpeg's description. */
export function parseStreamInfo(text: string, path: string): VideoInfo {
  const line = text.split('\n').find((l) => /Stream #.*Video:/.test(l));
  if (!line) throw new InputError(path, `no video stream (${text.trim().split('\n').pop() ?? 'ffmpeg said nothing'})`);
  const size = /\b(\d{2,5})x(\d{2,5})\b/.exec(line);
  const rate = /([\d.]+) fps/.exec(line) ?? /([\d.]+) tbr/.exec(line);
  if (!size) throw new InputError(path, `cannot read the frame size from "${line.trim()}"`);
  if (!rate || !(Number(rate[1]) > 0)) throw new InputError(path, `cannot read the frame rate from "${line.trim()}"`);
  return { width: Number(size[1]), height: Number(size[2]), fps: Number(rate[1]) };
}

/** Every frame of a video, in order, read with back-pressure; `from` skips to that time (s). */
export async function* videoFrames(path: string, info: VideoInfo, from = 0, ffmpeg = defaultFfmpeg(), pool?: BufferPool): AsyncGenerator<{ index: number; t: number; data: Buffer }> {
  // -noautorotate: frames in the coded orientation, the size the probe read (a phone's rotation flag would swap it);
  // -vsync cfr at the probed rate: a variable-rate phone video becomes one frame per 1/fps, so index / fps is the time.
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-noautorotate', ...(from > 0 ? ['-ss', from.toFixed(3)] : []), '-i', path,
    '-an', '-vsync', 'cfr', '-r', String(info.fps), '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'];
  const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  let index = Math.round(from * info.fps);
  const assembler = new FrameAssembler(pool ?? new BufferPool(info.width * info.height * 3, 0));
  try {
    for await (const chunk of child.stdout as Readable) {
      for (const data of assembler.push(chunk as Buffer)) {
        yield { index, t: index / info.fps, data };
        index++;
      }
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
  }
  const code = await closed;
  if (code !== 0 && code !== null && index === Math.round(from * info.fps)) throw new InputError(path, `ffmpeg could not decode the video: ${stderr.trim().split('\n').pop() ?? `exit ${code}`}`);
}

export interface RecordingOptions {
  path: string;
  info: VideoInfo;
  /** × the recording's rate; 0: lossless, as fast as the consumer goes. */
  speed: number;
  onError?: (message: string) => void;
}

export class VideoFileSource implements FrameSource {
  readonly name: string;
  private last: number | null = null;
  private stopped = false;
  private from = 0;
  private done!: () => void;
  private readonly finished = new Promise<void>((r) => (this.done = r));

  constructor(private readonly o: RecordingOptions) {
    if (!(o.speed >= 0 && o.speed <= 100)) throw new RangeError(`speed must be 0-100, got ${o.speed}`);
    this.name = `video:${o.path}`;
  }

  seek(t: number): void {
    this.from = Math.max(0, t);
  }

  async start(onFrame: (frame: Frame) => void | Promise<void>): Promise<void> {
    void this.run(onFrame).catch((e: Error) => this.o.onError?.(`${this.name}: ${e.message}`)).finally(() => this.done());
  }

  private async run(onFrame: (frame: Frame) => void | Promise<void>): Promise<void> {
    const { info, speed } = this.o;
    const t0 = monotonicS();
    let first: number | null = null;
    const pool = new BufferPool(info.width * info.height * 3);
    for await (const f of videoFrames(this.o.path, info, this.from, undefined, pool)) {
      if (this.stopped) break;
      first ??= f.t;
      if (speed > 0) {
        const due = t0 + (f.t - first) / speed;
        const wait = due - monotonicS();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait * 1000));
        if (this.stopped) break;
      }
      this.last = monotonicS();
      const pending = onFrame({ index: f.index, capturedAt: this.last, width: info.width, height: info.height, data: f.data, t: f.t, release: () => pool.give(f.data) });
      if (speed === 0 && pending) await pending;
    }
  }

  endOfInput(): Promise<void> {
    return this.finished;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.finished;
  }

  lastFrameAt(): number | null {
    return this.last;
  }

  reconnects(): number {
    return 0;
  }
}
