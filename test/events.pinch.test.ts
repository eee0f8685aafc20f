/**
 * Rail touches beside a ball contact that fall between frames (pinch.ts): a
 * ball driven into a rail by a ball lying near it touches the rail, meets the
 * ball and is pushed back into the rail within one or two frames.
 */
import { describe, expect, it } from 'vitest';
import type { CushionEvent, StrokeEvent } from '../src/contracts/events.js';
import type { BallId } from '../src/contracts/ids.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import type { BallHistory } from '../src/events/history.js';
import { pinchHits } from '../src/events/pinch.js';
import type { Cause } from '../src/events/causes.js';
import { recordedFrames, isPair } from './events-helpers.js';

const table = CAROM_MATCH_TABLE;
const ctx = { table, discipline: 'three-cushion' as const };
const R = table.ballRadius;
const RIGHT = -(table.width / 2 - R);

/**
 * Tracked frames (30 fps, simulated detections through the tracker) of development three-cushion #46 stroke 6,
 * 1.6-0.0 s before the pinch: 't;white x,y;yellow x,y;red x,y' (empty: unseen). The truth: yellow meets the right
 * rail at 1.2487 s, the red (56 mm off that rail) at 1.2545 s and the right rail again at 1.2807 s.
 */
const RECORDED = [
  '0;-56.2,524.5;-603.9,515.7;1051.1,-622.6 0.0333;-57.1,524.5;-605.3,517.4;1051.6,-623.2 0.0667;-57.1,524.6;-604.8,515.8;1051.7,-623.7 0.1;-56.0,523.9;-606.0,516.1;1051.5,-623.2 ',
  '0.1333;-57.5,524.6;;1050.9,-623.8 0.1667;-57.2,523.3;-605.5,516.3;1050.4,-623.7 0.2;;-605.0,516.9;1051.5,-623.1 0.2333;-56.3,523.7;-604.1,516.0;1051.3,-623.0 ',
  '0.2667;-56.0,525.2;-605.2,515.8;1052.1,-622.9 0.3;-57.0,525.1;-605.6,515.6;1051.4,-622.8 0.3333;-57.5,525.0;;1051.9,-623.1 0.3667;-56.3,524.1;;1051.5,-623.8 0.4;-57.4,524.6;;1052.5,-623.5 ',
  '0.4333;-56.4,525.8;;1052.2,-623.6 0.4667;-56.1,525.4;;1051.3,-623.3 0.5;-57.1,524.5;;1051.3,-621.7 0.5333;-57.3,525.0;;1050.3,-622.2 0.5667;-56.1,525.2;;1050.6,-622.8 ',
  '0.6;-56.9,524.9;;1050.7,-622.7 0.6333;-55.4,522.8;;1051.4,-623.5 0.6667;-56.5,523.4;;1051.1,-623.9 0.7;-57.4,524.1;;1051.2,-623.2 0.7333;-56.8,523.9;;1052.0,-622.6 ',
  '0.7667;-56.8,523.5;;1051.6,-622.3 0.8;-56.2,525.0;-339.2,315.9;1051.9,-623.1 0.8333;-56.5,524.9;-229.7,233.0;1051.0,-623.7 0.8667;-56.1,524.4;-126.3,160.3;1051.2,-622.7 ',
  '0.9;-56.5,524.5;-21.9,82.2;1051.6,-623.2 0.9333;-56.7,524.3;77.7,5.1;1052.1,-623.6 0.9667;-56.9,524.7;174.3,-66.8;1051.1,-623.0 1;-56.4,524.4;269.6,-136.2;1051.0,-622.8 ',
  '1.0333;-56.0,524.7;370.9,-208.4;1051.0,-623.0 1.0667;-56.8,525.3;466.8,-283.2;1050.5,-623.3 1.1;-57.2,524.8;565.8,-359.1;1051.4,-621.9 1.1333;-57.4,524.0;670.7,-428.9;1052.1,-623.5 ',
  '1.1667;-58.2,524.2;760.7,-505.1;1051.6,-623.3 1.2;-57.1,523.8;856.8,-580.2;1051.6,-622.5 1.2333;-57.3,526.6;952.3,-653.5;1051.3,-622.7 1.2667;-56.4,524.5;1020.1,-675.2;1077.4,-592.6 ',
  '1.3;-56.6,523.9;1042.0,-674.8;1145.6,-519.2 1.3333;-57.2,524.2;1072.0,-663.8;1208.0,-451.9 1.3667;-56.2,524.3;1102.8,-653.8;1270.6,-381.9 1.4;-56.2,525.1;1135.3,-643.4;1329.2,-308.4 ',
  '1.4333;-56.9,523.9;1166.7,-637.5;1392.6,-246.8 1.4667;-56.3,523.2;1203.3,-632.9; 1.5;-56.8,524.8;1243.3,-625.0;1299.0,-155.6 1.5333;-56.2,524.7;1284.4,-616.6;1250.0,-112.5 ',
  '1.5667;-57.0,523.7;1324.9,-608.8;1210.0,-71.0 1.6;-56.2,524.5;1370.5,-608.2;1171.7,-32.1 1.6333;-56.7,523.3;1369.3,-595.6;1135.2,7.5 1.6667;-56.6,524.5;1335.6,-576.3;1097.3,45.1 ',
  '1.7;-57.7,524.4;1306.7,-559.4;1062.5,83.0 ',
];


const rails = (es: readonly StrokeEvent[], ball: BallId, cushion: string): number[] =>
  es.filter((e): e is CushionEvent => e.kind === 'cushion' && e.ball === ball && e.cushion === cushion).map((e) => e.t);

describe('a yellow pinched between the right rail and the red (recorded, 30 fps)', () => {
  it('touched the rail before and after the red: two right cushions, the contact between', () => {
    const ex = extractStroke(recordedFrames(RECORDED), ctx);
    const ts = rails(ex.events, 'yellow', 'right');
    expect(ts).toHaveLength(2);
    expect(Math.abs(ts[0]! - 1.2487)).toBeLessThan(0.01);
    expect(Math.abs(ts[1]! - 1.2807)).toBeLessThan(0.01);
    const kiss = ex.events.find((e) => isPair(e, 'red', 'yellow'));
    expect(kiss && kiss.t > ts[0]! && kiss.t < ts[1]!).toBe(true);
  });
});

/** A history of straight legs sampled at 30 fps over [from, to]: a ball at rest before its first leg. */
function history(id: BallId, from: number, to: number, at: (t: number) => [number, number]): BallHistory {
  const t: number[] = [], x: number[] = [], y: number[] = [];
  for (let k = Math.ceil(from * 30); k / 30 <= to; k++) { const q = at(k / 30); t.push(k / 30); x.push(q[0]); y.push(q[1]); }
  return { id, t, x, y, runs: [[0, t.length - 1]] };
}

/** The white lay by the right rail and was hit at tc = 0, leaving along `dir`; the yellow was its hitter. */
function whiteHitAt0(dir: [number, number]): Cause {
  const rest: [number, number] = [-1354, -610.2];
  return { start: { id: 'white', first: 0, t: 0, rest, dir, speed: 1200, hidden: false, lastRestT: -0.01, departT: 0.02 }, by: 'yellow', hiddenHitter: false, error: 0.5 };
}

describe('pinchHits: the way out traced back (development #63 stroke 3, 30 fps, in numbers)', () => {
  const dir: [number, number] = [0.47, 0.88];
  const p: [number, number] = [-1354 - 2 * R * dir[0], -610.2 - 2 * R * dir[1]];
  const v: [number, number] = [1040, 420];
  it('a way out that left the rail 24 ms after the contact, not the contact point: a right cushion then', () => {
    const h: [number, number] = [-1344, RIGHT], tHit = 0.024;
    const yellow = history('yellow', 0.05, 0.2, (t) => [h[0] + v[0] * (t - tHit), h[1] + v[1] * (t - tHit)]);
    const out = pinchHits([whiteHitAt0(dir)], [yellow], table, []);
    expect(out.map((e) => e.cushion)).toEqual(['right']);
    expect(Math.abs(out[0]!.t - tHit)).toBeLessThan(0.003);
    expect(out[0]!.confidence).toBeLessThan(0.9);
  });
  it('a way out straight from the contact point claims no rail', () => {
    const yellow = history('yellow', 0.05, 0.2, (t) => [p[0] + v[0] * t, p[1] + v[1] * t]);
    expect(pinchHits([whiteHitAt0(dir)], [yellow], table, [])).toEqual([]);
  });
  it('a turn already found on that rail after the contact is that touch', () => {
    const h: [number, number] = [-1344, RIGHT], tHit = 0.024;
    const yellow = history('yellow', 0.05, 0.2, (t) => [h[0] + v[0] * (t - tHit), h[1] + v[1] * (t - tHit)]);
    const known: CushionEvent[] = [{ t: 0.03, kind: 'cushion', ball: 'yellow', cushion: 'right' }];
    expect(pinchHits([whiteHitAt0(dir)], [yellow], table, known)).toEqual([]);
  });
});

describe('pinchHits: the way in carried on (development #55 stroke 6, 30 fps, in numbers)', () => {
  const rest: [number, number] = [-1312.5, 388.2], dir: [number, number] = [0.98, 0.22];
  const cause = (): Cause => ({ start: { id: 'yellow', first: 0, t: 0, rest, dir, speed: 900, hidden: false, lastRestT: -0.01, departT: 0.03 }, by: 'white', hiddenHitter: false, error: 2 });
  it('a way in that reaches the bottom rail clear of the yellow and mirrors into the contact point: a bottom cushion first', () => {
    const white = history('white', -0.2, -0.02, (t) => [-1359.4 - 1350 * (t + 0.0323), 334.4 + 1300 * (t + 0.0323)]);
    const out = pinchHits([cause()], [white], table, []);
    expect(out.map((e) => e.cushion)).toEqual(['bottom']);
    expect(out[0]!.t).toBeLessThan(0);
    expect(out[0]!.t).toBeGreaterThan(-0.03);
  });
  it('a way in running into the contact point claims no rail', () => {
    const p: [number, number] = [rest[0] - 2 * R * dir[0], rest[1] - 2 * R * dir[1]];
    const white = history('white', -0.2, -0.02, (t) => [p[0] + 1800 * t, p[1] + 50 * t]);
    expect(pinchHits([cause()], [white], table, [])).toEqual([]);
  });
});
