/**
 * A ball lying a few mm off a rail, struck along a line of centres with a
 * share into that rail, touches it within a few ms (Russian: balls come to
 * rest against the rails all the time). Its first points are already the
 * way off the rail: they run along it or away, so the turn analysis
 * (cushions.ts) has no way in to fit. Its cause was found straight on the
 * departure (causes.ts: the hitter lies near enough to the implied contact
 * point, so no mirror was tried), or through a mirror whose share into the
 * rail lay under `reflectedHits`' INTO_RAIL_MIN (rebound.ts: 0.15, where
 * the line is the departure mirrored and known to a few degrees); either
 * way no touch was read. The hitter's own way in says where it met the ball: the
 * line of centres there points into the rail while the ball's departure
 * does not, and the ball, a few mm from the rail, could not go that way
 * without touching it. Carom tables too since session 33 (development libre
 * 1-40 at 25 fps: #17[7], a red 6 mm off the top rail, and #26[1], 4.7 mm
 * off the left one, both first seen leaving their rail, now found; libre
 * 81-120 60 fps #101[3]; libre 41-80 at twice the noise, 30 fps, one more).
 * Development Russian 30 fps 1-40: cushions [1319,21,70] → [1320,21,69]
 * (#27[5]); 201-240 identical. Session 30: the hitter's way in runs up to
 * the contact (`wayInPoints`: a cue ball just out from under the cue is seen
 * once or twice before it, #39[7], #203[3]), and a ball lying up to
 * START_GRAZE_FAR_GAP_MM out is read when its departure is turned away from
 * the rail and the gap could be crossed before its first point (#20[3]).
 * Left: #30[4] (the way in two points, the share into the rail read 0.04
 * against 0.11). Session 35: the touch is dated from the hitter's meeting
 * and its push along the line of centres (`touchTime`), not from a contact
 * read at the ball's first point off its rest place and the departure's
 * speed the rail had already cut. Session 41: a hitter with no way in (it lay
 * beside the ball and was struck within the frame before: development
 * Russian #30[6] at 60 and 30 fps) gives the line from where it lay
 * (rest-meeting.ts `restLine`), on pyramid tables.
 */
import type { CushionEvent } from '../contracts/events.js';
import type { TableModel } from '../geometry/tables.js';
import type { Cause } from './causes.js';
import { inMouth, KNOWN_HIT_S, sides, gapToLine } from './cushions.js';
import type { BallHistory } from './history.js';
import { type Meeting, meeting, wayInPoints } from './hitter-meeting.js';
import { leastShare, restLine } from './rest-meeting.js';

/**
 * Farthest (mm) from a cushion's contact line a struck ball may lie for the
 * rule to read a touch from its line of centres alone. Development Russian
 * 30 fps 1-40: the misses lay 2.0-4.2 mm off the line (a ball at rest
 * against a rail reads 0.5-1.5 mm short of it); farther out a ball sent in
 * at a shallow share travels far enough to be seen going in, and the turn
 * analysis reads it. Raising it reaches balls whose way in the frames show
 * (and whose direction is then less sure); lowering it under a rail rest's
 * noise loses the class. Range 2-15.
 */
export const START_GRAZE_GAP_MM = 6;
/**
 * Smallest share of the line of centres into the rail (cosine with its
 * inward normal) read as a push into it: the line is known to ~1-2° from
 * the hitter's fitted way in (0.02-0.035). Development: the misses had
 * 0.11-0.28 (a glancing hit along the rail) up to 0.96. Raising it misses
 * the shallow ones; lowering it towards the line's error reads a ball sent
 * along the rail as a touch. Range 0.03-0.3.
 */
export const START_GRAZE_INTO_MIN = 0.08;
/**
 * Largest share of the ball's measured departure into the rail, as a part of
 * the line of centres' share: the rail reverses the normal motion (the
 * ball leaves it at about −0.6 of the share it came in with), so a touched
 * ball departs along the rail or away; one that kept at least this part of
 * the push into the rail did not touch it yet (the turn analysis sees that
 * touch). Raising it reads touches off departures still heading in;
 * lowering it below 0 loses grazes whose reversed share is within the
 * departure's noise. Range −0.5-0.8.
 */
export const START_GRAZE_KEPT_MAX = 0.4;
/**
 * Farthest (mm) from a cushion's contact line a struck ball may lie for a
 * touch read from its line of centres when its departure proves it: a ball
 * this far out has to travel `gap / share` mm along the line of centres
 * before it reaches the rail, so the touch needs its departure turned away
 * from the rail (START_GRAZE_FAR_AWAY_MIN) and the time to get there between
 * its last point at rest and its first one off it. Development Russian 30 fps
 * 1-40: #20[3] (13.5 mm, pushed in at 0.85, first seen leaving at 0.86 away).
 * Raising it reaches balls whose way into the rail the frames show (the turn
 * analysis's); lowering it to START_GRAZE_GAP_MM drops the class. Range 6-25.
 */
export const START_GRAZE_FAR_GAP_MM = 15;
/**
 * Smallest share of the departure away from the rail (cosine with the
 * rail's outward normal) that proves a touch for a ball lying beyond
 * START_GRAZE_GAP_MM: pushed in along the line of centres, it can only come
 * out heading away if the rail turned it. Throw (2-4°) and the departure's
 * noise (~1°) turn a departure by under 0.1. Raising it misses shallow
 * rebounds; lowering it to 0 reads a ball sent along the rail as a touch.
 * Range 0.05-0.5.
 */
export const START_GRAZE_FAR_AWAY_MIN = 0.1;
/**
 * Least confidence of a known rail hit of the hitter that breaks its way in:
 * a hit read from its seen turn (cushions.ts, sure) between its first way-in
 * point and the contact means it met the ball coming back off that rail, so
 * the fitted line is the way to the rail, not to the ball (development
 * Russian 30 fps 201-240 #202[3]: w6 off the left rail 9 ms before it met
 * w7; read as w7 pushed into that rail). Inferred hits (under 0.9) are
 * guesses made from the same lines and do not. Range 0.75-1.
 */
export const HITTER_TURN_CONFIDENCE = 0.9;
/** Confidence: the touch follows from geometry read to a degree or two, between frames; under the referee line, counted as found. Range 0.5-0.89. */
export const START_GRAZE_CONFIDENCE = 0.7;
/** Touches of a rail by struck balls lying within START_GRAZE_GAP_MM of it, read from the hitter's line of centres; `known`: cushion events found. */
export function startGrazes(found: readonly Cause[], hs: readonly BallHistory[], table: TableModel, known: readonly CushionEvent[]): CushionEvent[] {
  const out: CushionEvent[] = [];
  const R = table.ballRadius;
  for (const c of found) {
    const s = c.start, hitter = c.by ? hs.find((h) => h.id === c.by) : undefined;
    if (!hitter || c.hiddenHitter || c.relay) continue;
    const tc = c.t ?? s.t;
    const way = wayInPoints(hitter, tc, s.departT, s.rest, R), from = way.length > 0 ? hitter.t[way[0]!]! : tc;
    if (known.some((e) => e.ball === hitter.id && (e.confidence ?? 1) >= HITTER_TURN_CONFIDENCE && e.t >= from && e.t <= tc)) continue;
    const m = meeting(hitter, way, s.rest, R);
    // No way in (the hitter lay beside the ball and was struck within the frame before): the line from where it lay (rest-meeting.ts), pyramid tables only.
    // Opened to carom (session 41, X2): dev A/B three-cushion 1-40 and 41-80, five-pins 1-40, 60/30 fps: 0 of 640 strokes differ each,
    // and five-pins 1-40 never yields a rest line (three balls seldom lie in a chain): nothing to gain, so the gate stays.
    const rl = !m && table.kind === 'pyramid' ? restLine(hitter, found.find((o) => o.start.id === hitter.id)?.start, s, R) : null;
    if (!m && !rl) continue;
    const l = m ? Math.hypot(s.rest[0] - m.p[0], s.rest[1] - m.p[1]) || 1 : 1;
    const n = m ? [(s.rest[0] - m.p[0]) / l, (s.rest[1] - m.p[1]) / l] : rl!.n;
    for (const side of sides(table)) {
      const gap = gapToLine(side, s.rest), into = rl ? leastShare(side.sign * n[side.axis]!, rl.slack) : side.sign * n[side.axis]!, kept = side.sign * s.dir[side.axis];
      if (gap > START_GRAZE_FAR_GAP_MM || into < START_GRAZE_INTO_MIN || kept > START_GRAZE_KEPT_MAX * into) continue;
      // Beyond START_GRAZE_GAP_MM: turned away from the rail, with time to reach it before the first point off the rest place.
      if (gap > START_GRAZE_GAP_MM && (kept > -START_GRAZE_FAR_AWAY_MIN || s.lastRestT + gap / Math.max(s.speed * into, 1) > s.departT)) continue;
      if (inMouth(table, side, s.rest[1 - side.axis]!)) continue;
      if ([...known, ...out].some((e) => e.ball === s.id && e.cushion === side.cushion && Math.abs(e.t - tc) < KNOWN_HIT_S)) continue;
      const t = m ? touchTime(tc, m, n, s, Math.max(0, gap), into) : restTouchTime(tc, s, Math.max(0, gap), into);
      out.push({ t, kind: 'cushion', ball: s.id, cushion: side.cushion, confidence: START_GRAZE_CONFIDENCE });
    }
  }
  return out;
}

/**
 * When the struck ball `s` reached the rail `gap` mm off: the way there at
 * `into` of its speed after the contact. The contact is the hitter's meeting
 * `m` when that is earlier than the cause's `tc` yet after the ball's last
 * point at rest: a ball struck between frames is dated by causes.ts at its
 * first point off its rest place (development libre 1-40 at 25 fps #17[7],
 * #26[1]: the touch read 27 ms late at its first point, the hitter's way in
 * met it 37-39 ms before; Russian 1-40 at 30 fps #20[3], 13.5 mm out: 35 ms
 * late, now 6). Its speed is the hitter's velocity along the line of
 * centres `n` (equal masses: what it gave the ball), not the departure's,
 * which the rail has already slowed. Never after the first point off the
 * rest place.
 */
export function touchTime(tc: number, m: Meeting, n: readonly number[], s: Cause['start'], gap: number, into: number): number {
  const met = m.t < tc && m.t >= s.lastRestT ? m.t : tc;
  const pushed = Math.abs(m.v[0] * n[0]! + m.v[1] * n[1]!);
  return Math.min(met + gap / Math.max(pushed * into, 1), Math.max(s.departT, met));
}

/**
 * When the struck ball `s` reached the rail `gap` mm off after a contact at
 * `tc` by a hitter with no way in (no meeting to date it, no speed it came
 * with): at `into` of the ball's own departure speed (the rail slowed it, so
 * this is late, and capped), never after its first point off the rest place
 * (as `touchTime`, and reflected-hits.ts for a mirrored cause).
 */
export function restTouchTime(tc: number, s: Cause['start'], gap: number, into: number): number {
  const from = Math.max(tc, s.lastRestT);
  return Math.min(from + gap / Math.max(s.speed * into, 1), Math.max(s.departT, from));
}
