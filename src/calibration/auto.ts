/**
 * Automatic calibration from one frame: coarse outline → first camera →
 * fit on the cushions' back edges → rounds of edge search (foot and nose of
 * every cushion) and robust refits → diamonds → final fit and quality checks.
 * A poor or partial fit throws CalibrationError saying what was not found.
 */
import { cameraCentre, pixelToTable, translationFor, type Camera } from '../camera/model.js';
import { toCalibration, type CalibrationFile } from '../camera/calibration.js';
import type { Cushion } from '../contracts/ids.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE, diamonds, type TableModel } from '../geometry/tables.js';
import { findCloth, type ClothOptions, type Coarse } from './coarse.js';
import { findDiamonds } from './diamonds.js';
import { edgeSampleCounts, searchEdges, type EdgeHit } from './edges.js';
import { CalibrationError } from './errors.js';
import { toFrame, type Frame, type RgbImage } from './image.js';
import { defaultOrientation, initialCamera, sideCushions, type Orientation } from './init.js';
import { fitCamera, residualStats, residualsPx, type LineObs, type ParamName } from './params.js';
import { CUSHIONS, NOMINAL_CUSHION_WIDTH, railNormal } from './table-lines.js';

/**
 * RMS edge residual (px) above which a fit is refused. Good fits of rendered
 * frames sit at 0.2-0.4 px; a wrong edge picked along a whole cushion shows
 * as 1 px and more. Raising it lets doubtful calibrations through.
 */
export const MAX_RMS_PX = 0.9;
/** Each cushion must keep edge hits on at least this fraction of its samples after trimming. */
const MIN_CUSHION_COVERAGE = 0.25;
/** Outlier cut: residuals beyond max(TRIM_SIGMAS robust σ, TRIM_FLOOR_PX) are dropped before refitting. */
const TRIM_SIGMAS = 3;
const TRIM_FLOOR_PX = 0.6;
/** Plausible camera heights above the cloth (mm): outside this the fit is taken as wrong. */
const HEIGHT_RANGE: [number, number] = [1200, 6000];
/** Edge-sample spacing along the cushions (px): ~4 hits per cm of cushion at 1080p. */
const SPACING_PX = 3;

const POSE: ParamName[] = ['rx', 'ry', 'rz', 'tx', 'ty', 'tz'];
const POSE_K1: ParamName[] = ['k1', ...POSE];
/** Weight of outline observations in the edge fits: enough to hold a hidden cushion, too little to bias the rest (their cushion width is nominal). */
const OUTLINE_WEIGHT = 0.1;
/** Rounds with windows up to this (mm) fit the edges alone; wider ones sample every other position. */
const OUTLINE_UNTIL_MM = 20;
/** Camera heights (mm) whose focal guesses the outline fit tries. */
const GUESS_HEIGHTS_MM = [2300, 2900, 3600];
/** Bands (px per 1000 px of image width) of the outline re-collection rounds. */
const BACK_BANDS_PX = [12, 8, 5, 4];
/** Outline observations kept per cushion (evenly thinned): enough for a first pose, cheap to fit. */
const BACK_PER_CUSHION = 250;
const ALL: ParamName[] = ['f', 'k1', 'k2', 'rx', 'ry', 'rz', 'tx', 'ty', 'tz'];
const NO_K2: ParamName[] = ['f', 'k1', 'rx', 'ry', 'rz', 'tx', 'ty', 'tz'];
/**
 * Half-width (table mm) of the edge-search window of the first round on a
 * cushion the first window leaves mostly bare (hits on fewer than
 * BARE_COVERAGE of its samples). The outline fit can be several cm off there:
 * a score bar or a player's body hides a stretch of the outline and the side
 * curve follows the occluder's edge instead, or the cushion's dark face is too
 * wide to be bridged and the outline is the cushion foot, 50 mm inside the
 * back edge. Only there: a window this wide also reaches a dark seam along
 * the back edge, a pair as good as the face. Narrower loses those frames;
 * wider costs time and lets more stray pairs into the first fit.
 */
const WIDE_WINDOW_MM = 100;
/** Fraction of a cushion's samples with hits under which the first round widens its window there. */
const BARE_COVERAGE = 0.5;
/** Edge-search rounds: window half-width (table mm) and what is fitted. */
const FINE_ROUNDS: [number, ParamName[]][] = [[35, NO_K2], [25, NO_K2], [15, NO_K2], [8, ALL], [5, ALL]];
/** k2 is weakly seen on a table that does not reach the image corners: a prior keeps it near 0. */
const K2_PRIOR = { k2: { value: 0, sigma: 0.05 } };

export type TableName = 'carom' | 'pyramid';

export function tableNamed(name: TableName): TableModel {
  return name === 'carom' ? CAROM_MATCH_TABLE : PYRAMID_12FT_TABLE;
}

export interface AutoOptions {
  table: TableName;
  /** Where the top cushion lies in the image (default: right when the table lies across the image, else up). */
  orientation?: Orientation;
  /** The table model to fit (default: the nominal one of `table`). */
  model?: TableModel;
  /**
   * The camera's height above the cloth as measured in the hall (tape or
   * laser), used only by the assumed-height fallback (see assumedHeightFit):
   * when the cushion faces give no foot/nose pairs. Without it such frames are refused.
   */
  cameraHeight?: HeightPrior;
}

/** A measured camera height above the cloth (mm) and its uncertainty (1 σ, mm). */
export interface HeightPrior {
  mm: number;
  sigmaMm: number;
}

export interface Residuals {
  edges: { count: number; rmsPx: number; medianPx: number; rmsMm: number };
  diamonds: { found: number; of: number; rmsPx: number; rmsMm: number };
  perCushion: Record<Cushion, { hits: number; samples: number }>;
  /**
   * Present only on a fit whose camera height was assumed (the hall's
   * measured height) instead of fitted from the cushion faces' parallax:
   * `edges` and `perCushion` are then the outline's (cushion back edges;
   * perCushion counts 50 mm stretches), and
   * clothCornerMm is the cloth-plane shift at the table's far corner that
   * the height's σ alone causes.
   */
  height?: { assumed: true; mm: number; sigmaMm: number; clothCornerMm: number };
}

export interface AutoResult {
  camera: Camera;
  calibration: CalibrationFile;
  residuals: Residuals;
  orientation: Orientation;
  /** Observations the final fit used (overlays, diagnostics). */
  observations: LineObs[];
  coarse: Coarse;
}

function trim<T extends LineObs>(cam: Camera, obs: T[]): T[] {
  const r = residualsPx(cam, obs);
  const abs = [...r].map(Math.abs).sort((a, b) => a - b);
  const sigma = 1.4826 * (abs[abs.length >> 1] ?? 0);
  const cut = Math.max(TRIM_SIGMAS * sigma, TRIM_FLOOR_PX);
  return obs.filter((_, i) => Math.abs(r[i]!) <= cut);
}

/**
 * Outline pixels that lie on one of the cushions' back edges under `cam`
 * (within `bandPx`), as observations at cushion height with the nominal
 * cushion width. At most BACK_PER_CUSHION per cushion, evenly thinned.
 */
function backEdgeObs(boundary: readonly [number, number][], cam: Camera, table: TableModel, bandPx: number, cushionWidth = NOMINAL_CUSHION_WIDTH): LineObs[] {
  const scale = cam.intrinsics.fx / Math.max(1, cameraCentre(cam)[2]);
  const X = table.length / 2 + cushionWidth, Y = table.width / 2 + cushionWidth;
  const lines = [
    { n: [1, 0] as const, offset: X, reach: Y }, { n: [-1, 0] as const, offset: X, reach: Y },
    { n: [0, 1] as const, offset: Y, reach: X }, { n: [0, -1] as const, offset: Y, reach: X },
  ];
  const per: LineObs[][] = [[], [], [], []];
  for (const px of boundary) {
    const q = pixelToTable(cam, px, table.cushionHeight);
    if (!q) continue;
    let best = -1, bd = Infinity;
    lines.forEach((l, k) => {
      const d = Math.abs(l.n[0] * q[0] + l.n[1] * q[1] - l.offset);
      const along = Math.abs(l.n[0] === 0 ? q[0] : q[1]);
      if (along < l.reach && d < bd) { bd = d; best = k; }
    });
    if (best >= 0 && bd * scale < bandPx) per[best]!.push({ px, z: table.cushionHeight, n: lines[best]!.n, offset: lines[best]!.offset, scale, kind: 'back' });
  }
  return per.flatMap((list) => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / BACK_PER_CUSHION)) === 0));
}

/** Observations from the robust side curves' inliers (the first, rough association). */
function coarseObs(coarse: Coarse, names: ReturnType<typeof sideCushions>, cam: Camera, table: TableModel): LineObs[] {
  const scale = cam.intrinsics.fx / Math.max(1, cameraCentre(cam)[2]);
  const obs: LineObs[] = [];
  for (const side of ['right', 'left', 'up', 'down'] as const) {
    const c = names[side];
    const n = railNormal(c);
    const offset = (c === 'left' || c === 'right' ? table.width : table.length) / 2 + NOMINAL_CUSHION_WIDTH;
    const pts = coarse.sides[side].inliers;
    const every = Math.max(1, Math.floor(pts.length / BACK_PER_CUSHION));
    for (let i = 0; i < pts.length; i += every) obs.push({ px: pts[i]!, z: table.cushionHeight, n, offset, scale, kind: 'back' });
  }
  return obs;
}

/**
 * Stage 1: the outline (cushion back edges, nominal cushion width) gives
 * pose and k1 for a fixed focal (the outline alone cannot tell focal from
 * height). The robust side curves seed it, then outline pixels near the
 * model are re-collected in narrowing bands, reaching into strongly bent
 * corners a quadratic cannot follow. Returns the camera and the outline
 * observations it ends on.
 */
function outlineFit(coarse: Coarse, names: ReturnType<typeof sideCushions>, table: TableModel, orientation: Orientation, guessHeightMm: number): { cam: Camera; obs: LineObs[] } {
  const width = coarse.imageWidth;
  let cam = initialCamera(coarse, table, orientation, width, coarse.imageHeight, guessHeightMm);
  const seed = coarseObs(coarse, names, cam, table);
  cam = fitCamera(cam, seed, POSE);
  cam = fitCamera(cam, trim(cam, seed), POSE_K1);
  let obs: LineObs[] = [];
  for (const band of BACK_BANDS_PX) {
    obs = backEdgeObs(coarse.boundary, cam, table, (band * width) / 1000);
    cam = fitCamera(cam, obs, POSE_K1);
  }
  // Down-weighted, the outline keeps holding what the edges found so far do not (a hidden cushion).
  return { cam, obs: obs.map((o) => ({ ...o, scale: o.scale * OUTLINE_WEIGHT })) };
}

/** One round of edge search and robust refit; the outline observations ride along, down-weighted. */
function fineRound(frame: Frame, cam: Camera, table: TableModel, outline: LineObs[], windowMm: number, free: ParamName[]): { cam: Camera; hits: EdgeHit[] } {
  // Wide rounds only steer the model: sparser samples make them cheap.
  return refit(cam, searchEdges(frame, cam, table, { windowMm, spacingPx: windowMm > OUTLINE_UNTIL_MM ? 2 * SPACING_PX : SPACING_PX }), outline, free);
}

/**
 * The first round of a focal guess: the first window, then the wide one
 * (WIDE_WINDOW_MM) on the cushions the first left mostly bare, all searched
 * from the outline fit's camera. Widening only there keeps a strong pair
 * further out (a dark seam along the cushion's back edge) from beating the
 * face where the outline fit was close.
 */
function firstRound(frame: Frame, cam: Camera, table: TableModel, outline: LineObs[]): { cam: Camera; hits: EdgeHit[] } {
  const [windowMm, free] = FINE_ROUNDS[0]!;
  const spacingPx = 2 * SPACING_PX;
  let hits = searchEdges(frame, cam, table, { windowMm, spacingPx });
  const samples = edgeSampleCounts(cam, table, spacingPx);
  const bare = CUSHIONS.filter((c) => hits.filter((h) => h.cushion === c).length / 2 < BARE_COVERAGE * samples[c]);
  if (bare.length) {
    hits = [...hits.filter((h) => !bare.includes(h.cushion)), ...searchEdges(frame, cam, table, { windowMm: WIDE_WINDOW_MM, spacingPx, cushions: bare })];
  }
  return refit(cam, hits, outline, free);
}

/** Fit, drop outliers, fit again, drop outliers again. */
function refit(cam: Camera, hits: EdgeHit[], outline: LineObs[], free: ParamName[]): { cam: Camera; hits: EdgeHit[] } {
  if (hits.length < 40) return { cam, hits };
  cam = fitCamera(cam, [...hits, ...outline], free, K2_PRIOR);
  hits = trim(cam, hits);
  cam = fitCamera(cam, [...hits, ...outline], free, K2_PRIOR);
  return { cam, hits: trim(cam, hits) };
}

/**
 * Readings of the frame tried in turn until one gives a calibration that
 * passes the checks: the default cloth colour, then the strict one (see
 * coarse.ts), for surroundings whose colour leaks into the default region,
 * then the hue reading, for vivid cloth whose lit and shaded ends the
 * default colour test loses.
 * A reading that fails costs a full fit; frames that pass on the first pay
 * nothing more.
 */
const CLOTH_READINGS: readonly ClothOptions[] = [{}, { strict: true }, { hue: true }];

export function calibrateFrame(img: RgbImage | Frame, opts: AutoOptions): AutoResult {
  const table = opts.model ?? tableNamed(opts.table);
  const frame = 'lum' in img ? img : toFrame(img);
  let first: CalibrationError | null = null;
  for (const reading of CLOTH_READINGS) {
    try {
      return fitFrame(frame, findCloth(frame, reading), table, opts.orientation);
    } catch (err) {
      if (!(err instanceof CalibrationError)) throw err;
      // The default reading's complaint is the one a person can act on.
      first ??= err;
    }
  }
  // No reading found the cushions' foot/nose pairs (a faint face): with a measured height, the outline can still do.
  if (opts.cameraHeight && first!.what === 'cushions') {
    try {
      return assumedHeightFit(frame, findCloth(frame, {}), table, opts.orientation, opts.cameraHeight);
    } catch (err) {
      if (!(err instanceof CalibrationError)) throw err;
      throw new CalibrationError(first!.what, `${first!.message}; with the camera height given: ${err.message}`);
    }
  }
  throw first!;
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

/** The whole fit from one reading of the cloth; throws CalibrationError when it does not pass the checks. */
function fitFrame(frame: Frame, coarse: Coarse, table: TableModel, orientationOpt: Orientation | undefined): AutoResult {
  const orientation = orientationOpt ?? defaultOrientation(coarse);
  const names = sideCushions(coarse, orientation);
  // Stages 1-2: for each focal guess, the outline fit and a first wide edge round; the guess
  // whose model finds the most face pairs wins (a wrong height predicts the wrong face width).
  let best: { cam: Camera; hits: EdgeHit[]; outline: LineObs[] } | null = null;
  for (const h of GUESS_HEIGHTS_MM) {
    const start = outlineFit(coarse, names, table, orientation, h);
    if (!plausible(start.cam)) continue;
    const r = firstRound(frame, start.cam, table, start.obs);
    if (!best || r.hits.length > best.hits.length) best = { ...r, outline: start.obs };
  }
  if (!best) throw new CalibrationError('cushions', 'the cloth-coloured outline found is not a table seen from above (no camera pose fits it)');
  let { cam, hits } = best;
  for (const [windowMm, free] of FINE_ROUNDS.slice(1)) {
    // Once the wide rounds have found every cushion the outline (nominal cushion width) only biases.
    ({ cam, hits } = fineRound(frame, cam, table, windowMm > OUTLINE_UNTIL_MM ? best.outline : [], windowMm, free));
  }
  // Stage 3: diamonds pin the scale along the rails.
  let dia = trim(cam, findDiamonds(frame, cam, table));
  let all: LineObs[] = [...hits, ...dia];
  cam = fitCamera(cam, all, ALL, K2_PRIOR);
  dia = trim(cam, dia);
  all = [...hits, ...dia];
  cam = fitCamera(cam, all, ALL, K2_PRIOR);
  const residuals = report(cam, table, hits, dia);
  check(cam, residuals);
  const calibration = toCalibration(cam, table.kind, {
    source: `automatic, ${new Date().toISOString().slice(0, 10)}: ${residuals.edges.count} cushion-edge points, ${residuals.diamonds.found} diamonds`,
    rmsPx: round(Math.sqrt((residuals.edges.rmsPx ** 2 * residuals.edges.count + residuals.diamonds.rmsPx ** 2 * residuals.diamonds.found) / (residuals.edges.count + residuals.diamonds.found || 1)), 3),
  });
  return { camera: cam, calibration, residuals, orientation, observations: all, coarse };
}

function round(v: number, d: number): number {
  const k = 10 ** d;
  return Math.round(v * k) / k;
}

function report(cam: Camera, table: TableModel, hits: EdgeHit[], dia: LineObs[]): Residuals {
  const e = residualStats(cam, hits);
  const d = residualStats(cam, dia);
  const samples = edgeSampleCounts(cam, table, SPACING_PX);
  const perCushion = {} as Residuals['perCushion'];
  // Two edges (foot, nose) per sample: a cushion's hits are counted per sample.
  for (const c of CUSHIONS) perCushion[c] = { hits: hits.filter((h) => h.cushion === c).length / 2, samples: samples[c] };
  return {
    edges: { count: e.count, rmsPx: e.rmsPx, medianPx: e.medianPx, rmsMm: e.rmsMm },
    diamonds: { found: d.count, of: diamonds(table).length, rmsPx: d.count ? d.rmsPx : 0, rmsMm: d.count ? d.rmsMm : 0 },
    perCushion,
  };
}

function plausible(cam: Camera): boolean {
  const h = cameraCentre(cam)[2];
  return h >= HEIGHT_RANGE[0] && h <= HEIGHT_RANGE[1] && cam.intrinsics.fx > 0.2 * cam.width && cam.intrinsics.fx < 10 * cam.width;
}

function check(cam: Camera, r: Residuals): void {
  const missing = (Object.entries(r.perCushion) as [Cushion, { hits: number; samples: number }][])
    .filter(([, v]) => v.hits < MIN_CUSHION_COVERAGE * v.samples).map(([c]) => c);
  if (missing.length === 4) throw new CalibrationError('cushions', 'no table found: no cushion edges where the cloth-coloured region says a table would be');
  if (missing.length) {
    throw new CalibrationError('cushions', `the ${missing.join(' and ')} cushion${missing.length > 1 ? 's were' : ' was'} not found along enough of ${missing.length > 1 ? 'their' : 'its'} length (hidden, out of view, or no table)`);
  }
  if (!(r.edges.rmsPx <= MAX_RMS_PX)) {
    throw new CalibrationError('fit', `poor fit: cushion edges are ${r.edges.rmsPx.toFixed(2)} px RMS from the fitted camera (limit ${MAX_RMS_PX} px)`);
  }
  const h = cameraCentre(cam)[2];
  if (!(h >= HEIGHT_RANGE[0] && h <= HEIGHT_RANGE[1])) {
    throw new CalibrationError('fit', `implausible fit: the camera comes out ${Math.round(h)} mm above the cloth`);
  }
}
