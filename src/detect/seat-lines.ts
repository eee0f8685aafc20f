/**
 * The lines the pin stage draws on the seat classifier's probability (issue 5,
 * session 28), as settings of the seat model rather than constants: each was
 * chosen on one model's probabilities, and a retrained model moves them (v4
 * put sure seats at 0.91-0.95 where v3 said 0.98, under v3's 0.97 "sure"
 * line; models/README.md). A model's own lines live beside its file
 * (`seats.onnx` → `seats.lines.json`, any of the six keys); a model without
 * one, or a key left out, takes DEFAULT_SEAT_LINES, v3's. Each line's rule
 * and trade-off is documented where the rule reads it (the constants named
 * below, which keep v3's values).
 */
import { existsSync, readFileSync } from 'node:fs';

export interface SeatLines {
  /** A seat is judged "a pin stands here" from this probability (seats.ts SEAT_STANDING_P). */
  standing: number;
  /** Below this, a peak on an empty seat's sticker may be the sticker; from it, the seat's pin (empty-seat-line.ts DOUBTFUL_LINE_P). */
  doubtfulLine: number;
  /** Below doubtfulLine and from this, a "standing" peak at an empty seat read as its sticker is the seat's pin (empty-seat-line.ts DOUBTFUL_STICKER_P). */
  doubtfulSticker: number;
  /** A seat judged empty with at least this is doubtful (pins.ts DOUBTFUL_EMPTY_P). */
  doubtfulEmpty: number;
  /** The knocked-pin rules only on a seat at least this sure (castle-measures.ts KNOCKED_SURE_P). */
  knockedSure: number;
  /** Below this, a seat judged standing is open to the lying-across test; from it, sure for seatTwin (across-seat.ts ACROSS_UNSURE_P). */
  acrossUnsure: number;
}

/** The lines tuned on seat model v3 (sessions 19-26): the shipped model's, and any model's without a lines file. */
export const DEFAULT_SEAT_LINES: Readonly<SeatLines> = Object.freeze({ standing: 0.5, doubtfulLine: 0.35, doubtfulSticker: 0.15, doubtfulEmpty: 0.4, knockedSure: 0.85, acrossUnsure: 0.97 });

/** The lines file beside a seat model: its path with `.onnx` replaced by `.lines.json`. */
export function seatLinesPath(modelPath: string): string {
  return modelPath.replace(/\.onnx$/, '') + '.lines.json';
}

/** `raw` (a lines file's parsed JSON) over DEFAULT_SEAT_LINES; throws on an unknown key or a value outside [0, 1]. */
export function parseSeatLines(raw: unknown, where = 'seat lines'): SeatLines {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error(`${where}: not an object`);
  const out: SeatLines = { ...DEFAULT_SEAT_LINES };
  for (const [k, v] of Object.entries(raw)) {
    if (k.startsWith('_')) continue; // comments (`_measured`, `_why`) travel with the numbers
    if (!(k in DEFAULT_SEAT_LINES)) throw new Error(`${where}: unknown line "${k}"`);
    if (typeof v !== 'number' || !(v >= 0 && v <= 1)) throw new Error(`${where}: line "${k}" must be a probability`);
    out[k as keyof SeatLines] = v;
  }
  return out;
}

/** The lines of the seat model at `modelPath` (DEFAULT_SEAT_LINES without a lines file). */
export function seatLinesFor(modelPath: string): SeatLines {
  const file = seatLinesPath(modelPath);
  if (!existsSync(file)) return { ...DEFAULT_SEAT_LINES };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file}: not JSON (${(e as Error).message})`);
  }
  return parseSeatLines(raw, file);
}

/** Line `k` of the model that made `call` (DEFAULT_SEAT_LINES for a verdict that carries none, e.g. built by a test). */
export function lineOf(call: { lines?: Readonly<SeatLines> } | undefined, k: keyof SeatLines): number {
  return (call?.lines ?? DEFAULT_SEAT_LINES)[k];
}
