/**
 * Open the inputs of the vision path: a recording (a test-videos folder or a
 * video file), its calibration, the detector; and assemble the StrokeSource
 * the service runs. Errors name the file and what is wrong with it.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseCalibration, cameraOf, tableOf, type CalibrationFile } from '../camera/calibration.js';
import type { FrameSource } from '../capture/frame.js';
import { probeVideo, VideoFileSource, type VideoInfo } from '../capture/video.js';
import type { Discipline } from '../contracts/ids.js';
import type { MatchFile } from '../contracts/match.js';
import { InputError } from '../contracts/schema.js';
import { DEFAULT_MODEL, ModelError, createDetector, type Detector } from '../detect/detector.js';
import { parseTruth } from '../sim/record/truth.js';
import { tableForDiscipline, tableKindOf } from '../geometry/tables.js';
import { VisionPipeline, type VisionContext } from './vision-stages.js';
import type { StrokeSource } from './types.js';
import { VisionSource } from './vision.js';

export interface Recording {
  video: string;
  info: VideoInfo;
  /** The folder's truth.json: its camera is a calibration, its match the set-up. */
  calibration?: CalibrationFile;
  match?: MatchFile;
  name: string;
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new InputError(file, `cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new InputError(file, `not JSON (${(e as Error).message})`);
  }
}

/** A calibration file, or a rendered recording's truth.json (whose `camera` is one). */
export async function loadCameraFile(file: string): Promise<CalibrationFile> {
  const json = await readJson(file);
  if (typeof json === 'object' && json !== null && 'frames' in json && 'camera' in json) return parseTruth(json, file).camera;
  return parseCalibration(json, file);
}

/** A test-videos folder (video.mp4 + truth.json) or a video file. */
export async function openRecording(path: string): Promise<Recording> {
  let dir = false;
  try {
    dir = (await stat(path)).isDirectory();
  } catch (e) {
    throw new InputError(path, `cannot open the recording (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  if (!dir) return { video: path, info: await probeVideo(path), name: basename(path) };
  const video = join(path, 'video.mp4');
  const info = await probeVideo(video);
  const truthFile = join(path, 'truth.json');
  let truth;
  try {
    await stat(truthFile);
    truth = parseTruth(await readJson(truthFile), truthFile);
  } catch (e) {
    if (e instanceof InputError) throw e;
  }
  return { video, info, name: basename(path), ...(truth ? { calibration: truth.camera, match: truth.match } : {}) };
}

/** Check a calibration fits the discipline's table. `where` names the calibration in the error. */
export function checkTable(cal: CalibrationFile, discipline: Discipline, where: string): void {
  if (cal.table !== tableKindOf(discipline)) throw new InputError(where, `calibrated for a ${cal.table} table, but ${discipline} is played on a ${tableKindOf(discipline)} table`);
}

export async function openDetector(model: string | undefined, threads: number): Promise<Detector> {
  try {
    return await createDetector(model ?? DEFAULT_MODEL, threads);
  } catch (e) {
    if (e instanceof ModelError) throw new InputError(e.file, e.message.slice(e.file.length + 2));
    throw e;
  }
}

export interface VisionSourceOptions {
  frames: FrameSource;
  /** None yet: frames are watched, nothing is detected until the service is given one. */
  calibration: CalibrationFile | null;
  discipline: Discipline;
  detector: Detector;
  queueCapacity: number;
  lossless?: boolean;
  onError?: (m: string) => void;
  tuning?: Pick<VisionContext, 'acquire' | 'events'>;
  /** The camera's rolling-shutter readout (s; 0 or absent: global), config `vision.rollingShutterS`. */
  rollingShutterS?: number;
}

/** The live vision path over a frame source; stopping it closes the detector. */
export function visionSource(o: VisionSourceOptions): StrokeSource {
  const table = o.calibration ? tableOf(o.calibration) : tableForDiscipline(o.discipline);
  const pipeline = new VisionPipeline({ detector: o.detector, camera: o.calibration ? cameraOf(o.calibration) : null, table, discipline: o.discipline, ...o.tuning, ...(o.rollingShutterS ? { rollingShutterS: o.rollingShutterS } : {}) });
  let inForce = o.calibration;
  const stages = {
    ...pipeline.stages(),
    recalibrate: (cal: CalibrationFile) => { pipeline.recalibrate(cameraOf(cal), tableOf(cal)); inForce = cal; },
    calibrationInForce: () => inForce,
    checkDiscipline: (d: Discipline) => pipeline.checkDiscipline(d),
    calibrated: () => pipeline.calibrated,
    setDiscipline: (d: Discipline) => pipeline.setDiscipline(d),
  };
  return new VisionSource(o.frames, stages, {
    queueCapacity: o.queueCapacity, ...(o.lossless ? { lossless: true } : {}), ...(o.onError ? { onError: o.onError } : {}),
    onStopped: () => o.detector.close(),
  });
}

/** A recording as a paced (or lossless, speed 0) frame source. */
export function recordingFrames(rec: Recording, speed: number, onError?: (m: string) => void): VideoFileSource {
  return new VideoFileSource({ path: rec.video, info: rec.info, speed, ...(onError ? { onError } : {}) });
}
