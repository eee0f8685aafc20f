/**
 * The assumed-height fallback of the automatic calibration: a frame whose
 * cushion faces give no foot/nose pairs, calibrated with the hall's measured
 * camera height (docs/calibration.md step 7). calibrateFrame (auto.ts) runs
 * it only with `AutoOptions.cameraHeight`, where every cloth reading failed
 * for want of cushion pairs.
 */
import { cameraCentre, pixelToTable, translationFor, type Camera } from '../camera/model.js';
import { toCalibration } from '../camera/calibration.js';
import { diamonds, type TableModel } from '../geometry/tables.js';
import type { AutoResult, Residuals } from './auto.js';
import type { Coarse } from './coarse.js';
import { findDiamonds } from './diamonds.js';
import { CalibrationError } from './errors.js';
import type { Frame } from './image.js';
import { defaultOrientation, sideCushions, type Orientation } from './init.js';
import { BACK_BANDS_PX, HEIGHT_RANGE, K2_PRIOR, OUTLINE_WEIGHT, POSE, POSE_K1, backEdgeObs, outlineFit, plausible, round, trim } from './outline-fit.js';
import { fitCamera, residualStats, residualsPx, type LineObs, type ParamName } from './params.js';
import { CUSHIONS, railNormal } from './table-lines.js';

/** A measured camera height above the cloth (mm) and its uncertainty (1 σ, mm). */
export interface HeightPrior {
  mm: number;
  sigmaMm: number;
}

/**
 * Largest cloth-plane shift (mm) at the table's far corner that the hall
 * height's σ may cause in an assumed-height fit: a height off by dH moves a
 * cloth point at r from the nadir by about r · hc · dH / (H (H - hc)) (the
 * outline and diamonds pin the cushion-top plane; hc the cushion height):
 * 0.4 mm lets through a σ up to ~1.9 % of a 2.9 m carom camera (0.21 mm at
 * 1 %; tape or laser from the lens to the cloth). A larger σ is refused. The fit's own error leaves little room (development frames
 * 200-295, band 0.8, 720p: with the exact height cloth medians 0.07-1.00 mm,
 * worst 2.75; with it 1 % low two frames reach a 1.09 mm median:
 * docs/calibration.md). Raising it lets a guessed height through (2.3-3.5 m
 * halls: up to 5 mm at the corners).
 */
export const ASSUMED_MAX_CORNER_MM = 0.4;
/**
 * The uncertainty, as a share of the height, of a camera height measured in the hall (laser or tape, lens to
 * cloth) where none is given: `calibrate --camera-height MM` and the service's `vision.cameraHeightMm`. 0.5 % of
 * 2.9 m moves the far carom corner ~0.10 mm, well inside ASSUMED_MAX_CORNER_MM.
 */
export const MEASURED_HEIGHT_SIGMA = 0.005;
/** Length (table mm) of the stretches of a cushion counted for coverage in the assumed-height fit. */
const ASSUMED_BIN_MM = 50;
/**
 * Fraction of each cushion's 50 mm stretches that must hold outline pixels
 * near the assumed-height model. The outline is the fit's only cue across the
 * rails: a hidden cushion (a body or a cue over it) bends the side curve
 * onto the occluder, and its stretches go bare. Development frames (720p,
 * band 0.8, seeds 200-247): the two fits accepted off the goal at 0.7 had a
 * cushion at 0.84 and 0.86 (seeds 240: cloth 3.0 mm off, 236: worst 4.1 mm);
 * the good ones 0.93-1.00 but one (200, 0.83). Lowering it lets a fit lean on
 * three sides; raising it refuses frames with a ball or a hand at the rail.
 */
const ASSUMED_MIN_COVERAGE = 0.9;
/**
 * Diamonds the assumed-height fit must find, and their RMS bound (px): they
 * fix scale and centre along both axes, where the outline's rely on the
 * cushion width. Development frames (720p): the good fits find 18-20 at
 * 0.05-0.15 px (0.27 with the height 10 % off); wrong ones 11-19 at
 * 0.17-0.66 px. Fewer or a looser bound lets a fit rest on the outline alone.
 */
const ASSUMED_MIN_DIAMONDS = 16;
/**
 * Outline RMS bound of the assumed-height fit, px per 1000 px of image width
 * (the outline comes from a copy ~480 px wide: one of its pixels is ~2 px per
 * 1000). Development frames at 720p: accepted fits 0.86-1.16 px (0.67-0.91
 * per 1000), wrong ones (cloth 3-9 mm off) 1.26-2.5 px. Raising it lets a
 * fit bent by a wrong outline stretch (score bar, rail colour) through.
 */
const ASSUMED_MAX_OUTLINE_RMS_PX = 1;
/**
 * What the assumed-height fit frees with the diamonds: pose, k1 and k2 (its
 * prior as in the edge fits). Without k2, frames with strong barrel (k1
 * -0.19 to -0.27) were left ~1 mm off at the corners (seed 258: worst 3.2 mm).
 */
const ASSUMED_FREE: ParamName[] = ['k1', 'k2', ...POSE];
/**
 * Cushion widths (mm) tried by the assumed-height fit (halls' cushions are
 * 45-55 mm, nominal 50; the coarse outline sits up to a coarse pixel inside
 * the back edge): the one whose fit best agrees with the diamonds wins.
 */
const ASSUMED_CUSHION_WIDTHS = [44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56];
const ASSUMED_MAX_DIAMOND_RMS_PX = 0.2;

/**
 * Rescale the camera so that it hangs `heightMm` above the cloth while the
 * cushion-top plane keeps its image (focal and distance to that plane scaled
 * together), then refit the free parameters with the focal held; a few
 * rounds, as the refit moves the height a little.
 */
function holdHeight(cam: Camera, obs: readonly LineObs[], free: ParamName[], heightMm: number, hc: number, priors: Parameters<typeof fitCamera>[3] = {}): Camera {
  for (let i = 0; i < 5; i++) {
    const c = cameraCentre(cam);
    if (i > 0 && Math.abs(c[2] - heightMm) < 1) break;
    const k = (heightMm - hc) / Math.max(1, c[2] - hc);
    const t = translationFor(cam.R, [c[0], c[1], hc + (c[2] - hc) * k]);
    const f = cam.intrinsics.fx * k;
    cam = fitCamera({ ...cam, intrinsics: { ...cam.intrinsics, fx: f, fy: f }, t }, obs, free, priors);
  }
  return cam;
}

/**
 * Fallback when the cushion faces give no foot/nose pairs (a face band about
 * as light as the cloth, C5's measurement in docs/calibration.md) and the hall
 * has measured the camera's height: the diamonds (scale and centre along
 * both axes) and the outline down-weighted (cushion back edges at cushion
 * height, the cushion width searched) fit pose, k1 and k2 with the camera
 * held at that height. Nothing here sees the height, so the
 * result says it was assumed, with the cloth-plane uncertainty it brings;
 * ball centres (close to the cushion-top plane) barely depend on it.
 * Exported for tests; calibrateFrame runs it (opts.cameraHeight) only where
 * every cloth reading failed for want of cushion pairs.
 */
export function assumedHeightFit(frame: Frame, coarse: Coarse, table: TableModel, orientationOpt: Orientation | undefined, prior: HeightPrior): AutoResult {
  const hc = table.cushionHeight;
  const clothCornerMm = (Math.hypot(table.length / 2, table.width / 2) * hc * prior.sigmaMm) / (prior.mm * Math.max(1, prior.mm - hc));
  if (!(clothCornerMm <= ASSUMED_MAX_CORNER_MM) || !(prior.mm >= HEIGHT_RANGE[0] && prior.mm <= HEIGHT_RANGE[1])) {
    throw new CalibrationError('fit', `the camera height given (${prior.mm} ± ${prior.sigmaMm} mm) is too uncertain to stand in for the cushion faces`);
  }
  const orientation = orientationOpt ?? defaultOrientation(coarse);
  const names = sideCushions(coarse, orientation);
  const bandPx = (BACK_BANDS_PX[BACK_BANDS_PX.length - 1]! * coarse.imageWidth) / 1000;
  let cam = outlineFit(coarse, names, table, orientation, prior.mm).cam;
  if (!plausible(cam)) throw new CalibrationError('cushions', 'the cloth-coloured outline found is not a table seen from above (no camera pose fits it)');
  let outline: LineObs[] = [];
  for (let i = 0; i < 2; i++) {
    outline = backEdgeObs(coarse.boundary, cam, table, bandPx);
    cam = holdHeight(cam, outline, POSE_K1, prior.mm, hc);
  }
  let dia = trim(cam, findDiamonds(frame, cam, table));
  cam = holdHeight(cam, [...outline, ...dia], POSE_K1, prior.mm, hc);
  dia = trim(cam, dia);
  // The diamonds fix scale and centre along both axes; the down-weighted outline (a coarse
  // copy's pixels, its cushion width searched) holds the rest. The width that best agrees with the diamonds wins.
  const start = cam;
  let best = { cost: Infinity, cam, outline };
  for (const w of ASSUMED_CUSHION_WIDTHS) {
    const o = backEdgeObs(coarse.boundary, start, table, bandPx, w);
    const c = holdHeight(start, [...o.map((x) => ({ ...x, scale: x.scale * OUTLINE_WEIGHT })), ...dia], ASSUMED_FREE, prior.mm, hc, K2_PRIOR);
    const cost = residualsPx(c, dia).reduce((a, v) => a + v * v, 0);
    if (cost < best.cost) best = { cost, cam: c, outline: o };
  }
  ({ cam, outline } = best);
  const e = residualStats(cam, outline), d = residualStats(cam, dia);
  const perCushion = outlineCoverage(cam, table, outline);
  const bare = CUSHIONS.filter((c) => perCushion[c].hits < ASSUMED_MIN_COVERAGE * perCushion[c].samples);
  if (bare.length) throw new CalibrationError('cushions', `the outline misses along the ${bare.join(' and ')} cushion${bare.length > 1 ? 's' : ''}`);
  if (!(e.rmsPx <= (ASSUMED_MAX_OUTLINE_RMS_PX * coarse.imageWidth) / 1000)) {
    throw new CalibrationError('fit', `the outline is ${e.rmsPx.toFixed(2)} px RMS from the fitted camera`);
  }
  if (d.count < ASSUMED_MIN_DIAMONDS || !(d.rmsPx <= ASSUMED_MAX_DIAMOND_RMS_PX)) {
    throw new CalibrationError('fit', `${d.count} diamonds at ${d.rmsPx.toFixed(2)} px RMS (need ${ASSUMED_MIN_DIAMONDS} within ${ASSUMED_MAX_DIAMOND_RMS_PX} px)`);
  }
  const residuals: Residuals = {
    edges: { count: e.count, rmsPx: e.rmsPx, medianPx: e.medianPx, rmsMm: e.rmsMm },
    diamonds: { found: d.count, of: diamonds(table).length, rmsPx: d.rmsPx, rmsMm: d.rmsMm },
    perCushion,
    height: { assumed: true, mm: prior.mm, sigmaMm: prior.sigmaMm, clothCornerMm: round(clothCornerMm, 2) },
  };
  const calibration = toCalibration(cam, table.kind, {
    source: `automatic, ${new Date().toISOString().slice(0, 10)}: camera height assumed ${prior.mm} ± ${prior.sigmaMm} mm (no cushion-face pairs; cloth ±${round(clothCornerMm, 1)} mm at the corners), ${e.count} outline points, ${d.count} diamonds`,
    rmsPx: round(Math.sqrt((e.rmsPx ** 2 * e.count + d.rmsPx ** 2 * d.count) / (e.count + d.count)), 3),
  });
  return { camera: cam, calibration, residuals, orientation, observations: [...outline, ...dia], coarse };
}

/** Per cushion: its ASSUMED_BIN_MM stretches, and those holding outline observations (`hits`). */
function outlineCoverage(cam: Camera, table: TableModel, outline: readonly LineObs[]): Residuals['perCushion'] {
  const out = {} as Residuals['perCushion'];
  for (const c of CUSHIONS) {
    const n = railNormal(c);
    const reach = n[0] !== 0 ? table.width / 2 : table.length / 2;
    const bins = new Set<number>();
    for (const o of outline) {
      if (o.n[0] !== n[0] || o.n[1] !== n[1]) continue;
      const q = pixelToTable(cam, o.px, o.z);
      if (!q) continue;
      const along = n[0] !== 0 ? q[1] : q[0];
      if (Math.abs(along) < reach) bins.add(Math.floor((along + reach) / ASSUMED_BIN_MM));
    }
    out[c] = { hits: bins.size, samples: Math.ceil((2 * reach) / ASSUMED_BIN_MM) };
  }
  return out;
}
