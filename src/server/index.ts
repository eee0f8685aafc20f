/**
 * Assemble the live service from a config: the source, the match log, the
 * hub, the match service and the fastify app. `close()` stops them in order.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FfmpegSource } from '../capture/ffmpeg.js';
import { ImageFolderSource } from '../capture/images.js';
import { MjpegHttpSource } from '../capture/mjpeg.js';
import type { FrameSource } from '../capture/frame.js';
import { loadReplay } from '../pipeline/load.js';
import { ReplaySource } from '../pipeline/replay.js';
import type { StrokeSource } from '../pipeline/types.js';
import { existsSync } from 'node:fs';
import { checkTable, loadCameraFile, openDetector, openRecording, recordingFrames, visionSource } from '../pipeline/open.js';
import type { MatchFile } from '../contracts/match.js';
import { InputError } from '../contracts/schema.js';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { Hub } from './hub.js';
import { MatchLog } from './log.js';
import type { MatchSetup } from './match.js';
import { MatchService } from './service.js';

/** The match a camera source starts with when the config names none (the referee sets the real one up). */
export const FALLBACK_SETUP: MatchSetup = Object.freeze<MatchSetup>({ discipline: 'three-cushion', players: ['A', 'B'], balls: { A: 'white', B: 'yellow' }, distance: 40 });

export interface Running {
  app: FastifyInstance;
  service: MatchService;
  log: MatchLog;
  hub: Hub;
  /** The referee token in force (configured, or made at start). */
  token: string;
  tokenGenerated: boolean;
  close(): Promise<void>;
}

function frameSource(config: Config, onError: (m: string) => void): FrameSource {
  const src = config.source;
  switch (src.kind) {
    case 'ffmpeg':
      return new FfmpegSource({ input: src.input, width: src.width, height: src.height, ...(src.fps ? { fps: src.fps } : {}), onError });
    case 'images':
      return new ImageFolderSource({ dir: src.dir, width: src.width, height: src.height, fps: src.fps, loop: src.loop });
    case 'mjpeg':
      return new MjpegHttpSource({ url: src.url, width: src.width, height: src.height, onError });
    case 'replay':
    case 'recording':
      throw new Error('unreachable');
  }
}

export async function openSource(config: Config, onError: (m: string) => void): Promise<{ source: StrokeSource; setup: MatchSetup }> {
  const src = config.source;
  if (src.kind === 'replay') {
    const script = await loadReplay(src.path);
    const { strokes: _s, ...setup } = script.match;
    return { source: new ReplaySource(script, { speed: src.speed, positionsHz: config.server.screenRateHz }), setup: setup as MatchSetup };
  }
  if (src.kind === 'recording') {
    const rec = await openRecording(src.path);
    const setup = (config.match as MatchSetup | undefined) ?? (rec.match ? setupOf(rec.match) : FALLBACK_SETUP);
    const calibration = config.vision.calibration ? await loadCameraFile(config.vision.calibration) : rec.calibration;
    if (!calibration) throw new InputError(`${src.path}`, 'a video file needs a calibration: set vision.calibration (or --calibration FILE; tabletrack calibrate makes one)');
    checkTable(calibration, setup.discipline, config.vision.calibration ?? src.path);
    const detector = await openDetector(config.vision.model, config.vision.threads);
    const frames = recordingFrames(rec, src.speed, onError);
    return { source: visionSource({ frames, calibration, discipline: setup.discipline, detector, queueCapacity: config.queueCapacity, lossless: src.speed === 0, rollingShutterS: config.vision.rollingShutterS, onError }), setup };
  }
  const setup = (config.match as MatchSetup | undefined) ?? FALLBACK_SETUP;
  // No calibration yet (a camera being set up): frames are watched, nothing is detected until POST /api/calibration.
  const calibration = config.vision.calibration && existsSync(config.vision.calibration) ? await loadCameraFile(config.vision.calibration) : null;
  if (calibration) checkTable(calibration, setup.discipline, config.vision.calibration!);
  else onError(`no calibration yet (${config.vision.calibration ?? 'vision.calibration'}): the camera is watched, nothing is detected until one is given (POST /api/calibration)`);
  const detector = await openDetector(config.vision.model, config.vision.threads);
  return { source: visionSource({ frames: frameSource(config, onError), calibration, discipline: setup.discipline, detector, queueCapacity: config.queueCapacity, rollingShutterS: config.vision.rollingShutterS, onError }), setup };
}

function setupOf(match: MatchFile): MatchSetup {
  const { strokes: _s, ...setup } = match;
  return setup as MatchSetup;
}

export async function startService(config: Config, opts: { logger?: boolean; onError?: (m: string) => void } = {}): Promise<Running> {
  const onError = opts.onError ?? ((m: string) => process.stderr.write(`tabletrack serve: ${m}\n`));
  const { source, setup } = await openSource(config, onError);
  const log = new MatchLog(config.matchLog.file);
  const hub = new Hub(config.server.maxBufferedBytes);
  const service = new MatchService({ config, source, log, hub, defaultSetup: setup, onError });
  const token = config.referee.token ?? randomBytes(18).toString('base64url');
  let app: FastifyInstance | null = null;
  try {
    await service.start();
    app = await buildApp({ config, service, hub, token, logger: opts.logger ?? false });
    await app.listen({ host: config.server.host, port: config.server.port });
  } catch (e) {
    await service.stop();
    await app?.close();
    log.close();
    throw e;
  }
  const running = app;
  return {
    app: running, service, log, hub, token, tokenGenerated: config.referee.token === undefined,
    async close() {
      hub.closeAll();
      await service.stop();
      await running.close();
      log.close();
    },
  };
}
