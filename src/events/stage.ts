/**
 * The events stage, online: tracked frames in, one finished stroke out when
 * everything has come to rest (DESIGN habit 6, `update(input) → output`).
 * A stroke opens when a ball starts moving (or one seen at rest stays unseen
 * GONE_FROM_REST_S: `goneFromRest`, then waits for that ball while nothing else moves: GONE_WAIT_MAX_S) and closes after `restHoldS` of
 * stillness; its frames, with a pre-roll of rest before the start, go to
 * `extractStroke`. A ball the rules let a hand place before the next strike
 * (`expectPlacement`), gone from its rest and seen back elsewhere, was placed:
 * no stroke (./placement.ts).
 */
import type { BallId } from '../contracts/ids.js';
import { InputError } from '../contracts/schema.js';
import type { TrackedFrame } from '../track/tracker.js';
import { type ExtractedStroke, type StrokeContext, extractStroke } from './extract.js';
import { RestNoiseMeter, stillBarMm } from './stage-noise.js';
import { GONE_FROM_REST_S } from './vanish.js';
import { type Placement, placedByHand, placementsIn } from './placement.js';
import { LINGER_COVER_MAX_S, LINGER_COVER_S, LINGER_WAIT_S, ballsOff, doubtedWayOff, offMm, readingOf, underHand } from './stage-linger.js';
import { PlaceMemory, backOnFormerPlace } from './stage-places.js';

export interface StageThresholds {
  /**
   * Stillness (s) that ends a stroke. Raising it waits longer before the
   * verdict (a slow ball creeping on is kept in the stroke); lowering it
   * splits a stroke whose balls pause against each other. Range 0.1-5.
   */
  restHoldS: number;
  /** Rest kept before a stroke's first motion (s): the before positions and the strike's trace-back. Range 0.3-5, and over GONE_FROM_REST_S (vanish.ts). */
  preRollS: number;
  /**
   * Frames a ball must be seen moving to open a stroke: one noisy frame does
   * not (a frame where a ball seen moving in the last is lost counts, see
   * `runningOutOfSight`). Range 1-10.
   */
  openFrames: number;
  /**
   * Longest (s) a stroke waits for a ball a hand holds a few mm off its place, nothing run (default LINGER_WAIT_S,
   * stage-linger.ts; longer while the hand is seen over it). A hall whose players lean over the table through long
   * aims may raise it: longer lingers read as no stroke, a real nudge's (flagged) call that much later, a strike
   * inside the wait joining its stroke; lowering it flags more lingers for the referee. Range 1-10.
   */
  lingerWaitS: number;
}

export const DEFAULT_STAGE_THRESHOLDS: Readonly<StageThresholds> = Object.freeze({ restHoldS: 0.6, preRollS: 1.0, openFrames: 2, lingerWaitS: LINGER_WAIT_S });

const RANGES: Record<keyof StageThresholds, [number, number]> = { restHoldS: [0.1, 5], preRollS: [0.3, 5], openFrames: [1, 10], lingerWaitS: [1, 10] };

/**
 * Window (s) and displacement (mm) over which a ball counts as moving for
 * opening and closing strokes; a ball noisier at rest than the renders gets a
 * higher bar (`stillBarMm`, stage-noise.ts). Range 0.05-1, 1-50.
 */
const STILL_WINDOW_S = 0.2, STILL_MM = 5;

/**
 * Longest (s) a ball gone from its rest (`goneFromRest`) may have been unseen for another ball's motion to be read as
 * its stroke with no more evidence. A player bent over the cue ball for an aim, head and arm between it and the
 * camera, hides it as a ball struck off the table does, so the stroke it opened waits for the ball, nothing else
 * moving, up to GONE_WAIT_MAX_S: seen again moving (struck from under the arm: a stroke like any), at its place (no
 * stroke), or elsewhere (put back by hand after it left the table: the frames before it say gone, `goneBack`). Another
 * ball set moving while it is hidden under the usual cover (0.1-1.6 s before the strike, up to 0.3 s after) is the
 * hidden ball's run reaching it: one stroke, as always. Past this, that motion is the hidden ball's stroke only when
 * the ball is seen again within SEEN_AGAIN_S of it; else the ball left the table unseen and the motion is the next
 * stroke: the gone stroke closes on the frames before it (`splitGone`). Until session 57 the wait itself ended here
 * and the stroke closed `restHoldS` later, read struck off the table: every aim with the cue ball covered longer
 * than ~2.2 s raised a flagged extra stroke before the true one (the lead's held-out 1080p renders: a five-pins white
 * under the aiming player 1.7 s, a one-cushion yellow undetected beside the score overlay 3.9 s; docs/service.md).
 * Raising it takes more motion of another ball for the hidden ball's stroke without seeing it (a ball struck off the
 * table unseen, then the next stroke: one stroke, its foul lost); lowering it asks that evidence of the usual
 * cover's hidden runs too (one that hits a ball and then jumps off the table hidden would split in two). The gone
 * stroke's frames end BEFORE_MOTION_S before the motion and must still hold GONE_FROM_REST_S of the ball unseen:
 * it stays over their sum. Range 1.2-2.5.
 */
export const GONE_HOLD_S = 1.6;

/**
 * Longest (s) a stroke opened on a ball gone from its rest waits for it, nothing else moving: then it closes as
 * struck off the table. A player aims 2-6 s with the head over the ball on a real table; a stroke waiting keeps
 * its frames (30 s at 60 fps: 1 800 frames for one extraction). Raising it waits through longer covers (a ball
 * beside an overlay the detector misses for long); lowering it calls a ball gone sooner when nothing else happens
 * (the next stroke or its return by hand calls it anyway). Range 5-120.
 */
export const GONE_WAIT_MAX_S = 30;

/**
 * Time (s) after another ball was first seen moving, with a ball gone from its rest hidden GONE_HOLD_S or more,
 * within which seeing the hidden ball again makes that motion its stroke. A ball struck from under the cover runs
 * out of it within 0.3 s (its after-strike cover, EVAL_CAMERA=cue) and is seen again; a ball gone off the table
 * is not. Raising it waits longer for a hidden ball's run out of the cover before splitting (a tracker slow to
 * take a fast ball back); lowering it splits a hidden ball's stroke when it is seen late. Range 0.2-1.
 */
export const SEEN_AGAIN_S = 0.5;

/**
 * How far (s) before the first frame that saw another ball moving a gone stroke's frames end (`splitGone`): the
 * motion shows only once it passes `STILL_MM` over STILL_WINDOW_S, and extraction's speeds span a few points, so
 * the gone stroke keeps none of it (a run in it is no gone-from-rest stroke). Range STILL_WINDOW_S-0.6.
 */
const BEFORE_MOTION_S = 0.4;

/** What `takePlacements` returns when nothing was placed (frozen: shared by every call). */
const NO_PLACEMENTS: readonly Placement[] = Object.freeze([]);

export class EventsStage {
  private readonly th: StageThresholds;
  private buffer: TrackedFrame[] = [];
  private open = false;
  private movingRun = 0;
  private stillSince: number | null = null;
  /** When the open stroke opened, and whether it waits for a ball a hand holds off its place (`lingers`). */
  private openedAt = 0;
  private lingering = false;
  /** The open stroke waited past `lingerWaitS` for a ball a hand still covered (stage-linger.ts `underHand`). */
  private coverHeld = false;
  /** Balls seen moving in the last frame (`moving`): one lost in the next frame still runs (`runningOutOfSight`). */
  private runningIds = new Set<string>();
  /** Balls seen since the stage last closed: one of them unseen GONE_FROM_REST_S opens a stroke, once (`goneFromRest`). */
  private seenSinceClose = new Set<string>();
  /** A stroke opened on balls gone from their rest, nothing seen moving since: where each lay (`GONE_HOLD_S`). */
  private gone: Map<BallId, { x: number; y: number }> | null = null;
  /** When a gone ball was first seen again away from where it lay (`GONE_HOLD_S`): a re-spot, unless it runs on. */
  private goneBack: number | null = null;
  /** When another ball was first seen moving with a gone ball hidden GONE_HOLD_S or more: its stroke or the next one (SEEN_AGAIN_S). */
  private otherMotion: number | null = null;
  /** Balls a hand may place before the next strike (`expectPlacement`); emptied when a stroke is handed out. */
  private placeable: ReadonlySet<BallId> = new Set();
  /** Placements read since the caller last took them (`takePlacements`). */
  private placed: Placement[] = [];
  private readonly noise = new RestNoiseMeter();
  /** Where each ball lay over the last seconds: a linger's way back outside its stroke (stage-places.ts). */
  private readonly places = new PlaceMemory();

  constructor(private readonly ctx: StrokeContext, thresholds: Partial<StageThresholds> = {}) {
    const th = { ...DEFAULT_STAGE_THRESHOLDS, ...thresholds };
    for (const [k, [lo, hi]] of Object.entries(RANGES) as [keyof StageThresholds, [number, number]][]) {
      if (!(th[k] >= lo && th[k] <= hi)) throw new InputError(`events.${k}`, `expected a number in ${lo}..${hi}, got ${JSON.stringify(th[k])}`);
    }
    // A ball gone from its rest opens a stroke GONE_FROM_REST_S after it was last seen: its rest must still be in the pre-roll.
    if (!(th.preRollS > GONE_FROM_REST_S)) throw new InputError('events.preRollS', `expected more than ${GONE_FROM_REST_S} s (a ball gone from its rest is read from its last points), got ${th.preRollS}`);
    this.th = Object.freeze(th);
  }

  update(f: TrackedFrame): ExtractedStroke | null {
    this.buffer.push(f);
    this.places.seen(f);
    const running = this.runningIds;
    const moving = this.moving(f);
    if (!this.open) {
      this.movingRun = moving || runningOutOfSight(f, running) ? this.movingRun + 1 : 0;
      for (const b of f.balls) if (b.observed) this.seenSinceClose.add(b.id);
      const gone = this.movingRun >= this.th.openFrames ? [] : goneFromRest(f, this.seenSinceClose);
      if (this.movingRun >= this.th.openFrames || gone.length > 0) {
        this.open = true; this.stillSince = null; this.openedAt = f.t; this.lingering = false; this.coverHeld = false;
        this.gone = gone.length > 0 ? new Map(gone.map((b) => [b.id, { x: b.x, y: b.y }])) : null;
        this.goneBack = null; this.otherMotion = null;
      } else this.trimPreRoll(f.t);
      return null;
    }
    if (this.gone && this.otherMotion !== null) {
      if (f.balls.some((b) => b.observed && this.gone!.has(b.id))) { this.gone = null; this.otherMotion = null; } // its stroke: seen again
      else if (f.t - this.otherMotion >= SEEN_AGAIN_S) return this.splitGone(this.otherMotion);
    }
    if (moving) {
      this.stillSince = null;
      if (this.gone && this.otherMotion === null) {
        // Put back by hand and lying still a window (a ball struck from under the cover runs on): this is the next stroke.
        if (this.goneBack !== null && f.t - this.goneBack >= STILL_WINDOW_S) return this.splitGone(f.t);
        if (longHidden(f, this.gone, this.runningIds)) this.otherMotion = f.t;
        else this.gone = null;
      }
      return null;
    }
    // A ball seen back elsewhere settles the wait (`goneBack`: it left the table), even if a hand covers it again.
    if (this.gone && (this.otherMotion !== null || (this.waitsForGone(f) && this.goneBack === null))) { this.stillSince = null; return null; }
    this.stillSince ??= f.t;
    if (f.t - this.stillSince < this.th.restHoldS) return null;
    return this.lingers(f.t) ? null : this.close();
  }

  /**
   * A ball a hand holds off its place, nothing run (stage-linger.ts): the stroke waits for it, up to `lingerWaitS` from
   * its opening, and past that while a hand still covers it (`underHand`, up to LINGER_COVER_MAX_S: `coverHeld`). When
   * the wait ends on the ball back on its place (the hand gone) or on a ball that ran (a strike from under the cue,
   * first seen far off in this frame), the rest hold starts again: extraction needs the ball's points lying back on its
   * place to read the linger, and a strike joining the wait its whole motion.
   */
  private lingers(now: number): boolean {
    if (this.gone) return false;
    const lying = this.lyingOff(), since = readingOf(lying), waited = now - this.openedAt;
    const covered = lying !== 'ran' && waited < LINGER_COVER_MAX_S && underHand(this.buffer, lying, now - LINGER_COVER_S);
    if (this.lingering && since !== 'off' && (waited < this.th.lingerWaitS || this.coverHeld)) { this.lingering = false; this.stillSince = now; return true; }
    if (waited >= this.th.lingerWaitS && !covered) return false;
    this.coverHeld ||= waited >= this.th.lingerWaitS;
    this.lingering = since === 'off';
    return this.lingering;
  }

  /** The open stroke's balls lying off their place since it opened, or 'ran' when one ran (stage-linger.ts `ballsOff`). */
  private lyingOff(): 'ran' | BallId[] {
    return ballsOff(this.buffer, this.openedAt - STILL_WINDOW_S, (id) => offMm(this.noise.sigma(id)));
  }

  /** End of input: a stroke still open is closed with what there is. */
  flush(): ExtractedStroke | null {
    return this.open ? this.close() : null;
  }

  /**
   * The balls the rules let a hand place before the next strike, from the verdict of the stroke just handed out
   * (a five-pins free ball: the incoming ball; a re-spot; a ball in hand). Replaces the last list; the stage empties
   * it when it hands out the next stroke. Such a ball gone from its rest (unseen GONE_FROM_REST_S) and seen back at
   * rest away from where it lay, nothing else moving, was placed: no stroke, and the place it was put down is where
   * the next stroke starts from (`takePlacements`). A ball not in the list, or a stage never told (the events
   * evaluation, a caller that does not judge as strokes come), keeps the reading "struck off the table unseen, put
   * back". The list is kept through a placement (a player adjusts the free ball the referee put down): a ball of it
   * struck off the table unseen and put back by hand before the next stroke is read as placed too, its foul lost.
   */
  expectPlacement(ids: Iterable<BallId>): void {
    this.placeable = new Set(ids);
  }

  /** The placements read since the last call (each ball where the hand put it down), oldest first. */
  takePlacements(): readonly Placement[] {
    // Called every frame and nearly always empty: hand back the one empty list rather than swap in a new one.
    if (this.placed.length === 0) return NO_PLACEMENTS;
    const out = this.placed;
    this.placed = [];
    return out;
  }

  /**
   * Whether a stroke opened on balls gone from their rest still waits for them: one is still unseen, for under
   * GONE_WAIT_MAX_S. Notes the first frame that sees one again farther than a ball's width from where it lay (`goneBack`).
   */
  private waitsForGone(f: TrackedFrame): boolean {
    let waits = false;
    for (const b of f.balls) {
      const lay = this.gone!.get(b.id);
      if (!lay) continue;
      if (!b.observed) waits ||= b.unseenS < GONE_WAIT_MAX_S;
      else if (this.goneBack === null && Math.hypot(b.x - lay.x, b.y - lay.y) > 2 * this.ctx.table.ballRadius) this.goneBack = f.t;
    }
    return waits;
  }

  /**
   * The motion first seen at `motion` is the next stroke, not the gone ball's: the ball was not seen again after
   * another ball started moving (`otherMotion`, SEEN_AGAIN_S: it left the table unseen), or it was put back by hand
   * and lay still before this motion (`goneBack`; until session 57 the stroke had closed before a next strike
   * could come). The gone stroke is read from the frames before the motion (BEFORE_MOTION_S) and before the ball's
   * return; the stroke stays open for the motion, its pre-roll kept. As `close`, the stage moves on whatever
   * extraction does.
   */
  private splitGone(motion: number): ExtractedStroke | null {
    const end = Math.min(motion - BEFORE_MOTION_S, this.goneBack ?? Infinity), frames = this.buffer.filter((g) => g.t < end);
    // Put down by hand as the rules allow, then struck: no gone stroke; where it lay still before the strike is its place.
    const placed = this.readPlacement(motion - STILL_WINDOW_S);
    this.buffer = this.buffer.filter((g) => g.t >= motion - this.th.preRollS);
    this.gone = null; this.goneBack = null; this.otherMotion = null; this.stillSince = null;
    return placed ? null : this.handOut(extractStroke(frames, this.ctx));
  }

  /**
   * Whether the gone balls the open stroke waits for were placed by hand (`placedByHand`): if so, notes where each
   * was put down, last seen before `until`.
   */
  private readPlacement(until: number): boolean {
    if (!this.gone || !placedByHand(this.gone, this.goneBack, this.placeable)) return false;
    this.placed.push(...placementsIn(this.buffer, this.gone.keys(), this.goneBack!, until));
    return true;
  }

  /** A stroke with a strike is handed out, and the placements the last verdict allowed end with it; one without is none. */
  private handOut(stroke: ExtractedStroke): ExtractedStroke | null {
    if (stroke.struck === null) return null;
    this.placeable = new Set();
    return stroke;
  }

  /** A stroke with no strike (a ball put down by hand, a re-spot) is no stroke: nothing is returned for it. */
  private close(): ExtractedStroke | null {
    // A gone ball put back elsewhere, nothing moving since: the stroke's frames end before it (it left the table).
    const back = this.gone ? this.goneBack : null;
    const frames = back === null ? this.buffer : this.buffer.filter((g) => g.t < back);
    // Whatever extraction does, the stage moves on: a stroke that cannot be read is reported once (the
    // caller logs it, the referee enters it), never retried on every frame with a buffer that only grows.
    try {
      // Put down by hand as the rules allow (./placement.ts): no stroke; its new place is its rest from now on.
      if (this.readPlacement(Infinity)) return null;
      // A hand's linger's way back, its way off before these frames (stage-places.ts): no stroke.
      if (!this.gone && backOnFormerPlace(this.buffer, this.openedAt - STILL_WINDOW_S, this.places, (id) => offMm(this.noise.sigma(id)))) return null;
      // Held past the wait for a hand over a ball, and every ball back on its place, nothing run: the hand went, no stroke.
      const reading = this.gone ? null : readingOf(this.lyingOff());
      if (this.coverHeld && reading === 'still') return null;
      const stroke = this.handOut(extractStroke(frames, this.ctx));
      // The linger's wait ended with the ball still off and nothing run: a hand's cover or its nudge, for the referee.
      return stroke && reading === 'off' ? doubtedWayOff(stroke) : stroke;
    } finally {
      this.open = false;
      this.gone = null; this.otherMotion = null;
      this.movingRun = 0;
      this.seenSinceClose = seenInRestHold(this.buffer, this.stillSince);
      const all = this.buffer;
      this.buffer = all.filter((g) => g.t >= all[all.length - 1]!.t - this.th.preRollS);
    }
  }

  /**
   * Some ball moved more than `stillMm` over the last `stillWindowS`: the
   * filter's instantaneous speed flickers at rest, a displacement does not.
   * Measured from the earliest frame of the window in which the ball was
   * seen, never from where a lost ball coasts: the jump from there to where
   * it is picked up again is no run (a ball put down by hand far from where
   * it was lost opened a stroke 0.8 s early that ran on into the next
   * strike and dated it 1 s early, development five-pins #26 at 30 fps). A
   * ball that really runs is seen running within the window.
   */
  private moving(f: TrackedFrame): boolean {
    const from = f.t - STILL_WINDOW_S;
    // The window's frames, oldest first (scanned from the end: an open stroke's buffer grows long).
    let k = this.buffer.length;
    while (k > 0 && this.buffer[k - 1]!.t >= from) k--;
    let any = false;
    this.runningIds = new Set();
    for (const b of f.balls) {
      if (!b.observed) { this.noise.unseen(b.id); continue; }
      const moved = this.displacement(b.id, b.x, b.y, k, f) > stillBarMm(STILL_MM, this.noise.sigma(b.id));
      this.noise.seen(b.id, b.x, b.y, !moved);
      if (moved) this.runningIds.add(b.id);
      any ||= moved;
    }
    return any;
  }

  /** How far the ball is from where it was first seen in the window (mm; 0 when it was not seen there before). */
  private displacement(id: TrackedFrame['balls'][number]['id'], x: number, y: number, k: number, f: TrackedFrame): number {
    for (let j = k; j < this.buffer.length; j++) {
      const g = this.buffer[j]!;
      const p = g === f ? undefined : g.balls.find((q) => q.id === id && q.observed);
      if (p) return Math.hypot(x - p.x, y - p.y);
    }
    return 0;
  }

  private trimPreRoll(now: number): void {
    const from = now - this.th.preRollS;
    let k = 0;
    while (k < this.buffer.length && this.buffer[k]!.t < from) k++;
    if (k > 0) this.buffer = this.buffer.slice(k);
  }
}

/**
 * A ball seen moving in the last frame and not seen in this one: it ran out
 * of sight (off the table, into a pocket, under an arm), it did not stop, so
 * the frame counts towards `openFrames`. A ball struck off the table from
 * under the cue may be seen on its way in one or two frames only, the first
 * of them measured from nothing (it was hidden all the window): development
 * three-cushion 30 fps #215[5] (seen twice, 33 ms apart) and #231[1] (a stray
 * point, then once) opened no stroke, the cue ball's foul unseen. The cost:
 * one moving frame (a stray point taken by a ball) followed by a miss of that
 * ball opens a stroke; one with no strike in it is dropped at close.
 */
function runningOutOfSight(f: TrackedFrame, running: ReadonlySet<string>): boolean {
  return f.balls.some((b) => !b.observed && running.has(b.id));
}

/**
 * Another ball set moving while a ball gone from its rest is still hidden, for GONE_HOLD_S or more: no gone ball is
 * among the running ones, and one is unseen that long. Under that the motion is the hidden ball's stroke.
 */
function longHidden(f: TrackedFrame, gone: ReadonlyMap<string, unknown>, running: ReadonlySet<string>): boolean {
  if ([...gone.keys()].some((id) => running.has(id))) return false;
  return f.balls.some((b) => gone.has(b.id) && !b.observed && b.unseenS >= GONE_HOLD_S);
}

/**
 * The balls seen in a closing stroke's rest hold (its frames from `stillSince`, everything still): they start the
 * next wait's `seenSinceClose`. A player may bend over the next cue ball before the stroke closes (a cover of
 * 0.8-1.5 s begun in the last `restHoldS`): the ball is then never seen after the close, no gone-from-rest stroke
 * opens for it, and its strike comes after its rest has left the pre-roll (development five-pins under
 * EVAL_CAMERA=cue, #4[6] at 60 fps: the white hidden 0.13 s before the close, for 1.5 s; the yellow it hit took the
 * strike). A ball seen at rest there is one the table still holds; a ball potted or struck off the table in that
 * stroke is not seen in its rest hold, so it cannot open a stroke of its own after the close.
 */
function seenInRestHold(frames: readonly TrackedFrame[], stillSince: number | null): Set<string> {
  const out = new Set<string>();
  if (stillSince === null) return out;
  for (const g of frames) if (g.t >= stillSince) for (const b of g.balls) if (b.observed) out.add(b.id);
  return out;
}

/**
 * A ball seen at rest since the stage last closed (the stage is closed: no
 * ball was seen moving) and unseen for GONE_FROM_REST_S: it may have been
 * struck off the table from under the cue, or lifted by hand. The stroke
 * opens; extraction calls it only when the ball stays gone and nothing else
 * moved, for the referee (vanish.ts `goneFromRest`); a ball seen again at
 * its place leaves a stroke with no strike, dropped at close. A ball is
 * counted once: after the close it is not seen since (a ball seen in the
 * closing stroke's rest hold is: `seenInRestHold`).
 */
function goneFromRest(f: TrackedFrame, seenSinceClose: ReadonlySet<string>): TrackedFrame['balls'] {
  return f.balls.filter((b) => !b.observed && b.unseenS >= GONE_FROM_REST_S && seenSinceClose.has(b.id));
}
