/**
 * A return the hitter shows by running back and stopping (returns.ts
 * `stoppedBack`, session 22): after one touch a draw pulls the hitter back
 * ever faster while it slides and a rolling ball barely slows, so a back
 * speed that falls by more than the noise was given by a second impulse.
 * Recorded tracker output of development five-pins at 30 fps (seeds 41+,
 * replayed with EVAL_SKIP): #119[3], the yellow into the white lying 7 mm
 * off the top rail, back 229 → 43 mm/s; #98[2], the white into the yellow
 * 17 mm off the left rail, back 262 → 49 mm/s, then follow takes it forward
 * again. Both were one contact (the back run under the draw bound of the
 * position and velocity tests). And a hand-made drawn hitter, noisy, at 30
 * and 60 fps: one contact.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { SLIDE_DECEL_MM_S2 } from '../src/events/cloth.js';
import type { BallId } from '../src/contracts/ids.js';
import { type Path, framesOf, noisy, recordedFrames } from './events-helpers.js';

const R = CAROM_MATCH_TABLE.ballRadius;
const LINE = CAROM_MATCH_TABLE.length / 2 - R;
const ctx = { table: CAROM_MATCH_TABLE, discipline: 'five-pins' as const };
const pairTimes = (frames: Parameters<typeof extractStroke>[0], a: BallId, b: BallId, lo: number, hi: number): number[] =>
  extractStroke(frames, ctx).events.filter((e) => e.kind === 'ball-ball' && e.balls.includes(a) && e.balls.includes(b) && e.t > lo && e.t < hi).map((e) => e.t);

describe('development five-pins #119 stroke 3 at 30 fps (recorded): the white back off the top rail into the yellow', () => {
  // Times from 28.0667 s; the truth: yellow-white 0.876, white top rail 0.884, yellow-white 0.911.
  const frames = recordedFrames([
  '0;1273.9,672.6;-161.8,243.9;1105.4,-300.4 0.0333;1275.0,672.6;-100.7,263.0;1105.7,-300.8 0.0667;1274.4,671.4;-41.7,273.1;1105.3,-300.8 0.1;1274.6,673.1;13.8,292.3;1105.2,-300.3 0.1333;1275.1,672.8;64.0,306.3;1105.4,-300.5 ',
  '0.1667;1274.3,672.0;117.4,318.1;1105.2,-300.9 0.2;1275.3,672.0;171.8,331.6;1105.5,-301.2 0.2333;1273.9,672.4;223.3,349.6;1105.0,-301.9 0.2667;1274.5,671.8;282.9,365.2;1105.8,-300.4 0.3;1274.2,671.9;335.2,377.1;1105.6,-301.0 ',
  '0.3333;1275.1,672.0;386.5,390.7;1104.8,-300.8 0.3667;1275.1,672.2;437.1,405.4; 0.4;1274.6,671.9;490.6,420.1;1105.2,-300.8 0.4333;1273.6,672.7;546.3,438.6;1106.3,-301.1 0.4667;1274.0,672.0;598.6,449.4;1104.2,-300.1 ',
  '0.5;1274.6,671.3;653.2,466.2;1104.0,-300.4 0.5333;1274.7,673.2;703.7,478.8;1105.4,-300.0 0.5667;1273.8,672.8;757.7,492.2;1104.2,-300.3 0.6;1274.4,671.6;809.7,507.8;1106.7,-300.9 0.6333;1274.5,671.6;863.9,523.1;1105.0,-300.6 ',
  '0.6667;1273.9,672.4;912.4,535.1;1105.2,-301.0 0.7;1274.9,672.6;965.7,547.4;1105.4,-301.0 0.7333;1275.0,671.3;1016.9,565.2;1105.7,-301.5 0.7667;1274.8,671.9;1072.9,578.0;1104.9,-299.8 0.8;1275.0,672.4;1121.9,592.1;1105.5,-300.7 ',
  '0.8333;1273.6,672.1;1173.8,607.5;1105.2,-300.0 0.8667;1273.2,671.9;1225.9,613.9;1105.4,-300.6 0.9;1288.6,668.9;1261.8,608.3;1106.0,-300.7 0.9333;1307.6,650.0;1285.8,583.9;1104.6,-300.4 0.9667;;1312.3,555.9;1105.7,-301.9 ',
  '1;1340.5,626.8;1340.8,533.7;1105.9,-301.8 1.0333;1354.3,614.3;1369.0,514.2;1105.5,-300.1 1.0667;1368.8,602.7;1381.9,495.9;1106.2,-300.1 1.1;1387.3,590.9;1361.1,485.5;1104.8,-300.8 1.1333;1381.8,580.4;1340.3,478.4;1105.2,-301.1 ',
  '1.1667;1377.4,567.8;1323.8,469.2;1105.9,-301.5 1.2;1365.7,559.1;1308.7,462.7;1104.9,-300.9 1.2333;1357.3,546.6;1293.2,451.1; 1.2667;1349.1,534.6;1283.4,443.6;1105.4,-301.1 1.3;1341.4,522.3;1271.4,433.0;1105.4,-301.4 ',
  ]);
  it('is two yellow-white contacts, at 0.876 and 0.911 s', () => {
    const ts = pairTimes(frames, 'yellow', 'white', 0.8, 1.0);
    expect(ts).toHaveLength(2);
    expect(Math.abs(ts[0]! - 0.876)).toBeLessThan(1 / 30);
    expect(Math.abs(ts[1]! - 0.911)).toBeLessThan(2 / 30);
  });
});

describe('development five-pins #98 stroke 2 at 30 fps (recorded): the yellow back off the left rail into the white', () => {
  // Times from 20.5667 s; the truth: white-yellow 1.491, yellow left rail 1.502, yellow-white 1.529.
  const frames = recordedFrames([
  '0;-113.1,293.9;-1372.5,-494.3;408.2,-67.5 0.0333;-114.4,293.6;-1372.3,-494.1;408.6,-68.4 0.0667;-114.1,294.3;-1372.6,-492.9;408.1,-67.4 0.1;-114.9,293.9;-1371.0,-493.6;407.5,-68.3 0.1333;-115.9,294.1;-1373.3,-494.5;408.3,-68.1 ',
  '0.1667;-114.0,293.8;-1372.7,-493.9;408.5,-68.3 0.2;-113.8,294.2;-1372.6,-494.7;408.9,-68.9 0.2333;-114.6,293.2;-1371.5,-492.6;407.4,-68.6 0.2667;-114.4,293.5;-1372.3,-493.2;408.2,-68.7 0.3;-114.2,293.4;-1372.7,-494.5;408.2,-68.4 ',
  '0.3333;-115.2,293.9;-1371.8,-494.9;408.1,-68.6 0.3667;-114.7,293.7;-1372.7,-493.8;408.1,-69.3 0.4;;-1372.3,-494.0;407.5,-68.5 0.4333;;-1372.9,-494.4;408.0,-67.6 0.4667;;-1372.7,-493.9;408.7,-68.3 ',
  '0.5;;-1372.5,-493.9;407.5,-68.8 0.5333;;-1372.6,-494.1;407.6,-67.6 0.5667;;-1372.4,-494.0;407.6,-68.6 0.6;;-1372.0,-494.0;408.1,-68.5 0.6333;;-1372.2,-494.5;408.9,-68.3 ',
  '0.6667;;-1373.1,-493.7;408.3,-68.5 0.7;;-1373.2,-493.9;408.4,-68.3 0.7333;;-1372.1,-494.3;409.1,-68.6 0.7667;;-1372.6,-494.2;408.9,-68.4 0.8;;-1371.2,-493.6;408.7,-67.3 ',
  '0.8333;;-1373.5,-492.7;408.6,-67.3 0.8667;-286.1,183.2;-1372.3,-494.2;407.9,-68.3 0.9;-344.3,145.4;-1371.9,-495.1;408.7,-67.9 0.9333;-402.3,110.7;-1371.7,-494.0;409.4,-67.7 0.9667;-465.8,70.8;-1372.1,-493.9;408.6,-68.3 ',
  '1;-518.5,40.4;-1371.4,-493.4;408.3,-67.6 1.0333;-571.3,5.3;-1372.0,-494.1; 1.0667;-631.0,-25.4;-1372.0,-494.6;409.4,-68.4 1.1;-680.2,-61.8;-1371.5,-494.6;409.4,-68.2 1.1333;-737.5,-97.0;-1372.9,-494.5;408.9,-67.5 ',
  '1.1667;-795.3,-137.0;-1371.5,-493.5;407.4,-68.2 1.2;-846.0,-169.4;-1372.1,-493.1;408.1,-67.8 1.2333;-898.9,-199.8;-1372.5,-493.4;408.1,-68.8 1.2667;-953.0,-234.8;-1371.9,-494.6;408.5,-69.0 1.3;-1008.4,-270.6;-1372.7,-494.6;408.1,-67.2 ',
  '1.3333;-1065.6,-307.8;-1372.5,-493.7;408.2,-68.4 1.3667;-1116.5,-340.8;-1373.6,-494.0;408.0,-68.8 1.4;-1171.5,-375.0;-1372.1,-494.1;409.0,-68.0 1.4333;-1226.3,-405.8;-1372.5,-494.2;408.0,-67.9 1.4667;-1281.0,-442.2;-1373.6,-494.0;408.3,-68.1 ',
  '1.5;-1317.5,-467.2;-1392.0,-500.2;407.7,-67.7 1.5333;-1317.3,-471.8;-1350.8,-526.7;407.0,-68.6 1.5667;-1310.8,-466.2;-1322.0,-555.9;408.9,-68.3 1.6;-1302.7,-462.0;-1288.1,-580.9;408.9,-67.8 1.6333;-1303.9,-460.2;-1258.9,-611.2;407.1,-67.4 ',
  '1.6667;-1300.7,-458.9;;408.0,-68.5 1.7;-1302.5,-459.3;-1206.3,-656.2;407.4,-67.9 1.7333;-1302.3,-462.2;-1180.0,-681.5;407.3,-68.4 1.7667;-1305.6,-462.2;-1158.9,-664.5;407.7,-69.4 1.8;-1310.9,-465.6;-1136.6,-645.7;408.3,-67.9 ',
  '1.8333;-1319.8,-471.4;-1116.0,-632.9;408.1,-67.8 1.8667;-1326.2,-472.7;-1092.5,-623.9;408.3,-67.4 1.9;-1333.5,-479.3;-1071.1,-613.4;407.9,-68.0 1.9333;-1342.0,-482.6;-1047.0,-598.1;407.7,-67.3 ',
  ]);
  it('is two white-yellow contacts, at 1.491 and 1.529 s', () => {
    const ts = pairTimes(frames, 'white', 'yellow', 1.4, 1.65);
    expect(ts).toHaveLength(2);
    expect(Math.abs(ts[0]! - 1.491)).toBeLessThan(1 / 30);
    expect(Math.abs(ts[1]! - 1.529)).toBeLessThan(2 / 30);
  });
});

describe('hand-made: a cut into a rail, the white drawn back, noisy (σ 1.5 mm)', () => {
  // As test/events.returns.test.ts's drawn case: line of centres at 45° into the right rail, the red 20 mm off it; the white
  // stops dead and is drawn back at SLIDE_DECEL_MM_S2 / 1.3 for 0.25 s, then rolls back at that speed: one touch.
  const vIn = 1500, t1 = 1.01, c = Math.SQRT1_2, a = SLIDE_DECEL_MM_S2 / 1.3, rest: [number, number] = [LINE - 20, 100], vRed = 0.97 * vIn;
  const pa: [number, number] = [rest[0] - 2 * R * c, rest[1] - 2 * R * c], tRail = t1 + 20 / (vRed * c);
  const white: Path = (t) => {
    const s = t <= t1 ? -vIn * (t1 - Math.max(t, 0.3)) : -0.5 * a * Math.min(t - t1, 0.25) ** 2 - a * 0.25 * Math.max(0, t - t1 - 0.25);
    return [pa[0] + s * c, pa[1] + s * c];
  };
  const red: Path = (t) => {
    if (t <= t1) return rest;
    if (t <= tRail) return [rest[0] + vRed * c * (t - t1), rest[1] + vRed * c * (t - t1)];
    const u = Math.min(t - tRail, 0.3);
    return [LINE - 0.7 * vRed * c * u, rest[1] + vRed * c * (tRail - t1) + vRed * c * u];
  };
  for (const fps of [30, 60]) {
    it(`is one contact at ${fps} fps, over 10 noise seeds`, () => {
      for (let seed = 1; seed <= 10; seed++) {
        const frames = framesOf({ white: noisy(white, 1.5, seed), red: noisy(red, 1.5, seed + 40), yellow: noisy(() => [-600, -300], 0.6, seed + 80) }, 1.8, fps);
        expect(pairTimes(frames, 'white', 'red', t1 - 0.2, t1 + 0.4), `seed ${seed}`).toHaveLength(1);
      }
    });
  }
});
