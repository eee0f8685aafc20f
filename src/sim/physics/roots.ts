/**
 * Polynomial root isolation for contact times. A polynomial is its coefficient
 * list from the constant term up (p[0] + p[1]·t + ...). Roots are isolated on
 * monotone pieces found from the derivative's roots (recursively), then
 * bisected: robust for the quartics of ball-ball distance, with no reliance on
 * the ill-conditioned closed-form quartic.
 */

/** Absolute time resolution of contact times, s. */
export const TIME_TOL = 1e-12;

export function polyEval(p: readonly number[], t: number): number {
  let v = 0;
  for (let i = p.length - 1; i >= 0; i--) v = v * t + p[i]!;
  return v;
}

export function derivative(p: readonly number[]): number[] {
  const d: number[] = [];
  for (let i = 1; i < p.length; i++) d.push(i * p[i]!);
  return d;
}

/** Strip negligible leading coefficients so the degree is honest. */
function trim(p: readonly number[], scale: number): number[] {
  const q = [...p];
  while (q.length > 1 && Math.abs(q[q.length - 1]!) <= 1e-300 + 1e-18 * scale) q.pop();
  return q;
}

/** Bisection on [lo, hi] where p changes sign. */
function bisect(p: readonly number[], lo: number, hi: number): number {
  let flo = polyEval(p, lo);
  for (let i = 0; i < 200 && hi - lo > TIME_TOL; i++) {
    const mid = 0.5 * (lo + hi);
    if (mid <= lo || mid >= hi) break;
    const fm = polyEval(p, mid);
    if (fm === 0) return mid;
    if ((fm > 0) === (flo > 0)) { lo = mid; flo = fm; } else hi = mid;
  }
  return 0.5 * (lo + hi);
}

/** Points in (lo, hi) splitting it into pieces where p is monotone, sorted, with lo and hi. */
export function monotonePieces(p: readonly number[], lo: number, hi: number): number[] {
  const d = derivative(p);
  return [lo, ...realRootsIn(d, lo, hi), hi];
}

/** All sign-changing real roots of p in (lo, hi), ascending. */
export function realRootsIn(p: readonly number[], lo: number, hi: number): number[] {
  const scale = p.reduce((m, c) => Math.max(m, Math.abs(c)), 0);
  const q = trim(p, scale);
  if (q.length <= 1) return [];
  if (q.length === 2) {
    const r = -q[0]! / q[1]!;
    return r > lo && r < hi ? [r] : [];
  }
  const knots = monotonePieces(q, lo, hi);
  const out: number[] = [];
  for (let i = 0; i + 1 < knots.length; i++) {
    const a = knots[i]!, b = knots[i + 1]!;
    const fa = polyEval(q, a), fb = polyEval(q, b);
    if ((fa < 0 && fb > 0) || (fa > 0 && fb < 0)) out.push(bisect(q, a, b));
  }
  return out;
}

/**
 * First time in [lo, hi] at which a gap function g (a polynomial: > 0 apart,
 * <= 0 in contact) reaches contact while closing. Returns lo when the bodies
 * already touch and are closing; null when no contact happens in the window.
 * `closingRate` (units of g per s) ignores closings slower than it at lo, so a
 * pair that has just bounced and touches within rounding is not re-hit.
 */
export function firstContact(g: readonly number[], lo: number, hi: number, closingRate = 0): number | null {
  if (!(hi > lo)) return null;
  const knots = monotonePieces(g, lo, hi);
  for (let i = 0; i + 1 < knots.length; i++) {
    const a = knots[i]!, b = knots[i + 1]!;
    const fa = polyEval(g, a), fb = polyEval(g, b);
    if (!(fb < fa)) continue; // not closing on this piece
    if (fa <= 0) {
      const rate = polyEval(derivative(g), a === lo ? a : 0.5 * (a + b));
      if (rate < -closingRate) return a;
      continue;
    }
    if (fb <= 0) return bisect(g, a, b);
  }
  return null;
}
