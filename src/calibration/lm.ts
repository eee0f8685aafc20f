/**
 * Levenberg-Marquardt for small dense problems (≤ ~12 parameters, a few
 * thousand residuals), with a forward-difference Jacobian. The camera fits of
 * this module are that size, so a dependency would buy nothing here.
 */

export interface LmOptions {
  /** Forward-difference step per parameter (parameters should be scaled to O(1)). */
  steps: readonly number[];
  maxIterations?: number;
  /** Stop when the relative decrease of the cost falls under this. */
  tolerance?: number;
}

export interface LmResult {
  params: number[];
  /** Sum of squared residuals at the solution. */
  cost: number;
  iterations: number;
}

/** Minimise Σ r_i(p)² from p0. `residuals` must return the same length for every p. */
export function levenbergMarquardt(residuals: (p: readonly number[]) => Float64Array, p0: readonly number[], opts: LmOptions): LmResult {
  const n = p0.length;
  const maxIt = opts.maxIterations ?? 50;
  const tol = opts.tolerance ?? 1e-7;
  let p = [...p0];
  let r = residuals(p);
  let cost = sumSq(r);
  let lambda = 1e-3;
  let it = 0;
  for (; it < maxIt; it++) {
    const m = r.length;
    const J: Float64Array[] = [];
    for (let j = 0; j < n; j++) {
      const q = [...p];
      q[j]! += opts.steps[j]!;
      const rq = residuals(q);
      const col = new Float64Array(m);
      for (let i = 0; i < m; i++) col[i] = (rq[i]! - r[i]!) / opts.steps[j]!;
      J.push(col);
    }
    const A = Array.from({ length: n }, () => new Float64Array(n));
    const g = new Float64Array(n);
    for (let a = 0; a < n; a++) {
      for (let b = a; b < n; b++) {
        let s = 0;
        const ca = J[a]!, cb = J[b]!;
        for (let i = 0; i < m; i++) s += ca[i]! * cb[i]!;
        A[a]![b] = s; A[b]![a] = s;
      }
      let s = 0;
      const ca = J[a]!;
      for (let i = 0; i < m; i++) s += ca[i]! * r[i]!;
      g[a] = -s;
    }
    let improved = false;
    for (let tries = 0; tries < 12; tries++) {
      const Ad = A.map((row, i) => { const c = Float64Array.from(row); c[i] = c[i]! * (1 + lambda) + 1e-12; return c; });
      const dp = solve(Ad, g);
      if (!dp) { lambda *= 10; continue; }
      const q = p.map((v, i) => v + dp[i]!);
      const rq = residuals(q);
      const c = sumSq(rq);
      if (Number.isFinite(c) && c < cost) {
        const rel = (cost - c) / Math.max(cost, 1e-300);
        p = q; r = rq; cost = c;
        lambda = Math.max(lambda / 5, 1e-9);
        improved = true;
        if (rel < tol) return { params: p, cost, iterations: it + 1 };
        break;
      }
      lambda *= 8;
    }
    if (!improved) break;
  }
  return { params: p, cost, iterations: it };
}

function sumSq(r: Float64Array): number {
  let s = 0;
  for (let i = 0; i < r.length; i++) s += r[i]! * r[i]!;
  return s;
}

/** Gaussian elimination with partial pivoting; null when singular. */
export function solve(A: Float64Array[], b: Float64Array | number[]): number[] | null {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[piv]![c]!)) piv = r;
    if (Math.abs(M[piv]![c]!) < 1e-300) return null;
    [M[c], M[piv]] = [M[piv]!, M[c]!];
    for (let r = c + 1; r < n; r++) {
      const k = M[r]![c]! / M[c]![c]!;
      if (k === 0) continue;
      for (let j = c; j <= n; j++) M[r]![j]! -= k * M[c]![j]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = M[r]![n]!;
    for (let j = r + 1; j < n; j++) s -= M[r]![j]! * x[j]!;
    x[r] = s / M[r]![r]!;
  }
  return x.every(Number.isFinite) ? x : null;
}
