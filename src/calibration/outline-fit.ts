/**
 * Stage 1 of the automatic fit, the outline (cushion back edges from the
 * cloth-coloured region), and the pieces auto.ts shares with the
 * assumed-height fallback (assumed-height.ts): the robust trim, the plausible
 * camera, the k2 prior.
 */
import { cameraCentre, pixelToTable, type Camera } from '../camera/model.js';
import type { TableModel } from '../geometry/tables.js';
import type { Coarse } from './coarse.js';
import { initialCamera, type sideCushions, type Orientation } from './init.js';
import { fitCamera, residualsPx, type LineObs, type ParamName } from './params.js';
import { NOMINAL_CUSHION_WIDTH, railNormal } from './table-lines.js';

/** Outlier cut: residuals beyond max(TRIM_SIGMAS robust σ, TRIM_FLOOR_PX) are dropped before refitting. */
const TRIM_SIGMAS = 3;
const TRIM_FLOOR_PX = 0.6;
/** Plausible camera heights above the cloth (mm): outside this the fit is taken as wrong. */
export const HEIGHT_RANGE: [number, number] = [1200, 6000];

export const POSE: ParamName[] = ['rx', 'ry', 'rz', 'tx', 'ty', 'tz'];
export const POSE_K1: ParamName[] = ['k1', ...POSE];
/** Weight of outline observations in the edge fits: enough to hold a hidden cushion, too little to bias the rest (their cushion width is nominal). */
export const OUTLINE_WEIGHT = 0.1;
/** Bands (px per 1000 px of image width) of the outline re-collection rounds. */
export const BACK_BANDS_PX = [12, 8, 5, 4];
/** Outline observations kept per cushion (evenly thinned): enough for a first pose, cheap to fit. */
const BACK_PER_CUSHION = 250;
/** k2 is weakly seen on a table that does not reach the image corners: a prior keeps it near 0. */
export const K2_PRIOR = { k2: { value: 0, sigma: 0.05 } };

export function trim<T extends LineObs>(cam: Camera, obs: T[]): T[] {
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
export function backEdgeObs(boundary: readonly [number, number][], cam: Camera, table: TableModel, bandPx: number, cushionWidth = NOMINAL_CUSHION_WIDTH): LineObs[] {
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
export function outlineFit(coarse: Coarse, names: ReturnType<typeof sideCushions>, table: TableModel, orientation: Orientation, guessHeightMm: number): { cam: Camera; obs: LineObs[] } {
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

export function plausible(cam: Camera): boolean {
  const h = cameraCentre(cam)[2];
  return h >= HEIGHT_RANGE[0] && h <= HEIGHT_RANGE[1] && cam.intrinsics.fx > 0.2 * cam.width && cam.intrinsics.fx < 10 * cam.width;
}

export function round(v: number, d: number): number {
  const k = 10 ** d;
  return Math.round(v * k) / k;
}
