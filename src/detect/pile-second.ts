/**
 * Two lying pins on one another, one network peak (issue 5, pins, session 45).
 * Where one lying pin lies across or against another, their middles 7-20 mm
 * apart, the network gives one "fallen" peak (its heat map's cells are too
 * coarse for two) and one pin is kept for both. Neither the blob's area nor
 * its length tells such a pile from one pin: the blob grows into the pin's
 * blurred rim and shade (development blocks, seeds 9 300 000-9 900 039, the
 * shipped model: lone kept lying pins' blobs 213 mm² median, up to 852;
 * piles 239-636). What a second pin adds is pin-bright pixels: the blob's
 * ink (pileMeasure; each pixel counted by its share of the blob's bright
 * contrast, shadows, the chalk line and the stickers not at all) is 150 mm²
 * for a lone lying pin (median; 99th percentile 186) and 123-416 for the
 * piles, most of which still read as one pin (below). A second pin shows
 * outside the bar one pin fills, too (PILE_MIN_REST_MM2).
 */
import { pinBlob, pinShape } from './pin-blob.js';
import { colourDistance } from './refine.js';
import { isShadow, SEARCH_MIN_DIFF, SEARCH_SHADOW_SHARE } from './lying-search.js';
import { SPLIT_KEPT_MM, lineOrStickerNear } from './colour-split.js';
import { MAX_PINS, type CastleGeometry, type PinCand } from './castle-measures.js';
import type { RgbImage } from './preprocess.js';

/**
 * The share of the blob's pixels (by contrast) whose contrast counts as a
 * whole pin's pixel: the 90th percentile, not the maximum, so one glint does
 * not make the rest of the pin count for less.
 */
const INK_FULL_QUANTILE = 0.9;

/**
 * A kept lying pin's blob holds a second lying pin when its ink (pileMeasure)
 * covers at least PILE_MIN_INK_MM2 and at most PILE_MAX_INK_MM2 (more is a
 * ball or a hand). Development blocks (eight, 2 175 kept lying detections):
 * at kept lying pins that pass pileSeconds' other tests (within PILE_PEAK_MM
 * of a "fallen" peak, a seat unaccounted for, PILE_MIN_REST_MM2 outside one
 * pin's bar, no other kept pin where the second would lie) lone pins and
 * pins beside another reach 192 mm², the three piles found 264-326
 * (9 400 008/6, 9 700 036/4, 9 900 007/2); the other piles have less ink
 * (123-235: seven) or their pin kept is a pair's, 17 mm from the peak
 * (9 700 032/1). Lowering it adds a false pin beside lone pins on a bright
 * cloth; raising it misses piles where one pin hides most of the other. Above PILE_MAX_INK_MM2 with a
 * seat unaccounted for: two false lying pins already (469 and 973 mm² of ink,
 * 1 112 and 1 861 of white: a white ball's or a hand's blob), where a second
 * would be one more.
 */
export const PILE_MIN_INK_MM2 = 255;
export const PILE_MAX_INK_MM2 = 450;
/**
 * A second pin shows outside the one pin that fits the blob best: the blob's
 * pin-bright pixels (SEARCH_MIN_DIFF from the cloth, no shadow, not the line's
 * or a sticker's) outside the PILE_BAR_LENGTH_MM × PILE_BAR_WIDTH_MM bar that
 * holds most of them must cover at least this (mm²). One pin lying, blurred,
 * fits such a bar (25 mm long, at most 8 mm thick, a pixel's blur on each
 * side); the three piles found show 42-122 mm² outside it. Without it a bright lone pin
 * larger than the renderer's (the unit tests' painted pins, 28 × 10 mm solid:
 * 280 mm² of ink, 0 outside) reads as a pile: eight unit tests' lone pins did
 * (a ninth, a pin along the chalk line, until the line was left out).
 */
export const PILE_MIN_REST_MM2 = 30;
export const PILE_BAR_LENGTH_MM = 30;
export const PILE_BAR_WIDTH_MM = 12;
/** The bar's directions tried (degrees apart) and its middle's reach around the bright pixels' centroid (mm). */
const BAR_STEP_DEG = 10;
const BAR_REACH_MM = 10;

/**
 * The blob at (x, y) (pinBlob) less the chalk line's and the seats' stickers'
 * pixels (lineOrStickerNear: white, joined to a pin lying on them, no pin's):
 * its ink in mm² (each pixel counted by its contrast's share of the blob's
 * INK_FULL_QUANTILE contrast, shadows as 0) and its pin-bright pixels outside
 * the single pin bar that holds most of them, in mm² (PILE_MIN_REST_MM2).
 */
export function pileMeasure(img: RgbImage, x: number, y: number, mmPerPx: number, castle: CastleGeometry): { ink: number; rest: number } {
  const { px, cloth } = pinBlob(img, x, y, mmPerPx);
  const near = lineOrStickerNear(castle, Math.round(x), Math.round(y));
  const d: number[] = [], pts: [number, number][] = [];
  for (let i = 0; i < px.length; i += 2) {
    if (near?.(px[i]!, px[i + 1]!)) continue;
    const o = (px[i + 1]! * img.width + px[i]!) * 3;
    const rgb = [img.data[o]!, img.data[o + 1]!, img.data[o + 2]!] as const;
    const diff = isShadow(rgb, cloth, SEARCH_SHADOW_SHARE) ? 0 : colourDistance(rgb, cloth);
    d.push(diff);
    if (diff >= SEARCH_MIN_DIFF) pts.push([px[i]!, px[i + 1]!]);
  }
  const full = d.slice().sort((a, b) => a - b)[Math.floor(INK_FULL_QUANTILE * (d.length - 1))] ?? 0;
  const ink = full > 0 ? d.reduce((sum, v) => sum + Math.min(1, v / full), 0) * mmPerPx * mmPerPx : 0;
  // `rest` on demand: the bar search (18 angles over a grid of offsets) is asked only of blobs whose ink is a pile's.
  return { ink, get rest() { return (pts.length - mostInBar(pts, mmPerPx)) * mmPerPx * mmPerPx; } };
}

/** The most of `pts` (frame px) one PILE_BAR_LENGTH_MM × PILE_BAR_WIDTH_MM bar holds, its middle within BAR_REACH_MM of their centroid. */
function mostInBar(pts: readonly [number, number][], mmPerPx: number): number {
  if (!pts.length) return 0;
  const mx = pts.reduce((a, q) => a + q[0], 0) / pts.length, my = pts.reduce((a, q) => a + q[1], 0) / pts.length;
  const half = PILE_BAR_LENGTH_MM / 2 / mmPerPx, thick = PILE_BAR_WIDTH_MM / 2 / mmPerPx, reach = Math.ceil(BAR_REACH_MM / mmPerPx);
  let most = 0;
  for (let deg = 0; deg < 180; deg += BAR_STEP_DEG) {
    const c = Math.cos((deg * Math.PI) / 180), s = Math.sin((deg * Math.PI) / 180);
    for (let dy = -reach; dy <= reach; dy++) for (let dx = -reach; dx <= reach; dx++) {
      const ox = mx + dx, oy = my + dy;
      let n = 0;
      for (const [u, v] of pts) if (Math.abs((u - ox) * c + (v - oy) * s) <= half && Math.abs((v - oy) * c - (u - ox) * s) <= thick) n++;
      most = Math.max(most, n);
    }
  }
  return most;
}

/**
 * The kept lying pin must lie within this (mm) of a network "fallen" peak:
 * the network saw a lying pin there (the pin kept may be a search hit beside
 * a peak the seat rules dropped). Development: the piles so kept 7.8 and
 * 6.4 mm from their peak (9 400 008/6, 9 900 007/2); a search hit on a blob
 * as inky with no peak within 40 mm (9 500 019/5) is a lone pin.
 */
export const PILE_PEAK_MM = 10;

/**
 * Second lying pins in the blobs of the lying pins kept (`pins`) that lie
 * within PILE_PEAK_MM of a network "fallen" peak (`raw`): where the
 * blob's ink is a pile's (PILE_MIN_INK_MM2-PILE_MAX_INK_MM2) with a part
 * outside the best single pin's bar (PILE_MIN_REST_MM2) and more seats
 * are judged empty than lying pins are kept (a pin unaccounted for), the
 * second pin lies beyond the blob's centroid as far as the kept pin lies before
 * it (lying-pair.ts places two white pins so), unless another kept pin lies
 * within SPLIT_KEPT_MM of that place. At most MAX_PINS pins in all.
 * Confidence: the kept pin's.
 */
export function pileSeconds(img: RgbImage, pins: readonly PinCand[], raw: readonly PinCand[], mmPerPx: number, castle: CastleGeometry): PinCand[] {
  const calls = castle.verdicts;
  if (!calls) return [];
  const empty = calls.filter((c) => !c.standing).length;
  const found: PinCand[] = [];
  for (const p of pins) {
    const lying = pins.filter((q) => q.cls === 'pin-fallen').length + found.length;
    if (pins.length + found.length >= MAX_PINS || empty <= lying) break;
    if (p.cls !== 'pin-fallen' || !raw.some((q) => q.cls === 'pin-fallen' && Math.hypot(q.x - p.x, q.y - p.y) * mmPerPx <= PILE_PEAK_MM)) continue;
    const m = pileMeasure(img, p.x, p.y, mmPerPx, castle);
    if (m.ink < PILE_MIN_INK_MM2 || m.ink > PILE_MAX_INK_MM2 || m.rest < PILE_MIN_REST_MM2) continue;
    const s = pinShape(img, p.x, p.y, mmPerPx);
    const second = { x: 2 * s.cx - p.x, y: 2 * s.cy - p.y };
    if (pins.concat(found).some((q) => q !== p && Math.hypot(q.x - second.x, q.y - second.y) * mmPerPx < SPLIT_KEPT_MM)) continue;
    found.push({ cls: 'pin-fallen', ...second, score: p.score });
  }
  return found;
}
