/**
 * The service's configuration (DESIGN habit 7): one zod schema with defaults
 * that rejects unknown keys, read from a file and environment variables,
 * validated once at start, deep-frozen, and versioned. Errors name the file
 * (or variable) and the field: `config/site.json: server.port: Too big...`.
 * Precedence: defaults < file < environment < command-line flags.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { DISCIPLINES } from '../contracts/ids.js';
import { LANGUAGES } from '../contracts/texts.js';
import { InputError, formatPath, namedEnum } from '../contracts/schema.js';
import { MAX_READOUT_S } from '../track/shutter.js';

export const CONFIG_VERSION = 1;


const size = { width: z.number().int().min(16).max(7680).default(1280), height: z.number().int().min(16).max(4320).default(720) };

const sourceSchema = z.discriminatedUnion('kind', [
  /** A recording's truth.json (or its folder), or a match file replayed with synthetic motion. */
  z.strictObject({ kind: z.literal('replay'), path: z.string().min(1), speed: z.number().positive().max(100).default(1) }),
  /** ffmpeg: a video file, a V4L2 device, an RTSP URL. */
  z.strictObject({
    kind: z.literal('ffmpeg'),
    input: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('file'), path: z.string().min(1), loop: z.boolean().default(false) }),
      z.strictObject({ kind: z.literal('v4l2'), device: z.string().min(1), inputFormat: z.string().optional() }),
      z.strictObject({ kind: z.literal('rtsp'), url: z.string().regex(/^rtsps?:\/\//, 'expected an rtsp:// URL') }),
    ]),
    ...size,
    fps: z.number().positive().max(240).optional(),
  }),
  /**
   * A recorded match through the whole vision pipeline: a test-videos folder
   * (video.mp4; its truth.json's camera is the calibration and its match the
   * set-up), or a video file with `vision.calibration`. `speed` paces it
   * like a camera (× real time, frames the pipeline cannot keep up with are
   * dropped); 0 processes every frame as fast as it goes.
   */
  z.strictObject({ kind: z.literal('recording'), path: z.string().min(1), speed: z.number().min(0).max(100).default(1) }),
  z.strictObject({ kind: z.literal('images'), dir: z.string().min(1), fps: z.number().positive().max(240).default(30), loop: z.boolean().default(false), ...size }),
  z.strictObject({ kind: z.literal('mjpeg'), url: z.string().regex(/^https?:\/\//, 'expected an http:// URL'), ...size }),
]);

const matchSetupSchema = z.strictObject({
  discipline: namedEnum('discipline', DISCIPLINES),
  players: z.tuple([z.string().min(1), z.string().min(1)]),
  balls: z.record(z.string(), z.string()).optional(),
  distance: z.number().int().min(1),
  sets: z.number().int().min(1).optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
});

export const configSchema = z.strictObject({
  version: z.literal(CONFIG_VERSION, { error: `expected ${CONFIG_VERSION} (the config format this build reads)` }).default(CONFIG_VERSION),
  server: z.strictObject({
    host: z.string().min(1).default('0.0.0.0'),
    port: z.number().int().min(0).max(65535).default(8080),
    /** Origins allowed to open the WebSocket besides the page's own (the Host header). */
    allowedOrigins: z.array(z.string().regex(/^https?:\/\/[^/]+$/, 'expected an origin like http://host:port')).default([]),
    /** Position updates sent to screens per second at most. Higher: smoother balls, more traffic per client. */
    screenRateHz: z.number().min(1).max(120).default(30),
    heartbeatMs: z.number().int().min(100).max(60_000).default(5000),
    /** Largest message a client may send (it has nothing to send but a ping). */
    maxPayloadBytes: z.number().int().min(256).max(1 << 20).default(4096),
    /** A client with more than this unsent is too slow and is dropped, so it never delays the others. */
    maxBufferedBytes: z.number().int().min(16 * 1024).max(64 << 20).default(1 << 20),
  }).prefault({}),
  referee: z.strictObject({
    /** Bearer token for the referee controls; none: a random one is made at start and printed. */
    token: z.string().min(16, 'the referee token needs at least 16 characters').optional(),
  }).prefault({}),
  source: sourceSchema.default({ kind: 'replay', path: 'examples/three-cushion-short-match.json', speed: 1 }),
  /** The vision path (every source but `replay`). */
  vision: z.strictObject({
    /** Calibration file (tabletrack calibrate). Required for cameras; a recording folder brings its own. */
    calibration: z.string().min(1).optional(),
    /** Detector model; default models/detector.onnx. */
    model: z.string().min(1).optional(),
    /**
     * Inference threads. The decoder (ffmpeg) needs a core of its own: on the
     * 2-core reference machine 1 thread gives 13.4 ms per 1080p frame through
     * the stages against 19.8 ms with 2 (the two fight over the cores). More
     * cores: the machine's cores less one.
     */
    threads: z.number().int().min(1).max(64).default(1),
    /**
     * While no calibration is in force, try the automatic one on the camera's
     * latest frame every this many seconds (0: never; the referee uploads or
     * triggers one). A try holds the service for ~1-3 s (1080p): nothing is
     * detected meanwhile anyway. Range 0-3600.
     */
    autoCalibrateEveryS: z.number().min(0).max(3600).default(15),
    /**
     * The camera's rolling-shutter readout (s): the time its sensor takes from the top row to the bottom one
     * (CMOS cameras ~0.008-0.03 at 1080p; the datasheet's "readout" or "line time × rows"). The events are then
     * dated at the time their row was read: development under a 12 ms readout, the median event time error went
     * from 0.53 to 0.18 frames at 60 fps (src/events/capture-times.ts). 0: a global shutter, or unknown (events
     * up to the readout early). Range 0-0.05.
     */
    rollingShutterS: z.number().min(0).max(MAX_READOUT_S).default(0),
    /**
     * The camera's measured height above the cloth (mm, lens to cloth, to ~0.5 %: calibration MEASURED_HEIGHT_SIGMA), for the
     * automatic calibration of a table whose cushion faces are too faint to read (docs/calibration.md step 7;
     * the result says the height was assumed). Absent: such a frame is refused (calibrate by hand). Range 1200-6000.
     */
    cameraHeightMm: z.number().min(1200).max(6000).optional(),
    /**
     * After each judged stroke, tell the events stage which balls the verdict lets a hand place before the next
     * strike (a five-pins free ball, a re-spot; src/rules/placeable.ts): such a ball carried out of sight over 0.8 s
     * and put down elsewhere is then no stroke (src/events/placement.ts). Off: every such carry is read as the
     * ball struck off the table unseen and put back, a flagged extra stroke for the referee to strike out (the
     * behaviour before session 58); on, a ball of that list truly struck off the table unseen and put back by hand
     * before the next stroke is read as placed, its foul lost (the referee enters it).
     */
    placementsFromVerdicts: z.boolean().default(true),
  }).prefault({}),
  /** Frames queued between capture and the vision stages (drop oldest beyond). */
  queueCapacity: z.number().int().min(1).max(120).default(2),
  matchLog: z.strictObject({ file: z.string().min(1).default('data/match-log.sqlite') }).prefault({}),
  /** The match set up when the log is empty; default: the replayed recording's own. */
  match: matchSetupSchema.optional(),
  /** Start judging at once (no referee "start" needed). */
  autoStart: z.boolean().default(true),
  shotClockS: z.number().int().min(5).max(600).default(40),
  language: z.enum(LANGUAGES).default('en'),
});

export type Config = Readonly<z.infer<typeof configSchema>>;
export type MatchSetupInput = z.infer<typeof matchSetupSchema>;
export { matchSetupSchema };

/** Environment variables read, and where each goes. Others (TABLETRACK_FFMPEG...) belong to other parts. */
export const ENV_KEYS = {
  TABLETRACK_PORT: ['server', 'port'],
  TABLETRACK_HOST: ['server', 'host'],
  TABLETRACK_REFEREE_TOKEN: ['referee', 'token'],
  TABLETRACK_MATCH_LOG: ['matchLog', 'file'],
  TABLETRACK_SOURCE: ['source', 'path'],
  TABLETRACK_SPEED: ['source', 'speed'],
} as const;

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let obj = target;
  for (const key of path.slice(0, -1)) {
    const next = obj[key];
    obj = obj[key] = typeof next === 'object' && next !== null ? { ...(next as Record<string, unknown>) } : {};
  }
  obj[path.at(-1)!] = value;
}

function envValue(name: string, raw: string): unknown {
  if (name === 'TABLETRACK_PORT' || name === 'TABLETRACK_SPEED') {
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(n)) throw new InputError(`env ${name}`, `expected a number, got ${JSON.stringify(raw)}`);
    return n;
  }
  return raw;
}

/** Overlay the environment on a raw (unvalidated) config object. */
export function applyEnv(raw: Record<string, unknown>, env: NodeJS.ProcessEnv): Record<string, unknown> {
  const out = { ...raw };
  for (const [name, path] of Object.entries(ENV_KEYS)) {
    const value = env[name];
    if (value === undefined || value === '') continue; // an empty variable (compose's ${X:-}) means unset
    if (name === 'TABLETRACK_SOURCE') {
      const kind = sourceKindOf(value);
      const prev = out.source as { kind?: string } | undefined;
      out.source = { ...(prev?.kind === kind ? prev : {}), kind, path: value };
      continue;
    }
    setPath(out, path, envValue(name, value));
  }
  return out;
}

/**
 * The source kind a path names: a folder with a video.mp4, or a video file, is
 * a recording (through the vision pipeline); a truth.json, a match file or a
 * folder without video is a replay of the recorded truth.
 */
export function sourceKindOf(path: string): 'recording' | 'replay' {
  if (/\.json$/i.test(path)) return 'replay';
  try {
    return statSync(path).isDirectory() ? (existsSync(join(path, 'video.mp4')) ? 'recording' : 'replay') : 'recording';
  } catch {
    return 'replay'; // the replay loader names the missing path
  }
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Validate a raw config; `where` names its origin in errors. */
export function parseConfig(raw: unknown, where = 'config'): Config {
  const r = configSchema.safeParse(raw);
  if (!r.success) {
    const issue = [...r.error.issues].sort((a, b) => b.path.length - a.path.length)[0]!;
    const detail = issue.code === 'unrecognized_keys' ? `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}` : issue.message;
    throw new InputError(`${where}: ${formatPath(issue.path) || '(top level)'}`, detail);
  }
  return deepFreeze(r.data);
}

function readConfigFile(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new InputError(file, `cannot read the config file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new InputError(file, `not JSON (${(e as Error).message})`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new InputError(file, 'a config file is a JSON object');
  return json as Record<string, unknown>;
}

/** Paths in a file are relative to the file's folder; from the environment or flags, to the working directory. */
function resolvePaths(raw: Record<string, unknown>, base: string): Record<string, unknown> {
  const out = { ...raw };
  const abs = (p: unknown) => (typeof p === 'string' && !isAbsolute(p) && !/^[a-z]+:\/\//.test(p) ? resolve(base, p) : p);
  const src = out.source as Record<string, unknown> | undefined;
  if (src && typeof src === 'object') {
    out.source = { ...src, ...('path' in src ? { path: abs(src.path) } : {}), ...('dir' in src ? { dir: abs(src.dir) } : {}) };
    const input = (out.source as Record<string, unknown>).input as Record<string, unknown> | undefined;
    if (input && typeof input === 'object' && 'path' in input) (out.source as Record<string, unknown>).input = { ...input, path: abs(input.path) };
  }
  const log = out.matchLog as Record<string, unknown> | undefined;
  if (log && typeof log === 'object' && 'file' in log) out.matchLog = { ...log, file: abs(log.file) };
  const vision = out.vision as Record<string, unknown> | undefined;
  if (vision && typeof vision === 'object') out.vision = { ...vision, ...('calibration' in vision ? { calibration: abs(vision.calibration) } : {}), ...('model' in vision ? { model: abs(vision.model) } : {}) };
  return out;
}

export interface LoadConfigOptions {
  file?: string;
  env?: NodeJS.ProcessEnv;
  /** Command-line overrides, already shaped like the config. */
  overrides?: Record<string, unknown>;
  cwd?: string;
}

/** Defaults < file < environment < overrides, validated once and frozen. */
export function loadConfig(opts: LoadConfigOptions = {}): Config {
  const cwd = opts.cwd ?? process.cwd();
  const fromFile = opts.file ? resolvePaths(readConfigFile(opts.file), dirname(resolve(cwd, opts.file))) : {};
  const where = opts.file ?? 'config';
  const withEnv = resolvePaths(applyEnv({}, opts.env ?? {}), cwd);
  const merged = mergeShallow(mergeShallow(fromFile, withEnv), resolvePaths(opts.overrides ?? {}, cwd));
  const config = parseConfig(merged, where);
  return (config.source.kind === 'replay' || config.source.kind === 'recording') && !isAbsolute(config.source.path)
    ? deepFreeze({ ...config, source: { ...config.source, path: resolve(cwd, config.source.path) } })
    : config;
}

/** One level deep: `server`, `source`... objects merge key by key; a source of another kind replaces the old one whole. */
function mergeShallow(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = base[k];
    const kindChanged = (v as { kind?: unknown })?.kind !== undefined && (b as { kind?: unknown })?.kind !== (v as { kind?: unknown }).kind;
    out[k] = !kindChanged && typeof v === 'object' && v !== null && !Array.isArray(v) && typeof b === 'object' && b !== null && !Array.isArray(b) ? { ...b, ...v } : v;
  }
  return out;
}
