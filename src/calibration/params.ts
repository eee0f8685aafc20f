/**
 * The fitted camera as a parameter vector, and the one kind of observation
 * every fit here uses: "this pixel, back-projected onto the plane z, lies on
 * the table line n·(x, y) = offset". Cushion edges, diamonds (their position
 * along the rail) and hand-given points (two lines each) are all of that form.
 */
import { matrixToRvec, pixelToTable, rvecToMatrix, type Camera, type Vec3 } from '../camera/model.js';
import { levenbergMarquardt } from './lm.js';

/** Parameter order; every entry is scaled to O(1) so that one damping suits all. */
export const PARAMS = ['f', 'k1', 'k2', 'rx', 'ry', 'rz', 'tx', 'ty', 'tz'] as const;
export type ParamName = (typeof PARAMS)[number];
/** mm → parameter units of the translation and px → units of the focal. */
const T_UNIT = 1000;
const F_UNIT = 1000;
const STEPS: Record<ParamName, number> = { f: 1e-5, k1: 1e-6, k2: 1e-6, rx: 1e-7, ry: 1e-7, rz: 1e-7, tx: 1e-6, ty: 1e-6, tz: 1e-6 };

export function toParams(cam: Camera): number[] {
  const r = matrixToRvec(cam.R);
  return [cam.intrinsics.fx / F_UNIT, cam.distortion.k1, cam.distortion.k2, r[0], r[1], r[2], cam.t[0] / T_UNIT, cam.t[1] / T_UNIT, cam.t[2] / T_UNIT];
}

/** Square pixels, principal point at the image centre, no tangential distortion, k3 = 0. */
export function fromParams(p: readonly number[], width: number, height: number): Camera {
  const f = p[0]! * F_UNIT;
  return {
    width,
    height,
    intrinsics: { fx: f, fy: f, cx: (width - 1) / 2, cy: (height - 1) / 2 },
    distortion: { k1: p[1]!, k2: p[2]!, p1: 0, p2: 0, k3: 0 },
    R: rvecToMatrix([p[3]!, p[4]!, p[5]!]),
    t: [p[6]! * T_UNIT, p[7]! * T_UNIT, p[8]! * T_UNIT] as Vec3,
  };
}

export interface LineObs {
  px: readonly [number, number];
  /** Height of the plane the pixel is back-projected onto (mm above the cloth). */
  z: number;
  /** Unit normal of the table line, and its offset: the line is n·(x, y) = offset. */
  n: readonly [number, number];
  offset: number;
  /** Pixels per mm there: turns the mm residual into an image residual. */
  scale: number;
  /** What it is (reports, trimming per kind). */
  kind: 'foot' | 'nose' | 'back' | 'diamond' | 'point';
}

/** Residual (px) of one observation under a camera; a big constant when the ray misses the plane. */
export function residualPx(cam: Camera, o: LineObs): number {
  const q = pixelToTable(cam, o.px, o.z);
  if (!q) return 1e4;
  return (o.n[0] * q[0] + o.n[1] * q[1] - o.offset) * o.scale;
}

export function residualsPx(cam: Camera, obs: readonly LineObs[]): Float64Array {
  const r = new Float64Array(obs.length);
  for (let i = 0; i < obs.length; i++) r[i] = residualPx(cam, obs[i]!);
  return r;
}

/**
 * Fit the free parameters to the observations; the others keep the values of
 * `start`. Priors (value, σ in parameter units) keep weakly seen parameters
 * (k2 on a small table image) from wandering.
 */
export function fitCamera(
  start: Camera,
  obs: readonly LineObs[],
  free: readonly ParamName[],
  priors: Partial<Record<ParamName, { value: number; sigma: number }>> = {},
): Camera {
  const base = toParams(start);
  const idx = free.map((n) => PARAMS.indexOf(n));
  const pri = Object.entries(priors).map(([k, v]) => ({ i: PARAMS.indexOf(k as ParamName), ...v! }));
  const full = (q: readonly number[]): number[] => {
    const p = [...base];
    idx.forEach((j, k) => { p[j] = q[k]!; });
    return p;
  };
  const res = (q: readonly number[]): Float64Array => {
    const p = full(q);
    const cam = fromParams(p, start.width, start.height);
    const r = new Float64Array(obs.length + pri.length);
    r.set(residualsPx(cam, obs));
    pri.forEach((pr, k) => { r[obs.length + k] = (p[pr.i]! - pr.value) / pr.sigma; });
    return r;
  };
  const out = levenbergMarquardt(res, idx.map((j) => base[j]!), { steps: free.map((n) => STEPS[n]), maxIterations: 40 });
  return fromParams(full(out.params), start.width, start.height);
}

/** RMS and median of |residual| (px) over observations. */
export function residualStats(cam: Camera, obs: readonly LineObs[]): { rmsPx: number; medianPx: number; rmsMm: number; count: number } {
  if (obs.length === 0) return { rmsPx: NaN, medianPx: NaN, rmsMm: NaN, count: 0 };
  const r = residualsPx(cam, obs);
  let s = 0, sm = 0;
  const abs: number[] = [];
  r.forEach((v, i) => { s += v * v; sm += (v / obs[i]!.scale) ** 2; abs.push(Math.abs(v)); });
  abs.sort((a, b) => a - b);
  return { rmsPx: Math.sqrt(s / r.length), medianPx: abs[abs.length >> 1]!, rmsMm: Math.sqrt(sm / r.length), count: r.length };
}
