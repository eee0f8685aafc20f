/**
 * A resting white whose own way out already began as a chain, away from its hidden twin (tracker.ts `metHidden`,
 * hidden-twin.ts `seenLeaving`). The case of development Russian 25 fps at twice the noise #252[7] (EVAL_SKIP=251
 * EVAL_MATCHES=1 EVAL_RATES=25 EVAL_NOISE=2 EVAL_SWAPS=1), its geometry kept: the cue ball, at rest 157 mm from the
 * object white, is hidden under the cue for 0.4 s and struck into it. In the frame of the hit the cue ball is unseen and
 * the object's detection lies 77 mm off its place, away from the cue ball: a jump held off the object (the hidden twin
 * may be arriving), so it begins a chain. Next frame the cue ball's first detection lies 89 mm off the object's place on
 * its own side, beyond the touch (`atTouch`), and no other detection is loose (the object's own lay in a resting
 * neighbour's gate): the object's track took it, and the cue ball's id went on with the object's chain (an identity swap).
 */
import { describe, expect, it } from 'vitest';
import { seenLeaving } from '../src/track/hidden-twin.js';
import { type Det, swaps } from './track-russian-helpers.js';

/** Four far whites at rest (the rest of the table: with the neighbour, the object and the cue ball, the seven). */
const REST: Det[] = [['f1', -1200, 600], ['f2', -1200, -600], ['f3', -600, 500], ['f4', -300, -700]];
/**
 * The resting neighbour the object runs past: #252[7]'s at (1281, -277), whose gate held the object's detection at 24 of 25
 * (5σ squared); set 9 mm nearer here, where noise-free detections keep its gate narrower (63 mm from that detection, past 2R).
 */
const N: Det = ['n', 1285, -270];

function stroke(): Det[][] {
  const o: [number, number] = [1444, -199], c: [number, number] = [1598, -220];
  const frames: Det[][] = [];
  for (let i = 0; i < 5; i++) frames.push([...REST, N, ['o', ...o], ['c', ...c]]); // both at rest, seen
  for (let i = 0; i < 10; i++) frames.push([...REST, N, ['o', ...o]]); // the cue ball under the cue (0.4 s)
  frames.push([...REST, N, ['o', 1367, -204]]); // the hit: the cue ball unseen, the object knocked 77 mm away from it
  // The cue ball's first detection 89 mm off the object's place on its own side; the object's, in the neighbour's gate.
  frames.push([...REST, N, ['c', 1490.6, -117], ['o', 1309, -212]]);
  const cue: [number, number][] = [[1480, -89], [1463, -55], [1443, -17], [1426, 3], [1408, 32]];
  const obj: [number, number][] = [[1249, -185], [1195, -171], [1142, -150], [1101, -131], [1056, -118]];
  cue.forEach((p, k) => frames.push([...REST, N, ['c', ...p], ['o', ...obj[k]!]]));
  return frames;
}

describe('tracker: a struck white seen leaving keeps off its hidden striker\'s first detection (Russian 25 fps, #252[7])', () => {
  it('gives the cue ball\'s first detection to no one rather than to the object', () => {
    expect(swaps(stroke(), 10, {}, 25)).toEqual([]);
  });
});

describe('hidden-twin.ts seenLeaving', () => {
  const last = { x: 150, y: 0, t: 0 }, rest = { x: 0, y: 0 }, reach = (from: number, t: number) => 9000 * (t - from) + 4.5;
  it('a chain begun since the ball was last seen, beyond the jump and on the far side from the twin', () => {
    expect(seenLeaving(last, rest, 1, [{ x: -77, y: 5, t: 1.04 }], 20, reach)).toBe(true);
  });
  it('not one facing the twin, one within the jump, one begun before the ball was last seen, nor one out of reach', () => {
    expect(seenLeaving(last, rest, 1, [{ x: 77, y: 5, t: 1.04 }], 20, reach)).toBe(false);
    expect(seenLeaving(last, rest, 1, [{ x: -15, y: 0, t: 1.04 }], 20, reach)).toBe(false);
    expect(seenLeaving(last, rest, 1, [{ x: -77, y: 5, t: 0.96 }], 20, reach)).toBe(false);
    expect(seenLeaving(last, rest, 1, [{ x: -500, y: 5, t: 1.04 }], 20, reach)).toBe(false);
  });
});
