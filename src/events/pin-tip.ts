/**
 * Five-pins: when a falling pin began to move. A pin knocked softly (by
 * another pin's slide, at little more than its toppling impulse) tips
 * slowly: its top, where the detector places a standing pin, leans a few mm
 * along the fall for a tenth of a second or more before the pin looks down.
 * Whatever knocked it was within reach when the lean began, not when the
 * pin was last seen standing: a ball arriving during the lean came late
 * (development five-pins #188 stroke 3 at 60 fps: the bottom pin, knocked
 * by the centre pin's slide, leaned 5 mm for 0.16 s; the white reached it
 * at the end of the lean and took the credit).
 */
import type { TrackedFrame } from '../track/tracker.js';
import { median } from './fit.js';
import { type BallHistory, indicesIn } from './history.js';

type Seen = (f: TrackedFrame) => { x: number; y: number } | undefined;

/**
 * Least offset (mm) of a standing detection from the pin's rest place that
 * is a lean. A standing pin's top leans at most ~4.5 mm before it looks
 * down (half its 25 mm height × sin 20°) plus what its base slid; the
 * simulated detector's pin noise is 0.4 mm (σ), a real one's 1-2 mm (hence
 * LEAN_NOISE_K). Raising it finds fewer and shorter leans (the rule falls
 * back to the last standing frame, as before); lowering it toward the
 * noise reads jitter as a lean. Range 1.5-5.
 */
export const LEAN_MIN_MM = 2;
/** The lean must also exceed this many times the pin's own spread at rest (σ, `spread`): a noisy detector raises the bar. Range 2-5. */
export const LEAN_NOISE_K = 3;
/**
 * Longest lean (s) read as a tip. A pin knocked at its toppling impulse
 * takes ~0.2 s to look down (0.16 s in the case above); a pin nudged off its
 * seat and standing there displaced (a shift) until something else knocks
 * it much later is no tip: its move began with the nudge, not the fall.
 * Raising it lets such a nudge date the fall; lowering it misses the
 * slowest tips. Range 0.1-0.5.
 */
export const LEAN_MAX_S = 0.3;
/** Leaned frames (the pin seen standing, offset beyond the bar) a lean needs: one offset detection is noise. Range 1-4. */
export const LEAN_MIN_FRAMES = 2;

/** σ of points about a centre (1.4826 × the median absolute deviation per axis, the axes together). */
export function spread(ps: readonly { x: number; y: number }[], m: readonly [number, number]): number {
  const sx = 1.4826 * median(ps.map((p) => Math.abs(p.x - m[0]))), sy = 1.4826 * median(ps.map((p) => Math.abs(p.y - m[1])));
  return Math.hypot(sx, sy);
}

/**
 * The first frame of the unbroken lean that ends at `lastUp` (the last
 * frame the pin was seen standing): every standing detection from there to
 * `lastUp` lies off the pin's rest place (its median before the strike) by
 * the bar, at least LEAN_MIN_FRAMES of them, all within LEAN_MAX_S. Frames
 * without a standing detection (a miss, a ball passing over) neither break
 * nor count. Null when there is no such lean (too few rest points, or the
 * pin stood at its place until it vanished).
 */
export function leanStart(frames: readonly TrackedFrame[], seen: Seen, strikeT: number, lastUp: number): number | null {
  const place = restPlace(frames, seen, strikeT);
  if (!place) return null;
  const { rest, bar } = place;
  let start: number | null = null, leaned = 0;
  for (let i = frames.length - 1; i >= 0; i--) {
    const f = frames[i]!;
    if (f.t > lastUp + 1e-9) continue;
    if (f.t < strikeT || lastUp - f.t > LEAN_MAX_S) break;
    const p = seen(f);
    if (!p) continue;
    if (Math.hypot(p.x - rest[0], p.y - rest[1]) < bar) {
      return leaned >= LEAN_MIN_FRAMES ? start : null;
    }
    start = f.t; leaned++;
  }
  // The lean reaches back past LEAN_MAX_S (or the strike): a pin standing displaced, not one tipping.
  return null;
}

/** The pin's rest place (the median of its standing detections before the strike) and the offset from it that is a lean; null with under 3 of them. */
function restPlace(frames: readonly TrackedFrame[], seen: Seen, strikeT: number): { rest: [number, number]; bar: number } | null {
  const pre = frames.filter((f) => f.t < strikeT).map(seen).filter((p) => p !== undefined);
  if (pre.length < 3) return null;
  const rest: [number, number] = [median(pre.map((p) => p.x)), median(pre.map((p) => p.y))];
  return { rest, bar: Math.max(LEAN_MIN_MM, LEAN_NOISE_K * spread(pre, rest)) };
}

/**
 * The last frame, at or before `lastUp`, in which the pin was seen standing
 * at its rest place (within the lean's bar): when its last standing
 * detections lie off it, it was already moving then, whatever moved it.
 * Unlike `leanStart` one offset frame is enough: this only says when the pin
 * stood still for the last time, not that it tipped slowly. Falls back to
 * `lastUp` when the offset frames reach back past LEAN_MAX_S or the strike
 * (a pin standing displaced, a shift) or the rest place is unknown.
 */
export function lastAtRest(frames: readonly TrackedFrame[], seen: Seen, strikeT: number, lastUp: number): number {
  const place = restPlace(frames, seen, strikeT);
  if (!place) return lastUp;
  for (let i = frames.length - 1; i >= 0; i--) {
    const f = frames[i]!;
    if (f.t > lastUp + 1e-9) continue;
    if (f.t < strikeT || lastUp - f.t > LEAN_MAX_S) return lastUp;
    const p = seen(f);
    if (p && Math.hypot(p.x - place.rest[0], p.y - place.rest[1]) < place.bar) return f.t;
  }
  return lastUp;
}

/**
 * How far (mm) beyond touching the pin a ball must be at the lean's first
 * frame to have been clear of it then: on a camera a ball over or beside a
 * pin covers part of it and pulls its detected place a few mm, which reads
 * as a lean begun before that ball's knock. Past a ball's radius nothing of
 * the ball overlaps the pin's top. Raising it keeps more balls that arrived
 * during a lean as knockers; lowering it lets a ball's own pull on the
 * detection make it late. Range 5-35.
 */
export const LEAN_CLEAR_MM = 15;

/**
 * The ball was clear of the pin when the lean began: its point nearest in
 * time to `lean` (within `frameS`) lies more than LEAN_CLEAR_MM beyond
 * touching (`contact`, centre distance). False when it is not seen then.
 */
export function clearAtLean(h: BallHistory, seat: readonly [number, number], contact: number, lean: number, frameS: number): boolean {
  const k = indicesIn(h, lean - frameS, lean + frameS).sort((a, b) => Math.abs(h.t[a]! - lean) - Math.abs(h.t[b]! - lean))[0];
  return k !== undefined && Math.hypot(h.x[k]! - seat[0], h.y[k]! - seat[1]) - contact > LEAN_CLEAR_MM;
}
