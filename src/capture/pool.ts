/**
 * Frame buffers used again instead of allocated per frame. A 1080p rgb24
 * frame is 6.2 MB; at 60 fps fresh buffers cost the garbage collector a
 * quarter of the main thread (measured with --cpu-prof on the live path).
 * A frame's consumer calls `release` when nothing reads its pixels any more
 * (after the stages, or when the queue drops it); a frame never released is
 * simply collected, as before.
 */
export class BufferPool {
  private free: Buffer[] = [];

  /**
   * @param bytes Size of every buffer.
   * @param keep Free buffers kept at most: the queue's capacity plus the
   * frames in flight is enough; more only holds memory. Range 0-64
   * (0: nothing is kept, every frame gets a new buffer).
   */
  constructor(readonly bytes: number, private readonly keep = 8) {}

  take(): Buffer {
    return this.free.pop() ?? Buffer.allocUnsafe(this.bytes);
  }

  /** Give a buffer back; a second release of the same buffer is ignored. */
  give(buf: Buffer): void {
    if (buf.length !== this.bytes || this.free.length >= this.keep || this.free.includes(buf)) return;
    this.free.push(buf);
  }

  get available(): number {
    return this.free.length;
  }
}

/**
 * Whole frames out of a byte stream's chunks (ffmpeg's stdout arrives in
 * pipe-sized pieces): each chunk is copied once into the frame being filled,
 * a buffer from the pool; no Buffer.concat.
 */
export class FrameAssembler {
  /** The frame being filled; taken from the pool only when bytes for it arrive, so the consumer has had the chance to give the last one back. */
  private buf: Buffer | null = null;
  private filled = 0;

  constructor(private readonly pool: BufferPool) {}

  /** The frames this chunk completes (usually none or one). */
  push(chunk: Buffer): Buffer[] {
    const done: Buffer[] = [];
    const size = this.pool.bytes;
    let offset = 0;
    while (offset < chunk.length) {
      const buf = (this.buf ??= this.pool.take());
      const n = Math.min(size - this.filled, chunk.length - offset);
      chunk.copy(buf, this.filled, offset, offset + n);
      this.filled += n;
      offset += n;
      if (this.filled === size) {
        done.push(buf);
        this.buf = null;
        this.filled = 0;
      }
    }
    return done;
  }
}
