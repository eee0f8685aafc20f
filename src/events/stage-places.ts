/**
 * Where each ball lay over the last seconds, for the events stage (issue 6, session 61): a hand's linger whose slide
 * back comes outside the stroke that holds its slide off. stage-linger.ts holds a stroke open while a ball lies a
 * few mm off its place, so that extraction sees the way off and the way back together (linger.ts). Two lingers
 * escape it: one longer than LINGER_WAIT_S (the stroke is handed out with the ball still off), and, on a noisy ball,
 * one whose slide off opens no stroke (under the noise-scaled bar) and lasts longer than the pre-roll: either way the
 * slide back opens a stroke of its own whose frames begin with the ball lying off, and extraction reads it as the ball
 * moved a few mm: struck at 0.95 (helper H's grid, session 60: the 4 left; this session's: every linger of 5 s, two
 * strokes). The stage remembers where each ball lay (a median per PLACE_BUCKET_S) for PLACE_MEMORY_S: a stroke in
 * which no ball ran and every ball that lies off its place before the stroke lies back on a place it lay on before
 * that, never farther than LINGER_REACH_MM from it meanwhile, is that slide back: no stroke.
 */
import type { BallId } from '../contracts/ids.js';
import type { TrackedFrame } from '../track/tracker.js';
import { median } from './fit.js';
import { LINGER_REACH_MM } from './linger.js';
import { PLACE_POINTS } from './stage-linger.js';
import { distance } from '../geometry/vec.js';

/**
 * How long (s) a ball's places are kept. A linger lasts as long as the hand: a bridge through a whole aim (2-6 s on a
 * real table, longer for a hard shot); its slide back comes that long after the place it goes back to. Raising it
 * reads longer lingers; it also reads a ball nudged by hand a few mm and nudged back onto its place within that time
 * as no stroke (the nudge back; the nudge itself is read). Lowering it under LINGER_WAIT_S + the pre-roll misses the
 * lingers the stage's wait let go. Range 5-60.
 */
export const PLACE_MEMORY_S = 20;
/** Span (s) of one remembered place (the median of the ball's points in it). Range 0.1-1. */
export const PLACE_BUCKET_S = 0.25;
/** Fewest points in a span that make it a place. Range 2-15. */
const PLACE_MIN_POINTS = 3;

interface Place { t: number; x: number; y: number }
interface Bucket { t0: number; xs: number[]; ys: number[] }

/** Each ball's places over the last PLACE_MEMORY_S, fed every frame. */
export class PlaceMemory {
  private readonly places = new Map<BallId, Place[]>();
  private readonly open = new Map<BallId, Bucket>();

  seen(f: TrackedFrame): void {
    for (const b of f.balls) {
      if (!b.observed) continue;
      let bucket = this.open.get(b.id);
      if (bucket && f.t - bucket.t0 >= PLACE_BUCKET_S) { this.keep(b.id, bucket, f.t); bucket = undefined; }
      if (!bucket) { bucket = { t0: f.t, xs: [], ys: [] }; this.open.set(b.id, bucket); }
      bucket.xs.push(b.x); bucket.ys.push(b.y);
    }
  }

  /** The ball's places that began before `before`, oldest first. */
  before(id: BallId, before: number): readonly Place[] {
    return (this.places.get(id) ?? []).filter((p) => p.t < before);
  }

  private keep(id: BallId, bucket: Bucket, now: number): void {
    const list = (this.places.get(id) ?? []).filter((p) => p.t >= now - PLACE_MEMORY_S);
    if (bucket.xs.length >= PLACE_MIN_POINTS) list.push({ t: bucket.t0, x: median(bucket.xs), y: median(bucket.ys) });
    this.places.set(id, list);
  }
}

/**
 * The open stroke (its frames `buffer`, opened at `from`) is a hand's linger's way back: no ball was seen farther than
 * LINGER_REACH_MM from its place before `from` (the median of its points before), at least one lies more than
 * `off(id)` from that place now, and each such ball lies within `off(id)` of a place it lay on before the frames
 * (`memory`), from which its every later place and point stayed within LINGER_REACH_MM.
 */
export function backOnFormerPlace(buffer: readonly TrackedFrame[], from: number, memory: PlaceMemory, off: (id: BallId) => number): boolean {
  const pts = new Map<BallId, { before: [number, number][]; after: [number, number][] }>();
  for (const f of buffer) for (const b of f.balls) {
    if (!b.observed) continue;
    const p = pts.get(b.id) ?? { before: [], after: [] };
    (f.t < from ? p.before : p.after).push([b.x, b.y]);
    pts.set(b.id, p);
  }
  const head = buffer[0]?.t ?? from;
  let shifted = 0;
  for (const [id, { before, after }] of pts) {
    if (before.length === 0 || after.length === 0) continue;
    const place = medianOf(before), now = medianOf(after.slice(-PLACE_POINTS));
    if (after.some((q) => distance(q, place) > LINGER_REACH_MM)) return false;
    if (distance(now, place) <= off(id)) continue;
    const former = memory.before(id, head), k = former.findIndex((p) => distance([p.x, p.y], now) <= off(id));
    if (k < 0) return false;
    const anchor: [number, number] = [former[k]!.x, former[k]!.y];
    if (former.slice(k).some((p) => distance([p.x, p.y], anchor) > LINGER_REACH_MM) || [...before, ...after].some((q) => distance(q, anchor) > LINGER_REACH_MM)) return false;
    shifted++;
  }
  return shifted > 0;
}

const medianOf = (ps: readonly [number, number][]): [number, number] => [median(ps.map((p) => p[0])), median(ps.map((p) => p[1]))];
