import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PINS, type PinId } from '../../src/contracts/ids.js';
import type { StrokeEvent } from '../../src/contracts/events.js';
import { CAROM_MATCH_TABLE } from '../../src/geometry/tables.js';
import { CENTRE_ALONE_VALUE, inPlay, pinFalls, pinPoints, pinStatus, rootOf } from '../../src/rules/five-pins/pins.js';

const fall = (t: number, pin: PinId, by: string): StrokeEvent => ({ t, kind: 'pin-fall', pin, by } as StrokeEvent);

describe('pinPoints (2002.1)', () => {
  it('values outer pins 2, the centre 4, the centre alone 10', () => {
    expect(pinPoints(['top'])).toBe(2);
    expect(pinPoints(['top', 'left', 'right', 'bottom'])).toBe(8);
    expect(pinPoints(['centre', 'left'])).toBe(6);
    expect(pinPoints(['centre'])).toBe(CENTRE_ALONE_VALUE);
    expect(pinPoints(PINS)).toBe(12);
    expect(pinPoints([])).toBe(0);
  });
  it('counts a pin once however often it is listed', () => {
    expect(pinPoints(['centre', 'centre'])).toBe(10);
    expect(pinPoints(['top', 'top', 'left'])).toBe(4);
  });
  it('property: 10 exactly for the centre alone, else 2 per outer pin + 4 for the centre', () => {
    fc.assert(fc.property(fc.subarray([...PINS]), (pins) => {
      const expected = pins.length === 1 && pins[0] === 'centre' ? 10 : pins.reduce((s, p) => s + (p === 'centre' ? 4 : 2), 0);
      expect(pinPoints(pins)).toBe(expected);
    }));
  });
});

describe('pinStatus (3003.8)', () => {
  const t = CAROM_MATCH_TABLE;
  it('every pin is in play on an empty castle', () => {
    expect(inPlay(pinStatus(t, { balls: { white: [-700, 0] } }))).toEqual([...PINS]);
    expect(inPlay(pinStatus(t))).toEqual([...PINS]);
  });
  it('takes off a pin whose seat a ball covers, and only that one', () => {
    const s = pinStatus(t, { balls: { white: [0, 63] } });
    expect(s.left).toBe('covered');
    expect(s.centre).toBe('in-play');
  });
  it('a ball just clear of the seat leaves the pin in play', () => {
    const clear = t.ballRadius + t.castle.pinBaseRadius + 0.5;
    expect(pinStatus(t, { balls: { red: [63 + clear, 0] } }).top).toBe('in-play');
    expect(pinStatus(t, { balls: { red: [63 + clear - 1, 0] } }).top).toBe('covered');
  });
  it('keeps removed and fallen pins out of play', () => {
    const s = pinStatus(t, { balls: {}, pins: { top: 'removed', right: 'fallen', centre: 'standing' } });
    expect(inPlay(s)).toEqual(['centre', 'bottom', 'left']);
  });
});

describe('rootOf / pinFalls (3003.2-3)', () => {
  it('traces a chain of pins back to the ball', () => {
    const events = [fall(1, 'top', 'white'), fall(1.1, 'centre', 'top'), fall(1.2, 'left', 'centre')];
    expect(rootOf(events, 2)).toEqual({ ball: 'white', index: 0 });
  });
  it('gives null for a chain ending on a pin that never fell, and for a cycle', () => {
    expect(rootOf([fall(1, 'left', 'right')], 0)).toBeNull();
    expect(rootOf([fall(1, 'left', 'right'), fall(1, 'right', 'left')], 0)).toBeNull();
  });
  it('follows a pin that only shifted to the ball its shift names (3003.3-4), and stops where the shift names none', () => {
    const shift = (t: number, pin: PinId, by?: string): StrokeEvent => ({ t, kind: 'pin-shift', pin, ...(by ? { by } : {}) } as StrokeEvent);
    expect(rootOf([shift(1, 'left', 'yellow'), fall(1.1, 'centre', 'left')], 1)).toEqual({ ball: 'yellow', index: 0 });
    expect(rootOf([shift(1, 'left', 'top'), fall(0.9, 'top', 'red'), fall(1.1, 'centre', 'left')], 2)).toEqual({ ball: 'red', index: 1 });
    expect(rootOf([shift(1, 'left'), fall(1.1, 'centre', 'left')], 1)).toBeNull();
    expect(rootOf([shift(1, 'left', 'centre'), fall(1.1, 'centre', 'left')], 1)).toBeNull();
  });
  it('counts each pin in play once and sets the others apart', () => {
    const events = [fall(1, 'top', 'red'), fall(2, 'top', 'red'), fall(2.5, 'right', 'red')];
    const { counted, ignored } = pinFalls(events, ['top', 'centre']);
    expect(counted.map((f) => f.pin)).toEqual(['top']);
    expect(ignored).toEqual(['right']);
  });
});
