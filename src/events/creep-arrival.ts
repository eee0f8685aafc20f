/**
 * When a ball creeping up to a rail reached it (cushions.ts `arrival`): a
 * rolling ball slows at a steady rate, so its way in bends, and a straight
 * line through its points (or a V pinned on the contact line through them
 * and the rest after, `corner`) reaches the rail early: development Russian
 * 30 fps #1 stroke 6 (about 60 mm/s in), 131 ms early; #2 stroke 3, 169 ms.
 * Fitted instead with the rolling deceleration along its path (its share on
 * the rail's normal, the way in's direction cosine), the way in reaches the
 * contact line where the ball did.
 */
import { corner } from './grazes.js';

/**
 * Rolling deceleration (mm/s²) of a ball on the cloth: μr·g, μr about 0.01
 * on a heated carom cloth, 0.013 on a napped pyramid cloth (docs/sim-physics.md).
 * Too low and the time comes early again (0: the straight V); too high and
 * the bent way in reaches the line late. Range 50-200.
 */
export const CREEP_DECEL_MM_S2 = 110;

function slope(t: readonly number[], y: readonly number[], idx: readonly number[]): number {
  const n = idx.length, mt = idx.reduce((s, i) => s + t[i]!, 0) / n, my = idx.reduce((s, i) => s + y[i]!, 0) / n;
  let sxy = 0, sxx = 0;
  for (const i of idx) { sxy += (t[i]! - mt) * (y[i]! - my); sxx += (t[i]! - mt) ** 2; }
  return sxx > 0 ? sxy / sxx : 0;
}

/**
 * The contact time tc in points [lo, hi] minimising the squared error of a
 * way in that slows at `an` (mm/s² on the normal), u ≈ line − vIn·(tc − t) −
 * an/2·(tc − t)², before it, and line − vOut·(t − tc) after (the weak
 * rebound): `corner` (grazes.ts) with the way in bent as a rolling ball's.
 */
export function creepCorner(t: readonly number[], u: readonly number[], line: number, lo: number, hi: number, an: number): number {
  let best = { tc: (t[lo]! + t[hi]!) / 2, sse: Infinity };
  for (let k = lo; k < hi; k++) {
    for (const f of [0, 0.25, 0.5, 0.75]) {
      const tc = t[k]! + f * (t[k + 1]! - t[k]!);
      let sse = 0;
      for (const side of [-1, 1]) {
        const bend = side < 0 ? an / 2 : 0;
        let sxy = 0, sxx = 0;
        const idx: number[] = [];
        for (let i = lo; i <= hi; i++) if ((t[i]! - tc) * side > 0) idx.push(i);
        const y = (i: number): number => line - u[i]! - bend * (t[i]! - tc) ** 2;
        for (const i of idx) { const x = Math.abs(t[i]! - tc); sxy += x * y(i); sxx += x * x; }
        const v = sxx > 0 ? Math.max(0, sxy / sxx) : 0;
        for (const i of idx) { const r = y(i) - v * Math.abs(t[i]! - tc); sse += r * r; }
      }
      if (sse < best.sse) best = { tc, sse };
    }
  }
  return best.tc;
}

/**
 * Smallest direction cosine of the way in on the rail's normal for a creep
 * to be timed on the bent way in (53° off the normal). An oblique creep
 * comes in at a few tens of mm/s on the normal and rolls on along the rail
 * after its touch, its points hovering a mm or two short of the contact
 * line; the bent V (little bend: its share of the deceleration is small) is
 * timed by that hover and came late: development libre 50 fps #330 stroke 4
 * (the same stroke in the cadre games; cosine 0.33) 78 ms late, a miss and a
 * false hit where the straight V was 42 ms early and matched (50 fps: 3
 * frames are 60 ms); Russian 30 #30[5] (0.56) 85 ms late, the straight V 48
 * ms early. Steeper creeps are timed better bent: Russian #1[6] 0.97, #2[3]
 * 0.79, libre 50 #19[6] 0.93, libre 30 ×2 #235[7] 0.71 (105 ms early
 * straight, 38 bent), Russian #30[0] 0.64 (−94 → +6 ms); #393[4] (libre 50,
 * 0.64) 13 → 33 ms late is the worst seen above it. Lower lets the hover
 * time oblique arrivals late; higher (1/√2) gave up #235[7]. Range 0.5-0.8.
 */
export const CREEP_MIN_COS = 0.6;

/** The way in's direction cosine on the rail's normal (0 for a ball going away), from its points `idx` (u on the normal, w along the rail). */
export function wayInCosine(t: readonly number[], u: readonly number[], w: readonly number[], idx: readonly number[]): number {
  const vn = slope(t, u, idx), vw = slope(t, w, idx), speed = Math.hypot(vn, vw);
  return speed > 0 && vn > 0 ? vn / speed : 0;
}

/** The rolling deceleration's share on the rail's normal, from the way in's points `idx` (u on the normal, w along the rail). */
export function normalDecel(t: readonly number[], u: readonly number[], w: readonly number[], idx: readonly number[], decel = CREEP_DECEL_MM_S2): number {
  return decel * wayInCosine(t, u, w, idx);
}

/**
 * The first point in [lo, hi] seen on the contact line (Infinity if none):
 * a ball seen there has arrived. It bounds the bent way in, whose contact
 * a creeping ball nearly at rest by the rail leaves ill-timed (a mm of the
 * line's level is 0.2 s at 60 mm/s² of normal deceleration): development
 * Russian 30 fps #30 stroke 5, an oblique creep, 118 ms late without it.
 */
export function firstOnLine(t: readonly number[], u: readonly number[], line: number, lo: number, hi: number): number {
  for (let i = lo; i <= hi; i++) if (u[i]! >= line) return t[i]!;
  return Infinity;
}

/**
 * When a ball that rolled up to a rail and stopped there (cushions.ts
 * `arrival`; way-in points `idx`, the V over [idx[0], hi]) reached it: the
 * bent way in (`creepCorner`), no later than the first point on the line
 * (`firstOnLine`), and never earlier than the straight V (`corner`); an
 * oblique way in (cosine under CREEP_MIN_COS) keeps the straight V. A ball
 * that slows as it comes in reaches the line after the straight V says, so a
 * time before it is no creep's: it is a point that noise put on the line
 * before the ball got there. Without that floor the first point on the line
 * pulled arrivals 16-167 ms before the straight V at twice the noise
 * (development 201-240 at 60 fps ×2: one-cushion 6 arrivals, #220[6] 87 →
 * 154 ms early; three-cushion 5) and 5-20 ms at 50 fps (cadre 47/2 and
 * three-cushion 241-280, 3 arrivals); held-out lost one cushion on each
 * of those kinds of rows (session 27, not looked at stroke by stroke).
 */
export function creepArrival(t: readonly number[], u: readonly number[], w: readonly number[], idx: readonly number[], hi: number, line: number): number {
  const lo = idx[0]!, straight = corner(t, u, line, lo, hi), cos = wayInCosine(t, u, w, idx);
  // An oblique way in hovers by the rail after its touch: its bent V is timed by the hover, late (CREEP_MIN_COS).
  if (cos < CREEP_MIN_COS) return straight;
  return Math.max(straight, Math.min(creepCorner(t, u, line, lo, hi, CREEP_DECEL_MM_S2 * cos), firstOnLine(t, u, line, lo, hi)));
}
