/**
 * A mirror whose rail the ball would have reached long after it was first seen leaving its rest is a chance match
 * (reflected-hits.ts REFLECTED_LATE_S): no touch. The causes are built from the values the development strokes' causes
 * read (start, contact, push, the mirrored normal), on the carom match table.
 */
import { describe, expect, it } from 'vitest';
import type { Cause } from '../src/events/causes.js';
import { reflectedHits } from '../src/events/reflected-hits.js';
import { sides } from '../src/events/cushions.js';
import { CAROM_MATCH_TABLE as table } from '../src/geometry/tables.js';

const line = (cushion: string): number => sides(table).find((s) => s.cushion === cushion)!.line;

/** A reflected cause: `id` lay `gap` mm inside the rail (its along coordinate `along`), left along `dir` at `speed` mm/s, first seen off its rest `dep` s after the contact at `tc`. */
function mirrored(id: 'white' | 'yellow' | 'red', by: 'white' | 'yellow', rest: [number, number], dir: [number, number], normal: [number, number], speed: number, push: number, tc: number, dep: number): Cause {
  return {
    start: { id, first: 0, t: tc, rest, dir, speed, hidden: false, lastRestT: tc - 0.02, departT: tc + dep },
    by, hiddenHitter: false, error: 0.5, reflected: true, normal, push,
  };
}

describe('a touch read from a cause found through a mirror', () => {
  it('is not reported when the rail lay a quarter second past the first point off the rest (one-cushion #30[5], 60 fps)', () => {
    // The white 29.2 mm inside the right rail, its push from the yellow 167 mm/s at 0.58 into the rail: 0.30 s to reach it,
    // yet first seen off its rest 15 ms after the contact, leaving the rail. The base read a right touch at 0.75 (false).
    const c = mirrored('white', 'yellow', [724.4, -(line('right') - 29.2)], [0.82, 0.58], [0.82, -0.58], 55, 167, 56.885, 0.0153);
    expect(reflectedHits([c], table, [])).toEqual([]);
  });
  it('is kept for a slow push read across the contact, 156 ms late (libre #4[4], 30 fps, a true top touch)', () => {
    const c = mirrored('red', 'white', [line('top') - 34.9, 300], [-0.90, 0.44], [1.0, -0.03], 223, 115, 41.2, 0);
    const hits = reflectedHits([c], table, []);
    expect(hits.map((e) => `${e.ball}:${e.cushion}`)).toEqual(['red:top']);
    expect(hits[0]!.confidence).toBe(0.75);
  });
});
