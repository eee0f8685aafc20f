/**
 * When the vision path runs the detector on the whole frame (issue 5): the
 * first frame, a ball not seen, and every `fullEveryS` as a safety net;
 * otherwise only crops around the tracker's predictions (several times
 * faster). Split out of vision-stages.ts; the thresholds are the service's
 * `acquire` settings.
 */
import type { Discipline } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import { Tracker, type TrackedFrame } from '../track/tracker.js';

export interface AcquireThresholds {
  /**
   * Full-frame detection at least every this many seconds, whatever the
   * tracker says: a ball re-spotted by hand far from its track is found
   * within this time. A full frame takes ~6× a tracked one and is the
   * frame-to-screen latency's worst case: lowering it raises the p99
   * latency and the frames dropped at 60 fps (every 0.5 s: p99 56 ms at
   * 1080p60 on the reference machine); raising it delays re-acquisition.
   * Range 0.1-60.
   */
  fullEveryS: number;
  /**
   * A moving ball the tracker did not see (outside its crop after a hard hit
   * or a kiss) triggers a full frame every this many frames until it is
   * found. Range 1-30.
   */
  lostFrames: number;
  /**
   * A ball at rest that is not seen (covered by the player's arm: its crop is
   * searched every frame anyway) and fewer balls held than the discipline has
   * (a pocketed or lifted ball, which stays away): a full frame every this
   * many seconds. Full frames at every strike would drop frames just when
   * the strike is decided. Range 0.05-60.
   */
  absentEveryS: number;
  /**
   * A ball at rest that went out of sight less than HIDDEN_RECENT_S ago: a
   * full frame every this many seconds. It is under the player's arm or cue,
   * or it was struck and left its crop at once (a stroke's first moments
   * decide the wrong-ball and first-contact calls). Raising it towards
   * `absentEveryS` saves detector time around every strike; lowering it sees
   * a struck ball sooner. Range 0.05-60.
   */
  hiddenEveryS: number;
}

export const DEFAULT_ACQUIRE: Readonly<AcquireThresholds> = Object.freeze({ fullEveryS: 2, lostFrames: 2, absentEveryS: 1, hiddenEveryS: 0.25 });

/** How long (s) after a resting ball went out of sight `hiddenEveryS` applies; then `absentEveryS` (a ball under a leaning player for long). Range 0.2-10. */
export const HIDDEN_RECENT_S = 1.5;

/**
 * A moving ball unseen for longer than this (s) is no longer searched every
 * `lostFrames`: it went into a pocket or off the table, or lies under the
 * player, and the tracker keeps its last velocity. The `absentEveryS` full
 * frames still look for it. Without this limit a pocketed ball forced a full
 * frame every other frame for the rest of a Russian match (48 % of frames,
 * 2026-11-30). Raising it searches longer for a ball lost in a cluster;
 * lowering it below a few frames loses balls knocked out of their crops.
 * Range 0.1-5.
 */
export const LOST_SEARCH_S = 1;

/**
 * A ball at rest that went out of sight at most this long ago (s) while
 * another ball is seen moving (a stroke is on) may have been struck out of
 * its crop in one frame: it is searched like a moving ball lost, a full frame
 * every `lostFrames`, so that its blurred streak, which the detector scores
 * weak (VISION_WEAK_CONFIDENCE), is chained by the tracker before the ball
 * stops or leaves the table (bundled five-pins ball-jumps-off-table: the
 * struck yellow, at 5 m/s, was found by full frames only, every 0.25 s, and
 * never tracked). Outside strokes the hidden ball is under the player and
 * `hiddenEveryS` applies. Raising it searches longer for a ball covered by
 * the player during a stroke (a full frame every other frame costs ~3× the
 * frame time meanwhile); 0 turns the search off. Range 0-HIDDEN_RECENT_S.
 */
export const STRUCK_SEARCH_S = 0.5;

/**
 * Confidence from which the tracker takes the detector's weak detections for
 * balls it misses (src/track/weak.ts; its `minConfidence` 0.4 stays for the
 * rest). The detector's searched streaks of a ball at 5-8 m/s score 0.15-0.35
 * at 540p (bundled five-pins and Russian recordings); the colour search's own
 * finds (COLOUR_SEARCH_SCORE 0.05) stay below it. Lowering it follows fainter
 * streaks and lets more clutter near a lost ball's place try to take it.
 * Range 0-0.4.
 */
export const VISION_WEAK_CONFIDENCE = 0.15;

/**
 * A ball a full frame found where the tracker holds none (a ball placed by
 * hand for a free ball, a re-spot) is looked for in the tracked frames that
 * follow, for this long (s): the tracker takes a new ball only after
 * consecutive sightings, and full frames are a second apart. Raising it keeps
 * a false detection's crop longer (one crop a frame); lowering it below two
 * frames brings back the miss: the ball is not taken before it is struck.
 * Range 0.05-5.
 */
export const PENDING_S = 0.5;

/** The tracker of the vision path: the real detector's weak streaks count for balls it misses. */
export function visionTracker(table: TableModel, discipline: Discipline): Tracker {
  return new Tracker(table, discipline, { weakConfidence: VISION_WEAK_CONFIDENCE });
}

/**
 * Whether this frame needs the whole-frame detector, from the tracker's last
 * output: `since` frames and `sinceS` seconds since the last full frame,
 * which found `fullBalls` balls; the discipline has `ballCount`.
 */
export function needFullFrame(a: AcquireThresholds, last: TrackedFrame | null, since: number, sinceS: number, fullBalls: number, ballCount: number): boolean {
  if (!last || sinceS >= a.fullEveryS || sinceS < 0 || last.balls.length < fullBalls) return true;
  const unseen = last.balls.filter((b) => !b.observed && b.unseenS > 0);
  if (unseen.some((b) => b.moving && b.unseenS <= LOST_SEARCH_S) && since >= a.lostFrames) return true;
  const struck = unseen.some((b) => !b.moving && b.unseenS <= STRUCK_SEARCH_S) && last.balls.some((b) => b.observed && b.moving);
  if (struck && since >= a.lostFrames) return true;
  if (unseen.some((b) => !b.moving && b.unseenS <= HIDDEN_RECENT_S) && sinceS >= a.hiddenEveryS) return true;
  const absent = unseen.length > 0 || last.balls.length < ballCount;
  return absent && sinceS >= a.absentEveryS;
}
