/**
 * A standing pin the network gave no peak for, on a seat the classifier
 * judged empty without being sure (unpeaked-seat.ts, session 33): where the
 * pixels at the pin's top are as bright as a pin the seat gets its standing
 * pin; cloth there (or an arm's faint shade), the sticker alone, a sure
 * empty verdict, or a network peak near the seat (the seat rules decide)
 * leave it empty.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, type PinCand } from '../src/detect/pins.js';
import { castle, disc, names, paint, WHITE } from './detect-pins-helpers.js';

/** A standing pin seen from above (its top and body, Ø 12 mm at 2 mm per px: ~113 mm²) on seat B, the castle's seat at px (130, 30); `colour` its pixels. */
const pinOnB = (colour: readonly number[] = WHITE, rPx = 3) => paint(200, 80, (u, v) => (disc(u, v, 130, 30, rPx) ? colour : null));

describe('a doubtful empty seat with no peak near it (unpeaked-seat.ts)', () => {
  it('p 0.4 (≥ doubtfulLine 0.35), no peak, a pin bright at its top: the seat gets its standing pin', () => {
    expect(names(verifyPins(pinOnB(), [], 2, castle(0.4)))).toEqual(['pin-standing 130 30']);
  });

  it('bare cloth, a shade fainter than a pin (AWAY_LYING_MIN_CONTRAST), or a sticker-sized blob (STICKER_MAX_AREA_MM2) at the top: no pin', () => {
    expect(names(verifyPins(paint(200, 80, () => null), [], 2, castle(0.4)))).toEqual([]);
    expect(names(verifyPins(pinOnB([60, 130, 90]), [], 2, castle(0.4)))).toEqual([]);
    // The sticker (Ø 8 mm: 50 mm²) under the top where the camera shows little parallax (development 9 500 012/3).
    expect(names(verifyPins(pinOnB(WHITE, 2), [], 2, castle(0.4)))).toEqual([]);
  });

  it('below doubtfulLine the classifier\'s "empty" stands', () => {
    expect(names(verifyPins(pinOnB(), [], 2, castle(0.3)))).toEqual([]);
  });

  it('a peak within KNOCKED_MAX_MM of the seat leaves it to the seat rules (a sticker-sized "fallen" peak: dropped)', () => {
    const peak: PinCand[] = [{ cls: 'pin-fallen', x: 131, y: 30, score: 0.3 }];
    expect(names(verifyPins(pinOnB(), peak, 2, castle(0.4)))).toEqual([]);
  });
});
