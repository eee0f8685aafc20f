/**
 * `truth.json`, the ground truth of a rendered recording (CONTRACTS.md,
 * "Ground truth of a rendered recording"), with the project's extensions
 * (docs/sim-recordings.md): per-ball `occluded`, per-frame `pinPoses` and
 * `occluders`, and the recording's name, seed, duration, command and expected
 * verdict. The tracker and the evaluations read it through `loadTruth`.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { calibrationSchema, type CalibrationFile } from '../../camera/calibration.js';
import { DISCIPLINES, PINS, PIN_STATES, ballsOf, type BallId, type Discipline, type PinId, type PinState } from '../../contracts/ids.js';
import type { MatchFile } from '../../contracts/match.js';
import { InputError, formatPath, namedEnum, parseMatch } from '../../contracts/schema.js';

export interface TruthBall {
  x: number;
  y: number;
  moving: boolean;
  /** Extension: the cue, a hand or an arm covers at least half of the ball in the image. */
  occluded?: true;
}

/** Extension: where a pin is (base centre, mm) and how far it has tipped (rad, 0 standing, π/2 lying). */
export interface TruthPinPose { x: number; y: number; tilt: number; heading?: number }

export interface TruthFrame {
  i: number;
  t: number;
  /** Balls on the cloth; pocketed, off-table and carried balls are absent. */
  balls: Partial<Record<BallId, TruthBall>>;
  /** Five-pins: pin states; a pin in the hand is absent. */
  pins?: Partial<Record<PinId, PinState>>;
  pinPoses?: Partial<Record<PinId, TruthPinPose>>;
  /** Extension: people over the table in this frame. */
  occluders?: ('cue' | 'hand')[];
}

export interface Truth {
  discipline: Discipline;
  fps: number;
  resolution: [number, number];
  camera: CalibrationFile;
  frames: TruthFrame[];
  match: MatchFile;
  /** Scenarios: what `tabletrack judge match.json` must say (a subset, as in the golden files). */
  expect?: Record<string, unknown>;
  name?: string;
  description?: string;
  seed?: number;
  duration?: number;
  /** The command line that regenerates the recording. */
  command?: string;
}

/** Frame times are i / fps; a file written with rounded times passes within this (s). */
const TIME_TOLERANCE_S = 1e-4;

const finite = z.number().finite();

function truthSchemaFor(discipline: Discipline) {
  const ball = namedEnum('ball', ballsOf(discipline) as unknown as [string, ...string[]]);
  const pin = namedEnum('pin', PINS);
  const frame = z.strictObject({
    i: z.number().int().min(0),
    t: finite.min(0),
    balls: z.partialRecord(ball, z.strictObject({ x: finite, y: finite, moving: z.boolean(), occluded: z.literal(true).optional() })),
    pins: z.partialRecord(pin, namedEnum('pin state', PIN_STATES)).optional(),
    pinPoses: z.partialRecord(pin, z.strictObject({ x: finite, y: finite, tilt: finite.min(0), heading: finite.optional() })).optional(),
    occluders: z.array(z.enum(['cue', 'hand'])).optional(),
  });
  return z
    .strictObject({
      discipline: z.literal(discipline),
      fps: finite.positive(),
      resolution: z.tuple([z.number().int().positive(), z.number().int().positive()]),
      camera: calibrationSchema,
      frames: z.array(frame),
      match: z.unknown(),
      expect: z.record(z.string(), z.unknown()).optional(),
      name: z.string().optional(),
      description: z.string().optional(),
      seed: z.number().int().optional(),
      duration: finite.min(0).optional(),
      command: z.string().optional(),
    })
    .superRefine((v, ctx) => {
      if (v.camera.image.width !== v.resolution[0] || v.camera.image.height !== v.resolution[1]) {
        ctx.addIssue({ code: 'custom', path: ['resolution'], message: `must equal camera.image (${v.camera.image.width}×${v.camera.image.height})` });
      }
      v.frames.forEach((f, n) => {
        if (f.i !== n) ctx.addIssue({ code: 'custom', path: ['frames', n, 'i'], message: `expected ${n} (frames are listed in order, none missing)` });
        if (Math.abs(f.t - f.i / v.fps) > TIME_TOLERANCE_S) ctx.addIssue({ code: 'custom', path: ['frames', n, 't'], message: `expected i / fps = ${(f.i / v.fps).toFixed(6)} s` });
      });
    });
}

const head = z.object({ discipline: namedEnum('discipline', DISCIPLINES) });

function fail(where: string, path: readonly PropertyKey[], message: string): never {
  const field = formatPath(path);
  throw new InputError(where ? (field ? `${where}: ${field}` : where) : field, message);
}

/** Validate a parsed truth.json; errors name `where` (the file) and the field. */
export function parseTruth(input: unknown, where = ''): Truth {
  const h = head.safeParse(input);
  if (!h.success) {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) fail(where, [], 'truth.json is a JSON object (CONTRACTS.md, "Ground truth of a rendered recording")');
    const issue = h.error.issues[0]!;
    fail(where, issue.path, issue.message);
  }
  const r = truthSchemaFor(h.data.discipline).safeParse(input);
  if (!r.success) {
    const issue = [...r.error.issues].sort((a, b) => b.path.length - a.path.length)[0]!;
    fail(where, issue.path, issue.message);
  }
  let match: MatchFile;
  try {
    match = parseMatch(r.data.match);
  } catch (e) {
    if (e instanceof InputError) fail(where, ['match', ...(e.path ? [e.path] : [])], e.detail);
    throw e;
  }
  if (match.discipline !== r.data.discipline) fail(where, ['match', 'discipline'], `expected "${r.data.discipline}" (the recording's discipline)`);
  return { ...r.data, match } as Truth;
}

export async function loadTruth(file: string): Promise<Truth> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new InputError(file, `cannot read the truth file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new InputError(file, `not JSON (${(e as Error).message})`);
  }
  return parseTruth(json, file);
}

/**
 * Serialise with one frame per line: readable in a diff, a fraction of the
 * size of fully indented JSON.
 */
export function stringifyTruth(truth: Truth): string {
  const { frames, ...rest } = truth;
  const headText = JSON.stringify({ ...rest, frames: [] }, null, 2);
  const lines = frames.map((f) => `    ${JSON.stringify(f)}`).join(',\n');
  return `${headText.replace('"frames": []', () => `"frames": [\n${lines}\n  ]`)}\n`;
}
