/**
 * Where the balls will be one frame later, collisions included: straight
 * lines, equal-mass elastic exchanges of the normal velocity where two paths
 * meet at 2R, reflections at the cushion contact lines. This is what keeps
 * identical whites from swapping: a plain constant-velocity prediction puts a
 * ball that just hit a frozen neighbour where the neighbour went, and the
 * cheapest assignment is then the swap.
 */
export interface Body { x: number; y: number; vx: number; vy: number }
/**
 * A pocket mouth on a cushion contact line: a ball crossing the line of
 * `axis` (0: x = ±halfX, 1: y = ±halfY) on side `sign` with its other
 * coordinate within `half` of `at` is going into the pocket, not back off a
 * cushion.
 */
export interface Mouth { axis: 0 | 1; sign: 1 | -1; at: number; half: number }
export interface Bounds { halfX: number; halfY: number; mouths?: readonly Mouth[] }

/**
 * Most collisions resolved inside one prediction step. A break into a frozen
 * rack passes the hit back and forth between touching balls dozens of times
 * within one frame: at 12 the chain stopped half way and a ball whose
 * neighbour absorbs the hit was predicted through that neighbour, onto its
 * detection (a 25 fps break swap). Raising it costs time only in clusters
 * (each hit is one pass over the pairs); lowering it cuts rack breaks short
 * again. Range 12-500.
 */
const MAX_HITS = 64;

/**
 * Predict bodies forward by dt; returns new bodies, which ones were in a collision, and for each how long (s) before the
 * step's end its last collision came (0 when none).
 */
export function propagate(bodies: readonly Body[], dt: number, radius: number, bounds: Bounds): { bodies: Body[]; hit: boolean[]; after: number[] } {
  const b = bodies.map((o) => ({ ...o }));
  const hit = b.map(() => false);
  const after = b.map(() => 0);
  let left = dt;
  for (let n = 0; n < MAX_HITS && left > 0; n++) {
    const next = firstHit(b, left, radius, bounds);
    if (!next) break;
    advance(b, next.t);
    left -= next.t;
    if (next.j < 0) reflect(b[next.i]!, next.axis);
    else exchange(b[next.i]!, b[next.j]!);
    hit[next.i] = true;
    after[next.i] = left;
    if (next.j >= 0) { hit[next.j] = true; after[next.j] = left; }
  }
  advance(b, left);
  return { bodies: b, hit, after };
}

function advance(b: Body[], t: number): void {
  for (const o of b) { o.x += o.vx * t; o.y += o.vy * t; }
}

interface Hit { t: number; i: number; j: number; axis: 0 | 1 }

function firstHit(b: Body[], horizon: number, r: number, bounds: Bounds): Hit | null {
  let best: Hit | null = null;
  const take = (h: Hit): void => { if (h.t >= 0 && h.t <= horizon && (!best || h.t < best.t)) best = h; };
  for (let i = 0; i < b.length; i++) {
    const o = b[i]!;
    // The nose bounce only where balls drop (mouths): it is there for twins' gates; on a carom table it cost a true cushion (wallTime).
    const nose = (bounds.mouths?.length ?? 0) > 0 ? r : 0;
    const tx = wallTime(o.x, o.vx, bounds.halfX, nose), ty = wallTime(o.y, o.vy, bounds.halfY, nose);
    // A ball crossing the line in a pocket mouth drops: predicted bouncing back, it knocked the seen balls' predictions about (a Russian swap).
    if (tx !== null && !inMouth(bounds, 0, Math.sign(o.vx), o.y + o.vy * tx)) take({ t: tx, i, j: -1, axis: 0 });
    if (ty !== null && !inMouth(bounds, 1, Math.sign(o.vy), o.x + o.vx * ty)) take({ t: ty, i, j: -1, axis: 1 });
    for (let j = i + 1; j < b.length; j++) {
      const t = meetTime(o, b[j]!, 2 * r);
      if (t !== null) take({ t, i, j, axis: 0 });
    }
  }
  return best;
}

function inMouth(bounds: Bounds, axis: 0 | 1, sign: number, along: number): boolean {
  return (bounds.mouths ?? []).some((m) => m.axis === axis && m.sign === sign && Math.abs(along - m.at) < m.half);
}

/**
 * When a ball at p moving at v meets the contact line at ±half: 0 when its
 * centre already lies past the line, outward bound, by less than `nose` (a
 * ball on the cushion's nose, or its detection's noise past it, bounces now).
 * Development Russian 30 fps at twice the noise, #153[6] and #195[3]: a cue
 * ball seen 3 mm past the line was predicted on through the cushion, 66 mm
 * from its rebound's detection and out of its gate; a white dropped in the
 * corner, its ghost's gate grown, took that detection (an identity swap,
 * #153[6] confidently wrong). A centre deeper than `nose` went into a mouth.
 * `nose` is 0 on a table without mouths (carom): there the bounce gained no
 * swap (colours tell the balls apart) and lost development libre 60 fps
 * seeds 41-120 one true cushion ([1215,13,18] → [1214,13,19]).
 */
function wallTime(p: number, v: number, half: number, nose: number): number | null {
  if (v > 0 && p < half) return (half - p) / v;
  if (v < 0 && p > -half) return (-half - p) / v;
  if (v > 0 ? p - half < nose : -half - p < nose) return v !== 0 ? 0 : null;
  return null;
}

/** First time two bodies closing on each other are `d` apart (null: they do not close to it). */
function meetTime(a: Body, c: Body, d: number): number | null {
  const px = c.x - a.x, py = c.y - a.y, vx = c.vx - a.vx, vy = c.vy - a.vy;
  const closing = px * vx + py * vy;
  if (closing >= 0) return null;
  const A = vx * vx + vy * vy, B = 2 * closing, C = px * px + py * py - d * d;
  if (C <= 0) return 0; // already touching and closing: resolve now
  const disc = B * B - 4 * A * C;
  if (disc < 0) return null;
  return (-B - Math.sqrt(disc)) / (2 * A);
}

function reflect(o: Body, axis: 0 | 1): void {
  if (axis === 0) o.vx = -o.vx; else o.vy = -o.vy;
}

function exchange(a: Body, c: Body): void {
  const nx = c.x - a.x, ny = c.y - a.y, d = Math.hypot(nx, ny) || 1;
  const ux = nx / d, uy = ny / d;
  const va = a.vx * ux + a.vy * uy, vc = c.vx * ux + c.vy * uy;
  a.vx += (vc - va) * ux; a.vy += (vc - va) * uy;
  c.vx += (va - vc) * ux; c.vy += (va - vc) * uy;
}
