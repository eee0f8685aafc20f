/**
 * A seat patch of a fixed size in mm (issue 5, pins; session 43): a model with a patch file (`seats.patch.json`,
 * `spanMm`) sees `side` samples over `spanMm` around the seat, resampled from the camera's scale there, so the
 * patch holds the same table area at a coarse and a fine camera (a 32-px cut spans 58 mm at 1.8 mm/px and 104 mm
 * at 3.24 mm/px, where the neighbouring seats, 63 mm away, enter it). Models without the file cut frame pixels.
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDetector } from '../src/detect/detector.js';
import { project } from '../src/camera/model.js';
import { randomCamera } from '../src/detect/synth.js';
import type { RgbImage } from '../src/detect/preprocess.js';
import { DEFAULT_SEATS_MODEL, SEAT_PATCH, mmPerPxAt, seatClassifierOn, seatInput, seatPatch, seatPatchPath, seatPlaces, seatSpanFor, type SeatPlace } from '../src/detect/seats.js';
import { PIN_TOP_MM } from '../src/detect/synth.js';
import { tableForDiscipline, type CaromTable } from '../src/geometry/tables.js';
import { makeRng } from '../src/sim/render/index.js';

/** A smooth pattern of table mm (rings and a slope), drawn at `mmPerPx` with the point (0, 0) mm at frame (cx, cy). */
function drawn(mmPerPx: number, w: number, h: number, cx: number, cy: number): RgbImage {
  const data = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const u = (x + 0.5 - cx) * mmPerPx, v = (y + 0.5 - cy) * mmPerPx;
      const k = (y * w + x) * 3;
      data[k] = 128 + 100 * Math.sin(Math.hypot(u, v) / 6);
      data[k + 1] = 128 + u;
      data[k + 2] = 128 + 0.5 * v;
    }
  }
  return { data, width: w, height: h };
}

const at = (px: [number, number], mmPerPx: number): SeatPlace => ({ seat: 'centre', table: [0, 0], px, top: px, mmPerPx });

describe('the seat patch of a fixed size in mm', () => {
  it('holds the same table area at a fine and a coarse camera; a pixel cut does not', () => {
    const fine = drawn(1.8, 120, 120, 60.3, 58.7), coarse = drawn(3.24, 80, 80, 40.6, 39.2);
    const a = seatPatch(fine, at([60.3, 58.7], 1.8), SEAT_PATCH, 75), b = seatPatch(coarse, at([40.6, 39.2], 3.24), SEAT_PATCH, 75);
    const gap = (p: Uint8Array, q: Uint8Array): number => p.reduce((s, v, i) => s + Math.abs(v - q[i]!), 0) / p.length;
    // The two resampled patches differ by 0.6 grey levels on average (interpolation), the two pixel cuts by 43.
    expect(gap(a, b)).toBeLessThan(2);
    expect(gap(seatPatch(fine, at([60.3, 58.7], 1.8)), seatPatch(coarse, at([40.6, 39.2], 3.24)))).toBeGreaterThan(20);
  });

  it('at one sample a px it is the pixel cut centred on the same point', () => {
    const img = drawn(2.2, 90, 90, 45, 44);
    const place = at([45, 44], 2.2);
    expect(Array.from(seatPatch(img, place, SEAT_PATCH, SEAT_PATCH * 2.2))).toEqual(Array.from(seatPatch(img, place)));
  });

  it('the scale at a seat is the camera\'s: 50 mm on the cloth over the px they span', () => {
    const table = tableForDiscipline('five-pins') as CaromTable;
    for (const seed of [1, 2, 3]) {
      const camera = randomCamera(makeRng(seed), table);
      const places = seatPlaces(camera, table, PIN_TOP_MM);
      expect(places).toHaveLength(5);
      for (const p of places) {
        const o = project(camera, [p.table[0], p.table[1], 12.5])!, e = project(camera, [p.table[0] + 50, p.table[1], 12.5])!, n = project(camera, [p.table[0], p.table[1] + 50, 12.5])!;
        const along = 100 / (Math.hypot(e[0] - o[0], e[1] - o[1]) + Math.hypot(n[0] - o[0], n[1] - o[1]));
        expect(p.mmPerPx).toBeGreaterThan(1.5);
        expect(p.mmPerPx).toBeLessThan(4);
        expect(Math.abs(p.mmPerPx / along - 1)).toBeLessThan(0.1);
        expect(mmPerPxAt(camera, p.table[0], p.table[1], 12.5)).toBe(p.mmPerPx);
      }
    }
  });

  it('a model\'s span is its patch file\'s; the classifier sends the resampled patch', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seat-span-'));
    try {
      const model = join(dir, 'seats.onnx');
      expect(seatPatchPath(model)).toBe(join(dir, 'seats.patch.json'));
      expect(seatSpanFor(model)).toBeUndefined();
      writeFileSync(seatPatchPath(model), JSON.stringify({ spanMm: 75 }));
      expect(seatSpanFor(model)).toBe(75);
      writeFileSync(seatPatchPath(model), JSON.stringify({ spanMm: '75' }));
      expect(() => seatSpanFor(model)).toThrow(/spanMm/);
    } finally {
      rmSync(dir, { recursive: true });
    }
    const img = drawn(3.24, 80, 80, 40.6, 39.2), place = at([40.6, 39.2], 3.24);
    const sent: Float32Array[] = [];
    const run = async (input: Float32Array, d: number[]): Promise<Float32Array> => (sent.push(input), new Float32Array(d[0]!));
    await seatClassifierOn(run, undefined, undefined, SEAT_PATCH, 75).classify(img, [place]);
    await seatClassifierOn(run).classify(img, [place]);
    expect(Array.from(sent[0]!)).toEqual(Array.from(seatInput(img, [place], SEAT_PATCH, 75)));
    expect(Array.from(sent[1]!)).toEqual(Array.from(seatInput(img, [place])));
    expect(Array.from(sent[0]!)).not.toEqual(Array.from(sent[1]!));
  });

  it('the detector names a seat model whose patch file is unusable (before starting its worker)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seat-span-'));
    try {
      const model = join(dir, 'broken.onnx');
      copyFileSync(DEFAULT_SEATS_MODEL, model);
      writeFileSync(seatPatchPath(model), '{ "spanMm": 75,');
      await expect(createDetector(undefined, 1, model)).rejects.toThrow(/broken\.onnx: unusable seat patch file \(.*broken\.patch\.json: not JSON/);
      writeFileSync(seatPatchPath(model), JSON.stringify({ spanMm: 7 }));
      await expect(createDetector(undefined, 1, model)).rejects.toThrow(/broken\.onnx: unusable seat patch file \(.*spanMm must be/);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
