/**
 * One stroke's events from its tracked frames (CONTRACTS vocabulary, each
 * with time, frame and confidence): strike and the ball struck, ball-ball
 * contacts, cushion contacts, pins, pockets and balls leaving the table,
 * balls moved with no contact, rest; plus the positions before and after.
 * A contact the evidence cannot settle is reported with a low confidence or,
 * when more likely absent, leaves its doubt on the stroke's `rest` event, so
 * `minConfidence` flags the stroke to the referee: never silently decided.
 */
import type { BallBallEvent, CushionEvent, RestDoubt, StrokeEvent } from '../contracts/events.js';
import type { BallId, Discipline, PinId, PinState, Vec2 } from '../contracts/ids.js';
import type { Position } from '../contracts/match.js';
import type { TableModel } from '../geometry/tables.js';
import { axisGaps } from '../geometry/cushion-sides.js';
import type { TrackedFrame } from '../track/tracker.js';
import { GLOBAL_SHUTTER, type Shutter } from '../track/shutter.js';
import { atCaptureTimes, doubtAtCaptureTime } from './capture-times.js';
import { centreLineCrossings } from './centreline.js';
import { withCascades } from './cascade.js';
import { SAME_CONTACT_S, ballContacts, pairGap, positionAt } from './contacts.js';
import { centreBounds, cushionReach } from '../track/geometry.js';
import { cushionContacts } from './cushions.js';
import { withOverruns } from './overrun.js';
import { median, speedOf } from './fit.js';
import { type BallHistory, fitPoints, histories } from './history.js';
import { pinEvents } from './pins.js';
import { hiddenRebounds } from './rebound.js';
import { reflectedHits } from './reflected-hits.js';
import { startGrazes } from './start-graze.js';
import { type Cause, causes } from './causes.js';
import { visibleOverHidden } from './hidden-passed.js';
import { outOfReach } from './hidden-reach.js';
import { findStrike, strikeCause } from './strike.js';
import { relayFindings } from './relay-findings.js';
import { type Start, lingerRuns, startsOf, touchPlace } from './starts.js';
import { GONE_AFTER_S, GONE_FROM_REST_CONFIDENCE, goneFromRest, vanished, withoutStrayTail } from './vanish.js';
import { decidingZones } from '../geometry/zone-lines.js';
import { lineDoubt, restMargins } from './zone-doubt.js';
import { ANCHOR_POINTS, MOVED_MAX_SPEED_MM_S, movedBalls } from './moved.js';
import { railReturns } from './returns.js';
import { returnRails } from './return-rails.js';
import { unorderedContacts } from './contact-order.js';
import { hitterRetouches } from './retouch.js';
import { relayHits } from './relay-hits.js';
import { type RailReading, railReadings } from './rail-doubt.js';
import { firstToMove, railProven, struckRails } from './struck-rail.js';
import { objectRails } from './object-rail.js';
import { railSightings } from './rail-sighting.js';
import { cornerWayOuts } from './corner-way-out.js';
import { cornerBetweens } from './corner-between.js';
import { sightedKisses } from './sighted-kiss.js';
import { railFrameContacts } from './rail-frame.js';
import { railSwapContacts } from './rail-swap.js';
import { curvedPasses } from './curved-pass.js';
import { turnedBackContacts } from './turned-back-push.js';
import { passedOn } from './passed-on.js';
import { withSeenTurns } from './rail-turns.js';
import { HITTER_PUSH_CONFIDENCE, hitterPushedOff } from './hitter-push.js';
import { dropTwins, hitterRailBetween, samePair, secondMeeting } from './twins.js';
import { settleMutualHitters } from './mutual-hitters.js';

export { MOVED_MAX_SPEED_MM_S, touchingStart } from './moved.js';

/** `shutter`: the camera's rolling shutter (src/track/shutter.ts), when the tracker left its points as seen; none: a global shutter. */
export interface StrokeContext { table: TableModel; discipline: Discipline; shutter?: Shutter }

export interface ExtractedStroke {
  events: StrokeEvent[];
  before: Position;
  after: Position;
  /** The ball the strike moved (null: nothing was struck in these frames). */
  struck: BallId | null;
}


export function extractStroke(frames: readonly TrackedFrame[], ctx: StrokeContext): ExtractedStroke {
  // A pocketed ball's short chain of stray detections far away, then gone again, is not its path (vanish.ts).
  const hs = [...histories(frames).values()].map((h) => withoutStrayTail(h, frames[frames.length - 1]!.t));
  const times = frames.map((f) => f.t);
  const R = ctx.table.ballRadius;
  const turns = withOverruns(hs, ctx.table, hs.flatMap((h) => cushionContacts(h, ctx.table)));
  // Hits before a ball's first visible points (under the cue, into a near rail) come from the geometry of its start.
  const seenStarts = startsOf(hs, ctx.table);
  const rebounds = hiddenRebounds(hs, seenStarts, ctx.table, turns);
  const cushions = [...turns, ...rebounds.flatMap((r) => r.events)].sort((a, b) => a.t - b.t);
  const starts = seenStarts.map((s) => rebounds.find((r) => r.start.id === s.id)?.start ?? s).sort((a, b) => a.t - b.t);
  const found = causes(hs, starts, R, centreBounds(ctx.table));
  // A ball hit into a near rail turned there (its first points are the rebound): that hit bounds its contact pieces too.
  const reflected = reflectedHits(found, ctx.table, cushions, hs);
  reflected.push(...startGrazes(found, hs, ctx.table, [...cushions, ...reflected])); // A ball lying a few mm off a rail, pushed along a line of centres into it (start-graze.ts).
  const breaks = new Map(hs.map((h) => [h.id, [...cushions, ...reflected].filter((c) => c.ball === h.id).map((c) => c.t).sort((a, b) => a - b)]));
  // The contact fits and the twin merging also stop at the rail turns a ball's points show (its cushion hit missed or mistimed).
  const turned = withSeenTurns(breaks, hs, ctx.table);
  // An overlap-only finding whose kink was one ball's own curve is a pass, not a touch (curved-pass.ts). Pyramid only: measured on Russian.
  // A slow pair's touch read over longer pieces at 60 fps (slow-refit.ts). Carom only: measured on libre, cadre 47/1 and three-cushion.
  const found0 = ballContacts(hs, R, times, breaks, turned, centreBounds(ctx.table), ctx.table.kind === 'carom');
  const paired = ctx.table.kind === 'pyramid' ? curvedPasses(found0) : found0;
  // A touch inside the frame of one ball's rail hit, shown by the other ball's turn alone (rail-frame.ts). Pyramid only: not measured on carom.
  // Not where a cause already names the pair (`causeNamed`): the causes' loop below reports that touch, at the cause's confidence.
  if (ctx.table.kind === 'pyramid') paired.push(...railFrameContacts(hs, R, times, turned, paired).filter((f) => !causeNamed(f.event, found)));
  // Where both balls hit that rail within the frames, the swap of their velocities along it (rail-swap.ts). Pyramid only, as rail-frame.ts.
  if (ctx.table.kind === 'pyramid') paired.push(...railSwapContacts(hs, R, times, turned, [...cushions, ...reflected], ctx.table, paired).filter((f) => !causeNamed(f.event, found)));
  // The hitter back off a rail into the ball it just hit, the pair's distance only growing (turned-back-push.ts). Pyramid only: not measured on carom.
  const turnedBack = ctx.table.kind === 'pyramid' ? turnedBackContacts(hs, R, turned, paired) : [];
  paired.push(...turnedBack);
  const relayed = relayFindings(paired.sort((a, b) => a.event.t - b.event.t), hs, R).filter((c) => plausible(c.event, found, R));
  // A's kink at its touch of B read as a touch of C beside it, C sent off along B's line (passed-on.ts): a doubt. Pyramid only.
  const contacts = ctx.table.kind === 'pyramid' ? passedOn(relayed, hs, starts, R) : relayed;
  // A hidden hitter first seen at a ball at rest that it pushed off (sighted-kiss.ts). Carom only, where it was measured: dev A/B libre,
  // cadre 47/1, five-pins, three-cushion, one-cushion 1-40, five-pins 81-120, libre and three-cushion 121-160 at 60/30 fps, libre and
  // three-cushion 1-40 at x2 noise: 3 of 6400 strokes changed, all #7[7] at 30 fps (libre, cadre 47/1, libre x2), each fixed; the
  // pyramid was not run.
  if (ctx.table.kind === 'carom') contacts.push(...sightedKisses(hs, R, contacts).filter((c) => plausible(c.event, found, R)));
  // A finding never makes a ball the hitter of the ball it was found to have hit (sameFrameHitter in starts.ts): no start without a cause.
  const named = found.map((w) => (w.by ? w : byFinding(w, contacts, starts, R))).map((w, i) => (w.by && found.some((o) => o.start.id === w.by && o.by === w.start.id) ? found[i]! : w));
  // Two starts the findings made each other's hitter: the one that left its rest first hit the other (mutual-hitters.ts).
  const why = settleMutualHitters(named, found);
  // No strike seen: a ball gone from its rest under the cue was struck off the table unseen (vanish.ts), for the referee.
  const seen = findStrike(why);
  // A ball whose every run is noise or a hand's pull (a faint start) did not move: the gone ball is still the only one.
  const gone = seen ? null : goneFromRest(hs, times, new Set(starts.filter((s) => s.faint).map((s) => s.id)));
  const strike = seen ?? (gone && { ball: gone.ball, t: gone.t, confidence: GONE_FROM_REST_CONFIDENCE });
  const t0 = strike?.t ?? times[0]!;
  const events: StrokeEvent[] = [];
  const doubts: RestDoubt[] = [];
  if (strike) events.push({ t: strike.t, kind: 'strike', ball: strike.ball, confidence: strike.confidence });
  const hit = strike?.hit;
  if (strike && hit) events.push({ t: hit.t, kind: 'ball-ball', balls: [strike.ball, hit.ball], confidence: strike.confidence });
  const kept: StrokeEvent[] = [];
  for (const c of contacts) {
    if (c.event.t < t0 - 0.02) continue;
    if (hit && c.event.balls.includes(hit.ball) && c.event.balls.includes(strike.ball) && (c.event.t < t0 + 0.1 || Math.abs(c.event.t - hit.t) < SAME_CONTACT_S)) continue;
    const cause = why.find((w) => w.by !== null && samePair(c.event.balls, [w.by, w.start.id]) && Math.abs(w.start.t - c.event.t) < SAME_CONTACT_S);
    // A doubtful finding is the contact its start confirms; one later than that start (by more than noise) is not that contact (it was kept at 0.8, an extra contact just past the twin window): it stays a doubt.
    // So is one whose start a sure finding of the pair already explains, as near that start or nearer (`confirmedElsewhere`).
    if (c.doubt === undefined) kept.push(c.event);
    else if (!cause || c.event.t >= cause.start.t + LATE_FINDING_S || confirmedElsewhere(c.event, cause.start.t, contacts) || hitterRailBetween(cushions, cause.by!, c.event.t, cause.start.t)) {
      // A carom ball back off its rail into its hitter: the hitter's velocity proves the second touch (hitter-push.ts).
      if (cause && ctx.table.kind === 'carom' && pushedOffAfterRail(hs, cushions, cause.by!, cause.start.id, c.event.t, cause.start.t, R)) kept.push({ ...c.event, confidence: HITTER_PUSH_CONFIDENCE });
      else doubts.push({ reason: 'contact', confidence: 1 - c.doubt, t: c.event.t, balls: c.event.balls });
    }
    else kept.push({ ...c.event, confidence: 0.8 });
  }
  // A hidden cue ball's claim on a start a visible ball reached first, or dated before the strike (hidden-passed.ts).
  for (const w of visibleOverHidden(why, hs, starts, R, strike)) {
    if (!w.by || w.start.t < t0 - 0.02 || (hit && w.start.id === hit.ball)) continue;
    // ... and none by a ball (not the struck one) whose seen points keep it from the contact point (hidden-reach.ts).
    if (outOfReach(w, hs, starts, R, strike?.ball ?? null)) continue;
    // The finding of this contact lies before the start it caused (or a frame after, by noise); a later one is the pair meeting again.
    // A start that only bounds its contact is dated by the hitter's meeting (hitter-meeting.ts `metDated`).
    const tw = causeTime(w);
    if (kept.some((e) => e.kind === 'ball-ball' && samePair(e.balls, [w.by!, w.start.id]) && ofCause(e.t, tw) && !(e.t > tw && secondMeeting(cushions, e, tw)))) continue;
    kept.push({ t: tw, kind: 'ball-ball', balls: [w.by, w.start.id], confidence: w.hiddenHitter || w.reflected ? 0.75 : w.error < 0.5 ? 0.9 : 0.8 });
  }
  // A start at stroke speed with no ball at its contact point was still hit by something: the nearest candidate, for the referee to confirm.
  for (const w of why) {
    const weak = w.weak;
    if (w.by || !weak?.by || w === strikeCause(why)?.cause || w.start.t < t0 || w.start.speed < MOVED_MAX_SPEED_MM_S || weak.error > WEAK_CAUSE) continue;
    if (kept.some((e) => e.kind === 'ball-ball' && e.balls.includes(w.start.id) && Math.abs(e.t - w.start.t) < SAME_CONTACT_S)) continue;
    kept.push({ t: w.start.t, kind: 'ball-ball', balls: [weak.by, w.start.id], confidence: 0.6 });
  }
  // Contacts inside a frozen cluster (a rack) come from its cascade model: the paths cannot date or tell them.
  const pairs = withCascades(kept.filter((e): e is BallBallEvent => e.kind === 'ball-ball'), hs, R, breaks);
  // A cluster hitter's re-touch of the ball it hit (a Russian break): that doubt is a contact (retouch.ts); so is a relay hitter's
  // (relay-hits.ts, pyramid only: measured on Russian).
  const relays = ctx.table.kind === 'pyramid' ? relayHits(pairs.events, hs, R) : [];
  const again = hitterRetouches(pairs.events, [...doubts.splice(0), ...pairs.doubts], pairs.drives, relays);
  doubts.push(...again.doubts);
  events.push(...pairs.events.map((e) => nearRailCapped(hs, e, ctx.table)));
  events.push(...[...cushions, ...reflected].filter((e) => e.t >= t0));
  const lastT = times[times.length - 1]!;
  // The ball read gone from its rest leaves by that reading alone: its last points are rest, and a fit of their noise
  // (a step over 1 mm at 60 fps reads as a way off) added a second off-table call, and a cushion at 0.7 near a rail.
  for (const h of hs) if (h.id !== gone?.ball) events.push(...vanished(h, ctx.table, lastT, events, hs));
  if (gone) events.push({ t: gone.t, kind: 'off-table', ball: gone.ball, confidence: GONE_FROM_REST_CONFIDENCE });
  let pins: { before: Partial<Record<PinId, PinState>>; after: Partial<Record<PinId, PinState>> } | null = null;
  if (ctx.discipline === 'five-pins' && ctx.table.kind === 'carom') {
    const p = pinEvents(frames, ctx.table, hs, t0);
    events.push(...p.events);
    pins = p;
  }
  if (ctx.table.kind === 'pyramid') for (const h of hs) events.push(...centreLineCrossings(h, R, t0));
  // A hand's linger over a resting ball (linger.ts) moved no ball: its way back is no `moved` either.
  events.push(...movedBalls(hs, strike?.ball ?? null, t0, events, R, new Map(hs.map((h) => [h.id, lingerRuns(h, hs, ctx.table)]))));
  events.sort((a, b) => a.t - b.t);
  const merged = dropTwins(events, hs, R, turned, turnedBack.map((f) => f.event));
  // A cascade's repeat touches are the same pairs again within a ms: after dropTwins, which would merge them.
  // So are a cluster hitter's re-touches (retouch.ts): the pair rolls on together between them, which dropTwins would take for one touch.
  events.push(...pairs.repeats, ...again.events.map((e) => nearRailCapped(hs, e, ctx.table)));
  // A ball pushed into a near rail and back into its hitter inside a frame or two: the second touch, from the hitter pushed back.
  events.push(...railReturns(events, hs, starts, ctx.table, breaks, merged));
  // ... and the rail that sent it back, which its one or two frames between the touches do not show (return-rails.ts).
  events.push(...returnRails(events, hs, starts, ctx.table));
  events.sort((a, b) => a.t - b.t);
  const before = positions(hs, t0, 'before'), after = positions(hs, lastT, 'after');
  const onLine = lineDoubt(decidingZones(ctx.table, ctx.discipline), [before, after], ctx.table, restMargins(hs));
  const identity = Math.min(continuity(hs, times[0]!, lastT, t0, events), contestedDoubt(frames));
  doubts.push(...endTouch(hs, R, t0, events), ...(onLine ? [onLine] : []), ...(identity < 1 ? [{ reason: 'identity' as const, confidence: identity }] : []));
  // A struck ball lying a short way from a rail may have met it unseen (rail-doubt.ts): the rules judge it both ways.
  // Its way out missing its rest place by several mm proves the rail (struck-rail.ts): a hit, not a doubt. Carom only:
  // development Russian 60 fps 1-40 gained none and got two extras (#9[6] w1, #29[5] w7 on a rail they did not meet; not looked into).
  const struck = seen && !seen.hit ? strikeCause(why)?.cause.start : undefined;
  const readings = seen && struck ? struckReadings(hs, struck, seen, ctx.table, [...cushions, ...reflected]) : [];
  const proving = struck !== undefined && ctx.table.kind === 'carom' && firstToMove(struck, starts);
  doubts.push(...readings.filter((r) => !(proving && railProven(r))).map((r) => r.doubt));
  if (proving) events.push(...struckRails(readings));
  // A ball a hidden hitter drove into a near rail: its way out missing its rest place proves that rail (object-rail.ts; it finds
  // the contact among `events` by time, in any order). One sort for both.
  events.push(...objectRails(hs, why, strike?.ball ?? null, ctx.table, [...cushions, ...reflected], events));
  // A ball first seen off its rest on a rail's contact line touched it there (rail-sighting.ts). Carom only: opened to Russian (session 41,
  // X2), dev A/B russian-colour 1-40 at 60/30 fps and at ×2 noise: 0 of 632 strokes differ each; no sighting at all at 60 fps 1-40.
  if (ctx.table.kind === 'carom') events.push(...railSightings(hs, starts, ctx.table, events.filter((e): e is CushionEvent => e.kind === 'cushion')).filter((e) => e.t >= t0));
  // A corner rattle's touch after the last one found, from the way out traced back (corner-way-out.ts; the walls are a pyramid mouth's).
  if (ctx.table.kind === 'pyramid') events.push(...cornerWayOuts(hs, ctx.table, events.filter((e): e is CushionEvent => e.kind === 'cushion')).filter((e) => e.t >= t0));
  // The stream's frame interval, the median step: corner-between.ts reads at 30 fps and faster, and the struck ball's touches closer than one are unordered (contact-order.ts).
  const frameS = median(times.slice(1).map((t, i) => t - times[i]!));
  // A corner rattle's touch of the other nose between two found touches of one nose (corner-between.ts).
  if (ctx.table.kind === 'pyramid') events.push(...cornerBetweens(hs, ctx.table, events.filter((e): e is CushionEvent => e.kind === 'cushion'), frameS).filter((e) => e.t >= t0));
  events.sort((a, b) => a.t - b.t);
  // Under a rolling shutter each event is dated when the camera saw its row (capture-times.ts; none given: a global shutter).
  const shutter = ctx.shutter ?? GLOBAL_SHUTTER, timed = atCaptureTimes(events, hs, shutter), dated = doubts.map((d) => doubtAtCaptureTime(d, hs, shutter));
  const restT = Math.max(restTime(hs), timed.length ? timed[timed.length - 1]!.t : t0);
  timed.push({ t: restT, kind: 'rest', confidence: Math.min(1, ...dated.map((d) => d.confidence)), ...(dated.length ? { doubts: dated } : {}) });
  return {
    events: unorderedContacts(timed, strike?.ball ?? null, frameS).map((e) => ({ ...e, frame: frameAt(frames, e.t) })),
    before: { balls: before, ...(pins ? { pins: pins.before } : {}) },
    after: { balls: after, ...(pins ? { pins: pins.after } : {}) },
    struck: strike?.ball ?? null,
  };
}

/** The struck ball's rails met unseen (rail-doubt.ts), from the start that made the strike. */
function struckReadings(hs: readonly BallHistory[], s: Start, strike: { ball: BallId; t: number }, table: TableModel, cushions: readonly CushionEvent[]): RailReading[] {
  const h = hs.find((q) => q.id === strike.ball);
  if (!h || s.id !== strike.ball) return [];
  return railReadings(h, s, strike.t, table, cushions.filter((c) => c.ball === strike.ball), hs.filter((q) => q !== h));
}

/**
 * Confidence of a stroke's rest when, in its frames, the tracker gave a ball
 * a chain of detections that another missed ball fitted almost as well
 * (`backfill[].contested`, ADOPT_CONTEST_MM in src/track/tracker.ts): which
 * ball is which the frames do not settle, so every call that reads those
 * identities goes to the referee. Lowering it makes those strokes stand out
 * more; 1 ignores the tracker's flag (a silent guess). Range 0.3-1.
 */
export const CONTESTED_CONFIDENCE = 0.6;

/** CONTESTED_CONFIDENCE when the tracker flagged a contested pickup in these frames, else 1. */
export function contestedDoubt(frames: readonly TrackedFrame[]): number {
  return frames.some((f) => f.backfill.some((b) => b.contested !== undefined)) ? CONTESTED_CONFIDENCE : 1;
}

/**
 * A ball-ball contact with a ball this close (mm) to a cushion's contact line
 * shares its few frames with a cushion hit: which came first, and whether
 * both happened, the frames can hardly tell (a kiss along the rail, a ball
 * hit into the rail). Such contacts are capped at NEAR_RAIL_CONFIDENCE so the
 * referee looks. Raising it sends more strokes to the referee. Range 0-80.
 */
const NEAR_RAIL_MM = 20;
const NEAR_RAIL_CONFIDENCE = 0.85;

/**
 * Two balls left this close (mm) beyond 2R at the end of a stroke, one of
 * them moving in it, touched: a slow ball rolling up to another as it stops
 * (at 25 fps the last few frames show little kink and no displacement). With
 * no contact found between them the stroke's rest carries
 * END_TOUCH_CONFIDENCE, for the referee. Raising it flags strokes where a
 * ball merely stopped near another; lowering it lets a missed contact at the
 * end of motion pass with high confidence. Range 0-10.
 */
const END_TOUCH_GAP_MM = 3;
const END_TOUCH_CONFIDENCE = 0.6;

/**
 * A `contact` doubt (END_TOUCH_CONFIDENCE) for each pair of balls that end
 * touching, one having moved in the stroke, with no contact between them
 * found since they came that close for good (`closeSince`, its date).
 */
function endTouch(hs: readonly BallHistory[], R: number, t0: number, events: readonly StrokeEvent[]): RestDoubt[] {
  const out: RestDoubt[] = [];
  const last = (h: BallHistory): [number, number] | null => (h.t.length ? [h.x[h.x.length - 1]!, h.y[h.y.length - 1]!] : null);
  const moved = (h: BallHistory): boolean => h.runs.some(([, b]) => h.t[b]! > t0);
  for (let i = 0; i < hs.length; i++) {
    for (let j = i + 1; j < hs.length; j++) {
      const a = hs[i]!, b = hs[j]!, p = last(a), q = last(b);
      if (!p || !q || !(moved(a) || moved(b))) continue;
      if (Math.hypot(p[0] - q[0], p[1] - q[1]) - 2 * R > END_TOUCH_GAP_MM) continue;
      // A contact of the pair earlier in the stroke, before they parted, is not this one (development libre #85 stroke 7 at 30 fps:
      // the yellow, hit at 62.44 s, rolled back up to the white at 63.62 and stopped against it, no doubt left).
      const since = closeSince(a, b, R, t0);
      if (!events.some((e) => e.kind === 'ball-ball' && samePair(e.balls, [a.id, b.id]) && e.t > since - SAME_CONTACT_S)) out.push({ reason: 'contact', confidence: END_TOUCH_CONFIDENCE, t: since, balls: [a.id, b.id] });
    }
  }
  return out;
}

/**
 * A gap over this (mm) between two close passes parts them; a resting
 * pair's noise on its gap (2-3 mm) does not. Raising it dates the end-touch
 * doubt at earlier passes again; lowering it to END_TOUCH_GAP_MM lets that
 * noise date it late. Range END_TOUCH_GAP_MM-15.
 */
const END_TOUCH_APART_MM = 6;

/**
 * The time after t0 from which two balls lay within END_TOUCH_GAP_MM of
 * touching, not parting by END_TOUCH_APART_MM again (their last time if
 * never): the start of the last close stretch, not the first close pass
 * (development libre #3 stroke 2 at 30 fps: the white passed 0.6 mm from
 * the yellow at 15.40 s and rolled up to it at 18.83; the doubt was dated
 * 15.40, now 18.70).
 */
export function closeSince(a: BallHistory, b: BallHistory, R: number, t0: number): number {
  const ts = [...a.t, ...b.t].filter((t) => t >= t0).sort((x, y) => x - y);
  let since: number | undefined;
  for (const t of ts) {
    const gap = pairGap(a, b, t, R);
    if (Number.isNaN(gap)) continue;
    if (gap > END_TOUCH_APART_MM) since = undefined;
    else if (gap <= END_TOUCH_GAP_MM) since ??= t;
  }
  return since ?? ts[ts.length - 1] ?? t0;
}

/** The contact, capped at NEAR_RAIL_CONFIDENCE when `nearRail`. */
function nearRailCapped(hs: readonly BallHistory[], e: BallBallEvent, table: TableModel): BallBallEvent {
  return nearRail(hs, e, table) ? { ...e, confidence: Math.min(e.confidence ?? 1, NEAR_RAIL_CONFIDENCE) } : e;
}

function nearRail(hs: readonly BallHistory[], e: { t: number; balls: [BallId, BallId] }, table: TableModel): boolean {
  const reach = cushionReach(table), hx = table.length / 2 - reach, hy = table.width / 2 - reach;
  return e.balls.some((id) => {
    const h = hs.find((q) => q.id === id);
    const p = h ? positionAt(h, e.t) : null;
    return p !== null && axisGaps(p, hx, hy).some((g) => g < NEAR_RAIL_MM);
  });
}

/**
 * Confidence left on a stroke whose identities broke: a ball first seen
 * moving in the middle of it (a track lost and picked up again under another
 * id), or a ball lost while at rest that nothing took off the table. Its
 * events may belong to the wrong ball or miss the contact that moved it; the
 * referee looks. Range 0-0.89 (under the high-confidence line).
 */
const IDENTITY_DOUBT = 0.6;
/** A ball first seen this long (s) after the stroke's first frame was not on the table at its start. Range 0.05-1. */
const LATE_BIRTH_S = 0.2;

function continuity(hs: readonly BallHistory[], firstT: number, lastT: number, t0: number, events: readonly StrokeEvent[]): number {
  for (const h of hs) {
    const n = h.t.length;
    const bornMoving = h.t[0]! > firstT + LATE_BIRTH_S && h.t[0]! >= t0 && h.runs[0] !== undefined && h.runs[0][0] <= 1;
    const lastRun = h.runs[h.runs.length - 1];
    const restingAtEnd = !lastRun || lastRun[1] < n - 3;
    const gone = h.t[n - 1]! < lastT - GONE_AFTER_S && h.t[n - 1]! > t0 && !events.some((e) => (e.kind === 'pocket' || e.kind === 'off-table') && e.ball === h.id);
    if (bornMoving || (gone && restingAtEnd)) return IDENTITY_DOUBT;
  }
  return 1;
}

/**
 * A doubtful second meeting of `by` and the ball b it hit at ts, b back off its rail in between (two parting balls
 * meet again only when something turns one of them), proved by the hitter's velocity (hitter-push.ts). Not the
 * hitter back off its own rail: a ball just off a rail slides and curves, its two pieces there change by as much
 * (events.contacts-pushed-again's guard, the yellow off its rail past a red running on unchanged).
 */
function pushedOffAfterRail(hs: readonly BallHistory[], cushions: readonly StrokeEvent[], by: BallId, b: BallId, t: number, ts: number, R: number): boolean {
  const rails = (id: BallId): number[] => cushions.filter((k): k is CushionEvent => k.kind === 'cushion' && k.ball === id).map((k) => k.t);
  if (!rails(b).some((c) => c > ts && c < t)) return false;
  const ha = hs.find((h) => h.id === by), hb = hs.find((h) => h.id === b);
  return !!ha && !!hb && hitterPushedOff(ha, hb, t, ts, rails(by), hs.filter((h) => h !== ha && h !== hb), R);
}

/** A start with no hitter at its contact point is given to the nearest ball within this many tolerances (0.6 confidence). Range 1-10. */
const WEAK_CAUSE = 4;

/** A pair finding this long (s) after a start may still be the contact that caused it (time noise); a later one is a second meeting. Range 0.01-0.12. */
const LATE_FINDING_S = 0.05;

/** A cause's contact time: its hitter's meeting or its own dating where the start only bounds it, else the start's. */
const causeTime = (w: Cause): number => w.met ?? w.t ?? w.start.t;
/** A pair's finding at t is the contact its cause dated at tw, not another meeting: from SAME_CONTACT_S before to LATE_FINDING_S after. */
const ofCause = (t: number, tw: number): boolean => t > tw - SAME_CONTACT_S && t < tw + LATE_FINDING_S;

/**
 * A cause (a start with a hitter read from the paths) names this pair at
 * this finding's time. The causes' loop reports that contact itself, at the
 * cause's confidence (0.9 for a close hitter), unless a finding of the pair
 * is kept there already: a weaker finding added for the same touch (rail-
 * frame.ts at 0.8) would take its place (development Russian #29[6] and
 * #86[2] at 30 fps, #96[7] at 30 and 60: a true touch 0.9 -> 0.8).
 */
function causeNamed(e: { t: number; balls: [BallId, BallId] }, causes: readonly Cause[]): boolean {
  return causes.some((w) => w.by !== null && samePair(e.balls, [w.by, w.start.id]) && ofCause(e.t, causeTime(w)));
}

/**
 * A sure finding of the same pair lies at least as near the start `t` as the
 * doubtful finding `e`: that is the contact the start confirms, and `e` a
 * second meeting that stays a doubt. Without it a noisy red hit into a near
 * rail, its start traced back 18 ms after the sure touch, confirmed a
 * doubtful second touch 37 ms after that start (test/events.rail-meet.test.ts,
 * the σ 1.5 mm near miss: a second white-red touch at 0.8 in seeds 3, 4, 6
 * once the red's start was dated after the touch rather than before it).
 */
function confirmedElsewhere(e: { t: number; balls: [BallId, BallId] }, t: number, contacts: readonly { event: { t: number; balls: [BallId, BallId] }; doubt?: number }[]): boolean {
  return contacts.some((o) => o.doubt === undefined && samePair(o.event.balls, e.balls) && Math.abs(o.event.t - t) <= Math.abs(e.t - t));
}

/**
 * A start no ball's position explains, but a pair finding does (its contact
 * within SAME_CONTACT_S before the start, or 10 ms after): the partner hit it. When
 * the partner had not left its rest by then it was unseen (under the cue):
 * a hidden hitter, which makes it the struck ball when this is the first start.
 */
function byFinding(w: Cause, contacts: readonly { event: { t: number; balls: [BallId, BallId] }; doubt?: number }[], starts: readonly Start[], R: number): Cause {
  const s = w.start;
  const f = contacts.find((c) => c.doubt === undefined && c.event.balls.includes(s.id) && c.event.t > s.t - SAME_CONTACT_S && c.event.t < s.t + 0.01);
  if (!f) return w;
  const by = f.event.balls[0] === s.id ? f.event.balls[1] : f.event.balls[0];
  const p = starts.find((q) => q.id === by);
  const hidden = p !== undefined && p.hidden && p.departT > s.t;
  // A partner seen at rest until after this start did not hit it (a frozen neighbour it pushed).
  if (!hidden && (!p || p.t > s.t + 0.005)) return w;
  const c = touchPlace(s, R);
  return { ...w, by, hiddenHitter: hidden, error: hidden ? Math.hypot(c[0] - p.rest[0], c[1] - p.rest[1]) : 1 };
}

/**
 * A contact needs a ball coming in: one of the two must have been moving
 * before it. Two balls frozen together that start in the same instant touched
 * only if one's start is caused by the other (the line of centres); else
 * they were pushed apart by a third.
 */
function plausible(e: { t: number; balls: [BallId, BallId] }, why: readonly Cause[], R: number): boolean {
  const sa = why.find((w) => w.start.id === e.balls[0])?.start, sb = why.find((w) => w.start.id === e.balls[1])?.start;
  if (!sa || !sb) return true;
  if (sa.t > e.t + 0.01 && sb.t > e.t + 0.01) return false;
  const frozen = Math.hypot(sa.rest[0] - sb.rest[0], sa.rest[1] - sb.rest[1]) < 2 * R + 4;
  if (!frozen || Math.abs(sa.t - e.t) > 0.03 || Math.abs(sb.t - e.t) > 0.03) return true;
  return why.some((w) => w.by !== null && samePair(e.balls, [w.by, w.start.id]));
}

/** Rolling deceleration (mm/s²) used to carry a ball from its last moving point to rest. Range 20-500. */
const ROLL_DECEL_MM_S2 = 100;

function restTime(hs: readonly BallHistory[]): number {
  let t = -Infinity;
  for (const h of hs) {
    const run = h.runs[h.runs.length - 1];
    if (!run) continue;
    const idx = [run[1] - 3, run[1] - 2, run[1] - 1, run[1]].filter((k) => k >= 0);
    const p = fitPoints(h, idx);
    const v = speedOf(p);
    t = Math.max(t, h.t[run[1]]! + Math.min(v / ROLL_DECEL_MM_S2, 1.5));
  }
  return t;
}

function positions(hs: readonly BallHistory[], at: number, which: 'before' | 'after'): Partial<Record<BallId, Vec2>> {
  const out: Partial<Record<BallId, Vec2>> = {};
  for (const h of hs) {
    const idx = h.t.map((_, k) => k).filter((k) => (which === 'before' ? h.t[k]! < at : h.t[k]! > at - 0.6));
    const pick = which === 'before' ? idx.slice(-ANCHOR_POINTS) : idx.slice(-ANCHOR_POINTS);
    if (pick.length === 0) continue;
    if (which === 'after' && h.t[h.t.length - 1]! < at - 0.3) continue;
    out[h.id] = [median(pick.map((k) => h.x[k]!)), median(pick.map((k) => h.y[k]!))];
  }
  return out;
}

function frameAt(frames: readonly TrackedFrame[], t: number): number {
  let best = frames[0]!;
  for (const f of frames) if (Math.abs(f.t - t) < Math.abs(best.t - t)) best = f;
  return best.frame;
}
