/**
 * A contact with a ball at rest is dated where the hitter's incoming line
 * reaches 2R from the ball's rest place (src/events/rest-date.ts).
 * Recorded tracker output of development libre #13 stroke 2 at 60 fps
 * (white, yellow, red; times from 14.0 s): the white at ~120 mm/s into the
 * resting yellow, truth 14.448. The pair's distance minimum comes two frames
 * late; the yellow's piece before it holds points of its way off, and the
 * pieces met at 14.498 (50 ms late: a miss and an extra).
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { REST_DATE_BACK_S, REST_DATE_MIN_MM_S, restDated } from '../src/events/rest-date.js';
import { fitPiece } from '../src/events/fit.js';
import { histories } from '../src/events/history.js';
import { framesOf, recordedPairEvents } from './events-helpers.js';

const SLOW_INTO_REST = [
  '0;-726.3,-649.1;-842.3,-625.6;710.6,-0.0 0.0167;-728.9,-648.4;-842.0,-626.7;710.7,-0.7 0.0333;-731.2,-649.5;-841.2,-625.9;710.4,1.1 0.05;-733.3,-649.2;-840.6,-625.7;710.3,-0.0 0.0667;-735.1,-646.8;-839.7,-625.5;709.6,0.4 ',
  '0.0833;-737.9,-649.0;-841.0,-625.8;710.8,0.7 0.1;-740.9,-650.2;-841.1,-625.7;711.3,0.4 0.1167;-743.2,-651.3;-840.8,-625.8;709.6,-0.7 0.1333;-746.0,-652.9;-840.6,-625.0;710.4,-1.0 0.15;-748.5,-652.9;-840.8,-626.0;710.2,-0.1 ',
  '0.1667;-751.3,-654.6;-841.2,-626.3;709.1,0.1 0.1833;-752.3,-652.7;-841.6,-625.8;710.7,0.0 0.2;-755.1,-651.0;-840.8,-625.5;710.4,-0.0 0.2167;-758.9,-653.0;-841.4,-626.2;709.8,0.4 0.2333;-763.0,-652.3;-841.5,-626.1;709.9,0.5 ',
  '0.25;-763.4,-654.5;-841.1,-626.3;710.4,-0.0 0.2667;-765.6,-653.7;-840.9,-625.3;710.1,0.7 0.2833;-766.0,-652.3;-841.7,-625.5;710.4,0.4 0.3;-769.5,-652.5;-842.3,-626.1;710.2,0.4 0.3167;-772.1,-655.2;-841.7,-625.6;710.8,0.2 ',
  '0.3333;-772.4,-655.5;-840.4,-626.3;709.8,-0.3 0.35;-774.6,-655.1;-841.3,-625.7;709.4,0.2 0.3667;-779.5,-652.7;-842.1,-624.8;710.0,0.6 0.3833;-779.4,-655.8;-841.8,-624.9;710.7,-0.1 0.4;-779.5,-657.1;-841.5,-626.3;710.6,-0.3 ',
  '0.4167;-782.1,-657.8;-842.0,-627.0;710.0,0.4 0.4333;-785.5,-658.0;-841.7,-625.3;709.8,0.7 0.45;-786.5,-657.3;-841.3,-624.1;710.6,0.2 0.4667;-789.3,-658.8;-842.6,-624.3;710.3,0.9 0.4833;-789.9,-658.2;-842.9,-623.6;709.4,1.4 ',
  '0.5;-791.9,-658.3;-845.2,-623.6;709.9,0.3 0.5167;-793.3,-660.9;-844.4,-623.4;709.9,0.5 0.5333;-793.6,-660.4;-846.9,-623.5;709.8,-0.3 0.55;-794.0,-662.4;-844.9,-623.4;710.9,-0.3 0.5667;-794.9,-663.6;-845.2,-624.4;710.3,0.6 ',
  '0.5833;-796.2,-661.8;-848.7,-623.3;711.4,0.1 0.6;-795.7,-662.8;-849.1,-621.1;710.3,0.5 0.6167;-795.9,-665.1;-849.5,-619.5;709.7,-0.4 0.6333;-795.7,-665.1;-850.5,-621.7;708.8,0.1 0.65;-796.6,-665.0;-852.2,-622.3;710.1,-0.2 ',
  '0.6667;-800.0,-666.6;-851.4,-621.6;709.2,0.7 0.6833;-801.6,-664.8;-853.3,-620.5;709.5,0.3 0.7;-801.0,-667.0;-853.6,-618.8;710.5,-0.4 0.7167;-800.9,-667.0;-851.8,-618.2;710.1,0.2 0.7333;-800.9,-666.9;-855.3,-619.5;709.5,0.2 ',
  '0.75;-800.1,-666.9;-854.1,-617.3;709.6,0.1 0.7667;-801.0,-667.2;-853.8,-618.9;708.3,1.1 0.7833;-801.0,-668.5;-855.7,-617.1;709.8,0.4 0.8;-803.4,-668.9;-854.8,-617.1;709.9,0.1 0.8167;-802.9,-669.8;-856.7,-616.6;710.5,0.4 ',
  '0.8333;-803.9,-672.0;-856.4,-620.3;709.8,-0.4 0.85;-805.4,-671.0;-857.9,-619.7;709.6,-0.3 0.8667;-806.5,-671.6;-858.4,-618.9;710.6,-0.2 0.8833;-805.6,-671.3;-857.8,-619.3;709.7,-0.0 0.9;-806.8,-671.1;-857.6,-621.4;709.6,0.5 ',
  '0.9167;;-858.7,-619.2;709.6,-0.5 0.9333;-805.5,-675.7;-858.6,-616.6;710.2,-0.1 0.95;-807.5,-674.3;-859.3,-615.9;710.0,0.8 0.9667;-807.0,-675.5;-859.0,-615.1;710.0,0.3 0.9833;-808.3,-674.0;-860.8,-617.5;709.7,0.3 ',
  '1;-806.5,-673.3;-857.7,-618.3;710.3,-0.7 ',
];

describe('development libre #13 stroke 2 at 60 fps (recorded): a slow white into the resting yellow', () => {
  it('dates the contact where the white reaches the yellow\'s rest place', () => {
    const es = recordedPairEvents(SLOW_INTO_REST, { table: CAROM_MATCH_TABLE, discipline: 'libre' }, 'white', 'yellow');
    expect(es).toHaveLength(1);
    expect(Math.abs(es[0]!.t - (14.448 - 14.0))).toBeLessThan(2 / 60);
  });
});

describe('restDated', () => {
  const R = CAROM_MATCH_TABLE.ballRadius;
  // The red at rest at the origin for a second; the hitter comes in along x and is 2R from it at 0.8 s.
  const red = histories(framesOf({ red: () => [0, 0] }, 1, 60)).get('red')!;
  const still = fitPiece([0.6, 0.7], [0, 0], [0, 0]);
  const hitter = (v: number) => fitPiece([0.7, 0.75], [-2 * R - v * 0.1, -2 * R - v * 0.05], [0, 0]);
  it('dates the touch where the hitter\'s line is 2R from the rest place, when that lies half a frame or more before the pieces\' meeting', () => {
    expect(restDated(hitter(150), still, red, 0.83, R, 1 / 60)).toBeCloseTo(0.8, 6);
    expect(restDated(hitter(150), still, red, 0.79, R, 1 / 60)).toBeUndefined();
    expect(restDated(hitter(150), still, red, 0.8 + 0.4 / 60, R, 1 / 60)).toBeUndefined();
  });
  it('not further back than REST_DATE_BACK_S, nor for a hitter under REST_DATE_MIN_MM_S, nor for a ball that was moving', () => {
    expect(restDated(hitter(150), still, red, 0.8 + REST_DATE_BACK_S + 0.01, R, 1 / 60)).toBeUndefined();
    expect(restDated(hitter(REST_DATE_MIN_MM_S - 10), still, red, 0.83, R, 1 / 60)).toBeUndefined();
    expect(restDated(hitter(150), fitPiece([0.6, 0.7], [0, 5], [0, 0]), red, 0.83, R, 1 / 60)).toBeUndefined();
  });
});
