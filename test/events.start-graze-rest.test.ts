/**
 * A ball lying by a rail, pushed into it by a neighbour that had no way in
 * (src/events/rest-meeting.ts `restLine`, used by start-graze.ts
 * `startGrazes`; issue 6, Russian cushions). The hitter lay at rest beside
 * the ball and was struck within the frame before the contact (a chain
 * through two resting balls): its first points are its way out, so
 * hitter-meeting.ts `meeting` has no line to fit and the touch was missed.
 * Development Russian #30[6] (60 and 30 fps): the colour, 12 mm beyond 2R
 * from w3 lying 4 mm off the top rail, was struck by w2 at 69.7346 and
 * pushed w3 into the rail at 69.7689; w3 is first seen leaving it.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import type { TableModel } from '../src/geometry/tables.js';
import type { Cause } from '../src/events/causes.js';
import type { BallHistory } from '../src/events/history.js';
import { unitOrNull } from '../src/geometry/vec.js';
import { START_GRAZE_CONFIDENCE, startGrazes } from '../src/events/start-graze.js';
import { REST_MEET_GAP_MM, leastShare, restLine } from '../src/events/rest-meeting.js';
import { extractStroke } from '../src/events/extract.js';
import { railHits, recordedFrames, rightLine } from './events-helpers.js';

const T = PYRAMID_12FT_TABLE, R = T.ballRadius, DT = 1 / 30, TC = 1.01;
const unit = (v: [number, number]): [number, number] => unitOrNull(v)!;

/**
 * w2 lies `apart` mm beyond 2R from w4, which lies `gap` mm off the right rail's contact line, along `n` (w2 → w4);
 * both lie still until TC, then w2 leaves along [1, 0] (turned by the touch) and w4 along `out` at `speed`.
 * `hitterLeft`: when w2 left its rest place (its first point off it is the first frame after that).
 */
function scene(gap: number, apart: number, n: [number, number], out: [number, number], table: TableModel = T, hitterLeft = TC, speed = 900) {
  const rest: [number, number] = [200, rightLine(table) + gap];
  const hRest: [number, number] = [rest[0] - (2 * R + apart) * n[0], rest[1] - (2 * R + apart) * n[1]];
  const ts = Array.from({ length: 61 }, (_, i) => i * DT);
  const hitter: BallHistory = { id: 'w2', t: [], x: [], y: [], runs: [] };
  const struck: BallHistory = { id: 'w4', t: [], x: [], y: [], runs: [] };
  for (const t of ts) {
    const h = Math.max(0, t - hitterLeft) * 700, s = Math.max(0, t - TC) * speed;
    hitter.t.push(t); hitter.x.push(hRest[0] + h); hitter.y.push(hRest[1]);
    struck.t.push(t); struck.x.push(rest[0] + out[0] * s); struck.y.push(rest[1] + out[1] * s);
  }
  const lastRest = (left: number) => ts.filter((t) => t <= left).at(-1)!, depart = (left: number) => ts.find((t) => t > left)!;
  hitter.runs.push([ts.indexOf(depart(hitterLeft)), 60]);
  struck.runs.push([ts.indexOf(depart(TC)), 60]);
  const hitterStart = { id: 'w2' as const, first: ts.indexOf(depart(hitterLeft)), t: hitterLeft, rest: hRest, dir: [1, 0] as [number, number], speed: 700, hidden: false, lastRestT: lastRest(hitterLeft), departT: depart(hitterLeft) };
  const struckStart = { id: 'w4' as const, first: ts.indexOf(depart(TC)), t: depart(TC), rest, dir: out, speed, hidden: false, lastRestT: lastRest(TC), departT: depart(TC) };
  const found: Cause[] = [
    { start: hitterStart, by: 'w1', hiddenHitter: false, error: 0.3 },
    { start: struckStart, by: 'w2', hiddenHitter: false, error: 1, t: depart(TC) },
  ];
  return { hs: [hitter, struck], found };
}

// Into the right rail (−y) at 0.95, as #30[6]'s 0.998; w4 leaves it along the rail and away, as #30[6]'s −0.97.
const N = unit([0.3, -0.95]), OUT = unit([0.4, 0.9]);

describe('a ball by a rail pushed into it by a neighbour with no way in', () => {
  it('touched the rail: the line of centres from where the hitter lay', () => {
    const { hs, found } = scene(4, 12, N, OUT);
    const es = startGrazes(found, hs, T, []);
    expect(es).toHaveLength(1);
    expect(es[0]).toMatchObject({ kind: 'cushion', ball: 'w4', cushion: 'right', confidence: START_GRAZE_CONFIDENCE });
    // Between the contact and the first point off the rest place (the frame after TC).
    expect(es[0]!.t).toBeGreaterThanOrEqual(TC);
    expect(es[0]!.t).toBeLessThanOrEqual(TC + DT);
  });
  it('no touch while the departure still heads into the rail', () => {
    const { hs, found } = scene(4, 12, N, unit([0.3, -0.9]));
    expect(startGrazes(found, hs, T, [])).toEqual([]);
  });
  it('no touch from a hitter lying farther than REST_MEET_GAP_MM beyond 2R: its run could have turned the line anywhere', () => {
    const { hs, found } = scene(4, REST_MEET_GAP_MM + 5, N, OUT);
    expect(restLine(hs[0]!, found[0]!.start, found[1]!.start, R)).toBeNull();
    expect(startGrazes(found, hs, T, [])).toEqual([]);
  });
  it('no line from the rest place of a hitter that left it before the struck ball was last seen at rest (its way in is meeting\'s)', () => {
    const { hs, found } = scene(4, 12, N, OUT, T, TC - 3 * DT);
    expect(restLine(hs[0]!, found[0]!.start, found[1]!.start, R)).toBeNull();
  });
  it('a line along the rail, turned by the slack the hitter\'s travel allows, is no push into it', () => {
    const along = unit([1, -0.05]);
    const { hs, found } = scene(4, 12, along, unit([1, 0.05]));
    const rl = restLine(hs[0]!, found[0]!.start, found[1]!.start, R)!;
    expect(rl.slack).toBeGreaterThan(0.2);
    expect(leastShare(0.05, rl.slack)).toBeLessThan(0);
    expect(startGrazes(found, hs, T, [])).toEqual([]);
  });
  it('pyramid tables only (carom not measured): none on a carom table', () => {
    const c = scene(4, 12, N, OUT, CAROM_MATCH_TABLE);
    expect(startGrazes(c.found, c.hs, CAROM_MATCH_TABLE, [])).toEqual([]);
  });
});

/** Development Russian #30[6] at 30 fps, recorded tracker rows (t;colour;w1;w2;w3;w4;w5;w6;w7, tracked ids: truth w2 is tracked w3, truth w3 is tracked w4). */
const CHAIN = [
  '69.400000;1658.447,-720.053;;-275.437,-270.060;1533.227,-210.565;1738.474,-714.989;;1716.742,-400.311;1741.800,715.782 69.433333;1658.323,-718.445;1699.588,15.910;-274.627,-269.491;1539.685,-252.663;1738.266,-714.928;;1716.675,-399.903;1742.858,714.663 69.466667;1658.167,-717.811;1700.172,15.282;-274.383,-269.260;1547.742,-303.193;1737.301,-715.038;;1715.217,-399.800;1742.124,714.277 69.500000;1658.797,-717.806;1698.214,14.579;-273.756,-269.581;1558.862,-349.466;1737.994,-714.578;;1716.723,-399.927;1742.382,715.075 ',
  '69.533333;1659.157,-718.268;1698.819,14.450;-274.600,-270.196;1568.723,-393.458;1738.834,-715.777;;1716.066,-399.915;1742.211,714.576 69.566667;1657.822,-718.806;1698.789,15.125;-275.805,-269.587;1573.868,-440.289;1737.330,-714.532;;1716.775,-399.515;1740.720,715.199 69.600000;1658.785,-717.446;1699.022,14.978;-274.040,-270.418;1584.428,-483.064;1739.199,-714.701;;1715.387,-399.684;1742.249,714.121 69.633333;1659.129,-718.258;1699.105,14.748;-274.562,-270.317;1592.194,-528.847;1739.212,-715.493;;1715.549,-400.094;1742.386,714.423 ',
  '69.666667;1658.390,-717.809;1699.473,14.677;-274.465,-269.604;1599.665,-573.466;;;1716.686,-400.057;1742.532,714.297 69.700000;1658.166,-718.889;1699.381,14.434;-273.497,-269.812;1607.576,-620.222;1737.518,-715.596;;1716.228,-400.107;1741.380,714.614 69.733333;1659.630,-718.404;1698.783,15.066;-274.138,-269.851;1620.978,-664.164;1737.858,-714.220;;1715.280,-399.613;1741.136,714.123 69.766667;1676.247,-751.454;1698.768,14.529;-275.291,-269.480;1600.078,-680.769;1741.287,-714.785;;1717.086,-400.490;1741.809,714.404 ',
  '69.800000;1690.188,-779.784;1698.403,13.772;-273.795,-270.686;1584.974,-696.478;;;1715.838,-399.779;1741.486,715.148 69.833333;;1699.235,14.523;-274.526,-269.841;1573.809,-716.131;1731.756,-710.513;;1715.903,-400.516;1742.695,715.554 69.866667;1711.210,-836.503;1699.688,14.664;-273.909,-269.278;1563.268,-736.885;1728.075,-710.522;;1715.214,-400.250;1742.616,715.335 69.900000;1719.381,-849.456;1699.604,15.105;-273.556,-269.799;1553.341,-759.587;1721.273,-709.627;;1715.468,-399.817;1741.744,715.239 ',
  '69.933333;1724.446,-835.976;1698.329,15.173;-274.800,-269.750;1543.218,-782.553;1713.816,-707.575;;1715.584,-399.693;1742.544,714.527 69.966667;1728.729,-818.573;1700.042,14.439;-274.972,-269.535;1534.899,-804.398;1710.040,-707.616;;1716.184,-399.786;1741.866,714.856 70.000000;1735.672,-808.482;1699.043,15.534;-274.598,-270.045;1526.788,-828.309;1703.967,-706.785;;1717.504,-399.872;1742.082,714.127 70.033333;1741.502,-796.800;1699.453,13.867;-275.028,-269.029;1518.863,-851.056;1698.657,-703.726;;1715.991,-400.567;1741.481,714.331 ',
  '70.066667;1738.789,-785.638;1699.788,14.589;-275.086,-269.023;1515.747,-842.775;1693.575,-702.859;;1715.766,-400.111;1741.738,714.577 70.100000;1738.041,-777.848;1698.817,14.149;-274.982,-269.365;1512.058,-830.015;1690.014,-703.542;;1716.023,-399.891;1742.241,714.561 70.133333;1734.940,-766.228;1699.266,15.382;-275.446,-269.529;1510.676,-821.413;1685.302,-701.380;;1715.415,-399.635;1741.544,715.090 70.166667;1733.839,-755.230;1699.166,13.941;-275.132,-269.661;1505.601,-813.529;1681.648,-700.589;;1715.583,-400.355;1742.620,714.284 ',
  '70.200000;1730.214,-744.775;1699.106,14.562;-275.424,-269.478;1504.398,-805.939;1680.187,-699.576;;1715.957,-399.945;1741.648,714.390 70.233333;1731.942,-738.440;1698.731,15.012;-274.528,-269.681;1501.887,-798.661;1671.940,-696.459;;1716.215,-400.817;1742.289,714.558 70.266667;1728.722,-730.585;1700.413,15.291;-274.995,-269.245;1499.420,-791.007;1665.824,-695.829;;1715.740,-399.022;1742.042,713.740 70.300000;1730.184,-723.084;1699.695,15.226;-274.738,-268.485;1495.585,-783.890;1661.686,-691.631;;1716.870,-399.214;1741.680,714.855 ',
];

describe('#30[6]: w3 (tracked w4) pushed into the top rail by the colour, struck 21 ms before', () => {
  const events = extractStroke(recordedFrames(CHAIN, ['colour', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7']), { table: T, discipline: 'russian-colour' }).events;
  it('reports the touch, under the referee line, between the contact and w4\'s first point off its rest place', () => {
    const top = railHits(events, 'w4', 'top');
    expect(top).toHaveLength(1);
    expect(top[0]!.confidence).toBe(START_GRAZE_CONFIDENCE);
    expect(Math.abs(top[0]!.t - 69.7689)).toBeLessThan(DT);
  });
});
