/**
 * A ball's displacement is one contact's evidence, not two
 * (src/events/shift-owner.ts, issue 6, session 23). Recorded tracker rows
 * (t;white;yellow;red) from the events evaluation's simulated detections.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { type ContactFinding, ballContacts } from '../src/events/contacts.js';
import type { BallId } from '../src/contracts/ids.js';
import { histories } from '../src/events/history.js';
import { IMPULSE_CONFIDENCE } from '../src/events/shift-owner.js';
import { recordedFrames, isPair } from './events-helpers.js';

const R = CAROM_MATCH_TABLE.ballRadius;

/**
 * Development libre #14 stroke 7 at 25 fps (seeds 1-40): the white hits the
 * yellow (66.18), the yellow passes 4.9 mm wide of the red at rest (66.32,
 * no kink), the white hits the red (66.39, true). The red's displacement
 * made the yellow's pass a false yellow-red contact at 0.8.
 */
const PASSED_BEFORE_HIT = [
  '65.80;1051.3,108.2;1221.3,29.2;1270.9,75.6 ',
  '65.84;1064.5,104.6;1221.7,30.9; ',
  '65.88;1080.0,99.6;1221.4,30.1;1271.5,74.9 ',
  '65.92;1090.4,96.6;1222.4,29.9;1270.7,73.6 ',
  '65.96;;1222.2,30.4;1270.8,73.8 ',
  '66.00;1120.5,89.4;1223.2,30.0;1270.5,74.4 ',
  '66.04;1131.7,86.2;1222.1,30.2;1271.6,75.1 ',
  '66.08;1146.5,83.5;1221.9,31.1;1270.6,74.8 ',
  '66.12;1158.4,81.1;1221.8,30.8;1270.6,74.6 ',
  '66.16;1171.0,76.4;1221.9,30.1;1270.6,73.9 ',
  '66.20;1180.9,74.2;1225.9,27.7;1270.5,74.6 ',
  '66.24;1188.2,77.2;1231.2,20.9;1270.6,75.0 ',
  '66.28;1194.7,82.7;1233.7,17.1;1269.7,74.5 ',
  '66.32;1202.5,82.8;1243.0,13.7;1270.4,74.7 ',
  '66.36;1206.6,87.1;1246.8,6.7;1271.2,74.5 ',
  '66.40;1210.0,85.4;1249.6,4.6;1270.6,72.6 ',
  '66.44;1212.3,91.5;1256.4,-2.1;1276.3,77.6 ',
  '66.48;1214.7,93.5;1259.4,-7.8;1278.6,74.1 ',
  '66.52;1214.6,96.6;1264.5,-10.0;1280.9,73.2 ',
  '66.56;1216.1,99.1;1270.8,-12.6;1284.9,72.0 ',
  '66.60;1218.7,99.0;1275.4,-16.2;1287.5,70.8 ',
  '66.64;1221.6,103.0;1276.4,-20.7;1290.7,70.5 ',
  '66.68;1221.8,103.9;1282.8,-24.9;1293.6,72.0 ',
  '66.72;1223.7,105.1;1284.6,-29.0;1294.3,70.8 ',
  '66.76;1224.1,105.6;1287.9,-31.4;1295.8,69.3 ',
  '66.80;1226.3,109.3;1292.5,-38.1;1298.7,73.8 ',
  '66.84;1226.1,112.0;1296.8,-36.5;1299.7,69.1 ',
  '66.88;1227.0,112.7;1299.8,-40.8;1301.2,71.4 ',

];

describe('a pass beside a ball another ball hits a frame later', () => {
  const frames = recordedFrames(PASSED_BEFORE_HIT);
  const fs = ballContacts([...histories(frames).values()], R, frames.map((f) => f.t));
  const of = (a: BallId, b: BallId): ContactFinding[] => fs.filter((f) => isPair(f.event, a, b));

  it('is a doubt: the hit proven by its impulse moved the ball', () => {
    expect(of('yellow', 'red').filter((f) => f.doubt === undefined)).toEqual([]);
    expect(of('yellow', 'red').some((f) => f.doubt !== undefined && Math.abs(f.event.t - 66.32) < 0.05)).toBe(true);
  });

  it('leaves both true contacts sure', () => {
    for (const [a, b, t] of [['white', 'yellow', 66.182], ['white', 'red', 66.39]] as const) {
      const cs = of(a, b).filter((f) => (f.event.confidence ?? 0) >= IMPULSE_CONFIDENCE);
      expect(cs).toHaveLength(1);
      expect(Math.abs(cs[0]!.event.t - t)).toBeLessThan(0.04);
    }
  });
});
