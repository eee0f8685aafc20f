/**
 * A standing pin knocked a few mm off its seat (issue 5, pins): the seat's
 * sticker shows beside it. The network sometimes puts its "standing" peak on
 * the sticker (a small flat bright disc exactly at the seat) and only a
 * "fallen" peak on the pin itself, whose blob, merged with the pin's shadow,
 * reads large and faint. The pin stage then kept the sticker as the seat's
 * standing pin and lost the pin (missed, or reported lying beside a false
 * standing pin: 3 of the 6 such tuning errors, seeds 9 100 000-039). Here a
 * sticker-sized standing candidate on a seat the classifier is sure of
 * yields to the network's own "fallen" peak on the same seat when that peak
 * lies well off the sticker: the pin stands there, at its top (the middle of
 * the bright head beside the sticker), unless the bright part there is a
 * lying pin's body. A sticker is flat and at the seat's known place; a pin
 * off it has its own lit head. Session 17: where the sticker and the pin
 * make one blob (larger than a sticker, its centroid off the peak:
 * mergedWithSticker) the pin is looked for the same way, with or without a
 * "fallen" peak on it (tuning 9 100 007 scene 4, fresh 9 300 001 scene 5).
 * Session 32: a pin knocked 15-18 mm off whose only peak is "standing", on a
 * round blob, was dropped as away from the seats because the sticker's peak
 * claimed the seat (pins.ts roundBeyondReach); beside a sticker alone it is
 * now looked at as the "fallen" peak is (development 9 800 027/3: the peak
 * 16.1 mm off, 305 mm², elongation 1.11; the sticker's 71 mm²).
 * Session 46: beside a sticker alone with no peak on the pin at all, the
 * pin's whole head is looked for around the sticker, the chalk line's
 * pixels left out (BARE_LINE_BAND_MM).
 * Session 47: on the centre seat a white sticker larger than a sticker is
 * looked at too, and the red pin's head beside it by its red (red-knocked.ts).
 */
import { floodPart, moments, type PinShape } from './pin-blob.js';
import type { RgbImage } from './preprocess.js';
import { lineOf } from './seat-lines.js';
import { KNOCKED_MAX_MM, chalkLineDistance, nearestSeat, seatDistance, type CastleGeometry, type PinCand } from './castle-measures.js';
import { stickerWithLine } from './seat-sticker.js';
import { RED_REACH_MM, RED_TOP_MIN_DIFF, clothRingColour, redLevel, whiteStickerOnRedSeat, type RedHead } from './red-knocked.js';

/**
 * A standing candidate whose blob covers less than this (mm²) may be the
 * seat's sticker: tuning frames (seeds 9 100 000-039), stickers under a
 * "standing" peak 59-77 mm², standing pins on their seats 82-125 mm²
 * (session 13); the five knocked pins' stickers 59-77 mm². Alone
 * it does not tell them apart (a few pins measure like stickers), so it only
 * opens the test for a knocked pin beside it. Raising it lets more seats'
 * true pins yield to a peak beside them; lowering it keeps more stickers.
 */
export const STICKER_MAX_AREA_MM2 = 80;
/**
 * The sticker lies at the seat: the candidate's base within this (mm) of it
 * (the five knocked pins' stickers under a peak: 1.5-2.1 mm). A pin knocked
 * 9-15 mm off has its top farther.
 */
export const STICKER_SEAT_MM = 5;
/**
 * The network's "fallen" peak must lie at least this far (mm) from the
 * sticker candidate to be another thing than the same blob: tuning, the five
 * knocked pins' peaks 5.0-13.6 mm off the sticker. Below it the two peaks
 * are one pin seen in both states (TWIN_MM). Lowering it moves more pins
 * standing on their seats onto a twin peak; raising it leaves knocked pins
 * whose peak fell near the sticker.
 */
export const KNOCKED_APART_MM = 4.5;
/** The pin's top is looked for within this (mm) of its blob's centroid: a standing pin's head is ~10 mm across and the blob holds its shadow too. */
const TOP_SEARCH_MM = 12;
/**
 * ... and farther than this (mm) from the sticker candidate: the sticker is
 * 3-4 px across at ~2 mm/px in the tuning frames and as bright as a pin's
 * head; a knocked pin's top lies 9 mm or more from it.
 */
const STICKER_CLEAR_MM = 6;
/**
 * The spot taken for the pin's top must be brighter than the cloth by at
 * least this (mean of R, G, B, 3 × 3 px): a pin's lit head (the five tuning
 * knocked pins: 37-60 above the cloth); a dark or faint spot is no pin's top
 * and the rule keeps the candidates as they were. Raising it leaves pins in
 * dim halls on the sticker; lowering it lets the chalk line or a shadow's
 * edge be taken for a head (then mostly refused by the head's shape).
 */
export const KNOCKED_TOP_MIN_BRIGHTER = 30;

/**
 * The head: the pixels around the brightest spot brighter than the cloth by
 * at least this share of the spot's own excess (off the sticker). Half:
 * the lit head and body, not the shadow nor the cloth's grain.
 */
const HEAD_SHARE = 0.5;
/**
 * The bright part beside the sticker is a standing pin's head when it covers
 * at most this (mm²) and is less elongated than HEAD_MAX_ELONGATION; larger
 * or drawn out, it is a lying pin's body beside a standing seat (kept
 * fallen by the seat rules). A standing pin seen from above is a ~10 mm
 * disc, a lying one a 25 × 10 mm bar (elongation ~2.5); the five tuning
 * knocked pins' heads 56-90 mm², elongation 1.06-1.24. Raising either
 * stands lying pins beside a small seat's pin up; lowering them leaves
 * knocked pins merged with their shadow's bright edge on the sticker.
 */
export const HEAD_MAX_AREA_MM2 = 160;
/**
 * Where the network put no "fallen" peak on the part beside the sticker
 * (mergedWithSticker), that part's bright head must cover at least this
 * (mm²): a pin's head and lit body, ~10 mm across (the five tuning knocked
 * pins' heads 56-90 mm²; fresh 9 300 001, 85 mm²). The bright spots beside
 * pins standing on their seats (the chalk line, a highlight of the shadow's
 * edge) measured 4-24 mm² (tuning and fresh frames). Lowering it moves pins
 * standing on their seats onto such spots; raising it leaves knocked pins.
 */
export const HEAD_MIN_AREA_MM2 = 40;
export const HEAD_MAX_ELONGATION = 1.8;
/**
 * A sticker alone on a sure seat with no network peak beside it (neither a
 * "fallen" one nor a round "standing" one beyond reach): the pin knocked
 * off it is looked for around the sticker itself, its whole head asked for
 * (HEAD_MIN_AREA_MM2), and the pixels within this (mm, on the cloth) of the
 * chalk line's middle left out of the spot search and of the head: on the
 * line seats (centre, left, right) the line is as bright as a head and runs
 * through the sticker, so the bright part otherwise is the head and the line
 * together, drawn out and refused (HEAD_MAX_ELONGATION). Development
 * (session 46), 9 700 011 scene 3: the right pin 14.7 mm off its sticker
 * (sticker 63 mm² under a 0.51 "standing" peak, no peak on the pin), head
 * and line 166 mm², elongation 2.75; at 3 mm the head alone 67 mm², 1.41,
 * the pin found. The line is ~4-6 mm wide, so 3 mm (its half width) takes
 * it out; raising it also takes out a head lying on the line (a pin knocked
 * along it stays on the sticker), lowering it leaves the line's edge joined
 * to a head beside it.
 */
export const BARE_LINE_BAND_MM = 3;
/** The bright part is followed this far (mm) from the spot: a lying pin's whole length from one end, so that its body is measured whole. */
const HEAD_REACH_MM = 28;

/** A measured candidate as the pin stage keeps it (pins.ts). */
export interface Knockable { p: PinCand; s: PinShape; seat: number; relabelled: boolean }

/** The network's own class of a candidate (before the seat rules relabelled it). */
function networkClass(m: Knockable): PinCand['cls'] {
  if (!m.relabelled) return m.p.cls;
  return m.p.cls === 'pin-standing' ? 'pin-fallen' : 'pin-standing';
}

/**
 * The candidates with each sticker taken for a knocked seat's pin replaced
 * by the pin beside it: standing at its top, with the better of the two
 * scores; the "fallen" peak it came from is used up.
 */
export function knockedBesideSticker<M extends Knockable>(img: RgbImage, measured: readonly M[], mmPerPx: number, castle: CastleGeometry, beyond: readonly M[] = []): M[] {
  const out = measured.slice();
  for (const m of measured) {
    // On the centre seat a white sticker larger than STICKER_MAX_AREA_MM2 (the red pin's, at a fine camera: red-knocked.ts).
    const redSticker = !stickerLike(m, castle) && sureSticker(m, castle) && whiteStickerOnRedSeat(img, m.p, m.s.areaMm2, m.seat, castle, mmPerPx);
    const alone = redSticker || stickerLike(m, castle);
    const merged = !alone && mergedWithSticker(m, castle, mmPerPx);
    if (!alone && !merged) continue;
    // The network's "fallen" peak on the pin beside the sticker or, on a sticker alone, its round "standing" peak beyond KNOCKED_MAX_MM that the sticker's claim dropped (`beyond`: pins.ts roundBeyondReach).
    const f = out.find((q) => q !== m && networkClass(q) === 'pin-fallen' && offSticker(q, m, mmPerPx, castle))
      ?? (alone ? beyond.find((q) => q.seat === m.seat && Math.hypot(q.p.x - m.p.x, q.p.y - m.p.y) * mmPerPx >= KNOCKED_APART_MM) : undefined);
    // A sticker alone with no peak beside it: the pin is looked for around the sticker, the chalk line left out (BARE_LINE_BAND_MM).
    const bare = alone && !f;
    // Merged with the sticker the pin is the blob's far part: its centroid lies between the two.
    const at = merged || bare ? m.s : f!.s;
    const offLine = bare ? (x: number, y: number): boolean => chalkLineDistance(castle, x, y) >= BARE_LINE_BAND_MM : undefined;
    // Without a network peak on it, only a pin's whole head beside the sticker tells a knocked pin (HEAD_MIN_AREA_MM2).
    // Beside the red pin's white sticker a head not bright is looked for by its red (red-knocked.ts), at any size under
    // HEAD_MAX_AREA_MM2; the white chalk line is no red, so no band is left out.
    const top = pinTopBeside(img, at.cx, at.cy, m.p.x, m.p.y, mmPerPx, f ? 0 : HEAD_MIN_AREA_MM2, offLine)
      ?? (redSticker ? pinTopBeside(img, m.p.x, m.p.y, m.p.x, m.p.y, mmPerPx, 0, undefined, 'red') : null);
    if (!top) continue;
    const i = out.indexOf(m);
    out[i] = { ...m, p: { ...m.p, x: top[0], y: top[1], score: Math.max(m.p.score, f?.p.score ?? 0) } };
    if (f && out.includes(f)) out.splice(out.indexOf(f), 1);
  }
  return out;
}

/**
 * A standing candidate on a seat the classifier is sure of (KNOCKED_SURE_P),
 * at the seat, with a sticker-sized blob, or on the chalk line with the
 * sticker's blob joined to the line (seat-sticker.ts stickerWithLine: drawn
 * out along the line and narrower than a pin). The line through the centre,
 * left and right seats adds its pixels to the sticker's blob, past
 * STICKER_MAX_AREA_MM2, but not its width: a pin standing there is its own
 * 10 mm wide (session 31, development
 * 9 800 008/4: the sticker and the line 94 mm², elongation 4.2, 4.7 mm
 * wide, the pin knocked 13 mm off beside it with the network's "fallen"
 * peak on it, lost to the sticker).
 */
function stickerLike(m: Knockable, castle: CastleGeometry): boolean {
  if (!sureSticker(m, castle)) return false;
  return m.s.areaMm2 < STICKER_MAX_AREA_MM2 || stickerWithLine(castle, m.s, chalkLineDistance(castle, m.p.x, m.p.y));
}

/** A standing candidate at (within STICKER_SEAT_MM of) a seat the classifier is sure of (KNOCKED_SURE_P): where a sticker may show. */
function sureSticker(m: Knockable, castle: CastleGeometry): boolean {
  // On a doubtful seat the classifier's usual error is an empty seat with a pin lying beside it: no knocked pin is looked for.
  if (m.p.cls !== 'pin-standing' || m.seat < 0 || (castle.verdicts?.[m.seat]?.pStanding ?? 0) < lineOf(castle.verdicts?.[m.seat], 'knockedSure')) return false;
  return seatDistance(castle, m.p.x, m.p.y) < STICKER_SEAT_MM;
}

/**
 * The sticker and a pin knocked beside it seen as one blob: the standing
 * candidate's blob centroid at least this (mm) off the candidate. Tuning and
 * fresh frames (seeds 9 100 000-039, 9 300 000-029): the two such knocked
 * pins 6.3 and 8.0 mm; eight other standing candidates on sure seats
 * 5.5-6.7 (the chalk line, a shadow or a lying pin drawing the blob out),
 * all then refused by the head tests (HEAD_MIN_AREA_MM2, HEAD_MAX_AREA_MM2)
 * or left where they were. Lowering it opens the search beside more seated
 * pins; raising it leaves knocked pins merged with their sticker.
 */
export const KNOCKED_BLOB_OFFSET_MM = 5.5;
/**
 * ... and whose blob covers at most this (mm²): the sticker (Ø 8 mm) and one
 * standing pin beside it. Tuning and fresh frames (the four tuning sets of
 * session 23): the two knocked pins so found 151 and 160 mm²; the one other
 * candidate given a head there, 304 mm², was a standing pin on its seat
 * merged with a pin lying against it (9 300 043 scene 3: moved 6 mm onto the
 * lying pin's part, counted missed and false). Raising it moves more seated
 * pins onto a lying pin beside them; lowering it leaves knocked pins merged
 * with their sticker and shadow.
 */
export const MERGED_MAX_AREA_MM2 = 230;
/**
 * A standing candidate at a sure seat (as stickerLike) whose blob runs on
 * beside it: its centroid at least KNOCKED_BLOB_OFFSET_MM off the candidate.
 * The sticker and a pin knocked beside it make one blob (larger than
 * STICKER_MAX_AREA_MM2), the network's peak on the sticker end.
 */
function mergedWithSticker(m: Knockable, castle: CastleGeometry, mmPerPx: number): boolean {
  if (m.p.cls !== 'pin-standing' || m.seat < 0 || (castle.verdicts?.[m.seat]?.pStanding ?? 0) < lineOf(castle.verdicts?.[m.seat], 'knockedSure')) return false;
  return seatDistance(castle, m.p.x, m.p.y) < STICKER_SEAT_MM && m.s.areaMm2 <= MERGED_MAX_AREA_MM2 && Math.hypot(m.s.cx - m.p.x, m.s.cy - m.p.y) * mmPerPx >= KNOCKED_BLOB_OFFSET_MM;
}

/** `q` lies within reach of `m`'s seat (KNOCKED_MAX_MM) and well off `m` (KNOCKED_APART_MM). */
function offSticker(q: Knockable, m: Knockable, mmPerPx: number, castle: CastleGeometry): boolean {
  if (Math.hypot(q.p.x - m.p.x, q.p.y - m.p.y) * mmPerPx < KNOCKED_APART_MM) return false;
  return nearestSeat(castle, q.p.x, q.p.y) === m.seat && seatDistance(castle, q.p.x, q.p.y) <= KNOCKED_MAX_MM;
}

/**
 * The top of the pin beside the sticker at (sx, sy): the brightest 3 × 3
 * spot within TOP_SEARCH_MM of (cx, cy) and beyond STICKER_CLEAR_MM of the
 * sticker, if it is brighter than the cloth by KNOCKED_TOP_MIN_BRIGHTER; the
 * head is the bright part around it (HEAD_SHARE), off the sticker, and the
 * top its centroid. Null when there is no such spot or the bright part is a
 * lying pin's body (HEAD_MAX_AREA_MM2, HEAD_MAX_ELONGATION). `allowed`, where
 * given, limits both the spot and the head to the pixels it accepts. `red`:
 * the red pin's head (red-knocked.ts), by its red pixels' colour distance
 * from the cloth instead of brightness (RED_TOP_MIN_DIFF), within
 * RED_REACH_MM of (cx, cy); which pixels are red: RedHead.
 */
export function pinTopBeside(img: RgbImage, cx: number, cy: number, sx: number, sy: number, mmPerPx: number, minHeadMm2 = 0, allowed?: (x: number, y: number) => boolean, red?: RedHead): [number, number] | null {
  const r = (red ? RED_REACH_MM : TOP_SEARCH_MM) / mmPerPx, clear = STICKER_CLEAR_MM / mmPerPx;
  // The red pin's head: its red pixels' distance from the cloth's colour (red-knocked.ts), the cloth's own level 0.
  const level = red ? redLevel(img, clothRingColour(img, sx, sy, mmPerPx), red) : brightness(img);
  const offSticker = (x: number, y: number): boolean => Math.hypot(x - sx, y - sy) > clear && x >= 1 && y >= 1 && x < img.width - 1 && y < img.height - 1 && (!allowed || allowed(x, y));
  let best: [number, number] | null = null, bb = -Infinity;
  for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++) {
    for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++) {
      if (Math.hypot(x - cx, y - cy) > r || !offSticker(x, y)) continue;
      const b = spot(level, x, y);
      if (b > bb) { bb = b; best = [x, y]; }
    }
  }
  const cloth = red ? 0 : clothBrightness(img, sx, sy, mmPerPx);
  if (!best || bb - cloth < (red ? RED_TOP_MIN_DIFF : KNOCKED_TOP_MIN_BRIGHTER)) return null;
  const head = brightPart(img, level, best, cloth + HEAD_SHARE * (bb - cloth), (x, y) => offSticker(x, y) && Math.hypot(x - best![0], y - best![1]) <= HEAD_REACH_MM / mmPerPx);
  const shape = moments(head);
  const areaMm2 = (head.length / 2) * mmPerPx * mmPerPx;
  return areaMm2 >= minHeadMm2 && areaMm2 <= HEAD_MAX_AREA_MM2 && shape.elongation < HEAD_MAX_ELONGATION ? [shape.cx, shape.cy] : null;
}

/** A pixel's brightness (mean of R, G, B). */
function brightness(img: RgbImage): (x: number, y: number) => number {
  return (x, y) => {
    const o = (y * img.width + x) * 3;
    return (img.data[o]! + img.data[o + 1]! + img.data[o + 2]!) / 3;
  };
}

/** Mean `level` of the 3 × 3 px around (x, y). */
function spot(level: (x: number, y: number) => number, x: number, y: number): number {
  let s = 0;
  for (let v = -1; v <= 1; v++) for (let u = -1; u <= 1; u++) s += level(x + u, y + v);
  return s / 9;
}

/** The 4-connected pixels from `seed` whose `level` exceeds `limit` where `inside` allows (x, y interleaved; the seed always kept). */
function brightPart(img: RgbImage, level: (x: number, y: number) => number, seed: readonly [number, number], limit: number, inside: (x: number, y: number) => boolean): Int32Array {
  return floodPart(img.width, seed, (x, y) => inside(x, y) && (level(x, y) > limit || (x === seed[0] && y === seed[1])));
}

/** Median brightness (mean of R, G, B) of the ring 24-30 mm around (x, y): the cloth beside the seat. */
function clothBrightness(img: RgbImage, x: number, y: number, mmPerPx: number): number {
  const a = 24 / mmPerPx, b = 30 / mmPerPx, vals: number[] = [];
  for (let v = Math.floor(y - b); v <= Math.ceil(y + b); v++) {
    for (let u = Math.floor(x - b); u <= Math.ceil(x + b); u++) {
      const d = Math.hypot(u - x, v - y);
      if (d < a || d > b || u < 0 || v < 0 || u >= img.width || v >= img.height) continue;
      const o = (v * img.width + u) * 3;
      vals.push((img.data[o]! + img.data[o + 1]! + img.data[o + 2]!) / 3);
    }
  }
  vals.sort((p, q) => p - q);
  return vals.length ? vals[vals.length >> 1]! : 0;
}
