/**
 * Full-resolution verification of ball candidates. The network sees the frame
 * at half scale and is fooled by round bright things (rail diamonds, chalk,
 * lamp reflections on the rails, balls on the next table); this looks at each
 * refined candidate once more, at full resolution and through the calibration:
 *
 * - position: a ball's centre lies on the cloth, at most r from a cushion
 *   nose; a candidate mapped outside (a diamond, a rail highlight, the floor,
 *   the next table) is dropped (needs a calibration);
 * - silhouette: a disc of the expected radius that differs from the cloth
 *   around it: filled inside, cloth-coloured in a ring just outside;
 * - colour: the ball's body colour at full resolution decides white / yellow /
 *   red / colour where the half-scale network hesitates (the spotted white is
 *   the yellow's look in some halls: two white-bodied balls on a carom table
 *   are told apart by their dark marks);
 * - count: a carom table holds one ball per class, a pyramid one colour ball.
 */
import { project, type Camera } from '../camera/model.js';
import type { TableModel } from '../geometry/tables.js';
import type { DetectionClass } from './classes.js';
import type { RgbImage } from './preprocess.js';
import { BALL_SHADE, CLOTH_SHADE, lineDistance, ringColour } from './refine.js';

export interface BallEvidence {
  /** Colour distance (8-bit RGB) between the ball's body and the cloth around it. */
  contrast: number;
  /** Mean coverage inside 0.7 r (1 for a ball) and in the ring 1.3-1.7 r (0 on bare cloth). */
  fill: number;
  ring: number;
  /** Body colour: median inside 0.55 r. */
  body: [number, number, number];
  /** Share of pixels inside 0.8 r much darker than the body (spots, logos). */
  dark: number;
  /** From the rim fit (refine.ts, 'fit'): share of the rim on the ball's circle, share beyond it, blur streak. */
  rim?: number;
  beyond?: number;
  streak?: boolean;
}

/** Coverage of one pixel: its colour on the cloth → ball axis, 0 (cloth, shadow) to 1 (ball, highlight). */
function coverage(img: RgbImage, u: number, v: number, cloth: readonly number[], ball: readonly number[]): number {
  const o = (v * img.width + u) * 3;
  const p0 = img.data[o]!, p1 = img.data[o + 1]!, p2 = img.data[o + 2]!;
  const dc = lineDistance(p0, p1, p2, cloth, CLOTH_SHADE), db = lineDistance(p0, p1, p2, ball, BALL_SHADE);
  return dc / (dc + db + 1e-6);
}

/** Evidence for a ball of radius r (px) centred at (x, y); `others` are neighbouring balls' centres. */
export function ballEvidence(img: RgbImage, x: number, y: number, r: number, others: readonly (readonly [number, number])[] = []): BallEvidence {
  const near = others.filter((o) => Math.hypot(o[0] - x, o[1] - y) < 4 * r && Math.hypot(o[0] - x, o[1] - y) > 0.5 * r);
  const cloth = ringColour(img, x, y, 1.6 * r, 2.1 * r, near);
  const body = ringColour(img, x, y, 0, 0.55 * r, near);
  const contrast = Math.hypot(body[0] - cloth[0], body[1] - cloth[1], body[2] - cloth[2]);
  const bodyLum = body[0] + body[1] + body[2];
  let fs = 0, fn = 0, rs = 0, rn = 0, dk = 0, dn = 0;
  const w = 1.7 * r;
  const x0 = Math.max(0, Math.floor(x - w)), x1 = Math.min(img.width - 1, Math.ceil(x + w));
  const y0 = Math.max(0, Math.floor(y - w)), y1 = Math.min(img.height - 1, Math.ceil(y + w));
  for (let v = y0; v <= y1; v++) {
    for (let u = x0; u <= x1; u++) {
      const d = Math.hypot(u - x, v - y) / r;
      if (d > 1.7 || (d > 0.7 && d < 1.3)) continue;
      if (near.some((o) => Math.hypot(u - o[0], v - o[1]) < 1.3 * r)) continue;
      const c = coverage(img, u, v, cloth, body);
      if (d <= 0.7) { fs += c; fn++; } else { rs += c; rn++; }
      if (d <= 0.8) {
        const o = (v * img.width + u) * 3;
        dn++;
        if (img.data[o]! + img.data[o + 1]! + img.data[o + 2]! < 0.55 * bodyLum) dk++;
      }
    }
  }
  return { contrast, fill: fn ? fs / fn : 0, ring: rn ? rs / rn : 1, body, dark: dn ? dk / dn : 0 };
}

/**
 * How far (mm) a ball centre may be mapped beyond the cushion noses (centre
 * at most r from a nose: |x| ≤ L/2 - r). Calibration error and blur streaks
 * need some; raising it lets diamonds and rail highlights through.
 */
export const OFF_CLOTH_MM = 12;

/** Is a ball centre at table position t (mm, mapped at height r) on the cloth? */
export function onCloth(t: readonly [number, number], table: TableModel): boolean {
  const r = table.ballRadius;
  return Math.abs(t[0]) <= table.length / 2 - r + OFF_CLOTH_MM && Math.abs(t[1]) <= table.width / 2 - r + OFF_CLOTH_MM;
}

/**
 * Silhouette thresholds: the inside must look like the ball's body and the
 * ring outside like the cloth. Raising MIN_FILL / lowering MAX_RING rejects
 * more smudges and highlights, and also balls half hidden by a hand or cut by
 * a neighbour's shadow.
 */
export const MIN_FILL = 0.8;
export const MAX_RING = 0.45;
/**
 * Most of the inside much darker than the body is a mark on the cloth or a
 * pocket, not a ball (spots and logos cover < 15 %). Lowering it rejects more
 * and starts to reject spotted whites seen with a spot near the centre.
 */
export const MAX_DARK = 0.3;
/**
 * Below this body-to-cloth contrast the silhouette cannot be measured (a red
 * ball on a red cloth); such candidates need the network's higher confidence.
 */
export const MIN_SILHOUETTE_CONTRAST = 35;
export const LOW_CONTRAST_SCORE = 0.5;

/**
 * A rounded end that is no ball (a white sleeve's cuff, a cue's ferrule, a
 * hand): the outline continues beyond the ball's circle on one side and less
 * than MIN_RIM_SHARE of the rim lies on it, without a blur streak's soft
 * ends. On the tuning frames all 7 false balls left after the silhouette
 * measured ≤ 54 % of rim and ≥ 5 rays beyond it; no found ball met both
 * (balls half under a cue keep their rim where they are seen, and a
 * neighbour's side is not cast). Raising MIN_RIM_SHARE or lowering
 * MAX_BEYOND drops more such blobs, and next more balls under a hand.
 */
export const MIN_RIM_SHARE = 0.62;
export const MAX_BEYOND = 4 / 48;

/**
 * A rim fitted all round (≥ FULL_RIM of the rays on the ball's circle) is a
 * ball's silhouette by itself: the fill may then be as low as FULL_RIM_FILL (a
 * black ball on a grey cloth measures 0.79: its dark flanks read half as
 * cloth).
 */
export const FULL_RIM = 0.9;
export const FULL_RIM_FILL = 0.7;

export function looksLikeBall(e: BallEvidence, score: number): boolean {
  if (e.rim !== undefined && !e.streak && e.rim < MIN_RIM_SHARE && (e.beyond ?? 0) >= MAX_BEYOND) return false;
  if (e.contrast < MIN_SILHOUETTE_CONTRAST) return score >= LOW_CONTRAST_SCORE;
  const minFill = (e.rim ?? 0) >= FULL_RIM ? FULL_RIM_FILL : MIN_FILL;
  return e.fill >= minFill && e.ring <= MAX_RING && e.dark <= MAX_DARK;
}

/** Chroma of a body colour: yellowness (blue missing), redness (green and blue missing), both 0-1. */
export function chroma(body: readonly number[]): { yellow: number; red: number } {
  const m = Math.max(body[0]!, body[1]!, body[2]!, 1);
  return { yellow: (Math.min(body[0]!, body[1]!) - body[2]!) / m, red: (body[0]! - Math.max(body[1]!, body[2]!)) / m };
}

/**
 * Body colour classes. Yellow balls measure yellowness ~0.6, whites (ivory
 * included, under tinted lamps) < 0.15, reds ~0.2 with redness ~0.6.
 * Saturation (max - min) / max above COLOURFUL is a Russian colour ball
 * (ivory whites measure < 0.2); a body darker than DARK_BODY too (the black).
 */
export const YELLOW_BODY = 0.35;
export const RED_BODY = 0.4;
export const COLOURFUL = 0.35;
export const DARK_BODY = 90;

export type BodyColour = 'white' | 'yellow' | 'red' | 'colour';

export function bodyColour(body: readonly number[]): BodyColour {
  const c = chroma(body);
  const mx = Math.max(body[0]!, body[1]!, body[2]!), mn = Math.min(body[0]!, body[1]!, body[2]!);
  if (c.yellow >= YELLOW_BODY && c.red < c.yellow) return 'yellow';
  if (c.red >= RED_BODY) return 'red';
  if (mx < DARK_BODY || (mx - mn) / Math.max(mx, 1) > COLOURFUL) return 'colour';
  return 'white';
}

export interface Checked { cls: DetectionClass; score: number; evidence: BallEvidence }

/**
 * Classes from the full-resolution body colour, given the table's kind.
 * Carom: yellow / red bodies are those balls; a white body is the white, or
 * the spotted white (the yellow's look in some halls) when no yellow body is
 * seen: of two white bodies the one with more dark marks is the spotted one.
 * Pyramid: every colourful body is the colour ball, every other an ivory white.
 */
export function classify<T extends Checked>(balls: readonly T[], kind: TableModel['kind']): T[] {
  const colours = balls.map((b) => bodyColour(b.evidence.body));
  if (kind === 'pyramid') return balls.map((b, i) => ({ ...b, cls: colours[i] === 'white' ? 'ball-white' : 'ball-colour' }));
  const yellowSeen = colours.includes('yellow');
  const whites = balls.map((b, i) => (colours[i] === 'white' || colours[i] === 'colour' ? i : -1)).filter((i) => i >= 0);
  const spotted = !yellowSeen && whites.length >= 2 ? whites.reduce((a, i) => (balls[i]!.evidence.dark > balls[a]!.evidence.dark ? i : a)) : -1;
  return balls.map((b, i): T => {
    const c = colours[i];
    if (c === 'yellow') return { ...b, cls: 'ball-yellow' };
    if (c === 'red') return { ...b, cls: 'ball-red' };
    if (yellowSeen) return { ...b, cls: 'ball-white' };
    if (spotted >= 0) return { ...b, cls: i === spotted ? 'ball-yellow' : 'ball-white' };
    return { ...b, cls: b.cls === 'ball-yellow' ? 'ball-yellow' : 'ball-white' };
  });
}

/** Classes a table always holds one ball of (carom: all three; pyramid: the colour ball). */
export function expectedClasses(kind: TableModel['kind']): DetectionClass[] {
  return kind === 'carom' ? ['ball-white', 'ball-yellow', 'ball-red'] : ['ball-colour'];
}

/** Does a body colour fit a class (for the search of a missing ball)? */
export function bodyFits(body: readonly number[], cls: DetectionClass): boolean {
  const c = bodyColour(body);
  return cls === 'ball-colour' ? c !== 'white' : cls === 'ball-white' ? c === 'white' : cls === 'ball-yellow' ? c === 'yellow' : c === 'red';
}

/** Most balls of each class a table can hold (carom: one each; pyramid: one colour ball, seven whites). */
export function capPerClass<T extends { cls: DetectionClass; score: number }>(balls: readonly T[], kind: TableModel['kind']): T[] {
  const cap = (c: DetectionClass): number => (kind === 'carom' ? 1 : c === 'ball-colour' ? 1 : 7);
  const n = new Map<DetectionClass, number>();
  return [...balls].sort((a, b) => b.score - a.score).filter((b) => {
    const k = (n.get(b.cls) ?? 0) + 1;
    n.set(b.cls, k);
    return k <= cap(b.cls);
  });
}

/**
 * Where the network does not see a Russian colour ball at all (it fires at
 * 0.01-0.1 on blue, purple and black ones, or not at all on a blurred one):
 * a colour search over the cloth. Samples every COLOUR_STEP px inside the
 * projected playing area; a sample is "colour" when it is far from the
 * cloth's shading line and not an ivory white; a ball is a square of ~1.2 r
 * mostly colour inside a ring of ~3 r mostly not. Returns the best few
 * centres (frame px), best first, away from the balls already found; the
 * caller verifies them like any candidate.
 */
export function colourBlobs(img: RgbImage, camera: Camera, table: TableModel, taken: readonly (readonly [number, number])[], max = 10): [number, number][] {
  const R = table.ballRadius, step = COLOUR_STEP;
  const a = project(camera, [0, 0, R]), b = project(camera, [R, 0, R]);
  if (!a || !b) return [];
  const rPx = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const span = playingSpans(camera, table, img.height);
  const gw = Math.ceil(img.width / step), gh = Math.ceil(img.height / step);
  const cloth = clothColour(img, span, step);
  const tol = COLOUR_DISTANCE * Math.max(40, Math.hypot(cloth[0], cloth[1], cloth[2]));
  const cs = cloth[0] + cloth[1] + cloth[2] + 3, c0 = (cloth[0] + 1) / cs, c1 = (cloth[1] + 1) / cs, c2 = (cloth[2] + 1) / cs;
  // Summed-area table of colour samples (and of samples inside the playing area).
  const sat = new Float64Array((gw + 1) * (gh + 1)), inside = new Float64Array((gw + 1) * (gh + 1));
  for (let gy = 0; gy < gh; gy++) {
    const v = gy * step, s = span[v];
    let row = 0, rowIn = 0;
    for (let gx = 0; gx < gw; gx++) {
      const u = gx * step;
      if (s && u >= s[0] && u <= s[1]) {
        rowIn++;
        const o = (v * img.width + u) * 3;
        const p0 = img.data[o]!, p1 = img.data[o + 1]!, p2 = img.data[o + 2]!;
        const mx = Math.max(p0, p1, p2), mn = Math.min(p0, p1, p2);
        const ivory = mx > DARK_BODY && (mx - mn) / mx < IVORY_SATURATION;
        const sum = p0 + p1 + p2 + 1;
        // Another hue than the cloth's (a shadow keeps the cloth's hue; a black ball is grey), or far from its shading.
        const hue = Math.abs(p0 / sum - c0) + Math.abs(p1 / sum - c1) + Math.abs(p2 / sum - c2);
        if (!ivory && ((sum > MIN_HUE_SUM && hue > COLOUR_HUE) || sum < DARK_SHARE * cs || lineDistance(p0, p1, p2, cloth, CLOTH_SHADE) > tol)) row++;
      }
      sat[(gy + 1) * (gw + 1) + gx + 1] = sat[gy * (gw + 1) + gx + 1]! + row;
      inside[(gy + 1) * (gw + 1) + gx + 1] = inside[gy * (gw + 1) + gx + 1]! + rowIn;
    }
  }
  const box = (t: Float64Array, x0: number, y0: number, x1: number, y1: number): number => {
    x0 = Math.max(0, x0); y0 = Math.max(0, y0); x1 = Math.min(gw, x1); y1 = Math.min(gh, y1);
    return x1 <= x0 || y1 <= y0 ? 0 : t[y1 * (gw + 1) + x1]! - t[y0 * (gw + 1) + x1]! - t[y1 * (gw + 1) + x0]! + t[y0 * (gw + 1) + x0]!;
  };
  const hi = Math.max(1, Math.round((0.6 * rPx) / step)), ho = Math.max(hi + 1, Math.round((1.5 * rPx) / step));
  const found: { x: number; y: number; s: number }[] = [];
  for (let gy = ho; gy < gh - ho; gy++) {
    for (let gx = ho; gx < gw - ho; gx++) {
      if (box(inside, gx, gy, gx + 1, gy + 1) < 1) continue;
      const nIn = box(inside, gx - hi, gy - hi, gx + hi + 1, gy + hi + 1);
      if (nIn < 0.6 * (2 * hi + 1) ** 2) continue;
      const cIn = box(sat, gx - hi, gy - hi, gx + hi + 1, gy + hi + 1) / nIn;
      if (cIn < COLOUR_FILL) continue;
      const nOut = box(inside, gx - ho, gy - ho, gx + ho + 1, gy + ho + 1) - nIn;
      const cOut = nOut > 0 ? (box(sat, gx - ho, gy - ho, gx + ho + 1, gy + ho + 1) - cIn * nIn) / nOut : 1;
      if (cOut > COLOUR_RING) continue;
      const x = gx * step, y = gy * step;
      if (taken.some((t) => Math.hypot(t[0] - x, t[1] - y) < 1.5 * rPx)) continue;
      found.push({ x, y, s: cIn - cOut });
    }
  }
  found.sort((p, q) => q.s - p.s);
  const out: [number, number][] = [];
  for (const f of found) {
    if (out.some((o) => Math.hypot(o[0] - f.x, o[1] - f.y) < 2 * rPx)) continue;
    out.push([f.x, f.y]);
    if (out.length >= max) break;
  }
  return out;
}

/**
 * Colour search constants. COLOUR_STEP (px): the sampling grid (a ball is
 * 18-35 px across at 1080p; 2 costs a few ms a frame, only when the colour ball
 * is missing). A sample is colour beyond COLOUR_DISTANCE × the cloth's
 * brightness from the cloth's shading line, unless it is an ivory white
 * (saturation < IVORY_SATURATION). A ball: ≥ COLOUR_FILL of its inner square
 * colour, ≤ COLOUR_RING of the ring around it (hands, arms and cue shadows
 * are larger than a ball; raising COLOUR_RING lets them in).
 */
const COLOUR_STEP = 3;
const COLOUR_DISTANCE = 0.25;
/** Hue distance (sum of chromaticity differences) from the cloth that makes a sample colour, where its brightness (R+G+B) exceeds MIN_HUE_SUM (darker samples' hue is noise). */
const COLOUR_HUE = 0.25;
const MIN_HUE_SUM = 60;
/** Samples darker than this share of the cloth's brightness are colour too (a black ball; shadows are larger than a ball or lie beside one). */
const DARK_SHARE = 0.5;
const IVORY_SATURATION = 0.25;
const COLOUR_FILL = 0.7;
const COLOUR_RING = 0.3;

/** Per frame row, the span of columns of the cloth inside the cushion noses (seen at ball-centre height), through the calibration. */
function playingSpans(camera: Camera, table: TableModel, height: number): ([number, number] | undefined)[] {
  const R = table.ballRadius, hx = table.length / 2, hy = table.width / 2;
  const poly: [number, number][] = [];
  const N = 40;
  for (let k = 0; k < N; k++) poly.push([-hx + (2 * hx * k) / N, -hy], [hx, -hy + (2 * hy * k) / N], [hx - (2 * hx * k) / N, hy], [-hx, hy - (2 * hy * k) / N]);
  const pts = poly.map(([x, y]) => project(camera, [x, y, R])).filter((p): p is [number, number] => p !== null);
  const spans: ([number, number] | undefined)[] = new Array(height);
  // The outline's points sorted by angle around their mean form the (near-convex) polygon.
  const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length, cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
  pts.sort((p, q) => Math.atan2(p[1] - cy, p[0] - cx) - Math.atan2(q[1] - cy, q[0] - cx));
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!, q = pts[(i + 1) % pts.length]!;
    const y0 = Math.ceil(Math.min(p[1], q[1])), y1 = Math.floor(Math.max(p[1], q[1]));
    for (let v = Math.max(0, y0); v <= Math.min(height - 1, y1); v++) {
      const x = p[1] === q[1] ? p[0] : p[0] + ((v - p[1]) / (q[1] - p[1])) * (q[0] - p[0]);
      const s = spans[v];
      spans[v] = s ? [Math.min(s[0], x), Math.max(s[1], x)] : [x, x];
    }
  }
  return spans;
}

/** The cloth's colour: per-channel medians of every 4th sample inside the playing area (balls are a small share). */
function clothColour(img: RgbImage, span: readonly ([number, number] | undefined)[], step: number): [number, number, number] {
  const hist = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)];
  let n = 0;
  for (let v = 0; v < img.height; v += 2 * step) {
    const s = span[v];
    if (!s) continue;
    for (let u = Math.max(0, Math.ceil(s[0])); u <= Math.min(img.width - 1, s[1]); u += 2 * step) {
      const o = (v * img.width + u) * 3;
      for (let c = 0; c < 3; c++) hist[c]![img.data[o + c]!]!++;
      n++;
    }
  }
  const med = (h: Uint32Array): number => { let seen = 0; for (let i = 0; i < 256; i++) { seen += h[i]!; if (seen > n / 2) return i; } return 255; };
  return [med(hist[0]!), med(hist[1]!), med(hist[2]!)];
}
