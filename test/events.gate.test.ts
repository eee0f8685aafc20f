/**
 * Accuracy gate (DESIGN habit 10): a small fixed subset of planned matches
 * through detections → tracker → events, scored against the physics' truth;
 * fails when a figure drops below the committed baseline
 * (src/events/eval/baseline.json, "gate") minus its tolerance. The full
 * evaluation is test/events.eval.test.ts (EVAL=1).
 */
import { describe, expect, it } from 'vitest';
import baseline from '../src/events/eval/baseline.json' with { type: 'json' };
import { evaluate } from '../src/events/eval/run.js';
import { DEVELOPMENT_SEEDS, type Material, plannedMatches } from '../src/events/eval/material.js';
import { f1, medianOf } from '../src/events/eval/metrics.js';
import { DEFAULT_DETECTOR, type DetectorModel } from '../src/track/simulated-detections.js';

const SUBSET = [
  ['three-cushion', 60], ['three-cushion', 30], ['five-pins', 60], ['five-pins', 30], ['russian-colour', 60], ['russian-colour', 30],
] as const;
/** Two random-player matches of four strokes per discipline, from the development seeds (planned once, seen at both rates). */
const MATCHES = 2, STROKES = 4;
/**
 * A hang guard, not a speed check (speed is the benchmarks' business): each half of the gate tracks twelve recordings,
 * tens of seconds on an idle two-core machine but past two minutes when other evaluations share it (seen in session 43
 * under a load of 20, where the old 120 s limit failed a correct gate). Fifteen minutes still stops a stuck tracker.
 */
const GATE_LIMIT_MS = 900_000;

/** The simulated detector twice as noisy as the renders' (the stress rows' EVAL_NOISE=2): a real hall's camera may be. */
const TWICE_THE_NOISE: Partial<DetectorModel> = {
  restNoiseMm: DEFAULT_DETECTOR.restNoiseMm * 2, movingNoiseMm: DEFAULT_DETECTOR.movingNoiseMm * 2, noisePerSpeedS: DEFAULT_DETECTOR.noisePerSpeedS * 2,
};

function gateRows(detector: Partial<DetectorModel>) {
  const material = new Map<string, Material[]>();
  return SUBSET.map(([d, fps]) => {
    if (!material.has(d)) material.set(d, plannedMatches(d, DEVELOPMENT_SEEDS.first, MATCHES, STROKES));
    const r = evaluate(d, fps, material.get(d)!, 1000, detector);
    return {
      key: `${d}@${fps}`, contactF1: f1(r.contacts), cushionF1: f1(r.cushions), pinFallF1: f1(r.pinFalls),
      medianErrFrames: medianOf([...r.contacts.timeErrorsFrames, ...r.cushions.timeErrorsFrames]),
      swaps: r.swaps, verdict: r.judged ? r.agreed / r.judged : 1, confidentWrong: r.confidentWrong,
    };
  });
}

type GateRow = ReturnType<typeof gateRows>[number];

function check(rows: readonly GateRow[], figures: Record<string, Partial<Omit<GateRow, 'key'>>>): void {
  if (process.env.GATE_PRINT === '1') console.log(JSON.stringify(Object.fromEntries(rows.map(({ key, ...v }) => [key, v]))));
  const tol = baseline.gate.tolerance;
  for (const row of rows) {
    const base = figures[row.key] as Omit<GateRow, 'key'> | undefined;
    expect(base, `baseline for ${row.key}`).toBeDefined();
    expect(row.contactF1, `${row.key} contact F1`).toBeGreaterThanOrEqual(base!.contactF1 - tol.f1);
    expect(row.cushionF1, `${row.key} cushion F1`).toBeGreaterThanOrEqual(base!.cushionF1 - tol.f1);
    expect(row.pinFallF1, `${row.key} pin-fall F1`).toBeGreaterThanOrEqual(base!.pinFallF1 - tol.f1);
    expect(row.medianErrFrames, `${row.key} median time error`).toBeLessThanOrEqual(base!.medianErrFrames + tol.frames);
    expect(row.swaps, `${row.key} identity swaps`).toBeLessThanOrEqual(base!.swaps);
    expect(row.verdict, `${row.key} verdict agreement`).toBeGreaterThanOrEqual(base!.verdict - tol.verdict);
    // Confidently wrong is never tolerated above the baseline (a call the referee is not asked about).
    if (base!.confidentWrong !== undefined) expect(row.confidentWrong, `${row.key} confidently wrong`).toBeLessThanOrEqual(base!.confidentWrong);
  }
}

describe('events accuracy gate', () => {
  it('stays within tolerance of the baseline', () => {
    check(gateRows({}), baseline.gate.figures);
  }, GATE_LIMIT_MS);

  // Session 16: the events under a camera twice as noisy as the renders (baseline.json gate.stress). At session 15's code
  // the same subset gave confidently wrong strokes and lower verdicts there; the thresholds now follow each ball's noise.
  it('stays within tolerance of the baseline under twice the renders\' noise', () => {
    check(gateRows(TWICE_THE_NOISE), baseline.gate.stress);
  }, GATE_LIMIT_MS);
});
