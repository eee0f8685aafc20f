/**
 * A cushion hit on a hidden hitter's way to its object ball. A cue ball
 * lying near a rail, struck into it under the cue and on into a ball, is
 * first seen after that contact: no line of its own reaches back to the
 * rail (rebound.ts needs one). The contact still tells which way it came:
 * equal masses, so the hitter leaves along the tangent, on the side its
 * approach had across the line of centres. A hitter that came straight from
 * its rest place to the contact point leaves on that side; one seen leaving
 * clearly on the other came in another way, and the way that fits is the
 * approach mirrored in a rail (rest → rail → contact point). A hitter first
 * seen too late for a step still rules the straight way out when that way
 * would have met its ball from behind the line of centres: then the one rail
 * whose mirrored way comes in along that line, short enough to stay hidden.
 */
import type { CushionEvent } from '../contracts/events.js';
import type { BallId } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import { distance, dot, sub, unitOrNull } from '../geometry/vec.js';
import { type CushionSide, inMouth, KNOWN_HIT_S, sides, gapToLine } from './cushions.js';
import type { BallHistory } from './history.js';
import type { Cause } from './causes.js';
import type { Start } from './starts.js';

/**
 * Smallest cut (sine of the angle between the straight approach and the
 * line of centres) that leaves a tangent to read: at a fuller hit the object
 * ball's departure direction, read from a point or two, is too uncertain
 * for the side (DIRECTION_NOISE_MM adds that error on top). 0.17 until
 * session 24: development three-cushion #40[5] at 50 fps cut 0.20 against
 * 0.204 with a first step 13.6 mm straight back along the other tangent
 * (cosine -1.0). Raising it gives up on thinner shots; lowering it reads
 * noise for a side. Range 0.05-0.5.
 */
const MIN_CUT = 0.15;
/**
 * The hitter's first visible step from the contact point must lie this far
 * (cosine) along the tangent of an approach: clearly on the straight way's
 * wrong side, clearly on the mirrored way's right one. Raising it asks for a
 * cleaner departure; lowering it lets a departure bent by a second contact
 * choose. Range 0.3-0.95.
 */
const SIDE_COS = 0.5;
/** The step is read from the hitter's first point at least this far (mm) from the contact point and this soon (s) after it. Ranges 5-40, 0.03-0.2. */
const MIN_STEP_MM = 12, MAX_STEP_S = 0.1;
/**
 * A point this soon (s) after the contact time, lying back along the
 * straight way (cosine at least WAY_IN_COS with rest − contact point), is
 * the hitter still coming in, not a step: the contact time is read from the
 * object ball's first point and can run some ms early, and a hitter that
 * left the contact cannot go back 12 mm along its approach in that time
 * (a drawn ball first stops, then turns back over tens of ms). Development
 * five-pins #53[2] at 30 fps: the white seen 0.6 ms after the dated contact
 * (6 ms before the true one), 17 mm short of the contact point on its
 * straight way (cosine 0.98), read as a step on the wrong side, and a false
 * rail (the top, 136 ms before the true touch of that rail) was mirrored.
 * Raising the time or lowering the cosine can take a drawn ball's way back
 * for an approach point; lowering the time under the contact time's error
 * or raising the cosine lets an approach point choose a side. Ranges
 * 0.005-0.03, 0.8-0.99.
 */
const WAY_IN_S = 0.02, WAY_IN_COS = 0.9;
/**
 * Confidence: an inference from one visible step after a contact, never a
 * sight of the hit; under the referee line, counted in the figures.
 * Range 0.5-0.8.
 */
const HIDDEN_APPROACH_CONFIDENCE = 0.6;

/**
 * Noise (mm) of the object ball's first point off its rest, across its
 * direction (about one σ of the moving and resting detections together):
 * the straight approach's cut must exceed MIN_CUT by this over that point's
 * distance from the rest (the sine of û's error). At 60 fps the first point
 * lies 15 mm out and turned û by 6° on a cut of 11° (development libre #28
 * stroke 7: a rail 620 mm away "hit"; needs 0.28 here); at 30 fps it lies
 * twice as far (three-cushion #40 stroke 5: 32 mm, cut sine 0.31 against
 * 0.22). Raising it gives up on thin cuts read from a near point; lowering
 * it towards 0 trusts one detection's direction. Range 0-3.
 */
const DIRECTION_NOISE_MM = 1.5;

/**
 * Shortest straight approach (in ball diameters, 2R) whose side of the line
 * of centres is read: the contact point carries the object ball's direction
 * error times 2R, which turns a shorter approach by more than that error.
 * Raising it gives up on hitters lying near their ball and a rail; lowering
 * it reads a mirrored rail from a hitter struck a few mm off its ball.
 * Range 0.3-2.
 */
const MIN_APPROACH_R = 1;

/** The hitter is first seen after the contact: its first point off its rest no earlier than this (s) before it. Range 0-0.03. */
const SEEN_AFTER_S = 0.005;
/**
 * ... or seen at the contact itself: its first point off its rest within
 * this distance (mm) beyond 2R of the object ball's rest place (touching
 * it, give or take blur). The contact time of a cause found through a
 * mirror is the object ball's first point, after its rail (development
 * three-cushion #40[5] at 50 fps: the white first seen touching the yellow
 * at 58.72, the contact dated 58.74, so the white counted as seen before
 * it). A hitter seen short of its object ball lies 2R plus a frame's travel
 * out. Raising it takes hitters seen just before the contact (their own way
 * in is then visible); lowering it under the blur misses hitters seen at
 * the touch. Range 0-15.
 */
const AT_CONTACT_MM = 5;
/**
 * A cause found through a mirror (the object ball first seen after its own
 * rail): its first point off its rest gives the line of centres only if it
 * was seen before that rail, along the mirrored departure (`normal`), within
 * this cosine (18°). Past the rail it points the way back and reads a wrong
 * tangent (development three-cushion #40[5] at 25 fps: the yellow first seen
 * 18 ms after its left rail, 44° off, made a false left rail for the white).
 * The mirrored normal is itself a few degrees off (8° at 50 fps on #40[5]).
 * Raising it refuses first points a little bent by noise; lowering it lets a
 * rebound's point choose the tangent. Range 0.8-0.99.
 */
const REFLECTED_AGREE_COS = 0.95;

/**
 * The straight way from the hitter's rest place to the contact point came in
 * from behind the object ball when its cosine with the line of centres is at
 * most this (−0.15: 99°, a cut past a grazing pass). A hitter first seen too
 * late for a step (development three-cushion #80[5] at 60 fps: the white
 * first seen 100 ms after it hit the yellow, whose line of centres pointed
 * 106° off the white's straight way; it had come off the left rail 99 mm
 * from its rest) cannot have come that way, and a rail's mirrored way can be
 * read without the step. The line of centres is known to a few degrees (the
 * object ball's first point, DIRECTION_NOISE_MM), the contact point to 2R
 * times that: raising it towards 0 reads a rail for a thin cut whose û is
 * off by noise; lowering it gives up on ways a little behind. Range −0.5-0.
 */
const BEHIND_COS = -0.15;
/**
 * A mirrored way read without a step must come in along the line of centres
 * by at least this cosine (0.3: a cut of at most 72°): a way that only
 * grazes the object ball, or comes from behind it too, is no approach.
 * Raising it gives up on thin cuts after a rail; lowering it lets a second
 * rail's mirror qualify by noise. Range 0.1-0.7.
 */
const MIRROR_ALONG_MIN = 0.3;
/**
 * Longest way (mm) rest → rail → contact point for a hidden hitter: the cue
 * and bridge hide a struck ball only near its rest (causes.ts
 * HIDDEN_REACH_MM, 200, for the straight reach), and a rail's way comes back
 * to about there. #80[5]: 124 mm; the far rails' mirrors run metres. Read
 * without a step it picks the rail (`behindMirrors`); with a step it bounds
 * the one mirror the step confirmed (`stepMirrors`), whose side test alone
 * takes any rail: development libre #95 stroke 5 at 60 fps, the white struck
 * under the cue into the red 25 ms later, "confirmed" the bottom rail 2.5 m
 * behind it (a 5 m way), a 0.6 extra at the strike. Raising it lets a far
 * rail's mirror qualify; lowering it under twice a hand's width misses rails
 * near the rest place. Range 200-800.
 */
const HIDDEN_WAY_MM = 400;

/**
 * Cushion hits of hidden hitters on their way in (`found`: the causes of
 * the stroke's starts; `hs`: the histories; `known`: cushion events found).
 * A hitter whose start was hidden (or missed UNSEEN_WAY_IN_S on its way
 * in: `unseenWayIn`), not lying right behind its ball (a `behind` cause came
 * straight), and first seen after the contact; the
 * contact point C = rest − 2R·û, û from the object ball's first point off
 * its rest (its later points may follow its own next hit: the yellow of
 * development #40 met the left rail 22 ms after the white). Development
 * three-cushion, 40 matches: fires once at 30 fps (#40 stroke 5, a
 * confidently wrong "no point" before) and once at 50 fps (the same stroke,
 * session 24), never at 25 fps.
 */
export function hiddenApproachHits(found: readonly Cause[], hs: readonly BallHistory[], table: TableModel, known: readonly CushionEvent[]): CushionEvent[] {
  const out: CushionEvent[] = [];
  const R = table.ballRadius;
  for (const c of found) {
    const by = c.by, s = c.start;
    const hitter = found.find((o) => o.start.id === by)?.start, g = hs.find((h) => h.id === by), o = hs.find((h) => h.id === s.id);
    if (!by || c.behind || !hitter || !g || !o || !unseenWayIn(hitter) || (hitter.departT < (c.t ?? s.t) - SEEN_AFTER_S && !seenAtContact(g, hitter.departT, s.rest, R))) continue;
    const r0 = hitter.rest, tc = c.t ?? s.t;
    // The object ball's direction from its first point off its rest only: later points may follow its own next hit.
    const k = o.t.indexOf(s.departT);
    const u = k < 0 ? null : unitOrNull(sub([o.x[k]!, o.y[k]!], s.rest), MIN_STEP_MM);
    if (!u || (c.reflected && c.normal && u[0] * c.normal[0] + u[1] * c.normal[1] < REFLECTED_AGREE_COS)) continue;
    const cp: [number, number] = [s.rest[0] - 2 * R * u[0], s.rest[1] - 2 * R * u[1]];
    // û's error moves the contact point 2R·δû sideways: an approach shorter than 2R turns by more than û itself, its side is noise (a hitter struck from a few mm off its object ball, development libre #13[6], #16[3] at 60 fps).
    if (Math.hypot(cp[0] - r0[0], cp[1] - r0[1]) < MIN_APPROACH_R * 2 * R) continue;
    const step = firstStep(g, r0, cp, tc, known);
    const minCut = MIN_CUT + DIRECTION_NOISE_MM / Math.hypot(o.x[k]! - s.rest[0], o.y[k]! - s.rest[1]);
    // No step to read (first seen too late or too near): only a straight way from behind the object ball rules itself out (`cameFromBehind`).
    const hits = step ? stepMirrors(table, r0, cp, u, step, minCut) : cameFromBehind(r0, cp, u) && !hitBefore(found, by, tc) ? behindMirrors(table, r0, cp, u) : [];
    if (hits.length !== 1) continue;
    const { side, p } = hits[0]!;
    if (distance(r0, p) + distance(p, cp) > HIDDEN_WAY_MM) continue;
    // Back from the contact at the object ball's speed, never before the hitter's start as the stroke has it (the strike's time).
    const t = Math.min(tc, Math.max(hitter.t, tc - Math.hypot(cp[0] - p[0], cp[1] - p[1]) / Math.max(s.speed, 1)));
    if (known.some((e) => e.ball === by && e.cushion === side.cushion && Math.abs(e.t - t) < KNOWN_HIT_S)) continue;
    out.push({ t, kind: 'cushion', ball: by, cushion: side.cushion, confidence: HIDDEN_APPROACH_CONFIDENCE });
  }
  return out;
}

/**
 * A hitter missed this long (s) between its last point at rest and its
 * first point off it went its way in unseen, as one hidden for a start's
 * HIDDEN_GAP_S (starts.ts, 0.15) did: under a player's varied cover the cue
 * ball may go under it only a frame before the strike (development
 * three-cushion #40[5] at 30 fps under EVAL_CAMERA=cue: the white missed
 * 100 ms, struck off the top rail into the yellow; its rail lost, a
 * confidently wrong "no point"). Two frames missed at 30 fps, five at 60:
 * a visible ball's random misses (2 % a frame) rarely make that. Raising
 * it to HIDDEN_GAP_S gives such strokes up; lowering it to one frame lets
 * a single random miss of a visible cue ball read its way in as hidden.
 * Range 0.07-HIDDEN_GAP_S.
 */
const UNSEEN_WAY_IN_S = 0.09;

/** The hitter's start was hidden, or it was missed UNSEEN_WAY_IN_S from its rest to its first point off it. */
const unseenWayIn = (s: Start): boolean => s.hidden || s.departT - s.lastRestT >= UNSEEN_WAY_IN_S;

/** The rails whose mirrored way the hitter's first step confirms, when that step says the straight way came in on the other side. */
function stepMirrors(table: TableModel, r0: [number, number], cp: [number, number], u: [number, number], step: [number, number], minCut: number): { side: CushionSide; p: [number, number] }[] {
  if (!(tangentSide(sub(cp, r0), u, step, minCut) <= -SIDE_COS)) return [];
  return sides(table).flatMap((side) => {
    const p = mirrorPoint(r0, cp, side);
    const fits = p ? tangentSide(sub(cp, p), u, step) : -1;
    // A fuller hit (NaN: no tangent to read) leaves the hitter nearly where it met the ball, any way: it does not contradict the mirror.
    return p && !inMouth(table, side, p[1 - side.axis]!) && (Number.isNaN(fits) || fits >= SIDE_COS) ? [{ side, p }] : [];
  });
}

/** The hitter started another ball before this contact: its way in may have turned there, not at a rail. */
const hitBefore = (found: readonly Cause[], by: BallId, tc: number): boolean => found.some((o) => o.by === by && (o.t ?? o.start.t) < tc);

/** Cosine between the way r0 → cp and the line of centres û (1: a full hit, 0: a grazing pass, below 0: from behind). */
function alongLine(r0: [number, number], cp: [number, number], u: [number, number]): number {
  const d = unitOrNull(sub(cp, r0));
  return d ? dot(d, u) : 0;
}

/** The straight way from the hitter's rest place reaches the contact point from behind the object ball: no ball hits another that way. */
const cameFromBehind = (r0: [number, number], cp: [number, number], u: [number, number]): boolean => alongLine(r0, cp, u) <= BEHIND_COS;

/** The rails whose mirrored way (rest → rail → contact point), short enough to stay hidden, comes in along the line of centres. */
function behindMirrors(table: TableModel, r0: [number, number], cp: [number, number], u: [number, number]): { side: CushionSide; p: [number, number] }[] {
  return sides(table).flatMap((side) => {
    const p = mirrorPoint(r0, cp, side);
    if (!p || inMouth(table, side, p[1 - side.axis]!)) return [];
    const way = distance(r0, p) + distance(p, cp);
    return way <= HIDDEN_WAY_MM && alongLine(p, cp, u) >= MIRROR_ALONG_MIN ? [{ side, p }] : [];
  });
}

/** The hitter's point at `departT` (its first off its rest) lies within 2R + AT_CONTACT_MM of the object ball's rest place. */
function seenAtContact(g: BallHistory, departT: number, rest: [number, number], R: number): boolean {
  const k = g.t.indexOf(departT);
  return k >= 0 && Math.hypot(g.x[k]! - rest[0], g.y[k]! - rest[1]) <= 2 * R + AT_CONTACT_MM;
}

/** The hitter's first step after the contact: its first point MIN_STEP_MM from the contact point within MAX_STEP_S, none past a cushion hit of its own, none still on its straight way in (`stillComingIn`). */
function firstStep(g: BallHistory, r0: [number, number], cp: [number, number], tc: number, known: readonly CushionEvent[]): [number, number] | null {
  const next = Math.min(Infinity, ...known.filter((e) => e.ball === g.id && e.t > tc).map((e) => e.t));
  for (let k = 0; k < g.t.length; k++) {
    const t = g.t[k]!;
    if (t <= tc) continue;
    if (t > tc + MAX_STEP_S || t > next) return null;
    const w: [number, number] = [g.x[k]! - cp[0], g.y[k]! - cp[1]];
    if (Math.hypot(w[0], w[1]) >= MIN_STEP_MM && !stillComingIn(w, sub(r0, cp), t - tc)) return w;
  }
  return null;
}

/** A point `dt` after the contact, `w` from the contact point, lies back along the straight way (`back`: contact point → rest) soon enough to be the hitter before the contact (WAY_IN_S, WAY_IN_COS). */
function stillComingIn(w: [number, number], back: [number, number], dt: number): boolean {
  const b = unitOrNull(back), wn = unitOrNull(w);
  return dt <= WAY_IN_S && !!b && !!wn && dot(wn, b) >= WAY_IN_COS;
}

/**
 * Cosine between the step and the tangent an approach along `d` leaves on
 * (d less its part along the line of centres u); NaN when the approach is
 * too full a hit to tell (under minCut), -1 when it does not come in at all.
 */
function tangentSide(d: [number, number], u: [number, number], step: [number, number], minCut = MIN_CUT): number {
  const l = Math.hypot(d[0], d[1]);
  if (l < 1e-9) return -1;
  const dn: [number, number] = [d[0] / l, d[1] / l], along = dn[0] * u[0] + dn[1] * u[1];
  const tau: [number, number] = [dn[0] - along * u[0], dn[1] - along * u[1]], lt = Math.hypot(tau[0], tau[1]);
  if (along <= 0) return -1;
  if (lt < minCut) return NaN;
  return (tau[0] * step[0] + tau[1] * step[1]) / lt / Math.hypot(step[0], step[1]);
}

/** Where the way r0 → side → cp meets the side's contact line (the mirror of cp in it, joined to r0), or null when r0 and cp do not lie inside it. */
function mirrorPoint(r0: [number, number], cp: [number, number], side: CushionSide): [number, number] | null {
  const a = side.axis, ur = gapToLine(side, r0), uc = gapToLine(side, cp);
  if (ur <= 0 || uc <= 0) return null;
  const f = ur / (ur + uc), b = 1 - a;
  const p: [number, number] = [0, 0];
  p[a] = side.sign * side.line;
  p[b] = r0[b]! + f * (cp[b]! - r0[b]!);
  return p;
}
