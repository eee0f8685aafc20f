/**
 * A pin lying on its own empty seat's sticker (issue 5, pins, session 36).
 * A pin that falls where it stood lies across or along the chalk line with
 * its body on the seat's sticker: one blob of sticker, line and pin. The
 * pin stage drops peaks there as the sticker (empty-seat-line.ts: the blob
 * less the line is a sticker's; or a "fallen" peak's blob under
 * FALLEN_MIN_AREA_MM2 on the sticker), and the pixel search leaves the
 * sticker alone, so the pin is missed: 10 of the 43 missed lying pins on six
 * development sets of 40 × 8 (9 400 000-9 900 000). Neither the blob's size
 * nor its bright core tells them from a sticker with the line on its own
 * (stickers 40-276 mm²), but the sticker and the line are the only white a
 * lone sticker shows: white beyond them (colour-split.ts `tonePart`, which
 * leaves out SPLIT_LINE_MM of the line and SPLIT_STICKER_MM of each seat) is
 * the pin's head or body reaching past the sticker.
 */
import { SPLIT_KEPT_MM, tonePart } from './colour-split.js';
import { CHALK_STICKER_ELONGATION } from './seat-sticker.js';
import { MAX_PINS, type CastleGeometry, type PinCand } from './castle-measures.js';
import type { PinShape } from './pin-blob.js';
import type { RgbImage } from './preprocess.js';

/**
 * A peak dropped as an empty seat's sticker may be a pin lying on it when
 * its blob covers at least this (mm²). Development (six sets of 40 × 8,
 * session 36), such peaks with white beyond the sticker and the line
 * (STICKER_PIN_MIN_WHITE_MM2) and not drawn out by the line
 * (CHALK_STICKER_ELONGATION): the lying pins 124-228 mm² (9 500 007/3,
 * 113 mm², left), stickers at most 112 (a white pin or a ball's rim
 * touching the blob). Lowering it takes such stickers for pins; raising it
 * misses pins lying mostly under the line.
 */
export const STICKER_PIN_MIN_AREA_MM2 = 120;
/**
 * ... and holds at least this much white (mm², `tonePart`) beyond the
 * chalk line and the stickers. Development: the lying pins 14-79 (two left
 * at 0 and 9: pins lying along the line, inside its band), stickers of
 * STICKER_PIN_MIN_AREA_MM2 or more not drawn out by the line at most 13
 * (9 600 006/4: blur at 2.6 mm per px). Lowering it takes a sticker's blur
 * for a pin; raising it misses pins whose head only reaches past the
 * sticker.
 */
export const STICKER_PIN_MIN_WHITE_MM2 = 16;

/**
 * Lying pins among the peaks dropped as empty seats' stickers (`dropped`,
 * with their blobs): a blob of STICKER_PIN_MIN_AREA_MM2 or more, less drawn
 * out than the sticker with the line (CHALK_STICKER_ELONGATION), holding
 * STICKER_PIN_MIN_WHITE_MM2 of white beyond the sticker and the line, with
 * no kept pin within SPLIT_KEPT_MM, while fewer lying pins are kept than
 * seats are judged empty (and fewer than MAX_PINS). Surest peak first; the
 * pin sits at its peak. Confidence: the peak's.
 */
export function lyingOnSticker(img: RgbImage, dropped: readonly { p: PinCand; s: PinShape }[], pins: readonly PinCand[], mmPerPx: number, castle: CastleGeometry): PinCand[] {
  const calls = castle.verdicts;
  if (!calls) return [];
  const unaccounted = Math.min(MAX_PINS, calls.filter((c) => !c.standing).length) - pins.filter((q) => q.cls === 'pin-fallen').length;
  const found: PinCand[] = [];
  for (const { p, s } of [...dropped].sort((a, b) => b.p.score - a.p.score)) {
    if (found.length >= unaccounted) break;
    if (s.areaMm2 < STICKER_PIN_MIN_AREA_MM2 || s.elongation >= CHALK_STICKER_ELONGATION) continue;
    if (pins.concat(found).some((q) => Math.hypot(q.x - p.x, q.y - p.y) * mmPerPx < SPLIT_KEPT_MM)) continue;
    if (tonePart(img, p.x, p.y, mmPerPx, 'white', castle).areaMm2 < STICKER_PIN_MIN_WHITE_MM2) continue;
    found.push({ cls: 'pin-fallen', x: p.x, y: p.y, score: p.score });
  }
  return found;
}
