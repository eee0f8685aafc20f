/**
 * A ball sent into a near rail and back into its hitter, proved by the two
 * balls' ways after the rail hit (`rail-meet.ts`, issue 6, session 14):
 * traced back, they overlap after the rail hit and after the ball hit was
 * seen off its rest, so the pair met again there. Recorded tracker output of
 * development five-pins #13 stroke 5 at 60 fps (times from 53.8 s; the
 * truth: yellow-white 0.760, white's rail 0.773, white-yellow 0.796): the
 * yellow struck under the cue, unseen through both touches (no way in for
 * returns.ts), the white 33 mm from the rail. And a hand-made near miss: a
 * cut into a ball 20 mm from a rail, the ball back off the rail passing
 * 3.6 mm wide of its hitter, one touch.
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { framesOf, nearMissPaths, noisy, recordedFrames, pairEvents, pairTimes } from './events-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'five-pins' as const };
const R = CAROM_MATCH_TABLE.ballRadius;
const contactTimes = (frames: Parameters<typeof extractStroke>[0], a: BallId, b: BallId): number[] => pairTimes(extractStroke(frames, ctx).events, a, b);

describe('development five-pins #13 stroke 5 at 60 fps (recorded): the white off the rail back into the unseen yellow', () => {
  const frames = recordedFrames([
  '0.0000;-1161.1,-646.6;-1194.3,-566.4;1354.2,345.1 0.0167;-1160.1,-646.3;-1194.6,-566.4;1353.8,346.4 0.0333;-1159.2,-646.0;-1194.8,-566.8;1354.5,345.1 0.0500;-1159.5,-645.8;-1194.1,-566.7;1353.3,344.9 0.0667;-1159.4,-646.2;-1193.7,-567.4;1353.6,345.5 ',
  '0.0833;-1160.1,-646.9;-1194.5,-567.3;1353.4,344.9 0.1000;-1160.2,-647.5;-1194.6,-567.0;1354.4,345.4 0.1167;-1158.3,-647.2;-1193.8,-567.0;1354.0,345.0 0.1333;-1159.9,-646.4;-1194.2,-566.5;1353.4,345.6 0.1500;-1159.3,-645.7;-1194.2,-566.3;1353.6,345.7 ',
  '0.1667;-1159.0,-646.5;-1194.2,-567.0;1354.2,344.9 0.1833;-1160.3,-646.7;-1194.2,-566.1;1353.6,345.2 0.2000;-1159.5,-647.0;-1194.6,-566.7;1353.1,346.0 0.2167;-1160.1,-645.6;-1193.1,-566.4;1354.5,344.4 0.2333;-1160.6,-646.4;-1194.0,-567.0;1353.5,345.6 ',
  '0.2500;-1159.2,-647.2;-1194.9,-566.6;1353.4,344.9 0.2667;-1159.8,-646.1;-1195.4,-566.5;1354.7,345.9 0.2833;-1159.9,-646.6;-1194.2,-566.7;1353.0,345.5 0.3000;-1159.1,-647.1;-1193.3,-566.1;1354.2,345.7 0.3167;-1159.8,-647.0;-1194.1,-566.6;1353.7,345.6 ',
  '0.3333;-1160.1,-646.6;-1194.4,-566.4;1353.8,345.2 0.3500;-1160.8,-646.7;;1353.0,345.0 0.3667;-1160.6,-646.3;;1353.5,345.9 0.3833;-1159.0,-646.1;;1353.2,345.5 0.4000;-1159.3,-645.8;;1353.9,346.1 ',
  '0.4167;-1159.4,-646.9;;1353.0,344.9 0.4333;-1159.3,-645.8;;1353.2,345.2 0.4500;-1159.8,-646.7;;1352.3,344.7 0.4667;-1160.5,-647.1;;1352.7,345.8 0.4833;-1159.9,-647.5;;1353.3,345.7 ',
  '0.5000;-1160.0,-647.0;;1353.6,345.1 0.5167;-1161.2,-647.2;;1353.6,343.9 0.5333;-1160.7,-647.6;;1354.1,345.9 0.5500;-1159.8,-646.8;;1354.3,345.2 0.5667;-1159.7,-646.3;;1354.3,345.2 ',
  '0.5833;-1160.2,-646.5;;1352.6,345.9 0.6000;-1159.8,-647.7;;1353.5,345.5 0.6167;-1159.9,-646.5;;1353.2,345.5 0.6333;-1159.4,-646.3;;1352.9,345.9 0.6500;-1159.6,-646.7;;1354.1,344.3 ',
  '0.6667;-1159.0,-647.5;;1353.2,345.9 0.6833;-1160.8,-646.3;;1354.6,345.8 0.7000;-1160.1,-645.1;;1353.9,345.6 0.7167;-1160.0,-646.3;;1353.1,344.9 0.7333;-1159.9,-646.3;;1353.8,345.6 ',
  '0.7500;-1160.3,-646.0;;1353.7,345.2 0.7667;-1153.3,-663.0;; 0.7833;-1136.7,-661.2;;1353.8,344.7 0.8000;-1120.0,-637.0;;1353.3,345.1 0.8167;-1098.9,-620.5;;1352.5,345.1 ',
  '0.8333;-1075.6,-611.9;-1164.4,-537.6;1353.3,345.1 0.8500;-1053.7,-602.8;-1169.4,-516.1;1353.7,346.2 0.8667;-1031.7,-591.4;;1353.2,345.1 0.8833;-1013.3,-578.4;-1174.7,-478.9;1353.7,345.9 0.9000;-994.4,-568.9;-1176.8,-463.7;1353.6,345.6 ',
  '0.9167;-970.8,-557.1;-1176.6,-445.1;1353.2,345.9 0.9333;-956.0,-547.6;-1178.2,-428.2;1354.2,345.0 0.9500;;-1179.5,-413.4;1354.2,345.2 0.9667;-917.6,-523.1;-1180.9,-398.4;1353.4,346.2 0.9833;-898.1,-515.5;-1181.5,-379.1;1352.9,345.4 ',
  '1.0000;-886.4,-507.2;-1183.2,-364.0;1353.0,344.8 1.0167;-870.1,-493.7;-1183.6,-350.7;1352.7,345.3 1.0333;-849.9,-483.8;-1185.6,-335.9;1353.3,345.5 1.0500;-830.2,-476.7;-1184.3,-318.2;1353.4,345.7 1.0667;-817.3,-466.6;-1184.0,-305.5;1353.5,346.3 ',
  '1.0833;-798.7,-457.5;-1187.1,-290.4;1353.9,345.2 1.1000;-784.2,-446.1;-1189.4,-274.8;1353.4,345.3 1.1167;-768.6,-436.6;-1189.5,-262.2;1353.6,344.9 1.1333;-752.2,-428.2;-1190.7,-248.4;1352.8,345.4 1.1500;-733.3,-415.3;-1192.4,-232.3;1353.3,345.6 ',
  '1.1667;-720.0,-406.7;-1192.8,-217.7;1353.8,346.4 1.1833;-704.1,-396.6;-1192.5,-204.6;1354.9,345.5 1.2000;-685.7,-387.2;-1193.3,-189.0;1354.3,346.0 ',
  ]);
  it('is two yellow-white contacts, the second after the white\'s rail hit', () => {
    const ts = contactTimes(frames, 'yellow', 'white');
    expect(ts).toHaveLength(2);
    expect(Math.abs(ts[0]! - 0.760)).toBeLessThan(1 / 60);
    expect(Math.abs(ts[1]! - 0.796)).toBeLessThan(1 / 60);
  });
});

describe('hand-made near miss: a ball back off a rail passing 3.6 mm wide of its hitter', () => {
  // The paths: `nearMissPaths` (events-helpers.ts); their true ways pass 3.6 mm wider than 2R, 53 ms after the touch (two
  // to three frames after the red was seen off its rest: inside the span rail-meet.ts traces).
  const { white, red, t1, tRail } = nearMissPaths();
  it('the paths as made: closest 2R + 3-5 mm', () => {
    let d = Infinity;
    for (let t = tRail; t < t1 + 0.2; t += 0.0005) { const w = white(t)!, r = red(t)!; d = Math.min(d, Math.hypot(w[0] - r[0], w[1] - r[1])); }
    expect(d - 2 * R).toBeGreaterThan(3);
    expect(d - 2 * R).toBeLessThan(5);
  });
  for (const fps of [60, 30]) {
    // σ 1.5 mm is 2.5 times the renders' rest noise. Before session 15 the resting red's noise made three moving runs at
    // 60 fps (history.ts) and seed 3's strike went to the red at 0.6 (0.183 s): one white-red contact, in a wrong stroke.
    // In session 15 the strike was the white's, but a second white-red touch was read at 0.8: extract.ts kept a doubtful
    // finding "confirmed by" the red's start, dated 18 ms after the sure touch; a sure finding of the pair as near that
    // start now explains it (`confirmedElsewhere`, session 16) and the strict assertion is back.
    it(`one white-red contact at ${fps} fps, over 6 noise seeds (σ 1.5 mm)`, () => {
      let extra = 0;
      for (let seed = 1; seed <= 6; seed++) {
        const frames = framesOf({ white: noisy(white, 1.5, seed), red: noisy(red, 1.5, seed + 40), yellow: noisy(() => [-600, -300], 0.6, seed + 80) }, 1.4, fps);
        const found = pairEvents(extractStroke(frames, ctx).events, 'white', 'red');
        expect(found.length, `seed ${seed}`).toBeGreaterThanOrEqual(1);
        extra += found.length - 1;
      }
      expect(extra).toBe(0);
    });
  }
});
