/**
 * The ball's rim at full resolution ('fit' refinement, see refine.ts and
 * docs/detector.md): rays from the centroid find edge points, each refined as
 * the midpoint of the local step between the ball's limb and the cloth, and a
 * robust fit finds the ball whose silhouette they trace: through the
 * calibration the exact sphere image (rays grazing the sphere), else a circle
 * of the expected radius. Also the colour model shared by the refinement and
 * the checks (pixels against the cloth's and the ball's shading lines).
 */
import { cameraCentre, pixelToTable, project, type Camera, type Vec3 } from '../camera/model.js';
import type { RgbImage } from './preprocess.js';
import type { Refined } from './refine.js';

/**
 * Shading ranges along which a pixel still "is" the cloth (shadows, vignetting)
 * or the ball (dark flanks, highlights): coverage compares the distance to the
 * cloth's shading line with the distance to the ball's. Widening the cloth's
 * range towards 0 treats deeper shadows as cloth, and also the dark rim of a
 * dark ball.
 */
export const CLOTH_SHADE: readonly [number, number] = [0.25, 1.3];
export const BALL_SHADE: readonly [number, number] = [0.35, 1.4];

/** Euclidean distance of two 8-bit RGB colours: the one colour distance of the detector (cloth contrast, search candidates, blobs). */
export function colourDistance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}

/** colourDistance of the pixel at byte offset `o` of an interleaved RGB buffer from colour `c` (no array built per pixel). */
export function pixelDistance(data: Uint8Array, o: number, c: readonly number[]): number {
  return Math.hypot(data[o]! - c[0]!, data[o + 1]! - c[1]!, data[o + 2]! - c[2]!);
}

/** Distance from p to the segment {s·c : s in range}. */
export function lineDistance(p0: number, p1: number, p2: number, c: readonly number[], range: readonly [number, number]): number {
  const n2 = c[0]! * c[0]! + c[1]! * c[1]! + c[2]! * c[2]! || 1;
  const s = Math.min(range[1], Math.max(range[0], (p0 * c[0]! + p1 * c[1]! + p2 * c[2]!) / n2));
  return Math.hypot(p0 - s * c[0]!, p1 - s * c[1]!, p2 - s * c[2]!);
}

/** What the coverage centroid hands the rim fit: its result and the colours it measured. */
export interface Centroid {
  at: Refined;
  cloth: [number, number, number];
  ball: [number, number, number];
}

/** Rays cast from the centre to find the ball's rim; each gives one edge point. */
const RAYS = 48;
/** An edge ramp (coverage 0.8 → 0.2) wider than this (px) is blurred: still balls' measure 1-2 px. */
const SOFT_EDGE_PX = 3.5;
/**
 * A ray is not cast where the point this far (px) beyond the rim lies within
 * a neighbour's disc grown by as much: the rim there borders the other ball.
 * Raising it drops more rim next to close balls (and covers the neighbours'
 * position errors).
 */
const NEIGHBOUR_GAP_PX = 3;
/** Sampling step along a ray (px). */
const RAY_STEP = 0.25;
/**
 * A ray's rim is trusted only where the colour just outside it is the cloth's
 * (a cue, a hand, a neighbour or a cushion lie there otherwise) and just
 * inside it the ball's: the distance to the cloth's (ball's) shading line in
 * units of the ball-to-cloth contrast must stay below this. Raising it keeps
 * more rays near occluders and shadows; lowering it drops rays on noisy cloth.
 */
const FOREIGN = 0.35;
/**
 * Scale (px) of the robust weights of the circle fit: rim points farther than
 * this from the fitted circle count less, beyond ~2.5 times it not at all.
 * The fit starts wide (the start can be off by a few px when the centroid was
 * pulled by an occluder) and narrows.
 */
const FIT_SCALES = [3, 2, 1.2, 0.8, 0.8];

/** Colour at a sub-pixel position (bilinear), into `out`; false outside the frame. */
function sample(img: RgbImage, x: number, y: number, out: number[]): boolean {
  const x0 = Math.floor(x), y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 + 1 >= img.width || y0 + 1 >= img.height) return false;
  const fx = x - x0, fy = y - y0;
  const o00 = (y0 * img.width + x0) * 3, o10 = o00 + 3, o01 = o00 + img.width * 3, o11 = o01 + 3;
  const d = img.data;
  for (let c = 0; c < 3; c++) {
    out[c] = (d[o00 + c]! * (1 - fx) + d[o10 + c]! * fx) * (1 - fy) + (d[o01 + c]! * (1 - fx) + d[o11 + c]! * fx) * fy;
  }
  return true;
}

export interface Rim {
  /** Edge points (px) and the ray direction each was found along. */
  pts: [number, number][];
  /** Rays cast (those on a neighbour's side are not cast). */
  cast: number;
  /** Opposite pairs of rim points whose edge ramps are wider than SOFT_EDGE_PX (a blur streak's two ends). */
  soft: number;
}

/**
 * The ball's rim seen from (cx, cy): along each ray, the crossing of coverage
 * 0.5 nearest to the expected radius, kept only where the colour just inside
 * is the ball's and just outside the cloth's (a shadow is cloth).
 */
export function findRim(img: RgbImage, cx: number, cy: number, r: number, cloth: readonly number[], ball: readonly number[], near: readonly (readonly [number, number])[]): Rim {
  const contrast = colourDistance(ball, cloth);
  const tol = FOREIGN * contrast;
  const col = [0, 0, 0];
  const pts: [number, number][] = [];
  let cast = 0;
  const softRay = new Uint8Array(RAYS);
  const s0 = 0.5 * r, s1 = 1.6 * r;
  const n = Math.ceil((s1 - s0) / RAY_STEP) + 1;
  const cov = new Float64Array(n), dcl = new Float64Array(n), dba = new Float64Array(n), prof = new Float64Array(3 * n);
  for (let k = 0; k < RAYS; k++) {
    const a = (2 * Math.PI * k) / RAYS, dx = Math.cos(a), dy = Math.sin(a);
    // Rays whose rim meets a neighbour (touching balls: the rim there borders the other ball, not the cloth).
    const ox = cx + dx * (r + NEIGHBOUR_GAP_PX), oy = cy + dy * (r + NEIGHBOUR_GAP_PX);
    if (near.some((o) => Math.hypot(ox - o[0], oy - o[1]) < r + NEIGHBOUR_GAP_PX)) continue;
    cast++;
    let ok = true;
    for (let i = 0; i < n; i++) {
      const s = s0 + i * RAY_STEP;
      if (!sample(img, cx + dx * s, cy + dy * s, col)) { ok = false; break; }
      const dc = lineDistance(col[0]!, col[1]!, col[2]!, cloth, CLOTH_SHADE), db = lineDistance(col[0]!, col[1]!, col[2]!, ball, BALL_SHADE);
      cov[i] = dc / (dc + db + 1e-6); dcl[i] = dc; dba[i] = db;
      prof[3 * i] = col[0]!; prof[3 * i + 1] = col[1]!; prof[3 * i + 2] = col[2]!;
    }
    if (!ok) continue;
    let best = -1, bestS = 0;
    for (let i = 0; i + 1 < n; i++) {
      if (cov[i]! < 0.5 || cov[i + 1]! >= 0.5) continue;
      const s = s0 + (i + (cov[i]! - 0.5) / (cov[i]! - cov[i + 1]!)) * RAY_STEP;
      if (best < 0 || Math.abs(s - r) < Math.abs(bestS - r)) { best = i; bestS = s; }
    }
    if (best < 0) continue;
    // 1.5-3 px outside must be cloth, 1.5-3 px inside ball.
    const inside = (i: number): boolean => i >= 0 && i < n;
    let clean = true;
    for (let j = 6; j <= 12 && clean; j += 2) {
      const o = best + 1 + j, ins = best - j;
      if (inside(o) && dcl[o]! > tol) clean = false;
      if (inside(ins) && dba[ins]! > tol) clean = false;
    }
    if (!clean) continue;
    const edge = localStep(prof, n, best, bestS, s0);
    pts.push([cx + dx * edge, cy + dy * edge]);
    // Width of the edge ramp (coverage 0.8 → 0.2): ~1-2 px on a still ball, the streak's length at a blurred one's ends.
    let lo = best, hi = best + 1;
    while (lo > 0 && cov[lo]! < 0.8) lo--;
    while (hi + 1 < n && cov[hi]! > 0.2) hi++;
    if ((hi - lo) * RAY_STEP > SOFT_EDGE_PX) softRay[k] = 1;
  }
  // A streak's two ends are opposite: count soft rays whose opposite (± one ray) is soft too.
  let soft = 0;
  for (let k = 0; k < RAYS / 2; k++) {
    const o = k + RAYS / 2;
    if (softRay[k] && (softRay[o] || softRay[(o + 1) % RAYS] || softRay[o - 1])) soft++;
  }
  return { pts, cast, soft };
}

/** Steps (of RAY_STEP) from the coarse crossing to the local levels: 1.75-3 px inside (the limb) and outside (the cloth, in shadow or not). */
const LEVEL_NEAR = 7, LEVEL_FAR = 12;

/**
 * The rim along one ray as the midpoint of a step between the colours just
 * inside (the ball's limb, darker than its body) and just outside (the cloth
 * there, shadowed or not): an anti-aliased edge pixel is a linear mix of the
 * two, which the global shading lines misread (a mix of a dark limb and a
 * shadowed cloth reads as ball, pushing the rim outward on the shadow side).
 */
function localStep(prof: Float64Array, n: number, best: number, coarse: number, s0: number): number {
  const i0 = best - LEVEL_FAR, i1 = best + 1 + LEVEL_FAR;
  if (i0 < 0 || i1 >= n) return coarse;
  const inner = [0, 0, 0], outer = [0, 0, 0];
  for (let i = best - LEVEL_FAR; i <= best - LEVEL_NEAR; i++) for (let c = 0; c < 3; c++) inner[c]! += prof[3 * i + c]!;
  for (let i = best + 1 + LEVEL_NEAR; i <= i1; i++) for (let c = 0; c < 3; c++) outer[c]! += prof[3 * i + c]!;
  const m = LEVEL_FAR - LEVEL_NEAR + 1;
  const ax = (inner[0]! - outer[0]!) / m, ay = (inner[1]! - outer[1]!) / m, az = (inner[2]! - outer[2]!) / m;
  const n2 = ax * ax + ay * ay + az * az;
  if (n2 < 100) return coarse;
  const alpha = (i: number): number => ((prof[3 * i]! - outer[0]! / m) * ax + (prof[3 * i + 1]! - outer[1]! / m) * ay + (prof[3 * i + 2]! - outer[2]! / m) * az) / n2;
  let bestS = coarse, found = false;
  for (let i = best - LEVEL_NEAR; i < best + 1 + LEVEL_NEAR; i++) {
    const a = alpha(i), b = alpha(i + 1);
    if (a < 0.5 || b >= 0.5) continue;
    const s = s0 + (i + (a - 0.5) / (a - b)) * RAY_STEP;
    if (!found || Math.abs(s - coarse) < Math.abs(bestS - coarse)) { bestS = s; found = true; }
  }
  return bestS;
}

export interface CircleFit {
  x: number;
  y: number;
  r: number;
  /** Rim points within 1.5 px of the circle, and beyond it outside (a blur streak's ends). */
  inliers: number;
  outside: number;
  rms: number;
}

/**
 * One rim point's residual (model rim minus the point, along the radius) and
 * its derivatives by the centre's two coordinates and by the radius.
 */
type RimResidual = (i: number, cx: number, cy: number, rr: number) => [number, number, number];

/**
 * Robust Gauss-Newton for a centre (cx, cy) and a radius rr held near `r` by
 * a prior worth `prior` rim points: the rim the colours show sits a fraction
 * of a pixel off the geometric one, the same all round, which the radius
 * absorbs; with only part of the rim seen the prior keeps the centre from
 * sliding. Tukey weights with a narrowing scale (`unit` converts the px
 * scales to the residuals' unit) drop rim points an occluder, a shadow or a
 * neighbour displaced.
 */
function robustFit(n: number, res: RimResidual, x: number, y: number, r: number, prior: number, unit: number): CircleFit {
  let cx = x, cy = y, rr = r;
  const fail = (): CircleFit => ({ x: cx, y: cy, r: rr, inliers: 0, outside: 0, rms: Infinity });
  for (const scale of FIT_SCALES) {
    for (let it = 0; it < 2; it++) {
      let a11 = 0, a12 = 0, a13 = 0, a22 = 0, a23 = 0, a33 = prior, b1 = 0, b2 = 0, b3 = -prior * (rr - r);
      for (let i = 0; i < n; i++) {
        const [e, j1, j2] = res(i, cx, cy, rr);
        const u = e / (2.5 * scale * unit);
        if (Math.abs(u) >= 1) continue;
        const w = (1 - u * u) ** 2, j3 = -1;
        a11 += w * j1 * j1; a12 += w * j1 * j2; a13 += w * j1 * j3; a22 += w * j2 * j2; a23 += w * j2 * j3; a33 += w * j3 * j3;
        b1 -= w * j1 * e; b2 -= w * j2 * e; b3 -= w * j3 * e;
      }
      const det = a11 * (a22 * a33 - a23 * a23) - a12 * (a12 * a33 - a23 * a13) + a13 * (a12 * a23 - a22 * a13);
      if (!(Math.abs(det) > 1e-12)) return fail();
      cx += (b1 * (a22 * a33 - a23 * a23) - a12 * (b2 * a33 - a23 * b3) + a13 * (b2 * a23 - a22 * b3)) / det;
      cy += (a11 * (b2 * a33 - a23 * b3) - b1 * (a12 * a33 - a23 * a13) + a13 * (a12 * b3 - b2 * a13)) / det;
      rr += (a11 * (a22 * b3 - b2 * a23) - a12 * (a12 * b3 - b2 * a13) + b1 * (a12 * a23 - a22 * a13)) / det;
      rr = Math.min(r + RADIUS_SLACK_PX * unit, Math.max(r - RADIUS_SLACK_PX * unit, rr));
    }
  }
  let inl = 0, ss = 0, out = 0;
  for (let i = 0; i < n; i++) {
    const e = res(i, cx, cy, rr)[0] / unit;
    if (Math.abs(e) < INLIER_PX) { inl++; ss += e * e; } else if (e > 0) out++;
  }
  return { x: cx, y: cy, r: rr, inliers: inl, outside: out, rms: inl ? Math.sqrt(ss / inl) : Infinity };
}

/** A rim point within this (px) of the fitted rim agrees with it. */
const INLIER_PX = 1.5;

/** Circle of radius ≈ r (px) through image rim points (no calibration). */
export function fitCircle(pts: readonly (readonly [number, number])[], x: number, y: number, r: number, prior = RADIUS_PRIOR): CircleFit {
  return robustFit(pts.length, (i, cx, cy, rr) => {
    const p = pts[i]!, dist = Math.hypot(p[0] - cx, p[1] - cy) || 1e-6;
    return [dist - rr, -(p[0] - cx) / dist, -(p[1] - cy) / dist];
  }, x, y, r, prior, 1);
}

/** A ray from the camera centre `o` along the unit vector `d` (table mm). */
export interface Ray { o: Vec3; d: Vec3 }

/**
 * Ball centre (X, Y on the table, at height z = R) whose sphere of radius ≈ R
 * (mm) the rim rays graze: the exact silhouette through the calibration
 * (perspective makes a ball off the axis an ellipse up to 20 % longer
 * radially, and its centre is not the projected centre). `unit`: mm per px.
 */
export function fitSphere(rays: readonly Ray[], X: number, Y: number, z: number, R: number, unit: number, prior = RADIUS_PRIOR): CircleFit {
  return robustFit(rays.length, (i, cx, cy, rr) => {
    const { o, d } = rays[i]!;
    const px = cx - o[0], py = cy - o[1], pz = z - o[2];
    const t = px * d[0] + py * d[1] + pz * d[2];
    const wx = px - t * d[0], wy = py - t * d[1], wz = pz - t * d[2];
    const dist = Math.hypot(wx, wy, wz) || 1e-6;
    return [dist - rr, wx / dist, wy / dist];
  }, X, Y, R, prior, unit);
}

/**
 * The fitted radius stays within this (px) of the expected one: the
 * calibration knows it to a fraction of a pixel, and a radius free to grow
 * lets a continuous arc of displaced rim (a cue along the ball) drag the
 * centre toward it. Raising it lets the radius absorb more of a wrong
 * calibration, and more of such arcs.
 */
const RADIUS_SLACK_PX = 1;
/** Weight of the known radius against the rim points' (in rim points). */
const RADIUS_PRIOR = 4;
/** The colour rim's offset from the geometric one (px; measured on rendered balls: +0.25 px with the local step). */
const RIM_BIAS_PX = 0.25;

/**
 * A blur streak is no circle: its two ends are soft edge ramps (the streak's
 * length) on opposite sides, and its centre is the centroid's (the middle of
 * the exposure), which a circle through part of its rim misses. A still
 * ball's soft rim (a low-contrast shadow side) lies on one side. This many
 * opposite soft pairs (of 24) make a streak; raising it fits circles to more
 * blurred balls.
 */
const STREAK_SOFT = 3;

/** The rim is cast again from the fitted centre when it moved more than this (px) from the start. */
const RECAST_PX = 0.5;

/** Fewest rim points agreeing with the circle for the fit to be used (of RAYS). */
const MIN_RIM = 10;

/** What the calibration tells the rim fit: the camera, and the ball's radius (mm). */
export interface BallGeometry { camera: Camera; radius: number }

/**
 * 'fit': from the coverage centroid, the ball whose silhouette the rim points
 * that agree with each other trace (twice: the second rim is cast from the
 * first fit's centre). With a calibration the silhouette is the sphere's
 * exact image (rays grazing it), else a circle of the expected radius. A
 * centroid is pulled toward the uncovered side of a ball partly under a cue
 * or a hand, by a shadow, and by the perspective's elongation next to a
 * neighbour; the rim's visible part is not. Where too little rim is seen, or
 * the ball is a blur streak, the centroid stays (`rim` 0).
 */
export function rimFit(img: RgbImage, c: Centroid, x: number, y: number, r0: number, near: readonly (readonly [number, number])[], geo?: BallGeometry): Refined {
  if (!c.at.refined) return { ...c.at, rim: 0, beyond: 0, streak: false };
  let at = { x: c.at.x, y: c.at.y };
  let fit: CircleFit | null = null;
  let soft = 0;
  for (let round = 0; round < 2; round++) {
    const rim = findRim(img, at.x, at.y, r0, c.cloth, c.ball, near);
    soft = rim.soft;
    if (rim.pts.length < MIN_RIM) break;
    const f = geo ? sphereFit(geo, rim.pts, at.x, at.y, r0) : fitCircle(rim.pts, at.x, at.y, r0 + RIM_BIAS_PX);
    if (!f || f.inliers < MIN_RIM || Math.hypot(f.x - x, f.y - y) > r0) break;
    fit = f;
    const moved = Math.hypot(f.x - at.x, f.y - at.y);
    at = { x: f.x, y: f.y };
    // Rays cast from a centre this close to the fitted one find the same rim: no second round (half the cost).
    if (moved < RECAST_PX) break;
  }
  if (soft >= STREAK_SOFT) return { ...c.at, rim: 0, beyond: 0, streak: true };
  if (!fit) return { ...c.at, rim: 0, beyond: 0, streak: false };
  return { x: fit.x, y: fit.y, r: fit.r, refined: true, rim: fit.inliers / RAYS, beyond: fit.outside / RAYS, streak: false };
}

/** `fitSphere` from image rim points; the result in frame px (x, y: the projected centre; r: the radius in px). */
function sphereFit(geo: BallGeometry, pts: readonly (readonly [number, number])[], x: number, y: number, r0: number): CircleFit | null {
  const { camera, radius } = geo;
  const o = cameraCentre(camera);
  const rays: Ray[] = [];
  for (const p of pts) {
    const g = pixelToTable(camera, p, 0);
    if (!g) continue;
    const d: Vec3 = [g[0] - o[0], g[1] - o[1], -o[2]];
    const n = Math.hypot(d[0], d[1], d[2]);
    rays.push({ o, d: [d[0] / n, d[1] / n, d[2] / n] });
  }
  const start = pixelToTable(camera, [x, y], radius);
  if (!start || rays.length < MIN_RIM) return null;
  const unit = radius / r0;
  const f = fitSphere(rays, start[0], start[1], radius, radius + RIM_BIAS_PX * unit, unit);
  const q = project(camera, [f.x, f.y, radius]);
  return q ? { ...f, x: q[0], y: q[1], r: f.r / unit } : null;
}
