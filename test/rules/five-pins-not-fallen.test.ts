/** Pins that fell but are not fallen (CEB B/7 3003.5, 3003.7): src/rules/five-pins/leaning.ts, pins.ts. */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../../src/contracts/events.js';
import { CAROM_MATCH_TABLE } from '../../src/geometry/tables.js';
import { chainPins, notFallenFalls, pinFalls } from '../../src/rules/five-pins/pins.js';
import { PIN_LEAN_REACH_MM, pinsLeaningOn } from '../../src/rules/five-pins/leaning.js';
import { PINS } from '../../src/contracts/ids.js';

const t = CAROM_MATCH_TABLE;
const bottomSeat = -t.castle.pinDistance;

describe('pins leaning on the cue ball', () => {
  it('lean when the ball touches the pin at its seat, not when it covers it or lies a little off', () => {
    const touching = t.ballRadius + t.castle.pinBodyRadius;
    expect(pinsLeaningOn(t, [bottomSeat - touching, 0], PINS)).toEqual(['bottom']);
    expect(pinsLeaningOn(t, [bottomSeat - touching - PIN_LEAN_REACH_MM, 0], PINS)).toEqual(['bottom']);
    expect(pinsLeaningOn(t, [bottomSeat - touching - PIN_LEAN_REACH_MM - 1, 0], PINS)).toEqual([]);
    expect(pinsLeaningOn(t, [bottomSeat - t.ballRadius, 0], PINS)).toEqual([]);
  });
});

describe('the chain of a fall', () => {
  const events: StrokeEvent[] = [
    { t: 0, kind: 'strike', ball: 'white' },
    { t: 1, kind: 'pin-fall', pin: 'left', by: 'left' },
    { t: 1.1, kind: 'pin-fall', pin: 'centre', by: 'left' },
    { t: 1.2, kind: 'pin-fall', pin: 'right', by: 'centre' },
    { t: 1.3, kind: 'pin-fall', pin: 'top', by: 'yellow' },
  ];
  it('runs back through the pins that knocked it, stopping at a ball, a cycle or itself', () => {
    expect(chainPins(events, 3)).toEqual(['right', 'centre', 'left']);
    expect(chainPins(events, 4)).toEqual(['top']);
    expect(chainPins(events, 1)).toEqual(['left']);
  });
  it('drops a pin ruled not fallen and everything it set off, nothing else', () => {
    const { counted } = pinFalls(events, PINS);
    expect(notFallenFalls(counted, events, ['left']).map((f) => f.pin)).toEqual(['left', 'centre', 'right']);
    expect(notFallenFalls(counted, events, []).map((f) => f.pin)).toEqual([]);
  });
});
