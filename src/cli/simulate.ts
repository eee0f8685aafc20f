/**
 * `tabletrack simulate`: plan a scenario or a random-player match, render it
 * from an overhead hall camera and write the recording folder (frames, video,
 * truth.json, match.json, contact sheet). docs/sim-recordings.md.
 */
import { tableKindOf } from '../geometry/tables.js';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cameraOf, loadCalibration, type CalibrationFile } from '../camera/index.js';
import { DISCIPLINES, type Discipline } from '../contracts/ids.js';
import { InputError } from '../contracts/schema.js';
import type { Verdict } from '../contracts/verdict.js';
import { judgeParsedMatch } from '../rules/match.js';
import type { PlannedRecording } from '../sim/plan.js';
import { planMatch } from '../sim/player/index.js';
import { randomCamera, record } from '../sim/record/index.js';
import { LIBRARY, libraryArgs, libraryReadme } from '../sim/record/library.js';
import { randomLook } from '../sim/render/index.js';
import { listScenarios, planScenario } from '../sim/scenarios/index.js';
import { matchesSubset } from '../sim/scenarios/subset.js';
import { CliError } from './io.js';

export const simulateHelp = `tabletrack simulate (--scenario NAME | --match DISCIPLINE) --out DIR [options]
tabletrack simulate --list
tabletrack simulate --library [--out DIR]

Plans a recording (a scenario of the library, or a random player's match),
renders it from an overhead hall camera and writes DIR/: frames/NNNNNN.jpg,
video.mp4 (H.264; video.mjpeg without ffmpeg), truth.json (CONTRACTS.md,
"Ground truth of a rendered recording"), match.json (judge it with
\`tabletrack judge DIR/match.json\`) and contact-sheet.png.

Options:
  --seed N           seed of the plan, camera and look (default 1)
  --fps N            frames per second, 25-120 (default 30)
  --size WxH         image size, even numbers, 320x180 to 3840x2160 (default 1280x720)
  --camera FILE      a calibration file instead of a random camera (its image size wins)
  --duration S       --match only: length of the match recording in seconds (default 20)
  --jpeg-quality Q   JPEG quality of the frames, 1-100 (default: the look's, 70-92)
  --crf N            H.264 quality, 0-51 (default 30; lower is better and larger)
  --no-frames        write no JPEG frames (the video, truth and sheet only)
  --list             list the scenarios
  --library          regenerate the committed test-videos library (DIR default test-videos)`;

const MIN_FPS = 25, MAX_FPS = 120;
const MIN_SIZE: [number, number] = [320, 180];
const MAX_SIZE: [number, number] = [3840, 2160];
const DEFAULT_MATCH_S = 20;

export interface SimulateSettings {
  seed: number;
  fps: number;
  size: [number, number];
  jpegQuality?: number;
  crf?: number;
  frames: boolean;
  duration?: number;
  /** --size was given (it must then agree with a --camera file). */
  sizeGiven?: boolean;
}

function int(name: string, raw: string | undefined, lo: number, hi: number): number | undefined {
  if (raw === undefined) return undefined;
  const v = Number(raw);
  if (!/^-?\d+$/.test(raw.trim()) || v < lo || v > hi) throw new CliError(`--${name}: expected a whole number from ${lo} to ${hi}, got ${JSON.stringify(raw)}`);
  return v;
}

export function parseSize(raw: string): [number, number] {
  const m = /^(\d+)x(\d+)$/.exec(raw.trim());
  if (!m) throw new CliError(`--size: expected WxH (e.g. 1280x720), got ${JSON.stringify(raw)}`);
  const w = Number(m[1]), h = Number(m[2]);
  if (w < MIN_SIZE[0] || h < MIN_SIZE[1] || w > MAX_SIZE[0] || h > MAX_SIZE[1]) {
    throw new CliError(`--size: ${w}x${h} is outside ${MIN_SIZE.join('x')} to ${MAX_SIZE.join('x')}`);
  }
  if (w % 2 || h % 2) throw new CliError(`--size: ${w}x${h} must be even in both directions (H.264 4:2:0)`);
  return [w, h];
}

function parseDiscipline(raw: string): Discipline {
  if (!(DISCIPLINES as readonly string[]).includes(raw)) throw new CliError(`--match: unknown discipline ${JSON.stringify(raw)} (expected ${DISCIPLINES.join(', ')})`);
  return raw as Discipline;
}

/** A scenario or a match, planned; planners' input errors become one-line CLI errors. */
export function planFor(what: { scenario: string } | { match: Discipline }, s: SimulateSettings): PlannedRecording {
  try {
    if ('scenario' in what) return planScenario(what.scenario, s.seed);
    return planMatch(what.match, s.seed, { durationS: s.duration ?? DEFAULT_MATCH_S });
  } catch (e) {
    if (e instanceof InputError) throw new CliError(e.message);
    throw e;
  }
}

/** A --camera file, read before anything is planned so that its errors come at once. */
async function calibrationFor(file: string, what: SimulateRun['what'], s: SimulateSettings): Promise<CalibrationFile> {
  const cal = await loadCalibration(file);
  const discipline = 'match' in what ? what.match : listScenarios().find((x) => x.name === what.scenario)?.discipline;
  const kind = discipline === undefined ? cal.table : tableKindOf(discipline);
  if (cal.table !== kind) throw new CliError(`${file}: table: the calibration is for a ${cal.table} table, ${discipline} is played on a ${kind} table`);
  if (s.sizeGiven && (cal.image.width !== s.size[0] || cal.image.height !== s.size[1])) {
    throw new CliError(`--size ${s.size.join('x')} differs from the calibration's image ${cal.image.width}x${cal.image.height} (${file}); leave --size out`);
  }
  return cal;
}

/** One line: frames, duration, strokes, events, the verdict's score and whether it is the scenario's expected one. */
export function summaryLine(plan: PlannedRecording, verdict: Verdict, frames: number, fps: number, out: string, seconds: number): string {
  const events = plan.match.strokes.reduce((n, s) => n + s.events.length, 0);
  const score = Object.entries(verdict.score).map(([p, v]) => `${p} ${v}`).join(' ');
  const fouls = verdict.strokes.reduce((n, v) => n + v.fouls.length, 0);
  const expect = plan.expect ? (matchesSubset(verdict, plan.expect) ? ', verdict as expected' : ', VERDICT DIFFERS FROM THE SCENARIO\'S EXPECT') : '';
  return `${plan.name}: ${frames} frames (${(frames / fps).toFixed(2)} s at ${fps} fps), ${plan.strokes.length} strokes, ${events} events; `
    + `score ${score}, ${fouls} fouls${verdict.winner ? `, winner ${verdict.winner}` : ''}${expect} -> ${out} in ${seconds.toFixed(1)} s`;
}

export async function simulateTo(what: { scenario: string } | { match: Discipline }, out: string, s: SimulateSettings, cameraFile?: string, command?: string): Promise<string> {
  const cal = cameraFile ? await calibrationFor(cameraFile, what, s) : null;
  const plan = planFor(what, s);
  const camera = cal ? cameraOf(cal) : randomCamera(s.seed, plan.table, s.size[0], s.size[1]);
  const look = randomLook(s.seed, plan.discipline, plan.table);
  const result = await record(plan, {
    out, camera, look, fps: s.fps, frames: s.frames, seed: s.seed,
    ...(s.jpegQuality !== undefined ? { jpegQuality: s.jpegQuality } : {}),
    ...(s.crf !== undefined ? { crf: s.crf } : {}),
    ...(command ? { command } : {}),
  });
  return summaryLine(plan, judgeParsedMatch(plan.match), result.frameCount, s.fps, out, result.seconds);
}

export interface SimulateRun {
  what: { scenario: string } | { match: Discipline };
  out: string;
  settings: SimulateSettings;
  camera?: string;
}

type Parsed = { kind: 'help' } | { kind: 'list' } | { kind: 'library'; out: string } | ({ kind: 'run' } & SimulateRun);

/** The command line, checked: every bad argument is a CliError (one line, exit 2). */
export function parseSimulateArgs(argv: string[]): Parsed {
  const { values } = oneLine(() => parseArgs({
    args: argv,
    options: {
      scenario: { type: 'string' }, match: { type: 'string' }, out: { type: 'string' },
      seed: { type: 'string' }, fps: { type: 'string' }, size: { type: 'string' }, camera: { type: 'string' },
      duration: { type: 'string' }, 'jpeg-quality': { type: 'string' }, crf: { type: 'string' },
      'no-frames': { type: 'boolean', default: false }, list: { type: 'boolean', default: false },
      library: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' },
    },
  }));
  if (values.help) return { kind: 'help' };
  if (values.list) return { kind: 'list' };
  if (values.library) return { kind: 'library', out: values.out ?? 'test-videos' };
  if ((values.scenario === undefined) === (values.match === undefined)) throw new CliError('give exactly one of --scenario NAME and --match DISCIPLINE (--list names the scenarios)');
  if (!values.out) throw new CliError('--out DIR is required');
  const duration = values.duration === undefined ? undefined : Number(values.duration);
  if (duration !== undefined && !(duration > 0 && duration <= 600)) throw new CliError(`--duration: expected seconds in (0, 600], got ${JSON.stringify(values.duration)}`);
  if (duration !== undefined && values.scenario !== undefined) throw new CliError('--duration applies to --match (a scenario lasts as long as its strokes)');
  const settings: SimulateSettings = {
    seed: int('seed', values.seed, 0, 2 ** 31 - 1) ?? 1,
    fps: int('fps', values.fps, MIN_FPS, MAX_FPS) ?? 30,
    size: values.size ? parseSize(values.size) : [1280, 720],
    sizeGiven: values.size !== undefined,
    frames: !values['no-frames'],
    ...(duration !== undefined ? { duration } : {}),
  };
  const q = int('jpeg-quality', values['jpeg-quality'], 1, 100);
  if (q !== undefined) settings.jpegQuality = q;
  const crf = int('crf', values.crf, 0, 51);
  if (crf !== undefined) settings.crf = crf;
  const what = values.scenario !== undefined ? { scenario: values.scenario } : { match: parseDiscipline(values.match!) };
  return { kind: 'run', what, out: values.out, settings, ...(values.camera ? { camera: values.camera } : {}) };
}

/** node's parseArgs errors can span lines; the CLI prints their first line. */
function oneLine<T>(parse: () => T): T {
  try {
    return parse();
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) throw new CliError((e as Error).message.split('\n')[0]!);
    throw e;
  }
}

export async function simulateCommand(argv: string[]): Promise<number> {
  const p = parseSimulateArgs(argv);
  if (p.kind === 'help') process.stdout.write(`${simulateHelp}\n`);
  else if (p.kind === 'list') {
    for (const s of listScenarios()) process.stdout.write(`${s.name.padEnd(40)} ${s.discipline.padEnd(14)} ${s.description}\n`);
  } else if (p.kind === 'library') await regenerateLibrary(p.out);
  else process.stdout.write(`${await simulateTo(p.what, p.out, p.settings, p.camera, `tabletrack simulate ${argv.join(' ')}`)}\n`);
  return 0;
}

/** Every recording of the committed library, one after another, then its README. */
async function regenerateLibrary(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const entry of LIBRARY) {
    const argv = libraryArgs(entry, dir);
    const p = parseSimulateArgs(argv);
    if (p.kind !== 'run') throw new Error(`library entry ${entry.dir}: not a recording`);
    process.stdout.write(`${await simulateTo(p.what, p.out, p.settings, p.camera, `tabletrack simulate ${argv.join(' ')}`)}\n`);
  }
  await writeFile(join(dir, 'README.md'), libraryReadme(dir));
}
