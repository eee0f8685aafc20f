/** Prometheus text exposition of the service's counters and gauges. */
import type { Hub } from './hub.js';
import type { MatchService } from './service.js';

export function metricsText(s: MatchService, hub: Hub): string {
  const h = s.health();
  const lines: [string, string, number, string?][] = [
    ['tabletrack_clients', 'gauge', hub.size],
    ['tabletrack_clients_dropped_slow_total', 'counter', hub.dropped],
    ['tabletrack_broadcasts_total', 'counter', hub.broadcasts],
    ['tabletrack_frames_dropped_total', 'counter', h.dropped],
    ['tabletrack_source_reconnects_total', 'counter', h.reconnects],
    ['tabletrack_fps', 'gauge', h.fps],
    ['tabletrack_frame_to_ws_latency_ms', 'gauge', h.latencyMs.p50, 'quantile="0.5"'],
    ['tabletrack_frame_to_ws_latency_ms', 'gauge', h.latencyMs.p99, 'quantile="0.99"'],
    ['tabletrack_strokes_total', 'counter', s.counters.strokes],
    ['tabletrack_events_total', 'counter', s.counters.events],
    ['tabletrack_strokes_ignored_total', 'counter', s.counters.ignored],
    ['tabletrack_corrections_total', 'counter', s.counters.corrections],
    ['tabletrack_camera_ok', 'gauge', h.camera === 'OK' ? 1 : 0],
  ];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const [name, type, value, labels] of lines) {
    if (!seen.has(name)) out.push(`# TYPE ${name} ${type}`);
    seen.add(name);
    out.push(`${name}${labels ? `{${labels}}` : ''} ${Number.isFinite(value) ? value : 0}`);
  }
  return `${out.join('\n')}\n`;
}
