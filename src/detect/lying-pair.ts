/**
 * Two lying pins in one blob (issue 5, pins, session 35). The commonest pin
 * error left on the development sets is two lying pins touching, which the
 * network gives one peak: 21 of the 40 missed lying pins over five sets of
 * 40 × 8. Their blob's shape does not tell them from one pin (pairs
 * 240-640 mm², elongation 1.1-4; lying pins kept alone 49-907 with their
 * shade and neighbours), but colour does. Where the pair is the red pin and
 * a white one, the blob holds a red pin's part and a white pin's part, each
 * larger than any ring, highlight or rim one pin shows of the other colour:
 * the pin at the peak is the part nearer it, the other part is the second
 * pin, at its middle (colour-split.ts does the same for a lying pin against
 * a standing one; red-search.ts finds the red pin only where no kept lying
 * pin reads red, and here one does: the pair's). Two white pins show twice a
 * white pin's white (WHITE_PAIR_MIN_MM2): the second lies beyond the part's
 * middle, as far as the peak lies before it.
 */
import { centreSeat, tonePart, SPLIT_KEPT_MM, SPLIT_MAX_AREA_MM2, type PinTone } from './colour-split.js';
import { KEPT_RED_MIN_AREA_MM2 } from './red-search.js';
import { MAX_PINS, type CastleGeometry, type PinCand } from './castle-measures.js';
import type { RgbImage } from './preprocess.js';

/**
 * A kept lying pin's blob (tonePart, 30 mm window) is two pins when it reads
 * red (KEPT_RED_MIN_AREA_MM2: the red pin's part) and holds at least this
 * much white (mm², the chalk line and stickers left out). Development, five
 * sets of 40 × 8 (session 35): the red pin kept alone shows up to 138 mm² of
 * white (highlights, a white pin's rim lying near); the pairs found 181-368
 * (their red 55-113; 9 800 007/6, 131, is left). At 100 that pair is found
 * and a red pin alone (102) gets a false white pin beside it. Lowering it
 * takes the red pin's highlights for a white pin; raising it misses pairs
 * where the white pin is half hidden.
 */
export const TWO_TONE_WHITE_MIN_MM2 = 150;
/**
 * A kept lying pin's blob that does not read red is two white pins when it
 * holds at least this much white (mm²): one white lying pin shows up to 251
 * (development, five sets of 40 × 8: median 184, 99th percentile 225, with no
 * other kept pin touching it), the white pairs missed 100-379 (the three
 * found 338-379). At 240 one more pair is found and a lone pin (242) gets a
 * false twin. Lowering it takes a white pin's halo on a bright cloth for a
 * second pin; raising it misses pairs where one pin lies half under the
 * other.
 */
export const WHITE_PAIR_MIN_MM2 = 300;

/**
 * Second lying pins in kept lying pins' blobs: where a blob holds both tones
 * (KEPT_RED_MIN_AREA_MM2 of red, TWO_TONE_WHITE_MIN_MM2 of white, each under
 * SPLIT_MAX_AREA_MM2: larger is a ball or a hand), the part farther from the
 * peak; where it holds no red and WHITE_PAIR_MIN_MM2 of white, the white
 * part's middle mirrored the peak. It is a second pin when a pin
 * of its colour is unaccounted for (red: the centre seat judged empty with no
 * standing pin kept there and no other kept lying pin reading red; white: more
 * white seats judged empty than lying pins kept), no other kept pin lies within
 * SPLIT_KEPT_MM of its middle and fewer than MAX_PINS pins are kept.
 * Confidence: the kept pin's.
 */
export function pairedLying(img: RgbImage, pins: readonly PinCand[], centreStanding: boolean, mmPerPx: number, castle: CastleGeometry): PinCand[] {
  const centre = centreSeat(castle);
  const calls = castle.verdicts;
  if (centre < 0 || !calls) return [];
  const whiteEmpty = calls.filter((c, i) => i !== centre && !c.standing).length;
  const lying = pins.filter((p) => p.cls === 'pin-fallen');
  const reds = lying.map((p) => tonePart(img, p.x, p.y, mmPerPx, 'red', castle));
  const found: PinCand[] = [];
  let redFound = false;
  for (const [i, p] of lying.entries()) {
    if (pins.length + found.length >= MAX_PINS) break;
    const red = reds[i]!, white = tonePart(img, p.x, p.y, mmPerPx, 'white', castle);
    if (red.areaMm2 > SPLIT_MAX_AREA_MM2 || white.areaMm2 > SPLIT_MAX_AREA_MM2) continue;
    let other: PinTone, part: { x: number; y: number };
    if (red.areaMm2 >= KEPT_RED_MIN_AREA_MM2 && white.areaMm2 >= TWO_TONE_WHITE_MIN_MM2) {
      const redFar = Math.hypot(red.x - p.x, red.y - p.y) > Math.hypot(white.x - p.x, white.y - p.y);
      other = redFar ? 'red' : 'white';
      part = redFar ? red : white;
    } else if (red.areaMm2 < KEPT_RED_MIN_AREA_MM2 && white.areaMm2 >= WHITE_PAIR_MIN_MM2) {
      // Two white pins: the white part's middle is the pair's, the peak on one of them; the other lies as far beyond the middle.
      other = 'white';
      part = { x: 2 * white.x - p.x, y: 2 * white.y - p.y };
    } else continue;
    const unaccounted = other === 'red'
      ? !centreStanding && !redFound && reds.every((q, j) => j === i || q.areaMm2 < KEPT_RED_MIN_AREA_MM2)
      : whiteEmpty > lying.length + found.length;
    // The pair's own peak is one of the two pins (at the nearer part), so it does not explain the farther one.
    if (!unaccounted || pins.concat(found).some((q) => q !== p && Math.hypot(q.x - part.x, q.y - part.y) * mmPerPx < SPLIT_KEPT_MM)) continue;
    found.push({ cls: 'pin-fallen', x: part.x, y: part.y, score: p.score });
    redFound ||= other === 'red';
  }
  return found;
}
