/**
 * A Russian table with two resting whites in play (a cue ball at x `cueX`, an
 * object white at 800 mm, both on y 0) and five far whites, at 30 fps, warmed
 * up over 11 frames (test/track.full-hit.test.ts, track.hidden-twin.test.ts).
 * `at(i, ds)` feeds frame i with the far whites plus `ds`; `near(f, id, x, y)`
 * says whether ball `id` is seen within 15 mm of (x, y) in tracked frame f.
 * `swaps(frames, warm)` replays labelled detections (test/track.swap-seeds.test.ts,
 * track.blur-noise.test.ts) and names every swap.
 */
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { toDetectionFrame } from '../src/track/detections.js';
import { Tracker, type TrackedFrame } from '../src/track/tracker.js';
import type { TrackerThresholds } from '../src/track/thresholds.js';

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

/** [true ball ('' none), x, y] a white's detection, [.., 1] the colour ball's. */
export type Det = [string, number, number] | [string, number, number, 1];

/**
 * `frames` with two more whites ('g1', 'g2', far in the baulk corners) seen in the first three frames only: they stand for a
 * match's pocketed balls, so that every id is taken as it was in the match a replay comes from.
 */
export function withPocketedStandIns(frames: Det[][]): Det[][] {
  const standIns: Det[] = [['g1', -1500, 800], ['g2', -1500, -800]];
  return frames.map((f, i) => (i < 3 ? [...f, ...standIns] : f));
}

/**
 * Every frame where an observed tracked id sits on a labelled detection of another ball than the one it first sat on (a lost
 * ball's new id is no swap, as in the evaluation's identity map). The first frame is fed `warm` times (the balls at rest where they lay).
 * Frames are `fps` apart (30 unless a replay comes from another rate).
 */
export function swaps(frames: Det[][], warm: number, thresholds: Partial<TrackerThresholds> = {}, fps = 30): string[] {
  const tr = new Tracker(PYRAMID_12FT_TABLE, 'russian-colour', thresholds);
  const ballOf = new Map<string, string>(), out: string[] = [];
  const feed = [...Array.from({ length: warm - 1 }, () => frames[0]!), ...frames];
  feed.forEach((ds, i) => {
    const f = tr.update(toDetectionFrame({
      frame: i, t: i / fps,
      detections: ds.map(([, x, y, c]) => ({ class: c ? 'ball-colour' as const : 'ball-white' as const, x, y, confidence: 0.9 })),
    }));
    for (const [label, x, y] of ds) {
      const on = f.balls.filter((b) => b.observed && Math.hypot(b.x - x, b.y - y) < 15).sort((a, b) => Math.hypot(a.x - x, a.y - y) - Math.hypot(b.x - x, b.y - y))[0];
      if (!label || !on) continue;
      const first = ballOf.get(on.id);
      if (first === undefined) ballOf.set(on.id, label);
      else if (first !== label) out.push(`frame ${i}: ${on.id} (on ${first} first) on ${label}`);
    }
  });
  return out;
}
