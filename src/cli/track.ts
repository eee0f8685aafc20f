/**
 * `tabletrack track --input DIR|VIDEO --calibration FILE --discipline D`:
 * a recorded match through detect → track → events, printed as a match file
 * that `tabletrack judge` reads (video → verdict is one pipe).
 */
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cameraOf, tableOf } from '../camera/calibration.js';
import { probeVideo } from '../capture/video.js';
import { DISCIPLINES, type Discipline } from '../contracts/ids.js';
import type { CalibrationFile } from '../camera/calibration.js';
import type { Frame } from '../capture/frame.js';
import { CalibrationError, calibrateFrame, toFrame } from '../calibration/index.js';
import { tableKindOf } from '../geometry/tables.js';
import { checkTable, loadCameraFile, openDetector } from '../pipeline/open.js';
import { framesOfFolder, framesOfVideo, matchFileOf, placeableAsJudged, trackFrames } from '../pipeline/offline.js';
import { parseTruth } from '../sim/record/truth.js';
import { MAX_READOUT_S } from '../track/shutter.js';
import { DISTANCE } from '../sim/player/index.js';
import { CliError, readJson } from './io.js';

export const trackHelp = `tabletrack track --input DIR|VIDEO [--calibration FILE] --discipline D [options]

Runs a recorded match through the vision pipeline (detector, tracker, event
extraction: the live service's own stages, every frame, as fast as they go)
and prints a match file (CONTRACTS.md) on stdout:

  tabletrack track --input match.mp4 --calibration hall.json --discipline three-cushion | tabletrack judge -

  --input DIR|VIDEO   a video file (anything ffmpeg reads), a folder of images
                      (JPEG/PNG, sorted by name), or a recording folder
                      (test-videos/…: its frames/ when rendered with them, else video.mp4)
  --calibration FILE  the camera's calibration (tabletrack calibrate), or a recording's
                      truth.json; a recording folder's truth.json is the default; none:
                      calibrated automatically on the input's first seconds
  --discipline D      ${DISCIPLINES.join(', ')}; a recording folder's is the default
  --players A,B       player names (default A,B; carom: A plays white, B yellow)
  --distance N        points to win (default: the discipline's usual short match)
  --fps N             frame rate of an image folder (default 30, or the recording's)
  --model FILE        detector model (default models/detector.onnx)
  --rolling-shutter S the camera's rolling-shutter readout in seconds, top row
                      to bottom (0-${MAX_READOUT_S}; default 0, a global shutter): each
                      event is dated at the time its row was read (the service's
                      vision.rollingShutterS)
  --no-placements     read every ball carried out of sight over 0.8 s and put
                      down elsewhere as struck off the table unseen (flagged), even
                      where the last verdict lets a hand place it (a free ball, a
                      re-spot: no stroke by default; the service's
                      vision.placementsFromVerdicts)
  --out FILE          write the match file there instead of stdout
  --pretty            indent the JSON

The camera cannot see who played: each stroke goes to the player the rules
expect next. Progress and figures (frames, ms per frame, strokes) go to stderr.
Unreadable input, calibration or model: exit code 2 and one line naming the file.`;

interface Inputs {
  frames: 'video' | 'folder';
  path: string;
  calibration?: string;
  discipline?: Discipline;
  fps?: number;
}

/** What a path given to --input is, and what a recording folder brings with it. */
function resolveInput(input: string): Inputs {
  let st;
  try {
    st = statSync(input);
  } catch (e) {
    throw new CliError(`${input}: cannot open the input (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  if (!st.isDirectory()) return { frames: 'video', path: input };
  const truthFile = join(input, 'truth.json');
  const truth = existsSync(truthFile) ? parseTruth(readJson(truthFile), truthFile) : undefined;
  const extra = truth ? { calibration: truthFile, discipline: truth.discipline, fps: truth.fps } : {};
  if (existsSync(join(input, 'frames'))) return { frames: 'folder', path: join(input, 'frames'), ...extra };
  if (existsSync(join(input, 'video.mp4'))) return { frames: 'video', path: join(input, 'video.mp4'), ...extra };
  return { frames: 'folder', path: input, ...extra };
}

function positive(name: string, v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!(Number.isFinite(n) && n > 0)) throw new CliError(`--${name}: expected a positive number, got ${JSON.stringify(v)}`);
  return n;
}

export async function trackCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      input: { type: 'string' }, calibration: { type: 'string' }, discipline: { type: 'string' }, players: { type: 'string' },
      distance: { type: 'string' }, fps: { type: 'string' }, model: { type: 'string' }, out: { type: 'string' },
      'rolling-shutter': { type: 'string' }, pretty: { type: 'boolean' }, 'no-placements': { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${trackHelp}\n`);
    return 0;
  }
  if (!values.input) throw new CliError('--input DIR|VIDEO is required');
  const inputs = resolveInput(values.input);
  const discipline = (values.discipline ?? inputs.discipline) as Discipline | undefined;
  if (!discipline) throw new CliError(`--discipline is required (one of ${DISCIPLINES.join(', ')})`);
  if (!DISCIPLINES.includes(discipline)) throw new CliError(`--discipline: unknown discipline ${JSON.stringify(discipline)} (expected ${DISCIPLINES.join(', ')})`);
  const calFile = values.calibration ?? inputs.calibration;
  const players = (values.players ?? 'A,B').split(',').map((p) => p.trim());
  if (players.length !== 2 || players.some((p) => !p) || players[0] === players[1]) throw new CliError(`--players: expected two different names "A,B", got ${JSON.stringify(values.players)}`);
  const distance = positive('distance', values.distance) ?? DISTANCE[discipline];
  const fps = positive('fps', values.fps) ?? inputs.fps ?? 30;
  const rollingShutterS = readout(values['rolling-shutter']);

  const info = inputs.frames === 'video' ? await probeVideo(inputs.path) : null;
  const framesOf = () => (info ? framesOfVideo(inputs.path, info) : framesOfFolder(inputs.path, fps));
  const calibration = calFile ? await loadCameraFile(calFile) : await calibrateFromInput(framesOf(), tableKindOf(discipline), values.input);
  if (calFile) checkTable(calibration, discipline, calFile);
  const frames = framesOf();
  const detector = await openDetector(values.model, 1);
  const balls = discipline === 'russian-colour' ? {} : { balls: { [players[0]!]: 'white', [players[1]!]: 'yellow' } };
  const setup = { discipline, players: [players[0]!, players[1]!] as [string, string], distance, ...balls };
  let run;
  try {
    run = await trackFrames(frames, { detector, camera: cameraOf(calibration), table: tableOf(calibration), discipline, rollingShutterS }, (s) => {
      process.stderr.write(`tabletrack track: stroke ${s.events[0]?.t.toFixed(2) ?? '?'}-${s.restT.toFixed(2)} s, ${s.events.length} events\n`);
    }, values['no-placements'] ? undefined : placeableAsJudged(setup));
  } finally {
    await detector.close();
  }
  const { match, leftOut, refused } = matchFileOf(run.strokes, setup);
  const text = `${JSON.stringify(match, null, values.pretty ? 2 : undefined)}\n`;
  if (values.out) writeFileSync(values.out, text);
  else process.stdout.write(text);
  for (const r of refused) process.stderr.write(`tabletrack track: left out, the rules refuse it: ${r}\n`);
  process.stderr.write(`tabletrack track: ${run.frames} frames (${run.fullFrames} full-frame), ${run.msPerFrame.toFixed(1)} ms per frame, ${match.strokes.length} strokes${leftOut ? ` (${leftOut} after the match was decided, left out)` : ''}${rollingShutterS ? `; events dated at their row's read time (${rollingShutterS} s readout)` : ''}\n`);
  return 0;
}

/** --rolling-shutter S: a readout in seconds within the config's range (0 when absent: a global shutter). */
function readout(v: string | undefined): number {
  if (v === undefined) return 0;
  const n = Number(v);
  if (!(v.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= MAX_READOUT_S)) {
    throw new CliError(`--rolling-shutter: expected the readout in seconds, 0-${MAX_READOUT_S} (a 1080p CMOS camera reads in ~0.008-0.03), got ${JSON.stringify(v)}`);
  }
  return n;
}

/** Frames tried for an automatic calibration when none is given: one every AUTO_STEP_S over the first AUTO_SPAN_S of the input. */
const AUTO_STEP_S = 1, AUTO_SPAN_S = 6;

/**
 * No calibration given: fit one automatically on the input's first seconds
 * (src/calibration), the first frame that passes the checks. Said on stderr,
 * with its residuals; a failure says why and how to calibrate by hand.
 */
async function calibrateFromInput(frames: AsyncGenerator<Frame>, table: 'carom' | 'pyramid', input: string): Promise<CalibrationFile> {
  let why = 'no frames';
  let next = 0;
  try {
    for await (const f of frames) {
      if (f.t === undefined || f.t < next) continue;
      if (f.t > AUTO_SPAN_S) break;
      next = f.t + AUTO_STEP_S;
      try {
        const r = calibrateFrame(toFrame({ width: f.width, height: f.height, rgb: new Uint8Array(f.data.buffer, f.data.byteOffset, f.data.length) }), { table });
        process.stderr.write(`tabletrack track: no --calibration: calibrated automatically on the frame at ${f.t.toFixed(2)} s (${JSON.stringify(r.residuals)})\n`);
        return r.calibration;
      } catch (e) {
        if (!(e instanceof CalibrationError)) throw e;
        why = e.message;
      }
    }
  } finally {
    await frames.return(undefined);
  }
  throw new CliError(`${input}: no --calibration given, and the automatic calibration failed on the first ${AUTO_SPAN_S} s (${why}); make one with tabletrack calibrate --image FRAME (or --points FILE) and pass --calibration FILE`);
}
