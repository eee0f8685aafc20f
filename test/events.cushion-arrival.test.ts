/**
 * Slow arrivals on a rail (src/events/cushions.ts `arrival`, `dedupe`). The
 * incoming line extrapolated to the rest level timed such hits 50-140 ms
 * early: a miss and a false hit at 60 fps (the largest kind of false hit on
 * development libre, one- and three-cushion at 60 fps, with slow grazes).
 */
import { describe, expect, it } from 'vitest';
import type { CushionEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE as T } from '../src/geometry/tables.js';
import { cushionContacts, dedupe } from '../src/events/cushions.js';
import { histories } from '../src/events/history.js';
import { recordedFrames } from './events-helpers.js';

/**
 * Development one-cushion #4 stroke 1 at 60 fps (simulated detections), the
 * white from 19.4 s: into the top rail at ~75 mm/s along its normal, contact
 * at 0.681 s, back off it at ~35 mm/s (its run ends before the rail; the
 * extrapolation to the rest level gave 0.610).
 */
const INTO_TOP_RAIL_SLOWLY = [
  '0.0000;1322.6,-190.2;; 0.0167;1324.6,-191.6;; 0.0333;1329.0,-191.7;; 0.0500;1328.9,-193.1;; 0.0667;1329.9,-191.6;; 0.0833;1332.8,-190.9;; ',
  '0.1000;1336.7,-192.0;; 0.1167;1336.7,-192.3;; 0.1333;1339.1,-191.5;; 0.1500;1340.7,-191.7;; 0.1667;1340.5,-191.1;; 0.1833;1345.2,-191.9;; ',
  '0.2000;1348.7,-191.8;; 0.2167;1349.5,-192.6;; 0.2333;1351.3,-193.5;; 0.2500;1353.4,-194.8;; 0.2667;1353.8,-192.7;; 0.2833;1354.9,-192.0;; ',
  '0.3000;1358.2,-190.7;; 0.3167;1360.7,-193.3;; 0.3333;1359.7,-192.2;; 0.3500;1364.1,-192.1;; 0.3667;1363.1,-194.0;; 0.3833;1364.6,-194.4;; ',
  '0.4000;1367.7,-193.6;; 0.4167;1369.6,-192.6;; 0.4333;1370.6,-192.6;; 0.4500;1371.9,-193.8;; 0.4667;1372.6,-192.9;; 0.4833;1375.5,-194.3;; ',
  '0.5000;1374.8,-192.9;; 0.5167;1376.5,-193.1;; 0.5333;1379.6,-191.5;; 0.5500;1380.5,-192.5;; 0.5667;1382.7,-193.3;; 0.5833;1385.7,-194.3;; ',
  '0.6000;1385.4,-195.0;; 0.6167;1387.6,-192.7;; 0.6333;1385.8,-191.4;; 0.6500;1387.5,-193.9;; 0.6667;1387.4,-191.6;; 0.6833;1389.2,-191.9;; ',
  '0.7000;1388.8,-194.6;; 0.7167;1387.1,-195.1;; 0.7333;1387.0,-194.3;; 0.7500;1388.4,-194.9;; 0.7667;1386.6,-194.5;; 0.7833;1384.3,-193.8;; ',
  '0.8000;1385.4,-195.3;; 0.8167;1384.9,-194.5;; 0.8333;1384.5,-194.8;; 0.8500;1384.8,-191.1;; 0.8667;1384.8,-192.9;; 0.8833;1385.7,-192.8;; ',
  '0.9000;1383.7,-194.6;; 0.9167;1384.6,-194.9;; 0.9333;1381.5,-193.1;; 0.9500;1383.4,-192.7;; 0.9667;;; 0.9833;1381.8,-194.3;; ',
  '1.0000;1383.5,-195.1;; 1.0167;1383.0,-193.5;; 1.0333;;; 1.0500;1382.2,-194.8;; 1.0667;1381.7,-194.2;; 1.0833;1382.3,-192.7;; ',
  '1.1000;1382.4,-193.5;; 1.1167;1382.3,-192.7;; 1.1333;1382.4,-194.0;; 1.1500;1382.9,-193.3;; 1.1667;1382.3,-194.7;; 1.1833;;; ',
  '1.2000;1382.2,-194.7;; ',
];

describe('a slow ball arriving on a rail', () => {
  it('is timed where it reaches the contact line, not where its way in meets its rest level', () => {
    const h = histories(recordedFrames(INTO_TOP_RAIL_SLOWLY)).get('white')!;
    const top = cushionContacts(h, T).filter((e) => e.cushion === 'top');
    expect(top).toHaveLength(1);
    expect(Math.abs(top[0]!.t - 0.6807)).toBeLessThan(3 / 60);
    expect(top[0]!.confidence).toBeLessThan(0.9);
  });
});

describe('one contact found as a turn and as an arrival', () => {
  it('keeps the turn (timed from both sides) at equal confidence, not the earlier arrival (its way in only)', () => {
    const ev = (t: number): CushionEvent => ({ t, kind: 'cushion', ball: 'white', cushion: 'top', confidence: 0.75 });
    const arrival = ev(0.3), turn = ev(0.334);
    const t = [0.25, 0.3, 0.35, 0.4], u = [1388, 1389, 1389.5, 1389];
    expect(dedupe([arrival, turn], t, u, 1389.9, new Set([arrival]))).toEqual([turn]);
    expect(dedupe([ev(0.3), ev(0.334)], t, u, 1389.9, new Set())).toHaveLength(1);
  });
});
