/**
 * A lying pin's own peaks near a doubtful standing seat, and the seat's top
 * looked at for a standing pin's head (issue 5, pins; session 41).
 * lyingExplainsSeat (unseen-standing.ts) calls a doubtful standing seat empty
 * only where the network put no peak within KNOCKED_MAX_MM of it: a peak
 * there may be a lying pin's against the seat's own pin (session 32). A pin
 * lying alone 12-15 mm off the seat gives the network's peaks on itself
 * within that reach too (development 9 600 011/6: the left seat at p 0.60,
 * its pin lying along the chalk line 15 mm off, its own peaks 14.9-15.1 mm
 * from the seat; an empty seat said standing and a false standing pin).
 * Where the peaks near the seat are all that lying pin's own (within
 * OWN_PEAK_MM of it, its blob one lying pin alone), what decides is whether
 * a standing pin's head shows at the seat's top (headAtTop): the seat's pin
 * is then kept, as before.
 */
import { floodPart, moments, pinShape } from './pin-blob.js';
import { clothRingColour } from './red-knocked.js';
import { HEAD_MAX_AREA_MM2, HEAD_MAX_ELONGATION, HEAD_MIN_AREA_MM2 } from './knocked-pin.js';
import { END_PIN_MAX_AREA_MM2 } from './seat-sticker.js';
import { FALLEN_BODY_ELONGATION, type PinCand } from './castle-measures.js';
import type { RgbImage } from './preprocess.js';

/**
 * A peak within this (mm) of a kept lying pin's middle is that pin's own
 * (the network's "standing" and "fallen" peaks on one lying pin lie within
 * a few mm of each other; pin-twins.ts TWIN_MM is 8 too). Raising it takes
 * a standing pin's peak against the lying pin for the lying pin's.
 */
export const OWN_PEAK_MM = 8;
/** The head's brightest spot is looked for within this (mm) of the seat's top: the calibration's ~2 mm and a pin standing a little off. */
export const HEAD_NEAR_MM = 4;
/**
 * The spot must differ from the cloth by at least this (colour distance,
 * mean of 3 × 3 px): a pin's lit head. The cloth is the median colour of a
 * ring 24-30 mm from the top (a pin's length and more, off the seat's pin).
 */
export const HEAD_MIN_CONTRAST = 60;
/** The head: the pixels around the spot differing from the cloth by at least this share of the spot's own difference, within HEAD_REACH_MM. */
const HEAD_SHARE = 0.5;
/** ... followed at most this far (mm) from the spot: a lying pin's length from one end, so that a lying pin's body is seen whole and refused. */
const HEAD_REACH_MM = 15;

/** A blob of one lying pin alone: drawn out as one (FALLEN_BODY_ELONGATION) and no larger than one with its blur (END_PIN_MAX_AREA_MM2). */
export function oneLyingPin(s: { areaMm2: number; elongation: number }): boolean {
  return s.areaMm2 <= END_PIN_MAX_AREA_MM2 && s.elongation >= FALLEN_BODY_ELONGATION;
}

/** `peaks` less those that are a kept lying pin's own: within OWN_PEAK_MM of one of `lying` whose blob is one lying pin alone. */
export function notLyingOwn(img: RgbImage, peaks: readonly PinCand[], lying: readonly PinCand[], mmPerPx: number): PinCand[] {
  const alone = lying.filter((l) => oneLyingPin(pinShape(img, l.x, l.y, mmPerPx)));
  return peaks.filter((p) => !alone.some((l) => Math.hypot(l.x - p.x, l.y - p.y) * mmPerPx <= OWN_PEAK_MM));
}

/**
 * Whether a standing pin's head shows at the seat's top (x, y): the spot
 * within HEAD_NEAR_MM that differs most from the cloth differs by at least
 * HEAD_MIN_CONTRAST, and the part around it (HEAD_SHARE) is a head's: round
 * and head-sized as knocked-pin.ts measures one (HEAD_MIN_AREA_MM2,
 * HEAD_MAX_AREA_MM2, HEAD_MAX_ELONGATION). A lying pin's body reaching the
 * top is too large or too drawn out; bare cloth has no such spot.
 */
export function headAtTop(img: RgbImage, x: number, y: number, mmPerPx: number): boolean {
  const cloth = clothRingColour(img, x, y, mmPerPx);
  const diff = (u: number, v: number): number => {
    if (u < 0 || v < 0 || u >= img.width || v >= img.height) return 0;
    const o = (v * img.width + u) * 3;
    return Math.hypot(img.data[o]! - cloth[0], img.data[o + 1]! - cloth[1], img.data[o + 2]! - cloth[2]);
  };
  const spot = (u: number, v: number): number => {
    let s = 0;
    for (let b = -1; b <= 1; b++) for (let a = -1; a <= 1; a++) s += diff(u + a, v + b);
    return s / 9;
  };
  const r = HEAD_NEAR_MM / mmPerPx;
  let best: [number, number] = [Math.round(x), Math.round(y)], bb = -1;
  for (let v = Math.floor(y - r); v <= Math.ceil(y + r); v++) {
    for (let u = Math.floor(x - r); u <= Math.ceil(x + r); u++) {
      if (Math.hypot(u - x, v - y) > r) continue;
      const b = spot(u, v);
      if (b > bb) { bb = b; best = [u, v]; }
    }
  }
  if (bb < HEAD_MIN_CONTRAST) return false;
  const found = floodPart(img.width, best, (u, v) => Math.hypot(u - best[0], v - best[1]) * mmPerPx <= HEAD_REACH_MM && diff(u, v) >= HEAD_SHARE * bb);
  const areaMm2 = (found.length / 2) * mmPerPx * mmPerPx;
  return areaMm2 >= HEAD_MIN_AREA_MM2 && areaMm2 <= HEAD_MAX_AREA_MM2 && moments(found).elongation < HEAD_MAX_ELONGATION;
}
