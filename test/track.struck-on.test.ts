/**
 * A struck white that meets a third ball between its first two detections (Russian 30 fps at twice the noise,
 * development #242[5], EVAL_SKIP=241 EVAL_MATCHES=1 EVAL_NOISE=2). The cue ball (w5), unseen under the cue for 0.4 s,
 * strikes a white (w3) 120 mm ahead; w3 leaves its gate at once, runs 4.3 m/s into a third white (w7) and turns 60°
 * before its second detection. Its chain, traced back, passes 71 mm from its place (past the 60 mm adoption gate);
 * the hidden cue ball is barred from it (it lies beyond w3's place on the cue ball's way: through-twin.ts
 * `behindTwin`), and with every id taken the re-spot path gave it the nearest ball lost for good: the cue ball
 * (an identity swap; the cue ball's own chain then took a pocketed ball's id). The twin a chain lies beyond is the
 * chain's own ball struck on: it now takes the chain at the distance its still place lies off the cue ball's way
 * (adoption.ts `adoptionCosts`, through-twin.ts `struckOnOffset`). Detections from 0.8 s before the strike to
 * 0.2 s after, each labelled with its true ball; two more whites ('g1', 'g2') seen in the first frames only stand for
 * the match's two pocketed balls, so that every id is taken as in the match.
 */
import { describe, expect, it } from 'vitest';
import { struckOnOffset } from '../src/track/through-twin.js';
import { type Det, swaps, withPocketedStandIns } from './track-russian-helpers.js';

const M242: Det[][] = [
    [['colour', 1294.6, 177.4, 1], ['w4', -956.5, 581.7], ['w5', 1016.5, -821.5], ['w7', 1171.3, -407.9], ['w3', 1080.5, -637.5], ['w6', 25.3, -564.2]],
    [['w7', 1171.9, -409.5], ['colour', 1292.8, 179.5, 1], ['w6', 26.4, -565.6], ['w3', 1082.5, -639.7], ['w4', -955.6, 583.3], ['w5', 1017.1, -820.5]],
    [['w7', 1174.2, -409.6], ['w6', 24.0, -565.5], ['w4', -955.3, 584.4], ['w3', 1081.3, -640.1], ['colour', 1295.9, 180.9, 1], ['w5', 1015.3, -820.2]],
    [['w4', -959.2, 584.6], ['w3', 1080.8, -638.6], ['w6', 26.7, -565.6], ['w5', 1015.6, -819.0], ['w7', 1171.7, -406.3], ['colour', 1293.3, 180.4, 1]],
    [['w5', 1015.9, -818.2], ['w7', 1172.0, -408.5], ['w3', 1081.0, -638.4], ['w6', 25.4, -564.4], ['w4', -958.8, 584.1], ['colour', 1295.5, 180.7, 1]],
    [['w3', 1081.9, -639.5], ['colour', 1293.3, 179.3, 1], ['w6', 22.6, -563.4], ['w4', -953.5, 584.3], ['w7', 1170.7, -406.4], ['w5', 1015.6, -823.6]],
    [['colour', 1293.5, 178.4, 1], ['w7', 1171.7, -405.9], ['w3', 1081.2, -637.3], ['w5', 1015.6, -819.2], ['w6', 24.7, -563.8], ['w4', -955.7, 584.8]],
    [['w7', 1173.7, -409.3], ['w5', 1017.2, -821.0], ['w6', 23.9, -564.4], ['colour', 1294.4, 178.5, 1], ['w4', -956.0, 583.6], ['w3', 1081.7, -639.4]],
    [['w5', 1015.9, -820.4], ['w7', 1171.6, -405.7], ['colour', 1292.8, 178.4, 1], ['w4', -955.2, 584.2], ['w3', 1082.3, -637.2], ['w6', 24.6, -564.9]],
    [['w5', 1016.4, -820.6], ['w7', 1170.7, -406.1], ['w3', 1083.5, -637.8], ['w6', 24.6, -564.2], ['w4', -956.9, 582.0], ['colour', 1295.1, 179.2, 1]],
    [['w5', 1015.9, -820.0], ['w6', 25.3, -564.2], ['colour', 1295.0, 178.6, 1], ['w4', -954.8, 583.5], ['w3', 1082.9, -638.0], ['w7', 1172.9, -409.4]],
    [['w3', 1081.5, -638.6], ['w5', 1014.1, -820.0], ['w6', 22.6, -562.4], ['w4', -952.6, 584.5], ['w7', 1171.8, -406.6], ['colour', 1293.0, 180.6, 1]],
    [['w3', 1082.2, -639.7], ['colour', 1295.0, 179.3, 1], ['w7', 1173.1, -409.3], ['w6', 23.9, -564.9], ['w4', -957.6, 581.6]],
    [['w6', 24.7, -565.9], ['w3', 1083.3, -637.9], ['w4', -957.0, 584.4], ['w7', 1171.5, -407.3], ['colour', 1293.8, 178.6, 1]],
    [['w6', 22.8, -563.2], ['colour', 1294.8, 180.8, 1], ['w7', 1171.9, -407.8], ['w4', -956.9, 584.3], ['w3', 1080.9, -638.4]],
    [['w6', 25.3, -564.4], ['w4', -957.1, 585.1], ['colour', 1294.2, 180.7, 1], ['w3', 1080.0, -638.7], ['w7', 1170.4, -407.3]],
    [['w7', 1171.7, -408.3], ['colour', 1293.0, 178.1, 1], ['w6', 25.7, -564.7], ['w3', 1083.0, -638.4], ['w4', -956.6, 584.6]],
    [['colour', 1293.0, 178.1, 1], ['w6', 24.5, -565.1], ['w4', -956.3, 584.1], ['w3', 1081.2, -641.2], ['w7', 1173.7, -407.6]],
    [['colour', 1294.3, 181.1, 1], ['w4', -955.1, 585.2], ['w7', 1171.2, -409.3], ['w3', 1082.7, -639.6], ['w6', 25.1, -566.3]],
    [['w3', 1081.8, -637.5], ['colour', 1293.5, 182.2, 1], ['w6', 24.4, -564.4], ['w4', -957.8, 584.0], ['w7', 1173.0, -408.8]],
    [['w4', -957.6, 582.4], ['w7', 1172.4, -408.5], ['colour', 1293.6, 181.6, 1], ['w3', 1082.0, -638.1], ['w6', 23.0, -563.9]],
    [['w6', 23.7, -564.3], ['w4', -954.1, 579.9], ['w3', 1080.2, -639.1], ['colour', 1292.7, 179.2, 1], ['w7', 1172.0, -408.7]],
    [['w6', 24.4, -564.4], ['w7', 1173.8, -409.4], ['w4', -957.7, 582.9], ['w3', 1082.3, -638.9], ['colour', 1295.3, 179.0, 1]],
    [['colour', 1293.0, 180.5, 1], ['w6', 24.6, -564.4], ['w4', -957.5, 582.8], ['w7', 1171.9, -409.1], ['w3', 1081.7, -642.9]],
    [['w7', 1173.2, -408.3], ['colour', 1295.3, 177.6, 1], ['w4', -955.7, 583.3], ['w3', 1082.7, -635.9], ['w6', 24.2, -563.6]],
    [['w4', -956.6, 586.4], ['w3', 1138.9, -520.6], ['w6', 25.3, -564.5], ['colour', 1295.6, 178.5, 1], ['w7', 1171.1, -409.2]],
    [['w7', 1211.9, -337.0], ['w5', 1063.2, -701.0], ['w6', 26.2, -563.3], ['w3', 1135.6, -461.5], ['w4', -956.6, 583.3]],
    [['w6', 24.1, -562.7], ['colour', 1293.7, 179.2, 1], ['w7', 1266.7, -194.8], ['w3', 1128.1, -450.1], ['w4', -954.8, 583.1], ['w5', 1067.8, -700.0]],
    [['w7', 1326.5, -74.9], ['colour', 1295.7, 179.9, 1], ['w4', -958.3, 584.6], ['w6', 24.6, -562.7], ['w5', 1066.7, -709.1], ['w3', 1120.5, -443.6]],
    [['w4', -955.1, 586.0], ['w5', 1064.2, -718.5], ['colour', 1296.6, 178.7, 1], ['w3', 1109.7, -436.7], ['w6', 22.7, -563.6]],
];

describe('tracker: a struck white that meets a third ball before its chain is confirmed (Russian 30 fps ×2)', () => {
  it('gives the struck white its own chain, not the hidden cue ball\'s id (#242[5])', () => {
    const frames = withPocketedStandIns(M242);
    expect(swaps(frames, 10)).toEqual([]);
  });
  it('reads how far a missed twin\'s still place lies off a hidden ball\'s way through it', () => {
    const twin = { x: 100, y: 6, lastSeen: 1, missed: true, still: { x: 100, y: 6, t: 1 } };
    // The way from (0, 0) to (300, 0) runs 6 mm past the twin, which lay still after the hidden ball was last seen (t 0.5).
    expect(struckOnOffset({ x: 0, y: 0 }, 0.5, { x: 300, y: 0 }, twin, 34)).toBeCloseTo(6, 9);
    // Not through it: still before the hidden ball was last seen, seen now, off the way by more than 1.5 radii, or behind the start.
    expect(struckOnOffset({ x: 0, y: 0 }, 1.5, { x: 300, y: 0 }, twin, 34)).toBe(Infinity);
    expect(struckOnOffset({ x: 0, y: 0 }, 0.5, { x: 300, y: 0 }, { ...twin, missed: false }, 34)).toBe(Infinity);
    expect(struckOnOffset({ x: 0, y: 60 }, 0.5, { x: 300, y: 60 }, twin, 34)).toBe(Infinity);
    expect(struckOnOffset({ x: 200, y: 0 }, 0.5, { x: 300, y: 0 }, twin, 34)).toBe(Infinity);
  });
});
