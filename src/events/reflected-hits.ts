/**
 * Cushion hits read from a contact rather than from a path. A ball resting
 * by a rail, hit along a line of centres into it, touches the cushion within
 * a frame of the contact and is first seen already leaving it: no turn of
 * its path shows the hit (cushions.ts needs a way in), and its departure was
 * explained only by trying it mirrored in that cushion (starts.ts, a
 * `reflected` cause). It cannot pass through the cushion, so it touched it:
 * the hit is reported from the cause's geometry, timed from the contact and
 * the gap to the rail, under the referee line. The rails hidden hitters met
 * on their way in (hidden-approach.ts) and a pinched hitter touched around
 * its contact (pinch.ts, pinch-tangent.ts) are gathered here too. The hits
 * a ball's first visible line shows when traced back past its rest place
 * are rebound.ts's (`hiddenRebounds`), found first and passed in as known.
 * Split from rebound.ts in session 29 (no behaviour change).
 */
import type { CushionEvent } from '../contracts/events.js';
import type { TableModel } from '../geometry/tables.js';
import { inMouth, KNOWN_HIT_S, sides, gapToLine } from './cushions.js';
import type { BallHistory } from './history.js';
import { hiddenApproachHits } from './hidden-approach.js';
import { pinchHits } from './pinch.js';
import { tangentHits } from './pinch-tangent.js';
import type { Cause } from './causes.js';


/**
 * Confidence of a cushion hit read from a reflected cause: a ball lying by a
 * rail, hit along a line of centres into it, first seen leaving it. That the
 * ball touched the cushion follows (it cannot pass through it), but the
 * touch itself lies between frames, a few ms after the ball contact: under
 * the referee line, counted in the figures. Range 0.5-0.89.
 */
const REFLECTED_HIT_CONFIDENCE = 0.75;
/**
 * Smallest share of the line of centres towards a cushion (cosine with its
 * normal) that sends the ball into it: a hit nearly along the rail leaves
 * the ball rolling beside it, and the line's direction is only known to a
 * few degrees. Raising it misses hits at a shallow angle into the rail;
 * lowering it invents touches for balls sent along it. Range 0.05-0.5.
 */
const INTO_RAIL_MIN = 0.15;
/**
 * Farthest (mm) from a cushion's contact line a ball may lie for its
 * reflected start to put a hit on that cushion (as starts.ts's reach for
 * trying mirrors). Range 0-150.
 */
const REFLECTED_REACH_MM = 45;

/**
 * Slowest approach (mm/s) of the hitter along the mirrored line of centres
 * for a reflected cause to stand: a ball that was not coming in along that
 * line cannot have pushed the other into the rail (the mirror matched a
 * passing ball by chance). The hitter's velocity is read across the contact
 * itself, so it is known only roughly. Raising it drops real hits at low
 * frame rates; lowering it lets chance mirrors through. Range 0-300.
 */
const REFLECTED_MIN_PUSH_MM_S = 50;

/**
 * Longest time (s) past the ball's first point off its rest that its reach
 * of the rail may come (`reach`: the contact plus the gap over the speed
 * into the rail). A mirror says the ball was first seen already leaving the
 * rail, so it reached it before that point, up to the errors of the speeds
 * (the hitter's push read across the contact, the departure's speed) and of
 * the contact time: development libre, one-, three-cushion and five-pins
 * 1-40 at 60/30 fps, the true touches came at most 156 ms after it (libre
 * #4[4] at 30 fps, the push read at 115 mm/s), 83 ms or less but for two.
 * A ball that lay a few cm off the rail and was sent at it slowly would have
 * been seen on its way in for a quarter of a second: the mirror matched a
 * hitter by chance (one-cushion #30[5] and five-pins #26[6] at 60 fps: 288
 * and 479 ms, both false 0.75 touches of balls 25-38 mm off their rails).
 * Raising it keeps such chance mirrors; lowering it towards the true lags
 * loses touches whose speeds were read low. Range 0.16-0.28.
 */
const REFLECTED_LATE_S = 0.25;

/**
 * Cushion hits implied by causes found through a mirror (starts.ts): the
 * line of centres ran into a cushion the ball lay near, and the ball was
 * first seen leaving it, so it touched that cushion (two, in a corner)
 * between the contact and its first point off its rest. The time is the
 * contact's plus the gap over the speed along the line. `known`: hits
 * already found (by their turn, or unfolded by rebound.ts
 * `hiddenRebounds`). With the histories `hs`, also the rails hidden hitters
 * met on their way in (hidden-approach.ts) and the rails a pinched hitter
 * touched either side of its contact (pinch.ts).
 */
export function reflectedHits(found: readonly Cause[], table: TableModel, known: readonly CushionEvent[], hs: readonly BallHistory[] = []): CushionEvent[] {
  const out: CushionEvent[] = hs.length > 0 ? hiddenApproachHits(found, hs, table, known) : [];
  for (const c of found) {
    const n = c.normal, s = c.start;
    if (!c.reflected || !n || !c.by || (c.push ?? 0) < REFLECTED_MIN_PUSH_MM_S) continue;
    const tc = c.t ?? s.t;
    for (const side of sides(table)) {
      const into = side.sign * n[side.axis], away = side.sign * s.dir[side.axis], gap = gapToLine(side, s.rest);
      if (into < INTO_RAIL_MIN || away >= 0 || gap > REFLECTED_REACH_MM || inMouth(table, side, s.rest[1 - side.axis]!)) continue;
      if (known.some((e) => e.ball === s.id && e.cushion === side.cushion && Math.abs(e.t - tc) < KNOWN_HIT_S)) continue;
      const reach = tc + Math.max(0, gap) / Math.max(Math.max(c.push ?? 0, s.speed) * into, 1);
      if (reach - s.departT > REFLECTED_LATE_S) continue;
      const t = Math.min(Math.max(reach, tc), Math.max(s.departT, tc));
      out.push({ t, kind: 'cushion', ball: s.id, cushion: side.cushion, confidence: REFLECTED_HIT_CONFIDENCE });
    }
  }
  // A hitter pinched between a rail and the ball it met touched the rail between frames, before or after the contact (pinch.ts),
  // or right after it along its tangent, coming back bent by spin (pinch-tangent.ts).
  if (hs.length === 0) return out;
  const pinched = [...out, ...pinchHits(found, hs, table, [...known, ...out])];
  return [...pinched, ...tangentHits(found, hs, table, [...known, ...pinched])];
}
