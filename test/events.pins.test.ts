/**
 * Pin shifts on coarse video (issue 6, seen on test-videos/match-five-pins at
 * 540p): a pin is ~2 px there and its detected place jitters and steps by a
 * pixel, which must not read as a confident shift at the strike's time.
 */
import { describe, expect, it } from 'vitest';
import { PINS, type PinId } from '../src/contracts/ids.js';
import { pinSeats } from '../src/geometry/castle.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { mulberry32 } from '../src/sim/physics/index.js';
import type { TrackedFrame } from '../src/track/tracker.js';
import { pinEvents } from '../src/events/pins.js';

const FPS = 30, STRIKE = 1;
const seats = pinSeats(CAROM_MATCH_TABLE);

/** Two seconds of frames, every pin standing at its seat plus `jitter` (uniform ±mm); `pin` offset by `offset(t)`. */
function frames(pin: PinId, jitter: number, offset: (t: number) => [number, number], seed = 7): TrackedFrame[] {
  const rnd = mulberry32(seed);
  return Array.from({ length: 2 * FPS }, (_, i): TrackedFrame => {
    const t = i / FPS;
    const pinsStanding = PINS.map((p) => {
      const [ox, oy] = p === pin ? offset(t) : [0, 0];
      return { x: seats[p][0] + ox + jitter * (2 * rnd() - 1), y: seats[p][1] + oy + jitter * (2 * rnd() - 1) };
    });
    return { frame: i, t, balls: [], pinsStanding, pinsFallen: [], backfill: [] };
  });
}

describe('pin shifts', () => {
  it('a pixel step of a jittering pin (540p) is not a shift', () => {
    const fs = frames('left', 4, (t) => (t > STRIKE + 0.3 ? [3.5, 0] : [0, 0]));
    const found = pinEvents(fs, CAROM_MATCH_TABLE, [], STRIKE);
    expect(found.events.filter((e) => e.kind === 'pin-shift')).toEqual([]);
    expect(found.after.left).toBe('standing');
  });

  it('a clear shift with no ball seen reaching the pin is timed when it moved, for the referee to look at', () => {
    const moved = STRIKE + 0.4;
    const fs = frames('centre', 0.6, (t) => (t >= moved ? [8, 0] : [0, 0]));
    const shifts = pinEvents(fs, CAROM_MATCH_TABLE, [], STRIKE).events.filter((e) => e.kind === 'pin-shift');
    expect(shifts).toHaveLength(1);
    expect(shifts[0]!.t).toBeCloseTo(moved, 1);
    expect(shifts[0]!.confidence).toBeLessThan(0.9);
  });
});
