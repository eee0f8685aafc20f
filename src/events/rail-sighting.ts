/**
 * A ball first seen off its rest on a rail's contact line (issue 6,
 * session 41). A cue ball struck under the cue into a rail a hand's width
 * away and back into a ball within a frame or two is seen at most once
 * between its rest place and that contact; when that one frame caught it on
 * the rail itself, its centre lies on the rail's contact line, where no
 * ball is without touching the cushion. The turn analysis (cushions.ts)
 * needs points on both sides of the turn, rebound.ts a straight way out
 * (the contact bends it within a frame), hidden-approach.ts a hitter first
 * seen after the contact, and session 39's sighted-rail reading (reverted:
 * a held-out extra) a sighting between the rail and the contact, off the
 * straight line and mirrored within a tolerance. Here the sighting itself is
 * the touch: development one-cushion #72 stroke 6 at 60 fps, the yellow
 * 110 mm off the top rail, hidden from 0.4 s before the strike, first seen
 * 4.5 mm past the top rail's contact line in the rail's frame (+60 ms; the
 * touch +61 ms), then 24 mm back off it after touching the white (+76 ms):
 * the rail was missed at 60 and 30 fps.
 *
 * The sighting is the start's first point off its rest; the rest place lies
 * well inside the rail (the ball came to the rail, it did not lie against
 * it) and the next point, seen soon after, lies clearly back off the line
 * (the ball left the rail: not a detection pulled onto the line by noise
 * while the ball ran along it).
 */
import type { CushionEvent } from '../contracts/events.js';
import type { TableModel } from '../geometry/tables.js';
import { gapToLine, inMouth, KNOWN_HIT_S, sides } from './cushions.js';
import type { BallHistory } from './history.js';
import { SHORT_WAY_MM } from './rebound.js';
import type { Start } from './starts.js';

/**
 * The sighting lies at most this far (mm) short of the contact line: the
 * moving ball's detection noise (1.2 mm plus 0.4 per m/s in the renders,
 * per axis) at a rail speed of 2-4 m/s is 2-3 mm. Raising it lets a ball
 * passing short of the rail claim it; lowering it loses sightings pulled
 * short by noise. Range 1-8.
 */
const SIGHT_SHORT_MM = 4;
/**
 * ... or this far (mm) past it: the ball presses into the rubber, and its
 * blurred detection lies a few mm further (#72[6]: 4.5 mm). A point far past
 * the line is no ball's centre. Range 5-20.
 */
const SIGHT_PAST_MM = 12;
/**
 * The next point lies this much (mm) farther back off the line than the
 * sighting: the ball left the rail. Raising it refuses slow rebounds seen a
 * frame later; lowering it towards the noise lets a ball running along the
 * rail, seen once on the line, pass. Range 4-30.
 */
const BACK_OFF_MM = 10;
/** The next point is seen within this (s) of the sighting: two frames at 30 fps. Range 0.03-0.15. */
const NEXT_WITHIN_S = 0.07;
/** Confidence: one sighting, never the turn itself; under the referee line, counted in the figures. Range 0.5-0.85. */
const RAIL_SIGHT_CONFIDENCE = 0.75;

/**
 * Cushion hits of balls whose first point off their rest lies on a rail's
 * contact line (`known`: cushion events already found, not reported twice).
 */
export function railSightings(hs: readonly BallHistory[], starts: readonly Start[], table: TableModel, known: readonly CushionEvent[]): CushionEvent[] {
  const out: CushionEvent[] = [];
  for (const s of starts) {
    const h = hs.find((q) => q.id === s.id);
    const k = h ? h.t.indexOf(s.departT) : -1;
    if (!h || k < 0 || k + 1 >= h.t.length || s.faint || h.t[k + 1]! - h.t[k]! > NEXT_WITHIN_S) continue;
    const p: [number, number] = [h.x[k]!, h.y[k]!], next: [number, number] = [h.x[k + 1]!, h.y[k + 1]!];
    for (const side of sides(table)) {
      const gap = gapToLine(side, p);
      if (gap > SIGHT_SHORT_MM || gap < -SIGHT_PAST_MM || gapToLine(side, s.rest) < SHORT_WAY_MM || gapToLine(side, next) < Math.max(gap, 0) + BACK_OFF_MM) continue;
      if (inMouth(table, side, p[1 - side.axis]!)) continue;
      const t = h.t[k]!;
      if (known.some((e) => e.ball === s.id && e.cushion === side.cushion && Math.abs(e.t - t) < KNOWN_HIT_S)) continue;
      out.push({ t, kind: 'cushion', ball: s.id, cushion: side.cushion, confidence: RAIL_SIGHT_CONFIDENCE });
    }
  }
  return out;
}
