/**
 * A Russian table with two resting whites in play (a cue ball at x `cueX`, an
 * object white at 800 mm, both on y 0) and five far whites, at 30 fps, warmed
 * up over 11 frames (test/track.full-hit.test.ts, track.hidden-twin.test.ts).
 * `at(i, ds)` feeds frame i with the far whites plus `ds`; `near(f, id, x, y)`
 * says whether ball `id` is seen within 15 mm of (x, y) in tracked frame f.
 */
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { toDetectionFrame } from '../src/track/detections.js';
import { Tracker, type TrackedFrame } from '../src/track/tracker.js';

export const white = (x: number, y: number) => ({ class: 'ball-white' as const, x, y, confidence: 0.9 });
type White = ReturnType<typeof white>;

export function twoRestingWhites(cueX: number): { at: (i: number, ds: White[]) => TrackedFrame; cue: string; object: string } {
  const tr = new Tracker(PYRAMID_12FT_TABLE, 'russian-colour');
  const far = [white(-1200, 600), white(-1200, -600), white(-600, 500), white(-300, -700), white(100, 700)];
  const at = (i: number, ds: White[]): TrackedFrame => tr.update(toDetectionFrame({ frame: i, t: i / 30, detections: [...far, ...ds] }));
  let f = at(0, [white(cueX, 0), white(800, 0)]);
  for (let i = 1; i <= 10; i++) f = at(i, [white(cueX, 0), white(800, 0)]);
  const idAt = (x: number): string => f.balls.find((b) => Math.hypot(b.x - x, b.y) < 5)!.id;
  return { at, cue: idAt(cueX), object: idAt(800) };
}

export const near = (f: TrackedFrame, id: string, x: number, y: number): boolean => {
  const b = f.balls.find((o) => o.id === id)!;
  return b.observed && Math.hypot(b.x - x, b.y - y) < 15;
};
