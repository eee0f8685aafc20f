/**
 * Two meetings of a pair, not one contact seen twice (`dropTwins`'s
 * `partedAcrossRail`, src/events/twins.ts): a ball sent into a rail 100 mm away comes
 * back into its hitter 88 ms later. The later report (0.8: the pieces meet
 * within noise with a kink) came within SAME_CONTACT_S of the first and,
 * seen 10 mm wide at the frame of the touch, was not "back within reach"
 * (`reapproached`): it was merged into the first as one contact
 * (development five-pins #20 stroke 7 at 60 fps). The pair's gap rose from
 * 10 mm to 96 mm between the reports, with the white's cushion hit between.
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import { extractStroke } from '../src/events/extract.js';
import { histories } from '../src/events/history.js';
import { dropTwins } from '../src/events/twins.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { framesOf, recordedFrames, pairEvents } from './events-helpers.js';

const R = CAROM_MATCH_TABLE.ballRadius;

// Tracked rows of development five-pins #20 stroke 7 at 60 fps ('t;white;yellow;red'), 70.55-71.45 s. The truth: yellow
// struck at 70.685, yellow-white at 71.181, the white's bottom cushion at 71.217, white-yellow again at 71.265.
const ROWS_20_7 = [
  '70.550;-1291.3,-108.8;;-17.3,660.4 70.567;-1291.2,-109.1;;-19.6,660.8 70.583;-1290.8,-108.5;;-19.0,661.1 ',
  '70.600;-1291.3,-110.3;;-19.1,661.4 70.617;-1291.5,-109.9;;-18.8,662.2 70.633;-1291.6,-109.7;;-19.0,662.4 ',
  '70.650;-1290.2,-109.5;;-19.3,661.8 70.667;-1290.5,-109.0;;-19.0,661.5 70.683;-1290.7,-108.4;;-19.2,661.9 ',
  '70.700;-1290.8,-109.6;;-17.6,660.9 70.717;-1291.7,-109.1;;-18.2,662.0 70.733;-1291.5,-109.6;;-18.8,662.0 ',
  '70.750;-1292.0,-109.0;-8.9,179.4;-18.1,660.4 70.767;-1290.9,-109.0;-61.3,167.9;-18.7,660.1 ',
  '70.783;-1290.9,-108.9;-105.9,155.8;-18.7,661.4 70.800;-1291.7,-110.1;-153.0,139.8;-18.7,661.4 ',
  '70.817;-1291.2,-110.2;-201.7,131.3;-18.9,661.9 70.833;-1291.7,-110.4;-250.4,120.2;-18.0,661.3 ',
  '70.850;-1291.1,-110.9;-297.9,110.9;-18.6,660.4 70.867;-1290.7,-109.6;-342.8,99.7;-18.9,660.8 ',
  '70.883;-1291.1,-110.1;-390.4,88.0;-18.2,660.4 70.900;;-437.5,73.4;-18.4,661.7 ',
  '70.917;-1291.3,-108.6;-483.7,66.7;-18.8,662.1 70.933;-1292.2,-110.0;-531.6,56.4;-18.3,660.4 ',
  '70.950;-1291.3,-109.5;-579.4,43.5;-18.2,660.8 70.967;-1291.4,-109.3;-626.0,33.5;-18.1,661.4 ',
  '70.983;-1291.6,-109.2;-676.1,22.5;-18.1,661.1 71.000;-1292.0,-109.0;-721.8,7.7;-17.6,661.4 ',
  '71.017;-1291.7,-108.8;-771.7,-1.3;-18.6,661.4 71.033;-1291.5,-110.1;-816.5,-12.1;-19.0,661.7 ',
  '71.050;-1290.7,-110.1;-867.6,-18.8;-18.7,661.1 71.067;-1291.2,-109.3;-915.4,-31.4;-18.0,661.0 ',
  '71.083;-1291.3,-108.5;-954.4,-46.7;-18.3,661.0 71.100;-1290.6,-109.5;-1000.6,-59.6;-19.6,661.5 ',
  '71.117;-1290.5,-109.4;-1052.9,-67.9;-19.4,661.6 71.133;-1290.6,-108.9;-1100.2,-76.8;-19.7,660.3 ',
  '71.150;-1291.5,-108.3;-1147.0,-84.3;-19.4,661.3 71.167;-1291.9,-109.6;-1194.2,-103.2;-18.4,661.1 ',
  '71.183;-1302.2,-108.5;-1230.5,-111.0;-18.5,660.5 71.200;-1347.3,-107.8;-1232.5,-119.8; ',
  '71.217;-1391.9,-108.3;-1235.0,-125.6;-18.6,662.1 71.233;-1352.4,-116.0;-1232.8,-136.4;-19.2,660.8 ',
  '71.250;-1321.6,-112.5;-1237.0,-146.0;-18.2,660.1 71.267;-1289.4,-112.0;-1237.7,-162.0;-18.2,661.5 ',
  '71.283;-1272.6,-100.1;-1224.3,-179.9;-18.0,661.6 71.300;-1259.6,-87.9;-1207.5,-201.4;-18.3,660.4 ',
  '71.317;-1247.0,-77.0;-1190.0,-229.6;-18.2,661.6 71.333;-1230.9,-67.2;-1174.5,-251.8;-18.8,661.7 ',
  '71.350;-1218.7,-57.6;-1158.9,-275.4;-19.2,662.0 71.367;-1207.7,-45.7;-1147.7,-301.1;-18.9,661.1 ',
  '71.383;-1194.8,-34.4;-1136.7,-322.1;-18.8,662.1 71.400;-1183.1,-25.2;-1124.9,-340.5; 71.417;;-1109.7,-364.1;-19.4,662.4 ',
  '71.433;-1156.4,-9.1;-1097.5,-386.4;-19.2,662.0 71.450;-1145.5,0.8;-1086.9,-408.5;-19.5,662.0 ',
];

describe('development five-pins #20 stroke 7 at 60 fps (recorded): the white back off the rail into the yellow', () => {
  const events = extractStroke(recordedFrames(ROWS_20_7), { table: CAROM_MATCH_TABLE, discipline: 'libre' }).events;
  const touches = pairEvents(events, 'white', 'yellow');
  it('reports both touches, the second within a frame of 71.265', () => {
    expect(touches).toHaveLength(2);
    expect(Math.abs(touches[0]!.t - 71.181)).toBeLessThan(1 / 60);
    expect(Math.abs(touches[1]!.t - 71.265)).toBeLessThan(1 / 60);
  });
});

describe('dropTwins on two reports 90 ms apart, the pair 12 mm apart at both (hand-made, 60 fps)', () => {
  // The yellow rests 12 mm off the white, runs 90 mm further out and back by 0.58 s, and rests there again: the reports'
  // gaps are the same 12 mm, the pair 102 mm apart between them.
  const out = (t: number): number => (t <= 0.5 || t >= 0.58 ? 0 : 90 * (1 - Math.abs(t - 0.54) / 0.04));
  const hs = [...histories(framesOf({ white: () => [0, 0], yellow: (t) => [2 * R + 12 + out(t), 0] }, 1, 60)).values()];
  const reports = (cushion: boolean): StrokeEvent[] => [
    { t: 0.5, kind: 'ball-ball', balls: ['white', 'yellow'], confidence: 0.99 },
    ...(cushion ? [{ t: 0.54, kind: 'cushion' as const, ball: 'yellow' as const, cushion: 'left' as const, confidence: 0.75 }] : []),
    { t: 0.59, kind: 'ball-ball', balls: ['yellow', 'white'], confidence: 0.8 },
  ];
  const count = (es: StrokeEvent[]): number => { dropTwins(es, hs, R); return es.filter((e) => e.kind === 'ball-ball').length; };
  it('a cushion hit of either ball between them: two meetings, both kept', () => {
    expect(count(reports(true))).toBe(2);
  });
  it('no cushion hit nor rail turn between them: one contact, the more confident (a parting alone proves no second touch)', () => {
    const es = reports(false);
    expect(count(es)).toBe(1);
    expect(es[0]!.t).toBe(0.5);
  });
});
