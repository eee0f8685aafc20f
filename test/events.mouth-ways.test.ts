/**
 * The way into a Russian mouth when the first cast fails (src/events/mouths.ts,
 * `turnAt`, `pieceOn`, `pieceBefore`): development Russian at 30 fps, one
 * white's history points recorded each (the ids are the tracker's).
 * - #2 stroke 6: a ball passes the right jaw point 2-3 mm wide (inside the
 *   slack cast's NEAR_POINT_MM) and turns on the bottom jaw (true 71.8247),
 *   seen once more, gone. The slack cast named the point, the ball was seen
 *   going on straight past it: the wall as drawn is the one.
 * - #20 stroke 4: a ball kissed (w2+w3 at 49.3959) 130 mm short of the mouth
 *   turns before the first wall of its old way, then meets the bottom jaw
 *   (true 49.5225) and drops: the way on from the kiss is cast.
 * - #23 stroke 6: a ball at rest 200 mm from the mouth struck at 56.2197 by
 *   another: the three points before the mouth take its rest point (a bent
 *   fit); the piece starts a point later (true top 56.3264).
 * - #14 stroke 4: a ball rolling along the right rail into the top-right
 *   corner "meets" the rail it runs on (seen going on past it): cast again
 *   without it (true top 43.0150, right 43.0289).
 */
import { describe, expect, it } from 'vitest';
import { w1Hits } from './events-helpers.js';

/** t;x,y of the one ball. */
const PASSED_POINT = [
  '71.400000;-1462.397,-794.605 71.433333;-1485.027,-802.177 71.466667;-1511.982,-803.637 71.500000;-1534.012,-807.235 ',
  '71.533333;-1558.070,-817.644 71.566667;-1581.221,-822.580 71.600000;-1601.134,-831.097 71.633333;-1627.012,-831.203 ',
  '71.666667;-1647.901,-837.744 71.700000;-1668.954,-842.432 71.733333;-1693.878,-847.480 71.766667;-1714.720,-853.288 ',
  '71.800000;-1739.659,-855.445 71.833333;-1754.817,-866.911',
];

const AFTER_KISS = [
  '49.100000;-1461.875,844.081 49.133333;-1488.365,839.757 49.166667;-1511.277,839.047 49.200000;-1537.849,839.724 ',
  '49.233333;-1562.896,838.009 49.266667;-1588.197,838.567 49.300000;-1613.100,837.376 49.333333;-1635.000,835.755 ',
  '49.366667;-1661.271,836.792 49.400000;-1685.262,838.557 49.433333;-1704.816,846.106 49.466667;-1724.061,852.930 ',
  '49.500000;-1745.393,859.011',
];

const STRUCK_NEAR = [
  '55.900000;1556.125,750.863 55.933333;1556.816,750.920 55.966667;1556.908,750.335 56.000000;1557.789,751.009 ',
  '56.033333;1555.758,750.403 56.066667;1555.824,751.136 56.133333;1556.690,750.354 56.166667;1556.831,749.384 ',
  '56.200000;1556.980,750.164 56.233333;1585.497,768.348 56.266667;1649.445,799.158 56.300000;1706.993,834.165 ',
  '56.333333;1760.807,867.444',
];

const ALONG_RAIL = [
  '42.600000;1330.513,-852.676 42.633333;1364.267,-854.097 42.666667;1397.736,-853.542 42.700000;1432.373,-853.322 ',
  '42.733333;1471.614,-852.493 42.766667;1502.198,-852.635 42.800000;1534.598,-853.094 42.833333;1574.091,-855.485 ',
  '42.866667;1602.650,-856.267 42.900000;1635.665,-857.169 42.933333;1669.596,-854.681 42.966667;1702.304,-857.127 ',
  '43.000000;1733.360,-854.835 43.033333;1750.124,-862.137 43.066667;1755.396,-868.782',
];

const hitsOf = (rows: readonly string[], cushion: string) => w1Hits(rows).filter((e) => e.cushion === cushion);
/** The evaluation's tolerance is 3 frames (0.1 s at 30 fps); these read within a frame. */
const FRAME = 1 / 30;

describe('a way into a mouth the first cast misreads', () => {
  it('past a jaw point seen going on straight: the jaw as drawn', () => {
    const bottom = hitsOf(PASSED_POINT, 'bottom');
    expect(bottom).toHaveLength(1);
    expect(Math.abs(bottom[0]!.t - 71.8247)).toBeLessThan(FRAME);
    expect(hitsOf(PASSED_POINT, 'right')).toHaveLength(0);
  });
  it('turned by a kiss short of the mouth: the way on from it', () => {
    const bottom = hitsOf(AFTER_KISS, 'bottom');
    expect(bottom).toHaveLength(1);
    expect(Math.abs(bottom[0]!.t - 49.5225)).toBeLessThan(FRAME);
    expect(bottom[0]!.confidence).toBeLessThan(0.9);
  });
  it('struck a frame before the mouth zone: the piece from its first moving points', () => {
    const top = hitsOf(STRUCK_NEAR, 'top');
    expect(top).toHaveLength(1);
    expect(Math.abs(top[0]!.t - 56.3264)).toBeLessThan(FRAME);
  });
  it('along a rail into the corner: the rail it runs on is no wall in its way', () => {
    const hits = [...hitsOf(ALONG_RAIL, 'top'), ...hitsOf(ALONG_RAIL, 'right')];
    expect(hits.length).toBeGreaterThanOrEqual(1);
    expect(hits.every((e) => e.t > 42.95 && e.t < 43.08)).toBe(true);
  });
});
