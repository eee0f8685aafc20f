/**
 * The vision path's plumbing: video files as frame sources (probe, every
 * frame with its own clock, pacing, seek), the lossless queue, the config's
 * recording source, and `tabletrack track` end to end on a short recording.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoundedQueue } from '../src/capture/queue.js';
import { VideoFileSource, parseStreamInfo, probeVideo } from '../src/capture/video.js';
import type { Frame } from '../src/capture/frame.js';
import { main } from '../src/cli/main.js';
import { judgeMatch } from '../src/rules/match.js';
import { loadConfig, parseConfig, sourceKindOf } from '../src/server/config.js';
import { startService } from '../src/server/index.js';
import { VisionPipeline, cameraForFrame } from '../src/pipeline/vision-stages.js';
import { loadCameraFile } from '../src/pipeline/open.js';
import { cameraOf, tableOf } from '../src/camera/calibration.js';
import { cameraCentre, pixelToNormalised, project, rayDirection, type Camera } from '../src/camera/model.js';
import { refineBall } from '../src/detect/refine.js';
import { DEFAULT_REST_FIT, RestFit, ballRadiusAt } from '../src/pipeline/rest-fit.js';
import type { TrackedFrame } from '../src/track/tracker.js';
import { CLASS_CODE } from '../src/track/detections.js';
import type { Detection, Detector } from '../src/detect/detector.js';
import { completeMap, identityMap } from '../src/pipeline/evaluate.js';
import { captureOutput } from './cli-capture.js';

const SHORT = 'test-videos/cadre-47-2-a-cheval-field-1';

afterEach(() => vi.restoreAllMocks());

type SeenBall = [Detection['class'], number, number];

/**
 * A detector that sees `balls(k)` (class, table x, y) at the frame `frame()` is on: all of them on
 * full frames, on tracked frames only those within `cropPx` of a predicted position.
 */
function fakeDetector(camera: ReturnType<typeof cameraOf>, R: number, balls: (k: number) => SeenBall[], frame: () => number, cropPx: number): Detector {
  const dets = (): Detection[] => balls(frame()).map(([cls, x, y]) => {
    const [u, v] = project(camera, [x, y, R])!;
    return { class: cls, x: u, y: v, confidence: 0.9, table: [x, y] };
  });
  return {
    detectFrame: async () => dets(),
    detectTracked: async (_img, predicted) => dets().filter((d) => predicted.some(([u, v]) => Math.hypot(u - d.x, v - d.y) < cropPx)),
    close: async () => {},
  };
}

/** Frame k (960 × 540 at 30 fps) through the detect and track stages. */
const stepAt = async (p: VisionPipeline, k: number) => p.track(await p.detect({ index: k, capturedAt: 0, width: 960, height: 540, data: Buffer.alloc(960 * 540 * 3), t: k / 30 }));

describe('video files', () => {
  it('reads size and rate from ffmpeg\'s stream line, and says what is missing', () => {
    const line = '  Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 960x540, 402 kb/s, 30 fps, 30 tbr, 15360 tbn (default)';
    expect(parseStreamInfo(`Input #0\n${line}\n`, 'v.mp4')).toEqual({ width: 960, height: 540, fps: 30 });
    expect(() => parseStreamInfo('Input #0\n  Stream #0:0: Audio: aac\n', 'v.mp4')).toThrow(/v.mp4.*no video stream/);
    expect(() => parseStreamInfo('  Stream #0:0: Video: h264, yuv420p, 960x540\n', 'v.mp4')).toThrow(/frame rate/);
  });

  it('probes a recording and names a file that is not a video', async () => {
    expect(await probeVideo(join(SHORT, 'video.mp4'))).toEqual({ width: 960, height: 540, fps: 30 });
    await expect(probeVideo(join(SHORT, 'truth.json'))).rejects.toThrow(/truth.json/);
    await expect(probeVideo('no/such/video.mp4')).rejects.toThrow(/no\/such\/video.mp4: cannot open/);
  });

  it('gives every frame, with the recording\'s clock, when lossless; seeks on a restart', async () => {
    const info = await probeVideo(join(SHORT, 'video.mp4'));
    const got: Frame[] = [];
    const src = new VideoFileSource({ path: join(SHORT, 'video.mp4'), info, speed: 0 });
    await src.start(async (f) => { got.push({ ...f, data: Buffer.alloc(0) }); await new Promise((r) => setTimeout(r, 1)); });
    await src.endOfInput();
    expect(got.length).toBe(191);
    expect(got.map((f) => f.index)).toEqual([...Array(191).keys()]);
    expect(got[30]!.t).toBeCloseTo(1, 9);
    const later = new VideoFileSource({ path: join(SHORT, 'video.mp4'), info, speed: 0 });
    later.seek(4);
    const after: number[] = [];
    await later.start((f) => { after.push(f.index); });
    await later.endOfInput();
    expect(after[0]).toBeGreaterThanOrEqual(118);
    expect(after[0]).toBeLessThanOrEqual(122);
    expect(after.at(-1)).toBe(190);
  }, 60_000);

  it('paces frames at speed × the recording\'s rate', async () => {
    const info = await probeVideo(join(SHORT, 'video.mp4'));
    const src = new VideoFileSource({ path: join(SHORT, 'video.mp4'), info, speed: 8 });
    const at: number[] = [];
    const t0 = performance.now();
    await src.start((f) => { at.push(performance.now() - t0); if (f.index === 60) void src.stop(); });
    await src.endOfInput();
    // 60 frames at 8 × 30 fps take 250 ms; a machine under load may be later, never much earlier.
    expect(at[60]! - at[0]!).toBeGreaterThan(200);
  }, 30_000);
});

describe('lossless queue', () => {
  it('lets a producer wait for room instead of dropping', async () => {
    const q = new BoundedQueue<number>(2);
    q.push(1); q.push(2);
    let roomy = false;
    const wait = q.room().then(() => (roomy = true));
    await Promise.resolve();
    expect(roomy).toBe(false);
    expect(await q.take()).toBe(1);
    await wait;
    expect(roomy).toBe(true);
    expect(q.dropped).toBe(0);
  });
});

describe('frames of another size than the calibration', () => {
  const cam = { width: 1920, height: 1080, intrinsics: { fx: 1500, fy: 1500, cx: 959.5, cy: 539.5 }, distortion: { k1: -0.1, k2: 0, p1: 0, p2: 0, k3: 0 }, R: [1, 0, 0, 0, 1, 0, 0, 0, 1], t: [0, 0, 3000] } as const;
  it('scales the intrinsics for the same view at half size, and refuses another aspect ratio', () => {
    const half = cameraForFrame(cam, 960, 540);
    expect(half.intrinsics.fx).toBe(750);
    expect(half.intrinsics.cx).toBeCloseTo(479.5, 9);
    expect(() => cameraForFrame(cam, 640, 480)).toThrow(/aspect ratio/);
  });
});

describe('white and yellow by continuity', () => {
  it('keeps identities when the detector flips the labels of a white and a spotted white', async () => {
    const cal = await loadCameraFile(join(SHORT, 'truth.json'));
    let call = 0;
    const at = (cls: Detection['class'], x: number, y: number): Detection => ({ class: cls, x: 0, y: 0, confidence: 0.9, table: [x, y] });
    const fake: Detector = {
      // Frame k: white rests at (500, 200); yellow rolls from (-700, 0); the labels are swapped from frame 10 on.
      detectFrame: async () => { const k = call++; const flip = k >= 10; return [at(flip ? 'ball-yellow' : 'ball-white', 500, 200), at(flip ? 'ball-white' : 'ball-yellow', -700 + (k > 8 ? 20 * (k - 8) : 0), 0), at('ball-red', 0, -300)]; },
      detectTracked: async (...args) => fake.detectFrame(args[0], args[2]),
      close: async () => {},
    };
    const p = new VisionPipeline({ detector: fake, camera: cameraOf(cal), table: tableOf(cal), discipline: 'three-cushion' });
    const seen: string[] = [];
    for (let k = 0; k < 30; k++) {
      const tf = await stepAt(p, k);
      const w = tf.balls.find((b) => b.id === 'white'), y = tf.balls.find((b) => b.id === 'yellow');
      if (k > 10) seen.push(`${w?.observed ? Math.round(w.x) : '?'} ${y?.observed ? Math.round(y.x) : '?'}`);
    }
    expect(seen.at(-1)).toBe(`500 ${-700 + 20 * 21}`);
    expect(seen.every((s) => s.startsWith('500 '))).toBe(true);
  });
});

describe('white and yellow when the struck one was out of sight', () => {
  it('keeps the resting white where it lies when the moving yellow is read as the white', async () => {
    const cal = await loadCameraFile(join(SHORT, 'truth.json'));
    const camera = cameraOf(cal), table = tableOf(cal), R = table.ballRadius;
    // The yellow rests at (-700, 0), is struck at frame 10 and rolls 100 mm a frame to (200, 0); from
    // then on the detector reads the yellow as the white and the resting white as the spotted one.
    const yellowAt = (k: number): number => -700 + 100 * Math.min(9, Math.max(0, k - 10));
    let k = 0;
    // The struck yellow leaves its crop at once (33 px a frame): only full frames see it.
    const fake = fakeDetector(camera, R, (f) => [
      [f > 10 ? 'ball-yellow' : 'ball-white', 500, 200], [f > 10 ? 'ball-white' : 'ball-yellow', yellowAt(f), 0], ['ball-red', 0, -300],
    ], () => k, 20);
    const p = new VisionPipeline({ detector: fake, camera, table, discipline: 'three-cushion' });
    const white: number[] = [], yellow: number[] = [];
    let seenAgain = -1;
    for (k = 0; k < 60; k++) {
      const tf = await stepAt(p, k);
      const w = tf.balls.find((b) => b.id === 'white'), y = tf.balls.find((b) => b.id === 'yellow');
      if (w?.observed) white.push(Math.round(w.x));
      if (y?.observed && k > 10) { yellow.push(Math.round(y.x)); if (seenAgain < 0) seenAgain = k; }
    }
    expect(white.every((x) => x === 500), white.join(' ')).toBe(true);
    expect(yellow.length).toBeGreaterThan(0);
    expect(yellow.at(-1)).toBe(200);
    // Out of sight at rest: full frames every hiddenEveryS (0.25 s) find it, not a second later.
    expect(seenAgain).toBeLessThanOrEqual(10 + 15);
  });
});

describe('a ball put back by hand', () => {
  it('is taken again at its new place within a few frames of the full frame that finds it', async () => {
    const cal = await loadCameraFile(join(SHORT, 'truth.json'));
    const camera = cameraOf(cal), table = tableOf(cal), R = table.ballRadius;
    const placed = [300, -400] as const;
    // Frames 0-29 every ball on the table; 30-89 the yellow lifted (a free ball); from 90 on it rests at `placed`.
    const balls = (k: number): SeenBall[] => [
      ['ball-white', 500, 200], ['ball-red', 0, -300],
      ...(k < 30 ? [['ball-yellow', -700, 0] as [Detection['class'], number, number]] : k >= 90 ? [['ball-yellow', placed[0], placed[1]] as [Detection['class'], number, number]] : []),
    ];
    let k = 0;
    const fake = fakeDetector(camera, R, balls, () => k, 30);
    const p = new VisionPipeline({ detector: fake, camera, table, discipline: 'libre' });
    let takenAt = -1;
    for (k = 0; k < 150 && takenAt < 0; k++) {
      const tf = await stepAt(p, k);
      const y = tf.balls.find((b) => b.id === 'yellow');
      if (k >= 90 && y?.observed && Math.hypot(y.x - placed[0], y.y - placed[1]) < 5) takenAt = k;
    }
    expect(takenAt).toBeGreaterThanOrEqual(90);
    // The first full frame after the placing comes within absentEveryS (1 s); the next tracked frames confirm it.
    expect(takenAt).toBeLessThanOrEqual(90 + 30 + 3);
  });
});

describe('a ball gone while moving (pocketed, off the table)', () => {
  it('is looked for in full frames for a second, then only at the absent-ball pace', async () => {
    const cal = await loadCameraFile(join(SHORT, 'truth.json'));
    const camera = cameraOf(cal), table = tableOf(cal), R = table.ballRadius;
    // The red rolls at 1.5 m/s from frame 10 and is gone from frame 30 on.
    const balls = (k: number): SeenBall[] => [
      ['ball-white', 500, 200], ['ball-yellow', -700, 0],
      ...(k < 30 ? [['ball-red', -300 + (k >= 10 ? 50 * (k - 10) : 0), -300] as [Detection['class'], number, number]] : []),
    ];
    let k = 0;
    const fullAt: number[] = [];
    const seen = fakeDetector(camera, R, balls, () => k, 30);
    const fake: Detector = { ...seen, detectFrame: async (...a) => { fullAt.push(k); return seen.detectFrame(...a); } };
    const p = new VisionPipeline({ detector: fake, camera, table, discipline: 'libre' });
    for (k = 0; k < 180; k++) await stepAt(p, k);
    // Searched hard while it may still be near (every other frame for ~1 s) ...
    expect(fullAt.filter((f) => f >= 30 && f < 60).length).toBeGreaterThanOrEqual(8);
    // ... then at absentEveryS (1 s): 4 s → about 4 full frames, not 60.
    expect(fullAt.filter((f) => f >= 60).length).toBeLessThanOrEqual(6);
  });
});

describe('white and yellow by continuity through a contact', () => {
  it('swaps the detector\'s labels back when the yellow has just hit the white head-on (predictions that collide)', async () => {
    const cal = await loadCameraFile(join(SHORT, 'truth.json'));
    const camera = cameraOf(cal), table = tableOf(cal), R = table.ballRadius;
    // The yellow rolls at 3 m/s along -x into the white resting at (0, 0) and stops dead; the white leaves at 3 m/s.
    const hitT = (600 - 2 * R) / 3000;
    const at = (k: number): { white: [number, number]; yellow: [number, number] } => {
      const t = k / 30;
      return t < hitT ? { white: [0, 0], yellow: [600 - 3000 * t, 0] } : { white: [-3000 * (t - hitT), 0], yellow: [2 * R, 0] };
    };
    // The spotted white's spots unseen in the two frames after the contact: the detector reads each ball as the other.
    const flipped = (k: number) => k === 6 || k === 7;
    const balls = (k: number): SeenBall[] => {
      const { white, yellow } = at(k);
      return [[flipped(k) ? 'ball-yellow' : 'ball-white', ...white], [flipped(k) ? 'ball-white' : 'ball-yellow', ...yellow], ['ball-red', -700, 400]];
    };
    let k = 0;
    const p = new VisionPipeline({ detector: fakeDetector(camera, R, balls, () => k, 200), camera, table, discipline: 'libre', restFit: false });
    const whiteCode = CLASS_CODE['ball-white'];
    for (k = 0; k < 12; k++) {
      const d = await p.detect({ index: k, capturedAt: 0, width: 960, height: 540, data: Buffer.alloc(960 * 540 * 3), t: k / 30 });
      const tf = p.track(d);
      const i = Array.from(d.cls).indexOf(whiteCode);
      expect(Math.hypot(d.x[i]! - at(k).white[0], d.y[i]! - at(k).white[1]), `frame ${k}`).toBeLessThan(1);
      const w = tf.balls.find((b) => b.id === 'white');
      if (k >= 2) expect(w ? Math.hypot(w.x - at(k).white[0], w.y - at(k).white[1]) : Infinity, `tracked white, frame ${k}`).toBeLessThan(30);
    }
  });
});

describe('a new match on the same camera', () => {
  it('takes another discipline of the same table and refuses the other table kind', async () => {
    const cal = await loadCameraFile(join(SHORT, 'truth.json'));
    const none: Detector = { detectFrame: async () => [], detectTracked: async () => [], close: async () => {} };
    const p = new VisionPipeline({ detector: none, camera: cameraOf(cal), table: tableOf(cal), discipline: 'three-cushion' });
    expect(() => p.setDiscipline('five-pins')).not.toThrow();
    expect(() => p.checkDiscipline('russian-colour')).toThrow(/russian-colour is played on a pyramid table; the camera is set up for a carom table/);
  });
});

describe('recording source in the config', () => {
  it('takes a folder with a video for the vision path, a truth.json for a replay', () => {
    expect(sourceKindOf(SHORT)).toBe('recording');
    expect(sourceKindOf(join(SHORT, 'truth.json'))).toBe('replay');
    const c = loadConfig({ overrides: { source: { kind: 'recording', path: SHORT, speed: 0 } } });
    expect(c.source.kind).toBe('recording');
    expect(c.vision.threads).toBe(1);
  });
});

describe('Russian identities for the evaluation', () => {
  it('names tracked whites after the nearest true ball, colour with colour', () => {
    const m = identityMap({ w1: [0, 0], w2: [100, 0], colour: [50, 50] }, { w5: [101, 1], w3: [1, 1], colour: [49, 50] });
    expect(Object.fromEntries(m)).toEqual({ w2: 'w5', w1: 'w3', colour: 'colour' });
  });
  it('gives a white unseen at the start a name no other tracked ball took', () => {
    const m = completeMap(new Map([['w2', 'w5'], ['w1', 'w3']] as const), ['w1', 'w2', 'w5', 'w4'], ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'colour']);
    expect(m.get('w4')).toBe('w4');
    expect(m.get('w5')).not.toBe('w5');
    expect(new Set(m.values()).size).toBe(m.size);
  });
});

describe('the live service on a recording', () => {
  it('runs the video through detect, track, events and rules, and judges the stroke', async () => {
    const config = parseConfig({ server: { port: 0, host: '127.0.0.1' }, referee: { token: 'test-referee-token-0123456789' }, matchLog: { file: join(mkdtempSync(join(tmpdir(), 'svc-')), 'log.sqlite') }, source: { kind: 'recording', path: SHORT, speed: 0 } });
    const errors: string[] = [];
    const running = await startService(config, { onError: (m) => errors.push(m) });
    try {
      for (let i = 0; i < 600 && !running.service.sourceEnded; i++) await new Promise((r) => setTimeout(r, 100));
      expect(running.service.sourceEnded).toBe(true);
      expect(running.service.current.file.discipline).toBe('cadre-47-2');
      expect(running.service.current.strokes).toHaveLength(1);
      expect(running.service.current.verdicts[0]!.points).toEqual({ A: 1, B: 0 });
      expect(running.service.health().source).toMatch(/^vision:video:/);
      expect(errors).toEqual([]);
    } finally {
      await running.close();
    }
  }, 120_000);
});

describe('tabletrack track', () => {
  it('turns a recording\'s video into a match file that tabletrack judge accepts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'track-'));
    const io = captureOutput();
    const code = await main(['track', '--input', SHORT, '--out', join(dir, 'match.json')]);
    vi.restoreAllMocks();
    expect(code, io.err()).toBe(0);
    expect(io.err()).toMatch(/191 frames .* 1 strokes/);
    const match = JSON.parse((await import('node:fs')).readFileSync(join(dir, 'match.json'), 'utf8'));
    expect(match.discipline).toBe('cadre-47-2');
    expect(judgeMatch(match).strokes).toHaveLength(1);

    // A rolling-shutter camera (--rolling-shutter): the same events, each dated at its row's read time, so later by
    // 0 to the readout (a row's share of it), and not all by the same amount (the balls lie in different rows).
    const io2 = captureOutput();
    const code2 = await main(['track', '--input', SHORT, '--rolling-shutter', '0.012', '--out', join(dir, 'rolling.json')]);
    vi.restoreAllMocks();
    expect(code2, io2.err()).toBe(0);
    expect(io2.err()).toMatch(/1 strokes; events dated at their row's read time \(0.012 s readout\)/);
    const rolling = JSON.parse((await import('node:fs')).readFileSync(join(dir, 'rolling.json'), 'utf8'));
    const times = (m: typeof match): number[] => m.strokes[0].events.map((e: { t: number }) => e.t);
    const lags = times(rolling).map((t, i) => t - times(match)[i]!);
    expect(lags).toHaveLength(times(match).length);
    expect(lags.length).toBeGreaterThan(2);
    for (const lag of lags) {
      expect(lag).toBeGreaterThanOrEqual(-1e-9);
      expect(lag).toBeLessThanOrEqual(0.012 + 1e-9);
    }
    expect(Math.max(...lags) - Math.min(...lags)).toBeGreaterThan(0.001);
  }, 120_000);

  it('exits 2 with one line naming what is wrong', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'track-'));
    writeFileSync(join(dir, 'cal.json'), '{"version": 1}');
    const cases: [string[], RegExp][] = [
      [[], /--input DIR\|VIDEO is required/],
      [['--input', 'no/such.mp4'], /no\/such.mp4: cannot open/],
      [['--input', SHORT, '--discipline', 'snooker'], /unknown discipline "snooker"/],
      [['--input', SHORT, '--rolling-shutter', '12'], /--rolling-shutter: expected the readout in seconds, 0-0.05 .*got "12"/],
      [['--input', SHORT, '--discipline', 'russian-colour'], /calibrated for a carom table/],
      [['--input', join(SHORT, 'truth.json'), '--discipline', 'libre'], /truth.json/],
      [['--input', join(SHORT, 'video.mp4'), '--discipline', 'libre', '--calibration', join(dir, 'cal.json')], /cal.json/],
    ];
    const dark = mkdtempSync(join(tmpdir(), 'dark-'));
    writeFileSync(join(dark, '000000.png'), await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 20, g: 20, b: 20 } } }).png().toBuffer());
    cases.push([['--input', dark, '--discipline', 'libre'], /no --calibration given, and the automatic calibration failed .*--calibration FILE/]);
    for (const [args, want] of cases) {
      const io = captureOutput();
      const code = await main(['track', ...args]);
      vi.restoreAllMocks();
      expect(code, args.join(' ')).toBe(2);
      expect(io.err()).toMatch(want);
      expect(io.err().trim().split('\n')).toHaveLength(1);
    }
  }, 60_000);
});

describe('frame buffer pool', () => {
  it('hands a released buffer out again, once, and only buffers of its size', async () => {
    const { BufferPool } = await import('../src/capture/pool.js');
    const pool = new BufferPool(12, 2);
    const a = pool.take(), b = pool.take();
    expect(a).not.toBe(b);
    pool.give(a); pool.give(a); pool.give(Buffer.alloc(5));
    expect(pool.available).toBe(1);
    expect(pool.take()).toBe(a);
    expect(pool.take()).not.toBe(b);
  });

  it('cuts whole frames out of chunks of any size, each in a pool buffer', async () => {
    const { BufferPool, FrameAssembler } = await import('../src/capture/pool.js');
    const pool = new BufferPool(4, 2);
    const asm = new FrameAssembler(pool);
    const bytes = Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const frames = [...asm.push(bytes.subarray(0, 3)), ...asm.push(bytes.subarray(3, 9)), ...asm.push(bytes.subarray(9))].map((b) => [...b]);
    expect(frames).toEqual([[1, 2, 3, 4], [5, 6, 7, 8]]);
    expect(asm.push(Buffer.from([12])).map((b) => [...b])).toEqual([[9, 10, 11, 12]]);
  });
});

describe('strokes the camera saw in part', () => {
  it('fills a ball covered at the start from the last stroke and at the end from the tracker, never a pocketed one', async () => {
    const { completePositions } = await import('../src/pipeline/vision-stages.js');
    const s = { restT: 3, events: [{ t: 1, kind: 'strike' as const, ball: 'w1' as const }, { t: 2, kind: 'pocket' as const, ball: 'w2' as const, pocket: 'top-left' as const }], before: { balls: { w1: [0, 0] as [number, number] } }, after: { balls: { w1: [10, 0] as [number, number] } } };
    const last = { frame: 9, t: 3, pinsStanding: [], pinsFallen: [], backfill: [], balls: [
      { id: 'colour' as const, x: 5, y: 6, vx: 0, vy: 0, observed: false, moving: false, unseenS: 0.5 },
      { id: 'w2' as const, x: 700, y: 300, vx: 0, vy: 0, observed: false, moving: false, unseenS: 0.2 },
      // Coasting on from one pulled detection: it stays where it rested (src/track/launch.ts).
      { id: 'w3' as const, x: 180, y: 40, vx: 390, vy: 0, observed: false, moving: true, unseenS: 0.1, held: { x: 140, y: 40 } },
    ] };
    const out = completePositions(s, { colour: [5, 5], w2: [690, 290] }, last);
    expect(out.before!.balls).toEqual({ w1: [0, 0], colour: [5, 5], w2: [690, 290] });
    expect(out.after!.balls).toEqual({ w1: [10, 0], colour: [5, 6], w3: [140, 40] });
  });

  it('leaves out a stroke the rules refuse, says why, and keeps the rest of the match', async () => {
    const { matchFileOf } = await import('../src/pipeline/offline.js');
    const good = { restT: 3, events: [{ t: 1, kind: 'strike' as const, ball: 'white' as const }, { t: 3, kind: 'rest' as const }] };
    const bad = { restT: 6, events: [{ t: 4, kind: 'strike' as const, ball: 'blue' as never }, { t: 6, kind: 'rest' as const }] };
    const { match, refused } = matchFileOf([good, bad, good], { discipline: 'three-cushion', players: ['A', 'B'], distance: 5, balls: { A: 'white', B: 'yellow' } });
    expect(match.strokes).toHaveLength(2);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/^stroke at 4.00 s: .*blue/);
  });
});

/** A dark cue bar in frame px: the segment a-b, `w` px either side. */
interface Cue { a: readonly [number, number]; b: readonly [number, number]; w: number }

/** Cloth, ball and a light maple cue shaft (read partly as ball by the coverage: it pulls a centroid toward it). */
const CLOTH = [30, 120, 60], BALL = [240, 236, 226], CUE = [215, 190, 150];
let clothFrame: Uint8Array | null = null;

/**
 * A 1920 × 1080 frame of plain cloth with balls (table mm) drawn as the exact
 * images of spheres through `camera` (4 × 4 supersampled), and cue bars over them.
 */
function renderScene(camera: Camera, R: number, balls: readonly (readonly [number, number])[], cues: readonly Cue[] = []): Uint8Array {
  const W = camera.width, H = camera.height;
  if (clothFrame?.length !== W * H * 3) {
    clothFrame = new Uint8Array(W * H * 3);
    for (let i = 0; i < W * H; i++) clothFrame.set(CLOTH, 3 * i);
  }
  const data = clothFrame.slice();
  const o = cameraCentre(camera);
  const onCue = (x: number, y: number) => cues.some(({ a, b, w }) => {
    const dx = b[0] - a[0], dy = b[1] - a[1], u = Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / (dx * dx + dy * dy)));
    return Math.hypot(x - a[0] - u * dx, y - a[1] - u * dy) < w;
  });
  for (const [X, Y] of balls) {
    const c = project(camera, [X, Y, R])!, r = 1.4 * ballRadiusAt({ camera, radius: R }, c[0], c[1])!;
    for (let v = Math.floor(c[1] - r); v <= c[1] + r; v++) for (let u = Math.floor(c[0] - r); u <= c[0] + r; u++) {
      let cov = 0;
      for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) {
        const [nx, ny] = pixelToNormalised(camera, u - 0.375 + a * 0.25, v - 0.375 + b * 0.25);
        const d = rayDirection(camera, nx, ny), n = Math.hypot(d[0], d[1], d[2]);
        const px = X - o[0], py = Y - o[1], pz = R - o[2], s = (px * d[0] + py * d[1] + pz * d[2]) / n;
        if (px * px + py * py + pz * pz - s * s < R * R) cov++;
      }
      if (!cov) continue;
      const k = cov / 16;
      for (let ch = 0; ch < 3; ch++) data[(v * W + u) * 3 + ch] = Math.round(BALL[ch]! * k + CLOTH[ch]! * (1 - k));
    }
  }
  for (const cue of cues) {
    const x0 = Math.floor(Math.min(cue.a[0], cue.b[0]) - cue.w), x1 = Math.ceil(Math.max(cue.a[0], cue.b[0]) + cue.w);
    const y0 = Math.floor(Math.min(cue.a[1], cue.b[1]) - cue.w), y1 = Math.ceil(Math.max(cue.a[1], cue.b[1]) + cue.w);
    for (let v = y0; v <= y1; v++) for (let u = x0; u <= x1; u++) if (onCue(u, v)) data.set(CUE, (v * W + u) * 3);
  }
  return data;
}

/** What the detector gives on the vision path: each ball's 'edge' centroid from a guess 1.5 px off, mapped to the table. */
function edgeDetections(img: { data: Uint8Array; width: number; height: number }, camera: Camera, R: number, balls: readonly (readonly [number, number])[], confidence = 0.9): Detection[] {
  const px = balls.map(([X, Y]) => project(camera, [X, Y, R])!);
  const classes = ['ball-white', 'ball-yellow', 'ball-red'] as const;
  return px.map(([u, v], i) => {
    const e = refineBall(img, u + 1.5, v - 1, ballRadiusAt({ camera, radius: R }, u, v)!, 'edge', px.filter((_, j) => j !== i));
    const t = pixelToTableOf(camera, e.x, e.y, R);
    return { class: classes[i % 3]!, x: e.x, y: e.y, confidence, table: t };
  });
}

function pixelToTableOf(camera: Camera, x: number, y: number, R: number): [number, number] {
  const [nx, ny] = pixelToNormalised(camera, x, y);
  const d = rayDirection(camera, nx, ny), o = cameraCentre(camera), s = (R - o[2]) / d[2];
  return [o[0] + s * d[0], o[1] + s * d[1]];
}

const DEFAULT_SAMPLES = DEFAULT_REST_FIT.samples;
const mmOff = (p: readonly number[] | undefined, q: readonly number[]) => (p ? Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!) : Infinity);

/** The tracker's view of balls at rest (or moving) where `apply` looks for them. */
function trackedAt(balls: readonly [BallId, number, number, boolean][]): TrackedFrame {
  return { frame: 0, t: 0, pinsStanding: [], pinsFallen: [], backfill: [], balls: balls.map(([id, x, y, moving]) => ({ id, x, y, vx: moving ? 500 : 0, vy: 0, observed: true, moving, unseenS: 0 })) };
}
type BallId = TrackedFrame['balls'][number]['id'];

describe('balls at rest placed by the rim fit (vision path)', async () => {
  const cal = await loadCameraFile(join(SHORT, 'truth.json'));
  const camera = cameraForFrame(cameraOf(cal), 1920, 1080), table = tableOf(cal), R = table.ballRadius;
  const balls = [[300, 100], [-500, 200], [0, -300]] as const;
  const white = project(camera, [balls[0][0], balls[0][1], R])!, rw = ballRadiusAt({ camera, radius: R }, white[0], white[1])!;
  // A cue over the white's left quarter, along the frame's rows.
  const cue: Cue = { a: [white[0] - 12 * rw, white[1] + 0.1 * rw], b: [white[0] - 0.5 * rw, white[1] + 0.1 * rw], w: 0.3 * rw };
  const clear = renderScene(camera, R, balls), covered = renderScene(camera, R, balls, [cue]);
  const img = (data: Uint8Array) => ({ data, width: 1920, height: 1080 });

  it('keeps a ball at rest where its rim says, before and after a cue covers it, through the tracker', async () => {
    const edgeCovered = edgeDetections(img(covered), camera, R, balls)[0]!;
    // The premise: the cue pulls the edge centroid a few mm off, toward the white's seen side.
    expect(mmOff(edgeCovered.table, balls[0])).toBeGreaterThan(1.5);
    let k = 0;
    const fake: Detector = {
      detectFrame: async (im) => edgeDetections(im, camera, R, balls),
      detectTracked: async (im) => edgeDetections(im, camera, R, balls),
      close: async () => {},
    };
    const p = new VisionPipeline({ detector: fake, camera: cameraOf(cal), table, discipline: 'libre', restFit: {} });
    const errs: number[] = [];
    for (k = 0; k < 40; k++) {
      const data = k < 15 ? clear : covered;
      const tf = p.track(await p.detect({ index: k, capturedAt: 0, width: 1920, height: 1080, data: Buffer.from(data.buffer, data.byteOffset, data.length), t: k / 30 }));
      const w = tf.balls.find((b) => b.id === 'white');
      if (k >= 10) errs.push(mmOff(w && [w.x, w.y], balls[0]));
    }
    // The cue arrives at frame 15: the white stays put to a fraction of a mm (the edge alone jumps by the premise's mm).
    expect(Math.max(...errs), errs.map((e) => e.toFixed(2)).join(' ')).toBeLessThan(0.5);
    // Fitted a few times for the rest, again when the cue came, not every frame.
    expect(p.restFitCounters!.fits).toBeLessThanOrEqual(3 * (DEFAULT_SAMPLES + 2) + 3);
    expect(p.restFitCounters!.reused).toBeGreaterThan(60);
  });

  it('never fits a moving ball, and keeps the detector\'s position and confidence where the rim cannot be fitted', () => {
    const rf = new RestFit();
    const dets = edgeDetections(img(clear), camera, R, balls, 0.45);
    // The white moving; no ball where the yellow is detected (a hand over it: nothing to fit).
    const moved = dets.map((d, i) => (i === 1 ? { ...d, x: d.x + 400, y: d.y + 100, table: pixelToTableOf(camera, d.x + 400, d.y + 100, R) } : d));
    const last = trackedAt([['white', ...balls[0], true], ['yellow', ...moved[1]!.table!, false], ['red', ...balls[2], false]]);
    const out = rf.apply(img(clear), moved, { camera, radius: R }, last, 0);
    expect(out[0]).toBe(moved[0]);
    expect(out[1]).toBe(moved[1]);
    expect(out.map((d) => d.confidence)).toEqual([0.45, 0.45, 0.45]);
    expect(mmOff(out[2]!.table, balls[2])).toBeLessThan(0.3);
    expect(rf.counters).toMatchObject({ fits: 2, failed: 1 });
    expect(rf.counters.fitMs).toBeGreaterThan(0);
    // The failed ball is not tried again at once (a covered ball would cost a fit every frame).
    rf.apply(img(clear), moved, { camera, radius: R }, last, 1 / 60);
    expect(rf.counters.fits).toBe(2);
  });

  it('keeps a rest while the tracker calls the ball moving but its detection has not left (the fit\'s own correction read as speed)', () => {
    const rf = new RestFit();
    const dets = edgeDetections(img(clear), camera, R, balls);
    const still = trackedAt([['white', ...balls[0], false], ['yellow', ...balls[1], false], ['red', ...balls[2], false]]);
    let placed: Detection | undefined;
    for (let k = 0; k < 6; k++) placed = rf.apply(img(clear), dets, { camera, radius: R }, still, k / 10)[0];
    // The premise: the fit moved the white off its edge centroid.
    expect(placed!.table).not.toEqual(dets[0]!.table);
    const fits = rf.counters.fits;
    const flagged = trackedAt([['white', ...balls[0], true], ['yellow', ...balls[1], false], ['red', ...balls[2], false]]);
    const out = rf.apply(img(clear), dets, { camera, radius: R }, flagged, 0.6)[0]!;
    expect(out.table).toEqual(placed!.table);
    expect(rf.counters.fits).toBe(fits);
    // Once the detection leaves its place, the ball moving gets the detector's position, and no rest is left to come back to.
    const off = (d: Detection): Detection => { const t: [number, number] = [d.table![0] + 8, d.table![1]], p = project(camera, [t[0], t[1], R])!; return { ...d, x: p[0], y: p[1], table: t }; };
    const gone = dets.map((d, i) => (i === 0 ? off(d) : d));
    expect(rf.apply(img(clear), gone, { camera, radius: R }, flagged, 0.633)[0]).toBe(gone[0]);
    expect(rf.apply(img(clear), dets, { camera, radius: R }, flagged, 0.667)[0]).toBe(dets[0]);
  });

  it('follows a ball that starts to roll from the first frame it leaves its place', () => {
    const rf = new RestFit();
    // At rest for five frames, then rolling 4 mm a frame (120 mm/s at 30 fps).
    const at = (k: number): [number, number] => [balls[0][0] + (k >= 5 ? 4 * (k - 4) : 0), balls[0][1]];
    const out: number[] = [];
    for (let k = 0; k < 9; k++) {
      const now = [at(k), balls[1], balls[2]] as const;
      const im = img(renderScene(camera, R, now));
      // The tracker still says "at rest" for the first frames of the roll (its speed lags).
      const last = trackedAt([['white', ...at(Math.max(0, k - 1)), false], ['yellow', ...balls[1], false], ['red', ...balls[2], false]]);
      const d = rf.apply(im, edgeDetections(im, camera, R, now), { camera, radius: R }, last, k / 30);
      out.push(mmOff(d[0]!.table, at(k)));
    }
    expect(Math.max(...out), out.map((e) => e.toFixed(2)).join(' ')).toBeLessThan(0.5);
  });

  it('places a ball creeping to a stop at its final rest, not at the average of its last mm', () => {
    const rf = new RestFit();
    // 6 mm/s for half a second (3 mm, too slow for the tracker to call it moving), then still.
    const at = (k: number): [number, number] => [balls[0][0] + 6 * Math.min(k / 30, 0.5), balls[0][1]];
    let last: Detection | undefined;
    for (let k = 0; k < 26; k++) {
      const im = img(renderScene(camera, R, [at(k)]));
      const tracked = trackedAt([['white', ...at(Math.max(0, k - 1)), false]]);
      last = rf.apply(im, edgeDetections(im, camera, R, [at(k)]), { camera, radius: R }, tracked, k / 30)[0];
    }
    expect(mmOff(last!.table, at(25))).toBeLessThan(0.15);
  });

  it('checks its thresholds', () => {
    expect(() => new RestFit({ samples: 0 })).toThrow(/restFit.samples/);
    expect(() => new RestFit({ reuseMm: 50 })).toThrow(/restFit.reuseMm/);
  });
});
