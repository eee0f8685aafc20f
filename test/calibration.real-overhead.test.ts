/**
 * Calibration on real table pixels: the angled phone photos of
 * /work/shared/real/carom-photos/ warped by hand-marked cushion-nose corners
 * into overhead frames (test/real-overhead-helpers.ts says what such a frame
 * is and is not). Skipped where the photos are absent.
 *
 * The frames keep the phone's parallax: one cushion's face is hidden from the
 * phone and the opposite one shows several cm wide, which no camera above the
 * table produces. The foot/nose pair search therefore cannot succeed on them,
 * and what is asked here is that the calibration says so (a CalibrationError,
 * never a silent bad fit).
 */
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CalibrationError, calibrateFrame } from '../src/calibration/index.js';
import { findCloth, type Coarse } from '../src/calibration/coarse.js';
import { decodeImage, type RgbImage } from '../src/calibration/image.js';
import { NOMINAL_CUSHION_WIDTH } from '../src/calibration/table-lines.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { HALL_LAYOUT, REAL_PHOTOS_DIR, realOverheadCases, warpOverhead } from './real-overhead-helpers.js';

const present = existsSync(REAL_PHOTOS_DIR);
const table = CAROM_MATCH_TABLE;
/** auto.ts WIDE_WINDOW_MM: how far off the coarse outline may be for the first edge round to recover. */
const FIRST_ROUND_REACH_MM = 100;

/** Distance (mm, on the nose plane) of each coarse corner from the marked corner pushed out by the nominal cushion width. */
function cornerErrorsMm(c: Coarse): number[] {
  const X = table.length / 2 + NOMINAL_CUSHION_WIDTH, Y = table.width / 2 + NOMINAL_CUSHION_WIDTH;
  return Object.values(c.corners).map(([u, v]) => {
    const x = (u - (HALL_LAYOUT.width - 1) / 2) / HALL_LAYOUT.pxPerMm, y = -(v - (HALL_LAYOUT.height - 1) / 2) / HALL_LAYOUT.pxPerMm;
    return Math.hypot(Math.abs(x) - X, Math.abs(y) - Y);
  });
}

describe.skipIf(!present)('calibration on real photos warped to overhead frames', () => {
  const frames = new Map<string, RgbImage>();
  beforeAll(async () => {
    for (const c of realOverheadCases()) frames.set(c.photo, warpOverhead(await decodeImage(`${REAL_PHOTOS_DIR}/${c.photo}`), c, table));
  }, 120_000);

  it('the default cloth reading loses the lit end of the real blue cloth of photo _03; the hue reading finds its outline', () => {
    const frame = frames.get('KakaoTalk_20221031_123417544_03.jpg')!;
    expect(() => findCloth(frame)).toThrow(/image's left side/);
    const errs = cornerErrorsMm(findCloth(frame, { hue: true }));
    // Near end (sharp in the photo): within 12 mm; far end: the blurred far rail, tinted by the cloth
    // it reflects at the phone's grazing angle, reads as cloth (76 and 90 mm).
    expect(Math.min(...errs)).toBeLessThan(15);
    expect(Math.max(...errs)).toBeLessThan(FIRST_ROUND_REACH_MM);
  });

  it('the hue reading puts every corner of every frame within the first round\'s reach of the marked back edge', () => {
    for (const c of realOverheadCases()) expect(Math.max(...cornerErrorsMm(findCloth(frames.get(c.photo)!, { hue: true }))), c.photo).toBeLessThan(FIRST_ROUND_REACH_MM);
  });

  it('refuses every frame with a CalibrationError (the phone parallax is no overhead camera\'s), never a silent fit', () => {
    for (const c of realOverheadCases()) {
      let thrown: unknown = null;
      try { calibrateFrame(frames.get(c.photo)!, { table: 'carom' }); } catch (e) { thrown = e; }
      expect(thrown, c.photo).toBeInstanceOf(CalibrationError);
    }
  }, 300_000);
});
