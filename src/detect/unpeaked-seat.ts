/**
 * A standing pin the network gave no peak for, on a seat the classifier
 * judged empty without being sure (issue 5, pins; session 33). Near an arm
 * or a hand the network can stay silent on a standing pin and the seat
 * classifier drop to 0.35-0.5; with no peak of either state near the seat
 * the seat rules had nothing to stand. The pixels at the pin's top then
 * decide: a pin's top is as bright as a pin and larger than a sticker, an
 * empty seat's top is cloth (its sticker mostly lies 4-6 mm off there, on the
 * cloth), its sticker, or an arm's shade.
 */
import { pinShape } from './pin-blob.js';
import type { RgbImage } from './preprocess.js';
import { lineOf } from './seat-lines.js';
import { STICKER_MAX_AREA_MM2 } from './knocked-pin.js';
import { AWAY_LYING_MIN_CONTRAST, KNOCKED_MAX_MM, distanceToSeat, type CastleGeometry, type PinCand } from './castle-measures.js';

/**
 * Seats judged empty at p ≥ `doubtfulLine` (empty-seat-line.ts: from it a peak
 * on the seat may be its pin) with no network peak within KNOCKED_MAX_MM whose
 * blob at the pin's top differs from the cloth at least as much as a lying pin
 * away from the seats (AWAY_LYING_MIN_CONTRAST: pins 76-255, marks 27-70) and
 * covers more than a sticker (knocked-pin.ts STICKER_MAX_AREA_MM2: stickers
 * 59-77 mm², standing pins 82-125 and more with a shade or a lying pin).
 * Development (9 400 000, 9 500 000, 9 700 000, 9 800 000, 40 × 8 each),
 * such seats with no peak near them at p 0.35-0.5: seven standing pins (six
 * seen), contrast 76-157, 89-629 mm²; the empty seats under an arm contrast
 * 0-24; one empty seat whose sticker lay under the top (little parallax,
 * 9 500 012/3: contrast 133, 45 mm²), which the area leaves empty. Without the
 * contrast bar an arm's shade stands pins up; raising it misses the faint pin
 * (76); raising the area misses 9 800 004/1 (89 mm²).
 * `peaks`: the network's peaks (all of them: any peak near the seat means the
 * seat rules had their say there).
 */
export function unpeakedStandingSeats(img: RgbImage, castle: CastleGeometry, peaks: readonly PinCand[], mmPerPx: number): number[] {
  const out: number[] = [];
  castle.verdicts?.forEach((v, i) => {
    if (v.standing || v.pStanding < lineOf(v, 'doubtfulLine')) return;
    if (peaks.some((p) => distanceToSeat(castle, i, p.x, p.y) <= KNOCKED_MAX_MM)) return;
    const s = pinShape(img, v.top[0], v.top[1], mmPerPx);
    if (s.contrast >= AWAY_LYING_MIN_CONTRAST && s.areaMm2 > STICKER_MAX_AREA_MM2) out.push(i);
  });
  return out;
}
