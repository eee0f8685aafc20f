/**
 * The rail between a pair's two touches (issue 6, session 33). A ball B at
 * rest by a rail, hit along a line of centres into it by A, comes back off
 * the rail into A: both touches are reported (by their distance minima, or
 * the second by returns.ts `railReturns`), but B's way to the rail and back
 * takes a frame or two and shows no turn the turn analysis (cushions.ts) can
 * fit: its way out ends at once in the second touch, its way in is its rest
 * place and one point. That second touch is the proof: after one touch B
 * leaves faster along the line of centres than A follows (equal masses, A
 * keeps at most its follow), so A meets it again only if something sent B
 * back, and with no other ball touching B and A off every rail between,
 * that is the rail B was sent into. Development (before → after): libre
 * 41-80 #79[4] found at 25, 30 and 60 fps and at twice the noise, 1-40 #25[7]
 * at 25 fps and #35[2] at 30; three-cushion 1-40 at 30 fps #8[5], #21[7],
 * #40[5] (cushions [1555,6,16] → [1558,6,13]). Left: a return whose ball
 * never started (frozen on the rail, #60[6]), a hitter that met its own rail
 * between (#25[6]), a second touch not reported (#17[7] at 60 fps).
 */
import type { BallBallEvent, CushionEvent, StrokeEvent } from '../contracts/events.js';
import type { BallId } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import { sub, unitOr } from '../geometry/vec.js';
import { KNOWN_HIT_S, sides } from './cushions.js';
import { type BallHistory, positionAt } from './history.js';
import { railSentInto } from './rail-reach.js';
import type { Start } from './starts.js';
import { samePair } from './twins.js';

/**
 * Longest time (s) between the two touches: B's way to its rail (within
 * RAIL_REACH_MM, rail-reach.ts) and back at a slow hit's speed. Raising it
 * pairs touches a later event may have brought together again (B off a
 * second rail, A off its own); lowering it under 0.3 loses slow returns
 * (development libre #32[4] at 30 fps: 0.28 s). Range 0.1-0.5.
 */
const RETURN_SPAN_S = 0.3;
/**
 * Farthest (mm) along the line of centres from B's rest place to the rail it
 * was sent into. The second touch proves the rail, so this is wider than
 * returns.ts's reach (RAIL_REACH_MM, where the touch itself is inferred):
 * development libre #35[2] at 30 fps, a red 83 mm off the right rail, back
 * into the yellow 0.15 s after. Raising it takes rails a pair's later meeting
 * need not have come from (A's follow after B slowed on the cloth); lowering
 * it to RAIL_REACH_MM loses the slower, longer returns. Range 60-300.
 */
const RETURN_REACH_MM = 150;
/**
 * B is seen this close (mm) to the contact line of that rail between the
 * touches: the frame nearest its hit lies within half a frame's travel of it
 * (2 m/s at 25 fps: 40 mm). Raising it lets a twin report of one touch (B
 * nudged toward a far rail) pass for a return; lowering it loses fast
 * returns seen a frame off the rail. Range 10-80.
 */
const RAIL_SEEN_MM = 40;
/** B's start lies this close (s) to the first touch: it was at rest and that touch started it (as SAME_CONTACT_S, returns.ts). Range 0.03-0.2. */
const STARTED_S = 0.12;
/**
 * Confidence of the rail inferred: the impulse is proven, its time is the
 * middle of the two touches (the frames do not show B's way), and its rail
 * is the one the line of centres points into: under the referee line,
 * counted in the figures. Range 0.5-0.89.
 */
export const RETURN_RAIL_CONFIDENCE = 0.75;

/** B's rail hits between two reported touches of a pair (see the file's comment); `events`: the stroke's events so far. */
export function returnRails(events: readonly StrokeEvent[], hs: readonly BallHistory[], starts: readonly Start[], table: TableModel): CushionEvent[] {
  const out: CushionEvent[] = [];
  // Pyramid tables too (session 36): a jaw touch of either ball between the touches (mouths.ts, throat.ts) is an event between them, and then no rail is
  // inferred. Development Russian, 40-match blocks: 1-40 ×2 noise 30 fps #7[3] found (a ball sent into the right rail by its hitter, back into it 61 ms on),
  // 81-120 25 fps #95[6], #117[6] found; no other stroke changed (1-40, 41-80 at 60 and 30 fps, 1-40 ×2 noise at 60 and 30, 41-80 ×2 at 30, 81-120 at 50).
  const touches = events.filter((e): e is BallBallEvent => e.kind === 'ball-ball').sort((a, b) => a.t - b.t);
  for (const [i, e1] of touches.entries()) {
    const e2 = touches.slice(i + 1).find((o) => samePair(o.balls, e1.balls));
    if (!e2 || e2.t - e1.t > RETURN_SPAN_S) continue;
    for (const [a, b] of [e1.balls, [e1.balls[1], e1.balls[0]]] as const) {
      const hit = railOf(a, b, e1.t, e2.t, events, hs, starts, table);
      if (hit && ![...events, ...out].some((o) => o.kind === 'cushion' && o.ball === b && o.cushion === hit.cushion && Math.abs(o.t - hit.t) < KNOWN_HIT_S)) out.push(hit);
    }
  }
  return out;
}

/** The rail `b` met between touches of `a` at t1 and t2, or null when the stroke does not prove one. */
function railOf(a: BallId, b: BallId, t1: number, t2: number, events: readonly StrokeEvent[], hs: readonly BallHistory[], starts: readonly Start[], table: TableModel): CushionEvent | null {
  const s = starts.find((q) => q.id === b && Math.abs(q.t - t1) < STARTED_S), ha = hs.find((h) => h.id === a);
  const pa = ha ? positionAt(ha, t1) : null;
  if (!s || !pa) return null;
  // Another event of either ball between the touches may have sent them together again: B off another ball or rail, A off its rail.
  if (events.some((e) => e.t > t1 && e.t < t2 && ((e.kind === 'cushion' && (e.ball === a || e.ball === b)) || (e.kind === 'ball-ball' && !samePair(e.balls, [a, b]) && e.balls.some((x) => x === a || x === b))))) return null;
  const cushion = railSentInto(s.rest, unitOr(sub(s.rest, pa), [0, 0]), table, RETURN_REACH_MM);
  // B was seen near that rail between the touches: a ball nudged towards a rail 10 cm away, its one touch reported twice, was not
  // (development libre 40-80 #79[1], 60 fps at twice the noise: 94 mm off the bottom rail).
  const side = sides(table).find((q) => q.cushion === cushion), hb = hs.find((h) => h.id === b);
  if (!side || !hb || !hb.t.some((t, k) => t >= t1 && t <= t2 && side.line - side.sign * (side.axis === 0 ? hb.x[k]! : hb.y[k]!) <= RAIL_SEEN_MM)) return null;
  return { t: (t1 + t2) / 2, kind: 'cushion', ball: b, cushion: side.cushion, confidence: RETURN_RAIL_CONFIDENCE };
}
