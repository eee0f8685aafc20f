/**
 * Training data for the detector: random scenes through random cameras and
 * looks, rendered at 1080p, JPEG round-tripped, cut into 96 × 96 crops with
 * exact labels. Run through models/training/generate.sh (bundles this file):
 *
 *   models/training/generate.sh [--shards 40] [--out .tmp/detect-data] [--first 0]
 *
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
import { ballRadiusPx, measureOcclusion, randomCamera, randomDiscipline, randomState, truthOf, type Truth } from '../../src/detect/synth.js';
import { createRenderer, makeRng, randomLook, type Look, type SceneState } from '../../src/sim/render/index.js';
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

async function shard(s: number, renderers: number, frames: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < renderers; i++) {
    const seed = 1_000_000 + s * 1000 + i;
    const rng = makeRng(seed);
    const fivePins = Number(values['five-pins']);
    const discipline: Discipline = fivePins > 0 && rng.chance(fivePins) ? 'five-pins' : randomDiscipline(rng);
    const table = tableForDiscipline(discipline);
    const camera = randomCamera(rng, table);
    const look = randomLook(seed, discipline, table);
    const r = createRenderer({ camera, table, discipline, look });
    for (let f = 0; f < frames; f++) {
      const state = randomState(rng, discipline, table);
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
      const hard = hardPoints(camera, table, discipline, look, state, rng);
      for (let k = 0; k < Number(values.hard) && hard.length; k++) {
        const p = hard.splice(rng.int(0, hard.length - 1), 1)[0]!;
        cut(half, 0, p[0] / 2, p[1] / 2, 0.5);
      }
      if (discipline === 'five-pins' && table.kind === 'carom') {
        const c = project(camera, [table.castle.centre[0], table.castle.centre[1], 0])!;
        // Full-resolution castle crops carry the pin classes: more than one per frame (jittered differently).
        for (let k = 0; k < (fivePins > 0 ? 3 : 1); k++) cut(full, 1, c[0], c[1], 1);
        cut(half, 0, c[0] / 2, c[1] / 2, 0.5);
      }
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
