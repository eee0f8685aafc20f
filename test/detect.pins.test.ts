/**
 * Gate on pin states (issue 5): held-out five-pins frames (seeds 9 003 000-1,
 * never used for training or tuning), the committed model and the seat rules.
 * The full figures: `EVAL=1 FRAMES=30 npx vitest run test/detect.eval.test.ts`
 * (models/README.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDetector, type Detector } from '../src/detect/detector.js';
import { matchFrame, renderPinFrames, summarise, type EvalFrame } from '../src/detect/evaluate.js';

/** Seeds of the gate: two cameras and looks, five scenes each. */
const SEEDS = [9_003_000, 9_003_001];
const SCENES = 5;

describe('pin states on held-out five-pins frames', () => {
  let det: Detector;
  const frames: EvalFrame[] = [];
  beforeAll(async () => {
    det = await createDetector();
    for (const s of SEEDS) frames.push(...(await renderPinFrames(s, SCENES)));
  }, 60_000);
  afterAll(() => det?.close());

  it('finds most visible pins in the right state and invents few', async () => {
    const res = [];
    for (const f of frames) res.push(matchFrame(f, await det.detectFrame(f.img, { camera: f.camera, table: f.table, pins: true })));
    const s = summarise(res);
    console.log(`pin gate: ${s.pins} pins, state accuracy ${s.pinStateAccuracy.toFixed(3)}, ${s.falsePins} false, ${JSON.stringify(s.pinErrors)}`);
    expect(s.pins).toBeGreaterThan(30);
    // These frames measure 1.0 and 8 false pins of 45 (one pin is 2 %); the pin stage before the seat
    // rules (models/README.md) measures 0.778 here.
    expect(s.pinStateAccuracy).toBeGreaterThanOrEqual(0.88);
    expect(s.falsePins / s.pins).toBeLessThanOrEqual(0.3);
  }, 60_000);
});
