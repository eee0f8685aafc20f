/**
 * The detector evaluation's frames: held-out 1080p frames rendered from seeds
 * ≥ 9e6 (never used by the training generator) with exact labels and
 * measured occlusion, the JPEG round trip, the disk cache, and the five-pins
 * frames of the pin gate. Matching and scoring are in evaluate.ts.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Discipline } from '../contracts/ids.js';
import type { Camera } from '../camera/model.js';
import { tableForDiscipline, type TableModel } from '../geometry/tables.js';
import { project } from '../camera/model.js';
import { createRenderer, makeRng, randomLook } from '../sim/render/index.js';
import { isBallClass } from './classes.js';
import type { RgbImage } from './preprocess.js';
import { seatTruths, type SeatLabel } from './seats-truth.js';
import type { SceneState } from '../sim/render/scene.js';
import { ballRadiusPx, hiddenShare, measureCoverage, measureOcclusion, randomCamera, randomDiscipline, randomState, truthOf, type Truth } from './synth.js';

/** First evaluation seed; training shards use 1e6 + s·1000 + i with s < 8000. */
export const EVAL_SEED = 9_000_000;

/** The evaluation's frame size (width, height): the 1080p hall camera the model was trained for; other sizes are asked for by name (test/detect.camera-sizes.test.ts). */
export const EVAL_SIZE: readonly [number, number] = [1920, 1080];

/** Balls hidden more than this are neither expected nor counted as false positives. */
export const HIDDEN = 0.6;
/** Blur streak (px at full resolution) from which a ball is "moving", and "blurred". */
export const MOVING_PX = 2;
export const BLURRED_PX = 10;

export interface EvalFrame {
  seed: number;
  img: RgbImage;
  truths: Truth[];
  camera: Camera;
  table: TableModel;
  /** Whether the discipline has pins (five-pins): the caller knows it from the match. */
  pins: boolean;
  /** Five-pins frames rendered by `renderPinFrames`: each seat's truth from the scene, its occlusion by arms measured. */
  seats?: SeatLabel[];
  discipline?: Discipline;
  /** The encoded frame (what `img` was decoded from), for the evaluation cache. */
  jpeg?: Uint8Array;
}

/** A held-out seed's scene, camera, look and exact labels (cheap: nothing is rendered). */
function evalScene(seed: number, size: readonly [number, number] = EVAL_SIZE) {
  const rng = makeRng(seed);
  const discipline = randomDiscipline(rng);
  const table = tableForDiscipline(discipline);
  const camera = randomCamera(rng, table, size[0], size[1]);
  const look = randomLook(seed, discipline, table);
  const state = randomState(rng, discipline, table);
  const truths = atRowTime(truthOf(state, camera, table, look.exposureTime), state, camera, table, look.rollingShutter);
  return { discipline, table, camera, look, state, truths };
}

/**
 * Moving balls where the frame shows them: the renderer exposes row v at
 * time rollingShutter·(v/(H−1) − 0.5) (a rolling shutter), so a ball is drawn
 * where it is when its row is read, not at the frame's mid time that
 * `truthOf` labels. At 2 m/s and a 1/500 s exposure (a sharp ball, "at rest"
 * by its streak) a 20 ms shutter moves it up to 20 mm; no detector can see
 * the mid-time position in one frame. (The streak's length stays the
 * exposure's.)
 */
export function atRowTime(truths: readonly Truth[], state: SceneState, camera: Camera, table: TableModel, rollingShutter: number): Truth[] {
  if (!rollingShutter) return [...truths];
  const r = table.ballRadius;
  return truths.map((t) => {
    const b = isBallClass(t.cls) ? state.balls.find((x) => x.id === t.id && !x.hidden) : undefined;
    if (!b?.v) return t;
    const v = b.v;
    let px = t.px, at: [number, number] = t.table;
    for (let k = 0; k < 3; k++) {
      const dt = rollingShutter * (px[1] / (camera.height - 1) - 0.5);
      at = [b.pos[0] + v[0] * dt, b.pos[1] + v[1] * dt];
      px = project(camera, [at[0], at[1], r]) ?? px;
    }
    return { ...t, px, table: at };
  });
}

/** One held-out 1080p frame per seed (a fresh camera, look and scene each); `size`: the same camera with another image size. */
export async function renderEvalFrame(seed: number, size: readonly [number, number] = EVAL_SIZE): Promise<EvalFrame> {
  const { discipline, table, camera, look, state, truths } = evalScene(seed, size);
  const r = createRenderer({ camera, table, discipline, look });
  const bare = Uint8Array.from(r.render({ ...state, occluders: [] }, 0));
  const rgb = r.render(state, 0);
  measureOcclusion(truths, bare, rgb, camera.width, (t) => ballRadiusPx(camera, table, t.table));
  measureCoverage(truths, r.ctx, state.occluders ?? [], (t) => ballRadiusPx(camera, table, t.table));
  measurePinOcclusion(truths, bare, rgb, camera);
  const jpg = await r.encodeJpeg(rgb);
  const data = new Uint8Array(await sharp(jpg).raw().toBuffer());
  return { seed, img: { data, width: camera.width, height: camera.height }, truths, camera, table, pins: discipline === 'five-pins', discipline, jpeg: jpg };
}

/** Sources whose change changes the rendered evaluation frames (the cache key). */
const RENDER_SOURCES = ['../sim/render', './synth.ts', '../camera'];
/**
 * Version of what `renderEvalFrame` stores per frame (part of the cache key,
 * and written into each label file): raise it when the stored measures
 * change, so that older frames are rendered again, never read. 2: the keyed
 * occlusion of balls (`covered`) beside the colour measure (issue 5).
 */
export const EVAL_CACHE_FORMAT = 2;

/** Short hash of the renderer's, scene generator's and camera model's sources: a cache made by other code is never read. */
function renderVersion(): string {
  const h = createHash('sha1');
  h.update(`format ${EVAL_CACHE_FORMAT}\n`);
  for (const rel of RENDER_SOURCES) {
    const p = fileURLToPath(new URL(rel, import.meta.url));
    const files = statSync(p).isDirectory() ? readdirSync(p).filter((f) => f.endsWith('.ts')).sort().map((f) => join(p, f)) : [p];
    for (const f of files) h.update(readFileSync(f));
  }
  return h.digest('hex').slice(0, 10);
}

/**
 * `renderEvalFrame` through a disk cache (JPEG and labels per seed, under
 * `dir/<hash of the renderer's sources>/`): rendering takes ~4 s a frame on
 * the shared machine, detection a fraction of that, and the evaluation of a
 * few hundred frames is repeated while tuning. Any change to the renderer,
 * the scene generator or the camera model starts a fresh cache; a change of
 * what `renderEvalFrame` stores raises `EVAL_CACHE_FORMAT` (a label file of
 * another format is rendered again, not read).
 */
export async function cachedEvalFrame(seed: number, dir: string): Promise<EvalFrame> {
  const at = join(dir, renderVersion());
  const jpgPath = join(at, `${seed}.jpg`), jsonPath = join(at, `${seed}.json`);
  const stored = existsSync(jpgPath) && existsSync(jsonPath) ? cachedMeasures(readFileSync(jsonPath, 'utf8')) : null;
  if (stored) {
    // Only the pixels and the occlusion (which needs extra renders) are cached; the labels are recomputed.
    const { discipline, table, camera, truths } = evalScene(seed);
    for (const t of truths) {
      const m = stored.get(`${t.cls} ${t.id}`);
      t.occluded = m?.occluded ?? 0;
      if (m?.covered !== undefined) t.covered = m.covered;
    }
    const data = new Uint8Array(await sharp(readFileSync(jpgPath)).raw().toBuffer());
    return { seed, img: { data, width: camera.width, height: camera.height }, truths, camera, table, pins: discipline === 'five-pins', discipline };
  }
  const f = await renderEvalFrame(seed);
  mkdirSync(at, { recursive: true });
  writeFileSync(jpgPath, f.jpeg!);
  writeFileSync(jsonPath, JSON.stringify({ format: EVAL_CACHE_FORMAT, truths: f.truths }));
  return f;
}

/**
 * The occlusion measures of a cached label file by `cls id`, or null when the
 * file was written in another `EVAL_CACHE_FORMAT` or cannot be read (then
 * the frame is rendered again: an older file lacks the keyed measure).
 */
export function cachedMeasures(json: string): Map<string, Pick<Truth, 'occluded' | 'covered'>> | null {
  let meta: { format?: number; truths?: Truth[] };
  try { meta = JSON.parse(json) as typeof meta; } catch { return null; } // a file cut short by a stopped run
  if (meta.format !== EVAL_CACHE_FORMAT || !Array.isArray(meta.truths)) return null;
  return new Map(meta.truths.map((t) => [`${t.cls} ${t.id}`, { occluded: t.occluded, ...(t.covered !== undefined ? { covered: t.covered } : {}) }]));
}

/**
 * Radius (mm) of the disc around a pin's label in which occluders are
 * measured: a standing pin's body (Ø 10) seen around its top, a fallen pin's
 * middle half (it is 25 mm long).
 */
const PIN_WINDOW_MM = { 'pin-standing': 6, 'pin-fallen': 9 } as const;

/**
 * Fraction of each pin's window that the occluders (cue, hand, arm) changed,
 * by the criterion `measureOcclusion` uses for balls: a pin under an arm is
 * as unseeable as a ball there, and is not counted above `HIDDEN`.
 */
export function measurePinOcclusion(truths: Truth[], without: Uint8Array, withOcc: Uint8Array, camera: Camera): void {
  const width = camera.width, height = camera.height;
  for (const t of truths) {
    if (t.cls !== 'pin-standing' && t.cls !== 'pin-fallen') continue;
    const mm = PIN_WINDOW_MM[t.cls];
    const a = project(camera, [t.table[0], t.table[1], 0]), b = project(camera, [t.table[0] + mm, t.table[1], 0]);
    const rr = a && b ? Math.max(1.5, Math.hypot(b[0] - a[0], b[1] - a[1])) : 3;
    t.occluded = hiddenShare(without, withOcc, width, height, t.px, rr);
  }
}

/**
 * Held-out five-pins frames for the pin gate: one camera and look per seed and
 * `frames` scenes through it (the renderer's background is drawn once, so a
 * frame costs a fraction of `renderEvalFrame`'s); `size`: the same camera with
 * another image size (its focal length in pixels scaled with it).
 */
export async function renderPinFrames(seed: number, frames: number, size: readonly [number, number] = EVAL_SIZE): Promise<EvalFrame[]> {
  const rng = makeRng(seed);
  const table = tableForDiscipline('five-pins');
  const camera = randomCamera(rng, table, size[0], size[1]);
  const look = randomLook(seed, 'five-pins', table);
  const r = createRenderer({ camera, table, discipline: 'five-pins', look });
  const out: EvalFrame[] = [];
  for (let k = 0; k < frames; k++) {
    const state = randomState(rng, 'five-pins', table);
    const truths = truthOf(state, camera, table, look.exposureTime);
    const bare = Uint8Array.from(r.render({ ...state, occluders: [] }, k));
    const rgb = r.render(state, k);
    measureOcclusion(truths, bare, rgb, camera.width, (t) => ballRadiusPx(camera, table, t.table));
    measurePinOcclusion(truths, bare, rgb, camera);
    const seats = table.kind === 'carom' ? seatTruths(state, camera, table, HIDDEN, bare, rgb) : undefined;
    const data = new Uint8Array(await sharp(await r.encodeJpeg(rgb)).raw().toBuffer());
    out.push({ seed, img: { data, width: camera.width, height: camera.height }, truths, camera, table, pins: true, ...(seats ? { seats } : {}) });
  }
  return out;
}
