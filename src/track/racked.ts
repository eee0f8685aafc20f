/**
 * Balls at rest frozen to another ball at rest (a Russian rack before the
 * break, balls left touching): a hit on one is absorbed by the pack (it
 * leaves at tens of mm/s where the tracker's equal-mass exchange sends it at
 * metres a second), so a predicted hit on such a ball is the weakest part of
 * the prediction (tracker.ts: its straight hypothesis is kept while it is
 * missed, and a detection where it lay wins over the hit). Development
 * Russian 25 fps breaks #13[0], #66[0], #106[0]: the cue ball predicted into
 * the head ball a frame early (missed once, or one detection 20 mm ahead)
 * gave the racked balls the model's velocities while they lay still, and at
 * the real touch two of them exchanged detections. In open play a moving
 * ball's hit at the frame's end is as likely real as not (development 30 fps
 * #33[7]: kept unhit, it lost its identity a frame later), so the rule is
 * held to racked balls.
 */
export interface Still { x: number; y: number; speed: number }

/**
 * Which of `balls` lie at rest (speed ≤ `restSpeed`) within `gapMm` of
 * touching (centres 2R apart) another ball at rest: the indices.
 */
export function frozenAtRest(balls: readonly Still[], radius: number, restSpeed: number, gapMm: number): Set<number> {
  const out = new Set<number>();
  balls.forEach((a, i) => {
    if (a.speed > restSpeed) return;
    if (balls.some((b, j) => j !== i && b.speed <= restSpeed && Math.hypot(b.x - a.x, b.y - a.y) - 2 * radius <= gapMm)) out.add(i);
  });
  return out;
}

/**
 * Where a ball has lain: the mean of its detections while each fell within
 * the tracker's noise slack of that mean, and how many did. The filter's
 * speed of a ball at rest wanders with the detection noise (at twice the
 * renders' noise a racked head ball read 172 mm/s, over REST_SPEED_MMS), so a
 * ball that lay still for STILL_FRAMES detections counts as at rest for
 * `frozenAtRest` whatever its filter says. Development Russian 30 fps at
 * twice the noise, break #93[0]: the head ball, read moving, was no racked
 * ball; the cue ball's hit, modelled a frame early, sent it off at the
 * model's speed while it lay still, and at the real touch it took the cue
 * ball's detection (an identity swap).
 */
export interface Anchor { x: number; y: number; n: number }

/** Detections in a row within the slack of the mean that make a ball at rest. Raising it needs a longer stillness; 1 trusts one detection. Range 2-10. */
export const STILL_FRAMES = 3;
/** The mean weighs at most this many detections (a ball creeping slowly leaves its mean). */
const ANCHOR_WEIGHT = 10;

/** The anchor after a detection at (x, y): the mean moved toward it, or a new one where it lies more than `slackMm` off. */
export function anchorAfter(a: Anchor | undefined, x: number, y: number, slackMm: number): Anchor {
  if (!a || Math.hypot(x - a.x, y - a.y) > slackMm) return { x, y, n: 1 };
  const w = Math.min(a.n, ANCHOR_WEIGHT);
  return { x: (a.x * w + x) / (w + 1), y: (a.y * w + y) / (w + 1), n: a.n + 1 };
}

/** Whether the anchor shows a ball lying still (STILL_FRAMES detections in a row at one place). */
export function liesStill(a: Anchor | undefined): boolean {
  return a !== undefined && a.n >= STILL_FRAMES;
}

/**
 * How far (in the tracker's noise slack) a racked ball's detection may lie
 * from where it lay and still be read as held by the pack, when it lies at
 * most PACK_NEARER_SHARE of the way to where the modelled hit sends it.
 * Development Russian 30 fps at twice the noise, break #124[0]: the head
 * ball, pushed slowly by the cue ball's hit (290 mm/s where the equal-mass
 * exchange sent it at 1.5 m/s), was seen 4.6 mm from its place, just past
 * the slack (4.5): it kept the model's velocity, its gate grew and the next
 * frame took the cue ball's detection 53 mm away (an identity swap).
 * Raising it keeps more really struck racked balls at rest for a frame (a
 * fast one then leaves its gate and is picked up by its chain); 1 is the
 * slack alone. Range 1-4.
 */
export const PACK_HELD_SLACKS = 2;
/** The share of the way to the modelled hit under which the detection reads as the pack's hold. Range 0-1. */
export const PACK_NEARER_SHARE = 1 / 3;

/**
 * Whether a racked ball seen `fromRest` mm from where it lay and `fromHit` mm
 * from its modelled hit's place was held by the pack: within the noise
 * `slackMm`, or within PACK_HELD_SLACKS of it and much nearer its place than
 * the hit's.
 */
export function packHeld(fromRest: number, fromHit: number, slackMm: number): boolean {
  return fromRest <= slackMm || (fromRest <= PACK_HELD_SLACKS * slackMm && fromRest <= PACK_NEARER_SHARE * (fromRest + fromHit));
}
