/**
 * The A/B evaluation of the events stage (issue 6): another working tree's
 * events stage and judge against this tree's, on the SAME tracked frames.
 * Each recording of the material is rendered (simulated detector) and
 * tracked once, with this tree's code; then this tree's events stage and
 * judge and the other tree's (src/events/stage.ts, src/rules/match.ts and
 * src/rules/announce.ts imported from its source by path: side.ts) each read
 * a copy of the frames, and both are scored against the truth by this
 * tree's scoring. So a change to the tracker is NOT compared here (both
 * sides get this tree's tracks): run the plain evaluation in each tree.
 *   EVAL_AB=/path/to/other/tree EVAL_SEEDS=dev EVAL_MATCHES=30 npx vitest run test/events.ab.test.ts
 * The selection is the evaluation's (test/events-eval-env.ts): EVAL_SEEDS,
 * EVAL_DISCIPLINE, EVAL_RATES, EVAL_FPS, EVAL_SKIP, EVAL_MATCHES,
 * EVAL_SCENARIOS, EVAL_NOISE, EVAL_MISS, EVAL_CAMERA. EVAL_AB_OUT=FILE also
 * writes the report to FILE. Prints, per block, one row with both sides'
 * figures (src/events/eval/ab.ts: `other -> this` where they differ), each
 * stroke whose events or verdict differ, with the side that scored it
 * better, and at the end all rows again and the totals.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Better, abRowLine, compareBlock } from '../src/events/eval/ab.js';
import { addRecording, emptyReport, scoreRecording, type TrackedRecording, trackRecording } from '../src/events/eval/run.js';
import { rowOf } from '../src/events/eval/row.js';
import { loadSide, THIS_TREE } from '../src/events/eval/side.js';
import { dumpSettings, evalBlocks, stressDetector } from './events-eval-env.js';

/** A side's own copy of the tracked frames: an events stage that changed a frame would not change what the other side reads. */
const copy = (run: TrackedRecording): TrackedRecording => ({ ...run, tracked: structuredClone(run.tracked) });

describe.runIf(process.env.EVAL_AB !== undefined)('events A/B on the same tracked frames', () => {
  it('prints both sides\' rows and every stroke that differs', async () => {
    const otherRoot = process.env.EVAL_AB!;
    const other = await loadSide(otherRoot), detector = stressDetector();
    const report = [`# events A/B: other (before) = ${otherRoot}, this (after) = ${process.cwd()}; tracked once, by this tree; ${dumpSettings()}`];
    const say = (...ls: string[]): void => { report.push(...ls); console.log(ls.join('\n')); };
    const rows: string[] = [], better: Record<Better, number> = { this: 0, other: 0, mixed: 0, same: 0 };
    let changed = 0, compared = 0;
    for (const b of evalBlocks()) {
      const ro = emptyReport(b.discipline, b.fps), rm = emptyReport(b.discipline, b.fps);
      b.material().forEach((m, i) => {
        const run = trackRecording(m, b.fps, b.firstSeed + i, detector);
        addRecording(ro, scoreRecording(m, b.fps, b.firstSeed + i, copy(run), other));
        addRecording(rm, scoreRecording(m, b.fps, b.firstSeed + i, copy(run), THIS_TREE));
      });
      const c = compareBlock(b.fps, ro.all, rm.all), row = abRowLine(rowOf(ro), rowOf(rm));
      rows.push(row);
      for (const k of Object.keys(better) as Better[]) better[k] += c.better[k];
      changed += c.counts.strokesChanged; compared += c.counts.strokesCompared;
      say(row, ...c.lines.map((l) => `    ${l}`));
    }
    say('# rows (other -> this where they differ)', ...rows,
      `# ${compared} strokes compared, ${changed} differ: this better ${better.this}, other better ${better.other}, mixed ${better.mixed}, same score ${better.same}`);
    if (process.env.EVAL_AB_OUT) writeFileSync(process.env.EVAL_AB_OUT, report.join('\n') + '\n');
    expect(compared).toBeGreaterThan(0);
  }, 4 * 3_600_000);
});
