/**
 * A hidden hitter's rail read without a step (hidden-approach.ts `cameFromBehind`, issue 6, session 40). Recorded
 * tracker output of development three-cushion #80 stroke 5 at 60 fps (times from 58.2903 s): the white lies at
 * (1167.5, 580), 99 mm off the left rail, last seen at 0.093; struck at 0.500 under the cue, it met the left rail at
 * 0.550 and the yellow (at rest, 60 mm off that rail) at 0.559, and is first seen at 0.660, 100 ms after the contact:
 * too late for a first step (MAX_STEP_S), so `hiddenApproachHits` read nothing and the rail was missed at 60 and 30 fps.
 * The yellow's line of centres points 106° off the white's straight way from its rest: no ball hits another from
 * behind, and of the rails only the left one's mirrored way (124 mm) comes in along that line.
 */
import { describe, expect, it } from 'vitest';
import type { CushionEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { hiddenApproachHits } from '../src/events/hidden-approach.js';
import type { Cause } from '../src/events/causes.js';
import type { BallHistory } from '../src/events/history.js';
import type { Start } from '../src/events/starts.js';
import { recordedFrames } from './events-helpers.js';

const table = CAROM_MATCH_TABLE, R = table.ballRadius;
const ctx = { table, discipline: 'three-cushion' as const };

describe('development three-cushion #80 stroke 5 at 60 fps (recorded): the hidden white off the left rail into the yellow', () => {
  const frames = recordedFrames([
  '0.0097;1167.2,581.0;1260.2,619.6;-92.7,-538.8 0.0264;1167.8,580.7;1260.3,620.6;-92.1,-538.7 0.0431;1167.3,580.3;1259.5,618.8;-93.0,-540.2 0.0597;1167.4,580.2;1259.6,619.7;-93.0,-539.4 0.0764;1167.7,578.6;1260.4,619.5; ',
  '0.0931;1168.9,579.6;;-93.4,-539.4 0.1097;;1259.6,619.1;-93.0,-540.0 0.1264;;1259.4,618.6;-93.7,-539.9 0.1431;;1259.9,618.8; 0.1597;;1259.5,620.1;-93.1,-538.9 ',
  '0.1764;;1259.0,620.9;-93.2,-540.2 0.1931;;1259.3,619.3;-93.8,-540.6 0.2097;;1258.8,619.3;-93.0,-539.3 0.2264;;1258.5,620.1;-93.3,-539.4 0.2431;;1259.1,620.1;-92.8,-540.7 ',
  '0.2597;;1259.1,620.2;-93.1,-540.5 0.2764;;1258.7,619.9;-92.7,-538.9 0.2931;;1260.3,619.8;-93.2,-539.0 0.3097;;;-92.6,-540.2 0.3264;;1259.4,619.7;-92.2,-539.9 ',
  '0.3431;;1260.3,619.4;-92.2,-539.5 0.3597;;1259.9,619.2;-92.7,-539.9 0.3764;;1259.2,620.1;-93.1,-539.5 0.3931;;1259.0,619.7;-93.4,-539.0 0.4097;;1259.2,620.4;-93.4,-538.9 ',
  '0.4264;;1260.0,619.3;-92.6,-539.7 0.4431;;1259.5,619.5;-93.2,-539.5 0.4597;;1259.6,618.2;-92.7,-539.1 0.4764;;1259.4,619.7;-94.4,-539.1 0.4931;;1260.2,619.6;-92.9,-538.6 ',
  '0.5097;;1259.6,620.7;-92.5,-538.7 0.5264;;1257.9,620.4;-91.8,-539.6 0.5431;;1258.4,619.1;-92.9,-539.6 0.5597;;1260.9,617.8;-93.5,-540.0 0.5764;;1280.4,597.3;-92.2,-540.4 ',
  '0.5931;;1304.5,573.0;-92.3,-539.8 0.6097;;1323.8,551.4;-92.6,-538.7 0.6264;;1345.5,527.8;-93.3,-540.2 0.6431;;1364.5,509.3;-93.1,-540.0 0.6597;;1383.3,489.4;-93.3,-539.5 ',
  '0.6764;1208.9,640.5;1375.9,474.5; 0.6931;1205.4,634.6;1366.0,461.1; 0.7097;1204.9,630.2;1352.1,449.2;-92.8,-539.6 0.7264;1202.3,624.4;1334.4,435.0;-93.3,-538.5 0.7431;1202.1,622.1;1320.0,424.8;-92.4,-539.6 ',
  '0.7597;1201.3,618.6;1308.2,413.2;-91.3,-539.3 0.7764;1200.6,615.0;1295.6,402.5;-92.2,-539.0 0.7931;1198.2,610.5;1283.6,390.8;-92.5,-539.5 0.8097;;1269.9,378.2;-92.8,-538.3 0.8264;1196.2,603.4;1259.1,366.3;-92.3,-539.8 ',
  '0.8431;1195.3,598.8;1246.2,358.1;-92.6,-540.0 ',
  ]);
  it('reports the white\'s left rail before its contact with the yellow, under the referee line', () => {
    const es = extractStroke(frames, ctx).events;
    const rail = es.find((e): e is CushionEvent => e.kind === 'cushion' && e.ball === 'white' && e.cushion === 'left');
    expect(rail).toBeDefined();
    expect(rail!.confidence).toBeLessThan(0.9);
    // Truth 0.550; within the matching tolerance (3 frames) and not after the contact (0.559).
    expect(Math.abs(rail!.t - 0.55)).toBeLessThan(3 / 60);
    expect(rail!.t).toBeLessThanOrEqual(0.5605);
    expect(es.filter((e) => e.kind === 'cushion' && e.t < 0.6)).toHaveLength(1);
  });
});

describe('hiddenApproachHits with no step to read (hand-made)', () => {
  // The yellow rests at (500, 600) and leaves straight down (-y) at 1.0 s: the contact point lies 17.75 mm off the left
  // rail's contact line. The white, hidden since 0.3 s, is first seen at 1.25 s, far from everything (no step).
  const u: [number, number] = [0, -1];
  const yellow: Start = { id: 'yellow', first: 1, t: 0.99, rest: [500, 600], dir: u, speed: 1500, hidden: false, lastRestT: 0.98, departT: 1.0 };
  const ho: BallHistory = { id: 'yellow', t: [0.5, 1.0, 1.02], x: [500, 500, 500], y: [600, 585, 555], runs: [] };
  const hit = (rest: [number, number], before: Cause[] = []): CushionEvent[] => {
    const white: Start = { id: 'white', first: 1, t: 1.25, rest, dir: [1, 0], speed: 800, hidden: true, lastRestT: 0.3, departT: 1.25 };
    const hg: BallHistory = { id: 'white', t: [0.3, 1.25], x: [rest[0], -900], y: [rest[1], -300], runs: [] };
    const found: Cause[] = [
      { start: yellow, by: 'white', hiddenHitter: true, error: 80 },
      { start: white, by: null, hiddenHitter: false, error: Infinity },
      ...before,
    ];
    return hiddenApproachHits(found, [ho, hg], table, []);
  };
  it('reads the one rail whose mirrored way comes in along the line of centres when the straight way came from behind', () => {
    const hs = hit([600, 560]);
    expect(hs).toHaveLength(1);
    expect(hs[0]).toMatchObject({ ball: 'white', cushion: 'left' });
  });
  it('reads nothing when the straight way could have met the ball, or every mirrored way is too long to stay hidden', () => {
    expect(hit([540, 670])).toHaveLength(0);
    expect(hit([1000, -300])).toHaveLength(0);
  });
  it('reads nothing when the hitter had started another ball before this contact (its way may have turned there)', () => {
    const red: Start = { id: 'red', first: 1, t: 0.97, rest: [560, 640], dir: [0, 1], speed: 600, hidden: false, lastRestT: 0.96, departT: 0.98 };
    expect(hit([600, 560], [{ start: red, by: 'white', hiddenHitter: true, error: 30 }])).toHaveLength(0);
  });
});
