/**
 * Two pins gone in one frame never knock each other (src/events/pin-knocks.ts `creditedTo`, issue 6, session 56).
 * Development five-pins #13 stroke 3 at 30 fps under a player's varied cue cover (EVAL_SEEDS=dev EVAL_CAMERA=cue
 * EVAL_SKIP=12 EVAL_MATCHES=1 EVAL_FPS=30): the yellow, struck under the cue, knocked the bottom pin 68 ms later and
 * the bottom pin the centre one; both were last seen standing in one frame and gone in the next, no ball was seen
 * reaching either, and each took the other as its knocker (0.6 each): the yellow's pins-first foul was missed with
 * confidence 1, no reading naming a ball. Here the two falls as creditKnocker receives them, with no pin bodies seen.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { pinSeats } from '../src/geometry/castle.js';
import { creditKnocker, type Fallen } from '../src/events/pin-knocks.js';
import type { TrackedFrame } from '../src/track/tracked.js';

describe('two pins gone in the same frame with no ball seen reaching either', () => {
  it('credits one to the other and leaves the other with no knocker, for the referee', () => {
    const seats = pinSeats(CAROM_MATCH_TABLE);
    const frames: TrackedFrame[] = [0.15, 0.183, 0.217].map((t, i) => ({ frame: i, t, balls: [], pinsStanding: [], pinsFallen: [], backfill: [] }));
    const fall = (pin: 'bottom' | 'centre'): Fallen => ({ pin, t: 0.2, by: pin, confidence: 0.5, lastUp: 0.183, goneAt: 0.217, still: 0.183 });
    const fallen = [fall('bottom'), fall('centre')];
    for (const f of fallen) creditKnocker(fallen, f, frames, seats);
    const [bottom, centre] = fallen as [Fallen, Fallen];
    // Before: bottom by centre and centre by bottom, 0.6 each.
    expect([bottom.by, centre.by]).toEqual(['centre', 'centre']);
    expect(centre.confidence).toBe(0.3);
  });
});
