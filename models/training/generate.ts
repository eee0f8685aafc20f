/**
 * Training data for the detector: random scenes through random cameras and
 * looks, rendered at 1080p, JPEG round-tripped, cut into 96 × 96 crops with
 * exact labels. Run through models/training/generate.sh (bundles this file):
 *
 *   models/training/generate.sh [--shards 40] [--out .tmp/detect-data] [--first 0]
 *     [--renderers 8] [--frames 12] [--hard 0] [--five-pins 0] [--russian 0] [--hard-pos 0] [--hard-pins 0] [--castle-hard 0]
 *
 * --hard-pins p (issue 5, pins) turns a share p of five-pins frames into hard pin cases (src/detect/synth-pins.ts:
 * fallen pins touching each other, lying against a standing pin, a ball against a pin) and cuts three castle crops.
 * --castle-hard n (issue 5, pins) cuts n more full-resolution castle-kind crops a frame centred on a cue (tip,
 * shaft, bridge hand), a hand or a ball: negatives for a castle-only model (train.py --castle-only).
 * --hard-pos p (issue 5, recall) turns a share p of frames into the held-out misses' cases (a tight
 * cluster, the colour ball against a white, a cue or hand over part of a ball) and centres extra
 * crops on those balls and on every Russian colour ball; Russian halls then also get their colour
 * ball repainted, half the time in the paint nearest the cloth's colour.
 * Each shard is one seed range and two files; existing shards are skipped, so
 * an interrupted run resumes. Format (little-endian, numpy.fromfile):
 *   shard-NNNN.img  uint8   [N, 96, 96, 3]
 *   shard-NNNN.lab  float32 [N, 17, 6]: row 0 = [kind, 0…]; rows 1-16 =
 *                   [class (-1 = none), x, y (crop px), occluded fraction, blur px, ignore]
 * kind 0: crop of the half-resolution frame (every class labelled);
 * kind 1: crop of the full-resolution frame around the castle (pins only; balls ignored).
 * Seeds: shard s uses renderer seeds 1e6 + s·1000 + i; evaluation uses ≥ 9e6.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { project } from '../../src/camera/model.js';
import { DETECTION_CLASSES, isBallClass } from '../../src/detect/classes.js';
import { crop, halve, type RgbImage } from '../../src/detect/preprocess.js';
import { hardPinState } from '../../src/detect/synth-pins.js';
import { ballRadiusPx, measureOcclusion, randomCamera, randomDiscipline, randomState, truthOf, type Truth } from '../../src/detect/synth.js';
import { colourContrast, createRenderer, makeRng, randomLook, srgb, type BallPose, type Look, type Occluder, type Rgb, type SceneState } from '../../src/sim/render/index.js';
import { clothMarks } from '../../src/sim/render/marks.js';
import { diamonds, pocketCentres, tableForDiscipline, type TableModel } from '../../src/geometry/tables.js';
import type { Camera } from '../../src/camera/model.js';
import type { Discipline } from '../../src/contracts/ids.js';
import type { Rng } from '../../src/sim/render/prng.js';

const SIDE = 96;
const MAX_OBJ = 16;
const ROW = 6;
/** Balls hidden more than this are "ignore" regions: neither positives nor negatives. */
const IGNORE_OCCLUDED = 0.6;

const { values } = parseArgs({
  options: {
    shards: { type: 'string', default: '40' },
    first: { type: 'string', default: '0' },
    out: { type: 'string', default: '.tmp/detect-data' },
    renderers: { type: 'string', default: '8' },
    frames: { type: 'string', default: '12' },
    /** Share of renderers forced to five-pins (more pin examples); 0 keeps the natural mix. */
    'five-pins': { type: 'string', default: '0' },
    /** Hard-negative crops per frame (diamonds, cushion noses, chalk, spots, pockets, occluders, frame edges). */
    hard: { type: 'string', default: '0' },
    /** Share of renderers forced to Russian pyramid (more colour balls and clusters); 0 keeps the natural mix. */
    russian: { type: 'string', default: '0' },
    /**
     * Share of frames turned into hard positives (issue 5, recall): touching clusters, the colour ball
     * against a white, an occluder over part of a ball; plus crops centred on those balls. 0: off.
     */
    'hard-pos': { type: 'string', default: '0' },
    /**
     * Share of five-pins frames whose pins are turned into hard cases (issue 5, pins; src/detect/synth-pins.ts):
     * fallen pins touching end to end or side by side, lying against a standing pin, a ball against a pin. 0: off.
     */
    'hard-pins': { type: 'string', default: '0' },
    /**
     * Full-resolution "castle" crops (kind 1: pin classes only) per frame centred on what may pass for a
     * lying pin at that scale: a cue's tip or shaft, a hand, an arm, a ball (the castle model's negatives;
     * it sees no other crops). 0: off.
     */
    'castle-hard': { type: 'string', default: '0' },
  },
});

interface Sample { img: Uint8Array; lab: Float32Array }

function labelCrop(kind: number, truths: Truth[], x0: number, y0: number, scale: number): Float32Array {
  const lab = new Float32Array((MAX_OBJ + 1) * ROW).fill(0);
  lab[0] = kind;
  let k = 1;
  for (let i = 0; i < MAX_OBJ; i++) lab[(i + 1) * ROW] = -1;
  for (const t of truths) {
    const x = t.px[0] * scale - x0, y = t.px[1] * scale - y0;
    if (x < -8 || y < -8 || x > SIDE + 8 || y > SIDE + 8 || k > MAX_OBJ) continue;
    const o = k++ * ROW;
    lab.set([DETECTION_CLASSES.indexOf(t.cls), x, y, t.occluded, t.blurPx * scale, t.occluded > IGNORE_OCCLUDED ? 1 : 0], o);
  }
  return lab;
}

/**
 * Points (frame px) where the network is tempted to see a ball that is not
 * there: rail diamonds (at rail height), cushion noses, chalk smudges and
 * spots, pocket mouths, occluders (cue tip, hand), the frame's edges (overlays).
 */
function hardPoints(camera: Camera, table: TableModel, discipline: Discipline, look: Look, state: SceneState, rng: Rng): [number, number][] {
  const hx = table.length / 2, hy = table.width / 2, cw = look.cushionWidth, zr = table.cushionHeight;
  const off = cw + table.railWidth * 0.5;
  const pts: [number, number, number][] = diamonds(table).map((d) => {
    const [x, y] = d.at;
    return d.cushion === 'left' ? [x, y + off, zr] : d.cushion === 'right' ? [x, y - off, zr] : d.cushion === 'top' ? [x + off, y, zr] : [x - off, y, zr];
  });
  for (let i = 0; i < 4; i++) {
    const t = rng.uniform(-1, 1);
    pts.push(rng.chance(0.5) ? [t * hx, rng.chance(0.5) ? hy : -hy, zr * 0.7] : [rng.chance(0.5) ? hx : -hx, t * hy, zr * 0.7]);
  }
  for (const c of look.chalkSmudges) pts.push([c.at[0], c.at[1], 0]);
  for (const d of clothMarks(table, discipline).dots) pts.push([d.at[0], d.at[1], 0]);
  if (table.kind === 'pyramid') for (const p of Object.values(pocketCentres(table))) pts.push([p[0], p[1], 0]);
  for (const o of state.occluders ?? []) {
    if (o.kind === 'cue') pts.push([o.tip[0], o.tip[1], 20]);
    else pts.push([o.at[0], o.at[1], 0]);
  }
  const out: [number, number][] = [];
  for (const p of pts) {
    const q = project(camera, p);
    if (q && q[0] > 0 && q[1] > 0 && q[0] < camera.width && q[1] < camera.height) out.push([q[0], q[1]]);
  }
  // Frame edges: overlays, lamp housings, the floor.
  out.push([rng.chance(0.5) ? rng.uniform(0, 120) : camera.width - rng.uniform(0, 120), rng.uniform(0, camera.height)]);
  return out;
}

/** Frame points on the occluders (a cue's tip, its shaft and the bridge hand; a hand's place) inside the frame. */
function occluderPoints(camera: Camera, state: SceneState): [number, number][] {
  const pts: [number, number, number][] = [];
  for (const o of state.occluders ?? []) {
    // The angle points from the tip to the butt: the shaft, then the bridge hand, lie that way.
    if (o.kind === 'cue') for (const d of [0, 120, 250]) pts.push([o.tip[0] + d * Math.cos(o.angle), o.tip[1] + d * Math.sin(o.angle), 20 + d * 0.08]);
    else pts.push([o.at[0], o.at[1], 0]);
  }
  const out: [number, number][] = [];
  for (const p of pts) {
    const q = project(camera, p);
    if (q && q[0] > 0 && q[1] > 0 && q[0] < camera.width && q[1] < camera.height) out.push([q[0], q[1]]);
  }
  return out;
}

/**
 * The renderer's Russian colour-ball paints (src/sim/render/look.ts, not exported), repeated so the
 * hard shards can put each of them on every cloth, the closest pairs included.
 */
const COLOUR_PAINTS: Rgb[] = [srgb(200, 40, 30), srgb(230, 120, 20), srgb(225, 180, 30), srgb(40, 60, 150), srgb(30, 30, 35), srgb(120, 25, 70)];
/**
 * Least ball/cloth contrast of a repainted colour ball: a little under the renderer's 0.4, so the
 * hardest pairs it draws lie inside the training range. Lowering it trains on balls no camera tells
 * from the cloth (label noise); raising it leaves the held-out misses' case (a ball on a cloth of
 * nearly its colour) at the edge of the data.
 */
const MIN_PAINT_CONTRAST = 0.33;

/** Repaint the colour ball: in half the halls the paint closest to the cloth (the misses' case), else any, ±15 % in brightness. */
function repaintColourBall(rng: Rng, look: Look): Look {
  const near = (c: Rgb): number => colourContrast(c, look.cloth);
  const fits = COLOUR_PAINTS.filter((c) => near(c) >= MIN_PAINT_CONTRAST).sort((a, b) => near(a) - near(b));
  const old = look.balls.colour;
  if (!fits.length || !old) return look;
  const base = rng.chance(0.5) ? fits[0]! : rng.pick(fits);
  const k = rng.uniform(0.85, 1.15);
  return { ...look, balls: { ...look.balls, colour: { ...old, albedo: [base[0] * k, base[1] * k, base[2] * k] } } };
}

/** Gap (mm) between two balls of a hard cluster: touching or nearly (the silhouettes merge at 1080p). */
const CLUSTER_GAP_MM = 1.5;

/**
 * Moves 1-3 visible balls against `anchor` and each other (a tight cluster), each at rest in 70 % of
 * cases (clusters form after a stroke). Returns new poses; the input is not changed.
 */
function cluster(rng: Rng, balls: readonly BallPose[], anchor: number, table: TableModel): { balls: BallPose[]; members: number[] } {
  const r = table.ballRadius, hx = table.length / 2 - r, hy = table.width / 2 - r;
  const out = balls.map((b) => ({ ...b }));
  const members = [anchor];
  const others = out.map((b, i) => i).filter((i) => i !== anchor && !out[i]!.hidden);
  const want = Math.min(others.length, rng.int(1, 3));
  for (let n = 0; n < want; n++) {
    const i = others.splice(rng.int(0, others.length - 1), 1)[0]!;
    for (let tries = 0; tries < 20; tries++) {
      const o = out[rng.pick(members)]!.pos;
      const a = rng.uniform(0, 2 * Math.PI), d = 2 * r + rng.uniform(0.1, CLUSTER_GAP_MM);
      const p: [number, number] = [o[0] + d * Math.cos(a), o[1] + d * Math.sin(a)];
      const clear = out.every((b, j) => j === i || b.hidden || Math.hypot(b.pos[0] - p[0], b.pos[1] - p[1]) > 2 * r + 0.05);
      if (Math.abs(p[0]) > hx || Math.abs(p[1]) > hy || !clear) continue;
      const { v, ...rest } = out[i]!;
      out[i] = { ...rest, pos: p, ...(v && rng.chance(0.3) ? { v } : {}) };
      members.push(i);
      break;
    }
  }
  return { balls: out, members };
}

/** An occluder over part of `b`: a cue shaft passing over it (or its tip stopping on it), or a hand beside it. */
function coverBall(rng: Rng, b: BallPose, table: TableModel): Occluder {
  const r = table.ballRadius, [cx, cy] = b.pos;
  const a = rng.uniform(0, 2 * Math.PI);
  if (rng.chance(0.5)) {
    // Shaft points tip + t·u (t ≥ 0): the ball lies t0 along it and l beside it.
    const t0 = rng.uniform(-r, 250), l = rng.uniform(-r - 6, r + 6);
    const tip: [number, number] = [cx - t0 * Math.cos(a) - l * Math.sin(a), cy - t0 * Math.sin(a) + l * Math.cos(a)];
    return { kind: 'cue', tip, angle: a, elevationDeg: rng.uniform(2, 12), hand: rng.chance(0.8), arm: rng.chance(0.7), shadow: rng.chance(0.7) };
  }
  const d = rng.uniform(20, 70);
  return { kind: 'hand', at: [cx + d * Math.cos(a), cy + d * Math.sin(a)], angle: rng.uniform(0, 2 * Math.PI), heightMm: rng.uniform(30, 150) };
}

/**
 * A hard-positive version of a frame's state (the held-out misses' cases): a cluster around the
 * colour ball (Russian, half the time) or another ball, and in half the frames an occluder over part
 * of one of them. Returns the state and the ids to centre crops on.
 */
function hardenState(rng: Rng, state: SceneState, table: TableModel): { state: SceneState; focus: string[] } {
  const vis = state.balls.map((b, i) => i).filter((i) => !state.balls[i]!.hidden);
  if (!vis.length) return { state, focus: [] };
  const colour = state.balls.findIndex((b) => b.id === 'colour' && !b.hidden);
  const anchor = colour >= 0 && rng.chance(0.5) ? colour : rng.pick(vis);
  const { balls, members } = cluster(rng, state.balls, anchor, table);
  const focus = members.map((i) => balls[i]!.id as string);
  if (!rng.chance(0.5)) return { state: { ...state, balls }, focus };
  const covered = rng.chance(0.7) ? balls[rng.pick(members)]! : balls[rng.pick(vis)]!;
  if (!focus.includes(covered.id)) focus.push(covered.id);
  return { state: { ...state, balls, occluders: [...(state.occluders ?? []), coverBall(rng, covered, table)] }, focus };
}

async function shard(s: number, renderers: number, frames: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < renderers; i++) {
    const seed = 1_000_000 + s * 1000 + i;
    const rng = makeRng(seed);
    const fivePins = Number(values['five-pins']), russian = Number(values.russian), hardPos = Number(values['hard-pos']);
    const discipline: Discipline = fivePins > 0 && rng.chance(fivePins) ? 'five-pins' : russian > 0 && rng.chance(russian) ? 'russian-colour' : randomDiscipline(rng);
    const table = tableForDiscipline(discipline);
    const camera = randomCamera(rng, table);
    const drawn = randomLook(seed, discipline, table);
    const look = hardPos > 0 && discipline === 'russian-colour' ? repaintColourBall(rng, drawn) : drawn;
    const r = createRenderer({ camera, table, discipline, look });
    for (let f = 0; f < frames; f++) {
      const hardened = hardPos > 0 && rng.chance(hardPos) ? hardenState(rng, randomState(rng, discipline, table), table) : null;
      const hardPins = Number(values['hard-pins']);
      const drawnState = hardened?.state ?? randomState(rng, discipline, table);
      const state = hardPins > 0 && discipline === 'five-pins' && rng.chance(hardPins) ? hardPinState(rng, drawnState, table).state : drawnState;
      const truths = truthOf(state, camera, table, look.exposureTime);
      let rgb: Uint8Array;
      if (state.occluders?.length) {
        const bare = Uint8Array.from(r.render({ ...state, occluders: [] }, f));
        rgb = r.render(state, f);
        measureOcclusion(truths, bare, rgb, camera.width, (t) => ballRadiusPx(camera, table, t.table));
      } else rgb = r.render(state, f);
      const jpg = await r.encodeJpeg(rgb);
      const full: RgbImage = { data: new Uint8Array(await sharp(jpg).raw().toBuffer()), width: camera.width, height: camera.height };
      const half = halve(full);
      const cut = (img: RgbImage, kind: number, cx: number, cy: number, scale: number): void => {
        const x0 = Math.round(cx - SIDE / 2 + rng.uniform(-36, 36)), y0 = Math.round(cy - SIDE / 2 + rng.uniform(-36, 36));
        const ts = kind === 1 ? truths.filter((t) => !isBallClass(t.cls)) : truths;
        const lab = labelCrop(kind, ts, x0, y0, scale);
        if (kind === 1) {
          // Balls in a castle crop are at the wrong scale for the ball heads: ignore them there.
          let k = 1;
          while (k <= MAX_OBJ && lab[k * ROW] !== -1) k++;
          for (const t of truths) {
            if (!isBallClass(t.cls) || k > MAX_OBJ) continue;
            const x = t.px[0] - x0, y = t.px[1] - y0;
            if (x < -20 || y < -20 || x > SIDE + 20 || y > SIDE + 20) continue;
            lab.set([DETECTION_CLASSES.indexOf(t.cls), x, y, t.occluded, t.blurPx, 1], k++ * ROW);
          }
        }
        samples.push({ img: crop(img, x0, y0, SIDE), lab });
      };
      const balls = truths.filter((t) => isBallClass(t.cls));
      for (const t of balls.length > 3 ? balls.filter(() => rng.chance(3 / balls.length)) : balls) cut(half, 0, t.px[0] / 2, t.px[1] / 2, 0.5);
      cut(half, 0, rng.uniform(0, half.width), rng.uniform(0, half.height), 0.5);
      // Hard positives: crops centred on the hardened balls and, in every Russian frame, on the colour ball.
      const focus = new Set(hardPos > 0 ? [...(hardened?.focus ?? []), 'colour'] : []);
      for (const t of balls) if (focus.has(t.id) && t.occluded <= IGNORE_OCCLUDED) cut(half, 0, t.px[0] / 2, t.px[1] / 2, 0.5);
      const hard = hardPoints(camera, table, discipline, look, state, rng);
      for (let k = 0; k < Number(values.hard) && hard.length; k++) {
        const p = hard.splice(rng.int(0, hard.length - 1), 1)[0]!;
        cut(half, 0, p[0] / 2, p[1] / 2, 0.5);
      }
      if (discipline === 'five-pins' && table.kind === 'carom') {
        const c = project(camera, [table.castle.centre[0], table.castle.centre[1], 0])!;
        // Full-resolution castle crops carry the pin classes: more than one per frame (jittered differently).
        for (let k = 0; k < (fivePins > 0 || Number(values['hard-pins']) > 0 ? 3 : 1); k++) cut(full, 1, c[0], c[1], 1);
        cut(half, 0, c[0] / 2, c[1] / 2, 0.5);
      }
      const near = occluderPoints(camera, state).concat(balls.map((t) => t.px));
      for (let k = 0; k < Number(values['castle-hard']) && near.length; k++) cut(full, 1, ...rng.pick(near), 1);
    }
  }
  return samples;
}

async function main(): Promise<void> {
  const out = values.out!;
  mkdirSync(out, { recursive: true });
  const first = Number(values.first), count = Number(values.shards);
  for (let s = first; s < first + count; s++) {
    const name = join(out, `shard-${String(s).padStart(4, '0')}`);
    if (existsSync(`${name}.lab`)) continue;
    const t0 = performance.now();
    const samples = await shard(s, Number(values.renderers), Number(values.frames));
    const img = new Uint8Array(samples.length * SIDE * SIDE * 3);
    const lab = new Float32Array(samples.length * (MAX_OBJ + 1) * ROW);
    samples.forEach((x, i) => { img.set(x.img, i * SIDE * SIDE * 3); lab.set(x.lab, i * (MAX_OBJ + 1) * ROW); });
    writeFileSync(`${name}.img`, img);
    // The .lab file is written last (through a rename): its presence marks a complete shard.
    writeFileSync(`${name}.lab.part`, Buffer.from(lab.buffer));
    renameSync(`${name}.lab.part`, `${name}.lab`);
    console.log(`${name}: ${samples.length} crops in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
}

await main();
