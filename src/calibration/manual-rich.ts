/**
 * The richer model of a hand calibration (manual.ts): the principal point
 * free (under a prior) and the hall's diamond row free, for many well-spread
 * points. Measured on two real phone photos (points read by hand,
 * test/fixtures/real-points-*.json): the simple model (pinhole + f + k1, the
 * principal point at the image centre, the diamonds on the model's rail
 * centre line) refuses them at 6.2 and 5.6 px RMS; this one fits them to 1.53
 * and 1.13 px, and a point left out of the fit is predicted to 2.1 and 1.7 px
 * RMS. In scratch reprojection fits, neither freedom alone does it (principal
 * point: 3.5 and 3.2 px, left-out 6.2 and 5.6; diamond row: 4.1 and 3.7,
 * left-out 7.2 and 6.2; the simple model: left-out 7.7 and 6.8), nor does k2
 * (alone 4.3 and 3.2; added here 1.50 and 1.10, left-out 2.4 and 1.6: not
 * taken). The fitted row lies 86.8 and 88.0 mm from the nose where the model
 * says 112.5 (the hall's rail is narrower; the warped overhead frames put it
 * at 80-85 mm, docs/calibration.md), and k1 falls from the simple model's
 * +0.14-0.16 (a "pincushion" absorbing the misplaced diamonds) to ~0.01.
 */
import { matrixToRvec, project, rvecToMatrix, type Camera, type Vec3 } from '../camera/model.js';
import { levenbergMarquardt } from './lm.js';

/**
 * Points needed before the principal point and the diamond row are fitted
 * (12-20). The rich model has 11 unknowns (pose 6, focal, k1, principal point
 * 2, diamond row); 12 points give 24 residuals, twice that. Fewer leave the
 * principal point trading off against the tilt and the height on a handful of
 * clicks (the points lie near one plane, where a single view cannot separate
 * them); more would refuse the 13-19 points a person reads off one photo.
 */
export const MANUAL_RICH_MIN_POINTS = 12;
/**
 * The points' spread over the table needed besides (manual.ts spread: the
 * ratio of the narrow to the long axis of their scatter, 0 on a line, ~0.5
 * for points all over the table), 0.2-0.4: points along one rail cannot tell
 * the principal point from the tilt. The photos' points spread 0.62 and 0.46;
 * one long rail's 7 diamonds with its two corners and the short rails' nearest
 * diamonds, 0.22. Higher refuses a view that shows one long rail well and the
 * far one poorly; lower fits the principal point from a strip.
 */
export const MANUAL_RICH_MIN_SPREAD = 0.3;
/**
 * Prior σ (px) of the principal point about the image centre (10-100). A
 * camera's sensor sits within a few tens of pixels of the lens axis unless
 * the picture was cropped, and the points of one view of a (near) plane fix
 * the principal point only weakly: without a prior, with the row free, it
 * ran to 11-24 px from the photos' top edge (centre 341), and on one photo's
 * diamonds alone the camera's distance fell from 2.1 m to 0.4-0.8 m. With
 * 20 px the photos' fits put it 18-22 px right of the centre (1.53 and 1.13 px
 * RMS; 1.51 and 1.10 with 100 px). Lower keeps it at the centre (the simple
 * model's residual); higher lets it drift along that trade-off.
 */
export const PRINCIPAL_POINT_SIGMA_PX = 20;

/**
 * Prior σ of k1 about 0 in the hand calibration's fits, simple and rich
 * (0.5-2). Looking straight down, the focal, the height and k1 trade off
 * along a flat valley (only the 37 mm between the spots' and the cushion
 * tops' planes tells the height), and without it the fit ran along it:
 * exact points of 14 names from 60 random hall cameras (tilt 0-8°, k1
 * -0.35…0) gave 8 fits with a cloth point 5-26 mm off, the focal 1.3-30 ×
 * and k1 down to -185 (rich model: 5), and 2 refusals; with it, none off by
 * more than 2 mm (2 refused). A hall lens's k1 is -0.4…0 (the renderer's
 * -0.35…0), so σ = 1 adds at most 0.16 (one px² of residual) to the true
 * fit's cost; 0.3 pulls exact points' fits measurably (the off-centre
 * sensor test of calibration.manual-rich: cloth 1.06 mm against its 1 mm
 * bound). Lower biases strong barrel lenses; higher lets the valley back in.
 */
export const MANUAL_K1_SIGMA = 1;

export interface RichPoint {
  world: Vec3;
  px: readonly [number, number];
  /** For a named diamond: its outward normal across the rail (it moves with the row). */
  across?: readonly [number, number];
}

export interface RichFit { camera: Camera; diamondOffsetMm: number | null }

/**
 * Refit `start` (the simple model's camera) with the principal point free and,
 * when `nominalOffsetMm` is given (named diamonds and other points both
 * present), the diamonds' distance from the nose free too.
 */
export function fitRich(start: Camera, pts: readonly RichPoint[], nominalOffsetMm: number | null): RichFit {
  const { width: W, height: H } = start;
  const centre = [(W - 1) / 2, (H - 1) / 2];
  const r0 = matrixToRvec(start.R);
  // Scaled to O(1): focal, principal point and translation in 1000s, the row in 100s of mm.
  const p0 = [start.intrinsics.fx / 1000, start.distortion.k1, start.intrinsics.cx / 1000, start.intrinsics.cy / 1000, r0[0], r0[1], r0[2],
    start.t[0] / 1000, start.t[1] / 1000, start.t[2] / 1000, (nominalOffsetMm ?? 0) / 100];
  const free = nominalOffsetMm === null ? 10 : 11;
  const camOf = (p: readonly number[]): Camera => ({
    width: W,
    height: H,
    intrinsics: { fx: p[0]! * 1000, fy: p[0]! * 1000, cx: p[2]! * 1000, cy: p[3]! * 1000 },
    distortion: { ...start.distortion, k1: p[1]! },
    R: rvecToMatrix([p[4]!, p[5]!, p[6]!]),
    t: [p[7]! * 1000, p[8]! * 1000, p[9]! * 1000],
  });
  const residuals = (q: readonly number[]): Float64Array => {
    const p = [...q, ...p0.slice(q.length)];
    const cam = camOf(p);
    const shift = nominalOffsetMm === null ? 0 : p[10]! * 100 - nominalOffsetMm;
    const r = new Float64Array(2 * pts.length + 3);
    r[2 * pts.length + 2] = p[1]! / MANUAL_K1_SIGMA;
    pts.forEach((pt, i) => {
      const w: Vec3 = pt.across ? [pt.world[0] + pt.across[0] * shift, pt.world[1] + pt.across[1] * shift, pt.world[2]] : pt.world;
      const q2 = project(cam, w);
      r[2 * i] = q2 ? q2[0] - pt.px[0] : 1e4;
      r[2 * i + 1] = q2 ? q2[1] - pt.px[1] : 1e4;
    });
    r[2 * pts.length] = (p[2]! * 1000 - centre[0]!) / PRINCIPAL_POINT_SIGMA_PX;
    r[2 * pts.length + 1] = (p[3]! * 1000 - centre[1]!) / PRINCIPAL_POINT_SIGMA_PX;
    return r;
  };
  const out = levenbergMarquardt(residuals, p0.slice(0, free), { steps: new Array(free).fill(1e-6), maxIterations: 100 });
  const p = [...out.params, ...p0.slice(free)];
  return { camera: camOf(p), diamondOffsetMm: nominalOffsetMm === null ? null : p[10]! * 100 };
}
