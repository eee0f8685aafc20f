/**
 * The pin stage's arbitration between its measured peaks (issue 5, pins;
 * split out of pins.ts in session 30, no behaviour change): one detection per
 * pin (the same pin seen twice in one state, or in both states at one place),
 * one standing pin per seat, a lying pin's second end dropped. The seat rules
 * (pins.ts) have already given each peak its state and seat; here the peaks
 * are taken by score and each either joins a pin already kept or is a new one.
 */
import type { PinShape } from './pin-blob.js';
import { lineOf } from './seat-lines.js';
import { seatDistance, type CastleGeometry, type PinCand, type SeatCall } from './castle-measures.js';

/**
 * Two detections of one state whose blobs' centroids are closer than this (mm)
 * are one pin. Not across states (see TWIN_MM): a pin standing against a
 * fallen one makes one blob of two pins.
 */
export const SAME_PIN_MM = 8;
/**
 * A standing and a fallen detection closer than this (mm) are one pin the
 * network saw in both states (the more confident is kept); farther apart they
 * are two pins, e.g. one standing against a fallen one (tuning frames: 5-18 mm
 * apart). Raising it merges more such pairs, lowering it keeps more twins.
 */
export const TWIN_MM = 8;
/**
 * A second "fallen" detection within this distance (mm) of a lying pin kept,
 * off it along the pin's axis (within SECOND_END_DEG), is the same pin: the
 * network fires on both ends of some lying pins. Half a pin and a margin.
 * Tuning (9 100 000-079): 16-20 mm one false pin less; 24 mm two more but a
 * pin lost (two pins end to end, 22 mm apart). Raising it merges more pins
 * in line; lowering it keeps more second ends.
 */
export const SECOND_END_MM = 16;
export const SECOND_END_DEG = 30;
/**
 * A lying pin against a sure seat's standing pin (KNOCKED_MAX_MM of it, beyond
 * SEAT_STANDING_MM): a "fallen" peak the network scores at least
 * LEANING_MIN_SCORE on a blob of at least LEANING_MIN_AREA_MM2 is a lying pin
 * even when the pair's blob is not drawn out (FALLEN_BODY_ELONGATION): one
 * standing pin seen from above is a Ø 10 mm disc, its blob 60-250 mm² (up to
 * ~630 merged with the chalk line or a shadow, where the network doubts:
 * "fallen" ≤ 0.52), so a larger blob the network calls lying holds a second
 * pin. The seat keeps its standing pin (the classifier's verdict). Tuning and
 * fresh frames (seeds 9 100 000-039, 9 300 000-029), "fallen" peaks within
 * 18 mm of a sure standing seat: at ≥ 0.6 and ≥ 400 mm² four, all on a lying
 * pin 8-17 mm from the seat (422-614 mm²); with no lying pin there the
 * large blobs score ≤ 0.52, the confident peaks cover ≤ 214 mm². 0.5 adds a
 * false lying pin (fresh 9 300 023 scene 2, 0.52 on a 436 mm² smear); 0.55
 * and 300-350 mm² give the same figures. Lowering either lays more standing
 * pins merged with a shadow down beside themselves; raising them leaves a
 * pin against a standing one read as that standing pin. Here for seatTwin;
 * the seat rules use it too (pins.ts onStandingSeat).
 */
export const LEANING_MIN_SCORE = 0.6;
export const LEANING_MIN_AREA_MM2 = 400;
/**
 * yieldsSeat's reach (mm, at a pin's top): the network's own "standing" peak
 * within this of a seat, nearer it than the "fallen" peak the seat rules
 * stood up there, is the seat's pin, and that "fallen" peak the pin lying
 * against it. Session 23 asked SEAT_STANDING_MM (5); a pin knocked a few mm
 * off its seat puts its top farther: development 9 700 020 scene 7 (2.76
 * mm/px, a sure seat, p 1.00), the pin 5.0 mm off, its "standing" peak (0.38,
 * round 106 mm²) 6.2 mm off, a lying pin's "fallen" peak (0.56, 380 mm²)
 * 13.2 mm off stood up and kept at the seat: the pin missed, a false standing
 * pin, the lying pin found only by the search. On the three development blocks
 * (9 400 000, 9 700 000, 9 900 000 × 40 × 8) that is the test's one reach
 * between 5 and 18 mm, so any bar of 6.3-18 gives the same replay; 12 is a
 * knocked pin's top's reach (KNOCKED_MAX_MM's comment). Range: SEAT_STANDING_MM
 * to KNOCKED_MAX_MM. Lowering it leaves a knocked pin's seat to the pin lying
 * against it; raising it lets a "standing" peak farther off (a lying pin's
 * end the network saw standing) take the seat from a stood-up peak farther
 * still, which is then kept lying.
 */
export const YIELD_SEAT_MM = 12;
/** The kept pin's blob must be at least this elongated for its axis to be trusted by SECOND_END_MM. */
const AXIS_MIN_ELONGATION = 1.5;

/**
 * The pins `candidates` hold, taken by score (highest first): a candidate on
 * the same pin as one kept (samePin) is dropped, or replaces it (a lying
 * pin's better-placed peak; seatTwin); one on a seat already held is dropped,
 * or takes the seat from a "fallen" peak the seat rules stood up (yieldsSeat);
 * a lying pin's other end (otherEnd) is dropped.
 */
export function keepOnePerPin<T extends PinCand>(candidates: readonly Measured<T>[], mmPerPx: number, castle?: CastleGeometry): Measured<T>[] {
  const kept: Measured<T>[] = [];
  for (const m of candidates.slice().sort((a, b) => b.p.score - a.p.score)) {
    const twin = kept.findIndex((k) => samePin(k, m, mmPerPx));
    if (twin >= 0) {
      // One lying pin seen twice: the network's own "fallen" peak is placed better than a relabelled one, unless it sits on an empty seat's sticker (the pin's end there; seat-sticker.ts).
      if (kept[twin]!.relabelled && !m.relabelled && !m.sticker && m.p.cls === 'pin-fallen' && kept[twin]!.p.cls === 'pin-fallen') kept[twin] = m;
      // The seat's own pin seen in both states, the "fallen" peak first: the seat gets its standing pin either way (seatTwin).
      else if (castle?.verdicts && seatTwin(kept[twin]!, m, kept, castle.verdicts)) kept[twin] = m;
      continue;
    }
    const seated = m.seat >= 0 ? kept.findIndex((k) => k.seat === m.seat) : -1;
    if (seated >= 0) {
      // A "fallen" peak the seat rules stood up yields the seat to the network's own "standing" peak on it, and lies (yieldsSeat).
      const k = kept[seated]!;
      if (castle && yieldsSeat(k, m, castle)) kept.splice(seated, 1, m, { ...k, p: { ...k.p, cls: 'pin-fallen' }, seat: -1, relabelled: false });
      continue;
    }
    if (m.p.cls === 'pin-fallen' && kept.some((k) => otherEnd(k, m, mmPerPx))) continue;
    kept.push(m);
  }
  return kept;
}

/** A peak measured: its blob, the seat it stands on (standing; else -1), whether the seat rules changed its state, whether it lies on an empty seat's sticker (seat-sticker.ts). */
export interface Measured<T extends PinCand> { p: T; s: PinShape; seat: number; relabelled: boolean; sticker: boolean }

/**
 * The seat's standing pin `k`, kept first (the higher score), is the
 * network's "fallen" peak the seat rules stood up (onStandingSeat: a pin
 * knocked a few mm off a sure seat), while the network's own "standing" peak
 * `m` sits by the seat (within YIELD_SEAT_MM) and nearer it: `m` is the
 * seat's pin and `k` the pin lying against it, as the network saw it. A
 * knocked pin's "standing" peak on its sticker is moved to the pin before
 * (knocked-pin.ts) and no longer competes. Tuning sets (session 23): of the
 * three seats two standing candidates claimed, the two where a stood-up
 * "fallen" peak won were both a pin lying against the seat's pin
 * (9 300 045 scene 7: the red pin 4.6 mm from the seat, its peak's score
 * 0.45 over the standing pin's 0.36; 9 300 053 scene 1: a white pin 13 mm
 * off): each the seat's pin lost, a lying pin missed, a false standing pin.
 */
function yieldsSeat(k: Measured<PinCand>, m: Measured<PinCand>, castle: CastleGeometry): boolean {
  if (!k.relabelled || m.relabelled || k.p.cls !== 'pin-standing' || m.p.cls !== 'pin-standing') return false;
  const mMm = seatDistance(castle, m.p.x, m.p.y);
  return mMm < YIELD_SEAT_MM && mMm < seatDistance(castle, k.p.x, k.p.y);
}

/**
 * `m`, a standing candidate claiming its seat, is the twin of `k`, a "fallen"
 * peak kept first (the higher score), no standing pin holds that seat yet,
 * the classifier is sure of the seat (ACROSS_UNSURE_P) and `k`'s blob is no
 * larger than one standing pin's with the chalk line or a shadow
 * (LEANING_MIN_AREA_MM2): one pin, the seat's, seen in both states. Kept
 * lying, `k` was a false lying pin beside the standing pin unseenStanding
 * gives the seat (session 26, tuning sets: 9 300 018 scene 1, 9 300 049/2,
 * 9 300 056/7, 9 500 031/0, blobs 164-344 mm² at p ≥ 0.99). A larger blob
 * holds a lying pin against the seat's (9 300 042 scene 3: 495 mm²), and
 * on a doubtful seat the "standing" twin is often a lying pin's (9 500 017
 * scene 4 p 0.75, 9 500 034/1 0.86, 9 300 083/5 0.93, 9 300 064/7 0.60):
 * each would have lost its lying pin. Tried in session 29 and reverted after
 * held-out: merging a weak "fallen" twin (< LEANING_MIN_SCORE) into the
 * standing pin of a seat judged empty whose pin the doubtful-seat rules stood
 * up (tuning 9 500 021 scene 2: one false lying pin less) turned a held-out
 * lying pin standing (9 200 005 scene 6: one false pin less, one pin in the
 * wrong state more; models/README.md "Session 29").
 */
function seatTwin(k: Measured<PinCand>, m: Measured<PinCand>, kept: readonly Measured<PinCand>[], verdicts: readonly SeatCall[]): boolean {
  if (m.p.cls !== 'pin-standing' || m.seat < 0 || k.p.cls !== 'pin-fallen' || kept.some((o) => o.seat === m.seat)) return false;
  const call = verdicts[m.seat];
  return (call?.pStanding ?? 0) >= lineOf(call, 'acrossUnsure') && k.s.areaMm2 < LEANING_MIN_AREA_MM2;
}

/** One pin seen twice: same state on one blob, or both states at one place (the network hesitating). */
function samePin(a: { p: PinCand; s: PinShape }, b: { p: PinCand; s: PinShape }, mmPerPx: number): boolean {
  if (a.p.cls === b.p.cls) return Math.hypot(a.s.cx - b.s.cx, a.s.cy - b.s.cy) * mmPerPx < SAME_PIN_MM;
  return Math.hypot(a.p.x - b.p.x, a.p.y - b.p.y) * mmPerPx < TWIN_MM;
}

/** `m` (lying) lies on the axis of the lying pin `k`, within SECOND_END_MM of it: the same pin's other end. */
function otherEnd(k: Measured<PinCand>, m: Measured<PinCand>, mmPerPx: number): boolean {
  if (k.p.cls !== 'pin-fallen' || k.s.elongation < AXIS_MIN_ELONGATION) return false;
  const dx = m.p.x - k.p.x, dy = m.p.y - k.p.y;
  const d = Math.hypot(dx, dy);
  if (d * mmPerPx >= SECOND_END_MM) return false;
  // Angle between the offset and the axis, folded into 0-90°.
  const off = Math.abs(Math.atan2(dy, dx) - k.s.axis) % Math.PI;
  return Math.min(off, Math.PI - off) <= (SECOND_END_DEG * Math.PI) / 180;
}
