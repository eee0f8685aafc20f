/**
 * Whether a pair parted and met again between two of its contact findings
 * (split out of contacts.ts, session 18): one contact seen at two distance
 * minima only parts, a second meeting closes again.
 */
import { type BallHistory, pairGap, positionAt } from './history.js';

/**
 * Rise (mm) of a pair's distance between two of its contact findings, above
 * its distance at the later one, that shows the balls parted and met again:
 * one contact seen twice only parts. Raising it merges quick real second
 * touches; lowering it towards the noise of two points splits one contact
 * in two. Range 2-20.
 */
const REAPPROACH_MM = 4;

/** Between t1 and t2 the pair's observed distance rose by REAPPROACH_MM over its distance at t2 (or at the last frame before t2, whichever is less), which is back within reach of touching. */
export function reapproached(a: BallHistory, b: BallHistory, t1: number, t2: number, R: number): boolean {
  const at = (t: number): number => pairGap(a, b, t, 0);
  const ts = [...a.t, ...b.t].filter((t) => t > t1 && t < t2);
  // Back within reach: at t2, or at the last frame before it (a finding timed a few ms past the frame where the pair was closest).
  const lastBefore = ts.length ? [Math.max(...ts)] : [];
  const end = Math.min(...[t2, ...lastBefore, ...ts.filter((t) => t > t2 - 0.02)].map(at).filter((d) => !Number.isNaN(d)));
  const peak = Math.max(-Infinity, ...ts.map(at).filter((d) => !Number.isNaN(d)));
  return end < 2 * R + 8 + closingStep(a, b, t2) && peak - end > REAPPROACH_MM;
}

/**
 * How far (mm) the two balls moved relative to each other over the frame
 * interval around t: at 30 fps two balls meeting at 2 m/s are seen 40 mm
 * apart on the frames either side of the touch, so "back within reach of
 * touching" allows that much (development three-cushion #8 stroke 5 at
 * 30 fps: a ball back off the rail into its hitter, seen 15 mm wide of
 * touching, was merged into the first contact).
 */
function closingStep(a: BallHistory, b: BallHistory, t: number): number {
  const ts = [...a.t, ...b.t];
  const before = Math.max(-Infinity, ...ts.filter((u) => u <= t)), after = Math.min(Infinity, ...ts.filter((u) => u >= t));
  const p0 = positionAt(a, before), q0 = positionAt(b, before), p1 = positionAt(a, after), q1 = positionAt(b, after);
  if (!p0 || !q0 || !p1 || !q1) return 0;
  return Math.hypot(p1[0] - q1[0] - (p0[0] - q0[0]), p1[1] - q1[1] - (p0[1] - q0[1]));
}
