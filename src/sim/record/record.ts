/**
 * The recorder: a planned recording in, a recording folder out (frames,
 * video, truth.json, match.json, contact sheet; docs/sim-recordings.md).
 * Rendering runs on the main thread while JPEG encodes (sharp, libuv's pool)
 * and H.264 (an ffmpeg child) run beside it.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toCalibration, type Camera } from '../../camera/index.js';
import type { BallId, PinId, PinState } from '../../contracts/ids.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE, type TableModel } from '../../geometry/tables.js';
import type { PlannedRecording } from '../plan.js';
import { createRenderer, type Look } from '../render/index.js';
import { makeOcclusionProbe } from './occlusion.js';
import { contactSheet, makeTile, sheetFrames, type SheetTile } from './sheet.js';
import { makeTimeline, type Moment } from './timeline.js';
import { stringifyTruth, type Truth, type TruthBall, type TruthFrame, type TruthPinPose } from './truth.js';
import { DEFAULT_CRF, ffmpegPath, openH264, openMjpeg, type VideoSink } from './video.js';

/** JPEG encodes kept in flight while the next frame renders (the renderer's buffer is copied first). */
const JPEG_IN_FLIGHT = 2;

export interface RecordOptions {
  out: string;
  camera: Camera;
  look: Look;
  fps: number;
  /** Write DIR/frames/NNNNNN.jpg (default true). */
  frames?: boolean;
  /** JPEG quality of the frames and of an MJPEG video (default: the look's). */
  jpegQuality?: number;
  /** auto: MP4 when ffmpeg is there, else MJPEG. */
  video?: 'auto' | 'mp4' | 'mjpeg' | 'none';
  crf?: number;
  /** Write DIR/contact-sheet.png (default true). */
  sheet?: boolean;
  seed?: number;
  command?: string;
}

export interface RecordResult {
  truth: Truth;
  frameCount: number;
  /** Files written, relative to `out` (frames counted, not listed). */
  files: string[];
  /** Wall-clock seconds of the whole recording, and of the render loop alone. */
  seconds: number;
  loopSeconds: number;
}

const r2 = (v: number): number => Math.round(v * 100) / 100;
const r4 = (v: number): number => Math.round(v * 1e4) / 1e4;

/** Frame count of a recording: duration·fps, rounded. */
export function frameCountOf(duration: number, fps: number): number {
  return Math.max(1, Math.round(duration * fps));
}

/** The table as the calibration file names it, with overrides where it differs from the nominal one. */
export function calibrationOf(camera: Camera, table: TableModel, source: string): Truth['camera'] {
  const nominal = table.kind === 'carom' ? CAROM_MATCH_TABLE : PYRAMID_12FT_TABLE;
  const { kind, ...rest } = table;
  const overrides = JSON.stringify(table) === JSON.stringify(nominal) ? undefined : (rest as Record<string, unknown>);
  return toCalibration(camera, kind, { source, ...(overrides ? { overrides } : {}) });
}

export function truthFrame(i: number, t: number, m: Moment, occluded: ReadonlySet<BallId>, pinsToo: boolean): TruthFrame {
  const balls: Partial<Record<BallId, TruthBall>> = {};
  for (const [id, b] of Object.entries(m.balls) as [BallId, NonNullable<Moment['balls'][BallId]>][]) {
    balls[id] = { x: r2(b.pos[0]), y: r2(b.pos[1]), moving: b.moving, ...(occluded.has(id) ? { occluded: true as const } : {}) };
  }
  const frame: TruthFrame = { i, t: Math.round(t * 1e6) / 1e6, balls };
  if (pinsToo) {
    const pins: Partial<Record<PinId, PinState>> = {};
    const poses: Partial<Record<PinId, TruthPinPose>> = {};
    for (const [id, p] of Object.entries(m.pins) as [PinId, NonNullable<Moment['pins'][PinId]>][]) {
      pins[id] = p.state;
      poses[id] = { x: r2(p.pos[0]), y: r2(p.pos[1]), tilt: r4(p.tilt), ...(p.tilt > 0 ? { heading: r4(p.heading) } : {}) };
    }
    frame.pins = pins;
    frame.pinPoses = poses;
  }
  if (m.occluders.length) frame.occluders = [...new Set(m.occluders.map((o) => o.kind))];
  return frame;
}

async function clearOld(out: string, video: VideoSink | null): Promise<void> {
  const frames = join(out, 'frames');
  const names = await readdir(frames).catch(() => [] as string[]);
  await Promise.all(names.filter((n) => /^\d{6}\.jpg$/.test(n)).map((n) => rm(join(frames, n))));
  for (const v of ['video.mp4', 'video.mjpeg']) if (!video || join(out, v) !== video.file) await rm(join(out, v), { force: true });
}

function openVideo(opts: RecordOptions, width: number, height: number): VideoSink | null {
  const want = opts.video ?? 'auto';
  if (want === 'none') return null;
  const ffmpeg = want === 'mjpeg' ? null : ffmpegPath();
  if (want === 'mp4' && !ffmpeg) throw new Error('ffmpeg is not available for an MP4 video (@ffmpeg-installer/ffmpeg)');
  if (ffmpeg) return openH264(ffmpeg, join(opts.out, 'video.mp4'), { width, height, fps: opts.fps, crf: opts.crf ?? DEFAULT_CRF });
  return openMjpeg(join(opts.out, 'video.mjpeg'));
}

export async function record(plan: PlannedRecording, opts: RecordOptions): Promise<RecordResult> {
  const started = performance.now();
  const { camera, fps } = opts;
  const n = frameCountOf(plan.duration, fps);
  const timeline = makeTimeline(plan);
  const renderer = createRenderer({ camera, table: plan.table, discipline: plan.discipline, look: opts.look });
  const probe = makeOcclusionProbe(renderer.ctx);
  await mkdir(opts.out, { recursive: true });
  const writeFrames = opts.frames ?? true;
  if (writeFrames) await mkdir(join(opts.out, 'frames'), { recursive: true });
  const video = openVideo(opts, camera.width, camera.height);
  await clearOld(opts.out, video);
  const needJpeg = writeFrames || video?.format === 'mjpeg';
  const quality = opts.jpegQuality ?? opts.look.jpegQuality;
  const sheetAt = new Set(opts.sheet === false ? [] : sheetFrames(n));
  const tiles: Promise<SheetTile>[] = [];
  const frames: TruthFrame[] = [];
  const jpegs: { i: number; jpeg: Promise<Buffer> }[] = [];
  const flushOne = async (): Promise<void> => {
    const { i, jpeg } = jpegs.shift()!;
    const buf = await jpeg;
    if (writeFrames) await writeFile(join(opts.out, 'frames', `${String(i).padStart(6, '0')}.jpg`), buf);
    if (video?.format === 'mjpeg') await video.write(buf);
  };
  const pinsToo = plan.strokes.some((s) => Object.keys(s.sim.stateAt(s.sim.start).pins).length > 0);
  const loopStart = performance.now();
  try {
    for (let i = 0; i < n; i++) {
      const t = i / fps;
      const m = timeline.at(t);
      const occluded = probe.occluded(m.occluders, m.scene.balls);
      frames.push(truthFrame(i, t, m, occluded, pinsToo));
      const rgb = renderer.render(m.scene, i);
      if (sheetAt.has(i)) tiles.push(makeTile(rgb, camera.width, camera.height, t, i));
      if (needJpeg) jpegs.push({ i, jpeg: renderer.encodeJpeg(rgb, quality) });
      if (video?.format === 'mp4') await video.write(rgb);
      while (jpegs.length > (i === n - 1 ? 0 : JPEG_IN_FLIGHT)) await flushOne();
    }
    await video?.close();
  } catch (e) {
    await video?.close().catch(() => undefined);
    throw e;
  }
  const loopSeconds = (performance.now() - loopStart) / 1000;
  const truth: Truth = {
    discipline: plan.discipline,
    fps,
    resolution: [camera.width, camera.height],
    camera: calibrationOf(camera, plan.table, `simulated: ${plan.name}${opts.seed !== undefined ? ` seed ${opts.seed}` : ''}`),
    match: plan.match,
    ...(plan.expect ? { expect: plan.expect as Record<string, unknown> } : {}),
    name: plan.name,
    description: plan.description,
    ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
    duration: plan.duration,
    ...(opts.command ? { command: opts.command } : {}),
    frames,
  };
  const files = ['truth.json', 'match.json'];
  await writeFile(join(opts.out, 'truth.json'), stringifyTruth(truth));
  await writeFile(join(opts.out, 'match.json'), `${JSON.stringify(plan.match, null, 2)}\n`);
  if (video) files.push(video.format === 'mp4' ? 'video.mp4' : 'video.mjpeg');
  if (tiles.length) {
    const events = plan.match.strokes.flatMap((s) => s.events);
    const title = `${plan.name} (${plan.discipline})${opts.seed !== undefined ? `  seed ${opts.seed}` : ''}  ${camera.width}x${camera.height} @ ${fps} fps`;
    await writeFile(join(opts.out, 'contact-sheet.png'), await contactSheet(await Promise.all(tiles), events, title));
    files.push('contact-sheet.png');
  }
  if (writeFrames) files.push('frames/');
  return { truth, frameCount: n, files, seconds: (performance.now() - started) / 1000, loopSeconds };
}
