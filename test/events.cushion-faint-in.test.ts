/**
 * A slow turn by a rail whose way in the noise could make is no sure hit (src/events/cushions.ts SLOW_TURN_IN_Z):
 * replayed from recorded tracker output of development one-cushion matches at 60 fps under a camera twice as noisy as
 * the renders' (EVAL_NOISE=2), one ball's rows.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE as T } from '../src/geometry/tables.js';
import { cushionContacts } from '../src/events/cushions.js';
import { histories } from '../src/events/history.js';
import { recordedFrames } from './events-helpers.js';

/**
 * Development one-cushion #8 stroke 6, ×2 noise, 60 fps, the white from 59.2 s: rolling along the left rail (contact
 * line y 679.25) at ~130 mm/s, it touches it at 0.276 s (the simulation's time) and rolls on 0-15 mm off it. At 0.57 s
 * its points make a V 6 mm short of the line, in and out at ~28 mm/s along the normal, the way in under one standard
 * error of its slope: on the base a second left hit at 0.98, no touch there.
 */
const ALONG_LEFT_RAIL = [
  '0.0000;823.0,661.3 0.0167;820.3,663.5 0.0333;813.0,664.1 0.0500;812.6,663.0 0.0667;811.8,668.4 0.0833;807.6,666.2 0.1000;799.7,671.5 0.1167;795.1,671.8 ',
  '0.1333;792.2,673.7 0.1500;792.9,673.8 0.1667;790.8,671.5 0.1833;791.0,674.2 0.2000;784.4,675.6 0.2167;779.3,679.8 0.2333;775.3,680.1 0.2500;775.4,679.7 ',
  '0.2667;777.1,678.9 0.2833;771.5,675.8 0.3000;771.7,674.8 0.3167;767.7,674.8 0.3333;765.0,677.6 0.3500;760.8,677.0 0.3667;763.0,674.9 0.3833;758.5,678.5 ',
  '0.4000;754.1,680.6 0.4167;755.0,676.0 0.4333;750.7,672.4 0.4500;747.4,675.8 0.4667;744.4,674.1 0.4833;745.7,673.4 0.5000;741.1,668.3 0.5167;740.3,671.3 ',
  '0.5333;741.3,674.9 0.5500;739.9,677.3 0.5667;737.4,672.7 0.5833;737.3,673.0 0.6000;732.6,674.3 0.6167;729.3,670.9 0.6333;723.2,673.8 0.6500;724.3,672.6 ',
  '0.6667;722.1,667.5 0.6833;722.6,675.5 0.7000;720.4,670.4 0.7167;718.5,664.6 0.7333;716.1,671.3 0.7500;711.2,669.3 0.7667;714.8,670.9 0.7833;716.2,665.5 ',
  '0.8000;713.5,668.4 0.8167;707.3,667.7 0.8333;705.2,669.3 0.8500;709.3,667.1 0.8667;707.6,667.8 0.8833;704.9,669.5 0.9000;700.3,665.7 0.9167;697.3,665.2 ',
  '0.9333;701.6,657.9 0.9500;694.6,668.8 0.9667;694.4,665.4 0.9833;696.0,666.3 1.0000;693.8,665.2 1.0167;688.9,665.2 1.0333;695.1,667.4 1.0500;691.5,668.5 ',
  '1.0667;689.2,663.9 1.0833;687.7,663.9 1.1000;690.2,666.7 ',
];

/**
 * Development one-cushion #2 stroke 3, ×2 noise, 60 fps, the white from 33.95 s: a slow real hit of the bottom rail
 * (contact line x −1389.25) at 0.274 s, in at ~70 mm/s along the normal (its way in 6.7 standard errors), out at ~30.
 */
const SLOW_BOTTOM_HIT = [
  '0.0000;-1374.0,-504.5 0.0167;-1375.6,-502.3 0.0333;-1375.2,-500.8 0.0500;-1376.2,-499.6 0.0667;-1378.0,-492.3 0.0833;-1380.0,-493.2 0.1000;-1380.3,-491.7 0.1167;-1380.0,-493.5 ',
  '0.1333;-1381.4,-487.6 0.1500;-1379.3,-491.4 0.1667;-1384.1,-488.2 0.1833; 0.2000;-1386.7,-482.3 0.2167; 0.2333;-1388.4,-483.8 0.2500;-1388.8,-483.3 ',
  '0.2667;-1389.9,-481.2 0.2833;-1392.0,-476.4 0.3000;-1388.7,-472.3 0.3167;-1389.2,-470.9 0.3333;-1389.8,-471.4 0.3500;-1386.4,-467.0 0.3667;-1389.7,-469.8 0.3833;-1385.7,-464.7 ',
  '0.4000;-1388.1,-461.2 0.4167;-1383.7,-463.9 0.4333;-1385.0,-455.5 0.4500;-1389.0,-458.6 0.4667;-1387.0,-461.4 0.4833;-1381.7,-458.0 0.5000;-1384.3,-456.2 0.5167;-1387.5,-451.4 ',
  '0.5333;-1385.3,-453.9 0.5500;-1384.4,-452.8 0.5667;-1384.2,-453.5 0.5833;-1386.6,-446.4 0.6000;-1385.2,-443.7 0.6167;-1384.1,-447.3 0.6333;-1379.1,-442.6 0.6500;-1379.2,-442.1 ',
  '0.6667;-1382.8,-440.1 0.6833;-1383.2,-440.5 0.7000;-1382.7,-440.8 0.7167;-1379.7,-439.2 0.7333;-1381.8,-440.2 0.7500;-1383.2,-436.6 0.7667;-1383.1,-438.0 0.7833;-1378.3,-431.4 ',
  '0.8000;-1380.4,-429.1 0.8167;-1378.5,-429.6 0.8333;-1381.0,-435.7 0.8500;-1383.4,-435.7 0.8667;-1378.4,-431.3 0.8833;-1377.5,-426.4 0.9000;-1379.0,-425.5 ',
];

const hits = (rows: readonly string[], cushion: string): [number, number][] => {
  const h = histories(recordedFrames(rows, ['white'])).get('white')!;
  return cushionContacts(h, T).filter((e) => e.cushion === cushion).map((e) => [e.t, e.confidence ?? 1]);
};

describe('a slow turn by a rail, its way in no more than the noise', () => {
  it('is read below the sure bar (the referee looks), the true touch before it still sure', () => {
    const left = hits(ALONG_LEFT_RAIL, 'left');
    const turn = left.find(([t]) => Math.abs(t - 0.571) < 0.02);
    expect(turn?.[1]).toBeLessThan(0.9);
    expect(left.filter(([t]) => Math.abs(t - 0.276) < 3 / 60).map(([, c]) => c)).toEqual([0.98]);
  });
  it('but a slow real hit whose way in the points show stays sure', () => {
    const bottom = hits(SLOW_BOTTOM_HIT, 'bottom');
    expect(bottom).toHaveLength(1);
    expect(Math.abs(bottom[0]![0] - 0.274)).toBeLessThan(2 / 60);
    expect(bottom[0]![1]).toBe(0.98);
  });
});
