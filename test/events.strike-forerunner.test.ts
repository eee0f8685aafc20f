/**
 * A start at stroke speed before the strike that the struck ball did not set
 * off (src/events/strike.ts `forerunners`, issue 6, session 31). A cue ball
 * seen creeping under the cue long before the stroke, then hidden, hits a
 * ball A, which hits B a few ms later inside the same frame; the A–B contact
 * is not found, so B's start has no hitter and takes the strike at stroke
 * speed, though A was already running, set off by the cue ball. That strike
 * goes to the referee (0.6), not to the verdict at 0.95.
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import type { Cause } from '../src/events/causes.js';
import type { Start } from '../src/events/starts.js';
import { findStrike, forerunners, strikeCause } from '../src/events/strike.js';

const R = 34;

/** A start leaving `rest` along `dir` at `speed` (mm/s), traced to time t. */
function start(id: BallId, t: number, rest: [number, number], dir: [number, number], speed: number): Start {
  return { id, first: 0, t, rest, dir, speed, hidden: false, lastRestT: t - 0.04, departT: t + 0.01 };
}
const cause = (s: Start, by: BallId | null): Cause => ({ start: s, by, hiddenHitter: false, error: by ? 0.3 : Infinity });

// The cue ball w1 lies under the cue at the origin; A (w5) lies 400 mm along +x, B (colour) 2R + 20 mm past it.
const cue = start('w1', 0.4, [0, 0], [1, 0], 60); // its creep under the cue (noise and the cue's shadow), slower than a stroke
const a = start('w5', 1.266, [400, 0], [0.26, 0.97], 1200); // hit by w1, then by its hit on B sent off along the tangent
const b = start('colour', 1.274, [400 + 2 * R + 20, 0], [1, 0], 1220); // hit by A: 2R + 20 from A's rest, so A's rest is no hitter

describe('a start at stroke speed before the strike, set off by another ball (forerunners)', () => {
  it('makes the strike a doubt when the hit on the struck ball was missed', () => {
    const why = [cause(cue, null), cause(a, 'w1'), cause(b, null)];
    const chosen = strikeCause(why)!;
    expect(chosen.cause.start.id).toBe('colour');
    expect(forerunners(why, chosen.cause).map((c) => c.start.id)).toEqual(['w5']);
    expect(findStrike(why)).toMatchObject({ ball: 'colour', confidence: 0.6 });
  });

  it('leaves a strike sure when the earlier start comes from the struck ball (a frozen neighbour traced a little early)', () => {
    const struck = start('colour', 1.274, [400 + 2 * R, 0], [-1, 0], 1500);
    const frozen = start('w5', 1.27, [400, 0], [-1, 0], 1400);
    const why = [cause(struck, null), cause(frozen, 'colour')];
    expect(forerunners(why, strikeCause(why)!.cause)).toEqual([]);
    expect(findStrike(why)).toMatchObject({ ball: 'colour', confidence: 0.95 });
  });

  it('leaves it sure when the other ball starts after the strike', () => {
    const why = [cause(cue, null), cause(b, null), cause({ ...a, t: 1.3 }, 'colour')];
    expect(findStrike(why)).toMatchObject({ ball: 'colour', confidence: 0.95 });
  });
});
