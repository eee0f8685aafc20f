/**
 * Random rendered scenes with exact labels, for training the detector and for
 * evaluating it on held-out seeds. Everything is drawn from a seeded Rng, so a
 * seed names a frame for ever (training uses seeds < 9e6, evaluation ≥ 9e6).
 */
import { cameraFromPose } from '../camera/pose.js';
import { project, type Camera, type Vec3 } from '../camera/model.js';
import { CAROM_BALLS, PINS, RUSSIAN_BALLS, type BallId, type Discipline } from '../contracts/ids.js';
import { pinSeats } from '../geometry/castle.js';
import type { TableModel } from '../geometry/tables.js';
import type { Rng } from '../sim/render/prng.js';
import type { RenderContext } from '../sim/render/context.js';
import { drawCue, drawHand } from '../sim/render/occluders.js';
import type { BallPose, Occluder, PinPose, SceneState } from '../sim/render/scene.js';
import { classOfBall, type DetectionClass } from './classes.js';

/** Pin height (mm), as drawn by the renderer; a standing pin is labelled at its top. */
export const PIN_TOP_MM = 25;
/** Height of a fallen pin's axis above the cloth (mm): the renderer lays it at 4.5. */
export const FALLEN_PIN_Z = 4.5;

export interface Truth {
  cls: DetectionClass;
  /** Exact projected centre (balls: project([x, y, r]); standing pins: the top; fallen: the middle of the axis). */
  px: [number, number];
  /** Table position (mm): ball centre, standing pin's base, fallen pin's middle. */
  table: [number, number];
  /** Image speed (px per exposure): the length of the blur streak. */
  blurPx: number;
  /** Fraction of the ball's disc whose colour the occluders changed (`measureOcclusion`; blind to white over white). */
  occluded: number;
  /**
   * Balls: fraction of the disc the occluders' own pixels cover, shadows
   * excluded (`measureCoverage`, the keyed pass); absent where a frame was
   * not measured so, and then `occluded` stands in.
   */
  covered?: number;
  id: string;
}

export interface SynthFrame {
  discipline: Discipline;
  table: TableModel;
  camera: Camera;
  state: SceneState;
}

export function randomDiscipline(rng: Rng): Discipline {
  const u = rng.next();
  return u < 0.45 ? rng.pick(['three-cushion', 'libre', 'one-cushion', 'cadre-47-2'] as const) : u < 0.7 ? 'five-pins' : 'russian-colour';
}


/** A hall camera: 2.3-3.5 m up, slightly tilted, rolled or flipped, barrel distortion, 2-18 % margin. */
export function randomCamera(rng: Rng, table: TableModel, width = 1920, height = 1080): Camera {
  return cameraFromPose(
    {
      width,
      height,
      heightMm: rng.uniform(2300, 3500),
      over: [rng.normal(0, 60), rng.normal(0, 40)],
      tiltDeg: rng.normal(0, 2),
      panDeg: rng.normal(0, 2),
      rollDeg: rng.chance(0.1) ? 180 + rng.normal(0, 1.5) : rng.normal(0, 1.5),
      flipped: rng.chance(0.3),
      distortion: { k1: rng.uniform(-0.28, 0), k2: rng.uniform(0, 0.08), p1: rng.normal(0, 0.0008), p2: rng.normal(0, 0.0008), k3: 0 },
      margin: rng.uniform(0.02, 0.18),
    },
    table,
  );
}

function randomQuat(rng: Rng): [number, number, number, number] {
  const q = [rng.normal(), rng.normal(), rng.normal(), rng.normal()];
  const n = Math.hypot(...q) || 1;
  return [q[0]! / n, q[1]! / n, q[2]! / n, q[3]! / n];
}

/** Ball positions: uniform on the cloth, some against a cushion, some touching another ball. */
function placeBalls(rng: Rng, ids: readonly BallId[], table: TableModel): BallPose[] {
  const r = table.ballRadius;
  const hx = table.length / 2 - r, hy = table.width / 2 - r;
  const placed: [number, number][] = [];
  const out: BallPose[] = [];
  for (const id of ids) {
    if (rng.chance(table.kind === 'pyramid' ? 0.15 : 0.04)) {
      out.push({ id, pos: [0, 0], hidden: true });
      continue;
    }
    let pos: [number, number] = [0, 0];
    for (let tries = 0; tries < 30; tries++) {
      const mode = rng.next();
      if (mode < 0.2 && placed.length) {
        const o = rng.pick(placed);
        const a = rng.uniform(0, 2 * Math.PI), d = 2 * r + rng.uniform(0, 6);
        pos = [o[0] + d * Math.cos(a), o[1] + d * Math.sin(a)];
      } else if (mode < 0.3) {
        pos = rng.chance(0.5) ? [rng.uniform(-hx, hx), rng.chance(0.5) ? hy - rng.uniform(0, 3) : -hy + rng.uniform(0, 3)] : [rng.chance(0.5) ? hx - rng.uniform(0, 3) : -hx + rng.uniform(0, 3), rng.uniform(-hy, hy)];
      } else {
        pos = [rng.uniform(-hx, hx), rng.uniform(-hy, hy)];
      }
      if (Math.abs(pos[0]) <= hx && Math.abs(pos[1]) <= hy && placed.every((p) => Math.hypot(p[0] - pos[0], p[1] - pos[1]) > 2 * r + 0.2)) break;
    }
    placed.push(pos);
    const moving = rng.chance(0.4);
    const speed = moving ? Math.exp(rng.uniform(Math.log(100), Math.log(5000))) : 0;
    const dir = rng.uniform(0, 2 * Math.PI);
    out.push({ id, pos, q: randomQuat(rng), ...(moving ? { v: [speed * Math.cos(dir), speed * Math.sin(dir)] as const } : {}) });
  }
  return out;
}

/**
 * A standing pin on its seat: shifted by N(0, sigmaMm) per axis with chance
 * `shifted`, leaning up to 8° with chance `leaning`. The draws come in a
 * fixed order, so a seed gives the same pose wherever this is called from
 * (cached evaluation frames and training shards stay reproducible).
 */
export function standingPin(rng: Rng, id: PinPose['id'], seat: readonly [number, number], p: { shifted: number; sigmaMm: number; leaning: number }): PinPose {
  const shifted = rng.chance(p.shifted);
  const pos: [number, number] = shifted ? [seat[0] + rng.normal(0, p.sigmaMm), seat[1] + rng.normal(0, p.sigmaMm)] : [seat[0], seat[1]];
  return { id, state: 'standing', pos, ...(rng.chance(p.leaning) ? { leanDeg: rng.uniform(0, 8), angle: rng.uniform(0, 2 * Math.PI) } : {}) };
}

/** Pins standing (sometimes shifted or leaning), fallen near the castle, or removed. */
function placePins(rng: Rng, table: TableModel): PinPose[] {
  if (table.kind !== 'carom') return [];
  const seats = pinSeats(table);
  return PINS.map((id): PinPose => {
    const u = rng.next();
    const [sx, sy] = seats[id];
    if (u < 0.1) return { id, state: 'removed' };
    if (u < 0.35) {
      const a = rng.uniform(0, 2 * Math.PI), d = rng.uniform(0, 60);
      return { id, state: 'fallen', pos: [sx + d * Math.cos(a), sy + d * Math.sin(a)], angle: rng.uniform(0, 2 * Math.PI) };
    }
    return standingPin(rng, id, [sx, sy], { shifted: 0.25, sigmaMm: 5, leaning: 0.2 });
  });
}

function placeOccluders(rng: Rng, balls: readonly BallPose[], table: TableModel): Occluder[] {
  const out: Occluder[] = [];
  const vis = balls.filter((b) => !b.hidden);
  if (vis.length && rng.chance(0.35)) {
    const b = rng.pick(vis);
    const ang = rng.uniform(0, 2 * Math.PI);
    const gap = table.ballRadius + rng.uniform(-25, 40);
    out.push({ kind: 'cue', tip: [b.pos[0] + gap * Math.cos(ang), b.pos[1] + gap * Math.sin(ang)], angle: ang, elevationDeg: rng.uniform(2, 20), hand: rng.chance(0.8), arm: rng.chance(0.7), shadow: rng.chance(0.7) });
  }
  if (rng.chance(0.15)) {
    const over = vis.length && rng.chance(0.5) ? rng.pick(vis).pos : [rng.uniform(-table.length / 2, table.length / 2), rng.uniform(-table.width / 2, table.width / 2)];
    out.push({ kind: 'hand', at: [over[0] + rng.normal(0, 40), over[1] + rng.normal(0, 40)], angle: rng.uniform(0, 2 * Math.PI), heightMm: rng.uniform(40, 250) });
  }
  return out;
}

export function randomState(rng: Rng, discipline: Discipline, table: TableModel): SceneState {
  const ids = discipline === 'russian-colour' ? RUSSIAN_BALLS : CAROM_BALLS;
  const balls = placeBalls(rng, ids, table);
  const pins = discipline === 'five-pins' ? placePins(rng, table) : [];
  return { balls, pins, occluders: placeOccluders(rng, balls, table) };
}

/** Exact labels of a state seen through a camera; `exposure` (s) sizes the blur streaks. */
export function truthOf(state: SceneState, camera: Camera, table: TableModel, exposure: number): Truth[] {
  const out: Truth[] = [];
  const r = table.ballRadius;
  for (const b of state.balls) {
    if (b.hidden) continue;
    const c: Vec3 = [b.pos[0], b.pos[1], r];
    const p = project(camera, c);
    if (!p || p[0] < 0 || p[1] < 0 || p[0] > camera.width - 1 || p[1] > camera.height - 1) continue;
    const v = b.v ?? [0, 0];
    const q = project(camera, [c[0] + v[0] * exposure, c[1] + v[1] * exposure, r]);
    out.push({ cls: classOfBall(b.id), px: p, table: [c[0], c[1]], blurPx: q ? Math.hypot(q[0] - p[0], q[1] - p[1]) : 0, occluded: 0, id: b.id });
  }
  if (table.kind === 'carom') {
    const seats = pinSeats(table);
    for (const pin of state.pins ?? []) {
      if (pin.state === 'removed') continue;
      const [x, y] = pin.pos ?? seats[pin.id];
      let p: [number, number] | null;
      let at: [number, number];
      if (pin.state === 'standing') {
        const lean = ((pin.leanDeg ?? 0) * Math.PI) / 180, a = pin.angle ?? 0;
        const top: Vec3 = [x + Math.sin(lean) * Math.cos(a) * PIN_TOP_MM, y + Math.sin(lean) * Math.sin(a) * PIN_TOP_MM, Math.cos(lean) * PIN_TOP_MM];
        p = project(camera, top);
        at = [x, y];
      } else {
        const a = pin.angle ?? 0;
        at = [x + Math.cos(a) * PIN_TOP_MM * 0.5, y + Math.sin(a) * PIN_TOP_MM * 0.5];
        p = project(camera, [at[0], at[1], FALLEN_PIN_Z]);
      }
      if (p) out.push({ cls: pin.state === 'standing' ? 'pin-standing' : 'pin-fallen', px: p, table: at, blurPx: 0, occluded: 0, id: pin.id });
    }
  }
  return out;
}

/**
 * Fraction of each ball's disc that the occluders changed, from two renders
 * (without and with occluders). A pixel counts as hidden when its chromaticity
 * moved or its brightness fell below 40 % (the body shade only dims, by less).
 */
export function measureOcclusion(truth: Truth[], without: Uint8Array, withOcc: Uint8Array, width: number, radiusPx: (t: Truth) => number): void {
  const height = without.length / 3 / width;
  for (const t of truth) if (t.cls.startsWith('ball-')) t.occluded = hiddenShare(without, withOcc, width, height, t.px, radiusPx(t) * 0.9);
}

/** Share of the disc (centre px, radius rr px) whose colour the occluders changed (criterion above). */
export function hiddenShare(without: Uint8Array, withOcc: Uint8Array, width: number, height: number, px: readonly [number, number], rr: number): number {
  let n = 0, hid = 0;
  for (let v = Math.max(0, Math.floor(px[1] - rr)); v <= Math.min(height - 1, Math.ceil(px[1] + rr)); v++) {
    for (let u = Math.max(0, Math.floor(px[0] - rr)); u <= Math.min(width - 1, Math.ceil(px[0] + rr)); u++) {
      if ((u - px[0]) ** 2 + (v - px[1]) ** 2 > rr * rr) continue;
      const o = (v * width + u) * 3;
      const a0 = without[o]! + 1, a1 = without[o + 1]! + 1, a2 = without[o + 2]! + 1;
      const b0 = withOcc[o]! + 1, b1 = withOcc[o + 1]! + 1, b2 = withOcc[o + 2]! + 1;
      const sa = a0 + a1 + a2, sb = b0 + b1 + b2;
      const chroma = Math.abs(a0 / sa - b0 / sb) + Math.abs(a1 / sa - b1 / sb);
      n++;
      if (chroma > 0.06 || sb < 0.4 * sa || sb > 1.3 * sa) hid++;
    }
  }
  return n ? hid / n : 0;
}

/**
 * The occluders alone, drawn once more without their shadows into two
 * scratch images, one all 0 and one all 255 (the renderer's shadow-free
 * occlusion probes, as src/sim/record/occlusion.ts uses them). The renderer
 * blends `out = in·(1−c) + colour·c`, so (s₀ + 255 − s₂₅₅) / 255 is exactly
 * the share c of a pixel the occluders cover, whatever their colour: a
 * white sleeve over a white ball counts as covered (the colour measure
 * counts it 0), a cue's shadow over a ball does not (the colour measure
 * counts a shadow darker than 40 % as hidden). Only the occluders' boxes are
 * drawn, so the pass costs a small part of a frame's render.
 */
export function occluderCoverage(ctx: RenderContext, occluders: readonly Occluder[]): Float32Array {
  const zero = new Uint8Array(ctx.W * ctx.H * 3);
  const full = new Uint8Array(ctx.W * ctx.H * 3).fill(255);
  const cover = new Float32Array(ctx.W * ctx.H);
  const r = ctx.table.ballRadius;
  for (const o of occluders) {
    for (const img of [zero, full]) (o.kind === 'cue' ? drawCue(ctx, img, { ...o, shadow: false }, r) : drawHand(ctx, img, o, { shadow: false }));
  }
  // Green channel: the renderer writes the three alike, any one measures c.
  for (let i = 0; i < cover.length; i++) cover[i] = (zero[i * 3 + 1]! + 255 - full[i * 3 + 1]!) / 255;
  return cover;
}

/** Mean coverage (`occluderCoverage`) over the disc of centre px and radius rr (px). */
export function coveredShare(cover: Float32Array, width: number, px: readonly [number, number], rr: number): number {
  const height = cover.length / width;
  let n = 0, sum = 0;
  for (let v = Math.max(0, Math.floor(px[1] - rr)); v <= Math.min(height - 1, Math.ceil(px[1] + rr)); v++) {
    for (let u = Math.max(0, Math.floor(px[0] - rr)); u <= Math.min(width - 1, Math.ceil(px[0] + rr)); u++) {
      if ((u - px[0]) ** 2 + (v - px[1]) ** 2 > rr * rr) continue;
      n++;
      sum += cover[v * width + u]!;
    }
  }
  return n ? sum / n : 0;
}

/**
 * The keyed occlusion of each ball label (`covered`), on the disc
 * `measureOcclusion` uses (0.9 of the ball's radius): what the occluders'
 * pixels cover, by `occluderCoverage`. Pins keep the colour measure.
 */
export function measureCoverage(truth: Truth[], ctx: RenderContext, occluders: readonly Occluder[], radiusPx: (t: Truth) => number): void {
  const balls = truth.filter((t) => t.cls.startsWith('ball-'));
  if (!occluders.length) { for (const t of balls) t.covered = 0; return; }
  const cover = occluderCoverage(ctx, occluders);
  for (const t of balls) t.covered = coveredShare(cover, ctx.W, t.px, radiusPx(t) * 0.9);
}

/** Ball radius in pixels around a truth's centre (for occlusion masks and refinement windows). */
export function ballRadiusPx(camera: Camera, table: TableModel, at: readonly [number, number]): number {
  const r = table.ballRadius;
  const c = project(camera, [at[0], at[1], r]);
  const e = project(camera, [at[0] + r, at[1], r]);
  const f = project(camera, [at[0], at[1] + r, r]);
  if (!c || !e || !f) return 13;
  return (Math.hypot(e[0] - c[0], e[1] - c[1]) + Math.hypot(f[0] - c[0], f[1] - c[1])) / 2;
}
