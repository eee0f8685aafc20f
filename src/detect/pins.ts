/**
 * Pin checks at full resolution. Seen from above a standing pin is a round
 * Ø 10 mm blob (head inside body), a fallen one a 25 × 10 mm bar; the blob is
 * the connected set of pixels around a detection that differ from the cloth.
 * The network's state is kept except where the castle's geometry contradicts
 * it: every pin has a known seat, a standing pin stands at its seat (measured
 * on the tuning frames, docs/detector.md). The blob's shape alone is not
 * trusted: the chalk line through three seats makes standing pins elongated.
 * With the seat classifier's verdicts (seats.ts) the seats decide where pins
 * stand: an empty seat's sticker gives no standing pin, a seat judged
 * standing gives one even where the network saw none, and a "fallen" peak
 * beside a seat the classifier is sure of is its pin knocked a few mm off.
 * Measured rules drop what is no pin (the chalk line, balls and hands) and
 * keep a pin lying across an empty seat that the network saw as "standing",
 * or across a seat the classifier judged standing without being sure
 * (across-seat.ts); near a seat judged empty the blob less the chalk line
 * tells the sticker and a standing pin the line drew out (empty-seat-line.ts),
 * and a blob holding the red pin on a white seat judged empty with doubt
 * the seat's pin with the red pin lying against it (red-against.ts),
 * near a seat judged standing doubtfully a knocked pin's head beside the
 * sticker a standing pin (head-beside-seat.ts). One detection per pin and one
 * standing pin per seat: pin-twins.ts. Seats judged standing where no
 * standing pin is kept: unseen-standing.ts (taken back where a lying pin the
 * searches found explains the seat: search-explains.ts); seats judged empty doubtfully
 * with no peak near them but a pin's brightness at the top: unpeaked-seat.ts.
 * Lying pins the network gave no peak for come from a pixel search around
 * the castle (lying-search.ts, through unseen-lying.ts; a faint peak on an
 * empty seat's sticker yields to a pin it finds beside it: faint-sticker.ts),
 * the red pin where no kept pin explains it from a search of its colour
 * (red-search.ts), a second lying pin on one a "fallen" peak holds from its
 * blob's ink (pile-second.ts). The blob measure is in pin-blob.ts.
 */
import { pinShape, MIN_PIN_CONTRAST, type PinShape } from './pin-blob.js';
import type { RgbImage } from './preprocess.js';
import { unseenLying } from './unseen-lying.js';
import { knockedBesideSticker } from './knocked-pin.js';
import { CHALK_STICKER_ELONGATION, STICKER_SEAT_MM, dropStickerEnds, onEmptySticker, stickerEndMiddle, stickerWithLine } from './seat-sticker.js';
import { lyingOnSticker } from './sticker-lying.js';
import { lyingAlongLine } from './along-line.js';
import { lineOffDoubtfulSeat } from './line-off-seat.js';
import { faintOnSticker, haloOnSticker, yieldFaintToSearch } from './faint-sticker.js';
import { centreSeat, otherToneLying } from './colour-split.js';
import { unseenRedPin } from './red-search.js';
import { pairedLying } from './lying-pair.js';
import { pileSeconds } from './pile-second.js';
import { lineDrewOutStanding, lyingAcrossUnsure } from './across-seat.js';
import { lyingBesideDoubtful } from './beside-doubtful.js';
import { emptySeatLineRead } from './empty-seat-line.js';
import { headBesideSeat, redHeadBesideSeat } from './head-beside-seat.js';
import { standsAgainstRed } from './red-against.js';
import { standKnockedHits } from './knocked-found.js';
import { unseenStanding } from './unseen-standing.js';
import { dropSearchExplained, searchWithoutAdded } from './search-explains.js';
import { unpeakedStandingSeats } from './unpeaked-seat.js';
import { LEANING_MIN_AREA_MM2, LEANING_MIN_SCORE, TWIN_MM, keepOnePerPin, type Measured } from './pin-twins.js';
import { DEFAULT_SEAT_LINES, lineOf } from './seat-lines.js';
import {
  MAX_PINS, STANDING_SEAT_MM, SEAT_STANDING_MM, FALLEN_AWAY_ELONGATION, CHALK_LINE_ELONGATION, CHALK_LINE_MM, AWAY_MAX_AREA_MM2, AWAY_LYING_MIN_CONTRAST, KNOCKED_MAX_MM, FALLEN_BODY_ELONGATION, lyingBody, seatDistance, nearestSeat, chalkLineDistance, type CastleGeometry, type PinCand, type SeatCall,
} from './castle-measures.js';
export {
  MAX_PINS, STANDING_SEAT_MM, SEAT_STANDING_MM, FALLEN_AWAY_ELONGATION, CHALK_LINE_ELONGATION, CHALK_LINE_MM, AWAY_MAX_AREA_MM2, AWAY_LYING_MIN_CONTRAST, KNOCKED_MAX_MM, KNOCKED_SURE_P, FALLEN_BODY_AREA_MM2, FALLEN_BODY_ELONGATION, lyingBody, type CastleGeometry, type PinCand, type SeatCall,
} from './castle-measures.js';

export { pinShape, MIN_PIN_CONTRAST, type PinShape } from './pin-blob.js';
export { SAME_PIN_MM, TWIN_MM, SECOND_END_MM, SECOND_END_DEG, LEANING_MIN_SCORE, LEANING_MIN_AREA_MM2 } from './pin-twins.js';

/** See SEAT_STANDING_MM (castle-measures.ts): a "fallen" peak that near a seat on a blob rounder than this is a standing pin. */
export const SEAT_ROUND_ELONGATION = 1.4;
/**
 * A "fallen" peak on a seat judged empty (within SEAT_STANDING_MM) whose
 * blob covers less than this (mm²) is the seat's sticker, not a fallen pin:
 * a fallen pin seen from above is a 25 × 10 mm body (tuning frames: true
 * fallen pins there 171-470 mm², the peaks on stickers 60-126 mm²). Only at
 * the seats: away from them fallen pins measure down to ~125 mm² (held-out
 * frames), and there are no stickers. Raising it drops more stickers and
 * risks fallen pins lying compactly across an empty seat.
 */
export const FALLEN_MIN_AREA_MM2 = 130;
/**
 * On a seat the classifier judged standing but doubtfully (below
 * KNOCKED_SURE_P), a blob within SEAT_STANDING_MM of it covering at least
 * this (mm²) and elongated at least FALLEN_BODY_ELONGATION is a pin lying
 * across the seat, which the classifier took for a standing one: it is
 * kept lying and the seat gets no standing pin. Tuning and fresh frames
 * (seeds 9 100 000-039, 9 300 000-029): candidates that near a doubtful
 * standing seat, the standing pins 108-179 mm² (elongation 1.14-1.33 off
 * the chalk line, 2.46 on it), the lying pins 225-238 mm², 1.90-1.97 (two,
 * 9 300 007). Lowering it lays standing pins merged with a sticker or the
 * chalk line down.
 */
export const ACROSS_MIN_AREA_MM2 = 200;
/**
 * Between KNOCKED_MAX_MM and STANDING_SEAT_MM of a seat only a round blob
 * (elongation below this) may be its pin, standing shifted, and only where
 * the seat has no standing pin within KNOCKED_MAX_MM (other than its own twin
 * within TWIN_MM: the network's other state on the same pin); otherwise it is judged
 * as away from the seats. Tuning: the four shifted pins 1.07-1.44, a lying
 * pin at 16 mm 2.09; without it a lying pin 18 mm off a standing seat took
 * that seat's pin's place (held-out 9 200 017, the five-pins render).
 * Raising it stands more lying pins up beside standing seats.
 */
export const SHIFTED_ROUND_ELONGATION = 1.5;
/**
 * A "standing" peak near a seat judged empty is a pin lying across the seat
 * (kept as fallen) rather than the seat's sticker when its blob covers at
 * least FALLEN_MIN_AREA_MM2, is less elongated than this and differs from
 * the cloth by at least LYING_MIN_CONTRAST (tuning frames: 88 such peaks on
 * lying pins, 151-504 mm², elongation 1.2-3.3, 86 of them with contrast
 * ≥ 80; of the 37 larger than 130 mm² on no pin's label, 12 pass, most of
 * them on a lying pin's other part, merged with it as one blob; the others
 * are drawn out by the chalk line or faint). Lowering the contrast or raising the elongation turns
 * more stickers into false lying pins; the opposite misses lying pins the
 * network saw only as "standing".
 */
export const LYING_MAX_ELONGATION = 3.5;
export const LYING_MIN_CONTRAST = 80;
/**
 * Away from every seat (beyond STANDING_SEAT_MM) no pin stands: a "standing"
 * peak the network scores at least AWAY_SURE_PIN_SCORE on a bright, pin-sized
 * blob (AWAY_LYING_MIN_CONTRAST, under AWAY_MAX_AREA_MM2) is a lying pin seen
 * end on (its lit head and part of its body) even when its blob is less drawn
 * out than FALLEN_AWAY_ELONGATION asks; a blob rounder than
 * AWAY_SURE_MIN_ELONGATION stays a mark (a chalk dot, a cue tip end on).
 * Tuning and fresh frames (seeds 9 100 000-039, 9 300 000-029), "standing"
 * peaks there below elongation 1.8, contrast ≥ 73, under 600 mm²: at ≥ 0.4
 * all on a lying pin (elongation 1.28-1.66; most also carry the network's
 * "fallen" peak) but one, a standing pin knocked 19 mm off its seat whose
 * "fallen" twin already made it lying; on no pin they score ≤ 0.26
 * (FALLEN_AWAY_ELONGATION lowered to 1.4 instead, with no score bar: two
 * false lying pins, both 0.26). Score 0.3-0.5 and floor 1.2-1.4 give the
 * same figures. Lowering either turns marks into lying pins; raising them
 * misses lying pins the network saw only end on (fresh2 9 300 022 scene 1:
 * 0.53, elongation 1.46, 117 mm²).
 */
export const AWAY_SURE_PIN_SCORE = 0.4;
export const AWAY_SURE_MIN_ELONGATION = 1.3;
/**
 * A seat judged empty with at least this probability of a standing pin is
 * doubtful (doubtfulEmptyStanding). Tuning frames (seeds 9 100 000-039,
 * 9 300 060-099), "standing" peaks within 18 mm of a seat judged empty at
 * p ≥ 0.2 (12): the three on a round blob under 600 mm² at p 0.42-0.49 were
 * that seat's pin standing (9 300 089 scenes 3 and 7: round blobs 98-138 mm²,
 * laid down or dropped, one shifted 9.6 mm off its seat; 9 300 062 scene 3:
 * 556 mm², a pin lying against it, the seat left without its pin); the
 * others were at p ≤ 0.39, on drawn-out blobs (lying pins, 1.6-2.6) or on
 * an arm (828-1 159 mm², one of them over a standing pin: still missed);
 * empty seats' stickers score p ≈ 0. Lowering it stands up stickers the
 * classifier hesitates on; raising it misses such pins.
 */
export const DOUBTFUL_EMPTY_P = DEFAULT_SEAT_LINES.doubtfulEmpty; // 0.4; a seat model's own: seat-lines.ts

/**
 * The state the castle's geometry allows: standing only near a seat, a round
 * blob on a seat stands; null = not a pin. Away from every seat a blob drawn
 * out along the chalk line is the line, one larger than a pin is no pin.
 * With a verdict for the nearest seat, the verdict decides near it
 * (onStandingSeat, onEmptySeat).
 */
function stateBySeat(p: PinCand, s: PinShape, seatMm: number, lineMm: number, call?: SeatCall, standsLessLine = false): PinCand['cls'] | null {
  const cls = p.cls;
  // Beyond KNOCKED_MAX_MM only a round blob may be a seat's pin (shifted); a drawn-out one is judged as away from the seats.
  if (seatMm > STANDING_SEAT_MM || (seatMm > KNOCKED_MAX_MM && s.elongation >= SHIFTED_ROUND_ELONGATION && !shiftedOnChalkLine(cls, s, lineMm, call))) {
    // Drawn out along the chalk line it is the line, unless as wide and bright as a pin: one lying along the line (along-line.ts).
    if ((lineMm < CHALK_LINE_MM && s.elongation >= CHALK_LINE_ELONGATION && !lyingAlongLine(s)) || s.areaMm2 >= AWAY_MAX_AREA_MM2) return null;
    // No pin stands here: a bright "standing" blob is a lying pin if drawn out, or barely drawn out with the network sure of a pin (AWAY_SURE_PIN_SCORE).
    if (cls === 'pin-standing') return (s.elongation >= FALLEN_AWAY_ELONGATION || (p.score >= AWAY_SURE_PIN_SCORE && s.elongation >= AWAY_SURE_MIN_ELONGATION)) && s.contrast >= AWAY_LYING_MIN_CONTRAST ? 'pin-fallen' : null;
    return cls;
  }
  // A "standing" peak off a doubtful standing seat on a lying pin's blob: a pin lying beside the seat (beside-doubtful.ts).
  if (call && lyingBesideDoubtful(p, s, seatMm, lineMm, call)) return 'pin-fallen';
  // A "standing" peak on the chalk line off a doubtful standing seat, drawn out as the line: the line (line-off-seat.ts).
  if (call && lineOffDoubtfulSeat(p, s, seatMm, lineMm, call)) return null;
  if (call) return call.standing ? onStandingSeat(p, s, seatMm, call, standsLessLine) : onEmptySeat(p, s, seatMm, call, standsLessLine);
  if (cls === 'pin-fallen' && seatMm < SEAT_STANDING_MM && s.elongation < SEAT_ROUND_ELONGATION) return 'pin-standing';
  return cls;
}

/**
 * A "standing" peak KNOCKED_MAX_MM-STANDING_SEAT_MM off its nearest seat on a
 * round blob (SHIFTED_ROUND_ELONGATION): where another candidate claims the
 * seat it is dropped as away from the seats, but where that claimer is the
 * seat's sticker it is the seat's pin, knocked (knocked-pin.ts, session 32).
 */
function roundBeyondReach(p: PinCand, s: PinShape, seatMm: number): boolean {
  return p.cls === 'pin-standing' && seatMm > KNOCKED_MAX_MM && seatMm <= STANDING_SEAT_MM && s.elongation < SHIFTED_ROUND_ELONGATION;
}

/**
 * A "standing" peak KNOCKED_MAX_MM-STANDING_SEAT_MM off a seat judged
 * standing, on the chalk line, is that seat's pin shifted even though its
 * blob is not round: the line through the seat draws a standing pin's blob
 * out (elongation 2.46 measured on it, session 13); only the line itself is
 * more elongated (CHALK_LINE_ELONGATION). Tuning 9 100 036 scene 5: the
 * centre pin 14 mm off its seat, blob 3.03 on the line, was laid down and
 * the seat given a second, invented pin. Not beside an empty seat: there the
 * drawn-out blob is a lying pin or the line.
 */
function shiftedOnChalkLine(cls: PinCand['cls'], s: PinShape, lineMm: number, call?: SeatCall): boolean {
  return cls === 'pin-standing' && !!call?.standing && lineMm < CHALK_LINE_MM && s.elongation < CHALK_LINE_ELONGATION;
}

/**
 * Near a seat judged standing a "fallen" peak is that standing pin (the
 * network doubting it, or the pin knocked a few mm off its seat with its
 * sticker showing) unless its blob is a lying pin's body.
 */
function onStandingSeat(p: PinCand, s: PinShape, seatMm: number, call: SeatCall, standsLessLine: boolean): PinCand['cls'] {
  const cls = p.cls;
  if (lyingAcrossDoubtful(s, seatMm, call, standsLessLine)) return 'pin-fallen';
  if (cls === 'pin-standing' || seatMm < SEAT_STANDING_MM) return 'pin-standing';
  if (call.pStanding < lineOf(call, 'knockedSure')) return cls;
  if (seatMm > KNOCKED_MAX_MM) return 'pin-standing';
  if (lyingBody(s)) return cls;
  // Too large a blob for one standing pin, and the network sure it lies: a pin lying against the seat's (LEANING_MIN_SCORE).
  return p.score >= LEANING_MIN_SCORE && s.areaMm2 >= LEANING_MIN_AREA_MM2 ? cls : 'pin-standing';
}

/**
 * On a seat judged standing but doubtfully (below KNOCKED_SURE_P), a blob within SEAT_STANDING_MM that is a lying pin's body is that pin,
 * lying across the seat (ACROSS_MIN_AREA_MM2), unless `standsLessLine`: on the chalk line, its blob less the line is not drawn out (the
 * line drew a standing pin out; across-seat.ts lineDrewOutStanding, session 26).
 */
function lyingAcrossDoubtful(s: PinShape, seatMm: number, call: SeatCall, standsLessLine = false): boolean {
  return !standsLessLine && call.pStanding < lineOf(call, 'knockedSure') && seatMm < SEAT_STANDING_MM && s.areaMm2 >= ACROSS_MIN_AREA_MM2 && s.elongation >= FALLEN_BODY_ELONGATION;
}

/**
 * On a seat the classifier judged empty only doubtfully (DOUBTFUL_EMPTY_P), a
 * "standing" peak within KNOCKED_MAX_MM on a round blob (SEAT_ROUND_ELONGATION)
 * smaller than a hand or a ball (AWAY_MAX_AREA_MM2) is that seat's pin,
 * standing (shifted a few mm, faint, or with a pin lying against it): the
 * network and the shape agree where the classifier hesitates. Where the
 * peak yields to a lying pin's "fallen" twin, the seat still gets its
 * standing pin (unseenStanding). `standsLessLine`: on the seat, its blob
 * less the chalk line is no lying pin's (empty-seat-line.ts, session 25).
 */
function doubtfulEmptyStanding(s: PinShape, seatMm: number, call: SeatCall, standsLessLine: boolean): boolean {
  return standsLessLine || (call.pStanding >= lineOf(call, 'doubtfulEmpty') && seatMm <= KNOCKED_MAX_MM && s.elongation < SEAT_ROUND_ELONGATION && s.areaMm2 < AWAY_MAX_AREA_MM2);
}

/**
 * Near a seat judged empty: a "standing" peak is the sticker (dropped) unless
 * its blob is a pin lying across the seat (large, bright, not drawn out by the
 * chalk line); a "fallen" peak on the seat is the sticker when its blob is
 * the sticker's (small, or drawn out by the chalk line), else a lying pin.
 */
function onEmptySeat(p: PinCand, s: PinShape, seatMm: number, call: SeatCall, standsLessLine: boolean): PinCand['cls'] | null {
  const cls = p.cls;
  if (cls === 'pin-standing' && doubtfulEmptyStanding(s, seatMm, call, standsLessLine)) return 'pin-standing';
  if (cls === 'pin-standing') return s.areaMm2 >= FALLEN_MIN_AREA_MM2 && s.elongation < LYING_MAX_ELONGATION && s.contrast >= LYING_MIN_CONTRAST ? 'pin-fallen' : null;
  if (seatMm < SEAT_STANDING_MM && (s.elongation >= CHALK_STICKER_ELONGATION || (s.areaMm2 < FALLEN_MIN_AREA_MM2 && !sureLyingOnSticker(p, s)))) return null;
  return cls;
}

/**
 * A "fallen" peak on an empty seat's sticker whose blob covers less than
 * FALLEN_MIN_AREA_MM2 is still a lying pin when its blob covers at least this
 * (mm²) and the network is fairly sure (STICKER_SURE_LYING_SCORE): a short
 * pin seen end on over its sticker. Development blocks (seeds 9 300 000-
 * 9 900 039, the shipped model; session 44), such peaks at ≥ 0.45: on no pin
 * at most 93 mm² (89 at ≥ 0.55); on a lying pin 113 (9 500 007 scene 3, 0.56,
 * dropped before), 106 (0.61) and 124 (0.51), both found anyway; on no pin
 * at 94 mm² or more they score ≤ 0.36. By that listing any bar of
 * 0.37-0.56 with 94-113 mm² keeps no peak on no pin here; the sticker read
 * with the chalk line (verifyPins) asks the same bar and puts it at
 * 0.53-0.61 (replayed: 0.5 adds a false lying pin, 9 400 028 scene 1, 0.52),
 * so 0.53-0.56 in all. The tuning frames' sticker peaks reached 126 mm²
 * (FALLEN_MIN_AREA_MM2; their scores not kept), so the score bar does the
 * work. Lowering either keeps stickers as lying pins;
 * raising them misses such pins.
 */
export const STICKER_LYING_MIN_AREA_MM2 = 100;
export const STICKER_SURE_LYING_SCORE = 0.55;

/** A "fallen" peak the sticker tests would drop whose blob is larger than a sticker's and the network fairly sure: a lying pin. */
function sureLyingOnSticker(p: PinCand, s: PinShape): boolean {
  return p.cls === 'pin-fallen' && p.score >= STICKER_SURE_LYING_SCORE && s.areaMm2 >= STICKER_LYING_MIN_AREA_MM2;
}

/**
 * Drop pin peaks on bare cloth, fix the state from the castle's geometry
 * (with a calibration), keep one detection per blob and at most one standing
 * pin per seat, at most five pins of each state. The network's class is otherwise kept: the
 * blob's shape alone (elongation, area) was measured worse than the network
 * (a standing pin on the chalk line through the castle looks elongated).
 */
export function verifyPins<T extends PinCand>(img: RgbImage, pins: readonly T[], mmPerPx: number, castle?: CastleGeometry): (T | PinCand)[] {
  const measured: Measured<T>[] = [];
  const seen = pins.map((p) => ({ p, s: pinShape(img, p.x, p.y, mmPerPx) })).filter(({ s }) => s.contrast >= MIN_PIN_CONTRAST && s.pixels >= 3);
  const at = castle && seen.map(({ p }) => ({ seatMm: seatDistance(castle, p.x, p.y), near: nearestSeat(castle, p.x, p.y), lineMm: chalkLineDistance(castle, p.x, p.y) }));
  // Near a seat judged empty, what the blob less the chalk line says: the sticker, or the seat's pin standing (empty-seat-line.ts).
  // Near a seat judged standing doubtfully, a blob lyingAcrossDoubtful would lay down whose part off the chalk line is not drawn out: the seat's pin standing (across-seat.ts).
  // ... or, on the centre seat, whose blob holds the red pin's head, red or purple, beside the white sticker (head-beside-seat.ts
  // redHeadBesideSeat): the knocked red pin standing, which the blob's lying shape off the line (lyingAcrossUnsure) does not outweigh.
  const redHead = !at ? [] : seen.map(({ p, s }, i) => {
    const call = castle!.verdicts?.[at[i]!.near];
    return !!call?.standing && lyingAcrossDoubtful(s, at[i]!.seatMm, call) && redHeadBesideSeat(img, p, s, at[i]!.near, mmPerPx, castle!);
  });
  const lineRead = !at ? [] : seen.map(({ p, s }, i) => {
    const call = castle!.verdicts?.[at[i]!.near];
    // ... or whose blob holds a standing pin's head beside the seat's sticker: the seat's pin knocked a few mm off it (head-beside-seat.ts).
    if (call?.standing) return redHead[i] || (lyingAcrossDoubtful(s, at[i]!.seatMm, call) && (lineDrewOutStanding(img, p.x, p.y, at[i]!.lineMm, mmPerPx, castle!) || headBesideSeat(img, p, s, at[i]!.near, mmPerPx, castle!))) ? 'standing' : null;
    // ... or, on a white seat judged empty with doubt, whose "standing" peak's blob holds the red pin: the seat's pin, the red pin lying against it (red-against.ts).
    return emptySeatLineRead(img, p, s, at[i]!.seatMm, at[i]!.lineMm, mmPerPx, castle!, call) ?? (standsAgainstRed(img, p, at[i]!.near, at[i]!.seatMm, castle!, mmPerPx, call) ? 'standing' : null);
  });
  // Seats with a standing pin within KNOCKED_MAX_MM: a candidate farther off such a seat is not its pin shifted.
  // Not by the candidate's own twin (the network's other state at the same place: one pin, which may stand shifted).
  // A pin lying across a seat the classifier judged standing without being sure (across-seat.ts).
  const unsure = !at ? [] : seen.map(({ p, s }, i) => { const call = castle!.verdicts?.[at[i]!.near]; return !!call && !redHead[i] && lyingAcrossUnsure(img, p.x, p.y, s.contrast, at[i]!.seatMm, mmPerPx, castle!, call); });
  const claimers = !at ? [] : seen.flatMap(({ p, s }, i) => (at[i]!.seatMm <= KNOCKED_MAX_MM && !unsure[i] && stateBySeat(p, s, at[i]!.seatMm, at[i]!.lineMm, castle!.verdicts?.[at[i]!.near], lineRead[i] === 'standing') === 'pin-standing' ? [{ p, near: at[i]!.near }] : []));
  const claimed = (i: number): boolean => claimers.some((c) => c.near === at![i]!.near && Math.hypot(c.p.x - seen[i]!.p.x, c.p.y - seen[i]!.p.y) * mmPerPx >= TWIN_MM);
  // Seats judged standing where the blob is a pin lying across them (lyingAcrossDoubtful, lyingAcrossUnsure) or beside them (lyingBesideDoubtful): no standing pin is added there.
  const across = new Set<number>();
  // Seats judged empty doubtfully where the network saw their pin standing (doubtfulEmptyStanding): they get a standing pin.
  const doubtful = new Set<number>();
  // Round "standing" peaks beyond KNOCKED_MAX_MM of a seat another candidate claims (roundBeyondReach): a knocked pin the sticker's peak may hide.
  const beyond: Measured<T>[] = [];
  // Peaks dropped as an empty seat's sticker: a pin lying on it may be among them (sticker-lying.ts).
  const onSticker: { p: PinCand; s: PinShape }[] = [];
  for (const [i, { p, s }] of seen.entries()) {
    if (!castle || !at) { measured.push({ p, s, seat: -1, relabelled: false, sticker: false }); continue; }
    const { near, lineMm } = at[i]!;
    const seatMm = at[i]!.seatMm > KNOCKED_MAX_MM && claimed(i) ? Infinity : at[i]!.seatMm;
    const call = castle.verdicts?.[near];
    // On an empty seat's sticker a blob drawn out along the chalk line and thinner than a pin, or with less than a sticker left without the line, is the sticker and the line (seat-sticker.ts, empty-seat-line.ts).
    // Not a "fallen" peak the network is fairly sure of (sureLyingOnSticker) on a blob a lying pin's size (FALLEN_MIN_AREA_MM2): a pin lying along
    // the line off the seat (9 900 030 scene 3: 0.61, 140 mm², 15 left without the line; dropped before). Dev blocks, such sticker reads on no pin:
    // at ≥ 130 mm² ≤ 0.52 (9 400 028 scene 1, 132 mm²); sure ones (≤ 0.67) only on smaller blobs. Only the score tells it from a bright sticker.
    if ((lineRead[i] === 'sticker' && !(sureLyingOnSticker(p, s) && s.areaMm2 >= FALLEN_MIN_AREA_MM2)) || (call && !call.standing && seatMm < STICKER_SEAT_MM && stickerWithLine(castle, s, lineMm))) { if (lineRead[i] === 'sticker') onSticker.push({ p, s }); continue; }
    // A "fallen" peak on an empty seat's sticker with a blob smaller than a lying pin's (FALLEN_MIN_AREA_MM2) is the sticker, measured on the
    // cloth (onEmptySticker) where onEmptySeat measures at a pin's top: parallax puts a sticker 4-6 mm off its seat there (session 26,
    // tuning sets: 9 500 008 scene 0, 9 500 013/7 kept as lying pins, 84-97 mm², 5.2 mm off at a pin's top, 3.8-4.5 on the cloth; the
    // least lying pin's blob near an empty seat 131 mm²).
    if (p.cls === 'pin-fallen' && s.areaMm2 < FALLEN_MIN_AREA_MM2 && !sureLyingOnSticker(p, s) && onEmptySticker(castle, p.x, p.y)) { onSticker.push({ p, s }); continue; }
    // ... as is one on a blob fainter than a pin's, whatever its size: the sticker's halo flooded over the cloth round it (faint-sticker.ts).
    if (haloOnSticker(castle, p, s)) { onSticker.push({ p, s }); continue; }
    const cls = unsure[i] ? 'pin-fallen' : stateBySeat(p, s, seatMm, lineMm, call, lineRead[i] === 'standing');
    // A round "standing" peak KNOCKED_MAX_MM-STANDING_SEAT_MM off a seat another candidate claims: dropped, unless that claimer is the seat's sticker (knocked-pin.ts).
    if (!cls && seatMm === Infinity && roundBeyondReach(p, s, at[i]!.seatMm)) beyond.push({ p, s, seat: near, relabelled: false, sticker: false });
    if (!cls) continue;
    // A "standing" peak taken for a lying pin sits on part of it: the blob's centroid is the pin's middle.
    const relabelled = cls !== p.cls;
    // The network's own "fallen" peak on an empty seat's sticker, at the end of the pin lying from it: the pin's middle (seat-sticker.ts).
    const middle = relabelled && cls === 'pin-fallen' ? { x: s.cx, y: s.cy } : (!relabelled && stickerEndMiddle(castle, p, s)) || {};
    const placed = { ...p, cls, ...middle };
    const sticker = cls === 'pin-fallen' && onEmptySticker(castle, placed.x, placed.y);
    measured.push({ p: placed, s, seat: cls === 'pin-standing' ? near : -1, relabelled, sticker });
    if (call?.standing && (lyingAcrossDoubtful(s, seatMm, call, lineRead[i] === 'standing') || unsure[i] || lyingBesideDoubtful(p, s, seatMm, lineMm, call))) across.add(near);
    if (call && !call.standing && p.cls === 'pin-standing' && doubtfulEmptyStanding(s, seatMm, call, lineRead[i] === 'standing')) doubtful.add(near);
  }
  // Seats judged empty doubtfully with no peak near them whose pixels at the pin's top are a pin's: they get a standing pin (unpeaked-seat.ts).
  if (castle) for (const i of unpeakedStandingSeats(img, castle, pins, mmPerPx)) doubtful.add(i);
  // A sticker taken for a knocked pin's standing peak yields to the pin beside it (knocked-pin.ts).
  const candidates = castle ? knockedBesideSticker(img, measured, mmPerPx, castle, beyond) : measured;
  const kept = keepOnePerPin(candidates, mmPerPx, castle);
  // A "fallen" peak on an empty seat's sticker beside a lying pin kept elsewhere is that pin's end (seat-sticker.ts).
  const final = castle ? dropStickerEnds(kept, mmPerPx) : kept;
  const standing = final.filter((k) => k.p.cls === 'pin-standing').slice(0, MAX_PINS);
  const fallen = final.filter((k) => k.p.cls === 'pin-fallen').slice(0, MAX_PINS);
  const out: (T | PinCand)[] = final.filter((k) => standing.includes(k) || fallen.includes(k)).map((k) => k.p);
  // A lying pin of the other colour in a standing pin's blob (the red pin and a white one touching: colour-split.ts).
  const split = castle ? otherToneLying(img, standing, fallen.map((k) => k.p), mmPerPx, castle).slice(0, MAX_PINS - fallen.length) : [];
  // Seats judged standing with no standing pin kept get one, unless a lying pin beside the seat explains the classifier's doubt (unseen-standing.ts).
  // The network's peaks there, less those read as the chalk line beside a doubtful seat (line-off-seat.ts): no pin of either state.
  const peaks = seen.filter(({ p, s }, i) => { const call = at && castle!.verdicts?.[at[i]!.near]; return !call || !lineOffDoubtfulSeat(p, s, at![i]!.seatMm, at![i]!.lineMm, call); }).map(({ p }) => p);
  const added = unseenStanding(castle, standing.map((k) => k.seat).concat([...across]), doubtful, peaks, fallen.map((k) => k.p));
  const all = out.concat(split, added);
  if (!castle) return all;
  const centre = centreSeat(castle), call = castle.verdicts?.[centre];
  const centreStanding = !!call && (call.standing || doubtful.has(centre) || standing.some((k) => k.seat === centre));
  // A kept lying pin whose blob holds two pins: the red pin's part and a white pin's, or twice a white pin's white (lying-pair.ts).
  const paired = all.concat(pairedLying(img, all, centreStanding, mmPerPx, castle));
  // A faint "fallen" peak on an empty seat's sticker yields to a pin the search finds beside it without it (faint-sticker.ts).
  const unhidden = yieldFaintToSearch(img, paired, fallen.filter(faintOnSticker).map((k) => k.p), mmPerPx, castle);
  // A search hit within reach of a sure standing seat whose pin was kept on its sticker is that pin, knocked (knocked-found.ts).
  const withLying = standKnockedHits(unhidden, unseenLying(img, unhidden, mmPerPx, castle), castle);
  // The red pin lying where no kept pin explains it (red-search.ts).
  const withRed = call ? withLying.concat(unseenRedPin(img, withLying, centreStanding, mmPerPx, castle)) : withLying;
  // A pin lying on its own empty seat's sticker, its peak dropped as the sticker (sticker-lying.ts).
  const withSticker = withRed.concat(lyingOnSticker(img, onSticker, withRed, mmPerPx, castle));
  // A seat given a standing pin by unseenStanding that a lying pin the searches found explains, or that the search finds once that pin is left out (search-explains.ts).
  const explained = dropSearchExplained(img, withSticker, added, castle, peaks, doubtful, mmPerPx);
  const searched = searchWithoutAdded(img, explained, added, castle, peaks, doubtful, mmPerPx);
  // A second lying pin on a kept one the network saw lying, the pair's blob a pile's ink (pile-second.ts).
  return searched.concat(pileSeconds(img, searched, pins, mmPerPx, castle));
}
