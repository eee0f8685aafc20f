import { describe, expect, it } from 'vitest';
import { runsThrough } from '../src/track/met-resting.js';
import { near, twoRestingWhites, white } from './track-russian-helpers.js';

const R = 34;

describe('a chain link through a resting ball (met-resting.ts)', () => {
  it('counts a link straight through a resting ball ahead, not a thin pass, a ball behind, or the ball leaving its own place', () => {
    expect(runsThrough({ x: 0, y: 0 }, { x: 200, y: 0 }, { x: 120, y: 10 }, R)).toBe(true);
    expect(runsThrough({ x: 0, y: 0 }, { x: 200, y: 0 }, { x: 120, y: 60 }, R)).toBe(false); // a thin cut: the striker goes on
    expect(runsThrough({ x: 0, y: 0 }, { x: 200, y: 0 }, { x: -80, y: 0 }, R)).toBe(false); // behind the link
    expect(runsThrough({ x: 0, y: 0 }, { x: 200, y: 0 }, { x: 3, y: 2 }, R)).toBe(false); // the resting ball itself leaving
    expect(runsThrough({ x: 0, y: 0 }, { x: 40, y: 0 }, { x: 90, y: 0 }, R)).toBe(true); // stopped short, but within a hit of it
  });

  it('30 fps: the hidden cue ball\'s chain does not take the object ball\'s detection after a full hit (Russian dev #38 stroke 5)', () => {
    // The cue ball, lost under the cue, is seen once just short of the resting white; the next frame shows only the
    // struck white, 80 mm on along the same line (out of its own gate); the cue ball, nearly stopped by the hit, comes
    // back beside the contact point a frame later.
    const { at, cue, object } = twoRestingWhites(200);
    for (let i = 11; i <= 22; i++) at(i, [white(800, 0)]); // the cue ball hidden under the cue
    at(23, [white(800, 0), white(672, 1)]);
    at(24, [white(880, 1)]);
    at(25, [white(960, 1), white(735, 2)]);
    const f = at(26, [white(1040, 2), white(738, 2)]);
    expect(near(f, object, 1040, 2)).toBe(true);
    expect(near(f, cue, 738, 2)).toBe(true);
  });
});
