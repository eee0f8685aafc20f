/**
 * The hall camera model (src/track/hall-camera.ts): options of the simulated
 * detector that are strictly additive (off: the plain sequence bit for bit),
 * and each effect doing what it says.
 */
import { describe, expect, it } from 'vitest';
import { generateStroke } from '../src/events/eval/strokes.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { CAMERA_EFFECTS, HALL_CAMERA, calibrationField, cameraOf, lightBias } from '../src/track/hall-camera.js';
import { type DetectorModel, type SimulatedDetections, simulateDetections } from '../src/track/simulated-detections.js';
import { CLASS_CODE } from '../src/track/detections.js';

const stroke = generateStroke('three-cushion', 3);
const run = (detector: Partial<DetectorModel> = {}, fps = 60, seed = 11): SimulatedDetections =>
  simulateDetections([{ sim: stroke.sim, shotDirection: stroke.shot.direction }], stroke.table, { fps, seed, detector });

/** Each frame's detection of `cls` (the carom balls are one each), with the truth of that ball. */
function pairs(d: SimulatedDetections, id: 'white' | 'yellow' | 'red'): { t: number; tt: number; x: number; y: number; tx: number; ty: number; moving: boolean }[] {
  const code = CLASS_CODE[`ball-${id}`];
  const out: ReturnType<typeof pairs> = [];
  d.frames.forEach((f, i) => {
    const tr = d.truth[i]!.balls[id];
    if (!tr) return;
    for (let j = 0; j < f.count; j++) {
      if (f.cls[j] !== code || f.confidence[j]! < 0.75 || Math.hypot(f.x[j]! - tr.x, f.y[j]! - tr.y) > 40) continue;
      out.push({ t: f.t, tt: d.truth[i]!.t, x: f.x[j]!, y: f.y[j]!, tx: tr.x, ty: tr.y, moving: tr.moving });
    }
  });
  return out;
}

describe('hall camera: additive', () => {
  it('with every effect off, the frames are the plain detector\'s bit for bit', () => {
    const plain = run(), off = run({ camera: {} });
    expect(off.frames.length).toBe(plain.frames.length);
    off.frames.forEach((f, i) => {
      const p = plain.frames[i]!;
      expect([f.frame, f.t, f.count]).toEqual([p.frame, p.t, p.count]);
      expect([...f.x, ...f.y, ...f.cls, ...f.confidence]).toEqual([...p.x, ...p.y, ...p.cls, ...p.confidence]);
    });
  });

  it('each effect leaves the plain detector\'s draws alone: the same balls detected in the frames kept', () => {
    const plain = run();
    // `cue` changes which balls the cover hides (its own test: track.cue-cover.test.ts).
    for (const name of Object.keys(CAMERA_EFFECTS).filter((n) => n !== 'cue')) {
      const d = run({ camera: cameraOf(name) });
      const byFrame = new Map(plain.frames.map((f) => [f.frame, f]));
      for (const f of d.frames) expect([...f.cls]).toEqual([...byFrame.get(f.frame)!.cls]);
    }
  });

  it('rejects an unknown effect name', () => {
    expect(() => cameraOf('hall,glare')).toThrow(/glare/);
  });
});

describe('hall camera: each effect', () => {
  it('drops frames (truth kept aligned), some 2-3 in a row', () => {
    const d = run({ camera: { dropRate: [0.05, 0.05] } }, 60, 5);
    const plain = run({}, 60, 5);
    const lost = plain.frames.length - d.frames.length;
    expect(lost).toBeGreaterThan(0.02 * plain.frames.length);
    expect(lost).toBeLessThan(0.15 * plain.frames.length);
    d.frames.forEach((f, i) => expect(d.truth[i]!.frame).toBe(f.frame));
    const steps = d.frames.slice(1).map((f, i) => f.frame - d.frames[i]!.frame);
    expect(Math.max(...steps)).toBeGreaterThanOrEqual(3);
  });

  it('jitters timestamps within ±jitterS of the capture time, keeping their order', () => {
    const d = run({ camera: { jitterS: 0.003 } });
    const off = d.frames.map((f, i) => f.t - d.truth[i]!.t);
    expect(Math.max(...off.map(Math.abs))).toBeLessThanOrEqual(0.003 + 1e-12);
    expect(Math.max(...off.map(Math.abs))).toBeGreaterThan(0.002);
    d.frames.slice(1).forEach((f, i) => expect(f.t).toBeGreaterThan(d.frames[i]!.t));
  });

  it('a rolling shutter samples a moving ball at its row\'s time: later the further +y it lies', () => {
    const readout = 0.012, d = run({ camera: { rollingShutterS: readout } }), plain = run();
    // The difference to the plain detection is the ball's own motion over its row's delay (the same noise draws).
    let checked = 0;
    d.frames.forEach((f, i) => {
      for (const id of ['white', 'yellow', 'red'] as const) {
      const p = plain.frames[i]!, tr = d.truth[i]!.balls[id];
      if (!tr?.moving || Math.hypot(tr.vx, tr.vy) < 200) continue;
      for (let j = 0; j < f.count; j++) {
        if (f.cls[j] !== CLASS_CODE[`ball-${id}`] || Math.hypot(f.x[j]! - tr.x, f.y[j]! - tr.y) > 40) continue;
        const delay = readout * (tr.y / stroke.table.width + 0.5);
        const k = [...p.cls].findIndex((c, q) => c === f.cls[j] && Math.hypot(p.x[q]! - tr.x, p.y[q]! - tr.y) < 40);
        if (k < 0) continue;
        expect(Math.hypot(f.x[j]! - p.x[k]! - tr.vx * delay, f.y[j]! - p.y[k]! - tr.vy * delay)).toBeLessThan(0.2 * Math.hypot(tr.vx, tr.vy) * delay + 0.2);
        checked++;
      }
      }
    });
    expect(checked).toBeGreaterThan(10);
  });

  it('correlates a moving ball\'s error frame to frame (AR(1)), its spread unchanged', () => {
    const lag1 = (detector: Partial<DetectorModel>): { r: number; sd: number } => {
      let sxy = 0, sxx = 0, n = 0;
      for (let seed = 1; seed <= 6; seed++) {
        const ps = pairs(run(detector, 60, seed), 'white').filter((p) => p.moving);
        // The blur lead is a bias along the velocity, not noise: compare consecutive errors across the track (x and y alike).
        const e = ps.map((p) => [p.x - p.tx, p.y - p.ty] as const);
        for (let k = 1; k < e.length; k++) {
          if (ps[k]!.tt - ps[k - 1]!.tt > 0.02) continue;
          for (const a of [0, 1]) { sxy += e[k]![a]! * e[k - 1]![a]!; sxx += e[k]![a]! ** 2; n++; }
        }
      }
      return { r: sxy / sxx, sd: Math.sqrt(sxx / n) };
    };
    const white = lag1({ blurLeadS: 0 }), ar = lag1({ blurLeadS: 0, camera: { movingCorrelationS: HALL_CAMERA.movingCorrelationS } });
    expect(Math.abs(white.r)).toBeLessThan(0.15);
    expect(ar.r).toBeGreaterThan(0.6); // e^(-1/60/0.06) = 0.76
    expect(ar.sd / white.sd).toBeGreaterThan(0.8);
    expect(ar.sd / white.sd).toBeLessThan(1.25);
  });

  it('biases a resting ball by its light bias and the calibration field: a fixed offset noise does not average away', () => {
    const offsets = (detector: Partial<DetectorModel>): number[] => [1, 2, 3, 4].map((seed) => {
      const rest = pairs(run(detector, 60, seed), 'red').filter((p) => !p.moving);
      const mx = rest.reduce((s, p) => s + p.x - p.tx, 0) / rest.length, my = rest.reduce((s, p) => s + p.y - p.ty, 0) / rest.length;
      return Math.hypot(mx, my);
    });
    expect(Math.max(...offsets({}))).toBeLessThan(0.25);
    const biased = offsets({ camera: { lightBiasMm: [1, 1], calibrationMm: [1, 1] } });
    expect(Math.max(...biased)).toBeGreaterThan(0.3);
    expect(Math.max(...biased)).toBeLessThan(2.2);
  });

  it('the light bias and the calibration field are smooth and bounded over the table', () => {
    const T = CAROM_MATCH_TABLE, bias = lightBias(T, 1.5, 1);
    let rnd = 0.1;
    const calib = calibrationField(T, 2, () => (rnd = (rnd * 9301 + 0.4927) % 1));
    for (const f of [bias, calib]) {
      for (let x = -T.length / 2; x <= T.length / 2; x += 142) for (let y = -T.width / 2; y <= T.width / 2; y += 71) {
        const [ex, ey] = f(x, y), [fx, fy] = f(x + 10, y + 10);
        expect(Math.hypot(ex, ey)).toBeLessThanOrEqual(2 + 1e-9);
        expect(Math.hypot(fx - ex, fy - ey)).toBeLessThan(0.1); // a ball's 10 mm roll barely changes it
      }
    }
  });
});
