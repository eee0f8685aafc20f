/** Rolling rate and latency figures for the health message. */

/** Frames kept for the latency percentiles. Larger: steadier figures that react later. Range 30-10000. */
export const LATENCY_WINDOW = 600;

export class RollingStats {
  private times: number[] = [];
  private latencies: number[] = [];

  /** Record a frame finished at monotonic `now` (s) that took `latencyMs` from capture. */
  add(now: number, latencyMs: number): void {
    this.times.push(now);
    while (this.times.length > 0 && this.times[0]! < now - 1) this.times.shift();
    this.latencies.push(latencyMs);
    if (this.latencies.length > LATENCY_WINDOW) this.latencies.shift();
  }

  fps(now: number): number {
    return this.times.filter((t) => t >= now - 1).length;
  }

  latency(): { p50: number; p99: number } {
    return { p50: percentile(this.latencies, 0.5), p99: percentile(this.latencies, 0.99) };
  }
}

export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
