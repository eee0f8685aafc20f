/**
 * The evaluation's identity map: which true ball each tracked id stands for
 * over a stroke, so the tracked events can be compared with the true ones.
 *
 * One-to-one: a true ball is named by one tracked id at most. When the
 * tracker loses a ball and starts a new track on it (or swaps two ids
 * during a contact), two tracked ids can both sit first on one true ball;
 * renaming both to it would give a contact of a ball with itself ("w5+w5"),
 * which no verdict can read. The id that claims a true ball later goes to
 * the nearest true ball no other id claims, and its frames on the claimed
 * ball count as a swap: the tracker's error stays visible in the swaps
 * figure and the verdict is judged on distinct balls.
 */
import type { BallId } from '../../contracts/ids.js';
import type { TruthFrameAt } from '../../track/simulated-detections.js';
import type { TrackedFrame } from '../../track/tracker.js';

/** A tracked ball this far (mm) or nearer a true one is seen on it: ~1 ball radius, well over any detector error. */
const SAME_BALL_MM = 30;

export interface IdentityMap { map: Map<BallId, BallId>; swaps: number }

interface Pair { tracked: BallId; truth: BallId; d: number }

/** Tracked id → true id over [from, to], from the first frames each track is seen in; swaps: later frames where a track sits on another ball. */
export function identityMap(tracked: readonly TrackedFrame[], truth: readonly TruthFrameAt[], from: number, to: number): IdentityMap {
  const map = new Map<BallId, BallId>();
  const claimed = new Set<BallId>();
  const swapped = new Set<BallId>();
  // Ids sent to a free ball (their own was named by another): a lost ball's new track, not a swap of two balls (as before).
  const moved = new Set<BallId>();
  tracked.forEach((f, i) => {
    if (f.t < from || f.t > to) return;
    const tr = truth[i]!;
    const seen = nearestPairs(f, tr);
    // New ids first, nearest first: in a frame where two new tracks sit near one ball, the nearer takes it.
    for (const p of [...seen].filter((q) => !map.has(q.tracked)).sort((a, b) => a.d - b.d)) {
      if (map.has(p.tracked)) continue;
      const named = claimed.has(p.truth) ? nearestFree(f, tr, p.tracked, claimed) : p.truth;
      if (named === null) continue;
      map.set(p.tracked, named); claimed.add(named);
      if (named !== p.truth) moved.add(p.tracked);
    }
    // A track sent to a free ball, or left unmapped (every ball it sat on named by another), is the other half of a swap counted there.
    for (const p of seen) if (map.has(p.tracked) && !moved.has(p.tracked) && map.get(p.tracked) !== p.truth) swapped.add(p.tracked);
  });
  return { map, swaps: swapped.size > 0 ? Math.ceil(swapped.size / 2) : 0 };
}

/** Each observed tracked ball with the true ball nearest it, where that is within SAME_BALL_MM. */
function nearestPairs(f: TrackedFrame, tr: TruthFrameAt): Pair[] {
  const out: Pair[] = [];
  for (const b of f.balls) {
    if (!b.observed) continue;
    const best = nearestTrue(tr, b, () => true);
    if (best && best.d <= SAME_BALL_MM) out.push({ tracked: b.id, truth: best.id, d: best.d });
  }
  return out;
}

/** The true ball nearest tracked `id` in this frame that no other tracked id claims (at any distance), or null. */
function nearestFree(f: TrackedFrame, tr: TruthFrameAt, id: BallId, claimed: ReadonlySet<BallId>): BallId | null {
  const b = f.balls.find((q) => q.id === id);
  return b ? nearestTrue(tr, b, (t) => !claimed.has(t))?.id ?? null : null;
}

function nearestTrue(tr: TruthFrameAt, at: { x: number; y: number }, ok: (id: BallId) => boolean): { id: BallId; d: number } | null {
  let best: { id: BallId; d: number } | null = null;
  for (const [id, p] of Object.entries(tr.balls) as [BallId, { x: number; y: number }][]) {
    if (!ok(id)) continue;
    const d = Math.hypot(p.x - at.x, p.y - at.y);
    if (!best || d < best.d) best = { id, d };
  }
  return best;
}
