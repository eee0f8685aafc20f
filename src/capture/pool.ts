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
   * frames in flight is enough; more only holds memory. Range 1-64.
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
