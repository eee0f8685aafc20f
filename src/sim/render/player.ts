/**
 * Where the player's body, arms and hands are for a cue occluder (and the
 * referee's for a placing hand), as shaded parts (shapes.ts). The player
 * stands outside the rail behind the cue ball's line of aim: bridge hand on
 * the cloth (or the rail) behind the cue ball, under the cue; head over the
 * cue; shoulders, torso and hips back along the line, slid back until the
 * hips clear the rail (the player then leans over it, stretching the bridge
 * arm); the grip arm hangs from the shoulder to the grip on the cue.
 */
import type { Vec3 } from '../../camera/model.js';
import type { RenderContext } from './context.js';
import type { Rgb } from './look.js';
import type { CueOccluder, HandOccluder } from './scene.js';
import type { CapsulePart, EllipsoidPart, Part } from './shapes.js';

export const CUE_LENGTH = 1420;
const TIP_RADIUS = 6.2;
const BUTT_RADIUS = 15;
/** Shoulders and hips behind the bridge hand in the natural stance (mm along the cue). */
const SHOULDERS_BEHIND_BRIDGE = 560;
const HIPS_BEHIND_BRIDGE = 1000;
/** The hips' centre stays this far outside the rail's outer edge (half the body's depth). */
const HIP_CLEARANCE = 120;
/** How far a player can stretch back from the natural stance (mm); past it the player lies over the rail. */
const MAX_STRETCH = 260;

/** Distance from p along the unit direction (ax, ay) to the table's outer edge (0 when p is outside). */
export function distanceToEdge(ctx: RenderContext, p: readonly [number, number], ax: number, ay: number): number {
  const t = ctx.table;
  const ox = t.length / 2 + ctx.look.cushionWidth + t.railWidth, oy = t.width / 2 + ctx.look.cushionWidth + t.railWidth;
  if (Math.abs(p[0]) >= ox || Math.abs(p[1]) >= oy) return 0;
  const tx = Math.abs(ax) > 1e-9 ? ((ax > 0 ? ox : -ox) - p[0]) / ax : Infinity;
  const ty = Math.abs(ay) > 1e-9 ? ((ay > 0 ? oy : -oy) - p[1]) / ay : Infinity;
  return Math.min(tx, ty);
}

/** Height of the surface under (x, y): cloth 0, cushion or rail top beyond the noses. */
function surfaceZ(ctx: RenderContext, x: number, y: number): number {
  return Math.abs(x) > ctx.table.length / 2 || Math.abs(y) > ctx.table.width / 2 ? ctx.table.cushionHeight : 0;
}

/** Cue colours along its length from the tip: leather tip, ferrule, maple shaft, joint, forearm, wrap, sleeve, bumper. */
function cueColour(ctx: RenderContext): (t: number) => Rgb {
  const look = ctx.look;
  const butt = look.cueButt;
  const dark: Rgb = [butt[0] * 0.5, butt[1] * 0.5, butt[2] * 0.5];
  return (t) => {
    const d = t * CUE_LENGTH;
    if (d < 11) return [0.06, 0.15, 0.45];
    if (d < 32) return [0.82, 0.8, 0.72];
    if (d < CUE_LENGTH * 0.55) return look.cueShaft;
    if (d < CUE_LENGTH * 0.565) return [0.55, 0.55, 0.58];
    if (d < CUE_LENGTH * 0.72) return Math.sin(d * 0.09) > 0.85 ? look.cueShaft : butt;
    if (d < CUE_LENGTH * 0.88) return look.cueWrap;
    if (d < CUE_LENGTH - 12) return dark;
    return [0.015, 0.015, 0.015];
  };
}

function capsule(a: Vec3, b: Vec3, ra: number, rb: number, colour: CapsulePart['colour'], extra: Partial<CapsulePart> = {}): CapsulePart {
  return { kind: 'capsule', a, b, ra, rb, colour, ...extra };
}

function blob(c: Vec3, u: Vec3, v: Vec3, h: number, colour: Rgb, hair?: EllipsoidPart['hair']): EllipsoidPart {
  return { kind: 'ellipsoid', c, u, v, h, colour, ...(hair ? { hair } : {}) };
}

/** A hand seen from above: palm, four fingers and a thumb, pointing along (fx, fy). */
function handParts(ctx: RenderContext, palm: Vec3, fx: number, fy: number, fingerDrop: number, spread: number, side: number): Part[] {
  const skin = ctx.look.skin;
  const sx = -fy * side, sy = fx * side;
  const at = (f: number, l: number, dz: number): Vec3 => [palm[0] + fx * f + sx * l, palm[1] + fy * f + sy * l, palm[2] + dz];
  const parts: Part[] = [blob(palm, [fx * 50, fy * 50, 0], [sx * 42, sy * 42, 0], 18, skin)];
  for (let k = 0; k < 4; k++) {
    const l = (k - 1.5) * 19 * spread;
    parts.push(capsule(at(38, l * 0.8, -2), at(38 + 62 - Math.abs(k - 1.5) * 9, l * 1.25, -fingerDrop), 9, 7.5, skin));
  }
  parts.push(capsule(at(5, -44, 4), at(48, -60 * spread, fingerDrop > 8 ? -4 : 10), 11, 8.5, skin));
  return parts;
}

/** Parts of the player for a cue occluder, back to front (the cue among them). */
export function playerParts(ctx: RenderContext, cue: CueOccluder, ballRadius: number): Part[] {
  const look = ctx.look;
  const el = ((cue.elevationDeg ?? 6) * Math.PI) / 180;
  const ax = Math.cos(cue.angle), ay = Math.sin(cue.angle);
  const side = look.leftHanded ? -1 : 1;
  // Player's right: the tip looks along -a, so right = (-ay, ax) for a right-handed player.
  const nx = -ay * side, ny = ax * side;
  const T: Vec3 = [cue.tip[0], cue.tip[1], ballRadius];
  const onCue = (d: number): Vec3 => [T[0] + ax * Math.cos(el) * d, T[1] + ay * Math.cos(el) * d, T[2] + Math.sin(el) * d];
  const P = (s: number, lat: number, z: number): Vec3 => [T[0] + ax * s + nx * lat, T[1] + ay * s + ny * lat, z];
  const sb = look.bridgeMm;
  const exit = distanceToEdge(ctx, cue.tip, ax, ay);
  const stretch = Math.max(0, Math.min(MAX_STRETCH, exit + HIP_CLEARANCE - (sb + HIPS_BEHIND_BRIDGE)));
  const sS = sb + SHOULDERS_BEHIND_BRIDGE + stretch * 0.8, sH = sb + HIPS_BEHIND_BRIDGE + stretch;
  const sleeve = look.sleeve;
  const fore = look.bareForearms ? look.skin : sleeve;
  const parts: Part[] = [];
  const bridge = P(sb, -22, 0);
  const surf = surfaceZ(ctx, bridge[0], bridge[1]);
  const bridgeOnRail = surf > 0;
  if (cue.hand !== false) {
    // Bridge hand flat on the cloth (or the rail), fingers towards the ball; the cue rests on it.
    const palm: Vec3 = [bridge[0], bridge[1], surf + 20];
    parts.push(...handParts(ctx, palm, -ax, -ay, bridgeOnRail ? 12 : 6, 1, side));
  }
  parts.push(capsule(T, onCue(CUE_LENGTH), TIP_RADIUS, BUTT_RADIUS, cueColour(ctx), { gloss: 0.8 }));
  const lSh = P(sS, -290, 330), rSh = P(sS + 40, 120, 345);
  const zCue = (d: number): number => T[2] + Math.sin(el) * d;
  if (cue.arm !== false) {
    // Grip hand round the cue, forearm hanging from the elbow, which is up and back.
    const sg = Math.min(CUE_LENGTH - 70, sb + 960 + stretch);
    const grip = onCue(sg);
    const elbow = P(sg - 40, 70, zCue(sg) + 300);
    parts.push(capsule([grip[0], grip[1], grip[2] + 25], elbow, 34, 40, fore, { folds: !look.bareForearms }));
    parts.push(blob([grip[0], grip[1], grip[2] + 10], [ax * 48, ay * 48, 0], [nx * 42, ny * 42, 0], 40, look.skin));
  }
  if (cue.hand !== false) {
    const wrist = P(sb + 70, -38, surf + 35);
    const elbowB = P(sb + 300 + stretch * 0.4, -175, Math.max(surf + 90, 120));
    parts.push(capsule(wrist, elbowB, 30, 38, fore, { folds: !look.bareForearms }));
    parts.push(capsule(elbowB, lSh, 40, 47, sleeve, { folds: true }));
  }
  if (cue.arm !== false) {
    const sg = Math.min(CUE_LENGTH - 70, sb + 960 + stretch);
    const elbow = P(sg - 40, 70, zCue(sg) + 300);
    // Torso (waistcoat or shirt) from the shoulders back to the hips, a little to the bridge side of the cue.
    const shoulders = P(sS + 20, -85, 320);
    const hips = P(sH, -120, 210);
    const mid: Vec3 = [(shoulders[0] + hips[0]) / 2, (shoulders[1] + hips[1]) / 2, (shoulders[2] + hips[2]) / 2];
    const half = Math.hypot(hips[0] - shoulders[0], hips[1] - shoulders[1]) / 2 + 130;
    parts.push(blob(mid, [ax * half, ay * half, (hips[2] - shoulders[2]) / 2], [nx * 215, ny * 215, 0], 130, look.torso));
    // Shoulder line: the back of the waistcoat or shirt across both shoulders.
    parts.push(blob(P(sS + 25, -75, 350), [nx * 200, ny * 200, 0], [ax * 95, ay * 95, 0], 70, look.torso));
    parts.push(capsule(rSh, elbow, 46, 40, sleeve, { folds: true }));
    // Head over the cue, face towards the ball and down.
    const sHead = sb + 330 + stretch * 0.6;
    const head = P(sHead, 12, zCue(sHead) + 190);
    const f = Math.hypot(ax, ay, 0.7);
    parts.push(blob(head, [ax * 105, ay * 105, 0], [nx * 78, ny * 78, 0], 95, look.skin, { colour: look.hair, face: [-ax / f, -ay / f, -0.7 / f] }));
  }
  return parts;
}

/**
 * The referee's (or player's) arm reaching from outside the rail to a hand
 * placing a ball: fingers along `angle`, the body behind on the far side.
 */
export function reachingHandParts(ctx: RenderContext, hand: HandOccluder): Part[] {
  const look = ctx.look;
  const h = hand.heightMm ?? 40;
  const fx = Math.cos(hand.angle), fy = Math.sin(hand.angle);
  const back = distanceToEdge(ctx, hand.at, -fx, -fy);
  // Shoulder at most an arm's length behind the palm; further back when the rail is close.
  const reach = Math.min(620, Math.max(420, back + 250));
  const sh: Vec3 = [hand.at[0] - fx * reach, hand.at[1] - fy * reach, h + 380];
  const palm: Vec3 = [hand.at[0], hand.at[1], h];
  const wrist: Vec3 = [palm[0] - fx * 70, palm[1] - fy * 70, h + 25];
  const elbow: Vec3 = [palm[0] - fx * reach * 0.55 + fy * 60, palm[1] - fy * reach * 0.55 - fx * 60, h + 230];
  const fore = look.bareForearms ? look.skin : look.sleeve;
  const parts: Part[] = [...handParts(ctx, palm, fx, fy, 22, 0.85, -1)];
  parts.push(capsule(wrist, elbow, 30, 38, fore, { folds: !look.bareForearms }));
  parts.push(capsule(elbow, sh, 40, 47, look.sleeve, { folds: true }));
  // Torso and head behind the shoulder, outside the picture unless leaning far in.
  const body: Vec3 = [sh[0] - fx * 260 + fy * 150, sh[1] - fy * 260 - fx * 150, h + 300];
  parts.push(blob(body, [fx * 200, fy * 200, 0], [-fy * 230, fx * 230, 0], 140, look.torso));
  const head: Vec3 = [sh[0] - fx * 40 + fy * 170, sh[1] - fy * 40 - fx * 170, h + 430];
  const f = Math.hypot(fx, fy, 0.8);
  parts.push(blob(head, [fx * 105, fy * 105, 0], [-fy * 78, fx * 78, 0], 95, look.skin, { colour: look.hair, face: [fx / f, fy / f, -0.8 / f] }));
  return parts;
}
