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
import { decodeImage, type RgbImage } from '../src/calibration/image.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { REAL_PHOTOS_DIR, realOverheadCases, warpOverhead } from './real-overhead-helpers.js';

const present = existsSync(REAL_PHOTOS_DIR);
const table = CAROM_MATCH_TABLE;

describe.skipIf(!present)('calibration on real photos warped to overhead frames', () => {
  const frames = new Map<string, RgbImage>();
  beforeAll(async () => {
    for (const c of realOverheadCases()) frames.set(c.photo, warpOverhead(await decodeImage(`${REAL_PHOTOS_DIR}/${c.photo}`), c, table));
  }, 120_000);

  it('refuses every frame with a CalibrationError (the phone parallax is no overhead camera\'s), never a silent fit', () => {
    for (const c of realOverheadCases()) {
      let thrown: unknown = null;
      try { calibrateFrame(frames.get(c.photo)!, { table: 'carom' }); } catch (e) { thrown = e; }
      expect(thrown, c.photo).toBeInstanceOf(CalibrationError);
    }
  }, 300_000);
});
