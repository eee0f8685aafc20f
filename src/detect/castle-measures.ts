/**
 * The castle's shared measures (issue 5, pins): what the pin stage (pins.ts)
 * and its search for unseen lying pins (unseen-lying.ts) both judge by, the
 * castle's geometry from the calibration, and the seat and chalk-line
 * distances. Split out of pins.ts (session 13) so that neither of the two
 * imports the other's module for them.
 */
import type { PinShape } from './pin-blob.js';
import { DEFAULT_SEAT_LINES, type SeatLines } from './seat-lines.js';

/**
 * Most pins of one state in a frame (the most confident kept). Per state, not
 * in all: a cap of five pins in all, by score, kept empty seats' marks seen as
 * standing pins and dropped true fallen pins (9 of 66 pins on the reported frames).
 */
export const MAX_PINS = 5;
/**
 * A standing pin stands at its seat: its base (the detection mapped at the
 * pin's height) lies within this of one. The renderer shifts standing pins
 * N(0, 5) mm per axis, so a few stand 15-17 mm off (issue 5, pins: 15 →
 * 18 mm; at 15, four tuning pins were turned lying and their seats given a
 * false pin). Farther, a "standing" peak is a lying pin's end or a mark. The
 * evaluation counts a standing detection within it as the seat's. Raising
 * it keeps pins knocked far yet standing, and more lying pins as standing.
 */
export const STANDING_SEAT_MM = 18;
/**
 * A "standing" peak away from every seat is kept as a fallen pin when its blob
 * is at least this elongated (a fallen pin measures ~2.5, a stray round mark
 * ~1.3), else dropped. Lowering it keeps more fallen pins and more stray marks.
 */
export const FALLEN_AWAY_ELONGATION = 1.8;
/**
 * A peak more than STANDING_SEAT_MM from every seat, within CHALK_LINE_MM of
 * the chalk line across the castle, whose blob is at least this elongated
 * is the line (dropped), not a pin: tuning frames (seeds 9 100 000-039),
 * the 52 peaks on the line lie within 2.9 mm of it and measure 3.9-11.6
 * (they were most of the false "fallen" pins: "standing" peaks on the line
 * 20-215 mm from the centre, turned fallen by FALLEN_AWAY_ELONGATION); the
 * 29 lying pins within 5 mm of it measure up to 3.6, up to 3.8 elsewhere
 * (not tested there).
 * Lowering it drops lying pins along the line; raising it keeps more of
 * the line. CHALK_LINE_MM: the line is ~2 mm wide and the calibration puts
 * it within ~3 mm; raising it reaches pins lying beside the line.
 */
export const CHALK_LINE_ELONGATION = 3.7;
export const CHALK_LINE_MM = 5;
/**
 * A peak more than STANDING_SEAT_MM from every seat whose blob covers at
 * least this (mm², inside the 20 mm window) is a ball, a hand or the cue,
 * not a pin (tuning frames, seeds 9 100 000-039: lying pins there 53-586 mm²,
 * n = 469; the peaks on no pin above 500 mm² measure 606-1 297, n = 19).
 * Near the seats pins touching pins make larger blobs (up to 800 mm²), so it
 * is not applied there. Lowering it drops lying pins
 * touching a ball; raising it keeps more false pins on balls and hands.
 */
export const AWAY_MAX_AREA_MM2 = 600;
/**
 * A "standing" peak away from the seats becomes a lying pin (by
 * FALLEN_AWAY_ELONGATION) only if its core differs from the cloth by at
 * least this: tuning (9 100 000-039), 177 such peaks on lying pins 76-255,
 * 54 on no pin 27-70 (mostly the chalk line; a faint cloth mark, 37-38, two
 * false pins). Raising it loses faint lying pins; lowering it keeps marks.
 */
export const AWAY_LYING_MIN_CONTRAST = 73;
/**
 * A "fallen" peak whose base would lie within this of a seat on a round blob
 * (elongation < SEAT_ROUND_ELONGATION, pins.ts) is a standing pin the network doubted:
 * fallen pins rarely lie with their middle on a seat (tuning frames: 5 %
 * within 6 mm), standing pins the network calls fallen mostly do (median
 * 2.8 mm). Raising either fixes more doubted standing pins and turns more
 * fallen pins lying across a seat into standing ones.
 */
export const SEAT_STANDING_MM = 5;
/**
 * The seat rules' knocked-pin test (pins.ts, FALLEN_BODY_AREA_MM2 and
 * ACROSS_MIN_AREA_MM2; knocked-pin.ts) reaches "fallen" peaks up to this far (mm) from the seat
 * (a knocked pin's top lies within ~12 mm of it); farther see
 * SHIFTED_ROUND_ELONGATION (at 18 a lying pin became a seat's pin).
 */
export const KNOCKED_MAX_MM = 15;
/**
 * The knocked-pin rules (pins.ts: a "fallen" peak beyond SEAT_STANDING_MM
 * of a standing seat; knocked-pin.ts) only where the seat classifier is sure
 * of the seat: probability at least this. Its known
 * errors are empty seats with a pin lying 6-28 mm from them read as
 * standing at 0.52-0.86 (models/README.md); there a "fallen" peak off the
 * seat's centre stays a lying pin. Tuning frames: 0.9 → pin state 97.42 →
 * 97.49 % (a lying pin beside a doubtful seat kept); of the 119 doubted
 * standing pins 2 had a seat below 0.9. Raising it keeps more knocked
 * standing pins "fallen"; lowering it turns pins lying beside doubtful seats
 * into standing ones. 0.9 → 0.85 with seat model v3 (issue 5, third step):
 * two nets averaged give knocked standing pins 0.87-0.88 where v1 gave
 * 0.95-0.96, which at 0.9 left them "fallen" beside a false standing pin
 * (tuning 9 100 001 scene 3, fresh2 9 300 029 scene 4); the value follows the
 * seat model's calibration, so re-choose it with any new seat model.
 */
export const KNOCKED_SURE_P = DEFAULT_SEAT_LINES.knockedSure; // 0.85; a seat model's own: seat-lines.ts
/**
 * Near a seat judged standing (within STANDING_SEAT_MM) a "fallen" peak is a
 * lying pin only when its blob is a lying pin's body: at least this area
 * (mm²) and this elongation; otherwise it is the seat's standing pin
 * (tuning frames: of 380 such peaks 370 lay on the standing pin, 5 of them
 * with a body's blob; 7 on lying pins, 243-614 mm², elongation 1.3-3.3,
 * 4 of them with a body's blob, 2 beside doubtful seats; 3 on no pin). It fixes a pin knocked a few mm off its seat (a
 * "fallen" peak on the pin, a "standing" one on the sticker) and the twins
 * where the network's "fallen" score beat its "standing" one. Lowering
 * either keeps more doubted standing pins as lying ones; raising them turns
 * pins lying against a standing one into standing pins (then dropped: one
 * per seat).
 */
export const FALLEN_BODY_AREA_MM2 = 300;
export const FALLEN_BODY_ELONGATION = 1.8;

/**
 * A blob that is a lying pin's body (FALLEN_BODY_AREA_MM2,
 * FALLEN_BODY_ELONGATION) as bright as a lying pin away from the seats
 * (AWAY_LYING_MIN_CONTRAST): a faint large blob is a standing pin merged
 * with the chalk line or a shadow (session 17), and a seat's sticker (Ø 8 mm)
 * is neither this large nor drawn out. Used beside a standing seat (pins.ts
 * onStandingSeat); on an empty seat's sticker a bright blob need only be
 * larger (seat-sticker.ts ACROSS_STICKER_MIN_AREA_MM2, session 25).
 */
export function lyingBody(s: Pick<PinShape, 'areaMm2' | 'elongation' | 'contrast'>): boolean {
  return s.areaMm2 >= FALLEN_BODY_AREA_MM2 && s.elongation >= FALLEN_BODY_ELONGATION && s.contrast >= AWAY_LYING_MIN_CONTRAST;
}

export interface PinCand { cls: 'pin-standing' | 'pin-fallen'; x: number; y: number; score: number }
/** What the calibration says about the castle: seats (table mm) and a frame px → table mapping at height z. */
export interface CastleGeometry {
  seats: readonly (readonly [number, number])[];
  toTable(x: number, y: number, z: number): readonly [number, number] | null;
  /** Its inverse: the frame px of table point (x, y) at height z (null behind the camera). */
  toFrame(x: number, y: number, z: number): readonly [number, number] | null;
  /** Height (mm) at which a standing pin is detected (its top). */
  pinTop: number;
  /**
   * The seat classifier's verdicts, one per seat in the order of `seats`:
   * whether a pin stands there, and where its top is seen (frame px). Absent:
   * the seat rules alone decide (no seat model).
   */
  verdicts?: readonly SeatCall[];
}
/** A seat classifier's verdict as the pin stage uses it. */
export interface SeatCall {
  standing: boolean;
  top: readonly [number, number];
  pStanding: number;
  /** The lines of the model that said it (seat-lines.ts; absent: DEFAULT_SEAT_LINES, v3's). */
  lines?: Readonly<SeatLines>;
}
/** Distance (mm) from the base a standing pin detected at (x, y) would have to the nearest seat. */
export function seatDistance(castle: CastleGeometry, x: number, y: number): number {
  const t = castle.toTable(x, y, castle.pinTop);
  if (!t) return Infinity;
  return Math.min(...castle.seats.map((s) => Math.hypot(s[0] - t[0], s[1] - t[1])));
}
/** Distance (mm) from the base a standing pin detected at (x, y) would have to seat `i`. */
export function distanceToSeat(castle: CastleGeometry, i: number, x: number, y: number): number {
  const t = castle.toTable(x, y, castle.pinTop), s = castle.seats[i];
  return t && s ? Math.hypot(s[0] - t[0], s[1] - t[1]) : Infinity;
}
/** The seats' mean (table mm): the castle's middle, where the centre seat stands. */
export function castleMiddle(castle: CastleGeometry): [number, number] {
  const n = castle.seats.length;
  return [castle.seats.reduce((a, s) => a + s[0], 0) / n, castle.seats.reduce((a, s) => a + s[1], 0) / n];
}
/**
 * Distance (mm) on the cloth from (x, y) to the five-pins chalk line: across
 * the table (constant x in the table frame) through the centre, left and
 * right seats, i.e. at the seats' mean x.
 */
export function chalkLineDistance(castle: CastleGeometry, x: number, y: number): number {
  const t = castle.toTable(x, y, 0);
  if (!t || !castle.seats.length) return Infinity;
  return Math.abs(t[0] - castleMiddle(castle)[0]);
}
/** Index of the seat nearest to the base a standing pin detected at (x, y) would have; -1 when it maps nowhere. */
export function nearestSeat(castle: CastleGeometry, x: number, y: number): number {
  const t = castle.toTable(x, y, castle.pinTop);
  if (!t) return -1;
  let best = -1, bd = Infinity;
  castle.seats.forEach((s, i) => { const d = Math.hypot(s[0] - t[0], s[1] - t[1]); if (d < bd) { bd = d; best = i; } });
  return best;
}
