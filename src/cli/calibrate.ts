/** `tabletrack calibrate`: camera calibration from a frame (automatic), from hand-given points, or a moved-camera check. */
import { writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { cameraCentre } from '../camera/model.js';
import { cameraOf, loadCalibration, saveCalibration, tableOf, type CalibrationFile } from '../camera/calibration.js';
import { InputError } from '../contracts/schema.js';
import {
  CalibrationError, MEASURED_HEIGHT_SIGMA, ORIENTATIONS, calibrateFrame, calibrateFromPoints, manualResiduals, checkCamera, decodeImage, overlayPng, parsePointsFile, toFrame,
  type HeightPrior, type Orientation, type RgbImage, type TableName,
} from '../calibration/index.js';
import { CliError, readJson } from './io.js';
import { probeVideo, videoFrames } from '../capture/video.js';
import sharp from 'sharp';

export const calibrateHelp = `tabletrack calibrate --image FILE --table carom|pyramid [--out FILE] [--orientation right|left|up|down] [--camera-height MM[:SIGMA]]
tabletrack calibrate --points FILE [--image FILE] [--out FILE]
tabletrack calibrate --check CALIBRATION --image FILE
(--image may be a video: --at SECONDS picks its frame, default 0; that frame is
saved beside the output as NAME.frame.png, to read hand points on)

Finds the table in one frame (PNG or JPEG, empty table or in play) and fits
the camera: writes the calibration JSON (default: beside the image, NAME.calibration.json)
and a check picture beside it (NAME.calibration.overlay.png: yellow cushion
noses, cyan cushion feet, magenta diamonds, red spots), and prints the
residuals. --orientation says where the top short cushion is in the image
(default: right, or up when the table stands upright in the image).
--camera-height: the camera's measured height above the cloth (mm, and its
uncertainty, default 0.5 %): used only where the cushion faces are too faint
to read (docs/calibration.md step 7); the result then says it was assumed.
--points fits the camera to points clicked by hand instead (docs/calibration.md).
--check compares a new frame with a calibration: exit 0 if the camera has
not moved, 3 if it has. Bad input or no table found: exit 2 and one line.`;

/** Exit code of --check when the camera has moved. */
export const MOVED_EXIT_CODE = 3;

const HINT = 'calibrate by hand instead: tabletrack calibrate --points FILE (see docs/calibration.md)';

export async function calibrateCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      image: { type: 'string' }, table: { type: 'string' }, out: { type: 'string' }, orientation: { type: 'string' },
      points: { type: 'string' }, check: { type: 'string' }, at: { type: 'string' }, 'camera-height': { type: 'string' }, help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${calibrateHelp}\n`);
    return 0;
  }
  const at = values.at === undefined ? undefined : Number(values.at);
  if (at !== undefined && !(at >= 0)) throw new CliError(`--at must be a number of seconds >= 0, not ${JSON.stringify(values.at)}`);
  if (at !== undefined && !(values.image && isVideo(values.image))) throw new CliError('--at picks a frame of a video given as --image FILE');
  if (values['camera-height'] !== undefined && (values.check || values.points)) throw new CliError('--camera-height applies to the automatic calibration (--image FILE --table …), not to --points or --check');
  if (values.check) return check(values.check, values.image, at);
  if (values.points) return manual(values.points, values.image, values.out, at);
  if (!values.image) throw new CliError('--image FILE is required (or --points FILE for a calibration by hand)');
  if (values.table !== 'carom' && values.table !== 'pyramid') throw new CliError(`--table must be carom or pyramid${values.table ? `, not ${JSON.stringify(values.table)}` : ''}`);
  if (values.orientation !== undefined && !ORIENTATIONS.includes(values.orientation as Orientation)) {
    throw new CliError(`--orientation must be one of ${ORIENTATIONS.join(', ')}`);
  }
  const cameraHeight = values['camera-height'] === undefined ? undefined : heightPrior(values['camera-height']);
  const img = await readImage(values.image, at);
  const out = values.out ?? defaultOut(values.image);
  const still = await saveStill(values.image, img, out);
  let result;
  try {
    result = calibrateFrame(toFrame(img), { table: values.table as TableName, ...(values.orientation ? { orientation: values.orientation as Orientation } : {}), ...(cameraHeight ? { cameraHeight } : {}) });
  } catch (err) {
    if (err instanceof CalibrationError) throw new CliError(`${values.image}: ${err.message}; ${HINT}${still ? ` (the frame is saved as ${still})` : ''}`);
    throw err;
  }
  const overlay = overlayPath(out);
  await save(out, result.calibration);
  await writeFile(overlay, await overlayPng(img, result.camera, tableOf(result.calibration), result.observations));
  process.stdout.write(`${JSON.stringify({ calibration: out, overlay, ...(still ? { frame: still } : {}), orientation: result.orientation, camera: summary(result.calibration), residuals: result.residuals }, null, 2)}\n`);
  return 0;
}

async function manual(pointsFile: string, image: string | undefined, outArg: string | undefined, at: number | undefined): Promise<number> {
  const points = parsePointsFile(readJson(pointsFile), pointsFile);
  let size = points.image;
  let img: RgbImage | null = null;
  if (image) {
    img = await readImage(image, at);
    if (size && (size.width !== img.width || size.height !== img.height)) throw new CliError(`${pointsFile}: image is ${size.width}×${size.height} but ${image} is ${img.width}×${img.height}`);
    size = { width: img.width, height: img.height };
  }
  if (!size) throw new CliError(`${pointsFile}: image: give the image size ({"width", "height"}) or --image FILE`);
  let result;
  try {
    result = calibrateFromPoints(points, size!, pointsFile);
  } catch (err) {
    if (err instanceof CalibrationError) throw new CliError(`${pointsFile}: ${err.message}`);
    throw err;
  }
  const out = outArg ?? defaultOut(pointsFile);
  await save(out, result.calibration);
  let overlay: string | undefined;
  if (img) {
    overlay = overlayPath(out);
    await writeFile(overlay, await overlayPng(img, result.camera, tableOf(result.calibration)));
  }
  process.stdout.write(`${JSON.stringify({ calibration: out, ...(overlay ? { overlay } : {}), camera: summary(result.calibration), residuals: manualResiduals(result) }, null, 2)}\n`);
  return 0;
}

async function check(calFile: string, image: string | undefined, at: number | undefined): Promise<number> {
  if (!image) throw new CliError('--check needs --image FILE (the new frame)');
  const cal = await readCalibration(calFile);
  const img = await readImage(image, at);
  const r = checkCamera(toFrame(img), cameraOf(cal), tableOf(cal));
  process.stdout.write(`${JSON.stringify(r, null, 2)}\n`);
  return r.moved ? MOVED_EXIT_CODE : 0;
}

export async function readCalibration(file: string): Promise<CalibrationFile> {
  try {
    return await loadCalibration(file);
  } catch (err) {
    if (err instanceof InputError) throw new CliError(oneLine(err.message));
    throw err;
  }
}

/** Error texts may quote file content (JSON.parse does): keep the one-line promise. */
function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').slice(0, 300);
}

/** `MM` or `MM:SIGMA` (mm above the cloth). */
function heightPrior(text: string): HeightPrior {
  const m = /^(\d+(?:\.\d+)?)(?::(\d+(?:\.\d+)?))?$/.exec(text.trim());
  if (!m) throw new CliError(`--camera-height must be MM or MM:SIGMA (mm above the cloth), not ${JSON.stringify(text)}`);
  const mm = Number(m[1]);
  return { mm, sigmaMm: m[2] !== undefined ? Number(m[2]) : Math.round(MEASURED_HEIGHT_SIGMA * mm * 10) / 10 };
}

/** A video rather than a still, by its name: its frame at --at is read through ffmpeg. */
const VIDEO_NAME = /\.(mp4|m4v|mkv|mov|avi|webm|ts|mts|mpg|mpeg)$/i;

function isVideo(file: string): boolean {
  return VIDEO_NAME.test(file);
}

/** The frame of a video at `at` seconds (the first frame from there on). */
async function videoFrame(file: string, at: number): Promise<RgbImage> {
  const info = await probeVideo(file);
  const frames = videoFrames(file, info, at);
  try {
    for await (const f of frames) return { width: info.width, height: info.height, rgb: new Uint8Array(f.data.buffer, f.data.byteOffset, info.width * info.height * 3) };
  } finally {
    await frames.return(undefined);
  }
  throw new CliError(`${file}: no frame at ${at} s (the video is shorter)`);
}

/** A frame read from a video, saved beside the output (NAME.frame.png) for a person to read points on; null for a still. */
async function saveStill(input: string, img: RgbImage, out: string): Promise<string | null> {
  if (!isVideo(input)) return null;
  const file = join(dirname(out), `${basename(out, extname(out)).replace(/\.calibration$/, '')}.frame.png`);
  try {
    await writeFile(file, await sharp(Buffer.from(img.rgb.buffer, img.rgb.byteOffset, img.rgb.length), { raw: { width: img.width, height: img.height, channels: 3 } }).png().toBuffer());
  } catch (err) {
    throw new CliError(`${file}: cannot write (${(err as Error).message})`);
  }
  return file;
}

async function readImage(file: string, at?: number): Promise<RgbImage> {
  if (isVideo(file)) return videoFrame(file, at ?? 0);
  try {
    return await decodeImage(file);
  } catch (err) {
    throw new CliError(oneLine(`${file}: cannot read the image (${(err as Error).message})`));
  }
}


async function save(file: string, cal: CalibrationFile): Promise<void> {
  try {
    await saveCalibration(file, cal);
  } catch (err) {
    throw new CliError(`${file}: cannot write (${(err as Error).message})`);
  }
}

function defaultOut(input: string): string {
  return join(dirname(input), `${basename(input, extname(input))}.calibration.json`);
}

function overlayPath(out: string): string {
  return join(dirname(out), `${basename(out, extname(out))}.overlay.png`);
}

function summary(cal: CalibrationFile): { heightMm: number; focalPx: number; k1: number; k2: number } {
  const cam = cameraOf(cal);
  const r = (v: number, d = 1): number => Math.round(v * 10 ** d) / 10 ** d;
  return { heightMm: r(cameraCentre(cam)[2]), focalPx: r(cam.intrinsics.fx), k1: r(cam.distortion.k1, 4), k2: r(cam.distortion.k2, 4) };
}
