/**
 * Coarse stage: find the cloth by its colour (statistics of the image's
 * centre, so blue, green, tan or red cloth all work), keep the connected
 * cloth-coloured region around the centre with its holes filled (balls,
 * chalk), and fit one robust curve per side of its outline. The outline is
 * the cushions' back edge against the rail: the cushion tops are covered with
 * the same cloth. Works on a copy about COARSE_WIDTH pixels wide.
 */
import { CalibrationError } from './errors.js';
import { downscale, type RgbImage } from './image.js';
import { fitSideCurve, type SideCurve } from './ransac.js';

/** Width of the coarse copy (px). Wider is slower and no more robust; narrower blurs the outline. */
const COARSE_WIDTH = 480;
/** Brightness of cloth-coloured pixels relative to the centre's cloth (sRGB sums): cushion tops and vignetted corners are darker. */
const MIN_BRIGHTNESS = 0.33;
const MAX_BRIGHTNESS = 2.2;
/**
 * Chromaticity distance accepted as cloth, at least this and at most
 * MAX_CHROMA. Raising it lets wooden rails of a similar hue into the cloth;
 * lowering it loses worn or shaded cloth near the cushions.
 */
const MIN_CHROMA = 0.035;
const MAX_CHROMA = 0.09;
/**
 * The strict reading, tried when the default one leads to no calibration:
 * surroundings of a colour close to the cloth's (grey floor or banners around
 * grey-beige cloth, a red-brown rail around red cloth) leak into the default
 * region. The chromaticity threshold is scaled by STRICT_CHROMA_SCALE (at
 * least STRICT_MIN_CHROMA) and the brightness band narrowed to
 * STRICT_BRIGHTNESS. Stricter still loses the shaded cloth along the cushions.
 */
const STRICT_CHROMA_SCALE = 0.5;
const STRICT_MIN_CHROMA = 0.02;
const STRICT_BRIGHTNESS: [number, number] = [0.6, 1.6];
/**
 * The hue reading, tried after the other two: vivid cloth under uneven lamp
 * light. Where a channel of the cloth is small or clips (the red and the
 * blue of bright blue cloth), lamp light moves its chromaticity along the
 * line to the white point, by more than MAX_CHROMA, while its hue stays put:
 * the default reading then loses a lit or a shaded end of the bed and the
 * outline there is ragged (a real photo of blue cloth warped to an overhead
 * frame: red / sum 0.09 at one end, 0.14 at the centre, hue within 2°).
 * Here a pixel is cloth when its hue (angle about the white point in the
 * chromaticity plane) is within HUE_TOLERANCE (rad) of the centre's and its
 * saturation (distance from the white point) within HUE_SATURATION times the
 * centre's. Raising the tolerance lets the cushion's dark face (23° off on
 * that frame) and tinted rails in; lowering it loses the shaded cloth.
 * Only for cloth at least HUE_MIN_CLOTH_SATURATION saturated: grey-beige
 * cloth has no reliable hue, and the reading is skipped there.
 */
const HUE_TOLERANCE = 0.2;
const HUE_SATURATION: [number, number] = [0.5, 2];
const HUE_MIN_CLOTH_SATURATION = 0.1;
/** The cloth region must cover at least this fraction of the image to count as a table. */
const MIN_AREA = 0.12;

export type ImageSide = 'right' | 'left' | 'up' | 'down';

export interface Coarse {
  /** Median cloth colour at the centre (sRGB). */
  cloth: [number, number, number];
  /** Angle of the region's major axis from the image x axis (rad, -π/2..π/2). */
  theta: number;
  /** Curves of the outline per image side ("right" = +u after rotating by -theta), in full-resolution pixels. */
  sides: Record<ImageSide, SideCurve>;
  /** Corner pixels (full resolution): right-up, right-down, left-down, left-up of the rotated frame. */
  corners: Record<'ru' | 'rd' | 'ld' | 'lu', [number, number]>;
  areaFraction: number;
  imageWidth: number;
  imageHeight: number;
  /** Every outline pixel (full resolution), for re-collection once a camera is known. */
  boundary: [number, number][];
}

function median(a: number[]): number {
  const s = [...a].sort((x, y) => x - y);
  return s[s.length >> 1] ?? NaN;
}

export interface ClothOptions {
  /** Use the strict colour reading (see STRICT_CHROMA_SCALE). */
  strict?: boolean;
  /** Use the hue reading (see HUE_TOLERANCE). */
  hue?: boolean;
}

export function findCloth(img: RgbImage, opts: ClothOptions = {}): Coarse {
  const factor = Math.max(1, Math.round(img.width / COARSE_WIDTH));
  const small = downscale(img, factor);
  const { width: w, height: h, rgb } = small;
  // Cloth colour: median chromaticity and brightness of the central region.
  const cr: number[] = [], cg: number[] = [], cs: number[] = [], cc: number[][] = [[], [], []];
  for (let y = Math.floor(h * 0.35); y < h * 0.65; y++) {
    for (let x = Math.floor(w * 0.35); x < w * 0.65; x++) {
      const o = (y * w + x) * 3;
      const s = rgb[o]! + rgb[o + 1]! + rgb[o + 2]! + 1;
      cr.push(rgb[o]! / s); cg.push(rgb[o + 1]! / s); cs.push(s);
      for (let c = 0; c < 3; c++) cc[c]!.push(rgb[o + c]!);
    }
  }
  const mr = median(cr), mg = median(cg), ms = median(cs);
  const spread = median(cr.map((r, i) => Math.hypot(r - mr, cg[i]! - mg)));
  const loose = Math.min(MAX_CHROMA, Math.max(MIN_CHROMA, 6 * spread));
  const tau = opts.strict ? Math.max(STRICT_MIN_CHROMA, STRICT_CHROMA_SCALE * loose) : loose;
  const [minB, maxB] = opts.strict ? STRICT_BRIGHTNESS : [MIN_BRIGHTNESS, MAX_BRIGHTNESS];
  const isCloth = opts.hue ? hueTest(mr, mg) : (r: number, g: number): boolean => Math.hypot(r - mr, g - mg) < tau;
  const mask = new Uint8Array(w * h);
  for (let i = 0, o = 0; i < w * h; i++, o += 3) {
    const s = rgb[o]! + rgb[o + 1]! + rgb[o + 2]! + 1;
    if (s < minB * ms || s > maxB * ms) continue;
    if (isCloth(rgb[o]! / s, rgb[o + 1]! / s)) mask[i] = 1;
  }
  const region = fillHoles(largestCentral(close(mask, w, h), w, h), w, h);
  let area = 0, mx = 0, my = 0;
  for (let i = 0; i < w * h; i++) if (region[i]) { area++; mx += i % w; my += Math.floor(i / w); }
  if (area < MIN_AREA * w * h) throw new CalibrationError('cloth', `no table cloth found: the cloth-coloured region around the image centre covers ${((100 * area) / (w * h)).toFixed(0)} % of the image (needs ${MIN_AREA * 100} %)`);
  mx /= area; my /= area;
  let sxx = 0, syy = 0, sxy = 0, onBorder = 0;
  const boundary: [number, number][] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!region[y * w + x]) continue;
      const dx = x - mx, dy = y - my;
      sxx += dx * dx; syy += dy * dy; sxy += dx * dy;
      // The closing clears a two-pixel frame, so the image border is three pixels deep here.
      if (x <= 2 || y <= 2 || x >= w - 3 || y >= h - 3) { onBorder++; continue; }
      const i = y * w + x;
      if (!region[i - 1] || !region[i + 1] || !region[i - w] || !region[i + w]) boundary.push([x, y]);
    }
  }
  if (onBorder > 0.3 * 4 * (w + h)) throw new CalibrationError('cloth', 'no table cloth found: the colour at the image centre fills the frame to its edges (no cushions and rails around it)');
  if (onBorder > 0.2 * (w + h)) throw new CalibrationError('cushions', 'the cloth runs off the image edge: all four cushions and their rails must be in view');
  const theta = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const ct = Math.cos(theta), st = Math.sin(theta);
  const rot = boundary.map(([x, y]) => [(x - mx) * ct + (y - my) * st, -(x - mx) * st + (y - my) * ct] as [number, number]);
  const a = percentile(rot.map((p) => Math.abs(p[0])), 0.9);
  const b = percentile(rot.map((p) => Math.abs(p[1])), 0.9);
  const groups: Record<ImageSide, [number, number][]> = { right: [], left: [], up: [], down: [] };
  for (const [u, v] of rot) {
    const su = Math.abs(u) / a, sv = Math.abs(v) / b;
    if (Math.abs(su - sv) < 0.08) continue; // too close to a corner to say which side
    if (su > sv) groups[u > 0 ? 'right' : 'left'].push([u, v]);
    else groups[v > 0 ? 'down' : 'up'].push([u, v]);
  }
  const back = (u: number, v: number): [number, number] => {
    const x = mx + u * ct - v * st, y = my + u * st + v * ct;
    return [(x + 0.5) * factor - 0.5, (y + 0.5) * factor - 0.5];
  };
  const sides = {} as Record<ImageSide, SideCurve>;
  for (const side of ['right', 'left', 'up', 'down'] as const) {
    const vertical = side === 'right' || side === 'left';
    const pts = groups[side].map(([u, v]) => (vertical ? [v, u] : [u, v]) as [number, number]);
    const span = vertical ? 2 * b : 2 * a;
    const curve = fitSideCurve(pts, span);
    if (!curve) throw new CalibrationError('cushions', `could not find the cushion on the image's ${side} side of the table (its outline against the rail is hidden or missing)`);
    sides[side] = {
      ...curve,
      inliers: curve.inliers.map(([s, t]) => (vertical ? back(t, s) : back(s, t))),
    };
  }
  const corner = (vs: ImageSide, hs: ImageSide): [number, number] => {
    // Intersect u = V(v) (vertical side) and v = Hc(u) (horizontal side) by fixed-point iteration.
    let u = vs === 'right' ? a : -a, v = hs === 'down' ? b : -b;
    for (let i = 0; i < 20; i++) { v = sides[hs].at(u); u = sides[vs].at(v); }
    return back(u, v);
  };
  return {
    cloth: [median(cc[0]!), median(cc[1]!), median(cc[2]!)],
    theta,
    sides,
    corners: { ru: corner('right', 'up'), rd: corner('right', 'down'), ld: corner('left', 'down'), lu: corner('left', 'up') },
    areaFraction: area / (w * h),
    imageWidth: img.width,
    imageHeight: img.height,
    boundary: boundary.map(([x, y]) => [(x + 0.5) * factor - 0.5, (y + 0.5) * factor - 0.5]),
  };
}

/** The hue reading's test of a chromaticity (r, g) against the centre's (see HUE_TOLERANCE). */
function hueTest(mr: number, mg: number): (r: number, g: number) => boolean {
  const W = 1 / 3;
  const sat = Math.hypot(mr - W, mg - W), hue = Math.atan2(mg - W, mr - W);
  if (sat < HUE_MIN_CLOTH_SATURATION) throw new CalibrationError('cloth', `no table cloth found: the cloth colour at the image centre is too grey for the hue reading (saturation ${sat.toFixed(3)})`);
  return (r, g) => {
    const s = Math.hypot(r - W, g - W);
    if (s < HUE_SATURATION[0] * sat || s > HUE_SATURATION[1] * sat) return false;
    const d = Math.abs(Math.atan2(g - W, r - W) - hue);
    return Math.min(d, 2 * Math.PI - d) < HUE_TOLERANCE;
  };
}

function percentile(a: number[], q: number): number {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 1;
}

/** Morphological closing (3 × 3): bridges chalk lines and cue shadows one pixel wide. */
function close(mask: Uint8Array, w: number, h: number): Uint8Array {
  const dil = new Uint8Array(w * h);
  for (let y = 1; y < h - 1; y++) for (let x = 1; x < w - 1; x++) {
    const i = y * w + x;
    if (mask[i] || mask[i - 1] || mask[i + 1] || mask[i - w] || mask[i + w] || mask[i - w - 1] || mask[i - w + 1] || mask[i + w - 1] || mask[i + w + 1]) dil[i] = 1;
  }
  const out = new Uint8Array(w * h);
  for (let y = 1; y < h - 1; y++) for (let x = 1; x < w - 1; x++) {
    const i = y * w + x;
    if (dil[i] && dil[i - 1] && dil[i + 1] && dil[i - w] && dil[i + w] && dil[i - w - 1] && dil[i - w + 1] && dil[i + w - 1] && dil[i + w + 1]) out[i] = 1;
  }
  return out;
}

function flood(pass: (i: number) => boolean, seeds: number[], w: number, h: number): Uint8Array {
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  for (const s of seeds) if (pass(s) && !seen[s]) { seen[s] = 1; stack.push(s); }
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % w;
    const next = [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i >= w ? i - w : -1, i < w * (h - 1) ? i + w : -1];
    for (const j of next) if (j >= 0 && !seen[j] && pass(j)) { seen[j] = 1; stack.push(j); }
  }
  return seen;
}

/** The connected mask component nearest the image centre. */
function largestCentral(mask: Uint8Array, w: number, h: number): Uint8Array {
  const cx = w >> 1, cy = h >> 1;
  let seed = -1;
  for (let r = 0; r < Math.min(w, h) / 4 && seed < 0; r++) {
    for (let dy = -r; dy <= r && seed < 0; dy++) for (let dx = -r; dx <= r; dx++) {
      const i = (cy + dy) * w + cx + dx;
      if (mask[i]) { seed = i; break; }
    }
  }
  if (seed < 0) return new Uint8Array(w * h);
  return flood((i) => mask[i] === 1, [seed], w, h);
}

/** Region plus every hole it encloses (balls, chalk marks, pins). */
function fillHoles(region: Uint8Array, w: number, h: number): Uint8Array {
  const seeds: number[] = [];
  for (let x = 0; x < w; x++) seeds.push(x, (h - 1) * w + x);
  for (let y = 0; y < h; y++) seeds.push(y * w, y * w + w - 1);
  const outside = flood((i) => !region[i], seeds, w, h);
  const out = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) out[i] = outside[i] ? 0 : 1;
  return out;
}
