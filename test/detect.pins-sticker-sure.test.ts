/**
 * Issue 5, pins (session 44): a "fallen" peak the network is fairly sure of on an empty seat's sticker, on a blob
 * smaller than FALLEN_MIN_AREA_MM2 but larger than a sticker's (9 500 007 scene 3: 0.56, 113 mm², a pin lying 6 mm
 * from the seat, dropped as the sticker). Painted images, 2 mm per px, no parallax.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, pinShape, FALLEN_MIN_AREA_MM2, SEAT_STANDING_MM, STICKER_LYING_MIN_AREA_MM2, STICKER_SURE_LYING_SCORE, type CastleGeometry } from '../src/detect/pins.js';
import { seatDistance } from '../src/detect/castle-measures.js';
import { onEmptySticker } from '../src/detect/seat-sticker.js';
import { lineFreeShape } from '../src/detect/across-seat.js';
import { STICKER_LINE_FREE_MAX_MM2 } from '../src/detect/empty-seat-line.js';
import { BLUE_CLOTH, disc, IVORY as WHITE, namesAt as names, paint } from './detect-pins-helpers.js';

describe('a "fallen" peak on an empty seat\'s sticker, larger than a sticker, the network fairly sure (sureLyingOnSticker)', () => {
  /** Seat A at px (30, 30) judged empty, seat B at (130, 30) judged standing, off the chalk line. */
  const castle: CastleGeometry = {
    seats: [[60, 60], [260, 60]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
    verdicts: [{ standing: false, top: [30, 30], pStanding: 0.01 }, { standing: true, top: [130, 30], pStanding: 0.99 }],
  };
  const frame = (r: number) => paint(160, 70, (u, v) => (disc(u, v, 30, 30, r) || disc(u, v, 130, 30, 2.5) ? WHITE : null));
  const peaks = (score: number) => [{ cls: 'pin-fallen' as const, x: 30, y: 30, score }, { cls: 'pin-standing' as const, x: 130, y: 30, score: 0.6 }];
  /** A short pin seen end on over the sticker: 116 mm² (Ø 6 px); the sticker alone 84 mm² (Ø 5 px). */
  const pin = frame(3), sticker = frame(2.5);

  it('the peak is on the sticker and both blobs are under FALLEN_MIN_AREA_MM2, only the pin\'s over STICKER_LYING_MIN_AREA_MM2', () => {
    expect(seatDistance(castle, 30, 30)).toBeLessThan(SEAT_STANDING_MM);
    expect(onEmptySticker(castle, 30, 30)).toBe(true);
    expect(pinShape(pin, 30, 30, 2).areaMm2).toBeLessThan(FALLEN_MIN_AREA_MM2);
    expect(pinShape(pin, 30, 30, 2).areaMm2).toBeGreaterThanOrEqual(STICKER_LYING_MIN_AREA_MM2);
    expect(pinShape(sticker, 30, 30, 2).areaMm2).toBeLessThan(STICKER_LYING_MIN_AREA_MM2);
  });

  it('lies where the network is fairly sure', () => {
    expect(names(verifyPins(pin, peaks(0.56), 2, castle))).toEqual(['pin-fallen 30,30', 'pin-standing 130,30']);
  });

  it('is the sticker where the network doubts, or where the blob is a sticker\'s', () => {
    expect(names(verifyPins(pin, peaks(STICKER_SURE_LYING_SCORE - 0.1), 2, castle))).toEqual(['pin-standing 130,30']);
    expect(names(verifyPins(sticker, peaks(0.7), 2, castle))).toEqual(['pin-standing 130,30']);
  });
});

describe('a sure "fallen" peak on an empty seat\'s sticker read with the chalk line (emptySeatLineRead), on a lying pin\'s blob', () => {
  /** Seat A at px (80, 30) on the chalk line (table x 160 mm), judged empty; seat B at px (80, 100), sure. */
  const castle: CastleGeometry = {
    seats: [[160, 60], [160, 200]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
    verdicts: [{ standing: false, top: [80, 30], pStanding: 0.01 }, { standing: true, top: [80, 100], pStanding: 0.99 }],
  };
  /** A bright disc on seat A with the lit line 5 px either way (145 mm², little left without the line): as a sticker, or a pin along the line looks. */
  const img = paint(160, 140, (u, v) => (disc(u, v, 80, 30, 2.5) || (Math.abs(u - 80) <= 1 && Math.abs(v - 30) <= 5) || disc(u, v, 80, 100, 2.5) ? WHITE : null), BLUE_CLOTH);
  const peaks = (score: number) => [{ cls: 'pin-fallen' as const, x: 80, y: 30, score }, { cls: 'pin-standing' as const, x: 80, y: 100, score: 0.6 }];

  it('the blob is a lying pin\'s size but the line leaves less than a sticker', () => {
    expect(pinShape(img, 80, 30, 2).areaMm2).toBeGreaterThanOrEqual(FALLEN_MIN_AREA_MM2);
    expect(lineFreeShape(img, 80, 30, 2, castle).areaMm2).toBeLessThan(STICKER_LINE_FREE_MAX_MM2);
  });

  it('lies where the network is fairly sure (9 900 030 scene 3: 0.61), is the sticker and the line where it doubts', () => {
    expect(names(verifyPins(img, peaks(0.61), 2, castle))).toEqual(['pin-fallen 80,30', 'pin-standing 80,100']);
    expect(names(verifyPins(img, peaks(0.52), 2, castle))).toEqual(['pin-standing 80,100']);
  });
});
