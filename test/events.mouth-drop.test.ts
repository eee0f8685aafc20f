/**
 * A ball seen once after a turn at a jaw point and gone down the pocket
 * (src/events/mouths.ts, the 0.75 reading): when its way in only grazes the
 * jaw point and it was gone where the clean roll of that way drops it, the
 * one point off the way is as likely the detector's noise and the reading is
 * left out (src/events/mouth-drop.ts, `droppedClean`), where a clean roll
 * exists at all. Points recorded from development Russian at 60 fps.
 */
import { describe, expect, it } from 'vitest';
import { w1Hits } from './events-helpers.js';

/**
 * #68 stroke 2: struck at 18.72, in at 2.76 m/s 5° off the top-left corner's axis, dropped clean (no touch) at 19.0303. The way in passes
 * 0.6 mm wide of the top jaw point's reach; the last point (19.0167) lies 7.9 mm off it towards that jaw point; the clean roll drops the ball
 * 7.7 ms after it, 9 ms before the next frame: read as a top touch at 19.0151 before.
 */
const CLEAN = [
  '18.600000;1194.208,195.155 18.616667;1194.045,195.769 18.633333;1193.693,195.892 18.650000;1194.463,195.641 ',
  '18.666667;1193.474,195.757 18.683333;1194.391,195.903 18.700000;1194.109,195.707 18.716667;1193.134,195.906 ',
  '18.733333;1211.441,220.983 18.750000;1246.490,261.685 18.766667;1283.600,300.819 18.783333;1319.624,340.370 ',
  '18.800000;1348.125,387.610 18.816667;1383.886,421.313 18.833333;1417.128,460.719 18.850000;1443.163,493.515 ',
  '18.866667;1474.411,531.376 18.883333;1505.786,567.470 18.900000;1535.572,605.393 18.916667;1566.234,641.755 ',
  '18.933333;1599.188,677.180 18.950000;1630.025,709.687 18.966667;1653.318,748.380 18.983333;1685.061,781.557 ',
  '19.000000;1712.689,812.888 19.016667;1734.640,847.456',
];

/**
 * #33 stroke 5: in at 0.66 m/s 26° off the top-right corner's axis, the top jaw point touched at 60.8895, the right jaw at 60.9115,
 * dropped 60.9155; its way runs 6.6 mm inside the top jaw point's reach, and the clean roll drops it 2.6 ms before the frame after its last point.
 */
const TOUCHED = [
  '60.450000;1484.833,-772.509 60.466667;1491.584,-774.179 60.500000;1508.272,-777.746 60.516667;1513.404,-780.472 ',
  '60.533333;1520.301,-782.699 60.550000;1529.389,-782.635 60.566667;1540.387,-784.524 60.583333;1551.419,-789.738 ',
  '60.600000;1560.730,-793.484 60.616667;1571.061,-795.104 60.633333;1585.769,-799.171 60.650000;1595.782,-803.349 ',
  '60.666667;1606.193,-808.446 60.683333;1616.072,-809.458 60.700000;1627.361,-813.811 60.716667;1636.590,-820.002 ',
  '60.733333;1648.908,-822.207 60.750000;1661.548,-825.589 60.783333;1681.910,-834.132 60.800000;1694.507,-834.958 ',
  '60.816667;1705.391,-839.463 60.833333;1714.368,-842.288 60.850000;1724.862,-846.547 60.866667;1733.229,-849.163 ',
  '60.883333;1746.652,-855.346 60.900000;1748.883,-863.314',
];

/**
 * #6 stroke 1: in at 3.1 m/s 48° off the middle-left pocket's axis, a left touch at 13.5725, dropped 13.5816; read as turned at the near
 * jaw point (13.5545) and seen once more. Its way passes 2.4 mm wide of that point's reach (a graze) and the clean roll's drop comes 9.5 ms
 * before the frame after the last point (under CLEAN_ROOM_S), but the way as drawn meets the far jaw point (13.5680) before the fall line
 * (13.5738): no clean roll drops this ball, so the drop says nothing against the reading.
 */
const ACROSS = [
  '13.083333;952.018,40.410 13.100000;952.228,40.836 13.116667;951.497,41.036 13.133333;951.910,40.498 ',
  '13.166667;950.995,41.299 13.183333;951.435,41.015 13.200000;923.433,68.840 13.216667;876.010,108.373 ',
  '13.250000;784.563,185.496 13.266667;736.942,228.639 13.283333;694.684,270.485 13.300000;648.708,305.148 ',
  '13.316667;604.585,347.202 13.333333;561.769,382.440 13.350000;526.566,423.493 13.366667;476.935,458.838 ',
  '13.383333;433.526,496.895 13.400000;394.509,531.412 13.416667;351.353,569.754 13.433333;306.028,602.215 ',
  '13.450000;267.561,642.408 13.466667;224.053,674.940 13.483333;187.680,707.803 13.500000;147.117,743.686 ',
  '13.516667;112.530,778.845 13.533333;70.790,814.179 13.550000;34.820,846.668 13.566667;1.442,876.684',
];

describe('a jaw touch read from one point before the drop', () => {
  it('is left out where the way in only grazed the jaw point and the ball dropped where the clean roll drops it (#68[2] at 60 fps)', () => {
    expect(w1Hits(CLEAN).filter((e) => e.t > 18.95)).toEqual([]);
  });
  it('stands where the way in ran well into the jaw point (#33[5] at 60 fps)', () => {
    const hits = w1Hits(TOUCHED).filter((e) => e.t > 60.85);
    const top = hits.find((e) => e.cushion === 'top'), right = hits.find((e) => e.cushion === 'right');
    // Within a frame of the truth (the seen-once reading times the top 9.5 ms early, the way out through that point the right 6.5 ms).
    expect(Math.abs(top!.t - 60.8895)).toBeLessThan(1 / 60);
    expect(Math.abs(right!.t - 60.9115)).toBeLessThan(1 / 60);
  });
  it('stands where the way in, grazing the jaw point, runs across the throat into the other jaw point: no clean roll (#6[1] at 60 fps)', () => {
    const left = w1Hits(ACROSS).filter((e) => e.t > 13.5 && e.cushion === 'left');
    expect(left).toHaveLength(1);
    // Read at the near jaw point 18 ms before the true touch: inside the eval's 3 frames.
    expect(Math.abs(left[0]!.t - 13.5725)).toBeLessThan(1.5 / 60);
  });
});
