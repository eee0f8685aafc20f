/**
 * A rail hit no turn shows (src/events/overrun.ts): development
 * three-cushion #55 stroke 6 (seeds 41+, 30 fps), the tracker's output
 * recorded. The white comes into the bottom rail at 1.3 m/s normal to it,
 * hits it at 66.960 and the resting yellow 16 ms later, which sends it back
 * onto the rail (hit again at 67.090); its frame at 66.933 was missed and
 * the next lies 12 mm short of the line: its coordinate towards the rail
 * never peaks at the first hit. Before: the hit missed, and rail-solve.ts,
 * fitting the white's way in across it, reported a settled return of the
 * yellow into the white that never happened (two cushions counted for
 * three: a confidently wrong "no point").
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE as T } from '../src/geometry/tables.js';
import { cushionContacts } from '../src/events/cushions.js';
import { extractStroke } from '../src/events/extract.js';
import { histories } from '../src/events/history.js';
import { OVERRUN_CONFIDENCE, overrunHits } from '../src/events/overrun.js';
import { framesOf, recordedFrames, railHits } from './events-helpers.js';

/** t;white x,y;yellow x,y;red x,y (an empty cell: unseen). */
const OVERRUN = [
  '65.5000;-402.7,-620.0;-1313.6,387.7;-1292.8,91.7 65.5333;-401.7,-620.2;-1311.9,388.5;-1292.6,91.6 65.5667;-401.6,-620.7;-1312.7,388.3;-1293.3,90.9 65.6000;-401.9,-621.0;;-1292.5,90.4 65.6333;-401.9,-620.7;-1312.7,388.6;-1293.3,91.2 ',
  '65.6667;-402.2,-621.2;-1313.2,388.0;-1291.5,92.0 65.7000;-401.9,-621.5;-1312.4,388.0;-1292.0,90.0 65.7333;-402.1,-620.1;-1312.4,388.5;-1293.8,90.5 65.7667;-402.8,-621.3;-1313.0,388.2;-1291.2,91.0 65.8000;-402.1,-619.7;-1312.8,388.1;-1293.7,91.3 ',
  '65.8333;;-1312.8,387.6;-1292.8,90.6 65.8667;;-1311.5,389.1;-1293.2,91.0 65.9000;;-1312.5,388.7;-1292.6,91.8 65.9333;;-1312.8,388.4;-1293.4,91.7 65.9667;;-1312.9,388.1; ',
  '66.0000;;-1311.8,388.0;-1293.2,90.4 66.0333;;-1312.3,386.9;-1291.3,91.4 66.0667;;;-1293.0,91.0 66.1000;;-1311.3,388.1;-1293.7,89.9 66.1333;;-1312.2,388.8;-1292.4,91.0 ',
  '66.1667;;-1312.5,386.8;-1293.6,90.5 66.2000;;-1312.2,387.8;-1293.6,90.7 66.2333;;-1312.8,387.7;-1292.6,90.7 66.2667;;-1312.1,387.9;-1293.0,90.7 66.3000;;-1311.5,388.3;-1293.0,90.9 ',
  '66.3333;-574.5,-448.1;-1311.9,388.9;-1292.1,91.7 66.3667;-618.9,-405.1;-1312.1,387.5;-1292.7,90.8 66.4000;-665.2,-361.4;-1311.8,388.3;-1293.0,90.9 66.4333;-708.4,-316.4;-1312.6,387.9;-1293.3,91.4 66.4667;-746.4,-269.3;-1312.9,388.5; ',
  '66.5000;-793.6,-227.5;-1312.6,388.2;-1292.5,91.9 66.5333;-836.8,-185.8;-1312.7,388.8;-1291.6,91.9 66.5667;-879.9,-141.9;-1312.8,388.0;-1292.8,91.3 66.6000;-924.9,-98.9;-1312.2,388.2;-1292.8,91.8 66.6333;-972.8,-55.1;-1311.8,388.8;-1292.1,90.2 ',
  '66.6667;-1011.6,-13.5;-1313.0,388.3;-1293.0,90.7 66.7000;-1056.6,33.7;-1312.6,389.4;-1291.8,92.0 66.7333;-1098.4,79.2;-1311.7,388.8;-1292.1,91.7 66.7667;-1143.2,121.8;-1312.4,389.1;-1292.0,90.5 66.8000;-1185.8,164.1;-1311.6,388.5;-1293.4,91.6 ',
  '66.8333;-1230.2,205.1;-1312.3,388.2;-1293.1,91.1 66.8667;-1273.3,248.4;-1312.6,388.6;-1293.4,91.0 66.9000;-1317.3,289.8;;-1291.5,91.0 66.9333;;-1311.9,389.2;-1293.9,90.4 66.9667;-1377.5,373.9;-1312.7,388.7;-1292.9,90.9 ',
  '67.0000;-1377.7,398.5;-1284.9,389.6;-1292.3,90.8 67.0333;-1378.8,420.7;-1250.9,401.7;-1292.7,90.7 67.0667;-1384.4,449.7;;-1292.3,90.5 67.1000;-1387.2,474.4;-1192.4,411.3;-1292.4,91.0 67.1333;-1386.2,502.0;-1165.6,416.1;-1292.4,92.4 ',
  '67.1667;-1384.2,522.5;-1141.5,420.1;-1292.8,91.7 67.2000;-1378.2,546.8;;-1292.8,90.9 67.2333;-1377.6,573.0;-1088.3,428.1;-1292.9,91.1 67.2667;-1375.8,596.8;-1062.8,432.5;-1292.4,90.0 67.3000;-1374.2,620.0;-1035.8,435.8;-1292.4,91.4 ',
  '67.3333;-1374.3,646.5;-1007.8,443.5;-1293.4,90.4 67.3667;-1371.0,668.0;-982.4,445.4;-1293.3,90.4 67.4000;-1367.5,667.4;-955.2,449.4;-1292.9,90.1 67.4333;-1367.8,651.9;-931.7,456.7;-1292.3,90.1',
];
const TRUE_HIT = 66.960;

describe('a rail hit hidden by a ball contact right after it (three-cushion #55 stroke 6)', () => {
  const hs = [...histories(recordedFrames(OVERRUN)).values()];

  it('the turn analysis has no hit there, the overrun finds it within 5 ms, under the referee line', () => {
    const white = hs.find((h) => h.id === 'white')!;
    const turns = cushionContacts(white, T);
    expect(turns.some((e) => Math.abs(e.t - TRUE_HIT) < 0.05)).toBe(false);
    const found = overrunHits(hs, T, turns);
    expect(found.map((e) => [e.ball, e.cushion])).toEqual([['white', 'bottom']]);
    expect(Math.abs(found[0]!.t - TRUE_HIT)).toBeLessThan(0.005);
    expect(found[0]!.confidence).toBe(OVERRUN_CONFIDENCE);
  });

  it('the stroke reads the first bottom hit and no settled yellow-white return', () => {
    const events = extractStroke(recordedFrames(OVERRUN), { table: T, discipline: 'three-cushion' }).events;
    console.log(JSON.stringify(events.map((e) => [e.kind, e.t, (e as any).ball ?? (e as any).balls, (e as any).cushion, e.confidence])));
    const bottoms = railHits(events, 'white', 'bottom').map((e) => e.t);
    expect(bottoms.some((t) => Math.abs(t - TRUE_HIT) < 0.005)).toBe(true);
    expect(bottoms.some((t) => Math.abs(t - 67.09) < 0.05)).toBe(true);
    const sure = events.filter((e) => e.kind === 'ball-ball' && (e.confidence ?? 1) >= 0.9 && e.t > 66.9 && e.t < 67.05);
    expect(sure).toEqual([]);
  });

  it('a ball lying in the way in short of the rail stopped it: no rail hit', () => {
    // The same white; a red placed so that the white's way in reaches touching it 10 mm of travel before the contact line.
    const red: [number, number] = [-1378.5 + 43.5, 346.0 + 43.5];
    const rows = OVERRUN.map((r) => r.replace(/;(-?[0-9.]+,-?[0-9.]+)?( |$)/g, (_m, _c, end: string) => `;${red[0].toFixed(1)},${red[1].toFixed(1)}${end}`));
    const hs2 = [...histories(recordedFrames(rows)).values()];
    expect(overrunHits(hs2, T, hs2.flatMap((h) => cushionContacts(h, T))).filter((e) => e.t < 67.05)).toEqual([]);
    expect(overrunHits(hs, T, hs.flatMap((h) => cushionContacts(h, T))).filter((e) => e.t < 67.05)).toHaveLength(1);
  });

  it('a plain V at the rail is the turn analysis\' hit, not a second one', () => {
    // In at (-1300, 1300) mm/s, out off the bottom rail at (1000, 1300): the turn analysis finds it.
    const line = -1389.25, tc = 1.005;
    const path = (t: number): [number, number] => t <= tc ? [line - 1300 * (t - tc), 300 + 1300 * (t - tc)] : [line + 1000 * (t - tc), 300 + 1300 * (t - tc)];
    const h3 = [...histories(framesOf({ white: (t) => (t < 0.5 ? path(0.5) : path(t)) }, 1.3, 30)).values()];
    const turns = cushionContacts(h3[0]!, T);
    expect(turns.map((e) => e.cushion)).toEqual(['bottom']);
    expect(overrunHits(h3, T, turns)).toEqual([]);
  });
});
