/**
 * Gate on pin states (issue 5): held-out five-pins frames (seeds 9 003 000-1,
 * never used for training or tuning), the committed models (detector.onnx and
 * the seat classifier seats.onnx) and the seat rules. The full figures:
 *   EVAL=1 FRAMES=30 npx vitest run test/detect.eval.test.ts            (all disciplines)
 *   PINS_EVAL=1 [FIRST=9200000] [SEEDS=40] [SCENES=8] npx vitest run test/detect.pins.test.ts
 *     (five-pins only: SEEDS cameras and looks, SCENES scenes each; pin and seat-state accuracy,
 *      every seat error listed; writes .tmp/seats/eval.json; SEATS=0 runs without the seat classifier,
 *      SEATS_MODEL=path another seat model, CASTLE_MODEL=path the castle pass's own weights (0: none, the castle through MODEL;
 *      default models/castle.onnx where it exists), PINS_OUT=path the JSON; frames are cached in .tmp/pins-cache, PINS_CACHE=0 renders afresh)
 * (models/README.md, "Seat classifier").
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODEL, createDetector, type Detection, type Detector } from '../src/detect/detector.js';
import { matchFrame, matchPins, renderPinFrames, summarise, type EvalFrame, type FrameResult } from '../src/detect/evaluate.js';
import { randomCamera, type Truth } from '../src/detect/synth.js';
import { tableForDiscipline } from '../src/geometry/tables.js';
import { makeRng } from '../src/sim/render/index.js';
import { createSeatClassifier, seatPlaces } from '../src/detect/seats.js';
import { seatLabels } from '../src/detect/seats-truth.js';
import { PIN_TOP_MM } from '../src/detect/synth.js';
import { verifyPins, type CastleGeometry, type PinCand } from '../src/detect/pins.js';
import type { RgbImage } from '../src/detect/preprocess.js';
import type { CaromTable } from '../src/geometry/tables.js';

describe('the seat verdicts in the pin stage', () => {
  /** Green cloth with white shapes; 2 mm per px, no parallax; seats A at px (30, 30) and B at (130, 30). */
  const paint = (w: number, h: number, white: (u: number, v: number) => boolean): RgbImage => {
    const data = new Uint8Array(w * h * 3);
    for (let v = 0; v < h; v++) for (let u = 0; u < w; u++) data.set(white(u, v) ? [245, 245, 240] : [30, 110, 60], (v * w + u) * 3);
    return { data, width: w, height: h };
  };
  const round = (u: number, v: number, x: number, y: number): boolean => Math.hypot(u - x, v - y) <= 2.5;
  const bar = (u: number, v: number, x: number, y: number): boolean => Math.abs(u - x) <= 6.25 && Math.abs(v - y) <= 2.5;
  const castle = (a: boolean, b: boolean): CastleGeometry => ({
    seats: [[60, 60], [260, 60]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
    verdicts: [{ standing: a, top: [30, 30], pStanding: a ? 0.9 : 0.1 }, { standing: b, top: [130, 30], pStanding: b ? 0.95 : 0.05 }],
  });

  it('an empty seat gives no standing pin, a standing seat gives one even where the network saw none, fallen pins stay', () => {
    const img = paint(160, 70, (u, v) => round(u, v, 30, 30) || bar(u, v, 85, 30) || round(u, v, 130, 30));
    const pins = verifyPins(img, [
      { cls: 'pin-standing' as const, x: 30, y: 30, score: 0.6 }, // seat A judged empty: its sticker
      { cls: 'pin-fallen' as const, x: 31, y: 30, score: 0.4 }, // the same sticker as a "fallen pin": too small a blob
      { cls: 'pin-fallen' as const, x: 85, y: 30, score: 0.5 }, // a fallen pin away from the seats
    ], 2, castle(false, true));
    expect(pins.map((p) => `${p.cls} ${p.x} ${p.score}`).sort()).toEqual(['pin-fallen 85 0.5', 'pin-standing 130 0.95']);
  });

  it('a "fallen" peak on a seat judged standing is its standing pin; one standing pin per seat', () => {
    const img = paint(160, 70, (u, v) => round(u, v, 130, 30));
    const pins = verifyPins(img, [{ cls: 'pin-fallen' as const, x: 130, y: 31, score: 0.4 }], 2, castle(false, true));
    expect(pins.map((p) => `${p.cls} ${p.x}`)).toEqual(['pin-standing 130']);
  });

  /** Seat B standing with probability `pB` (A empty). */
  const castleB = (pB: number): CastleGeometry => ({ ...castle(false, true), verdicts: [castle(false, true).verdicts![0]!, { standing: pB >= 0.5, top: [130, 30], pStanding: pB }] });
  /** A knocked pin standing 12 mm beside seat B's sticker: the network says "standing" on the sticker, "fallen" on the pin. */
  const knocked = paint(160, 70, (u, v) => Math.hypot(u - 130, v - 30) <= 2 || round(u, v, 136, 30));
  const knockedPeaks = [{ cls: 'pin-standing' as const, x: 130, y: 30, score: 0.4 }, { cls: 'pin-fallen' as const, x: 136, y: 30, score: 0.5 }];

  it('a pin knocked a few mm off a seat the classifier is sure of stands where it is seen; on a doubtful seat a lying pin stays', () => {
    expect(verifyPins(knocked, knockedPeaks, 2, castleB(0.95)).map((p) => `${p.cls} ${p.x}`)).toEqual(['pin-standing 136']);
    // Seat B doubtful (0.6): the classifier's usual error is an empty seat with a pin lying beside it.
    expect(verifyPins(knocked, knockedPeaks, 2, castleB(0.6)).map((p) => `${p.cls} ${p.x}`).sort()).toEqual(['pin-fallen 136', 'pin-standing 130']);
  });

  it('beside a seat judged standing a lying pin\'s body stays fallen', () => {
    // A 34 × 14 mm body 14 mm below seat B (its sticker above it).
    const img = paint(160, 70, (u, v) => Math.hypot(u - 130, v - 30) <= 2 || (Math.abs(u - 130) <= 8 && Math.abs(v - 37) <= 3.5));
    const pins = verifyPins(img, [{ cls: 'pin-standing' as const, x: 130, y: 30, score: 0.4 }, { cls: 'pin-fallen' as const, x: 130, y: 37, score: 0.5 }], 2, castleB(0.95));
    expect(pins.map((p) => `${p.cls} ${p.y}`).sort()).toEqual(['pin-fallen 37', 'pin-standing 30']);
  });

  it('a pin lying across an empty seat seen as "standing" is a fallen pin at its blob\'s middle; the network\'s own "fallen" peak on it is kept instead', () => {
    // A 26 × 14 mm body over seat A (empty), its middle 6 mm to the right of the seat.
    const img = paint(160, 70, (u, v) => Math.abs(u - 33) <= 6 && Math.abs(v - 30) <= 3.5);
    const alone = verifyPins(img, [{ cls: 'pin-standing' as const, x: 30, y: 30, score: 0.5 }], 2, castle(false, true));
    expect(alone.filter((p) => p.x < 80).map((p) => `${p.cls} ${p.x.toFixed(0)} ${p.y.toFixed(0)}`)).toEqual(['pin-fallen 33 30']);
    const both = verifyPins(img, [{ cls: 'pin-standing' as const, x: 30, y: 30, score: 0.5 }, { cls: 'pin-fallen' as const, x: 35, y: 30, score: 0.3 }], 2, castle(false, true));
    expect(both.filter((p) => p.x < 80).map((p) => `${p.cls} ${p.x}`)).toEqual(['pin-fallen 35']);
  });

  it('away from the seats the chalk line and blobs larger than a pin (a ball, a hand) are no pins; a lying pin is', () => {
    // The chalk line (6 mm) across the castle at the seats' mean x (table 160 mm: px 80); a disc filling the 20 mm window; a lying pin.
    const img = paint(200, 120, (u, v) => Math.abs(u - 80) <= 1 || Math.hypot(u - 170, v - 95) <= 11 || bar(u, v, 40, 90));
    const pins = verifyPins(img, [
      { cls: 'pin-standing' as const, x: 80, y: 90, score: 0.5 }, // on the line, 70 mm below the seats
      { cls: 'pin-fallen' as const, x: 80, y: 60, score: 0.4 }, // on the line
      { cls: 'pin-fallen' as const, x: 170, y: 95, score: 0.45 }, // on the "ball"
      { cls: 'pin-fallen' as const, x: 40, y: 90, score: 0.3 }, // a lying pin
    ], 2, castle(false, false));
    expect(pins.map((p) => `${p.cls} ${p.x}`)).toEqual(['pin-fallen 40']);
  });
});

describe('the pin-stage rules of issue 5, pins (second step)', () => {
  /** Green cloth with shapes of given colours; 2 mm per px, no parallax; seats A at px (30, 30) and B at (130, 30). */
  const paintRgb = (w: number, h: number, colour: (u: number, v: number) => readonly number[] | null): RgbImage => {
    const data = new Uint8Array(w * h * 3);
    for (let v = 0; v < h; v++) for (let u = 0; u < w; u++) data.set(colour(u, v) ?? [30, 110, 60], (v * w + u) * 3);
    return { data, width: w, height: h };
  };
  const WHITE = [245, 245, 240];
  const castle = (pB: number): CastleGeometry => ({
    seats: [[60, 60], [260, 60]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
    verdicts: [{ standing: false, top: [30, 30], pStanding: 0.05 }, { standing: pB >= 0.5, top: [130, 30], pStanding: pB }],
  });
  const names = (pins: readonly PinCand[]): string[] => pins.map((p) => `${p.cls} ${p.x}`).sort();

  it('away from the seats a faint elongated mark seen "standing" is no lying pin; a bright one is (AWAY_LYING_MIN_CONTRAST)', () => {
    // Two 26 × 10 mm bars 120 mm below the seats, off the chalk line (px 80): one faint (core contrast 52), one white.
    const bar = (u: number, v: number, x: number): boolean => Math.abs(u - x) <= 6 && Math.abs(v - 90) <= 2;
    const img = paintRgb(200, 120, (u, v) => (bar(u, v, 40) ? [60, 140, 90] : bar(u, v, 130) ? WHITE : null));
    const pins = verifyPins(img, [{ cls: 'pin-standing' as const, x: 40, y: 90, score: 0.4 }, { cls: 'pin-standing' as const, x: 130, y: 90, score: 0.4 }], 2, castle(0.05));
    expect(pins.map((p) => `${p.cls} ${Math.round(p.x)}`)).toEqual(['pin-fallen 130']);
  });

  it('a second "fallen" peak along a lying pin\'s axis is its other end; one beside it is a second pin (SECOND_END_MM)', () => {
    // Two 10 × 6 mm parts with a 4 mm gap (one pin cut in two by the blob rule), 120 mm below the seats: 14 mm apart in line, and 10 mm side by side.
    const part = (u: number, v: number, x: number, y: number): boolean => Math.abs(u - x) <= 2.5 && Math.abs(v - y) <= 1;
    const inLine = paintRgb(200, 120, (u, v) => (part(u, v, 40, 90) || part(u, v, 47, 90) ? WHITE : null));
    const peaks = (x2: number, y2: number) => [{ cls: 'pin-fallen' as const, x: 40, y: 90, score: 0.6 }, { cls: 'pin-fallen' as const, x: x2, y: y2, score: 0.3 }];
    expect(names(verifyPins(inLine, peaks(47, 90), 2, castle(0.05)))).toEqual(['pin-fallen 40']);
    const sideBySide = paintRgb(200, 120, (u, v) => (part(u, v, 40, 90) || part(u, v, 40, 95) ? WHITE : null));
    expect(names(verifyPins(sideBySide, peaks(40, 95), 2, castle(0.05)))).toEqual(['pin-fallen 40', 'pin-fallen 40']);
  });

  it('a round pin 16 mm off a sure standing seat, seen "fallen" before "standing", stands there; a lying pin there stays lying (STANDING_SEAT_MM, SHIFTED_ROUND_ELONGATION, KNOCKED_MAX_MM)', () => {
    // Seat B at px (130, 30); the pin 8 px (16 mm) right of it, the seat's sticker (Ø 8 mm) on the seat.
    const shifted = paintRgb(160, 70, (u, v) => (Math.hypot(u - 130, v - 30) <= 2 || Math.hypot(u - 138, v - 30) <= 2.5 ? WHITE : null));
    const twins = [{ cls: 'pin-fallen' as const, x: 138, y: 30, score: 0.6 }, { cls: 'pin-standing' as const, x: 138, y: 30, score: 0.4 }];
    expect(names(verifyPins(shifted, twins, 2, castle(0.98)))).toEqual(['pin-standing 138']);
    // A compact lying pin (25 × 10 mm, under FALLEN_BODY_AREA_MM2) as far off the seat: lying, and the seat keeps its pin.
    const lying = paintRgb(160, 70, (u, v) => (Math.hypot(u - 130, v - 30) <= 2.5 || (Math.abs(u - 130) <= 6 && Math.abs(v - 38) <= 2) ? WHITE : null));
    const pins = verifyPins(lying, [{ cls: 'pin-fallen' as const, x: 130, y: 38, score: 0.6 }, { cls: 'pin-standing' as const, x: 130, y: 38, score: 0.5 }, { cls: 'pin-standing' as const, x: 130, y: 30, score: 0.4 }], 2, castle(0.98));
    expect(pins.map((p) => `${p.cls} ${p.y}`).sort()).toEqual(['pin-fallen 38', 'pin-standing 30']);
    // The same lying pin seen only as "standing", the seat's own pin unseen: the lying pin stays lying, the seat gets its pin.
    const alone = verifyPins(lying, [{ cls: 'pin-standing' as const, x: 130, y: 38, score: 0.5 }], 2, castle(0.98));
    expect(alone.map((p) => `${p.cls} ${Math.round(p.y)}`).sort()).toEqual(['pin-fallen 38', 'pin-standing 30']);
  });

  it('a pin standing 15-16 mm off a sure seat, seen in both states astride KNOCKED_MAX_MM, is not pushed off the seat by its own twin (TWIN_MM)', () => {
    // Seat B's sticker on the seat, the pin 8 px (16 mm) right of it; its "standing" peak 14.8 mm off the seat (claims it), its "fallen" one 16 mm off.
    const shifted = paintRgb(160, 70, (u, v) => (Math.hypot(u - 130, v - 30) <= 2 || Math.hypot(u - 138, v - 30) <= 2.5 ? WHITE : null));
    const twins = [{ cls: 'pin-fallen' as const, x: 138, y: 30, score: 0.45 }, { cls: 'pin-standing' as const, x: 137.4, y: 30, score: 0.32 }];
    expect(names(verifyPins(shifted, twins, 2, castle(1)))).toEqual(['pin-standing 138']);
  });

  it('a pin lying across a seat the classifier doubtfully judged standing stays lying, and the seat gets no standing pin (ACROSS_MIN_AREA_MM2)', () => {
    // A 26 × 10 mm body whose middle lies 4 mm from seat B (260 mm², elongation 2.6); the network's "fallen" peak on it.
    const img = paintRgb(160, 70, (u, v) => (Math.abs(u - 132) <= 6.5 && Math.abs(v - 30) <= 2.5 ? WHITE : null));
    const peak = [{ cls: 'pin-fallen' as const, x: 132, y: 30, score: 0.5 }];
    expect(names(verifyPins(img, peak, 2, castle(0.6)))).toEqual(['pin-fallen 132']);
    // Above KNOCKED_SURE_P but under ACROSS_UNSURE_P the blob without the chalk line decides (across-seat.ts, session 24): still lying.
    expect(names(verifyPins(img, peak, 2, castle(0.95)))).toEqual(['pin-fallen 132']);
    // The classifier sure of the seat: its standing pin, as for a standing pin merged with a sticker or the chalk line.
    expect(names(verifyPins(img, peak, 2, castle(0.99)))).toEqual(['pin-standing 132']);
  });

  it('a seat with a standing pin within KNOCKED_MAX_MM keeps it over a round blob farther off', () => {
    // Seat B's pin on the seat, a round mark 16 mm off it seen "standing" more surely.
    const img = paintRgb(160, 70, (u, v) => (Math.hypot(u - 130, v - 30) <= 2.5 || Math.hypot(u - 138, v - 30) <= 2.5 ? WHITE : null));
    const pins = verifyPins(img, [{ cls: 'pin-standing' as const, x: 138, y: 30, score: 0.6 }, { cls: 'pin-standing' as const, x: 130, y: 30, score: 0.4 }], 2, castle(0.98));
    expect(names(pins)).toEqual(['pin-standing 130']);
  });
});

describe('pin state accuracy counts what the camera can see', () => {
  const table = tableForDiscipline('five-pins');
  const camera = randomCamera(makeRng(1), table);
  const truth = (cls: Truth['cls'], id: string, at: [number, number], px: [number, number]): Truth => ({ cls, id, table: at, px, blurPx: 0, occluded: 0 });
  /** A frame with these labels and no image: matchFrame reads only the labels. */
  const frameOf = (truths: Truth[]): EvalFrame => ({ seed: 0, img: { data: new Uint8Array(3), width: 1, height: 1 }, camera, table, pins: true, seats: [], truths });

  it('a pin under a ball is left out (reported apart), as its seat is', () => {
    const frame = frameOf([truth('ball-red', 'red', [70, 10], [500, 500]), truth('pin-standing', 'top', [63, 0], [500, 490]), truth('pin-fallen', 'left', [10, 70], [300, 300])]);
    const res = matchFrame(frame, [{ class: 'pin-fallen', x: 300, y: 301, confidence: 0.5 }]);
    expect(res.pins.map((p) => p.truth.id)).toEqual(['left']);
    expect(res.pinsUnderBall.map((p) => p.truth.id)).toEqual(['top']);
    const s = summarise([res]);
    expect([s.pins, s.pinStateAccuracy, s.pinsUnderBall, s.pinStateAccuracyWithUnderBall, s.falsePins]).toEqual([1, 1, 1, 0.5, 0]);
  });

  it('a standing and a lying pin 2 px apart, each seen in its state, are two right pins whichever detection lies nearer (matchPins)', () => {
    const frame = frameOf([truth('pin-standing', 'left', [-63, 0], [300, 300]), truth('pin-fallen', 'top', [0, 20], [302, 300])]);
    // The lying pin's detection lies 0.8 px from the standing pin's label, nearer than the standing detection (1 px):
    // label by label, the standing label took it and left the lying label the standing detection (two errors).
    const dets: Detection[] = [{ class: 'pin-standing', x: 299, y: 300, confidence: 0.6 }, { class: 'pin-fallen', x: 300.8, y: 300, confidence: 0.5 }];
    const res = matchFrame(frame, dets);
    expect(res.pins.map((p) => `${p.truth.id} ${p.det?.class}`)).toEqual(['left pin-standing', 'top pin-fallen']);
    const s = summarise([res]);
    expect([s.pins, s.pinStateAccuracy, s.falsePins]).toEqual([2, 1, 0]);
    // A right pair is not traded for two wrong ones, nor a wrong pair for a miss and a false pin.
    expect(matchPins([frame.truths[0]!], [dets[1]!]).map((d) => d?.class)).toEqual(['pin-fallen']);
    expect(matchPins(frame.truths, [{ class: 'pin-standing', x: 301.5, y: 300, confidence: 0.6 }]).map((d) => d?.class ?? null)).toEqual(['pin-standing', null]);
  });
});

/** Seeds of the gate: two cameras and looks, five scenes each. */
const SEEDS = [9_003_000, 9_003_001];
const SCENES = 5;

describe('pin states on held-out five-pins frames', () => {
  let det: Detector;
  const frames: EvalFrame[] = [];
  beforeAll(async () => {
    det = await createDetector();
    for (const s of SEEDS) frames.push(...(await renderPinFrames(s, SCENES)));
  }, 180_000); // rendering 10 frames: ~15 s on a quiet machine, a minute or more on the shared one
  afterAll(() => det?.close());

  it('finds most visible pins in the right state and invents few', async () => {
    const res = [];
    for (const f of frames) res.push(matchFrame(f, await det.detectFrame(f.img, { camera: f.camera, table: f.table, pins: true })));
    const s = summarise(res);
    console.log(`pin gate: ${s.pins} pins, state accuracy ${s.pinStateAccuracy.toFixed(3)}, ${s.falsePins} false, ${JSON.stringify(s.pinErrors)}; ${s.seats} seats, seat state accuracy ${s.seatStateAccuracy.toFixed(3)} ${JSON.stringify(s.seatErrors)}`);
    expect(s.pins).toBeGreaterThan(30);
    expect(s.seats).toBeGreaterThan(40);
    // These frames measure pin state 1.0, 1 false pin of 45 and seat state 1.0 of 46 seen seats (one seat is 2 %);
    // before the pin-stage rules on the chalk line, balls and knocked pins (issue 5, pins): 6 false pins; the seat
    // rules alone (before the seat classifier) measured pin state 1.0 and 8 false pins here.
    expect(s.pinStateAccuracy).toBeGreaterThanOrEqual(0.95);
    expect(s.falsePins / s.pins).toBeLessThanOrEqual(0.1);
    expect(s.seatStateAccuracy).toBeGreaterThanOrEqual(0.97);
  }, 60_000);

  it('the castle pass runs on its own weights when given a castle model (here the detector\'s own: the same pins)', async () => {
    const own = await createDetector(undefined, 2, undefined, DEFAULT_MODEL);
    try {
      for (const f of frames.slice(0, 3)) {
        const opts = { camera: f.camera, table: f.table, pins: true };
        const pins = (ds: readonly Detection[]): string[] => ds.filter((d) => d.class.startsWith('pin')).map((d) => `${d.class} ${d.x.toFixed(2)} ${d.y.toFixed(2)}`).sort();
        const [a, b] = [await det.detectFrame(f.img, opts), await own.detectFrame(f.img, opts)];
        expect(pins(a).length).toBeGreaterThan(0);
        expect(pins(b)).toEqual(pins(a));
      }
    } finally {
      await own.close();
    }
  }, 30_000);

  it('the seat classifier alone tells standing pins from empty seats', async () => {
    const seats = await createSeatClassifier();
    let n = 0, ok = 0;
    try {
      for (const f of frames) {
        const table = f.table as CaromTable;
        const verdicts = await seats.classify(f.img, seatPlaces(f.camera, table, PIN_TOP_MM));
        for (const l of f.seats ?? seatLabels(f.truths, table, 0.6)) {
          if (!l.visible) continue;
          n++;
          if (verdicts.find((v) => v.seat === l.seat)?.standing === l.standing) ok++;
        }
      }
    } finally {
      await seats.close();
    }
    console.log(`seat classifier alone: ${ok} of ${n} seats right`);
    // 46 of 46 here (one seat is 2 %).
    expect(ok / n).toBeGreaterThanOrEqual(0.97);
  }, 30_000);
});

/**
 * `renderPinFrames(seed, scenes)` through a disk cache (raw RGB and the labels, ~6 MB a frame): rendering
 * 320 frames takes ~25 min on the shared machine, reading them back seconds, so rules and models can be
 * compared on the same frames. The key is the seed and scene count (the renderer's output for a seed).
 */
async function cachedPinFrames(seed: number, scenes: number): Promise<EvalFrame[]> {
  const dir = process.env.PINS_CACHE === '0' ? undefined : '.tmp/pins-cache';
  const meta = dir && `${dir}/${seed}-${scenes}.json`;
  if (dir && meta && existsSync(meta)) {
    const m = JSON.parse(readFileSync(meta, 'utf8')) as (Omit<EvalFrame, 'img'> & { w: number; h: number })[];
    return m.map(({ w, h, ...f }, k) => ({ ...f, img: { data: new Uint8Array(readFileSync(`${dir}/${seed}-${scenes}-${k}.rgb`)), width: w, height: h } }));
  }
  const frames = await renderPinFrames(seed, scenes);
  if (dir && meta) {
    mkdirSync(dir, { recursive: true });
    frames.forEach((f, k) => writeFileSync(`${dir}/${seed}-${scenes}-${k}.rgb`, f.img.data));
    writeFileSync(meta, JSON.stringify(frames.map(({ img, jpeg: _j, ...f }) => ({ ...f, w: img.width, h: img.height }))));
  }
  return frames;
}

describe.skipIf(!process.env.PINS_EVAL)('pin and seat states on many held-out five-pins frames', () => {
  it('measures pin state and seat-state accuracy', async () => {
    // SEATS=0: without the seat classifier (the seat rules alone), to measure what it brings.
    const castle = process.env.CASTLE_MODEL === '0' ? null : process.env.CASTLE_MODEL || undefined;
    const det = await createDetector(process.env.MODEL || undefined, 2, process.env.SEATS === '0' ? null : process.env.SEATS_MODEL || undefined, castle);
    const first = Number(process.env.FIRST ?? 9_200_000), seeds = Number(process.env.SEEDS ?? 40), scenes = Number(process.env.SCENES ?? 8);
    const res: FrameResult[] = [];
    const errors: string[] = [];
    try {
      for (let k = 0; k < seeds; k++) {
        for (const [i, f] of (await cachedPinFrames(first + k, scenes)).entries()) {
          const dets = await det.detectFrame(f.img, { camera: f.camera, table: f.table, pins: true });
          const r = matchFrame(f, dets);
          res.push(r);
          for (const s of r.seats) if (s.said !== s.standing) errors.push(`seed ${f.seed} scene ${i} seat ${s.seat}: ${s.standing ? 'standing pin said empty' : 'empty seat said standing'}`);
          for (const p of r.pins) if (p.det?.class !== p.truth.cls) errors.push(`seed ${f.seed} scene ${i} pin ${p.truth.id} ${p.truth.cls}: ${p.det ? `seen ${p.det.class}` : 'missed'}`);
          for (const d of r.falsePins) errors.push(`seed ${f.seed} scene ${i} false ${d.class} ${d.confidence.toFixed(2)} at table (${d.table?.map((v) => v.toFixed(0)).join(', ')})`);
        }
      }
    } finally {
      await det.close();
    }
    const s = summarise(res);
    const pct = (v: number): string => `${(100 * v).toFixed(2)} %`;
    console.log(`${s.frames} five-pins frames (seeds ${first}-${first + seeds - 1}, ${scenes} scenes each):\n  seat-state accuracy ${pct(s.seatStateAccuracy)} of ${s.seats} seen seats ${JSON.stringify(s.seatErrors)}\n  pin state accuracy ${pct(s.pinStateAccuracy)} of ${s.pins} pins (${pct(s.pinStateAccuracyWithUnderBall)} counting the ${s.pinsUnderBall} under a ball), ${s.falsePins} false pins (strict ${pct(s.pinStrictAccuracy)}) ${JSON.stringify(s.pinErrors)}\n  ${errors.join('\n  ')}`);
    mkdirSync('.tmp/seats', { recursive: true });
    writeFileSync(process.env.PINS_OUT || `.tmp/seats/eval${process.env.SEATS === '0' ? '-noseats' : ''}.json`, JSON.stringify({ first, seeds, scenes, summary: { ...s, byCondition: undefined }, errors }, null, 2));
    expect(s.seats).toBeGreaterThan(0);
  }, 7_200_000);
});
