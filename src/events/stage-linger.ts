/**
 * The events stage waits for a ball a hand holds off its place (issue 6,
 * session 60; linger.ts). A hand lingering over a resting ball moves its
 * detection a few mm and keeps it there as long as the hand stays: the
 * stage opened a stroke on the slide off and closed it `restHoldS` later
 * with the ball still off its place, so extraction saw the way off alone
 * (a ball moved a few mm, read struck at 0.95) and the way back made a
 * second stroke. A stroke in which no ball went farther than
 * LINGER_REACH_MM from where it lay before the stroke, and one lies off
 * that place, is held open up to LINGER_WAIT_S: the ball comes back (one
 * stroke with the way off and back, a linger, no strike: dropped), or a
 * real stroke comes (one stroke: the linger no start in it), or the wait
 * ends: the way off is read, and handed out flagged (`doubtedWayOff`,
 * session 62): a hand's cover and a hand's nudge are the same positions
 * until the hand goes, so the stage asks the referee rather than call it.
 */
import type { BallId } from '../contracts/ids.js';
import type { TrackedFrame } from '../track/tracker.js';
import type { ExtractedStroke } from './extract.js';
import { median } from './fit.js';
import { LINGER_REACH_MM } from './linger.js';

/**
 * Longest (s) from its opening a stroke is held open for a ball lying off
 * its place with nothing run (`ballsOff`). A bridge hand lies beside or over
 * a ball for the whole aim (2-6 s on a real table); a stroke that truly
 * moved a ball a few mm (a touch by hand, a dead-soft stroke) is handed out
 * that much later, and a strike inside the wait joins it. Raising it waits
 * through longer aims; lowering it reads longer lingers as a way off and a
 * way back (two strokes at 0.95, as before session 60). Range 1-10.
 */
export const LINGER_WAIT_S = 4;

/**
 * Confidence of the strike of a stroke handed out when the wait ends with a ball still lying off its place and no
 * ball ever farther than LINGER_REACH_MM from where it lay (`doubtedWayOff`): a hand lingering longer than the wait
 * (a bridge through a long aim) and a hand that nudged the ball a few mm are the same positions until the hand goes,
 * and no struck ball travels under LINGER_REACH_MM in LINGER_WAIT_S. Under the rules' DOUBT_CONFIDENCE (0.9) the
 * verdict goes to the referee (a strike's doubt has no other reading: it stays decisive). Until session 62 the way
 * off was "struck" at 0.95 like any start (session 61's grid: 130 confident extra strokes, every one a 5 or 8 s
 * linger). Raising it towards 0.9 trusts the way off as a stroke (a confident wrong call for every long linger);
 * lowering it changes nothing the rules do (any value under 0.9 sends the stroke to the referee) but what the page
 * shows. Range 0.1-0.85.
 */
export const LINGER_DOUBT_CONFIDENCE = 0.5;

/**
 * Distance (mm) between a ball's last place and its place before the
 * stroke beyond which it lies off it: the medians of a few resting points
 * differ by well under 1 mm at the renders' noise. `offMm` scales it with
 * the ball's own noise (`LINGER_OFF_Z` of it, when that is more). Lowering
 * it holds strokes open on noise; raising it lets a shallow linger close
 * with the ball off. Range 1.5-5.
 */
const LINGER_OFF_MM = 2.5;
/**
 * Rest noises (σ, one axis) a ball's last place may lie from its place before: see LINGER_OFF_MM. At 4 (session 60) a
 * 6 mm linger on a ball with 1.5 mm of rest noise (a bar of ~6 mm) let its stroke close with the ball still off, read
 * "struck" at 0.95 (session 61's grid through the tracker). A place is a median of PLACE_POINTS and the place before
 * one of many: 3σ is still ~4 of their difference's spread. Lowering it holds a stroke in which no ball ran farther
 * than LINGER_REACH_MM open on noise (up to LINGER_WAIT_S: no real stroke is held, one ran); raising it lets a
 * shallow linger on a noisy ball close with the ball off. Range 2.5-8.
 */
const LINGER_OFF_Z = 3;
/** Last points whose median is a ball's place now (here and in stage-places.ts). Range 1-9. */
export const PLACE_POINTS = 3;

/** The distance (mm) beyond which a ball with rest noise `sigma` lies off its place. */
export const offMm = (sigma: number): number => Math.max(LINGER_OFF_MM, LINGER_OFF_Z * sigma);

/** What a stroke's balls did since it opened (`ballsOff`, `readingOf`): one ran off its place, none ran but one lies off it, or neither. */
export type SinceOpened = 'ran' | 'off' | 'still';

/** `ballsOff`'s answer as one reading of the stroke since it opened (`SinceOpened`). */
export const readingOf = (lying: 'ran' | readonly BallId[]): SinceOpened => lying === 'ran' ? 'ran' : lying.length > 0 ? 'off' : 'still';

/**
 * What the open stroke's balls (its frames `buffer`, with the pre-roll) did since `from` (the start of the window that
 * opened it): 'ran' when one was seen farther than LINGER_REACH_MM from its place before (the median of its points
 * before `from`), else the balls whose last place is more than `off(id)` from it (none: all still; `readingOf`).
 */
export function ballsOff(buffer: readonly TrackedFrame[], from: number, off: (id: BallId) => number): 'ran' | BallId[] {
  const before = new Map<BallId, { x: number[]; y: number[] }>(), after = new Map<BallId, [number, number][]>();
  for (const f of buffer) {
    for (const b of f.balls) {
      if (!b.observed) continue;
      if (f.t < from) {
        const p = before.get(b.id) ?? { x: [], y: [] };
        p.x.push(b.x); p.y.push(b.y); before.set(b.id, p);
      } else {
        const q = after.get(b.id) ?? [];
        q.push([b.x, b.y]); after.set(b.id, q);
      }
    }
  }
  const lying: BallId[] = [];
  for (const [id, pts] of after) {
    const p = before.get(id);
    if (!p) continue;
    const place: [number, number] = [median(p.x), median(p.y)];
    if (pts.some(([x, y]) => Math.hypot(x - place[0], y - place[1]) > LINGER_REACH_MM)) return 'ran';
    const last = pts.slice(-PLACE_POINTS);
    const now: [number, number] = [median(last.map((q) => q[0])), median(last.map((q) => q[1]))];
    if (Math.hypot(now[0] - place[0], now[1] - place[1]) > off(id)) lying.push(id);
  }
  return lying;
}

/**
 * Time (s) before now looked at for a hand still over a ball lying off its place (`underHand`). Raising it holds a
 * stroke longer after the hand went (a nudge's flagged call that much later); lowering it lets the wait end with the hand still
 * there on a chance run of frames seen (at 1 s, one frame in 10 missed at 60 fps: session 62's grid through the
 * tracker, 28 of 864 runs). Range 0.5-4.
 */
export const LINGER_COVER_S = 2;
/**
 * Frames missed in LINGER_COVER_S that say a hand still covers the ball: a half-covered ball's detection comes and
 * goes (session 59's render under a passing hand: confidence 0.45-0.48, at the detector's bar; the grids: one frame
 * in 8-10 missed), a ball lying free is seen in nearly every frame. Raising it asks more of the hand (a real
 * detector that misses less under it ends the wait as before: flagged); lowering it to 1 holds on one stray miss.
 * Range 1-10.
 */
export const LINGER_COVER_MISSES = 2;
/**
 * Longest (s) from its opening a stroke waits for a ball lying off its place while a hand still covers it
 * (`underHand`), past the stage's `lingerWaitS`: a bridge through a long aim, a player leaning over the table. A
 * stroke waiting keeps its frames (1 200 at 60 fps for 20 s) and its `ballsOff` is read each frame of the wait.
 * Raising it reads longer lingers as no stroke; lowering it hands out a long linger's way off (flagged) sooner.
 * Range LINGER_WAIT_S-60.
 */
export const LINGER_COVER_MAX_S = 20;

/**
 * One of the balls `ids` missed in LINGER_COVER_MISSES frames or more of `buffer` since `from` (unseen, or not in the
 * frame): a hand still half covers it. (Another ball may read off its place on rest noise alone: `offMm`.)
 */
export function underHand(buffer: readonly TrackedFrame[], ids: readonly BallId[], from: number): boolean {
  if (ids.length === 0) return false;
  const missed = new Map<BallId, number>(ids.map((id) => [id, 0]));
  for (let k = buffer.length - 1; k >= 0 && buffer[k]!.t >= from; k--) {
    const f = buffer[k]!;
    for (const id of ids) if (!f.balls.some((b) => b.id === id && b.observed)) missed.set(id, missed.get(id)! + 1);
  }
  return [...missed.values()].some((n) => n >= LINGER_COVER_MISSES);
}

/**
 * The stroke handed out when a linger's wait ended on a ball still off its place (`readingOf` 'off'): its strike
 * lowered to LINGER_DOUBT_CONFIDENCE, for the referee. A real nudge by hand is a stroke the match must keep (a foul in
 * every discipline): it is handed out as before, only no longer called with confidence; a linger's way back after it
 * is no stroke (stage-places.ts), and the referee voids the flagged one (the service's `void-stroke`).
 */
export function doubtedWayOff(stroke: ExtractedStroke): ExtractedStroke {
  const events = stroke.events.map((e) => e.kind === 'strike' ? { ...e, confidence: Math.min(e.confidence ?? 1, LINGER_DOUBT_CONFIDENCE) } : e);
  return { ...stroke, events };
}
