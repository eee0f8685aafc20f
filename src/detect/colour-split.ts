/**
 * A lying pin against a standing one of the other colour (issue 5, pins,
 * session 16). The five-pins castle has one red pin, the centre's, and four
 * white ones. Where a lying pin touches a standing one the two make one
 * blob and the network one peak (its "fallen" twin merges into the standing
 * pin's, or the seat rules call the pair the seat's standing pin): on the
 * tuning frames (seeds 9 100 000-039) all five such pairs were the red pin
 * and a white one (a white pin lying under or against the red one standing
 * on the centre seat, or the red pin lying against a white one standing).
 * Colour tells them apart where shape cannot: the part of the standing
 * pin's blob in the other pin colour, the size of a pin's visible part, is
 * a lying pin, when a seat judged empty leaves a pin of that colour
 * unaccounted for.
 */
import { colourDistance, ringColour } from './refine.js';
import { isShadow, SEARCH_MIN_DIFF, SEARCH_SHADOW_SHARE } from './lying-search.js';
import type { RgbImage } from './preprocess.js';
import { castleMiddle, type CastleGeometry, type PinCand } from './castle-measures.js';

/**
 * Window (mm) around a standing pin searched for the other colour: a lying
 * pin's length (25 mm) beyond the standing pin's silhouette; a neighbour
 * seat's pin stands 63 mm away.
 */
export const SPLIT_WINDOW_MM = 30;
/**
 * A blob pixel is red when G / R is at most this, white when at least
 * SPLIT_WHITE_GREEN (a colour ratio, not a hue: the red pin, rendered sRGB
 * (200, 35, 30) ± 6 %, is blurred into the cloth at ~2.5 mm per px; half
 * red, half blue or green cloth gives G / R ≈ 0.6-0.65, where a white pin
 * so mixed gives > 1 and lit white ≈ 0.9; tuning 9 100 032: red pin pixels
 * 0.55-0.7, white 0.8-0.95). Pixels between count for neither.
 */
export const SPLIT_RED_GREEN = 0.72;
export const SPLIT_WHITE_GREEN = 0.85;
/**
 * The other colour's part of a standing pin's blob is a lying pin when it
 * covers at least this (mm²): the visible part of a pin lying against or
 * under the standing one (a whole lying pin ~250 mm²) — not a ring or a
 * highlight of the standing pin itself, nor a few mixed pixels at the rim.
 */
export const SPLIT_MIN_AREA_MM2 = 60;
/**
 * The same bar for the red part (the red pin lying against a white standing
 * one): lower, as the red part can only be the red pin (no white ring or
 * highlight reads red, and the chalk line and stickers are left in:
 * `tonePart`). Tuning and fresh frames (seeds 9 100 000-039, 9 300 000-029),
 * red parts of 20 mm² or more beside a kept white standing pin with the
 * centre seat judged empty: all on the red pin, 37-68 mm² (fresh2
 * 9 300 020 scene 4: 59 mm², its pin half under the white one); the bar
 * was 40 then. Session 34, development 9 400 000-9 800 000 (five sets of
 * 40 × 8), every red part of 10 mm² or more this split measured: all on the
 * red pin, 29-76 mm² (9 800 038/5: 29 mm², the red pin lying against the
 * white one standing, missed at 40). Session 49 (20 → 12.5), development
 * 9 400 000, 9 650 000, 9 650 040, 9 700 000, 9 900 000 (40 × 8 each), every
 * red part of 5 mm² or more this split measures beside a kept white standing
 * pin with the centre judged empty (22): all on the red pin but a 578 mm²
 * ball (over SPLIT_MAX_AREA_MM2) and one 95 mm² part 19 px off the red pin
 * standing; under 20 only the red pin, 13-19 mm² (on a blue cloth at
 * 2.6-3.0 mm/px its blur reads purple: 9 650 010 scene 7, 18 mm², and
 * 9 650 044 scene 5, 13.1 mm²: two pixels, missed at 20 and found now; the
 * other two already beside a kept lying pin). No part measured 5-13 mm², so
 * any bar of 6-13 gives the same replay; above 12 it keeps session 34's
 * painted guard (three red pixels at a white pin's rim at 2 mm/px, 12 mm²,
 * test/detect.pins-line.test.ts) refused: the margin is half a mm² on
 * either side. It sits above red-against.ts's AGAINST_RED_MIN_AREA_MM2
 * (10). Lowering it takes red pixels at a white pin's rim (one pixel is
 * 4-9 mm² at these cameras) for a pin; raising it misses the red pin more
 * hidden or more blurred.
 */
export const SPLIT_RED_MIN_AREA_MM2 = 12.5;
/** ... and at most this (mm²): larger is a ball of the other colour (the red ball) or a hand. */
export const SPLIT_MAX_AREA_MM2 = 400;
/**
 * Pixels within this (mm, on the cloth) of the chalk line through the
 * castle are the line's (white, ~6 mm wide, joined to every pin standing on
 * it), not a pin's.
 */
export const SPLIT_LINE_MM = 4;
/**
 * Pixels within this (mm, on the cloth) of a seat are its sticker's (white,
 * Ø 8 mm, blurred), shown beside a standing pin knocked a few mm off it
 * (tuning 9 100 015 scene 7: the red pin beside the centre's sticker, 82 mm²
 * of white with the line).
 */
export const SPLIT_STICKER_MM = 6;

/**
 * Whether a frame px lies on the chalk line or a seat's sticker (SPLIT_LINE_MM,
 * SPLIT_STICKER_MM), for pixels around (x, y): the frame → cloth mapping there
 * taken as affine (its derivatives by one-pixel differences; over the 30 mm
 * window the perspective changes the scale by well under a percent), so each
 * pixel costs no camera model call. Null where the point maps nowhere.
 */
export function lineOrStickerNear(castle: CastleGeometry, x: number, y: number): ((px: number, py: number) => boolean) | null {
  const o = castle.toTable(x, y, 0), ex = castle.toTable(x + 1, y, 0), ey = castle.toTable(x, y + 1, 0);
  if (!o || !ex || !ey || !castle.seats.length) return null;
  // The chalk line as chalkLineDistance (castle-measures.ts) has it: across the table at the seats' mean x.
  const lineX = castleMiddle(castle)[0];
  return (px, py) => {
    const du = px - x, dv = py - y;
    const tx = o[0] + du * (ex[0] - o[0]) + dv * (ey[0] - o[0]), ty = o[1] + du * (ex[1] - o[1]) + dv * (ey[1] - o[1]);
    return Math.abs(tx - lineX) < SPLIT_LINE_MM || castle.seats.some((q) => Math.hypot(q[0] - tx, q[1] - ty) < SPLIT_STICKER_MM);
  };
}

/** A kept lying pin within this (mm) of the part's middle already explains it. */
export const SPLIT_KEPT_MM = 15;

export type PinTone = 'red' | 'white';

/** The tone of one pixel that differs from the cloth (null: neither clearly). */
export function tone(r: number, g: number): PinTone | null {
  const ratio = g / Math.max(r, 1);
  if (ratio <= SPLIT_RED_GREEN) return 'red';
  return ratio >= SPLIT_WHITE_GREEN ? 'white' : null;
}

/** Index of the centre seat (the red pin's): the seat nearest the seats' mean; -1 without five seats. */
export function centreSeat(castle: CastleGeometry): number {
  const n = castle.seats.length;
  if (n !== 5) return -1;
  const [mx, my] = castleMiddle(castle);
  let best = -1, bd = Infinity;
  castle.seats.forEach((s, i) => { const d = Math.hypot(s[0] - mx, s[1] - my); if (d < bd) { bd = d; best = i; } });
  return best;
}

/** A part of one tone: its middle (frame px) and area (mm²). */
export interface TonePart { x: number; y: number; areaMm2: number }

/**
 * The `want`-toned pixels of the blob around (x, y): pixels within
 * SPLIT_WINDOW_MM that differ from the cloth (the pixel search's threshold,
 * shadows left out), connected to the standing pin's own pixels (4-connected,
 * any tone), and of tone `want`.
 */
export function tonePart(img: RgbImage, x: number, y: number, mmPerPx: number, want: PinTone, castle: CastleGeometry): TonePart {
  const r = Math.max(4, Math.round(SPLIT_WINDOW_MM / mmPerPx));
  const cx = Math.round(x), cy = Math.round(y), side = 2 * r + 1;
  const near = lineOrStickerNear(castle, cx, cy);
  if (!near) return { x, y, areaMm2: 0 };
  const cloth = ringColour(img, cx, cy, r, 1.5 * r, []);
  // The line and the stickers are white: blurred into a cloth that is not itself red they never read red, and the red pin lying along the line is on it.
  const excluded = want === 'red' && tone(cloth[0], cloth[1]) !== 'red' ? () => false : near;
  const inBlob = (u: number, v: number): boolean => {
    const fx = cx - r + u, fy = cy - r + v;
    if (fx < 0 || fy < 0 || fx >= img.width || fy >= img.height || (u - r) ** 2 + (v - r) ** 2 > r * r) return false;
    const o = (fy * img.width + fx) * 3;
    const rgb = [img.data[o]!, img.data[o + 1]!, img.data[o + 2]!] as const;
    return colourDistance(rgb, cloth) >= SEARCH_MIN_DIFF && !isShadow(rgb, cloth, SEARCH_SHADOW_SHARE);
  };
  const seen = new Uint8Array(side * side);
  const stack: number[] = [];
  // Seeds: the standing pin's pixels next to its detection.
  for (let dv = -1; dv <= 1; dv++) for (let du = -1; du <= 1; du++) {
    const u = r + du, v = r + dv;
    if (inBlob(u, v) && !seen[v * side + u]) { seen[v * side + u] = 1; stack.push(v * side + u); }
  }
  let n = 0, sx = 0, sy = 0;
  while (stack.length) {
    const k = stack.pop()!;
    const u = k % side, v = (k - u) / side;
    const o = ((cy - r + v) * img.width + (cx - r + u)) * 3;
    if (tone(img.data[o]!, img.data[o + 1]!) === want && !excluded(cx - r + u, cy - r + v)) { n++; sx += u; sy += v; }
    for (const [du, dv] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      const uu = u + du, vv = v + dv;
      if (uu < 0 || vv < 0 || uu >= side || vv >= side || seen[vv * side + uu] || !inBlob(uu, vv)) continue;
      seen[vv * side + uu] = 1;
      stack.push(vv * side + uu);
    }
  }
  return n ? { x: cx - r + sx / n, y: cy - r + sy / n, areaMm2: n * mmPerPx * mmPerPx } : { x, y, areaMm2: 0 };
}

/**
 * Lying pins of the other colour against the standing pins kept (`standing`
 * with their seats): the red pin lying against a white standing one when the
 * centre seat is judged empty; a white pin against the red standing one
 * when more white seats are judged empty than lying pins are kept (of
 * either colour: a kept pin's colour is not measured, so this errs towards
 * adding none). Confidence: the standing pin's.
 */
export function otherToneLying(img: RgbImage, standing: readonly { p: PinCand; seat: number }[], lying: readonly PinCand[], mmPerPx: number, castle: CastleGeometry): PinCand[] {
  const centre = centreSeat(castle);
  const calls = castle.verdicts;
  if (centre < 0 || !calls) return [];
  const redUnseen = !calls[centre]!.standing && !standing.some((k) => k.seat === centre);
  const whiteEmpty = calls.filter((c, i) => i !== centre && !c.standing).length;
  const found: PinCand[] = [];
  let redFound = false;
  for (const k of standing) {
    const want: PinTone = k.seat === centre ? 'white' : 'red';
    if (want === 'red' ? !redUnseen || redFound : whiteEmpty <= lying.length + found.length) continue;
    const part = tonePart(img, k.p.x, k.p.y, mmPerPx, want, castle);
    if (part.areaMm2 < (want === 'red' ? SPLIT_RED_MIN_AREA_MM2 : SPLIT_MIN_AREA_MM2) || part.areaMm2 > SPLIT_MAX_AREA_MM2) continue;
    if (lying.concat(found).some((q) => Math.hypot(q.x - part.x, q.y - part.y) * mmPerPx < SPLIT_KEPT_MM)) continue;
    found.push({ cls: 'pin-fallen', x: part.x, y: part.y, score: k.p.score });
    redFound ||= want === 'red';
  }
  return found;
}
