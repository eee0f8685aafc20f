/**
 * Ball-ball contacts. Candidates: moments two balls come within reach of
 * touching (2R plus what they travel in a frame). For each, the pieces of
 * both paths before and after are fitted; the first time the incoming pieces
 * are 2R apart is the sub-frame contact time; the evidence is threefold:
 * the incoming pieces overlap (balls cannot pass through each other), the
 * velocities kink along the line of centres (an impulse), or a ball at rest
 * is displaced (a thin kiss that moves the object ball a few mm). A
 * window's split at the contact and its kink: contact-split.ts; what a ball
 * at rest says about a contact near it: contact-rests.ts.
 */
import type { BallBallEvent } from '../contracts/events.js';
import type { BallId } from '../contracts/ids.js';
import { distance } from '../geometry/vec.js';
import { type Piece, pieceAt, rmsOf, speedOf, velocityVar } from './fit.js';
import { SLOW_TOUCH_CONFIDENCE, creeping } from './creep.js';
import { type BallHistory, MOVING_SPEED_MM_S } from './history.js';
import { pushedApart } from './pushed-apart.js';
import { DEPART_AFTER_S, departsAt, movedAfterRail, movingAt, placeAfter, restAt, shifted } from './contact-rests.js';
import { type Split, eventOf, gapOf, kink, split, windowGap } from './contact-split.js';
import { impliedPush } from './implied-push.js';
import { free, pushedWhileStill } from './held-still.js';
import { BREAK_CONFIDENCE, earlyMinimum, oneOfTwins, strength } from './minima.js';
import { kissHidden, pointsMet } from './hidden-kiss.js';
import { oneSided, shares } from './one-sided.js';
import { PINCH_S } from './pushed-apart.js';
import { IMPULSE_CONFIDENCE, ownedShifts } from './shift-owner.js';
import { pushedAway } from './kiss-direction.js';
import { turnAfter } from './crossing-date.js';
import { restDated } from './rest-date.js';
import { leftAlone } from './left-alone.js';
import { contactCandidates } from './candidates.js';
import { type KinkSpan, borrowedKinks } from './borrowed-kink.js';
import { type CentreBounds, stillUntilRun } from './still-until-run.js';
import { metByThird } from './met-by-third.js';

export { side } from './pieces.js';
export { pairGap, positionAt } from './history.js';
export { reapproached } from './reapproach.js';
export { CREEP_SPAN_S, SLOW_TOUCH_CONFIDENCE } from './creep.js';
export { KISS_BACK_S, missedKissBacks } from './kiss-backs.js';
import { KISS_BACK_REACH_MM, KISS_BACK_S, missedKissBacks } from './kiss-backs.js';
import { PUSHED_AGAIN_REACH_MM } from './pushed-again.js';
import { slowTwins } from './together.js';
import { SLOW_REFIT_POINTS, slowRefit } from './slow-refit.js';
/** Displacement (mm) of a ball at rest that counts as moved by a contact, or more on a noisy ball: rest-shift.ts. */
export { KISS_DISPLACEMENT_MM } from './rest-shift.js';
import { barAt, noisyRest } from './rest-shift.js';
/**
 * Impulse significance (kink in the normal velocities over its noise) that
 * proves a contact on its own. Raising it leaves more contacts to the
 * geometry; lowering it lets a cushion or spin curve near a ball pass for a hit. Range 2-20.
 */
export const KINK_Z = 4;

/**
 * A ball at rest that starts moving right as another passes within this gap
 * (mm) beyond 2R was touched: only a ball starts a ball at rest, and a thin
 * kiss between a fast ball's few noisy points (off a cushion, blurred) can
 * fit a few mm wide. Reported at KISS_REACH_CONFIDENCE for the referee.
 * Not a ball that left only after a rail turned the other back into it
 * (`movedAfterRail`, as for a displacement): that meeting started it
 * (development three-cushion #55 stroke 4 at 30 fps: the white 5 mm past
 * the yellow, into the rail 30 ms later and back into it, one extra 0.6).
 * Nor one a third ball met as it left (met-by-third.ts, development cadre
 * 47/1 #14 stroke 7 at 60 fps).
 * Raising it calls more near misses contacts (flagged); lowering it drops
 * real thin kisses silently. Range 0-15.
 */
const KISS_REACH_MM = 6;
const KISS_REACH_CONFIDENCE = 0.6;

/**
 * Noise (mm) taken for an incoming piece of two points, which shows none of
 * its own (rms 0): their extrapolation a frame on is off by a few mm (a
 * ball's one point between a rail and a second meeting, or a point already
 * past the touch, development three-cushion #38 stroke 7 at 30 fps: 7.7 mm
 * wide with a 15σ kink). Raising it calls wider passes with a kink contacts
 * (0.8) and asks more overlap of two-point pieces; lowering it to 0.5 (the
 * floor of longer pieces) took two noisy points' 2-7 mm overlaps for
 * contacts (0.95). Range 0.5-8.
 */
const TWO_POINT_NOISE_MM = 4;

/** A weaker kink that, with the paths meeting within noise, still makes a likely contact. Range 1-10. */
const WEAK_KINK_Z = 2.5;
/**
 * Confidence of a touch shown by one ball thrown back alone (pushed-apart.ts),
 * the pair within noise of touching: as a weak kink's, reported for the
 * referee to confirm. Range 0.5-0.85.
 */
const PUSHED_APART_CONFIDENCE = 0.6;

/**
 * Speed (mm/s) one of the two balls must have had before a contact (its
 * fitted incoming piece). Below it both lay still, and the distance minimum
 * is noise beside a ball about to be struck by a third. Raising it loses
 * contacts of slow balls rolling up to rest; lowering it towards the rest
 * noise lets resting neighbours touch. Range 5-100. Below it a ball's incoming
 * piece is also a ball at rest for rest-date.ts.
 */
export const INCOMING_MIN_MM_S = 30;

/** Incoming pieces that overlap by more than their noise, no kink, no ball displaced: a weak contact; a doubt when a free ball of the pair stayed put (held-still.ts). */
const OVERLAP_ONLY_CONFIDENCE = 0.55;
/** Incoming pieces that reach 2R and overlap by over three times their noise (or a ball at rest displaced): a sure contact, unless the overlap is all there is and a free ball at rest stayed put (a doubt, as OVERLAP_ONLY_CONFIDENCE's). */
const DEEP_OVERLAP_CONFIDENCE = 0.95;

export interface ContactFinding {
  event: BallBallEvent; doubt?: number;
  /** How far (mm) beyond 2R the incoming pieces pass (negative: how deep they overlap): the least of the pair's twins merged into this one (`oneOfTwins`). */
  gap?: number;
  /** Where that least gap was found, when not at `event.t` (a twin's). */
  gapAt?: number;
  /** A doubt only for what a camera's bias can hide (hidden-kiss.ts): any later finding with evidence of its own takes its place. */
  hidden?: true;
  /** The ball whose displacement is this finding's only evidence (no impulse, no deep overlap): shift-owner.ts. */
  displaced?: BallId;
  /** An overlap-only finding (OVERLAP_ONLY_CONFIDENCE) whose kink `curvedPast` read as one ball's own curve: a pass on the pyramid (curved-pass.ts). */
  curvedOverlap?: true;
  /** A `kinkedWindow` finding: the frames each ball's kink was read across (borrowed-kink.ts). */
  across?: readonly KinkSpan[];
}

/**
 * Two findings of one pair closer than this (s) are one contact seen at two
 * distance minima (a slow contact, noise). Raising it merges real quick
 * double contacts; lowering it reports one contact twice. Range 0.02-0.3.
 */
export const SAME_CONTACT_S = 0.12;

/** Times a ball's path is known to turn (its cushion hits): contact windows stop there. */
export type Breaks = ReadonlyMap<BallId, readonly number[]>;

/**
 * Every pair's contact findings. `breaks`: the cushion hits; `seen`: those
 * plus the rail turns the balls' points show (rail-turns.ts), which bound the
 * fits and keep a pair's two findings either side of one apart (a ball back
 * off a near rail into its hitter); a fit the seen turns leave one point
 * short on a side falls back to the cushion hits alone. `bounds`: the box
 * the ball centres move in, which tells a ball frozen on its rail
 * (still-until-run.ts).
 */
/** `slowPairs`: read a slow pair's doubtful minima again over longer pieces (slow-refit.ts; extract.ts turns it on for carom tables). */
export function ballContacts(hs: readonly BallHistory[], R: number, times: readonly number[], breaks: Breaks = new Map(), seen: Breaks = breaks, bounds?: CentreBounds, slowPairs = false): ContactFinding[] {
  const pairs: { a: BallHistory; b: BallHistory; others: BallHistory[]; found: ContactFinding[]; unexplained: number[] }[] = [];
  for (let i = 0; i < hs.length; i++) {
    for (let j = i + 1; j < hs.length; j++) {
      const others = hs.filter((_, k) => k !== i && k !== j);
      pairs.push({ a: hs[i]!, b: hs[j]!, others, ...pairContacts(hs[i]!, hs[j]!, R, times, breaks, seen, others, bounds, slowPairs) });
    }
  }
  // The unexplained minima last: a ball pushed again (pushed-again.ts) may have been set moving by a third ball's contact.
  const all = pairs.flatMap((p) => p.found);
  const out = pairs.flatMap((p) => [...p.found, ...missedKissBacks(p.a, p.b, p.unexplained, p.found, breaks, seen, p.others, R, all)]);
  return ownedShifts(borrowedKinks(out)).sort((a, b) => a.event.t - b.event.t);
}

function pairContacts(a: BallHistory, b: BallHistory, R: number, times: readonly number[], breaks: Breaks, seen: Breaks, others: readonly BallHistory[], bounds?: CentreBounds, slowPairs = false): { found: ContactFinding[]; unexplained: number[] } {
  const { d, at } = contactCandidates(a, b, R, times);
  const found: ContactFinding[] = [], unexplained: number[] = [];
  for (const m of at) {
    const running = movingAt(a, times[m]!) || movingAt(b, times[m]!);
    if (!running && !(creeping(a, times[m]!, INCOMING_MIN_MM_S) || creeping(b, times[m]!, INCOMING_MIN_MM_S))) continue;
    const first = refine(a, b, R, times[m - 1]!, times[m]!, times[m + 1]!, others, afterContacts(seen, a.id, b.id, found), afterContacts(breaks, a.id, b.id, found), bounds);
    // A slow pair's minimum read again over pieces as long in time as at 30 fps (slow-refit.ts), never across a finding of the pair.
    // Not within SAME_CONTACT_S after a finding of the pair: that minimum is the touch's own noise, and a long reading would re-time it.
    const afterFound = found.some((g) => g.event.confidence !== undefined && times[m]! - g.event.t >= 0 && times[m]! - g.event.t < SAME_CONTACT_S);
    const refined = !slowPairs || afterFound ? first : slowRefit(first, a, b, times[m]!, times[m + 1]! - times[m]!, () =>
      refine(a, b, R, times[m - 1]!, times[m]!, times[m + 1]!, others, afterContacts(seen, a.id, b.id, found, 0), afterContacts(breaks, a.id, b.id, found, 0), bounds, SLOW_REFIT_POINTS));
    const finding = refined?.hidden && !pointsMet(d[m]!, R) ? null : refined;
    // A minimum just off a rail that neither window settled as refine weighs them: the window with the impulse may (`kinkedWindow`).
    const f = (running || !finding ? finding : slowTouch(finding, a, b))
      ?? (running && ((d[m]! - 2 * R < KISS_BACK_REACH_MM && offRail(seen, a.id, b.id, times[m]!)) || unseenAcross(a, times[m - 1]!, times[m + 1]!) || unseenAcross(b, times[m - 1]!, times[m + 1]!)) ? kinkedWindow(a, b, R, times[m - 1]!, times[m]!, times[m + 1]!, others, afterContacts(seen, a.id, b.id, found)) : null);
    if (!f) { if (d[m]! - 2 * R < PUSHED_AGAIN_REACH_MM) unexplained.push(times[m]!); continue; }
    // Two findings of the pair are one contact unless a cushion turned one of them back in between (a kiss back off the rail).
    const turns = [...(seen.get(a.id) ?? []), ...(seen.get(b.id) ?? [])];
    // Slow balls part slowly: a creep's finding after one of the pair's that they never parted from is that contact's noise,
    // unless that earlier one was a weak noise minimum on the way in and this one proves more (`earlyMinimum`): it takes its place.
    const joined = running ? -1 : found.findIndex((g) => g.event.t < f.event.t && !turns.some((c) => c > g.event.t && c < f.event.t) && !parted(d, times, g.event.t, f.event.t, R));
    if (joined >= 0) { if (earlyMinimum(found[joined]!, finding!)) found[joined] = f; continue; }
    // Or one slow contact seen at two minima further apart, the pair staying together between (together.ts): timed as twins are.
    const twin = found.findIndex((g) => (Math.abs(g.event.t - f.event.t) < SAME_CONTACT_S || slowTwins(a, b, g, f, R))
      && !turns.some((c) => c > Math.min(g.event.t, f.event.t) && c < Math.max(g.event.t, f.event.t))
      && !(strength(g) >= BREAK_CONFIDENCE && strength(f) >= BREAK_CONFIDENCE && parted(d, times, g.event.t, f.event.t, R)));
    if (twin < 0) found.push(f);
    else found[twin] = oneOfTwins(found[twin]!, f);
  }
  return { found, unexplained };
}

/**
 * Gap (mm) beyond 2R the pair's observed distance must open between two
 * confident findings (each reached 2R with a kink or a displacement) for
 * them to be two meetings: a ball hit into a rail 80 mm away, its turn seen
 * at one point only (no cushion hit found), comes back into its hitter
 * 80 ms later (development three-cushion #8 stroke 5 at 30 fps, merged as
 * one contact). One contact seen at two minima never opens this far in
 * between: the later finding's pieces would be parting, not meeting.
 * Raising it merges quick second meetings again; lowering it towards the
 * noise of two points splits one slow contact in two. Range 5-60.
 */
export const PARTED_MM = 15;

/** Between t1 and t2 the pair's distance at the frame times (`d`) rose over 2R + PARTED_MM. */
function parted(d: readonly number[], times: readonly number[], t1: number, t2: number, R: number): boolean {
  const lo = Math.min(t1, t2), hi = Math.max(t1, t2);
  return times.some((t, m) => t > lo && t < hi && d[m]! !== Infinity && d[m]! > 2 * R + PARTED_MM);
}

/** The pair's findings at `minConfidence` or more (doubts never) added to both balls' breaks. */
function afterContacts(breaks: Breaks, a: BallId, b: BallId, found: readonly ContactFinding[], minConfidence = BREAK_CONFIDENCE): Breaks {
  const ts = found.filter((f) => f.event.confidence !== undefined && f.event.confidence >= minConfidence).map((f) => f.event.t);
  if (ts.length === 0) return breaks;
  return new Map([...breaks, [a, [...(breaks.get(a) ?? []), ...ts]], [b, [...(breaks.get(b) ?? []), ...ts]]]);
}

function refine(a: BallHistory, b: BallHistory, R: number, t0: number, t1: number, t2: number, others: readonly BallHistory[], breaks: Breaks, plain: Breaks = breaks, bounds?: CentreBounds, points?: number): ContactFinding | null {
  let best: Split | null = null;
  for (const [lo, hi] of [[t0, t1], [t1, t2]] as const) {
    // A seen rail turn that leaves a ball one point on a side (its way out of a touch just before the turn): the cushion hits alone bound it.
    const s = split(a, b, R, lo, hi, breaks, points) ?? (plain === breaks ? null : split(a, b, R, lo, hi, plain, points));
    if (s && (!best || s.cont < best.cont)) best = s;
  }
  // A contact needs a ball coming in: two balls at rest (a neighbour of a ball struck a moment later) did not touch.
  if (!best || Math.max(speedOf(best.ba), speedOf(best.bb)) < INCOMING_MIN_MM_S) return null;
  const gap = gapOf(best, R), tc = best.tc;
  const curved = curvedPast(best, breaks.get(a.id) ?? [], breaks.get(b.id) ?? [], others, R);
  const z = curved ? 0 : kink(best);
  // A displacement is this finding's only if the pieces met, or no rail turned the other ball back before the displaced one left (`movedAfterRail`).
  // A displaced ball counts only if pushed away from the other along their line of centres (kiss-direction.ts).
  const awayA = pushedAway(a, best.bb, best.tc), awayB = pushedAway(b, best.ba, best.tc);
  const railA = movedAfterRail(a, best.tc, breaks.get(b.id) ?? []), railB = movedAfterRail(b, best.tc, breaks.get(a.id) ?? []);
  const movedA = shifted(a, best.tc) && awayA && !(gap > 0 && railA);
  const movedB = shifted(b, best.tc) && awayB && !(gap > 0 && railB);
  // With no kink, only a ball that left its rest around tc (`departsAt`): one still there DEPART_AFTER_S later was moved by a later,
  // slow push (development Russian 30 fps #4[1]: the colour passing a resting white 1.5 mm wide, the white pushed 9 mm 0.25 s on).
  // Or one no other ball came near until it settled (the pair's other only once it had passed): nothing else pushed it (left-alone.ts).
  const moved = (movedA || movedB) && (z > KINK_Z || departsAt(a, best.tc) || departsAt(b, best.tc)
    || (movedA && leftAlone(a, b, best.tc, others, R)) || (movedB && leftAlone(b, a, best.tc, others, R)));
  const noise = Math.max(rmsOf(best.ba), rmsOf(best.bb), 0.5);
  // How wide a pass with a clear impulse still counts as meeting: a two-point piece's extrapolation is off by more than its (zero) rms.
  const reach = 2 * Math.max(noise, Math.min(best.ba.x.n, best.bb.x.n) < 3 ? TWO_POINT_NOISE_MM : 0);
  const near = gap < 2 * noise, overlap = -gap;
  // A pair rolling to a stop is deep only where its pieces are seen: its lines may cross a second past the window, after the ball stopped.
  const seenOverlap = Math.max(speedOf(best.ba), speedOf(best.bb)) < MOVING_SPEED_MM_S ? Math.min(overlap, -windowGap(best, R)) : overlap;
  let confidence = 0;
  if (best.reached && z > KINK_Z) confidence = IMPULSE_CONFIDENCE;
  else if (best.reached && (moved || seenOverlap > 3 * noise)) confidence = DEEP_OVERLAP_CONFIDENCE;
  else if ((near || (gap < reach && z > KINK_Z)) && (z > KINK_Z || moved)) confidence = 0.8;
  else if (near && z > WEAK_KINK_Z) confidence = 0.6;
  // The rail took one ball's share of the kink (a pinch): the other thrown back alone is the impulse (pushed-apart.ts).
  else if (near && pushedApart(best, velocityVar, breaks.get(a.id) ?? [], breaks.get(b.id) ?? []) > KINK_Z) confidence = PUSHED_APART_CONFIDENCE;
  else if (best.reached && seenOverlap > noise) confidence = OVERLAP_ONLY_CONFIDENCE;
  else if (near) return { event: eventOf(a, b, best), doubt: 0.35, gap };
  else if (gap < KISS_REACH_MM && (kissedOff(a, awayA, railA, tc, others, R) || kissedOff(b, awayB, railB, tc, others, R))) confidence = KISS_REACH_CONFIDENCE;
  else if (kissHidden(gap, noise)) return { event: eventOf(a, b, best), doubt: 0.35, gap, hidden: true };
  if (confidence === 0) return null;
  // A ball at rest that stayed put was not hit (as deep as the fits overlap): a fast ball's few noisy points are no evidence against that.
  const contradicted = z <= KINK_Z && (gap >= 0 || impliedPush(best, R, gap) >= MOVING_SPEED_MM_S) && (stayed(a, best.ba, best.tc) || stayed(b, best.bb, best.tc));
  const stillA = stillFree(a, best.ba, best.tc, others, R, bounds), stillB = stillFree(b, best.bb, best.tc, others, R, bounds);
  // An overlap of the fits is all there is, and the ball at rest did not move: a brush past it and a kiss it did not feel look the same,
  // however deep the overlap where the ball's noise hides a thin kiss's push (a slowing ball's fits 6-15 mm into a ball it missed
  // by 1 mm on a twice noisier camera, scenario three-cushion; on the renders' noise such a 3σ overlap is a kiss that moved it 0.6 mm).
  const deepOnly = confidence === DEEP_OVERLAP_CONFIDENCE && !moved && ((stillA && noisyRest(a)) || (stillB && noisyRest(b)));
  const overlapOnly = deepOnly || (confidence === OVERLAP_ONLY_CONFIDENCE && (stillA || stillB));
  if (contradicted || overlapOnly || pushedWhileStill(best, R, gap, noise, stillA, stillB, velocityVar)) return { event: eventOf(a, b, best), doubt: 0.35, gap };
  // The displacement alone made it a contact (0.8 or DEEP_OVERLAP): another hit of that ball may own it (shift-owner.ts).
  const byShift = movedA !== movedB && z <= KINK_Z && !(best.reached && seenOverlap > 3 * noise) && confidence >= 0.8;
  // Lines crossing deep with no kink and nothing moved date nothing: a seen turn of either ball soon after is where they met.
  const crossing = confidence === DEEP_OVERLAP_CONFIDENCE && !moved && z <= WEAK_KINK_Z;
  const turn = crossing ? turnAfter(best.tc, [...(breaks.get(a.id) ?? []), ...(breaks.get(b.id) ?? [])], [...(plain.get(a.id) ?? []), ...(plain.get(b.id) ?? [])], SAME_CONTACT_S) : undefined;
  // Pieces that met: a ball at rest was met where it lay, which a late minimum's pieces can miss (rest-date.ts).
  const rested = turn === undefined && best.reached ? restDated(best.ba, best.bb, b, best.tc, R, best.hi - best.lo) ?? restDated(best.bb, best.ba, a, best.tc, R, best.hi - best.lo) : undefined;
  const event = eventOf(a, b, best);
  const curvedOverlap = curved && confidence === OVERLAP_ONLY_CONFIDENCE;
  return { event: { ...event, t: turn ?? rested ?? event.t, confidence }, gap, ...(byShift ? { displaced: movedA ? a.id : b.id } : {}), ...(curvedOverlap ? { curvedOverlap: true as const } : {}) };
}

/**
 * Ball h, at rest, pushed away from the other (`away`) and not only after a
 * rail turned that one back (`rail`), left its rest around tc, and no third
 * ball met it as it left (met-by-third.ts): the pass within KISS_REACH_MM set it off.
 */
function kissedOff(h: BallHistory, away: boolean, rail: boolean, tc: number, others: readonly BallHistory[], R: number): boolean {
  return away && !rail && departsAt(h, tc) && !metByThird(h, tc, others, R, KISS_REACH_MM);
}

/**
 * Two balls both moving in, one of them alone changing along the line of
 * centres (one-sided.ts): a curve of its own way past the other, not an
 * impulse, so the kink counts for nothing. Not where a rail hit of either
 * ball lies within PINCH_S of the touch (the rail takes a share:
 * pushed-apart.ts), nor where a third ball lies against either (a frozen
 * ball passes its share on); a ball at rest is left to `stayed`.
 */
function curvedPast(s: Split, turnsA: readonly number[], turnsB: readonly number[], others: readonly BallHistory[], R: number): boolean {
  if (Math.min(speedOf(s.ba), speedOf(s.bb)) < INCOMING_MIN_MM_S) return false;
  if ([...turnsA, ...turnsB].some((t) => Math.abs(t - s.tc) <= PINCH_S)) return false;
  if (!free(pieceAt(s.ba, s.tc), others, s.tc, R) || !free(pieceAt(s.bb, s.tc), others, s.tc, R)) return false;
  return oneSided(shares(s, velocityVar));
}

/**
 * Confidence of a second meeting off a rail found by `kinkedWindow`: an
 * impulse, but its pieces are a frame or two each (the rail hit cut them)
 * and the pair's fits pass within reach rather than meet, so the referee
 * confirms it when it matters (as the 0.8 of a kinked pass within reach).
 * Range 0.6-0.85.
 */
const KISSED_BACK_CONFIDENCE = 0.8;

/**
 * A distance minimum within KISS_BACK_REACH_MM, within KISS_BACK_S of a rail
 * hit or seen turn of either ball (a kiss back off the rail, kiss-backs.ts),
 * that `refine` left unexplained, can still show the touch in the other of
 * its two windows: refine keeps the window whose pieces join best, and just
 * off a rail the pieces are two or three points, so the window across the
 * rebound can join better and show no impulse (development five-pins #107
 * stroke 3 at 30 fps: the white back off the top rail into the yellow,
 * kinks of 5.8σ and 1.9σ, the second kept; libre #49 stroke 2, 6.8σ and
 * 3.2σ). A window whose pieces pass within reach (as refine's) with a kink
 * over KINK_Z, not one ball curving alone (`curvedPast`), is the touch at
 * KISSED_BACK_CONFIDENCE. Development five-pins and libre seeds 41-140 at
 * 30 fps: the 15 wrong kiss-back doubts kink at most 2.2σ in either window.
 */
function kinkedWindow(a: BallHistory, b: BallHistory, R: number, t0: number, t1: number, t2: number, others: readonly BallHistory[], breaks: Breaks): ContactFinding | null {
  const splits = ([[t0, t1], [t1, t2]] as const).map(([lo, hi]) => split(a, b, R, lo, hi, breaks));
  const impulse = (s: Split | null): s is Split => s !== null && Math.max(speedOf(s.ba), speedOf(s.bb)) >= INCOMING_MIN_MM_S && kink(s) > KINK_Z
    && !curvedPast(s, breaks.get(a.id) ?? [], breaks.get(b.id) ?? [], others, R);
  // Each window's impulse asked once (curvedPast walks the other balls); both show it: a pass a little wider than twice the noise still met (KINKED_TWICE_NOISE).
  const shown = splits.filter(impulse), twice = shown.length === splits.length;
  for (const s of shown) {
    const gap = gapOf(s, R), noise = Math.max(rmsOf(s.ba), rmsOf(s.bb), 0.5);
    const reach = Math.max(2 * Math.max(noise, Math.min(s.ba.x.n, s.bb.x.n) < 3 ? TWO_POINT_NOISE_MM : 0), twice ? KINKED_TWICE_NOISE * noise : 0);
    if (gap >= reach) continue;
    const across = [{ ball: a.id, from: s.ba.to, to: s.aa.from }, { ball: b.id, from: s.bb.to, to: s.ab.from }];
    return { event: { ...eventOf(a, b, s), confidence: KISSED_BACK_CONFIDENCE }, gap, across };
  }
  return null;
}

/**
 * A second meeting off a rail whose impulse both of the minimum's windows
 * show (each kink over KINK_Z, neither one ball curving alone) counts as
 * met when its pieces pass within this many times their noise, not only
 * twice it: a ball's first points off a rail curve (its spin and slide
 * still bend the way), so its straight piece, fitted over 4-7 points, runs
 * a mm or two off the true path (development three-cushion #45 stroke 4 at
 * 60 fps: the white back off the bottom rail into the yellow 92 ms later,
 * kinks 4.4σ and 4.1σ, the pieces 3.1 and 2.5 mm wide on noises of 1.2 and
 * 1.1 mm; a kiss-back doubt, the touch missed). One window's kink can be a
 * curve's, a point's noise; both windows share all but one point, yet
 * passes off a rail show no such pair (development three-cushion, libre and
 * five-pins 1-80 at 60 and 30 fps: no kiss-back minimum without a true
 * touch kinks over KINK_Z in both windows, nor was any stroke but #45[4]
 * changed, nor any in cadre 47/1 1-40, three-cushion and five-pins 81-120,
 * Russian at twice the noise 1-20).
 * Raising it takes wider passes with a kink for contacts; lowering it to 2
 * leaves these touches as doubts. Range 2-4.
 */
const KINKED_TWICE_NOISE = 3;

/**
 * Ball h is unseen for more than UNSEEN_FRAMES frame spans (the frames lo..hi
 * around a distance minimum) across that minimum: two balls meeting hard are
 * often one blob for a frame or three, the distance there is interpolated,
 * and refine's best-joining window can be the one whose pieces straddle the
 * touch (development three-cushion #58 stroke 6 at 50 fps: white and yellow
 * both unseen at their second meeting, 0.46 s after the first; the window
 * before the touch reached 2R with a large kink, the later one joined better
 * and showed nothing). `kinkedWindow` then weighs the other window.
 */
const UNSEEN_FRAMES = 1.5;

function unseenAcross(h: BallHistory, lo: number, hi: number): boolean {
  const span = (hi - lo) / 2;
  for (let k = 0; k + 1 < h.t.length; k++) if (h.t[k]! < hi && h.t[k + 1]! > lo && h.t[k + 1]! - h.t[k]! > UNSEEN_FRAMES * span) return true;
  return false;
}

/** A rail hit or seen turn of either ball within KISS_BACK_S before t (`seen`; the cushion hits alone when given `breaks`). */
export function offRail(seen: Breaks, a: BallId, b: BallId, t: number): boolean {
  return [...(seen.get(a) ?? []), ...(seen.get(b) ?? [])].some((c) => c < t && c > t - KISS_BACK_S);
}

/**
 * A ball at rest before tc (its incoming piece under INCOMING_MIN_MM_S) seen
 * at its place again after, within KISS_DISPLACEMENT_MM, with no moving run
 * begun around tc: a contact as deep as the fits overlap would have sent it off at
 * MOVING_SPEED_MM_S or more (`impliedPush`, implied-push.ts), so no contact: a doubt. A fast
 * ball's two points after another contact fitted 7 mm deep into a ball it
 * passed 6 mm wide (development one-cushion #11 stroke 1 at 30 fps, 0.95).
 */
function stayed(h: BallHistory, incoming: Piece, tc: number): boolean {
  if (speedOf(incoming) >= INCOMING_MIN_MM_S || h.runs.some(([a]) => Math.abs(h.t[a]! - tc) < DEPART_AFTER_S)) return false;
  const before = restAt(h, tc), after = placeAfter(h, tc);
  return before !== null && after !== null && distance(before, after) <= barAt(h, tc);
}

/**
 * `stayed`, or at rest until a later hit set it moving (still-until-run.ts), and no third ball lay against it at tc (held-still.ts
 * `free`): a push through a frozen ball moves the ball beyond it.
 */
function stillFree(h: BallHistory, incoming: Piece, tc: number, others: readonly BallHistory[], R: number, bounds?: CentreBounds): boolean {
  const still = stayed(h, incoming, tc) || (speedOf(incoming) < INCOMING_MIN_MM_S && stillUntilRun(h, tc, bounds));
  return still && free(restAt(h, tc)!, others, tc, R);
}

/**
 * A finding in a creep: a contact only when a ball at rest was displaced by
 * it (a ball rolling to a stop beside another shows the same kink of its own
 * velocity, with nothing pushed); capped at SLOW_TOUCH_CONFIDENCE unless its
 * impulse alone proves it (a confidence of 0.99).
 */
function slowTouch(f: ContactFinding, a: BallHistory, b: BallHistory): ContactFinding | null {
  const c = f.event.confidence;
  if (c === undefined || !(shifted(a, f.event.t) || shifted(b, f.event.t))) return null;
  return c >= 0.99 ? f : { ...f, event: { ...f.event, confidence: Math.min(c, SLOW_TOUCH_CONFIDENCE) } };
}
