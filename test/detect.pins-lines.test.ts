/**
 * The seat model's own lines (issue 5, pins; session 28; src/detect/seat-lines.ts):
 * the probabilities at which the pin stage calls a seat standing, doubtful or
 * sure travel with the seat model (`<model>.lines.json` beside the .onnx); a
 * model without them, and a verdict built without them, keeps v3's lines.
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPins, type CastleGeometry, DOUBTFUL_EMPTY_P, KNOCKED_SURE_P } from '../src/detect/pins.js';
import { ACROSS_UNSURE_P } from '../src/detect/across-seat.js';
import { DOUBTFUL_LINE_P, DOUBTFUL_STICKER_P } from '../src/detect/empty-seat-line.js';
import { createDetector } from '../src/detect/detector.js';
import { DEFAULT_SEATS_MODEL, SEAT_STANDING_P, createSeatClassifier, seatClassifierOn, type SeatPlace } from '../src/detect/seats.js';
import { DEFAULT_SEAT_LINES, parseSeatLines, seatLinesFor, seatLinesPath, type SeatLines } from '../src/detect/seat-lines.js';
import { BLUE_CLOTH, IVORY, WHITE, castle, disc, names, namesAt, paint } from './detect-pins-helpers.js';

/** `c` with every verdict carrying `lines` (as the classifier's verdicts do). */
const withLines = (c: CastleGeometry, lines: Partial<SeatLines>): CastleGeometry => ({ ...c, verdicts: c.verdicts!.map((v) => ({ ...v, lines: { ...DEFAULT_SEAT_LINES, ...lines } })) });

describe('a seat model\'s lines', () => {
  const dir = mkdtempSync(join(tmpdir(), 'seat-lines-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('without a lines file a model keeps v3\'s lines, the constants the rules document', () => {
    expect(seatLinesFor(join(dir, 'none.onnx'))).toEqual(DEFAULT_SEAT_LINES);
    expect(DEFAULT_SEAT_LINES).toEqual({ standing: SEAT_STANDING_P, doubtfulLine: DOUBTFUL_LINE_P, doubtfulSticker: DOUBTFUL_STICKER_P, doubtfulEmpty: DOUBTFUL_EMPTY_P, knockedSure: KNOCKED_SURE_P, acrossUnsure: ACROSS_UNSURE_P });
    expect([SEAT_STANDING_P, DOUBTFUL_LINE_P, DOUBTFUL_EMPTY_P, KNOCKED_SURE_P, ACROSS_UNSURE_P]).toEqual([0.5, 0.35, 0.4, 0.85, 0.97]);
  });

  it('a lines file beside the model sets the lines it names (comments under "_" keys); unknown lines and non-probabilities are refused', () => {
    expect(seatLinesPath('/m/seats.onnx')).toBe('/m/seats.lines.json');
    writeFileSync(join(dir, 'a.lines.json'), JSON.stringify({ acrossUnsure: 0.9, knockedSure: 0.7, _measured: 'tuning sets' }));
    expect(seatLinesFor(join(dir, 'a.onnx'))).toEqual({ ...DEFAULT_SEAT_LINES, acrossUnsure: 0.9, knockedSure: 0.7 });
    expect(() => parseSeatLines({ acrossSure: 0.9 })).toThrow(/unknown line/);
    expect(() => parseSeatLines({ standing: 1.5 })).toThrow(/probability/);
    expect(() => parseSeatLines([0.5])).toThrow(/not an object/);
  });

  it('the classifier calls a seat standing from its own line, and its verdicts carry its lines', async () => {
    const place: SeatPlace = { seat: 'centre', table: [0, 0], px: [16, 16], top: [16, 10], mmPerPx: 2.2 };
    const img = paint(32, 32, () => null);
    const logitOf = (p: number): number => Math.log(p / (1 - p));
    const run = async (): Promise<Float32Array> => Float32Array.of(logitOf(0.4));
    const [v3] = await seatClassifierOn(run).classify(img, [place]);
    expect([v3!.standing, v3!.lines]).toEqual([false, DEFAULT_SEAT_LINES]);
    const lines = { ...DEFAULT_SEAT_LINES, standing: 0.3 };
    const [own] = await seatClassifierOn(run, undefined, lines).classify(img, [place]);
    expect([own!.standing, own!.lines]).toEqual([true, lines]);
  });

  it('createSeatClassifier reads the lines file beside the model it loads', async () => {
    const model = join(dir, 'seats.onnx');
    copyFileSync(DEFAULT_SEATS_MODEL, model);
    writeFileSync(seatLinesPath(model), JSON.stringify({ standing: 0.45, acrossUnsure: 0.9 }));
    const c = await createSeatClassifier(model);
    try {
      const [v] = await c.classify(paint(64, 64, () => null), [{ seat: 'centre', table: [0, 0], px: [32, 32], top: [32, 26], mmPerPx: 2.2 }]);
      expect(v!.lines).toEqual({ ...DEFAULT_SEAT_LINES, standing: 0.45, acrossUnsure: 0.9 });
      expect(v!.standing).toBe(v!.pStanding >= 0.45);
    } finally {
      await c.close();
    }
  }, 30_000);

  it('the detector names a seat model whose lines file is unusable (before starting its worker)', async () => {
    const model = join(dir, 'broken.onnx');
    copyFileSync(DEFAULT_SEATS_MODEL, model);
    writeFileSync(seatLinesPath(model), '{ "acrossUnsure": 0.9,');
    await expect(createDetector(undefined, 1, model)).rejects.toThrow(/broken\.onnx: unusable seat lines \(.*broken\.lines\.json: not JSON/);
    writeFileSync(seatLinesPath(model), JSON.stringify({ acrossSure: 0.9 }));
    await expect(createDetector(undefined, 1, model)).rejects.toThrow(/broken\.onnx: unusable seat lines \(.*unknown line "acrossSure"/);
  });
});

describe('the pin stage reads the lines of the model that judged the seat', () => {
  // test/detect.pins-knocked.test.ts: seat B's sticker, the pin's head 12 mm off it, "standing" peak on the sticker, "fallen" on the pin.
  const SHADE = [15, 60, 32] as const;
  const knocked = paint(160, 70, (u, v) => {
    if (disc(u, v, 130, 30, 2) || disc(u, v, 135, 33, 2.5)) return WHITE;
    return disc(u, v, 137, 34, 4.5) ? SHADE : null;
  });
  const peaks = [{ cls: 'pin-standing' as const, x: 130, y: 30, score: 0.51 }, { cls: 'pin-fallen' as const, x: 135, y: 33, score: 0.45 }];

  it('knocked pin: at 0.75 a seat is doubtful under v3\'s 0.85, sure under a model whose sure line is 0.7', () => {
    expect(names(verifyPins(knocked, peaks, 2, castle(0.75)))).toEqual(['pin-fallen 135 33', 'pin-standing 130 30']);
    expect(names(verifyPins(knocked, peaks, 2, withLines(castle(0.75), { knockedSure: 0.7 })))).toEqual(['pin-standing 135 33']);
  });

  // test/detect.pins-across.test.ts: on seat A a pin lying across the seat (the chalk line through both seats), on B a standing pin.
  const LINE = [70, 125, 215] as const;
  const across = (p: number): CastleGeometry => ({
    seats: [[160, 60], [160, 200]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
    verdicts: [{ standing: true, top: [80, 30], pStanding: p }, { standing: true, top: [80, 100], pStanding: p }],
  });
  const img = paint(160, 140, (u, v) => {
    const a = (u - 80 + (v - 30)) / Math.SQRT2, b = (u - 80 - (v - 30)) / Math.SQRT2;
    if ((Math.abs(a) <= 6.5 && Math.abs(b) <= 2.5) || Math.hypot(u - 80, v - 100) <= 2.5) return IVORY;
    return u === 80 ? LINE : null;
  }, BLUE_CLOTH);
  const acrossPeaks = [{ cls: 'pin-standing' as const, x: 80, y: 30, score: 0.5 }, { cls: 'pin-standing' as const, x: 80, y: 100, score: 0.55 }];

  it('pin across a seat: at 0.93 the seat is open to the lying-across test under v3\'s 0.97, sure under a model whose line is 0.9', () => {
    expect(namesAt(verifyPins(img, acrossPeaks, 2, across(0.93)))).toEqual(['pin-fallen 80,30', 'pin-standing 80,100']);
    expect(namesAt(verifyPins(img, acrossPeaks, 2, withLines(across(0.93), { acrossUnsure: 0.9 })))).toEqual(['pin-standing 80,100', 'pin-standing 80,30']);
  });
});
