/**
 * The other readings of a stroke's doubtful events (src/rules/doubt.ts
 * judges them): what each doubtful event may have been instead, as whole
 * strokes the judge can be asked about, and the physical filter that keeps
 * only readings a camera could have mistaken for what it reported. The
 * table of readings: docs/contracts-extensions.md, "Decisive doubt".
 */
import type { RestDoubt, StrokeEvent } from '../contracts/events.js';
import { CUSHIONS, PINS, ballsOf, isCaromDiscipline, type BallId, type Cushion } from '../contracts/ids.js';
import type { Position, Stroke } from '../contracts/match.js';
import type { StrokeVerdict } from '../contracts/verdict.js';
import { CAROM_MATCH_TABLE } from '../geometry/tables.js';
import { decidingZones } from '../geometry/zone-lines.js';
import { otherSides } from '../geometry/rest-sides.js';
import type { AnyJudge } from './judge.js';
import { knockerReadings, surelyFell } from './five-pins/knockers.js';
import { colourRoute } from './russian/route.js';
import { movedUncaused } from './doubt-moved.js';
import { approachReadings } from './doubt-approach.js';
import { railReading } from './doubt-rail.js';
import { COLOUR } from './russian/shot.js';
import { madeFromVideo } from './gone.js';

/**
 * An event under this confidence is doubtful: its other readings are judged.
 * Raising it judges more readings (slower, and more strokes whose sure-ish
 * events turn out decisive go to the referee); lowering it lets a wrong
 * event a little under the line decide a call unchecked. Range 0.5-0.99;
 * the same line as the evaluation's HIGH_CONFIDENCE.
 */
export const DOUBT_CONFIDENCE = 0.9;

/**
 * Up to this many droppable doubtful events, every set of them is dropped in
 * turn (2^n - 1 readings); beyond it, each alone, each pair and all together.
 * Raising it finds calls that only three or more wrong events together
 * change (rare: each is already under 0.9) at 2^n judge calls per stroke;
 * lowering it below 2 would miss two doubtful cushions that only together
 * make or break a three-cushion point. Range 2-10.
 */
export const DOUBT_SUBSET_CAP = 6;

/**
 * A doubtful event is also read this much (s) earlier and later, where that
 * reorders it among the stroke's events: a cushion just before or just after
 * the second object ball (three-cushion), a pin falling before or after the
 * object ball is touched (five-pins). About one frame at 30 fps. Raising it
 * reorders events further apart (more strokes flagged for order); lowering
 * it below the events' time error (about half a frame) misses real swaps.
 * Range 0-0.1.
 */
export const DOUBT_SHIFT_S = 1 / 30;

/**
 * How sure a Russian off-route foul is when the colour's cushions are all it
 * rests on: held-out simulated detections find Russian cushions at F1 ~.89
 * (a colour running along a rail into a corner pocket, three corner
 * cushions in a few frames), so a foul given because a called cushion was
 * not seen is sent to the referee (held-out 30 fps: a called three-cushion
 * bank potted, its corner cushions never reported, judged off-route with no
 * doubtful event near them). Raising it above DOUBT_CONFIDENCE lets those
 * fouls stand unchecked; lowering it only orders the alternatives. Range 0-0.9.
 */
export const ROUTE_CUSHIONS_CONFIDENCE = 0.6;

/**
 * One other reading of a stroke: the events it rests on, the stroke so read,
 * what it assumes (for the referee), and how likely the stroke as reported
 * is (default: the lowest confidence among its `rests`).
 */
export interface Reading { rests: number[]; stroke: Stroke; assumes: string; confidence?: number }

/**
 * The physical other readings of a stroke's doubtful events, and the
 * doubtful events no physical reading expresses: those stay decisive, as
 * what their doubt is about is unknown (a strike of unknown rival, a rest
 * whose doubt names nothing to judge: `restReadings`). A doubtful contact that
 * surely happened (it alone moved a ball seen moving: no physical reading
 * drops or swaps it) is doubtful because its balls were hidden or pinched:
 * its readings are then what they may have done unseen (`unseenReadings`).
 * A pin that surely fell (standing before, lying after) is never read as
 * absent, only as knocked by another (five-pins/knockers.ts); with no
 * physical other knocker its doubt is answered, not stuck.
 */
export function readingsOf(stroke: Stroke, doubtful: readonly number[], discipline: AnyJudge['discipline']): { readings: Reading[]; stuck: number[] } {
  const droppable = doubtful.filter((k) => canDrop(stroke.events[k]!));
  const isPhysical = physical(stroke);
  // Readings where the event did not happen, or happened between other balls. A pin seen standing before and lying after fell: only its knocker is in doubt.
  const absent = [...dropReadings(stroke, droppable.filter((k) => !surelyFell(stroke, k))), ...swapReadings(stroke, droppable, discipline)].filter(isPhysical);
  const sure = droppable.filter((k) => stroke.events[k]!.kind === 'ball-ball' && !absent.some((r) => r.rests.includes(k)));
  const rest = restReadings(stroke, discipline);
  const settled = rest === 'settled' ? stroke.events.findIndex((e) => e.kind === 'rest') : -1;
  const struck = strikeReadings(stroke, discipline);
  const others = [
    ...shiftReadings(stroke, droppable), ...repeatReadings(stroke, droppable), ...unseenReadings(stroke, sure, discipline), ...knockerReadings(stroke, droppable, discipline),
    ...(Array.isArray(rest) ? rest : []), ...(struck ?? []), ...approachReadings(stroke, discipline, isDoubtful),
  ].filter(isPhysical);
  const readings = [...absent, ...others];
  // A pin that surely fell with no other knocker that was moving then (nor another time that reorders it): its doubt is answered.
  const open = (k: number): boolean => k !== settled && !surelyFell(stroke, k);
  return { readings, stuck: doubtful.filter((k) => open(k) && !readings.some((r) => r.rests.includes(k))) };
}

export function isDoubtful(e: StrokeEvent): boolean {
  return (e.confidence ?? 1) < DOUBT_CONFIDENCE;
}

/** A strike's absence is no reading (its doubt is which ball or when); a rest cannot be absent. */
function canDrop(e: StrokeEvent): boolean {
  return e.kind !== 'strike' && e.kind !== 'rest';
}

/** Sets of doubtful events to drop: all of them up to DOUBT_SUBSET_CAP events, else singles, pairs and all together. */
export function dropSets(doubtful: readonly number[]): number[][] {
  const n = doubtful.length;
  if (n <= DOUBT_SUBSET_CAP) {
    const out: number[][] = [];
    for (let mask = 1; mask < 1 << n; mask++) out.push(doubtful.filter((_, j) => (mask >> j) & 1));
    return out;
  }
  const pairs = doubtful.flatMap((a, i) => doubtful.slice(i + 1).map((b) => [a, b]));
  return [...doubtful.map((k) => [k]), ...pairs, [...doubtful]];
}

function dropReadings(stroke: Stroke, droppable: readonly number[]): Reading[] {
  return dropSets(droppable).map((set) => ({
    rests: set,
    stroke: { ...stroke, events: stroke.events.filter((_, k) => !set.includes(k)) },
    assumes: `${set.map((k) => describe(stroke.events[k]!)).join(' and ')}: did not happen`,
  }));
}

/** Each droppable doubtful event DOUBT_SHIFT_S earlier and later, where that reorders it without crossing the strike or the rest. */
function shiftReadings(stroke: Stroke, droppable: readonly number[]): Reading[] {
  return droppable.flatMap((k) => ([-1, 1] as const).flatMap((dir): Reading[] => {
    const events = shifted(stroke.events, k, dir * DOUBT_SHIFT_S);
    if (!events) return [];
    return [{ rests: [k], stroke: { ...stroke, events }, assumes: `${describe(stroke.events[k]!)}: ${Math.round(DOUBT_SHIFT_S * 1000)} ms ${dir < 0 ? 'earlier' : 'later'}` }];
  }));
}

/** The events with event k moved by dt and re-sorted; null when its place among them does not change or it would cross a strike or the rest. */
export function shifted(events: readonly StrokeEvent[], k: number, dt: number): StrokeEvent[] | null {
  const e = events[k]!, t = e.t + dt;
  const others = events.filter((_, j) => j !== k);
  // Ties keep the event on the side it came from: only a real change of order counts.
  const at = dt > 0 ? others.filter((o) => o.t <= t).length : others.filter((o) => o.t < t).length;
  if (at === k) return null;
  const crossed = dt > 0 ? others.slice(k, at) : others.slice(at, k);
  if (crossed.some((o) => o.kind === 'strike' || o.kind === 'rest')) return null;
  return [...others.slice(0, at), { ...e, t }, ...others.slice(at)];
}

/**
 * Each doubtful contact read with another ball in place of either of its
 * two: the camera saw a meeting, but a ball beside may have made it (the red
 * that the cue ball sent on, not the cue ball, met the yellow). Without it,
 * a ball whose motion only that contact explains could not be read as
 * untouched (see `physical`), and a contact made by the wrong ball would
 * pass as sure.
 */
function swapReadings(stroke: Stroke, droppable: readonly number[], discipline: AnyJudge['discipline']): Reading[] {
  return droppable.flatMap((k) => {
    const e = stroke.events[k]!;
    if (e.kind !== 'ball-ball') return [];
    return ballsOf(discipline).filter((c) => !e.balls.includes(c)).flatMap((c) => ([0, 1] as const).map((side): Reading => {
      const balls: [BallId, BallId] = side === 0 ? [c, e.balls[1]] : [e.balls[0], c];
      const events = stroke.events.map((o, j) => (j === k ? { ...e, balls } : o));
      return { rests: [k], stroke: { ...stroke, events }, assumes: `${describe(e)}: ${balls.join('–')}, not ${e.balls[side]}` };
    }));
  });
}

/**
 * Gap (s) between a sure but doubtful contact and the event a reading adds
 * beside it: just before or after, with nothing in between. Range 1e-4-1e-2
 * (only order matters to the judges).
 */
const UNSEEN_GAP_S = 1e-3;

/**
 * What the balls of a contact that surely happened may have done unseen
 * around it (held-out simulated detections: a cue ball under the cue met
 * the top cushion 4 ms before the yellow; a ball pinched against the left
 * rail met it before and 23 ms after the white, both unseen at 25 fps; a
 * hidden cue ball thinly met the red after the yellow): each ball meets each
 * cushion just before, just after, or both, or meets each other ball just
 * after it. Readings where the ball is not yet moving are not physical and
 * fall away.
 */
function unseenReadings(stroke: Stroke, sure: readonly number[], discipline: AnyJudge['discipline']): Reading[] {
  return sure.flatMap((k) => {
    const e = stroke.events[k]! as Extract<StrokeEvent, { kind: 'ball-ball' }>;
    const cushion = (b: BallId, c: Cushion, d: number): StrokeEvent => ({ t: e.t + d * UNSEEN_GAP_S, kind: 'cushion', ball: b, cushion: c });
    const added = e.balls.flatMap((b): [StrokeEvent[], string][] => [
      ...CUSHIONS.flatMap((c): [StrokeEvent[], string][] => [
        [[cushion(b, c, -1)], `${b} met the ${c} cushion unseen just before ${describe(e)}`],
        [[cushion(b, c, 1)], `${b} met the ${c} cushion unseen just after ${describe(e)}`],
        // Pinched between the other ball and the rail: the rail on both sides of the contact.
        [[cushion(b, c, -1), cushion(b, c, 1)], `${b} met the ${c} cushion unseen just before and just after ${describe(e)}`],
      ]),
      ...ballsOf(discipline).filter((x) => !e.balls.includes(x) && mayHaveMoved(stroke, x)).map((x): [StrokeEvent[], string] => [[{ t: e.t + UNSEEN_GAP_S, kind: 'ball-ball', balls: [b, x] }], `${b} met ${x} unseen just after ${describe(e)}`]),
    ]);
    return added.map(([extra, assumes]) => ({ rests: [k], stroke: { ...stroke, events: [...stroke.events, ...extra].sort((a, b) => a.t - b.t) }, assumes }));
  });
}

/**
 * A ball met by a moving ball moves: one that lies within this distance (mm)
 * of its place before the stroke after it, both positions known, was met by
 * none, so no reading may add an unseen contact with it. A thin kiss moves
 * the object ball a few mm; rest positions on video are good to ~0.5 mm
 * (median, held-out 1080p renders, p90 ~1 mm). Raising it prunes readings
 * of real thin kisses (a wrong call could pass unflagged); lowering it
 * below the rest noise keeps readings of balls nothing touched (five-pins:
 * "the cue ball met the red unseen" sent a third of strokes to the
 * referee). Range 0.5-5.
 */
export const UNMOVED_MM = 1.5;

/** Whether ball x may have been met during the stroke: it moved, or its place before or after is unknown. */
function mayHaveMoved(stroke: Stroke, x: BallId): boolean {
  const a = stroke.before?.balls[x], b = stroke.after?.balls[x];
  return !a || !b || Math.hypot(a[0] - b[0], a[1] - b[1]) > UNMOVED_MM;
}

/**
 * Balls whose motion a set of events leaves without a cause: a ball other
 * than the struck one (or one reported `moved`) with a motion of its own (a
 * cushion, a pocket, off the table, the centre line, a jump, a pin knocked)
 * before any moving ball met it, or two balls at rest meeting.
 */
export function unexplained(events: readonly StrokeEvent[]): Set<BallId> {
  const moving = new Set<BallId>(), out = new Set<BallId>();
  for (const e of events) {
    if (e.kind === 'strike' || e.kind === 'moved') moving.add(e.ball);
    else if (e.kind === 'ball-ball') {
      if (!e.balls.some((b) => moving.has(b))) e.balls.forEach((b) => out.add(b));
      e.balls.forEach((b) => moving.add(b));
    } else {
      const b = moverOf(e);
      if (b && !moving.has(b)) out.add(b);
    }
  }
  return out;
}

function moverOf(e: StrokeEvent): BallId | undefined {
  switch (e.kind) {
    case 'cushion': case 'pocket': case 'off-table': case 'centre-line': case 'jump': return e.ball;
    case 'pin-fall': return (PINS as readonly string[]).includes(e.by) ? undefined : (e.by as BallId);
    default: return undefined;
  }
}

/**
 * A reading is physical when it leaves no ball moving without a cause that
 * the reported events explain: the camera saw the ball move (its events, or
 * its places before and after: doubt-moved.ts), so "no contact" is no
 * reading of the one contact that moved it (a swap is). What
 * the reported events already leave unexplained does not count against it.
 */
function physical(reported: Stroke): (r: Reading) => boolean {
  const known = new Set([...unexplained(reported.events), ...movedUncaused(reported, reported.events)]);
  return (r) => [...unexplained(r.stroke.events), ...movedUncaused(reported, r.stroke.events)].every((b) => known.has(b));
}

/**
 * The reading of a strike doubted for a hidden hitter: the events stage
 * reports the struck ball as the one that hit another ball unseen (under the
 * cue, src/events/extract.ts findStrike), both the strike and that first
 * contact with the same doubt. Its other reading is the other ball of that
 * contact struck, and meeting the first (both are seen moving, so the
 * contact stays). Undefined when the strike's doubt is of
 * another kind (a rival start, its time): it stays decisive.
 */
function strikeReadings(stroke: Stroke, discipline: AnyJudge['discipline']): Reading[] | undefined {
  const es = stroke.events;
  const k = es.findIndex((e) => e.kind === 'strike');
  const strike = es[k];
  if (!strike || strike.kind !== 'strike' || !isDoubtful(strike)) return undefined;
  const c = es.findIndex((e) => e.kind === 'ball-ball' && e.balls.includes(strike.ball));
  const hit = es[c];
  if (!hit || hit.kind !== 'ball-ball' || hit.confidence !== strike.confidence) return undefined;
  const other = hit.balls[0] === strike.ball ? hit.balls[1] : hit.balls[0];
  const events = es.map((e, j) => (j === k ? { ...strike, ball: other } : e));
  // Russian: the cue ball is whichever ball was struck (a carom cue ball is the player's own, whatever was struck).
  const cueBall = isCaromDiscipline(discipline) || stroke.cueBall !== strike.ball ? {} : { cueBall: other };
  return [{ rests: [k], stroke: { ...stroke, events, ...cueBall }, assumes: `${other} struck (into ${strike.ball}), not ${strike.ball}` }];
}

/**
 * A doubtful cushion of a ball within DOUBT_SHIFT_S of a contact of that
 * ball is also read as met twice, once on each side of the contact: a ball
 * pinched between another ball and the rail meets the rail again a few ms
 * later, inside the same frame (held-out three-cushion at 30 fps: a cue
 * ball's left-cushion, white, left-cushion read as one cushion lost the
 * point with no doubtful event able to bring it back).
 */
function repeatReadings(stroke: Stroke, droppable: readonly number[]): Reading[] {
  const es = stroke.events;
  return droppable.flatMap((k): Reading[] => {
    const c = es[k]!;
    if (c.kind !== 'cushion') return [];
    const touch = es.find((o) => o.kind === 'ball-ball' && o.balls.includes(c.ball) && Math.abs(o.t - c.t) <= DOUBT_SHIFT_S);
    if (!touch) return [];
    // The copy goes just past the contact, on the side away from the cushion seen.
    const t = touch.t + Math.sign(touch.t - c.t || 1) * 1e-3;
    const strike = es.find((e) => e.kind === 'strike')?.t ?? -Infinity, rest = es.find((e) => e.kind === 'rest')?.t ?? Infinity;
    if (t <= strike || t >= rest) return [];
    const events = [...es, { ...c, t }].sort((x, y) => x.t - y.t);
    return [{ rests: [k], stroke: { ...stroke, events }, assumes: `${describe(c)}: twice, before and after ${describe(touch)}` }];
  });
}

/**
 * The readings of a doubtful rest, from the causes it names (`rest.doubts`,
 * src/contracts/events.ts): a `contact` doubt read as that contact having
 * happened, at its time and a frame either side; a `zone-line` doubt as
 * each named ball, before or after the stroke, moved 2 * LINE_DOUBT_MM
 * across the deciding line it lies on; a `cushion` doubt as that rail met
 * at its time (`railReading`); all contact doubts together too.
 * A contact doubt between two balls that both did not move (`mayHaveMoved`)
 * is answered: 'settled' when no other doubt is left. Undefined when a cause under
 * DOUBT_CONFIDENCE names nothing to judge (an `identity` doubt, a rest with
 * no `doubts`, a line no ball crosses): then the rest stays decisive, as its
 * true alternative is unknown.
 */
function restReadings(stroke: Stroke, discipline: AnyJudge['discipline']): Reading[] | 'settled' | undefined {
  const k = stroke.events.findIndex((e) => e.kind === 'rest' && isDoubtful(e));
  const rest = stroke.events[k];
  if (rest?.kind !== 'rest') return undefined;
  const doubts = (rest.doubts ?? []).filter((d) => d.confidence < DOUBT_CONFIDENCE);
  // Two balls that both stayed put (UNMOVED_MM) did not meet: neither was moving. One that stayed put may still have been
  // kissed thinly (a held-out three-cushion scenario: the second object ball moved under 5 mm), so that doubt is judged.
  const open = doubts.filter((d) => d.reason !== 'contact' || d.balls.some((b) => mayHaveMoved(stroke, b)));
  if (doubts.length > 0 && open.length === 0) return 'settled';
  if (open.length === 0 || open.some((d) => d.reason === 'identity')) return undefined;
  const per = open.map((d) => (d.reason === 'contact' ? contactReadings(stroke, k, [d]) : d.reason === 'zone-line' ? zoneReadings(stroke, k, d, discipline) : d.reason === 'cushion' ? [railReading(stroke, k, d)] : []));
  if (per.some((rs) => rs.length === 0)) return undefined;
  const contacts = open.filter((d): d is ContactDoubt => d.reason === 'contact');
  return [...per.flat(), ...(contacts.length > 1 ? contactReadings(stroke, k, contacts, 0) : [])];
}

type ContactDoubt = Extract<RestDoubt, { reason: 'contact' }>;

/** The stroke with these unseen contacts added at their times (each a frame earlier and later too, unless `shifts` is 0). */
function contactReadings(stroke: Stroke, rest: number, doubts: readonly ContactDoubt[], shifts = DOUBT_SHIFT_S): Reading[] {
  const confidence = Math.min(...doubts.map((d) => d.confidence));
  return [...new Set([0, shifts, -shifts])].map((dt) => {
    const added = doubts.map((d): StrokeEvent => ({ t: Math.max(0, d.t + dt), kind: 'ball-ball', balls: d.balls }));
    const events = [...stroke.events, ...added].sort((a, b) => a.t - b.t);
    return { rests: [rest], stroke: { ...stroke, events }, assumes: `${added.map(describe).join(' and ')}: happened, unseen`, confidence };
  });
}

/** The stroke with a zone-line doubt's balls moved across the lines they lie on. */
function zoneReadings(stroke: Stroke, rest: number, doubt: Extract<RestDoubt, { reason: 'zone-line' }>, discipline: AnyJudge['discipline']): Reading[] {
  const zones = decidingZones(CAROM_MATCH_TABLE, discipline);
  return (['before', 'after'] as const).flatMap((which) => {
    const balls = stroke[which]?.balls ?? {};
    return doubt.balls.flatMap((ball) => {
      return otherSides(zones, CAROM_MATCH_TABLE, ball, balls).map((q): Reading => {
        const moved: Position = { ...stroke[which], balls: { ...balls, [ball]: q } };
        return { rests: [rest], stroke: { ...stroke, [which]: moved }, assumes: `${ball} ${which} the stroke at (${q[0].toFixed(0)}, ${q[1].toFixed(0)}), across the line`, confidence: doubt.confidence };
      });
    });
  });
}

/** An event in the referee's words: what, which balls, when (the screen shows it beside the other call). */
export function describe(e: StrokeEvent): string {
  const at = `at ${e.t.toFixed(2)} s`;
  switch (e.kind) {
    case 'ball-ball': return `the ${e.balls.join('–')} contact ${at}`;
    case 'cushion': return `${e.ball}'s ${e.cushion} cushion ${at}`;
    case 'pin-fall': return `the ${e.pin} pin falling (by ${e.by}) ${at}`;
    default: return `${e.kind}${'ball' in e ? ` of ${e.ball}` : ''} ${at}`;
  }
}

/**
 * A Russian off-route foul read as the colour having met the called cushions
 * unseen: the colour's cushions between its start and its pocket replaced
 * by the called ones, evenly spaced. Rests on the colour's pocket event, at
 * ROUTE_CUSHIONS_CONFIDENCE. Empty for any other stroke, and for a stroke
 * written by hand (no event carries a `frame`): there the cushions listed
 * are the route as it was, nothing a camera could have missed, and the
 * off-route foul stands as art. 7.2-7.3 give it (golden 67).
 */
export function routeReadings(stroke: Stroke, verdict: StrokeVerdict, discipline: AnyJudge['discipline']): Reading[] {
  const declared = stroke.declared;
  const strike = stroke.events.find((e) => e.kind === 'strike');
  const cueBall = stroke.cueBall ?? (strike?.kind === 'strike' ? strike.ball : undefined);
  if (discipline !== 'russian-colour' || !declared || !verdict.fouls.includes('off-route') || !cueBall || !madeFromVideo(...stroke.events)) return [];
  const k = stroke.events.findIndex((e) => e.kind === 'pocket' && e.ball === COLOUR);
  const route = colourRoute(stroke.events, cueBall);
  if (k < 0 || route.start === null) return [];
  const start = route.start, end = stroke.events[k]!.t, n = declared.cushions.length;
  const kept = stroke.events.filter((e) => !(e.kind === 'cushion' && e.ball === COLOUR && e.t >= start && e.t < end));
  const called = declared.cushions.map((c, i): StrokeEvent => ({ t: start + ((i + 1) * (end - start)) / (n + 1), kind: 'cushion', ball: COLOUR, cushion: c }));
  const events = [...kept, ...called].sort((a, b) => a.t - b.t);
  const names = n ? declared.cushions.join(', ') : 'no cushion';
  return [{ rests: [k], stroke: { ...stroke, events }, assumes: `the colour met ${names} as called, unseen`, confidence: ROUTE_CUSHIONS_CONFIDENCE }];
}
