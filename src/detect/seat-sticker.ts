/**
 * A seat judged empty still shows its sticker (Ø 8 mm), and the pin that
 * fell from it often lies with one end at the sticker: one blob of sticker
 * and pin end. The network then puts a "fallen" peak on the sticker beside
 * the lying pin's own peak (a second, false lying pin), or its only "fallen"
 * peak there, at the pin's end, where the pin stage's relabelled peak sits
 * at the blob's middle (issue 5, pins, session 16; tuning seeds 9 100 000-039:
 * three false lying pins on stickers 21-23 mm from the pin kept beside them,
 * one lying pin placed on its end 11 mm off its middle and so counted missed
 * and false).
 */
import { AWAY_LYING_MIN_CONTRAST, CHALK_LINE_MM, nearestSeat, type CastleGeometry, type PinCand } from './castle-measures.js';
import { barWidthMm, type PinShape } from './pin-blob.js';

/**
 * A "fallen" detection on a seat judged empty (onEmptySticker) is taken
 * for that seat's sticker
 * when another lying pin is kept within this distance (mm, in the frame
 * through the castle's scale): the pin that fell from the seat, its end at
 * the sticker. A pin's length (25 mm): the three false ones on tuning lay
 * 21-23 mm from their pin's peak. Raising it drops a lying pin across an
 * empty seat when another lies a little farther; lowering it keeps the
 * stickers of pins that rolled their length away.
 */
export const STICKER_PAIR_MM = 25;

/**
 * A lying detection is on a seat's sticker when it maps within this (mm, on
 * the cloth) of the seat: the sticker's radius (4 mm) and the network's
 * placement of a peak on it (a cell is 4 px, ~9 mm). The pin stage's search
 * takes the same 8 mm around a seat for its sticker (unseen-lying.ts).
 */
export const STICKER_SEAT_MM = 8;

/**
 * A "fallen" peak on a seat judged empty whose blob is at least this
 * elongated is the sticker with the chalk line through it (tuning frames:
 * 4.9-6.9; fallen pins ≤ 3.2). Lowering it drops fallen pins lying across
 * an empty seat.
 */
export const CHALK_STICKER_ELONGATION = 4.5;

/** Whether the lying detection (x, y) sits on the sticker of a seat the classifier judged empty (within `mm` of it, on the cloth). */
export function onEmptySticker(castle: CastleGeometry, x: number, y: number, mm = STICKER_SEAT_MM): boolean {
  const t = castle.toTable(x, y, 0);
  if (!t) return false;
  const i = nearestSeat(castle, x, y);
  const call = castle.verdicts?.[i], seat = castle.seats[i];
  return !!call && !!seat && !call.standing && Math.hypot(seat[0] - t[0], seat[1] - t[1]) < mm;
}

/**
 * A detection on an empty seat's sticker whose blob covers at least this
 * (mm²) and is as bright as a lying pin (AWAY_LYING_MIN_CONTRAST) is a pin
 * lying across the seat, not the sticker, whatever its elongation (session
 * 25). Tuning sets (seeds 9 100 000-039, 9 300 000-099, 9 400 000-039), the
 * detections dropStickerEnds looked at: the bright sticker 161 mm²
 * (9 300 091 scene 1; the sticker alone or joined to a pin's end measured
 * 140-180 on session 23's sets), the pins across the seat 279 (9 400 025
 * scene 0: the red pin across an empty side seat, elongation 1.55), 286
 * (9 400 031 scene 3: a pin across the centre seat against another, 1.09)
 * and 333 mm² (9 300 052 scene 3); the faint blobs (contrast 31-37, a
 * sticker merged with a shadow) 386-506 mm². Before, only a drawn-out body
 * (lyingBody: ≥ 300 mm², elongation ≥ 1.8) was kept. Lowering it keeps
 * stickers joined to a pin's end as second pins; raising it drops pins
 * lying across an empty seat beside another.
 */
export const ACROSS_STICKER_MIN_AREA_MM2 = 230;

/**
 * Lying detections (in `kept`, with `sticker` flags from onEmptySticker and
 * their blobs) less those on an empty seat's sticker with another lying pin,
 * not itself on a sticker, within STICKER_PAIR_MM: one pin, seen at its end.
 * Not when the detection's own blob is a pin's (ACROSS_STICKER_MIN_AREA_MM2,
 * bright): a pin lying across the empty seat.
 */
export function dropStickerEnds<T extends { p: PinCand; s: PinShape; sticker: boolean }>(kept: readonly T[], mmPerPx: number): T[] {
  const lying = kept.filter((k) => k.p.cls === 'pin-fallen' && !k.sticker);
  return kept.filter((k) => !(k.p.cls === 'pin-fallen' && k.sticker && !pinOnSticker(k.s) && lying.some((o) => Math.hypot(o.p.x - k.p.x, o.p.y - k.p.y) * mmPerPx < STICKER_PAIR_MM)));
}

/** A blob on a sticker that is a pin's, not the sticker's (ACROSS_STICKER_MIN_AREA_MM2). */
function pinOnSticker(s: Pick<PinShape, 'areaMm2' | 'contrast'>): boolean {
  return s.areaMm2 >= ACROSS_STICKER_MIN_AREA_MM2 && s.contrast >= AWAY_LYING_MIN_CONTRAST;
}

/**
 * A lying pin's blob with the network's own "fallen" peak on its sticker end
 * is one pin when it covers at most this (mm²): a 25 × 10 mm body with its
 * blur and the sticker (tuning and fresh frames, seeds 9 100 000-039 and
 * 9 300 000-029: the two lying pins so placed 235-253 mm²; 280-450 give the
 * same figures). A larger blob holds another object (a second pin, a
 * shadow), and its centroid is no pin's middle.
 */
export const END_PIN_MAX_AREA_MM2 = 350;
/** ... and is at least this elongated (a lying pin's bar; a sticker or a standing pin is round). */
export const END_PIN_MIN_ELONGATION = 1.8;

/**
 * Where the network put its only "fallen" peak on an empty seat's sticker
 * (onEmptySticker), at the end of the pin lying from it, the pin's middle:
 * its blob's centroid when the blob is one lying pin's (END_PIN_MAX_AREA_MM2,
 * END_PIN_MIN_ELONGATION) and lies off the seat beyond the peak. Fresh
 * frames (9 300 014 scene 6, 9 300 022 scene 0): two lying pins with their
 * peak 12-15 mm off their middle (each counted missed, and a false pin); on
 * tuning the pins so moved all stayed right and the matched lying pins'
 * mean distance to their label went 1.334 → 1.306 px.
 */
export function stickerEndMiddle(castle: CastleGeometry, p: PinCand, s: PinShape): { x: number; y: number } | null {
  if (p.cls !== 'pin-fallen' || s.areaMm2 > END_PIN_MAX_AREA_MM2 || s.elongation < END_PIN_MIN_ELONGATION || !onEmptySticker(castle, p.x, p.y)) return null;
  const seat = castle.seats[nearestSeat(castle, p.x, p.y)];
  const a = castle.toTable(p.x, p.y, 0), b = castle.toTable(s.cx, s.cy, 0);
  if (!seat || !a || !b) return null;
  return Math.hypot(b[0] - seat[0], b[1] - seat[1]) > Math.hypot(a[0] - seat[0], a[1] - seat[1]) ? { x: s.cx, y: s.cy } : null;
}

/**
 * A blob on an empty seat's sticker drawn out along the chalk line through
 * the castle (the centre, left and right seats stand on it) is the sticker
 * joined to the line when it is narrower than a pin: its width taken as a
 * bar's (pin-blob.ts barWidthMm). A pin lying along the line is its own 10 mm
 * thick; the sticker (Ø 8 mm, blurred) and the thinner line are less.
 * Tuning and fresh frames (seeds 9 100 000-039, 9 300 000-029), peaks
 * within 8 mm of an empty seat on the line, blob within 20° of it: on no
 * pin 4.2-7.3 mm wide (the two kept as false lying pins 6.1 and 6.4,
 * 143 and 132 mm²: areas alone overlap lying pins'), on a lying pin
 * 8.6-9.4 mm (and 7.8 for a pin across a seat judged 0.75 standing).
 * Raising it drops lying pins lying along the line across an empty seat;
 * lowering it keeps more stickers with the line as lying pins.
 */
export const STICKER_LINE_MAX_WIDTH_MM = 7;
/**
 * ... whose long axis lies within this (degrees, on the cloth) of the line:
 * the blobs on no pin measured 0-4°, lying pins along the line 1-15°. Only
 * for a blob drawn out at least STICKER_LINE_MIN_ELONGATION (a rounder
 * blob's axis means little; those on no pin measured ≥ 2.7).
 */
export const STICKER_LINE_MAX_DEG = 10;
export const STICKER_LINE_MIN_ELONGATION = 2;

/**
 * Whether the blob `s` of a peak `lineMm` from the chalk line (on the cloth)
 * is a seat's sticker joined to the line: on the line, drawn out along it,
 * and narrower than a pin (STICKER_LINE_MAX_WIDTH_MM). The callers ask only
 * at a seat's sticker: pins.ts at a seat judged empty, within STICKER_SEAT_MM
 * of it; knocked-pin.ts stickerLike at a seat judged standing, for the
 * sticker a knocked pin left (session 31).
 */
export function stickerWithLine(castle: CastleGeometry, s: PinShape, lineMm: number): boolean {
  if (lineMm >= CHALK_LINE_MM || s.elongation < STICKER_LINE_MIN_ELONGATION || barWidthMm(s) >= STICKER_LINE_MAX_WIDTH_MM) return false;
  // The axis on the cloth: the line runs along the table's y axis (constant x, chalkLineDistance).
  const a = castle.toTable(s.cx, s.cy, 0), b = castle.toTable(s.cx + Math.cos(s.axis), s.cy + Math.sin(s.axis), 0);
  if (!a || !b) return false;
  return (Math.atan2(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1])) * 180) / Math.PI <= STICKER_LINE_MAX_DEG;
}
