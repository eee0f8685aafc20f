/**
 * Frames from a folder of images (JPEG/PNG, sorted by name), decoded with
 * sharp to rgb24 at a fixed size and played at a fixed rate. For rendered
 * recordings (`frames/000000.jpg …`) and hand-collected stills.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { InputError } from '../contracts/schema.js';
import { monotonicS, type Frame, type FrameSource } from './frame.js';

const IMAGE = /\.(jpe?g|png)$/i;

export interface ImageFolderOptions {
  dir: string;
  width: number;
  height: number;
  fps: number;
  loop?: boolean;
}

/** Decode any image to rgb24 of the given size (letterboxing is not wanted: the calibration expects the full frame). */
export async function decodeToRgb(input: Buffer | string, width: number, height: number): Promise<Buffer> {
  return sharp(input).removeAlpha().resize(width, height, { fit: 'fill' }).raw().toBuffer();
}

export class ImageFolderSource implements FrameSource {
  readonly name: string;
  private files: string[] = [];
  private next = 0;
  private index = 0;
  private last: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  private done!: () => void;
  private readonly ended = new Promise<void>((r) => (this.done = r));

  constructor(private readonly o: ImageFolderOptions) {
    this.name = `images:${o.dir}`;
  }

  async start(onFrame: (frame: Frame) => void): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.o.dir);
    } catch (e) {
      throw new InputError(this.o.dir, `cannot read the image folder (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    this.files = names.filter((n) => IMAGE.test(n)).sort().map((n) => join(this.o.dir, n));
    if (this.files.length === 0) throw new InputError(this.o.dir, 'no .jpg, .jpeg or .png images in the folder');
    this.stopped = false;
    this.tick(onFrame, monotonicS());
  }

  finished(): Promise<void> {
    return this.ended;
  }

  /** Schedule against the start time so that decoding time does not slow the rate down. */
  private tick(onFrame: (frame: Frame) => void, t0: number): void {
    if (this.stopped) return;
    if (this.next >= this.files.length) {
      if (!this.o.loop) return this.done();
      this.next = 0;
    }
    const file = this.files[this.next++]!;
    decodeToRgb(file, this.o.width, this.o.height).then(
      (data) => {
        if (this.stopped) return;
        this.last = monotonicS();
        onFrame({ index: this.index++, capturedAt: this.last, width: this.o.width, height: this.o.height, data });
      },
      () => { /* a corrupt image is skipped: the index gap shows it */ this.index++; },
    ).finally(() => {
      const due = t0 + this.index / this.o.fps;
      this.timer = setTimeout(() => this.tick(onFrame, t0), Math.max(0, (due - monotonicS()) * 1000));
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.done();
  }

  lastFrameAt(): number | null {
    return this.last;
  }

  reconnects(): number {
    return 0;
  }
}
