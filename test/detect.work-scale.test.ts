/**
 * The castle pass's work scale (src/detect/work-scale.ts): a castle seen at a
 * scale the pin pass was not trained on (a 720p or 4K camera) has its window
 * resampled with the calibration, the pins mapped back. Pure parts here; the
 * rendered 4K and 720p five-pins frames are in test/detect.camera-sizes.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { project } from '../src/camera/model.js';
import { halve, resample, axisWeights, type RgbImage } from '../src/detect/preprocess.js';
import { CASTLE_WORK_MM_PER_PX, fromWork, toWork, workCamera, workScaleOf, workWindow } from '../src/detect/work-scale.js';
import { randomCamera } from '../src/detect/synth.js';
import { tableForDiscipline } from '../src/geometry/tables.js';
import { makeRng } from '../src/sim/render/index.js';

function image(width: number, height: number, at: (x: number, y: number) => number): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.fill(at(x, y), (y * width + x) * 3, (y * width + x) * 3 + 3);
  return { data, width, height };
}

/** Brightness-weighted centre of the first channel. */
function centroid(img: RgbImage): [number, number] {
  let s = 0, sx = 0, sy = 0;
  for (let y = 0; y < img.height; y++) for (let x = 0; x < img.width; x++) {
    const v = img.data[(y * img.width + x) * 3]!;
    s += v; sx += v * x; sy += v * y;
  }
  return [sx / s, sy / s];
}

describe('resample', () => {
  it('weights along an axis sum to 1 for smaller and larger sizes', () => {
    for (const [from, to] of [[2160, 1080], [1440, 1080], [720, 1080], [7, 3], [3, 7]] as const) {
      for (const { weights } of axisWeights(from, to)) expect(weights.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    }
  });

  it('is the 2 × 2 mean at half size, as halve', () => {
    const img = image(40, 30, (x, y) => (x * 37 + y * 11) % 256);
    const a = resample(img, 20, 15), b = halve(img);
    for (let i = 0; i < a.data.length; i++) expect(Math.abs(a.data[i]! - b.data[i]!)).toBeLessThanOrEqual(1);
  });

  it('keeps a bright square centred on the same place, pixel centres aligned, at 0.75 and 1.5', () => {
    // A 9 × 9 square centred on (31, 27) in a 64 × 56 frame.
    const img = image(64, 56, (x, y) => (Math.abs(x - 31) <= 4 && Math.abs(y - 27) <= 4 ? 200 : 0));
    for (const k of [0.75, 1.5]) {
      const out = resample(img, 64 * k, 56 * k);
      const [cx, cy] = centroid(out);
      expect(cx).toBeCloseTo((31 + 0.5) * k - 0.5, 1);
      expect(cy).toBeCloseTo((27 + 0.5) * k - 0.5, 1);
    }
  });
});

describe('work scale', () => {
  it('leaves a 1080p camera of the training\'s range and a 1440p one as they are, brings 720p to 1080 rows and 4K to the median scale', () => {
    for (const mm of [1.72, 2.3, 3.0, 3.77]) expect(workScaleOf({ width: 1920, height: 1080 }, mm)).toBeNull();
    expect(workScaleOf({ width: 1920, height: 1000 }, 2.5)).toBeNull();
    expect(workScaleOf({ width: 2560, height: 1440 }, 1.75)).toBeNull();
    // 540p: its pins are beyond what resampling gives back; read as they are.
    expect(workScaleOf({ width: 960, height: 540 }, 4.6)).toBeNull();
    const hd = workScaleOf({ width: 1280, height: 720 }, 2.8)!;
    expect([hd.kx, hd.ky]).toEqual([1.5, 1.5]);
    for (const [w, h, mm] of [[3840, 2160, 1.15], [2560, 1440, 1.5], [1920, 1080, 1.6]] as const) {
      const s = workScaleOf({ width: w, height: h }, mm)!;
      expect(s.kx).toBeCloseTo(mm / CASTLE_WORK_MM_PER_PX, 3);
      expect(s.ky).toBeCloseTo(mm / CASTLE_WORK_MM_PER_PX, 3);
    }
    expect(workScaleOf({ width: 3840, height: 2160 }, Number.NaN)).toBeNull();
  });

  it('resamples only the window around the castle, onto a 1080-row frame', () => {
    const img = image(1280, 720, () => 90);
    const w = workScaleOf(img, 3.45)!;
    const out = workWindow(img, w, [640, 360], 100);
    expect([out.width, out.height]).toEqual([1920, 1080]);
    const at = (x: number, y: number): number => out.data[(y * out.width + x) * 3]!;
    // (640, 360) at 720p is (960.25, 540.25) at 1080p: the window is [910, 1010) × [490, 590).
    expect(at(960, 540)).toBe(90);
    expect(at(911, 491)).toBe(90);
    expect(at(1008, 588)).toBe(90);
    expect(at(905, 540)).toBe(0);
    expect(at(960, 595)).toBe(0);
    expect(at(100, 100)).toBe(0);
  });

  it('the work frame\'s camera projects a table point where the camera pixel maps to, and back', () => {
    const table = tableForDiscipline('five-pins');
    const cam = randomCamera(makeRng(5), table, 3840, 2160);
    const w = { kx: 0.5, ky: 0.5 };
    const small = workCamera(cam, w);
    for (const p of [[0, 0, 30.75], [900, -400, 30.75], [-1300, 600, 0]] as const) {
      const big = project(cam, [...p])!, at = project(small, [...p])!;
      const [x, y] = toWork(w, big[0], big[1]);
      expect(at[0]).toBeCloseTo(x, 6);
      expect(at[1]).toBeCloseTo(y, 6);
      const back = fromWork(w, at[0], at[1]);
      expect(back[0]).toBeCloseTo(big[0], 6);
      expect(back[1]).toBeCloseTo(big[1], 6);
    }
  });
});
