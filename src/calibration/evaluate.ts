/**
 * Evaluation of automatic calibration on rendered frames with known cameras:
 * success rate, and over successful frames the error of mapped cloth points
 * (z = 0) and ball centres (z = r, mapped with height r). Used by the full
 * evaluation (test/calibration.eval.test.ts) and the gate in `npm test`.
 */
import { calibrateFrame } from './auto.js';
import { CalibrationError } from './errors.js';
import { mappingErrors, syntheticCase, type CaseSpec } from './synthetic.js';

export interface CaseResult {
  seed: number;
  describe: string;
  ok: boolean;
  error?: string;
  ms: number;
  clothMedianMm?: number;
  clothMaxMm?: number;
  ballMedianMm?: number;
  ballMaxMm?: number;
  rmsPx?: number;
}

export interface Figures {
  frames: number;
  successes: number;
  successRate: number;
  cloth: { medianMm: number; p95Mm: number; worstMm: number };
  balls: { medianMm: number; p95Mm: number; worstMm: number };
  /** Median calibration time per frame by width (ms). */
  msByWidth: Record<string, number>;
  seeds: string;
  failures: { seed: number; error: string }[];
  cases?: CaseResult[];
}

function quantile(a: number[], q: number): number {
  if (!a.length) return NaN;
  const s = [...a].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

export function evaluate(seeds: readonly number[], spec: Omit<CaseSpec, 'seed'> = {}, log?: (line: string) => void): Figures {
  const cases: CaseResult[] = [];
  const cloth: number[] = [], balls: number[] = [];
  const times: Record<string, number[]> = {};
  for (const seed of seeds) {
    const c = syntheticCase({ ...spec, seed });
    const t0 = performance.now();
    let res: CaseResult;
    try {
      const r = calibrateFrame({ width: c.width, height: c.height, rgb: c.rgb }, { table: c.table.kind, orientation: c.orientation });
      const ms = performance.now() - t0;
      const e = mappingErrors(c.camera, r.camera, c.table);
      cloth.push(...e.cloth); balls.push(...e.balls);
      res = { seed, describe: c.describe, ok: true, ms, clothMedianMm: quantile(e.cloth, 0.5), clothMaxMm: Math.max(...e.cloth), ballMedianMm: quantile(e.balls, 0.5), ballMaxMm: Math.max(...e.balls), rmsPx: r.residuals.edges.rmsPx };
    } catch (err) {
      if (!(err instanceof CalibrationError)) throw err;
      res = { seed, describe: c.describe, ok: false, error: err.message, ms: performance.now() - t0 };
    }
    (times[String(c.width)] ??= []).push(res.ms);
    cases.push(res);
    log?.(res.ok
      ? `${res.describe}: ${res.ms.toFixed(0)} ms, cloth median ${res.clothMedianMm!.toFixed(2)} worst ${res.clothMaxMm!.toFixed(2)} mm, balls median ${res.ballMedianMm!.toFixed(2)} worst ${res.ballMaxMm!.toFixed(2)} mm, ${res.rmsPx!.toFixed(2)} px RMS`
      : `${res.describe}: FAILED ${res.error}`);
  }
  const ok = cases.filter((c) => c.ok).length;
  const r3 = (v: number): number => Math.round(v * 1000) / 1000;
  return {
    frames: cases.length,
    successes: ok,
    successRate: r3(ok / Math.max(1, cases.length)),
    cloth: { medianMm: r3(quantile(cloth, 0.5)), p95Mm: r3(quantile(cloth, 0.95)), worstMm: r3(cloth.length ? Math.max(...cloth) : NaN) },
    balls: { medianMm: r3(quantile(balls, 0.5)), p95Mm: r3(quantile(balls, 0.95)), worstMm: r3(balls.length ? Math.max(...balls) : NaN) },
    msByWidth: Object.fromEntries(Object.entries(times).map(([w, t]) => [w, Math.round(quantile(t, 0.5))])),
    seeds: seeds.length ? `${seeds[0]}-${seeds[seeds.length - 1]}` : '',
    failures: cases.filter((c) => !c.ok).map((c) => ({ seed: c.seed, error: c.error! })),
    cases,
  };
}

export function formatFigures(f: Figures): string {
  return [
    `frames ${f.frames} (seeds ${f.seeds}), success ${f.successes}/${f.frames} = ${(100 * f.successRate).toFixed(1)} % (goal ≥ 98 %)`,
    `cloth points: median ${f.cloth.medianMm} mm, p95 ${f.cloth.p95Mm} mm, worst ${f.cloth.worstMm} mm (goal median ≤ 1, worst ≤ 3)`,
    `ball centres (height r): median ${f.balls.medianMm} mm, p95 ${f.balls.p95Mm} mm, worst ${f.balls.worstMm} mm`,
    `median calibration time by image width (ms): ${JSON.stringify(f.msByWidth)}`,
    ...f.failures.map((x) => `failed seed ${x.seed}: ${x.error}`),
  ].join('\n');
}
