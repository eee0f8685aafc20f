/**
 * findDiamonds (src/calibration/diamonds.ts): where a hall's diamonds sit
 * across the rail. The model's rail centre line is 112.5 mm from the nose on
 * the carom table; the real table of /work/shared/real/carom-photos has its
 * diamonds at 80-85 mm, outside the nominal window, which then took wood grain
 * and lamp glints instead.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cameraFromPose } from '../src/camera/pose.js';
import { findDiamonds, type DiamondHit } from '../src/calibration/diamonds.js';
import { decodeImage, toFrame, type Frame } from '../src/calibration/image.js';
import { homography, poseFromHomography } from '../src/calibration/init.js';
import { mapPixel } from '../src/calibration/map.js';
import { CAROM_MATCH_TABLE, type TableModel } from '../src/geometry/tables.js';
import type { Camera } from '../src/camera/model.js';
import { createRenderer, randomLook } from '../src/sim/render/index.js';
import { cornerMm, HALL_LAYOUT, overheadPixel, REAL_PHOTOS_DIR, realOverheadCases, warpOverhead } from './real-overhead-helpers.js';

const T = CAROM_MATCH_TABLE;

/** Each hit's distance (mm) along its rail from the diamond it was searched for, and the rail (by its normal and side). */
function alongErrors(cam: Camera, hits: DiamondHit[]): { rail: string; err: number }[] {
  return hits.map((h) => {
    const mm = mapPixel(cam, h.px, T.cushionHeight)!;
    const long = h.n[0] === 1;
    const rail = long ? (mm[1] > 0 ? 'left' : 'right') : (mm[0] > 0 ? 'top' : 'bottom');
    return { rail, err: Math.abs((long ? mm[0] : mm[1]) - h.offset) };
  });
}

/** A rendered frame straight from above whose diamonds are drawn at railWidth / 2 + the look's cushion width from the nose. */
function rendered(railWidth: number): { frame: Frame; cam: Camera } {
  const table: TableModel = { ...T, railWidth };
  const cam = cameraFromPose({ width: 1280, height: 720, heightMm: 2800 }, T);
  const look = randomLook(7001, 'three-cushion', table);
  const r = createRenderer({ camera: cam, table, discipline: 'three-cushion', look, noNoise: true });
  return { frame: toFrame({ width: cam.width, height: cam.height, rgb: Uint8Array.from(r.render({ balls: [] }, 0)) }), cam };
}

describe('findDiamonds across the rail', () => {
  it('rendered diamonds on the model rail centre line: all 20 found within 2 mm along the rail (guard: the nominal line is kept)', () => {
    const { frame, cam } = rendered(T.railWidth);
    const e = alongErrors(cam, findDiamonds(frame, cam, T));
    expect(e.length).toBe(20);
    expect(Math.max(...e.map((x) => x.err))).toBeLessThan(2);
  });

  it('rendered diamonds 30 mm nearer the nose than the model says (a narrower rail): found on the row they form', () => {
    const { frame, cam } = rendered(T.railWidth - 60);
    const e = alongErrors(cam, findDiamonds(frame, cam, T));
    expect(e.length).toBeGreaterThanOrEqual(18);
    expect(Math.max(...e.map((x) => x.err))).toBeLessThan(2);
  });

  it.skipIf(!existsSync(REAL_PHOTOS_DIR))('real photo 123427813_02 warped overhead: the near (right) rail\'s 7 diamonds found, each within 10 mm along the rail', async () => {
    const c = realOverheadCases().find((k) => k.photo === 'KakaoTalk_20221031_123427813_02.jpg')!;
    const frame = toFrame(warpOverhead(await decodeImage(`${REAL_PHOTOS_DIR}/${c.photo}`), c, T));
    const names = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
    const H = homography(names.map((n) => cornerMm(T, n)), names.map((n) => overheadPixel(cornerMm(T, n))))!;
    const cam = poseFromHomography(H, HALL_LAYOUT.pxPerMm * 2800, frame.width, frame.height, T.cushionHeight)!;
    const near = alongErrors(cam, findDiamonds(frame, cam, T)).filter((x) => x.rail === 'right');
    expect(near.length).toBe(7);
    expect(Math.max(...near.map((x) => x.err))).toBeLessThan(10);
  }, 120_000);
});
