/**
 * Training data for the seat classifier (models/seats.onnx): five-pins scenes
 * through random 1080p hall cameras and looks (only a window around the
 * castle is rendered, at full resolution), JPEG round-tripped, and one patch
 * per pin seat, labelled "a pin stands here" from the scene. Run through models/training/seats-generate.sh (bundles this file):
 *
 *   models/training/seats-generate.sh [--shards 100] [--first 0] [--out .tmp/seats/data] [--renderers 24] [--frames 8]
 *     [--near-fallen 0] [--castle-hand 0]   (harder scenes: fallen pins close to any seat, a hand over the castle)
 *
 * Each shard is one seed range and two files; existing shards are skipped, so
 * an interrupted run resumes. Format (little-endian, numpy.fromfile):
 *   shard-NNNN.img  uint8   [N, 40, 40, 3]  (the model's 32 × 32 patch is the centre; the margin is for jitter)
 *   shard-NNNN.lab  float32 [N, 8]: standing, ignore (seat unseen), hidden share, seat index (PINS order),
 *                   sticker look (1) or pencil dot (0), mm per px at the castle, pin state (0 standing,
 *                   1 fallen, 2 removed), distance (mm) of the nearest fallen pin's middle to the seat
 * Seeds: shard s uses renderer seeds 2e6 + s·1000 + i (training: < 9e6; evaluation ≥ 9e6).
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { project, type Camera } from '../../src/camera/model.js';
import { PINS } from '../../src/contracts/ids.js';
import { pinSeats } from '../../src/geometry/castle.js';
import { tableForDiscipline, type CaromTable } from '../../src/geometry/tables.js';
import { crop, type RgbImage } from '../../src/detect/preprocess.js';
import { SEAT_PATCH, patchOrigin, seatPlaces } from '../../src/detect/seats.js';
import { seatTruths } from '../../src/detect/seats-truth.js';
import { PIN_TOP_MM, randomCamera, randomState } from '../../src/detect/synth.js';
import { createRenderer, makeRng, randomLook, type Look, type PinPose, type SceneState } from '../../src/sim/render/index.js';
import type { Rng } from '../../src/sim/render/prng.js';

/** Stored patch side: the model's patch plus a 4 px margin each side for jittered crops in training. */
const STORE = SEAT_PATCH + 8;
const ROW = 8;
/** Seats hidden more than this by occluders are labelled "ignore" (the evaluation's HIDDEN). */
const MAX_HIDDEN = 0.6;

const { values } = parseArgs({
  options: {
    shards: { type: 'string', default: '100' },
    first: { type: 'string', default: '0' },
    out: { type: 'string', default: '.tmp/seats/data' },
    renderers: { type: 'string', default: '24' },
    frames: { type: 'string', default: '8' },
    /** Share of fallen pins laid 0-25 mm from a random seat instead of 0-70 mm from their own (the seat model's hard case). */
    'near-fallen': { type: 'string', default: '0' },
    /** Share of frames with a hand or arm over the castle (partly hidden seats). */
    'castle-hand': { type: 'string', default: '0' },
  },
});

/**
 * Pins re-drawn with more empty seats than the game's scenes (the hard case:
 * a sticker alone), fallen pins lying close to seats, shifted and leaning pins.
 */
function hardPins(rng: Rng, table: CaromTable): PinPose[] {
  const seats = pinSeats(table);
  const near = Number(values['near-fallen']);
  return PINS.map((id): PinPose => {
    const [sx, sy] = seats[id];
    const u = rng.next();
    if (u < 0.35) return { id, state: 'removed' };
    if (u < 0.55) {
      // A fallen pin lies near its own seat or, with --near-fallen, close to any seat.
      const [fx, fy] = rng.chance(near) ? seats[rng.pick(PINS)] : [sx, sy];
      const a = rng.uniform(0, 2 * Math.PI), d = rng.uniform(0, near > 0 ? 25 : 70);
      return { id, state: 'fallen', pos: [fx + d * Math.cos(a), fy + d * Math.sin(a)], angle: rng.uniform(0, 2 * Math.PI) };
    }
    const shifted = rng.chance(0.4);
    return {
      id,
      state: 'standing',
      pos: shifted ? [sx + rng.normal(0, 5), sy + rng.normal(0, 5)] : [sx, sy],
      ...(rng.chance(0.25) ? { leanDeg: rng.uniform(0, 8), angle: rng.uniform(0, 2 * Math.PI) } : {}),
    };
  });
}

/** Distance (mm) from a seat to the middle of the nearest fallen pin (Infinity when none). */
function fallenNear(state: SceneState, seat: readonly [number, number]): number {
  let best = Infinity;
  for (const p of state.pins ?? []) {
    if (p.state !== 'fallen' || !p.pos) continue;
    const a = p.angle ?? 0;
    best = Math.min(best, Math.hypot(p.pos[0] + Math.cos(a) * PIN_TOP_MM * 0.5 - seat[0], p.pos[1] + Math.sin(a) * PIN_TOP_MM * 0.5 - seat[1]));
  }
  return best;
}

/** Side (px) of the rendered window around the castle: the seats' patches and every pin near them, with margin. */
const WINDOW = 192;

/**
 * The hall camera cut down to a WINDOW-square sub-image around the castle
 * (the same projection: the principal point moves with the window), so the
 * per-recording background costs ~2 % of a 1080p frame's and the data set
 * can hold many more halls. Vignetting is normalised by the image width in
 * the renderer: scaled down to stay the full frame's; the broadcast overlays
 * (frame corners) are off, they are never over the castle. Stickers (the hard
 * case) in 80 % of halls instead of 60 %.
 */
function castleWindow(full: Camera, drawn: Look, table: CaromTable, rng: Rng): { camera: Camera; look: Look } {
  const c = project(full, [table.castle.centre[0], table.castle.centre[1], 0]) ?? [full.width / 2, full.height / 2];
  const x0 = Math.round(c[0] + rng.uniform(-20, 20)) - WINDOW / 2, y0 = Math.round(c[1] + rng.uniform(-20, 20)) - WINDOW / 2;
  const k = full.intrinsics;
  const camera: Camera = { ...full, width: WINDOW, height: WINDOW, intrinsics: { ...k, cx: k.cx - x0, cy: k.cy - y0 } };
  const scale = (WINDOW / full.width) ** 2;
  const look: Look = { ...drawn, vignetting: drawn.vignetting * scale, overlay: { ...drawn.overlay, scoreBar: false, logos: false }, ...(rng.chance(0.5) ? { spotStyle: 'sticker' as const } : {}) };
  return { camera, look };
}

async function shard(s: number, renderers: number, frames: number): Promise<{ img: Uint8Array[]; lab: number[][] }> {
  const img: Uint8Array[] = [];
  const lab: number[][] = [];
  for (let i = 0; i < renderers; i++) {
    const seed = 2_000_000 + s * 1000 + i;
    const rng = makeRng(seed);
    const table = tableForDiscipline('five-pins') as CaromTable;
    const { camera, look } = castleWindow(randomCamera(rng, table), randomLook(seed, 'five-pins', table), table, rng);
    const r = createRenderer({ camera, table, discipline: 'five-pins', look });
    const places = seatPlaces(camera, table, PIN_TOP_MM);
    const c0 = project(camera, [table.castle.centre[0], table.castle.centre[1], 0]), c1 = project(camera, [table.castle.centre[0] + 50, table.castle.centre[1], 0]);
    const mmPerPx = c0 && c1 ? 50 / Math.hypot(c1[0] - c0[0], c1[1] - c0[1]) : 2.2;
    for (let f = 0; f < frames; f++) {
      const drawn = randomState(rng, 'five-pins', table);
      const base: SceneState = rng.chance(Number(values['castle-hand']))
        ? { ...drawn, occluders: [...(drawn.occluders ?? []), { kind: 'hand', at: [rng.normal(0, 50), rng.normal(0, 50)], angle: rng.uniform(0, 2 * Math.PI), heightMm: rng.uniform(40, 250) }] }
        : drawn;
      const state: SceneState = rng.chance(0.6) ? { ...base, pins: hardPins(rng, table) } : base;
      const bare = state.occluders?.length ? Uint8Array.from(r.render({ ...state, occluders: [] }, f)) : undefined;
      const rgb = r.render(state, f);
      const truths = seatTruths(state, camera, table, MAX_HIDDEN, bare, bare ? rgb : undefined);
      const full: RgbImage = { data: new Uint8Array(await sharp(await r.encodeJpeg(rgb)).raw().toBuffer()), width: camera.width, height: camera.height };
      for (const p of places) {
        const t = truths.find((x) => x.seat === p.seat)!;
        const pin = state.pins?.find((x) => x.id === p.seat);
        const [x0, y0] = patchOrigin(p.px, STORE);
        img.push(crop(full, x0, y0, STORE));
        lab.push([t.standing ? 1 : 0, t.visible ? 0 : 1, t.hidden, PINS.indexOf(p.seat), look.spotStyle === 'sticker' ? 1 : 0, mmPerPx, pin?.state === 'standing' ? 0 : pin?.state === 'fallen' ? 1 : 2, Math.min(999, fallenNear(state, p.table))]);
      }
    }
  }
  return { img, lab };
}

async function main(): Promise<void> {
  const out = values.out!;
  mkdirSync(out, { recursive: true });
  const first = Number(values.first), count = Number(values.shards);
  for (let s = first; s < first + count; s++) {
    const name = join(out, `shard-${String(s).padStart(4, '0')}`);
    if (existsSync(`${name}.lab`)) continue;
    const t0 = Date.now();
    const { img, lab } = await shard(s, Number(values.renderers), Number(values.frames));
    const imgBuf = new Uint8Array(img.length * STORE * STORE * 3);
    img.forEach((p, k) => imgBuf.set(p, k * STORE * STORE * 3));
    const labBuf = new Float32Array(lab.length * ROW);
    lab.forEach((l, k) => labBuf.set(l, k * ROW));
    writeFileSync(`${name}.img`, imgBuf);
    // The label file is written last, through a rename: its presence marks a complete shard.
    writeFileSync(`${name}.lab.part`, new Uint8Array(labBuf.buffer));
    renameSync(`${name}.lab.part`, `${name}.lab`);
    console.log(`shard ${s}: ${lab.length} patches, ${lab.filter((l) => l[0] === 1).length} standing, ${lab.filter((l) => l[1] === 1).length} unseen, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
}

await main();
