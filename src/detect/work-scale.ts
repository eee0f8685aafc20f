/**
 * The castle pass at the scale it was built for. The network was trained on
 * 1080p renders: pins on a 160 px full-resolution crop of the castle ("a pin's
 * top is about 3 px across"), and the pin rules' pixel measures (rim widths,
 * search steps, the seat classifier's crops) are set at that scale. A hall
 * camera far from it (720p, whose pins are two-thirds that size; 4K, whose
 * pins are twice as large) has the castle's window resampled first, its
 * calibration scaled with it, and the pins mapped back to the camera's own
 * pixels; table millimetres do not change. The ball pass needs none of this:
 * it resamples every frame to 540 rows itself and measured the same at 1440p
 * and 4K as at 1080p. Measured on five-pins frames rendered natively at each
 * size (models/README.md, "Session 61: other camera sizes"): pin states right
 * at 720p 77.1 -> 94.9 %, 4K 96.2 -> 98.7 %; 1440p (98.7 %), 1080p and 540p
 * unchanged.
 */
import { cameraAtSize, type Camera } from '../camera/model.js';
import { resample, type RgbImage } from './preprocess.js';

/**
 * Frame height of the training renders. A smaller frame (a 720p camera) has
 * its castle window brought to it (×1.5 for 720p): the pins' few pixels are
 * what the pin pass lacks there, and a 720p camera's castle read natively at
 * 2.6-3.0 mm/px did worse than brought to 1080 rows (session 61).
 */
export const WORK_HEIGHT = 1080;

/**
 * Frames down to this share under WORK_HEIGHT are taken as they are (1080p
 * and 1088-row encoder frames; 1000 rows). Lower would resample frames of
 * 1000-970 rows that read like 1080p; higher leaves 900-row frames native.
 */
export const WORK_SCALE_SLACK = 0.1;

/**
 * The smallest frame whose castle window is brought to WORK_HEIGHT (0.6 of
 * it: 648 rows, so 720p is, 576 and 540 rows are not). A 540p camera's pin
 * top is 1.5 px across: no resampling gives back what it lacks, and on the
 * three bundled 540p five-pins recordings the pins read through the
 * resampled window were right 54 of 80 times against 52 as they are (one
 * recording 12 against 19): no gain to take, so such frames are read as
 * before. Lower takes such frames into an unmeasured trade.
 */
export const SMALLEST_RESAMPLED_HEIGHT = 648;

/**
 * The finest castle scale (mm of cloth per pixel at the castle) the pin pass
 * reads as it is: the training renders' 1080p cameras (2.3-3.5 m high) span
 * 1.72-3.77 mm/px (1.89-2.93 between their 5th and 95th percentiles; 2 000
 * draws of synth.ts `randomCamera`), so no 1080p camera of the training's
 * range is resampled. Finer (a 4K camera, 0.9-1.9 mm/px; a low 1440p one)
 * is brought to CASTLE_WORK_MM_PER_PX: pins at twice the trained size read
 * 96.2 % of states right natively and 98.7 % brought down. 1440p cameras
 * (1.3-2.8 mm/px) read 98.7 % with those over 1.7 mm/px native, 97.5 % with
 * every one brought to 1080 rows.
 * Lower keeps more large pins native; higher resamples frames that are read
 * well as they are, at a small cost of detail.
 */
export const CASTLE_FINEST_MM_PER_PX = 1.7;

/** The castle scale a finer frame is brought to: the training cameras' median. */
export const CASTLE_WORK_MM_PER_PX = 2.3;

/**
 * Side (work pixels, ~2.2 mm each) of the window resampled around the castle:
 * the castle crop (160 px) and what the pin rules look at beyond it (a pin
 * knocked up to ~300 mm off its seat, the seats' own crops). Larger costs time
 * in every five-pins frame; smaller leaves a far-knocked pin on black.
 */
export const CASTLE_WINDOW_PX = 480;

/** Work pixels per camera pixel, across and down. */
export interface WorkScale { kx: number; ky: number }

/** The scale to the pin pass's work frame for a castle seen at `mmPerPx`, or null where it reads the frame as it is. */
export function workScaleOf(img: Pick<RgbImage, 'width' | 'height'>, mmPerPx: number): WorkScale | null {
  let k = 1;
  if (img.height < WORK_HEIGHT * (1 - WORK_SCALE_SLACK)) k = img.height >= SMALLEST_RESAMPLED_HEIGHT ? WORK_HEIGHT / img.height : 1;
  else if (mmPerPx > 0 && mmPerPx < CASTLE_FINEST_MM_PER_PX) k = mmPerPx / CASTLE_WORK_MM_PER_PX;
  if (k === 1) return null;
  return { kx: Math.round(img.width * k) / img.width, ky: Math.round(img.height * k) / img.height };
}

/** The work frame with only the window of `side` work px around `at` (camera px) resampled; black elsewhere. */
export function workWindow(img: RgbImage, w: WorkScale, at: readonly [number, number], side = CASTLE_WINDOW_PX): RgbImage {
  const [cx, cy] = toWork(w, at[0], at[1]);
  const x0 = Math.round(cx - side / 2), y0 = Math.round(cy - side / 2);
  return resample(img, Math.round(img.width * w.kx), Math.round(img.height * w.ky), { x0, y0, x1: x0 + side, y1: y0 + side });
}

/** The camera's model for its work frame (model.ts `cameraAtSize`). */
export function workCamera(cam: Camera, w: WorkScale): Camera {
  return cameraAtSize(cam, Math.round(cam.width * w.kx), Math.round(cam.height * w.ky));
}

/** A work-frame pixel in the camera's own pixels. */
export function fromWork(w: WorkScale, x: number, y: number): [number, number] {
  return [(x + 0.5) / w.kx - 0.5, (y + 0.5) / w.ky - 0.5];
}

/** A camera pixel in the work frame's pixels. */
export function toWork(w: WorkScale, x: number, y: number): [number, number] {
  return [(x + 0.5) * w.kx - 0.5, (y + 0.5) * w.ky - 0.5];
}
