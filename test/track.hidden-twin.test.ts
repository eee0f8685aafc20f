import { describe, expect, it } from 'vitest';
import { couldHaveRun, facesHidden } from '../src/track/hidden-twin.js';
import { near, twoRestingWhites, white } from './track-russian-helpers.js';

describe('a hidden twin (hidden-twin.ts)', () => {
  it('reaches where a ball could have run since it was last seen', () => {
    expect(couldHaveRun({ x: 0, y: 0, t: 0 }, 300, 0, 0.1, 9000, 4.5)).toBe(true);
    expect(couldHaveRun({ x: 0, y: 0, t: 0 }, 300, 0, 0.02, 9000, 4.5)).toBe(false);
  });

  it('a hidden ball meets a resting one on the side it comes from', () => {
    expect(facesHidden({ x: 500, y: 0, t: 0 }, { x: 800, y: 0 }, 740, 2)).toBe(true);
    expect(facesHidden({ x: 500, y: 0, t: 0 }, { x: 800, y: 0 }, 830, 0)).toBe(false);
  });

  it('a resting white takes its own detection knocked away from the hidden ball (hall #22[7] at 30 fps)', () => {
    // The cue ball, hidden under the cue, hits the white at 800 from the left: the white is seen 30 mm to the right,
    // away from the cue ball, which is seen at its hit 60 mm to the left. The white's own detection is no hidden ball's.
    const { at, cue, object } = twoRestingWhites(500);
    for (let i = 11; i <= 22; i++) at(i, [white(800, 0)]);
    const f = at(23, [white(740, 0), white(830, 0)]);
    expect(near(f, object, 830, 0)).toBe(true);
    at(24, [white(744, 0), white(905, 0)]);
    const g = at(25, [white(747, 0), white(980, 0)]);
    expect(near(g, object, 980, 0)).toBe(true);
    expect(near(g, cue, 747, 0)).toBe(true);
  });

  it('30 fps: a resting white does not take the cue ball\'s first detection after it was hidden under the cue (Russian dev #22 stroke 4, hall)', () => {
    // The cue ball, lost under the cue for 0.4 s, is first seen again at its full hit on a resting white, 60 mm from
    // that white's place (inside its gate); the struck white is seen 90 mm on in the same frame (out of its gate).
    const { at, cue, object } = twoRestingWhites(500);
    for (let i = 11; i <= 22; i++) at(i, [white(800, 0)]); // the cue ball hidden under the cue
    at(23, [white(740, 2), white(890, 1)]);
    at(24, [white(748, 4), white(975, 1)]);
    at(25, [white(755, 6), white(1055, 1)]);
    const f = at(26, [white(761, 7), white(1130, 2)]);
    expect(near(f, object, 1130, 2)).toBe(true);
    expect(near(f, cue, 761, 7)).toBe(true);
  });
});
