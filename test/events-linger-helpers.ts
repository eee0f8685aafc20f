/**
 * A hand lingering over a resting ball, as the detector sees it (test/events.hand-lingering, -long, -flag and
 * -cover): the ball's detection pulled a few mm towards the hand, jittering, a frame in 8 missed,
 * on a carom table with three balls.
 */
import type { ExtractedStroke } from '../src/events/extract.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import type { TrackedFrame } from '../src/track/tracker.js';
import { type Path, framesOf, legsPath, noisy } from './events-helpers.js';

export const table = CAROM_MATCH_TABLE;
export const ctx = { table, discipline: 'libre' as const };
export const WHITE: [number, number] = [-700, 100], RED: [number, number] = [300, -250], YELLOW: [number, number] = [700, 450];
/** The hand's direction from the ball (rad). */
export const HAND = 2.0;

/** A linger: the detection pulled `d` mm from `from` for `dur` s, ramps of `ramp` s in and out. */
export interface Linger { d: number; from: number; dur: number; ramp: number }

/** Share (0-1) of the way off its place the hand holds the detection at t: a ramp in, a hold, a ramp out. */
export function held(l: Linger, t: number): number {
  const a = t - l.from;
  if (a <= 0 || a >= 2 * l.ramp + l.dur) return 0;
  return Math.min(1, a / l.ramp, (2 * l.ramp + l.dur - a) / l.ramp);
}

/** The ball's detection under the hand: pulled `d` mm towards it, ±1 mm of the hand's own jitter, one frame in 8 missed under it. */
export function lingered(rest: [number, number], l: Linger, seed: number): Path {
  const jitter = noisy(() => [0, 0], 0.6, seed + 100);
  const c = Math.cos(HAND), s = Math.sin(HAND);
  return (t) => {
    const p = held(l, t);
    if (p === 0) return rest;
    if (Math.round(t * 1000) % 8 === 3) return null;
    const [jx, jy] = jitter(t)!;
    return [rest[0] + l.d * p * c + jx, rest[1] + l.d * p * s + jy];
  };
}

/** The white struck at `at` along +x at 1 m/s, slowing, dead 0.85 m on (it meets nothing); at rest throughout when null. */
export const whitePath = (at: number | null): Path => legsPath(WHITE, at === null ? [] : [[at, 1000, 0], [at + 0.5, 500, 0], [at + 1.2, 0, 0]]);

/** The three balls' frames to `end`: the white struck at `strikeAt` (or never), the red at rest, the yellow on `yellow`; each with rest noise `sigma`. */
export function threeBallFrames(yellow: Path, strikeAt: number | null, end: number, fps: number, sigma: number, seed: number): TrackedFrame[] {
  return framesOf({ white: noisy(whitePath(strikeAt), sigma, seed), red: noisy(() => RED, sigma, seed + 1), yellow: noisy(yellow, sigma, seed + 2) }, end, fps);
}

/** A handed-out stroke's strike (every stroke these tests look at has one). */
export const strikeOf = (s: ExtractedStroke) => s.events.find((e) => e.kind === 'strike')!;
