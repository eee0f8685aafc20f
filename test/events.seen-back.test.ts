/**
 * A ball sent into its rail and back into its hitter, the second touch seen
 * at a frame (seen-back.ts `seenBack`, wired in returns.ts `railReturns` on
 * pyramid tables; issue 6, Russian contacts).
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { seenBack } from '../src/events/seen-back.js';
import { histories } from '../src/events/history.js';
import { startsOf } from '../src/events/starts.js';
import { pairEvents, railHits, recordedFrames, sure } from './events-helpers.js';

/**
 * Development Russian #2[5] at 30 fps, recorded tracker rows (t;w2;colour tracked; truth w1 is tracked w2). w2 hits the
 * colour at rest 28 mm off its rail (truth 60.4566); the colour is off the rail at 60.472 and back into w2 at 60.5018. The
 * frame at 60.5000 shows them 2 mm deep, the colour 12 mm behind its rest; w2 meets its own rail 52 ms later.
 */
const REC = [
  '60.000000;967.384,829.353;1700.554,780.097 60.033333;967.946,830.234;1700.591,780.488 60.066667;968.510,829.591;1700.191,781.055 60.100000;966.963,829.459;1699.593,781.030 ',
  '60.133333;968.319,830.435;1700.180,779.979 60.166667;968.108,830.605;1698.865,781.408 60.200000;967.955,829.125;1700.147,780.231 60.233333;967.034,829.507;1699.783,781.270 ',
  '60.266667;1039.576,837.401;1700.292,780.854 60.300000;1157.155,849.985;1699.255,781.076 60.333333;1259.093,841.158;1700.122,779.521 60.366667;1369.553,826.520; ',
  '60.400000;1472.618,816.167;1700.059,781.230 60.433333;1569.009,808.667;1699.865,780.123 60.466667;1635.579,801.796; 60.500000;1642.401,809.733;1684.771,759.132 ',
  '60.533333;1633.502,838.603;1644.567,727.023 60.566667;1628.842,846.840;1603.962,697.463 60.600000;1626.419,828.961;1562.321,668.371 60.633333;1626.488,810.216;1524.615,641.045 ',
  '60.666667;1626.437,797.047;1487.021,618.455 60.700000;1631.396,781.182;1447.942,596.824 60.733333;;1413.914,573.596 ',
];

const table = PYRAMID_12FT_TABLE, R = table.ballRadius;

describe('a return off the rail seen at a frame (#2[5], 30 fps)', () => {
  it('reports both touches of w2 + colour, the second at the frame that shows it', () => {
    const events = extractStroke(recordedFrames(REC, ['w2', 'colour']), { table, discipline: 'russian-colour' }).events;
    const found = sure(pairEvents(events, 'w2', 'colour')).map((e) => e.t);
    expect(found).toHaveLength(2);
    expect(Math.abs(found[0]! - 60.4566)).toBeLessThan(0.1 / 3);
    expect(Math.abs(found[1]! - 60.5018)).toBeLessThan(0.1 / 3);
  });

  it('reads no top of w2 where the colour turned it short of the top-right mouth, and its left touch after (mouth-turns.ts TURN_REACH_MM)', () => {
    // Its way in, cast at 2454 mm/s, meets the top jaw at 60.5084; the point at 60.5000 lies 81 mm farther from there than that speed allows.
    const events = extractStroke(recordedFrames(REC, ['w2', 'colour']), { table, discipline: 'russian-colour' }).events;
    expect(railHits(events, 'w2', 'top')).toHaveLength(0);
    expect(railHits(events, 'w2', 'left').map((e) => e.t)).toEqual([expect.closeTo(60.3055, 3), expect.closeTo(60.5522, 3)]);
  });

  const hsOf = (rows: readonly string[]) => [...histories(recordedFrames(rows, ['w2', 'colour'])).values()];
  const colourRail = new Map([['colour' as const, [60.5]]]);

  it('reads the second touch from the rows and the colour\'s rail', () => {
    const hs = hsOf(REC);
    expect(seenBack('w2', 'colour', 60.4667, hs, startsOf(hs), table, colourRail)?.t2).toBeCloseTo(60.5, 6);
  });

  it('reads nothing without a rail hit of the colour after it left its rest', () => {
    const hs = hsOf(REC);
    expect(seenBack('w2', 'colour', 60.4667, hs, startsOf(hs), table, new Map())).toBeNull();
  });

  it('reads nothing when the frame shows the pair 4 mm apart (a near pass, not a touch)', () => {
    // w2's point at 60.5 moved 6 mm straight away from the colour's (gap -2 -> +4 mm).
    const hs = hsOf(REC.map((r) => r.replace('60.500000;1642.401,809.733', '60.500000;1638.551,814.333')));
    expect(seenBack('w2', 'colour', 60.4667, hs, startsOf(hs), table, colourRail)).toBeNull();
  });
});
