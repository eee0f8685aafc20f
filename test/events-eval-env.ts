/**
 * What the events evaluation's EVAL_* variables choose (documented in
 * test/events.eval.test.ts and docs/tracking-and-events.md "## Evaluation"):
 * the blocks (a discipline at a rate, with its material and first detector
 * seed) and the stress detector. Shared by the evaluation and the A/B
 * evaluation (test/events.ab.test.ts), so both read the same material.
 */
import { DISCIPLINES, type Discipline } from '../src/contracts/ids.js';
import { DEVELOPMENT_SEEDS, HELD_OUT_SEEDS, type Material, plannedMatches, scenarioMatches } from '../src/events/eval/material.js';
import { FIRST_DETECTOR_SEED } from '../src/events/eval/run.js';
import { cameraOf } from '../src/track/hall-camera.js';
import { DEFAULT_DETECTOR, type DetectorModel } from '../src/track/simulated-detections.js';

/** One discipline at one rate: its material (planned when asked: planning simulates every stroke) and the detector seed of its first recording (the i-th gets this + i). */
export interface EvalBlock { fps: number; discipline: Discipline; material: () => Material[]; firstSeed: number }

/** The blocks EVAL_MATCHES, EVAL_SKIP, EVAL_SEEDS, EVAL_DISCIPLINE, EVAL_FPS, EVAL_RATES and EVAL_SCENARIOS choose, rates outer, disciplines inner. */
export function evalBlocks(env: NodeJS.ProcessEnv = process.env): EvalBlock[] {
  const n = Number(env.EVAL_MATCHES ?? 12), skip = Number(env.EVAL_SKIP ?? 0);
  if (!(Number.isInteger(skip) && skip >= 0)) throw new Error(`EVAL_SKIP must be a whole number of matches, got "${env.EVAL_SKIP}"`);
  const seeds = env.EVAL_SEEDS === 'dev' ? DEVELOPMENT_SEEDS : HELD_OUT_SEEDS;
  const only = env.EVAL_DISCIPLINE, fpsOnly = env.EVAL_FPS;
  const rates = (env.EVAL_RATES ?? '60,30').split(',').map(Number).filter((r) => r > 0);
  const out: EvalBlock[] = [];
  for (const fps of rates) {
    if (fpsOnly && Number(fpsOnly) !== fps) continue;
    for (const d of DISCIPLINES) {
      if (only && d !== only) continue;
      out.push({ fps, discipline: d, firstSeed: FIRST_DETECTOR_SEED + skip, material: () => [...plannedMatches(d, seeds.first + skip, n), ...(env.EVAL_SCENARIOS === '0' ? [] : scenarioMatches(d))] });
    }
  }
  return out;
}

/** The env that chose the material and the detector, first line of a dump: two dumps compare when it is the same. */
export function dumpSettings(env: NodeJS.ProcessEnv = process.env): string {
  return Object.entries(env).filter(([k]) => k.startsWith('EVAL_') && k !== 'EVAL_DUMP' && k !== 'EVAL_VERBOSE' && k !== 'EVAL_SWAPS').sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${v}`).join(' ');
}

/** The detector overrides EVAL_NOISE, EVAL_MISS and EVAL_CAMERA ask for (none: the defaults, the recorded baseline's). */
export function stressDetector(env: NodeJS.ProcessEnv = process.env): Partial<DetectorModel> {
  const k = Number(env.EVAL_NOISE ?? 1), miss = env.EVAL_MISS;
  if (!(k > 0)) throw new Error(`EVAL_NOISE must be a positive factor, got "${env.EVAL_NOISE}"`);
  const out: Partial<DetectorModel> = {};
  if (k !== 1) Object.assign(out, { restNoiseMm: DEFAULT_DETECTOR.restNoiseMm * k, movingNoiseMm: DEFAULT_DETECTOR.movingNoiseMm * k, noisePerSpeedS: DEFAULT_DETECTOR.noisePerSpeedS * k });
  if (miss !== undefined) {
    const p = Number(miss);
    if (!(p >= 0 && p < 1)) throw new Error(`EVAL_MISS must be a probability in [0, 1), got "${miss}"`);
    out.missRate = p;
  }
  if (env.EVAL_CAMERA) out.camera = cameraOf(env.EVAL_CAMERA);
  return out;
}

