/**
 * Reconnect delays: exponential from `initialMs`, capped at `maxMs`, reset by
 * a success. Raising the cap spares a dead camera's network; lowering it gets
 * the picture back sooner after a long outage. The match state never depends
 * on it: strokes are judged from what was seen, and the screens show NO_SIGNAL.
 */
export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
  factor: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = Object.freeze({ initialMs: 250, maxMs: 10_000, factor: 2 });

export class Backoff {
  private attempt = 0;
  constructor(private readonly opts: BackoffOptions = DEFAULT_BACKOFF) {}

  /** The delay before the next attempt, and count it. */
  next(): number {
    const ms = Math.min(this.opts.maxMs, this.opts.initialMs * this.opts.factor ** this.attempt);
    this.attempt++;
    return ms;
  }

  reset(): void {
    this.attempt = 0;
  }
}
