/**
 * The red pin lying where nothing explains it (issue 5, pins, session 21).
 * The castle has one red pin, the centre's. When the centre seat is judged
 * empty, no kept lying pin reads red and fewer than five pins are kept, the
 * red pin lies somewhere unseen: the network gave it no peak, or its part
 * was taken for a kept pin's place by the pixel search (a white pin lying
 * 14-18 mm from it: unseen-lying.ts explains 18 mm around a lying pin's
 * middle). Its colour finds it where shape cannot: a part of red pixels
 * (colour-split.ts's tone) the size of a pin's visible part, away from every
 * kept pin, on a pin-sized blob. Tuning and fresh frames (seeds
 * 9 100 000-039, 9 300 060-099, 9 300 000-029): of the ten red pins missed,
 * four so found (85-152 mm² of red, 15-75 mm from the nearest kept pin); the
 * others show under 60 mm² of red (on green cloth the blurred red pin is
 * brown, G / R ≥ 0.7; one under a standing pin, one 59 % hidden). Session
 * 22: a pixel also counts as red where it is redder than the cloth around
 * it (`redderThanCloth`), which finds two of the brown ones. Session 34: on
 * blue or dark cloth the red pin lying reads dim purple-brown: 25-55 mm² of
 * red, or a blob of contrast 60-70; the bars on the part's area and the
 * blob's contrast are lowered to let it through (what else the search meets
 * lies on a ball or a hand, which the blob's area tells).
 */
import type { RgbImage } from './preprocess.js';
import { ringColour } from './refine.js';
import { lyingParts, SEARCH_RADIUS_MM, SEARCH_SCORE } from './lying-search.js';
import { centreSeat, tone, tonePart } from './colour-split.js';
import { pinShape, type PinShape } from './pin-blob.js';
import { redHeadOnCentreSeat } from './red-search-centre.js';
import { AWAY_MAX_AREA_MM2, MAX_PINS, castleMiddle, type CastleGeometry, type PinCand } from './castle-measures.js';

/**
 * A red part (colour-split.ts's tone: G / R ≤ SPLIT_RED_GREEN, or
 * redderThanCloth) is the red pin when it covers at least this (mm²): a pin's
 * visible part (a whole lying pin ~250 mm²) or, on blue and dark cloth, the
 * few pixels of it that blur reads red — not a few mixed pixels. A white
 * pin's red ring (tuning: ≤ 52 mm²) lies on a kept pin (RED_SEARCH_KEPT_MM).
 * Tuning and fresh (seeds 9 100 000-039, 9 300 060-099, 9 300 000-029): the
 * four red pins so missed 85-152 mm² (the bar was 60 then). Session 34,
 * development 9 400 000, 9 500 000, 9 700 000, 9 800 000 (40 × 8 each), every
 * red part of 10 mm² or more the search met: on red pins the network missed
 * 25-176 mm² (four dim ones 25-55), on no pin 12-409 mm², all of those on a
 * ball's or a hand's blob (601-1 260 mm², which onPin refuses); the least of
 * them, 12-15 mm², are mixed pixels. Lowering it lets those through where
 * the blob is a pin's size; raising it misses the dim red pin.
 */
export const RED_SEARCH_MIN_AREA_MM2 = 20;
/**
 * The blob around a red part's middle differs from the cloth by at least
 * this (8-bit, pinShape's contrast): a pin, not skin or a sleeve (tuning:
 * 9-17 at a red part on a hand or an arm). Not AWAY_LYING_MIN_CONTRAST (73),
 * which tells a white lying pin from a chalk mark: a part already red is no
 * chalk mark, and the red pin blurred into blue or dark cloth measures less
 * (development, session 34: the red pins the search finds 60-150; 70 and
 * 60 on two it missed at 73). Raising it misses the dim red pin; lowering
 * it nears skin.
 */
export const RED_PIN_MIN_CONTRAST = 50;
/**
 * A kept lying pin whose blob (colour-split.ts tonePart) holds at least
 * this much red (mm²) is the red pin: the search does not run. Colour-split's
 * bar was 40 when this was written (session 21) and stays so here (session 34:
 * at 20, a white lying pin with 29 mm² of the red pin touching it, 9 700 013/5,
 * stopped the search that finds the red pin 19 mm off). Lowering it stops
 * the search on white pins the red one touches; raising it lets the search
 * add a second red pin beside a kept one that reads little red.
 */
export const KEPT_RED_MIN_AREA_MM2 = 40;
/**
 * ... and its middle lies at least this far (mm) from every kept pin: closer
 * it is that pin's (its ring, or the red pin itself, kept with a core that
 * did not read red). Tuning and fresh: the missed red pins 15.6-75 mm off
 * the nearest kept pin; red parts on a kept pin ≤ 9.8 mm off it where fewer
 * than five pins were kept (two 14-17 mm off, among five kept pins). A
 * standing pin's body and blur.
 */
export const RED_SEARCH_KEPT_MM = 12;
/**
 * On green cloth the red pin, blurred into the cloth, reads brown (G / R
 * 0.74-0.85: more red than the cloth, less green) and fails the tone test;
 * a pixel is then the red pin's when against the search's cloth colour its
 * red rises by at least this (8-bit), its green does not rise and red is
 * its largest channel. A white pin's rim or the chalk line raises green
 * with red; shadow lowers red; a neutral grey has no largest channel.
 * Tuning and fresh (seeds 9 100 000-039, 9 300 060-099, 9 300 000-029):
 * two red pins so found (9 300 066 scene 7, 9 300 025 scene 7: parts of
 * 116 and 103 mm²), and without the largest-channel test no other part
 * passes the search's tests at rises of 25-60; letting green rise by 20
 * finds a white standing pin's rim (9 300 073 scene 1). Lowering it takes
 * a hand's or the cue's shade nearer the cloth's red; raising it shrinks
 * the blurred red pin's part (9 300 025 scene 7: 118 mm² at 40, 69 at 60,
 * without the largest-channel test).
 */
export const RED_SEARCH_MIN_RISE = 40;

/**
 * The red pin, lying, when the centre seat is judged empty (`centreStanding`
 * false: no standing pin kept or added there), fewer than MAX_PINS pins are
 * kept (`pins`: some pin is unaccounted for), no kept lying pin's blob holds
 * the red pin's part (KEPT_RED_MIN_AREA_MM2) and the cloth is not itself
 * red: the largest red part (tone red, or redderThanCloth) within
 * SEARCH_RADIUS_MM of the castle's centre (RED_SEARCH_MIN_AREA_MM2, not
 * cut by the disc's edge), away from the kept
 * pins (RED_SEARCH_KEPT_MM), on a pin's blob (`onPin`), at its middle;
 * confidence SEARCH_SCORE. A round part on the centre seat itself, judged
 * empty with doubt, is the centre pin standing (red-search-centre.ts).
 */
export function unseenRedPin(img: RgbImage, pins: readonly PinCand[], centreStanding: boolean, mmPerPx: number, castle: CastleGeometry): PinCand[] {
  const centre = centreSeat(castle);
  if (centre < 0 || centreStanding || pins.length >= MAX_PINS) return [];
  const lying = pins.filter((p) => p.cls === 'pin-fallen');
  if (lying.some((p) => tonePart(img, p.x, p.y, mmPerPx, 'red', castle).areaMm2 >= KEPT_RED_MIN_AREA_MM2)) return [];
  const mid = castle.toFrame(...castleMiddle(castle), 0);
  if (!mid) return [];
  const r = Math.round(SEARCH_RADIUS_MM / mmPerPx);
  // On a red cloth the red pin does not stand out and a white pin's rim blurred into the cloth reads red.
  const cloth = ringColour(img, Math.round(mid[0]), Math.round(mid[1]), 0, r, []);
  if (tone(cloth[0], cloth[1]) === 'red') return [];
  const parts = lyingParts(img, mmPerPx, { centre: mid, explained: () => false, colour: (R, G, B) => tone(R, G) === 'red' || redderThanCloth(R, G, B, cloth), minAreaMm2: RED_SEARCH_MIN_AREA_MM2 })
    .filter((q) => pins.every((p) => Math.hypot(p.x - q.x, p.y - q.y) * mmPerPx >= RED_SEARCH_KEPT_MM) && onPin(pinShape(img, q.x, q.y, mmPerPx)))
    .sort((a, b) => b.areaMm2 - a.areaMm2);
  const hit = parts[0];
  if (!hit) return [];
  // A round part on the centre seat itself, judged empty with doubt, is the centre pin standing, its head seen (red-search-centre.ts).
  return [{ cls: redHeadOnCentreSeat(hit, castle, centre) ? 'pin-standing' : 'pin-fallen', x: hit.x, y: hit.y, score: SEARCH_SCORE }];
}

/** The red pin's colour blurred into the cloth `cloth` (RED_SEARCH_MIN_RISE): redder than the cloth, no greener, red its largest channel. */
export function redderThanCloth(r: number, g: number, b: number, cloth: readonly number[]): boolean {
  return r - cloth[0]! >= RED_SEARCH_MIN_RISE && g <= cloth[1]! && r > g && r > b;
}

/**
 * The blob around a red part's middle is a pin's, alone or against another
 * pin: smaller than a ball or a hand (AWAY_MAX_AREA_MM2) and standing out
 * from the cloth as a pin (RED_PIN_MIN_CONTRAST). Tuning and fresh: the red
 * pins found 259-549 mm², contrast 89-168; red parts on no pin lay on a hand
 * or an arm (a red sleeve, skin: 1 064-1 361 mm², contrast 9-17 at the
 * middle) or on a yellow ball's shaded side beside the red ball
 * (764-848 mm²). Development (session 34): red pins 213-539 mm², red parts
 * on no pin on blobs of 601-1 260 mm².
 */
function onPin(s: PinShape): boolean {
  return s.areaMm2 < AWAY_MAX_AREA_MM2 && s.contrast >= RED_PIN_MIN_CONTRAST;
}
