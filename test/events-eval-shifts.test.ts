/**
 * The evaluation's pin-shift row (five-pins 3003.4): found shifts against
 * true ones by pin, and whether a found shift names the true shifter (`by`).
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import { addShifts, shiftAgreement } from '../src/events/eval/metrics.js';

const shift = (pin: string, by?: string, t = 1): StrokeEvent => ({ t, kind: 'pin-shift', pin, ...(by ? { by } : {}) } as StrokeEvent);
const fall = (pin: string, by: string, t = 1.2): StrokeEvent => ({ t, kind: 'pin-fall', pin, by } as StrokeEvent);

describe('pin-shift agreement', () => {
  it('matches shifts by pin and counts the shifter named the same, another or none', () => {
    const truth = [shift('top', 'white'), shift('left', 'centre'), shift('right', 'yellow'), shift('bottom', 'red')];
    const found = [shift('top', 'white', 1.3), shift('left', 'white'), shift('right'), shift('centre', 'white')];
    expect(shiftAgreement(truth, found)).toEqual({ tally: { tp: 3, fp: 1, fn: 1, timeErrorsFrames: [] }, by: { same: 1, other: 1, none: 1 }, visible: { tp: 3, fn: 1 } });
  });

  it('leaves out a true shift of a pin that fell later in the stroke (the camera sees the fall, the rules ignore the shift)', () => {
    expect(shiftAgreement([shift('top', 'white'), fall('top', 'yellow')], [fall('top', 'yellow')]).tally).toEqual({ tp: 0, fp: 0, fn: 0, timeErrorsFrames: [] });
  });

  it('a true shift without a shifter counts for the tally only', () => {
    const a = shiftAgreement([shift('top')], [shift('top', 'white')]);
    expect(a).toEqual({ tally: { tp: 1, fp: 0, fn: 0, timeErrorsFrames: [] }, by: { same: 0, other: 0, none: 0 }, visible: { tp: 1, fn: 0 } });
    expect(addShifts(a, a).tally.tp).toBe(2);
    expect(addShifts(a, a).visible).toEqual({ tp: 2, fn: 0 });
  });

  it('counts apart the true shifts whose pin moved at least the given distance (what a camera can show)', () => {
    const moved: Record<string, number> = { top: 1.3, left: 0.2, right: 1.1 };
    const a = shiftAgreement([shift('top'), shift('left'), shift('right')], [shift('top'), shift('left')], (p) => moved[p]!, 1);
    expect(a.tally).toEqual({ tp: 2, fp: 0, fn: 1, timeErrorsFrames: [] });
    expect(a.visible).toEqual({ tp: 1, fn: 1 });
  });
});
