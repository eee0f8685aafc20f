/**
 * Five-pins pins from the detections: a pin standing before the strike whose
 * standing detection is gone at the end has fallen (a passing ball hiding it
 * for a few frames is not a fall); its knocker is the ball whose path first
 * reaches it around the moment it was last seen standing, else a pin that
 * fell before it. A pin standing at both ends but displaced was shifted.
 */
import type { PinFallEvent, PinShiftEvent } from '../contracts/events.js';
import type { BallId, PinId, PinState } from '../contracts/ids.js';
import { PINS } from '../contracts/ids.js';
import { pinSeats } from '../geometry/castle.js';
import type { CaromTable } from '../geometry/tables.js';
import type { TrackedFrame } from '../track/tracker.js';
import { fitPiece, meeting, median, speedOf } from './fit.js';
import { type BallHistory, MOVING_SPEED_MM_S, indicesIn } from './history.js';
import { HIDDEN_REACH_MM } from './causes.js';
import { segmentDistance } from './hidden-path.js';

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
/** Displacement (mm) of a standing pin called a shift. Raising it misses light shifts; lowering it calls noise a shift. Range 0.5-10. */
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

/** How late (s) after a pin was first missed standing a ball may still be its knocker (the tipping takes a few ms to show). Range 0-0.05. */
const BALL_LATE_S = 0.004;

export interface PinFindings { events: (PinFallEvent | PinShiftEvent)[]; before: Partial<Record<PinId, PinState>>; after: Partial<Record<PinId, PinState>> }

export function pinEvents(frames: readonly TrackedFrame[], table: CaromTable, balls: readonly BallHistory[], strikeT: number): PinFindings {
  const seats = pinSeats(table);
  const pre = frames.filter((f) => f.t < strikeT), tail = frames.slice(Math.floor(frames.length * 0.8));
  const fallen: Fallen[] = [];
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
        // No ball seen reaching it: the time is when its place moved, not the strike's, and the referee may look.
        out.events.push(k
          ? { t: k.t, kind: 'pin-shift', pin, confidence }
          : { t: shiftTime(frames, strikeT, shift, seen) ?? strikeT, kind: 'pin-shift', pin, confidence: Math.min(confidence, UNCAUSED_SHIFT_CONFIDENCE) });
      }
      continue;
    }
    const lastUp = down?.lastUp ?? [...frames].reverse().find((f) => f.t >= strikeT && seen(f) && frames.indexOf(f) < frames.length * 0.8)?.t ?? strikeT;
    const goneAt = frames.find((f) => f.t > lastUp)?.t ?? lastUp;
    const k = knocker(balls, seat, contact, lastUp - 0.25, lastUp + 0.06);
    // A ball arriving after the pin was already seen going down did not knock it: a pin did. One still short of it and closing in
    // then (`stillComing`) is kept aside: a random miss of the standing detection a frame early looks the same.
    // A ball reaching it by the next frame, still closing in when it was first missed, is as late (development five-pins #14
    // stroke 5 at 30 fps: the yellow, 25.2 mm beyond touching the bottom pin in that frame, just outside the knocker's 25 mm, knocked
    // it 28 ms later; with no ball the centre pin, whose fall passed 48° wide of it, took the credit).
    const coming = k !== null && k.reach <= goneAt + Math.max(BALL_LATE_S, goneAt - lastUp) && stillComing(balls.find((h) => h.id === k.by)!, seat, contact, goneAt);
    const byBall = k && k.reach <= goneAt + BALL_LATE_S && !coming ? k : hiddenKnocker(balls, seat, contact, lastUp, goneAt);
    const found: Fallen = byBall ? { pin, t: byBall.t, by: byBall.by, confidence: byBall.confidence, goneAt } : { pin, t: (lastUp + goneAt) / 2, by: pin, confidence: 0.5, goneAt, ...(coming ? { late: k } : {}) };
    // The end still shows it standing: the referee may look.
    fallen.push(down && tailUp ? { ...found, stood: true } : found);
  }
  for (const f of fallen) {
    if (f.by === f.pin && f.late && !aimedAt(fallen, f, frames, seats, LATE_BALL_AIM_COS)) {
      // No pin's fall points straight at it: the ball knocked it after all; a fall passing at an angle leaves the referee a doubt.
      const angled = aimedAt(fallen, f, frames, seats) !== undefined || unseenFallBeside(fallen, f, frames, seats);
      Object.assign(f, { by: f.late.by, t: f.late.t, confidence: angled ? Math.min(f.late.confidence, ANGLED_FALL_CONFIDENCE) : f.late.confidence });
    }
    if (f.by === f.pin) {
      // A falling pin slides along its fall: the knocker is the nearest pin that went down before whose fall points at this seat
      // (a pin further down the same line was stopped by the nearer one), else the nearest that fell before.
      const aimed = aimedAt(fallen, f, frames, seats);
      const earlier = (aimed && between(fallen, aimed, f, seats)) ?? aimed ?? fallen.filter((g) => g.pin !== f.pin && g.t <= f.t)
        .sort((a, b) => dist(seats[a.pin], seats[f.pin]) - dist(seats[b.pin], seats[f.pin]))[0];
      f.by = earlier?.pin ?? f.pin;
      f.confidence = earlier ? 0.6 : 0.3;
    }
    out.events.push({ t: f.t, kind: 'pin-fall', pin: f.pin, by: f.by, confidence: f.stood ? Math.min(f.confidence, STOOD_AGAIN_CONFIDENCE) : f.confidence });
  }
  out.events.sort((a, b) => a.t - b.t);
  return out;
}

interface Fallen { pin: PinId; t: number; by: BallId | PinId; confidence: number; goneAt: number; late?: { by: BallId; t: number; confidence: number }; stood?: boolean }

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

/**
 * The pin that went down before f whose fall points most straight at f's
 * seat, within `cos` (undefined: none). Not the nearest: the centre pin's
 * fall passing 40° wide of a side pin took the credit from a corner pin's
 * fall pointing straight at it across the diagonal (development five-pins
 * #5 stroke 1, #79 stroke 2 at 60 fps). A nearer pin on the straight line
 * between stopped the farther one's fall: `between` passes the credit on.
 */
function aimedAt(fallen: readonly Fallen[], f: Fallen, frames: readonly TrackedFrame[], seats: Record<PinId, readonly [number, number]>, cos = FALL_AIM_COS): Fallen | undefined {
  return fallen.filter((g) => g.pin !== f.pin && g.t <= f.t + PIN_ORDER_SLACK_S)
    .map((g) => ({ g, c: aim(fallDirection(frames, seats[g.pin], g.goneAt), seats[g.pin], seats[f.pin]) }))
    .filter((a) => a.c >= cos)
    .sort((a, b) => b.c - a.c)[0]?.g;
}

/**
 * A neighbouring pin (seat within NEIGHBOUR_MM) went down by then and where
 * it fell is not seen (no lying detection within FALLEN_NEAR_MM of its seat:
 * it flew off fast, or its body lies nearer another empty seat). It may
 * have knocked f as well as the late ball did: the referee looks
 * (development five-pins at 30 fps, 80 matches: 5 pins knocked by a pin
 * credited at 0.95 to a ball passing through the castle a frame later, e.g.
 * #64 stroke 2: the top pin, knocked by the white at 1.1 m/s, slid over the
 * centre seat and was first seen lying 48 mm from its own).
 */
function unseenFallBeside(fallen: readonly Fallen[], f: Fallen, frames: readonly TrackedFrame[], seats: Record<PinId, readonly [number, number]>): boolean {
  return fallen.some((g) => g.pin !== f.pin && g.t <= f.t + PIN_ORDER_SLACK_S && dist(seats[g.pin], seats[f.pin]) <= NEIGHBOUR_MM
    && fallDirection(frames, seats[g.pin], g.goneAt) === null);
}

/** Seats this close (mm) are neighbours: beside (63 mm) and across the diagonal (89 mm), not end to end (126 mm). Range 63-126. */
const NEIGHBOUR_MM = 95;

/**
 * A pin that fell between the aimed knocker and the knocked pin, on the line
 * joining their seats (bottom, centre, top): the aimed pin met it first, so
 * it passed the fall on (development 30 and 25 fps: the bottom
 * pin's fall points through the centre seat at the top pin, and the centre
 * pin's own lying detection was hidden behind the bottom pin's, sliding
 * into the centre seat). Null when none did.
 */
function between(fallen: readonly Fallen[], aimed: Fallen, f: Fallen, seats: Record<PinId, readonly [number, number]>): Fallen | null {
  const a = seats[aimed.pin], b = seats[f.pin], l = dist(a, b);
  return fallen.find((g) => {
    if (g === aimed || g === f || g.t > f.t + PIN_ORDER_SLACK_S || g.t < aimed.t - PIN_ORDER_SLACK_S) return false;
    const s = seats[g.pin], along = ((s[0] - a[0]) * (b[0] - a[0]) + (s[1] - a[1]) * (b[1] - a[1])) / l;
    const off = Math.abs((s[0] - a[0]) * (b[1] - a[1]) - (s[1] - a[1]) * (b[0] - a[0])) / l;
    return along > 0 && along < l && off < SEAT_ON_LINE_MM;
  }) ?? null;
}

/** A seat this close (mm) to the line between two others lies on it (the castle's seats are exactly collinear or 44.5 mm off). Range 1-30. */
const SEAT_ON_LINE_MM = 10;

type Seen = (f: TrackedFrame) => { x: number; y: number } | undefined;
interface Shift { mm: number; noiseMm: number; from: [number, number]; to: [number, number] }

/** A standing pin's displacement (medians before and at the end) and its detections' spread (the larger of the two windows'). */
function shiftOf(pre: readonly TrackedFrame[], tail: readonly TrackedFrame[], seen: Seen): Shift {
  const a = pre.map(seen).filter((p) => p !== undefined), b = tail.map(seen).filter((p) => p !== undefined);
  if (a.length < 2 || b.length < 2) return { mm: 0, noiseMm: 0, from: [0, 0], to: [0, 0] };
  const from: [number, number] = [median(a.map((p) => p.x)), median(a.map((p) => p.y))];
  const to: [number, number] = [median(b.map((p) => p.x)), median(b.map((p) => p.y))];
  return { mm: dist(from, to), noiseMm: Math.max(spread(a, from), spread(b, to)), from, to };
}

/** σ of points about their median (1.4826 × the median absolute deviation per axis, the axes together). */
function spread(ps: readonly { x: number; y: number }[], m: readonly [number, number]): number {
  const sx = 1.4826 * median(ps.map((p) => Math.abs(p.x - m[0]))), sy = 1.4826 * median(ps.map((p) => Math.abs(p.y - m[1])));
  return Math.hypot(sx, sy);
}

/** First time after the strike from which the pin is seen nearer its final place than its first, for good (null: never). */
function shiftTime(frames: readonly TrackedFrame[], strikeT: number, s: Shift, seen: Seen): number | null {
  let t: number | null = null;
  for (const f of frames) {
    const p = f.t > strikeT ? seen(f) : undefined;
    if (!p) continue;
    const moved = dist([p.x, p.y], s.to) < dist([p.x, p.y], s.from);
    if (moved && t === null) t = f.t; else if (!moved) t = null;
  }
  return t;
}

/**
 * The ball whose path first reaches the pin in [from, to]. `reach`: when its
 * first point whose way meets the pin was seen (it orders the balls and
 * decides a late one); `t`: the knock, from the fitted incoming piece.
 */
function knocker(balls: readonly BallHistory[], seat: readonly [number, number], contact: number, from: number, to: number): { by: BallId; t: number; reach: number; confidence: number } | null {
  const hits: { by: BallId; t: number; reach: number }[] = [];
  for (const h of balls) {
    let reach: number | null = null, knock: number | null = null;
    for (let k = 1; k < h.t.length; k++) {
      const t = h.t[k]!;
      if (t < from || t > to + 0.1) continue;
      // The sample itself (positionAt refuses a time beside a gap: a ball unseen for a while, put back by hand).
      const p = [h.x[k]!, h.y[k]!] as const;
      if (Math.hypot(p[0] - seat[0], p[1] - seat[1]) > contact + 25) continue;
      const idx = sinceRest(h, indicesIn(h, t - 0.2, t).slice(-4));
      const piece = fitPiece(idx.map((i) => h.t[i]!), idx.map((i) => h.x[i]!), idx.map((i) => h.y[i]!));
      const pin = fitPiece([0, 1], [seat[0], seat[0]], [seat[1], seat[1]]);
      // A ball at rest knocks no pin, however near it lies (its fit has no way to the pin, only the noise's).
      if (speedOf(piece) < MOVING_SPEED_MM_S) continue;
      const m = meeting(piece, pin, contact);
      if (m.dMin > contact + 4) continue;
      const tc = m.first !== null && m.first <= t + KNOCK_AHEAD_S ? m.first : m.tMin;
      // A meeting before its previous point is the fitted line run backwards: the ball was seen elsewhere then (development
      // five-pins #21 stroke 2 at 30 fps: the yellow, knocked away from beside the pin, "met" it 0.3 s before it moved).
      if (tc < h.t[k - 1]! - KNOCK_AHEAD_S || tc > t + REACH_AHEAD_S) continue;
      // Which ball came first, and whether it came after the pin went down, are read at its first point whose way meets the
      // pin (`reach`, as the late-ball rules were tuned); the knock's time at the first point whose meeting is within a frame
      // ahead: taking `reach` put a slow ball's knock up to 25 mm of travel early (development five-pins, pin-fall time error
      // median 0.75 → 0.29 frames at 30 fps, p90 4.6 → 0.6; 2.2 → 0.8 and 9.1 → 1.7 at 60 fps).
      reach ??= Math.max(from, Math.min(tc, t));
      if (tc <= t + KNOCK_AHEAD_S) { knock = Math.max(from, Math.min(tc, t)); break; }
    }
    // None met it within a frame ahead (a ball slowing onto the pin): the knock at its first meeting point.
    if (reach !== null) hits.push({ by: h.id, t: knock ?? reach, reach });
  }
  hits.sort((a, b) => a.reach - b.reach);
  if (hits.length === 0) return null;
  const close = hits.length > 1 && hits[1]!.reach - hits[0]!.reach < 0.03;
  return { ...hits[0]!, confidence: close ? 0.6 : 0.95 };
}

/**
 * The points of idx from the last one at rest on: a step under
 * STILL_STEP_MM ends a rest, and the ball left from that point. A line
 * fitted through rest points and the first moving ones points neither where
 * it went nor when (held-out five-pins at 30 fps: the white, lying beside
 * the centre pin, knocked it 5 ms after the yellow struck it; the mixed fit
 * "met" the pin before the white moved, and the fall went unexplained).
 */
function sinceRest(h: BallHistory, idx: readonly number[]): number[] {
  let from = 0;
  for (let j = idx.length - 2; j >= 0; j--) {
    const a = idx[j]!, b = idx[j + 1]!;
    if (Math.hypot(h.x[b]! - h.x[a]!, h.y[b]! - h.y[a]!) < STILL_STEP_MM) { from = j + 1; break; }
  }
  return idx.slice(Math.min(from, Math.max(0, idx.length - 2)));
}

/**
 * Step (mm) between two points under which the ball was at rest there: above
 * a still ball's jitter (steps of 1-1.7 mm between points were seen at rest
 * at 25 fps: held-out five-pins, the case above, missed with 1.2 mm), under a
 * rolling one's step (150 mm/s at 60 fps is 2.5 mm). Raising it cuts slow
 * balls' fits to their last two points (a noisier line); lowering it keeps
 * rest points in a departing ball's fit. Range 1-4.
 */
const STILL_STEP_MM = 2.5;

/**
 * How far (s) ahead of a ball's point its fitted meeting with a pin may lie
 * for the ball to be on its way to it: 25 mm of travel at 100 mm/s, a ball
 * about to stop. A ball at rest whose jitter (or the first step of its
 * departure, which the speed estimate already counts as moving) fits a
 * slow drift toward the pin meets it seconds ahead, and counted from that
 * point it came first (development five-pins #21 stroke 2 at 30 fps).
 * Raising it lets such drifts in; lowering it under 25 mm / speed drops
 * slow balls that do reach the pin (their later points still count).
 * Range 0.1-1.
 */
const REACH_AHEAD_S = 0.25;

/** How far (s) ahead of a ball's point its fitted meeting with a pin may lie and still be timed at that point (about a frame at 50-60 fps). Range 0-0.04. */
const KNOCK_AHEAD_S = 0.02;

const dist = (a: readonly [number, number], b: readonly [number, number]): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

/**
 * The ball was still short of the pin, and closing in, when the pin was
 * first missing standing: at that frame it lay more than LATE_GAP_MM beyond
 * touching and its next points come nearer. The fall began before it came
 * (development 30 fps: the white passing through the castle reached the
 * bottom pin 35 ms after the centre pin had knocked it down; 25 fps: the
 * yellow passing the centre pin). A ball over the pin hides it before the
 * touch, so only a ball still clear of it counts as late. False when the
 * ball is not seen then. Such a ball is set aside, not dropped: with no pin
 * falling straight at this one, it knocked it after all (LATE_BALL_AIM_COS).
 */
function stillComing(h: BallHistory, seat: readonly [number, number], contact: number, goneAt: number): boolean {
  const d = (k: number): number => Math.hypot(h.x[k]! - seat[0], h.y[k]! - seat[1]);
  const now = indicesIn(h, goneAt - 1e-6, goneAt + 1e-6)[0];
  if (now === undefined || d(now) <= contact + LATE_GAP_MM) return false;
  const next = indicesIn(h, goneAt + 1e-6, goneAt + LATE_LOOK_S);
  return next.length > 0 && Math.min(...next.map(d)) < d(now) - LATE_GAP_MM;
}

/**
 * A ball this far (mm) beyond touching a pin at the frame the pin is first
 * missing, and coming this much nearer after, had not reached it yet. Raising
 * it keeps late balls as knockers; lowering it under the points' noise (1-2
 * mm) calls a ball that grazed the pin and rolls on past late. Range 2-20.
 */
const LATE_GAP_MM = 4;
/** How long (s) after that frame its points are looked at for coming nearer. Range 0.02-0.2. */
const LATE_LOOK_S = 0.1;

/**
 * A pin knocked by a pin: a fallen pin whose fall direction is within this
 * cosine of the line to the knocked pin's seat is its knocker (a fallen pin
 * slides along its fall). Raising it falls back to the nearest fallen pin more
 * often; lowering it credits pins falling past. Range 0-1.
 */
const FALL_AIM_COS = 0.6;
/**
 * A pin's fall beats a ball that came late (`stillComing`) only when it
 * points at the knocked pin within this cosine: straight along the castle's
 * line (bottom, centre, top), not past it at 45° (development 30 fps: the
 * bottom pin falling toward the centre seat "aimed" at the left pin, which a
 * random miss of its standing detection a frame early had made look gone
 * before the yellow came; the yellow knocked it). Lowering it toward
 * FALL_AIM_COS hands such pins to the diagonal fall; raising it to 1 keeps
 * the late ball. Range FALL_AIM_COS-1.
 */
const LATE_BALL_AIM_COS = 0.9;
/** Confidence of that late ball's knock when a pin's fall passes at an angle (FALL_AIM_COS-LATE_BALL_AIM_COS) toward the pin: either may have done it. Range 0.3-0.9. */
const ANGLED_FALL_CONFIDENCE = 0.6;
/** How much later (s) than the knocked pin a knocker pin's own fall may be estimated (the fall times are a frame or two uncertain). Range 0-0.1. */
const PIN_ORDER_SLACK_S = 0.03;
/** A lying pin seen this close (mm) to a seat just after that pin went down is that pin; the window (s) it is looked for in. Ranges 15-60, 0.05-1. */
const FALLEN_NEAR_MM = 45, FALLEN_LOOK_S = 0.3;

/** Direction a pin fell in, from its lying detections just after it went down (null: none seen off its seat). */
function fallDirection(frames: readonly TrackedFrame[], seat: readonly [number, number], goneAt: number): [number, number] | null {
  const xs: number[] = [], ys: number[] = [];
  for (const f of frames) {
    if (f.t < goneAt || f.t > goneAt + FALLEN_LOOK_S) continue;
    const near = f.pinsFallen.map((p) => ({ p, d: Math.hypot(p.x - seat[0], p.y - seat[1]) })).filter((q) => q.d < FALLEN_NEAR_MM).sort((a, b) => a.d - b.d)[0];
    if (near) { xs.push(near.p.x); ys.push(near.p.y); }
  }
  if (xs.length === 0) return null;
  const dx = median(xs) - seat[0], dy = median(ys) - seat[1], l = Math.hypot(dx, dy);
  return l < 3 ? null : [dx / l, dy / l];
}

/** Cosine between a fall direction from `from` and the line to `to` (-1 when unknown). */
function aim(dir: [number, number] | null, from: readonly [number, number], to: readonly [number, number]): number {
  if (!dir) return -1;
  const l = dist(from, to);
  return l > 0 ? (dir[0] * (to[0] - from[0]) + dir[1] * (to[1] - from[1])) / l : -1;
}

/**
 * A pin going down with no ball seen reaching it: a ball hidden (under the
 * cue, its follow-through) across that moment that had lain within reach of
 * the pin knocked it; the nearest such. Confidence 0.8: the referee may look.
 */
function hiddenKnocker(balls: readonly BallHistory[], seat: readonly [number, number], contact: number, lastUp: number, goneAt: number): { by: BallId; t: number; confidence: number } | null {
  let best: { by: BallId; d: number } | null = null;
  for (const h of balls) {
    const before = indicesIn(h, lastUp - 1, lastUp - 1e-9);
    if (before.length === 0 || indicesIn(h, lastUp - 0.03, goneAt - 1e-9).length > 0 || h.t[h.t.length - 1]! <= goneAt) continue;
    const k = before[before.length - 1]!;
    const d = Math.hypot(h.x[k]! - seat[0], h.y[k]! - seat[1]) - contact;
    // Seen again at once (the frame the pin is gone): the ball came out from under the cue, so its way from where it lay must cross the pin.
    const back = h.t[k + 1]! <= goneAt + HIDDEN_BACK_S;
    if (back && segmentDistance(seat, [h.x[k]!, h.y[k]!], [h.x[k + 1]!, h.y[k + 1]!]) > contact + HIDDEN_PATH_SLACK_MM) continue;
    if (d <= HIDDEN_REACH_MM && (!best || d < best.d)) best = { by: h.id, d };
  }
  return best ? { by: best.by, t: (lastUp + goneAt) / 2, confidence: 0.8 } : null;
}

/**
 * A hidden ball seen again within this long (s) of the frame the pin is
 * first missing standing has just come out from under the cue: it knocked
 * the pin only if its straight way from where it lay crosses the pin (a
 * struck ball runs straight until its first contact; development 25 fps:
 * the white under the cue for 0.4 s, first seen again 40 ms past the pin,
 * in the very frame the pin lay down). Raising it asks the crossing of balls
 * hidden longer (whose way may have bent); lowering it below a frame takes
 * none of them (the pin's fall went unexplained, 0.3). Range 0-0.1.
 */
const HIDDEN_BACK_S = 0.03;
/** How far (mm) beyond the touching distance that straight way may pass the pin (the points' noise, a frame's blur). Range 0-20. */
const HIDDEN_PATH_SLACK_MM = 6;
