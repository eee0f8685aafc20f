/**
 * Replay of the pin stage on saved network output (issue 5, pins; session 29,
 * from session 28's scratch tool): the pin network's raw peaks (`verify:
 * false`) and the seat model's probabilities are dumped once per cached set
 * (one network pass, minutes), then `verifyPins` and the evaluation's matching
 * run on them in seconds, so a rule or a seat line can be swept without a
 * PINS_EVAL run each time. Off unless PINS_REPLAY=1:
 *   PINS_REPLAY=1 FIRST=9500000 [SEEDS=40] [SCENES=8] [SEATS_MODEL=path] [LINES='{"knockedSure":0.75}']
 *     [PINS_CHECK=path] npx vitest run test/detect.pins-replay.test.ts
 * Frames come from the PINS_EVAL cache (.tmp/pins-cache; render it with test/detect.pins.test.ts first).
 * The dump is .tmp/pins-replay/<FIRST>-<SEEDS>x<SCENES>-<seat model's path>.json (delete it after changing the
 * pin network or the seat model); for another SEATS_MODEL on a set the shipped seat model's dump exists for (and no
 * MODEL), the network's peaks are taken from that dump and only the seat model runs: a new seats.onnx is
 * measured on a cached set in about a minute (session 41). LINES overrides the seat model's lines (seat-lines.ts). PINS_CHECK, the
 * PINS_OUT JSON of a PINS_EVAL run of the same set and model with the same code, makes the test check that
 * the replay gives its figures and its error list exactly.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDetector, type Detection } from '../src/detect/detector.js';
import { castleGeometry, castleScale } from '../src/detect/castle.js';
import { matchFrame, summarise, type EvalFrame, type FrameResult } from '../src/detect/evaluate.js';
import { verifyPins, type PinCand } from '../src/detect/pins.js';
import { DEFAULT_SEATS_MODEL, createSeatClassifier, seatPlaces } from '../src/detect/seats.js';
import { parseSeatLines, seatLinesFor, type SeatLines } from '../src/detect/seat-lines.js';
import { pixelToTable } from '../src/camera/model.js';
import { FALLEN_PIN_Z, PIN_TOP_MM } from '../src/detect/synth.js';
import type { CaromTable } from '../src/geometry/tables.js';

/** One frame's saved network output: the raw pin peaks and the seat model's probability per seat (seatPlaces' order). */
interface Dumped { cands: PinCand[]; p: number[] }

/** The cached frames of one seed (test/detect.pins.test.ts writes them). */
function cachedFrames(seed: number, scenes: number): EvalFrame[] {
  const meta = `.tmp/pins-cache/${seed}-${scenes}.json`;
  if (!existsSync(meta)) throw new Error(`no cached frames for seed ${seed} (${meta}): run PINS_EVAL=1 on this set first`);
  const m = JSON.parse(readFileSync(meta, 'utf8')) as (Omit<EvalFrame, 'img'> & { w: number; h: number })[];
  return m.map(({ w, h, ...f }, k) => ({ ...f, img: { data: new Uint8Array(readFileSync(`.tmp/pins-cache/${seed}-${scenes}-${k}.rgb`)), width: w, height: h } }));
}

/** The pin stage on one frame's saved output, as `castlePins` runs it, and the frame matched as PINS_EVAL matches it. */
export function replayFrame(f: EvalFrame, d: Dumped, lines: Readonly<SeatLines>): FrameResult {
  const table = f.table as CaromTable, camera = f.camera!;
  const places = seatPlaces(camera, table, PIN_TOP_MM);
  const verdicts = places.map((pl, j) => ({ ...pl, pStanding: d.p[j]!, standing: d.p[j]! >= lines.standing, lines }));
  const opts = { camera, table };
  const pins = verifyPins(f.img, d.cands, castleScale(f.img, opts), castleGeometry(opts, verdicts) ?? undefined);
  // As detectFrame reports a pin: its table point at the pin's top (standing) or on the cloth (lying).
  const dets: Detection[] = pins.map((c) => {
    const t = pixelToTable(camera, [c.x, c.y], c.cls === 'pin-standing' ? PIN_TOP_MM : FALLEN_PIN_Z);
    return { class: c.cls, x: c.x, y: c.y, confidence: c.score, ...(t ? { table: t } : {}) };
  });
  return matchFrame(f, dets);
}

describe.skipIf(!process.env.PINS_REPLAY)('the pin stage replayed on saved network output', () => {
  it('gives the PINS_EVAL figures of its set', async () => {
    const first = Number(process.env.FIRST ?? 9_500_000), seeds = Number(process.env.SEEDS ?? 40), scenes = Number(process.env.SCENES ?? 8);
    expect(first).not.toBe(9_200_000); // the held-out set is the lead's
    const model = process.env.SEATS_MODEL || DEFAULT_SEATS_MODEL;
    // Only the lines LINES names replace the model's (parseSeatLines checks them, and fills the others with v3's).
    const over = process.env.LINES ? (JSON.parse(process.env.LINES) as Partial<SeatLines>) : {};
    parseSeatLines(over, 'LINES');
    const lines: SeatLines = { ...seatLinesFor(model), ...over };
    const dumpOf = (m: string): string => `.tmp/pins-replay/${first}-${seeds}x${scenes}-${relative(process.cwd(), m).replace(/[^\w.-]+/g, '_')}.json`;
    const path = dumpOf(model), shipped = dumpOf(DEFAULT_SEATS_MODEL);
    if (!existsSync(path) && !process.env.MODEL && existsSync(shipped)) {
      // Another seat model on a set the shipped one was dumped for: the network's peaks do not depend on the seat
      // model (verify: false), so they are taken from that dump and only the seat model runs (seconds, not minutes).
      const seats = await createSeatClassifier(model);
      const base = JSON.parse(readFileSync(shipped, 'utf8')) as Dumped[];
      const out: Dumped[] = [];
      try {
        for (let k = 0; k < seeds; k++) for (const [i, f] of cachedFrames(first + k, scenes).entries()) {
          const p = (await seats.classify(f.img, seatPlaces(f.camera!, f.table as CaromTable, PIN_TOP_MM))).map((v) => v.pStanding);
          out.push({ cands: base[k * scenes + i]!.cands, p });
        }
      } finally {
        await seats.close();
      }
      writeFileSync(path, JSON.stringify(out));
    }
    if (!existsSync(path)) {
      const det = await createDetector(process.env.MODEL || undefined, 2, null);
      const seats = await createSeatClassifier(model);
      const out: Dumped[] = [];
      try {
        for (let k = 0; k < seeds; k++) for (const f of cachedFrames(first + k, scenes)) {
          const raw = await det.detectFrame(f.img, { camera: f.camera, table: f.table, pins: true, verify: false });
          const cands = raw.filter((x) => x.class.startsWith('pin')).map((x) => ({ cls: x.class as PinCand['cls'], x: x.x, y: x.y, score: x.confidence }));
          const p = (await seats.classify(f.img, seatPlaces(f.camera!, f.table as CaromTable, PIN_TOP_MM))).map((v) => v.pStanding);
          out.push({ cands, p });
        }
      } finally {
        await det.close();
        await seats.close();
      }
      mkdirSync('.tmp/pins-replay', { recursive: true });
      writeFileSync(path, JSON.stringify(out));
    }
    const dump = JSON.parse(readFileSync(path, 'utf8')) as Dumped[];
    const res: FrameResult[] = [], errors: string[] = [];
    for (let k = 0; k < seeds; k++) {
      for (const [i, f] of cachedFrames(first + k, scenes).entries()) {
        const r = replayFrame(f, dump[k * scenes + i]!, lines);
        res.push(r);
        // The error lines of PINS_EVAL (test/detect.pins.test.ts), word for word.
        for (const s of r.seats) if (s.said !== s.standing) errors.push(`seed ${f.seed} scene ${i} seat ${s.seat}: ${s.standing ? 'standing pin said empty' : 'empty seat said standing'}`);
        for (const p of r.pins) if (p.det?.class !== p.truth.cls) errors.push(`seed ${f.seed} scene ${i} pin ${p.truth.id} ${p.truth.cls}: ${p.det ? `seen ${p.det.class}` : 'missed'}`);
        for (const d of r.falsePins) errors.push(`seed ${f.seed} scene ${i} false ${d.class} ${d.confidence.toFixed(2)} at table (${d.table?.map((v) => v.toFixed(0)).join(', ')})`);
      }
    }
    const s = summarise(res);
    const pct = (v: number): string => `${(100 * v).toFixed(2)} %`;
    console.log(`replay ${first} (${seeds} × ${scenes}, ${basename(model)}, lines ${JSON.stringify(lines)}): pin state ${pct(s.pinStateAccuracy)} ${JSON.stringify(s.pinErrors)}, ${s.falsePins} false pins (strict ${pct(s.pinStrictAccuracy)}), seat state ${pct(s.seatStateAccuracy)} ${JSON.stringify(s.seatErrors)}\n  ${errors.join('\n  ')}`);
    if (process.env.PINS_CHECK) {
      const official = JSON.parse(readFileSync(process.env.PINS_CHECK, 'utf8')) as { first: number; seeds: number; scenes: number; summary: ReturnType<typeof summarise>; errors: string[] };
      expect([official.first, official.seeds, official.scenes]).toEqual([first, seeds, scenes]);
      expect({ pins: s.pins, state: s.pinStateAccuracy, errs: s.pinErrors, falsePins: s.falsePins, seats: s.seats, seatErrors: s.seatErrors })
        .toEqual({ pins: official.summary.pins, state: official.summary.pinStateAccuracy, errs: official.summary.pinErrors, falsePins: official.summary.falsePins, seats: official.summary.seats, seatErrors: official.summary.seatErrors });
      expect(errors).toEqual(official.errors);
    }
    expect(s.pins).toBeGreaterThan(0);
  }, 7_200_000);
});
