/**
 * Issue 5, pins (session 20): a standing pin on a seat the classifier judged
 * empty only doubtfully (DOUBTFUL_EMPTY_P), which the network saw standing on
 * a round blob smaller than a hand (tuning 9 300 089 scenes 3 and 7: laid down
 * or dropped; 9 300 062 scene 3: a pin lying against it, the seat left empty).
 * Painted images, 2 mm per px, no parallax (test/detect-pins-helpers.ts).
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, DOUBTFUL_EMPTY_P } from '../src/detect/pins.js';
import { WHITE, castle, disc, names, paint } from './detect-pins-helpers.js';

describe('a standing pin on a seat judged empty doubtfully', () => {
  // Seat B at px (130, 30); its pin (Ø 10 mm) standing 8 mm off it, seen "standing" more surely than "fallen".
  const img = paint(160, 70, (u, v) => (disc(u, v, 134, 30, 2.5) ? WHITE : null));
  const peaks = [{ cls: 'pin-standing' as const, x: 134, y: 30, score: 0.56 }, { cls: 'pin-fallen' as const, x: 134, y: 30, score: 0.31 }];

  it('the classifier hesitating: the seat\'s pin stands', () => {
    expect(names(verifyPins(img, peaks, 2, castle(0.42)))).toEqual(['pin-standing 134 30']);
  });

  it('the classifier sure the seat is empty: no standing pin (the sticker rules as before)', () => {
    expect(verifyPins(img, peaks, 2, castle(DOUBTFUL_EMPTY_P - 0.05)).map((p) => p.cls)).not.toContain('pin-standing');
  });

  it('a blob as large as a hand or an arm is not stood up', () => {
    const arm = paint(160, 70, (u, v) => (disc(u, v, 134, 30, 9) ? WHITE : null));
    expect(verifyPins(arm, peaks, 2, castle(0.45)).map((p) => p.cls)).not.toContain('pin-standing');
  });

  it('a pin lying against it, the network sure of the lying pin there: both pins, the standing one on its seat', () => {
    // The seat's pin on the seat and a pin lying beside it (with its shadow 16 × 18 mm): one compact blob, one spot for both peaks.
    const pair = paint(160, 70, (u, v) => (disc(u, v, 130, 30, 2.5) || (u >= 131 && u <= 138 && Math.abs(v - 30) <= 4.5) ? WHITE : null));
    const both = [{ cls: 'pin-fallen' as const, x: 134.5, y: 30, score: 0.74 }, { cls: 'pin-standing' as const, x: 134.5, y: 30, score: 0.29 }];
    expect(names(verifyPins(pair, both, 2, castle(0.47)))).toEqual(['pin-fallen 135 30', 'pin-standing 130 30']);
    expect(names(verifyPins(pair, both, 2, castle(0.1)))).toEqual(['pin-fallen 135 30']);
  });
});
