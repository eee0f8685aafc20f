/**
 * A hidden twin lost lying still (Russian whites): the cue ball under the cue and hand, missed from before the strike
 * until it leaves the follow-through. A ball it strikes leaves along the line of centres at the touch, and a striker
 * running straight from a place P touches the struck ball at O only with its centre on P's side: the struck ball's
 * velocity n satisfies n·(O − P) = 2R + λ·(n·d) > 0 (d the striker's way, λ ≥ 0 its run, n·d > 0 while it closes).
 * So before any cushion the struck ball is never seen on the side of its place facing P, at any distance: a far
 * detection there is the striker's (or another ball's), not the resting ball's own. The hidden-twin rule
 * (tracker.ts `metHidden`) asked for a second piece of evidence (another loose detection, a touch, a way out seen),
 * because a hidden twin last seen moving may strike from anywhere; one lost lying still strikes from where it lay.
 * Development Russian 25 fps (the renders' noise), #172[7]: the cue ball, 0.4 s under the cue at (1645, 726), struck
 * the resting white at (1699, 816), which was missed in the hit's frame and pocketed; the cue ball's first detection,
 * 114 mm from where it lay and 106 mm from the white's place on the side facing it (beyond the touch), fell in the
 * white's gate grown over its missed frame: the white took it and the cue ball's id went with the pocketed ball.
 */
import { facesHidden } from './hidden-twin.js';

export interface LostStill { x: number; y: number; t: number; still: boolean }

/**
 * Whether a missed twin, last seen at `last`, was lying still when it was lost: its last detection was the one that
 * made or kept its still anchor (racked.ts `liesStill`: STILL_FRAMES detections in a row at one place).
 */
export function lostLyingStill(lastSeen: number, still: { t: number } | undefined): boolean {
  return still !== undefined && still.t === lastSeen;
}

/**
 * Of the twins lost lying still before a resting ball at `rest` was last seen (`restSeenT`: hidden while it still lay
 * there, so the striker, not a ball it struck), the one nearest it: the one whose way to it is shortest. Only that one is
 * read as its striker: a still twin lost farther off (a ball hidden across the table) may be no striker at all, and its
 * side of the resting ball says nothing (track.struck-on.test.ts #242[5]: two stand-ins lost still in the far corners).
 */
export function nearestStill<T extends LostStill>(hidden: readonly T[], rest: { x: number; y: number }, restSeenT: number): T | undefined {
  let best: T | undefined;
  for (const h of hidden) {
    if (h.still && h.t < restSeenT && (!best || Math.hypot(h.x - rest.x, h.y - rest.y) < Math.hypot(best.x - rest.x, best.y - rest.y))) best = h;
  }
  return best;
}

/**
 * Whether a detection facing the still striker `h` (`nearestStill`; hidden-twin.ts `facesHidden`, checked by the caller)
 * is its: no detection of this frame lies within `jumpMm` (REST_JUMP_MM) of where it lay (a twin seen again there struck
 * nothing).
 */
export function stillStriker(h: LostStill | undefined, points: readonly { x: number; y: number }[], jumpMm: number): boolean {
  return h !== undefined && !points.some((p) => Math.hypot(p.x - h.x, p.y - h.y) <= jumpMm);
}

/** A missed twin as the adoption sees it: where and when it was last seen, where and when it last lay still. */
export interface MissedTwin { x: number; y: number; lastSeen: number; still?: { t: number } }

/**
 * The index in `missed` of the twin that struck `struck` when a chain's first detection `first` is that striker's: both
 * were lost lying still (`lostLyingStill`), the striker first and nearest (`nearestStill`), and `first` lies farther than
 * `jumpMm` from the struck ball's place on the side facing the striker (`facesHidden`), where the struck ball never goes;
 * -1 when none. The chain is then not the struck ball's, however near its traced-back way passes its place: the striker,
 * turned at the touch, leaves on a line through the struck ball's place (#172[7], the cue ball's chain traced back 5 mm
 * from the pocketed white's place and 96 mm from where the cue ball lay).
 */
export function strikerOf(first: { x: number; y: number }, struck: MissedTwin, missed: readonly MissedTwin[], jumpMm: number): number {
  if (!lostLyingStill(struck.lastSeen, struck.still) || Math.hypot(first.x - struck.x, first.y - struck.y) <= jumpMm) return -1;
  const lost = missed.map((h) => ({ x: h.x, y: h.y, t: h.lastSeen, still: h !== struck && lostLyingStill(h.lastSeen, h.still) }));
  const h = nearestStill(lost, struck, struck.lastSeen);
  return h && facesHidden(h, struck, first.x, first.y) ? lost.indexOf(h) : -1;
}
