/**
 * Issue 5, pins (session 36): a pin lying beside a seat judged standing
 * without the classifier being sure, with a "standing" peak on it
 * (beside-doubtful.ts). Painted images, 2 mm per px, no parallax; development
 * cases 9 600 001/4, 9 700 008/4, 9 900 029/6, 9 500 017/4.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, pinShape } from '../src/detect/pins.js';
import { BESIDE_DOUBTFUL_MIN_AREA_MM2 } from '../src/detect/beside-doubtful.js';
import { END_PIN_MAX_AREA_MM2 } from '../src/detect/seat-sticker.js';
import { FALLEN_BODY_ELONGATION, KNOCKED_SURE_P } from '../src/detect/castle-measures.js';
import { CLOTH, WHITE, castle, disc, names, paint } from './detect-pins-helpers.js';

// Seat B at px (130, 30), off the chalk line (px u = 80); the peak 10 mm off it.
const peak = [{ cls: 'pin-standing' as const, x: 130, y: 35, score: 0.45 }];
/** A 26 × 10 mm pin lying beside seat B, its middle 10 mm off it. */
const lyingPin = paint(160, 70, (u, v) => (u >= 124 && u <= 136 && v >= 33 && v <= 37 ? WHITE : null), CLOTH);
/** Seat B's pin standing 10 mm off it (Ø 10 mm). */
const shiftedPin = paint(160, 70, (u, v) => (disc(u, v, 130, 35, 2.5) ? WHITE : null), CLOTH);

describe('a pin lying beside a doubtful standing seat (beside-doubtful.ts)', () => {
  it('a "standing" peak on a lying pin\'s blob beside a seat judged standing at 0.7 is that pin, lying, and the seat gets no standing pin', () => {
    const s = pinShape(lyingPin, 130, 35, 2);
    expect(s.areaMm2).toBeGreaterThanOrEqual(BESIDE_DOUBTFUL_MIN_AREA_MM2);
    expect(s.areaMm2).toBeLessThanOrEqual(END_PIN_MAX_AREA_MM2);
    expect(s.elongation).toBeGreaterThanOrEqual(FALLEN_BODY_ELONGATION);
    expect(names(verifyPins(lyingPin, peak, 2, castle(0.7)))).toEqual(['pin-fallen 130 35']);
  });

  it('a round blob there is the seat\'s pin standing, knocked off it', () => {
    expect(names(verifyPins(shiftedPin, peak, 2, castle(0.7)))).toEqual(['pin-standing 130 35']);
  });

  it('where the classifier is sure of the seat (knockedSure) the peak stays its standing pin', () => {
    expect(KNOCKED_SURE_P).toBeLessThan(0.95);
    expect(names(verifyPins(lyingPin, peak, 2, castle(0.95)))).toEqual(['pin-standing 130 35']);
  });
});
