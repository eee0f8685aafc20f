/**
 * findDiamonds (src/calibration/diamonds.ts): where a hall's diamonds sit
 * across the rail. The model's rail centre line is 112.5 mm from the nose on
 * the carom table; the real table of /work/shared/real/carom-photos has its
 * diamonds at 80-85 mm, outside the nominal window, which then took wood grain
 * and lamp glints instead.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cameraFromPose, type HumanPose } from '../src/camera/pose.js';
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
function rendered(railWidth: number, pose: Partial<HumanPose> = {}, lookSeed = 7001): { frame: Frame; cam: Camera } {
  const table: TableModel = { ...T, railWidth };
  const cam = cameraFromPose({ width: 1280, height: 720, heightMm: 2800, ...pose }, T);
  const look = randomLook(lookSeed, 'three-cushion', table);
  const r = createRenderer({ camera: cam, table, discipline: 'three-cushion', look, noNoise: true });
  return { frame: toFrame({ width: cam.width, height: cam.height, rgb: Uint8Array.from(r.render({ balls: [] }, 0)) }), cam };
}

/** A real photo warped overhead, and the camera straight above that the marked corners give (exact on the nose plane). */
async function realOverhead(photo: string): Promise<{ frame: Frame; cam: Camera }> {
  const c = realOverheadCases().find((k) => k.photo === photo)!;
  const frame = toFrame(warpOverhead(await decodeImage(`${REAL_PHOTOS_DIR}/${c.photo}`), c, T));
  const names = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
  const H = homography(names.map((n) => cornerMm(T, n)), names.map((n) => overheadPixel(cornerMm(T, n))))!;
  return { frame, cam: poseFromHomography(H, HALL_LAYOUT.pxPerMm * 2800, frame.width, frame.height, T.cushionHeight)! };
}

describe('findDiamonds across the rail', () => {
  it('rendered diamonds on the model rail centre line: all 20 found within 2 mm along the rail (guard: the nominal line is kept)', () => {
    const { frame, cam } = rendered(T.railWidth);
    const e = alongErrors(cam, findDiamonds(frame, cam, T));
    expect(e.length).toBe(20);
    expect(Math.max(...e.map((x) => x.err))).toBeLessThan(2);
  });

  it('rendered diamonds at their smallest (720p, tilted 8°, strong barrel), two looks: all 20 found within 2 mm (guard: a whole diamond never touches its window\'s border)', () => {
    for (const seed of [7002, 7003]) {
      const { frame, cam } = rendered(T.railWidth, { heightMm: 3500, tiltDeg: 8, rollDeg: 3, distortion: { k1: -0.35, k2: 0.04, p1: 0, p2: 0, k3: 0 } }, seed);
      const e = alongErrors(cam, findDiamonds(frame, cam, T));
      expect(e.length, `look ${seed}`).toBe(20);
      expect(Math.max(...e.map((x) => x.err)), `look ${seed}`).toBeLessThan(2);
    }
  });

  it('rendered diamonds 30 mm nearer the nose than the model says (a narrower rail): found on the row they form', () => {
    const { frame, cam } = rendered(T.railWidth - 60);
    const e = alongErrors(cam, findDiamonds(frame, cam, T));
    expect(e.length).toBeGreaterThanOrEqual(18);
    expect(Math.max(...e.map((x) => x.err))).toBeLessThan(2);
  });

  it.skipIf(!existsSync(REAL_PHOTOS_DIR))('real photo 123427813_02 warped overhead: the near (right) rail\'s 7 diamonds found, each within 10 mm along the rail', async () => {
    const { frame, cam } = await realOverhead('KakaoTalk_20221031_123427813_02.jpg');
    const near = alongErrors(cam, findDiamonds(frame, cam, T)).filter((x) => x.rail === 'right');
    expect(near.length).toBe(7);
    expect(Math.max(...near.map((x) => x.err))).toBeLessThan(10);
  }, 120_000);

  it.skipIf(!existsSync(REAL_PHOTOS_DIR))('real photo _03 warped overhead: the near (bottom) rail\'s diamonds found on their row 80-86 mm from the nose, not the wood-grain streaks the window cuts at 126 mm', async () => {
    // The nominal window (112.5 ± 18 mm) there holds two grain streaks running along the rail, cut
    // off by the window's border (126 mm, -9.1 and +2.2 mm along): a row as large as the diamonds'
    // (2 of 3; the middle one is lost in a lamp's glare), so the nominal line was kept.
    const { frame, cam } = await realOverhead('KakaoTalk_20221031_123417544_03.jpg');
    const bottom = findDiamonds(frame, cam, T).map((h) => ({ h, mm: mapPixel(cam, h.px, T.cushionHeight)! })).filter((x) => x.h.n[1] === 1 && x.mm[0] < 0);
    expect(bottom.length).toBe(2);
    for (const { mm } of bottom) expect(-mm[0] - T.length / 2).toBeLessThan(86);
    for (const { mm } of bottom) expect(-mm[0] - T.length / 2).toBeGreaterThan(80);
  }, 120_000);
});
