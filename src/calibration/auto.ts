/**
 * Automatic calibration from one frame: coarse outline → first camera →
 * fit on the cushions' back edges → rounds of edge search (foot and nose of
 * every cushion) and robust refits → diamonds → final fit and quality checks.
 * A poor or partial fit throws CalibrationError saying what was not found.
 */
import { cameraCentre, type Camera } from '../camera/model.js';
import { toCalibration, type CalibrationFile } from '../camera/calibration.js';
import type { Cushion } from '../contracts/ids.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE, diamonds, type TableModel } from '../geometry/tables.js';
import { assumedHeightFit, type HeightPrior } from './assumed-height.js';
import { findCloth, type ClothOptions, type Coarse } from './coarse.js';
import { findDiamonds } from './diamonds.js';
import { edgeSampleCounts, searchEdges, type EdgeHit } from './edges.js';
import { CalibrationError } from './errors.js';
import { toFrame, type Frame, type RgbImage } from './image.js';
import { defaultOrientation, sideCushions, type Orientation } from './init.js';
import { HEIGHT_RANGE, K2_PRIOR, outlineFit, plausible, round, trim } from './outline-fit.js';
import { fitCamera, residualStats, type LineObs, type ParamName } from './params.js';
import { CUSHIONS } from './table-lines.js';

/**
 * RMS edge residual (px) above which a fit is refused. Good fits of rendered
 * frames sit at 0.2-0.4 px; a wrong edge picked along a whole cushion shows
 * as 1 px and more. Raising it lets doubtful calibrations through.
 */
export const MAX_RMS_PX = 0.9;
/** Each cushion must keep edge hits on at least this fraction of its samples after trimming. */
const MIN_CUSHION_COVERAGE = 0.25;
/** Edge-sample spacing along the cushions (px): ~4 hits per cm of cushion at 1080p. */
const SPACING_PX = 3;

/** Rounds with windows up to this (mm) fit the edges alone; wider ones sample every other position. */
const OUTLINE_UNTIL_MM = 20;
/** Camera heights (mm) whose focal guesses the outline fit tries. */
const GUESS_HEIGHTS_MM = [2300, 2900, 3600];
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
   * laser), used only by the assumed-height fallback (assumed-height.ts assumedHeightFit):
   * when the cushion faces give no foot/nose pairs. Without it such frames are refused.
   */
  cameraHeight?: HeightPrior;
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
