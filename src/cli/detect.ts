/** `tabletrack detect --image FILE [--calibration FILE]`: balls and pins in one image, as JSON. */
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { cameraOf, loadCalibration, tableOf } from '../camera/calibration.js';
import { DEFAULT_MODEL, ModelError, createDetector, type Detection } from '../detect/detector.js';
import type { RgbImage } from '../detect/preprocess.js';
import { CliError } from './io.js';

export const detectHelp = `tabletrack detect --image FILE [--calibration FILE] [--model FILE] [--threshold T]

Runs the ball and pin detector on one image (JPEG or PNG) and prints
{"detections":[{"class","x","y","confidence","table":[x,y]}]}: classes
ball-white, ball-yellow, ball-red, ball-colour, pin-standing, pin-fallen;
x, y in image pixels (sub-pixel); table in mm (CONTRACTS.md frame) when a
calibration file is given (ball centres mapped at the ball's height).
Unreadable image, calibration or model: exit code 2 and one line naming the file.`;

export async function readRgb(file: string): Promise<RgbImage> {
  try {
    const { data, info } = await sharp(file).rotate().removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`${info.channels} channels`);
    return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
  } catch (e) {
    throw new CliError(`${file}: cannot read the image (${(e as Error).message.split('\n')[0]})`);
  }
}

const round = (v: number, k = 100): number => Math.round(v * k) / k;

export async function detectCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      image: { type: 'string' },
      calibration: { type: 'string' },
      model: { type: 'string' },
      threshold: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${detectHelp}\n`);
    return 0;
  }
  if (!values.image) throw new CliError('--image FILE is required');
  const threshold = values.threshold === undefined ? undefined : Number(values.threshold);
  if (threshold !== undefined && !(threshold > 0 && threshold < 1)) throw new CliError(`--threshold: expected a number in (0, 1), got ${values.threshold}`);
  const cal = values.calibration ? await loadCalibration(values.calibration) : undefined;
  const img = await readRgb(values.image);
  let detector;
  try {
    detector = await createDetector(values.model ?? DEFAULT_MODEL);
  } catch (e) {
    if (e instanceof ModelError) throw new CliError(e.message);
    throw e;
  }
  try {
    const opts = { ...(cal ? { camera: cameraOf(cal), table: tableOf(cal) } : {}), ...(threshold !== undefined ? { threshold } : {}) };
    const dets: Detection[] = await detector.detectFrame(img, opts);
    const out = dets.map((d) => ({ class: d.class, x: round(d.x), y: round(d.y), confidence: round(d.confidence, 1000), ...(d.table ? { table: [round(d.table[0], 10), round(d.table[1], 10)] } : {}) }));
    process.stdout.write(`${JSON.stringify({ detections: out })}\n`);
  } finally {
    await detector.close();
  }
  return 0;
}
