/**
 * A resting white stirred by one small detection while its twin is hidden (tracker.ts `held`, launch.ts `stirredFrom`).
 * The case of development Russian 25 fps at twice the noise #131[1] (EVAL_SKIP=130 EVAL_MATCHES=1 EVAL_RATES=25
 * EVAL_NOISE=2), built from geometry: the cue ball, at rest up the table from the object white, is hidden under the
 * cue for a third of a second and struck into the object. In the frame of the hit neither ball's true place tells
 * (the cue ball undetected at its touch); the object's detection falls 12.5 mm off its place toward the cue ball, no
 * jump (REST_JUMP_MM), but it set the filter running at ~300 mm/s toward the cue ball and took the ball out of
 * `resting`. Next frame the cue ball, drawn back, is seen 74 mm from the object's place on its own side, and the object
 * 160 mm away on the far side: the object's track, no longer at rest, took the cue ball's detection (its gate's
 * nearest) and the cue ball's id came back on the object's chain (an identity swap).
 */
import { describe, expect, it } from 'vitest';
import { stirredFrom } from '../src/track/launch.js';
import { REST_JUMP_MM } from '../src/track/tracker-rules.js';
import { type Det, swaps } from './track-russian-helpers.js';

/** Five far whites at rest (the rest of the table). */
const REST: Det[] = [['f1', -1200, 600], ['f2', -1200, -600], ['f3', -600, 500], ['f4', -300, -700], ['f5', 1200, 700]];

function stroke(): Det[][] {
  const frames: Det[][] = [];
  const o: [number, number] = [900, 0], cueRest: [number, number] = [800, 120];
  const at = (label: string, p: [number, number], dx = 0, dy = 0): Det => [label, p[0] + dx, p[1] + dy];
  for (let i = 0; i < 5; i++) frames.push([...REST, at('o', o), at('c', cueRest)]); // both at rest, seen
  for (let i = 0; i < 9; i++) frames.push([...REST, at('o', o)]); // the cue ball under the cue (0.36 s)
  frames.push([...REST, at('o', o, -11, -6)]); // the hit: the cue ball unseen at its touch, the object's detection stirred
  // After it: the cue ball drawn back from its touch on its own side, the object away along the line of centres.
  for (let k = 1; k <= 8; k++) frames.push([...REST, at('c', o, -72 - 25 * (k - 1), 15 - 22 * (k - 1)), at('o', o, 105 + 110 * (k - 1), -115 - 110 * (k - 1))]);
  return frames;
}

describe('tracker: a white stirred by one small detection while its twin is hidden (Russian 25 fps)', () => {
  it('keeps the object white off the hidden cue ball\'s detection at its touch (#131[1])', () => {
    expect(swaps(stroke(), 10, {}, 25)).toEqual([]);
  });
});

describe('launch.ts stirredFrom', () => {
  const launch = { x: 0, y: 0 };
  it('keeps the place a ball rested at when the detection that launched it lay within REST_JUMP_MM of it', () => {
    expect(stirredFrom({ launch, seenX: -11, seenY: -6 })).toEqual(launch);
    expect(stirredFrom({ launch, seenX: REST_JUMP_MM - 0.5, seenY: 0 })).toEqual(launch);
  });
  it('not after a jump (the ball seen knocked off its place), nor without a launch', () => {
    expect(stirredFrom({ launch, seenX: REST_JUMP_MM + 0.5, seenY: 0 })).toBeUndefined();
    expect(stirredFrom({ seenX: 0, seenY: 0 })).toBeUndefined();
  });
});
