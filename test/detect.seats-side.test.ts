/**
 * A seat model with a wider view (issue 5, pins; session 42): the patch side is the model's own (its input's last
 * dimension, read by the inference worker), the patch stays centred on the seat's point at SEAT_PATCH_Z, so a wider
 * patch holds the 32-px one in its middle.
 */
import { describe, expect, it } from 'vitest';
import type { RgbImage } from '../src/detect/preprocess.js';
import { DEFAULT_SEATS_MODEL, SEAT_PATCH, seatClassifierOn, seatInput, type SeatPlace } from '../src/detect/seats.js';
import { startInferenceWorker } from '../src/detect/worker.js';

/** A frame whose every pixel differs (so a shifted cut cannot match by chance). */
function ramp(w: number, h: number): RgbImage {
  const data = new Uint8Array(w * h * 3);
  for (let i = 0; i < w * h; i++) data.set([i % 251, (i * 7) % 253, Math.floor(i / w) % 255], i * 3);
  return { data, width: w, height: h };
}

const place: SeatPlace = { seat: 'centre', table: [0, 0], px: [60.4, 51.6], top: [60, 45], mmPerPx: 2.2 };

describe('the seat patch at a model\'s own side', () => {
  it('a 48-px patch holds the 32-px patch in its middle, centred on the same point', () => {
    const img = ramp(120, 100);
    const narrow = seatInput(img, [place]), wide = seatInput(img, [place], 48);
    expect([narrow.length, wide.length]).toEqual([3 * SEAT_PATCH * SEAT_PATCH, 3 * 48 * 48]);
    for (let c = 0; c < 3; c++) {
      for (let y = 0; y < SEAT_PATCH; y++) {
        for (let x = 0; x < SEAT_PATCH; x++) expect(wide[c * 48 * 48 + (y + 8) * 48 + x + 8]).toBe(narrow[c * SEAT_PATCH * SEAT_PATCH + y * SEAT_PATCH + x]);
      }
    }
  });

  it('the classifier sends patches of its side to the model', async () => {
    const dims: number[][] = [];
    const run = async (input: Float32Array, d: number[]): Promise<Float32Array> => {
      dims.push(d);
      expect(input.length).toBe(d.reduce((a, b) => a * b, 1));
      return new Float32Array(d[0]!);
    };
    await seatClassifierOn(run).classify(ramp(120, 100), [place, place]);
    await seatClassifierOn(run, undefined, undefined, 48).classify(ramp(120, 100), [place, place]);
    expect(dims).toEqual([[2, 3, 32, 32], [2, 3, 48, 48]]);
  });

  it('the inference worker reads the side from the seat model\'s file (the shipped v3: 32; none without a seat model)', async () => {
    const w = await startInferenceWorker(null, 1, DEFAULT_SEATS_MODEL);
    const none = await startInferenceWorker(null, 1);
    try {
      expect([w.seatSide, none.seatSide]).toEqual([SEAT_PATCH, null]);
    } finally {
      await w.close();
      await none.close();
    }
  }, 30_000);
});
