/** Small least-squares fits of a coordinate against time: the pieces of a trajectory between contacts. */

export interface Line { t0: number; p: number; v: number; rms: number; n: number }

/** Straight line p + v·(t − t0) through (ts, ps), t0 the mean time (well conditioned). */
export function fitLine(ts: readonly number[], ps: readonly number[]): Line {
  const n = ts.length;
  if (n === 0) return { t0: 0, p: NaN, v: 0, rms: Infinity, n };
  let tm = 0, pm = 0;
  for (let i = 0; i < n; i++) { tm += ts[i]!; pm += ps[i]!; }
  tm /= n; pm /= n;
  if (n === 1) return { t0: tm, p: pm, v: 0, rms: 0, n };
  let stt = 0, stp = 0;
  for (let i = 0; i < n; i++) { const dt = ts[i]! - tm; stt += dt * dt; stp += dt * (ps[i]! - pm); }
  const v = stt > 0 ? stp / stt : 0;
  let ss = 0;
  for (let i = 0; i < n; i++) { const r = ps[i]! - (pm + v * (ts[i]! - tm)); ss += r * r; }
  return { t0: tm, p: pm, v, rms: n > 2 ? Math.sqrt(ss / (n - 2)) : 0, n };
}

export const at = (l: Line, t: number): number => l.p + l.v * (t - l.t0);

/** A 2-D straight piece of a ball's path. */
export interface Piece { x: Line; y: Line; from: number; to: number }

export function fitPiece(ts: readonly number[], xs: readonly number[], ys: readonly number[]): Piece {
  return { x: fitLine(ts, xs), y: fitLine(ts, ys), from: ts[0] ?? NaN, to: ts[ts.length - 1] ?? NaN };
}

export const pieceAt = (p: Piece, t: number): [number, number] => [at(p.x, t), at(p.y, t)];
export const speedOf = (p: Piece): number => Math.hypot(p.x.v, p.y.v);
export const rmsOf = (p: Piece): number => Math.hypot(p.x.rms, p.y.rms) / Math.SQRT2;

/** Times two pieces are `d` apart (`first`: they close to d; `last`: they part past it), and their closest approach, over all t. */
export function meeting(a: Piece, b: Piece, d: number): { first: number | null; last: number | null; tMin: number; dMin: number } {
  const t0 = a.x.t0;
  const px = at(b.x, t0) - at(a.x, t0), py = at(b.y, t0) - at(a.y, t0);
  const vx = b.x.v - a.x.v, vy = b.y.v - a.y.v;
  const A = vx * vx + vy * vy, B = 2 * (px * vx + py * vy), C = px * px + py * py;
  const tau = A > 1e-9 ? -B / (2 * A) : 0;
  const dMin = Math.sqrt(Math.max(0, C + B * tau + A * tau * tau));
  const disc = B * B - 4 * A * (C - d * d);
  const meets = A > 1e-9 && disc >= 0;
  const first = meets ? t0 + (-B - Math.sqrt(disc)) / (2 * A) : null, last = meets ? t0 + (-B + Math.sqrt(disc)) / (2 * A) : null;
  return { first, last, tMin: t0 + tau, dMin };
}

/** Variance ((mm/s)²) of a slope fitted to `n` points over `span` s with residual `rms` (mm; at least 0.8, a two-point fit shows none). */
export function slopeVar(rms: number, span: number, n: number): number {
  const s = Math.max(span, 1e-3), r = Math.max(rms, 0.8);
  return (12 * r * r) / (s * s * Math.max(n, 2));
}

/** Variance (per axis, (mm/s)²) of a piece's fitted velocity: its rms over its span (`slopeVar`). */
export const velocityVar = (p: Piece): number => slopeVar(rmsOf(p), p.to - p.from, p.x.n);

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b), m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * Position noise σ (mm, one axis) of a still ball from second differences of
 * its consecutive points: each is three points' noise, σ·√6, and the median
 * of their sizes is 0.6745 of that (robust to the odd outlier or creep).
 */
export function noiseFromSecondDiffs(d: readonly number[]): number {
  return median(d.map(Math.abs)) / (0.6745 * Math.sqrt(6));
}
