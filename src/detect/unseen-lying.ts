/**
 * Lying pins the network gave no peak for (issue 5, pins): the pin stage's
 * use of the pixel search around the castle (lying-search.ts). Split out of
 * pins.ts (session 13), whose rules and measures it shares: parts alone on
 * the cloth pass the test a "standing" peak away from the seats passes to be
 * a lying pin (or are the lit half of one); parts cut by a kept pin's place
 * are what is left of a lying pin against it; a part alone whose blob runs
 * on into its neighbour is measured on its own pixels (session 38). Session
 * 40: a kept lying pin's place is its own pixels (kept-lying-place.ts).
 */
import { pinShape, type PinShape } from './pin-blob.js';
import type { RgbImage } from './preprocess.js';
import { CUT_STANDING_MM, SEARCH_SCORE, cutLyingPin, lyingParts, shadedLyingPin } from './lying-search.js';
import { SPLIT_KEPT_MM } from './colour-split.js';
import { keptLyingPlace } from './kept-lying-place.js';
import { segmentDistance } from '../geometry/segment.js';
import {
  AWAY_LYING_MIN_CONTRAST, AWAY_MAX_AREA_MM2, CHALK_LINE_ELONGATION, CHALK_LINE_MM, FALLEN_AWAY_ELONGATION, MAX_PINS, STANDING_SEAT_MM,
  castleMiddle, chalkLineDistance, seatDistance, type CastleGeometry, type PinCand,
} from './castle-measures.js';

/**
 * Around a kept pin, candidate pixels are that pin's (lying-search.ts): within
 * this (mm) of a standing pin's axis or a lying pin's middle (a lying pin's:
 * only those joined to its middle, kept-lying-place.ts). A lying pin's
 * half-length and a margin; a standing pin's body, its blur and shading.
 */
const KEPT_STANDING_MM = 10, KEPT_LYING_MM = 18;
/** Candidate pixels within this (mm, on the cloth) of a seat are its sticker (or its pin's base). */
const STICKER_MM = 8;

/** A lying pin the search found; `cutMm2`: the area (mm²) of its part where a kept pin's place cut it (cutLyingPin), for knocked-found.ts. */
export interface SearchHit extends PinCand { cutMm2?: number }

/**
 * Lying pins the network gave no peak for (lying-search.ts): parts around the
 * castle that no kept pin or sticker explains, kept where their blob passes
 * the test a "standing" peak away from the seats passes to be a lying pin
 * (elongated, bright, smaller than a ball, not the chalk line) or is a lying
 * pin's lit half away from the seats (`shadedLyingPin`); a part cut by a kept
 * pin's place (touching it) is kept where it is the rest of a lying pin
 * against that pin (`cutLyingPin`: small, bright, not the chalk line).
 */
export function unseenLying(img: RgbImage, pins: readonly PinCand[], mmPerPx: number, castle: CastleGeometry): SearchHit[] {
  let fallen = pins.filter((p) => p.cls === 'pin-fallen').length;
  if ((!pins.length && !castle.verdicts?.length) || !castle.seats.length || fallen >= MAX_PINS) return [];
  const centre = castle.toFrame(...castleMiddle(castle), 0);
  if (!centre) return [];
  // A standing pin's axis: from its top (where it is detected) down to its base on the cloth.
  const standing = pins.filter((p) => p.cls === 'pin-standing').map((p) => {
    const t = castle.toTable(p.x, p.y, castle.pinTop);
    return [p.x, p.y, ...((t && castle.toFrame(t[0], t[1], 0)) || [p.x, p.y])] as const;
  });
  // A kept lying pin's own pixels within KEPT_LYING_MM, not a pin lying apart beside it (kept-lying-place.ts).
  const lying = pins.filter((p) => p.cls === 'pin-fallen');
  const lyingPlace = keptLyingPlace(img, lying, mmPerPx, centre, KEPT_LYING_MM);
  const explained = (x: number, y: number): boolean => {
    if (lyingPlace(x, y)) return true;
    if (standing.some(([tx, ty, bx, by]) => segmentDistance([x, y], [tx, ty], [bx, by]) * mmPerPx < KEPT_STANDING_MM)) return true;
    const t = castle.toTable(x, y, 0);
    return !!t && castle.seats.some((q) => Math.hypot(q[0] - t[0], q[1] - t[1]) < STICKER_MM);
  };
  const found: SearchHit[] = [];
  for (const part of lyingParts(img, mmPerPx, { centre, explained })) {
    if (fallen >= MAX_PINS) break;
    const { x, y } = part;
    // A part cut by a kept pin is measured on its own pixels (a flood would run on into that pin), at its own middle.
    const s = part.touching ? { ...part, cx: x, cy: y } : pinShape(img, x, y, mmPerPx);
    const line = chalkLineDistance(castle, x, y) < CHALK_LINE_MM && s.elongation >= CHALK_LINE_ELONGATION;
    // A large cut part only away from the kept standing pins: beside one it can be that pin's own leftovers (CUT_LYING_MAX_AREA_MM2).
    const besideStanding = standing.some(([tx, ty, bx, by]) => segmentDistance([x, y], [tx, ty], [bx, by]) * mmPerPx < CUT_STANDING_MM);
    const whole = part.touching ? cutLyingPin(part, besideStanding) : aloneLyingPin(s, seatDistance(castle, x, y));
    // A part alone whose blob runs on into what lies beside it is measured, and placed, on its own pixels (barOnItsOwn).
    const own = !part.touching && !line && !whole && barOnItsOwn(part, s.contrast);
    if (!own && (line || !whole)) continue;
    const hx = own ? x : s.cx, hy = own ? y : s.cy;
    // A part this near a kept lying pin's middle is that pin's own body, apart from the pixels round its peak (kept-lying-place.ts).
    if (lying.some((p) => Math.hypot(p.x - hx, p.y - hy) * mmPerPx < SPLIT_KEPT_MM)) continue;
    found.push({ cls: 'pin-fallen', x: hx, y: hy, score: SEARCH_SCORE, ...(part.touching ? { cutMm2: s.areaMm2 } : {}) });
    fallen++;
  }
  return found;
}

/**
 * A part alone on the cloth whose own pixels are a lying pin's bar: drawn out
 * like one (FALLEN_AWAY_ELONGATION) but less than the chalk line
 * (CHALK_LINE_ELONGATION), bright (AWAY_LYING_MIN_CONTRAST), and with its
 * middle on itself: the blob's core there (`coreContrast`, pinShape's
 * contrast) as bright too, as on a bar and not on a crescent. The blob
 * measure (pinShape) floods down to 0.45 of the core's contrast and runs on
 * from such a part into what the search leaves out or explains beside it:
 * a dark shadow or object, a large object joined to it only by fainter
 * pixels, a kept lying pin it touches. The blob is then too large or too
 * round for a pin (development, session 38: 9 500 019/5 beside a large pale
 * object, 9 600 027/0 against the kept red pin; blobs 493-555 mm², elongation
 * 1.10-1.13; parts 187-220 mm², 2.38-2.86, cores 97-136). Without the core
 * test the lit rim of a dark object was taken (9 800 011/2: part 159 mm²,
 * 3.58, core 47).
 */
function barOnItsOwn(part: Pick<PinShape, 'areaMm2' | 'elongation' | 'contrast'>, coreContrast: number): boolean {
  return part.elongation >= FALLEN_AWAY_ELONGATION && part.elongation < CHALK_LINE_ELONGATION && part.contrast >= AWAY_LYING_MIN_CONTRAST && part.areaMm2 < AWAY_MAX_AREA_MM2 && coreContrast >= AWAY_LYING_MIN_CONTRAST;
}

/** A part alone on the cloth (its blob `s`, `seatMm` from the nearest seat) is a lying pin: a bar, or round and a pin's lit half away from the seats. */
function aloneLyingPin(s: Pick<PinShape, 'areaMm2' | 'elongation' | 'contrast'>, seatMm: number): boolean {
  if (s.areaMm2 >= AWAY_MAX_AREA_MM2 || s.contrast < AWAY_LYING_MIN_CONTRAST) return false;
  return s.elongation >= FALLEN_AWAY_ELONGATION || (seatMm > STANDING_SEAT_MM && shadedLyingPin(s.areaMm2, s.contrast));
}
