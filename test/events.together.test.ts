/**
 * One slow contact reported twice (`together.ts` stayedTogether, used by
 * `dropTwins`, issue 6, sessions 10-11): at 25-30 fps a pair that stays
 * within a few mm of touching for 0.1-0.3 s (a ball pushed slowly off
 * another, or a creeping ball into one at rest) shows its noise as a second
 * distance minimum, reported at 0.8 0.13 s before or after the true touch:
 * one extra contact. Recorded tracker output of development libre strokes
 * (recorded by helper N, session 10), and hand-made reports: a cushion hit
 * or a rail turn seen in a ball's points between the two reports keeps both
 * (a ball back off a near rail into its hitter, rail-turns.ts).
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { histories } from '../src/events/history.js';
import { dropTwins } from '../src/events/twins.js';
import { stayedTogether } from '../src/events/together.js';
import { railReturns } from '../src/events/returns.js';
import { startsOf } from '../src/events/starts.js';
import type { StrokeEvent } from '../src/contracts/events.js';
import { framesOf, recordedFrames, pairEvents } from './events-helpers.js';

const R = CAROM_MATCH_TABLE.ballRadius;
const ctx = { table: CAROM_MATCH_TABLE, discipline: 'libre' as const };
const contactsOf = (frames: Parameters<typeof extractStroke>[0], a: BallId, b: BallId) => pairEvents(extractStroke(frames, ctx).events, a, b);

describe('development libre #76 stroke 2 at 25 fps (recorded): the white runs thinly along the yellow', () => {
  // Times from 17.32 s; the truth: white-yellow at 0.572, the yellow pushed 2.5 mm; the pair stays within 4 mm of touching until 0.72,
  // where a noise minimum was a second contact at 0.8.
  const frames = recordedFrames([
  '0;;;711.1,-0.3 0.04;651.5,5.4;728.0,103.1;717.9,3.0 0.08;652.9,14.6;729.5,103.3;721.9,2.1 0.12;651.7,22.4;727.9,102.5;727.1,1.6 0.16;655.5,28.6;728.6,103.5;733.1,3.4 ',
  '0.2;654.7,36.8;728.9,104.2;739.6,3.7 0.24;656.0,46.0;729.2,103.5;742.2,4.8 0.28;659.8,50.8;729.7,102.5;747.1,6.8 0.32;660.7,60.0;728.7,103.5;750.1,5.8 0.36;659.0,63.2;729.9,103.3;755.3,8.7 ',
  '0.4;661.9,74.1;729.5,101.9;759.6,7.0 0.44;663.2,81.3;729.3,102.4;763.8,7.8 0.48;664.1,89.1;730.0,103.4;766.2,9.7 0.52;667.3,94.4;729.4,103.1;768.2,10.0 0.56;667.1,100.0;729.5,103.6;772.4,10.7 ',
  '0.6;667.8,105.2;;775.0,9.3 0.64;668.6,109.2;730.7,104.7;780.3,9.8 0.68;669.9,120.3;732.6,104.2;781.5,10.3 0.72;668.9,124.3;730.1,101.9;785.9,12.6 0.76;670.2,127.0;;788.1,12.7 ',
  '0.8;667.5,135.8;730.6,103.0;790.3,12.4 0.84;667.0,139.6;732.3,102.5;793.7,12.8 0.88;668.8,144.4;731.4,103.4;796.0,14.0 0.92;669.5,151.5;731.6,103.8;797.6,13.2 0.96;670.2,156.0;732.2,102.8;800.2,12.4 ',
  '1;;731.7,103.2;800.9,14.7 1.04;669.8,162.9;731.1,103.4;801.3,14.4 1.08;671.5,171.2;731.9,103.3;800.9,15.1 1.12;669.5,174.0;732.3,104.0;804.4,14.1 1.16;669.1,174.8;732.8,103.9;803.8,15.7 ',
  '1.2;672.4,180.4;732.8,104.4;805.7,15.7 1.24;671.5,182.9;731.7,103.1;805.7,14.6 1.28;670.0,186.9;731.8,104.4;807.1,15.0 1.32;673.1,190.8;731.9,103.3;807.7,14.8 1.36;671.9,192.9;732.3,104.8;808.9,15.4 ',
  ]);
  it('is one white-yellow contact, at the touch', () => {
    const cs = contactsOf(frames, 'white', 'yellow');
    expect(cs).toHaveLength(1);
    expect(Math.abs(cs[0]!.t - 0.572)).toBeLessThan(1 / 25);
  });
});

describe('development libre #74 stroke 5 at 30 fps (recorded): the yellow creeping at 60 mm/s into the red at rest', () => {
  // Times from 49.9 s; the truth: yellow-red at 0.767. A noise minimum 3 mm wide at 0.63 was reported too (0.8), the pair closing all along.
  const frames = recordedFrames([
  '0;-1005.0,479.6;-449.7,-161.9;-340.3,-130.1 0.0333;-1000.6,475.4;-447.0,-160.2;-340.8,-130.4 0.0667;-998.1,470.2;-443.7,-157.7;-340.2,-130.6 0.1;-997.5,463.7;-442.8,-155.0;-339.8,-130.4 0.1333;-997.2,459.4;-438.7,-150.5;-340.5,-129.4 ',
  '0.1667;-995.2,454.4;-437.6,-148.9;-341.0,-129.9 0.2;;-433.7,-145.5;-340.0,-130.4 0.2333;-991.2,444.2;-428.4,-143.0;-341.3,-130.7 0.2667;-990.8,439.3;-427.9,-140.5;-341.8,-129.6 0.3;-990.1,437.0;-425.7,-137.7;-342.0,-130.3 ',
  '0.3333;-984.4,431.7;-421.5,-134.0;-341.4,-129.5 0.3667;-983.5,426.4;-419.5,-133.8;-340.7,-130.3 0.4;-982.2,420.5;-415.6,-130.6;-341.1,-130.7 0.4333;-982.0,417.0;-417.1,-126.2;-340.6,-130.1 0.4667;-980.8,413.3;-412.5,-126.2;-340.8,-129.6 ',
  '0.5;-981.0,409.5;-413.9,-123.9;-339.5,-129.5 0.5333;-979.4,406.8;-409.8,-121.5;-340.1,-131.1 0.5667;-978.7,402.6;-407.3,-119.3;-340.0,-130.3 0.6;-977.7,397.6;-405.4,-119.7;-342.6,-130.5 0.6333;-978.3,396.9;-403.7,-115.5;-340.5,-130.8 ',
  '0.6667;-977.2,394.1;-402.3,-112.5;-340.2,-130.0 0.7;-972.7,389.8;-400.6,-110.0;-339.8,-130.4 0.7333;-973.0,384.8;-401.1,-111.9;-341.4,-130.3 0.7667;-972.7,381.0;-396.5,-108.1; 0.8;-973.5,379.3;-397.9,-109.0;-339.1,-129.3 ',
  '0.8333;-971.7,375.1;-396.3,-104.3;-339.6,-131.5 0.8667;-970.8,370.8;-396.7,-104.7;-342.7,-132.6 0.9;-968.8,370.0;-397.1,-105.9; 0.9333;-967.0,367.8;-395.2,-101.4;-339.5,-130.6 0.9667;-966.0,365.0;-394.7,-101.1;-340.0,-130.6 ',
  '1;-965.7,360.9;-391.0,-98.4;-338.7,-130.6 1.0333;;-390.6,-97.5;-338.7,-130.5 1.0667;-964.7,357.6;-393.4,-99.7;-338.1,-130.8 1.1;-965.8,357.2;-392.5,-96.6;-339.4,-130.2 1.1333;-963.5,356.4;-391.9,-95.6;-339.2,-131.4 ',
  '1.1667;-962.6,351.5;-392.7,-95.9;-338.6,-130.3 1.2;-965.4,348.7;-390.1,-93.8;-338.5,-130.5 1.2333;-963.3,347.0;-391.9,-94.3;-339.4,-130.1 1.2667;-960.6,346.0;-389.7,-95.6;-338.6,-129.9 1.3;-961.5,346.1;-390.8,-95.6;-338.1,-130.7 ',
  '1.3333;-962.5,345.0;-390.6,-92.1;-338.5,-129.8 1.3667;-960.5,343.1;-390.7,-93.5;-338.8,-130.2 1.4;-959.7,342.1;-390.4,-93.4;-340.2,-131.1 1.4333;-960.6,339.1;-390.5,-95.3;-339.3,-130.5 1.4667;-959.2,341.7;-390.6,-93.8;-340.3,-129.9 ',
  '1.5;-958.8,336.9;-391.0,-94.1;-340.1,-130.2 ',
  ]);
  it('is one yellow-red contact, at the touch, settled', () => {
    const cs = contactsOf(frames, 'yellow', 'red');
    expect(cs).toHaveLength(1);
    expect(Math.abs(cs[0]!.t - 0.767)).toBeLessThan(1 / 30);
    expect(cs[0]!.confidence ?? 1).toBeGreaterThanOrEqual(0.9);
  });
  it('the pair stayed together between the noise minimum and the touch, not before the approach', () => {
    const hs = histories(frames), y = hs.get('yellow')!, r = hs.get('red')!;
    expect(stayedTogether(y, r, 0.633, 0.765, R)).toBe(true);
    expect(stayedTogether(y, r, 0.3, 0.765, R)).toBe(false);
  });
});

describe('dropTwins on two reports of a pair that stays 2 mm apart (hand-made)', () => {
  const hs = [...histories(framesOf({ white: () => [0, 0], yellow: () => [2 * R + 2, 0] }, 1, 30)).values()];
  const reports = (cushion: boolean): StrokeEvent[] => [
    { t: 0.5, kind: 'ball-ball', balls: ['white', 'yellow'], confidence: 0.99 },
    ...(cushion ? [{ t: 0.55, kind: 'cushion' as const, ball: 'yellow' as const, cushion: 'top' as const, confidence: 0.75 }] : []),
    { t: 0.68, kind: 'ball-ball', balls: ['yellow', 'white'], confidence: 0.8 },
  ];
  const count = (es: StrokeEvent[]): number => { dropTwins(es, hs, R); return es.filter((e) => e.kind === 'ball-ball').length; };
  it('0.18 s apart with nothing between: one contact, the more confident', () => {
    const es = reports(false);
    expect(count(es)).toBe(1);
    expect(es[0]!.t).toBe(0.5);
  });
  it('a cushion hit of either ball between them (even a weak one): two meetings, both kept', () => {
    expect(count(reports(true))).toBe(2);
  });
  it('a rail turn of either ball seen between them: two meetings, both kept', () => {
    const es = reports(false);
    dropTwins(es, hs, R, new Map([['yellow', [0.56]]]));
    expect(es.filter((e) => e.kind === 'ball-ball')).toHaveLength(2);
  });
});

describe('railReturns after a merge (hand-made, 30 fps): a full hit into a rail 15 mm away, the red back into the white', () => {
  // As in events.returns.test.ts: the white stops, the red reaches the top rail and comes back into it. railReturns adds
  // the touch the pair's one report lacks; when dropTwins merged that pair's two reports there as one slow contact seen
  // twice, it adds none (the pair never parted, by stayedTogether).
  const vIn = 1500, t1 = 1.01, LINE = CAROM_MATCH_TABLE.length / 2 - R;
  const rest = LINE - 15, vBack = 0.8 * vIn, tRail = t1 + 15 / vIn, t2 = tRail + 15 / vBack;
  const white = (t: number): [number, number] => [t <= t1 ? rest - 2 * R - vIn * (t1 - Math.max(t, 0.3)) : t <= t2 ? rest - 2 * R : rest - 2 * R - 0.9 * vBack * Math.min(t - t2, 0.3), 40];
  const red = (t: number): [number, number] => [t <= t1 ? rest : t <= tRail ? rest + vIn * (t - t1) : t <= t2 ? LINE - vBack * (t - tRail) : rest - 0.1 * vBack * Math.min(t - t2, 0.3), 40];
  const hs = [...histories(framesOf({ white, red, yellow: () => [-600, -300] }, 1.8, 30)).values()];
  const report: StrokeEvent[] = [{ t: t1, kind: 'ball-ball', balls: ['white', 'red'], confidence: 0.99 }];
  it('adds the second touch, unless the pair\'s reports there were merged', () => {
    expect(railReturns(report, hs, startsOf(hs), CAROM_MATCH_TABLE, new Map())).toHaveLength(1);
    expect(railReturns(report, hs, startsOf(hs), CAROM_MATCH_TABLE, new Map(), [{ balls: ['red', 'white'], t: [t1 + 0.05, t1] }])).toEqual([]);
  });
});
