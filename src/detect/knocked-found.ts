/**
 * A standing pin knocked 14-18 mm off a seat the classifier is sure of,
 * found only by the pixel search for unseen lying pins (issue 5, pins;
 * session 30). The network put no peak on the pin, or one the seat rules
 * dropped, so the seat's standing pin was kept on the seat itself (its
 * sticker's peak, or placed there by unseenStanding), and the search
 * (unseen-lying.ts) then found the pin's own blob beside it and called it
 * lying, as the part of a lying pin against the kept pin that the kept pin's
 * place cuts: a false standing pin at the seat plus the pin lying, or the pin
 * counted at the seat and a false lying pin (tuning 9 500 006 scene 6,
 * 9 700 028/0, 9 800 012/3, 9 800 021/4). A pin stands within
 * STANDING_SEAT_MM of its seat; a seat the classifier is sure of has a pin
 * standing; a small cut part that near it, while the seat's standing pin was
 * kept on the sticker's place, is that pin: it stands there.
 */
import { lineOf } from './seat-lines.js';
import { STICKER_SEAT_MM } from './knocked-pin.js';
import { STANDING_SEAT_MM, nearestSeat, seatDistance, type CastleGeometry, type PinCand } from './castle-measures.js';
import type { SearchHit } from './unseen-lying.js';

/**
 * The hit is a part the seat's kept pin cut (lying-search.ts cutLyingPin) no
 * larger than this (mm²): what shows of a knocked standing pin beyond the
 * kept pin's zone, its head and lit side. Tuning sets, the four knocked pins'
 * parts 91-116 mm² (elongation 1.15-1.66); a 26 × 10 mm pin lying end on
 * against a seat's standing pin leaves 180 mm² (test/detect.pins-search.test.ts),
 * and a part alone on the cloth is a whole lying pin's bar. Raising it stands
 * lying pins against a seat's pin up; lowering it leaves knocked pins lying.
 * Session 13 measured three lying pins' cut parts at 99-125 mm² (seeds
 * 9 100 000-039): the rule changes nothing there (replayed, the same figures
 * and errors), but such a part beside a sure seat whose pin was kept on the
 * sticker would be stood up.
 */
export const KNOCKED_CUT_MAX_AREA_MM2 = 150;

/**
 * The kept pins and the search's hits (`found`), with each hit that is a
 * sure standing seat's knocked pin (knockedHit) turned into that seat's
 * standing pin: the standing pin kept on the seat moves to the hit, keeping
 * its score, and the hit is used up. Tuning sets (9 300 000-012,
 * 9 400 000-039, 9 500 000-039, 9 700 000-039, 9 800 000-039): search hits
 * within 22 mm of a seat at p ≥ 0.85, the four knocked standing pins at
 * 14.6-17.4 mm with the seat's kept pin 0-3.5 mm off it; the lying pins at
 * 19.0-21.0 mm, and one at 13.7 mm beside a seat whose pin was kept 6.0 mm
 * off it (9 400 012/3, the pin standing 7.5 mm off: not the sticker).
 */
export function standKnockedHits(kept: readonly PinCand[], found: readonly SearchHit[], castle: CastleGeometry): PinCand[] {
  const out = kept.slice(), left = found.slice();
  for (const h of found) {
    const seated = knockedHit(h, out, castle);
    if (seated < 0) continue;
    out[seated] = { ...out[seated]!, x: h.x, y: h.y };
    left.splice(left.indexOf(h), 1);
  }
  return out.concat(left.map(({ cls, x, y, score }) => ({ cls, x, y, score })));
}

/**
 * The index in `kept` of the standing pin that hit `h` displaces, or -1: `h`
 * is a small part a kept pin cut (KNOCKED_CUT_MAX_AREA_MM2), within
 * STANDING_SEAT_MM of a seat the classifier judged standing and is sure of
 * (KNOCKED_SURE_P), and that seat's one standing pin kept lies on
 * the seat (within knocked-pin.ts STICKER_SEAT_MM, where the sticker is).
 * Raising STANDING_SEAT_MM here would reach lying pins 19-21 mm off sure
 * seats (the tuning sets' nearest); a seat pin kept farther off than the
 * sticker is a pin seen standing, and `h` a pin lying against it.
 */
function knockedHit(h: SearchHit, kept: readonly PinCand[], castle: CastleGeometry): number {
  if (h.cutMm2 === undefined || h.cutMm2 > KNOCKED_CUT_MAX_AREA_MM2) return -1;
  const near = nearestSeat(castle, h.x, h.y), call = castle.verdicts?.[near];
  if (!call?.standing || call.pStanding < lineOf(call, 'knockedSure') || seatDistance(castle, h.x, h.y) > STANDING_SEAT_MM) return -1;
  const onSeat = kept.flatMap((p, i) => (p.cls === 'pin-standing' && nearestSeat(castle, p.x, p.y) === near ? [i] : []));
  return onSeat.length === 1 && seatDistance(castle, kept[onSeat[0]!]!.x, kept[onSeat[0]!]!.y) < STICKER_SEAT_MM ? onSeat[0]! : -1;
}
