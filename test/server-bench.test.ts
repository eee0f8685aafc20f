/**
 * Benchmarks (TABLETRACK_BENCH=1; skipped otherwise). Loopback only, bounded
 * counts and durations.
 * 1. Frame to WebSocket: a 1080p 60 fps ffmpeg source (lavfi `color`: testsrc's
 *    drawing alone runs at ~10 fps at 1080p on the shared 2-core machine), decoded to
 *    rgb24, through the capture queue and pass-through stages to a screen:
 *    latency p50/p99 from capture to receipt, and the sustained rate.
 * 2. Screens: how many loopback clients get every position update at 30 Hz
 *    without falling behind (goal ≥ 100).
 * 3. The whole vision path on a rendered 1080p 60 fps recording (rendered once
 *    into .tmp/bench-1080p60 by `tabletrack simulate`, ~1-2 min): paced at
 *    60 fps like a camera, detector + tracker + events + rules + screen;
 *    sustained rate, dropped frames, capture → screen latency p50/p99; then
 *    the same frames lossless (the pipeline's capacity in frames per second).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDetector, openRecording, recordingFrames, visionSource } from '../src/pipeline/open.js';
import WebSocket from 'ws';
import { FfmpegSource } from '../src/capture/ffmpeg.js';
import type { Frame } from '../src/capture/frame.js';
import { VisionSource, type EventsOutput } from '../src/pipeline/vision.js';
import { percentile } from '../src/pipeline/stats.js';
import { Hub } from '../src/server/hub.js';
import { MatchLog } from '../src/server/log.js';
import { MatchService } from '../src/server/service.js';
import { buildApp } from '../src/server/app.js';
import type { MatchSetup } from '../src/server/match.js';
import { makeService, testConfig, THREE_CUSHION, TOKEN } from './server-helpers.js';

const bench = process.env.TABLETRACK_BENCH === '1' ? describe : describe.skip;
const nowEpoch = () => performance.timeOrigin + performance.now();

/** One screen on the service's WebSocket that keeps each state message's capture-to-receipt latency and the first and last receipt times. */
async function stateScreen(port: number) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
  const screen = { ws, lat: [] as number[], first: 0, last: 0 };
  ws.on('message', (d) => {
    const m = JSON.parse(d.toString());
    if (m.type !== 'state') return;
    const t = nowEpoch();
    screen.lat.push(t - m.capturedAt);
    screen.first ||= t;
    screen.last = t;
  });
  await new Promise((r) => ws.once('open', r));
  return screen;
}

bench('benchmarks', () => {
  it('frame to WebSocket latency and rate on 1080p60', async () => {
    const config = testConfig({ server: { port: 0, host: '127.0.0.1', screenRateHz: 60 } });
    const frames = new FfmpegSource({ input: { kind: 'lavfi', graph: 'color=c=green:size=1920x1080:rate=60:duration=6' }, width: 1920, height: 1080 });
    let n = 0;
    // Stand-in stages: read a pixel (touching the frame), report a ball that moves.
    const pass = { name: 'pass', update: (f: Frame) => f };
    const events = { name: 'events', update: (f: Frame): EventsOutput => ({ positions: { t: f.index / 60, balls: { white: { x: (n++ % 1000) - 500 + f.data[0]! * 0, y: 0, moving: true } } } }) };
    const source = new VisionSource(frames, { detect: pass, track: pass, events }, { queueCapacity: 2 });
    const log = new MatchLog(config.matchLog.file);
    const hub = new Hub(config.server.maxBufferedBytes);
    const service = new MatchService({ config, source, log, hub, defaultSetup: THREE_CUSHION });
    await service.start();
    const app = await buildApp({ config, service, hub, token: TOKEN });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const screen = await stateScreen((app.server.address() as { port: number }).port);
    const { ws, lat } = screen;
    await frames.finished();
    await new Promise((r) => setTimeout(r, 200));
    const health = source.health();
    ws.close();
    await service.stop();
    await app.close();
    log.close();
    const steady = lat.slice(60); // the first second includes ffmpeg's start
    const rate = (lat.length - 1) / ((screen.last - screen.first) / 1000);
    console.log(`1080p60 frame→WebSocket: ${lat.length} states, ${rate.toFixed(1)}/s, latency p50 ${percentile(steady, 0.5).toFixed(1)} ms, p99 ${percentile(steady, 0.99).toFixed(1)} ms, dropped ${health.dropped}`);
    expect(lat.length).toBeGreaterThan(200);
  }, 60_000);

  it('whole vision path on a 1080p60 recording', async () => {
    const dir = '.tmp/bench-1080p60';
    if (!existsSync(join(dir, 'video.mp4'))) {
      const r = spawnSync(process.execPath, ['bin/tabletrack.js', 'simulate', '--match', 'three-cushion', '--seed', '5', '--fps', '60', '--size', '1920x1080', '--duration', '20', '--no-frames', '--out', dir], { stdio: 'inherit' });
      expect(r.status).toBe(0);
    }
    const rec = await openRecording(dir);
    for (const speed of [1, 0]) {
      const config = testConfig({ server: { port: 0, host: '127.0.0.1', screenRateHz: 60 } });
      const detector = await openDetector(undefined, config.vision.threads);
      const frames = recordingFrames(rec, speed);
      const source = visionSource({ frames, calibration: rec.calibration!, discipline: rec.match!.discipline, detector, queueCapacity: 2, lossless: speed === 0 });
      const log = new MatchLog(config.matchLog.file);
      const hub = new Hub(config.server.maxBufferedBytes);
      const { strokes: _s, ...setup } = rec.match!;
      const service = new MatchService({ config, source, log, hub, defaultSetup: setup as MatchSetup });
      const app = await buildApp({ config, service, hub, token: TOKEN });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const t0 = performance.now();
      await service.start();
      const screen = await stateScreen((app.server.address() as { port: number }).port);
      const { ws, lat } = screen;
      const fps: number[] = [];
      for (let i = 0; i < 1800 && !service.sourceEnded; i++) {
        await new Promise((r) => setTimeout(r, 100));
        if (i % 10 === 9) fps.push(source.health().fps);
      }
      const wall = (performance.now() - t0) / 1000;
      const health = source.health();
      const strokes = service.current.strokes.length;
      ws.close();
      await service.stop();
      await app.close();
      log.close();
      const steady = lat.slice(60);
      const n = rec.info.fps * 20;
      const fpsMedian = percentile(fps.slice(1, -1), 0.5);
      if (speed === 1) console.log(`vision path, 1080p60 paced at 60 fps: ${fpsMedian.toFixed(1)} frames/s processed (median of 1-s windows; ${wall.toFixed(1)} s wall for a 20 s recording), ${health.dropped} of ~${n} dropped, ${lat.length} states at ${((lat.length - 1) / ((screen.last - screen.first) / 1000)).toFixed(1)}/s, capture→screen p50 ${percentile(steady, 0.5).toFixed(1)} ms, p99 ${percentile(steady, 0.99).toFixed(1)} ms; ${strokes} strokes judged`);
      else console.log(`vision path, 1080p60 lossless: ${(n / wall).toFixed(1)} frames/s capacity (${wall.toFixed(1)} s for ${n} frames, median ${fpsMedian.toFixed(1)}/s); ${strokes} strokes judged`);
      expect(lat.length).toBeGreaterThan(100);
    }
  }, 1_200_000);

  for (const clients of [100, 200]) {
    it(`${clients} screens at 30 Hz`, async () => {
      const svc = await makeService({ config: testConfig({ server: { port: 0, host: '127.0.0.1', screenRateHz: 30 } }) });
      const port = await svc.listen();
      const counts = new Array<number>(clients).fill(0);
      const lat: number[] = [];
      const sockets = await Promise.all(counts.map((_, i) => new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
        ws.on('message', (d) => {
          const m = JSON.parse(d.toString());
          if (m.type !== 'state') return;
          counts[i]!++;
          lat.push(nowEpoch() - m.capturedAt);
        });
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
      })));
      const sent = 90;
      const pins = Object.fromEntries(['centre', 'top', 'bottom', 'left', 'right'].map((p) => [p, 'standing'])) as never;
      for (let i = 0; i < sent; i++) {
        svc.source.pushPositions({ t: i / 30, balls: { white: { x: i, y: 1, moving: true }, yellow: { x: -i, y: 2, moving: true }, red: { x: 3, y: i, moving: true } }, pins });
        await new Promise((r) => setTimeout(r, 1000 / 30));
      }
      await new Promise((r) => setTimeout(r, 300));
      const behind = counts.filter((c) => c < sent * 0.95).length;
      console.log(`${clients} screens: ${svc.hub.size} connected, ${svc.hub.dropped} dropped as slow, ${behind} behind, per-client states min ${Math.min(...counts)}/${sent}, latency p50 ${percentile(lat, 0.5).toFixed(1)} ms p99 ${percentile(lat, 0.99).toFixed(1)} ms`);
      for (const ws of sockets) ws.terminate();
      await svc.close();
      expect(behind).toBe(0);
    }, 60_000);
  }
});
