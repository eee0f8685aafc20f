/** The end-to-end gate's comparison with its baseline (src/pipeline/vision-baseline.ts). */
import { describe, expect, it } from 'vitest';
import { type VisionBaseline, readVisionBaseline, visionRegressions } from '../src/pipeline/vision-baseline.js';

const rec = (agree: number, confidentWrong = 0, extra = 0) => ({ strokes: 4, found: 4, agree, confidentWrong, extra });
const base: VisionBaseline = { note: '', command: '', tolerance: { found: 1, agree: 2, extra: 1 }, recordings: { a: rec(4), b: rec(3) } };

describe('vision baseline gate', () => {
  it('passes the baseline itself', () => {
    expect(visionRegressions(base.recordings, base)).toEqual([]);
  });
  it('never tolerates a new confidently wrong verdict, even with the totals unchanged', () => {
    const out = visionRegressions({ a: rec(4, 1), b: rec(3) }, base);
    expect(out).toEqual(['a: confidently wrong 0 -> 1']);
  });
  it('tolerates agreed verdicts dropping by the tolerance in total, not more', () => {
    expect(visionRegressions({ a: rec(3), b: rec(2) }, base)).toEqual([]);
    expect(visionRegressions({ a: rec(2), b: rec(2) }, base)).toEqual(['agree 7 -> 4 (tolerance 2)']);
  });
  it('names recordings missing on either side and extra strokes past the tolerance', () => {
    const out = visionRegressions({ a: rec(4, 0, 2), c: rec(4) }, base);
    expect(out).toContain('b: in the baseline, not run');
    expect(out).toContain('c: not in the baseline (UPDATE_VISION_BASELINE=1 to add it)');
    expect(out).toContain('extra strokes 0 -> 2 (tolerance 1)');
  });
  it('the committed baseline has no confidently wrong verdict and every bundled recording', () => {
    const b = readVisionBaseline();
    expect(Object.values(b.recordings).every((r) => r.confidentWrong === 0)).toBe(true);
    expect(Object.keys(b.recordings).length).toBeGreaterThanOrEqual(18);
  });
});
