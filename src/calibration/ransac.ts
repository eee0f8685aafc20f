/**
 * Robust fit of one side of the table outline: s ↦ t = c0 + c1·s + c2·s²
 * (a quadratic follows the bow that barrel distortion puts in a straight
 * cushion), by RANSAC on point triples then least squares on the inliers.
 * Deterministic: the triples come from a fixed-seed generator.
 */

/** Inlier band (coarse pixels). Wider accepts notches cut by arms; narrower rejects the bow's misfit. */
const INLIER_PX = 1.5;
const ITERATIONS = 300;
/** A side needs inliers along at least this fraction of its expected length. */
const MIN_COVERAGE = 0.2;

export interface SideCurve {
  c: [number, number, number];
  at: (s: number) => number;
  /** Inlier points; full-resolution image pixels after findCloth. */
  inliers: [number, number][];
}

export function fitSideCurve(pts: [number, number][], span: number): SideCurve | null {
  if (pts.length < 10) return null;
  // Work in s normalised to about [-1, 1]: the normal equations stay well conditioned.
  const k = 2 / span;
  const all = pts;
  pts = pts.map(([s, t]) => [s * k, t]);
  let seed = 12345;
  const rand = (): number => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed / 4294967296; };
  let best: [number, number, number] | null = null;
  let bestCount = 0;
  for (let it = 0; it < ITERATIONS; it++) {
    const a = pts[Math.floor(rand() * pts.length)]!, b = pts[Math.floor(rand() * pts.length)]!, c = pts[Math.floor(rand() * pts.length)]!;
    if (Math.min(Math.abs(a[0] - b[0]), Math.abs(b[0] - c[0]), Math.abs(a[0] - c[0])) < 0.2) continue;
    const coef = lsq([a, b, c]);
    if (!coef || Math.abs(coef[2]) > span * 0.2) continue; // implausible bow
    let n = 0;
    for (const p of pts) if (Math.abs(evalQ(coef, p[0]) - p[1]) < INLIER_PX) n++;
    if (n > bestCount) { bestCount = n; best = coef; }
  }
  if (!best) return null;
  for (let round = 0; round < 2; round++) {
    const inl = pts.filter((p) => Math.abs(evalQ(best!, p[0]) - p[1]) < INLIER_PX);
    const refit = lsq(inl);
    if (refit) best = refit;
  }
  const c = best;
  const at = (s: number): number => evalQ(c, s * k);
  const inliers = all.filter((p) => Math.abs(at(p[0]) - p[1]) < INLIER_PX);
  // Coverage: distinct s positions (one per coarse pixel) spanned by inliers.
  const cover = new Set(inliers.map((p) => Math.round(p[0]))).size;
  if (cover < MIN_COVERAGE * span) return null;
  return { c, at, inliers };
}

function evalQ(c: readonly number[], s: number): number {
  return c[0]! + s * (c[1]! + s * c[2]!);
}

/** Least-squares quadratic through points (s, t). */
function lsq(pts: [number, number][]): [number, number, number] | null {
  const A = [[0, 0, 0], [0, 0, 0], [0, 0, 0]];
  const b = [0, 0, 0];
  for (const [s, t] of pts) {
    const v = [1, s, s * s];
    for (let i = 0; i < 3; i++) { b[i]! += v[i]! * t; for (let j = 0; j < 3; j++) A[i]![j]! += v[i]! * v[j]!; }
  }
  // Cramer's rule on the 3 × 3 normal equations.
  const det = (m: number[][]): number => m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) - m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) + m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!);
  const d = det(A);
  if (Math.abs(d) < 1e-9) return null;
  const col = (k: number): number[][] => A.map((row, i) => row.map((v, j) => (j === k ? b[i]! : v)));
  return [det(col(0)) / d, det(col(1)) / d, det(col(2)) / d];
}
