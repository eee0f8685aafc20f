/**
 * Issue 5, pins (session 47, round 2): the red centre pin knocked off its
 * sticker on a seat the classifier doubts, at a coarse camera
 * (head-beside-seat.ts redStickerShows, red-knocked.ts RedHead 'blend').
 * Development 9 900 022 scene 0 (2.84 mm/px, blue cloth, the centre seat at
 * p 0.67): the white sticker and the red pin 13 mm off it make one blob
 * (234 mm², elongation 2.24) that pins.ts lyingAcrossDoubtful laid down,
 * leaving the seat empty; the head is 3-4 px of purple (the red blurred into
 * the blue), not bright, neither red by tone nor redder than the cloth.
 * Recorded: the 23 × 23 px around the seat from that frame (origin px 1012,
 * 472), pasted on its cloth at px (89, 59), so that the seat falls at
 * (99.58, 69.57); the network's two peaks there (0.49 standing, 0.35 fallen)
 * moved with it. The castle is fiveSeatCastle's at 2.84 mm/px, the chalk line
 * through seats 0, 3, 4 running down the frame as in that frame.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins } from '../src/detect/pins.js';
import { pinShape } from '../src/detect/pin-blob.js';
import { RED_STICKER_MIN_BRIGHTER, headBesideSeat, redHeadBesideSeat, redStickerShows } from '../src/detect/head-beside-seat.js';
import { namesAt, paint, pasteCrop, castleAt, crossSeats } from './detect-pins-helpers.js';
import type { CastleGeometry } from '../src/detect/castle-measures.js';

/** Rows of the recorded crop, RGB hex. */
const CROP = [
  '2f77db2e76da2f77db2f79dc2f79dc2c78da2d77d82d77d83177d93278da387adb3b7fe03179dd317bde317bde2f79dc2f79dc307add307add2e78db2e78db2f79dc2f79dc',
  '2e76da2e76da2e76da2e78db2e78db2d79db2e78d92e78d93177d93278da397bdc3b7fe02e76da2e78db2e78db2d77da2d77da2e78db2e78db2d77da2e78db2f79dc2f79dc',
  '2f77db2e76da2f77db2e78db2d77da2c78da2e78d92f79da3177d93177d9387adb3b7fe02e76da2e78db2e78db2c76d92d77da2f79dc2f79dc2f79dc2e78db2f79dc2f79dc',
  '3078dc3078dc3078dc307add2d77da2c78da2e78d92f79da3076d83076d83779da3a7edf2f77db2f79dc2e78db2d77da2d77da2f79dc307add2f79dc2e78db2e78db2e78db',
  '3078dc3078dc3078dc2f79dc2e78db2d79db2f79da2f79da3177d93177d9387adb3b7fe02e76da2e78db2e78db2c76d92c76d92e78db2e78db2d77da2e78db2e78db2d77da',
  '3078dc3078dc2f77db2d77da307add2e7adc2e78d92e78d93177d93278da397bdc3b7fe02e76da2e78db2f79dc2d77da2d77da2e78db2e78db2d77da2e78db2d77da2d77da',
  '3078dc3078dc2f77db2d77da307add2c78da2b75d62b75d62f75d73177d93779da397dde2d75d92e78db2f79dc2e78db2f79dc307add2f79dc2d77da2e78db2d77da2c76d9',
  '3176db3277de3277de3177d93378d33472c73c6ac03c6ac0376ec93772ce3a76ce3c79d22f71cf2e74d42e77d62e76d82d77d82e78db2e78db2c76d92e78db2d77da2c76d9',
  '3273db3070da2d6fdd3474d6356db85e7dbd4d448351468a5d74c43e67b74b76bb4576bb356fc13476cd2d70cb3176d32d76d5337de02b76db2d78dd2b76db2c78da2e78db',
  '3576de3372dc316fde3973d63e6fb13d4f816f4b7b653d72464a8a5a72b299b1e1a0c1f46296df3472c73979d1377ad52f78d72e7adc2a75da2b79de2d78dd2c78da2d77da',
  '3278da3373d7336dd83a6fcd3f6bac425283705079704771544e7e9fa8d1cacce1c4d3f09dcdff3474cb397ad42f74d13078da2f7bdd2c77dc2977dc2f7adf2d79db2c76d9',
  '2e77d52f73d4306dd7386ed04173bc506da75144795b49795a6497a8b9e4cbd2e5c1d2ee9eceff3474cb3477d22c71d02f77d92e79de2c7adf2876db2f7adf2e78db2d75d7',
  '2d7ad42d77d63073de3474de3174cf356cbe4865b14b65b04371be5b8ccfa4c9f6b1d7ff6197e12f71c83277d43177d72e78db2a75da2b79de2a78dd2d78dd2e78db2e76d8',
  '2d7ad22e7bd72f76e23177e63c87ec2871cf356dca376fcc2f75d53177cf4c81c74376b83c76c83475d13075d42f78d72e78db2c77dc2c7adf2a78dd2d76dc2d77da2f77d9',
  '2d7ad22e7bd53075dd3175e2226fd72e7ee1307add2f7ae02476e2317ee83e79d5467ed53976d13779d72f75d52a74d52e7adc2c7ade2d7be02a78dd2e77dd2d77da2e76d8',
  '2f7cd42d7dd63075dc3174df2d78de2e7ee12577da2679df277dec2371de427de34177d93372d12f74d3347adc2d77da2f7adf2876da2b79de2c7ade2f78de2e78d92f75d7',
  '2d7dd6297ad52f74d93374da3074d73079d72d7ad62c7bd82a78dd3277df467ce04678d93574d53177d73078da2e78db2c77dc2977dc2b79de2d7bdf2d76dc2e78d93278da',
  '297cd8277ad82e76dc3275dd3273d73277d62c79d32c7cd52978d73177d9457dde447adc3474d53177d93078dc2e7adc2c77dd2a78dd2b79de2c7ade2e78db2f79da3278d8',
  '257cdb247add2a79e22f77e33075dd3078dc297ad6277cd7237ad72a7ad93e80e03e7dde3175d63177d93078dc2e7adc2d78de2a78dd2b79dd2b79dd2f79dc2f79da3379d9',
  '277bdd257be02879e22d7ae43175e03078de2a79d8287cd6257ad42a7bd43d82df3e7fdd3276d72f77d92f77db2e78db2c77dd2a78dd2b79dd2e7adc2f79dc2f79da3079d8',
  '2b7bde287ade2a79e02f7ae03275dd3677db3177d62f7bd32b79cc307bce4381d8437eda3577d73078da2f77db2d77da2b76dc2c77dd2d78dd2f7bdd2f79dc2e78d92f77d9',
  '2f78de2e77dd2b79dd2e7adc3475db3777db3276d73279d52d79cf327acf467fd9447cdb3676d83177d92e76da2c76d92b76db2c77dd2e79de2e7adc2e78db2e78d92e76d8',
  '3675dc3475d92d77d62e78d73074d73576dc3275dd3078dc2b77d53079d8437ce54379e33575d93177d92e76da2d77da2d78dd2d78dd2d78dd2d79db2e78db2d77d82e76d8',
];
const K = 2.84, OX = 89, OY = 59, SEAT: readonly [number, number] = [99.58, 69.57];
const CLOTH = [46, 120, 219] as const;

/** The frame with the recorded crop; `over` repaints crop pixels (crop coordinates). */
function frame(over?: (u: number, v: number) => readonly number[] | null) {
  const img = paint(200, 140, () => null, CLOTH);
  return pasteCrop(img, CROP, OX, OY, over);
}

/** Five seats 126 mm apart around the centre seat at SEAT, the centre judged standing at p 0.67, the others empty. */
function castle(): CastleGeometry {
  return castleAt(crossSeats([SEAT[0] * K, SEAT[1] * K]), K, (i) => (i === 0 ? 0.67 : 0.02), (i) => i === 0);
}
const peaks = [{ cls: 'pin-standing' as const, x: 98.3, y: 68.9, score: 0.49 }, { cls: 'pin-fallen' as const, x: 98.3, y: 68.9, score: 0.35 }];

describe('the red pin knocked off a doubtful centre seat\'s sticker at a coarse camera (head-beside-seat.ts)', () => {
  it('stands: the sticker shows white and the purple head is beside it', () => {
    const img = frame();
    const s = pinShape(img, 98.3, 68.9, K);
    expect(s.areaMm2).toBeGreaterThan(200);
    expect(s.elongation).toBeGreaterThan(1.8);
    // The base: [ 'pin-fallen 98,69' ], the seat left empty.
    expect(namesAt(verifyPins(img, peaks, K, castle()))).toEqual(['pin-standing 98,69']);
    // No bright head (headBesideSeat); the sticker shows, and the head is found by its colour.
    expect(headBesideSeat(img, peaks[0]!, s, 0, K, castle())).toBe(false);
    expect(redStickerShows(img, SEAT[0], SEAT[1], K)).toBe(true);
    expect(redHeadBesideSeat(img, peaks[0]!, s, 0, K, castle())).toBe(true);
  });

  it('a red pin lying with its end over the seat covers the sticker (reads red): no red head is looked for', () => {
    // The sticker's pixels (crop 9-13, 8-13) repainted as the head's red-purple.
    const img = frame((u, v) => (u >= 9 && u <= 13 && v >= 8 && v <= 13 ? [112, 71, 113] : null));
    expect(redStickerShows(img, SEAT[0], SEAT[1], K)).toBe(false);
    expect(redHeadBesideSeat(img, peaks[0]!, pinShape(img, 98.3, 68.9, K), 0, K, castle())).toBe(false);
  });

  it('a red pin lying beside the white sticker, its part a bar and no head (HEAD_MAX_ELONGATION): no red head', () => {
    // The head's part (crop 6-8) drawn out 26 mm up the frame.
    const img = frame((u, v) => (u >= 6 && u <= 8 && v >= 1 && v <= 10 ? [112, 71, 113] : null));
    expect(redStickerShows(img, SEAT[0], SEAT[1], K)).toBe(true);
    expect(redHeadBesideSeat(img, peaks[0]!, pinShape(img, 98.3, 68.9, K), 0, K, castle())).toBe(false);
  });

  it('the sticker must read white and lit (RED_STICKER_MIN_BRIGHTER): the red pin\'s grey-pink top, a dim grey spot', () => {
    const at = (c: readonly number[]) => paint(60, 60, (u, v) => (Math.hypot(u - 30, v - 30) <= 2 ? c : null), CLOTH);
    const clothMean = (CLOTH[0] + CLOTH[1] + CLOTH[2]) / 3;
    const grey = (rise: number) => [0, 1, 2].map(() => clothMean + rise);
    expect(redStickerShows(at([202, 204, 225]), 30, 30, K)).toBe(true);
    expect(redStickerShows(at([185, 150, 161]), 30, 30, K)).toBe(false);
    expect(redStickerShows(at(grey(RED_STICKER_MIN_BRIGHTER + 2)), 30, 30, K)).toBe(true);
    expect(redStickerShows(at(grey(RED_STICKER_MIN_BRIGHTER - 2)), 30, 30, K)).toBe(false);
  });
});
