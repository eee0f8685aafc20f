import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { toDetectionFrame } from '../src/track/detections.js';
import { couldHaveRun } from '../src/track/hidden-twin.js';
import { Tracker } from '../src/track/tracker.js';

describe('a hidden twin (hidden-twin.ts)', () => {
  it('reaches where a ball could have run since it was last seen', () => {
    expect(couldHaveRun({ x: 0, y: 0, t: 0 }, 300, 0, 0.1, 9000, 4.5)).toBe(true);
    expect(couldHaveRun({ x: 0, y: 0, t: 0 }, 300, 0, 0.02, 9000, 4.5)).toBe(false);
  });

  it('30 fps: a resting white does not take the cue ball\'s first detection after it was hidden under the cue (Russian dev #22 stroke 4, hall)', () => {
    // The cue ball, lost under the cue for 0.4 s, is first seen again at its full hit on a resting white, 60 mm from
    // that white's place (inside its gate); the struck white is seen 90 mm on in the same frame (out of its gate).
    const tr = new Tracker(PYRAMID_12FT_TABLE, 'russian-colour');
    const white = (x: number, y: number) => ({ class: 'ball-white' as const, x, y, confidence: 0.9 });
    const far = [white(-1200, 600), white(-1200, -600), white(-600, 500), white(-300, -700), white(100, 700)];
    const at = (i: number, ds: ReturnType<typeof white>[]) => tr.update(toDetectionFrame({ frame: i, t: i / 30, detections: [...far, ...ds] }));
    let f = at(0, [white(500, 0), white(800, 0)]);
    for (let i = 1; i <= 10; i++) f = at(i, [white(500, 0), white(800, 0)]);
    const cue = f.balls.find((b) => Math.hypot(b.x - 500, b.y) < 5)!.id, object = f.balls.find((b) => Math.hypot(b.x - 800, b.y) < 5)!.id;
    for (let i = 11; i <= 22; i++) at(i, [white(800, 0)]); // the cue ball hidden under the cue
    at(23, [white(740, 2), white(890, 1)]);
    at(24, [white(748, 4), white(975, 1)]);
    at(25, [white(755, 6), white(1055, 1)]);
    f = at(26, [white(761, 7), white(1130, 2)]);
    const near = (id: string, x: number, y: number) => { const b = f.balls.find((o) => o.id === id)!; return b.observed && Math.hypot(b.x - x, b.y - y) < 15; };
    expect(near(object, 1130, 2)).toBe(true);
    expect(near(cue, 761, 7)).toBe(true);
  });
});
