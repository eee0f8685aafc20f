import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cameraFromPose, cameraOf, loadCalibration, matrixToRvec, parseCalibration, pixelToTable, project, railCorners,
  rvecToMatrix, saveCalibration, tableOf, toCalibration, type Camera, type Vec3,
} from '../src/camera/index.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';

const barrel = { k1: -0.18, k2: 0.05, p1: 0.0008, p2: -0.0006, k3: -0.004 };
const cameras: [string, Camera][] = [
  ['1080p straight, no distortion', cameraFromPose({ width: 1920, height: 1080, heightMm: 3000 }, CAROM_MATCH_TABLE)],
  ['1080p tilted, barrel', cameraFromPose({ width: 1920, height: 1080, heightMm: 2300, tiltDeg: 3, panDeg: -2, rollDeg: 1.5, distortion: barrel }, CAROM_MATCH_TABLE)],
  ['720p flipped, off-centre', cameraFromPose({ width: 1280, height: 720, heightMm: 3500, over: [150, -80], tiltDeg: -2, flipped: true, distortion: { ...barrel, k1: -0.08 } }, CAROM_MATCH_TABLE)],
  ['4K pyramid', cameraFromPose({ width: 3840, height: 2160, heightMm: 3200, rollDeg: -1, distortion: barrel }, PYRAMID_12FT_TABLE)],
];

describe('camera model', () => {
  it.each(cameras)('%s: table mm → pixel → table mm within 0.05 mm at heights 0 and r', (_, cam) => {
    const r = CAROM_MATCH_TABLE.ballRadius;
    for (const h of [0, r]) {
      for (let i = 0; i <= 10; i++) {
        for (let j = 0; j <= 6; j++) {
          const p: Vec3 = [-1420 + (2840 * i) / 10, -710 + (1420 * j) / 6, h];
          const px = project(cam, p)!;
          expect(px).not.toBeNull();
          const back = pixelToTable(cam, px, h)!;
          expect(Math.hypot(back[0] - p[0], back[1] - p[1])).toBeLessThan(0.05);
        }
      }
    }
  });

  it('maps ball centres on the plane z = r, not the cloth (the two differ away from the axis)', () => {
    const cam = cameras[1]![1];
    const px = project(cam, [1300, 650, CAROM_MATCH_TABLE.ballRadius])!;
    const onCloth = pixelToTable(cam, px, 0)!;
    expect(Math.hypot(onCloth[0] - 1300, onCloth[1] - 650)).toBeGreaterThan(10);
  });

  it('poses the table along the image x axis, top cushion right (left when flipped), rails inside the frame', () => {
    for (const [, cam] of cameras) {
      for (const c of railCorners(CAROM_MATCH_TABLE)) {
        const q = project(cam, c)!;
        if (cam.width === 3840) continue; // pyramid camera: carom corners are inside anyway
        expect(q[0]).toBeGreaterThanOrEqual(0);
        expect(q[0]).toBeLessThanOrEqual(cam.width);
        expect(q[1]).toBeGreaterThanOrEqual(0);
        expect(q[1]).toBeLessThanOrEqual(cam.height);
      }
    }
    const straight = cameras[0]![1];
    const top = project(straight, [1420, 0, 0])!;
    const left = project(straight, [0, 710, 0])!;
    expect(top[0]).toBeGreaterThan(straight.width * 0.85);
    expect(left[1]).toBeLessThan(straight.height * 0.2);
    const flipped = cameras[2]![1];
    expect(project(flipped, [1420, 0, 0])![0]).toBeLessThan(flipped.width * 0.2);
    // Filling the frame: the outer rail spans most of the width.
    const a = project(straight, [-1420 - 175, 0, 37])!;
    const b = project(straight, [1420 + 175, 0, 37])!;
    expect(b[0] - a[0]).toBeGreaterThan(straight.width * 0.9);
  });

  it('Rodrigues round trip', () => {
    for (const rv of [[0.1, -0.2, 0.3], [3.0, 0.1, -0.05], [0, 0, 0], [Math.PI - 1e-6, 0, 0]] as Vec3[]) {
      const back = matrixToRvec(rvecToMatrix(rv));
      const m1 = rvecToMatrix(rv), m2 = rvecToMatrix(back);
      for (let i = 0; i < 9; i++) expect(Math.abs(m1[i]! - m2[i]!)).toBeLessThan(1e-9);
    }
  });
});

describe('calibration file', () => {
  const cam = cameras[1]![1];

  it('round-trips a camera through JSON on disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'calib-'));
    const file = join(dir, 'cam.json');
    await saveCalibration(file, toCalibration(cam, 'carom', { overrides: { castle: { pinDistance: 65 } }, source: 'test' }));
    const loaded = await loadCalibration(file);
    const back = cameraOf(loaded);
    for (const p of [[0, 0, 0], [1400, -700, 30], [-1400, 700, 0]] as Vec3[]) {
      const a = project(cam, p)!, b = project(back, p)!;
      expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeLessThan(1e-6);
    }
    const table = tableOf(loaded);
    expect(table.kind === 'carom' && table.castle.pinDistance).toBe(65);
    expect(table.kind === 'carom' && table.castle.pinHeight).toBe(25);
  });

  it('accepts a rotation matrix instead of rvec', () => {
    const cal = toCalibration(cam, 'carom');
    const R = cam.R;
    const alt = { ...cal, pose: { rotation: [[R[0], R[1], R[2]], [R[3], R[4], R[5]], [R[6], R[7], R[8]]], tvec: [...cam.t] } };
    const back = cameraOf(parseCalibration(alt));
    const a = project(cam, [500, 300, 0])!, b = project(back, [500, 300, 0])!;
    expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeLessThan(1e-6);
  });

  it('names the file and the field at fault', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'calib-'));
    const file = join(dir, 'bad.json');
    const cal = toCalibration(cam, 'carom') as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...cal, intrinsics: { fx: -1, fy: 1000, cx: 0, cy: 0 } }));
    await expect(loadCalibration(file)).rejects.toThrow(`${file}: intrinsics.fx`);
    writeFileSync(file, JSON.stringify({ ...cal, version: 2 }));
    await expect(loadCalibration(file)).rejects.toThrow(`${file}: version`);
    writeFileSync(file, JSON.stringify({ ...cal, overrides: { castle: { pinDistanse: 60 } } }));
    await expect(loadCalibration(file)).rejects.toThrow(/overrides\.castle/);
    writeFileSync(file, JSON.stringify({ ...cal, pose: { rotation: [[1, 0, 0], [0, 1, 0], [0, 0, 2]], tvec: [0, 0, 1] } }));
    await expect(loadCalibration(file)).rejects.toThrow(/pose/);
    writeFileSync(file, '{ nope');
    await expect(loadCalibration(file)).rejects.toThrow(`${file}: not JSON`);
  });
});
