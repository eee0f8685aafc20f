/**
 * The recording's video: H.264 (yuv420p, MP4) through the bundled static
 * ffmpeg, fed raw RGB on its stdin; or, without ffmpeg, Motion JPEG (the
 * frames' JPEGs one after another, which ffmpeg and OpenCV read as `mjpeg`).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';

/**
 * x264's constant rate factor: 18 looks lossless, each +6 halves the size.
 * 30 keeps a 10 s 720p recording near 1 MB with the balls' edges intact; the
 * sensor noise is what it smooths first.
 */
export const DEFAULT_CRF = 30;

export interface VideoSink {
  readonly file: string;
  readonly format: 'mp4' | 'mjpeg';
  /** mp4: raw RGB of the frame (copied); mjpeg: its JPEG. Await it before the next write (backpressure). */
  write(frame: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/** The bundled ffmpeg binary, or null (not installed, or TABLETRACK_FFMPEG=none). */
export function ffmpegPath(): string | null {
  const env = process.env.TABLETRACK_FFMPEG;
  if (env === 'none') return null;
  if (env) return existsSync(env) ? env : null;
  try {
    const path = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function writeAll(stream: Writable, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (e: Error): void => reject(e);
    stream.once('error', onError);
    const ok = stream.write(chunk, (e) => {
      if (e) return;
      if (ok) {
        stream.off('error', onError);
        resolve();
      }
    });
    if (!ok) {
      stream.once('drain', () => {
        stream.off('error', onError);
        resolve();
      });
    }
  });
}

export interface H264Options { width: number; height: number; fps: number; crf?: number }

export function openH264(ffmpeg: string, file: string, o: H264Options): VideoSink {
  const args = [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${o.width}x${o.height}`, '-r', String(o.fps), '-i', '-',
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', String(o.crf ?? DEFAULT_CRF), '-pix_fmt', 'yuv420p',
    '-movflags', '+faststart', file,
  ];
  const child = spawn(ffmpeg, args, { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => { stderr = (stderr + d.toString()).slice(-2000); });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim().split('\n').pop() ?? ''}`))));
  });
  // Surface ffmpeg's own message rather than EPIPE when it dies early.
  done.catch(() => undefined);
  // Frames are copied and written in order; write() resolves once the previous
  // frame is in the pipe, so rendering runs one frame ahead of ffmpeg.
  let last: Promise<void> = Promise.resolve();
  const stop = done.then(() => { throw new Error('ffmpeg ended before the last frame'); });
  stop.catch(() => undefined);
  return {
    file,
    format: 'mp4',
    write(frame) {
      const copy = Buffer.from(frame);
      const prev = last;
      last = prev.then(() => Promise.race([writeAll(child.stdin, copy), stop]));
      last.catch(() => undefined);
      return prev;
    },
    async close() {
      await last;
      child.stdin.end();
      await done;
    },
  };
}

export function openMjpeg(file: string): VideoSink {
  const out = createWriteStream(file);
  return {
    file,
    format: 'mjpeg',
    write: (jpeg) => writeAll(out, jpeg),
    close: () => new Promise((resolve, reject) => {
      out.once('error', reject);
      out.end(() => resolve());
    }),
  };
}
