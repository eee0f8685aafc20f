/**
 * Lying pins the network gave no peak for (issue 5, pins): on the tuning
 * frames (seeds 9 100 000-039) 6 of the 19 lying pins missed had no pin peak
 * within 12 px, some of them alone on bare cloth. Around the castle, the
 * pixels that differ from the cloth and that no kept pin, seat sticker or
 * shadow explains are grouped into connected parts; a part the size and
 * shape of a lying pin (measured as the pin stage measures a peak's blob,
 * pin-blob.ts) is one, at its middle. Parts touching a kept pin, a ball, a
 * cue or a hand are larger than a pin or explained, and are left alone.
 */
import { moments } from './pin-blob.js';
import { ringColour } from './refine.js';
import type { RgbImage } from './preprocess.js';

/**
 * Radius (mm) around the castle's centre searched: the seats lie 63 mm from
 * it and a knocked pin rolls a little farther. Raising it searches more
 * cloth (more false pins from marks, cue tips and fingers).
 */
export const SEARCH_RADIUS_MM = 120;
/**
 * A pixel is a candidate when its colour is at least this far (8-bit RGB)
 * from the cloth's median over the searched disc. Lying pins differ by
 * 76-255 at their core (AWAY_LYING_MIN_CONTRAST's measurements) and less at
 * their blurred rim; the chalk line and cloth marks by 27-70. Lowering it
 * grows parts into the line and into shading of the cloth.
 */
export const SEARCH_MIN_DIFF = 60;
/**
 * A part is searched further when it covers between these (mm²): a lying
 * pin seen from above is a 25 × 10 mm bar (~250 mm²), its blurred rim
 * under the threshold; balls, hands and cues are far larger.
 */
export const SEARCH_MIN_AREA_MM2 = 90;
export const SEARCH_MAX_AREA_MM2 = 450;

/**
 * A candidate pixel whose colour is the cloth's, darker, with an off-line
 * distance below this share of the cloth's brightness is shadow (of a ball,
 * a pin, the cue: on dark cloth it passes SEARCH_MIN_DIFF). Raising it takes
 * more of a dark (red) pin for shadow.
 */
export const SEARCH_SHADOW_SHARE = 0.25;
/** Confidence of a lying pin found this way: the pixels', not the network's; below its usual fallen peaks. */
export const SEARCH_SCORE = 0.3;

/** What the pin stage knows around the castle for the search. */
export interface SearchGeometry {
  /** Castle centre (frame px). */
  centre: readonly [number, number];
  /** Whether a frame px is explained already: a kept pin's place, a seat's sticker. */
  explained(x: number, y: number): boolean;
}

/** Middles (frame px) of the parts around the castle that could be lying pins, for the caller's blob test. */
export function lyingParts(img: RgbImage, mmPerPx: number, geo: SearchGeometry): [number, number][] {
  const r = Math.round(SEARCH_RADIUS_MM / mmPerPx);
  const cx = Math.round(geo.centre[0]), cy = Math.round(geo.centre[1]);
  const cloth = ringColour(img, cx, cy, 0, r, []);
  const side = 2 * r + 1;
  // 0: cloth, 1: candidate, 2: explained or at the disc's edge (a part touching it is no new pin), 3: visited.
  const mark = new Uint8Array(side * side);
  for (let v = 0; v < side; v++) {
    for (let u = 0; u < side; u++) {
      const x = cx - r + u, y = cy - r + v;
      if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
      const o = (y * img.width + x) * 3;
      const rgb = [img.data[o]!, img.data[o + 1]!, img.data[o + 2]!] as const;
      if (Math.hypot(rgb[0] - cloth[0], rgb[1] - cloth[1], rgb[2] - cloth[2]) < SEARCH_MIN_DIFF || isShadow(rgb, cloth, SEARCH_SHADOW_SHARE)) continue;
      // Outside the disc (the square's corners): a part reaching there is cut by the disc's edge, perhaps a ball's.
      mark[v * side + u] = (u - r) ** 2 + (v - r) ** 2 > (r - 1) ** 2 || geo.explained(x, y) ? 2 : 1;
    }
  }
  const out: [number, number][] = [];
  const area = mmPerPx * mmPerPx;
  for (let k = 0; k < mark.length; k++) {
    if (mark[k] !== 1) continue;
    const part = flood(mark, side, k);
    if (!part) continue;
    const n = part.length / 2;
    if (n * area < SEARCH_MIN_AREA_MM2 || n * area > SEARCH_MAX_AREA_MM2) continue;
    const m = moments(Int32Array.from(part, (p, i) => p + (i % 2 ? cy : cx) - r));
    out.push([m.cx, m.cy]);
  }
  return out;
}

/** The 4-connected part of candidates from index `k` (u, v interleaved), marked visited; null when it touches an explained pixel. */
function flood(mark: Uint8Array, side: number, k: number): number[] | null {
  const stack = [k], part: number[] = [];
  let touches = false;
  mark[k] = 3;
  while (stack.length) {
    const j = stack.pop()!;
    const u = j % side, v = (j - u) / side;
    part.push(u, v);
    for (const [du, dv] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      const uu = u + du, vv = v + dv;
      if (uu < 0 || vv < 0 || uu >= side || vv >= side) continue;
      const q = vv * side + uu;
      if (mark[q] === 2) touches = true;
      if (mark[q] !== 1) continue;
      mark[q] = 3;
      stack.push(q);
    }
  }
  return touches ? null : part;
}

/**
 * Whether the pixel's colour is the cloth's in shade: the same chromaticity,
 * darker (a pin's shadow). Its distance from the line through black and the
 * cloth colour, as a share of the cloth's brightness, below `share`.
 */
export function isShadow(rgb: readonly [number, number, number], cloth: readonly [number, number, number], share: number): boolean {
  const cc = cloth[0] ** 2 + cloth[1] ** 2 + cloth[2] ** 2;
  if (cc === 0) return false;
  const s = (rgb[0] * cloth[0] + rgb[1] * cloth[1] + rgb[2] * cloth[2]) / cc;
  if (s >= 1) return false;
  const off = Math.hypot(rgb[0] - s * cloth[0], rgb[1] - s * cloth[1], rgb[2] - s * cloth[2]);
  return off < share * Math.sqrt(cc);
}
