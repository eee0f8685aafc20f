/**
 * Whether an unexplained chain (a ball coming back from under the cue, a
 * ball picked up again) needs a detection: the chain's ball could have run
 * to it, and no other detection of the frame lies nearer its last one. A
 * resting white is held off a far detection (tracker-rules.ts REST_JUMP_MM)
 * only when a chain needs it: where the chain has a nearer detection of its
 * own, the far one is the resting ball knocked away. Development Russian
 * 30 fps at twice the noise, #64[4] and #117[6]: the cue ball back from under
 * the cue hit a white; the white's first moved detection, 20-27 mm off its
 * place, was held out because the cue ball's chain could have reached it,
 * though the chain went on to the cue ball's own detection 42-125 mm from its
 * last. Left unexplained, the white's detection began a chain of its own that
 * linked to the cue ball's next detection and took the white's id (the cue
 * ball's fresh track, its velocity read across the hit, had missed it): an
 * identity swap. The same test tells a missed twin come back (tracker.ts
 * `comesBack`): a chain that needs another detection, no farther from where
 * the twin was last seen, is that twin (#117[6]).
 */
export interface Point { x: number; y: number }

/** A chain's last detection and how far (mm) its ball may have run from it by now (tracker.ts `reach`). */
export interface ChainEnd extends Point { reach: number }

/**
 * Whether some chain needs detection `k` of `dets`: within its reach, and no
 * other detection not `taken` (surely another tracked ball's) nearer its end.
 */
export function chainNeeds(ends: readonly ChainEnd[], dets: readonly Point[], k: number, taken: (j: number) => boolean): boolean {
  const d = (e: Point, p: Point): number => Math.hypot(p.x - e.x, p.y - e.y);
  return ends.some((e) => d(e, dets[k]!) <= e.reach && !dets.some((p, j) => j !== k && !taken(j) && d(e, p) < d(e, dets[k]!)));
}
