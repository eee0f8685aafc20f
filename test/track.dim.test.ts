import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { toDetectionFrame } from '../src/track/detections.js';
import { Tracker } from '../src/track/tracker.js';
import { DIM_HOLD_S } from '../src/track/dim.js';

type Det = { class: 'ball-white' | 'ball-colour'; x: number; y: number; confidence: number };

/** The rack of a development 1080p Russian render (7102): six whites seen, the colour in the middle scored 0.22. */
const RACK: Det[] = [
  { class: 'ball-white', x: 888, y: 0, confidence: 0.65 }, { class: 'ball-white', x: 946, y: 33, confidence: 0.5 },
  { class: 'ball-white', x: 947, y: -34, confidence: 0.45 }, { class: 'ball-white', x: 1005, y: 68, confidence: 0.56 },
  { class: 'ball-white', x: 1006, y: -68, confidence: 0.6 }, { class: 'ball-white', x: 1070, y: 0, confidence: 0.5 },
  { class: 'ball-white', x: -618, y: 125, confidence: 0.7 },
];

/** The vision path's tracker (src/pipeline/acquire.ts: weak detections from 0.15). */
const visionLike = () => new Tracker(PYRAMID_12FT_TABLE, 'russian-colour', { weakConfidence: 0.15 });

function run(tr: Tracker, frames: number, colour: (i: number) => Det | null) {
  let last = null as ReturnType<Tracker['update']> | null;
  const seen: boolean[] = [];
  for (let i = 0; i < frames; i++) {
    const c = colour(i);
    last = tr.update(toDetectionFrame({ frame: i, t: i / 30, detections: c ? [...RACK, c] : RACK }));
    seen.push(last.balls.some((b) => b.id === 'colour' && b.observed));
  }
  return { last: last!, seen };
}

describe('dim balls (src/track/dim.ts)', () => {
  it('takes a colour ball the detector sees only weakly in the rack once it has lain still, and keeps it', () => {
    const { last, seen } = run(visionLike(), 45, (i) => ({ class: 'ball-colour', x: 1009 + (i % 3) * 0.5, y: 1 - (i % 2), confidence: 0.22 }));
    const first = seen.indexOf(true);
    expect(first).toBeGreaterThanOrEqual(Math.floor(DIM_HOLD_S * 30));
    expect(first).toBeLessThan(Math.ceil(DIM_HOLD_S * 30) + 3);
    // Once taken it goes on taking its weak detections at rest (no loss and re-pickup every few frames).
    expect(seen.slice(first).every(Boolean), seen.map((s) => (s ? 1 : 0)).join('')).toBe(true);
    const c = last.balls.find((b) => b.id === 'colour')!;
    expect(Math.hypot(c.x - 1009.5, c.y - 0.5)).toBeLessThan(2);
  });

  it('does not make a ball of a weak blob that wanders or does not last', () => {
    // A sleeve's edge drifting 4 mm a frame, then a weak blob lasting 0.3 s.
    const wandering = run(visionLike(), 45, (i) => ({ class: 'ball-colour', x: 200 + 4 * i, y: 300, confidence: 0.22 }));
    expect(wandering.seen.some(Boolean)).toBe(false);
    const brief = run(visionLike(), 45, (i) => (i >= 5 && i < 14 ? { class: 'ball-colour', x: 200, y: 300, confidence: 0.22 } : null));
    expect(brief.seen.some(Boolean)).toBe(false);
  });

  it('never takes weak detections for a new ball where the tracker uses confident ones only (simulated detections)', () => {
    const { seen } = run(new Tracker(PYRAMID_12FT_TABLE, 'russian-colour'), 45, () => ({ class: 'ball-colour', x: 1009, y: 1, confidence: 0.22 }));
    expect(seen.some(Boolean)).toBe(false);
  });
});
