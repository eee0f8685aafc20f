/**
 * A lying pin the search finds alone on the cloth whose peak blob runs on
 * into what lies beside it (issue 5, pins; session 38, unseen-lying.ts
 * barOnItsOwn): the blob measure (pinShape) floods down to 0.45 of the
 * pin's contrast and takes in a dark shadow or object, or a touching pin, the
 * search's part leaves out, so the blob is too large or too round for a pin;
 * the part's own pixels are a lying pin's bar.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins } from '../src/detect/pins.js';
import { pinShape } from '../src/detect/pin-blob.js';
import { AWAY_MAX_AREA_MM2 } from '../src/detect/castle-measures.js';
import { castle, disc, names, paint } from './detect-pins-helpers.js';

/** A dim ivory pin (180 from the cloth: its blob takes in what differs by more than 81) and a shadow of the cloth (94 from it). */
const PIN = [150, 200, 160] as const, SHADOW = [8, 30, 16] as const;
/** A lying pin seen from above: 26 × 10 mm centred at (x, y) px (2 mm per px), along image x. */
const lying = (u: number, v: number, x: number, y: number): boolean => Math.abs(u - x) <= 6.5 && Math.abs(v - y) <= 2.5;
const seen = [{ cls: 'pin-standing' as const, x: 130, y: 30, score: 0.6 }];

describe('a lying pin beside a shadow the blob takes in (barOnItsOwn)', () => {
  it('is found at its bar\'s middle although its blob is larger than a pin\'s', () => {
    // The pin at (50, 70) px, 89 mm from seat A; a ball's shadow (Ø 48 mm) over its long side.
    const img = paint(200, 120, (u, v) => (disc(u, v, 130, 30, 2.5) || lying(u, v, 50, 70) ? PIN : disc(u, v, 50, 84, 12) ? SHADOW : null));
    expect(pinShape(img, 50, 70, 2).areaMm2).toBeGreaterThanOrEqual(AWAY_MAX_AREA_MM2);
    expect(names(verifyPins(img, seen, 2, castle(0.97)))).toEqual(['pin-fallen 50 70', 'pin-standing 130 30']);
  });

  it('the shadow alone, and a line-thin streak beside it, are no pin', () => {
    // A streak 40 × 4 mm (elongation 10: only the chalk line or a cue's edge is so drawn out) against the shadow.
    const img = paint(200, 120, (u, v) => (disc(u, v, 130, 30, 2.5) || (Math.abs(u - 50) <= 10 && Math.abs(v - 71) <= 1) ? PIN : disc(u, v, 50, 84, 12) ? SHADOW : null));
    expect(names(verifyPins(img, seen, 2, castle(0.97)))).toEqual(['pin-standing 130 30']);
  });

  it('the lit rim of a dark object, drawn out like a bar but with its middle off itself, is no pin (the core test)', () => {
    // A 130° arc 21-26 mm from the middle of a dark disc (Ø 28 mm): 260 mm², elongation 3.3; its middle lies on the cloth between them.
    const rim = (u: number, v: number): boolean => {
      const d = Math.hypot(u - 50, v - 85), deg = (Math.atan2(v - 85, u - 50) * 180) / Math.PI;
      return d >= 10.5 && d <= 13 && Math.abs(deg + 90) <= 65;
    };
    const img = paint(200, 120, (u, v) => (disc(u, v, 130, 30, 2.5) || rim(u, v) ? PIN : disc(u, v, 50, 85, 7) ? SHADOW : null));
    expect(names(verifyPins(img, seen, 2, castle(0.97)))).toEqual(['pin-standing 130 30']);
  });
});
