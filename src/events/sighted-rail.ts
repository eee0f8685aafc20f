/**
 * The struck ball's rail between its one sighting and the ball it met
 * (issue 6, session 39). A cue ball struck under the cue into a near rail
 * and on into a ball is seen at most once between the rail and the touch
 * (they lie 20-30 ms apart): pinch.ts needs three points of a way in, and
 * hidden-approach.ts a hitter first seen after the touch. Development
 * one-cushion #16[7] at 60 fps: the yellow, 58 mm off the right rail, met
 * it 37 ms after the strike, was seen once at 43 ms and touched the white
 * at 57 ms; the rail was missed.
 *
 * Three places of that way are known: the rest place S (a struck ball
 * leaves it straight: no contact before its first), the one sighting Q and
 * the contact point P (the object ball left along the line of centres, so
 * P = rest − 2R·û, starts.ts). A straight way from S passes through Q and
 * P alike; Q clearly off the line S → P says the way turned before Q. The
 * leg Q → P is then the way out of that turn: traced back from Q it meets a
 * rail's contact line at H, and the leg S → H mirrored in that rail runs
 * along Q → P (the reflection), as in pinch.ts. The hit is dated where the
 * leg, at the speed it needs to reach P by the contact, left H.
 * Development A/B (one-cushion, three-cushion, libre, cadre-47-2, five-pins
 * 1-40 at 60 and 30 fps; one-cushion and three-cushion at twice the noise):
 * one-cushion 60 fps #16[7] found (dated 0.8 ms early, 1.8 ms late at twice
 * the noise), nothing else changed.
 */
import type { CushionEvent } from '../contracts/events.js';
import type { TableModel } from '../geometry/tables.js';
import { segmentDistance } from '../geometry/segment.js';
import { sub } from '../geometry/vec.js';
import type { Cause } from './causes.js';
import { KNOWN_HIT_S, sides } from './cushions.js';
import type { BallHistory } from './history.js';
import { OFF_LINE_MM, crossingAhead, lineDistance, mirrors } from './pinch.js';
import { touchPlace } from './starts.js';
import { SIGHT_BEFORE_S } from './struck-way-in.js';

/**
 * Slowest leg Q → P (mm/s) read: a slow ball's one sighting and the object
 * ball's direction put P and Q a few mm off, which over a short, slow leg
 * turns its direction by tens of degrees. As pinch.ts's MIN_SPEED_MM_S.
 * Range 100-1000.
 */
const MIN_LEG_SPEED_MM_S = 300;

/**
 * Shortest leg Q → P (mm): its direction is the line through two places
 * known to a few mm (Q one detection, P the object ball's direction times
 * 2R), so under this its error exceeds the mirror's tolerance. Range 10-60.
 */
const MIN_LEG_MM = 20;

/**
 * Confidence of such a hit: it follows from geometry (the way cannot reach
 * both Q and P straight from S), never seen, its date from a leg between
 * two places known to a few mm. As pinch.ts's PINCH_CONFIDENCE: under the
 * referee line, counted as found. Range 0.5-0.85.
 */
export const SIGHTED_RAIL_CONFIDENCE = 0.75;

/**
 * Rail hits of struck balls seen once between a rail and their first
 * contact: `found`, the stroke's causes (the struck ball X has no cause and
 * a hidden start; the contact is a later cause with X as hitter); `known`,
 * the cushion hits found so far (none of X's may lie between its start and
 * the contact, and the same rail is not reported twice).
 */
export function sightedRailHits(found: readonly Cause[], hs: readonly BallHistory[], table: TableModel, known: readonly CushionEvent[]): CushionEvent[] {
  const out: CushionEvent[] = [];
  // Carom tables only, as struck-rail.ts: the pyramid's pockets cut its rails and its crowded balls were not measured.
  if (table.kind !== 'carom') return out;
  const R = table.ballRadius, lines = sides(table);
  for (const c of found) {
    const by = c.by, s = c.start;
    const own = by ? found.find((o) => o.start.id === by) : undefined;
    const g = hs.find((h) => h.id === by);
    // X struck from its rest place: no cause of its own, hidden under the cue.
    if (!by || !own || own.by !== null || !own.start.hidden || !g) continue;
    const sa = own.start, tc = c.t ?? s.t;
    if (known.some((e) => e.ball === by && e.t > sa.t - KNOWN_HIT_S && e.t < tc)) continue;
    // Its one sighting before the object ball's first point off its rest.
    const k = g.t.indexOf(sa.departT);
    if (k < 0 || !(g.t[k + 1]! >= s.departT) || tc - g.t[k]! < SIGHT_BEFORE_S) continue;
    const tq = g.t[k]!, q: [number, number] = [g.x[k]!, g.y[k]!];
    const p = touchPlace(s, R);
    // A straight way from the rest place would pass through the sighting.
    if (lineDistance(q, sa.rest, sub(p, sa.rest)) < OFF_LINE_MM) continue;
    const leg = sub(p, q), len = Math.hypot(leg[0], leg[1]), speed = len / (tc - tq);
    if (len < MIN_LEG_MM || speed < MIN_LEG_SPEED_MM_S) continue;
    // Back from the sighting along the leg to a rail, no earlier than the strike.
    const back: [number, number] = [(-leg[0] / len) * speed, (-leg[1] / len) * speed];
    const hit = crossingAhead(q, back, -tq, -sa.t, lines, table);
    if (!hit || !mirrors(sub(hit.at, sa.rest), leg, hit.side)) continue;
    // The way in to the rail passes the object ball clear (else it met that ball first).
    if (segmentDistance(s.rest, sa.rest, hit.at) < 2 * R) continue;
    const t = -hit.t;
    if ([...known, ...out].some((e) => e.ball === by && e.cushion === hit.side.cushion && Math.abs(e.t - t) < KNOWN_HIT_S)) continue;
    out.push({ t, kind: 'cushion', ball: by, cushion: hit.side.cushion, confidence: SIGHTED_RAIL_CONFIDENCE });
  }
  return out;
}
