/** Frame sources and the capture queue, on generated inputs (ffmpeg test patterns, sharp-made JPEGs). */
import { createServer } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BoundedQueue, cameraStatus, FfmpegSource, ImageFolderSource, JpegSplitter, MjpegHttpSource, type Frame } from '../src/capture/index.js';
import { VisionSource } from '../src/pipeline/vision.js';
import { captureOnlyStages } from '../src/pipeline/stages.js';

const W = 64;
const H = 48;

function collect(n: number, timeoutMs = 8000) {
  const frames: Frame[] = [];
  let done!: () => void;
  const enough = new Promise<void>((r) => (done = r));
  const timer = setTimeout(done, timeoutMs);
  return { frames, enough, onFrame: (f: Frame) => { frames.push(f); if (frames.length >= n) { clearTimeout(timer); done(); } } };
}

const jpeg = (r: number, g: number, b: number) => sharp({ create: { width: 32, height: 24, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();

describe('capture queue', () => {
  it('drops the oldest frame when full, counts it, and never blocks the producer', async () => {
    const q = new BoundedQueue<number>(3);
    for (let i = 0; i < 10; i++) q.push(i);
    expect(q.dropped).toBe(7);
    expect([await q.take(), await q.take(), await q.take()]).toEqual([7, 8, 9]);
    const waiting = q.take();
    q.push(42);
    expect(await waiting).toBe(42);
    q.close();
    expect(await q.take()).toBeNull();
    expect(() => new BoundedQueue(0)).toThrow(/1-120/);
  });

  it('reads camera status from the age of the last frame', () => {
    expect(cameraStatus(null, 10)).toBe('NO_SIGNAL');
    expect(cameraStatus(9.9, 10)).toBe('OK');
    expect(cameraStatus(9, 10)).toBe('STALE');
    expect(cameraStatus(5, 10)).toBe('NO_SIGNAL');
  });
});

describe('ffmpeg source', () => {
  it('decodes a generated video into fixed-size rgb24 frames stamped at capture', async () => {
    const src = new FfmpegSource({ input: { kind: 'lavfi', graph: `testsrc=size=160x120:rate=30:duration=1`, realtime: false }, width: W, height: H });
    const c = collect(30);
    await src.start(c.onFrame);
    await src.finished();
    expect(c.frames).toHaveLength(30);
    expect(c.frames.every((f) => f.data.length === W * H * 3 && f.width === W)).toBe(true);
    expect(c.frames.map((f) => f.index)).toEqual([...Array(30).keys()]);
    expect(c.frames[1]!.capturedAt).toBeGreaterThanOrEqual(c.frames[0]!.capturedAt);
    expect(c.frames[0]!.data.equals(c.frames[15]!.data)).toBe(false); // the pattern moves
    expect(src.reconnects()).toBe(0);
  });

  it('starts ffmpeg again with backoff when the input drops out, counting frames on', async () => {
    const src = new FfmpegSource({ input: { kind: 'lavfi', graph: 'testsrc=size=64x48:rate=50:duration=0.1', realtime: false }, width: W, height: H, reconnect: true, backoff: { initialMs: 20, maxMs: 50, factor: 2 } });
    const c = collect(12);
    await src.start(c.onFrame);
    await c.enough;
    await src.stop();
    expect(src.reconnects()).toBeGreaterThanOrEqual(2);
    expect(c.frames.slice(0, 12).map((f) => f.index)).toEqual([...Array(12).keys()]);
  });

  it('feeds a slow stage without stalling capture: frames are dropped oldest-first and counted', async () => {
    const frames = new FfmpegSource({ input: { kind: 'lavfi', graph: 'testsrc=size=64x48:rate=100:duration=1', realtime: false }, width: W, height: H });
    const stages = captureOnlyStages();
    const seen: number[] = [];
    const slow = { name: 'slow', update: async (f: Frame) => { seen.push(f.index); await new Promise((r) => setTimeout(r, 30)); return f; } };
    const vision = new VisionSource(frames, { ...stages, detect: slow }, { queueCapacity: 2 });
    await vision.start({ positions() {}, event() {}, stroke() {}, end() {} });
    await frames.finished();
    await new Promise((r) => setTimeout(r, 100));
    const h = vision.health();
    await vision.stop();
    expect(h.dropped).toBeGreaterThan(50);
    expect(seen.length + h.dropped).toBeLessThanOrEqual(100);
    expect(seen.at(-1)).toBeGreaterThan(90); // the newest frames were kept
  });
});

describe('image folder and MJPEG over HTTP', () => {
  it('plays a folder of images in name order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabletrack-img-'));
    writeFileSync(join(dir, '000001.jpg'), await jpeg(0, 0, 255));
    writeFileSync(join(dir, '000000.jpg'), await jpeg(255, 0, 0));
    writeFileSync(join(dir, 'notes.txt'), 'ignored');
    const src = new ImageFolderSource({ dir, width: W, height: H, fps: 100 });
    const c = collect(2);
    await src.start(c.onFrame);
    await src.finished();
    expect(c.frames).toHaveLength(2);
    expect(c.frames[0]!.data[0]).toBeGreaterThan(200); // red first
    expect(c.frames[1]!.data[2]).toBeGreaterThan(200);
    await expect(new ImageFolderSource({ dir: join(dir, 'missing'), width: W, height: H, fps: 10 }).start(() => {})).rejects.toThrow(/missing: cannot read the image folder/);
  });

  it('cuts JPEGs out of a byte stream however it is chunked', async () => {
    const a = await jpeg(10, 200, 10);
    const stream = Buffer.concat([Buffer.from('--b\r\nContent-Type: image/jpeg\r\n\r\n'), a, Buffer.from('\r\n--b\r\n\r\n'), a]);
    const split = new JpegSplitter();
    const out: Buffer[] = [];
    for (let i = 0; i < stream.length; i += 7) out.push(...split.push(stream.subarray(i, i + 7)));
    expect(out).toHaveLength(2);
    expect(out[0]!.equals(a)).toBe(true);
  });

  it('decodes MJPEG over HTTP and reconnects when the camera drops', async () => {
    const green = await jpeg(0, 255, 0);
    let connections = 0;
    const server = createServer((_req, res) => {
      connections++;
      res.writeHead(200, { 'content-type': 'multipart/x-mixed-replace; boundary=frame' });
      let n = 0;
      const t = setInterval(() => {
        res.write(`--frame\r\nContent-Type: image/jpeg\r\nContent-Length: ${green.length}\r\n\r\n`);
        res.write(green);
        res.write('\r\n');
        if (++n === 3) { clearInterval(t); res.destroy(); } // the camera drops out after 3 frames
      }, 20);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    const src = new MjpegHttpSource({ url: `http://127.0.0.1:${port}/stream`, width: W, height: H, backoff: { initialMs: 20, maxMs: 40, factor: 2 } });
    const c = collect(5);
    await src.start(c.onFrame);
    await c.enough;
    await src.stop();
    server.close();
    expect(c.frames.length).toBeGreaterThanOrEqual(5);
    expect(connections).toBeGreaterThanOrEqual(2);
    expect(src.reconnects()).toBeGreaterThanOrEqual(1);
    expect(c.frames[0]!.data[1]).toBeGreaterThan(200);
  });
});
