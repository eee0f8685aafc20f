/**
 * A camera's frame clock (issue 6, "build for the real table", session 18).
 * A sensor captures on its own fixed clock; the time a frame carries is often
 * stamped later, by a driver or a network reader, and wanders by a few ms
 * (the hall camera model's `jitterS`, ±2 ms). At 3 m/s 2 ms is 6 mm: a
 * velocity from two frames 16.7 ms apart is off by up to a quarter, a kink's
 * time and a touch's place with it. Dropped frames leave whole periods out.
 *
 * The clock fits the stamps to a regular grid, t ≈ a + n·T (n counts periods,
 * drops included), over the last `WINDOW_FRAMES` frames and gives each frame
 * the grid's time when its stamp lies within `SNAP_SHARE` of a period of it. A
 * camera whose stamps are already regular gets them back unchanged (within
 * `EXACT_S`: every figure bit for bit); one whose timing really is irregular
 * (a variable frame rate, a stall) is not snapped: its stamps fall off the
 * grid, and after `RELOCK_FRAMES` of them the grid starts again from them.
 */

/**
 * Frames the grid is fitted over: 5 s at 60 fps. The grid at a new frame is
 * off by the jitter × ~2/√(frames) (±2 ms: 0.13 ms at 300, 0.2 at 120); a
 * crystal clock drifts far less in 5 s than that. Range 20-600.
 */
export const WINDOW_FRAMES = 300;
/** Frames before the grid is trusted: a period from fewer is not yet known. Range 5-60. */
export const MIN_FRAMES = 15;
/**
 * A stamp this far from the grid (share of a period) is not snapped: the
 * jitter of a stamp is a few ms (an eighth of a 60 fps period at 2 ms), a
 * missed period or a change of rate is a whole one. Raising it snaps stalls
 * to the grid; lowering it leaves jittered stamps as they came. Range 0.1-0.4.
 */
export const SNAP_SHARE = 0.3;
/** Stamps off the grid in a row before it is fitted again from scratch (the camera changed its rate). Range 2-30. */
export const RELOCK_FRAMES = 5;
/**
 * A gap of more periods than this (a paused source, a stall) starts the grid
 * afresh: carried over it, a small error of the fitted period would grow
 * (drops are 1-3 frames). Range 5-300.
 */
export const GAP_PERIODS = 30;
/** A stamp within this (s) of the grid is left as it came (regular stamps unchanged, bit for bit). */
const EXACT_S = 1e-6;

export class FrameClock {
  private ns: number[] = [];
  private ts: number[] = [];
  /** Stamps off the grid in a row. */
  private off = 0;
  private fit: { a: number; T: number } | null = null;

  /** The time to use for a frame stamped t (stamps in order). */
  at(t: number): number {
    const last = this.ts.length ? this.ts[this.ts.length - 1]! : null;
    if (last === null) { this.push(0, t); return t; }
    if (!(t > last)) return t; // Out of order or repeated: nothing to fit.
    const period = this.fit?.T ?? this.medianStep();
    const steps = period > 0 ? Math.max(1, Math.round((t - last) / period)) : 1;
    if (steps > GAP_PERIODS) this.restart();
    const n = this.ns.length ? this.ns[this.ns.length - 1]! + steps : 0;
    if (!this.fit) { this.push(n, t); return t; }
    const grid = this.fit.a + this.fit.T * n;
    if (Math.abs(t - grid) > SNAP_SHARE * this.fit.T) {
      // Off the grid: left as stamped, and kept out of the fit; a run of them is a new rate.
      if (++this.off >= RELOCK_FRAMES) { this.restart(); this.push(0, t); }
      return t;
    }
    this.off = 0;
    this.push(n, t);
    return Math.abs(t - grid) <= EXACT_S ? t : grid;
  }

  private restart(): void {
    this.ns = []; this.ts = []; this.fit = null; this.off = 0;
  }

  private push(n: number, t: number): void {
    this.ns.push(n); this.ts.push(t);
    if (this.ns.length > WINDOW_FRAMES) { this.ns.shift(); this.ts.shift(); }
    if (this.ns.length >= MIN_FRAMES) this.fit = lineFit(this.ns, this.ts);
  }

  /** Median step between the stamps so far: the period before the grid is fitted. */
  private medianStep(): number {
    const d: number[] = [];
    for (let k = 1; k < this.ts.length; k++) d.push((this.ts[k]! - this.ts[k - 1]!) / (this.ns[k]! - this.ns[k - 1]!));
    if (d.length === 0) return 0;
    d.sort((p, q) => p - q);
    return d[d.length >> 1]!;
  }
}

/** Least-squares line t = a + T·n. */
function lineFit(ns: readonly number[], ts: readonly number[]): { a: number; T: number } {
  const m = ns.length;
  let sn = 0, st = 0;
  for (let k = 0; k < m; k++) { sn += ns[k]!; st += ts[k]!; }
  const mn = sn / m, mt = st / m;
  let snn = 0, snt = 0;
  for (let k = 0; k < m; k++) { const dn = ns[k]! - mn; snn += dn * dn; snt += dn * (ts[k]! - mt); }
  const T = snn > 0 ? snt / snn : 0;
  return { a: mt - T * mn, T };
}
