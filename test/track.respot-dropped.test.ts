/**
 * A ball that ran into a pocket mouth comes back only put down by hand
 * (respot.ts `respots`, `dropped`): a running chain of faint false whites
 * seconds later does not take its id (development Russian 25 fps #94[3]).
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { toDetectionFrame } from '../src/track/detections.js';
import { Tracker, type TrackedFrame } from '../src/track/tracker.js';

const white = (x: number, y: number, confidence = 0.9) => ({ class: 'ball-white' as const, x, y, confidence });
const still = [white(-1400, -646), white(515, 252), white(946, 34), white(1548, -262), white(-289, -596), white(1141, 566)];
const fps = 25;

describe('a white pocketed in the middle pocket, then faint clutter that runs (25 fps)', () => {
  it('keeps the pocketed white lost: the clutter is no ball put back', () => {
    const tr = new Tracker(PYRAMID_12FT_TABLE, 'russian-colour');
    const frames: TrackedFrame[] = [];
    const at = (i: number, ds: ReturnType<typeof white>[]) => frames.push(tr.update(toDetectionFrame({ frame: i, t: i / fps, detections: [...still, ...ds] })));
    for (let i = 0; i < 10; i++) at(i, [white(7, -600)]);
    // Rolls at 1.1 m/s into the middle-right pocket (y = -887.5): last seen 20 mm short of the cushion line's mouth.
    for (let i = 10; i < 16; i++) at(i, [white(7, -600 - (i - 9) * 44.5)]);
    const potted = frames.at(-1)!.balls.find((b) => b.observed && Math.abs(b.x - 7) < 5 && b.y < -800)!.id;
    for (let i = 16; i < 100; i++) at(i, []);
    // Two false whites (0.45) 80 ms apart, 200 mm apart: a chain that "runs", 3.4 s after the pot.
    at(100, [white(843, -612, 0.45)]);
    at(101, []);
    at(102, [white(985, -757, 0.45)]);
    at(103, []);
    for (const f of frames.slice(100)) expect(f.balls.find((b) => b.id === potted)!.observed).toBe(false);
  });
});
