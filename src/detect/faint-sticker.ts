/**
 * A faint "fallen" peak on an empty seat's sticker, with the pin lying a
 * pin's length beside it (issue 5, pins, session 37). The network sometimes
 * puts its only "fallen" peak between an empty seat's sticker and the pin
 * that fell from it, on a large dim blob (the sticker, the pin's shadow and
 * the cloth between them): the pin stage keeps it as a lying pin at the
 * sticker, and the pixel search (unseen-lying.ts) then takes the real pin,
 * 14-19 mm off, for that kept pin's own part (KEPT_LYING_MM): one pin
 * missed and one false (development 9 400 023/5, 9 600 004/1; 9 700 028/1
 * is left: its pin, small and dim, makes no search part). Session 36 dropped
 * such peaks outright and lost as many lying pins, whose own faint peak sat
 * on the sticker with no other pin near. Here such a peak yields only to a
 * pin the search finds beside it once the peak is left out.
 */
import type { PinShape } from './pin-blob.js';
import type { RgbImage } from './preprocess.js';
import { unseenLying } from './unseen-lying.js';
import { onEmptySticker } from './seat-sticker.js';
import type { CastleGeometry, PinCand } from './castle-measures.js';

/**
 * A kept lying pin on an empty seat's sticker whose blob differs from the
 * cloth by less than this (pin-blob.ts contrast) is faint: it may be the
 * shadow and sticker beside the pin rather than the pin. Development (six
 * sets of 40 × 8, 9 400 000-9 900 000): the three such peaks 32-49; the
 * faintest peaks on stickers that are the pin 70 and 73 (9 800 036/7,
 * 9 800 014/6). A bar of 120 lost 9 800 036/7 to a search hit beside it;
 * 50 and 80 gave the same figures. Raising it lets lying pins on stickers
 * yield to a part of another pin; lowering it leaves pins hidden.
 */
export const FAINT_STICKER_MAX_CONTRAST = 50;
/**
 * ... and yields to a search hit within this (mm) of it: a pin's length
 * (the two pins found lay 14-15 mm from the faint peak).
 * Raising it lets a lying pin elsewhere replace a true faint one; lowering
 * it leaves pins whose faint peak sits at the sticker's far side.
 */
export const FAINT_YIELD_MM = 25;

/** A kept detection as the pin stage keeps it (pins.ts): its blob and whether it lies on an empty seat's sticker (onEmptySticker). */
export interface StickerKept { p: PinCand; s: PinShape; relabelled: boolean; sticker: boolean }

/** The network's own "fallen" peak kept lying on an empty seat's sticker on a faint blob (FAINT_STICKER_MAX_CONTRAST). */
export function faintOnSticker(k: StickerKept): boolean {
  return k.p.cls === 'pin-fallen' && !k.relabelled && k.sticker && k.s.contrast < FAINT_STICKER_MAX_CONTRAST;
}

/**
 * The kept pins less each faint sticker peak (`faint`, among `pins`) that the
 * search, run without the faint peaks, finds a lying pin beside
 * (FAINT_YIELD_MM): that pin is then found by the search the caller runs
 * next, the faint peak no longer hiding it.
 */
export function yieldFaintToSearch<P extends PinCand>(img: RgbImage, pins: readonly P[], faint: readonly PinCand[], mmPerPx: number, castle: CastleGeometry): P[] {
  if (!faint.length) return pins.slice();
  const hits = unseenLying(img, pins.filter((p) => !faint.includes(p)), mmPerPx, castle);
  return pins.filter((p) => !faint.includes(p) || !hits.some((h) => Math.hypot(h.x - p.x, h.y - p.y) * mmPerPx <= FAINT_YIELD_MM));
}

/**
 * A "fallen" peak on an empty seat's sticker (within HALO_SEAT_MM) whose blob
 * differs from the cloth by less than this (pin-blob.ts contrast) is the
 * sticker's dim halo, not a pin (session 48): the peak sits at the sticker's
 * rim, and its blob floods (at BLOB_SHARE of that faint core) over the
 * sticker, its shade and the cloth round it (379-696 mm²), so the sticker
 * tests, which ask a blob under FALLEN_MIN_AREA_MM2, keep it. It is dropped
 * as the sticker (a pin lying on the sticker is then looked for by
 * sticker-lying.ts; one lying beside it is no longer hidden from the search,
 * which yieldFaintToSearch does for the fainter peaks it still sees).
 * Development (9 400 000, 9 700 000, 9 900 000, 40 × 8 each), the network's
 * "fallen" peaks kept lying within 10 mm of an empty seat with a contrast
 * under 50: on no pin 25, 29 and 32 (9 900 032/0, 9 700 013/7, 9 700 028/1:
 * false lying pins, the last beside its pin 18 mm off, which stays missed);
 * on a lying pin 43 and 49 (9 700 027/5, 9 700 017/7). Replayed, bars of
 * 38-75 give the same lines (the two dim pins stay found); 38 keeps the
 * margin below them. Raising it drops faint lying pins on their sticker
 * (session 36 dropped every faint one and lost as many pins as it gained);
 * lowering it keeps halos as false lying pins.
 */
export const HALO_MAX_CONTRAST = 38;
/**
 * ... within this (mm, on the cloth) of the empty seat: the halo peak sits on
 * the sticker's rim (Ø 8 mm) or just beyond it, where the sticker tests'
 * STICKER_SEAT_MM ends (development: 4.6, 5.6 and 8.1 mm, 9 900 032/0 the
 * last; 10 and 12 gave the same replay). Raising it takes a faint lying pin
 * beside the sticker for its halo; lowering it keeps halos as false pins.
 */
export const HALO_SEAT_MM = 10;

/** The network's "fallen" peak on an empty seat's sticker on a blob fainter than a pin's (HALO_MAX_CONTRAST): the sticker's halo. */
export function haloOnSticker(castle: CastleGeometry, p: PinCand, s: Pick<PinShape, 'contrast'>): boolean {
  return p.cls === 'pin-fallen' && s.contrast < HALO_MAX_CONTRAST && onEmptySticker(castle, p.x, p.y, HALO_SEAT_MM);
}
