/**
 * Five-pins pins from the detections: a pin standing before the strike whose
 * standing detection is gone at the end has fallen (a passing ball hiding it
 * for a few frames is not a fall); its knocker is the ball whose path first
 * reaches it around the moment it was last seen standing, else a pin that
 * fell before it. A pin standing at both ends but displaced was shifted,
 * by the ball seen reaching it when one alone did; with no ball, only when a
 * pin went down before it moved (a lying pin slid into it).
 */
import type { PinFallEvent, PinShiftEvent } from '../contracts/events.js';
import type { BallId, PinId, PinState } from '../contracts/ids.js';
import { PINS } from '../contracts/ids.js';
import { pinSeats } from '../geometry/castle.js';
import type { CaromTable } from '../geometry/tables.js';
import type { TrackedFrame } from '../track/tracker.js';
import { median } from './fit.js';
import type { BallHistory } from './history.js';
import { type Knock, hiddenKnocker, knockedDirection, knocker, stillComing } from './knockers.js';
import { type Fallen, creditKnocker } from './pin-knocks.js';
import { distance } from '../geometry/vec.js';
import { clearAtLean, lastAtRest, leanStart, spread } from './pin-tip.js';
import { flightsBeatBalls } from './pin-race.js';

/** A standing detection this close (mm) to a pin's place is that pin. Range 3-30 (pins are 63 mm apart). */
const PIN_MATCH_MM = 12;
/**
 * Share of the frames of a window a pin must be seen standing in to be
 * standing. Raising it calls pins hidden by a resting ball fallen; lowering
 * it lets a false standing detection keep a fallen pin up. Range 0.1-0.9.
 */
export const PIN_SEEN_SHARE = 0.4;
/**
 * A pin is standing before the stroke when seen standing in this last stretch
 * (s) before the strike, not the whole pre-roll: a pin the referee stood up
 * again for this stroke lay down through most of it (development 25 fps: the
 * right pin stood up with a re-spot 0.4 s before the strike was read as
 * fallen before, so its fall went unreported, a pins-first foul called
 * valid with full confidence). Raising it toward the pre-roll (1 s) brings
 * that back; lowering it leaves fewer frames against a detector's misses
 * (a player's arm over the castle). Range 0.1-1.
 */
export const PIN_BEFORE_S = 0.5;
/**
 * Least displacement (mm) of a standing pin called a shift, whatever its
 * detections' spread: what the frames can show of a pin at rest. On the
 * bundled 540p render (test-videos/match-five-pins, no true shift) a pin's
 * reading is frozen between re-detections (spread 0) and the still pins'
 * windows differed by up to 1.36 mm (the centre pin, stroke 2); 1 mm made
 * that a shift. A knock that leaves a pin up slides it ~1.5 mm at most (a
 * harder one fells it: src/sim/physics/pins.ts), so most of the simulator's
 * shifts lie under this bar, under what a camera resolves, and count as
 * missed (development five-pins at 60 fps, seeds 1-120: 8 true shifts,
 * moves 0.2-1.5 mm, seen 0.24-1.55; still pins seen moving 0.4 mm at most);
 * a ball pushing on into a pin takes it further (seeds 161-200: #195 stroke
 * 1, 3.1 mm, found). Raising it misses shifts a camera sees; lowering it
 * calls a frozen reading's step a shift. Range 1.4-10.
 */
export const PIN_SHIFT_MM = 1.5;
/**
 * A shift must also exceed this many times the pin's own position spread
 * (σ from the median absolute deviation of its standing detections, both axes
 * together): at 540p a pin is ~2 px and its detected place jitters and steps
 * by a pixel (~3 mm), which PIN_SHIFT_MM alone calls a shift. Raising it
 * misses light shifts on coarse video; lowering it calls the detector's
 * jitter a shift. Range 0.5-5.
 */
export const PIN_SHIFT_NOISE_K = 1.5;
/** Confidence of a shift no ball was seen reaching: a cause the evidence does not show, for the referee to look at. Range 0.3-0.8. */
const UNCAUSED_SHIFT_CONFIDENCE = 0.5;
/**
 * A shift names the ball that shifted it (`by`, five-pins 3003.3-4: a pin a
 * shifted pin knocks over is that ball's, a "pins" foul when it is the cue
 * ball) only when the knocker's confidence reaches this: one ball alone seen
 * reaching the pin (0.95), not two within a frame of each other (0.6),
 * either of which may have shifted it. A wrong `by` hands such a fall to the
 * wrong ball (10 points to the wrong side); none leaves the fall blamed on
 * no ball, as before session 24. Lowering it to 0.6 names the first of two;
 * raising it above 0.95 names none. Range 0.6-1.
 */
const SHIFT_BY_CONFIDENCE = 0.9;

/** The shift's `by` from the ball seen reaching the pin, when it alone did (SHIFT_BY_CONFIDENCE). */
function shifter(k: Knock): { by?: BallId } {
  return k.confidence >= SHIFT_BY_CONFIDENCE ? { by: k.by } : {};
}

/**
 * How much later (s) than the first leaning frame a ball's fitted knock may
 * come and still have started the lean: the fit's timing error (a few ms;
 * the lean is first seen a frame after the knock at the earliest). Raising
 * it keeps balls that arrived during a slow tip as knockers; lowering it
 * toward 0 lets the fit's error make a true knocker late. Range 0-0.04.
 */
const LEAN_BALL_SLACK_S = 0.015;
/** Confidence of a ball credited with a pin it reached only after the pin was first missed standing (`atMiss`): the referee may look. Range 0.5-0.9. */
const AT_MISS_CONFIDENCE = 0.8;
/** How late (s) after a pin was first missed standing a ball may still be its knocker (the tipping takes a few ms to show). Range 0-0.05. */
const BALL_LATE_S = 0.004;
/**
 * How many frames after a pin was first missed standing a ball still closing
 * in then may reach it and be set aside as a late knocker (`stillComing`;
 * it takes the pin when no pin's fall points straight at it). Past them the
 * ball is dropped and the pin goes to a pin that fell before, its fall
 * unseen or not: development five-pins #249 stroke 5 at 30 fps, the bottom
 * pin missed in the two frames before the white, 125 mm off then and rolling
 * straight at it, knocked it (48 ms after the first miss); no fall pointed at
 * it and the nearest fallen pin, the centre (knocked the other way), took
 * it. Raising it lets balls that came long after a pin's fall take it from
 * an unseen fall; 1 drops a ball behind two misses. Range 1-3.
 */
const COMING_FRAMES = 2;

export interface PinFindings { events: (PinFallEvent | PinShiftEvent)[]; before: Partial<Record<PinId, PinState>>; after: Partial<Record<PinId, PinState>> }

export function pinEvents(frames: readonly TrackedFrame[], table: CaromTable, balls: readonly BallHistory[], strikeT: number): PinFindings {
  const seats = pinSeats(table);
  const pre = frames.filter((f) => f.t < strikeT), tail = frames.slice(Math.floor(frames.length * 0.8));
  const fallen: Fallen[] = [];
  const uncaused: PinShiftEvent[] = [];
  const out: PinFindings = { events: [], before: {}, after: {} };
  const contact = table.ballRadius + table.castle.pinTopRadius;
  for (const pin of PINS) {
    const seat = seats[pin];
    const seen = (f: TrackedFrame): { x: number; y: number } | undefined => f.pinsStanding.find((p) => Math.hypot(p.x - seat[0], p.y - seat[1]) < PIN_MATCH_MM);
    const share = (fs: readonly TrackedFrame[]): number => (fs.length ? fs.filter((f) => seen(f)).length / fs.length : 0);
    // Standing at the strike: the frames just before it (a pin stood up again for this stroke lay down through most of the pre-roll).
    const recent = pre.filter((f) => f.t >= strikeT - PIN_BEFORE_S);
    const up = share(recent.length ? recent : frames.slice(0, 5)) >= PIN_SEEN_SHARE;
    out.before[pin] = up ? 'standing' : 'fallen';
    if (!up) { out.after[pin] = 'fallen'; continue; }
    // Its lying body seen beside its empty seat: fallen, whatever stands on the seat at the end (`lyingDown`).
    const down = lyingDown(frames, seats, pin, seen, strikeT, table.ballRadius - table.castle.pinTopRadius);
    const tailUp = share(tail) >= PIN_SEEN_SHARE;
    const stillUp = tailUp && down === undefined;
    out.after[pin] = stillUp ? 'standing' : 'fallen';
    if (stillUp) {
      const shift = shiftOf(pre, tail, seen);
      const least = Math.max(PIN_SHIFT_MM, PIN_SHIFT_NOISE_K * shift.noiseMm);
      if (shift.mm > least) {
        const k = knocker(balls, seat, contact, strikeT, Infinity);
        const confidence = shift.mm > 2 * least ? 0.9 : 0.6;
        // A ball seen reaching it shifted it: named when it came alone (`shifter`). No ball seen reaching it: the time is when its
        // place moved, not the strike's, and the referee may look.
        if (k) out.events.push({ t: k.t, kind: 'pin-shift', pin, ...shifter(k), confidence });
        else uncaused.push({ t: shiftTime(frames, strikeT, shift, seen) ?? strikeT, kind: 'pin-shift', pin, confidence: Math.min(confidence, UNCAUSED_SHIFT_CONFIDENCE) });
      }
      continue;
    }
    const lastUp = down?.lastUp ?? goneFor(frames, seen, strikeT, PIN_DOWN_S) ?? [...frames].reverse().find((f) => f.t >= strikeT && seen(f) && frames.indexOf(f) < frames.length * 0.8)?.t ?? strikeT;
    const goneAt = frames.find((f) => f.t > lastUp)?.t ?? lastUp;
    const k = knocker(balls, seat, contact, lastUp - 0.25, lastUp + 0.06);
    // A ball arriving after the pin was already seen going down did not knock it: a pin did. One still short of it and closing in
    // then (`stillComing`) is kept aside: a random miss of the standing detection a frame early looks the same.
    // A ball reaching it by the next frame, still closing in when it was first missed, is as late (development five-pins #14
    // stroke 5 at 30 fps: the yellow, 25.2 mm beyond touching the bottom pin in that frame, just outside the knocker's 25 mm, knocked
    // it 28 ms later; with no ball the centre pin, whose fall passed 48° wide of it, took the credit). Up to COMING_FRAMES frames:
    // two misses of a standing pin before the ball's knock look like a fall (development five-pins #249 stroke 5 at 30 fps).
    const coming = k !== null && k.reach <= goneAt + Math.max(BALL_LATE_S, COMING_FRAMES * (goneAt - lastUp)) && stillComing(balls.find((h) => h.id === k.by)!, seat, contact, goneAt);
    // A pin tipping slowly leans before it looks down (`leanStart`): a ball whose knock comes after the lean began, clear of the pin
    // then, came late too.
    const lean = leanStart(frames, seen, strikeT, lastUp);
    const afterLean = k !== null && lean !== null && k.t > lean + LEAN_BALL_SLACK_S && clearAtLean(balls.find((h) => h.id === k.by)!, seat, contact, lean, goneAt - lastUp);
    const seenBall = k && k.reach <= goneAt + BALL_LATE_S && !coming && !afterLean ? k : null;
    // A ball reaching it within the frame after it was first missed, already at it then (not coming from afar): the miss is the
    // ball hiding it or the detector's; set aside as a late ball (development five-pins #139 stroke 5 at 30 fps: the bottom pin
    // missed once, the white's knock 8 ms after; dropped, the fall had no knocker at all).
    const atMiss = k !== null && !seenBall && !coming && !afterLean && k.reach <= goneAt + Math.max(BALL_LATE_S, goneAt - lastUp);
    const late = coming || afterLean ? k : atMiss ? { ...k, confidence: Math.min(k.confidence, AT_MISS_CONFIDENCE) } : null;
    // A ball seen knocking it sends it off along their line of centres: where it fell when its lying body is not seen (`fallDirection`).
    const dir = seenBall ? knockedDirection(seenBall, seat) : null;
    // A ball hidden under the cue nearby is a guess, as a late ball is: set aside for a pin whose fall points straight at this one
    // (development five-pins #88 stroke 4 at 30 and 60 fps: the white, struck beside the castle, knocked the right pin into the top one).
    const aside = seenBall ? null : hiddenKnocker(balls, seat, contact, lastUp, goneAt) ?? late;
    const still = lastAtRest(frames, seen, strikeT, lastUp);
    const found: Fallen = seenBall
      ? { pin, t: seenBall.t, by: seenBall.by, confidence: seenBall.confidence, goneAt, lastUp, still, ...(dir ? { dir } : {}) }
      : { pin, t: lean ?? (lastUp + goneAt) / 2, by: pin, confidence: 0.5, goneAt, lastUp, still, ...(aside ? { late: aside } : {}) };
    // The end still shows it standing: the referee may look.
    fallen.push(down && tailUp ? { ...found, stood: true } : found);
  }
  for (const f of [...fallen].sort((a, b) => a.goneAt - b.goneAt)) creditKnocker(fallen, f, frames, seats);
  // A pin a ball sent flying may have reached a pin on its line before the ball did (`flightsBeatBalls`).
  flightsBeatBalls(fallen, frames, seats, 2 * table.castle.pinBodyRadius, PINS.filter((p) => out.before[p] === 'standing'));
  // With no ball seen reaching it, only a pin that went down before could have moved it (a lying pin slides into it): a reading
  // that steps with neither is the detector's (`pinMovedIt`).
  out.events.push(...uncaused.filter((e) => pinMovedIt(fallen, e.t)));
  for (const f of fallen) {
    out.events.push({ t: f.t, kind: 'pin-fall', pin: f.pin, by: f.by, confidence: f.stood ? Math.min(f.confidence, STOOD_AGAIN_CONFIDENCE) : f.confidence });
  }
  out.events.sort((a, b) => a.t - b.t);
  return out;
}


/**
 * How long (s) after the strike a pin must go unseen standing, without a
 * break, with its lying body seen beside its seat meanwhile, to have fallen
 * whatever its seat shows at the end: a fallen pin does not stand up again
 * within a stroke, and the bare seat's white mark, uncovered when the lying
 * pin rolls off it, can read as a standing pin (video five-pins-30-7001: the
 * left pin went down at 14.89 s and its empty seat read "standing", 0 mm
 * from it, from 15.6 s to the stroke's end; the fall went unreported). Only
 * an unbroken stretch: a standing pin missed in single frames beside
 * another's lying body added up over a stroke to false falls (development
 * five-pins at 60 fps, counting 4 such frames anywhere: 2-10 false falls,
 * confidently wrong verdicts). Raising it needs longer gaps (the top pin of
 * that video, whose seat flickered "standing" every few frames after its
 * fall, is not caught); lowering it lets an arm over a standing pin beside a
 * lying one make it fallen. Range 0.1-1.
 */
export const PIN_DOWN_S = 0.2;
/** Frames of that stretch that must show the lying body beside the seat (nearer it than any other seat, within LYING_BESIDE_MM, no ball over the seat). Range 1-10. */
const PIN_DOWN_LYING_FRAMES = 2;
/**
 * A lying pin this close (mm, its centre) to a seat lies where that seat's pin
 * falls (half a pin's height from the seat, a little slide: 11-25 mm on video
 * five-pins-30-7001). Raising it toward FALLEN_NEAR_MM takes another pin's
 * body slid beside a standing pin for its fall (development five-pins at 60
 * fps with 45 mm: 10 false falls, 6 confidently wrong verdicts); lowering it
 * misses falls that rolled. Range 15-45.
 */
const LYING_BESIDE_MM = 25;
/** Confidence of a fall found so while the end of the stroke shows a pin standing on its seat: the evidence disagrees, the referee may look. Range 0.5-0.9. */
const STOOD_AGAIN_CONFIDENCE = 0.8;

/**
 * The first PIN_DOWN_S stretch after the strike in which the pin was never
 * seen standing and its lying body lay beside its seat (no ball centre within
 * `clearMm` of the seat, where a ball would hide a standing pin's top
 * wholly; a ball at rest against a standing pin, ~29 mm off, hides half of it
 * at most, and the knocker often comes to rest there). `lastUp`: the last
 * time it was seen standing before. Undefined when there is none.
 */
function lyingDown(frames: readonly TrackedFrame[], seats: Record<PinId, readonly [number, number]>, pin: PinId, seen: Seen, strikeT: number, clearMm: number): { lastUp: number } | undefined {
  const seat = seats[pin];
  const beside = (f: TrackedFrame): boolean => f.pinsFallen.some((p) => {
    const d = Math.hypot(p.x - seat[0], p.y - seat[1]);
    return d < LYING_BESIDE_MM && PINS.every((o) => o === pin || Math.hypot(p.x - seats[o][0], p.y - seats[o][1]) > d);
  });
  const clear = (f: TrackedFrame): boolean => f.balls.every((b) => Math.hypot(b.x - seat[0], b.y - seat[1]) > clearMm);
  let lastUp = strikeT, lying = 0;
  for (const f of frames) {
    if (f.t < strikeT) continue;
    if (seen(f)) { lastUp = f.t; lying = 0; continue; }
    if (beside(f) && clear(f)) lying++;
    if (f.t - lastUp >= PIN_DOWN_S && lying >= PIN_DOWN_LYING_FRAMES) return { lastUp };
  }
  return undefined;
}

type Seen = (f: TrackedFrame) => { x: number; y: number } | undefined;

/**
 * The last time the pin was seen standing before the first unbroken stretch
 * of `span` s unseen after the strike from which on it is seen standing in
 * under PIN_SEEN_SHARE of the frames (undefined: none). A pin knocked late,
 * in the stroke's last fifth, is timed there too: the fallback (its last
 * standing detection before that fifth, the tail whose share gives the end
 * state) put the fall 0.15 s early and looked for its knocker then
 * (development five-pins #85 stroke 4 at 30 fps: the yellow crept into the
 * right pin; no ball was near at the time looked at, so the fall had none).
 * A ball passing in front of a pin hides it for less than the span; one
 * resting over it longer, the pin seen again after, is not its fall (the
 * share after that stretch is the pin's); the bare seat read as a pin now
 * and then after the fall does not hide it.
 */
function goneFor(frames: readonly TrackedFrame[], seen: Seen, strikeT: number, span: number): number | undefined {
  const after = frames.filter((f) => f.t >= strikeT), up = after.map((f) => seen(f) !== undefined);
  // The share of frames seen standing from each frame on.
  const later: number[] = new Array(up.length);
  for (let i = up.length - 1, n = 0; i >= 0; i--) { n += up[i] ? 1 : 0; later[i] = n / (up.length - i); }
  let lastUp: number | undefined;
  for (let i = 0; i < after.length; i++) {
    if (up[i]) lastUp = after[i]!.t;
    else if (lastUp !== undefined && after[i]!.t - lastUp >= span && later[i]! < PIN_SEEN_SHARE) return lastUp;
  }
  return undefined;
}
/**
 * A pin that went down by time t (its last standing frame at or before it)
 * may have moved a standing pin then; with none, and no ball seen reaching
 * it, a standing pin read elsewhere after the strike did not move: on the
 * bundled 540p render (test-videos/match-five-pins, no true shift) the left
 * pin's frozen reading stepped 4.9 mm 0.14 s after the strike of stroke 2,
 * no ball near it, no pin down (a 0.5 shift before). A hand or cue that
 * moves a pin is the referee's to call (4001.10-12). In the simulator every
 * shift no ball made was made by a lying pin (development five-pins at 60
 * fps, 120 matches: 5 of 8 true shifts).
 */
function pinMovedIt(fallen: readonly Fallen[], t: number): boolean {
  return fallen.some((g) => g.lastUp <= t);
}

interface Shift { mm: number; noiseMm: number; from: [number, number]; to: [number, number] }

/** A standing pin's displacement (medians before and at the end) and its detections' spread (the larger of the two windows'). */
function shiftOf(pre: readonly TrackedFrame[], tail: readonly TrackedFrame[], seen: Seen): Shift {
  const a = pre.map(seen).filter((p) => p !== undefined), b = tail.map(seen).filter((p) => p !== undefined);
  if (a.length < 2 || b.length < 2) return { mm: 0, noiseMm: 0, from: [0, 0], to: [0, 0] };
  const from: [number, number] = [median(a.map((p) => p.x)), median(a.map((p) => p.y))];
  const to: [number, number] = [median(b.map((p) => p.x)), median(b.map((p) => p.y))];
  return { mm: distance(from, to), noiseMm: Math.max(spread(a, from), spread(b, to)), from, to };
}

/** First time after the strike from which the pin is seen nearer its final place than its first, for good (null: never). */
function shiftTime(frames: readonly TrackedFrame[], strikeT: number, s: Shift, seen: Seen): number | null {
  let t: number | null = null;
  for (const f of frames) {
    const p = f.t > strikeT ? seen(f) : undefined;
    if (!p) continue;
    const moved = distance([p.x, p.y], s.to) < distance([p.x, p.y], s.from);
    if (moved && t === null) t = f.t; else if (!moved) t = null;
  }
  return t;
}
