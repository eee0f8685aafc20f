/**
 * The bounded queue between capture and processing. Drop policy: **drop
 * oldest**. When processing falls behind, the frame that waited longest is the
 * least useful one (the referee wants now, not three frames ago), so it goes,
 * and the dropped-frame counter says how many went. Capture never waits on a
 * slow stage: `push` never blocks.
 */
export class BoundedQueue<T> {
  private items: T[] = [];
  private waiters: ((item: T | null) => void)[] = [];
  private roomWaiters: (() => void)[] = [];
  private closed = false;
  private droppedCount = 0;

  /**
   * @param capacity Frames held at most. Raising it absorbs longer stalls at the
   * price of latency (each queued frame is one frame period late); lowering it
   * drops sooner. Range 1-120.
   */
  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1 || capacity > 120) throw new RangeError(`queue capacity must be an integer 1-120, got ${capacity}`);
  }

  /** Add an item; returns the item dropped to make room, if any. */
  push(item: T): T | undefined {
    if (this.closed) return undefined;
    const waiter = this.waiters.shift();
    if (waiter) {
      waiter(item);
      return undefined;
    }
    this.items.push(item);
    if (this.items.length > this.capacity) {
      this.droppedCount++;
      return this.items.shift();
    }
    return undefined;
  }

  /** The next item, waiting for one; null once the queue is closed and empty. */
  take(): Promise<T | null> {
    const item = this.items.shift();
    if (item !== undefined) {
      if (this.items.length < this.capacity) for (const w of this.roomWaiters.splice(0)) w();
      return Promise.resolve(item);
    }
    if (this.closed) return Promise.resolve(null);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Resolves once the queue holds fewer than `capacity` items (or is closed): a lossless producer waits on it instead of dropping. */
  room(): Promise<void> {
    if (this.closed || this.items.length < this.capacity) return Promise.resolve();
    return new Promise((resolve) => this.roomWaiters.push(resolve));
  }

  close(): void {
    for (const w of this.roomWaiters.splice(0)) w();
    this.closed = true;
    for (const w of this.waiters.splice(0)) w(null);
  }

  get length(): number {
    return this.items.length;
  }

  get dropped(): number {
    return this.droppedCount;
  }
}
