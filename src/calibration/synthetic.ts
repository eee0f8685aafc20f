/**
 * Synthetic calibration cases for tests and the evaluation: a random hall
 * camera (height, tilt, roll, barrel distortion, resolution), a random look,
 * and a frame in play (balls, a cue with hand and arm, a hand, overlays),
 * all drawn from one seed. Also the error measures of a fitted camera
 * against the true one.
 */
import { pixelToTable, project, type Camera } from '../camera/model.js';
import { cameraFromPose } from '../camera/pose.js';
import { RUSSIAN_WHITES, type BallId, type Discipline } from '../contracts/ids.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE, type TableModel } from '../geometry/tables.js';
import { createRenderer, makeRng, randomLook, type Look, type Occluder, type SceneState } from '../sim/render/index.js';
import type { Orientation } from './init.js';

export const RESOLUTIONS: readonly [number, number][] = [[1280, 720], [1600, 900], [1920, 1080], [2560, 1440], [3840, 2160]];

export interface CaseSpec {
  seed: number;
  /** Override the drawn resolution (tests keep frames small). */
  size?: [number, number];
  /** Weights of RESOLUTIONS when drawn (default: 4K rare, it is slow to render). */
  resolutionWeights?: readonly number[];
  /** Look values forced over the drawn ones (the cushion face's and nose shadow's darkness), for probes of one effect. */
  look?: Partial<Pick<Look, 'faceShade' | 'noseShadow'>>;
}

export interface SyntheticCase {
  seed: number;
  camera: Camera;
  table: TableModel;
  discipline: Discipline;
  orientation: Orientation;
  rgb: Uint8Array;
  width: number;
  height: number;
  describe: string;
}

const CAROM_DISCIPLINES: Discipline[] = ['three-cushion', 'libre', 'cadre-47-2', 'cadre-71-2', 'one-cushion', 'five-pins'];

export function syntheticCase(spec: CaseSpec): SyntheticCase {
  const rng = makeRng(spec.seed * 7919 + 17);
  const pyramid = rng.chance(0.3);
  const table = pyramid ? PYRAMID_12FT_TABLE : CAROM_MATCH_TABLE;
  const discipline: Discipline = pyramid ? 'russian-colour' : rng.pick(CAROM_DISCIPLINES);
  const weights = spec.resolutionWeights ?? [3, 2, 4, 2, 1];
  let [width, height] = RESOLUTIONS[pickWeighted(rng.next(), weights)]!;
  if (spec.size) [width, height] = spec.size;
  const tilt = rng.uniform(0, 8);
  const dir = rng.uniform(0, 2 * Math.PI);
  const flipped = rng.chance(0.3);
  const heightMm = rng.uniform(2300, 3500);
  const k1 = rng.uniform(-0.35, 0);
  const camera = cameraFromPose({
    width, height, heightMm, flipped,
    over: [rng.uniform(-100, 100), rng.uniform(-80, 80)],
    tiltDeg: tilt * Math.cos(dir), panDeg: tilt * Math.sin(dir), rollDeg: rng.uniform(-3, 3),
    distortion: { k1, k2: rng.uniform(0, 0.04), p1: 0, p2: 0, k3: 0 },
    margin: rng.uniform(0.02, 0.06),
  }, table);
  const look = { ...randomLook(spec.seed, discipline, table), ...spec.look };
  // Overlays in about half the frames (the look alone draws them in 30 %).
  if (rng.chance(0.5)) look.overlay = { ...look.overlay, scoreBar: true, logos: rng.chance(0.5) };
  const renderer = createRenderer({ camera, table, discipline, look });
  const state = scene(rng, table, discipline);
  const rgb = Uint8Array.from(renderer.render(state, rng.int(0, 2)));
  const describe = `seed ${spec.seed}: ${table.kind} ${width}×${height}, h ${heightMm.toFixed(0)} mm, tilt ${tilt.toFixed(1)}°, k1 ${k1.toFixed(2)}${flipped ? ', flipped' : ''}, ${state.balls.length} balls, ${state.occluders?.length ?? 0} occluders${look.overlay.scoreBar ? ', score bar' : ''}`;
  return { seed: spec.seed, camera, table, discipline, orientation: flipped ? 'left' : 'right', rgb, width, height, describe };
}

function pickWeighted(u: number, w: readonly number[]): number {
  const total = w.reduce((a, b) => a + b, 0);
  let acc = 0;
  for (let i = 0; i < w.length; i++) { acc += w[i]! / total; if (u < acc) return i; }
  return w.length - 1;
}

function scene(rng: ReturnType<typeof makeRng>, table: TableModel, discipline: Discipline): SceneState {
  const hx = table.length / 2 - table.ballRadius, hy = table.width / 2 - table.ballRadius;
  const ids: BallId[] = discipline === 'russian-colour' ? [...RUSSIAN_WHITES.slice(0, rng.int(1, 7)), 'colour'] : ['white', 'yellow', 'red'];
  const balls = ids.map((id) => {
    // A third of the balls frozen against a cushion: they cover its edges.
    const onCushion = rng.chance(0.33);
    const pos: [number, number] = onCushion
      ? (rng.chance(0.5) ? [rng.uniform(-hx, hx), rng.pick([-hy, hy])] : [rng.pick([-hx, hx]), rng.uniform(-hy, hy)])
      : [rng.uniform(-hx, hx), rng.uniform(-hy, hy)];
    return { id, pos };
  });
  const occluders: Occluder[] = [];
  if (rng.chance(0.6)) {
    // Cue on a ball near a cushion, pointing out across it: arm and cue cross the cushion and rail.
    const b = balls[0]!;
    const out = Math.atan2(b.pos[1] / table.width, b.pos[0] / table.length);
    occluders.push({ kind: 'cue', tip: [b.pos[0] - Math.cos(out) * 45, b.pos[1] - Math.sin(out) * 45], angle: out + rng.uniform(-0.6, 0.6), elevationDeg: rng.uniform(3, 15), hand: true, arm: rng.chance(0.8), shadow: true });
  }
  if (rng.chance(0.3)) occluders.push({ kind: 'hand', at: [rng.uniform(-hx, hx), rng.pick([-1, 1]) * rng.uniform(hy * 0.7, hy + 80)], angle: rng.uniform(0, 2 * Math.PI) });
  const pins = discipline === 'five-pins' ? (['centre', 'top', 'bottom', 'left', 'right'] as const).map((id) => ({ id, state: 'standing' as const })) : undefined;
  return { balls, occluders, ...(pins ? { pins } : {}) };
}

export interface MappingErrors {
  /** Cloth grid points (z = 0): |mapped - true| in mm. */
  cloth: number[];
  /** Ball centres on the grid (z = r), mapped with height r. */
  balls: number[];
}

/** Map the true pixels of a grid of table points back with the fitted camera and compare. */
export function mappingErrors(truth: Camera, fitted: Camera, table: TableModel, nx = 13, ny = 7): MappingErrors {
  const out: MappingErrors = { cloth: [], balls: [] };
  const r = table.ballRadius;
  for (let i = 0; i < nx; i++) {
    for (let j = 0; j < ny; j++) {
      const x = (-0.5 + i / (nx - 1)) * (table.length - 2 * r);
      const y = (-0.5 + j / (ny - 1)) * (table.width - 2 * r);
      for (const [z, list] of [[0, out.cloth], [r, out.balls]] as const) {
        const px = project(truth, [x, y, z]);
        if (!px || px[0] < 0 || px[1] < 0 || px[0] > truth.width - 1 || px[1] > truth.height - 1) continue;
        const m = pixelToTable(fitted, px, z);
        list.push(m ? Math.hypot(m[0] - x, m[1] - y) : Infinity);
      }
    }
  }
  return out;
}
