/**
 * Issue 5, pins (session 37): a pin lying along the chalk line away from the
 * seats, one drawn-out blob with the line, was dropped as the line
 * (along-line.ts). Painted images, 2 mm per px, no parallax
 * (test/detect-pins-helpers.ts: the line at px u = 80, between seat A at
 * u = 30 and seat B at u = 130); development cases 9 500 008/5 and
 * 9 800 029/5.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, pinShape, CHALK_LINE_ELONGATION } from '../src/detect/pins.js';
import { barWidthMm } from '../src/detect/pin-blob.js';
import { LINE_PIN_MIN_WIDTH_MM } from '../src/detect/along-line.js';
import { BLUE_CLOTH, IVORY, castle, namesAt, paint } from './detect-pins-helpers.js';

/** The chalk line (6 mm wide with its blur), 60 % ivory on the cloth: bright enough to join a pin's blob. */
const LINE = BLUE_CLOTH.map((c, k) => Math.round(0.4 * c + 0.6 * IVORY[k]!));
const line = (u: number): boolean => u >= 79 && u <= 81;
/** A pin (10 × 26 mm) lying along the line, its middle 123 mm from either seat. */
const pin = (u: number, v: number): boolean => Math.abs(u - 80) <= 2 && v >= 60 && v <= 72;
const img = (withPin: boolean) => paint(160, 140, (u, v) => (withPin && pin(u, v) ? IVORY : line(u) ? LINE : null), BLUE_CLOTH);
const peak = { cls: 'pin-fallen' as const, x: 80, y: 66, score: 0.6 };

describe('a pin lying along the chalk line away from the seats (along-line.ts)', () => {
  it('its blob with the line is drawn out like the line, but as wide as a pin and bright: a lying pin', () => {
    const pic = img(true), s = pinShape(pic, peak.x, peak.y, 2);
    expect(s.elongation).toBeGreaterThanOrEqual(CHALK_LINE_ELONGATION);
    expect(barWidthMm(s)).toBeGreaterThanOrEqual(LINE_PIN_MIN_WIDTH_MM);
    expect(namesAt(verifyPins(pic, [peak], 2, castle(0.05)))).toEqual(['pin-fallen 80,66']);
  });

  it('the line alone, as bright, is narrower than a pin: dropped', () => {
    const bare = img(false), s = pinShape(bare, peak.x, peak.y, 2);
    expect(s.elongation).toBeGreaterThanOrEqual(CHALK_LINE_ELONGATION);
    expect(barWidthMm(s)).toBeLessThan(LINE_PIN_MIN_WIDTH_MM);
    expect(verifyPins(bare, [peak, { ...peak, cls: 'pin-standing' }], 2, castle(0.05))).toEqual([]);
  });
});
