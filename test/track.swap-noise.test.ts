/**
 * Identity swaps at twice the renders' noise (development Russian 30 fps,
 * EVAL_NOISE=2): the detections of matches #34 and #7 (detector seeds 1033
 * and 1006) around the swaps, the balls first seen at rest where they lay
 * before the stroke (the cue ball where its track last saw it).
 * - #34[1] (adoption.ts `seenElsewhere`): the struck ball, seen at rest in
 *   the frame the hidden cue ball's chain began, was kicked out of its gate
 *   the next frame and took that chain across their collision.
 * - #7[3] (met-resting.ts `passesThrough`): the cue ball, turned by a hit the
 *   filter had not caught up with, was predicted into a resting white it only
 *   kissed; its straight prediction, through the white, took the white's
 *   detection.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { toDetectionFrame } from '../src/track/detections.js';
import { Tracker, type TrackedFrame } from '../src/track/tracker.js';
import { seenElsewhere } from '../src/track/adoption.js';
import { passesThrough } from '../src/track/met-resting.js';

/** [x, y] a white, [x, y, 1] the colour ball. */
type Det = [number, number] | [number, number, 1];

/** Ten frames of `rest` at 30 fps, then `frames`: the first and the last tracked frame. */
function run(rest: Det[], frames: Det[][]): { first: TrackedFrame; last: TrackedFrame } {
  const tr = new Tracker(PYRAMID_12FT_TABLE, 'russian-colour');
  const at = (i: number, ds: Det[]): TrackedFrame => tr.update(toDetectionFrame({
    frame: i, t: i / 30,
    detections: ds.map(([x, y, c]) => ({ class: c ? 'ball-colour' as const : 'ball-white' as const, x, y, confidence: 0.9 })),
  }));
  let first = at(0, rest);
  for (let i = 1; i < 10; i++) first = at(i, rest);
  let last = first;
  frames.forEach((ds, k) => { last = at(10 + k, ds); });
  return { first, last };
}

const idNear = (f: TrackedFrame, x: number, y: number): string | undefined =>
  f.balls.find((b) => b.observed && Math.hypot(b.x - x, b.y - y) < 15)?.id;

describe('tracker: swaps at twice the noise (Russian dev 30 fps #34[1], #7[3])', () => {
  it('a chain holding a detection of the frame a ball was seen in elsewhere is not that ball (#34[1])', () => {
    // The cue ball (at rest at 1267, 220) is hidden under the cue for 14 frames; its first detection after the strike comes in the frame the
    // struck ball is last seen at rest, the struck ball's own detection leaves its gate the next frame.
    const { first, last } = run(
      [[953.3, 49.6], [1020.3, 0.4, 1], [1266.9, 220.0], [1092.4, 1.6], [-743.7, 708.8], [947.9, -37.0], [887.6, -0.2], [469.5, 386.0]],
      [
        [[947.7, -37.9], [1268.0, 221.3], [471.4, 386.1], [952.4, 48.7], [1094.4, 3.1], [1018.6, 1.4, 1], [-742.1, 707.8], [888.1, 1.0]],
        [[948.2, -37.7], [-743.7, 708.9], [1266.8, 222.3], [471.9, 385.9], [1091.9, 2.1], [1020.8, -0.1, 1], [954.5, 50.7], [887.1, 1.6]],
        [[949.1, -35.1], [1021.2, 1.4, 1], [887.3, 1.1], [-744.7, 707.8], [953.1, 49.5], [1268.6, 221.6], [470.5, 386.2], [1092.6, 2.3]],
        [[1268.3, 221.2], [950.3, -35.1], [888.5, 1.8], [952.7, 49.0], [1092.6, 2.3], [471.3, 384.0], [-742.5, 706.2], [1019.4, -0.5, 1]],
        [[469.8, 387.9], [1018.9, 1.3, 1], [885.4, 1.7], [953.8, 48.8], [1269.9, 220.7], [-743.3, 709.8], [1093.2, 2.0], [948.9, -37.2]],
        [[1093.9, 3.2], [1021.4, -1.8, 1], [948.2, -34.7], [470.8, 387.1], [-742.5, 708.2], [888.3, -1.2], [952.8, 50.1]],
        [[-744.3, 707.6], [949.3, -34.8], [1093.0, 0.6], [470.9, 384.8], [1018.4, 0.0, 1], [952.1, 47.4], [890.3, 0.9]],
        [[949.2, -37.2], [-1121.6, -215.9, 1], [-745.0, 707.0], [1092.1, 2.1], [469.7, 388.5], [887.8, 1.1], [1018.6, -1.7, 1], [952.5, 47.9]],
        [[952.8, 50.2], [-741.4, 709.1], [1021.9, -1.4, 1], [950.1, -37.8], [1091.8, 2.4], [469.8, 386.1]],
        [[470.1, 386.6], [952.4, 49.3], [886.2, 0.3], [-741.5, 709.3], [948.8, -35.9], [1094.4, 2.9], [1020.2, -1.0, 1]],
        [[1092.2, 3.0], [954.9, 49.8], [1021.8, -1.1, 1], [949.9, -37.7], [-742.6, 709.4], [887.8, 1.9], [469.6, 384.8]],
        [[-744.2, 708.1], [1093.9, -1.6], [953.7, 46.8], [887.2, 1.6], [1020.6, 1.1, 1], [470.4, 386.4], [945.7, -35.2]],
        [[1094.9, 1.4], [1021.4, -1.0, 1], [-742.9, 710.3], [952.1, 48.1], [947.9, -37.1], [471.7, 384.9], [887.5, 0.8]],
        [[952.7, 49.7], [1092.9, 2.7], [888.3, 0.9], [950.5, -35.2], [1019.7, 1.2, 1], [-743.9, 706.5], [471.9, 386.5]],
        [[468.7, 386.7], [950.9, 48.7], [949.6, -35.9], [887.0, 0.4], [1019.8, 1.2, 1], [-742.0, 708.5], [1094.1, 2.1]],
        [[1019.1, -0.0, 1], [468.5, 385.7], [953.7, 48.0], [949.7, -35.7], [1089.7, 1.6], [885.8, -1.7]],
        [[471.9, 386.9], [-742.3, 706.5], [886.3, 0.6], [948.9, -36.7], [951.8, 48.2], [1019.9, 1.2, 1], [1092.3, 1.4]],
        [[1017.1, -0.7, 1], [1094.6, 2.2], [469.8, 385.7], [-743.3, 708.4], [887.9, 1.4], [952.5, 46.5], [947.8, -36.1]],
        [[-743.0, 706.5], [1090.4, 1.2], [1134.7, 39.8], [952.2, 48.1], [471.5, 385.7], [948.6, -36.9], [889.8, 1.0], [1019.2, -0.2, 1]],
        [[1082.2, -95.2], [471.2, 386.3], [911.1, -86.8], [865.2, 12.6], [924.0, 77.0], [-744.5, 710.2], [1006.6, 7.3, 1], [1167.5, 12.2]],
        [[1181.7, -22.9], [1010.1, 17.3, 1], [472.4, 386.3], [847.7, 32.1], [-743.3, 708.9], [891.1, 108.8], [1081.5, -189.8], [852.8, -145.4]],
        [[819.1, 44.0], [471.3, 384.5], [852.2, 141.3], [1018.2, 25.1, 1], [-742.2, 708.9], [1080.3, -286.4], [806.2, -203.9], [1207.2, -62.2]],
        [[821.8, 181.7], [802.3, 63.8], [1220.0, -92.4], [765.3, -271.5], [470.7, 385.6], [1068.1, -362.2], [1021.3, 26.2, 1], [-741.1, 706.6]],
      ]);
    expect(idNear(last, 1220.0, -92.4)).toBe(idNear(first, 1266.9, 220.0)); // the cue ball
    expect(idNear(last, 1068.1, -362.2)).toBe(idNear(first, 1092.4, 1.6)); // the ball it struck
  });

  it('a moving ball\'s straight prediction through a resting ball takes no detection (#7[3])', () => {
    // The cue ball (at rest at 980, 292) hits the white at (1428, -88), turns, and kisses the white at (1430, -190): predicted
    // still on its old line, into that white, which the model sends off at the cue ball's speed.
    const { first, last } = run(
      [[1427.6, -192.6], [1208.1, 219.8, 1], [1195.0, -803.5], [982.4, 114.5], [1284.5, 201.2], [1429.3, -88.0], [979.1, 292.6]],
      [
        [[1193.3, -802.5], [1431.0, -189.7], [1427.1, -90.4], [-474.9, -381.8, 1], [1208.2, 219.4, 1], [1285.4, 203.3], [980.2, 117.0]],
        [[1285.4, 201.2], [1210.7, 220.7, 1], [981.7, 116.0], [1428.5, -88.4], [1429.2, -190.3], [1195.4, -804.8]],
        [[1427.6, -192.7], [1207.3, 219.5, 1], [1284.7, 198.0], [1193.7, -802.4], [978.9, 116.8], [1428.1, -88.7]],
        [[1430.4, -193.1], [1209.3, 219.2, 1], [1090.3, 179.8], [1195.2, -801.5], [979.9, 115.6], [1428.1, -88.3], [1286.0, 199.9]],
        [[977.5, 116.6], [1186.8, 95.6], [1426.9, -89.2], [1192.8, -802.2], [1426.3, -190.5], [1209.1, 218.4, 1], [1286.0, 200.5]],
        [[1428.8, -89.1], [1430.1, -190.0], [1207.2, 219.6, 1], [1193.6, -800.5], [980.4, 113.9], [1283.8, 200.1], [1274.3, -11.6]],
        [[1359.2, -101.8], [1447.0, -90.4], [1427.8, -189.6], [1210.6, 217.6, 1], [1285.4, 199.6], [1194.2, -802.6], [980.0, 115.6]],
        [[1194.4, -803.7], [980.0, 117.5], [1530.8, -87.9], [1286.9, 198.3], [1211.0, 218.6, 1], [1351.2, -188.5], [1435.9, -189.5]],
        [[1210.6, 220.6, 1], [980.6, 116.2], [1454.9, -200.6], [1193.9, -802.2], [1617.1, -87.5], [1338.3, -277.3], [1285.3, 200.7]],
        [[1208.5, 220.9, 1], [981.8, 115.7], [1285.8, 197.5], [1478.9, -204.6], [1306.4, -360.4], [1715.8, -82.9], [1193.5, -802.0]],
        [[1285.8, 200.9], [1209.4, 220.7, 1], [979.1, 116.5], [1708.1, -91.3], [1279.4, -435.3], [1192.0, -802.9], [1497.1, -209.8]],
      ]);
    expect(idNear(last, 1279.4, -435.3)).toBe(idNear(first, 979.1, 292.6)); // the cue ball
    expect(idNear(last, 1497.1, -209.8)).toBe(idNear(first, 1427.6, -192.6)); // the white it kissed
    expect(idNear(last, 1708.1, -91.3)).toBe(idNear(first, 1429.3, -88.0)); // the white it hit first
  });

  it('reads the two rules on their own', () => {
    const chain = { code: 0, obs: [{ frame: 5, t: 5 / 30, x: 0, y: 0 }, { frame: 6, t: 6 / 30, x: 30, y: 0 }] };
    expect(seenElsewhere(chain, 5 / 30)).toBe(true);
    expect(seenElsewhere(chain, 6 / 30)).toBe(true);
    expect(seenElsewhere(chain, 4 / 30)).toBe(false);
    expect(seenElsewhere({ code: 0, obs: [chain.obs[0]!, { frame: 7, t: 7 / 30, x: 60, y: 0 }] }, 6 / 30)).toBe(false); // the frame it skipped
    const R = PYRAMID_12FT_TABLE.ballRadius;
    expect(passesThrough({ x: 0, y: 0 }, { x: 100, y: 0 }, [{ x: 60, y: 10 }], R)).toBe(true); // through its centre
    expect(passesThrough({ x: 0, y: 0 }, { x: 100, y: 0 }, [{ x: 60, y: 1.8 * R }], R)).toBe(false); // a thin pass
    expect(passesThrough({ x: 0, y: 0 }, { x: 100, y: 0 }, [{ x: -60, y: 0 }], R)).toBe(false); // behind it
  });
});
