/**
 * The end-to-end gate's figures (test/vision.eval.test.ts): per bundled
 * recording, how many strokes the vision path found, how many verdicts agree
 * with the truth's, how many are wrong with high confidence and how many
 * strokes it made up; and the comparison with the committed baseline
 * (src/pipeline/vision-baseline.json). A confidently wrong verdict is never
 * tolerated above the baseline's (the referee would take it as said); found
 * and agreed strokes may drop by the tolerance in total, since a flagged
 * verdict reaches the referee as a question.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HIGH_CONFIDENCE } from '../events/eval/run.js';
import type { VideoOutcome } from './evaluate.js';

export interface RecordingFigures { strokes: number; found: number; agree: number; confidentWrong: number; extra: number }
export type VisionFigures = Record<string, RecordingFigures>;
export interface VisionBaseline {
  note: string;
  command: string;
  /** Drops allowed in the totals (strokes): found, agree; extra strokes allowed above. */
  tolerance: { found: number; agree: number; extra: number };
  recordings: VisionFigures;
}

export const VISION_BASELINE_PATH = fileURLToPath(new URL('./vision-baseline.json', import.meta.url));

/** One recording's figures from its outcome. */
export function figuresOf(o: VideoOutcome): RecordingFigures {
  const found = o.strokes.filter((s) => s.found);
  return {
    strokes: o.strokes.length, found: found.length, agree: o.strokes.filter((s) => s.agrees).length,
    confidentWrong: found.filter((s) => !s.agrees && (s.confidence ?? 1) >= HIGH_CONFIDENCE).length, extra: o.extra,
  };
}

export const visionFigures = (outs: readonly VideoOutcome[]): VisionFigures => Object.fromEntries(outs.map((o) => [o.name, figuresOf(o)]));

const total = (f: VisionFigures, k: keyof RecordingFigures): number => Object.values(f).reduce((a, r) => a + r[k], 0);

/** What got worse than the baseline, one line each (empty: the gate passes). */
export function visionRegressions(now: VisionFigures, base: VisionBaseline): string[] {
  const out: string[] = [];
  for (const name of Object.keys(base.recordings)) if (!now[name]) out.push(`${name}: in the baseline, not run`);
  for (const [name, r] of Object.entries(now)) {
    const b = base.recordings[name];
    if (!b) out.push(`${name}: not in the baseline (UPDATE_VISION_BASELINE=1 to add it)`);
    else if (r.confidentWrong > b.confidentWrong) out.push(`${name}: confidently wrong ${b.confidentWrong} -> ${r.confidentWrong}`);
  }
  const drop = (k: 'found' | 'agree', tol: number) => {
    const a = total(now, k), b = total(base.recordings, k);
    if (a < b - tol) out.push(`${k} ${b} -> ${a} (tolerance ${tol})`);
  };
  drop('found', base.tolerance.found);
  drop('agree', base.tolerance.agree);
  const e = total(now, 'extra'), eb = total(base.recordings, 'extra');
  if (e > eb + base.tolerance.extra) out.push(`extra strokes ${eb} -> ${e} (tolerance ${base.tolerance.extra})`);
  return out;
}

export function readVisionBaseline(path = VISION_BASELINE_PATH): VisionBaseline {
  return JSON.parse(readFileSync(path, 'utf8')) as VisionBaseline;
}

/** Rewrites the baseline's recordings with `now`, keeping its note, command and tolerance. */
export function writeVisionBaseline(now: VisionFigures, path = VISION_BASELINE_PATH): void {
  const b = readVisionBaseline(path);
  writeFileSync(path, JSON.stringify({ ...b, recordings: now }, null, 2) + '\n');
}
