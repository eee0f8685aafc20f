/**
 * A ball on a pocket's lip seen off its rest at its last point alone, then gone down the pocket (vanish.ts
 * `leftRestAtLast`; issue 6, Russian contacts at 30 fps): the ball that reached it then touched it (`knockedIn`), as for
 * a ball never seen moving. At 30 fps the speed estimate's span makes that one step a moving run, which turned the
 * reading off; at 25 fps (no run) and 60 fps (two moving points, the path analysis) the touch was found.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { pairEvents, recordedFrames, sure } from './events-helpers.js';
import { mulberry32 } from '../src/sim/physics/index.js';

/**
 * Development Russian #16[4] at 30 fps, recorded tracker rows (t;w7;w6 in truth ids). w6 rests on the bottom-left lip
 * (-1730, -855); w7 rolls in at 1.5 m/s and touches it at 41.394 (truth); w6 is seen once 8.6 mm off its place at 41.400,
 * then goes down (truth: the bottom cushion 41.414, the pocket 41.418). The base found the pot and no touch.
 */
const REC = [
  '40.866667;-850.531,-823.977;-1730.337,-855.210 40.900000;-902.680,-817.855;-1729.542,-854.856 40.933333;-958.678,-824.230;-1730.324,-854.690 40.966667;-1009.501,-823.959;-1729.597,-855.452 ',
  '41.000000;-1057.958,-823.839;-1728.756,-855.959 41.033333;-1115.761,-823.748;-1729.818,-855.455 41.066667;-1165.158,-826.329;-1729.174,-855.636 41.100000;-1216.059,-828.267;-1729.352,-855.016 ',
  '41.133333;-1267.983,-826.919;-1729.381,-855.480 41.166667;-1322.008,-829.136;-1730.330,-855.977 41.200000;-1372.916,-829.061;-1729.472,-855.668 41.233333;-1422.667,-829.446;-1729.539,-853.858 ',
  '41.266667;-1473.557,-831.086;-1729.960,-854.116 41.300000;;-1730.323,-854.277 41.333333;-1576.988,-832.919;-1729.480,-855.540 41.366667;-1630.505,-834.487;-1730.248,-854.669 ',
  '41.400000;-1666.265,-827.229;-1737.698,-859.175 41.433333;-1673.710,-817.076; 41.466667;-1682.314,-806.221; 41.500000;-1695.703,-794.259; ',
  '41.533333;-1710.355,-779.949; 41.566667;-1728.104,-773.733; 41.600000;-1741.775,-764.203; 41.633333;-1729.451,-755.950; ',
  '41.666667;-1719.914,-746.819; 41.700000;-1713.577,-740.924; 41.733333;-1701.314,-733.853; 41.766667;-1696.450,-729.990; ',
  '41.800000;-1687.472,-720.790; 41.833333;-1680.687,-713.934; 41.866667;-1671.080,-706.564; 41.900000;-1662.603,-702.331; ',
  '41.933333;-1658.467,-693.844; 41.966667;; 42.000000;-1641.819,-682.517; ',
];

const ctx = { table: PYRAMID_12FT_TABLE, discipline: 'russian-colour' as const };
const events = (rows: readonly string[]) => extractStroke(recordedFrames(rows, ['w7', 'w6']), ctx).events;

/** The rows with w7 kept `dy` mm further off the lip from 41.2 s on (its way no longer reaches w6). */
const wide = (dy: number): string[] => REC.map((line) => line.split(' ').map((row) => {
  const [t, a, b] = row.split(';');
  if (!row || !a || Number(t) < 41.2) return row;
  const [x, y] = a.split(',').map(Number) as [number, number];
  return `${t};${x.toFixed(3)},${(y + dy).toFixed(3)};${b ?? ''}`;
}).join(' '));

describe('a ball seen off its rest at its last point, then potted (#16[4], 30 fps)', () => {
  it('was touched by the ball that reached it: w7 + w6 within a frame of 41.394, for the referee to confirm', () => {
    const es = events(REC);
    expect(es.some((e) => e.kind === 'pocket' && e.ball === 'w6')).toBe(true);
    const found = sure(pairEvents(es, 'w7', 'w6'));
    expect(found).toHaveLength(1);
    expect(Math.abs(found[0]!.t - 41.394)).toBeLessThan(1 / 30);
    expect(found[0]!.confidence).toBeLessThan(0.9);
  });

  it('names no touch when no ball came within reach of it (w7 kept 100 mm off), the pot still called', () => {
    const es = events(wide(100));
    expect(es.some((e) => e.kind === 'pocket' && e.ball === 'w6')).toBe(true);
    expect(pairEvents(es, 'w7', 'w6')).toEqual([]);
  });
});

/** The rows with w6's rest before 41.4 s redrawn at its place with Gaussian noise `sigma` a axis (seeded). */
function redrawnRest(rows: readonly string[], sigma: number, g: () => number): string[] {
  return rows.map((line) => line.split(' ').map((row) => {
    const [t, a, b] = row.split(';');
    if (!row || !b || Number(t) >= 41.4) return row;
    return `${t};${a};${(-1729.7 + sigma * g()).toFixed(3)},${(-855.2 + sigma * g()).toFixed(3)}`;
  }).join(' '));
}

/** Standard normal draws from a seeded generator (Box-Muller). */
function gaussOf(seed: number): () => number {
  const r = mulberry32(seed);
  return () => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
}

/**
 * The rows at 60 fps: a frame between each two, w7 halfway between its points, w6 at its rest place before 41.4 s (its
 * rest is redrawn after) and gone after: the same touch seen at its last point alone, at twice the rate.
 */
function at60(rows: readonly string[]): string[] {
  const cells = rows.join('').trim().split(' ').map((r) => r.split(';'));
  const half = (a?: string, b?: string): string => {
    if (!a || !b) return '';
    const [x1, y1] = a.split(',').map(Number) as [number, number], [x2, y2] = b.split(',').map(Number) as [number, number];
    return `${((x1 + x2) / 2).toFixed(3)},${((y1 + y2) / 2).toFixed(3)}`;
  };
  return cells.flatMap((c, i) => {
    const d = cells[i + 1], t = d ? (Number(c[0]) + Number(d[0])) / 2 : NaN;
    return d ? [`${c.join(';')} `, `${t.toFixed(6)};${half(c[1], d[1])};${t < 41.4 ? '-1729.7,-855.2' : ''} `] : [`${c.join(';')} `];
  });
}

describe('#16[4] under rest noise: w6\'s rest redrawn (issue 6, sessions 59-60; lip-rest.ts `leftRestAtLast`)', () => {
  // f3324a1 (200 draws): the touch found in 1 / 0.96 / 0.79 / 0.59 of draws at 0.3 / 0.6 / 1.0 / 1.5 mm a axis: a rest step
  // over 2 mm (one step at MOVING_SPEED_MM_S, 30 fps) lengthened the way off to two points. 537f676 (400 draws, scratch):
  // 1 / 0.995 / 0.978 / 0.870 at 30 fps, 0.995 / 0.990 / 0.965 / 0.800 at 60: the way off read from a noisy rest point
  // past 10 mm (30 fps), the run begun early, ended a point short or a second run of rest noise (60 fps). Session 60:
  // 1 / 0.998 / 0.993 / 0.985 and 0.998 / 0.998 / 0.998 / 0.988.
  for (const [fps, sigma, least] of [[30, 0.6, 1], [30, 1.0, 0.98], [30, 1.5, 0.95], [60, 1.0, 0.98], [60, 1.5, 0.95]] as const) {
    it(`${fps} fps: the touch is found in ${least * 100} % of 100 draws at ${sigma} mm, the pot in all`, () => {
      const g = gaussOf(3);
      let found = 0;
      for (let d = 0; d < 100; d++) {
        const es = events(redrawnRest(fps === 60 ? at60(REC) : REC, sigma, g));
        expect(es.some((e) => e.kind === 'pocket' && e.ball === 'w6')).toBe(true);
        const f = sure(pairEvents(es, 'w7', 'w6'));
        if (f.length === 1 && Math.abs(f[0]!.t - 41.394) < 1 / fps) found++;
      }
      expect(found / 100).toBeGreaterThanOrEqual(least);
    });
  }

  it('no touch is named when no ball came within reach (w7 kept 100 mm off), at 1.0 and 1.5 mm, 30 and 60 fps', () => {
    for (const fps of [30, 60]) {
      for (const sigma of [1.0, 1.5]) {
        const g = gaussOf(4);
        for (let d = 0; d < 40; d++) expect(pairEvents(events(redrawnRest(fps === 60 ? at60(wide(100)) : wide(100), sigma, g)), 'w7', 'w6')).toEqual([]);
      }
    }
  });
});
