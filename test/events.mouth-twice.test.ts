/**
 * One touch of a jaw read by two of the mouth's readings is one event
 * (src/events/mouth-walls.ts `SAME_MEET_S`, used by throat-last.ts; a frame,
 * 20 ms, was its window before): development Russian #2 stroke 6 at 50 fps,
 * one white's history points recorded (the tracker's id). The way in meets
 * the bottom jaw (true 71.8247, read 71.817); the ball's last point, 33 ms
 * later against the same jaw, was read again as the last touch of a rattle.
 */
import { describe, expect, it } from 'vitest';
import { w1Hits } from './events-helpers.js';

/** t;x,y of the one ball. */
const ONE_JAW = [
  '71.380000;-1445.593,-791.680 71.400000;-1462.807,-793.580 71.420000;-1476.546,-796.253 71.440000;-1492.596,-801.682 ',
  '71.460000;-1505.450,-804.681 71.480000;-1519.864,-807.900 71.500000;-1532.783,-812.416 71.520000;-1544.891,-815.047 ',
  '71.540000;-1561.059,-816.127 71.560000;-1573.079,-819.244 71.580000;-1590.546,-824.122 71.600000;-1602.391,-825.386 ',
  '71.620000;-1613.547,-829.735 71.640000;-1630.823,-832.706 71.660000;-1644.073,-834.715 71.680000;-1657.582,-839.400 ',
  '71.700000;-1670.021,-841.423 71.720000;-1686.613,-844.594 71.740000;-1698.428,-847.438 71.760000;-1711.481,-849.317 ',
  '71.780000;-1724.544,-852.713 71.800000;-1738.437,-857.957 71.820000;-1749.861,-862.960 71.840000;-1757.692,-867.638',
];


describe('a jaw touch read twice in a mouth', () => {
  it('the way in and the last point against the same jaw: one bottom touch', () => {
    const bottom = w1Hits(ONE_JAW).filter((e) => e.cushion === 'bottom');
    expect(bottom).toHaveLength(1);
    expect(Math.abs(bottom[0]!.t - 71.8247)).toBeLessThan(0.02);
  });
});
