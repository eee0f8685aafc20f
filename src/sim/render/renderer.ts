/**
 * The overhead-camera renderer of one recording: the static table image is
 * computed once (with a few sensor-noise variants baked in), then each frame
 * copies a variant and draws only what moves: shadows, pins, balls, occluders.
 */
import sharp from 'sharp';
import type { Camera, Vec3 } from '../../camera/model.js';
import type { Discipline, PinId } from '../../contracts/ids.js';
import { pinSeats } from '../../geometry/castle.js';
import type { TableModel } from '../../geometry/tables.js';
import { renderBackground } from './background.js';
import { drawBall } from './balls.js';
import { makeContext, type Box, type RenderContext } from './context.js';
import type { Look } from './look.js';
import { drawCue, drawHand } from './occluders.js';
import { lampHousings } from './hall.js';
import { applyOverlays, makeOverlays, type Overlay } from './overlay.js';
import { PIN_HEIGHT, drawPin } from './pins.js';
import type { BallPose, PinPose, Quat, SceneState } from './scene.js';
import { drawShadows, type ShadowCaster } from './shadows.js';

/**
 * Static images with different baked sensor noise, cycled frame to frame.
 * More variants make the noise less repetitive and cost W·H·3 bytes each.
 */
const NOISE_VARIANTS = 3;
const IDENTITY: Quat = [1, 0, 0, 0];

export interface RendererOptions {
  camera: Camera;
  table: TableModel;
  discipline: Discipline;
  look: Look;
  /** Skip sensor noise (tests of exact colours and centroids). */
  noNoise?: boolean;
}

export interface Renderer {
  readonly ctx: RenderContext;
  /** The static table image (sRGB, RGB interleaved), without noise. */
  readonly background: Uint8Array;
  /** Render a frame; the returned buffer is reused by the next call. */
  render(state: SceneState, frameIndex: number): Uint8Array;
  /** Encode RGB as JPEG at the look's quality (the buffer is copied first, so render may go on). */
  encodeJpeg(rgb: Uint8Array, quality?: number): Promise<Buffer>;
  encodePng(rgb: Uint8Array): Promise<Buffer>;
}

export function createRenderer(opts: RendererOptions): Renderer {
  const ctx = makeContext(opts.camera, opts.table, opts.look);
  if (opts.noNoise) ctx.noise.fill(0);
  const background = renderBackground(ctx, opts.discipline);
  const overlays: Overlay[] = [...lampHousings(ctx), ...makeOverlays(ctx)];
  applyOverlays(ctx, background, overlays);
  const variants = opts.noNoise ? [background] : Array.from({ length: NOISE_VARIANTS }, (_, i) => withNoise(ctx, background, i));
  const frame = new Uint8Array(background.length);
  const raw = { width: ctx.W, height: ctx.H, channels: 3 as const };
  return {
    ctx,
    background,
    render(state, frameIndex) {
      frame.set(variants[frameIndex % variants.length]!);
      const dirty = drawDynamic(ctx, frame, state, Math.imul(frameIndex + 1, 0x2545f491));
      for (const b of dirty) applyOverlays(ctx, frame, overlays, b);
      return frame;
    },
    encodeJpeg(rgb, quality = opts.look.jpegQuality) {
      return sharp(Buffer.from(rgb), { raw }).jpeg({ quality, chromaSubsampling: '4:2:0', optimiseCoding: false }).toBuffer();
    },
    encodePng(rgb) {
      return sharp(Buffer.from(rgb), { raw }).png({ compressionLevel: 3 }).toBuffer();
    },
  };
}

function withNoise(ctx: RenderContext, bg: Uint8Array, variant: number): Uint8Array {
  const out = new Uint8Array(bg.length);
  const noise = ctx.noise;
  const mask = noise.length - 1;
  let j = Math.imul(variant + 1, 0x61c88647) & mask;
  for (let i = 0; i < bg.length; i++) {
    // Walk the noise table with an odd stride so neighbouring pixels are uncorrelated.
    j = (j + 40503) & mask;
    const v = bg[i]! + noise[j]!;
    out[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  return out;
}

function ballCentre(ctx: RenderContext, b: BallPose): Vec3 {
  return [b.pos[0], b.pos[1], b.pos.length > 2 ? (b.pos as readonly number[])[2]! : ctx.table.ballRadius];
}

function pinPoses(ctx: RenderContext, pins: readonly PinPose[]): { id: PinId; base: Vec3; axis: Vec3 }[] {
  if (ctx.table.kind !== 'carom') return [];
  const seats = pinSeats(ctx.table);
  const out: { id: PinId; base: Vec3; axis: Vec3 }[] = [];
  for (const p of pins) {
    if (p.state === 'removed') continue;
    const [x, y] = p.pos ?? seats[p.id];
    if (p.state === 'fallen') {
      const a = p.angle ?? 0;
      out.push({ id: p.id, base: [x, y, 4.5], axis: [Math.cos(a), Math.sin(a), -0.04] });
    } else {
      const lean = ((p.leanDeg ?? 0) * Math.PI) / 180;
      const a = p.angle ?? 0;
      out.push({ id: p.id, base: [x, y, 0], axis: [Math.sin(lean) * Math.cos(a), Math.sin(lean) * Math.sin(a), Math.cos(lean)] });
    }
  }
  return out;
}

function drawDynamic(ctx: RenderContext, frame: Uint8Array, state: SceneState, salt: number): Box[] {
  const dirty: Box[] = [];
  const r = ctx.table.ballRadius;
  const exp = ctx.look.exposureTime;
  const balls = state.balls.filter((b) => !b.hidden);
  const pins = pinPoses(ctx, state.pins ?? []);
  // Shadows first: they darken the cloth the objects stand on.
  const groups: ShadowCaster[][] = [];
  let casters: ShadowCaster[] = [];
  for (const b of balls) {
    casters = [];
    groups.push(casters);
    const c = ballCentre(ctx, b);
    const v = b.v ?? [0, 0];
    const moving = Math.hypot(v[0], v[1]) * exp > r * 0.2;
    for (const t of moving ? [-exp / 3, 0, exp / 3] : [0]) {
      casters.push({ centre: [c[0] + v[0] * t, c[1] + v[1] * t, c[2]], radius: r, contact: c[2] < r * 1.2 ? r * 0.35 : 0 });
    }
  }
  for (const p of pins) {
    casters = [];
    groups.push(casters);
    for (const k of [0.2, 0.5, 0.8]) {
      casters.push({ centre: [p.base[0] + p.axis[0] * PIN_HEIGHT * k, p.base[1] + p.axis[1] * PIN_HEIGHT * k, p.base[2] + p.axis[2] * PIN_HEIGHT * k], radius: 3.5, contact: k === 0.2 ? 4 : 0 });
    }
  }
  // Each object's shadow separately keeps the boxes small.
  for (const group of groups) drawShadows(ctx, frame, group);
  const look = ctx.look;
  for (const p of pins) dirty.push(drawPin(ctx, frame, { base: p.base, axis: p.axis, colour: p.id === 'centre' ? look.pinRed : look.pinWhite, ring: p.id === 'centre' ? null : look.pinRing }, salt));
  for (const b of balls) {
    const bl = look.balls[b.id];
    if (!bl) continue;
    const v = b.v ?? [0, 0];
    const box = drawBall(ctx, frame, { centre: ballCentre(ctx, b), v: [v[0], v[1], v.length > 2 ? (v as readonly number[])[2]! : 0], r, q: b.q ?? IDENTITY, look: bl }, salt);
    dirty.push(box);
  }
  for (const o of state.occluders ?? []) {
    if (o.kind === 'cue') dirty.push(...drawCue(ctx, frame, o, r));
    else dirty.push(...drawHand(ctx, frame, o));
  }
  return dirty;
}
