/**
 * A chain read as the wrong pair (passed-on.ts `passedOn`, wired in extract.ts on pyramid tables; issue 6, Russian
 * contacts): A's kink at its touch of B, read as a touch of a ball C it passed beside, C sent off along B's line.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import type { ContactFinding } from '../src/events/contacts.js';
import { passedOn } from '../src/events/passed-on.js';
import { histories } from '../src/events/history.js';
import { startsOf } from '../src/events/starts.js';
import { pairEvents, recordedFrames, sure } from './events-helpers.js';

/**
 * Development Russian #20[6] at 30 fps, recorded tracker rows (t;w7;w3;w4 in truth ids; tracked w1, w3, w6). w7 hits w3 at
 * rest at 69.1004, passing w4 at rest 1.9 mm wide in that frame; w3 meets its rail at 69.1073 and comes back into w7 at
 * 69.1216 and into w4 at 69.1239, which leaves along the line from w3 (cosine 0.998), not from w7 (0.62). w7 never touches w4.
 */
const REC = [
  '68.766667;-935.273,492.396;-1728.687,583.056; 68.800000;-1007.227,502.302;-1728.256,584.280;-1664.844,633.575 68.833333;-1078.525,509.622;-1729.112,583.817;-1664.640,632.645 68.866667;-1153.208,512.609;-1728.052,582.931;-1664.774,632.768 ',
  '68.900000;-1230.945,521.766;-1728.207,583.365;-1664.067,632.874 68.933333;-1303.672,526.737;-1728.898,583.753;-1664.005,632.602 68.966667;-1375.996,533.397;-1729.623,583.419;-1663.922,633.656 69.000000;-1446.774,545.583;-1729.343,581.892;-1663.832,633.179 ',
  '69.033333;-1522.412,550.972;-1727.444,583.900;-1662.907,633.280 69.066667;-1594.350,559.462;-1728.751,583.486;-1663.342,633.022 69.100000;-1668.526,562.048;-1729.407,583.199;-1663.792,632.494 69.133333;-1661.921,545.104;-1720.967,599.598;-1650.913,639.126 ',
  '69.166667;-1653.824,514.919;-1725.013,609.178;-1628.265,663.011 69.200000;-1644.441,487.173;-1726.251,612.819;-1599.467,682.188 69.233333;-1641.943,465.894;-1725.905,619.340;-1578.496,693.800 69.266667;-1641.426,438.728;-1722.576,624.305;-1556.260,711.361 ',
  '69.300000;-1641.920,413.183;-1723.941,626.272;-1531.932,727.434 69.333333;-1641.220,390.200;-1723.917,632.054;-1512.330,739.553 69.366667;-1642.630,368.241;-1720.400,636.780; 69.400000;-1648.736,345.372;-1718.141,640.557;-1472.478,768.429 ',
  '69.433333;-1657.242,327.519;-1717.973,644.218;-1453.415,782.108 69.466667;-1715.028,651.262;-1433.172,798.998 69.500000;-1679.265,288.842;-1711.812,651.208;-1412.509,811.568 ',
];

const table = PYRAMID_12FT_TABLE, R = table.ballRadius;
const ids = ['w7', 'w3', 'w4'] as const;

describe('a chain A -> B -> C read as A + C (#20[6], 30 fps)', () => {
  it('reports w7 + w3 and w3 + w4, and no contact of w7 and w4', () => {
    const events = extractStroke(recordedFrames(REC, [...ids]), { table, discipline: 'russian-colour' }).events;
    expect(sure(pairEvents(events, 'w7', 'w4'))).toHaveLength(0);
    expect(sure(pairEvents(events, 'w7', 'w3'))).toHaveLength(1);
    expect(sure(pairEvents(events, 'w3', 'w4'))).toHaveLength(1);
  });

  const hs = [...histories(recordedFrames(REC, [...ids])).values()];
  const starts = startsOf(hs);
  const ab: ContactFinding = { event: { t: 69.0976, kind: 'ball-ball', balls: ['w7', 'w3'], confidence: 0.85 } };
  const ac: ContactFinding = { event: { t: 69.1012, kind: 'ball-ball', balls: ['w7', 'w4'], confidence: 0.8 } };

  it('turns w7 + w4 into a doubt, w4 having left along the line from w3', () => {
    const out = passedOn([ab, ac], hs, starts, R);
    expect(out[0]!.doubt).toBeUndefined();
    expect(out[1]!.doubt).toBeDefined();
  });

  it('keeps w7 + w4 without w7\'s touch of w3 (no chain)', () => {
    expect(passedOn([ac], hs, starts, R)[0]!.doubt).toBeUndefined();
  });

  it('keeps w7 + w4 when w4 left along the line from w7', () => {
    const turned = starts.map((s) => (s.id === 'w4' ? { ...s, dir: [0.017, 1] as [number, number] } : s));
    expect(passedOn([ab, ac], hs, turned, R)[1]!.doubt).toBeUndefined();
  });

  it('keeps w7 + w4 when w4 left half-way between the two lines (pushed by both)', () => {
    const between = starts.map((s) => (s.id === 'w4' ? { ...s, dir: [0.5, 0.866] as [number, number] } : s));
    expect(passedOn([ab, ac], hs, between, R)[1]!.doubt).toBeUndefined();
  });
});
